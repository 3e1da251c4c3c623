// MovingAI parity: the wasm engine reproduces the benchmark's optimal lengths, and the native CLI
// (build/native/frontier) computes the very same costs, expansion counts and traces for the same queries,
// for A* and the jump point searches on five maps, and for every other grid search on one or two.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ALGORITHM_INFO } from '../../web/core/registry.js';
import { evenlySpaced, MOVINGAI_DIR, readMap, readScen } from './movingai.mjs';
import { freshEngine } from './support.mjs';

const NATIVE_CLI = fileURLToPath(new URL('../../build/native/frontier', import.meta.url));
const WASM_PATH = fileURLToPath(new URL('../../web/wasm/frontier_core.wasm', import.meta.url));
const CPP_DIR = fileURLToPath(new URL('../../cpp/', import.meta.url));
const QUERIES_PER_MAP = 50;
const ALGORITHMS_CHECKED = ['astar', 'jps', 'jps-plus'];
const TOLERANCE = 0.005;

const MAPS = [
  'mazes/maze512-1-0.map',
  'rooms/8room_000.map',
  'dao/arena.map',
  'bg512/AR0011SR.map', // its .scen is space-separated with `version 1.0`
  'random/random512-25-0.map',
];
// The bidirectional searches, whose traces add a backward lane, meet and bound events (+infinity before
// a meeting), on fewer maps and queries.
const BIDIRECTIONAL = ALGORITHM_INFO.filter((algorithm) => algorithm.family === 'bidirectional');
const BIDIRECTIONAL_MAPS = ['rooms/8room_000.map', 'dao/arena.map'];
const BIDIRECTIONAL_QUERIES = 20;

// Checks that `path` is a legal 8-connected, no-corner-cutting path on a floor/wall grid from start to goal,
// and returns its cost summed from the start, in the order the search adds step costs.
function pathCost(grid, path, start, goal) {
  assert.ok(path.length >= 1, 'a found path has at least one cell');
  assert.deepEqual(path[0], start, 'the path starts at the start');
  assert.deepEqual(path[path.length - 1], goal, 'the path ends at the goal');
  const open = (x, y) => x >= 0 && y >= 0 && x < grid.width && y < grid.height && grid.cells[y * grid.width + x] !== 1;
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    assert.ok(Math.abs(dx) <= 1 && Math.abs(dy) <= 1 && (dx || dy), `step ${i} (${a.x},${a.y})->(${b.x},${b.y}) is not a move`);
    assert.ok(open(b.x, b.y), `step ${i} enters a wall at (${b.x},${b.y})`);
    if (dx && dy) {
      assert.ok(open(a.x + dx, a.y) && open(a.x, a.y + dy), `step ${i} cuts a corner at (${a.x},${a.y})->(${b.x},${b.y})`);
      cost += Math.SQRT2;
    } else {
      cost += 1;
    }
  }
  return cost;
}

// Checked in every test, so each failure says what is missing.
function requirePrerequisites() {
  if (!fs.existsSync(NATIVE_CLI)) {
    throw new Error(
      `native CLI ${NATIVE_CLI} not found: build it first with ` +
        '`cmake -S . -B build/native && cmake --build build/native --target frontier -j2` (from the repository root)',
    );
  }
  if (!fs.existsSync(MOVINGAI_DIR)) throw new Error(`MovingAI data not found at ${fileURLToPath(MOVINGAI_DIR)}`);
}

// When wasm and native disagree, the usual cause is that only one was rebuilt after cpp/ changed.
function staleBuildHint() {
  const newest = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  const source = newest(CPP_DIR);
  const stale = [WASM_PATH, NATIVE_CLI].filter((file) => fs.statSync(file).mtimeMs < source);
  return stale.length ? ` (older than the newest file in cpp/, rebuild: ${stale.join(', ')})` : '';
}

// FNV-1a over a trace's 32-bit words, as `frontier scen --trace-hash yes` computes it natively.
function traceHash(trace) {
  let hash = 0x811c9dc5;
  for (const word of trace.words) hash = Math.imul(hash ^ word, 16777619) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

// Runs the native CLI on `queries` (written to a scenario file of their own) and returns its per-query lines,
// each with the hash of its trace. `options`: the CLI's flags for the algorithm and its options.
function runNative(mapPath, header, queries, tmpDir, options = ['--algo', 'astar']) {
  const scenPath = path.join(tmpDir, `${path.basename(mapPath)}.sample.scen`);
  fs.writeFileSync(scenPath, [header, ...queries.map((q) => q.line)].join('\n') + '\n');
  const args = ['scen', mapPath, scenPath, ...options, '--limit', String(queries.length), '--trace-hash', 'yes'];
  const run = spawnSync(NATIVE_CLI, args, {
    encoding: 'utf8',
  });
  assert.equal(run.error, undefined, `could not run ${NATIVE_CLI}: ${run.error}`);
  // Exit 1 means some query missed its optimal length: still parse, the comparisons below say which.
  assert.ok(run.status === 0 || run.status === 1, `${NATIVE_CLI} exited with ${run.status}: ${run.stderr}`);
  const lines = run.stdout.trim().split('\n');
  const summary = JSON.parse(lines.pop());
  assert.equal(summary.queries, queries.length, 'native summary query count');
  return lines.map((line) => {
    // The cost as printed (%.5f), kept as text so the comparison is on the exact digits.
    const match = /"cost":(-?\d+\.\d{5}),/.exec(line);
    assert.ok(match, `unexpected native output line: ${line}`);
    return { ...JSON.parse(line), costText: match[1] };
  });
}

// `count` evenly spaced queries of `map` with `algorithm`: the wasm engine's paths are legal and cost what
// it says, optimal when the algorithm promises it (never below the optimum otherwise), and the native CLI
// computes the same costs, expansions and traces.
function checkParity(engine, tmpDir, map, algorithm, count) {
  requirePrerequisites();
  const promisesOptimal = ['always', 'if-admissible'].includes(ALGORITHM_INFO.find((a) => a.name === algorithm).optimal);
  const grid = readMap(map);
  const scen = readScen(`${map}.scen`);
  assert.ok(scen.queries.length >= count, `${map}.scen has only ${scen.queries.length} queries`);
  const queries = evenlySpaced(scen.queries, count);
  assert.equal(queries.length, count);

  engine.setGrid(grid);
  const wasm = queries.map((q, i) => {
    assert.equal(q.width, grid.width, `query ${i}: map width`);
    assert.equal(q.height, grid.height, `query ${i}: map height`);
    const result = engine.search({
      start: q.start,
      goal: q.goal,
      algorithm,
      heuristic: 'octile',
      movement: 8,
      diagonal: 'no-corner-cut',
      costs: 'float',
      trace: true,
    });
    const where = `${map} ${algorithm} query ${i} (${q.start.x},${q.start.y})->(${q.goal.x},${q.goal.y})`;
    assert.equal(result.status, 'found', `${where}: status`);
    assert.ok(
      promisesOptimal ? Math.abs(result.cost - q.optimal) <= TOLERANCE : result.cost >= q.optimal - TOLERANCE,
      `${where}: wasm cost ${result.cost} vs optimal ${q.optimal}`,
    );
    assert.equal(result.length, result.path.length - 1, `${where}: length`);
    // The path is legal and its step costs add up, in order, to exactly the reported cost (A*); a jump
    // point search adds a jump's steps at once (k steps cost k times one), so to within rounding.
    const walked = pathCost(grid, result.path, q.start, q.goal);
    if (algorithm === 'astar') assert.equal(walked, result.cost, `${where}: path cost`);
    else assert.ok(Math.abs(walked - result.cost) < 1e-9 * Math.max(1, walked), `${where}: path cost ${walked} vs ${result.cost}`);
    return { ...result, traceHash: traceHash(result.trace) };
  });

  const native = runNative(fileURLToPath(new URL(map, MOVINGAI_DIR)), scen.header, queries, tmpDir, ['--algo', algorithm]);
  for (let i = 0; i < queries.length; i++) {
    const where = `${map} ${algorithm} query ${i}`;
    assert.equal(native[i].i, i);
    assert.ok(Math.abs(native[i].expected - queries[i].optimal) <= 5e-6, `${where}: native read the same query`);
    assert.equal(native[i].ok, true, `${where}: native cost ${native[i].costText} vs optimal ${queries[i].optimal}`);
  }
  assertNativeAgrees(wasm, native, `${map} ${algorithm}`);
}

// The wasm results (with their trace hashes) and the native CLI's lines agree query by query.
function assertNativeAgrees(wasm, native, label) {
  const hint = staleBuildHint();
  assert.equal(native.length, wasm.length, 'one native line per query');
  for (let i = 0; i < wasm.length; i++) {
    const where = `${label} query ${i}`;
    assert.equal((wasm[i].cost ?? -1).toFixed(5), native[i].costText, `${where}: wasm and native costs${hint}`);
    // Same code, same floating-point rules (-ffp-contract=off): the searches must agree node for node.
    assert.equal(wasm[i].expanded, native[i].expanded, `${where}: wasm and native expansions${hint}`);
    // ... and event for event: the trace, g and h included, is the same bits on both platforms.
    assert.equal(wasm[i].traceHash, native[i].traceHash, `${where}: wasm and native traces${hint}`);
  }
}

// Every other grid search, derived from the registry so a new row is checked without being listed: on the
// small arena map, and on a 512x512 one for those whose arithmetic or open list differ most from A*'s (Theta*'s
// square roots are IEEE's, exact to the last bit on both platforms; the open list not re-sorted). A row that
// reads a budget (IDA*) runs with one, so some queries give up: their traces must agree too, as must the capped
// A*'s (most of its queries say no path).
const MORE_MAPS = { 'theta-star': ['rooms/8room_000.map'], 'astar-no-resort': ['rooms/8room_000.map'] };
const OTHER_SEARCHES = ALGORITHM_INFO
  .filter(({ name, family }) => !ALGORITHMS_CHECKED.includes(name) && family !== 'bidirectional')
  .map(({ name, uses }) => {
    const budget = uses.includes('budget');
    return {
      algorithm: name, maps: ['dao/arena.map', ...(MORE_MAPS[name] ?? [])], queries: budget ? 40 : 30,
      options: budget ? { budget: 100000 } : {}, flags: budget ? ['--budget', '100000'] : [],
    };
  });

// Hex grids (issue 32): the maps' cells searched as hexes, every grid search that serves them, wasm and
// native event for event (the scenario's optima are a square grid's: not checked here, the C++ hex tests hold
// the searches to a hex Dijkstra).
const HEX_MAPS = ['dao/arena.map', 'rooms/8room_000.map'];
const HEX_QUERIES = 15;
const HEX_SEARCHES = ALGORITHM_INFO.filter((algorithm) => algorithm.topologies.includes('hex')).map((algorithm) => algorithm.name);

describe('MovingAI parity (wasm vs benchmark vs native CLI)', () => {
  let engine;
  let tmpDir;

  before(async () => {
    engine = await freshEngine();
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontier-parity-'));
  });

  after(() => {
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  for (const map of MAPS) for (const algorithm of ALGORITHMS_CHECKED) {
    test(`${map} ${algorithm}`, () => checkParity(engine, tmpDir, map, algorithm, QUERIES_PER_MAP));
  }
  test('the bidirectional searches', () => {
    assert.equal(BIDIRECTIONAL.length, 4);
    for (const map of BIDIRECTIONAL_MAPS) {
      for (const { name } of BIDIRECTIONAL) checkParity(engine, tmpDir, map, name, BIDIRECTIONAL_QUERIES);
    }
  });

  test('hex grids: every search that serves them, wasm and native trace for trace', () => {
    requirePrerequisites();
    assert.ok(HEX_SEARCHES.length >= 15 && !HEX_SEARCHES.includes('jps'));
    for (const map of HEX_MAPS) {
      const grid = readMap(map);
      const scen = readScen(`${map}.scen`);
      const queries = evenlySpaced(scen.queries, HEX_QUERIES);
      engine.setGrid(grid);
      for (const algorithm of HEX_SEARCHES) {
        const budget = algorithm === 'ida-star' ? { budget: 100000 } : {};
        const wasm = queries.map((q) => {
          const result = engine.search({ start: q.start, goal: q.goal, algorithm, topology: 'hex', ...budget, trace: true });
          return { ...result, traceHash: traceHash(result.trace) };
        });
        const flags = ['--algo', algorithm, '--topology', 'hex', ...(budget.budget ? ['--budget', '100000'] : [])];
        const native = runNative(fileURLToPath(new URL(map, MOVINGAI_DIR)), scen.header, queries, tmpDir, flags);
        native.forEach((line, i) => assert.equal(wasm[i].status, line.status, `hex ${algorithm} on ${map} query ${i}: status`));
        assertNativeAgrees(wasm, native, `hex ${algorithm} on ${map}`);
      }
    }
  });

  for (const { algorithm, maps, queries: count, options, flags } of OTHER_SEARCHES) {
    for (const map of maps) {
      test(`${algorithm} on ${map}`, () => {
        requirePrerequisites();
        const grid = readMap(map);
        const scen = readScen(`${map}.scen`);
        const queries = evenlySpaced(scen.queries, count);
        engine.setGrid(grid);
        const wasm = queries.map((q) => {
          const result = engine.search({ start: q.start, goal: q.goal, algorithm, ...options, trace: true });
          return { ...result, traceHash: traceHash(result.trace) };
        });
        const native = runNative(fileURLToPath(new URL(map, MOVINGAI_DIR)), scen.header, queries, tmpDir, ['--algo', algorithm, ...flags]);
        assert.ok(wasm.some((result) => result.status === 'found'), `${algorithm} on ${map}: some queries found`);
        native.forEach((line, i) => assert.equal(wasm[i].status, line.status, `${algorithm} on ${map} query ${i}: wasm and native status`));
        assertNativeAgrees(wasm, native, `${algorithm} on ${map}`);
      });
    }
  }
});
