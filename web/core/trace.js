// A search trace as the page plays it: the engine's flat event buffer (16 bytes an event), its steps, and
// a replay that rebuilds the open/closed/g/h/parent state after any step, moving forwards or backwards
// in time proportional to the events in between. This module alone says where a step starts.
import SCHEMA from '../wasm/frontier_schema.js';

// The trace format as cpp/search/core/trace.h declares it (exported by the build): kinds and lanes are
// read by name, EVENT.expanded, LANE.backward, never by number.
const FORMAT = SCHEMA.trace;
export const EVENT = Object.freeze(Object.fromEntries(FORMAT.kinds.map((kind) => [camelCase(kind.name), kind.id])));
export const LANE = Object.freeze(Object.fromEntries(FORMAT.lanes.map((lane) => [lane.name, lane.id])));
export const NO_PARENT = -1;
const KIND_MASK = (1 << (FORMAT.laneShift - FORMAT.kindShift)) - 1; // the kind's bits, below the lane's
// Per kind id: 'always', 'first-of-run' or 'never' (a replay step starts at it).
const STEP_START = [];
for (const kind of FORMAT.kinds) STEP_START[kind.id] = kind.stepStart;

function camelCase(name) {
  return name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
}

// Per-cell states of a replay.
export const CELL_STATE = Object.freeze({ unseen: 0, open: 1, closed: 2 });

export class Trace {
  // `buffer` holds 4 32-bit words an event: lane << 28 | kind << 24 | node, parent, g (float32), h (float32).
  // `nodeCount`: the nodes of the world searched; `layout`: its {width, height} when it is a grid.
  constructor(buffer, nodeCount, layout = null) {
    if (buffer.byteLength % FORMAT.eventBytes !== 0) throw new Error(`trace buffer of ${buffer.byteLength} bytes is not whole events`);
    this.nodeCount = nodeCount;
    this.width = layout?.width ?? 0;
    this.height = layout?.height ?? 0;
    this.words = new Uint32Array(buffer);
    this.floats = new Float32Array(buffer);
    this.length = this.words.length / 4;
    this.stepStarts = findStepStarts(this);
  }

  kind(i) { return (this.words[4 * i] >>> FORMAT.kindShift) & KIND_MASK; }
  lane(i) { return this.words[4 * i] >>> FORMAT.laneShift; }
  cell(i) { return this.words[4 * i] & FORMAT.nodeMask; }
  parent(i) { const p = this.words[4 * i + 1]; return p === FORMAT.noParent ? NO_PARENT : p; }
  g(i) { return this.floats[4 * i + 2]; }
  h(i) { return this.floats[4 * i + 3]; }

  // Steps: 1 puts the start on the open list, then one per expansion (with the nodes it generates or
  // improves), then one that draws the path; the schema's stepStart says which events begin one.
  // Step 0 is the empty grid.
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
  for (let i = 0; i < trace.length; i++) {
    const rule = STEP_START[trace.kind(i)];
    const continuesRun = i > 0 && trace.kind(i - 1) === trace.kind(i) && trace.lane(i - 1) === trace.lane(i);
    if (i === 0 || rule === 'always' || (rule === 'first-of-run' && !continuesRun)) starts.push(i);
  }
  return Uint32Array.from(starts);
}

export class TraceReplay {
  constructor(trace) {
    this.trace = trace;
    const cells = trace.nodeCount;
    this.state = new Uint8Array(cells);
    this.onPath = new Uint8Array(cells);
    this.g = new Float32Array(cells);
    this.h = new Float32Array(cells);
    this.parent = new Int32Array(cells).fill(NO_PARENT);
    this.position = 0; // events applied so far
    // What each event overwrote, so it can be undone exactly even where a node is expanded again (IDA*).
    this.previousState = new Uint8Array(trace.length);
    this.previousG = new Float32Array(trace.length);
    this.previousH = new Float32Array(trace.length);
    this.previousParent = new Int32Array(trace.length);
    this.#recordUndoData();
  }

  get step() { return this.position === 0 ? 0 : this.trace.stepOfEvent(this.position - 1); }

  seekStep(step) { this.seekEvent(this.trace.eventsThroughStep(step)); }

  // Events [from, to) of the step the replay is at (an expansion and the nodes it found or improved).
  currentStepRange() {
    if (this.position === 0) return [0, 0];
    const step = this.trace.stepOfEvent(this.position - 1);
    return [this.trace.stepStarts[step - 1], this.position];
  }

  seekEvent(target) {
    const goal = Math.max(0, Math.min(this.trace.length, Math.trunc(Number(target)) || 0));
    while (this.position < goal) this.#apply(this.position++);
    while (this.position > goal) this.#undo(--this.position);
  }

  // Plays the whole trace once, noting what each event finds in its cell, then goes back to the start.
  #recordUndoData() {
    for (let i = 0; i < this.trace.length; i++) {
      const cell = this.trace.cell(i);
      this.previousState[i] = this.state[cell];
      this.previousG[i] = this.g[cell];
      this.previousH[i] = this.h[cell];
      this.previousParent[i] = this.parent[cell];
      this.#apply(i);
    }
    this.state.fill(CELL_STATE.unseen);
    this.onPath.fill(0);
    this.g.fill(0);
    this.h.fill(0);
    this.parent.fill(NO_PARENT);
  }

  // Takes an event's g, h (unless it only improves g) and parent into its cell.
  #take(i, cell, withH) {
    this.g[cell] = this.trace.g(i);
    if (withH) this.h[cell] = this.trace.h(i);
    this.parent[cell] = this.trace.parent(i);
  }

  // IDA* keeps no lists: the nodes it has expanded and not backtracked from are the recursion path
  // (closed); a node that backtracks off it shows as open again, as do the children its bound cut off.
  #apply(i) {
    const { trace } = this;
    const cell = trace.cell(i);
    switch (trace.kind(i)) {
      case EVENT.generated:
        this.state[cell] = CELL_STATE.open;
        this.#take(i, cell, true);
        break;
      case EVENT.improved:
        this.#take(i, cell, false);
        break;
      case EVENT.expanded:
        // A best-first search's event repeats the node's g, h and parent; IDA* may reach the node anew.
        this.state[cell] = CELL_STATE.closed;
        this.#take(i, cell, true);
        break;
      case EVENT.backtrack:
        this.state[cell] = CELL_STATE.open;
        break;
      case EVENT.path:
        this.onPath[cell] = 1;
        break;
    }
  }

  // Puts back what event i found in its cell.
  #undo(i) {
    const cell = this.trace.cell(i);
    this.state[cell] = this.previousState[i];
    this.g[cell] = this.previousG[i];
    this.h[cell] = this.previousH[i];
    this.parent[cell] = this.previousParent[i];
    if (this.trace.kind(i) === EVENT.path) this.onPath[cell] = 0;
  }
}
