// The grid renderer's figures in the cells (web/grid/grid-renderer.js draws them over the cell image): F, G and
// H as the tutorials place them, or JPS+'s eight jump distances, and the cell sizes from which each is drawn.
// Each draw function takes the renderer (its context, camera's view, maze, replay and what it shows) and the
// cells in view.
import { CELL } from '../core/engine.js';
import { formatCost } from '../view/format.js';
import { TEXT_COLOUR, WALL_DISTANCE_COLOUR, LABEL_FONT } from '../view/palette.js';

// CSS px: the smallest font of F, G and H (about 10 px high), and the smallest cell where the three fit
// at that size, one a line (2 px of padding above and below three 10 px lines).
export const MIN_NUMBER_FONT = 10;
export const MIN_CELL_FOR_NUMBERS = 34;
export const MIN_CELL_FOR_PAIRED_NUMBERS = 56; // CSS px: about where G and H of three digits each fit side by side
// The zoom (CSS px a world unit, the camera's scale) from which a layout's cells draw their numbers: a
// square's side of MIN_CELL_FOR_NUMBERS, a hex's wider (its figures' box is smaller than the hex).
export const numbersScale = (layout) => MIN_CELL_FOR_NUMBERS / Math.min(layout.textBox.width, layout.textBox.height);
export const MIN_CELL_FOR_JUMPS = 56; // CSS px: eight distances round a cell need more room than F, G, H
// Where each of JPS+'s 8 distances sits in its cell, as a fraction of the cell: N, E, S, W, NE, SE, SW, NW
// (the table's direction order), so each number lies on the side it points to.
const JUMP_LABEL_SPOTS = [[0.5, 0.16], [0.84, 0.5], [0.5, 0.84], [0.16, 0.5], [0.84, 0.16], [0.84, 0.84], [0.16, 0.84], [0.16, 0.16]];

// The figures' distance from the cell's edge: whole pixels, so that at MIN_CELL_FOR_NUMBERS (34 px) the pad
// is 2 and three 10 px lines fit (at 34 * 0.06 = 2.04 px they did not: a phone's 34 px cells drew no number
// at all while the zoom hint said they would).
export function numberPad(s) {
  return Math.max(2, Math.floor(s * 0.06));
}

// Font size in CSS px of the F, G, H numbers in a cell of `s` CSS px.
export function numberSize(s) {
  return Math.min(18, Math.max(MIN_NUMBER_FONT, Math.round(s * 0.22)));
}

// F top-left, G bottom-left, H bottom-right: the classic tutorials' layout, each only when the
// algorithm reads it (no H for Dijkstra, no G or F for greedy). Where G and H do not fit side by side
// in a readable font, they stack under F (G on the left, H on the right, one line each); a figure that
// does not fit at MIN_NUMBER_FONT either is left out rather than drawn too small to read. What was drawn
// is kept in the renderer's `numbersDrawn` (cells, figures, smallest and largest font) for the tests.
export function drawNumbers(renderer, { x0, y0, x1, y1 }) {
  const { context, replay, maze, view, keyAt, figures, layout, puzzle } = renderer;
  const s = view.scale;
  const cellSize = renderer.numberCell();
  const baseSize = numberSize(cellSize);
  const decimals = cellSize >= 56 ? 2 : 1;
  const box = layout.textBox;
  const hex = layout.topology === 'hex';
  // A hex's box is narrow for its cell's size: a pad of one pixel, and G and H a digit apart, not one and a half.
  const pad = hex ? 1 : numberPad(cellSize);
  const gap = hex ? 1 : 1.5;
  const roomX = box.width * s - 2 * pad;
  const roomY = box.height * s - 2 * pad;
  const font = (size, bold = false) => `${bold ? 'bold ' : ''}${size}px ${LABEL_FONT}`;
  // Digits' width as a fraction of the font size (measured once a frame: fonts differ between systems).
  context.font = font(100);
  const digit = context.measureText('0123456789.').width / 1100;
  context.font = font(100, true);
  const boldDigit = context.measureText('0123456789.').width / 1100;
  const drawn = { cells: 0, figures: 0, left: 0, hidden: 0, minFont: Infinity, maxFont: 0 };
  const hidden = new Set(puzzle.hiddenCells);
  const put = (text, size, bold, align, baseline, x, y) => {
    context.font = font(size, bold);
    context.textAlign = align;
    context.textBaseline = baseline;
    context.fillText(text, x, y);
    drawn.figures++;
    if (size < drawn.minFont) drawn.minFont = size;
    if (size > drawn.maxFont) drawn.maxFont = size;
  };
  context.fillStyle = TEXT_COLOUR;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * maze.width + x;
      const side = replay.sideOf(i);
      if (!side) continue;
      const [cx, cy] = renderer.centreOf(x, y);
      if (i === puzzle.hiddenCell) {
        put('?', Math.min(baseSize * 2, Math.floor(cellSize * 0.6)), true, 'center', 'middle', cx, cy);
        continue;
      }
      if (hidden.has(i)) { // a later question's cell, or one showing an answer: blank until answered
        drawn.hidden++;
        continue;
      }
      const left = cx - (box.width * s) / 2 + pad;
      const right = cx + (box.width * s) / 2 - pad;
      const top = cy - (box.height * s) / 2 + pad;
      const bottom = cy + (box.height * s) / 2 - pad;
      const g = figures.g ? formatCost(side.g[i], decimals) : '';
      const h = figures.h ? formatCost(side.h[i], decimals) : '';
      const f = figures.f && keyAt ? formatCost(keyAt(side, i), decimals) : '';
      const fWide = f ? Math.floor(roomX / (f.length * boldDigit)) : Infinity;
      // Side by side: G and H with a digit's gap between them, under F (on a hex, F centred over them).
      const rows = (f ? 1 : 0) + (g || h ? 1 : 0);
      const paired = Math.min(baseSize, Math.floor(roomY / Math.max(1, rows)), fWide,
        Math.floor(roomX / ((g.length + h.length + (g && h ? gap : 0)) * digit)));
      drawn.cells++;
      if (paired >= MIN_NUMBER_FONT) {
        if (f) put(f, paired, true, hex ? 'center' : 'left', 'top', hex ? cx : left, top);
        if (g) put(g, paired, false, 'left', 'bottom', left, bottom);
        if (h) put(h, paired, false, 'right', 'bottom', right, bottom);
        continue;
      }
      // Stacked: one figure a line, F at the top, G on the left, H on the right at the bottom.
      const lines = [f, g, h].filter(Boolean).length;
      const stacked = Math.min(baseSize, Math.floor(roomY / lines), fWide, Math.floor(roomX / (Math.max(g.length, h.length) * digit)));
      if (stacked < MIN_NUMBER_FONT) {
        drawn.left++;
        continue;
      }
      const stack = [[f, true, 'left'], [g, false, 'left'], [h, false, 'right']].filter(([text]) => text);
      stack.forEach(([text, bold, align], k) => {
        const last = k === stack.length - 1;
        const [baseline, at] = k === 0 ? ['top', top] : last ? ['bottom', bottom] : ['middle', (top + bottom) / 2];
        put(text, stacked, bold, align, baseline, align === 'left' ? left : right, at);
      });
    }
  }
  renderer.numbersDrawn = drawn;
}

// JPS+'s table, as every explanation of it draws it: in each open cell, on the side each direction
// points to, the steps to the next jump point (dark), or to the wall ahead as a negative number or 0
// (grey).
export function drawJumpDistances(renderer, { x0, y0, x1, y1 }) {
  const { context, view, maze, jumpDistances } = renderer;
  const s = view.scale;
  context.font = `${Math.max(10, Math.min(16, Math.round(s * 0.17)))}px ${LABEL_FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * maze.width + x;
      if (maze.cells[i] === CELL.wall) continue;
      for (let d = 0; d < 8; d++) {
        const distance = jumpDistances[8 * i + d];
        const [u, v] = JUMP_LABEL_SPOTS[d];
        context.fillStyle = distance > 0 ? TEXT_COLOUR : WALL_DISTANCE_COLOUR;
        context.fillText(String(distance), view.x + (x + u) * s, view.y + (y + v) * s);
      }
    }
  }
}
