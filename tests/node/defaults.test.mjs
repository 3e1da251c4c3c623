// Defaults: a search given only the grid, start and goal is A* with the octile heuristic, 8-connected,
// no corner cutting, float step costs (and smaller-h ties, default terrain costs).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { DEFAULTS } from '../../web/core/engine.js';
import { freshEngine, mulberry32, randomGrid, randomOpenCell } from './support.mjs';

const EXPLICIT = { algorithm: 'astar', heuristic: 'octile', movement: 8, diagonal: 'no-corner-cut', costs: 'float' };

// Everything but the timing.
function comparable(result) {
  const { micros, trace, ...rest } = result;
  assert.equal(typeof micros, 'number');
  return trace ? { ...rest, events: Buffer.from(trace.words.buffer) } : rest;
}

describe('defaults', () => {
  let engine;
  const queries = [];

  before(async () => {
    engine = await freshEngine();
    const random = mulberry32(77);
    for (let i = 0; i < 6; i++) {
      const grid = randomGrid(random, 30 + i, 25, { wallDensity: 0.25, terrain: i % 2 === 1 });
      queries.push({ ...grid, start: randomOpenCell(random, grid), goal: randomOpenCell(random, grid) });
    }
  });

  test('DEFAULTS names them', () => {
    assert.equal(DEFAULTS.algorithm, 'astar');
    assert.equal(DEFAULTS.heuristic, 'octile');
    assert.equal(DEFAULTS.movement, 8);
    assert.equal(DEFAULTS.diagonal, 'no-corner-cut');
    assert.equal(DEFAULTS.costs, 'float');
    assert.deepEqual({ ...DEFAULTS.terrainCosts }, { floor: 1, grass: 2, sand: 5, water: 10 });
    assert.equal(DEFAULTS.trace, false);
  });

  test('only grid, start and goal equals the explicit defaults', () => {
    for (const query of queries) {
      const implicit = engine.search(query);
      const explicit = engine.search({ ...query, ...EXPLICIT });
      assert.deepEqual(comparable(implicit), comparable(explicit));
      assert.equal(implicit.trace, undefined, 'no trace unless asked for');
      // Octile with no corner cutting is admissible, so A* promises the optimum.
      assert.equal(implicit.admissible, true);
      assert.equal(implicit.optimal, implicit.status === 'found');
    }
  });

  test('the same holds event by event in the trace', () => {
    for (const query of queries) {
      const implicit = engine.search({ ...query, trace: true });
      const explicit = engine.search({ ...query, ...EXPLICIT, tieBreak: 'smaller-h', terrainCosts: { floor: 1, grass: 2, sand: 5, water: 10 }, trace: true });
      assert.deepEqual(comparable(implicit), comparable(explicit));
    }
  });

  // The comparison above means something only if each default, changed alone, changes some result.
  test('each default matters on these grids', () => {
    const changes = {
      algorithm: 'dijkstra',
      heuristic: 'manhattan',
      movement: 4,
      diagonal: 'always',
      costs: 'integer',
    };
    for (const [key, value] of Object.entries(changes)) {
      const differs = queries.some((query) => {
        const implicit = comparable(engine.search({ ...query, trace: true }));
        const changed = comparable(engine.search({ ...query, [key]: value, trace: true }));
        try {
          assert.deepEqual(changed, implicit);
          return false;
        } catch {
          return true;
        }
      });
      assert.ok(differs, `${key}: ${value} gives the same results as the default on every query`);
    }
  });

  // engine.js sends options to the core only when they change: a search must never run with stale ones.
  test('options changed between searches on one loaded grid always take effect', async () => {
    const random = mulberry32(5);
    const variants = [{}, { terrainCosts: { grass: 1 } }, { terrainCosts: { grass: 9, water: 1 } }, { costs: 'integer' },
      { weight: 3, algorithm: 'weighted-astar' }, { weight: 1.5, algorithm: 'weighted-astar' }, { movement: 4 },
      { tieBreak: 'newest' }, { heuristic: 'zero' }, { diagonal: 'always' }];
    for (const query of queries.filter((q, i) => i % 2 === 1)) {
      engine.setGrid(query);
      for (let n = 0; n < 40; n++) {
        const variant = variants[Math.floor(random() * variants.length)];
        // Each answer equals that of a new engine given the same request.
        const request = { start: query.start, goal: query.goal, ...variant };
        assert.deepEqual(comparable(engine.search(request)), comparable((await freshEngine()).search({ ...query, ...variant })));
      }
    }
  });
});
