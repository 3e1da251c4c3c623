// engine.prepare and routes with 'alt' and 'ch' in wasm (issue 33): what prepare reports, routes equal to the
// tests' own Dijkstra on a generated town and on Monaco by length and by time, the landmark bound explained by
// engine.altBound, a traced CH query's lanes, progress and cancel, and every refusal in words that name the
// value given, the network staying loaded.
import assert from 'node:assert/strict';
import test from 'node:test';

import { EVENT, LANE } from '../../web/core/engine.js';
import { roadDistances as oracle } from './road-oracle.mjs';
import { freshEngine, mulberry32 } from './support.mjs';

const METRICS = ['length', 'time'];

test('prepare reports what it built; alt and ch routes equal a plain Dijkstra on a town and on Monaco, both metrics', async () => {
  const engine = await freshEngine();
  for (const source of [{ generator: 'random', nodes: 3000, seed: 4 }, { preset: 'monaco' }]) {
    const { nodes } = await engine.loadNetwork(source);
    const data = engine.networkData();
    const random = mulberry32(nodes);
    for (const metric of METRICS) {
      const alt = engine.prepare({ technique: 'alt', metric });
      assert.equal(alt.technique, 'alt');
      assert.equal(alt.metric, metric);
      assert.equal(alt.landmarks, 16);
      assert.equal(alt.landmarkNodes.length, 16);
      assert.equal(alt.bytesPerNode, 16 * 2 * 4 + 16 * 4 / nodes);
      const ch = engine.prepare({ technique: 'ch', metric });
      assert.equal(ch.technique, 'ch');
      assert.ok(ch.shortcuts > 0 && ch.witnessesAvoided > 0 && ch.upwardArcs > 0, JSON.stringify(ch));
      assert.ok(ch.bytes > 0 && ch.bytesPerNode === ch.bytes / nodes && ch.micros > 0);
      for (let pair = 0; pair < 30; pair++) {
        const from = Math.floor(random() * nodes);
        const to = Math.floor(random() * nodes);
        const expected = oracle(data, from, metric)[to];
        for (const algorithm of ['alt', 'ch']) {
          const where = `${JSON.stringify(source)} ${algorithm} ${from} -> ${to} by ${metric}`;
          const route = engine.route({ from, to, algorithm, metric });
          assert.equal(route.found, Number.isFinite(expected), where);
          if (!route.found) continue;
          assert.ok(Math.abs(route.cost - expected) <= 1e-9 * expected, `${where}: ${route.cost} vs ${expected}`);
          assert.equal(route.path[0], from, where);
          assert.equal(route.path.at(-1), to, where);
        }
      }
    }
  }
  engine.dispose();
});

test('altBound names the landmark and the two distances of the bound each settled junction had', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 2000, seed: 9 });
  const { landmarkNodes } = engine.prepare({ technique: 'alt', landmarks: 8, selection: 'farthest', metric: 'time' });
  assert.throws(() => engine.altBound(5), /altBound explains the last route with algorithm 'alt': run one first/);
  const route = engine.route({ from: 10, to: 1500, algorithm: 'alt', metric: 'time', trace: true });
  assert.ok(route.found);
  let named = 0;
  for (let i = 0; i < route.trace.length; i++) {
    if (route.trace.kind(i) !== EVENT.expanded) continue;
    const bound = engine.altBound(route.trace.cell(i));
    assert.ok(Math.abs(bound.bound - route.trace.h(i)) <= 1e-5 * Math.max(1, bound.bound), `node ${route.trace.cell(i)}`);
    if (bound.landmark < 0) continue;
    assert.equal(bound.landmarkNode, landmarkNodes[bound.landmark]);
    assert.ok(['from', 'to'].includes(bound.direction));
    assert.ok(bound.bound <= bound.first - bound.second);
    named++;
  }
  assert.ok(named > 0);
  assert.throws(() => engine.altBound(2000), /node 2000 is out of range: the network's node ids are 0 to 1999/);
  assert.throws(() => engine.altBound(-1), /node must be a node id \(a whole number from 0\), got -1/);
  engine.dispose();
});

test('a traced ch route has both lanes, a meet and its path; progress is reported and a cancel keeps the last preparation', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 3000, seed: 4 });
  const calls = [];
  engine.prepare({ technique: 'ch', onProgress: (done, total) => calls.push([done, total]), progressEvery: 500 });
  assert.ok(calls.length >= 6, `${calls.length} progress calls`);
  assert.deepEqual(calls.at(-1), [calls.at(-1)[1], calls.at(-1)[1]]);
  assert.ok(calls.every(([done], i) => i === 0 || done >= calls[i - 1][0]));
  const before = engine.route({ from: 1, to: 2999, algorithm: 'ch', trace: true });
  const lanes = new Set();
  let meets = 0;
  const path = [];
  for (let i = 0; i < before.trace.length; i++) {
    if (before.trace.kind(i) === EVENT.expanded) lanes.add(before.trace.lane(i));
    if (before.trace.kind(i) === EVENT.meet) meets++;
    if (before.trace.kind(i) === EVENT.path) path.push(before.trace.cell(i));
  }
  assert.deepEqual([...lanes].sort(), [LANE.forward, LANE.backward].sort());
  assert.ok(meets > 0);
  assert.deepEqual(path, before.path);

  let polls = 0;
  assert.throws(() => engine.prepare({ technique: 'ch', metric: 'time', onProgress: () => ++polls < 2, progressEvery: 100 }),
    /prepare was cancelled: the previous preparation is kept/);
  assert.equal(engine.route({ from: 1, to: 2999, algorithm: 'ch' }).cost, before.cost);
  engine.dispose();
});

test('prepare and routes with alt or ch refuse bad input in words, and the network stays loaded', async () => {
  const engine = await freshEngine();
  assert.throws(() => engine.prepare({ technique: 'ch' }), /no road network loaded: call loadNetwork first/);
  await engine.loadNetwork({ generator: 'random', nodes: 500, seed: 1 });
  assert.throws(() => engine.route({ from: 0, to: 9, algorithm: 'ch' }),
    /algorithm 'ch' needs a preparation first: call prepare\(\{technique: 'ch', metric: 'length'\}\)/);
  assert.throws(() => engine.route({ from: 0, to: 9, algorithm: 'alt', metric: 'time' }),
    /algorithm 'alt' needs a preparation first: call prepare\(\{technique: 'alt', metric: 'time'\}\)/);
  const refusals = [
    [{ technique: 'alt', landmarks: 0 }, /landmarks must be a whole number from 1 to 64, got 0/],
    [{ technique: 'alt', landmarks: 1e9 }, /landmarks must be a whole number from 1 to 64, got 1000000000/],
    [{ technique: 'alt', landmarks: 2.5 }, /landmarks must be a whole number from 1 to 64, got 2.5/],
    [{ technique: 'alt', selection: 'random' }, /selection must be 'avoid', 'farthest' or 'planar', got the string 'random'/],
    [{ technique: 'ch', landmarks: 4 }, /landmarks applies to technique 'alt' only/],
    [{ technique: 'hub-labels' }, /technique must be 'alt' or 'ch', got the string 'hub-labels'/],
    [{}, /technique must be 'alt' or 'ch', got undefined/],
    [{ technique: 'ch', metric: 'fuel' }, /metric must be 'length' or 'time', got 'fuel'/],
    [{ technique: 'ch', colour: 'red' }, /unknown prepare option 'colour'/],
    [{ technique: 'ch', onProgress: 5 }, /onProgress must be a function, got 5/],
    [null, /prepare takes an object such as \{technique: 'ch'\}/],
  ];
  for (const [request, message] of refusals) assert.throws(() => engine.prepare(request), message, JSON.stringify(request));
  // A metric change: the preparation says which metric it was made for.
  engine.prepare({ technique: 'ch' });
  assert.ok(engine.route({ from: 0, to: 9, algorithm: 'ch' }).found);
  assert.throws(() => engine.route({ from: 0, to: 9, algorithm: 'ch', metric: 'time' }),
    /algorithm 'ch' was prepared for metric 'length', the route asks for 'time'/);
  // A new network drops it.
  await engine.loadNetwork({ generator: 'random', nodes: 500, seed: 2 });
  assert.throws(() => engine.route({ from: 0, to: 9, algorithm: 'ch' }), /the network changed since it was prepared/);
  assert.ok(engine.route({ from: 0, to: 9, algorithm: 'dijkstra' }).found, 'the network is still loaded');
  engine.dispose();
});
