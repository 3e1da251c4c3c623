// A network handed from one engine to another (issue 33: the page's worker generates a big town, its main
// thread loads it): engine.networkSnapshot() and loadNetwork({snapshot}) give the same network (hash, arcs,
// classes, names, what an import dropped), a damaged snapshot is refused with its reason and the previous
// network stays; and a random town's generation reports progress and is cancelled by its hook.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';

import { RANDOM_NODES } from '../../web/core/engine.js';
import { freshEngine } from './support.mjs';

const OSM = fs.readFileSync(new URL('../fuzz/road-corpus/crossing.osm', import.meta.url), 'utf8');

function assertSameData(actual, expected) {
  for (const key of ['x', 'y', 'from', 'to', 'length', 'time', 'roadClass']) assert.deepEqual(actual[key], expected[key], key);
  assert.deepEqual(actual.names, expected.names);
}

test('a random town, Monaco and an OSM import load from their snapshots as the same networks', async () => {
  const from = await freshEngine();
  const to = await freshEngine();
  for (const request of [{ generator: 'random', nodes: 4000, seed: 7 }, { preset: 'monaco' }, { text: OSM, format: 'osm' }]) {
    const figures = await from.loadNetwork(request);
    const snapshot = from.networkSnapshot();
    assert.ok(snapshot instanceof Uint8Array);
    const loaded = await to.loadNetwork({ snapshot });
    assert.deepEqual(loaded, figures, JSON.stringify(request).slice(0, 60));
    assertSameData(to.networkData(), from.networkData());
    assert.equal(to.exportNetwork(), from.exportNetwork());
    // Routes read the same arcs.
    const route = { from: 0, to: figures.nodes - 1, algorithm: 'astar', metric: 'time' };
    const { micros: _a, ...there } = to.route(route);
    const { micros: _b, ...here } = from.route(route);
    assert.deepEqual(there, here);
  }
  // Monaco names its junctions, the import reports what it dropped: both came across.
  await to.loadNetwork({ snapshot: (await from.loadNetwork({ preset: 'monaco' }), from.networkSnapshot()) });
  assert.ok(to.networkData().names.some((name) => name.length > 0));
  from.dispose();
  to.dispose();
});

test('a truncated, padded or changed snapshot is refused with its reason, and the previous network stays', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 500, seed: 3 });
  const snapshot = engine.networkSnapshot();
  const before = await engine.loadNetwork({ preset: 'monaco' });
  const data = engine.networkData();
  const flipped = snapshot.slice();
  flipped[100] ^= 1;
  const padded = new Uint8Array(snapshot.length + 1);
  padded.set(snapshot);
  const refusals = [
    [new Uint8Array(0), /^Error: snapshot: 0 bytes, shorter than its 48-byte header/],
    [snapshot.subarray(0, snapshot.length - 1), new RegExp(`^Error: snapshot: truncated: ${snapshot.length - 1} of its ${snapshot.length} bytes`)],
    [padded, /^Error: snapshot: .* 1 more than its/],
    [flipped, /^Error: snapshot: its checksum does not match its bytes/],
    [new TextEncoder().encode('frontier-roads 1\nnodes 3\n0 0\n1 0\n0 1\nroads 1\n0 1 1 30\n'), /^Error: snapshot: not a road network snapshot: it begins with bytes 66 72 6f 6e/],
  ];
  for (const [bytes, reason] of refusals) {
    await assert.rejects(engine.loadNetwork({ snapshot: bytes }), reason);
    assert.equal(engine.networkData().x.length, before.nodes);
  }
  for (const wrong of [snapshot.buffer, Array.from(snapshot.subarray(0, 64)), 'FRNS', null]) {
    await assert.rejects(engine.loadNetwork({ snapshot: wrong }), /^Error: snapshot must be a Uint8Array \(engine.networkSnapshot\(\) makes one\), got/);
  }
  await assert.rejects(engine.loadNetwork({ snapshot, preset: 'monaco' }), /one source of a network, got preset and snapshot/);
  assertSameData(engine.networkData(), data);
  assert.equal((await engine.loadNetwork({ snapshot })).nodes, 500);
  engine.dispose();
});

test('networkSnapshot needs a network', async () => {
  const engine = await freshEngine();
  assert.throws(() => engine.networkSnapshot(), /no road network loaded: call loadNetwork first/);
  engine.dispose();
});

test('a random town reports its progress to (total, total) and is the same town with the hook', async () => {
  const engine = await freshEngine();
  const heard = [];
  const watched = await engine.loadNetwork({ generator: 'random', nodes: 30000, seed: 4, onProgress: (done, total) => { heard.push([done, total]); } });
  const plain = await engine.loadNetwork({ generator: 'random', nodes: 30000, seed: 4 });
  assert.equal(watched.hash, plain.hash);
  assert.ok(heard.length >= 5, `${heard.length} reports`);
  const total = heard[0][1];
  assert.deepEqual(heard[0], [0, total]);
  assert.deepEqual(heard.at(-1), [total, total]);
  for (let i = 1; i < heard.length; i++) assert.ok(heard[i][0] >= heard[i - 1][0] && heard[i][1] === total);
  engine.dispose();
});

test('a hook returning false cancels the generation: it rejects and the previous network stays', async () => {
  const engine = await freshEngine();
  const before = await engine.loadNetwork({ generator: 'random', nodes: 1000, seed: 1 });
  let calls = 0;
  await assert.rejects(
    engine.loadNetwork({ generator: 'random', nodes: 30000, seed: 4, onProgress: () => ++calls < 3 }),
    /^Error: generation was cancelled: the previous network is kept$/,
  );
  assert.equal(calls, 3);
  const other = await freshEngine();
  assert.equal((await other.loadNetwork({ snapshot: engine.networkSnapshot() })).hash, before.hash);
  other.dispose();
  // Only a function, and only for a random town.
  await assert.rejects(engine.loadNetwork({ generator: 'random', nodes: 1000, onProgress: 5 }), /onProgress must be a function, got 5/);
  await assert.rejects(engine.loadNetwork({ preset: 'monaco', onProgress: () => true }), /onProgress applies to \{generator: 'random'\} only/);
  engine.dispose();
});

test('the random towns\' range is exported once, as the generator takes it', async () => {
  assert.deepEqual(RANDOM_NODES, { min: 100, max: 1000000 });
  const engine = await freshEngine();
  await assert.rejects(engine.loadNetwork({ generator: 'random', nodes: RANDOM_NODES.max + 1 }), /nodes must be a whole number from 100 to 1000000, got 1000001/);
  engine.dispose();
});
