// Issue 13's generation figures: the random road network generator at 10,000 and 100,000 nodes, natively
// (the CLI's own timer, `frontier network generate --repeat R`) and in wasm (engine.loadNetwork, which also
// builds the network the engine holds), medians of R runs each, beside the targets (wasm: 100 ms and 1 s);
// then loading each city preset in wasm (target: under a second).
// Both sides must give the same network: the script checks their hashes. A benchmark, not a test. Run after
// scripts/build:   node scripts/bench-roads.mjs [--repeat R]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { loadEngine } from '../web/core/engine.js';
import { median } from './bench-lib/movingai.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'build/native/frontier');
const SIZES = [{ nodes: 10000, targetMs: 100 }, { nodes: 100000, targetMs: 1000 }];
const SEED = 1;

const repeatAt = process.argv.indexOf('--repeat');
const repeat = repeatAt >= 0 ? Number(process.argv[repeatAt + 1]) : 7;
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error('usage: node scripts/bench-roads.mjs [--repeat R]');
  process.exit(2);
}

const engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(ROOT, 'web/wasm/frontier_core.wasm')) });
const scratch = path.join(os.tmpdir(), `bench-roads-${process.pid}.roads`);
console.log('| Nodes | Roads | Native ms (median) | WASM ms (median) | WASM/native | Target (wasm) | Result | Runs | Same hash |');
console.log('|---:|---:|---:|---:|---:|---:|:---|---:|:---|');
for (const { nodes, targetMs } of SIZES) {
  const native = JSON.parse(execFileSync(CLI, ['network', 'generate', '--nodes', String(nodes), '--seed', String(SEED),
    '--repeat', String(repeat), '--out', scratch], { encoding: 'utf8' }));
  await engine.loadNetwork({ generator: 'random', nodes, seed: SEED }); // warm-up: compiles the code paths
  const times = [];
  let loaded;
  for (let run = 0; run < repeat; run++) {
    const started = performance.now();
    loaded = await engine.loadNetwork({ generator: 'random', nodes, seed: SEED });
    times.push(performance.now() - started);
  }
  const wasmMs = median(times);
  console.log(`| ${nodes} | ${loaded.roads} | ${native.generateMs.toFixed(1)} | ${wasmMs.toFixed(1)} | ${(wasmMs / native.generateMs).toFixed(2)} | ` +
    `${targetMs} | ${wasmMs <= targetMs ? 'ok' : '**MISS**'} | ${repeat} | ${loaded.hash === native.hash ? 'yes' : '**NO**'} |`);
}
fs.rmSync(scratch, { force: true });

// The city presets: fetching (here: reading) and parsing the compact file into the engine's network.
console.log('\n| Preset | Nodes | Arcs | Bytes | WASM load ms (median) | Target | Result | Runs |');
console.log('|:---|---:|---:|---:|---:|---:|:---|---:|');
for (const preset of ['monaco', 'campo-grande']) {
  const times = [];
  let loaded;
  for (let run = 0; run < repeat; run++) {
    const started = performance.now();
    loaded = await engine.loadNetwork({ preset });
    times.push(performance.now() - started);
  }
  const bytes = fs.statSync(path.join(ROOT, 'data/roads', `${preset}.roads`)).size;
  const ms = median(times);
  console.log(`| ${preset} | ${loaded.nodes} | ${loaded.edges} | ${bytes} | ${ms.toFixed(1)} | 1000 | ${ms <= 1000 ? 'ok' : '**MISS**'} | ${repeat} |`);
}
engine.dispose();
