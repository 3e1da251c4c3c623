// Issue 12's one-wall figure, in wasm: on the 512x512 MovingAI maps (random512-25, 8room_000, maze512-1),
// D* Lite walks each of N long queries knowing the whole map, and the reader draws one wall within 2 cells
// of the agent a quarter of the way along: either on its plan, 2 steps ahead (it must go round), or beside
// it, off the plan. Prints, per map and placement, the replan's expansions as a share of the first plan's
// (the target: at most 1 %), median and worst. Expansions are exact counts, the same on any machine.
// A benchmark, not a test. Run after scripts/build:   node scripts/bench-wall-replan.mjs [--queries N]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadEngine, CELL } from '../web/core/engine.js';
import { besideThePath, longQueries, EDIT_MAPS, queryCountFromArgs } from './bench-lib/edits.mjs';
import { median, parseMap, parseScenario } from './bench-lib/movingai.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.join(ROOT, 'tests/data/movingai');
const MAPS = EDIT_MAPS;
const queryCount = queryCountFromArgs('bench-wall-replan.mjs');

const engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(ROOT, 'web/wasm/frontier_core.wasm')) });
const walk = (query, changes = []) => engine.navigate({ start: query.start, goal: query.goal, algorithm: 'dstar-lite', sensorRadius: Infinity, changes });

console.log(`D* Lite, whole map known, one wall drawn before move m (a quarter of the walk), ${queryCount} long queries per map`);
console.log('| map | wall | walks | replan ÷ first plan expansions: median | worst | median replan expanded / first plan expanded |');
console.log('|:---|:---|---:|---:|---:|---:|');
for (const name of MAPS) {
  const file = path.join(DATA, `${name}.map`);
  const map = parseMap(fs.readFileSync(file, 'utf8'), file);
  engine.setGrid(map);
  const all = parseScenario(fs.readFileSync(`${file}.scen`, 'utf8'), `${file}.scen`);
  const queries = longQueries(all, queryCount);
  const figures = { 'on the plan, 2 ahead': [], 'beside, off the plan': [] };
  for (const query of queries) {
    const plain = walk(query);
    const m = Math.floor(plain.moves.length / 4);
    const at = plain.moves[m];
    const placements = { 'on the plan, 2 ahead': plain.moves[m + 2], 'beside, off the plan': besideThePath(map, at, plain.moves, [query.goal]) };
    for (const [where, cell] of Object.entries(placements)) {
      if (!cell || (cell.x === query.goal.x && cell.y === query.goal.y)) continue;
      const walked = walk(query, [{ beforeMove: m, cells: [{ ...cell, code: CELL.wall }] }]);
      const replan = walked.replans.find((entry) => entry.move === m);
      if (!replan) throw new Error(`${name}: no replan at move ${m} after a wall at (${cell.x}, ${cell.y})`);
      figures[where].push({ share: replan.expanded / walked.replans[0].expanded, replan: replan.expanded, first: walked.replans[0].expanded });
    }
  }
  for (const [where, list] of Object.entries(figures)) {
    const percent = (share) => `${(100 * share).toFixed(3)} %`;
    console.log(`| ${path.basename(name)} | ${where} | ${list.length} | ${percent(median(list.map((f) => f.share)))} | ` +
      `${percent(Math.max(...list.map((f) => f.share)))} | ${Math.round(median(list.map((f) => f.replan)))} / ${Math.round(median(list.map((f) => f.first)))} |`);
  }
}
