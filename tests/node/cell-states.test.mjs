// engine.cellStates(): the cells' states when a search ended, read from the engine without a trace (what the
// page draws of a re-run while a big grid is dragged on). For every algorithm that keeps them, they are the
// states a replay of the same search's trace shows at its end; the others refuse with the reason.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { ALGORITHMS, TraceReplay } from '../../web/core/engine.js';
import { algorithmInfo } from '../../web/core/registry.js';
import { fitNeeds, freshEngine, mulberry32, randomGrid, randomOpenCell } from './support.mjs';

const optionsFor = (algorithm) => (algorithmInfo(algorithm).uses.includes('budget') ? { budget: 20000 } : {});
const CASES = [
  { seed: 1, width: 40, height: 30, wallDensity: 0.25, terrain: true, options: {} },
  { seed: 2, width: 33, height: 47, wallDensity: 0.3, terrain: false, options: { movement: 4, tieBreak: 'newest' } },
  { seed: 3, width: 50, height: 20, wallDensity: 0.2, terrain: true, options: { diagonal: 'always', weight: 3, heuristic: 'manhattan' } },
  { seed: 4, width: 25, height: 25, wallDensity: 0.45, terrain: false, options: {} }, // often no path
];

describe('cell states', () => {
  let engine;

  before(async () => {
    engine = await freshEngine();
  });

  test('they are the end of the trace\'s replay, for every algorithm that keeps them', () => {
    const kept = ALGORITHMS.filter((algorithm) => algorithmInfo(algorithm).cellStates);
    // Exactly the best-first and uninformed searches keep them (registry.h keepsCellStates), whichever they are.
    assert.deepEqual(kept, ALGORITHMS.filter((name) => ['best-first', 'uninformed'].includes(algorithmInfo(name).family)));
    assert.ok(['astar', 'bfs', 'dfs'].every((name) => kept.includes(name)));
    const outcomes = new Set();
    for (const spec of CASES) {
      const random = mulberry32(spec.seed);
      const grid = randomGrid(random, spec.width, spec.height, spec);
      for (let query = 0; query < 4; query++) {
        const start = randomOpenCell(random, grid);
        const goal = randomOpenCell(random, grid);
        for (const algorithm of kept) {
          const request = { ...grid, start, goal, algorithm, ...spec.options };
          const untraced = engine.search(request);
          const states = engine.cellStates();
          const traced = engine.search({ ...request, trace: true });
          const replay = new TraceReplay(traced.trace);
          replay.seekEvent(traced.trace.length);
          const name = `seed ${spec.seed} query ${query} ${algorithm} (${untraced.status})`;
          assert.equal(states.length, spec.width * spec.height, name);
          assert.deepEqual(states, replay.state, name);
          outcomes.add(untraced.status);
        }
      }
    }
    assert.deepEqual([...outcomes].sort(), ['found', 'no-path'], 'searches that found a path and searches that did not');
  });

  test('the others, and an engine before any search or after a new grid, refuse with the reason', async () => {
    const fresh = await freshEngine();
    assert.throws(() => fresh.cellStates(), /no search has run on this grid/);
    const grid = randomGrid(mulberry32(9), 30, 30, { wallDensity: 0.2 });
    const start = { x: 0, y: 0 }, goal = { x: 29, y: 29 };
    grid.cells[0] = grid.cells[899] = 0;
    for (const algorithm of ALGORITHMS.filter((name) => !algorithmInfo(name).cellStates)) {
      const request = fitNeeds({ ...grid, start, goal, algorithm, ...optionsFor(algorithm) });
      if (!request) continue;
      fresh.search(request);
      assert.throws(() => fresh.cellStates(), new RegExp(`kept only by best-first and uninformed searches, not ${algorithm}`), algorithm);
    }
    fresh.search({ ...grid, start, goal, algorithm: 'astar' });
    assert.equal(fresh.cellStates().length, 900);
    fresh.setGrid({ width: 8, height: 8, cells: new Uint8Array(64) });
    assert.throws(() => fresh.cellStates(), /no search has run on this grid/);
  });
});
