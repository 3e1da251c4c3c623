// One search as the page shows it: the engine's result, a TraceReplay of its trace, per-step tallies
// for the live stats, and the optimal cost to judge the path by when theory does not guarantee it.
import { EVENT, TraceReplay } from './trace.js';
import { keyFunction } from './registry.js';

// Runs `options` on `maze` with the trace on. Throws the engine's Error on bad input.
export function runSearch(engine, maze, options) {
  const request = {
    width: maze.width, height: maze.height, cells: maze.cells,
    start: maze.start, goal: maze.goal,
    algorithm: options.algorithm, heuristic: options.heuristic, movement: Number(options.movement),
    diagonal: options.diagonal, costs: options.costs, weight: Number(options.weight), tieBreak: options.tieBreak,
    trace: true,
  };
  const result = engine.search(request);
  const { trace } = result;
  const run = {
    options: { ...options },
    // What it ran on: the open-list reader recomputes g and h from the cells and the goal.
    maze: { width: maze.width, height: maze.height, cells: maze.cells.slice(), start: { ...maze.start }, goal: { ...maze.goal } },
    result,
    trace,
    replay: new TraceReplay(trace),
    keyOf: keyFunction(options),
    tallies: stepTallies(trace),
    optimalCost: result.status === 'found' && result.optimal ? result.cost : undefined,
  };
  // When theory does not promise the cheapest path (an inadmissible heuristic, greedy, weighted A*,
  // DFS, BFS on weighted steps), Dijkstra with the same moves and costs says what the cheapest is.
  if (result.status === 'found' && !result.optimal) {
    const reference = engine.search({ ...request, cells: undefined, width: undefined, height: undefined, algorithm: 'dijkstra', trace: false });
    run.optimalCost = reference.cost;
  }
  return run;
}

// expanded[k], generated[k], open[k]: counts after step k; maxOpen[k]: the largest open list so far,
// measured at the end of each expansion as the engine measures it.
function stepTallies(trace) {
  const steps = trace.stepCount;
  const expanded = new Uint32Array(steps + 1);
  const generated = new Uint32Array(steps + 1);
  const maxOpen = new Uint32Array(steps + 1);
  let exp = 0;
  let gen = 0;
  let most = 0;
  let step = 0;
  for (let i = 0; i < trace.length; i++) {
    if (step < steps && i === trace.stepStarts[step]) {
      // Step `step` ends here: record it, then begin step + 1.
      if (step > 0) {
        expanded[step] = exp; generated[step] = gen; maxOpen[step] = most = Math.max(most, gen - exp);
      }
      step++;
    }
    const kind = trace.kind(i);
    if (kind === EVENT.generated) gen++;
    else if (kind === EVENT.expanded) exp++;
  }
  if (steps > 0) {
    expanded[steps] = exp; generated[steps] = gen; maxOpen[steps] = Math.max(most, gen - exp);
  }
  return { expanded, generated, maxOpen };
}

// Whether `cost` is the optimum (to float32 rounding: the engine sums in doubles either way).
export function isOptimalCost(run) {
  const { result, optimalCost } = run;
  if (result.status !== 'found' || optimalCost === undefined || optimalCost === null) return null;
  return Math.abs(result.cost - optimalCost) <= 1e-9 * Math.max(1, optimalCost);
}
