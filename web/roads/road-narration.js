// The Roads view's narration: what the step on screen of a route search did, in one sentence ("Settled
// node 1234: F 2.31 km = G 1.20 km + H 1.11 km, the lowest F on the open list; 3 neighbours reached"), from
// the trace's events of that step, its figures as the registry row's key reads them (as on grids).
import { EVENT, LANE } from '../core/engine.js';
import { ROAD_ALGORITHM_INFO, PREPARED_ROAD_ALGORITHM_INFO } from '../core/registry.js';
import { formatCount } from '../view/format.js';
import { formatRoadCost } from './road-format.js';

// replay: the TraceReplay at the step shown; result: engine.route's; request: {from, to, algorithm, metric};
// label: the algorithm's short name; names: the junctions' names (engine.networkData().names), or null.
export function narrateRoadStep(replay, result, request, label, names = null) {
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
  const side = backward ? 'From the goal\'s side: settled' : 'Settled';
  const figures = settledFigures(trace, settled, request, cost);
  const reached = generated + improved;
  let text = `${side} ${junctionName(node, names)}${figures}; ${reached === 0 ? 'no new neighbours' : `${formatCount(reached)} neighbour${reached === 1 ? '' : 's'}`} reached` +
    (improved ? `, ${formatCount(improved)} by a cheaper way than before` : '') + '.';
  if (meet >= 0) text += ` The two sides meet at node ${trace.cell(meet)}: a route of ${cost(trace.g(meet))} so far.`;
  return text;
}

// A settled node's figures, after its id: ": F 2.31 km = G 1.20 km + H 1.11 km, the lowest F on the open
// list" for A* (G from the goal and H to the start on a backward side), ": G 1.20 km, the lowest G ..." for
// Dijkstra, " at 1.20 km, off the front of the queue" for BFS. A* on reduced costs orders by the reduced cost
// G + H - H(start) (registry astar-reduced): it is said with the F, G and H it stands for, H(start) being the
// start's estimate, as its first event (the start put on the open list) holds it.
function settledFigures(trace, settled, request, cost) {
  // alt and ch (issue 33) are rows of their own, after the plain road searches.
  const row = [...ROAD_ALGORITHM_INFO, ...PREPARED_ROAD_ALGORITHM_INFO].find((algorithm) => algorithm.name === request.algorithm);
  const key = row?.key;
  const g = trace.g(settled), h = trace.h(settled);
  const backward = trace.lane(settled) === LANE.backward;
  if (!key) return ` at ${cost(g)}${backward ? ' from the goal' : ''}, off the front of ${backward ? 'its' : 'the'} queue`;
  const list = backward ? 'its open list' : 'the open list';
  // A key of g alone in a search that reads the estimate: its g is a reduced cost (astar-reduced).
  if (key.h === 0 && row.uses.includes('heuristic')) {
    const startH = trace.h(0);
    const realG = g - h + startH;
    return ` at reduced cost ${cost(g)}, the lowest on ${list}: F ${cost(g + startH)} = G ${cost(realG)} + H ${cost(h)}, ` +
      `less the start's H ${cost(startH)}`;
  }
  if (key.h === 0) return `: G ${cost(g)}${backward ? ' from the goal' : ''}, the lowest G on ${list}`;
  // astar-no-resort (the lesson's bug, key.stale): its list keeps the order of the F each node had when added.
  const order = key.stale ? `first on ${list}, which is ordered by the F each node had when it was added` : `the lowest F on ${list}`;
  return `: F ${cost(g + h)} = G ${cost(g)} + H ${cost(h)}${backward ? ' (G from the goal, H to the start)' : ''}, ${order}`;
}

// A junction by its name when it has one, with its id ("Rue Grimaldi / Boulevard Albert 1er (node 1234)"),
// else by its id ("node 1234").
export function junctionName(node, names) {
  const name = names?.[node];
  return name ? `${name} (node ${node})` : `node ${node}`;
}
