// Issue 33's figures in wasm: on a generated town (seed 1), the generation time, ALT's and CH's preparation
// (time, what they hold per node), and over `--pairs` seeded random pairs the median query time of Dijkstra,
// A*, ALT and CH on the same pairs, with CH's and ALT's speed-up over Dijkstra and the settled nodes of each
// on the median pair (the pair of median Dijkstra settled count). Medians, as the machine is shared. A
// benchmark, not a test. Run after scripts/build (natively: build/native/bench-road-prepare):
//   node scripts/bench-road-prepare.mjs [--nodes N] [--pairs P] [--metric length|time] [--landmarks L]
//                                       [--selection avoid|farthest|planar|all] [--skip-ch]
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { loadEngine } from '../web/core/engine.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// selection: the engine's default (road_prepare.h kDefaultSelection), so a bare run measures what a page gets.
const settings = { nodes: 100000, pairs: 1000, metric: 'length', landmarks: 16, selection: 'avoid', 'skip-ch': false };
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i].replace(/^--/, '');
  if (key === 'skip-ch') {
    settings[key] = true;
    continue;
  }
  const raw = process.argv[++i];
  const value = ['metric', 'selection'].includes(key) ? raw : Number(raw);
  if (!(key in settings) || (typeof value === 'number' && !(Number.isInteger(value) && value > 0))) {
    console.error('usage: node scripts/bench-road-prepare.mjs [--nodes N] [--pairs P] [--metric length|time] [--landmarks L] [--selection avoid|farthest|planar|all] [--skip-ch]');
    process.exit(2);
  }
  settings[key] = value;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2);

const engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(ROOT, 'web/wasm/frontier_core.wasm')) });
let started = performance.now();
const network = await engine.loadNetwork({ generator: 'random', nodes: settings.nodes, seed: 1 });
const heapAfterLoad = engine.heapBytes();
console.log(`town ${network.nodes} nodes, ${network.edges} arcs, metric ${settings.metric}: generated and loaded in ${seconds(performance.now() - started)} s, wasm heap in use ${(heapAfterLoad / 2 ** 20).toFixed(0)} MiB (${(heapAfterLoad / network.nodes).toFixed(0)} bytes a node)`);

// The pairs: a fixed LCG over node ids (the town is one strongly connected part: each has a route).
let state = 12345;
const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) % network.nodes;
const pairs = Array.from({ length: settings.pairs }, () => ({ from: next(), to: next() }));

function run(algorithm) {
  const micros = [];
  const settled = [];
  const costs = [];
  for (const { from, to } of pairs) {
    const t = performance.now();
    const route = engine.route({ from, to, algorithm, metric: settings.metric });
    micros.push((performance.now() - t) * 1000);
    settled.push(route.expanded);
    costs.push(route.cost);
  }
  return { micros, settled, costs };
}

const selections = settings.selection === 'all' ? ['avoid', 'farthest', 'planar'] : [settings.selection];
const results = { dijkstra: run('dijkstra'), astar: run('astar') };
// The median pair: the one whose Dijkstra settled count is the median.
const order = results.dijkstra.settled.map((count, i) => [count, i]).sort((a, b) => a[0] - b[0]);
const medianPair = order[Math.floor(order.length / 2)][1];
const report = (name, result) => {
  const ratio = median(results.dijkstra.micros) / median(result.micros);
  const share = result.settled[medianPair] / results.dijkstra.settled[medianPair];
  console.log(`${name.padEnd(16)} median ${median(result.micros).toFixed(1).padStart(9)} us  (Dijkstra / it ${ratio.toFixed(1).padStart(6)})  settled on the median pair ${String(result.settled[medianPair]).padStart(7)} (${(share * 100).toFixed(2)} % of Dijkstra's)  median settled ${median(result.settled)}`);
};
report('dijkstra', results.dijkstra);
report('astar', results.astar);
for (const selection of selections) {
  started = performance.now();
  const alt = engine.prepare({ technique: 'alt', landmarks: settings.landmarks, selection, metric: settings.metric });
  console.log(`prepare alt (${settings.landmarks} landmarks, ${selection}): ${seconds(performance.now() - started)} s, ${(alt.bytes / 2 ** 20).toFixed(1)} MiB, ${alt.bytesPerNode.toFixed(1)} bytes a node`);
  const result = run('alt');
  const wrong = result.costs.filter((cost, i) => Math.abs(cost - results.dijkstra.costs[i]) > 1e-9 * cost).length;
  if (wrong) console.log(`  ${wrong} alt costs differ from Dijkstra's!`);
  report(`alt (${selection})`, result);
}
if (!settings['skip-ch']) {
  started = performance.now();
  let calls = 0;
  const ch = engine.prepare({ technique: 'ch', metric: settings.metric, onProgress: () => ++calls > 0 });
  console.log(`prepare ch: ${seconds(performance.now() - started)} s, ${ch.shortcuts} shortcuts (${(ch.shortcuts / network.nodes).toFixed(2)} a node), ${ch.witnessesAvoided} avoided by witnesses, ${(ch.bytes / 2 ** 20).toFixed(1)} MiB, ${ch.bytesPerNode.toFixed(1)} bytes a node, ${calls} progress calls`);
  const result = run('ch');
  const wrong = result.costs.filter((cost, i) => Math.abs(cost - results.dijkstra.costs[i]) > 1e-9 * cost).length;
  if (wrong) console.log(`  ${wrong} ch costs differ from Dijkstra's!`);
  report('ch', result);
}
console.log(`wasm heap in use at the end ${(engine.heapBytes() / 2 ** 20).toFixed(0)} MiB`);
engine.dispose();
