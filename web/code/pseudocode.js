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
//
// The words are the catalogues': code.* (web/i18n/*/code.js) for the grid searches', LPA*'s and the loop D* Lite
// shares, walk.code.* (walk.js) for the walkers' own lines, roads.code.* (roads.js) for the road searches', the
// drive's and the K routes'.
import { ALTERNATIVE_ROUTES, algorithmInfo } from '../core/registry.js';
import { incrementalKeyText, keyFormulaText, keyTermsText, stopTermOf, stopTestFormula } from '../ui/labels.js';
import { t } from '../i18n/i18n.js';

const line = (depth, text, ...events) => ({ depth, text, events });

// What a node's neighbours are in each world, in the loop's words ('hex': a grid of hexes).
// (`seen` in place of `closed`: BFS and DFS mark what they have seen.)
const NEIGHBOURS = { grid: t('code.neighbours.grid'), hex: t('code.neighbours.hex'), road: t('code.neighbours.road') };
const NEIGHBOURS_SEEN = { grid: t('code.neighboursSeen.grid'), hex: t('code.neighboursSeen.hex'), road: t('code.neighboursSeen.road') };
const STEP_COST = { grid: t('code.stepCost.grid'), hex: t('code.stepCost.hex'), road: t('code.stepCost.road') };

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
  const terms = keyTermsText(algorithm); // a key the engine reports: its letters, in its words (labels.js)
  return [
    ...(terms ? [line(0, terms)] : []),
    line(0, t('code.putStart', { key }), 'generated@start'),
    line(0, t('code.whileOpen')),
    ...(cap ? [line(1, t('code.capGiveUp', { cap }))] : []),
    line(1, t('code.lowestF'), 'expanded'),
    line(1, t('code.close')),
    line(1, t('code.ifGoal'), 'path'),
    line(1, NEIGHBOURS[world]),
    line(2, t('code.gPrime', { cost: STEP_COST[world] })),
    line(2, t('code.ifNotOpen')),
    line(3, t('code.add', { key }), 'generated'),
    line(2, t('code.elseIfCheaper')),
    line(3, t('code.update', { key }), 'improved'),
    line(0, t('code.noPath')),
  ];
}

// A* with the open list kept sorted when a node is added and not re-sorted when a G improves (astar-no-resort).
function noResort(key, world) {
  return [
    line(0, t('code.putStart', { key }), 'generated@start'),
    line(0, t('code.whileOpen')),
    line(1, t('code.firstOfList'), 'expanded'),
    line(1, t('code.close')),
    line(1, t('code.ifGoal'), 'path'),
    line(1, NEIGHBOURS[world]),
    line(2, t('code.gPrime', { cost: STEP_COST[world] })),
    line(2, t('code.ifNotOpen')),
    line(3, t('code.addInOrder', { key }), 'generated'),
    line(2, t('code.elseIfCheaper')),
    line(3, t('code.update', { key }), 'improved'),
    line(3, t('code.noResortBug')),
    line(0, t('code.noPath')),
  ];
}

function blind(algorithm, world) {
  const stack = algorithmInfo(algorithm).popOrder === 'lifo';
  const of = (queue, onStack) => t(stack ? onStack : queue);
  return [
    line(0, of('code.pushStartQueue', 'code.pushStartStack'), 'generated@start'),
    line(0, of('code.whileQueue', 'code.whileStack')),
    line(1, of('code.takeOldest', 'code.takeNewest'), 'expanded'),
    line(1, t('code.ifGoal'), 'path'),
    line(1, NEIGHBOURS_SEEN[world]),
    line(2, t('code.markSeen'), 'generated'),
    line(0, of('code.emptyQueue', 'code.emptyStack')),
  ];
}

function bidirectional(algorithm) {
  const info = algorithmInfo(algorithm);
  const layered = info.popOrder === 'fifo';
  return [
    line(0, t('code.openBothEnds'), 'generated@start', 'meet@start'),
    line(0, t('code.whileBothSides')),
    line(1, t('code.smallerSide')),
    line(1, layered ? t('code.sideOldest') : t('code.sideLowest', { key: keyWords(algorithm) }), 'expanded'),
    line(1, t('code.eachNeighbourBothWays')),
    line(2, t('code.openOrUpdateSide'), 'generated', 'improved'),
    line(2, t('code.meet'), 'meet'),
    line(1, stopTestFormula(info.stopRule, stopTermOf(info)), 'bound'),
    line(0, t('code.pathAcross'), 'path'),
  ];
}

function jumpPoint(algorithm) {
  const plus = algorithm === 'jps-plus';
  return [
    line(0, t('code.putStart', { key: 'F = G + H' }), 'generated@start'),
    line(0, t('code.whileOpen')),
    line(1, t('code.lowestFClose'), 'expanded'),
    line(1, t('code.ifGoal'), 'path'),
    line(1, t('code.eachDirection')),
    line(2, t(plus ? 'code.jumpTable' : 'code.jump'), 'scanned'),
    line(2, t('code.jumpPointFound'), 'generated', 'improved'),
    line(0, t('code.noPath')),
  ];
}

function idaStar() {
  return [
    line(0, t('code.ida.threshold')),
    line(0, t('code.ida.repeat'), 'iteration'),
    line(1, t('code.ida.enter'), 'expanded'),
    line(1, t('code.ida.ifGoal'), 'path'),
    line(1, t('code.ida.eachNeighbour')),
    line(2, t('code.ida.cutOff'), 'generated'),
    line(2, t('code.ida.else')),
    line(1, t('code.ida.leave'), 'backtrack'),
    line(0, t('code.ida.next')),
  ];
}

function thetaStar(algorithm) {
  return [
    line(0, t('code.putStart', { key: keyWords(algorithm) }), 'generated@start'),
    line(0, t('code.whileOpen')),
    line(1, t('code.lowestFClose'), 'expanded'),
    line(1, t('code.ifGoal'), 'path'),
    line(1, NEIGHBOURS.grid),
    line(2, t('code.theta.parentSees')),
    line(2, t('code.theta.else')),
    line(2, t('code.theta.add'), 'generated'),
    line(2, t('code.theta.update'), 'improved'),
    line(0, t('code.noPath')),
  ];
}

// The loop LPA* and D* Lite share (on grids and on roads): `until` its stop test, `node` what it queues,
// `into` the nodes a step leads into it from, `km`: its key has D* Lite's offset (as the agent moves).
function consistencyLoop({ until, node, into, km = false }) {
  return [
    line(0, t('code.loop.while', { until })),
    line(1, t('code.loop.smallest', { node, formula: incrementalKeyText({ km }) })),
    line(1, t('code.loop.over'), 'expanded@over'),
    line(2, t('code.loop.relax', { into, node }), 'rhs-changed'),
    line(1, t('code.loop.under'), 'expanded@under'),
    line(2, t('code.loop.recompute', { into }), 'rhs-changed@under'),
  ];
}

function lpaStar() {
  return [
    line(0, t('code.lpa.init'), 'rhs-changed@start'),
    ...consistencyLoop({ until: t('code.lpa.until'), node: t('code.node.cell'), into: t('code.into.neighbours') }),
    line(0, t('code.lpa.path'), 'path'),
    line(0, t('code.lpa.afterEdits'), 'rhs-changed@repair'),
  ];
}

// The walkers (the Walk view): the agent's loop, then its planner's.
function dstarLiteWalk() {
  return [
    line(0, t('walk.code.dstarInit'), 'rhs-changed@start'),
    line(0, t('walk.code.loop')),
    line(1, t('walk.code.sense'), 'sensed'),
    line(1, t('walk.code.changed'), 'rhs-changed@repair'),
    line(1, t('walk.code.replan'), 'replan'),
    line(1, t('walk.code.plan'), 'path'),
    line(1, t('walk.code.step'), 'agent-moved'),
    line(0, t('walk.code.world'), 'cell-changed'),
    line(0, t('walk.code.planner')),
    ...consistencyLoop({ until: t('code.walk.until'), node: t('code.node.cell'), into: t('code.into.neighbours'), km: true }),
  ];
}

function repeatedAStarWalk() {
  return [
    line(0, t('walk.code.loop')),
    line(1, t('walk.code.sense'), 'sensed'),
    line(1, t('walk.code.replanScratch'), 'replan'),
    line(2, t('walk.code.openAgent'), 'generated@start'),
    line(2, t('walk.code.whileOpen')),
    line(3, t('walk.code.current'), 'expanded'),
    line(3, t('walk.code.goal'), 'path'),
    line(3, t('walk.code.add'), 'generated'),
    line(3, t('walk.code.update'), 'improved'),
    line(1, t('walk.code.step'), 'agent-moved'),
    line(0, t('walk.code.world'), 'cell-changed'),
  ];
}

const WALKERS = { 'dstar-lite': dstarLiteWalk, 'repeated-astar': repeatedAStarWalk };

// A* as Dijkstra on reduced costs (roads): the lesson that the two settle the same junctions in one order.
function reducedCost() {
  return [
    line(0, t('roads.code.reduce')),
    line(0, t('roads.code.reducedStart'), 'generated@start'),
    line(0, t('roads.code.whileOpen')),
    line(1, t('roads.code.reducedLowest'), 'expanded'),
    line(1, t('roads.code.reducedGoal'), 'path'),
    line(1, NEIGHBOURS.road),
    line(2, t('roads.code.reducedAdd'), 'generated'),
    line(2, t('roads.code.reducedUpdate'), 'improved'),
    line(0, t('roads.code.noRoute')),
  ];
}

// ALT (roads, after engine.prepare): A* whose H is the landmarks' bound by the triangle inequality.
function alt() {
  return [
    line(0, t('roads.code.altPrepared')),
    line(0, t('roads.code.altH')),
    line(0, t('roads.code.altStart'), 'generated@start'),
    line(0, t('roads.code.whileOpen')),
    line(1, t('roads.code.altLowest'), 'expanded'),
    line(1, t('roads.code.altGoal'), 'path'),
    line(1, NEIGHBOURS.road),
    line(2, t('roads.code.altAdd'), 'generated'),
    line(2, t('roads.code.altUpdate'), 'improved'),
    line(0, t('roads.code.noRoute')),
  ];
}

// A contraction hierarchy's query (roads, after engine.prepare): two upward searches, stall-on-demand, unpacking.
function contractionQuery() {
  return [
    line(0, t('roads.code.chPrepared')),
    line(0, t('roads.code.chOpen'), 'generated@start', 'meet@start'),
    line(0, t('roads.code.chWhile')),
    line(1, t('roads.code.chSide'), 'expanded'),
    line(1, t('roads.code.chStall')),
    line(1, t('roads.code.chArc')),
    line(2, t('roads.code.chOpenHead'), 'generated', 'improved'),
    line(2, t('roads.code.chMeet'), 'meet'),
    line(0, t('roads.code.chUnpack'), 'path'),
  ];
}

// A drive (the Roads view): D* Lite on the road network, a blocked road learnt when the car reaches it.
function drive() {
  return [
    line(0, t('roads.code.driveInit'), 'rhs-changed@start'),
    line(0, t('roads.code.driveLoop')),
    line(1, t('roads.code.driveLook'), 'sensed'),
    line(1, t('roads.code.driveBlock'), 'rhs-changed@repair'),
    line(1, t('roads.code.replan'), 'replan'),
    line(1, t('roads.code.drivePlan'), 'path'),
    line(1, t('roads.code.driveStep'), 'agent-moved'),
    line(0, t('roads.code.planner')),
    ...consistencyLoop({ until: t('code.drive.until'), node: t('code.node.junction'), into: t('code.into.junctions'), km: true }),
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
    line(0, t('roads.code.flow')),
    line(0, t('roads.code.potentials')),
    line(0, t('roads.code.repeat')),
    line(1, t('roads.code.flowDijkstra'), 'route'),
    line(1, t('roads.code.flowCut'), 'cut'),
    line(1, t('roads.code.flowSend')),
    line(1, t('roads.code.flowPotentials')),
    line(0, t('roads.code.flowRead'), 'routes'),
  ];
}

// K alternatives by via nodes and the admissibility tests of Abraham, Delling, Goldberg and Werneck.
function alternativeRoutes() {
  return [
    line(0, t('roads.code.altsTrees'), 'route'),
    line(0, t('roads.code.altsVia')),
    line(0, t('roads.code.altsEach'), 'candidates'),
    line(1, t('roads.code.altsStretch'), 'stretch'),
    line(1, t('roads.code.altsSharing'), 'sharing'),
    line(1, t('roads.code.altsLocal', { share: ALTERNATIVE_ROUTES.localOptimality }), 'local-optimality'),
    line(1, t('roads.code.altsAccept'), 'routes'),
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
