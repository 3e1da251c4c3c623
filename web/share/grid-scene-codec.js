// A grid scene in a share link (the explore view's: web/grid/): its size, start and goal, then the generator
// with the reader's edits or the cells, for the v2 grid codec and the v1 body alike; and the checks of a
// grid's size and points that every form of link makes.
import { fail } from './link-bytes.js';

export const MAX_SIDE = 1024; // the page's limit (web/grid/maze.js MAX_PAGE_SIDE)
// The generators' names as links carry them (by index in a v1 link, so this list never changes order).
export const GENERATORS = ['backtracker', 'prim', 'kruskal', 'wilson', 'division', 'eller', 'obstacles', 'rooms', 'caves'];
const WALL = 1;
export const TERRAIN_CODES = 5; // floor, wall, grass, sand, water

export function checkSize(width, height) {
  if (!(width >= 1 && height >= 1)) fail('link.mapEmpty', { width, height });
  if (width > MAX_SIDE || height > MAX_SIDE) fail('link.mapTooBig', { width, height, max: MAX_SIDE });
}

export function checkPoint(point, name, width, height) {
  if (point && (point.x >= width || point.y >= height)) fail(name === 'start' ? 'link.startOutside' : 'link.goalOutside', { x: point.x, y: point.y, width, height });
}

const GRID_FLAGS = { generator: 1, start: 2, goal: 4 };
export const gridCodec = {
  write(out, puzzle) {
    out.byte((puzzle.generator ? GRID_FLAGS.generator : 0) | (puzzle.start ? GRID_FLAGS.start : 0) | (puzzle.goal ? GRID_FLAGS.goal : 0));
    writeGrid(out, puzzle, (kind) => out.string(kind));
  },
  read(input, puzzle) {
    const flags = input.byte();
    readGrid(input, puzzle, {
      hasGenerator: Boolean(flags & GRID_FLAGS.generator), hasStart: Boolean(flags & GRID_FLAGS.start), hasGoal: Boolean(flags & GRID_FLAGS.goal),
    }, () => {
      const kind = input.string();
      if (!GENERATORS.includes(kind)) fail('link.damaged.generatorName', { kind });
      return kind;
    });
  },
};

// Size, start, goal, then the generator with its edits or the cells: shared by v1 and the v2 grid codec,
// which differ only in how they name the generator (`writeKind`, `readKind`).
export function writeGrid(out, puzzle, writeKind) {
  out.uint(puzzle.width);
  out.uint(puzzle.height);
  for (const point of [puzzle.start, puzzle.goal]) {
    if (point) { out.uint(point.x); out.uint(point.y); }
  }
  if (puzzle.generator) {
    const g = puzzle.generator;
    writeKind(g.kind);
    out.uint(g.seed);
    out.float(g.braid);
    out.float(g.density);
    out.float(g.terrainCoverage);
    out.uint(g.terrainScale);
    const edits = [...puzzle.edits].sort((a, b) => a[0] - b[0]);
    out.uint(edits.length);
    let previous = 0;
    for (const [cell, code] of edits) {
      out.uint(cell - previous);
      out.byte(code);
      previous = cell;
    }
  } else {
    const { cells } = puzzle;
    const terrain = cells.some((code) => code > WALL);
    out.byte(terrain ? 1 : 0);
    if (terrain) {
      for (const code of cells) out.byte(code);
    } else {
      // Walls and floor only: a bit a cell.
      for (let i = 0; i < cells.length; i += 8) {
        let byte = 0;
        for (let k = 0; k < 8 && i + k < cells.length; k++) byte |= cells[i + k] << k;
        out.byte(byte);
      }
    }
  }
}

export function readGrid(input, puzzle, { hasGenerator, hasStart, hasGoal }, readKind) {
  const width = input.uint();
  const height = input.uint();
  checkSize(width, height);
  const point = () => ({ x: input.uint(), y: input.uint() });
  const start = hasStart ? point() : null;
  const goal = hasGoal ? point() : null;
  checkPoint(start, 'start', width, height);
  checkPoint(goal, 'goal', width, height);
  Object.assign(puzzle, { width, height, start, goal });
  if (hasGenerator) {
    const generator = {
      kind: readKind(), seed: input.uint(),
      braid: input.float(), density: input.float(), terrainCoverage: input.float(), terrainScale: input.uint(),
    };
    for (const share of ['braid', 'density', 'terrainCoverage']) {
      if (!(generator[share] >= 0 && generator[share] <= 1)) fail('link.damaged.value', { name: share, value: generator[share] });
    }
    if (generator.terrainScale < 1 || generator.terrainScale > 4096) fail('link.damaged.terrainScale', { scale: generator.terrainScale });
    const count = input.uint();
    if (count > width * height) fail('link.damaged.edits', { count, cells: width * height });
    const edits = [];
    let cell = 0;
    for (let k = 0; k < count; k++) {
      cell += input.uint();
      const code = input.byte();
      if (cell >= width * height || code >= TERRAIN_CODES) fail('link.damaged.editOutside');
      edits.push([cell, code]);
    }
    Object.assign(puzzle, { generator, edits });
  } else {
    const terrain = input.byte();
    if (terrain > 1) fail('link.damaged.packing');
    const cells = new Uint8Array(width * height);
    if (terrain) {
      for (let i = 0; i < cells.length; i++) {
        cells[i] = input.byte();
        if (cells[i] >= TERRAIN_CODES) fail('link.damaged.cellCode', { code: cells[i] });
      }
    } else {
      for (let i = 0; i < cells.length; i += 8) {
        const byte = input.byte();
        for (let k = 0; k < 8 && i + k < cells.length; k++) cells[i + k] = (byte >> k) & 1;
      }
    }
    puzzle.cells = cells;
  }
}
