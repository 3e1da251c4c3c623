// The Roads view's narration: what the step on screen of a route search did, in one sentence ("Settled
// node 1234 at 2.31 km; 3 neighbours reached"), from the trace's events of that step.
import { EVENT, LANE } from '../core/engine.js';
import { formatCount } from '../view/format.js';
import { formatRoadCost } from './road-format.js';

// replay: the TraceReplay at the step shown; result: engine.route's; request: {from, to, algorithm, metric};
// label: the algorithm's short name.
export function narrateRoadStep(replay, result, request, label) {
  const { trace } = replay;
  const { metric } = request;
  const cost = (value) => formatRoadCost(value, metric);
  if (replay.position === 0) {
    return `Step 0: nothing reached yet. ${label} will search from node ${request.from} (S) to node ${request.to} (G) by ${metric === 'time' ? 'travel time' : 'length'}.`;
  }
  const [from, to] = replay.currentStepRange();
  let settled = -1;
  let generated = 0, improved = 0, pathNodes = 0, meet = -1;
  const opened = [];
  for (let i = from; i < to; i++) {
    const kind = trace.kind(i);
    if (kind === EVENT.expanded && settled < 0) settled = i;
    else if (kind === EVENT.generated) { generated++; opened.push(i); }
    else if (kind === EVENT.improved) improved++;
    else if (kind === EVENT.path) pathNodes++;
    else if (kind === EVENT.meet) meet = i;
  }
  if (pathNodes) {
    return result.found
      ? `The route: ${formatCount(result.path.length - 1)} roads, ${cost(result.cost)}, from node ${request.from} to node ${request.to}; ` +
        `${formatCount(result.expanded)} nodes settled on the way.`
      : `No route from node ${request.from} to node ${request.to}.`;
  }
  if (settled < 0) {
    if (opened.length) {
      const ends = opened.map((i) => `node ${trace.cell(i)}${trace.cell(i) === request.from ? ' (the start)' : trace.cell(i) === request.to ? ' (the goal)' : ''}`);
      return `${ends.join(' and ')} ${opened.length > 1 ? 'go' : 'goes'} on the open list at ${cost(0)}.`;
    }
    return result.found ? `The search is over: ${cost(result.cost)}.` : `The search is over: no route from node ${request.from} to node ${request.to}.`;
  }
  const backward = trace.lane(settled) === LANE.backward;
  const node = trace.cell(settled);
  const g = trace.g(settled);
  const side = backward ? 'From the goal\'s side: settled' : 'Settled';
  const at = request.algorithm === 'astar-reduced' ? `at reduced cost ${cost(g)}` : `at ${cost(g)}${backward ? ' from the goal' : ''}`;
  const reached = generated + improved;
  let text = `${side} node ${node} ${at}; ${reached === 0 ? 'no new neighbours' : `${formatCount(reached)} neighbour${reached === 1 ? '' : 's'}`} reached` +
    (improved ? `, ${formatCount(improved)} by a cheaper way than before` : '') + '.';
  if (meet >= 0) text += ` The two sides meet at node ${trace.cell(meet)}: a route of ${cost(trace.g(meet))} so far.`;
  return text;
}
