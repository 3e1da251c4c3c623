// The Roads view's narration line for a drive (web/roads/drive-replay.js): one sentence for the step on
// screen, with its numbers.
import { formatRoadCost } from './road-format.js';
import { t } from '../i18n/i18n.js';

export function narrateDrive(replay) {
  const { result, request } = replay;
  if (replay.replan < 0) return t('roads.drive.waiting', { node: String(request.from) });
  const plan = result.replans[replay.replan];
  const cost = formatRoadCost(plan.planCost, request.metric);
  if (replay.position >= replay.trace.length && replay.vehicle === request.to) {
    return t('roads.drive.arrived', { node: String(request.to), roads: result.moves.length - 1, cost: formatRoadCost(result.cost, request.metric), repairs: result.replans.length - 1 });
  }
  if (replay.phase === 'planning') {
    return t(replay.replan === 0 ? 'roads.drive.planning' : 'roads.drive.repairing', { node: String(plan.at), count: replay.recomputed.length });
  }
  if (replay.replan > 0 && replay.moveCount === plan.move) {
    return t('roads.drive.repaired', { node: String(plan.at), expanded: plan.expanded, updated: plan.updated, dijkstra: plan.dijkstraExpanded, astar: plan.astarExpanded, cost });
  }
  return t(replay.replan === 0 ? 'roads.drive.driving' : 'roads.drive.drivingRepaired', { node: String(replay.vehicle), driven: replay.moveCount, at: String(plan.at), cost });
}
