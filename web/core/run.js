// One search as the page shows it: the engine's result, a TraceReplay of its trace, per-step tallies
// for the live stats, and the optimal cost (and a cheapest path, to draw beside one that costs more) to
// judge the path by when theory does not guarantee it.
import { EVENT, EVENT_WORD, LANE, CELL_STATE, TraceReplay } from './trace.js';
import { algorithmInfo, cellKeyFunction, keyFunction, figuresUsed, findsAnyAnglePaths } from './registry.js';
import { jumpReasons } from './jump-reasons.js';

// Runs `options` on `maze` with the trace on. Throws the engine's Error on bad input. `previous`: the run
// shown before, whose cells an LPA* repair remembers. The page's worker (web/grid/engine-worker.js) does
// the same in two halves: searchOutcome in the worker, assembleRun here.
export function runSearch(engine, maze, options, previous = null) {
  return assembleRun(searchOutcome(engine, searchRequest(maze, options), options), maze, options, previous);
}

// What engine.search takes for `options` on `maze`, with the trace on.
export function searchRequest(maze, options) {
  return {
    width: maze.width, height: maze.height, cells: maze.cells, topology: maze.topology ?? 'square',
    start: maze.start, goal: maze.goal,
    algorithm: options.algorithm, heuristic: options.heuristic, movement: Number(options.movement),
    diagonal: options.diagonal, costs: options.costs, weight: Number(options.weight), tieBreak: options.tieBreak,
    budget: Number(options.budget), trace: true,
  };
}

// The grid and move options of that request without a search's own fields: what engine.checkWalk takes.
export function movesRequest(maze, options) {
  const { start, goal, trace, budget, weight, algorithm, heuristic, tieBreak, ...moves } = searchRequest(maze, options);
  return moves;
}

// The engine's half of a run, all that touches the engine or costs time in proportion to the trace: the
// result, with atEnd its TraceReplay at its last event (the page's half makes one at the first event:
// that costs no pass over the trace), and the optimal cost and path when theory does not promise the
// cheapest. onEarly(trace): given the search's first EARLY_EVENTS events while it goes on, when it records
// more (engine.search's onTracePrefix). keepEnd (the worker's runs played from their first step): a trace
// of KEPT_END_EVENTS or more comes with its replay at its last event too (`end`), which the page's replay
// keeps (web/core/trace.js) so End does not wait for every event to be applied. Nothing here touches the DOM.
export function searchOutcome(engine, request, options, { atEnd = false, onEarly = null, keepEnd = false } = {}) {
  const result = engine.search(onEarly ? { ...request, onTracePrefix: onEarly, tracePrefixEvents: EARLY_EVENTS } : request);
  const { trace } = result;
  const atLastEvent = () => {
    const replay = new TraceReplay(trace);
    replay.seekEvent(trace.length);
    return replay;
  };
  const outcome = {
    result, trace,
    replay: atEnd ? atLastEvent() : null,
    end: keepEnd && !atEnd && trace.length >= KEPT_END_EVENTS ? atLastEvent() : null,
    optimalCost: result.status === 'found' && result.optimal ? result.cost : undefined,
    optimalPath: null,
    // JPS+'s table, for the page to draw: a search that precomputed per-grid data is a jump point one.
    jumpDistances: result.precompute.bytes > 0 ? engine.jumpDistances() : null,
    // JPS's and JPS+'s forced neighbours of each jump point found (web/core/jump-reasons.js), up to a trace of
    // JUMP_REASON_EVENTS: one engine call per jump point, about 50 ms at that length.
    jumpReasons: algorithmInfo(options.algorithm)?.family === 'jump-point' && trace.length <= JUMP_REASON_EVENTS
      ? jumpReasons(engine, trace, trace.width) : null,
  };
  // When theory does not promise the cheapest path (an inadmissible heuristic, greedy, weighted A*,
  // DFS, BFS on weighted steps), Dijkstra with the same moves and costs says what the cheapest is.
  if (result.status === 'found' && !result.optimal) {
    const reference = engine.search({ ...request, cells: undefined, width: undefined, height: undefined, algorithm: 'dijkstra', trace: false });
    outcome.optimalCost = reference.cost;
    // Theta*'s any-angle path beats every grid path: the grid's cheapest is no yardstick to draw.
    const costsMore = isOptimalCost({ result, optimalCost: reference.cost }) === false;
    if (costsMore && !findsAnyAnglePaths(options.algorithm)) outcome.optimalPath = reference.pathCells;
  }
  return outcome;
}

// The longest JPS trace whose jump points are given their forced neighbours (beyond it the narration and the
// canvas leave them out: a whole 1024x1024 maze's cost 120 ms of engine calls).
export const JUMP_REASON_EVENTS = 1 << 18;

// The events of a long search that are played before it ends (7 % of the default 1024x1024 maze's A* trace,
// two-thirds of a second of its playback): enough to play on while the rest is searched, few enough to
// come soon.
export const EARLY_EVENTS = 65536;

// A trace this long or longer has its end kept (searchOutcome keepEnd): a seek across it costs a few ms.
export const KEPT_END_EVENTS = 65536;

// An early run: the first events of a search still running, played while the rest is searched. Its
// result says only that (status 'searching', micros NaN: no figures yet), and its last step may be cut
// short, so it plays up to the step before (playableSteps).
export function earlyRun(trace, maze, options) {
  const searching = { status: 'searching', micros: NaN, traceComplete: true, precompute: { micros: 0, bytes: 0 }, repair: null };
  const run = assembleRun({ result: searching, trace }, maze, options);
  run.early = true;
  return run;
}

// The steps of `run` that can be shown: all of them, but the last of an early run's.
export function playableSteps(run) {
  return run.early ? Math.max(0, run.trace.stepCount - 1) : run.trace.stepCount;
}

// The page's half: a run (what the controller, panels and renderer read) from an outcome of `maze`.
export function assembleRun(outcome, maze, options, previous = null) {
  const { result, trace } = outcome;
  const replay = outcome.replay ?? new TraceReplay(trace, null, outcome.end);
  const run = {
    options: { ...options },
    // What it ran on: the open-list reader recomputes g and h from the cells and the goal.
    maze: { width: maze.width, height: maze.height, cells: maze.cells.slice(), start: { ...maze.start }, goal: { ...maze.goal }, topology: maze.topology ?? 'square' },
    result,
    trace,
    replay,
    keyOf: keyFunction(options), // (g, h) => key; null without a key or where the engine reports it (keyAt has it)
    keyAt: cellKeyFunction(options), // (side, cell) => a node's key at the replay's position: what the page shows as F
    figures: figuresUsed(options.algorithm), // {f, g, h}: what the cells, inspector and open list show
    tallies: outcome.tallies ?? new StepTallies(trace),
    optimalCost: outcome.optimalCost,
    optimalPath: outcome.optimalPath, // cell ids of a cheapest path, when the path found costs more
    jumpDistances: outcome.jumpDistances,
    jumpReasons: outcome.jumpReasons ?? null, // JPS: each jump point's forced neighbours (jump-reasons.js), or null
    // The cells painted in the worker at the search's end (a re-run shown there, or a run's end kept), and
    // the maze they were painted on, or null.
    picture: outcome.picture ? { ...outcome.picture, world: maze } : null,
    // LPA*'s repair (engine result.repair, or null) and the cells the search it repaired had reached and
    // the repair left as they were (1 each), drawn apart from what the repair touched.
    repair: result.repair,
    early: false, // an early run (earlyRun)
    continues: null, // the early run whose replay this run's carries on (web/grid/grid-scene.js), or null
    remembered: result.repair && previous?.options.algorithm === 'lpa-star' ? rememberedCells(previous, trace) : null,
  };
  run.replay.remembered = run.remembered; // the renderer draws them under the repair's own cells
  return run;
}

// The cells the LPA* search before this repair had reached (and those it remembered): what the repair
// starts from. The cells the repair touches are drawn by its own events over them. null without such a run.
function rememberedCells(previous, trace) {
  if (!previous || previous.trace.nodeCount !== trace.nodeCount) return null;
  const cells = new Uint8Array(trace.nodeCount);
  const { state } = previous.replay.forward;
  const before = previous.replay.position;
  previous.replay.seekEvent(previous.trace.length);
  for (let i = 0; i < cells.length; i++) cells[i] = state[i] !== CELL_STATE.unseen || previous.remembered?.[i] ? 1 : 0;
  previous.replay.seekEvent(before);
  return cells;
}

// A run's counts after each step, for the live stats: expanded and generated; maxOpen, the largest open list
// so far, measured at the end of each expansion as the engine measures it; scanned, cells jumps passed over
// (JPS); revisited, expansions of a node expanded before (IDA*'s repeated work). IDA* keeps no open list and
// records only the children its bound cuts off, so for it (a trace with iterations) maxOpen is the deepest
// recursion path so far and generated counts each child once cut off or entered (the engine counts a child
// entered later as soon as its parent is entered: at most the children waiting on the path differ).
// Counted only as far as asked, one pass over the raw words in all: a run plays from step 0, so Run does not
// wait for a pass over a million-cell grid's trace. `saved`: every step's counts, made elsewhere (parts()).
export class StepTallies {
  static NAMES = Object.freeze(['expanded', 'generated', 'maxOpen', 'scanned', 'revisited']);

  constructor(trace, saved = null) {
    this.trace = trace;
    this.counts = saved ?? Object.fromEntries(StepTallies.NAMES.map((name) => [name, new Uint32Array(trace.stepCount + 1)]));
    this.through = saved ? trace.stepCount : 0; // steps counted so far
    this.running = { expanded: 0, generated: 0, maxOpen: 0, scanned: 0, revisited: 0 };
    this.everExpanded = null; // per node, once counting begins
  }

  // The counts after `step` (clamped to the run's steps), as {expanded, generated, maxOpen, scanned, revisited}.
  at(step) {
    const k = Math.max(0, Math.min(this.trace.stepCount, Math.trunc(step) || 0));
    if (k > this.through) this.#countThrough(k);
    const { counts } = this;
    return {
      expanded: counts.expanded[k], generated: counts.generated[k], maxOpen: counts.maxOpen[k],
      scanned: counts.scanned[k], revisited: counts.revisited[k],
    };
  }

  // Every step's counts ({name: Uint32Array}), to send to another thread (new StepTallies(trace, parts)).
  parts() {
    if (this.through < this.trace.stepCount) this.#countThrough(this.trace.stepCount);
    return this.counts;
  }

  #countThrough(last) {
    const { words, stepStarts, length, stepCount } = this.trace;
    const { kindShift, kindMask, laneShift, nodeMask } = EVENT_WORD;
    const { expanded, generated, maxOpen, scanned, revisited } = this.counts;
    this.everExpanded ??= new Uint8Array(this.trace.nodeCount);
    const { everExpanded } = this;
    // IDA*'s traces begin with an iteration event, so the prefix a run starts playing with tells too.
    const deepening = this.trace.eventCounts[EVENT.iteration] > 0;
    // IDA*: the recursion path's length, and whether the next node entered is an iteration's start.
    let { expanded: exp, generated: gen, maxOpen: most, scanned: passed, revisited: again, depth = 0, rootNext = false } = this.running;
    for (let step = this.through + 1; step <= last; step++) {
      const end = step < stepCount ? stepStarts[step] : length;
      for (let i = stepStarts[step - 1]; i < end; i++) {
        const word = words[4 * i];
        const kind = (word >>> kindShift) & kindMask;
        if (kind === EVENT.generated || kind === EVENT.rhsChanged) gen++;
        else if (kind === EVENT.scanned) passed++;
        else if (kind === EVENT.expanded) {
          exp++;
          if (deepening) {
            // Entered: on the recursion path, measured there as the engine does (it may leave in the same step).
            most = Math.max(most, ++depth);
            if (rootNext) rootNext = false; // the start is no one's child
            else gen++;
          }
          if (word >>> laneShift === LANE.forward) {
            const cell = word & nodeMask;
            if (everExpanded[cell]) again++;
            everExpanded[cell] = 1;
          }
        } else if (kind === EVENT.backtrack) depth--;
        else if (kind === EVENT.iteration) {
          depth = 0;
          rootNext = true;
        }
      }
      expanded[step] = exp;
      generated[step] = gen;
      maxOpen[step] = most = deepening ? most : Math.max(most, gen - exp);
      scanned[step] = passed;
      revisited[step] = again;
    }
    this.running = { expanded: exp, generated: gen, maxOpen: most, scanned: passed, revisited: again, depth, rootNext };
    this.through = last;
  }
}

// Whether `cost` is the optimum (to float32 rounding: the engine sums in doubles either way).
export function isOptimalCost(run) {
  const { result, optimalCost } = run;
  if (result.status !== 'found' || optimalCost === undefined || optimalCost === null) return null;
  return Math.abs(result.cost - optimalCost) <= 1e-9 * Math.max(1, optimalCost);
}
