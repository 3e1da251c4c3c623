// Memory (issue 15, item 13): in wasm a search that cannot get memory ends with a clear error or a cut
// trace instead of aborting the module, the engine stays usable, and a memory limit set by the host holds.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { LIMITS } from '../../web/core/registry.js';
import { EVENT } from '../../web/core/trace.js';
import { freshEngine } from './support.mjs';

const corners = (side) => ({ start: { x: 0, y: 0 }, goal: { x: side - 1, y: side - 1 } });
const openGrid = (side) => ({ width: side, height: side, cells: new Uint8Array(side * side) });

// The sequence that aborted the module (RuntimeError: Aborted()) before: JPS+'s table and the node pool
// of a 4096 x 4096 grid, then a traced bidirectional search, whose second side and 512 MiB trace went
// past the module's 2 GiB.
test('a traced search that would exhaust wasm memory cuts its trace instead of aborting the engine', async () => {
  const engine = await freshEngine();
  engine.setGrid(openGrid(4096));
  assert.equal(engine.search({ ...corners(4096), algorithm: 'jps-plus' }).status, 'found');
  const big = engine.search({ ...corners(4096), algorithm: 'bidirectional-dijkstra', trace: true });
  assert.equal(big.status, 'found');
  assert.ok(Math.abs(big.cost - 4095 * Math.SQRT2) < 1e-6, `cost ${big.cost}`);
  assert.equal(big.traceComplete, false, 'the trace stopped where memory ended');
  assert.ok(big.trace.length > 1_000_000, `the trace kept what fitted (${big.trace.length} events)`);

  // The engine goes on: another search on the big grid, then a small grid, whose load gives the big
  // grid's buffers back.
  assert.equal(engine.search({ ...corners(4096), algorithm: 'astar' }).status, 'found');
  engine.setGrid(openGrid(64));
  const small = engine.search({ ...corners(64), algorithm: 'bidirectional-dijkstra', trace: true });
  assert.equal(small.traceComplete, true);
  assert.ok(Math.abs(small.cost - 63 * Math.SQRT2) < 1e-9, `cost ${small.cost}`);
  assert.ok(engine.heapBytes() < 50e6, `heap after the small search: ${engine.heapBytes()} bytes`);
});

test('a search over the memory limit is refused with its figures, and the engine goes on', async () => {
  const engine = await freshEngine();
  engine.setGrid(openGrid(1024));
  engine.setMemoryLimit(16 << 20);
  assert.throws(() => engine.search({ ...corners(1024), algorithm: 'jps-plus' }),
    /^Error: this search needs about 39 MB of memory; the limit is 17 MB$/);
  const heap = engine.heapBytes();
  assert.throws(() => engine.search({ ...corners(1024), algorithm: 'bidirectional-astar' }), /needs about \d+ MB/);
  assert.equal(engine.heapBytes(), heap, 'a refused search allocates nothing');

  // A search that fits runs; its trace stops where the limit ends, and its figures are the whole search's.
  engine.setGrid(openGrid(256));
  const whole = engine.search({ ...corners(256), algorithm: 'dijkstra' });
  engine.setMemoryLimit(LIMITS.minMemoryBytes * 3);
  const cut = engine.search({ ...corners(256), algorithm: 'dijkstra', trace: true });
  assert.equal(cut.traceComplete, false);
  assert.ok(cut.trace.length * 16 <= LIMITS.minMemoryBytes * 3);
  assert.deepEqual([cut.cost, cut.expanded, cut.generated], [whole.cost, whole.expanded, whole.generated]);
  const last = cut.trace.length - 1;
  assert.equal(cut.trace.kind(last), EVENT.path, 'a cut trace still ends with the path');
  assert.equal(cut.trace.cell(last), 255 * 256 + 255);

  engine.setMemoryLimit(LIMITS.memoryBytes);
  assert.equal(engine.search({ ...corners(256), algorithm: 'dijkstra', trace: true }).traceComplete, true);
});

test('the memory limit is refused outside its range', async () => {
  const engine = await freshEngine();
  assert.equal(LIMITS.memoryBytes, 2 ** 31);
  for (const bad of [-1, 0.5, NaN, '1000000', LIMITS.minMemoryBytes - 1, LIMITS.memoryBytes + 1]) {
    assert.throws(() => engine.setMemoryLimit(bad), /^Error: the memory limit must be/, String(bad));
  }
  engine.setMemoryLimit(LIMITS.minMemoryBytes);
  engine.setMemoryLimit(LIMITS.memoryBytes);
});

// Issue 29, item 24: navigate ignored setMemoryLimit; a 4096 x 4096 walk added about 580 MB under a 64 MiB
// limit that refused the same search, and a traced one reached 1.6 GB (wasm memory never shrinks).
test('a walk goes through the memory check and refusal of a search', async () => {
  const engine = await freshEngine();
  engine.setGrid(openGrid(4096));
  engine.setMemoryLimit(64 * 2 ** 20);
  assert.throws(() => engine.search({ ...corners(4096), algorithm: 'astar' }), /^Error: this search needs about 487 MB of memory; the limit is 67 MB$/);
  const heap = engine.heapBytes();
  for (const algorithm of ['dstar-lite', 'repeated-astar']) {
    assert.throws(() => engine.navigate({ ...corners(4096), algorithm }), /^Error: this walk needs about \d+ MB of memory; the limit is 67 MB$/, algorithm);
  }
  assert.equal(engine.heapBytes(), heap, 'a refused walk allocates nothing');

  // A walk that fits runs; its trace stops where the limit ends, and its figures are the whole walk's.
  // A maze, whose walk records far more events than the room left.
  const maze = engine.generateMaze({ kind: 'backtracker', width: 255, height: 255, seed: 1 });
  const floor = (index) => ({ x: index % 255, y: Math.floor(index / 255) });
  const ends = { start: floor(maze.cells.indexOf(0)), goal: floor(maze.cells.lastIndexOf(0)) };
  engine.setGrid(maze);
  engine.setMemoryLimit(LIMITS.memoryBytes);
  const whole = engine.navigate({ ...ends, trace: true });
  assert.equal(whole.traceComplete, true);
  assert.ok(whole.trace.length * 16 > LIMITS.minMemoryBytes, `${whole.trace.length} events`);
  engine.setMemoryLimit(LIMITS.minMemoryBytes * 3);
  const cut = engine.navigate({ ...ends, trace: true });
  assert.equal(cut.traceComplete, false);
  assert.ok(cut.trace.length * 16 <= LIMITS.minMemoryBytes * 3, `${cut.trace.length} events`);
  assert.deepEqual([cut.reached, cut.cost, cut.expanded, cut.moves.length], [whole.reached, whole.cost, whole.expanded, whole.moves.length]);
});
