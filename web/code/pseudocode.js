// The code panel's pseudocode: each grid search and walker as a short textbook listing in the tutorials' words (open
// list, closed list, F = G + H, parent, "updated"), and which trace events each line stands for, so the
// panel can light the lines a step ran (web/code/code-step.js). The words live here, but for the stop tests'
// (web/ui/labels.js, which the narration says them with); the facts they follow (family, key, pop order, stop
// rule) are the registry's.
//
// A line is {text, depth, events}: `events` are trace kind names (the schema's: 'expanded', 'rhs-changed'),
// optionally qualified: 'generated@start' is the start's own event (the first step, or a walk's replan step;
// '@repair' an LPA* repair's first, after edits, or a walk's later replan), 'expanded@over' and
// 'expanded@under' an incremental search's expansion that lowered a cell's G to its rhs or raised it to
// infinity, and 'rhs-changed@under' the rhs recomputed in such a step. A qualified line takes the events it
// names; a plain one the rest of its kind.
import { ALTERNATIVE_ROUTES, algorithmInfo } from '../core/registry.js';
import { incrementalKeyText, keyFormulaText, stopTermOf, stopTestFormula } from '../ui/labels.js';

const line = (depth, text, ...events) => ({ depth, text, events });

// What a node's neighbours are in each world, in the loop's words ('hex': a grid of hexes).
const NEIGHBOURS = {
  grid: 'for each neighbour of current, not a wall, not closed:',
  hex: 'for each of the six neighbours of current, not a wall, not closed:',
  road: 'for each road out of current (not blocked), to a junction not closed:',
};
const STEP_COST = { grid: "the step's cost", hex: "the step's cost (1 times the terrain)", road: "the road's length (or time)" };

// "F = G + H" (or G, H, G + w·H): the open list's key (labels.js's formula) with g and h in the tutorials'
// capitals.
function keyWords(algorithm) {
  return `F${keyFormulaText({ algorithm, weight: 'w' }).replace(/\b[gh]\b/g, (letter) => letter.toUpperCase())}`;
}

function bestFirst(algorithm, world) {
  const key = keyWords(algorithm);
  const row = algorithmInfo(algorithm);
  // The deliberately wrong A*s (registry key.stale, expansionCap): the line the tutorials' bug is on.
  if (row?.key?.stale) return noResort(key, world);
  const cap = row?.expansionCap ?? 0;
  return [
    line(0, `put the start on the open list: G = 0, ${key}`, 'generated@start'),
    line(0, 'while the open list is not empty:'),
    ...(cap ? [line(1, `if ${cap} nodes were expanded: give up, say "no path" (the bug: a path may exist)`)] : []),
    line(1, 'current = the open node with the lowest F', 'expanded'),
    line(1, 'move current to the closed list'),
    line(1, 'if current is the goal: follow parents back to the start', 'path'),
    line(1, NEIGHBOURS[world]),
    line(2, `G' = G(current) + ${STEP_COST[world]}`),
    line(2, 'if the neighbour is not on the open list:'),
    line(3, `add it: parent = current, G = G', ${key}`, 'generated'),
    line(2, "else if G' < its G (a cheaper way in):"),
    line(3, `update it: parent = current, G = G', ${key}`, 'improved'),
    line(0, 'the open list is empty: there is no path'),
  ];
}

// A* with the open list kept sorted when a node is added and not re-sorted when a G improves (astar-no-resort).
function noResort(key, world) {
  return [
    line(0, `put the start on the open list: G = 0, ${key}`, 'generated@start'),
    line(0, 'while the open list is not empty:'),
    line(1, 'current = the first node of the open list (sorted by F when each was added)', 'expanded'),
    line(1, 'move current to the closed list'),
    line(1, 'if current is the goal: follow parents back to the start', 'path'),
    line(1, NEIGHBOURS[world]),
    line(2, `G' = G(current) + ${STEP_COST[world]}`),
    line(2, 'if the neighbour is not on the open list:'),
    line(3, `add it in F order: parent = current, G = G', ${key}`, 'generated'),
    line(2, "else if G' < its G (a cheaper way in):"),
    line(3, `update it: parent = current, G = G', ${key}`, 'improved'),
    line(3, 'the bug: the open list is not re-sorted, so it keeps the place its old F gave it'),
    line(0, 'the open list is empty: there is no path'),
  ];
}

function blind(algorithm, world) {
  const stack = algorithmInfo(algorithm).popOrder === 'lifo';
  const list = stack ? 'stack' : 'queue';
  return [
    line(0, `push the start on the ${list}; mark it seen`, 'generated@start'),
    line(0, `while the ${list} is not empty:`),
    line(1, `current = the ${stack ? 'newest' : 'oldest'} node on the ${list}; take it off`, 'expanded'),
    line(1, 'if current is the goal: follow parents back to the start', 'path'),
    line(1, NEIGHBOURS[world].replace('closed', 'seen')),
    line(2, `mark it seen: parent = current, G = G(current) + cost; push it`, 'generated'),
    line(0, `the ${list} is empty: there is no path`),
  ];
}

function bidirectional(algorithm) {
  const info = algorithmInfo(algorithm);
  const layered = info.popOrder === 'fifo';
  return [
    line(0, 'open the start forward and the goal backward; mu = ∞ (start = goal: mu = 0)', 'generated@start', 'meet@start'),
    line(0, 'while both sides have open nodes:'),
    line(1, 'side = the one with fewer open nodes'),
    line(1, layered ? "current = the side's oldest node in this layer" : `current = the side's open node with the lowest ${keyWords(algorithm)}`,
      'expanded'),
    line(1, 'for each neighbour (backward: over reversed steps or roads):'),
    line(2, 'open or update it on this side, as one search does', 'generated', 'improved'),
    line(2, 'if the other side has reached it and the way across is cheaper: mu = G + cost + G other', 'meet'),
    line(1, stopTestFormula(info.stopRule, stopTermOf(info)), 'bound'),
    line(0, 'the path: start … across the best meeting … goal', 'path'),
  ];
}

function jumpPoint(algorithm) {
  const plus = algorithm === 'jps-plus';
  return [
    line(0, 'put the start on the open list: G = 0, F = G + H', 'generated@start'),
    line(0, 'while the open list is not empty:'),
    line(1, 'current = the open node with the lowest F; close it', 'expanded'),
    line(1, 'if current is the goal: follow parents back to the start', 'path'),
    line(1, "for each direction left after pruning (parent's way, forced):"),
    plus
      ? line(2, "jump as far as the table says (distances precomputed per cell)", 'scanned')
      : line(2, 'jump: step on until a jump point, the goal or a wall', 'scanned'),
    line(2, 'a jump point found: open or update it, G = G(current) + distance', 'generated', 'improved'),
    line(0, 'the open list is empty: there is no path'),
  ];
}

function idaStar() {
  return [
    line(0, 'threshold = H(start)'),
    line(0, 'repeat: a depth-first iteration from the start', 'iteration'),
    line(1, 'enter node: put it on the path', 'expanded'),
    line(1, 'if node is the goal: the path is found', 'path'),
    line(1, 'for each neighbour not on the path: F = G + cost + H'),
    line(2, 'if F > threshold: cut it off; remember the smallest such F', 'generated'),
    line(2, 'else: enter it'),
    line(1, 'leave node: take it off the path', 'backtrack'),
    line(0, 'threshold = the smallest F cut off (none: no path)'),
  ];
}

function thetaStar(algorithm) {
  return [
    line(0, `put the start on the open list: G = 0, ${keyWords(algorithm)}`, 'generated@start'),
    line(0, 'while the open list is not empty:'),
    line(1, 'current = the open node with the lowest F; close it', 'expanded'),
    line(1, 'if current is the goal: follow parents back to the start', 'path'),
    line(1, 'for each neighbour of current, not a wall, not closed:'),
    line(2, "if current's parent sees it: from = that parent (straight line)"),
    line(2, 'else: from = current (one grid step)'),
    line(2, 'not on the open list: add it, parent = from', 'generated'),
    line(2, 'cheaper than its G: update it, parent = from', 'improved'),
    line(0, 'the open list is empty: there is no path'),
  ];
}

// The loop LPA* and D* Lite share (on grids and on roads): `until` its stop test, `node` what it queues,
// `into` the nodes a step leads into it from, `km`: its key has D* Lite's offset (as the agent moves).
function consistencyLoop({ until, node, into, km = false }) {
  return [
    line(0, `while ${until}:`),
    line(1, `${node} = the queued one with the smallest key ${incrementalKeyText({ km })}`),
    line(1, 'if G > rhs (over-consistent): G = rhs', 'expanded@over'),
    line(2, `${into}: rhs = min(rhs, cost + G(${node})); queue the inconsistent`, 'rhs-changed'),
    line(1, 'else (under-consistent): G = ∞', 'expanded@under'),
    line(2, `${into} that went through it: rhs recomputed; queue them`, 'rhs-changed@under'),
  ];
}

function lpaStar() {
  return [
    line(0, 'G = ∞ everywhere; rhs(goal) = 0; queue the goal', 'rhs-changed@start'),
    ...consistencyLoop({ until: 'the queue has a key below the start\'s, or G(start) ≠ rhs(start)', node: 'cell', into: 'neighbours' }),
    line(0, 'the path: from the start, each step to the neighbour with least cost + G', 'path'),
    line(0, 'after edits: rhs of the cells beside them recomputed, then the loop again', 'rhs-changed@repair'),
  ];
}

// The walkers (the Walk view): the agent's loop, then its planner's.
function dstarLiteWalk() {
  return [
    line(0, 'rhs(goal) = 0; queue the goal; km = 0', 'rhs-changed@start'),
    line(0, 'while the agent is not at the goal:'),
    line(1, 'sense the cells in range; note those unlike the map', 'sensed'),
    line(1, 'changed cells: km += h(last plan\'s cell, agent); rhs of the cells beside them recomputed', 'rhs-changed@repair'),
    line(1, 'replan: the loop below, from G and rhs as they are', 'replan'),
    line(1, 'the plan: from the agent, each step to the neighbour with least cost + G', 'path'),
    line(1, "step to the plan's next cell", 'agent-moved'),
    line(0, 'the world changes (an edit): the agent learns of it when it senses it', 'cell-changed'),
    line(0, 'the planner:'),
    ...consistencyLoop({ until: 'a queued key is below the agent\'s, or G(agent) ≠ rhs(agent)', node: 'cell', into: 'neighbours', km: true }),
  ];
}

function repeatedAStarWalk() {
  return [
    line(0, 'while the agent is not at the goal:'),
    line(1, 'sense the cells in range; note those unlike the map', 'sensed'),
    line(1, 'replan from scratch: A* from the agent on what it believes', 'replan'),
    line(2, "put the agent's cell on the open list: G = 0, F = G + H", 'generated@start'),
    line(2, 'while the open list is not empty:'),
    line(3, 'current = the open node with the lowest F; close it', 'expanded'),
    line(3, 'if current is the goal: the plan is its parents back', 'path'),
    line(3, 'each neighbour, not a wall, not closed: add it', 'generated'),
    line(3, 'or, reached more cheaply: update it', 'improved'),
    line(1, "step to the plan's next cell", 'agent-moved'),
    line(0, 'the world changes (an edit): the agent learns of it when it senses it', 'cell-changed'),
  ];
}

const WALKERS = { 'dstar-lite': dstarLiteWalk, 'repeated-astar': repeatedAStarWalk };

// A* as Dijkstra on reduced costs (roads): the lesson that the two settle the same junctions in one order.
function reducedCost() {
  return [
    line(0, "each road's cost reduced: c'(u, v) = c(u, v) + H(v) − H(u) (never below 0: H is consistent)"),
    line(0, "put the start on the open list: G' = 0", 'generated@start'),
    line(0, 'while the open list is not empty:'),
    line(1, "current = the open junction with the lowest G' (Dijkstra's rule)", 'expanded'),
    line(1, 'if current is the goal: follow parents back; its cost is G\' + H(start)', 'path'),
    line(1, NEIGHBOURS.road),
    line(2, "not on the open list: add it, G' = G'(current) + c'", 'generated'),
    line(2, "cheaper than its G': update it", 'improved'),
    line(0, 'the open list is empty: there is no route'),
  ];
}

// ALT (roads, after engine.prepare): A* whose H is the landmarks' bound by the triangle inequality.
function alt() {
  return [
    line(0, 'prepared once: landmarks L1..Lk, and every junction\'s distances d(L, v) and d(v, L)'),
    line(0, 'H(v) = the largest over landmarks L of d(L, G) − d(L, v) and d(v, L) − d(G, L)'),
    line(0, 'put the start on the open list: G = 0, F = G + H', 'generated@start'),
    line(0, 'while the open list is not empty:'),
    line(1, 'current = the open junction with the lowest F (Dijkstra on the reduced costs c − H(u) + H(v))', 'expanded'),
    line(1, 'if current is the goal: follow parents back to the start', 'path'),
    line(1, NEIGHBOURS.road),
    line(2, 'not on the open list: add it, parent = current, G = G(current) + c, F = G + H', 'generated'),
    line(2, 'cheaper than its G: update it, parent = current', 'improved'),
    line(0, 'the open list is empty: there is no route'),
  ];
}

// A contraction hierarchy's query (roads, after engine.prepare): two upward searches, stall-on-demand, unpacking.
function contractionQuery() {
  return [
    line(0, 'prepared once: junctions ranked by contraction order, shortcuts kept with the junction they bypass'),
    line(0, 'open S forward (upward graph) and G backward (upward in reverse); mu = ∞', 'generated@start', 'meet@start'),
    line(0, 'while a side has an open junction with G below mu:'),
    line(1, 'side = the one with the smaller key; current = its open junction with the lowest G', 'expanded'),
    line(1, 'if a higher junction reaches current more cheaply on this side: stall it, relax nothing'),
    line(1, 'for each arc up from current (to a higher-ranked junction):'),
    line(2, 'open or update its head on this side', 'generated', 'improved'),
    line(2, 'if the other side reached it and G + cost + G other < mu: mu = that, remember the meeting', 'meet'),
    line(0, 'unpack the best meeting\'s chain: each shortcut into its two halves, down to roads', 'path'),
  ];
}

// A drive (the Roads view): D* Lite on the road network, a blocked road learnt when the car reaches it.
function drive() {
  return [
    line(0, 'rhs(goal) = 0; queue the goal; plan (the loop below)', 'rhs-changed@start'),
    line(0, 'while the car is not at the goal:'),
    line(1, 'look at the roads out of the junction; note a block not known before', 'sensed'),
    line(1, 'a block learnt: km += h(last, car); rhs of the junction before it recomputed', 'rhs-changed@repair'),
    line(1, 'replan: the loop below, from G and rhs as they are', 'replan'),
    line(1, 'the plan: each road to the junction with least cost + G', 'path'),
    line(1, "drive to the plan's next junction", 'agent-moved'),
    line(0, 'the planner:'),
    ...consistencyLoop({ until: 'a queued key is below the car\'s, or G(car) ≠ rhs(car)', node: 'junction', into: 'junctions with a road into it', km: true }),
  ];
}

const BY_FAMILY = {
  'best-first': bestFirst,
  uninformed: blind,
  bidirectional,
  'jump-point': jumpPoint,
  'iterative-deepening': idaStar,
  'any-angle': thetaStar,
  incremental: lpaStar,
};

// K routes that share no road (or junction): successive shortest paths with potentials (Suurballe and
// Bhandari, generalised to K). Lit from the answer, not a trace: 'route' for each route found, 'cut' when
// fewer than K exist.
function disjointRoutes() {
  return [
    line(0, 'the flow model: each road carries one route (node-disjoint: each junction split in → out)'),
    line(0, 'potentials p = 0'),
    line(0, 'repeat until K routes:'),
    line(1, "Dijkstra from the start on reduced costs c(u, v) + p(u) − p(v) ≥ 0, roads used so far backwards", 'route'),
    line(1, 'no way to the goal: stop; the junctions reached are one side of a minimum cut', 'cut'),
    line(1, 'send one more route along it (a road driven backwards cancels an earlier route\'s use)'),
    line(1, 'p(v) += min(d(v), d(goal)): reduced costs stay ≥ 0'),
    line(0, 'read the routes off the flow: together, the least total cost', 'routes'),
  ];
}

// K alternatives by via nodes and the admissibility tests of Abraham, Delling, Goldberg and Werneck.
function alternativeRoutes() {
  return [
    line(0, 'a tree of shortest paths from the start and one to the goal, grown to stretch × best', 'route'),
    line(0, 'every junction v in both names a route: start … v … goal, cost d(start, v) + d(v, goal)'),
    line(0, 'for each candidate, cheapest first (at most the budget):', 'candidates'),
    line(1, 'cost > stretch × best: stop (the rest cost more)', 'stretch'),
    line(1, 'shares more than maxShare of an accepted route\'s cost: turn it down', 'sharing'),
    line(1, `a detour on it of cost ≤ ${ALTERNATIVE_ROUTES.localOptimality} × best can be cut short: turn it down`, 'local-optimality'),
    line(1, 'else accept it; stop at K routes', 'routes'),
  ];
}

// The pseudocode of a search or walker (a registry name) in `world` ('grid', 'hex': a grid of hexes, or 'road': the Roads view's
// searches, 'drive' for its drives, 'disjoint' and 'alternatives' for its K routes), as lines; null for
// one with none.
export function pseudocodeFor(algorithm, world = 'grid') {
  if (world === 'disjoint') return disjointRoutes();
  if (world === 'alternatives') return alternativeRoutes();
  if (world === 'drive') return drive();
  if (algorithm === 'astar-reduced') return reducedCost();
  if (algorithm === 'alt') return alt();
  if (algorithm === 'ch') return contractionQuery();
  if (WALKERS[algorithm]) return WALKERS[algorithm]();
  const family = algorithmInfo(algorithm)?.family;
  return BY_FAMILY[family]?.(algorithm, world) ?? null;
}
