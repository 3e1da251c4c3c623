// Issue 12's one-edit figure for LPA*, in wasm: on the 512x512 MovingAI maps (random512-25, 8room_000,
// maze512-1), a finished lpa-star search of each of N long queries, then one wall drawn and the search
// repaired. LPA* searches from the goal (docs/API.md), so where the wall goes matters: on the path 2 steps
// from the start, beside the path within 2 cells of the start, and on the path 2 steps from the goal.
// Prints, per map and placement, the repair's expansions as a share of the first search's (the target: at
// most 1 %), median and worst, and what A* from scratch expands on the edited grid. Exact counts, the same
// on any machine. A benchmark, not a test. Run after scripts/build:   node scripts/bench-lpa-repair.mjs [--queries N]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadEngine, CELL } from '../web/core/engine.js';
import { besideThePath, longQueries, EDIT_MAPS, queryCountFromArgs } from './bench-lib/edits.mjs';
import { median, parseMap, parseScenario } from './bench-lib/movingai.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.join(ROOT, 'tests/data/movingai');
const MAPS = EDIT_MAPS;
const queryCount = queryCountFromArgs('bench-lpa-repair.mjs');

const engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(ROOT, 'web/wasm/frontier_core.wasm')) });

// The same grid searched twice in a row is searched anew the second time (docs/API.md), whatever the
// engine kept from before: the first search of the pair may repair the last edit away.
function searchAnew(map, query) {
  const request = { ...map, start: query.start, goal: query.goal, algorithm: 'lpa-star' };
  engine.search(request);
  const fresh = engine.search(request);
  if (fresh.repair !== null) throw new Error('the second search of the same grid repaired');
  return fresh;
}

const PLACEMENTS = {
  'on the path, 2 from the start': (map, path) => path[2],
  'beside the path, near the start': (map, path, query) => besideThePath(map, query.start, path, [query.goal]),
  'on the path, 2 from the goal': (map, path) => path[path.length - 3],
};

console.log(`LPA* (lpa-star), one wall drawn after a finished search, ${queryCount} long queries per map`);
console.log('| map | wall | searches | repair ÷ first search expansions: median | worst | median repair / first search expanded | median fresh A* expanded | cut off |');
console.log('|:---|:---|---:|---:|---:|---:|---:|---:|');
for (const name of MAPS) {
  const file = path.join(DATA, `${name}.map`);
  const map = parseMap(fs.readFileSync(file, 'utf8'), file);
  const queries = longQueries(parseScenario(fs.readFileSync(`${file}.scen`, 'utf8'), `${file}.scen`), queryCount);
  const figures = Object.fromEntries(Object.keys(PLACEMENTS).map((where) => [where, []]));
  for (const query of queries) {
    for (const [where, place] of Object.entries(PLACEMENTS)) {
      const first = searchAnew(map, query);
      if (first.status !== 'found') throw new Error(`${name}: no path for (${query.start.x}, ${query.start.y}) → (${query.goal.x}, ${query.goal.y})`);
      const cell = place(map, first.path, query);
      if (!cell || first.path.length < 5) continue;
      const cells = map.cells.slice();
      cells[cell.y * map.width + cell.x] = CELL.wall;
      const repaired = engine.search({ ...map, cells, start: query.start, goal: query.goal, algorithm: 'lpa-star' });
      if (!repaired.repair || repaired.repair.changed !== 1) throw new Error(`${name}: the search after a wall at (${cell.x}, ${cell.y}) did not repair`);
      figures[where].push({
        share: repaired.expanded / first.expanded, repair: repaired.expanded, first: first.expanded,
        fresh: repaired.repair.freshAstarExpanded, cutOff: repaired.status !== 'found',
      });
    }
  }
  for (const [where, list] of Object.entries(figures)) {
    const percent = (share) => `${(100 * share).toFixed(3)} %`;
    const count = (n) => Math.round(n).toLocaleString('en');
    console.log(`| ${path.basename(name)} | ${where} | ${list.length} | ${percent(median(list.map((f) => f.share)))} | ` +
      `${percent(Math.max(...list.map((f) => f.share)))} | ${count(median(list.map((f) => f.repair)))} / ${count(median(list.map((f) => f.first)))} | ` +
      `${count(median(list.map((f) => f.fresh)))} | ${list.filter((f) => f.cutOff).length} |`);
  }
}
