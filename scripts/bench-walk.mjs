// Issue 12's walk figures, in wasm: D* Lite beside repeated A*, each walking the same long queries of
// den312d, random512-25, 8room_000 and maze512-1 on the map it does not know (sensor radius 1). Prints a
// markdown table: per map, the median of D* Lite's total expansions over a walk divided by repeated A*'s
// (the target: at most 1/5), the median expansions, walk times, and the time of D* Lite's replans (after
// the first plan) as the engine measures each one: their median and the worst (targets: 1 ms and 50 ms). Expansions are exact
// counts, the same on any machine; times are only as good as the machine's quiet. A benchmark, not a test. Run after scripts/build:
//   node scripts/bench-walk.mjs [--queries N] [--maps REGEX]
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { loadEngine } from '../web/core/engine.js';
import { longQueries } from './bench-lib/edits.mjs';
import { median, parseMap, parseScenario } from './bench-lib/movingai.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.join(ROOT, 'tests/data/movingai');
const MAPS = ['dao/den312d', 'random/random512-25-0', 'rooms/8room_000', 'mazes/maze512-1-0'];

function parseArgs(argv) {
  const settings = { queries: 15, maps: null };
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--queries' && Number.isInteger(Number(argv[i + 1])) && Number(argv[i + 1]) > 0) settings.queries = Number(argv[i + 1]);
    else if (argv[i] === '--maps' && argv[i + 1]) settings.maps = new RegExp(argv[i + 1]);
    else {
      console.error('usage: node scripts/bench-walk.mjs [--queries N] [--maps REGEX]');
      process.exit(2);
    }
  }
  return settings;
}

// One walk, and the planner's time of each replan after the first plan (the engine times each).
function walk(engine, query, algorithm) {
  const began = performance.now();
  const result = engine.navigate({ start: query.start, goal: query.goal, algorithm, sensorRadius: 1 });
  const ms = performance.now() - began;
  if (!result.reached) throw new Error(`${algorithm}: query (${query.start.x}, ${query.start.y}) → (${query.goal.x}, ${query.goal.y}) not reached: ${result.reason}`);
  const replanMs = result.replans.slice(1).map((replan) => replan.micros / 1000);
  return { expanded: result.expanded, ms, replans: result.replans.length, replanMs };
}

const settings = parseArgs(process.argv.slice(2));
const engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(ROOT, 'web/wasm/frontier_core.wasm')) });
const rows = [];
for (const name of MAPS) {
  if (settings.maps && !settings.maps.test(name)) continue;
  const file = path.join(DATA, `${name}.map`);
  const map = parseMap(fs.readFileSync(file, 'utf8'), file);
  engine.setGrid(map);
  const queries = longQueries(parseScenario(fs.readFileSync(`${file}.scen`, 'utf8'), `${file}.scen`), settings.queries);
  const dstar = queries.map((query) => walk(engine, query, 'dstar-lite'));
  const astar = queries.map((query) => walk(engine, query, 'repeated-astar'));
  const ratios = dstar.map((walked, i) => walked.expanded / astar[i].expanded);
  // The medians of one figure, D* Lite's then repeated A*'s.
  const both = (field, format) => [dstar, astar].map((walks) => format(median(walks.map((w) => w[field])))).join(' / ');
  const count = (n) => Math.round(n).toLocaleString('en');
  const replanMs = dstar.flatMap((w) => w.replanMs);
  const worst = replanMs.reduce((a, b) => Math.max(a, b), 0);
  rows.push(`| ${path.basename(name)} | ${queries.length} | ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}) | ` +
    `${both('expanded', count)} | ${median(dstar.map((w) => w.replans))} | ${both('ms', (n) => n.toFixed(1))} | ` +
    `${median(replanMs).toFixed(3)} / ${worst.toFixed(2)} (${count(replanMs.length)}) |`);
}
console.log('| map | queries | D* Lite ÷ repeated A* expansions, median (min–max) | median expansions D* Lite / A* | median replans | median walk ms D* Lite / A* | D* Lite replan ms: median / worst (replans) |');
console.log('|:---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
