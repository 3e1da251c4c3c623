// Drawing a grid's cells from their image (one pixel a cell) on a canvas, squares or hexes alike: what the
// explore view's renderer and the Walk view's share. Squares are the image scaled up (one drawImage for a
// million cells); hexes are filled one by one where they are a few device pixels wide, and below that drawn
// as the image's rows, each odd row half a cell right (bricks: the hexes' points are lost, not their order).
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

// Draws the visible cells: `image` a canvas of one pixel a cell, `pixels` its colours (ImageData words),
// `width` the grid's. `fill(x, y)`: draw only cells it says true of (a mask), in black; default every cell in
// its colour.
export function drawCells(context, view, dpr, layout, { image, pixels, width }, visible, fill = null) {
  const { x0, y0, x1, y1 } = visible;
  const s = view.scale;
  if (layout.topology === 'square') {
    context.drawImage(image, x0, y0, x1 - x0, y1 - y0, view.x + x0 * s, view.y + y0 * s, (x1 - x0) * s, (y1 - y0) * s);
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
