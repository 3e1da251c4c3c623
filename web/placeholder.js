// Placeholder page logic until the real front-end lands: one A* search drawn on a canvas, showing that
// the wasm engine loads and runs in the browser.
import { loadEngine, TraceReplay, CELL_STATE } from './engine.js';

const width = 41;
const height = 25;
const cells = new Uint8Array(width * height);
// A few walls with gaps, so the search has something to go round.
for (let x = 4; x < width; x += 6) {
  for (let y = 0; y < height; y++) if ((y + x) % 11 !== 3) cells[y * width + x] = 1;
}

const engine = await loadEngine();
const result = engine.search({ width, height, cells, start: { x: 1, y: 12 }, goal: { x: 39, y: 12 }, trace: true });
const replay = new TraceReplay(result.trace);
replay.seekStep(result.trace.stepCount);

const context = document.getElementById('view').getContext('2d');
const colours = { wall: '#334', closed: '#9d9', open: '#eee', path: '#e8b400', floor: '#fff' };
for (let i = 0; i < width * height; i++) {
  let colour = colours.floor;
  if (cells[i] === 1) colour = colours.wall;
  else if (replay.onPath[i]) colour = colours.path;
  else if (replay.state[i] === CELL_STATE.closed) colour = colours.closed;
  else if (replay.state[i] === CELL_STATE.open) colour = colours.open;
  context.fillStyle = colour;
  context.fillRect(i % width, Math.floor(i / width), 1, 1);
}
document.getElementById('stats').textContent =
  `${result.status}: cost ${result.cost.toFixed(2)}, ${result.length} steps, ${result.expanded} expanded, ` +
  `${result.micros.toFixed(0)} µs`;
