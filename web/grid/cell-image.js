// Drawing a grid's cells from their image (one pixel a cell) on a canvas, squares or hexes alike: what the
// explore view's renderer and the Walk view's share. Squares are the image scaled up (one drawImage for a
// million cells); hexes are filled one by one where they are a few device pixels wide, and below that drawn
// as bricks: an image two pixels a cell, each odd row shoved one pixel right (HexBricks), scaled up in one
// drawImage (the hexes' points are lost, not their order).
import { GRID_LINE_COLOUR } from '../view/palette.js';

const MIN_CELL_FOR_HEXAGONS = 5; // device px: narrower hexes are drawn as the image's shoved rows

// The cells [x0, x1) x [y0, y1) of `layout` (web/grid/cell-layout.js) that a canvas of cssWidth x cssHeight
// shows at `view`, inside a width x height grid, or null when none is.
export function visibleCells(layout, view, cssWidth, cssHeight, width, height) {
  const s = view.scale;
  const seen = layout.visible(-view.x / s, -view.y / s, (cssWidth - view.x) / s, (cssHeight - view.y) / s);
  const visible = { x0: Math.max(0, seen.x0), y0: Math.max(0, seen.y0), x1: Math.min(width, seen.x1), y1: Math.min(height, seen.y1) };
  return visible.x1 > visible.x0 && visible.y1 > visible.y0 ? visible : null;
}

// A hex grid's cells as bricks, two pixels a cell and each odd row one pixel right, kept from a one-pixel-a-cell
// image's words: marked dirty as the cells change, brought up to date only when drawn. (Drawn as 1,024 strips
// a frame instead, rows of the image, a 1024 x 1024 hex search played at 30 frames a second.)
export class HexBricks {
  constructor() {
    this.canvas = null; // made on first use (the Node tests have no document)
    this.dirty = null;  // {x0, y0, x1, y1} of cells not yet brought over, or null
  }

  // Cells [x0, x1) x [y0, y1) changed (all of them when called without an argument, or for a new size).
  mark(rect = null) {
    if (!rect || !this.dirty) this.dirty = rect ? { ...rect } : { all: true };
    else if (!this.dirty.all) {
      this.dirty = { x0: Math.min(this.dirty.x0, rect.x0), y0: Math.min(this.dirty.y0, rect.y0), x1: Math.max(this.dirty.x1, rect.x1), y1: Math.max(this.dirty.y1, rect.y1) };
    }
  }

  // The brick canvas for `pixels` (width x height words), brought up to date.
  update(pixels, width, height) {
    const wide = 2 * width + 1;
    if (!this.canvas || this.canvas.width !== wide || this.canvas.height !== height) {
      this.canvas = document.createElement('canvas');
      this.canvas.width = wide;
      this.canvas.height = height;
      this.image = new ImageData(wide, height);
      this.words = new Uint32Array(this.image.data.buffer);
      this.dirty = { all: true };
    }
    if (!this.dirty) return this.canvas;
    const { x0, y0, x1, y1 } = this.dirty.all ? { x0: 0, y0: 0, x1: width, y1: height } : this.dirty;
    const { words } = this;
    for (let y = y0; y < y1; y++) {
      const row = y * wide + (y & 1);
      for (let x = x0; x < x1; x++) {
        const pixel = pixels[y * width + x];
        words[row + 2 * x] = pixel;
        words[row + 2 * x + 1] = pixel;
      }
    }
    this.canvas.getContext('2d').putImageData(this.image, 0, 0, 2 * x0, y0, 2 * (x1 - x0) + 1, y1 - y0);
    this.dirty = null;
    return this.canvas;
  }
}

// Draws the visible cells: `image` a canvas of one pixel a cell, `pixels` its colours (ImageData words),
// `width` and `height` the grid's, `bricks` its HexBricks on hexes. `fill(x, y)`: draw only cells it says true
// of (a mask), in black; default every cell in its colour.
export function drawCells(context, view, dpr, layout, { image, pixels, width, height, bricks = null }, visible, fill = null) {
  const { x0, y0, x1, y1 } = visible;
  const s = view.scale;
  if (layout.topology === 'square') {
    context.drawImage(image, x0, y0, x1 - x0, y1 - y0, view.x + x0 * s, view.y + y0 * s, (x1 - x0) * s, (y1 - y0) * s);
    return;
  }
  if (s * dpr < MIN_CELL_FOR_HEXAGONS && bricks) {
    const canvas = bricks.update(pixels, width, height);
    const rowHeight = layout.centre(0, 1)[1] - layout.centre(0, 0)[1];
    const top = layout.centre(0, y0)[1] - rowHeight / 2;
    context.drawImage(canvas, 2 * x0, y0, 2 * (x1 - x0) + 1, y1 - y0, view.x + x0 * s, view.y + top * s, (x1 - x0 + 0.5) * s, (y1 - y0) * rowHeight * s);
    return;
  }
  if (s * dpr < MIN_CELL_FOR_HEXAGONS) {
    const rowHeight = layout.centre(0, 1)[1] - layout.centre(0, 0)[1];
    for (let y = y0; y < y1; y++) {
      const [left, middle] = layout.centre(x0, y);
      context.drawImage(image, x0, y, x1 - x0, 1, view.x + (left - 0.5) * s, view.y + (middle - rowHeight / 2) * s, (x1 - x0) * s, rowHeight * s);
    }
    return;
  }
  // One path a colour: most cells share a few colours.
  const paths = new Map();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (fill && !fill(x, y)) continue;
      const pixel = fill ? 0xff000000 : pixels[y * width + x];
      let path = paths.get(pixel);
      if (!path) paths.set(pixel, (path = new Path2D()));
      layout.outline(path, view, x, y);
    }
  }
  for (const [pixel, path] of paths) {
    context.fillStyle = `rgb(${pixel & 255}, ${(pixel >>> 8) & 255}, ${(pixel >>> 16) & 255})`;
    context.fill(path);
  }
}

// A device pixel's line around every visible cell, where cells are 8 device pixels or more.
export function drawGridLines(context, view, dpr, layout, { x0, y0, x1, y1 }) {
  const s = view.scale;
  context.beginPath();
  if (layout.topology === 'hex') {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) layout.outline(context, view, x, y);
  } else {
    const half = 0.5 / dpr; // centre a one-device-pixel line on the device pixel grid
    for (let x = x0; x <= x1; x++) {
      const px = Math.round((view.x + x * s) * dpr) / dpr + half;
      context.moveTo(px, view.y + y0 * s);
      context.lineTo(px, view.y + y1 * s);
    }
    for (let y = y0; y <= y1; y++) {
      const py = Math.round((view.y + y * s) * dpr) / dpr + half;
      context.moveTo(view.x + x0 * s, py);
      context.lineTo(view.x + x1 * s, py);
    }
  }
  context.lineWidth = 1 / dpr;
  context.strokeStyle = GRID_LINE_COLOUR;
  context.stroke();
}
