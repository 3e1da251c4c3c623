// The maze being edited: size, cell codes (y * width + x, as the engine takes them), start and goal, and
// how its cells touch (topology: 'square' or 'hex', web/grid/cell-layout.js).
// One object the editor changes and everything else listens to, so nobody keeps a stale copy.
import { CELL } from '../core/engine.js';

export const MIN_SIDE = 2;
export const MAX_PAGE_SIDE = 1024; // the page's limit; the engine takes up to 4096

export class Maze {
  #listeners = new Set();
  #codeCounts = null; // cells of each code, counted on first need and kept up by setCells (1024 x 1024 is a
  // million cells: counting them on every edit of a drag held the page up)

  constructor({ width, height, cells, start, goal, topology = 'square' }) {
    this.topology = topology;
    this.width = width;
    this.height = height;
    this.cells = cells;
    this.start = { ...start };
    this.goal = { ...goal };
    // Counts every change of the cells (setCells, replace): a snapshot with the same count has the same cells.
    this.cellsVersion = 0;
  }

  // listener({kind: 'cells', indexes} | {kind: 'endpoints'} | {kind: 'all'}); a new topology is 'all' too (the
  // cells stay, but every one of them is drawn elsewhere).
  onChange(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(change) {
    for (const listener of this.#listeners) listener(change);
  }

  // The names of the cell kinds on the grid ('floor', 'wall', 'grass', ...), in code order.
  kindsPresent() {
    if (!this.#codeCounts) {
      this.#codeCounts = new Uint32Array(256);
      for (const code of this.cells) this.#codeCounts[code]++;
    }
    return Object.entries(CELL).filter(([, code]) => this.#codeCounts[code] > 0).map(([name]) => name);
  }

  index(x, y) { return y * this.width + x; }
  contains(x, y) { return x >= 0 && y >= 0 && x < this.width && y < this.height; }
  isStart(i) { return i === this.start.y * this.width + this.start.x; }
  isGoal(i) { return i === this.goal.y * this.width + this.goal.x; }

  // Sets cells[indexes[k]] = codes[k] (or one code for all). Walls never cover start or goal.
  // Returns the indexes that changed with their previous codes, for undo.
  setCells(indexes, codes) {
    const changed = [];
    const before = [];
    for (let k = 0; k < indexes.length; k++) {
      const i = indexes[k];
      const code = typeof codes === 'number' ? codes : codes[k];
      if (this.cells[i] === code) continue;
      if (code === CELL.wall && (this.isStart(i) || this.isGoal(i))) continue;
      before.push(this.cells[i]);
      if (this.#codeCounts) {
        this.#codeCounts[this.cells[i]]--;
        this.#codeCounts[code]++;
      }
      this.cells[i] = code;
      changed.push(i);
    }
    if (changed.length) {
      this.cellsVersion++;
      this.#emit({ kind: 'cells', indexes: changed });
    }
    return { indexes: changed, before };
  }

  // Moves the start or goal ('start' | 'goal') onto a passable cell other than the other endpoint.
  moveEndpoint(which, point) {
    const other = which === 'start' ? this.goal : this.start;
    if (!this.contains(point.x, point.y)) return false;
    if (this.cells[this.index(point.x, point.y)] === CELL.wall) return false;
    if (other.x === point.x && other.y === point.y) return false;
    const current = this[which];
    if (current.x === point.x && current.y === point.y) return false;
    this[which] = { x: point.x, y: point.y };
    this.#emit({ kind: 'endpoints' });
    return true;
  }

  // Puts start and goal back where they were (undo): no checks, the history knows they were valid.
  setEndpoints({ start, goal }) {
    this.start = { ...start };
    this.goal = { ...goal };
    this.#emit({ kind: 'endpoints' });
  }

  // A copy of the maze as it is now. Its `cellsVersion` (the maze's then) is not enumerable: a snapshot spread into
  // an engine request carries no field the engine does not take.
  snapshot() {
    const snapshot = { width: this.width, height: this.height, cells: this.cells.slice(), start: { ...this.start }, goal: { ...this.goal }, topology: this.topology };
    return Object.defineProperty(snapshot, 'cellsVersion', { value: this.cellsVersion });
  }

  // Replaces everything (a new maze, an example, a resize, undoing one of those). Without a topology the
  // maze keeps its own (a maze generated or resized on hexes stays on hexes).
  replace({ width, height, cells, start, goal, topology = this.topology }) {
    this.topology = topology;
    this.width = width;
    this.height = height;
    this.cells = cells.slice();
    this.cellsVersion++;
    this.#codeCounts = null;
    this.start = { ...start };
    this.goal = { ...goal };
    this.#emit({ kind: 'all' });
  }

  // The same maze cropped or extended with floor to width x height; start and goal kept inside.
  resized(width, height) {
    const cells = new Uint8Array(width * height);
    for (let y = 0; y < Math.min(height, this.height); y++) {
      cells.set(this.cells.subarray(y * this.width, y * this.width + Math.min(width, this.width)), y * width);
    }
    const clamp = (p) => ({ x: Math.min(p.x, width - 1), y: Math.min(p.y, height - 1) });
    const start = clamp(this.start);
    let goal = clamp(this.goal);
    if (goal.x === start.x && goal.y === start.y) goal = { x: start.x === 0 ? 1 : start.x - 1, y: start.y };
    cells[start.y * width + start.x] = cells[start.y * width + start.x] === CELL.wall ? CELL.floor : cells[start.y * width + start.x];
    cells[goal.y * width + goal.x] = cells[goal.y * width + goal.x] === CELL.wall ? CELL.floor : cells[goal.y * width + goal.x];
    return { width, height, cells, start, goal, topology: this.topology };
  }
}
