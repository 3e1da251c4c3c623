// Where a grid's cells sit in world units, for the renderers, the editor and the keyboard: squares one unit
// a side, or pointy-top hexes one unit across their flat sides, odd rows shoved half a hex right (the
// engine's odd-r topology, cpp/graph/hex.h). Each layout answers the same questions (a cell's centre, the
// cell at a point, the world's extent, a cell's outline, a box inside it for text), so a renderer draws both
// through one code path. No DOM here.

import { HEX_RADIUS, HEX_ROW, fromAxial, toAxial } from '../core/hex.js';

// The corners of a pointy-top hex around its centre, clockwise from the top.
const HEX_CORNERS = [0, 1, 2, 3, 4, 5].map((k) => {
  const angle = -Math.PI / 2 + (k * Math.PI) / 3;
  return [HEX_RADIUS * Math.cos(angle), HEX_RADIUS * Math.sin(angle)];
});
// The box for the figures inside a hex: 0.84 of its width, which leaves 2R(1 - 0.42) of its height (two lines:
// F over G and H), and below it the hex's point, where the parent arrow goes.
const HEX_TEXT_BOX = { width: 0.84, height: 2 * HEX_RADIUS * (1 - 0.42) };

// The cells from a to b inclusive, stepping one cell at a time (Bresenham).
function squareLine(a, b) {
  const cells = [];
  let { x, y } = a;
  const dx = Math.abs(b.x - x);
  const dy = -Math.abs(b.y - y);
  const sx = x < b.x ? 1 : -1;
  const sy = y < b.y ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    cells.push({ x, y });
    if (x === b.x && y === b.y) break;
    const twice = 2 * error;
    if (twice >= dy) { error += dy; x += sx; }
    if (twice <= dx) { error += dx; y += sy; }
  }
  return cells;
}

const SQUARE = Object.freeze({
  topology: 'square',
  bounds: (width, height) => ({ width, height }),
  centre: (x, y) => [x + 0.5, y + 0.5],
  // The cell containing world point (wx, wy), possibly outside the grid.
  cellAt: (wx, wy) => ({ x: Math.floor(wx), y: Math.floor(wy) }),
  // Rows [y0, y1) and columns [x0, x1) with a part inside the world rectangle [left, right) x [top, bottom).
  visible: (left, top, right, bottom) => ({ x0: Math.floor(left), y0: Math.floor(top), x1: Math.ceil(right), y1: Math.ceil(bottom) }),
  // Adds the cell's outline, inset by `inset` world units, to `path` (a CanvasPath) in screen pixels.
  outline(path, view, x, y, inset = 0) {
    const s = view.scale;
    path.rect(view.x + (x + inset) * s, view.y + (y + inset) * s, (1 - 2 * inset) * s, (1 - 2 * inset) * s);
  },
  // A box inside the cell for its figures, as fractions of a world unit around the centre.
  textBox: { width: 1, height: 1 },
  // A cell's neighbour one keyboard move away: dx, dy as the arrow keys say (`other`: Shift held).
  step: (x, y, dx, dy) => ({ x: x + dx, y: y + dy }),
  // The cells from a to b inclusive, each a neighbour of the last (a drawn stroke's gaps filled).
  line: squareLine,
});

// The hex holding fractional axial coordinates (q, r): rounded in cube coordinates, the coordinate that moved
// most rounding put back from the other two.
function roundAxial(q, r) {
  const s = -q - r;
  let rq = Math.round(q), rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q), dr = Math.abs(rr - r), ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return fromAxial(rq, rr);
}

const HEX = Object.freeze({
  topology: 'hex',
  bounds: (width, height) => ({ width: width + 0.5, height: (height - 1) * HEX_ROW + 2 * HEX_RADIUS }),
  centre: (x, y) => [x + 0.5 + 0.5 * (y & 1), HEX_RADIUS + y * HEX_ROW],
  cellAt(wx, wy) {
    // The point in axial coordinates (fractional), then rounded in cube coordinates.
    const r = (wy - HEX_RADIUS) / HEX_ROW;
    return roundAxial(wx - 0.5 - r / 2, r);
  },
  visible: (left, top, right, bottom) => ({
    x0: Math.floor(left - 0.5), x1: Math.ceil(right),
    y0: Math.max(0, Math.floor((top - 2 * HEX_RADIUS) / HEX_ROW)), y1: Math.ceil(bottom / HEX_ROW),
  }),
  outline(path, view, x, y, inset = 0) {
    const s = view.scale;
    const [cx, cy] = HEX.centre(x, y);
    const scale = 1 - 2 * inset;
    HEX_CORNERS.forEach(([u, v], k) => {
      const px = view.x + (cx + u * scale) * s, py = view.y + (cy + v * scale) * s;
      if (k === 0) path.moveTo(px, py);
      else path.lineTo(px, py);
    });
    path.closePath();
  },
  textBox: HEX_TEXT_BOX,
  // The hexes from a to b inclusive, each a neighbour of the last: the guide's line drawing (cube
  // coordinates sampled evenly and rounded), nudged off the ties where the line runs along a side.
  line(a, b) {
    const p = toAxial(a.x, a.y), q = toAxial(b.x, b.y);
    const steps = Math.max(Math.abs(p.q - q.q), Math.abs(p.r - q.r), Math.abs(p.q + p.r - q.q - q.r));
    const cells = [];
    for (let i = 0; i <= steps; i++) {
      const t = steps === 0 ? 0 : i / steps;
      const fq = p.q + (q.q - p.q) * t + 1e-6, fr = p.r + (q.r - p.r) * t + 1e-6;
      cells.push(roundAxial(fq, fr));
    }
    return cells;
  },
  // Left and right stay in the row. Up and down keep the column number (x), which is the upper or lower
  // neighbour on the right from an even row and on the left from an odd one; with Shift (`other`) they go to
  // the row's other neighbour there, so the six moves are four arrows and Shift with up and down.
  step(x, y, dx, dy, other = false) {
    if (dy === 0) return { x: x + dx, y };
    return { x: other ? x + ((y & 1) ? 1 : -1) : x, y: y + dy };
  },
});

export function cellLayout(topology) {
  return topology === 'hex' ? HEX : SQUARE;
}
