// What the Roads renderer works out from a network before it can draw it: the junctions' positions north up,
// the bounds and typical spacing, the road index (road-index.js) and the node grid (node-grid.js), as plain
// numbers and typed arrays. Made on the page for a small network, and in the engine's worker beside a big
// random town, which moves them to the page (a million junctions' take most of a second).
import { ROAD_CLASS } from '../core/engine.js';
import { indexRoads, indexBuffers } from './road-index.js';
import { gridNodes } from './node-grid.js';

// The local roads: drawn road by road only when zoomed in, and as a tint of their density before.
export const LOCAL_CLASSES = Object.freeze([ROAD_CLASS.minor, ROAD_CLASS.street]);

// data: engine.networkData().
export function drawingParts(data) {
  const count = data.x.length;
  const x = new Float64Array(data.x); // a copy (not Float64Array.from, which iterates: 90 ms on a million)
  const y = new Float64Array(count);
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    y[i] = -data.y[i];
    if (x[i] < minX) minX = x[i];
    if (x[i] > maxX) maxX = x[i];
    if (y[i] < minY) minY = y[i];
    if (y[i] > maxY) maxY = y[i];
  }
  const width = Math.max(1, maxX - minX), height = Math.max(1, maxY - minY);
  const bounds = { left: minX, top: minY, width, height };
  const network = { count, x, y, spacing: Math.sqrt((width * height) / Math.max(1, count)) };
  return { ...network, bounds, index: indexRoads(network, data, bounds, LOCAL_CLASSES), grid: gridNodes(x, y) };
}

// The buffers of drawingParts's arrays, to move them to another thread.
export function drawingBuffers(parts) {
  return [parts.x.buffer, parts.y.buffer, ...indexBuffers(parts.index), parts.grid.starts.buffer, parts.grid.items.buffer];
}
