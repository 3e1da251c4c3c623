// The open-list panel's order, checked without a browser (it is pure logic): at every step of random
// searches, the first row of FrontierReader's order (ours alone, not corrected by the trace) is the
// cell the engine expands next, for every best-first algorithm, tie-break and step-cost kind, plus BFS
// and DFS. A change to the engine's open-list order or arithmetic shows up here first.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { loadEngine, TraceReplay } from '../../web/core/engine.js';
import { FrontierReader } from '../../web/core/open-list.js';
import { PAGE_DEFAULTS } from '../../web/core/registry.js';
import { generateMaze } from '../../web/grid/default-maze.js';
import { mulberry32 as seededRandom } from '../node/support.mjs';

const wasmBinary = fs.readFileSync(new URL('../../web/wasm/frontier_core.wasm', import.meta.url));
const engine = await loadEngine({ wasmBinary });

function randomGrid(seed, width, height) {
  const random = seededRandom(seed);
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    const r = random();
    cells[i] = r < 0.22 ? 1 : r < 0.3 ? 2 : r < 0.35 ? 3 : r < 0.38 ? 4 : 0;
  }
  cells[0] = 0;
  cells[cells.length - 1] = 0;
  return { width, height, cells, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 } };
}

const cases = [{ algorithm: 'astar', heuristic: 'euclidean', costs: 'float' }, { algorithm: 'astar', heuristic: 'chebyshev' }];
for (const algorithm of ['astar', 'dijkstra', 'greedy', 'weighted-astar']) {
  for (const tieBreak of ['smaller-h', 'newest', 'oldest']) {
    for (const costs of ['integer', 'float']) cases.push({ algorithm, tieBreak, costs });
  }
}
cases.push({ algorithm: 'bfs' }, { algorithm: 'dfs' }, { algorithm: 'astar', movement: 4, heuristic: 'manhattan' });

for (const partial of cases) {
  const options = { ...PAGE_DEFAULTS, ...partial };
  test(`open list pops in trace order: ${JSON.stringify(partial)}`, () => {
    let checked = 0;
    let misses = 0;
    const mazes = [randomGrid(7, 24, 18), randomGrid(11, 30, 12), generateMaze(engine, { width: 31, height: 21, seed: 5 })];
    for (const maze of mazes) {
      const result = engine.search({ ...maze, ...options, trace: true });
      const replay = new TraceReplay(result.trace);
      const reader = new FrontierReader(result.trace, options, maze);
      for (let step = 1; step < result.trace.stepCount; step++) {
        replay.seekStep(step);
        const { rows, next } = reader.frontier(replay, 5, false);
        if (next < 0) continue;
        checked++;
        if (rows[0].cell !== next) misses++;
      }
      // The reader rebuilt every g and h in doubles and each matched the trace's float32.
      assert.equal(reader.exact, true);
    }
    assert.ok(checked > 50, `only ${checked} steps checked`);
    if (process.env.VERBOSE) console.log(JSON.stringify(partial), misses, checked);
    assert.equal(misses, 0, `${misses} of ${checked} steps out of order`);
  });
}

test('moving backwards rescans correctly', () => {
  const maze = generateMaze(engine, { width: 21, height: 15, seed: 2 });
  const options = { ...PAGE_DEFAULTS };
  const result = engine.search({ ...maze, ...options, trace: true });
  const replay = new TraceReplay(result.trace);
  const reader = new FrontierReader(result.trace, options, maze);
  const fresh = (step) => {
    replay.seekStep(step);
    return new FrontierReader(result.trace, options, maze).frontier(replay, 1000).rows.map((row) => row.cell);
  };
  for (const step of [30, 10, 40, 2, 25]) {
    const expected = fresh(step);
    replay.seekStep(step);
    assert.deepEqual(reader.frontier(replay, 1000).rows.map((row) => row.cell), expected);
  }
});

test('back and forth in any order, and with a recycled reader, the list is a fresh reader\'s', () => {
  const maze = randomGrid(13, 40, 30);
  const random = seededRandom(3);
  for (const partial of [{}, { algorithm: 'weighted-astar', tieBreak: 'newest', costs: 'float' }, { algorithm: 'bfs' }]) {
    const options = { ...PAGE_DEFAULTS, ...partial };
    const result = engine.search({ ...maze, ...options, trace: true });
    const replay = new TraceReplay(result.trace);
    // A reader of another run on the same grid hands over its arrays.
    const other = engine.search({ ...maze, ...options, algorithm: 'dijkstra', trace: true });
    const previous = new FrontierReader(other.trace, { ...options, algorithm: 'dijkstra' }, maze);
    previous.frontier(new TraceReplay(other.trace), 10);
    const walker = new FrontierReader(result.trace, options, maze, previous);
    const steps = result.trace.stepCount;
    for (let k = 0; k < 40; k++) {
      const step = Math.floor(random() * (steps + 1));
      replay.seekStep(step);
      const expected = new FrontierReader(result.trace, options, maze).frontier(replay, 1000).rows.map((row) => row.cell);
      assert.deepEqual(walker.frontier(replay, 1000).rows.map((row) => row.cell), expected, `step ${step}`);
      // A step back right after is undone, not rescanned.
      if (step > 0) {
        replay.seekStep(step - 1);
        const back = new FrontierReader(result.trace, options, maze).frontier(replay, 1000).rows.map((row) => row.cell);
        assert.deepEqual(walker.frontier(replay, 1000).rows.map((row) => row.cell), back, `step ${step - 1}`);
      }
    }
  }
});

test('on a big grid, fifty steps back cost less than rescanning the trace', () => {
  const width = 400;
  const height = 400;
  const maze = { width, height, cells: new Uint8Array(width * height), start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 } };
  const options = { ...PAGE_DEFAULTS, algorithm: 'dijkstra' };
  const result = engine.search({ ...maze, ...options, trace: true });
  const replay = new TraceReplay(result.trace);
  const reader = new FrontierReader(result.trace, options, maze);
  const end = result.trace.stepCount - 1;
  replay.seekStep(end);
  reader.frontier(replay, 1);
  // Fifty steps back from the end: the old reader rescanned every event from the first each time.
  const began = performance.now();
  for (let step = end - 1; step > end - 51; step--) {
    replay.seekStep(step);
    reader.frontier(replay, 1);
  }
  const backMs = performance.now() - began;
  const scanBegan = performance.now();
  new FrontierReader(result.trace, options, maze).frontier(replay, 1);
  const oneScanMs = performance.now() - scanBegan;
  assert.ok(backMs < oneScanMs * 10, `50 steps back took ${backMs.toFixed(1)} ms; one full scan ${oneScanMs.toFixed(1)} ms`);
});
