// The nodes of a road network by place: a uniform grid of buckets over their positions (about two nodes a
// bucket), for the node nearest a click and the junctions a tile of the map draws.

// The grid's fields as plain numbers and typed arrays (no DOM: a worker can make a big town's), for NodeGrid.
export function gridNodes(x, y) {
  const count = x.length;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    if (x[i] < minX) minX = x[i];
    if (x[i] > maxX) maxX = x[i];
    if (y[i] < minY) minY = y[i];
    if (y[i] > maxY) maxY = y[i];
  }
  const width = Math.max(1e-9, maxX - minX), height = Math.max(1e-9, maxY - minY);
  const size = Math.max(1e-9, Math.sqrt((width * height * 2) / Math.max(1, count)));
  const columns = Math.min(4096, Math.floor(width / size) + 1);
  const rows = Math.min(4096, Math.floor(height / size) + 1);
  const clamp = (value, most) => Math.max(0, Math.min(most - 1, Math.floor(value / size)));
  // Counting sort of the nodes by bucket: bucket b holds items[starts[b] .. starts[b + 1]).
  const bucketOf = new Uint32Array(count);
  const starts = new Uint32Array(columns * rows + 1);
  for (let i = 0; i < count; i++) {
    bucketOf[i] = clamp(y[i] - minY, rows) * columns + clamp(x[i] - minX, columns);
    starts[bucketOf[i] + 1]++;
  }
  for (let b = 0; b < columns * rows; b++) starts[b + 1] += starts[b];
  const fill = starts.slice(0, -1);
  const items = new Uint32Array(count);
  for (let i = 0; i < count; i++) items[fill[bucketOf[i]]++] = i;
  return { minX, minY, maxX, maxY, size, columns, rows, starts, items };
}

export class NodeGrid {
  // x, y: node positions (world units, as the renderer draws them); parts: gridNodes(x, y), made here or
  // elsewhere.
  constructor(x, y, parts = gridNodes(x, y)) {
    this.x = x;
    this.y = y;
    Object.assign(this, parts);
  }

  #column(x) { return Math.max(0, Math.min(this.columns - 1, Math.floor((x - this.minX) / this.size))); }
  #row(y) { return Math.max(0, Math.min(this.rows - 1, Math.floor((y - this.minY) / this.size))); }

  // Calls visit(node) for each node in the buckets the rectangle (world units) meets: those in it and a few
  // near it.
  forEachIn(left, top, right, bottom, visit) {
    if (right < this.minX || bottom < this.minY || left > this.maxX || top > this.maxY) return;
    for (let row = this.#row(top); row <= this.#row(bottom); row++) {
      for (let column = this.#column(left); column <= this.#column(right); column++) {
        const bucket = row * this.columns + column;
        for (let k = this.starts[bucket]; k < this.starts[bucket + 1]; k++) visit(this.items[k]);
      }
    }
  }

  // The node nearest (px, py) within `radius`, or -1 (ties: the lower id).
  nearest(px, py, radius) {
    let best = -1;
    let bestDistance = radius * radius;
    const left = this.#column(px - radius), right = this.#column(px + radius);
    const top = this.#row(py - radius), bottom = this.#row(py + radius);
    for (let row = top; row <= bottom; row++) {
      for (let column = left; column <= right; column++) {
        const bucket = row * this.columns + column;
        for (let k = this.starts[bucket]; k < this.starts[bucket + 1]; k++) {
          const node = this.items[k];
          const dx = this.x[node] - px, dy = this.y[node] - py;
          const distance = dx * dx + dy * dy;
          if (distance < bestDistance || (distance === bestDistance && best >= 0 && node < best)) {
            best = node;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
