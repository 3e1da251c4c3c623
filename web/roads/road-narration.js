// The Roads view's narration: what the step on screen of a route search did, in one sentence ("Settled
// node 1234: F 2.31 km = G 1.20 km + H 1.11 km, the lowest F on the open list; 3 neighbours reached"), from
// the trace's events of that step, its figures as the registry row's key reads them (as on grids).
import { EVENT, LANE } from '../core/engine.js';
import { ROAD_ALGORITHM_INFO, PREPARED_ROAD_ALGORITHM_INFO } from '../core/registry.js';
import { formatRoadCost } from './road-format.js';
import { t } from '../i18n/i18n.js';

// replay: the TraceReplay at the step shown; result: engine.route's; request: {from, to, algorithm, metric};
// label: the algorithm's short name; names: the junctions' names (engine.networkData().names), or null.
export function narrateRoadStep(replay, result, request, label, names = null) {
  const { trace } = replay;
  const { metric } = request;
  const cost = (value) => formatRoadCost(value, metric);
  if (replay.position === 0) {
    return t('roads.narr.step0', { algorithm: label, from: String(request.from), to: String(request.to), metric: t(metric === 'time' ? 'roads.byTime' : 'roads.byLength') });
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
      ? t('roads.narr.route', { roads: result.path.length - 1, cost: cost(result.cost), from: String(request.from), to: String(request.to), settled: result.expanded })
      : t('roads.narr.noRoute', { from: String(request.from), to: String(request.to) });
  }
  if (settled < 0) {
    if (opened.length) {
      const end = (node) => t(node === request.from ? 'roads.narr.theStart' : node === request.to ? 'roads.narr.theGoal' : 'roads.node', { node: String(node) });
      const nodes = opened.map((i) => end(trace.cell(i))).join(t('roads.narr.and'));
      return t(opened.length > 1 ? 'roads.narr.openedMany' : 'roads.narr.openedOne', { nodes, cost: cost(0) });
    }
    return result.found ? t('roads.narr.over', { cost: cost(result.cost) }) : t('roads.narr.overNone', { from: String(request.from), to: String(request.to) });
  }
  const backward = trace.lane(settled) === LANE.backward;
  const node = trace.cell(settled);
  const figures = settledFigures(trace, settled, request, cost);
  const count = generated + improved;
  const reached = count === 0 ? t('roads.narr.reachedNone') : t(improved ? 'roads.narr.reachedImproved' : 'roads.narr.reached', { count, improved });
  let text = t(backward ? 'roads.narr.settledBackward' : 'roads.narr.settled', { node: junctionName(node, names), figures, reached });
  if (meet >= 0) text += t('narration.join') + t('roads.narr.meet', { node: String(trace.cell(meet)), cost: cost(trace.g(meet)) });
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
  const side = backward ? 'Backward' : '';
  if (!key) return t(`roads.fig.queue${side}`, { g: cost(g) });
  // A key of g alone in a search that reads the estimate: its g is a reduced cost (astar-reduced).
  if (key.h === 0 && row.uses.includes('heuristic')) {
    const startH = trace.h(0);
    const realG = g - h + startH;
    return t(`roads.fig.reduced${side}`, { g: cost(g), f: cost(g + startH), realG: cost(realG), h: cost(h), startH: cost(startH) });
  }
  if (key.h === 0) return t(`roads.fig.g${side}`, { g: cost(g) });
  // astar-no-resort (the lesson's bug, key.stale): its list keeps the order of the F each node had when added.
  return t(`roads.fig.${key.stale ? 'stale' : 'f'}${side}`, { f: cost(g + h), g: cost(g), h: cost(h) });
}

// Junction ids go into messages as text (String(id)) here and across web/roads/: t() groups a number from 10,000
// on, as a count is written, and an id is a name ("node 12345"), never "node 12,345".
// A junction by its name when it has one, with its id ("Rue Grimaldi / Boulevard Albert 1er (node 1234)"),
// else by its id ("node 1234").
export function junctionName(node, names) {
  const name = names?.[node];
  return name ? t('roads.nodeNamed', { name, node: String(node) }) : t('roads.node', { node: String(node) });
}
