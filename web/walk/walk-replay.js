// A walk as the page plays it (no DOM): from the trace of engine.navigate, the state of the world, of the
// agent and of its planner after any event, forwards or backwards: the true map, what the agent believes
// and where it has sensed, where it stands and the trail behind it, its current plan, and the planner's
// numbers in every cell (D* Lite's g and rhs, or repeated A*'s open and closed cells of the current plan).
// The event layout is docs/API.md's "The trace" of a walk; steps are web/core/trace.js's.
import { CELL } from '../core/engine.js';
import { hexDistance } from '../core/hex.js';
import { EVENT, LANE, NO_PARENT } from '../core/trace.js';

// What the planner has done to a cell, for colouring: D* Lite's consistency, or A*'s open and closed.
export const PLAN_STATE = Object.freeze({ untouched: 0, open: 1, closed: 2 });

// The kinds that change a cell's planner numbers (g, rhs, parent, state, the replan that touched it).
const PLANNER_EVENTS = new Set([EVENT.generated, EVENT.improved, EVENT.expanded, EVENT.rhsChanged]);

export class WalkReplay {
  // trace: a Trace of a walk; scene: {width, height, cells (the true world at move 0), start, goal,
  // algorithm, sensorRadius, moves ({x, y}, start first), reached}, as engine.navigate took and gave them.
  constructor(trace, scene) {
    this.trace = trace;
    const { width, height } = scene;
    const cells = width * height;
    this.width = width;
    this.height = height;
    this.algorithm = scene.algorithm;
    this.incremental = scene.algorithm === 'dstar-lite'; // its numbers carry over from plan to plan
    this.radius = scene.sensorRadius;
    this.hex = scene.topology === 'hex'; // the agent senses within hex steps there (cpp/search/walk/knowledge.h)
    // The moves and costs the walk took (the engine's defaults where the request left them out): the planners'
    // estimate follows from them (walkEstimate).
    this.moveOptions = { movement: scene.movement, costs: scene.costs, terrainCosts: scene.terrainCosts };
    this.moves = scene.moves.map(({ x, y }) => y * width + x);
    // The agent senses where it stands at every move, but not at the goal once it has arrived.
    this.sensingPositions = scene.reached ? this.moves.length - 1 : this.moves.length;

    this.truth = Uint8Array.from(scene.cells);
    this.belief = new Uint8Array(cells); // unsensed cells are floor to the agent
    this.seenBy = new Uint16Array(cells); // how many of the positions reached so far sensed each cell
    this.g = new Float32Array(cells).fill(Infinity);
    this.rhs = new Float32Array(cells).fill(Infinity); // D* Lite's; repeated A* leaves it at +infinity
    this.h = new Float32Array(cells);
    this.parent = new Int32Array(cells).fill(NO_PARENT);
    this.state = new Uint8Array(cells); // PLAN_STATE
    this.touchedIn = new Uint32Array(cells); // the plan (1-based) that last changed the cell, 0: none yet

    this.position = 0; // events applied
    this.moveIndex = 0; // agent-moved events applied: the agent stands on moves[moveIndex]
    this.plan = 0; // replan events applied: the current plan's number (1-based), 0 before the first
    this.cost = 0; // of the walk so far
    this.#indexEvents();
    this.#sense(0, 1);
  }

  get agent() { return this.moves[this.moveIndex]; }
  get step() { return this.position === 0 ? 0 : this.trace.stepOfEvent(this.position - 1); }
  get planCount() { return this.planStarts.length; }

  known(cell) { return this.radius === Infinity || this.seenBy[cell] > 0; }

  // The cells of the current plan applied so far, agent first (its path events), or [].
  planCells() {
    if (this.plan === 0) return [];
    const [from, to] = this.planPaths[this.plan - 1];
    const end = Math.min(to, this.position);
    const cells = [];
    for (let i = from; i < end; i++) cells.push(this.trace.cell(i));
    // The plan from where the agent stands now (it walks along it until the next replan).
    const here = cells.indexOf(this.agent);
    return here > 0 ? cells.slice(here) : cells;
  }

  // The event index where plan `number` (1-based) begins (its replan event).
  planStart(number) { return this.planStarts[number - 1]; }

  // The events [from, to) of the step the replay is at.
  currentStepRange() {
    if (this.position === 0) return [0, 0];
    const step = this.trace.stepOfEvent(this.position - 1);
    return [this.trace.stepStarts[step - 1], this.position];
  }

  // The cell the step on screen took off the planner's queue (expanded), or -1.
  currentCell() {
    const [from, to] = this.currentStepRange();
    return to > from && this.trace.kind(from) === EVENT.expanded ? this.trace.cell(from) : -1;
  }

  // The first event of move `move` (its changes, sensing, plan and step come after it).
  moveStart(move) {
    if (move <= 0) return 0;
    return move - 1 < this.moveEvents.length ? this.moveEvents[move - 1] + 1 : this.trace.length;
  }

  // The event that ends move `move`'s planning: its step (agent-moved) is next. The end past the last move.
  moveStepEvent(move) {
    return move < this.moveEvents.length ? this.moveEvents[move] : this.trace.length;
  }

  seekStep(step) { this.seekEvent(this.trace.eventsThroughStep(step)); }

  seekEvent(target) {
    const goal = Math.max(0, Math.min(this.trace.length, Math.trunc(Number(target)) || 0));
    while (this.position < goal) this.#apply(this.position++);
    while (this.position > goal) this.#undo(--this.position);
  }

  // Where plans start and end, where the agent moves, and what each planner event overwrites (for undo).
  #indexEvents() {
    const { trace } = this;
    const count = trace.length;
    this.planStarts = [];
    this.planPaths = []; // per plan: [from, to) of its path events
    this.moveEvents = []; // the agent-moved events, in order
    this.planLearnt = []; // per plan: {cells, walls} the agent sensed unlike it believed just before it
    this.previousG = new Float32Array(count);
    this.previousRhs = new Float32Array(count);
    this.previousParent = new Int32Array(count);
    this.previousState = new Uint8Array(count);
    this.previousTouched = new Uint32Array(count);
    this.previousCost = new Float64Array(count);
    const g = Float32Array.from(this.g), rhs = Float32Array.from(this.rhs), parent = Int32Array.from(this.parent);
    const state = new Uint8Array(this.state.length), touched = new Uint32Array(this.touchedIn.length);
    let plan = 0;
    let cost = 0;
    let learnt = { cells: 0, walls: 0 };
    for (let i = 0; i < count; i++) {
      const kind = trace.kind(i);
      const cell = trace.cell(i);
      if (kind === EVENT.replan) {
        plan++;
        this.planStarts.push(i);
        this.planLearnt.push(learnt);
        learnt = { cells: 0, walls: 0 };
        this.planPaths.push([i, i]);
      } else if (kind === EVENT.path && trace.lane(i) === LANE.forward) {
        const range = this.planPaths[plan - 1]; // one run of path events per plan
        if (range[1] === range[0]) range[0] = i;
        range[1] = i + 1;
      } else if (kind === EVENT.sensed) {
        learnt.cells++;
        if (trace.parent(i) === CELL.wall) learnt.walls++;
      } else if (kind === EVENT.agentMoved) {
        this.moveEvents.push(i);
        this.previousCost[i] = cost;
        cost = trace.g(i);
      } else if (PLANNER_EVENTS.has(kind)) {
        this.previousG[i] = g[cell];
        this.previousRhs[i] = rhs[cell];
        this.previousParent[i] = parent[cell];
        this.previousState[i] = state[cell];
        this.previousTouched[i] = touched[cell];
        const fresh = !this.incremental && touched[cell] !== plan; // A* starts every plan from nothing
        setCell({ g, rhs, parent, state }, trace, i, cell, kind, fresh);
        touched[cell] = plan;
      }
    }
  }

  #apply(i) {
    const { trace } = this;
    const kind = trace.kind(i);
    const cell = trace.cell(i);
    switch (kind) {
      case EVENT.cellChanged: this.truth[cell] = trace.parent(i); break;
      case EVENT.sensed: this.belief[cell] = trace.parent(i); break;
      case EVENT.replan: this.plan++; break;
      case EVENT.agentMoved:
        this.moveIndex++;
        this.cost = trace.g(i);
        this.#sense(this.moveIndex, 1);
        break;
      default:
        if (PLANNER_EVENTS.has(kind)) {
          setCell(this, trace, i, cell, kind, !this.incremental && this.touchedIn[cell] !== this.plan);
          this.touchedIn[cell] = this.plan;
        }
    }
  }

  #undo(i) {
    const { trace } = this;
    const kind = trace.kind(i);
    const cell = trace.cell(i);
    switch (kind) {
      case EVENT.cellChanged: this.truth[cell] = trace.g(i); break;
      case EVENT.sensed: this.belief[cell] = trace.g(i); break;
      case EVENT.replan: this.plan--; break;
      case EVENT.agentMoved:
        this.#sense(this.moveIndex, -1);
        this.moveIndex--;
        this.cost = this.previousCost[i];
        break;
      default:
        if (PLANNER_EVENTS.has(kind)) {
          this.g[cell] = this.previousG[i];
          this.rhs[cell] = this.previousRhs[i];
          this.parent[cell] = this.previousParent[i];
          this.state[cell] = this.previousState[i];
          this.touchedIn[cell] = this.previousTouched[i];
        }
    }
  }

  // Counts (or uncounts) the cells the agent senses from its position number `index`: the square of side 2r + 1
  // round it, or on hexes the cells within r hex steps.
  #sense(index, delta) {
    if (this.radius === Infinity || index >= this.sensingPositions) return;
    const at = this.moves[index];
    const centre = { x: at % this.width, y: Math.floor(at / this.width) };
    const r = this.radius;
    for (let y = Math.max(0, centre.y - r); y <= Math.min(this.height - 1, centre.y + r); y++) {
      for (let x = Math.max(0, centre.x - r); x <= Math.min(this.width - 1, centre.x + r); x++) {
        if (this.hex && hexDistance({ x, y }, centre) > r) continue;
        this.seenBy[y * this.width + x] += delta;
      }
    }
  }
}

// What a planner event does to a cell. D* Lite: rhs-changed sets rhs and the neighbour it leads to;
// expanded sets g (+infinity when it was under-consistent). A*: generated opens the cell with g, h and
// parent, improved lowers g, expanded closes it. `fresh`: the cell's numbers are from an earlier plan of
// repeated A*, which starts over, so they are forgotten first.
function setCell(cells, trace, i, cell, kind, fresh) {
  if (fresh) {
    cells.g[cell] = Infinity;
    cells.state[cell] = PLAN_STATE.untouched;
  }
  switch (kind) {
    case EVENT.rhsChanged:
      cells.rhs[cell] = trace.g(i);
      cells.parent[cell] = trace.parent(i);
      break;
    case EVENT.expanded:
      cells.g[cell] = trace.g(i);
      cells.state[cell] = PLAN_STATE.closed;
      if (trace.parent(i) !== NO_PARENT) cells.parent[cell] = trace.parent(i);
      break;
    default: // generated, improved
      cells.g[cell] = trace.g(i);
      cells.parent[cell] = trace.parent(i);
      if (kind === EVENT.generated) cells.state[cell] = PLAN_STATE.open;
      if (cells.h) cells.h[cell] = trace.h(i);
  }
}
