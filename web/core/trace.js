// A search trace as the page plays it: the engine's flat event buffer (16 bytes an event), its steps, and
// a replay that rebuilds the open/closed/g/h/parent state after any step, moving forwards or backwards
// in time proportional to the events in between. This module alone says where a step starts.
import SCHEMA from '../wasm/frontier_schema.js';

// The trace format as cpp/search/core/trace.h declares it (exported by the build): kinds and lanes are
// read by name, EVENT.expanded, LANE.backward, never by number.
const FORMAT = SCHEMA.trace;
export const EVENT = Object.freeze(Object.fromEntries(FORMAT.kinds.map((kind) => [camelCase(kind.name), kind.id])));
// Each kind's schema name ('rhs-changed'), by kind id: what the code panel's listings name events by.
export const EVENT_NAME = Object.freeze(Object.fromEntries(FORMAT.kinds.map((kind) => [kind.id, kind.name])));
export const LANE = Object.freeze(Object.fromEntries(FORMAT.lanes.map((lane) => [lane.name, lane.id])));
export const NO_PARENT = -1;
// The kinds latestBefore is asked for: IDA*'s iterations, a bidirectional search's meetings and stop tests.
const MARKER_KINDS = [EVENT.iteration, EVENT.meet, EVENT.bound];
const KIND_MASK = (1 << (FORMAT.laneShift - FORMAT.kindShift)) - 1; // the kind's bits, below the lane's
// An event's first word, for loops over the raw words that must not pay for a call an event:
// lane << laneShift | kind << kindShift | node.
export const EVENT_WORD = Object.freeze({
  laneShift: FORMAT.laneShift, kindShift: FORMAT.kindShift, kindMask: KIND_MASK, nodeMask: FORMAT.nodeMask,
});
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
  // `summary`: {stepStarts, eventCounts, markerIndexes} of this trace (Trace.parts), when another thread
  // has found them.
  constructor(buffer, nodeCount, layout = null, summary = null) {
    if (buffer.byteLength % FORMAT.eventBytes !== 0) throw new Error(`trace buffer of ${buffer.byteLength} bytes is not whole events`);
    this.nodeCount = nodeCount;
    this.width = layout?.width ?? 0;
    this.height = layout?.height ?? 0;
    this.words = new Uint32Array(buffer);
    this.floats = new Float32Array(buffer);
    this.length = this.words.length / 4;
    const { stepStarts, eventCounts } = summary ?? summarise(this);
    this.stepStarts = stepStarts;
    // How many events of each lane and kind, indexed by an event's top byte (lane << 4 | kind): which
    // lanes and kinds a trace has, without a pass over it.
    this.eventCounts = eventCounts;
    for (const [top, indexes] of summary?.markerIndexes ?? []) this.#byKindAndLane.set(top, indexes);
  }

  // What it takes to rebuild this trace in another thread (Trace.fromParts), its buffers to be
  // transferred, not copied.
  parts() {
    return {
      buffer: this.words.buffer, nodeCount: this.nodeCount, stepStarts: this.stepStarts, eventCounts: this.eventCounts,
      layout: this.width ? { width: this.width, height: this.height } : null, markerIndexes: [...this.#byKindAndLane],
    };
  }

  // The buffers of parts() to transfer.
  static transferables(parts) {
    return [parts.buffer, parts.stepStarts.buffer, parts.eventCounts.buffer, ...parts.markerIndexes.map(([, indexes]) => indexes.buffer)];
  }

  static fromParts({ buffer, nodeCount, layout, stepStarts, eventCounts, markerIndexes }) {
    return new Trace(buffer, nodeCount, layout, { stepStarts, eventCounts, markerIndexes });
  }

  // Builds, in one pass, the indexes latestBefore reads for the marker kinds (the iterations, meetings and
  // stop tests a replay's readers ask for), so a thread that sends this trace away spares the page that
  // pass: 70 ms over IDA*'s 23 million events.
  indexMarkers() {
    const tops = [];
    for (const kind of MARKER_KINDS) {
      for (const lane of [LANE.forward, LANE.backward]) {
        const top = topByte(lane, kind);
        if (this.eventCounts[top] && !this.#byKindAndLane.has(top)) tops.push(top);
      }
    }
    if (!tops.length) return;
    const slotOf = new Int8Array(256).fill(-1);
    tops.forEach((top, slot) => { slotOf[top] = slot; });
    const indexes = tops.map((top) => new Uint32Array(this.eventCounts[top]));
    const filled = new Uint32Array(tops.length);
    const { words, length } = this;
    for (let i = 0; i < length; i++) {
      const slot = slotOf[words[4 * i] >>> FORMAT.kindShift];
      if (slot >= 0) indexes[slot][filled[slot]++] = i;
    }
    tops.forEach((top, slot) => this.#byKindAndLane.set(top, indexes[slot]));
  }

  #byKindAndLane = new Map(); // top byte -> indexes of those events, made on first use

  kind(i) { return (this.words[4 * i] >>> FORMAT.kindShift) & KIND_MASK; }
  lane(i) { return this.words[4 * i] >>> FORMAT.laneShift; }
  cell(i) { return this.words[4 * i] & FORMAT.nodeMask; }
  parent(i) { const p = this.words[4 * i + 1]; return p === FORMAT.noParent ? NO_PARENT : p; }
  g(i) { return this.floats[4 * i + 2]; }
  h(i) { return this.floats[4 * i + 3]; }
  // The key the engine reported for node event i (a key event right after it, from a search whose registry
  // key is `reported`), or NaN when none follows it.
  reportedKey(i) {
    const next = i + 1;
    return next < this.length && this.kind(next) === EVENT.key && this.cell(next) === this.cell(i) ? this.g(next) : NaN;
  }
  // The events of [from, to) a reader hands out one by one (the code panel's tags and values, a step's
  // lines): every event but a reported key, which is no event of its own but the key of the node event just
  // before it, handed out with that event (reportedKey, or eventKeyFunction in web/core/registry.js for any
  // row's key). So a new search whose key the engine reports needs no handling in the readers. Indexes, in order.
  eventsShown(from, to) {
    const shown = [];
    for (let i = from; i < to; i++) if (this.kind(i) !== EVENT.key) shown.push(i);
    return shown;
  }
  // True when some search's keys are reported in this trace (key events in any lane).
  get reportsKeys() {
    return this.eventCounts[topByte(LANE.forward, EVENT.key)] > 0 || this.eventCounts[topByte(LANE.backward, EVENT.key)] > 0;
  }

  // True when some event belongs to `lane`.
  hasLane(lane) {
    for (let kind = 0; kind <= KIND_MASK; kind++) if (this.eventCounts[topByte(lane, kind)]) return true;
    return false;
  }

  // The index of the last event of `kind` in `lane` before event `end`, or -1.
  latestBefore(kind, lane, end) {
    const top = topByte(lane, kind);
    if (!this.eventCounts[top]) return -1;
    let indexes = this.#byKindAndLane.get(top);
    if (!indexes) {
      indexes = new Uint32Array(this.eventCounts[top]);
      let n = 0;
      for (let i = 0; i < this.length; i++) if (this.words[4 * i] >>> FORMAT.kindShift === top) indexes[n++] = i;
      this.#byKindAndLane.set(top, indexes);
    }
    let low = 0, high = indexes.length; // the first index >= end
    while (low < high) {
      const mid = (low + high) >> 1;
      if (indexes[mid] < end) low = mid + 1; else high = mid;
    }
    return low === 0 ? -1 : indexes[low - 1];
  }

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

// An event's top byte: its lane and kind together.
function topByte(lane, kind) {
  return (lane << (FORMAT.laneShift - FORMAT.kindShift)) | kind;
}

// Where each step starts, and how many events of each top byte, from the raw words in one pass (a
// million-cell grid's trace has millions of events, and Run waits for this). One table indexed by the top
// byte says what the schema's stepStart rule says; 'first-of-run' compares that byte with the previous
// event's.
const ALWAYS = 1, FIRST_OF_RUN = 2;
const STEP_RULE_BY_TOP_BYTE = new Uint8Array(256);
for (let top = 0; top < 256; top++) {
  const rule = STEP_START[top & KIND_MASK];
  STEP_RULE_BY_TOP_BYTE[top] = rule === 'always' ? ALWAYS : rule === 'first-of-run' ? FIRST_OF_RUN : 0;
}

function summarise({ words, length }) {
  const eventCounts = new Uint32Array(256);
  let starts = new Uint32Array(1024);
  let count = 0;
  let previousTop = -1;
  for (let i = 0; i < length; i++) {
    const top = words[4 * i] >>> FORMAT.kindShift;
    eventCounts[top]++;
    const rule = STEP_RULE_BY_TOP_BYTE[top];
    if (i === 0 || rule === ALWAYS || (rule === FIRST_OF_RUN && top !== previousTop)) {
      if (count === starts.length) {
        const grown = new Uint32Array(2 * count);
        grown.set(starts);
        starts = grown;
      }
      starts[count++] = i;
    }
    previousTop = top;
  }
  return { stepStarts: starts.slice(0, count), eventCounts };
}

// One side's view of the nodes: the forward search's, or a bidirectional search's backward one.
class LaneState {
  // `arrays`: {state, g, h, parent, key} made elsewhere (a replay's parts), else fresh ones for `cells` nodes.
  // `key`: each node's latest reported key, only for a trace that reports keys (null otherwise).
  constructor(cells, arrays = null, keys = false) {
    this.state = arrays?.state ?? new Uint8Array(cells);
    this.g = arrays?.g ?? new Float32Array(cells);
    this.h = arrays?.h ?? new Float32Array(cells);
    this.parent = arrays?.parent ?? new Int32Array(cells).fill(NO_PARENT);
    this.key = arrays ? arrays.key ?? null : keys ? new Float32Array(cells) : null;
  }
}

// The arrays a replay is made of, besides its trace: what TraceReplay.parts() sends to another thread (key
// is null unless the trace reports keys).
const LANE_ARRAYS = ['state', 'g', 'h', 'parent', 'key'];
const NODE_ARRAYS = ['onPath', 'scanned', 'onStack', 'touchedIn'];
const UNDO_ARRAYS = ['previousState', 'previousG', 'previousH', 'previousParent', 'previousTouched'];
// About how many nodes' arrays are copied in the time one event is applied (#fromEnd against #applyUpTo).
const COPY_NODES_PER_EVENT = 8;

export class TraceReplay {
  // `saved`: the arrays and position of a replay of this trace built elsewhere (parts()), taken over as
  // they are; without it the replay starts before the first event. `end`: this trace's replay at its last
  // event, made elsewhere (the worker, beside a long trace), kept (see #fromEnd) and never moved.
  constructor(trace, saved = null, end = null) {
    if (end && (end.trace.length !== trace.length || end.position !== trace.length || end.trace.nodeCount !== trace.nodeCount)) {
      throw new Error('the end kept must be a replay of the same trace at its last event');
    }
    this.trace = trace;
    this.end = end;
    const cells = trace.nodeCount;
    // Fields are set in one order whether made here or taken over, so the renderer's per-cell loops see
    // one shape of replay.
    // Per lane: forward always, backward when the trace has a backward side (bidirectional searches).
    const keys = trace.reportsKeys;
    this.forward = new LaneState(cells, saved?.forward, keys);
    this.backward = (saved ? saved.backward : trace.hasLane(LANE.backward)) ? new LaneState(cells, saved?.backward, keys) : null;
    // The forward side under the names single-sided readers use.
    this.state = this.forward.state;
    this.g = this.forward.g;
    this.h = this.forward.h;
    this.parent = this.forward.parent;
    this.onPath = saved?.onPath ?? new Uint8Array(cells);
    this.scanned = saved?.scanned ?? new Uint32Array(cells); // how many jumps passed over each cell (JPS)
    // On the recursion path now (IDA*): counted, so that a bidirectional search's cell expanded on both
    // sides undoes exactly too.
    this.onStack = saved?.onStack ?? new Uint8Array(cells);
    // The iteration (IDA*) each node was last touched in: earlier ones are drawn as left behind.
    this.touchedIn = saved?.touchedIn ?? new Uint32Array(cells);
    this.iteration = saved?.iteration ?? 0; // iterations begun so far
    this.position = saved?.position ?? 0; // events applied so far
    // What a node event overwrote, so it can be undone: written as the event is applied (a replay only
    // ever undoes events it applied), so making a replay costs no pass over the trace and playback can
    // start at once. The end's are complete, and shared: what an event overwrote does not depend on how a
    // replay got there, so applying an event writes what is there already.
    const undo = saved ?? end;
    this.previousState = undo?.previousState ?? new Uint8Array(trace.length);
    this.previousG = undo?.previousG ?? new Float32Array(trace.length);
    this.previousH = undo?.previousH ?? new Float32Array(trace.length);
    this.previousParent = undo?.previousParent ?? new Int32Array(trace.length);
    this.previousTouched = undo?.previousTouched ?? new Uint32Array(trace.length);
    this.remembered = null; // LPA*: cells the repaired search had reached (web/core/run.js sets them)
  }

  // Its arrays and position, for `new TraceReplay(trace, parts)` in another thread; transferables(parts)
  // lists the buffers to move rather than copy (this replay is unusable after they are moved).
  parts() {
    const laneArrays = (side) => (side ? Object.fromEntries(LANE_ARRAYS.map((name) => [name, side[name]])) : null);
    const parts = { position: this.position, iteration: this.iteration, forward: laneArrays(this.forward), backward: laneArrays(this.backward) };
    for (const name of [...NODE_ARRAYS, ...UNDO_ARRAYS]) parts[name] = this[name];
    return parts;
  }

  // This replay carried over to `trace`, a longer recording of the same search (this replay's trace is its
  // prefix: engine.search's onTracePrefix): the same cells at the same position, with no event applied
  // again, keeping `end` (as the constructor does). This replay must not be used after.
  continuedOn(trace, end = null) {
    if (trace.nodeCount !== this.trace.nodeCount || trace.length < this.trace.length) {
      throw new Error('a replay continues only on a longer trace of the same world');
    }
    const parts = this.parts();
    // The backward side appears once the longer trace shows one, and the key arrays once it reports keys.
    if (!parts.backward && trace.hasLane(LANE.backward)) parts.backward = new LaneState(trace.nodeCount, null, trace.reportsKeys);
    for (const side of [parts.forward, parts.backward]) if (side && !side.key && trace.reportsKeys) side.key = new Float32Array(trace.nodeCount);
    for (const name of UNDO_ARRAYS) {
      if (end) {
        parts[name] = end[name]; // complete, and equal to these where these are written
        continue;
      }
      const longer = new parts[name].constructor(trace.length);
      longer.set(parts[name].subarray(0, this.position));
      parts[name] = longer;
    }
    const continued = new TraceReplay(trace, parts, end);
    continued.remembered = this.remembered;
    return continued;
  }

  static transferables(parts) {
    const sides = [parts.forward, parts.backward].filter(Boolean);
    return [...sides.flatMap((side) => LANE_ARRAYS.filter((name) => side[name]).map((name) => side[name].buffer)),
      ...[...NODE_ARRAYS, ...UNDO_ARRAYS].map((name) => parts[name].buffer)];
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
    if (this.position < goal) {
      // Far ahead, nearer the end kept: a copy of it and undoing back is the shorter way (End on a 1024x1024
      // maze's A* trace played a second and a half: 720,000 events to apply took 31-42 ms, the copy ~5).
      if (this.end && (this.trace.length - goal) + this.trace.nodeCount / COPY_NODES_PER_EVENT < goal - this.position) {
        this.#fromEnd();
        this.#undoDownTo(goal);
      } else {
        this.#applyUpTo(goal);
      }
    } else if (this.position > goal) {
      // Far back (a link's early step, shown from a search's end), playing from the start again is the
      // shorter way: IDA*'s 5,000,000-step trace took half a second to undo down to step 19.
      if (goal < (this.position - goal) / 2) {
        this.#clear();
        this.#applyUpTo(goal);
      } else {
        this.#undoDownTo(goal);
      }
    }
  }

  // To the last event, as a copy of the end kept.
  #fromEnd() {
    const { end } = this;
    for (const [side, endSide] of [[this.forward, end.forward], [this.backward, end.backward]]) {
      if (!side) continue;
      for (const name of LANE_ARRAYS) side[name]?.set(endSide[name]);
    }
    for (const name of NODE_ARRAYS) this[name].set(end[name]);
    this.iteration = end.iteration;
    this.position = end.position;
  }

  // Back to before the first event: every node unseen, as a new replay starts.
  #clear() {
    for (const side of [this.forward, this.backward]) {
      if (!side) continue;
      side.state.fill(0);
      side.g.fill(0);
      side.h.fill(0);
      side.parent.fill(NO_PARENT);
      side.key?.fill(0);
    }
    for (const name of NODE_ARRAYS) this[name].fill(0);
    this.iteration = 0;
    this.position = 0;
  }

  // The side an event's lane stands for.
  laneState(lane) { return lane === LANE.backward ? this.backward : this.forward; }

  // The side that has reached `cell` (forward first), or null: whose g, h and parent to show there.
  sideOf(cell) {
    if (this.forward.state[cell] !== CELL_STATE.unseen) return this.forward;
    if (this.backward && this.backward.state[cell] !== CELL_STATE.unseen) return this.backward;
    return null;
  }

  // The latest event of `kind` in `lane` applied so far, as an index, or -1.
  latest(kind, lane = LANE.forward) { return this.trace.latestBefore(kind, lane, this.position); }

  // A bidirectional search's best meeting so far: {node, other, mu, bound}, or null before they meet.
  meeting() {
    const forward = this.latest(EVENT.meet, LANE.forward);
    const backward = this.latest(EVENT.meet, LANE.backward);
    const i = Math.max(forward, backward);
    if (i < 0) return null;
    const { trace } = this;
    return { node: trace.cell(i), other: trace.parent(i), mu: trace.g(i), bound: trace.h(i), lane: trace.lane(i) };
  }

  // A bidirectional search's stop test after the latest expansion, or null before the first: each side's
  // term, the stop rule's lower bound and mu (Infinity before the sides meet).
  stopTest() {
    const forward = this.latest(EVENT.bound, LANE.forward);
    const backward = this.latest(EVENT.bound, LANE.backward);
    if (forward < 0 || backward < 0) return null;
    const { trace } = this;
    return {
      forward: trace.g(forward), backward: trace.g(backward), bound: trace.h(Math.max(forward, backward)),
      mu: this.meeting()?.mu ?? Infinity,
    };
  }

  // IDA*'s current iteration: {number, threshold}, or null before the first.
  currentIteration() {
    const i = this.latest(EVENT.iteration);
    return i < 0 ? null : { number: this.iteration, threshold: this.trace.g(i) };
  }

  // IDA*'s recursion path now, start first: from the latest expanded node still on it back through
  // parents (a node on the path keeps the parent it was reached from). [] before the first iteration.
  recursionPath() {
    const { trace } = this;
    if (this.iteration === 0) return [];
    let top = -1;
    for (let i = this.position - 1; i >= 0; i--) {
      const kind = trace.kind(i);
      if (kind === EVENT.iteration) break;
      if (kind === EVENT.expanded && this.onStack[trace.cell(i)]) {
        top = trace.cell(i);
        break;
      }
    }
    const path = [];
    for (let at = top; at !== NO_PARENT && at >= 0 && path.length <= this.parent.length; at = this.parent[at]) path.push(at);
    return path.reverse();
  }

  // Applies events [position, goal), writing what each node event overwrites into the undo arrays. One
  // loop over the raw words with the arrays in locals (setNode's rules inlined): a seek to the end of a
  // million-cell grid's trace, and a re-run shown at its end during a drag, wait for it.
  #applyUpTo(goal) {
    const { words, floats } = this.trace;
    const { kindShift, kindMask, laneShift, nodeMask } = EVENT_WORD;
    const { onPath, scanned, onStack, touchedIn, previousState, previousG, previousH, previousParent, previousTouched } = this;
    const sides = [this.forward, this.backward ?? this.forward];
    // Only IDA*'s traces have iterations; in the others every node stays touched in iteration 0.
    const iterates = this.trace.eventCounts[EVENT.iteration] > 0;
    let { iteration } = this;
    for (let i = this.position; i < goal; i++) {
      const word = words[4 * i];
      const kind = (word >>> kindShift) & kindMask;
      const cell = word & nodeMask;
      if (kind === EVENT.generated || kind === EVENT.improved || kind === EVENT.expanded || kind === EVENT.rhsChanged) {
        const { state, g, h, parent } = sides[word >>> laneShift === LANE.backward ? 1 : 0];
        previousState[i] = state[cell];
        previousG[i] = g[cell];
        previousH[i] = h[cell];
        previousParent[i] = parent[cell];
        if (iterates) {
          previousTouched[i] = touchedIn[cell];
          touchedIn[cell] = iteration;
        }
        const newG = floats[4 * i + 2];
        // What a node event does to its side: generated opens the node with its g, h and parent;
        // improved gives it a new g and parent; expanded closes it (with the g and parent it was expanded
        // with: IDA* reaches a node by other paths in other iterations). LPA*: rhs-changed makes a cell
        // inconsistent (open, on its queue) with g showing the new rhs and parent the move it goes
        // through; its expansion closes it with its new g, or, when its way got dearer (g raised to
        // infinity), leaves it open. A missing parent's word is -1 as an Int32 (NO_PARENT).
        if (kind === EVENT.expanded) state[cell] = Number.isFinite(newG) ? CELL_STATE.closed : CELL_STATE.open;
        else if (kind !== EVENT.improved) state[cell] = CELL_STATE.open;
        if (kind === EVENT.generated || kind === EVENT.expanded) h[cell] = floats[4 * i + 3];
        g[cell] = newG;
        parent[cell] = words[4 * i + 1];
        if (kind === EVENT.expanded) onStack[cell]++;
      } else if (kind === EVENT.path) onPath[cell] = 1;
      else if (kind === EVENT.scanned) scanned[cell]++;
      else if (kind === EVENT.backtrack) onStack[cell]--;
      else if (kind === EVENT.iteration) iteration++;
      else if (kind === EVENT.key) {
        // A reported key (the node event before it was this node's): kept per node, its undo in previousG.
        const { key } = sides[word >>> laneShift === LANE.backward ? 1 : 0];
        previousG[i] = key[cell];
        key[cell] = floats[4 * i + 2];
      }
    }
    this.iteration = iteration;
    this.position = goal;
  }

  // Undoes events [goal, position), newest first, from the undo arrays: #applyUpTo's loop run backwards.
  #undoDownTo(goal) {
    const { words } = this.trace;
    const { kindShift, kindMask, laneShift, nodeMask } = EVENT_WORD;
    const { onPath, scanned, onStack, touchedIn, previousState, previousG, previousH, previousParent, previousTouched } = this;
    const sides = [this.forward, this.backward ?? this.forward];
    let { iteration } = this;
    for (let i = this.position - 1; i >= goal; i--) {
      const word = words[4 * i];
      const kind = (word >>> kindShift) & kindMask;
      const cell = word & nodeMask;
      if (kind === EVENT.generated || kind === EVENT.improved || kind === EVENT.expanded || kind === EVENT.rhsChanged) {
        const { state, g, h, parent } = sides[word >>> laneShift === LANE.backward ? 1 : 0];
        state[cell] = previousState[i];
        g[cell] = previousG[i];
        h[cell] = previousH[i];
        parent[cell] = previousParent[i];
        touchedIn[cell] = previousTouched[i];
        if (kind === EVENT.expanded) onStack[cell]--;
      } else if (kind === EVENT.path) onPath[cell] = 0;
      else if (kind === EVENT.scanned) scanned[cell]--;
      else if (kind === EVENT.backtrack) onStack[cell]++;
      else if (kind === EVENT.iteration) iteration--;
      else if (kind === EVENT.key) sides[word >>> laneShift === LANE.backward ? 1 : 0].key[cell] = previousG[i];
    }
    this.iteration = iteration;
    this.position = goal;
  }
}
