// The grid renderer's marks over the cells (web/grid/grid-renderer.js draws them): the terrain's borders in
// visited cells, the region a search that found no path reached (hatched), a puzzle's paths and rings, the cell
// being expanded, and the keyboard's cursor. Each draw function takes the renderer (its context, camera's view,
// maze, replay and what it shows).
import { CELL } from '../core/engine.js';
import { drawCells } from './cell-image.js';
import { VISUAL, TERRAIN_KEYS } from './cell-colours.js';
import { COLOUR, PUZZLE_COLOUR, CURRENT_OUTLINE_COLOUR, FOCUS_COLOUR, FOCUS_EDGE_COLOUR } from '../view/palette.js';
import { strokeLine, traceCells } from './path-layer.js';

export const MIN_CELL_FOR_TERRAIN_BORDERS = 8; // CSS px: a visited grass, sand or water cell's border

// A search that found no path shades the region it reached (issue 14 item 5): a wash and stripes of the
// dashed optimal path's blue, which no cell colour uses.
const REACHED_WASH_COLOUR = 'rgba(29, 78, 216, 0.1)';
const REACHED_STRIPE_COLOUR = 'rgba(29, 78, 216, 0.32)';
const REACHED_EDGE_COLOUR = 'rgba(29, 78, 216, 0.85)';

// A puzzle's layer (GridRenderer.setPuzzleOverlay) when there is none.
export const NO_PUZZLE_OVERLAY = Object.freeze({ hiddenCell: -1, hiddenCells: [], numbersOff: false, marks: [], walk: [], bestPath: [] });

// The cells a finished search that found no path reached (the region joined to the start), hatched and
// outlined: a mask of them one pixel a cell, and the canvases the hatching is drawn through.
export class ReachedShade {
  constructor() {
    this.reached = null; // per cell, non-zero where reached; null: nothing shaded
    this.mask = null;
    this.overlay = null;
    this.pattern = null;
    this.patternFor = 0; // the device pixel ratio `pattern` was made for
  }

  // reached: per cell, non-zero where reached, for a `maze`-sized grid; anything else shades nothing.
  set(reached, maze) {
    if (!reached || reached.length !== maze.width * maze.height) {
      this.reached = null;
      return;
    }
    const mask = this.mask ?? document.createElement('canvas');
    mask.width = maze.width;
    mask.height = maze.height;
    const image = new ImageData(maze.width, maze.height);
    const pixels = new Uint32Array(image.data.buffer);
    for (let i = 0; i < reached.length; i++) if (reached[i]) pixels[i] = 0xff000000;
    mask.getContext('2d').putImageData(image, 0, 0);
    this.mask = mask;
    this.reached = reached;
  }

  // The reached cells under diagonal hatching (the mask drawn cell-sized, then the pattern kept only
  // where it is), and the region's edge where cells are big enough for a line between them.
  draw(renderer, { x0, y0, x1, y1 }) {
    const { context, view, dpr, canvas, maze, layout } = renderer;
    const { reached } = this;
    const overlay = this.overlay ??= document.createElement('canvas');
    if (overlay.width !== canvas.width || overlay.height !== canvas.height) [overlay.width, overlay.height] = [canvas.width, canvas.height];
    const layer = overlay.getContext('2d');
    layer.setTransform(1, 0, 0, 1, 0, 0);
    layer.globalCompositeOperation = 'source-over';
    layer.clearRect(0, 0, overlay.width, overlay.height);
    layer.setTransform(dpr, 0, 0, dpr, 0, 0);
    layer.imageSmoothingEnabled = false;
    const s = view.scale;
    const hex = layout.topology === 'hex';
    drawCells(layer, view, dpr, layout, { image: this.mask, width: maze.width }, { x0, y0, x1, y1 },
      (x, y) => reached[y * maze.width + x]);
    layer.globalCompositeOperation = 'source-in';
    layer.setTransform(1, 0, 0, 1, 0, 0);
    layer.fillStyle = this.#hatching(layer, dpr);
    layer.fillRect(0, 0, overlay.width, overlay.height);
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(overlay, 0, 0);
    context.restore();
    if (s < 4 || hex) return; // (hexes: the hatching's edge shows the region; no line along it)
    // The edge: every side of a reached cell whose neighbour was not reached (or is off the grid).
    context.beginPath();
    const { width } = maze;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        if (!reached[i]) continue;
        const left = view.x + x * s;
        const top = view.y + y * s;
        if (y === 0 || !reached[i - width]) { context.moveTo(left, top); context.lineTo(left + s, top); }
        if (y === maze.height - 1 || !reached[i + width]) { context.moveTo(left, top + s); context.lineTo(left + s, top + s); }
        if (x === 0 || !reached[i - 1]) { context.moveTo(left, top); context.lineTo(left, top + s); }
        if (x === width - 1 || !reached[i + 1]) { context.moveTo(left + s, top); context.lineTo(left + s, top + s); }
      }
    }
    context.strokeStyle = REACHED_EDGE_COLOUR;
    context.lineWidth = Math.min(3, Math.max(1.5, s / 12));
    context.stroke();
  }

  // Diagonal stripes over a light wash, in device pixels (so they stay fine at every zoom).
  #hatching(layer, dpr) {
    if (this.patternFor === dpr) return this.pattern;
    const size = Math.round(8 * dpr);
    const tile = document.createElement('canvas');
    tile.width = tile.height = size;
    const paint = tile.getContext('2d');
    paint.fillStyle = REACHED_WASH_COLOUR;
    paint.fillRect(0, 0, size, size);
    paint.strokeStyle = REACHED_STRIPE_COLOUR;
    paint.lineWidth = Math.max(1, 1.5 * dpr);
    paint.beginPath();
    for (const offset of [-size, 0, size]) { paint.moveTo(offset, size); paint.lineTo(offset + size, 0); }
    paint.stroke();
    this.pattern = layer.createPattern(tile, 'repeat');
    this.patternFor = dpr;
    return this.pattern;
  }
}

// A border of the terrain's own colour inside each visited grass, sand or water cell, so the terrain
// reads the same under every search state (the fill is the state tinted by the terrain).
export function drawTerrainBorders(renderer, { x0, y0, x1, y1 }) {
  const { context, maze, view, layout } = renderer;
  const s = view.scale;
  const width = Math.max(1.5, Math.min(4, s * 0.07));
  const inset = (width / 2 + 0.5 / renderer.dpr) / s; // inside the grid lines, in world units
  for (const code of [CELL.grass, CELL.sand, CELL.water]) {
    context.beginPath();
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * maze.width + x;
        if (maze.cells[i] !== code || renderer.visualOf(i) === VISUAL.unseen || maze.isStart(i) || maze.isGoal(i)) continue;
        layout.outline(context, view, x, y, inset);
      }
    }
    context.lineWidth = width;
    context.strokeStyle = COLOUR[TERRAIN_KEYS[code]];
    context.stroke();
  }
}

// The puzzle's layer (GridRenderer.setPuzzleOverlay): a cheapest path dashed, the learner's path over it, rings on marks.
export function drawPuzzle(renderer) {
  const { context, puzzle } = renderer;
  const s = renderer.view.scale;
  if (puzzle.bestPath.length > 1) {
    traceCells(renderer, puzzle.bestPath);
    strokeLine(renderer, COLOUR.optimalPath, [Math.max(4, s * 0.3), Math.max(3, s * 0.2)]);
  }
  if (puzzle.walk.length) {
    traceCells(renderer, puzzle.walk.length > 1 ? puzzle.walk : [puzzle.walk[0], puzzle.walk[0]]);
    strokeLine(renderer, PUZZLE_COLOUR.walk);
  }
  for (const { cell, kind } of puzzle.marks) {
    const [cx, cy] = renderer.centre(cell);
    context.beginPath();
    context.arc(cx, cy, Math.max(7, s * 0.46), 0, 2 * Math.PI);
    context.lineWidth = Math.max(2.5, s * 0.09);
    context.setLineDash(kind === 'given' ? [Math.max(3, s * 0.15), Math.max(2, s * 0.1)] : []);
    context.strokeStyle = PUZZLE_COLOUR[kind];
    context.stroke();
    context.setLineDash([]);
  }
}

// The cell being expanded, outlined.
export function drawCurrentOutline(renderer) {
  const cell = renderer.currentCell();
  if (cell < 0) return;
  renderer.strokeCell(cell, { minimum: 8, width: Math.max(2, renderer.view.scale * 0.08), colour: CURRENT_OUTLINE_COLOUR });
}

// A focus ring on the keyboard's cell, over everything (S and G too): a thick ring in the page's focus
// colour between two dark ones, so it shows on every cell colour, and outside small cells.
export function drawKeyCursor(renderer) {
  const cell = renderer.keyCursor;
  if (cell < 0 || !renderer.maze || cell >= renderer.maze.cells.length) return;
  const ring = Math.max(3, Math.min(6, renderer.view.scale * 0.14));
  renderer.strokeCell(cell, { minimum: 10, width: ring + 4, colour: FOCUS_EDGE_COLOUR, grow: ring / 2 });
  renderer.strokeCell(cell, { minimum: 10, width: ring, colour: FOCUS_COLOUR, grow: ring / 2 });
}
