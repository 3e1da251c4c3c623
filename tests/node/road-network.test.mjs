// engine.loadNetwork and engine.networkData in wasm: the generator gives the same network (same hash) as the
// native CLI, presets load the shipped cities, the three formats read, and a refused request leaves the
// previous network in place.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

import { ROAD_CLASS } from '../../web/core/engine.js';
import { freshEngine } from './support.mjs';

const CLI = fileURLToPath(new URL('../../build/native/frontier', import.meta.url));
const DATA = new URL('../../data/roads/', import.meta.url);

// The native CLI's figures line for `args` (it prints the figures of what it generated or read).
function cli(...args) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run scripts/build`);
  return JSON.parse(execFileSync(CLI, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').pop());
}

const TRIANGLE = 'frontier-roads 1\nnodes 3\n0.0 0.0\n100.0 0.0\n0.0 100.0\nroads 3\n0 1 100.0 30\n1 2 141.5 50 1\n2 0 100.0 30\n';

test('the random generator gives the native CLI\'s network, bit for bit (same hash)', async () => {
  const engine = await freshEngine();
  const out = fileURLToPath(new URL('../../build/road-network-test.roads', import.meta.url));
  // 120,000: past 100,000 a town has the lattice of arterials (cpp/generate/roads/arterials.h), the same in wasm.
  for (const [nodes, seed] of [[100, 1], [2000, 5], [10000, 3], [120000, 2]]) {
    const loaded = await engine.loadNetwork({ generator: 'random', nodes, seed });
    const native = cli('network', 'generate', '--nodes', String(nodes), '--seed', String(seed), '--out', out);
    assert.equal(loaded.hash, native.hash, `${nodes} nodes, seed ${seed}`);
    assert.equal(loaded.nodes, nodes);
    assert.equal(loaded.edges, native.arcs);
    assert.equal(loaded.roads, native.roads);
    assert.equal(loaded.dropped, undefined);
  }
  fs.rmSync(out, { force: true });
});

test('networkData: coordinates per node, arcs with from, to, length and time; copies the caller owns', async () => {
  const engine = await freshEngine();
  assert.throws(() => engine.networkData(), /no road network loaded/);
  const { nodes, edges } = await engine.loadNetwork({ generator: 'random', nodes: 1000, seed: 9 });
  const data = engine.networkData();
  assert.equal(data.x.length, nodes);
  assert.equal(data.y.length, nodes);
  for (const key of ['from', 'to', 'length', 'time', 'roadClass']) assert.equal(data[key].length, edges, key);
  const classes = [...new Set(data.roadClass)].sort();
  assert.deepEqual(classes, [ROAD_CLASS.street, ROAD_CLASS.arterial, ROAD_CLASS.highway], 'streets, arterials, ring road');
  assert.ok(data.from instanceof Uint32Array && data.x instanceof Float64Array);
  let faster = 0;
  for (let arc = 0; arc < edges; arc++) {
    const a = data.from[arc], b = data.to[arc];
    assert.ok(arc === 0 || data.from[arc - 1] <= a, 'arcs grouped by source');
    const straight = Math.hypot(data.x[a] - data.x[b], data.y[a] - data.y[b]);
    assert.ok(data.length[arc] >= straight, `arc ${arc} shorter than the straight line`);
    const kmh = (data.length[arc] / data.time[arc]) * 3.6;
    if (kmh > 30.5) faster++;
  }
  assert.ok(faster > 0, 'some arterials or ring road');
  const before = data.x.slice();
  await engine.loadNetwork({ generator: 'random', nodes: 500, seed: 1 });
  assert.deepEqual(data.x, before, 'an earlier copy is not changed by a later load');
});

test('presets: the shipped cities load with their figures and the hash the native CLI reads', async () => {
  const engine = await freshEngine();
  const monaco = await engine.loadNetwork({ preset: 'monaco' });
  assert.deepEqual({ nodes: monaco.nodes, edges: monaco.edges }, { nodes: 519, edges: 994 });
  assert.equal(monaco.hash, cli('network', 'info', fileURLToPath(new URL('monaco.roads', DATA))).hash);
  // How long the load takes is a benchmark's to measure, not a test's (a time limit here fails under load).
  const campo = await engine.loadNetwork({ preset: 'campo-grande' });
  assert.equal(campo.nodes, 8499);
  assert.equal(campo.edges, 24926);
  await assert.rejects(engine.loadNetwork({ preset: 'atlantis' }), /unknown preset the string 'atlantis' \(expected campo-grande or monaco\)/);
});

test('formats: compact text (and its export), DIMACS and OpenStreetMap XML', async () => {
  const engine = await freshEngine();
  const triangle = await engine.loadNetwork({ text: TRIANGLE, format: 'frontier' });
  assert.deepEqual({ nodes: triangle.nodes, edges: triangle.edges, roads: triangle.roads, oneWayRoads: triangle.oneWayRoads },
    { nodes: 3, edges: 5, roads: 3, oneWayRoads: 1 });
  assert.equal(engine.exportNetwork(), TRIANGLE);
  const dimacs = await engine.loadNetwork({
    format: 'dimacs', gr: 'p sp 2 2\na 1 2 100\na 2 1 100\n', co: 'p aux sp co 2\nv 1 0 0\nv 2 1000 0\n',
  });
  assert.deepEqual([dimacs.nodes, dimacs.edges], [2, 2]);
  const osm = `<osm version="0.6">
<node id="1" lat="0" lon="0"/><node id="2" lat="0" lon="0.001"/><node id="3" lat="0" lon="0.002"/><node id="4" lat="0.001" lon="0.002"/>
<way id="1"><nd ref="1"/><nd ref="2"/><nd ref="3"/><tag k="highway" v="residential"/></way>
<way id="2"><nd ref="3"/><nd ref="4"/><tag k="highway" v="residential"/><tag k="oneway" v="yes"/></way>
</osm>`;
  const imported = await engine.loadNetwork({ text: osm, format: 'osm' });
  assert.deepEqual({ nodes: imported.nodes, edges: imported.edges, dropped: imported.dropped },
    { nodes: 2, edges: 2, dropped: { nodes: 1, roads: 1 } });
  const { length } = engine.networkData();
  assert.ok(Math.abs(length[0] - 222.4) < 1, `two 0.001 degree steps at the equator: ${length[0]} m`);
});

test('bad requests get a clear Error and the previous network stays', async () => {
  const engine = await freshEngine();
  const first = await engine.loadNetwork({ text: TRIANGLE });
  const refusals = [
    [{ generator: 'random', nodes: 99 }, /nodes must be a whole number from 100 to 1000000, got 99/],
    [{ generator: 'random', nodes: 1000001 }, /nodes must be a whole number from 100 to 1000000, got 1000001/],
    [{ generator: 'random', nodes: 1000, seed: -1 }, /seed must be a whole number/],
    [{ generator: 'grid', nodes: 1000 }, /unknown generator the string 'grid'/],
    [{ nodes: 1000 }, /needs text as a string/],
    [{ text: TRIANGLE, format: 'shapefile' }, /unknown network format the string 'shapefile'/],
    [{ text: 'frontier-roads 1\nnodes 1\n0 0\nroads 1\n0 0 5 -30\n' }, /^Error: line 5: road 0: speed '-30'/],
    [{ text: '<osm version="0.6">\n<node id="1" lat="x" lon="0"/>', format: 'osm' }, /^Error: line 2: node 1 needs lat/],
    [{ format: 'dimacs', gr: 'p sp 1 0\n' }, /needs co as a string/],
    [{ format: 'dimacs', gr: 'p sp 1 1\na 1 2 3\n', co: '' }, /^Error: \.gr line 2: arc ends/],
    [{ text: TRIANGLE, colour: 'red' }, /unknown loadNetwork option 'colour'/],
    [{ preset: 'monaco', text: TRIANGLE }, /loadNetwork takes one source of a network, got preset and text/],
    [null, /loadNetwork takes an object/],
  ];
  for (const [request, message] of refusals) {
    await assert.rejects(engine.loadNetwork(request), (error) => error instanceof Error && message.test(String(error)), JSON.stringify(request));
  }
  assert.equal(engine.networkData().x.length, first.nodes);
  assert.equal(engine.exportNetwork(), TRIANGLE);
});

test('loading networks again and again does not grow the wasm heap', async () => {
  const engine = await freshEngine();
  const load = async () => {
    await engine.loadNetwork({ generator: 'random', nodes: 3000, seed: 2 });
    engine.networkData();
    await engine.loadNetwork({ preset: 'monaco' });
    await engine.loadNetwork({ text: 'frontier-roads 1\nnodes 1\n0 0\nroads 1\n0 0 5 -30\n' }).catch(() => {});
  };
  await load();
  const before = engine.heapBytes();
  for (let round = 0; round < 20; round++) await load();
  assert.ok(engine.heapBytes() <= before, `heap grew from ${before} to ${engine.heapBytes()} bytes`);
});

// Issue 29, items 19 to 22 and 26, as the page and a Node user meet them (the files are the fuzzer corpus's).
const CORPUS = new URL('../fuzz/road-corpus/', import.meta.url);
const corpus = (name) => fs.readFileSync(new URL(name, CORPUS), 'utf8');

test('road files the readers let through or worded misleadingly are refused with their line', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ text: TRIANGLE });
  const refusals = [
    // An empty network loaded, and the page said "0 junctions ... Press Run" with the goal NaN.
    [{ text: corpus('empty.roads') }, 'line 3: no roads: a network needs at least one road (\'roads 0\' given)'],
    [{ format: 'dimacs', gr: 'p sp 0 0\n', co: 'p aux sp co 0\n' }, '.gr line 1: no arcs: a network needs at least one (the problem line declares 0)'],
    [{ text: corpus('lone-node.osm'), format: 'osm' }, 'line 1: no drivable roads (highway=motorway ... living_street, service) in the extract'],
    // A speed of 1e-300 passed and failed later as "edge 0 (0 -> 1): time is infinite".
    [{ text: corpus('slow-road.roads') }, 'line 6: road 0: speed \'1e-300\' must be a number of km/h from 0.01 to 1000'],
    // 9999999999999999999 became 9223372036854775807 and bound the way to that node.
    [{ text: corpus('huge-id.osm'), format: 'osm' },
      'line 3: node id \'9999999999999999999\' is out of range: OSM ids are 64-bit (-9223372036854775808 to 9223372036854775807)'],
    // Ways before their nodes said "line 1: no drivable roads".
    [{ text: corpus('ways-before-nodes.osm'), format: 'osm' },
      'line 3: node 1 comes after the way on line 2: OSM XML lists every node before the ways (as openstreetmap.org and osmium write it)'],
    // CR-only line endings put every error on line 1.
    [{ text: corpus('cr-only.roads') }, 'line 6: road 0: length \'-5\' must be a number of metres from 0 to 1e9'],
    // Just over the limit was "64 MB, over the 64 MB limit"; the size is said in bytes, as given.
    [{ text: 'x'.repeat(64 * 2 ** 20 + 1) }, 'line 1: the text is 67108865 bytes, over the 64 MiB limit (67108864 bytes)'],
    [{ text: 'é'.repeat(32 * 2 ** 20 + 1) }, 'line 1: the text is 67108866 bytes, over the 64 MiB limit (67108864 bytes)'],
  ];
  for (const [request, message] of refusals) {
    await assert.rejects(engine.loadNetwork(request), (error) => error instanceof Error && error.message === message,
      `${JSON.stringify(request).slice(0, 80)}: ${message}`);
  }
  assert.equal(engine.exportNetwork(), TRIANGLE, 'the previous network stays');
});

test('a compact file with a UTF-8 byte-order mark reads in Node as in the CLI (and the page, whose file reading drops it)', async () => {
  const engine = await freshEngine();
  const text = corpus('bom.roads');
  assert.equal(text.charCodeAt(0), 0xfeff, 'Node keeps the mark');
  const loaded = await engine.loadNetwork({ text });
  const plain = await freshEngine().then((fresh) => fresh.loadNetwork({ text: text.slice(1) }));
  assert.equal(loaded.hash, plain.hash);
  assert.equal(loaded.hash, cli('network', 'info', fileURLToPath(new URL('bom.roads', CORPUS))).hash);
});

// Junction names (issue 31): the OSM import calls a junction by the ways that meet there; read here from the
// extract itself (every name part is the `name`, or else the `ref`, of a drivable way of monaco.osm.gz), kept
// by the compact file and its export, and absent where a network has none.
test('junction names: Monaco\'s come from its ways\' names, survive an export and a reload; a random town has none', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ preset: 'monaco' });
  const { names, x } = engine.networkData();
  assert.ok(Array.isArray(names) && names.length === x.length, 'one name per junction');
  const xml = zlib.gunzipSync(fs.readFileSync(new URL('monaco.osm.gz', DATA))).toString('utf8');
  const called = new Set();
  for (const [, way] of xml.matchAll(/<way\b[^>]*>([\s\S]*?)<\/way>/g)) {
    const tag = (key) => way.match(new RegExp(`<tag k="${key}" v="([^"]*)"`))?.[1];
    if (!tag('highway')) continue;
    const name = tag('name') ?? tag('ref');
    if (name) called.add(name.replace(/&amp;/g, '&').replace(/&apos;|&#39;/g, '\'').replace(/&quot;/g, '"').trim());
  }
  const named = names.filter(Boolean);
  assert.ok(named.length > names.length / 2, `${named.length} of ${names.length} junctions named`);
  for (const name of named) for (const part of name.split(' / ')) assert.ok(called.has(part), `'${part}' (of '${name}') is a way's name`);
  assert.ok(named.some((name) => name.includes(' / ')), 'some junction joins two named roads');
  const exported = engine.exportNetwork();
  assert.match(exported, new RegExp(`\\nnames ${named.length}\\n`));
  await engine.loadNetwork({ text: exported, format: 'frontier' });
  assert.deepEqual(engine.networkData().names, names);
  await engine.loadNetwork({ generator: 'random', nodes: 300, seed: 2 });
  assert.equal(engine.networkData().names, null);
  await engine.loadNetwork({ text: TRIANGLE, format: 'frontier' });
  assert.equal(engine.networkData().names, null, 'a file without names reads as before');
});
