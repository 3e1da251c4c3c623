// Where a network's roads are, for drawing any part of it at any zoom without visiting every road: each
// class's roads joined into polylines (a chain runs on through every junction where only two roads of its
// class meet) and cut into short pieces, the pieces in a uniform grid of buckets by class, and the local
// roads' density as a small grid for views zoomed out too far to draw each street. World units are the
// renderer's (metres, north up). indexRoads makes it as plain typed arrays (no DOM: a worker can make a big
// town's), RoadIndex answers from them.

const PIECE_POINTS = 32; // the most junctions a piece holds: short enough to skip when off a tile
const BUCKET_SPACINGS = 8; // a bucket's side, in typical spacings between neighbouring junctions
const MAX_BUCKETS_A_SIDE = 1024;
const MAX_DENSITY_SIDE = 2048; // cells a side of the density grid

// The index of a network's roads: network {count, x, y, spacing} (renderer units), arcs {from, to,
// roadClass} (engine.networkData()), bounds {left, top, width, height}, densityClasses: the classes whose
// density is measured. Returns plain fields and typed arrays (RoadIndex's `parts`).
export function indexRoads(network, arcs, bounds, densityClasses) {
  const present = new Uint8Array(256);
  for (let a = 0; a < arcs.roadClass.length; a++) present[arcs.roadClass[a]] = 1;
  const classes = [];
  for (let roadClass = 0; roadClass < 256; roadClass++) if (present[roadClass]) classes.push(roadClass);
  const parts = { classes, bounds, spacing: network.spacing };
  Object.assign(parts, chainPieces(network, undirectedRoads(network.count, arcs), classes));
  Object.assign(parts, bucketPieces(parts));
  parts.density = densityOf(parts, network, densityClasses);
  return parts;
}

// The typed arrays of indexRoads's parts, to move them to another thread.
export function indexBuffers(parts) {
  const arrays = [parts.points, parts.pieceStart, parts.pieceSlot, parts.box, parts.classLength, parts.bucketStart, parts.bucketItems];
  if (parts.density) arrays.push(parts.density.amount);
  return arrays.map((array) => array.buffer);
}

export class RoadIndex {
  // parts: indexRoads's; x, y: the node positions it was made from.
  constructor(parts, x, y) {
    Object.assign(this, parts);
    this.x = x;
    this.y = y;
    this.pieceCount = parts.pieceSlot.length;
    this.stamp = new Uint32Array(this.pieceCount);
    this.stampNow = 0;
  }

  // Calls visit(points, first, last) for each piece of class `roadClass` whose box meets the rectangle
  // (world units), once each: the piece's junctions are points[first .. last).
  forEachPiece(roadClass, left, top, right, bottom, visit) {
    const slot = this.classes.indexOf(roadClass);
    if (slot < 0) return;
    const { columns, rows } = this;
    const c0 = this.#column(left), c1 = this.#column(right), r0 = this.#row(top), r1 = this.#row(bottom);
    if (c1 < 0 || r1 < 0 || c0 >= columns || r0 >= rows) return;
    const stamp = ++this.stampNow;
    const base = slot * columns * rows;
    const { bucketStart, bucketItems, pieceStart, points, box } = this;
    for (let row = Math.max(0, r0); row <= Math.min(rows - 1, r1); row++) {
      for (let column = Math.max(0, c0); column <= Math.min(columns - 1, c1); column++) {
        const bucket = base + row * columns + column;
        for (let k = bucketStart[bucket]; k < bucketStart[bucket + 1]; k++) {
          const piece = bucketItems[k];
          if (this.stamp[piece] === stamp) continue;
          this.stamp[piece] = stamp;
          const b = 4 * piece;
          if (box[b] > right || box[b + 1] > bottom || box[b + 2] < left || box[b + 3] < top) continue;
          visit(points, pieceStart[piece], pieceStart[piece + 1]);
        }
      }
    }
  }

  // The typical distance between two roads of `roadClass` side by side (world units): for roads laid out
  // as a lattice of lines d apart, their length is about twice the area over d. Infinity: none of it.
  lineSpacing(roadClass) {
    const slot = this.classes.indexOf(roadClass);
    const length = slot < 0 ? 0 : this.classLength[slot];
    return length > 0 ? (2 * this.area) / length : Infinity;
  }

  #column(x) { return Math.max(-1, Math.min(this.columns, Math.floor((x - this.bounds.left) / this.size))); }
  #row(y) { return Math.max(-1, Math.min(this.rows, Math.floor((y - this.bounds.top) / this.size))); }
}

// Chains of each class, cut into pieces: pieceStart[p] .. pieceStart[p + 1] index `points` (node ids);
// each piece's box and each class's length, on the way.
function chainPieces({ count, x, y }, roads, classes) {
  const roadCount = roads.roadClass.length;
  // A piece holds at most PIECE_POINTS - 1 roads, so there are at most as many pieces as roads and at most
  // twice as many points.
  const points = new Uint32Array(2 * roadCount);
  const pieceStart = new Uint32Array(roadCount + 1);
  const pieceSlot = new Uint8Array(roadCount);
  const box = new Float64Array(4 * roadCount); // left, top, right, bottom
  const classLength = new Float64Array(classes.length);
  let pointCount = 0, pieceCount = 0;
  const addPoint = (node) => {
    points[pointCount++] = node;
    const b = 4 * pieceCount;
    if (x[node] < box[b]) box[b] = x[node];
    if (y[node] < box[b + 1]) box[b + 1] = y[node];
    if (x[node] > box[b + 2]) box[b + 2] = x[node];
    if (y[node] > box[b + 3]) box[b + 3] = y[node];
  };
  const openPiece = (slot, node) => {
    pieceSlot[pieceCount] = slot;
    const b = 4 * pieceCount;
    box[b] = box[b + 1] = Infinity;
    box[b + 2] = box[b + 3] = -Infinity;
    addPoint(node);
  };
  const closePiece = () => { pieceStart[++pieceCount] = pointCount; };
  // The roads of each class side by side (a counting sort by class).
  const slotOf = new Int16Array(256).fill(-1);
  classes.forEach((roadClass, slot) => { slotOf[roadClass] = slot; });
  const classStart = new Uint32Array(classes.length + 1);
  for (let r = 0; r < roadCount; r++) if (slotOf[roads.roadClass[r]] >= 0) classStart[slotOf[roads.roadClass[r]] + 1]++;
  for (let c = 0; c < classes.length; c++) classStart[c + 1] += classStart[c];
  const byClass = new Uint32Array(classStart[classes.length]);
  const fillClass = classStart.slice(0, -1);
  for (let r = 0; r < roadCount; r++) if (slotOf[roads.roadClass[r]] >= 0) byClass[fillClass[slotOf[roads.roadClass[r]]]++] = r;
  const degree = new Uint32Array(count);
  const firstRoad = new Uint32Array(count + 1);
  for (let slot = 0; slot < classes.length; slot++) {
    const mine = byClass.subarray(classStart[slot], classStart[slot + 1]);
    if (!mine.length) continue;
    degree.fill(0);
    for (let k = 0; k < mine.length; k++) { degree[roads.u[mine[k]]]++; degree[roads.v[mine[k]]]++; }
    for (let n = 0; n < count; n++) firstRoad[n + 1] = firstRoad[n] + degree[n];
    const fill = firstRoad.slice(0, count);
    const incident = new Uint32Array(2 * mine.length);
    for (let k = 0; k < mine.length; k++) { incident[fill[roads.u[mine[k]]]++] = k; incident[fill[roads.v[mine[k]]]++] = k; }
    const used = new Uint8Array(mine.length);
    const nextRoad = (node) => {
      for (let i = firstRoad[node]; i < firstRoad[node + 1]; i++) if (!used[incident[i]]) return incident[i];
      return -1;
    };
    // One chain from `start` along road `first`, on through junctions of degree 2, cut into pieces that share
    // their end junctions so the line stays joined.
    const walk = (start, first) => {
      openPiece(slot, start);
      let node = start, roadsInPiece = 0;
      for (let k = first; k >= 0; k = degree[node] === 2 ? nextRoad(node) : -1) {
        used[k] = 1;
        const r = mine[k];
        const next = roads.u[r] === node ? roads.v[r] : roads.u[r];
        classLength[slot] += Math.hypot(x[next] - x[node], y[next] - y[node]);
        if (roadsInPiece === PIECE_POINTS - 1) {
          closePiece();
          openPiece(slot, node);
          roadsInPiece = 0;
        }
        addPoint(next);
        roadsInPiece++;
        node = next;
      }
      closePiece();
    };
    // Chains from every junction where they end or branch, then the loops left (a ring road).
    for (let n = 0; n < count; n++) {
      if (degree[n] === 2 || degree[n] === 0) continue;
      for (let k = nextRoad(n); k >= 0; k = nextRoad(n)) walk(n, k);
    }
    for (let k = 0; k < mine.length; k++) if (!used[k]) walk(roads.u[mine[k]], k);
  }
  // Copies, so the arrays moved to another thread are no bigger than what they hold.
  return {
    points: points.slice(0, pointCount), pieceStart: pieceStart.slice(0, pieceCount + 1),
    pieceSlot: pieceSlot.slice(0, pieceCount), box: box.slice(0, 4 * pieceCount), classLength,
  };
}


// Each piece in every bucket its box meets, buckets grouped by class (counting sort): parts of indexRoads.
function bucketPieces({ bounds, spacing, classes, pieceSlot, box }) {
  const size = Math.max(spacing * BUCKET_SPACINGS, bounds.width / MAX_BUCKETS_A_SIDE, bounds.height / MAX_BUCKETS_A_SIDE, 1e-9);
  const columns = Math.floor(bounds.width / size) + 1;
  const rows = Math.floor(bounds.height / size) + 1;
  const cells = columns * rows;
  const bucketStart = new Uint32Array(classes.length * cells + 1);
  const cell = (value, origin, most) => Math.max(0, Math.min(most - 1, Math.floor((value - origin) / size)));
  const eachBucket = (piece, visit) => {
    const b = 4 * piece;
    const base = pieceSlot[piece] * cells;
    for (let row = cell(box[b + 1], bounds.top, rows); row <= cell(box[b + 3], bounds.top, rows); row++) {
      for (let column = cell(box[b], bounds.left, columns); column <= cell(box[b + 2], bounds.left, columns); column++) visit(base + row * columns + column);
    }
  };
  const pieceCount = pieceSlot.length;
  for (let p = 0; p < pieceCount; p++) eachBucket(p, (bucket) => { bucketStart[bucket + 1]++; });
  for (let b = 0; b < bucketStart.length - 1; b++) bucketStart[b + 1] += bucketStart[b];
  const fill = bucketStart.slice(0, -1);
  const bucketItems = new Uint32Array(bucketStart[bucketStart.length - 1]);
  for (let p = 0; p < pieceCount; p++) eachBucket(p, (bucket) => { bucketItems[fill[bucket]++] = p; });
  // The ground the roads cover: the buckets any piece is in (a long thin network covers little of its box).
  let covered = 0;
  for (let c = 0; c < cells; c++) {
    for (let slot = 0; slot < classes.length; slot++) {
      if (bucketStart[slot * cells + c + 1] > bucketStart[slot * cells + c]) { covered++; break; }
    }
  }
  return { size, columns, rows, bucketStart, bucketItems, area: covered * size * size };
}

// How much road of `classes` there is everywhere: a grid of cells about one junction wide over the bounds,
// each cell's amount from 0 to 255 (255: about one and a half cells' length of road in it, as dense as streets
// drawn a few pixels apart look), smoothed, since a road's length falls in the cell of its middle, which
// speckles. Null when those classes have no roads.
function densityOf({ bounds, spacing, classes, points, pieceStart, pieceSlot }, { x, y }, densityClasses) {
  const slots = densityClasses.map((roadClass) => classes.indexOf(roadClass)).filter((slot) => slot >= 0);
  if (!slots.length) return null;
  const cellSize = Math.max(spacing, bounds.width / MAX_DENSITY_SIDE, bounds.height / MAX_DENSITY_SIDE);
  const width = Math.max(1, Math.ceil(bounds.width / cellSize)), height = Math.max(1, Math.ceil(bounds.height / cellSize));
  const length = new Float32Array(width * height);
  for (let piece = 0; piece < pieceSlot.length; piece++) {
    if (!slots.includes(pieceSlot[piece])) continue;
    for (let k = pieceStart[piece]; k + 1 < pieceStart[piece + 1]; k++) {
      const a = points[k], b = points[k + 1];
      const mx = (x[a] + x[b]) / 2, my = (y[a] + y[b]) / 2;
      const column = Math.min(width - 1, Math.max(0, Math.floor((mx - bounds.left) / cellSize)));
      const row = Math.min(height - 1, Math.max(0, Math.floor((my - bounds.top) / cellSize)));
      length[row * width + column] += Math.hypot(x[b] - x[a], y[b] - y[a]);
    }
  }
  const smooth = boxBlur(boxBlur(length, width, height), width, height);
  const amount = new Uint8Array(width * height);
  const full = 1.5 * cellSize;
  for (let i = 0; i < amount.length; i++) amount[i] = Math.round(255 * Math.min(1, smooth[i] / full));
  return { amount, width, height, left: bounds.left, top: bounds.top, cellSize };
}

// Each road once: a two-way road's two arcs are one road (from its lower node), a one-way road its arc.
// Arcs come grouped by tail (from[a] ascending), so a reverse arc is found among its tail's arcs.
function undirectedRoads(count, { from, to, roadClass }) {
  const firstArc = new Uint32Array(count + 1);
  for (let a = 0; a < from.length; a++) firstArc[from[a] + 1]++;
  for (let i = 0; i < count; i++) firstArc[i + 1] += firstArc[i];
  const hasArc = (u, v) => {
    for (let a = firstArc[u]; a < firstArc[u + 1]; a++) if (to[a] === v) return true;
    return false;
  };
  const u = new Uint32Array(from.length), v = new Uint32Array(from.length), kind = new Uint8Array(from.length);
  let roads = 0;
  for (let a = 0; a < from.length; a++) {
    if (from[a] > to[a] && hasArc(to[a], from[a])) continue;
    u[roads] = from[a];
    v[roads] = to[a];
    kind[roads] = roadClass[a];
    roads++;
  }
  return { u: u.subarray(0, roads), v: v.subarray(0, roads), roadClass: kind.subarray(0, roads) };
}

// Each value the mean of itself and its eight neighbours (fewer at the edges): a mean along each row, then
// along each column.
function boxBlur(values, width, height) {
  const rows = new Float32Array(values.length);
  for (let row = 0; row < height; row++) {
    const at = row * width;
    for (let column = 0; column < width; column++) {
      const first = Math.max(0, column - 1), last = Math.min(width - 1, column + 1);
      let sum = 0;
      for (let c = first; c <= last; c++) sum += values[at + c];
      rows[at + column] = sum / (last - first + 1);
    }
  }
  const out = new Float32Array(values.length);
  for (let row = 0; row < height; row++) {
    const first = Math.max(0, row - 1), last = Math.min(height - 1, row + 1);
    for (let column = 0; column < width; column++) {
      let sum = 0;
      for (let r = first; r <= last; r++) sum += rows[r * width + column];
      out[row * width + column] = sum / (last - first + 1);
    }
  }
  return out;
}
