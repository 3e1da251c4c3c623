// engine.drive in wasm: a vehicle on the 4,000-node random town learns of blocked roads at their start and
// repairs its plan with D* Lite; its answer equals the native CLI's (`frontier network drive`) field for
// field, every replan's Dijkstra and A* from scratch cost what D* Lite's plan costs, the trace holds the
// walk's layout (sensed, replan, the planner's events, the plan, agent-moved), and bad requests name their
// field and change nothing. (The native Catch2 tests hold every plan to an independent Dijkstra.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

import { EVENT, LANE } from '../../web/core/engine.js';
import { freshEngine } from './support.mjs';

const CLI = fileURLToPath(new URL('../../build/native/frontier', import.meta.url));

function cliDrive(nodes, seed, from, to, blocked, metric) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run scripts/build`);
  const args = ['network', 'drive', '--nodes', String(nodes), '--seed', String(seed), '--from', String(from),
    '--to', String(to), '--metric', metric];
  if (blocked.length) args.push('--block', blocked.map((road) => `${road.from}-${road.to}`).join(','));
  try {
    return JSON.parse(execFileSync(CLI, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (error) {
    if (error.status === 1) return JSON.parse(error.stdout);
    throw error;
  }
}

const nullIfInfinite = (value) => (Number.isFinite(value) ? value : null);

test('drive: the vehicle repairs its route around blocked roads, as the CLI does, both metrics', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  for (const metric of ['length', 'time']) {
    const from = 0;
    const to = 3999;
    const first = engine.route({ from, to, metric });
    // Three roads on the first route, the first near its middle.
    const blocked = [0.5, 0.7, 0.9].map((share) => {
      const k = Math.floor(share * (first.path.length - 1));
      return { from: first.path[k], to: first.path[k + 1] };
    });
    const result = engine.drive({ from, to, metric, blocked });
    assert.equal(result.reached, true);
    assert.equal(result.moves[0], from);
    assert.equal(result.moves.at(-1), to);
    assert.ok(result.replans.length >= 2, 'the vehicle met a block');
    for (const replan of result.replans) {
      assert.equal(replan.dijkstraCost, replan.planCost);
      assert.equal(replan.astarCost, replan.planCost);
    }
    const repair = result.replans[1];
    assert.ok(repair.expanded * 4 < repair.dijkstraExpanded, `repair ${repair.expanded} vs Dijkstra ${repair.dijkstraExpanded}`);
    assert.deepEqual(repair.learnt, [blocked[0]]);
    const answer = cliDrive(4000, 1, from, to, blocked, metric);
    assert.equal(answer.reached, result.reached);
    assert.equal(answer.cost, result.cost);
    assert.deepEqual(answer.moves, result.moves);
    assert.deepEqual(answer.replans, result.replans.map(({ learnt, ...rest }) => ({
      ...rest, planCost: nullIfInfinite(rest.planCost), dijkstraCost: nullIfInfinite(rest.dijkstraCost),
      astarCost: nullIfInfinite(rest.astarCost),
    })));
  }
  engine.dispose();
});

test('drive: the trace follows the walk\'s layout', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const first = engine.route({ from: 0, to: 3999 });
  const k = Math.floor(first.path.length / 2);
  const blocked = [{ from: first.path[k], to: first.path[k + 1] }];
  const result = engine.drive({ from: 0, to: 3999, blocked, trace: true });
  assert.equal(result.traceComplete, true);
  const { trace } = result;
  const kinds = [];
  const moved = [];
  for (let i = 0; i < trace.length; i++) {
    const kind = trace.kind(i);
    if (trace.lane(i) === LANE.agent) kinds.push(kind);
    if (kind === EVENT.agentMoved) moved.push(trace.cell(i));
  }
  assert.deepEqual(moved, result.moves.slice(1));
  assert.equal(kinds.filter((kind) => kind === EVENT.replan).length, result.replans.length);
  const sensedAt = kinds.indexOf(EVENT.sensed);
  assert.equal(kinds[sensedAt + 1], EVENT.replan, 'a block learnt, then the replan');
  assert.equal(kinds.filter((kind) => kind === EVENT.agentMoved).length, result.moves.length - 1);
  engine.dispose();
});

test('drive: bad requests name the field and change nothing', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const before = engine.drive({ from: 0, to: 3999 });
  assert.throws(() => engine.drive({ from: 0, to: 4000 }), /to 4000 is out of range/);
  assert.throws(() => engine.drive({ from: 0, to: 1, blocked: [{ from: 0, to: 3999 }] }),
    /blocked\[0\] \{from: 0, to: 3999\} is no road/);
  assert.throws(() => engine.drive({ from: 0, to: 1, blocked: [{ from: 0 }] }), /blocked\[0\]\.to must be a node id/);
  assert.throws(() => engine.drive({ from: 0, to: 1, blocked: 'x' }), /blocked must be a list of roads/);
  assert.throws(() => engine.drive({ from: 0, to: 1, metric: 'speed' }), /metric must be 'length' or 'time'/);
  assert.throws(() => engine.drive({ from: 0, to: 1, algorithm: 'astar' }), /unknown drive option 'algorithm'/);
  assert.deepEqual(engine.drive({ from: 0, to: 3999 }), before);
  engine.dispose();
});
