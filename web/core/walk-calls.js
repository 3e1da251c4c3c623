// The engine's walk call (engine.navigate, docs/API.md): an agent walking the loaded grid, learning it as it
// goes, with scheduled changes; its request checked and its walk copied out of wasm memory.
import { ENGINE_DEFAULTS, LIMITS, WALKERS } from './registry.js';
import {
  describeValue, refuse, requireBoolean, requireKnownKeys, requireMovement, requirePoint, requireRequest, requireType, requireWhole, terrainCosts,
} from './request-checks.js';
import { engineRefusal } from './engine-refusals.js';
import { Trace } from './trace.js';

// engine.navigate: its defaults, its keys and the layout of the engine's walk figures (cpp/bindings/engine.h, WalkStat).
export const NAVIGATE_DEFAULTS = Object.freeze({
  algorithm: 'dstar-lite', topology: ENGINE_DEFAULTS.topology, movement: ENGINE_DEFAULTS.movement, diagonal: ENGINE_DEFAULTS.diagonal,
  costs: ENGINE_DEFAULTS.costs, terrainCosts: ENGINE_DEFAULTS.terrainCosts, sensorRadius: 1, changes: Object.freeze([]), fromScratch: false,
  fromScratchBudget: Infinity, traceLimit: LIMITS.traceEvents, trace: false,
});
const NAVIGATE_KEYS = new Set(['width', 'height', 'cells', 'start', 'goal', ...Object.keys(NAVIGATE_DEFAULTS)]);
const WALK_STAT = Object.freeze({ reached: 0, cost: 1, expanded: 2, updated: 3, micros: 4, traceComplete: 5 });
// move, agent cell, plan cost, expanded, updated, planner micros, from-scratch A*'s expanded and cost
const REPLAN_NUMBERS = 8;

// Walks an agent from start to goal through a world it learns as it goes (D* Lite or repeated A*), with
// scheduled changes to the world; see docs/API.md, "engine.navigate". `engine`: what the walk needs of the
// Engine: core(), the wasm engine; loadGrid(request), which loads the request's grid (or keeps the last one)
// and gives its {width, height}; copyTrace(), the recorded events copied out of wasm memory.
export function navigate(engine, request) {
  requireRequest(request, 'navigate');
  requireKnownKeys(request, NAVIGATE_KEYS, 'navigate');
  const { width, height } = engine.loadGrid(request);
  const value = (key) => (request[key] === undefined ? NAVIGATE_DEFAULTS[key] : request[key]);
  const trace = value('trace');
  const fromScratch = value('fromScratch');
  requireBoolean(trace, 'trace');
  requireBoolean(fromScratch, 'fromScratch');
  const movement = value('movement');
  requireMovement(movement);
  const algorithm = value('algorithm');
  requireType(algorithm, 'algorithm', 'string');
  if (!WALKERS.includes(algorithm)) throw refuse('walkRequest.algorithm', { name: algorithm.slice(0, 40), expected: WALKERS.join(', ') });
  for (const key of ['diagonal', 'costs', 'topology']) requireType(value(key), key, 'string');
  const budget = value('fromScratchBudget');
  requireWhole(budget, 'fromScratchBudget', { low: 0, highText: 'Infinity', fits: budget === Infinity || (Number.isInteger(budget) && budget >= 0) });
  requireWhole(value('traceLimit'), 'traceLimit', { low: 1, high: LIMITS.traceEvents });
  const sensorRadius = value('sensorRadius');
  if (sensorRadius !== Infinity && !Number.isInteger(sensorRadius)) throw refuse('walkRequest.radius', { value: describeValue(sensorRadius) });
  const start = requirePoint(request.start, 'start');
  const goal = requirePoint(request.goal, 'goal');
  const core = engine.core();
  const error = core.navigate({
    algorithm, topology: value('topology'), movement, diagonal: value('diagonal'), costs: value('costs'),
    terrainCosts: request.terrainCosts === undefined ? ENGINE_DEFAULTS.terrainCosts : terrainCosts(request.terrainCosts),
    startX: start.x, startY: start.y, goalX: goal.x, goalY: goal.y, sensorRadius,
    changes: flattenChanges(value('changes')), fromScratch, fromScratchBudget: value('fromScratchBudget'),
    traceLimit: value('traceLimit'), trace,
  });
  if (error) throw engineRefusal(error);
  const stats = core.walkStatsView().slice();
  const point = (cell) => ({ x: cell % width, y: Math.floor(cell / width) });
  const numbers = core.walkReplansView().slice();
  const replans = [];
  for (let i = 0; i < numbers.length; i += REPLAN_NUMBERS) {
    const replan = {
      move: numbers[i], at: point(numbers[i + 1]), planCost: numbers[i + 2], expanded: numbers[i + 3],
      updated: numbers[i + 4], micros: numbers[i + 5],
    };
    // Past the comparison's budget a replan has no figures (its cost is NaN).
    if (fromScratch) replan.fromScratch = Number.isNaN(numbers[i + 7]) ? null : { expanded: numbers[i + 6], cost: numbers[i + 7] };
    replans.push(replan);
  }
  const result = {
    reached: stats[WALK_STAT.reached] === 1,
    cost: stats[WALK_STAT.cost],
    moves: Array.from(core.walkMovesView(), point),
    replans,
    expanded: stats[WALK_STAT.expanded],
    updated: stats[WALK_STAT.updated],
    micros: stats[WALK_STAT.micros],
  };
  if (!result.reached) result.reason = core.walkReason();
  core.dropWalk();
  if (trace) {
    result.trace = new Trace(engine.copyTrace(), width * height, { width, height });
    result.traceComplete = stats[WALK_STAT.traceComplete] === 1;
  }
  return result;
}

// A walk's scheduled changes ([{beforeMove, cells: [{x, y, code}]}]) as the engine takes them: beforeMove, x, y
// and code of each changed cell, in order. Types are checked here; the engine checks cells and codes.
function flattenChanges(changes) {
  if (!Array.isArray(changes)) throw refuse('walkRequest.changes', { value: describeValue(changes) });
  const flat = [];
  changes.forEach((change, i) => {
    if (change === null || typeof change !== 'object') throw refuse('walkRequest.change', { i });
    const { beforeMove, cells } = change;
    if (!Number.isInteger(beforeMove) || beforeMove < 0 || beforeMove > 0xffffffff) {
      throw refuse('walkRequest.beforeMove', { i, value: describeValue(beforeMove) });
    }
    if (!Array.isArray(cells)) throw refuse('walkRequest.cells', { i });
    cells.forEach((cell, j) => {
      const where = `changes[${i}].cells[${j}]`;
      requirePoint(cell, where);
      if (!Number.isInteger(cell.code) || Math.abs(cell.code) > 0x7fffffff) {
        throw refuse('walkRequest.code', { where, value: describeValue(cell.code) });
      }
      flat.push(beforeMove, cell.x, cell.y, cell.code);
    });
  });
  return flat;
}
