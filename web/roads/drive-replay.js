// A drive's trace (engine.drive with trace: true) replayed: at any step, where the vehicle is, the roads
// it has driven, the blocks it has learnt, the plan it follows and the nodes the plan on screen recomputed
// (D* Lite's events since its replan). No DOM: the Roads view draws what this computes. The trace's layout
// is docs/API.md's ("A drive on roads that may be blocked"): sensed, replan, the planner's events, path,
// agent-moved.
import { EVENT, LANE } from '../core/engine.js';

export class DriveReplay {
  // result: engine.drive's answer with its trace; request: what was asked ({from, to, metric, blocked}).
  constructor(result, request) {
    this.result = result;
    this.request = request;
    this.trace = result.trace;
    const { trace } = this;
    this.replanAt = []; // event index of each replan event
    this.moveAt = []; // event index of each agent-moved event
    this.sensedAt = [];
    for (let i = 0; i < trace.length; i++) {
      if (trace.lane(i) !== LANE.agent) continue;
      const kind = trace.kind(i);
      if (kind === EVENT.replan) this.replanAt.push(i);
      else if (kind === EVENT.agentMoved) this.moveAt.push(i);
      else if (kind === EVENT.sensed) this.sensedAt.push(i);
    }
    this.position = 0;
    this.seekEvent(0);
  }

  get stepCount() { return this.trace.stepCount; }

  // The event index where replan `k` ends: its plan drawn in full.
  replanEnd(k) {
    const next = k + 1 < this.replanAt.length ? this.replanAt[k + 1] : this.trace.length;
    const move = this.moveAt.find((i) => i > this.replanAt[k]);
    return Math.min(next, move ?? this.trace.length);
  }

  // The step that shows replan `k` finished (its recomputed nodes and its plan).
  stepOfReplanEnd(k) {
    const end = this.replanEnd(k);
    return end >= this.trace.length ? this.stepCount : this.trace.stepOfEvent(end - 1);
  }

  seekStep(step) { this.seekEvent(this.trace.eventsThroughStep(step)); }

  // The step on screen, and its events [from, to): what the code panel lights (web/code/code-step.js).
  get step() { return this.position === 0 ? 0 : this.trace.stepOfEvent(this.position - 1); }
  currentStepRange() { return this.position === 0 ? [0, 0] : [this.trace.stepStarts[this.step - 1], this.position]; }

  // Applies the first `position` events: this object's fields then describe the drive at that moment.
  seekEvent(position) {
    const { trace } = this;
    this.position = Math.max(0, Math.min(trace.length, position));
    const before = (indexes) => upperBound(indexes, this.position - 1);
    const moves = before(this.moveAt);
    this.moveCount = moves;
    this.vehicle = moves === 0 ? this.request.from : trace.cell(this.moveAt[moves - 1]);
    this.driven = this.result.moves.slice(0, moves + 1);
    this.known = this.sensedAt.slice(0, before(this.sensedAt)).map((i) => ({ from: trace.cell(i), to: trace.parent(i) }));
    this.replan = before(this.replanAt) - 1; // the replan on screen, -1 before the first
    this.recomputed = [];
    this.plan = [];
    this.phase = 'start';
    if (this.replan < 0) return;
    const begin = this.replanAt[this.replan];
    const path = [];
    for (let i = begin + 1; i < this.position; i++) {
      const kind = trace.kind(i);
      if (trace.lane(i) === LANE.agent) break;
      if (kind === EVENT.expanded) this.recomputed.push(trace.cell(i));
      else if (kind === EVENT.path) path.push(trace.cell(i));
    }
    // While a plan is being made, the vehicle still shows the one before it.
    const planned = path.length > 0;
    this.phase = planned ? 'planned' : 'planning';
    this.plan = planned ? path : this.replan > 0 ? this.#planOf(this.replan - 1) : [];
    // What is left of the plan ahead of the vehicle.
    const here = this.plan.indexOf(this.vehicle);
    if (here > 0) this.plan = this.plan.slice(here);
  }

  #planOf(k) {
    const { trace } = this;
    const nodes = [];
    for (let i = this.replanAt[k] + 1; i < this.trace.length; i++) {
      if (trace.lane(i) === LANE.agent) break;
      if (trace.kind(i) === EVENT.path) nodes.push(trace.cell(i));
    }
    return nodes;
  }
}

// How many of the sorted `indexes` are at most `value`.
function upperBound(indexes, value) {
  let low = 0, high = indexes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (indexes[mid] <= value) low = mid + 1; else high = mid;
  }
  return low;
}
