// The three contestants of scripts/bench, each timed over the same queries of one map:
// the native CLI (`frontier bench`), the wasm module through web/core/engine.js, and PathFinding.js.
// Each runs one of our algorithms ('astar' unless told), PathFinding.js its finder of the same kind.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { anyAnglePathProblem, median, pathProblem, TOLERANCE } from './movingai.mjs';

// The search the scenarios' optimal lengths assume, spelled out so that a change of the engine's
// defaults cannot change what is measured. The native CLI uses the same settings.
const SEARCH_OPTIONS = Object.freeze({
  heuristic: 'octile', movement: 8, diagonal: 'no-corner-cut', costs: 'float', tieBreak: 'smaller-h',
});

// PathFinding.js's finder of the same kind as each of our algorithms, where it has one.
export const PF_FINDERS = Object.freeze({ astar: 'AStarFinder', jps: 'JumpPointFinder' });

// Rounds run: at least `rounds`; more while the timed total is under `minMs` (small maps, where one round
// lasts a millisecond or less and a handful of rounds would measure mostly noise), up to MAX_ROUNDS.
export const MAX_ROUNDS = 200;
const moreRounds = (round, rounds, totals, minMs) =>
  round < rounds || (round < MAX_ROUNDS && totals.reduce((a, b) => a + b, 0) < minMs);

// `frontier bench` does its own rounds (tracing off and on) and reports medians.
export function benchNative(binary, map, queryCount, rounds, algorithm = 'astar') {
  const args = ['bench', map.mapPath, map.scenPath, '--queries', String(queryCount), '--repeat', String(rounds), '--algo', algorithm];
  let out;
  try {
    out = execFileSync(binary, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`${binary} ${args.join(' ')} failed: ${error.stderr || error.message}`);
  }
  const line = out.trim().split('\n').pop();
  const result = { ...JSON.parse(line), rounds };
  for (const key of ['queries', 'expanded', 'msPerQuery', 'expansionsPerSecond', 'tracedMsPerQuery', 'traceRatio']) {
    if (typeof result[key] !== 'number') throw new Error(`frontier bench printed no '${key}': ${line}`);
  }
  return result;
}

// setGrid once, then each engine.search timed with performance.now(); the per-round sum's median.
// The first round also checks every answer (outside the timed calls) and keeps each query's expansions
// (`expandedPerQuery`, for ratios over queries). `precompute` is what the last search reports of a per-grid
// table it read (JPS+), built during the untimed warm-up queries. An any-angle search (Theta*) is checked
// against the octile optimum as an upper bound.
export function benchWasm(engine, grid, queries, rounds, warmup, minMs, algorithm = 'astar', anyAngle = false) {
  engine.setGrid(grid);
  const search = (q) => engine.search({ start: q.start, goal: q.goal, algorithm, ...SEARCH_OPTIONS });
  for (const q of queries.slice(0, warmup)) search(q);
  const totals = [];
  const coreTotals = []; // the searches' own clocks (result.micros), to tell the call overhead apart
  const problems = [];
  let expanded = 0;
  let scanned = 0;
  const expandedPerQuery = [];
  let precompute = null;
  for (let round = 0; moreRounds(round, rounds, totals, minMs); round++) {
    let total = 0;
    let core = 0;
    expanded = 0;
    scanned = 0;
    for (let i = 0; i < queries.length; i++) {
      const t0 = performance.now();
      const result = search(queries[i]);
      total += performance.now() - t0;
      core += result.micros / 1000;
      expanded += result.expanded;
      scanned += result.scanned;
      precompute = result.precompute;
      if (round === 0) {
        const q = queries[i];
        expandedPerQuery.push(result.expanded);
        let problem = result.status !== 'found' ? `status ${result.status}` : null;
        if (!problem && (anyAngle ? result.cost - q.optimal > TOLERANCE : Math.abs(result.cost - q.optimal) > TOLERANCE)) {
          problem = `cost ${result.cost.toFixed(5)} ${anyAngle ? 'exceeds' : 'differs from'} optimal ${q.optimal.toFixed(5)}`;
        }
        problem ??= anyAngle ? anyAnglePathProblem(q, result.path, grid, result.cost) : pathProblem(q, result.path, grid);
        if (problem) problems.push({ index: i, query: q, problem });
      }
    }
    totals.push(total);
    coreTotals.push(core);
  }
  const n = queries.length;
  return {
    msPerQuery: median(totals) / n,
    overheadMicros: ((median(totals) - median(coreTotals)) * 1000) / n, // JS wrapper, Embind, path copy
    rounds: totals.length, expanded, scanned, expandedPerQuery, roundsMs: totals, problems, precompute,
  };
}

function pathfinding(PF, grid, algorithm = 'astar') {
  const matrix = [];
  for (let y = 0; y < grid.height; y++) matrix.push(Array.from(grid.cells.subarray(y * grid.width, (y + 1) * grid.width)));
  const base = new PF.Grid(grid.width, grid.height, matrix);
  const finder = new PF[PF_FINDERS[algorithm]]({
    diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
    heuristic: PF.Heuristic.octile,
  });
  return { base, find: (q, g) => finder.findPath(q.start.x, q.start.y, q.goal.x, q.goal.y, g) };
}

// Before the first map: run searches for about `ms` milliseconds (shared by `algorithms`), so that V8 has
// compiled the hot code (wasm tier-up, the JS wrapper, PathFinding.js) before any map is timed, not during
// the first.
export function warmUp(engine, PF, grid, queries, ms, algorithms = ['astar']) {
  engine.setGrid(grid);
  const share = ms / algorithms.length;
  for (const algorithm of algorithms) {
    for (let t0 = performance.now(), i = 0; performance.now() - t0 < share; i++) {
      const q = queries[i % queries.length];
      engine.search({ start: q.start, goal: q.goal, algorithm, ...SEARCH_OPTIONS });
    }
  }
  const finders = algorithms.filter((algorithm) => PF_FINDERS[algorithm]);
  for (const algorithm of finders) {
    const { base, find } = pathfinding(PF, grid, algorithm);
    for (let t0 = performance.now(), i = 0; performance.now() - t0 < ms / finders.length; i++) find(queries[i % queries.length], base.clone());
  }
}

// One PF.Grid per map; per query a clone (not timed, findPath writes into its nodes) and a timed findPath.
export function benchPathfinding(PF, grid, queries, rounds, warmup, minMs, algorithm = 'astar') {
  const { base, find } = pathfinding(PF, grid, algorithm);
  for (const q of queries.slice(0, warmup)) find(q, base.clone());
  const totals = [];
  const problems = [];
  for (let round = 0; moreRounds(round, rounds, totals, minMs); round++) {
    let total = 0;
    for (let i = 0; i < queries.length; i++) {
      const g = base.clone();
      const t0 = performance.now();
      const path = find(queries[i], g);
      total += performance.now() - t0;
      if (round === 0) {
        const problem = pathProblem(queries[i], path, grid);
        if (problem) problems.push({ index: i, query: queries[i], problem });
      }
    }
    totals.push(total);
  }
  return { msPerQuery: median(totals) / queries.length, rounds: totals.length, roundsMs: totals, problems };
}
