// Mazes as the page uses them: the engine's generators (docs/API.md, seeded and deterministic) with a
// start and goal placed, plus the blank grid painted in the first frame while the engine still loads.
import { CELL, MAZE_KINDS as ENGINE_KINDS } from '../core/engine.js';
import { MAZE_KIND_INFO } from '../core/registry.js';
import { hexDiagonalSide } from '../core/hex.js';
import { t } from '../i18n/i18n.js';

// The generators' names (the catalogue's maze.kind.<kind>, one for each of the engine's kinds).
export const MAZE_KIND_NAMES = Object.freeze(Object.fromEntries(ENGINE_KINDS.map((kind) => [kind, t(`maze.kind.${kind}`)])));
export const MAZE_KINDS = ENGINE_KINDS;
// The engine's table says which make perfect mazes and which are square only (cpp/generate/mazes/maze_kinds.h).
export const PERFECT_KINDS = Object.freeze(MAZE_KIND_INFO.filter((kind) => kind.perfect).map((kind) => kind.name));
const SQUARE_ONLY_KINDS = Object.freeze(MAZE_KIND_INFO.filter((kind) => kind.squareOnly).map((kind) => kind.name));

// The page's first maze: a backtracker with a quarter of its dead ends opened, so there are loops and
// the algorithms' paths differ.
export const DEFAULT_GENERATION = Object.freeze({ kind: 'backtracker', seed: 1, braid: 0.25, density: 0.3, terrainCoverage: 0, terrainScale: 16 });

// Why the generator `kind` does not make mazes of `topology`, or '' when it does (the square-only kinds work
// on square rooms in rows and columns: cpp/generate/mazes/perfect_mazes.h).
export function generationKindReason(kind, topology) {
  if (topology !== 'hex' || !SQUARE_ONLY_KINDS.includes(kind)) return '';
  return t('maze.kindNotOnHexes', { kind: MAZE_KIND_NAMES[kind] });
}

// Why a generator field does not apply to `kind`, or '' when it does (shown beside the disabled field).
export function generationFieldReason(field, kind) {
  if (field === 'braid') return PERFECT_KINDS.includes(kind) ? '' : t('maze.braidOnlyPerfect');
  if (field === 'density') return kind === 'obstacles' ? '' : t('maze.densityOnlyObstacles');
  return '';
}

// The request the engine takes for `kind`: fields that do not apply are left at their defaults (the
// engine refuses a braid for a maze that is not perfect).
export function generationRequest({ kind, width, height, seed, braid, density, terrainCoverage, terrainScale, topology = 'square' }) {
  const request = { kind, width, height, seed, terrainCoverage, terrainScale, topology };
  if (!generationFieldReason('braid', kind)) request.braid = braid;
  if (!generationFieldReason('density', kind)) request.density = density;
  return request;
}

// {width, height, cells, start, goal, topology} of the engine's maze for `options`, ready for engine.search.
// Start and goal sit on the left and right edges half way down (on an even row, where perfect mazes
// put their rooms), so A*'s pull towards the goal is plain to see. The generator's events (for the
// animation) ride along as a non-enumerable `events`, so spreading the maze into a search request works.
export function generateMaze(engine, options) {
  const { width, height, cells, events } = engine.generateMaze(generationRequest({ ...DEFAULT_GENERATION, ...options }));
  const topology = options.topology ?? 'square';
  const maze = { ...withEndpoints({ width, height, cells, topology }), topology };
  return Object.defineProperty(maze, 'events', { value: events });
}

// An all-floor grid with start and goal: what the first frame shows before the engine arrives.
export function blankMaze(width, height) {
  return withEndpoints({ width, height, cells: new Uint8Array(width * height) });
}

// The grid with start and goal kept where the grid says, or placed on open cells near the left and
// right edges, in one region: caves, rooms or a file can leave the open cells nearest the edges apart,
// and a first search that cannot reach its goal teaches nothing. An end placed is then put in the given
// end's region, or both in the largest. Cells are changed only when the grid has no open cell near
// there (a wall is cleared).
export function withEndpoints({ width, height, cells, start = null, goal = null, topology = 'square' }) {
  cells = cells.slice();
  const row = Math.floor(height / 2) & ~1;
  const wantStart = { x: 0, y: row };
  const wantGoal = { x: width - 1 - ((width - 1) & 1), y: row };
  let startAt = start ?? nearestOpen(cells, width, height, wantStart, goal);
  let goalAt = goal ?? nearestOpen(cells, width, height, wantGoal, startAt);
  if (!(start && goal)) {
    const region = regionsOf(cells, width, height, topology);
    const at = ({ x, y }) => region.label[y * width + x];
    if (at(startAt) !== at(goalAt) || at(startAt) < 0) {
      const given = start ?? goal;
      const home = given && at(given) >= 0 ? at(given) : region.largest;
      const inHome = (i) => region.label[i] === home;
      if (!start) startAt = nearestOpen(cells, width, height, wantStart, goalAt, inHome);
      if (!goal) goalAt = nearestOpen(cells, width, height, wantGoal, startAt, inHome);
    }
  }
  return { width, height, cells, start: startAt, goal: goalAt };
}

// The regions of open cells joined by straight steps (so joined under every movement rule), on hexes by
// hex steps (the straight ones and the row's two diagonals: web/grid/cell-layout.js): a label per cell (-1
// on walls) and the label of the largest region.
function regionsOf(cells, width, height, topology) {
  const hex = topology === 'hex';
  const label = new Int32Array(cells.length).fill(-1);
  const queue = new Int32Array(cells.length);
  let largest = -1;
  let largestSize = 0;
  let regions = 0;
  for (let first = 0; first < cells.length; first++) {
    if (cells[first] === CELL.wall || label[first] >= 0) continue;
    let head = 0;
    let tail = 0;
    label[first] = regions;
    queue[tail++] = first;
    while (head < tail) {
      const i = queue[head++];
      const x = i % width;
      // A hex's other two neighbours (web/core/hex.js), where they are on the grid.
      const dx = hex ? hexDiagonalSide(Math.floor(i / width)) : 0;
      const side = x + dx >= 0 && x + dx < width ? dx : 0;
      const diagonals = side ? [i - width + side, i + width + side] : [];
      for (const next of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, ...diagonals]) {
        if (next < 0 || next >= cells.length || cells[next] === CELL.wall || label[next] >= 0) continue;
        label[next] = regions;
        queue[tail++] = next;
      }
    }
    if (tail > largestSize) [largest, largestSize] = [regions, tail];
    regions++;
  }
  return { label, largest };
}

// The open cell closest to `want` (in square rings), other than `avoid`, that `accept` takes (by index);
// clears `want` if none.
function nearestOpen(cells, width, height, want, avoid = null, accept = () => true) {
  for (let radius = 0; radius < Math.max(width, height); radius++) {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== radius) continue;
        const x = want.x + dx;
        const y = want.y + dy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        if (avoid && avoid.x === x && avoid.y === y) continue;
        if (cells[y * width + x] !== CELL.wall && accept(y * width + x)) return { x, y };
      }
    }
  }
  // Nothing open (an all-wall grid): open a cell for the endpoint, not the other endpoint's.
  let { x, y } = want;
  if (avoid && avoid.x === x && avoid.y === y) x = x > 0 ? x - 1 : Math.min(width - 1, x + 1);
  cells[y * width + x] = CELL.floor;
  return { x, y };
}
