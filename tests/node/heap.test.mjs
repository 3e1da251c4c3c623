// Heap: repeated searches (mixed algorithms and grids, traced or not, with refused requests in between)
// leave the wasm heap exactly where a warm-up left it: no leak, not even a slow one.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ALGORITHMS } from '../../web/core/engine.js';
import { algorithmInfo } from '../../web/core/registry.js';
import { fitNeeds, freshEngine, mulberry32, randomGrid, randomOpenCell } from './support.mjs';

const SEARCHES = 10_000;
const CYCLE = 40; // searches per cycle; the same cycle repeats, so the last search of each is the same

// One fixed cycle of requests over three grids of different sizes (so the engine's buffers are resized),
// every algorithm, about a quarter traced, a few without a path, and refused requests in between.
function makeCycle() {
  const random = mulberry32(2024);
  const grids = [
    randomGrid(random, 64, 64, { wallDensity: 0.25, terrain: true }),
    randomGrid(random, 33, 47, { wallDensity: 0.3 }),
    randomGrid(random, 96, 20, { wallDensity: 0.2, terrain: true }),
  ];
  const requests = [];
  for (let i = 0; i < CYCLE; i++) {
    const grid = grids[Math.floor((i * grids.length) / CYCLE)];
    const firstOnGrid = requests.length === 0 || requests[requests.length - 1].grid !== grid;
    // Shifted by one so that the cycle's one query without a path goes to an algorithm that finds none
    // (IDA* gives up on most queries here: a gave-up result carries a message to free, too).
    const algorithm = ALGORITHMS[(i + 1) % ALGORITHMS.length];
    const request = {
      ...(firstOnGrid ? { width: grid.width, height: grid.height, cells: grid.cells } : {}),
      start: randomOpenCell(random, grid),
      goal: randomOpenCell(random, grid),
      algorithm,
      movement: random() < 0.2 ? 4 : 8,
      costs: random() < 0.3 ? 'integer' : 'float',
      budget: 20000, // IDA* gives up soon rather than spend seconds on one search
      trace: random() < 0.25,
    };
    if (algorithmInfo(algorithm).needs.includes('eight-way-no-corner-cut')) {
      // Jump point search: refused when asked for 4 directions, which must free its message too.
      requests.push({ grid, request: { ...request, movement: 4 }, bad: /needs 8-direction movement/ });
      request.movement = 8;
    }
    Object.assign(request, fitNeeds(request)); // then run as its needs allow
    requests.push({ grid, request, bad: null });
    if (i % 7 === 3) {
      // A refused request: the engine builds an error message and must free it.
      requests.push({ grid, request: { start: request.start, goal: { x: -1, y: 0 } }, bad: /outside/ });
      requests.push({ grid, request: { ...request, width: undefined, height: undefined, cells: undefined, heuristic: 'nope' }, bad: /unknown heuristic/ });
    }
  }
  // Strip the undefined grid keys of the refused requests (engine.js reads them as "given").
  for (const entry of requests) {
    for (const key of ['width', 'height', 'cells']) if (entry.request[key] === undefined) delete entry.request[key];
  }
  return requests;
}

function runCycle(engine, cycle, stats) {
  let searches = 0;
  for (const { request, bad } of cycle) {
    if (bad) {
      assert.throws(() => engine.search(request), bad);
      continue;
    }
    const result = engine.search(request);
    searches++;
    stats[result.status] = (stats[result.status] ?? 0) + 1;
    if (request.trace) stats.traced++;
    if (request.trace) assert.equal(result.trace.length > 0, true);
  }
  return searches;
}

test('10,000 searches leave heapBytes() where the warm-up left it', async () => {
  const engine = await freshEngine();
  const cycle = makeCycle();
  const stats = { traced: 0 };

  // Warm-up, twice: every buffer reaches its largest size, and LPA*, which keeps its last search to repair
  // the next, meets in the second cycle the kept search the first one left (a repair's buffers).
  runCycle(engine, cycle, stats);
  runCycle(engine, cycle, stats);
  const afterWarmUp = engine.heapBytes();
  assert.ok(afterWarmUp > 0, 'heapBytes() reports the heap in use');

  let searches = 0;
  let firstDrift = null;
  for (let round = 0; searches < SEARCHES; round++) {
    searches += runCycle(engine, cycle, stats);
    const now = engine.heapBytes();
    if (now !== afterWarmUp && firstDrift === null) firstDrift = { round, searches, bytes: now };
  }
  assert.equal(searches, SEARCHES);
  assert.ok(stats.found > 0 && stats['no-path'] > 0 && stats['gave-up'] > 0 && stats.traced > 0, `a mixed sample: ${JSON.stringify(stats)}`);
  assert.equal(
    engine.heapBytes(),
    afterWarmUp,
    `heap after ${SEARCHES} searches differs from after the warm-up` +
      (firstDrift ? ` (first differed after round ${firstDrift.round}: ${firstDrift.bytes} bytes)` : ''),
  );
  assert.equal(firstDrift, null, `heap drifted during the run: ${JSON.stringify(firstDrift)}`);
});

test('a disposed engine refuses work; another engine is unaffected', async () => {
  const a = await freshEngine();
  const b = await freshEngine();
  const grid = randomGrid(mulberry32(9), 16, 16);
  grid.cells[0] = 0;
  grid.cells[255] = 0;
  const request = { ...grid, start: { x: 0, y: 0 }, goal: { x: 15, y: 15 } };
  const before = b.search(request);
  a.dispose();
  assert.throws(() => a.search(request), /^Error: engine disposed$/);
  assert.throws(() => a.heapBytes(), /^Error: engine disposed$/);
  assert.deepEqual({ ...b.search(request), micros: 0 }, { ...before, micros: 0 });
});

test('after a 4096x4096 search, loading a small grid gives its buffers back', async () => {
  const engine = await freshEngine();
  const small = { width: 8, height: 8, cells: new Uint8Array(64), start: { x: 0, y: 0 }, goal: { x: 7, y: 7 } };
  engine.search(small);
  const smallOnly = engine.heapBytes();
  const side = 4096;
  engine.search({ width: side, height: side, cells: new Uint8Array(side * side), start: { x: 0, y: 0 }, goal: { x: side - 1, y: side - 1 }, algorithm: 'dijkstra' });
  const afterBig = engine.heapBytes();
  assert.ok(afterBig > smallOnly + 300 * 2 ** 20, `the big search used its buffers (${afterBig} bytes)`);
  engine.search(small);
  const afterSmall = engine.heapBytes();
  assert.ok(afterSmall < smallOnly + 2 ** 20, `back near ${smallOnly} bytes, got ${afterSmall}`);
});
