// What the grid renderers (the explore view's and the Walk view's) share to paint cells and markers:
// colours as [r, g, b], packed into ImageData words and mixed, and the lettered discs of start, goal and agent.
import { LABEL_FONT } from './palette.js';

export function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
// ImageData pixels read as little-endian 32-bit words: 0xAABBGGRR.
export function packed([r, g, b]) { return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0; }
export function mix(a, b, t) { return a.map((v, k) => Math.round(v * (1 - t) + b[k] * t)); }

// A disc of `radius` CSS px in the middle of cell `point` ({x, y}) of a grid drawn at `view` (camera view),
// or centred at `centre` ([x, y] CSS px) when given, lettered when big enough to read, never smaller than a
// fingertip-visible dot.
export function drawLetteredDisc(context, view, point, colour, letter, radius, centre = null) {
  const s = view.scale;
  const [cx, cy] = centre ?? [view.x + (point.x + 0.5) * s, view.y + (point.y + 0.5) * s];
  context.beginPath();
  context.arc(cx, cy, radius, 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
  context.lineWidth = Math.max(1.5, s * 0.06);
  context.strokeStyle = '#ffffff';
  context.stroke();
  if (radius >= 7) {
    context.fillStyle = '#ffffff';
    context.font = `bold ${Math.round(radius * 1.1)}px ${LABEL_FONT}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(letter, cx, cy + radius * 0.05);
  }
}

// A line of `width` CSS px just inside the edge of cell `point`: marks a cell without covering the figures
// written inside it (they keep a pad of at least that width from the edge).
export function outlineCell(context, view, point, colour, width) {
  const s = view.scale;
  context.lineWidth = width;
  context.strokeStyle = colour;
  context.strokeRect(view.x + point.x * s + width / 2, view.y + point.y * s + width / 2, s - width, s - width);
}
