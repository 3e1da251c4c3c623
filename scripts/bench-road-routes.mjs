// Issue 13's route figures in wasm: on the generator's 10,000-node random town (seed 1), over 200 seeded
// random pairs that have a route, the median time of one Dijkstra route, of three edge-disjoint routes and
// of three alternatives, and the medians of the per-pair ratios of nodes settled (bidirectional Dijkstra and
// A* by length, each over Dijkstra), beside the targets. Each query runs `--repeat` times and keeps its
// fastest (the machine is shared), after one warm-up pass. A benchmark, not a test. Run after scripts/build:
//   node scripts/bench-road-routes.mjs [--pairs N] [--repeat R] [--nodes N] [--seed S]
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { loadEngine } from '../web/core/engine.js';
import { median } from './bench-lib/movingai.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = { pairs: 200, repeat: 3, nodes: 10000, seed: 1 };
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  const value = Number(process.argv[i + 1]);
  if (!(key in settings) || !Number.isInteger(value) || value < 1) {
    console.error('usage: node scripts/bench-road-routes.mjs [--pairs N] [--repeat R] [--nodes N] [--seed S]');
    process.exit(2);
  }
  settings[key] = value;
}

const engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(ROOT, 'web/wasm/frontier_core.wasm')) });
const network = await engine.loadNetwork({ generator: 'random', nodes: settings.nodes, seed: settings.seed });

// The pairs: a fixed LCG over node ids, keeping pairs with a route.
let state = 12345;
const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) % settings.nodes;
const pairs = [];
while (pairs.length < settings.pairs) {
  const from = next();
  const to = next();
  if (from !== to && engine.route({ from, to }).found) pairs.push({ from, to });
}

// The fastest of `repeat` runs of `query`, in ms, and its last answer.
function timed(query) {
  let best = Infinity;
  let answer;
  for (let run = 0; run < settings.repeat; run++) {
    const started = performance.now();
    answer = query();
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, answer };
}

const figures = { dijkstraMs: [], bidirectional: [], astar: [], disjointMs: [], alternativesMs: [] };
let threeDisjoint = 0;
let threeAlternatives = 0;
for (const pass of ['warm-up', 'measured']) {
  for (const { from, to } of pairs) {
    const dijkstra = timed(() => engine.route({ from, to, algorithm: 'dijkstra' }));
    const bidirectional = engine.route({ from, to, algorithm: 'bidirectional-dijkstra' });
    const astar = engine.route({ from, to, algorithm: 'astar' });
    const disjoint = timed(() => engine.disjointRoutes({ from, to, k: 3 }));
    const alternatives = timed(() => engine.alternativeRoutes({ from, to, k: 3 }));
    if (pass === 'warm-up') continue;
    figures.dijkstraMs.push(dijkstra.ms);
    figures.bidirectional.push(bidirectional.expanded / dijkstra.answer.expanded);
    figures.astar.push(astar.expanded / dijkstra.answer.expanded);
    figures.disjointMs.push(disjoint.ms);
    figures.alternativesMs.push(alternatives.ms);
    if (disjoint.answer.routes.length === 3) threeDisjoint++;
    if (alternatives.answer.routes.length === 3) threeAlternatives++;
  }
}

const rows = [
  ['one Dijkstra route (ms)', median(figures.dijkstraMs), 2],
  ['bidirectional Dijkstra settled / Dijkstra settled', median(figures.bidirectional), 0.6],
  ['A* by length settled / Dijkstra settled', median(figures.astar), 0.4],
  ['3 edge-disjoint routes by length (ms)', median(figures.disjointMs), 10],
  ['3 alternatives, stretch 1.2, maxShare 0.8 (ms)', median(figures.alternativesMs), 30],
];
console.log(`${settings.nodes} nodes, seed ${settings.seed} (${network.roads} roads, ${network.edges} arcs), ` +
  `${settings.pairs} pairs, fastest of ${settings.repeat} runs each, medians; Node ${process.version}`);
console.log('| figure | wasm | target | result |');
console.log('|:---|---:|---:|:---|');
for (const [name, value, target] of rows) {
  console.log(`| ${name} | ${value.toFixed(3)} | ${target} | ${value <= target ? 'ok' : '**MISS**'} |`);
}
console.log(`\n${threeDisjoint} of ${settings.pairs} pairs have 3 edge-disjoint routes; ${threeAlternatives} have 3 admissible alternatives.`);
