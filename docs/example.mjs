// The runnable example of docs/API.md: `node docs/example.mjs` after `scripts/build`.
import fs from 'node:fs';
import { loadEngine, TraceReplay, CELL } from '../web/core/engine.js';

// In Node the wasm bytes are handed over; in a browser `await loadEngine()` fetches them itself.
const wasmBinary = fs.readFileSync(new URL('../web/wasm/frontier_core.wasm', import.meta.url));
const engine = await loadEngine({ wasmBinary });

// The classic tutorial's map: 7 x 5, a wall of three cells between A (1,2) and B (5,2).
const width = 7;
const height = 5;
const cells = new Uint8Array(width * height); // all CELL.floor
for (const y of [1, 2, 3]) cells[y * width + 3] = CELL.wall;

const result = engine.search({
  width, height, cells,
  start: { x: 1, y: 2 },
  goal: { x: 5, y: 2 },
  heuristic: 'manhattan', // the tutorials' choice...
  costs: 'integer', // ...with their 10 / 14 step costs
  trace: true,
});
console.log(`${result.status}: cost ${result.cost} in ${result.length} steps, ${result.expanded} expanded`);
console.log(`path: ${result.path.map(({ x, y }) => `(${x},${y})`).join(' ')}`);
console.log(`admissible heuristic: ${result.admissible}, optimality guaranteed: ${result.optimal}`);

// Replay to step 2 (the start expanded, its neighbours on the open list) and read the numbers.
const replay = new TraceReplay(result.trace);
replay.seekStep(2);
const right = 2 * width + 2; // the cell right of A
console.log(`right of A: G=${replay.g[right]} H=${replay.h[right]} F=${replay.g[right] + replay.h[right]}`);

// The same grid again, now with an admissible heuristic: no cells are passed, the grid is reused.
const octile = engine.search({ start: { x: 1, y: 2 }, goal: { x: 5, y: 2 }, costs: 'integer' });
console.log(`octile: cost ${octile.cost}, ${octile.expanded} expanded, optimal guaranteed: ${octile.optimal}`);
