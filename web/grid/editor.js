// Editing the maze with pointer events (mouse, touch and pen alike): draw and erase walls, paint
// terrain, drag start and goal, pan and pinch-zoom the view; plus the edit commands (clear walls,
// resize, new maze) and their undo/redo history. All pointer input on the canvas arrives here, so one
// place decides whether a gesture draws, drags, pans or zooms.
import { CELL } from '../core/engine.js';

const TOOL_CODES = { erase: CELL.floor, grass: CELL.grass, sand: CELL.sand, water: CELL.water };
const HISTORY_LIMIT = 200;
const HISTORY_BYTES = 64 * 1024 * 1024; // whole-maze snapshots of a 1024x1024 grid are 1 MB each

// How far from a cell's centre (in cells, each way) a drawing pointer must be for a puzzle's picker to
// count the cell.
const PICK_INSIDE = 0.35;

export class Editor {
  // getTool(): 'wall' | 'erase' | 'grass' | 'sand' | 'water' | 'inspect' | 'pan'
  // onHover(cell): the cell under a hovering mouse or pen (-1: none); onInspect(cell): a tap or click
  // with the inspect tool; onHistoryChange(): undo/redo availability changed; onGestureEnd(): a
  // stroke or a drag of start or goal has ended.
  constructor({ canvas, renderer, maze, getTool, onHover, onInspect, onHistoryChange, onGestureEnd }) {
    this.canvas = canvas;
    this.renderer = renderer;
    this.camera = renderer.camera; // pans and zooms the view
    this.maze = maze;
    this.getTool = getTool;
    this.onHover = onHover;
    this.onInspect = onInspect;
    this.onHistoryChange = onHistoryChange;
    this.onGestureEnd = onGestureEnd;
    this.undoStack = [];
    this.redoStack = [];
    this.pointers = new Map(); // pointerId -> {x, y} (client coordinates)
    this.gesture = null;
    this.enabled = true;
    // A puzzle's answer on the cells: {down(cell), move(cell), up(cancelled)} takes a press and drag on the
    // grid in place of the tool (pan and pinch still move the view); null: the tools paint.
    this.picker = null;
    // A puzzle's rule on painting: (indexes, code) => the indexes it allows (a walls budget); null: all.
    this.paintFilter = null;
    this.#listen();
  }

  // --- history ------------------------------------------------------------------------------------

  get canUndo() { return this.undoStack.length > 0; }
  // True while a stroke or a drag of start or goal is changing the maze.
  get editing() { return this.gesture?.kind === 'stroke' || this.gesture?.kind === 'drag'; }
  get canRedo() { return this.redoStack.length > 0; }

  #record(entry) {
    this.undoStack.push(entry);
    this.redoStack.length = 0;
    let bytes = 0;
    for (const item of this.undoStack) bytes += entryBytes(item);
    while (this.undoStack.length > HISTORY_LIMIT || (bytes > HISTORY_BYTES && this.undoStack.length > 1)) {
      bytes -= entryBytes(this.undoStack.shift());
    }
    this.onHistoryChange?.();
  }

  // Undo and redo wait while a pointer gesture is in progress: taking back a stroke half drawn would
  // leave the gesture's own record of "before" wrong.
  // While a puzzle filters what may be painted (a walls budget), history and the other edits wait: they would
  // place or lift walls past its count.
  get #puzzleHolds() { return Boolean(this.paintFilter); }

  undo() {
    if (this.gesture || this.#puzzleHolds) return false;
    const entry = this.undoStack.pop();
    if (!entry) return false;
    this.#apply(entry, 'before');
    this.redoStack.push(entry);
    this.onHistoryChange?.();
    return true;
  }

  redo() {
    if (this.gesture || this.#puzzleHolds) return false;
    const entry = this.redoStack.pop();
    if (!entry) return false;
    this.#apply(entry, 'after');
    this.undoStack.push(entry);
    this.onHistoryChange?.();
    return true;
  }

  #apply(entry, side) {
    if (entry.kind === 'cells') this.maze.setCells(entry.indexes, entry[side]);
    else if (entry.kind === 'endpoints') this.maze.setEndpoints(entry[side]);
    else this.maze.replace(entry[side]);
  }

  // --- commands -----------------------------------------------------------------------------------

  // Replaces the whole maze (a new maze, an example, a resize, an import) as one undoable step.
  // `before`: what undo goes back to, when the maze on screen is not it (a generation animation).
  replaceMaze(next, before = this.maze.snapshot()) {
    this.maze.replace(next);
    this.#record({ kind: 'snapshot', before, after: this.maze.snapshot() });
  }

  clearWalls() {
    if (this.#puzzleHolds) return;
    const { cells } = this.maze;
    const walls = [];
    for (let i = 0; i < cells.length; i++) if (cells[i] === CELL.wall) walls.push(i);
    this.#recordCells(this.maze.setCells(walls, CELL.floor), CELL.floor);
  }

  // Squares or hexes (web/grid/cell-layout.js), every cell kept, as one undoable step.
  setTopology(topology) {
    if (topology === this.maze.topology || this.#puzzleHolds) return;
    this.replaceMaze({ ...this.maze.snapshot(), topology });
  }

  resize(width, height) {
    if (width === this.maze.width && height === this.maze.height) return;
    this.replaceMaze(this.maze.resized(width, height));
  }

  // Paints `indexes` with `code` as one undo step, as a stroke of one press would (the keyboard's W, E
  // and 1-4); walls never cover start or goal. Returns how many cells changed (0 during a pointer gesture).
  paintCells(indexes, code) {
    if (this.gesture) return 0;
    const changed = this.maze.setCells(this.paintFilter ? this.paintFilter(indexes, code) : indexes, code);
    this.#recordCells(changed, code);
    return changed.indexes.length;
  }

  // Moves the start or goal onto `point` as one undo step, as a drag would (the keyboard's S and G);
  // false when the maze refuses (a wall, the other endpoint, where it already is) or a gesture is on.
  placeEndpoint(which, point) {
    if (this.gesture || this.#puzzleHolds) return false;
    const before = { start: { ...this.maze.start }, goal: { ...this.maze.goal } };
    if (!this.maze.moveEndpoint(which, point)) return false;
    this.#record({ kind: 'endpoints', before, after: { start: { ...this.maze.start }, goal: { ...this.maze.goal } } });
    return true;
  }

  #recordCells({ indexes, before }, after) {
    if (!indexes.length) return;
    const afterCodes = typeof after === 'number' ? new Uint8Array(indexes.length).fill(after) : Uint8Array.from(after);
    this.#record({ kind: 'cells', indexes: Int32Array.from(indexes), before: Uint8Array.from(before), after: afterCodes });
  }

  // --- pointer input ------------------------------------------------------------------------------

  #listen() {
    const { canvas } = this;
    canvas.addEventListener('pointerdown', (event) => this.#down(event));
    canvas.addEventListener('pointermove', (event) => this.#move(event));
    canvas.addEventListener('pointerup', (event) => this.#up(event, false));
    canvas.addEventListener('pointercancel', (event) => this.#up(event, true));
    // Capture lost before the pointer lifted (the browser took the pointer, the canvas left the page):
    // as if cancelled. After a pointerup it arrives for a gesture already ended, and changes nothing.
    canvas.addEventListener('lostpointercapture', (event) => this.#up(event, true));
    canvas.addEventListener('pointerleave', (event) => {
      if (!this.gesture && event.pointerType !== 'touch') this.onHover?.(-1);
    });
    canvas.addEventListener('wheel', (event) => this.#wheel(event), { passive: false });
    canvas.addEventListener('contextmenu', (event) => {
      if (this.gesture) event.preventDefault();
    });
    // A middle-button press would otherwise start the browser's autoscroll.
    canvas.addEventListener('mousedown', (event) => {
      if (event.button === 1) event.preventDefault();
    });
  }

  #local(event) {
    const rect = this.canvas.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  }

  #down(event) {
    if (!this.enabled) return;
    const isMouse = event.pointerType === 'mouse';
    if (isMouse && event.button !== 0 && event.button !== 1) return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    this.canvas.setPointerCapture?.(event.pointerId);
    event.preventDefault();

    if (this.pointers.size === 2) {
      // A second finger: whatever the first one started becomes a pinch (and a stroke is taken back).
      this.#abandonGesture();
      const [a, b] = [...this.pointers.values()];
      this.gesture = { kind: 'pinch', distance: Math.hypot(a.x - b.x, a.y - b.y), mid: midpoint(a, b) };
      return;
    }
    if (this.pointers.size > 2 || this.gesture) return;

    const tool = this.getTool();
    if ((isMouse && event.button === 1) || tool === 'pan') {
      this.gesture = { kind: 'pan', pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      this.canvas.dataset.cursor = 'grabbing';
      return;
    }
    const cell = this.renderer.cellAt(event.clientX, event.clientY);
    if (!cell) return;
    if (this.picker) {
      this.gesture = { kind: 'pick', pointerId: event.pointerId, last: cell };
      this.picker.down(cell.index);
      return;
    }
    if (tool === 'inspect') {
      this.gesture = { kind: 'inspect', pointerId: event.pointerId };
      this.onInspect?.(cell.index);
      return;
    }
    if ((this.maze.isStart(cell.index) || this.maze.isGoal(cell.index)) && !this.paintFilter) {
      const which = this.maze.isStart(cell.index) ? 'start' : 'goal';
      this.gesture = { kind: 'drag', pointerId: event.pointerId, which, before: { start: { ...this.maze.start }, goal: { ...this.maze.goal } } };
      this.canvas.dataset.cursor = 'move';
      return;
    }
    let code;
    if (tool === 'wall') code = this.maze.cells[cell.index] === CELL.wall ? CELL.floor : CELL.wall;
    else code = TOOL_CODES[tool] ?? CELL.wall;
    this.gesture = { kind: 'stroke', pointerId: event.pointerId, code, before: new Map(), last: cell };
    this.#paint([cell.index]);
  }

  #move(event) {
    if (this.pointers.has(event.pointerId)) this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { gesture } = this;
    if (!gesture) {
      if (event.pointerType !== 'touch' && this.enabled) {
        const cell = this.renderer.cellAt(event.clientX, event.clientY);
        this.onHover?.(cell ? cell.index : -1);
        this.#hoverCursor(cell);
      }
      return;
    }
    if (gesture.kind === 'pinch') {
      if (this.pointers.size < 2) return;
      const [a, b] = [...this.pointers.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = midpoint(a, b);
      const rect = this.canvas.getBoundingClientRect();
      if (gesture.distance > 0) this.camera.zoomAt(mid.x - rect.left, mid.y - rect.top, distance / gesture.distance, false);
      this.camera.panBy(mid.x - gesture.mid.x, mid.y - gesture.mid.y);
      gesture.distance = distance;
      gesture.mid = mid;
      return;
    }
    if (event.pointerId !== gesture.pointerId) return;
    if (gesture.kind === 'pan') {
      this.camera.panBy(event.clientX - gesture.x, event.clientY - gesture.y);
      gesture.x = event.clientX;
      gesture.y = event.clientY;
    } else if (gesture.kind === 'inspect') {
      const cell = this.renderer.cellAt(event.clientX, event.clientY);
      if (cell) this.onInspect?.(cell.index);
    } else if (gesture.kind === 'pick') {
      // A cell counts once the pointer is well inside it, so a diagonal stroke through a corner is a diagonal
      // step, not a detour through the cell beside the corner; the cells between it and the last one (a fast
      // move) fill the line, so a drawn path has no gaps.
      const point = this.camera.toWorld(event.clientX, event.clientY);
      const cell = this.renderer.clampedCellAt(event.clientX, event.clientY);
      const [cx, cy] = this.renderer.layout.centre(cell.x, cell.y);
      if (Math.abs(point.x - cx) > PICK_INSIDE || Math.abs(point.y - cy) > PICK_INSIDE) return;
      if (cell.x === gesture.last.x && cell.y === gesture.last.y) return;
      for (const { x, y } of this.renderer.layout.line(gesture.last, cell).slice(1)) this.picker?.move(y * this.maze.width + x);
      gesture.last = cell;
    } else if (gesture.kind === 'drag') {
      const cell = this.renderer.clampedCellAt(event.clientX, event.clientY);
      this.maze.moveEndpoint(gesture.which, cell);
    } else if (gesture.kind === 'stroke') {
      // Events can skip cells when the pointer moves fast: fill the line between the last two.
      const cell = this.renderer.clampedCellAt(event.clientX, event.clientY);
      const line = this.renderer.layout.line(gesture.last, cell).map(({ x, y }) => y * this.maze.width + x);
      gesture.last = cell;
      this.#paint(line);
    }
  }

  #up(event, cancelled) {
    this.pointers.delete(event.pointerId);
    const { gesture } = this;
    if (!gesture) return;
    if (gesture.kind === 'pinch') {
      if (this.pointers.size < 2) {
        // Settle on whole device pixels per cell, and wait for all fingers to lift before drawing.
        const [cssX, cssY] = this.#local(event);
        this.camera.zoomAt(cssX, cssY, 1, true);
        this.gesture = this.pointers.size === 0 ? null : { kind: 'lifting' };
      }
      return;
    }
    if (gesture.kind === 'lifting') {
      if (this.pointers.size === 0) this.gesture = null;
      return;
    }
    if (event.pointerId !== gesture.pointerId) return;
    this.gesture = null;
    delete this.canvas.dataset.cursor;
    if (gesture.kind === 'pick') this.picker?.up(cancelled);
    if (gesture.kind === 'stroke') {
      if (cancelled) this.#revertStroke(gesture);
      else this.#commitStroke(gesture);
    } else if (gesture.kind === 'drag') {
      const after = { start: { ...this.maze.start }, goal: { ...this.maze.goal } };
      if (cancelled) this.maze.setEndpoints(gesture.before);
      else if (!samePoints(gesture.before, after)) this.#record({ kind: 'endpoints', before: gesture.before, after });
    }
    if (gesture.kind === 'stroke' || gesture.kind === 'drag') this.onGestureEnd?.();
  }

  #abandonGesture() {
    const { gesture } = this;
    this.gesture = null;
    if (gesture?.kind === 'stroke') this.#revertStroke(gesture);
    if (gesture?.kind === 'drag') this.maze.setEndpoints(gesture.before);
    if (gesture?.kind === 'pick') this.picker?.up(true);
    if (gesture?.kind === 'stroke' || gesture?.kind === 'drag') this.onGestureEnd?.();
  }

  #paint(indexes) {
    const { gesture } = this;
    const allowed = this.paintFilter ? this.paintFilter(indexes, gesture.code) : indexes;
    const { indexes: changed, before } = this.maze.setCells(allowed, gesture.code);
    changed.forEach((index, k) => {
      if (!gesture.before.has(index)) gesture.before.set(index, before[k]);
    });
  }

  #commitStroke(gesture) {
    const indexes = [...gesture.before.keys()].filter((i) => this.maze.cells[i] !== gesture.before.get(i));
    if (!indexes.length) return;
    this.#record({
      kind: 'cells',
      indexes: Int32Array.from(indexes),
      before: Uint8Array.from(indexes, (i) => gesture.before.get(i)),
      after: Uint8Array.from(indexes, (i) => this.maze.cells[i]),
    });
  }

  #revertStroke(gesture) {
    const indexes = [...gesture.before.keys()];
    this.maze.setCells(indexes, indexes.map((i) => gesture.before.get(i)));
  }

  #hoverCursor(cell) {
    const tool = this.getTool();
    let cursor = '';
    if (tool === 'pan') cursor = 'grab';
    else if (cell && (this.maze.isStart(cell.index) || this.maze.isGoal(cell.index))) cursor = 'move';
    else if (tool === 'inspect') cursor = 'help';
    if (cursor) this.canvas.dataset.cursor = cursor;
    else delete this.canvas.dataset.cursor;
  }

  #wheel(event) {
    event.preventDefault();
    const [cssX, cssY] = this.#local(event);
    const pixels = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaMode === 2 ? event.deltaY * 400 : event.deltaY;
    const factor = Math.exp(-Math.max(-200, Math.min(200, pixels)) * 0.0025);
    this.camera.zoomAt(cssX, cssY, factor);
  }
}

function entryBytes(entry) {
  if (entry.kind === 'snapshot') return entry.before.cells.length + entry.after.cells.length;
  if (entry.kind === 'cells') return entry.indexes.length * 6;
  return 64;
}

function midpoint(a, b) {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function samePoints(a, b) {
  return a.start.x === b.start.x && a.start.y === b.start.y && a.goal.x === b.goal.x && a.goal.y === b.goal.y;
}
