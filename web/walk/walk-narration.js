// The walk's narration: one plain sentence or two, with the numbers, for the step on screen (what the
// world, the agent or its planner just did), read from a WalkReplay and the walk's result.
import { EVENT } from '../core/engine.js';
import { formatCost, formatCount } from '../view/format.js';
import { incrementalKeyText } from '../ui/labels.js';
import { ENGINE_DEFAULTS } from '../core/registry.js';
import { estimateFunction } from '../core/open-list.js';

// The walk planners' estimate h(a, b) (cpp/search/walk/planner.h, WalkEstimate): the hex distance on hexes, else
// octile with diagonal moves and Manhattan without, times the cheapest terrain's cost.
function walkEstimate(replay) {
  const options = { ...ENGINE_DEFAULTS, ...Object.fromEntries(Object.entries(replay.moveOptions ?? {}).filter(([, v]) => v !== undefined)) };
  const kind = replay.hex ? 'hex' : Number(options.movement) === 8 ? 'octile' : 'manhattan';
  const estimate = estimateFunction(kind, options, replay.hex ? 'hex' : 'square');
  const at = (cell) => ({ x: cell % replay.width, y: Math.floor(cell / replay.width) });
  return (a, b) => {
    const from = at(a);
    return estimate(from.x, from.y, at(b));
  };
}

const CODE_WORDS = ['floor', 'a wall', 'grass', 'sand', 'water'];
const cost = (value) => formatCost(value, 1);

// `walk`: engine.navigate's result (with fromScratch); `names`: {planner, short} words for the walker.
export function narrateWalk(replay, walk, names) {
  const { trace } = replay;
  const cellName = (cell) => `(${cell % replay.width}, ${Math.floor(cell / replay.width)})`;
  if (replay.position === 0) {
    const sensing = replay.radius === Infinity ? 'knows the whole map' : `will sense the cells within ${replay.radius} of it`;
    return `The agent stands at ${cellName(replay.agent)} and ${sensing}; everything else it plans as floor. Press play.`;
  }
  const [from, to] = replay.currentStepRange();
  if (replay.position < trace.length) return narrateStep(replay, walk, names, from, to, cellName);
  // The last step of a whole record is the last move (or what ended the walk): said, then the walk's end. A
  // record cut short (traceLimit) says only where it stops.
  if (walk.traceComplete === false) return walkEnd(walk, replay, cellName);
  return `${narrateStep(replay, walk, names, from, to, cellName)} ${walkEnd(walk, replay, cellName)}`.trim();
}

// Moves are numbered from 1, as a reader counts them: the agent's first step is move 1, and the walk
// "reached the goal in 7 moves" has shown moves 1 to 7. (The trace and engine.navigate's `beforeMove` count
// moves made so far, from 0: replay.moveIndex, the agentMoved event's h.)
const afterMoves = (made) => (made === 0 ? 'before the first move' : `after move ${formatCount(made)}`);

function narrateStep(replay, walk, names, from, to, cellName) {
  const { trace } = replay;
  const kind = trace.kind(from);
  const cell = trace.cell(from);
  const count = (wanted) => {
    let n = 0;
    for (let i = from; i < to; i++) if (trace.kind(i) === wanted) n++;
    return n;
  };
  switch (kind) {
    case EVENT.cellChanged: {
      const changed = [];
      for (let i = from; i < to && changed.length < 3; i++) changed.push(`${cellName(trace.cell(i))} becomes ${CODE_WORDS[trace.parent(i)]}`);
      const more = to - from - changed.length;
      return `The world changes ${afterMoves(replay.moveIndex)}: ${changed.join(', ')}${more > 0 ? ` and ${more} more` : ''}. ` +
        'The agent will learn of it only when it senses those cells.';
    }
    case EVENT.replan: {
      const made = trace.g(from);
      if (replay.plan === 1) {
        return `At the start, the agent senses around ${cellName(cell)} and makes its first plan with ${names.short}.`;
      }
      const learnt = replay.planLearnt[replay.plan - 1];
      const walls = learnt.walls ? ` (${formatCount(learnt.walls)} of them walls)` : '';
      return `After move ${formatCount(made)}, at ${cellName(cell)} the agent sensed ${formatCount(learnt.cells)} cell${learnt.cells === 1 ? '' : 's'} unlike ` +
        `it believed${walls}, so it replans (plan ${replay.plan} of ${walk.replans.length}).`;
    }
    case EVENT.expanded:
      return replay.incremental ? dstarStep(replay, from, to, cellName, count) : astarStep(replay, from, cellName, count);
    case EVENT.rhsChanged:
      return `D* Lite recomputes rhs in ${formatCount(count(EVENT.rhsChanged))} cells next to what changed; the inconsistent ones join its queue.`;
    case EVENT.path: {
      const plan = walk.replans[replay.plan - 1];
      let text = `Plan ${replay.plan}: cost ${cost(plan.planCost)} from ${cellName(cell)} on what the agent knows. ` +
        `${names.short} expanded ${formatCount(plan.expanded)} cells`;
      if (replay.incremental) text += ` and changed rhs in ${formatCount(plan.updated)}`;
      if (plan.fromScratch) text += `; A* from scratch would expand ${formatCount(plan.fromScratch.expanded)}`;
      return `${text}.`;
    }
    case EVENT.agentMoved:
      return `Move ${formatCount(trace.h(from) + 1)}: the agent steps to ${cellName(cell)} along its plan; it has walked ${cost(trace.g(from))} so far.`;
    case EVENT.generated:
      return `${names.short} puts ${cellName(cell)} on its open list.`;
    default:
      return '';
  }
}

// D* Lite's expansion: the key it took the cell off its queue with, [min(g, rhs) + h + km, min(g, rhs)], with
// its values, and why: over-consistent (rhs < g: a cheaper way was found, g falls to rhs) or under-consistent
// (rhs > g: its old way got dearer, g becomes ∞ and the cells that went through it recompute rhs). The trace
// holds the key's first part (the expanded event's h) and the cell's g and rhs before, not h and km apart:
// their sum is k1 - k2.
function dstarStep(replay, from, to, cellName, count) {
  const { trace } = replay;
  const cell = trace.cell(from);
  const g = trace.g(from);
  const rhs = replay.rhs[cell];
  const before = replay.previousG[from];
  const k1 = trace.h(from), k2 = Math.min(before, rhs);
  const value = (v) => (Number.isFinite(v) ? cost(v) : '∞');
  // h from the agent's node to the cell, worked out as the planner does; km, what the key holds beyond it
  // (the sum of h between the agent's nodes at each replan: the trace does not keep it).
  const h = walkEstimate(replay)(replay.agent, cell);
  const rest = k1 - k2 - h;
  const km = Math.abs(rest) < 1e-3 ? 0 : rest;
  const terms = Number.isFinite(k2) ? `${value(k2)} + ${value(h)} + ${value(km)}` : `${value(k2)} + ${value(k1 - k2)}`;
  const key = `key ${incrementalKeyText({ km: true, lower: true })} = [${terms}, ${value(k2)}] = [${value(k1)}, ${value(k2)}]`;
  const updated = count(EVENT.rhsChanged);
  const neighbours = updated ? ` ${formatCount(updated)} neighbour${updated === 1 ? '' : 's'} got a new rhs.` : '';
  if (g === Infinity) {
    return `D* Lite takes ${cellName(cell)} off its queue, ${key}. rhs ${value(rhs)} > g ${value(before)}: under-consistent, its old way ` +
      `got dearer; g is set to ∞ and the cells that went through it recompute their rhs.${neighbours}`;
  }
  return `D* Lite takes ${cellName(cell)} off its queue, ${key}. rhs ${value(rhs)} < g ${value(before)}: over-consistent, a cheaper way ` +
    `was found; g falls to ${value(g)} and its neighbours may go through it.${neighbours}`;
}

function astarStep(replay, from, cellName, count) {
  const { trace } = replay;
  const g = trace.g(from), h = trace.h(from);
  const opened = count(EVENT.generated), improved = count(EVENT.improved);
  return `A* expands ${cellName(trace.cell(from))}: F ${cost(g + h)} = G ${cost(g)} + H ${cost(h)}. ` +
    `It opens ${formatCount(opened)} cell${opened === 1 ? '' : 's'}${improved ? ` and improves ${formatCount(improved)}` : ''}.`;
}

function walkEnd(walk, replay, cellName) {
  const scratch = walk.replans.reduce((sum, plan) => sum + (plan.fromScratch?.expanded ?? 0), 0);
  const totals = `${formatCount(walk.replans.length)} plans expanded ${formatCount(walk.expanded)} cells` +
    (scratch ? ` (A* from scratch at the same moments: ${formatCount(scratch)})` : '');
  // A walk longer than the page records (traceLimit) is drawn only as far as its record goes.
  const cut = walk.traceComplete === false
    ? `The page's record of this walk ends here, at move ${formatCount(replay.moveIndex)} of ${formatCount(walk.moves.length - 1)}. ` : '';
  if (walk.reached) return `${cut}The agent reached the goal in ${formatCount(walk.moves.length - 1)} moves, cost ${cost(walk.cost)}. ${totals}.`;
  if (cut) return `${cut}The walk ended: ${walk.reason}. ${totals}.`;
  return `The walk ended at ${cellName(replay.agent)}: ${walk.reason}. ${totals}.`;
}
