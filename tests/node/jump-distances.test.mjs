// The Engine's view of JPS+'s jump distances (cpp/bindings/grid_bindings.cpp, jumpDistances): an Int16Array of 8
// numbers per cell, cell (x, y) from index 8 * (y * width + x), directions N, E, S, W, NE, SE, SW, NW.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { freshEngine } from './support.mjs';

test('jumpDistances: 8 per cell in direction order, for the loaded grid', async () => {
  const engine = await freshEngine();
  assert.equal(engine.core().jumpDistances().length, 0, 'no grid, no distances');
  // The grid of the C++ test of the same table (tests/cpp/search/jump_point_test.cpp), worked out there by hand.
  const width = 4;
  const cells = Uint8Array.from([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
  engine.setGrid({ width, height: 3, cells });
  const distances = engine.core().jumpDistances().slice();
  assert.ok(distances instanceof Int16Array);
  assert.equal(distances.length, width * 3 * 8);
  const at = (x, y) => Array.from(distances.subarray(8 * (y * width + x), 8 * (y * width + x) + 8));
  assert.deepEqual(at(0, 1), [0, 0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(at(0, 0), [0, 1, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(at(3, 2), [-2, 0, 0, -3, 0, 0, 0, -2]);
  assert.equal(at(1, 2)[0], 2);
  engine.dispose();
});
