// The walk's narration: one plain sentence or two, with the numbers, for the step on screen (what the
// world, the agent or its planner just did), read from a WalkReplay and the walk's result.
import { EVENT } from '../core/engine.js';
import { formatCost } from '../view/format.js';
import { incrementalKeyText } from '../ui/labels.js';
import { ENGINE_DEFAULTS } from '../core/registry.js';
import { estimateFunction } from '../core/open-list.js';
import { t } from '../i18n/i18n.js';
import { engineText } from '../core/engine-refusals.js';

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

// A cell code's word (CELL: floor, wall, grass, sand, water), as the narration says what a cell becomes.
const CODE_WORDS = ['walk.cell.floor', 'walk.cell.wall', 'walk.cell.grass', 'walk.cell.sand', 'walk.cell.water'];
const cost = (value) => formatCost(value, 1);

// `walk`: engine.navigate's result (with fromScratch); `names`: {planner, short} words for the walker.
export function narrateWalk(replay, walk, names) {
  const { trace } = replay;
  const cellName = (cell) => `(${cell % replay.width}, ${Math.floor(cell / replay.width)})`;
  if (replay.position === 0) {
    return replay.radius === Infinity ? t('walk.narr.startAll', { cell: cellName(replay.agent) })
      : t('walk.narr.startRadius', { cell: cellName(replay.agent), radius: replay.radius });
  }
  const [from, to] = replay.currentStepRange();
  if (replay.position < trace.length) return narrateStep(replay, walk, names, from, to, cellName);
  // The last step of a whole record is the last move (or what ended the walk): said, then the walk's end. A
  // record cut short (traceLimit) says only where it stops.
  if (walk.traceComplete === false) return walkEnd(walk, replay, cellName);
  return `${narrateStep(replay, walk, names, from, to, cellName)}${t('narration.join')}${walkEnd(walk, replay, cellName)}`.trim();
}

// Moves are numbered from 1, as a reader counts them: the agent's first step is move 1, and the walk
// "reached the goal in 7 moves" has shown moves 1 to 7. (The trace and engine.navigate's `beforeMove` count
// moves made so far, from 0: replay.moveIndex, the agentMoved event's h.)

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
      for (let i = from; i < to && changed.length < 3; i++) changed.push(t('walk.narr.becomes', { cell: cellName(trace.cell(i)), code: t(CODE_WORDS[trace.parent(i)]) }));
      const more = to - from - changed.length;
      const changes = changed.join(t('walk.narr.listJoin')) + (more > 0 ? t('walk.narr.more', { count: more }) : '');
      const made = replay.moveIndex;
      return made === 0 ? t('walk.narr.worldBefore', { changes }) : t('walk.narr.worldAfter', { changes, move: made });
    }
    case EVENT.replan: {
      const made = trace.g(from);
      if (replay.plan === 1) {
        return t('walk.narr.firstPlan', { cell: cellName(cell), planner: names.short });
      }
      const learnt = replay.planLearnt[replay.plan - 1];
      const values = { move: made, cell: cellName(cell), cells: learnt.cells, walls: learnt.walls, plan: replay.plan, plans: walk.replans.length };
      return t(learnt.walls ? 'walk.narr.replanWalls' : 'walk.narr.replan', values);
    }
    case EVENT.expanded:
      return replay.incremental ? dstarStep(replay, from, to, cellName, count) : astarStep(replay, from, cellName, count);
    case EVENT.rhsChanged:
      return t('walk.narr.rhs', { count: count(EVENT.rhsChanged) });
    case EVENT.path: {
      const plan = walk.replans[replay.plan - 1];
      return t(`walk.narr.plan${replay.incremental ? 'Rhs' : ''}${plan.fromScratch ? 'Scratch' : ''}`, {
        plan: replay.plan, cost: cost(plan.planCost), cell: cellName(cell), planner: names.short, expanded: plan.expanded,
        updated: plan.updated, scratch: plan.fromScratch?.expanded,
      });
    }
    case EVENT.agentMoved:
      return t('walk.narr.moved', { move: trace.h(from) + 1, cell: cellName(cell), walked: cost(trace.g(from)) });
    case EVENT.generated:
      return t('walk.narr.opened', { planner: names.short, cell: cellName(cell) });
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
  const key = t('walk.narr.key', { name: incrementalKeyText({ km: true, lower: true }), terms, k1: value(k1), k2: value(k2) });
  const updated = count(EVENT.rhsChanged);
  const neighbours = updated ? t('walk.narr.neighbours', { count: updated }) : '';
  const values = { cell: cellName(cell), key, rhs: value(rhs), g: value(before), newG: value(g), neighbours };
  return t(g === Infinity ? 'walk.narr.under' : 'walk.narr.over', values);
}

function astarStep(replay, from, cellName, count) {
  const { trace } = replay;
  const g = trace.g(from), h = trace.h(from);
  const opened = count(EVENT.generated), improved = count(EVENT.improved);
  const values = { cell: cellName(trace.cell(from)), f: cost(g + h), g: cost(g), h: cost(h), opened, improved };
  return t(improved ? 'walk.narr.astarImproved' : 'walk.narr.astar', values);
}

function walkEnd(walk, replay, cellName) {
  const scratch = walk.replans.reduce((sum, plan) => sum + (plan.fromScratch?.expanded ?? 0), 0);
  const totals = t(scratch ? 'walk.narr.totalsScratch' : 'walk.narr.totals', { plans: walk.replans.length, expanded: walk.expanded, scratch });
  // A walk longer than the page records (traceLimit) is drawn only as far as its record goes.
  const cut = walk.traceComplete === false
    ? t('walk.narr.cut', { move: replay.moveIndex, moves: walk.moves.length - 1 }) + t('narration.join') : '';
  if (walk.reached) return t('walk.narr.reached', { cut, moves: walk.moves.length - 1, cost: cost(walk.cost), totals });
  const reason = walkReasonText(walk.reason);
  if (cut) return t('walk.narr.endedCut', { cut, reason, totals });
  return t('walk.narr.ended', { cell: cellName(replay.agent), reason, totals });
}

// The engine's reason a walk ended (cpp/search/walk/navigator.cpp writes it in English) in the page's language:
// read back as the engine's other sentences are (web/core/engine-refusals.js: walk.reason.*); any other is
// shown as it is.
export function walkReasonText(reason) {
  return engineText(reason);
}
