// engine.navigate: the walk's result against an oracle written here (the agent's knowledge rebuilt from the
// moves and the sensing rule, a plain Dijkstra on it), its refusals, and the same walks natively (the CLI's
// `frontier navigate`) and in wasm, event for event.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { CELL, EVENT, WALKERS } from '../../web/core/engine.js';
import { MOVINGAI_DIR, readMap, readScen } from './movingai.mjs';
import { freshEngine, mulberry32, randomInt } from './support.mjs';

const NATIVE_CLI = fileURLToPath(new URL('../../build/native/frontier', import.meta.url));
const TERRAIN = [1, Infinity, 2, 5, 10]; // entry costs by cell code, the engine's defaults

// Cheapest cost from a to b on `cells` (8 directions, no corner cutting, 1 and √2 times the entry cost), or Infinity.
function dijkstra(width, height, cells, a, b) {
  const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] !== CELL.wall;
  const best = new Float64Array(width * height).fill(Infinity);
  const done = new Uint8Array(width * height);
  best[a.y * width + a.x] = 0;
  for (;;) {
    let id = -1;
    for (let i = 0; i < best.length; i++) if (!done[i] && best[i] < Infinity && (id < 0 || best[i] < best[id])) id = i;
    if (id < 0) return Infinity;
    if (id === b.y * width + b.x) return best[id];
    done[id] = 1;
    const x = id % width, y = Math.floor(id / width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((!dx && !dy) || !open(x + dx, y + dy)) continue;
        if (dx && dy && !(open(x + dx, y) && open(x, y + dy))) continue;
        const next = (y + dy) * width + x + dx;
        const cost = best[id] + (dx && dy ? Math.SQRT2 : 1) * TERRAIN[cells[next]];
        if (cost < best[next]) best[next] = cost;
      }
    }
  }
}

function randomGrid(random, width, height) {
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    const draw = random();
    cells[i] = draw < 0.3 ? CELL.wall : draw < 0.4 ? CELL.grass + randomInt(random, 3) : CELL.floor;
  }
  return cells;
}

const close = (a, b) => a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('engine.navigate', () => {
  let engine;
  before(async () => { engine = await freshEngine(); });
  after(() => engine.dispose());

  test('a walk on a small map: its shape, and each plan optimal on the knowledge rebuilt from its moves', () => {
    const random = mulberry32(12);
    let replansChecked = 0;
    for (let trial = 0; trial < 40; trial++) {
      const width = 12, height = 9;
      const cells = randomGrid(random, width, height);
      const start = { x: 0, y: 0 }, goal = { x: width - 1, y: height - 1 };
      cells[0] = cells[width * height - 1] = CELL.floor;
      const changes = [{ beforeMove: 1 + randomInt(random, 4), cells: [{ x: randomInt(random, width), y: 1 + randomInt(random, height - 2), code: CELL.wall }] }];
      for (const algorithm of WALKERS) {
        const sensorRadius = [1, 2, Infinity][trial % 3];
        const walk = engine.navigate({ width, height, cells, start, goal, algorithm, sensorRadius, changes });
        assert.deepEqual(Object.keys(walk).filter((key) => key !== 'reason').sort(),
          ['cost', 'expanded', 'micros', 'moves', 'reached', 'replans', 'updated']);
        assert.deepEqual(walk.moves[0], start);
        assert.equal(walk.reached, 'reason' in walk ? false : true);
        assert.equal(walk.replans[0].move, 0);
        // Replay: the true world and the knowledge at each move; each step legal, each plan the oracle's cost.
        const truth = Uint8Array.from(cells);
        const known = new Uint8Array(width * height); // unsensed cells are floor
        let replan = 0, cost = 0;
        walk.moves.forEach((at, move) => {
          for (const change of changes) if (change.beforeMove === move) for (const c of change.cells) truth[c.y * width + c.x] = c.code;
          const arrived = walk.reached && move === walk.moves.length - 1 && move > 0; // arriving ends the walk unsensed
          if (!arrived) {
            for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
              if (Math.max(Math.abs(x - at.x), Math.abs(y - at.y)) <= sensorRadius) known[y * width + x] = truth[y * width + x];
            }
          }
          if (walk.replans[replan]?.move === move) {
            const plan = walk.replans[replan++];
            assert.deepEqual(plan.at, at);
            assert.ok(close(plan.planCost, dijkstra(width, height, known, at, goal)), `${algorithm} trial ${trial} plan at move ${move}`);
            replansChecked++;
          }
          const next = walk.moves[move + 1];
          if (!next) return;
          const dx = next.x - at.x, dy = next.y - at.y;
          const open = (x, y) => truth[y * width + x] !== CELL.wall;
          assert.ok(Math.abs(dx) <= 1 && Math.abs(dy) <= 1 && open(next.x, next.y), `move ${move} is a legal step`);
          if (dx && dy) assert.ok(open(at.x + dx, at.y) && open(at.x, at.y + dy), `move ${move} cuts no corner`);
          cost += (dx && dy ? Math.SQRT2 : 1) * TERRAIN[truth[next.y * width + next.x]];
        });
        assert.equal(replan, walk.replans.length);
        assert.ok(close(walk.cost, cost));
        if (walk.reached) assert.deepEqual(walk.moves.at(-1), goal);
        else assert.match(walk.reason, /the goal is cut off|a wall appeared under the agent/);
      }
    }
    assert.ok(replansChecked > 100);
  });

  test('the trace holds the walk: agent moves, replans, and D* Lite\'s rhs changes', () => {
    const cells = new Uint8Array(7 * 5);
    for (const y of [1, 2, 3]) cells[y * 7 + 3] = CELL.wall;
    const walk = engine.navigate({ width: 7, height: 5, cells, start: { x: 1, y: 2 }, goal: { x: 5, y: 2 }, trace: true });
    assert.equal(walk.traceComplete, true);
    const kinds = new Set();
    for (let i = 0; i < walk.trace.length; i++) kinds.add(walk.trace.kind(i));
    for (const kind of ['agentMoved', 'replan', 'sensed', 'rhsChanged', 'expanded', 'path']) assert.ok(kinds.has(EVENT[kind]), kind);
    let moved = 0;
    for (let i = 0; i < walk.trace.length; i++) if (walk.trace.kind(i) === EVENT.agentMoved) moved++;
    assert.equal(moved, walk.moves.length - 1);
  });

  test('bad requests are refused with the reason', () => {
    const base = { width: 3, height: 2, cells: [0, 0, 1, 0, 0, 0], start: { x: 0, y: 0 }, goal: { x: 2, y: 1 } };
    const refusals = [
      [{ algorithm: 'astar' }, /unknown algorithm 'astar' for navigate \(expected one of dstar-lite, repeated-astar\)/],
      [{ sensorRadius: 0 }, /sensorRadius must be a whole number from 1 to 20, or everything \(Infinity\), got 0/],
      [{ sensorRadius: 21 }, /got 21/],
      [{ sensorRadius: '2' }, /sensorRadius must be a whole number .* got the string '2'/],
      [{ fromScratch: 1 }, /fromScratch must be true or false, got 1/],
      [{ fromScratchBudget: -1 }, /fromScratchBudget must be a whole number from 0 to Infinity, got -1/],
      [{ traceLimit: 0 }, /traceLimit must be a whole number from 1 to 33554432, got 0/],
      [{ changes: [{ beforeMove: 1, cells: [{ x: 5, y: 0, code: 1 }] }] }, /change before move 1: \(5, 0\) is outside the 3x2 grid/],
      [{ changes: [{ beforeMove: 0, cells: [{ x: 1, y: 1, code: 9 }] }] }, /change before move 0: unknown cell code 9 at \(1, 1\)/],
      [{ changes: [{ beforeMove: -1, cells: [] }] }, /changes\[0\]\.beforeMove must be a whole number/],
      [{ changes: {} }, /changes must be an array/],
      [{ goal: { x: 2, y: 0 } }, /goal \(2, 0\) is on a wall/],
      [{ start: { x: 0, y: 7 } }, /start \(0, 7\) is outside the 3x2 grid/],
      [{ heuristic: 'octile' }, /unknown navigate option 'heuristic'/],
      [{ movement: 6 }, /movement must be 4 or 8/],
      [{ diagonal: 'sometimes' }, /unknown diagonal rule 'sometimes'/],
    ];
    for (const [change, message] of refusals) assert.throws(() => engine.navigate({ ...base, ...change }), message);
    assert.equal(engine.navigate({ ...base, sensorRadius: Infinity }).reached, true);
    assert.throws(() => engine.search({ ...base, algorithm: 'dstar-lite' }), /dstar-lite walks an agent .* run it with navigate/);
  });
});

describe('the same walks natively and in wasm', () => {
  let engine, tmpDir;
  before(async () => {
    engine = await freshEngine();
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontier-navigate-'));
  });
  after(() => {
    engine.dispose();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  test('den312d: cost, moves, replans, expansions and trace hash agree', () => {
    const mapPath = fileURLToPath(new URL('dao/den312d.map', MOVINGAI_DIR));
    const grid = readMap('dao/den312d.map');
    const { header, queries } = readScen('dao/den312d.map.scen');
    const sample = queries.filter((_, i) => i % 40 === 39).slice(0, 6);
    const scenPath = path.join(tmpDir, 'den312d.sample.scen');
    fs.writeFileSync(scenPath, [header, ...sample.map((q) => q.line)].join('\n') + '\n');
    for (const algorithm of WALKERS) {
      const run = spawnSync(NATIVE_CLI, ['navigate', mapPath, scenPath, '--algo', algorithm, '--trace-hash', 'yes'], { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      const native = run.stdout.trim().split('\n').map((line) => JSON.parse(line)).slice(0, -1);
      assert.equal(native.length, sample.length);
      sample.forEach((query, i) => {
        const walk = engine.navigate({ ...grid, start: query.start, goal: query.goal, algorithm, trace: true });
        const where = `${algorithm} query ${i}`;
        assert.equal(walk.reached, native[i].reached, where);
        assert.equal(walk.cost.toFixed(5), native[i].cost.toFixed(5), where);
        assert.equal(walk.moves.length - 1, native[i].moves, where);
        assert.equal(walk.replans.length, native[i].replans, where);
        assert.equal(walk.expanded, native[i].expanded, where);
        assert.equal(walk.updated, native[i].updated, where);
        let hash = 0x811c9dc5;
        for (const word of walk.trace.words) hash = Math.imul(hash ^ word, 16777619) >>> 0;
        assert.equal(hash.toString(16).padStart(8, '0'), native[i].traceHash, where);
      });
    }
  });

  test('a trace limit cuts the recording, not the walk; a budget stops the comparison with A* from scratch', () => {
    const width = 30, height = 20;
    const random = mulberry32(12);
    const cells = randomGrid(random, width, height);
    cells[0] = CELL.floor;
    cells[cells.length - 1] = CELL.floor;
    const request = { width, height, cells, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 }, trace: true, fromScratch: true };
    const whole = engine.navigate(request);
    assert.equal(whole.traceComplete, true);
    assert.ok(whole.replans.length > 2, `${whole.replans.length} plans`);
    assert.ok(whole.replans.every((plan) => plan.fromScratch && close(plan.fromScratch.cost, plan.planCost)));
    const cut = engine.navigate({ ...request, traceLimit: 100, fromScratchBudget: whole.replans[0].fromScratch.expanded });
    assert.equal(cut.traceComplete, false);
    assert.ok(cut.trace.length <= 100);
    assert.deepEqual(cut.moves, whole.moves);
    assert.deepEqual(cut.replans.map((plan) => plan.fromScratch), [whole.replans[0].fromScratch, ...whole.replans.slice(1).map(() => null)]);
  });
});
