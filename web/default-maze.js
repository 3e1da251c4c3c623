// The page's maze generators until the C++ ones land (a later issue moves generation into the engine):
// seeded and deterministic, so the same seed and size always give the same maze, test and picture.
import { CELL } from './engine.js';

// mulberry32: a tiny seeded PRNG returning floats in [0, 1). The seed, not Math.random, decides
// every maze, so a maze can be reproduced from (kind, width, height, seed).
export function seededRandom(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MAZE_KINDS = Object.freeze({
  maze: 'Maze with loops',
  rooms: 'Rooms and doors',
  terrain: 'Open field with terrain',
  empty: 'Empty',
});

// Returns {width, height, cells, start, goal}. Start and goal sit on the left and right edges, half way
// down, so A*'s pull towards the goal is plain to see.
export function generateMaze({ kind = 'maze', width, height, seed = 1 }) {
  const random = seededRandom(seed);
  const cells = new Uint8Array(width * height);
  if (kind === 'maze') carveMaze(cells, width, height, random);
  else if (kind === 'rooms') buildRooms(cells, width, height, random);
  else if (kind === 'terrain') paintTerrain(cells, width, height, random);
  const row = Math.floor(height / 2);
  const start = nearestOpen(cells, width, height, { x: width > 2 ? 1 : 0, y: row });
  const goal = nearestOpen(cells, width, height, { x: width > 2 ? width - 2 : width - 1, y: row }, start);
  return { width, height, cells, start, goal };
}

// Recursive backtracker (iterative, so a 1024x1024 maze does not overflow the stack), then some walls
// knocked out: a perfect maze has one route, and with one route every algorithm finds the same path.
function carveMaze(cells, width, height, random) {
  cells.fill(CELL.wall);
  if (width < 3 || height < 3) {
    cells.fill(CELL.floor);
    return;
  }
  const roomsX = (width - 1) >> 1;
  const roomsY = (height - 1) >> 1;
  const visited = new Uint8Array(roomsX * roomsY);
  const stack = new Int32Array(roomsX * roomsY);
  let top = 0;
  const first = Math.floor(roomsY / 2) * roomsX;
  stack[top++] = first;
  visited[first] = 1;
  cells[(2 * Math.floor(roomsY / 2) + 1) * width + 1] = CELL.floor;
  const choices = new Int32Array(4);
  while (top > 0) {
    const room = stack[top - 1];
    const rx = room % roomsX;
    const ry = (room / roomsX) | 0;
    let count = 0;
    if (ry > 0 && !visited[room - roomsX]) choices[count++] = room - roomsX;
    if (rx < roomsX - 1 && !visited[room + 1]) choices[count++] = room + 1;
    if (ry < roomsY - 1 && !visited[room + roomsX]) choices[count++] = room + roomsX;
    if (rx > 0 && !visited[room - 1]) choices[count++] = room - 1;
    if (count === 0) {
      top--;
      continue;
    }
    const next = choices[Math.floor(random() * count)];
    const nx = next % roomsX;
    const ny = (next / roomsX) | 0;
    visited[next] = 1;
    cells[(2 * ny + 1) * width + 2 * nx + 1] = CELL.floor;
    cells[(ry + ny + 1) * width + rx + nx + 1] = CELL.floor; // the wall between the two rooms
    stack[top++] = next;
  }
  // Loops: open about one inner wall in eight that separates two corridors.
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (cells[i] !== CELL.wall) continue;
      const horizontal = cells[i - 1] !== CELL.wall && cells[i + 1] !== CELL.wall;
      const vertical = cells[i - width] !== CELL.wall && cells[i + width] !== CELL.wall;
      if (horizontal !== vertical && random() < 0.12) cells[i] = CELL.floor;
    }
  }
  // An even width or height leaves a last column or row of solid wall; open it to the maze instead.
  if (width % 2 === 0) for (let y = 1; y < height - 1; y++) if (random() < 0.5) cells[y * width + width - 2] = CELL.floor;
  if (height % 2 === 0) for (let x = 1; x < width - 1; x++) if (random() < 0.5) cells[(height - 2) * width + x] = CELL.floor;
}

// Rooms: a grid of rectangular rooms, each wall between two rooms with one or two doors.
function buildRooms(cells, width, height, random) {
  const roomSize = Math.max(4, Math.round(Math.min(width, height) / 6));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onWall = (x % roomSize === 0 && x > 0 && x < width - 1) || (y % roomSize === 0 && y > 0 && y < height - 1);
      if (onWall) cells[y * width + x] = CELL.wall;
    }
  }
  // Doors: for each wall segment between two rooms, open one cell (sometimes two).
  for (let wy = roomSize; wy < height - 1; wy += roomSize) {
    for (let x0 = 0; x0 < width; x0 += roomSize) {
      const doors = random() < 0.3 ? 2 : random() < 0.85 ? 1 : 0;
      for (let d = 0; d < doors; d++) {
        const x = x0 + 1 + Math.floor(random() * (roomSize - 1));
        if (x < width) cells[wy * width + x] = CELL.floor;
      }
    }
  }
  for (let wx = roomSize; wx < width - 1; wx += roomSize) {
    for (let y0 = 0; y0 < height; y0 += roomSize) {
      const doors = random() < 0.3 ? 2 : random() < 0.85 ? 1 : 0;
      for (let d = 0; d < doors; d++) {
        const y = y0 + 1 + Math.floor(random() * (roomSize - 1));
        if (y < height) cells[y * width + wx] = CELL.floor;
      }
    }
  }
}

// Open ground with soft blobs of grass, sand and water and a few short walls: where terrain costs
// bend the path and Dijkstra-like searches visibly avoid the water.
function paintTerrain(cells, width, height, random) {
  const blobs = Math.max(3, Math.round((width * height) / 120));
  const kinds = [CELL.grass, CELL.grass, CELL.sand, CELL.water];
  for (let b = 0; b < blobs; b++) {
    const cx = random() * width;
    const cy = random() * height;
    const radius = 1.5 + random() * Math.max(2, Math.min(width, height) / 8);
    const kind = kinds[Math.floor(random() * kinds.length)];
    const x0 = Math.max(0, Math.floor(cx - radius));
    const x1 = Math.min(width - 1, Math.ceil(cx + radius));
    const y0 = Math.max(0, Math.floor(cy - radius));
    const y1 = Math.min(height - 1, Math.ceil(cy + radius));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const wobble = 0.75 + 0.5 * random();
        if ((x - cx) ** 2 + (y - cy) ** 2 <= (radius * wobble) ** 2) cells[y * width + x] = kind;
      }
    }
  }
  const walls = Math.max(2, Math.round((width * height) / 250));
  for (let w = 0; w < walls; w++) {
    let x = Math.floor(random() * width);
    let y = Math.floor(random() * height);
    const horizontal = random() < 0.5;
    const length = 3 + Math.floor(random() * Math.max(3, Math.min(width, height) / 3));
    for (let k = 0; k < length && x < width && y < height; k++) {
      cells[y * width + x] = CELL.wall;
      if (horizontal) x++; else y++;
    }
  }
}

// The open cell closest to `want` (breadth-first in rings), other than `avoid`; clears `want` if none.
function nearestOpen(cells, width, height, want, avoid = null) {
  for (let radius = 0; radius < Math.max(width, height); radius++) {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== radius) continue;
        const x = want.x + dx;
        const y = want.y + dy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        if (avoid && avoid.x === x && avoid.y === y) continue;
        if (cells[y * width + x] !== CELL.wall) return { x, y };
      }
    }
  }
  cells[want.y * width + want.x] = CELL.floor;
  return { x: want.x, y: want.y };
}
