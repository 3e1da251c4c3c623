// D* Lite's replan times in two wasm builds side by side (issue 12's 1 ms median / 50 ms worst): each long
// query of each map is walked (unknown map, sensor radius 1) by build A then build B, in turn, so a noisy
// machine slows both alike. Checks that both expand exactly the same cells per replan (a speed change must
// not change what D* Lite computes), then prints per map and build the replan times (median, 99th
// percentile, worst, and the worst of each replan's median over the rounds), the summed replan time, and B ÷ A of the summed time (median over the queries).
// A benchmark, not a test. Keep a copy of a build's .wasm before rebuilding, then:
//   node scripts/bench-walk-builds.mjs A.wasm B.wasm [--queries N] [--maps REGEX] [--rounds R]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadEngine } from '../web/core/engine.js';
import { longQueries } from './bench-lib/edits.mjs';
import { median, parseMap, parseScenario } from './bench-lib/movingai.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.join(ROOT, 'tests/data/movingai');
const MAPS = ['dao/den312d', 'random/random512-25-0', 'rooms/8room_000', 'mazes/maze512-1-0'];
const USAGE = 'usage: node scripts/bench-walk-builds.mjs A.wasm B.wasm [--queries N] [--maps REGEX] [--rounds R]';

function parseArgs(argv) {
  const settings = { builds: argv.slice(0, 2), queries: 5, maps: null, rounds: 1 };
  const whole = (text) => Number.isInteger(Number(text)) && Number(text) > 0;
  if (settings.builds.length < 2 || settings.builds.some((file) => file.startsWith('--') || !fs.existsSync(file))) {
    console.error(USAGE);
    process.exit(2);
  }
  for (let i = 2; i < argv.length; i += 2) {
    if (argv[i] === '--queries' && whole(argv[i + 1])) settings.queries = Number(argv[i + 1]);
    else if (argv[i] === '--rounds' && whole(argv[i + 1])) settings.rounds = Number(argv[i + 1]);
    else if (argv[i] === '--maps' && argv[i + 1]) settings.maps = new RegExp(argv[i + 1]);
    else {
      console.error(USAGE);
      process.exit(2);
    }
  }
  return settings;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

const settings = parseArgs(process.argv.slice(2));
const engines = await Promise.all(settings.builds.map((file) => loadEngine({ wasmBinary: fs.readFileSync(file) })));
console.log(`D* Lite replans (after the first plan), unknown map, sensor radius 1; A = ${settings.builds[0]}, B = ${settings.builds[1]}; ` +
  `${settings.queries} long queries per map, ${settings.rounds} round(s)`);
console.log('| map | build | replans | replan ms: median | 99th percentile | worst | worst of each replan\'s median over the rounds | summed replan ms (median query) | B ÷ A summed, median (min–max) |');
console.log('|:---|:---|---:|---:|---:|---:|---:|---:|---:|');
for (const name of MAPS) {
  if (settings.maps && !settings.maps.test(name)) continue;
  const file = path.join(DATA, `${name}.map`);
  const map = parseMap(fs.readFileSync(file, 'utf8'), file);
  for (const engine of engines) engine.setGrid(map);
  const queries = longQueries(parseScenario(fs.readFileSync(`${file}.scen`, 'utf8'), `${file}.scen`), settings.queries);
  // A walk not counted first: a fresh engine's first walk pays for compiling its code and growing its memory.
  for (const engine of engines) engine.navigate({ start: queries[0].start, goal: queries[0].goal, algorithm: 'dstar-lite', sensorRadius: 1 });
  const times = engines.map(() => []); // per build: every replan's ms
  const summed = engines.map(() => []); // per build: per query and round, the sum of its replans' ms
  // Per build and query, each replan's ms in every round: a single replan's worst time is mostly the machine's
  // other work, the median of the same replan over the rounds much less so.
  const perReplan = engines.map(() => queries.map(() => []));
  for (let round = 0; round < settings.rounds; round++) {
    for (const [q, query] of queries.entries()) {
      const walks = engines.map((engine) => engine.navigate({ start: query.start, goal: query.goal, algorithm: 'dstar-lite', sensorRadius: 1 }));
      const [a, b] = walks.map((walk) => walk.replans.map((replan) => replan.expanded).join(','));
      if (a !== b) throw new Error(`${name}: the builds expand differently on (${query.start.x}, ${query.start.y}) → (${query.goal.x}, ${query.goal.y})`);
      walks.forEach((walk, k) => {
        const replanMs = walk.replans.slice(1).map((replan) => replan.micros / 1000);
        times[k].push(...replanMs);
        replanMs.forEach((ms, r) => (perReplan[k][q][r] ??= []).push(ms));
        summed[k].push(replanMs.reduce((sum, ms) => sum + ms, 0));
      });
    }
  }
  const ratios = summed[1].map((ms, i) => ms / summed[0][i]);
  engines.forEach((_, k) => {
    const sorted = times[k].slice().sort((x, y) => x - y);
    const ratio = k === 1 ? `${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})` : '';
    const worstMedian = perReplan[k].flat().reduce((worst, rounds) => Math.max(worst, median(rounds)), 0);
    console.log(`| ${path.basename(name)} | ${'AB'[k]} | ${sorted.length.toLocaleString('en')} | ${median(sorted).toFixed(3)} | ` +
      `${percentile(sorted, 0.99).toFixed(3)} | ${sorted[sorted.length - 1].toFixed(2)} | ${worstMedian.toFixed(2)} | ${median(summed[k]).toFixed(1)} | ${ratio} |`);
  });
}
