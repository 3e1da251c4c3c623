// The progress hooks of engine.prepare and a random town's generation (issue 43): a hook that throws leaks no
// wasm memory, and a contraction hierarchy of a dense network (each node's witness searches take long) hears
// progress inside each node's contraction, so it can be cancelled there, with the hierarchy unchanged.
import assert from 'node:assert/strict';
import test from 'node:test';

import { freshEngine } from './support.mjs';

// A complete network of `n` junctions on a circle, every pair joined both ways: each node's contraction runs
// a witness search from every neighbour.
function completeNetwork(n) {
  const lines = ['frontier-roads 1', `nodes ${n}`];
  for (let i = 0; i < n; i++) lines.push(`${(1000 * Math.cos(2 * Math.PI * i / n)).toFixed(1)} ${(1000 * Math.sin(2 * Math.PI * i / n)).toFixed(1)}`);
  const roads = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) roads.push(`${i} ${j} ${(1000 + ((i * 7919 + j * 104729) % 1000)).toFixed(1)} 50`);
  }
  lines.push(`roads ${roads.length}`, ...roads);
  return `${lines.join('\n')}\n`;
}

test('a progress hook that throws is thrown again, and what the preparation or the town held is freed', async () => {
  const engine = await freshEngine();
  const town = await engine.loadNetwork({ generator: 'random', nodes: 5000, seed: 3 });
  const failure = new Error('the hook failed');
  const throwing = (after) => {
    let calls = 0;
    return () => {
      if (++calls > after) throw failure;
    };
  };
  const attempts = [
    () => engine.prepare({ technique: 'ch', onProgress: throwing(1), progressEvery: 500 }),
    () => engine.prepare({ technique: 'alt', onProgress: throwing(1), progressEvery: 500 }),
    () => engine.loadNetwork({ generator: 'random', nodes: 5000, seed: 9, onProgress: throwing(3) }),
  ];
  // Once each first: what the engine keeps between calls (its buffers) is then in place.
  for (const attempt of attempts) await assert.rejects(async () => attempt(), (error) => error === failure);
  const before = engine.heapBytes();
  for (let round = 0; round < 4; round++) {
    for (const attempt of attempts) await assert.rejects(async () => attempt(), (error) => error === failure);
  }
  assert.ok(engine.heapBytes() <= before, `the heap grew from ${before} to ${engine.heapBytes()} bytes over 12 throwing calls`);
  // The town stays loaded, unprepared; a hook that does not throw still prepares it.
  assert.equal(engine.networkData().x.length, town.nodes);
  assert.throws(() => engine.route({ from: 0, to: 9, algorithm: 'ch' }), /needs a preparation first/);
  engine.prepare({ technique: 'ch', onProgress: () => true });
  assert.ok(engine.route({ from: 0, to: 9, algorithm: 'ch' }).found);
  engine.dispose();
});

test('a contraction hierarchy of a complete network hears progress inside each node\'s contraction, and cancels there', async () => {
  const engine = await freshEngine();
  const n = 120;
  await engine.loadNetwork({ text: completeNetwork(n) });
  // progressEvery past the work: the only calls per node would be the first tick's and the end's.
  const calls = [];
  const prepared = engine.prepare({ technique: 'ch', onProgress: (done, total) => { calls.push([done, total]); }, progressEvery: 1e9 });
  const inside = calls.filter(([done, total]) => done > 1 && done < total);
  assert.ok(inside.length >= 5, `${inside.length} calls inside the contraction (${calls.length} in all)`);
  assert.ok(calls.every(([done, total], i) => total === 2 * n && (i === 0 || done >= calls[i - 1][0])));
  const record = engine.contractionRecord();
  const trips = [[0, 60], [5, 119], [33, 34]];
  // Each route with its trace's words (the timing aside).
  const routes = () => trips.map(([from, to]) => {
    const route = engine.route({ from, to, algorithm: 'ch', trace: true });
    return { ...route, micros: 0, trace: Array.from(route.trace.words) };
  });
  const before = routes();

  // Cancelled inside a node's contraction: the hook's third call says no.
  let polls = 0;
  assert.throws(() => engine.prepare({ technique: 'ch', metric: 'length', onProgress: () => ++polls < 3, progressEvery: 1e9 }),
    /prepare was cancelled: the previous preparation is kept/);
  assert.equal(polls, 3);
  // The hierarchy is the one made before, and without a hook the same is made again, bit for bit.
  assert.deepEqual(engine.contractionRecord(), record);
  const again = engine.prepare({ technique: 'ch' });
  assert.deepEqual({ ...again, micros: 0 }, { ...prepared, micros: 0 });
  assert.deepEqual(engine.contractionRecord(), record);
  assert.deepEqual(routes(), before);
  engine.dispose();
});
