// The frontier at any point of a replay, in the order the search will pop it: the engine's total order
// (key, tie, push) rebuilt from the trace, so the open-list panel can list it without the engine.
//
// A node reached more cheaply while open (an "improved" event) moves up with its new f but keeps the
// tie and the push number of the event that first put it on the list (decrease-key, not a new entry);
// with the registry's key.stale (astar-no-resort, the list the tutorials' bug never re-sorts) it does not move.
//
// The trace keeps g and h as float32 but the engine orders by doubles, and with 1 and √2 steps many
// f values tie in theory and differ only in their last double bits. So the reader recomputes each g
// and h in doubles exactly as docs/API.md defines them (g = parent's g + step length × entry cost;
// h scaled by the cheapest terrain) and checks every one against the trace's float32; should they
// ever disagree it falls back to the float32 values.
//
// Moving through the replay costs time proportional to the events in between, in either direction:
// each entry's ordering pair is computed once, the first time the reader passes its event, and each
// event keeps what it overwrote (as TraceReplay keeps previousG), so a step back is undone, not rescanned.
// A bidirectional search has one open list a side: a reader reads one lane's. The goal side's g and h
// are taken as the trace gives them (float32), as its steps run against the moves.
//
// With tieBreak 'tutorial' (the tutorials' own list, cpp/search/core/tutorial_open_list.h) equal keys go to
// the entry latest in a list the trace rebuilds: each push appends, each expansion moves the list's last entry
// into the expanded one's place. That order depends on every pop before, so it is replayed from the start
// (carried on while the replay moves forwards): the option is for the tutorials' small maps.
//
// A key that is no fixed mix of g and h (the registry's key.reported) is never computed here: each entry
// is ordered by the key the engine reported after its event (float32, so `exact` is false: a near-tie may
// go either way, and the panel trusts the trace for the first row).
import { CELL_STATE, EVENT, LANE, NO_PARENT } from './trace.js';
import { hexCentre, hexDistance } from './hex.js';
import { ENGINE_DEFAULTS, STEP_LENGTHS, algorithmInfo, cellKeyFunction, keyFunction, usesHeuristic } from './registry.js';

const TERRAIN_BY_CODE = ['floor', null, 'grass', 'sand', 'water'];

// What one step costs before terrain on `topology`: the `costs` choice's straight and diagonal lengths on
// squares (registry.js STEP_LENGTHS), one unit for every hex step (cpp/graph/move_rules.h).
export function stepLengthsOn(options, topology = 'square') {
  return topology === 'hex' ? { straight: 1, diagonal: 1 } : STEP_LENGTHS[options.costs === 'integer' ? 'integer' : 'float'];
}

// The engine's estimate `kind` as a function (x, y, goal) of a cell and the goal, in doubles, as docs/API.md
// defines it: the distance in steps times the cheapest terrain's cost (cpp/search/core/heuristic.h); on hexes
// the hex distance (cube coordinates) or the straight line between hex centres (cpp/graph/hex.h).
export function estimateFunction(kind, options, topology = 'square') {
  const terrain = { ...ENGINE_DEFAULTS.terrainCosts, ...(options.terrainCosts ?? {}) };
  const { straight, diagonal } = stepLengthsOn(options, topology);
  const cheapest = Math.min(...Object.values(terrain));
  const hStraight = straight * cheapest;
  if (topology === 'hex') {
    switch (kind) {
      case 'hex': return (x, y, goal) => hStraight * hexDistance({ x, y }, goal);
      case 'euclidean': return (x, y, goal) => {
        const [ax, ay] = hexCentre(x, y), [bx, by] = hexCentre(goal.x, goal.y);
        return hStraight * Math.sqrt((ax - bx) * (ax - bx) + (ay - by) * (ay - by));
      };
      default: return () => 0;
    }
  }
  const squareEstimate = squareKind(kind, hStraight, (diagonal - straight) * cheapest);
  return (x, y, goal) => squareEstimate(x - goal.x, y - goal.y);
}

// A square grid's estimate `kind` of a cell's offset (dx, dy) from the goal.
function squareKind(kind, hStraight, hDiagonalExtra) {
  switch (kind) {
    case 'manhattan': return (dx, dy) => hStraight * (Math.abs(dx) + Math.abs(dy));
    case 'euclidean': return (dx, dy) => hStraight * Math.sqrt(dx * dx + dy * dy);
    case 'octile': return (dx, dy) => {
      dx = Math.abs(dx);
      dy = Math.abs(dy);
      return dx > dy ? hStraight * dx + hDiagonalExtra * dy : hStraight * dy + hDiagonalExtra * dx;
    };
    case 'chebyshev': return (dx, dy) => hStraight * Math.max(Math.abs(dx), Math.abs(dy));
    default: return () => 0;
  }
}

export class FrontierReader {
  // options: the run's search options; maze: {cells, goal} it ran on. `recycle`: a reader of an
  // earlier run whose typed arrays this one may take over where they are big enough. `lane`: the side.
  constructor(trace, options, maze, recycle = null, lane = LANE.forward) {
    this.trace = trace;
    this.lane = lane;
    this.options = options;
    this.keyOf = keyFunction(options);
    this.keyAt = cellKeyFunction(options);
    this.reported = Boolean(algorithmInfo(options.algorithm).key?.reported);
    this.popOrder = algorithmInfo(options.algorithm).popOrder;
    // The registry's key.stale (astar-no-resort): an improved entry keeps the order of its push, not re-sorted.
    this.stale = Boolean(algorithmInfo(options.algorithm).key?.stale);
    const cells = trace.nodeCount;
    const events = trace.length;
    const reuse = (name, Type, length) => {
      const old = recycle?.[name];
      return old instanceof Type && old.length >= length ? old : new Type(length);
    };
    this.exactG = reuse('exactG', Float64Array, cells);
    this.exact = Boolean(maze) && lane === LANE.forward && !this.reported;
    if (this.exact) this.#prepareExact(maze);
    // Per event that pushes or improves an entry: its (order, tie), computed once, for events [0, computed).
    this.eventOrder = reuse('eventOrder', Float64Array, events);
    this.eventTie = reuse('eventTie', Float64Array, events);
    this.computed = 0;
    // Per cell: the event that set its current order and the event that pushed it (-1: none), and per
    // event the values of those it overwrote, to undo it.
    this.orderEvent = reuse('orderEvent', Int32Array, cells).fill(-1, 0, cells);
    this.pushEvent = reuse('pushEvent', Int32Array, cells).fill(-1, 0, cells);
    this.previousOrderEvent = reuse('previousOrderEvent', Int32Array, events);
    this.previousPushEvent = reuse('previousPushEvent', Int32Array, events);
    this.generatedCells = reuse('generatedCells', Int32Array, events);
    this.generatedCount = 0;
    this.scanned = 0;
    // How many trace events the scans have walked over, forwards and back: a step back walks over that
    // step's events only (the tests count it, so the claim holds however fast the machine is).
    this.eventsWalked = 0;
    this.tutorial = options.tieBreak === 'tutorial' && this.popOrder === 'lowest-key' ? { list: [], at: new Map(), to: 0 } : null;
  }

  // tieBreak 'tutorial': the list as it stands before event `position` (cell -> its place), rebuilt from
  // the trace's pushes and expansions.
  #tutorialPlaces(position) {
    let tutorial = this.tutorial;
    if (position < tutorial.to) tutorial = this.tutorial = { list: [], at: new Map(), to: 0 };
    const { trace } = this;
    const { list, at } = tutorial;
    for (let i = tutorial.to; i < position; i++) {
      if (trace.lane(i) !== this.lane) continue;
      const kind = trace.kind(i);
      const cell = trace.cell(i);
      if (kind === EVENT.generated) {
        at.set(cell, list.length);
        list.push(cell);
      } else if (kind === EVENT.expanded && at.has(cell)) {
        const hole = at.get(cell);
        const last = list.pop();
        at.delete(cell);
        if (last !== cell) {
          list[hole] = last;
          at.set(last, hole);
        }
      }
    }
    tutorial.to = position;
    return at;
  }

  #prepareExact(maze) {
    const { options } = this;
    const terrain = { ...ENGINE_DEFAULTS.terrainCosts, ...(options.terrainCosts ?? {}) };
    const { straight, diagonal } = stepLengthsOn(options, maze.topology);
    this.stepCost = { straight: TERRAIN_BY_CODE.map((name) => (name ? straight * terrain[name] : 0)),
      diagonal: TERRAIN_BY_CODE.map((name) => (name ? diagonal * terrain[name] : 0)) };
    const kind = usesHeuristic(options.algorithm) ? options.heuristic : 'zero';
    const { goal } = maze;
    const { width } = this.trace;
    const estimate = estimateFunction(kind, options, maze.topology);
    this.exactH = (cell) => estimate(cell % width, (cell / width) | 0, goal);
    this.cells = maze.cells;
  }

  // g and h of event `i` in doubles (exact when this.exact), checked against the trace's float32.
  #gh(i) {
    const { trace } = this;
    if (!this.exact) return [trace.g(i), trace.h(i)];
    const cell = trace.cell(i);
    const parent = trace.parent(i);
    let g = 0;
    if (parent !== NO_PARENT) {
      const { width } = trace;
      const dx = Math.abs((cell % width) - (parent % width));
      const dy = Math.abs(((cell / width) | 0) - ((parent / width) | 0));
      if (dx > 1 || dy > 1) {
        // A parent that is not a neighbour (a jump or a line of sight): the step's cost is not one move's,
        // so take the engine's float32 values from here on.
        this.exact = false;
        return [trace.g(i), trace.h(i)];
      }
      g = this.exactG[parent] + (dx && dy ? this.stepCost.diagonal : this.stepCost.straight)[this.cells[cell]];
    }
    const h = this.exactH(cell);
    if (Math.fround(g) !== trace.g(i) || Math.fround(h) !== trace.h(i)) {
      this.exact = false; // the engine's arithmetic is not what we assumed: use its float32 values
      return [trace.g(i), trace.h(i)];
    }
    this.exactG[cell] = g;
    return [g, h];
  }

  // The ordering triple of the entry event `i` pushes.
  #entry(i) {
    const { trace, options, popOrder } = this;
    if (popOrder === 'fifo') return [i, 0]; // a queue: first found, first out
    // A stack: the latest expansion's children on top, the first in neighbour order (north) first.
    if (popOrder === 'lifo') return [-trace.stepOfEvent(i), 0];
    const [g, h] = this.#gh(i);
    // The engine compares h for a tie in single precision (docs/API.md).
    const tie = options.tieBreak === 'oldest' ? i : options.tieBreak === 'newest' ? -i : Math.fround(h);
    return [this.reported ? trace.reportedKey(i) : this.keyOf(g, h), tie];
  }

  #scanTo(position) {
    const { trace, orderEvent, pushEvent, previousOrderEvent, previousPushEvent, generatedCells } = this;
    this.eventsWalked += Math.abs(position - this.scanned);
    // Forwards: apply each push or improvement, remembering what it replaced.
    for (let i = this.scanned; i < position; i++) {
      const kind = trace.kind(i);
      if ((kind !== EVENT.generated && kind !== EVENT.improved) || trace.lane(i) !== this.lane) continue;
      if (i >= this.computed) {
        // Events are computed in order, so the exact g of a parent is always there when needed.
        const [o, t] = this.#entry(i);
        this.eventOrder[i] = o;
        this.eventTie[i] = t;
        this.computed = i + 1;
      }
      if (kind === EVENT.improved && this.stale) continue;
      const cell = trace.cell(i);
      previousOrderEvent[i] = orderEvent[cell];
      orderEvent[cell] = i;
      if (kind === EVENT.generated) {
        previousPushEvent[i] = pushEvent[cell];
        pushEvent[cell] = i;
        generatedCells[this.generatedCount++] = cell;
      }
    }
    // Backwards: undo the events after `position`, latest first.
    for (let i = this.scanned - 1; i >= position; i--) {
      const kind = trace.kind(i);
      if ((kind !== EVENT.generated && kind !== EVENT.improved) || trace.lane(i) !== this.lane) continue;
      if (kind === EVENT.improved && this.stale) continue;
      const cell = trace.cell(i);
      orderEvent[cell] = previousOrderEvent[i];
      if (kind === EVENT.generated) {
        pushEvent[cell] = previousPushEvent[i];
        this.generatedCount--;
      }
    }
    this.scanned = position;
  }

  // The cell this side expands next (from the trace, so it is exact), or -1.
  nextToPop(position) {
    const { trace } = this;
    for (let i = position; i < trace.length; i++) {
      const kind = trace.kind(i);
      if (kind === EVENT.expanded && trace.lane(i) === this.lane) return trace.cell(i);
      if (kind === EVENT.path) return -1;
    }
    return -1;
  }

  // Where `cell` stands in this side's pop order at the replay's position: {order, tie, push} (the key, the
  // tie-break and the push number it is sorted by), or null when it is not on the open list. Cells with the
  // same order are tied on the key (a puzzle's "tied" answer).
  entry(replay, cell) {
    this.#scanTo(replay.position);
    if (replay.laneState(this.lane).state[cell] !== CELL_STATE.open) return null;
    const { orderEvent, pushEvent } = this;
    // The tutorials' list: the later in the list, the sooner among equals.
    const tie = this.tutorial ? -this.#tutorialPlaces(replay.position).get(cell) : this.eventTie[pushEvent[cell]];
    return { order: this.eventOrder[orderEvent[cell]], tie, push: pushEvent[cell] };
  }

  // {rows, total, next}: up to `limit` rows {cell, g, h, key, parent} in pop order, where g, h and
  // parent are the node's current ones. With `trustTrace` false the order is ours alone (the tests
  // compare it with the trace).
  frontier(replay, limit = 200, trustTrace = true) {
    const { position } = replay;
    this.#scanTo(position);
    const { orderEvent, pushEvent, eventOrder, eventTie, generatedCells, keyAt } = this;
    const side = replay.laneState(this.lane);
    const open = [];
    for (let k = 0; k < this.generatedCount; k++) {
      const cell = generatedCells[k];
      if (side.state[cell] === CELL_STATE.open) open.push(cell);
    }
    // An improved entry sorts by its new order but keeps the tie and push number of its push.
    const places = this.tutorial ? this.#tutorialPlaces(position) : null;
    const tieOf = places ? (cell) => -places.get(cell) : (cell) => eventTie[pushEvent[cell]];
    open.sort((a, b) => eventOrder[orderEvent[a]] - eventOrder[orderEvent[b]] ||
      tieOf(a) - tieOf(b) || pushEvent[a] - pushEvent[b]);
    const next = this.nextToPop(position);
    // The engine orders by doubles and the trace keeps float32 g and h, so on a near-tie (common with
    // 1 and √2 steps) our order can differ from the engine's: the trace knows the next pop for certain.
    if (trustTrace && next >= 0 && open.length && open[0] !== next) {
      const at = open.indexOf(next);
      if (at > 0) open.unshift(...open.splice(at, 1));
    }
    const rows = open.slice(0, limit).map((cell) => {
      const g = side.g[cell];
      const h = side.h[cell];
      return { cell, g, h, key: keyAt ? keyAt(side, cell) : null, parent: side.parent[cell] };
    });
    return { rows, total: open.length, next };
  }
}
