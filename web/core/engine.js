// The JavaScript face of the search core (one ES module for the page, the Node tests and tutorial
// authors): loads the wasm module, fills in defaults, copies results out of wasm memory and turns the
// engine's reasons into Errors. See docs/API.md. The grid's calls are here; the walk's are in walk-calls.js
// and the road networks' in road-calls.js, the checks they share in request-checks.js.
import createFrontierCore from '../wasm/frontier_core.js';
import { Trace } from './trace.js';
import { ENGINE_DEFAULTS, LIMITS, MAZE_KIND_INFO, OPTION_NAMES, choicesOf, defaultHeuristic, optionInfo } from './registry.js';
import {
  describeValue, refuse, requireBoolean, requireFunction, requireKnownKeys, requireMovement, requirePoint, requireRequest, requireType,
  requireWhole, terrainCosts, textSizeError,
} from './request-checks.js';
import { engineRefusal, engineText } from './engine-refusals.js';
import { RoadCalls } from './road-calls.js';
import { navigate } from './walk-calls.js';

export { Trace, TraceReplay, EVENT, LANE, CELL_STATE, NO_PARENT } from './trace.js';
export { ALGORITHMS, ROAD_ALGORITHMS, WALKERS } from './registry.js';
export { textSizeError } from './request-checks.js';
export { NETWORK_FORMATS, NETWORK_PRESETS, RANDOM_NODES, ROAD_CLASS } from './road-calls.js';
export { NAVIGATE_DEFAULTS } from './walk-calls.js';

// Cell codes of `cells`: the tutorials' 0 free / 1 wall, then the weighted terrains.
export const CELL = Object.freeze({ floor: 0, wall: 1, grass: 2, sand: 3, water: 4 });
// The largest side of a grid the engine takes (cpp/graph/grid.h kMaxSide, from the schema).
export const MAX_SIDE = LIMITS.maxSide;
// The engine's limit on a text's size in UTF-8 bytes (cpp/graph/grid.h: kMaxGridTextBytes).
export const MAX_TEXT_BYTES = LIMITS.textBytes;

export const WALL_EVENT = 0x80000000; // flag on a maze event: the cell became a wall
// The generators' names (the schema's, cpp/generate/mazes/maze_kinds.h), in the page's order.
export const MAZE_KINDS = Object.freeze(MAZE_KIND_INFO.map((kind) => kind.name));
// The straight directions of the engine's direction sets (graph/padded_grid.h): N, E, S, W as (dx, dy).
const STRAIGHT_STEPS = [[0, -1], [1, 0], [0, 1], [-1, 0]];

export const HEURISTICS = choicesOf('heuristic');
export const DIAGONALS = choicesOf('diagonal');
export const STEP_COSTS = choicesOf('costs');
export const TIE_BREAKS = choicesOf('tieBreak');

// Every option of the registry at the engine's default, and no trace.
export const DEFAULTS = Object.freeze({ ...ENGINE_DEFAULTS, trace: false });

// Layout of the engine's stats view (cpp/bindings/engine.h, Stat) and its status codes.
const STAT = Object.freeze({
  status: 0, cost: 1, length: 2, expanded: 3, generated: 4, maxOpen: 5, micros: 6, admissible: 7, optimal: 8,
  traceComplete: 9, pathAddress: 10, pathLength: 11, scanned: 12, iterations: 13, precomputeMicros: 14,
  precomputeBytes: 15, repaired: 16, repairChanged: 17, repairTouched: 18, repairFreshAstar: 19,
});
// 'gave-up': the search spent its node budget (IDA*); the result's `reason` says how far it got.
const STATUS = ['found', 'no-path', 'invalid', 'gave-up'];

// A long traced search can give its first events while it goes on (docs/API.md): onTracePrefix(trace) is
// called once, when tracePrefixEvents events are recorded and the search records more.
const TRACE_PREFIX_EVENTS = 65536;
const REQUEST_KEYS = new Set(['width', 'height', 'cells', 'start', 'goal', ...Object.keys(DEFAULTS), 'onTracePrefix', 'tracePrefixEvents']);

// The options #configure compares with the last ones sent (movement and terrainCosts apart).
const OPTION_KEYS = OPTION_NAMES.filter((name) => name !== 'movement' && name !== 'terrainCosts');
const TERRAINS = Object.keys(DEFAULTS.terrainCosts);

// The `path` property of engine.search's results on a grid `width` cells wide: {x, y} objects made from
// the result's pathCells on first read and kept (so every read gives the same array). One getter per
// width, shared by every result: a getter made per result gave each result a hidden class of its own in
// V8, which cost about 10 µs a search, more than a short search itself.
const madePaths = new WeakMap();
const pathProperties = new Map();
function pathProperty(width) {
  let property = pathProperties.get(width);
  if (!property) {
    property = {
      enumerable: true,
      configurable: true, // a result back from the worker had its path cloned as a plain value
      get() {
        let path = madePaths.get(this);
        if (path === undefined) {
          path = Array.from(this.pathCells, (cell) => ({ x: cell % width, y: Math.floor(cell / width) }));
          madePaths.set(this, path);
        }
        return path;
      },
    };
    pathProperties.set(width, property);
  }
  return property;
}

// What engine.search returns: a plain object. `path` ({x, y} objects) is made on first read, so a caller
// that never reads it never pays for it; it is still an own enumerable property (JSON, spread, structured
// clone see it).
function searchResult(status, stats, pathCells, width, reason) {
  const found = status === 'found';
  const result = {
    status,
    cost: found ? stats[STAT.cost] : null,
    length: found ? stats[STAT.length] : null,
    expanded: stats[STAT.expanded],
    generated: stats[STAT.generated],
    maxOpen: stats[STAT.maxOpen],
    micros: stats[STAT.micros],
    admissible: stats[STAT.admissible] === 1,
    optimal: stats[STAT.optimal] === 1,
    scanned: stats[STAT.scanned],
    iterations: stats[STAT.iterations],
    precompute: { micros: stats[STAT.precomputeMicros], bytes: stats[STAT.precomputeBytes] },
    // LPA*: the search repaired the last one (docs/API.md), else null.
    repair: stats[STAT.repaired] === 1 ? {
      changed: stats[STAT.repairChanged], touched: stats[STAT.repairTouched], expanded: stats[STAT.expanded],
      freshAstarExpanded: stats[STAT.repairFreshAstar],
    } : null,
    pathCells,
  };
  if (reason) result.reason = reason;
  return withPath(result, width);
}

// Gives a search result (with its pathCells) its `path` of {x, y} points, made on first read. A result
// that crossed to another thread (web/grid/engine-worker.js) gets it back this way.
export function withPath(result, width) {
  Object.defineProperty(result, 'path', pathProperty(width));
  return result;
}

// Resolves to an Engine. In Node pass { wasmBinary: <bytes of web/wasm/frontier_core.wasm> }.
export async function loadEngine(options = {}) {
  const moduleOptions = {};
  if (options.wasmBinary) moduleOptions.wasmBinary = options.wasmBinary;
  else {
    // In a page the wasm file is fetched from web/wasm/, named from this module's place rather than the
    // Emscripten loader's, so a bundle of the modules (scripts/dist.mjs, web/bundle/) finds it too.
    moduleOptions.locateFile = (file) => new URL(`../wasm/${file}`, import.meta.url).href;
    // Compiled already while the page's modules loaded (web/app/boot.js): instantiated from that.
    const compiled = await globalThis.frontierWasmModule?.catch(() => null);
    if (compiled) {
      moduleOptions.instantiateWasm = (imports, receiveInstance) => {
        WebAssembly.instantiate(compiled, imports).then((instance) => receiveInstance(instance, compiled));
        return {}; // the exports arrive through receiveInstance
      };
    }
  }
  const module = await createFrontierCore(moduleOptions);
  return new Engine(module);
}

export class Engine {
  #module; // the Emscripten module: its HEAPU32 is read directly
  #core;
  #grid = null; // {width, height} of the loaded grid
  #configured = null; // the option values last accepted by the engine
  #stats = null; // view of the engine's figures; its memory never moves, but a grown heap detaches views
  // The road calls (road-calls.js), handed the wasm engine and the trace copier.
  #roads = new RoadCalls(() => this.core(), () => this.#copyTrace());

  constructor(module) {
    this.#module = module;
    this.#core = new module.Engine();
  }

  // Loads a grid that later searches without `cells` reuse (the searches never copy or clear it).
  setGrid({ width, height, cells }) {
    this.#stage(width, height, cells);
    // On error the engine keeps the grid it had: a rejected grid changes nothing.
    const error = this.core().loadGrid(width, height);
    if (error) throw engineRefusal(error);
    this.#grid = { width, height };
  }

  // Copies cell codes into the engine's staging buffer, refusing what would not fit or would wrap.
  #stage(width, height, cells) {
    if (!(cells instanceof Uint8Array || Array.isArray(cells))) throw refuse('engine.cellsType');
    requireSides(width, height);
    if (cells.length > MAX_SIDE * MAX_SIDE) throw refuse('engine.cellData', { count: cells.length, max: MAX_SIDE });
    if (!(cells instanceof Uint8Array)) {
      // A plain array would be wrapped into bytes silently (257 -> 1); refuse what is not a byte.
      const bad = cells.findIndex((code) => !Number.isInteger(code) || code < 0 || code > 255);
      if (bad >= 0) {
        throw refuse('engine.cellCode', { code: String(cells[bad]), x: bad % width, y: Math.floor(bad / width) });
      }
    }
    this.core().stageCells(cells.length).set(cells);
  }

  // Runs one search; see docs/API.md for the request and the result. Written to allocate little: on a
  // small map the search itself takes a few microseconds, and object churn here would cost more.
  search(request) {
    requireRequest(request, 'search');
    requireKnownKeys(request, REQUEST_KEYS, 'search');
    this.#loadRequestGrid(request);

    if (request.trace !== undefined) requireBoolean(request.trace, 'trace');
    const movement = option(request, 'movement');
    requireMovement(movement);
    const start = requirePoint(request.start, 'start');
    const goal = requirePoint(request.goal, 'goal');
    this.#configure(request, movement);

    const core = this.core();
    const trace = Boolean(request.trace);
    const prefix = tracePrefix(request, trace);
    const { width, height } = this.#grid;
    let prefixError = null;
    const onPrefix = prefix && ((view) => {
      // An exception must not unwind through the search's C++ frames: it is thrown once the search is over.
      try {
        prefix.callback(new Trace(view.slice().buffer, width * height, { width, height }));
      } catch (error) {
        prefixError ??= error;
      }
    });
    core.search(start.x, start.y, goal.x, goal.y, trace, onPrefix, prefix?.events ?? 0);
    const stats = this.#statsView();
    const status = STATUS[stats[STAT.status]];
    if (status === 'invalid') throw engineRefusal(core.error());
    // slice(): views alias wasm memory, which the next call may move or overwrite.
    const pathStart = stats[STAT.pathAddress] / 4;
    const pathCells = this.#module.HEAPU32.slice(pathStart, pathStart + stats[STAT.pathLength]);
    const output = searchResult(status, stats, pathCells, this.#grid.width,
      status === 'gave-up' ? engineText(core.error()) : undefined);
    if (trace) {
      output.trace = new Trace(this.#copyTrace(), width * height, { width, height });
      output.traceComplete = stats[STAT.traceComplete] === 1;
    }
    if (prefixError) throw prefixError;
    return output;
  }

  // Judges a walk drawn on the grid (a path puzzle's answer) by the searches' own move rules: the request is
  // a search's grid and move options (movement, diagonal, costs, terrainCosts) plus `walk`, the cells in
  // order as [{x, y}, ...]. -> {legal, cost} or {legal: false, cost, failedStep, reason}: the step from
  // walk[failedStep] to the next is not a move the searches may make, and why. It does not search.
  checkWalk(request) {
    requireRequest(request, 'checkWalk');
    const { walk, ...search } = request;
    requireKnownKeys(search, REQUEST_KEYS, 'search');
    if (!Array.isArray(walk)) throw refuse('engine.walkArray');
    if (walk.length > MAX_SIDE * MAX_SIDE) throw refuse('engine.walkLong', { count: walk.length });
    this.#loadRequestGrid(search);
    const movement = option(search, 'movement');
    requireMovement(movement);
    this.#configure(search, movement);
    const flat = new Int32Array(walk.length * 2);
    walk.forEach((point, i) => {
      requirePoint(point, `walk[${i}]`);
      flat[2 * i] = point.x;
      flat[2 * i + 1] = point.y;
    });
    const result = this.core().checkWalk(flat);
    if (result.error) throw engineRefusal(result.error);
    return result;
  }

  // The recorded events, copied out of wasm memory (which is then freed). A copy the browser cannot make
  // room for (hundreds of megabytes on a small device) is an Error that says what still works.
  #copyTrace() {
    const core = this.core();
    try {
      return core.traceView().slice().buffer;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const megabytes = Math.ceil(core.traceView().byteLength / 1e6);
      throw refuse('engine.traceRoom', { megabytes });
    } finally {
      core.dropTrace();
    }
  }

  // Caps the memory later searches may hold, in bytes (docs/API.md, "Memory"). A search that needs more
  // is refused with its figures, and a trace stops where the limit ends.
  setMemoryLimit(bytes) {
    if (!Number.isSafeInteger(bytes) || bytes < 0) throw refuse('engine.memoryLimit', { value: describeValue(bytes) });
    const error = this.core().setMemoryLimit(bytes);
    if (error) throw engineRefusal(error);
  }

  // Walks an agent through a world it learns as it goes: walk-calls.js has the request and the result.
  navigate(request) {
    const loadGrid = (walkRequest) => {
      this.#loadRequestGrid(walkRequest);
      return this.#grid;
    };
    return navigate({ core: () => this.core(), loadGrid, copyTrace: () => this.#copyTrace() }, request);
  }

  // Loads the request's grid when it has one (width, height and cells go together); else the last one stays.
  #loadRequestGrid(request) {
    if (request.cells !== undefined) this.setGrid(request);
    else if (request.width !== undefined || request.height !== undefined) throw refuse('engine.gridTogether');
    if (!this.#grid) throw refuse('engine.noGrid');
  }

  #statsView() {
    if (!this.#stats || this.#stats.byteLength === 0) this.#stats = this.core().statsView();
    return this.#stats;
  }

  // Sends the request's options to the engine when they differ from the last ones sent: parsing names per
  // search would cost more than a short search. Compared value by value, without building anything.
  #configure(request, movement) {
    const terrain = request.terrainCosts === undefined ? DEFAULTS.terrainCosts : terrainCosts(request.terrainCosts);
    if (this.#sameAsConfigured(request, movement, terrain)) return;
    // One object crosses to the engine, with each value as the type the engine reads.
    const sent = { movement, terrainCosts: terrain };
    for (const key of OPTION_KEYS) {
      const value = option(request, key);
      // Each value as the type the registry gives it: String() made {algorithm: ['astar']} 'astar'.
      const type = optionInfo(key).type === 'number' ? 'number' : 'string';
      requireType(value, key, type);
      sent[key] = value;
    }
    this.#configured = null;
    const error = this.core().configure(sent);
    if (error) throw engineRefusal(error);
    this.#configured = sent;
  }

  #sameAsConfigured(request, movement, terrain) {
    const last = this.#configured;
    if (!last || last.movement !== movement) return false;
    for (const name of TERRAINS) if (!Object.is(terrain[name], last.terrainCosts[name])) return false;
    for (const key of OPTION_KEYS) if (!Object.is(option(request, key), last[key])) return false;
    return true;
  }

  // Generates a maze in the engine (seeded, the same on every platform): see docs/API.md. Returns
  // {width, height, cells: Uint8Array, events: Uint32Array}; events are cell ids, with WALL_EVENT set
  // when the cell became a wall, that rebuild the maze over an all-wall grid.
  generateMaze({ kind = 'backtracker', width, height, seed = 1, braid = 0, density = 0.3, terrainCoverage = 0, terrainScale = 16, topology = 'square' } = {}) {
    requireSides(width, height);
    requireWhole(seed, 'seed', { low: 0, highText: '2^53 - 1', show: String, fits: Number.isSafeInteger(seed) && seed >= 0 });
    const core = this.core();
    const error = core.generateMaze(String(kind), width, height, seed, Number(braid), Number(density),
      Number(terrainCoverage), Number(terrainScale), String(topology));
    if (error) throw engineRefusal(error);
    const maze = { width, height, cells: core.mazeView().slice(), events: core.mazeEventsView().slice() };
    core.dropMaze();
    return maze;
  }

  // Reads a grid from text: the tutorials' digit grid, ASCII art or a MovingAI .map (docs/API.md).
  // Returns {width, height, cells, start, goal} (start/goal null when the text has none); malformed
  // text throws an Error naming the line and column.
  parseGrid(text) {
    if (typeof text !== 'string') throw refuse('engine.parseGridText');
    // Checked here too, so a huge string is refused before it is copied into wasm memory.
    const tooBig = textSizeError(text);
    if (tooBig) throw new Error(tooBig);
    const core = this.core();
    const error = core.parseGrid(text);
    if (error) throw engineRefusal(error);
    const [startX, startY, goalX, goalY] = core.textStartGoal();
    const grid = {
      width: core.mazeWidth(),
      height: core.mazeHeight(),
      cells: core.mazeView().slice(),
      start: startX >= 0 ? { x: startX, y: startY } : null,
      goal: goalX >= 0 ? { x: goalX, y: goalY } : null,
      topology: core.textTopology(),
    };
    core.dropMaze();
    return grid;
  }

  // JPS+'s precomputed jump distances for the grid last loaded: an Int16Array of 8 per cell, cell (x, y)'s
  // from index 8 * (y * width + x), in the order N, E, S, W, NE, SE, SW, NW; d > 0: a jump point d steps
  // away, d <= 0: none, -d steps before a wall. They assume the moves JPS+ needs (8 directions, no corner
  // cutting) and say nothing of the goal (docs/API.md).
  jumpDistances() {
    if (!this.#grid) throw refuse('engine.noGrid');
    return this.core().jumpDistances().slice();
  }

  // JPS's forced neighbours of cell (x, y) of the grid last loaded when a jump enters it moving (dx, dy),
  // by the engine's own rule (the one its jump point searches use): [{x, y, wall: {x, y}}], each the forced
  // cell and the wall beside the cell behind (x, y) that forces it (it may lie on the grid's border, outside
  // it); [] for a diagonal move, which has none under JPS's rule (no corner cutting). docs/API.md.
  forcedNeighbours({ x, y, dx, dy } = {}) {
    if (!this.#grid) throw refuse('engine.noGrid');
    for (const [name, value] of [['x', x], ['y', y], ['dx', dx], ['dy', dy]]) {
      if (!Number.isInteger(value)) throw refuse('engine.forcedWhole', { name, value: String(value) });
    }
    const core = this.core();
    const sides = core.forcedSides(x, y, dx, dy); // a set of straight directions N, E, S, W (bits 0-3)
    if (sides < 0) throw refuse('engine.forced', { error: engineText(core.forcedSidesError()) });
    const forced = [];
    for (let side = 0; side < 4; side++) {
      if (!(sides >> side & 1)) continue;
      const [sx, sy] = STRAIGHT_STEPS[side];
      forced.push({ x: x + sx, y: y + sy, wall: { x: x - dx + sx, y: y - dy + sy } });
    }
    return forced;
  }

  // Each cell's state when the last search ended, as its trace's replay shows it at its end (CELL_STATE:
  // 0 unseen, 1 open, 2 closed), one byte per cell from index y * width + x: the picture of a search run
  // without a trace. Only after a search of an algorithm whose registry row has cellStates (the best-first
  // and uninformed ones); otherwise an Error says why.
  cellStates() {
    const core = this.core();
    const error = core.cellStates();
    if (error) throw engineRefusal(error);
    return core.cellStatesView().slice();
  }

  // Reads a MovingAI .scen: an array of {start: {x, y}, goal: {x, y}, optimal} (the optimal length with
  // octile costs and no corner cutting). Malformed text throws an Error naming the line.
  parseScenario(text) {
    if (typeof text !== 'string') throw refuse('engine.parseScenarioText');
    const tooBig = textSizeError(text);
    if (tooBig) throw new Error(tooBig);
    const core = this.core();
    const error = core.parseScenario(text);
    if (error) throw engineRefusal(error);
    const numbers = core.scenarioView().slice();
    const queries = [];
    for (let i = 0; i < numbers.length; i += 5) {
      queries.push({ start: { x: numbers[i], y: numbers[i + 1] }, goal: { x: numbers[i + 2], y: numbers[i + 3] }, optimal: numbers[i + 4] });
    }
    return queries;
  }

  // Writes a grid as text: format 'ascii' (with S and G when given, after a `topology hex` line on hexes) or
  // 'movingai' (terrain as floor; square grids only).
  exportGrid({ width, height, cells, start = null, goal = null, topology = 'square' }, format = 'ascii') {
    if (format !== 'ascii' && format !== 'movingai') throw refuse('engine.exportFormat', { format: String(format) });
    if (topology !== 'square' && topology !== 'hex') throw refuse('engine.exportTopology', { topology: String(topology) });
    if (format === 'movingai' && topology === 'hex') throw refuse('engine.exportHex');
    const core = this.core();
    this.#stage(width, height, cells);
    const text = core.exportGrid(format, width, height, start?.x ?? -1, start?.y ?? -1, goal?.x ?? -1, goal?.y ?? -1, topology);
    if (!text) throw refuse('engine.exportFailed', { width, height, count: cells.length });
    return text;
  }

  // Road networks and the queries on them: road-calls.js has each call's request and result (docs/API.md).
  loadNetwork(request) { return this.#roads.loadNetwork(request); }
  networkSnapshot() { return this.#roads.networkSnapshot(); }
  networkData() { return this.#roads.networkData(); }
  route(request) { return this.#roads.route(request); }
  prepare(request) { return this.#roads.prepare(request); }
  altBound(node) { return this.#roads.altBound(node); }
  contractionRecord(request) { return this.#roads.contractionRecord(request); }
  checkRoute(request) { return this.#roads.checkRoute(request); }
  disjointRoutes(request) { return this.#roads.disjointRoutes(request); }
  alternativeRoutes(request) { return this.#roads.alternativeRoutes(request); }
  drive(request) { return this.#roads.drive(request); }
  exportNetwork() { return this.#roads.exportNetwork(); }

  // Bytes of wasm heap in use: a leak shows as growth over repeated searches.
  heapBytes() { return this.core().heapBytes(); }

  dispose() {
    this.#core?.delete();
    this.#core = null;
  }

  core() {
    if (!this.#core) throw refuse('engine.disposed');
    return this.#core;
  }
}

// The request's onTracePrefix and tracePrefixEvents, checked: {callback, events}, or null without a callback.
function tracePrefix(request, trace) {
  const { onTracePrefix: callback, tracePrefixEvents: events = TRACE_PREFIX_EVENTS } = request;
  if (callback === undefined) {
    if (request.tracePrefixEvents !== undefined) throw refuse('engine.prefixCallback');
    return null;
  }
  requireFunction(callback, 'onTracePrefix');
  if (!trace) throw refuse('engine.prefixTrace');
  requireWhole(events, 'tracePrefixEvents', { low: 1, high: LIMITS.traceEvents });
  return { callback, events };
}

// A request's option, or its default when left out (undefined; null is a value, and refused as one).
function option(request, key) {
  const value = request[key];
  if (value !== undefined) return value;
  // The estimate's default depends on the cells: the hex distance on hexes (the square kinds do not apply).
  if (key === 'heuristic') return defaultHeuristic(request.topology ?? DEFAULTS.topology);
  return DEFAULTS[key];
}

// A grid's width and height, each 1 to MAX_SIDE (said as they came: '5' is not 5).
function requireSides(width, height) {
  const isSide = (value) => Number.isInteger(value) && value >= 1 && value <= MAX_SIDE;
  if (!isSide(width) || !isSide(height)) throw refuse('engine.gridSize', { width: String(width), height: String(height), max: MAX_SIDE });
}
