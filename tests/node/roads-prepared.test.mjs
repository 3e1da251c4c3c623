// The Roads view's teaching of ALT and contraction hierarchies, its pure parts (issue 33): the contraction's
// replay against the engine's own record, the bound's words against engine.altBound, and the roads link's
// 'prepared' section (a link without it is byte for byte as before; one with it reads back; bad ones refused).
import assert from 'node:assert/strict';
import test from 'node:test';

import { EVENT } from '../../web/core/engine.js';
import { ContractionReplay } from '../../web/roads/contraction-replay.js';
import { boundFormula, boundSentence, contractionWords, preparedSummary, landmarkName } from '../../web/roads/prepared-words.js';
import { formatRoadCost } from '../../web/roads/road-format.js';
import { decodeFragment, encodePuzzle } from '../../web/share/share-codec.js';
import { freshEngine } from './support.mjs';

test('the contraction replay counts what the engine recorded: every node once, shortcuts and witnesses summed', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ preset: 'monaco' });
  const prepared = engine.prepare({ technique: 'ch' });
  const record = engine.contractionRecord();
  assert.equal(record.ranks, record.nodes.length);
  assert.equal(new Set(record.nodes).size, record.ranks, 'each node leaves once');
  const replay = new ContractionReplay(record);
  assert.equal(replay.sample, false);
  replay.seekStep(replay.stepCount);
  assert.deepEqual(replay.totals, { contracted: record.ranks, shortcuts: prepared.shortcuts, witnessesAvoided: prepared.witnessesAvoided });
  // Every shortcut bypasses the node whose leaving added it: both its ends are still in the hierarchy then.
  const rank = new Map(Array.from(record.nodes, (node, r) => [node, r]));
  for (let r = 0; r < record.ranks; r++) {
    for (let s = record.shortcutStart[r]; s < record.shortcutStart[r + 1]; s++) {
      assert.ok(rank.get(record.shortcutFrom[s]) > r && rank.get(record.shortcutTo[s]) > r, `shortcut ${s} of rank ${r}`);
    }
  }
  // A step's words name the node leaving and the running counts; scrubbing back gives the same as forwards.
  const step = record.shortcutStart.findIndex((start, r) => r < record.ranks && record.shortcutStart[r + 1] > start) + 1;
  replay.seekStep(step);
  const words = contractionWords(replay);
  assert.match(words, new RegExp(`^Node ${record.nodes[step - 1]} leaves \\(rank ${step} of `));
  assert.match(words, /shortcut/);
  const first = new ContractionReplay(engine.contractionRecord({ count: 10 }));
  assert.equal(first.stepCount, 10);
  assert.equal(first.sample, true);
  first.seekStep(10);
  assert.match(contractionWords(first), /the first 10 of 519 played: a sample/);
  assert.throws(() => first.seekStep(11), /a contraction step is a whole number from 0 to 10, got 11/);
  assert.throws(() => new ContractionReplay({ ...record, witnesses: record.witnesses.slice(1) }), /one witness count per node/);
  assert.match(preparedSummary(prepared), /^Contraction hierarchy prepared by length in .*: [\d,]+ shortcuts added, [\d,]+ more spared by witness searches, [\d,]+ upward arcs; it holds .* bytes a junction\.$/);
});

test('engine.contractionRecord refuses before a hierarchy and a bad first rank, in words', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 200, seed: 3 });
  assert.throws(() => engine.contractionRecord(), /no contraction hierarchy prepared: call prepare\(\{technique: 'ch'\}\) first/);
  engine.prepare({ technique: 'ch' });
  assert.throws(() => engine.contractionRecord({ first: -1 }), /first must be a rank \(a whole number from 0\), got -1/);
  assert.throws(() => engine.contractionRecord({ first: 201 }), /first must be a rank from 0 to 200/);
  assert.equal(engine.contractionRecord({ first: 200 }).nodes.length, 0);
});

test("the bound's words carry engine.altBound's landmark and numbers, and hold the trace's h", async () => {
  const engine = await freshEngine();
  const { nodes } = await engine.loadNetwork({ generator: 'random', nodes: 2000, seed: 2 });
  const prepared = engine.prepare({ technique: 'alt', landmarks: 8 });
  const route = engine.route({ from: 3, to: nodes - 5, algorithm: 'alt', trace: true });
  let checked = 0;
  for (let i = 0; i < route.trace.length; i++) {
    if (route.trace.kind(i) !== EVENT.expanded) continue;
    const node = route.trace.cell(i);
    const bound = engine.altBound(node);
    assert.equal(Math.fround(bound.bound), Math.fround(route.trace.h(i)), `h at node ${node}`);
    const words = boundFormula(bound, 'length');
    if (bound.landmark < 0) { assert.match(words, /^h = 0/); continue; }
    const L = landmarkName(bound.landmark);
    assert.equal(bound.landmarkNode, prepared.landmarkNodes[bound.landmark]);
    const terms = bound.direction === 'from' ? `d(${L}, G) − d(${L}, v)` : `d(v, ${L}) − d(G, ${L})`;
    assert.equal(words, `h = ${terms} = ${formatRoadCost(bound.first, 'length')} − ${formatRoadCost(bound.second, 'length')} = ${formatRoadCost(bound.bound, 'length')}`);
    assert.match(boundSentence(bound, 'length'), new RegExp(`landmark ${L} at node ${bound.landmarkNode} gave the largest bound`));
    checked++;
  }
  assert.ok(checked > 10, `${checked} bounds checked`);
});

test("a roads link carries its preparations in a section at the codec's end; one without is unchanged", async () => {
  const roads = {
    source: { generator: 'random', nodes: 4000, seed: 1 }, start: 1, goal: 2, algorithm: 'dijkstra', metric: 'length', shown: 'search',
    k: 3, disjoint: 'edge', stretch: 1.2, maxShare: 0.8, blocked: [],
  };
  const link = (scene, extra = {}) => encodePuzzle({ scene: 'roads', options: {}, step: 4, roads: scene, ...extra });
  const plain = await link(roads);
  assert.equal(await link({ ...roads, prepared: [] }), plain, 'nothing prepared: the same bytes');
  assert.equal((await decodeFragment(plain)).puzzle.roads.prepared, undefined);
  const prepared = [{ technique: 'alt', landmarks: 8, selection: 'avoid' }, { technique: 'ch' }];
  for (const algorithm of ['alt', 'ch', 'astar']) {
    const opened = (await decodeFragment(await link({ ...roads, algorithm, prepared }))).puzzle;
    assert.deepEqual(opened.roads, { ...roads, algorithm, prepared });
    assert.equal(opened.step, 4);
  }
  // Sections after the scene still read after the new one.
  const withTopology = (await decodeFragment(await link({ ...roads, algorithm: 'ch', prepared: [{ technique: 'ch' }] }, { topology: 'hex' }))).puzzle;
  assert.deepEqual(withTopology.roads.prepared, [{ technique: 'ch' }]);
  assert.equal(withTopology.topology, 'hex');
  // A link asking for alt or ch without its preparation is refused, naming it.
  assert.match((await decodeFragment(await link({ ...roads, algorithm: 'ch', prepared: [prepared[0]] }))).error, /road search 'ch' without its preparation/);
  assert.match((await decodeFragment(await link({ ...roads, algorithm: 'alt', prepared: [{ technique: 'alt', landmarks: 0, selection: 'avoid' }] }))).error, /0 landmarks/);
  assert.match((await decodeFragment(await link({ ...roads, algorithm: 'ch' }))).error, /road search 'ch' without its preparation/);
});
