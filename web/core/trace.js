// A search trace as the page plays it: the engine's flat event buffer (16 bytes an event), its steps, and
// a replay that rebuilds the open/closed/g/h/parent state after any step, moving forwards or backwards
// in time proportional to the events in between.

// Event kinds, as cpp/search/core/trace.h writes them in the top byte of each event's first word.
export const EVENT = Object.freeze({ generated: 0, improved: 1, expanded: 2, path: 3 });
export const NO_PARENT = -1;

// Per-cell states of a replay.
export const CELL_STATE = Object.freeze({ unseen: 0, open: 1, closed: 2 });

export class Trace {
  // `buffer` holds 4 32-bit words an event: kind << 24 | cell, parent, g (float32), h (float32).
  constructor(buffer, width, height) {
    if (buffer.byteLength % 16 !== 0) throw new Error(`trace buffer of ${buffer.byteLength} bytes is not whole events`);
    this.width = width;
    this.height = height;
    this.words = new Uint32Array(buffer);
    this.floats = new Float32Array(buffer);
    this.length = this.words.length / 4;
    this.stepStarts = findStepStarts(this);
  }

  kind(i) { return this.words[4 * i] >>> 24; }
  cell(i) { return this.words[4 * i] & 0xffffff; }
  parent(i) { const p = this.words[4 * i + 1]; return p === 0xffffffff ? NO_PARENT : p; }
  g(i) { return this.floats[4 * i + 2]; }
  h(i) { return this.floats[4 * i + 3]; }

  // Steps: 1 puts the start on the open list, then one per expansion (with the nodes it generates or
  // improves), then one that draws the path. Step 0 is the empty grid.
  get stepCount() { return this.stepStarts.length; }

  // Number of events applied once `step` steps have been played.
  eventsThroughStep(step) {
    if (step <= 0) return 0;
    return step < this.stepStarts.length ? this.stepStarts[step] : this.length;
  }

  // The step that event `i` belongs to (1-based).
  stepOfEvent(i) {
    let low = 0, high = this.stepStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.stepStarts[mid] <= i) low = mid; else high = mid - 1;
    }
    return low + 1;
  }
}

function findStepStarts(trace) {
  const starts = [];
  let pathSeen = false;
  for (let i = 0; i < trace.length; i++) {
    const kind = trace.kind(i);
    const isPathStart = kind === EVENT.path && !pathSeen;
    if (i === 0 || kind === EVENT.expanded || isPathStart) starts.push(i);
    if (kind === EVENT.path) pathSeen = true;
  }
  return Uint32Array.from(starts);
}

export class TraceReplay {
  constructor(trace) {
    this.trace = trace;
    const cells = trace.width * trace.height;
    this.state = new Uint8Array(cells);
    this.onPath = new Uint8Array(cells);
    this.g = new Float32Array(cells);
    this.h = new Float32Array(cells);
    this.parent = new Int32Array(cells).fill(NO_PARENT);
    this.position = 0; // events applied so far
    // What an "improved" event overwrote, so it can be undone.
    this.previousG = new Float32Array(trace.length);
    this.previousParent = new Int32Array(trace.length);
    this.#recordUndoData();
  }

  get step() { return this.position === 0 ? 0 : this.trace.stepOfEvent(this.position - 1); }

  seekStep(step) { this.seekEvent(this.trace.eventsThroughStep(step)); }

  seekEvent(target) {
    const goal = Math.max(0, Math.min(this.trace.length, Math.trunc(Number(target)) || 0));
    while (this.position < goal) this.#apply(this.position++);
    while (this.position > goal) this.#undo(--this.position);
  }

  #recordUndoData() {
    const { trace } = this;
    const g = new Float32Array(this.g.length);
    const parent = new Int32Array(this.parent.length).fill(NO_PARENT);
    for (let i = 0; i < trace.length; i++) {
      const cell = trace.cell(i);
      this.previousG[i] = g[cell];
      this.previousParent[i] = parent[cell];
      const kind = trace.kind(i);
      if (kind === EVENT.generated || kind === EVENT.improved) {
        g[cell] = trace.g(i);
        parent[cell] = trace.parent(i);
      }
    }
  }

  #apply(i) {
    const { trace } = this;
    const cell = trace.cell(i);
    switch (trace.kind(i)) {
      case EVENT.generated:
        this.state[cell] = CELL_STATE.open;
        this.h[cell] = trace.h(i);
      // falls through: a generated node also takes its g and parent
      case EVENT.improved:
        this.g[cell] = trace.g(i);
        this.parent[cell] = trace.parent(i);
        break;
      case EVENT.expanded:
        this.state[cell] = CELL_STATE.closed;
        break;
      case EVENT.path:
        this.onPath[cell] = 1;
        break;
    }
  }

  #undo(i) {
    const { trace } = this;
    const cell = trace.cell(i);
    switch (trace.kind(i)) {
      case EVENT.generated:
        this.state[cell] = CELL_STATE.unseen;
        this.h[cell] = 0;
      // falls through
      case EVENT.improved:
        this.g[cell] = this.previousG[i];
        this.parent[cell] = this.previousParent[i];
        break;
      case EVENT.expanded:
        this.state[cell] = CELL_STATE.open;
        break;
      case EVENT.path:
        this.onPath[cell] = 0;
        break;
    }
  }
}
