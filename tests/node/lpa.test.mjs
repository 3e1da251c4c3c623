// engine.search with 'lpa-star': a search after edits of the loaded grid repairs the last one and says so
// (result.repair), at the cost a fresh A* finds; anything else (another start, goal or option, no change)
// searches anew. The trace of a repair holds only the repair's events.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { CELL, EVENT } from '../../web/core/engine.js';
import { freshEngine, mulberry32, randomInt } from './support.mjs';

let engine;
before(async () => { engine = await freshEngine(); });

const sameCost = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

function randomGrid(random, width, height, walls) {
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    const r = random();
    cells[i] = r < walls ? CELL.wall : r < walls + 0.1 ? CELL.sand : CELL.floor;
  }
  return cells;
}

test('lpa-star repairs after edits: reported, and at the cost of a fresh astar search', () => {
  const random = mulberry32(12);
  let repairs = 0, repairExpanded = 0, freshExpanded = 0;
  for (let trial = 0; trial < 30; trial++) {
    const width = 20 + randomInt(random, 20), height = 15 + randomInt(random, 15);
    const cells = randomGrid(random, width, height, 0.25);
    const start = { x: 0, y: 0 }, goal = { x: width - 1, y: height - 1 };
    cells[0] = cells[cells.length - 1] = CELL.floor;
    const options = {
      movement: random() < 0.5 ? 4 : 8, diagonal: ['no-corner-cut', 'one-blocked', 'always'][randomInt(random, 3)],
      costs: random() < 0.5 ? 'float' : 'integer',
    };
    const first = engine.search({ width, height, cells, start, goal, algorithm: 'lpa-star', ...options });
    assert.equal(first.repair, null);
    assert.equal(first.optimal, true);
    for (let round = 0; round < 5; round++) {
      // One to three cells change: walls drawn (on the path when there is one) and erased, terrain painted.
      const path = first.status === 'found' ? first.pathCells : [];
      const before = cells.slice();
      for (let k = 1 + randomInt(random, 3); k > 0; k--) {
        const cell = path.length > 2 && random() < 0.5 ? path[1 + randomInt(random, path.length - 2)] : randomInt(random, cells.length);
        if (cell === 0 || cell === cells.length - 1) continue;
        cells[cell] = [CELL.floor, CELL.wall, CELL.grass, CELL.water][randomInt(random, 4)];
      }
      const changed = cells.reduce((sum, code, i) => sum + (code !== before[i] ? 1 : 0), 0);
      const repaired = engine.search({ width, height, cells, start, goal, algorithm: 'lpa-star', ...options });
      const astar = engine.search({ start, goal, algorithm: 'astar', heuristic: 'zero', ...options });
      assert.equal(repaired.status, astar.status, `trial ${trial} round ${round}`);
      if (astar.status === 'found') assert.ok(sameCost(repaired.cost, astar.cost), `${repaired.cost} vs ${astar.cost}`);
      if (changed === 0) {
        assert.equal(repaired.repair, null);
        continue;
      }
      assert.ok(repaired.repair, 'a search after an edit is a repair');
      assert.equal(repaired.repair.changed, changed);
      assert.equal(repaired.repair.expanded, repaired.expanded);
      // freshAstarExpanded: what A* with LPA*'s estimate (octile; Manhattan with 4 directions) expands.
      const estimate = options.movement === 8 ? 'octile' : 'manhattan';
      const fresh = engine.search({ start, goal, algorithm: 'astar', heuristic: estimate, tieBreak: 'smaller-h', ...options });
      assert.equal(repaired.repair.freshAstarExpanded, fresh.expanded);
      repairs++;
      repairExpanded += repaired.expanded;
      freshExpanded += repaired.repair.freshAstarExpanded;
    }
  }
  assert.ok(repairs > 100, `${repairs} repairs`);
  assert.ok(repairExpanded < freshExpanded, `repairs expanded ${repairExpanded}, fresh A* ${freshExpanded}`);
});

test('lpa-star searches anew for another start, goal or option, or when nothing changed', () => {
  const width = 12, height = 8;
  const cells = new Uint8Array(width * height);
  const start = { x: 0, y: 0 }, goal = { x: 11, y: 7 };
  const base = { width, height, cells, start, goal, algorithm: 'lpa-star' };
  const first = engine.search(base);
  assert.equal(first.repair, null);
  assert.equal(engine.search(base).repair, null); // the same grid: a whole search again
  assert.equal(engine.search(base).expanded, first.expanded);
  cells[5 * width + 5] = CELL.wall;
  assert.ok(engine.search({ ...base, cells }).repair);
  cells[5 * width + 6] = CELL.wall;
  assert.equal(engine.search({ ...base, cells, goal: { x: 10, y: 7 } }).repair, null);
  cells[5 * width + 7] = CELL.wall;
  assert.equal(engine.search({ ...base, cells, goal: { x: 10, y: 7 }, movement: 4 }).repair, null);
  cells[5 * width + 8] = CELL.wall;
  assert.ok(engine.search({ ...base, cells, goal: { x: 10, y: 7 }, movement: 4 }).repair);
  // It reads no heuristic, weight or tie-break: those do not stop a repair.
  cells[5 * width + 8] = CELL.floor;
  assert.ok(engine.search({ ...base, cells, goal: { x: 10, y: 7 }, movement: 4, heuristic: 'zero' }).repair);
});

test('a repair\'s trace holds its own events: rhs changes and expansions near the edit, then the path', () => {
  const width = 60, height = 40;
  const cells = randomGrid(mulberry32(3), width, height, 0.3);
  const start = { x: 2, y: 20 }, goal = { x: 57, y: 20 };
  cells[start.y * width + start.x] = cells[goal.y * width + goal.x] = CELL.floor;
  const first = engine.search({ width, height, cells, start, goal, algorithm: 'lpa-star', trace: true });
  assert.equal(first.status, 'found');
  // A wall on the path near the start, the far end of LPA*'s search from the goal: a small repair.
  const wall = first.pathCells[3];
  cells[wall] = CELL.wall;
  const repaired = engine.search({ width, height, cells, start, goal, algorithm: 'lpa-star', trace: true });
  const { trace } = repaired;
  const kinds = new Set();
  let expanded = 0;
  for (let i = 0; i < trace.length; i++) {
    kinds.add(trace.kind(i));
    if (trace.kind(i) === EVENT.expanded) expanded++;
  }
  assert.deepEqual([...kinds].sort(), [EVENT.expanded, EVENT.path, EVENT.rhsChanged].sort());
  assert.equal(expanded, repaired.expanded);
  assert.equal(trace.kind(0), EVENT.rhsChanged);
  assert.ok(repaired.repair.touched < first.expanded / 2, `touched ${repaired.repair.touched} of ${first.expanded}`);
  assert.ok(repaired.expanded < repaired.repair.freshAstarExpanded);
  const astar = engine.search({ start, goal, algorithm: 'astar' });
  assert.ok(sameCost(repaired.cost, astar.cost));
});
