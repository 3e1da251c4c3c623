// The Roads view's narration line for a drive (web/roads/drive-replay.js): one sentence for the step on
// screen, with its numbers.
import { formatCount } from '../view/format.js';
import { formatRoadCost } from './road-format.js';

export function narrateDrive(replay) {
  const { result, request } = replay;
  if (replay.replan < 0) return `The vehicle waits at node ${request.from}; it knows of no blocked road yet.`;
  const plan = result.replans[replay.replan];
  const cost = formatRoadCost(plan.planCost, request.metric);
  if (replay.position >= replay.trace.length && replay.vehicle === request.to) {
    return `Arrived at node ${request.to} after ${formatCount(result.moves.length - 1)} roads (${formatRoadCost(result.cost, request.metric)}), ` +
      `${result.replans.length - 1} repair${result.replans.length === 2 ? '' : 's'} on the way.`;
  }
  if (replay.phase === 'planning') {
    const what = replay.replan === 0 ? 'D* Lite plans from the goal back to the vehicle' : `At node ${plan.at} the vehicle finds the road ahead blocked: D* Lite repairs its plan`;
    return `${what}: ${formatCount(replay.recomputed.length)} node${replay.recomputed.length === 1 ? '' : 's'} recomputed so far.`;
  }
  if (replay.replan > 0 && replay.moveCount === plan.move) {
    return `Repaired at node ${plan.at}: D* Lite recomputed ${formatCount(plan.expanded)} nodes (${formatCount(plan.updated)} rhs updates); ` +
      `from scratch Dijkstra would settle ${formatCount(plan.dijkstraExpanded)} and A* ${formatCount(plan.astarExpanded)}. New plan: ${cost}.`;
  }
  return `The vehicle drives its plan: at node ${replay.vehicle}, ${formatCount(replay.moveCount)} roads driven; plan ${replay.replan === 0 ? 'made at the start' : `repaired at node ${plan.at}`} (${cost} from there).`;
}
