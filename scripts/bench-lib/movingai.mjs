// MovingAI benchmark files for scripts/bench: finding the maps that have scenarios, reading .map and
// .scen, choosing the evenly spaced queries, and measuring octile path lengths.
import fs from 'node:fs';
import path from 'node:path';

export const TOLERANCE = 0.005; // the scenario files round their optimal lengths
const PASSABLE = new Set(['.', 'G', 'S']); // as cpp/io/movingai.h: '@' 'O' 'T' 'W' are walls

// Every X.map under dataDir with X.map.scen beside it (or else X.map.<something>.scen, such as the
// street set's X.map.sampled200.scen), sorted by path: [{name, set, mapPath, scenPath}].
export function findBenchmarkMaps(dataDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => cmp(a.name, b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.map')) {
        const siblings = fs.readdirSync(dir);
        const scen = siblings.includes(`${entry.name}.scen`)
          ? `${entry.name}.scen`
          : siblings.filter((s) => s.startsWith(`${entry.name}.`) && s.endsWith('.scen')).sort(cmp)[0];
        if (scen) {
          found.push({
            name: entry.name.slice(0, -'.map'.length),
            set: path.relative(dataDir, dir) || '.',
            mapPath: full,
            scenPath: path.join(dir, scen),
          });
        }
      }
    }
  };
  walk(dataDir);
  return found;
}

function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// {width, height, cells}: cells is a Uint8Array, row by row, 0 floor and 1 wall (web/core/engine.js's codes).
export function parseMap(text, where = 'map') {
  const lines = text.split(/\r?\n/);
  let width = -1;
  let height = -1;
  let row = 0;
  for (; row < lines.length; row++) {
    const line = lines[row].trim();
    if (line === 'map') break;
    const [key, value] = line.split(/\s+/);
    if (key === 'width') width = Number(value);
    else if (key === 'height') height = Number(value);
  }
  if (!(width > 0 && height > 0) || row >= lines.length) throw new Error(`${where}: bad header`);
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const line = lines[row + 1 + y];
    if (line === undefined || line.length < width) throw new Error(`${where}: line ${row + 2 + y}: short row`);
    for (let x = 0; x < width; x++) cells[y * width + x] = PASSABLE.has(line[x]) ? 0 : 1;
  }
  return { width, height, cells };
}

// [{bucket, width, height, start: {x, y}, goal: {x, y}, optimal}]; fields separated by tabs or spaces.
export function parseScenario(text, where = 'scen') {
  const lines = text.split(/\r?\n/);
  if (!/^version\s+1(\.0)?\s*$/.test(lines[0].trim())) throw new Error(`${where}: line 1: expected 'version 1'`);
  const queries = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const f = line.split(/\s+/);
    if (f.length < 9) throw new Error(`${where}: line ${i + 1}: expected 9 fields`);
    // The map path (field 2) is the only free-text field: count the others from the end.
    const n = f.map(Number);
    const k = f.length;
    const query = {
      bucket: n[0],
      width: n[k - 7],
      height: n[k - 6],
      start: { x: n[k - 5], y: n[k - 4] },
      goal: { x: n[k - 3], y: n[k - 2] },
      optimal: n[k - 1],
    };
    if (![query.width, query.height, query.start.x, query.start.y, query.goal.x, query.goal.y].every(Number.isInteger)
        || !Number.isFinite(query.optimal)) {
      throw new Error(`${where}: line ${i + 1}: bad numbers`);
    }
    queries.push(query);
  }
  return queries;
}

// The same choice as `frontier bench`: query i*all/count for i < count (integer division).
export function selectQueries(all, wanted) {
  const count = Math.min(all.length, wanted);
  const chosen = [];
  for (let i = 0; i < count; i++) chosen.push(all[Math.floor((i * all.length) / count)]);
  return chosen;
}

// Octile length of a path given as [{x, y}] or [[x, y]]; NaN when two consecutive cells are not neighbours.
export function octileLength(cells) {
  let length = 0;
  for (let i = 1; i < cells.length; i++) {
    const [ax, ay] = xy(cells[i - 1]);
    const [bx, by] = xy(cells[i]);
    const dx = Math.abs(bx - ax);
    const dy = Math.abs(by - ay);
    if (dx > 1 || dy > 1 || dx + dy === 0) return NaN;
    length += dx + dy === 2 ? Math.SQRT2 : 1;
  }
  return length;
}

function xy(cell) {
  return Array.isArray(cell) ? cell : [cell.x, cell.y];
}

// Why a returned path is not an optimal answer to query, or null when it is.
export function pathProblem(query, cells, grid) {
  if (cells.length === 0) return 'no path';
  const [sx, sy] = xy(cells[0]);
  const [gx, gy] = xy(cells[cells.length - 1]);
  if (sx !== query.start.x || sy !== query.start.y || gx !== query.goal.x || gy !== query.goal.y) {
    return 'path does not join start and goal';
  }
  for (const cell of cells) {
    const [x, y] = xy(cell);
    if (grid.cells[y * grid.width + x] !== 0) return `path crosses wall (${x}, ${y})`;
  }
  const length = octileLength(cells);
  if (Number.isNaN(length)) return 'path has a non-adjacent step';
  for (let i = 1; i < cells.length; i++) {
    const [ax, ay] = xy(cells[i - 1]);
    const [bx, by] = xy(cells[i]);
    if (ax !== bx && ay !== by
        && (grid.cells[ay * grid.width + bx] !== 0 || grid.cells[by * grid.width + ax] !== 0)) {
      return `path cuts a corner at (${ax}, ${ay}) -> (${bx}, ${by})`;
    }
  }
  if (Math.abs(length - query.optimal) > TOLERANCE) {
    return `path length ${length.toFixed(5)} differs from optimal ${query.optimal.toFixed(5)}`;
  }
  return null;
}

// Why an any-angle path (its turning points) is not an answer to query of length `cost`, or null. Its
// segments' line of sight is checked by the C++ tests (an independent oracle); here: the ends, the turning
// points open, and the Euclidean length equal to the reported cost.
export function anyAnglePathProblem(query, cells, grid, cost) {
  if (cells.length === 0) return 'no path';
  const [sx, sy] = xy(cells[0]);
  const [gx, gy] = xy(cells[cells.length - 1]);
  if (sx !== query.start.x || sy !== query.start.y || gx !== query.goal.x || gy !== query.goal.y) {
    return 'path does not join start and goal';
  }
  let length = 0;
  for (let i = 0; i < cells.length; i++) {
    const [x, y] = xy(cells[i]);
    if (grid.cells[y * grid.width + x] !== 0) return `turning point on a wall (${x}, ${y})`;
    if (i > 0) {
      const [ax, ay] = xy(cells[i - 1]);
      length += Math.hypot(x - ax, y - ay);
    }
  }
  return Math.abs(length - cost) > TOLERANCE ? `segments add up to ${length.toFixed(5)}, not the cost ${cost.toFixed(5)}` : null;
}

export function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
