// Issue 32's speed figure, in wasm: A* on a 1024x1024 grid searched as hexes beside the same cells searched as
// squares (8 directions, octile), per expansion. Two grids (random obstacles at 25 %, and a braided backtracker
// maze), the same seeded pairs of open cells for both topologies; each query is run --repeat times and keeps its
// fastest, after a warm-up pass. Prints, per grid, the expansions and the median ns per expansion of each, and
// the ratio hex / square (target: at most 1.3). A benchmark, not a test. Run after scripts/build:
//   node scripts/bench-hex.mjs [--pairs N] [--repeat R] [--side S]
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { loadEngine } from '../web/core/engine.js';
import { median } from './bench-lib/movingai.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = { pairs: 40, repeat: 3, side: 1024 };
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  const value = Number(process.argv[i + 1]);
  if (!(key in settings) || !Number.isInteger(value) || value < 1) {
    console.error('usage: node scripts/bench-hex.mjs [--pairs N] [--repeat R] [--side S]');
    process.exit(2);
  }
  settings[key] = value;
}

const engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(ROOT, 'web/wasm/frontier_core.wasm')) });
const { side } = settings;
const GRIDS = [
  ['random obstacles 25 %', { kind: 'obstacles', density: 0.25 }],
  ['backtracker, braid 0.5', { kind: 'backtracker', braid: 0.5 }],
];
const TOPOLOGIES = [['square', { movement: 8, heuristic: 'octile' }], ['hex', { topology: 'hex', heuristic: 'hex' }]];

// A fixed LCG over cells: pairs of open cells far apart (at least half the side), the same for both topologies.
function pairsOn(cells) {
  let state = 12345;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  const open = () => {
    for (;;) {
      const i = next() % cells.length;
      if (cells[i] !== 1) return { x: i % side, y: Math.floor(i / side) };
    }
  };
  const pairs = [];
  while (pairs.length < settings.pairs) {
    const start = open(), goal = open();
    if (Math.abs(start.x - goal.x) + Math.abs(start.y - goal.y) >= side / 2) pairs.push({ start, goal });
  }
  return pairs;
}

console.log(`| grid (${side}x${side}) | topology | expansions (sum) | ns per expansion (median) | hex / square |`);
console.log('|:---|:---|---:|---:|---:|');
for (const [label, generator] of GRIDS) {
  const { cells } = engine.generateMaze({ ...generator, width: side, height: side, seed: 1 });
  engine.setGrid({ width: side, height: side, cells });
  const pairs = pairsOn(cells);
  const perExpansion = {};
  for (const [topology, options] of TOPOLOGIES) {
    const samples = [];
    let expanded = 0;
    for (const warm of [true, false]) {
      for (const { start, goal } of pairs) {
        let best = Infinity;
        let result = null;
        for (let r = 0; r < (warm ? 1 : settings.repeat); r++) {
          const began = performance.now();
          result = engine.search({ start, goal, algorithm: 'astar', ...options });
          best = Math.min(best, performance.now() - began);
        }
        if (warm || result.expanded < 1000) continue; // too short to time per expansion
        samples.push((best * 1e6) / result.expanded);
        expanded += result.expanded;
      }
    }
    perExpansion[topology] = median(samples);
    const ratio = topology === 'hex' ? (perExpansion.hex / perExpansion.square).toFixed(3) : '';
    console.log(`| ${label} | ${topology} | ${expanded} | ${perExpansion[topology].toFixed(1)} | ${ratio} |`);
  }
}
