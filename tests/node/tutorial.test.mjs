// The classic tutorial example: a 7x5 grid with a wall at x = 3, y = 1..3, start (1,2), goal (5,2), step
// costs 10/14 and the Manhattan heuristic (inadmissible once diagonal steps are allowed).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { CELL_STATE, EVENT, NO_PARENT, TraceReplay } from '../../web/core/engine.js';
import { freshEngine } from './support.mjs';

const WIDTH = 7;
const HEIGHT = 5;
const START = { x: 1, y: 2 };
const GOAL = { x: 5, y: 2 };

function tutorialCells() {
  const cells = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 1; y <= 3; y++) cells[y * WIDTH + 3] = 1;
  return cells;
}

const id = (x, y) => y * WIDTH + x;

describe('tutorial example (7x5, wall x=3 y=1..3, integer costs, Manhattan)', () => {
  let result;
  let replay;

  before(async () => {
    const engine = await freshEngine();
    result = engine.search({
      width: WIDTH,
      height: HEIGHT,
      cells: tutorialCells(),
      start: START,
      goal: GOAL,
      costs: 'integer',
      heuristic: 'manhattan',
      trace: true,
    });
    replay = new TraceReplay(result.trace);
  });

  test('the search finds a path; Manhattan with diagonals is not admissible', () => {
    assert.equal(result.status, 'found');
    assert.equal(result.admissible, false);
    assert.equal(result.optimal, false, 'A* with an inadmissible heuristic promises nothing');
    assert.deepEqual(result.path[0], START);
    assert.deepEqual(result.path[result.path.length - 1], GOAL);
  });

  test('step 1 opens the start', () => {
    replay.seekStep(1);
    assert.equal(replay.state[id(1, 2)], CELL_STATE.open);
    assert.equal(replay.g[id(1, 2)], 0);
    assert.equal(replay.h[id(1, 2)], 40);
    assert.equal(replay.parent[id(1, 2)], NO_PARENT);
    assert.equal(replay.state.filter((s) => s !== CELL_STATE.unseen).length, 1);
  });

  test('step 2, the first expansion: g and h of the neighbours', () => {
    replay.seekStep(2);
    const start = id(1, 2);
    assert.equal(replay.state[start], CELL_STATE.closed, 'the start is expanded');

    const expectations = [
      { x: 2, y: 2, g: 10, h: 30 },
      { x: 2, y: 1, g: 14, h: 40 },
      { x: 2, y: 3, g: 14, h: 40 },
      { x: 1, y: 1, g: 10 },
      { x: 1, y: 3, g: 10 },
    ];
    for (const { x, y, g, h } of expectations) {
      const cell = id(x, y);
      assert.equal(replay.state[cell], CELL_STATE.open, `(${x},${y}) is open`);
      assert.equal(replay.g[cell], g, `(${x},${y}) g`);
      if (h !== undefined) assert.equal(replay.h[cell], h, `(${x},${y}) h`);
      assert.equal(replay.parent[cell], start, `(${x},${y}) parent is the start`);
    }
    // All eight neighbours of (1,2) are open, nothing else has been reached.
    assert.equal(replay.state.filter((s) => s === CELL_STATE.open).length, 8);
    assert.equal(replay.state.filter((s) => s === CELL_STATE.closed).length, 1);
  });

  test('step 2 generates the neighbours in the order N, E, S, W, NE, SE, SW, NW', () => {
    const { trace } = result;
    const first = trace.eventsThroughStep(1);
    const last = trace.eventsThroughStep(2);
    const events = [];
    for (let i = first; i < last; i++) events.push([trace.kind(i), trace.cell(i) % WIDTH, Math.floor(trace.cell(i) / WIDTH)]);
    assert.deepEqual(events, [
      [EVENT.expanded, 1, 2],
      [EVENT.generated, 1, 1], // N
      [EVENT.generated, 2, 2], // E
      [EVENT.generated, 1, 3], // S
      [EVENT.generated, 0, 2], // W
      [EVENT.generated, 2, 1], // NE
      [EVENT.generated, 2, 3], // SE
      [EVENT.generated, 0, 3], // SW
      [EVENT.generated, 0, 1], // NW
    ]);
  });

  test('the path costs what its 10/14 steps add up to', () => {
    let cost = 0;
    for (let i = 1; i < result.path.length; i++) {
      const a = result.path[i - 1];
      const b = result.path[i];
      assert.ok(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1, `step ${i} is a move`);
      assert.ok(!(b.x === 3 && b.y >= 1 && b.y <= 3), `step ${i} enters the wall at (${b.x},${b.y})`);
      cost += a.x !== b.x && a.y !== b.y ? 14 : 10;
    }
    assert.equal(result.cost, cost);
    assert.equal(result.length, result.path.length - 1);
  });
});
