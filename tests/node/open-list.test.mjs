// The open-list panel's order, checked without a browser (it is pure logic): at every step of random
// searches, the first row of FrontierReader's order (ours alone, not corrected by the trace) is the node
// the engine expands next, for every grid search of the registry that has an open list (each side of a
// bidirectional one), with each tie-break and step-cost kind it reads. A change to the engine's open-list
// order or arithmetic, or a key the page computes otherwise than the engine, shows up here first.
// tests/browser/open-list.test.mjs checks the panel itself on the page.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { loadEngine, TraceReplay } from '../../web/core/engine.js';
import { FrontierReader } from '../../web/core/open-list.js';
import { ALGORITHM_INFO, PAGE_DEFAULTS, algorithmInfo, choicesOf, tieBreakRefusal } from '../../web/core/registry.js';
import { LANE } from '../../web/core/trace.js';
import { generateMaze } from '../../web/grid/default-maze.js';
import { fitNeeds, mulberry32 as seededRandom } from './support.mjs';

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

// Every grid search with an open list, with each tie-break (when it reads one) and step-cost kind; A* also
// with the other heuristics and with 4 directions.
const cases = [{ algorithm: 'astar', heuristic: 'euclidean', costs: 'float' }, { algorithm: 'astar', heuristic: 'chebyshev' },
  { algorithm: 'astar', movement: 4, heuristic: 'manhattan' }];
for (const algorithm of ALGORITHM_INFO.filter((row) => row.popOrder !== 'none')) {
  // 'tutorial' (the tutorials' list) where the row's loop keeps it: the reader rebuilds the list's order.
  const tieBreaks = algorithm.uses.includes('tieBreak') ? choicesOf('tieBreak').filter((tieBreak) => !tieBreakRefusal(algorithm.name, tieBreak)) : [PAGE_DEFAULTS.tieBreak];
  for (const tieBreak of tieBreaks) {
    for (const costs of choicesOf('costs')) cases.push({ algorithm: algorithm.name, tieBreak, costs });
  }
}
// On hexes (every search that serves them, with the hex distance; A* also with the straight line), the reader
// rebuilds g and h with a hex step's cost and the hex estimates.
cases.push({ algorithm: 'astar', topology: 'hex', heuristic: 'euclidean' });
for (const algorithm of ALGORITHM_INFO.filter((row) => row.popOrder !== 'none' && row.topologies.includes('hex'))) {
  cases.push({ algorithm: algorithm.name, topology: 'hex', heuristic: 'hex' });
}
// The families whose parents are always neighbours and whose estimate is the heuristic option's: the reader
// rebuilds their g and h exactly (forward side), so its order must be the engine's to the last bit, unless
// the key is the engine's own (key.reported, read as float32). For the others (jumps, lines of sight, a goal
// side read as float32, a reported key) a near-tie may go either way: the node expanded next must then be one
// whose key equals the first row's to float32 precision.
const EXACT_FAMILIES = ['best-first', 'uninformed', 'bidirectional'];
// Keys the page cannot compute from g and h: LPA*'s queue ([min(g, rhs) + h, min(g, rhs)]) is not read yet.
const NOT_READ = { incremental: 'LPA*\'s queue is not read from its trace yet (its key is not a mix of g and h)' };

for (const partial of cases) {
  const { family, key } = algorithmInfo(partial.algorithm);
  test(`open list pops in trace order: ${JSON.stringify(partial)}`, { todo: NOT_READ[family] }, () => {
    let checked = 0;
    let misses = 0;
    let nearTies = 0;
    const mazes = [randomGrid(7, 24, 18), randomGrid(11, 30, 12), generateMaze(engine, { width: 31, height: 21, seed: 5 })];
    for (const maze of mazes) {
      const request = fitNeeds({ ...maze, ...PAGE_DEFAULTS, ...partial });
      if (!request) continue;
      const options = { ...PAGE_DEFAULTS, ...partial, terrainCosts: request.terrainCosts };
      const result = engine.search({ ...request, trace: true });
      const replay = new TraceReplay(result.trace);
      const lanes = replay.backward ? [LANE.forward, LANE.backward] : [LANE.forward];
      for (const lane of lanes) {
        const reader = new FrontierReader(result.trace, options, lane === LANE.forward ? { ...maze, topology: partial.topology ?? 'square' } : null, null, lane);
        for (let step = 1; step < result.trace.stepCount; step++) {
          replay.seekStep(step);
          const { rows, next } = reader.frontier(replay, 5, false);
          if (next < 0) continue;
          checked++;
          assert.ok(rows.length > 0, `step ${step}: the engine expands (${next}) from an open list the reader finds empty`);
          if (rows[0].cell === next) continue;
          const all = reader.frontier(replay, Infinity, false).rows;
          const expanded = all.find((row) => row.cell === next);
          const nearTie = !reader.exact && rows[0].key !== null && expanded &&
            Math.abs(expanded.key - rows[0].key) <= 1e-6 * Math.max(1, Math.abs(rows[0].key));
          if (nearTie) nearTies++;
          else misses++;
        }
        // The reader rebuilt every g and h in doubles and each matched the trace's float32.
        if (lane === LANE.forward && EXACT_FAMILIES.includes(family) && !key?.reported) assert.equal(reader.exact, true, 'read exactly');
      }
    }
    assert.ok(checked > 50, `only ${checked} steps checked`);
    if (process.env.VERBOSE) console.log(JSON.stringify(partial), misses, nearTies, checked);
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

test('on a big grid, fifty steps back walk over fifty steps of the trace, not the whole of it', () => {
  const width = 400;
  const height = 400;
  const maze = { width, height, cells: new Uint8Array(width * height), start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 } };
  const options = { ...PAGE_DEFAULTS, algorithm: 'dijkstra' };
  const result = engine.search({ ...maze, ...options, trace: true });
  const replay = new TraceReplay(result.trace);
  const reader = new FrontierReader(result.trace, options, maze);
  const end = result.trace.stepCount - 1;
  replay.seekStep(end);
  const atEnd = replay.position;
  reader.frontier(replay, 1);
  assert.equal(reader.eventsWalked, atEnd, 'the first read walks from the start of the trace');
  // Fifty steps back from the end: the old reader rescanned every event from the first each time. Counted in
  // events, not timed, so the test holds on any machine.
  for (let step = end - 1; step > end - 51; step--) {
    replay.seekStep(step);
    reader.frontier(replay, 1);
  }
  assert.equal(reader.eventsWalked - atEnd, atEnd - replay.position, 'each step back undoes the events of that step only');
  assert.ok(atEnd - replay.position < atEnd / 100, `fifty steps are ${atEnd - replay.position} of ${atEnd} events`);
});
