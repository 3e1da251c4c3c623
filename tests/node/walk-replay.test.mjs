// The page's replay of a walk (web/walk/walk-replay.js) against what it must rebuild, computed here from
// the request and the result alone: the true world after the changes due, the agent's knowledge by the
// sensing rule, where the agent stands and what it has paid; and seeking backwards and to random events
// gives the same state as playing forwards.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { CELL, EVENT, WALKERS } from '../../web/core/engine.js';
import { WalkReplay } from '../../web/walk/walk-replay.js';
import { freshEngine, mulberry32, randomInt } from './support.mjs';

function randomWorld(random, width, height) {
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) cells[i] = random() < 0.25 ? CELL.wall : random() < 0.1 ? CELL.sand : CELL.floor;
  return cells;
}

// A copy of every array the renderer reads.
function snapshot(replay) {
  return JSON.stringify({
    truth: Array.from(replay.truth), belief: Array.from(replay.belief), seen: Array.from(replay.seenBy),
    g: Array.from(replay.g), rhs: Array.from(replay.rhs), parent: Array.from(replay.parent),
    state: Array.from(replay.state), touched: Array.from(replay.touchedIn),
    agent: replay.agent, plan: replay.plan, cost: replay.cost, planCells: replay.planCells(),
  });
}

describe('WalkReplay', () => {
  let engine;
  before(async () => { engine = await freshEngine(); });
  after(() => engine.dispose());

  test('at every move: the true world, the knowledge and the agent as rebuilt from the request', () => {
    const random = mulberry32(31);
    let walks = 0;
    for (let trial = 0; trial < 60; trial++) {
      const width = 8 + randomInt(random, 14), height = 6 + randomInt(random, 10);
      const cells = randomWorld(random, width, height);
      const start = { x: 0, y: 0 }, goal = { x: width - 1, y: height - 1 };
      cells[0] = CELL.floor;
      cells[cells.length - 1] = CELL.floor;
      const changes = [];
      for (let k = 0; k < 4; k++) {
        changes.push({ beforeMove: randomInt(random, 10), cells: [{ x: randomInt(random, width), y: randomInt(random, height), code: randomInt(random, 2) }] });
      }
      const algorithm = WALKERS[trial % WALKERS.length];
      const sensorRadius = [1, 2, Infinity][trial % 3];
      const request = { width, height, cells, start, goal, algorithm, sensorRadius, changes, trace: true };
      let walk;
      try { walk = engine.navigate(request); } catch { continue; } // a change under the start is refused
      walks++;
      const replay = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
      // Forwards move by move: after each agent-moved event, compare with the world rebuilt here.
      const truth = Uint8Array.from(cells);
      const belief = new Uint8Array(width * height);
      const seen = new Uint8Array(width * height);
      const sense = (at) => {
        const r = Math.min(sensorRadius, width + height);
        for (let y = Math.max(0, at.y - r); y <= Math.min(height - 1, at.y + r); y++) {
          for (let x = Math.max(0, at.x - r); x <= Math.min(width - 1, at.x + r); x++) {
            seen[y * width + x] = 1;
            belief[y * width + x] = truth[y * width + x];
          }
        }
      };
      const moveEvents = [];
      for (let i = 0; i < walk.trace.length; i++) if (walk.trace.kind(i) === EVENT.agentMoved) moveEvents.push(i);
      assert.equal(moveEvents.length, walk.moves.length - 1);
      for (let move = 0; move < walk.moves.length; move++) {
        for (const change of changes) if (change.beforeMove === move) for (const c of change.cells) truth[c.y * width + c.x] = c.code;
        const last = move === walk.moves.length - 1;
        if (!(last && walk.reached)) sense(walk.moves[move]);
        // Through this move's replan and step (or to the end of the walk).
        replay.seekEvent(last ? walk.trace.length : moveEvents[move] + 1);
        const where = `trial ${trial} (${algorithm}, radius ${sensorRadius}), move ${move}`;
        assert.equal(replay.agent, last ? walk.moves[move].y * width + walk.moves[move].x
          : walk.moves[move + 1].y * width + walk.moves[move + 1].x, where);
        // The world and the mind as they were during this move (the next move's changes come later).
        assert.deepEqual(replay.truth, truth, `${where}: true world`);
        assert.deepEqual(replay.belief, belief, `${where}: knowledge`);
        if (sensorRadius !== Infinity) {
          for (let i = 0; i < seen.length; i++) {
            // The replay counts the square of the position just reached too (sensed on arrival).
            if (seen[i]) assert.ok(replay.known(i), `${where}: cell ${i} sensed`);
          }
        }
      }
      assert.ok(Math.abs(replay.cost - walk.cost) <= 1e-6 * walk.cost, `trial ${trial}: cost`); // float32 in the trace
      assert.equal(replay.plan, walk.replans.length);
      // Backwards to the start: everything as it began.
      const end = snapshot(replay);
      const fresh = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
      replay.seekEvent(0);
      assert.equal(snapshot(replay), snapshot(fresh), `trial ${trial}: back to the start`);
      // Random seeks agree with a replay that only plays forwards.
      for (let k = 0; k < 5; k++) {
        const target = randomInt(random, walk.trace.length + 1);
        replay.seekEvent(target);
        const forward = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
        forward.seekEvent(target);
        assert.equal(snapshot(replay), snapshot(forward), `trial ${trial}: seek to ${target}`);
      }
      replay.seekEvent(walk.trace.length);
      assert.equal(snapshot(replay), end);
    }
    assert.ok(walks > 40);
  });

  test('D* Lite: at the end of each plan, rhs where the agent stands is the plan cost, and the plan starts there', () => {
    let plans = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const random = mulberry32(seed);
      const width = 24, height = 16;
      const cells = randomWorld(random, width, height);
      cells[0] = CELL.floor;
      cells[cells.length - 1] = CELL.floor;
      const request = { width, height, cells, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 }, algorithm: 'dstar-lite', trace: true };
      const walk = engine.navigate(request);
      const replay = new WalkReplay(walk.trace, { ...request, sensorRadius: 1, moves: walk.moves, reached: walk.reached });
      for (let plan = 1; plan <= walk.replans.length; plan++) {
        const { at, planCost } = walk.replans[plan - 1];
        if (planCost === Infinity) continue;
        // The plan's path events come last in it: the search is done there.
        const [from, to] = replay.planPaths[plan - 1];
        replay.seekEvent(from);
        const cell = at.y * width + at.x;
        assert.ok(Math.abs(replay.rhs[cell] - planCost) < 1e-4 * planCost, `seed ${seed}, plan ${plan}: rhs ${replay.rhs[cell]} vs ${planCost}`);
        assert.ok(replay.g[cell] >= replay.rhs[cell] - 1e-4 * planCost, `seed ${seed}, plan ${plan}: the agent's cell is under-consistent`);
        replay.seekEvent(to);
        assert.equal(replay.planCells()[0], cell);
        plans++;
      }
    }
    assert.ok(plans > 40, `${plans} plans checked`);
  });
});
