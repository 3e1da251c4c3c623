// The JavaScript face of the search core (one ES module for the page, the Node tests and tutorial
// authors): loads the wasm module, fills in defaults, copies results out of wasm memory and turns the
// engine's reasons into Errors. See docs/API.md.
import createFrontierCore from '../wasm/frontier_core.js';
import { Trace } from './trace.js';
import { ENGINE_DEFAULTS, LIMITS, MAZE_KIND_INFO, OPTION_NAMES, WALKERS, choicesOf, defaultHeuristic, optionInfo } from './registry.js';

export { Trace, TraceReplay, EVENT, LANE, CELL_STATE, NO_PARENT } from './trace.js';
export { ALGORITHMS, ROAD_ALGORITHMS, WALKERS } from './registry.js';

// Cell codes of `cells`: the tutorials' 0 free / 1 wall, then the weighted terrains.
export const CELL = Object.freeze({ floor: 0, wall: 1, grass: 2, sand: 3, water: 4 });
export const MAX_SIDE = 4096;
// The engine's limit on a text's size in UTF-8 bytes (cpp/graph/grid.h: kMaxGridTextBytes).
export const MAX_TEXT_BYTES = LIMITS.textBytes;

// The refusal of a text over `limit` (the grid readers' by default), measured in UTF-8 bytes as the engine
// measures it (JavaScript counts UTF-16 units, up to three times fewer), before it is copied into wasm
// memory; or ''. The size is given in bytes, as the engine words it (cpp/io/text_lines.h, sizeLimitError):
// whole megabytes said of a text just over the limit "64 MB, over the 64 MB limit".
export function textSizeError(text, limit = MAX_TEXT_BYTES, what = 'the text') {
  // A string has at least as many UTF-8 bytes as UTF-16 units and at most three times as many.
  if (text.length * 3 <= limit) return '';
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair (two units) is 4 bytes: 2 for each unit.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
  }
  if (bytes <= limit) return '';
  return `line 1: ${what} is ${bytes} bytes, over the ${limit / 2 ** 20} MiB limit (${limit} bytes)`;
}
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

// Layout of the engine's stats view (cpp/bindings/bindings.cpp) and its status codes.
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

// Road networks: the presets (compact files made by scripts/import-cities, fetched beside the page), the
// generator's range (cpp/generate/roads/random_network.h), the readers' size limits in UTF-8 bytes
// (cpp/graph/road_map.h) and the layout of the engine's network counts (bindings.cpp, NetworkStat).
export const NETWORK_PRESETS = Object.freeze(['campo-grande', 'monaco']);
export const NETWORK_FORMATS = Object.freeze(['frontier', 'dimacs', 'osm']);
// networkData().roadClass values (cpp/graph/road_map.h, RoadClass): the generator's ring road is a highway.
export const ROAD_CLASS = Object.freeze({ street: 0, arterial: 1, highway: 2, minor: 3 });
// The random towns' sizes (kMinRandomNodes, kMaxRandomNodes): the page's form and share links read them here.
export const RANDOM_NODES = Object.freeze({ min: 100, max: 1000000 });
const NETWORK_TEXT_BYTES = Object.freeze({ frontier: 64 * 2 ** 20, dimacs: 64 * 2 ** 20, osm: 128 * 2 ** 20 });
const NETWORK_STAT = Object.freeze({ nodes: 0, arcs: 1, roads: 2, oneWayRoads: 3, droppedNodes: 4, droppedRoads: 5, reportsDropped: 6 });
const NETWORK_KEYS = new Set(['generator', 'nodes', 'seed', 'onProgress', 'preset', 'text', 'format', 'gr', 'co', 'snapshot']);
// The road queries' options and their defaults (docs/API.md, "Road routes"): from and to have none.
const ROAD_QUERY_DEFAULTS = Object.freeze({
  route: { algorithm: 'dijkstra', metric: 'length', trace: false },
  disjointRoutes: { k: 3, disjoint: 'edge', metric: 'length' },
  alternativeRoutes: { k: 3, stretch: 1.2, maxShare: 0.8, metric: 'length' },
  drive: { metric: 'length', blocked: [], trace: false },
});
// What type each road query option must have; the engine checks the values.
const ROAD_OPTION_TYPES = Object.freeze({
  algorithm: 'string', metric: 'string', disjoint: 'string', trace: 'boolean', k: 'integer', stretch: 'number',
  maxShare: 'number', blocked: 'roads',
});

// engine.prepare's options (docs/API.md, "ALT and contraction hierarchies"); the defaults and the landmarks'
// range are cpp/search/roads/road_prepare.h's (kDefaultLandmarks, kDefaultSelection, kMaxLandmarks).
const PREPARE_TECHNIQUES = Object.freeze(['alt', 'ch']);
const LANDMARK_SELECTIONS = Object.freeze(['avoid', 'farthest', 'planar']);
const PREPARE_DEFAULTS = Object.freeze({ landmarks: 16, selection: 'avoid', metric: 'length', onProgress: null, progressEvery: 10000 });
const ALT_ONLY = Object.freeze(['landmarks', 'selection']);

// The compact text of a preset: fetched over HTTP in the page, read from disk under Node (whose fetch does
// not take file: URLs).
async function presetText(name) {
  const url = new URL(`../../data/roads/${name}.roads`, import.meta.url);
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(url, 'utf8');
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`preset '${name}' could not be fetched: HTTP ${response.status} for ${url}`);
  return response.text();
}

// engine.navigate: its defaults, its keys and the layout of the engine's walk figures (bindings.cpp).
export const NAVIGATE_DEFAULTS = Object.freeze({
  algorithm: 'dstar-lite', topology: DEFAULTS.topology, movement: DEFAULTS.movement, diagonal: DEFAULTS.diagonal, costs: DEFAULTS.costs,
  terrainCosts: DEFAULTS.terrainCosts, sensorRadius: 1, changes: Object.freeze([]), fromScratch: false,
  fromScratchBudget: Infinity, traceLimit: LIMITS.traceEvents, trace: false,
});
const NAVIGATE_KEYS = new Set(['width', 'height', 'cells', 'start', 'goal', ...Object.keys(NAVIGATE_DEFAULTS)]);
const WALK_STAT = Object.freeze({ reached: 0, cost: 1, expanded: 2, updated: 3, micros: 4, traceComplete: 5 });
// move, agent cell, plan cost, expanded, updated, planner micros, from-scratch A*'s expanded and cost
const REPLAN_NUMBERS = 8;
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
  #hasNetwork = false; // whether a road network was loaded

  constructor(module) {
    this.#module = module;
    this.#core = new module.Engine();
  }

  // Loads a grid that later searches without `cells` reuse (the searches never copy or clear it).
  setGrid({ width, height, cells }) {
    this.#stage(width, height, cells);
    // On error the engine keeps the grid it had: a rejected grid changes nothing.
    const error = this.core().loadGrid(width, height);
    if (error) throw new Error(error);
    this.#grid = { width, height };
  }

  // Copies cell codes into the engine's staging buffer, refusing what would not fit or would wrap.
  #stage(width, height, cells) {
    if (!(cells instanceof Uint8Array || Array.isArray(cells))) {
      throw new Error('cells must be a Uint8Array (or an array) of cell codes');
    }
    if (!isSide(width) || !isSide(height)) {
      throw new Error(`grid size ${String(width)}x${String(height)} is outside 1x1 to ${MAX_SIDE}x${MAX_SIDE}`);
    }
    if (cells.length > MAX_SIDE * MAX_SIDE) {
      throw new Error(`cell data has ${cells.length} entries, more than a ${MAX_SIDE}x${MAX_SIDE} grid holds`);
    }
    if (!(cells instanceof Uint8Array)) {
      // A plain array would be wrapped into bytes silently (257 -> 1); refuse what is not a byte.
      const bad = cells.findIndex((code) => !Number.isInteger(code) || code < 0 || code > 255);
      if (bad >= 0) {
        throw new Error(`unknown cell code ${String(cells[bad])} at (${bad % width}, ${Math.floor(bad / width)})`);
      }
    }
    this.core().stageCells(cells.length).set(cells);
  }

  // Runs one search; see docs/API.md for the request and the result. Written to allocate little: on a
  // small map the search itself takes a few microseconds, and object churn here would cost more.
  search(request) {
    if (request === null || typeof request !== 'object') throw new Error('search takes an object');
    for (const key in request) {
      if (Object.hasOwn(request, key) && !REQUEST_KEYS.has(key)) throw new Error(`unknown search option '${key}'`);
    }
    this.#loadRequestGrid(request);

    if (request.trace !== undefined && typeof request.trace !== 'boolean') {
      throw new Error(`trace must be true or false, got ${describeValue(request.trace)}`);
    }
    const movement = option(request, 'movement');
    if (movement !== 4 && movement !== 8) throw new Error(`movement must be 4 or 8, got ${String(movement)}`);
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
    if (status === 'invalid') throw new Error(core.error());
    // slice(): views alias wasm memory, which the next call may move or overwrite.
    const pathStart = stats[STAT.pathAddress] / 4;
    const pathCells = this.#module.HEAPU32.slice(pathStart, pathStart + stats[STAT.pathLength]);
    const output = searchResult(status, stats, pathCells, this.#grid.width,
      status === 'gave-up' ? core.error() : undefined);
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
    if (request === null || typeof request !== 'object') throw new Error('checkWalk takes an object');
    const { walk, ...search } = request;
    for (const key in search) {
      if (Object.hasOwn(search, key) && !REQUEST_KEYS.has(key)) throw new Error(`unknown search option '${key}'`);
    }
    if (!Array.isArray(walk)) throw new Error('walk must be an array of {x, y}');
    if (walk.length > MAX_SIDE * MAX_SIDE) throw new Error(`walk has ${walk.length} cells, more than a grid holds`);
    this.#loadRequestGrid(search);
    const movement = option(search, 'movement');
    if (movement !== 4 && movement !== 8) throw new Error(`movement must be 4 or 8, got ${String(movement)}`);
    this.#configure(search, movement);
    const flat = new Int32Array(walk.length * 2);
    walk.forEach((point, i) => {
      requirePoint(point, `walk[${i}]`);
      flat[2 * i] = point.x;
      flat[2 * i + 1] = point.y;
    });
    const result = this.core().checkWalk(flat);
    if (result.error) throw new Error(result.error);
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
      throw new Error(`the browser could not make room for this search's ${megabytes} MB trace: search without one`);
    } finally {
      core.dropTrace();
    }
  }

  // Caps the memory later searches may hold, in bytes (docs/API.md, "Memory"). A search that needs more
  // is refused with its figures, and a trace stops where the limit ends.
  setMemoryLimit(bytes) {
    if (!Number.isSafeInteger(bytes) || bytes < 0) {
      throw new Error(`the memory limit must be a whole number of bytes, got ${describeValue(bytes)}`);
    }
    const error = this.core().setMemoryLimit(bytes);
    if (error) throw new Error(error);
  }

  // Walks an agent from start to goal through a world it learns as it goes (D* Lite or repeated A*), with
  // scheduled changes to the world; see docs/API.md, "engine.navigate".
  navigate(request) {
    if (request === null || typeof request !== 'object') throw new Error('navigate takes an object');
    for (const key in request) {
      if (Object.hasOwn(request, key) && !NAVIGATE_KEYS.has(key)) throw new Error(`unknown navigate option '${key}'`);
    }
    this.#loadRequestGrid(request);
    const value = (key) => (request[key] === undefined ? NAVIGATE_DEFAULTS[key] : request[key]);
    const trace = value('trace');
    const fromScratch = value('fromScratch');
    for (const [key, flag] of [['trace', trace], ['fromScratch', fromScratch]]) {
      if (typeof flag !== 'boolean') throw new Error(`${key} must be true or false, got ${describeValue(flag)}`);
    }
    const movement = value('movement');
    if (movement !== 4 && movement !== 8) throw new Error(`movement must be 4 or 8, got ${String(movement)}`);
    const algorithm = value('algorithm');
    if (typeof algorithm !== 'string') throw new Error(`algorithm must be a string, got ${describeValue(algorithm)}`);
    if (!WALKERS.includes(algorithm)) {
      throw new Error(`unknown algorithm '${String(algorithm).slice(0, 40)}' for navigate (expected one of ${WALKERS.join(', ')})`);
    }
    for (const key of ['diagonal', 'costs', 'topology']) {
      if (typeof value(key) !== 'string') throw new Error(`${key} must be a string, got ${describeValue(value(key))}`);
    }
    for (const [key, low, high] of [['fromScratchBudget', 0, Infinity], ['traceLimit', 1, LIMITS.traceEvents]]) {
      const number = value(key);
      if (!(number === Infinity && high === Infinity) && !(Number.isInteger(number) && number >= low && number <= high)) {
        throw new Error(`${key} must be a whole number from ${low} to ${high === Infinity ? 'Infinity' : high}, got ${describeValue(number)}`);
      }
    }
    const sensorRadius = value('sensorRadius');
    if (sensorRadius !== Infinity && !Number.isInteger(sensorRadius)) {
      throw new Error(`sensorRadius must be a whole number from 1 to 20, or Infinity (everything), got ${describeValue(sensorRadius)}`);
    }
    const start = requirePoint(request.start, 'start');
    const goal = requirePoint(request.goal, 'goal');
    const core = this.core();
    const error = core.navigate({
      algorithm, topology: value('topology'), movement, diagonal: value('diagonal'), costs: value('costs'),
      terrainCosts: request.terrainCosts === undefined ? DEFAULTS.terrainCosts : terrainCosts(request.terrainCosts),
      startX: start.x, startY: start.y, goalX: goal.x, goalY: goal.y, sensorRadius,
      changes: flattenChanges(value('changes')), fromScratch, fromScratchBudget: value('fromScratchBudget'),
      traceLimit: value('traceLimit'), trace,
    });
    if (error) throw new Error(error);
    const stats = core.walkStatsView().slice();
    const { width, height } = this.#grid;
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
      result.trace = new Trace(this.#copyTrace(), width * height, { width, height });
      result.traceComplete = stats[WALK_STAT.traceComplete] === 1;
    }
    return result;
  }

  // Loads the request's grid when it has one (width, height and cells go together); else the last one stays.
  #loadRequestGrid(request) {
    if (request.cells !== undefined) this.setGrid(request);
    else if (request.width !== undefined || request.height !== undefined) throw new Error('width, height and cells go together');
    if (!this.#grid) throw new Error('no grid loaded: pass width, height and cells');
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
      if (typeof value !== type) throw new Error(`${key} must be a ${type}, got ${describeValue(value)}`);
      sent[key] = value;
    }
    this.#configured = null;
    const error = this.core().configure(sent);
    if (error) throw new Error(error);
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
    if (!isSide(width) || !isSide(height)) {
      throw new Error(`grid size ${String(width)}x${String(height)} is outside 1x1 to ${MAX_SIDE}x${MAX_SIDE}`);
    }
    if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`seed must be a whole number from 0 to 2^53 - 1, got ${String(seed)}`);
    const core = this.core();
    const error = core.generateMaze(String(kind), width, height, seed, Number(braid), Number(density),
      Number(terrainCoverage), Number(terrainScale), String(topology));
    if (error) throw new Error(error);
    const maze = { width, height, cells: core.mazeView().slice(), events: core.mazeEventsView().slice() };
    core.dropMaze();
    return maze;
  }

  // Reads a grid from text: the tutorials' digit grid, ASCII art or a MovingAI .map (docs/API.md).
  // Returns {width, height, cells, start, goal} (start/goal null when the text has none); malformed
  // text throws an Error naming the line and column.
  parseGrid(text) {
    if (typeof text !== 'string') throw new Error('parseGrid takes the text of a grid');
    // Checked here too, so a huge string is refused before it is copied into wasm memory.
    const tooBig = textSizeError(text);
    if (tooBig) throw new Error(tooBig);
    const core = this.core();
    const error = core.parseGrid(text);
    if (error) throw new Error(error);
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
    if (!this.#grid) throw new Error('no grid loaded: pass width, height and cells');
    return this.core().jumpDistances().slice();
  }

  // JPS's forced neighbours of cell (x, y) of the grid last loaded when a jump enters it moving (dx, dy),
  // by the engine's own rule (the one its jump point searches use): [{x, y, wall: {x, y}}], each the forced
  // cell and the wall beside the cell behind (x, y) that forces it (it may lie on the grid's border, outside
  // it); [] for a diagonal move, which has none under JPS's rule (no corner cutting). docs/API.md.
  forcedNeighbours({ x, y, dx, dy } = {}) {
    if (!this.#grid) throw new Error('no grid loaded: pass width, height and cells');
    for (const [name, value] of [['x', x], ['y', y], ['dx', dx], ['dy', dy]]) {
      if (!Number.isInteger(value)) throw new Error(`forcedNeighbours: ${name} must be a whole number, got ${String(value)}`);
    }
    const core = this.core();
    const sides = core.forcedSides(x, y, dx, dy); // a set of straight directions N, E, S, W (bits 0-3)
    if (sides < 0) throw new Error(`forcedNeighbours: ${core.forcedSidesError()}`);
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
    if (error) throw new Error(error);
    return core.cellStatesView().slice();
  }

  // Reads a MovingAI .scen: an array of {start: {x, y}, goal: {x, y}, optimal} (the optimal length with
  // octile costs and no corner cutting). Malformed text throws an Error naming the line.
  parseScenario(text) {
    if (typeof text !== 'string') throw new Error('parseScenario takes the text of a .scen file');
    const tooBig = textSizeError(text);
    if (tooBig) throw new Error(tooBig);
    const core = this.core();
    const error = core.parseScenario(text);
    if (error) throw new Error(error);
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
    if (format !== 'ascii' && format !== 'movingai') throw new Error(`unknown format '${format}' (expected ascii or movingai)`);
    if (topology !== 'square' && topology !== 'hex') throw new Error(`unknown topology '${String(topology)}' (expected square or hex)`);
    if (format === 'movingai' && topology === 'hex') throw new Error('MovingAI maps are square grids: export a hex grid as ascii');
    const core = this.core();
    this.#stage(width, height, cells);
    const text = core.exportGrid(format, width, height, start?.x ?? -1, start?.y ?? -1, goal?.x ?? -1, goal?.y ?? -1, topology);
    if (!text) throw new Error(`cannot export a ${width}x${height} grid with ${cells.length} cells`);
    return text;
  }

  // Loads the engine's road network, replacing the current one (docs/API.md, "Road networks"): one of
  // {generator: 'random', nodes, seed, onProgress}, {preset: name}, {text, format: 'frontier' | 'osm'},
  // {format: 'dimacs', gr, co} or {snapshot: bytes} (networkSnapshot()'s, from this engine or another).
  // Async because a preset is fetched; the others wait on nothing. A random town's onProgress(done, total) hears
  // its generation (up to 200 times), and cancels it by returning false. Resolves to the counts {nodes, edges
  // (directed arcs), roads, oneWayRoads, hash} and, for an OSM import (or its snapshot), dropped: {nodes, roads}
  // (outside the largest strongly connected part). A bad request or a cancel rejects with an Error and the
  // previous network stays.
  async loadNetwork(request) {
    if (request === null || typeof request !== 'object') throw new Error('loadNetwork takes an object');
    for (const key in request) {
      if (Object.hasOwn(request, key) && !NETWORK_KEYS.has(key)) throw new Error(`unknown loadNetwork option '${key}'`);
    }
    const sources = ['generator', 'preset', 'text', 'snapshot'].filter((key) => request[key] !== undefined);
    if (request.gr !== undefined || request.co !== undefined) sources.push('gr/co');
    if (sources.length > 1) throw new Error(`loadNetwork takes one source of a network, got ${sources.join(' and ')}`);
    if (request.onProgress !== undefined && request.generator === undefined) {
      throw new Error("onProgress applies to {generator: 'random'} only: the other sources load at once");
    }
    const core = this.core();
    let error;
    if (request.generator !== undefined) {
      if (request.generator !== 'random') throw new Error(`unknown generator ${describeValue(request.generator)} (expected 'random')`);
      const { nodes, seed = 1, onProgress = null } = request;
      if (!Number.isInteger(nodes) || nodes < RANDOM_NODES.min || nodes > RANDOM_NODES.max) {
        throw new Error(`nodes must be a whole number from ${RANDOM_NODES.min} to ${RANDOM_NODES.max}, got ${describeValue(nodes)}`);
      }
      if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`seed must be a whole number from 0 to 2^53 - 1, got ${describeValue(seed)}`);
      if (onProgress !== null && typeof onProgress !== 'function') throw new Error(`onProgress must be a function, got ${describeValue(onProgress)}`);
      const hook = onProgress && progressHook(onProgress);
      error = core.generateNetwork(nodes, seed, hook?.call ?? null);
      hook?.rethrow();
    } else if (request.snapshot !== undefined) {
      const bytes = request.snapshot;
      if (!(bytes instanceof Uint8Array)) {
        throw new Error(`snapshot must be a Uint8Array (engine.networkSnapshot() makes one), got ${describeValue(bytes)}`);
      }
      // Copied into wasm memory once; a view shorter than the bytes is the engine's cap on a snapshot's size.
      const staged = core.stageSnapshot(bytes.length);
      if (staged.length !== bytes.length) {
        core.stageSnapshot(0);
        throw new Error(`snapshot: ${bytes.length} bytes, more than any road network's snapshot (${staged.length} bytes at most)`);
      }
      staged.set(bytes);
      error = core.loadSnapshot();
    } else if (request.preset !== undefined) {
      if (!NETWORK_PRESETS.includes(request.preset)) {
        throw new Error(`unknown preset ${describeValue(request.preset)} (expected ${NETWORK_PRESETS.join(' or ')})`);
      }
      const text = await presetText(request.preset);
      error = this.core().parseNetwork('frontier', text, '');
    } else {
      const format = request.format ?? 'frontier';
      if (!NETWORK_FORMATS.includes(format)) throw new Error(`unknown network format ${describeValue(format)} (expected ${NETWORK_FORMATS.join(', ')})`);
      const texts = format === 'dimacs' ? { gr: request.gr, co: request.co } : { text: request.text };
      for (const [name, text] of Object.entries(texts)) {
        if (typeof text !== 'string') throw new Error(`loadNetwork with format '${format}' needs ${name} as a string, got ${describeValue(text)}`);
        // Refused before it is copied into wasm, in the engine's words.
        const tooBig = textSizeError(text, NETWORK_TEXT_BYTES[format], `the ${name}`);
        if (tooBig) throw new Error(tooBig);
      }
      error = format === 'dimacs' ? core.parseNetwork('dimacs', texts.gr, texts.co) : core.parseNetwork(format, texts.text, '');
    }
    if (error) throw new Error(error);
    const stats = this.core().networkStatsView();
    const result = {
      nodes: stats[NETWORK_STAT.nodes],
      edges: stats[NETWORK_STAT.arcs],
      roads: stats[NETWORK_STAT.roads],
      oneWayRoads: stats[NETWORK_STAT.oneWayRoads],
      hash: this.core().networkHash(),
    };
    if (stats[NETWORK_STAT.reportsDropped]) result.dropped = { nodes: stats[NETWORK_STAT.droppedNodes], roads: stats[NETWORK_STAT.droppedRoads] };
    this.#hasNetwork = true;
    return result;
  }

  // The current road network as bytes (a Uint8Array the caller owns) that loadNetwork({snapshot}) loads as the
  // same network, in this engine or another (the page's worker hands its big towns over so): binary, versioned,
  // checksummed; every field is checked on loading (docs/API.md, "Network snapshots").
  networkSnapshot() {
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    return this.core().networkSnapshot();
  }

  // The current road network as typed arrays, copies the caller owns (later loads do not change them):
  // x, y (Float64Array, metres east and north, per node) and from, to (Uint32Array), length (metres) and
  // time (seconds) (Float64Array) and roadClass (Uint8Array, ROAD_CLASS) per directed arc, a node's arcs side by
  // side in successor order; names: each junction's name ('' for an unnamed one: "Boulevard Albert 1er / Rue
  // Grimaldi", the roads that meet there), or null when the network names none (docs/API.md).
  networkData() {
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    const core = this.core();
    const coordinates = core.networkCoordinates().slice();
    const nodes = coordinates.length / 2;
    const x = new Float64Array(nodes);
    const y = new Float64Array(nodes);
    for (let node = 0; node < nodes; node++) {
      x[node] = coordinates[2 * node];
      y[node] = coordinates[2 * node + 1];
    }
    const firstArcs = core.networkFirstArcs().slice();
    const to = core.networkTargets().slice();
    const from = new Uint32Array(to.length);
    for (let node = 0; node < nodes; node++) from.fill(node, firstArcs[node], firstArcs[node + 1]);
    const names = core.networkNames();
    return {
      x, y, from, to, length: core.networkLengths().slice(), time: core.networkTimes().slice(),
      roadClass: core.networkClasses().slice(),
      names: names.length ? names : null,
    };
  }

  // One route on the current network: {from, to, algorithm, metric, trace} -> {found, cost (Infinity when
  // there is none), path (node ids), expanded, generated, micros} and, with trace, {trace, traceComplete}.
  route(request) {
    const query = this.#roadQuery('route', request);
    const result = this.#roadAnswer(this.core().route(query));
    const output = { ...result, path: Array.from(result.path) };
    if (query.trace) output.trace = new Trace(this.#copyTrace(), this.core().networkStatsView()[NETWORK_STAT.nodes]);
    return output;
  }

  // Preprocesses the loaded network for routes with algorithm 'alt' or 'ch' in one metric: {technique: 'alt' |
  // 'ch', landmarks (alt, 1 to 64, default 16), selection (alt: 'avoid' | 'farthest' | 'planar'), metric,
  // onProgress(done, total) (called every progressEvery units of work; returning false cancels)} ->
  // {technique, metric, micros, landmarks, landmarkNodes (alt), shortcuts, witnessesAvoided, upwardArcs (ch),
  // bytes, bytesPerNode}. A refusal or a cancel throws and leaves the network and earlier preparations as
  // they were. Loading another network drops the preparations (docs/API.md).
  prepare(request) {
    if (request === null || typeof request !== 'object') throw new Error("prepare takes an object such as {technique: 'ch'}");
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    for (const key in request) {
      if (Object.hasOwn(request, key) && key !== 'technique' && !Object.hasOwn(PREPARE_DEFAULTS, key)) {
        throw new Error(`unknown prepare option '${key}'`);
      }
    }
    const { technique } = request;
    if (!PREPARE_TECHNIQUES.includes(technique)) {
      throw new Error(`technique must be 'alt' or 'ch', got ${describeValue(technique)}`);
    }
    if (technique !== 'alt') {
      const stray = ALT_ONLY.find((key) => request[key] !== undefined);
      if (stray) throw new Error(`${stray} applies to technique 'alt' only`);
    }
    const query = { ...PREPARE_DEFAULTS, technique };
    for (const key of Object.keys(PREPARE_DEFAULTS)) if (request[key] !== undefined) query[key] = request[key];
    if (!Number.isInteger(query.landmarks)) throw new Error(`landmarks must be a whole number from 1 to 64, got ${describeValue(query.landmarks)}`);
    if (!LANDMARK_SELECTIONS.includes(query.selection)) {
      throw new Error(`selection must be 'avoid', 'farthest' or 'planar', got ${describeValue(query.selection)}`);
    }
    if (typeof query.metric !== 'string') throw new Error(`metric must be 'length' or 'time', got ${describeValue(query.metric)}`);
    if (query.onProgress !== null && typeof query.onProgress !== 'function') {
      throw new Error(`onProgress must be a function, got ${describeValue(query.onProgress)}`);
    }
    if (!Number.isInteger(query.progressEvery) || query.progressEvery < 1) {
      throw new Error(`progressEvery must be a whole number from 1, got ${describeValue(query.progressEvery)}`);
    }
    const hook = query.onProgress && progressHook(query.onProgress);
    query.onProgress = hook?.call ?? null;
    const answer = this.core().prepare(query);
    hook?.rethrow();
    const result = this.#roadAnswer(answer);
    if (result.landmarkNodes) result.landmarkNodes = Array.from(result.landmarkNodes);
    return result;
  }

  // The landmark bound at a junction toward the goal of the last route with algorithm 'alt', and which
  // landmark gave it: -> {landmark (its index, -1 when none bounds above 0), landmarkNode, direction ('from':
  // bound = first - second = d(L, goal) - d(L, node); 'to': d(node, L) - d(goal, L)), first, second, bound}.
  altBound(node) {
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    if (!Number.isInteger(node) || node < 0 || node > 0xFFFFFFFF) throw new Error(`node must be a node id (a whole number from 0), got ${describeValue(node)}`);
    return this.#roadAnswer(this.core().altBound(node));
  }

  // The last contraction hierarchy's record, for playing the contraction (issue 33): ranks first .. first +
  // count - 1 -> {ranks, nodes (the node of each rank, in the order they left), shortcutStart (per rank, count
  // + 1 entries, into shortcutFrom and shortcutTo: the shortcuts that node's leaving added), shortcutFrom,
  // shortcutTo, witnesses (per rank: witness searches that spared a shortcut)}, typed arrays.
  contractionRecord({ first = 0, count = Infinity } = {}) {
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    if (!Number.isInteger(first) || first < 0) throw new Error(`first must be a rank (a whole number from 0), got ${describeValue(first)}`);
    if (!(count >= 0)) throw new Error(`count must be a number from 0, got ${describeValue(count)}`);
    return this.#roadAnswer(this.core().contractionRecord(first, Math.min(count, 0xFFFFFFFF)));
  }

  // Judges a route drawn on the loaded network (the path puzzle on roads) by its arcs: {nodes: [id, ...],
  // metric} -> {legal, cost} or {legal: false, cost, failedStep, reason} (docs/API.md). It does not search.
  checkRoute({ nodes, metric = 'length' } = {}) {
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    if (!Array.isArray(nodes) || nodes.some((node) => !Number.isInteger(node) || node < 0 || node > 0xffffffff)) {
      throw new Error('nodes must be an array of junction numbers');
    }
    if (typeof metric !== 'string') throw new Error(`metric must be 'length' or 'time', got ${describeValue(metric)}`);
    const result = this.core().checkRoute({ nodes: Uint32Array.from(nodes), metric });
    if (result.error) throw new Error(result.error);
    return result;
  }

  // Up to k mutually disjoint routes of least total cost: {from, to, k, disjoint: 'edge' | 'node', metric}
  // -> {routes: [{path, cost}], total, requested, cutRoads: [{from, to}], cutNodes}.
  disjointRoutes(request) {
    const result = this.#roadAnswer(this.core().disjointRoutes(this.#roadQuery('disjointRoutes', request)));
    for (const route of result.routes) route.path = Array.from(route.path);
    result.cutNodes = Array.from(result.cutNodes);
    return result;
  }

  // The best route and up to k - 1 admissible alternatives: {from, to, k, stretch, maxShare, metric} ->
  // {routes: [{path, cost, stretch, shared, via}], rejected: [... failed, and the evidence], rejectedCount,
  // candidates}.
  alternativeRoutes(request) {
    const result = this.#roadAnswer(this.core().alternativeRoutes(this.#roadQuery('alternativeRoutes', request)));
    for (const route of [...result.routes, ...result.rejected]) route.path = Array.from(route.path);
    return result;
  }

  // A vehicle drives from `from` to `to`, learning of blocked roads at their start and repairing its plan
  // with D* Lite: {from, to, metric, blocked: [{from, to}], trace} -> {reached, reason, cost, moves (node
  // ids), replans: [{move, at, planCost, expanded, updated, dijkstraExpanded, dijkstraCost, astarExpanded,
  // astarCost, learnt: [{from, to}]}]} and, with trace, {trace, traceComplete}. docs/API.md, "A drive on
  // roads that may be blocked".
  drive(request) {
    const query = this.#roadQuery('drive', request);
    const result = this.#roadAnswer(this.core().drive(query));
    const output = { ...result, moves: Array.from(result.moves) };
    if (query.trace) output.trace = new Trace(this.#copyTrace(), this.core().networkStatsView()[NETWORK_STAT.nodes]);
    return output;
  }

  // A road query's request with its defaults filled in, each option of the right type (or an Error).
  #roadQuery(name, request) {
    if (request === null || typeof request !== 'object') throw new Error(`${name} takes an object such as {from: 0, to: 5}`);
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    const defaults = ROAD_QUERY_DEFAULTS[name];
    for (const key in request) {
      if (Object.hasOwn(request, key) && key !== 'from' && key !== 'to' && !Object.hasOwn(defaults, key)) {
        throw new Error(`unknown ${name} option '${key}'`);
      }
    }
    const query = { ...defaults };
    for (const key of ['from', 'to']) {
      const id = request[key];
      if (!Number.isInteger(id) || id < 0 || id > 0xFFFFFFFF) throw new Error(`${key} must be a node id (a whole number from 0), got ${describeValue(id)}`);
      query[key] = id;
    }
    for (const [key, fallback] of Object.entries(defaults)) {
      const value = request[key] === undefined ? fallback : request[key];
      const type = ROAD_OPTION_TYPES[key];
      if (type === 'roads') {
        query[key] = roadEnds(key, value);
        continue;
      }
      const fits = type === 'integer' ? Number.isInteger(value) : typeof value === type;
      if (!fits) throw new Error(`${key} must be ${type === 'integer' ? 'a whole number' : `a ${type}`}, got ${describeValue(value)}`);
      query[key] = value;
    }
    return query;
  }

  #roadAnswer(answer) {
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer;
  }

  // The current road network in the compact format (docs/API.md, "Road network formats").
  exportNetwork() {
    if (!this.#hasNetwork) throw new Error('no road network loaded: call loadNetwork first');
    return this.core().exportNetwork();
  }

  // Bytes of wasm heap in use: a leak shows as growth over repeated searches.
  heapBytes() { return this.core().heapBytes(); }

  dispose() {
    this.#core?.delete();
    this.#core = null;
  }

  core() {
    if (!this.#core) throw new Error('engine disposed');
    return this.#core;
  }
}

// drive's `blocked`: a list of roads by their end nodes, as the flat list of ends the engine takes.
function roadEnds(key, value) {
  if (!Array.isArray(value)) throw new Error(`${key} must be a list of roads such as [{from: 3, to: 7}], got ${describeValue(value)}`);
  const ends = [];
  value.forEach((road, i) => {
    for (const end of ['from', 'to']) {
      const id = road?.[end];
      if (!Number.isInteger(id) || id < 0 || id > 0xFFFFFFFF) {
        throw new Error(`${key}[${i}].${end} must be a node id (a whole number from 0), got ${describeValue(id)}`);
      }
      ends.push(id);
    }
  });
  return ends;
}

// A caller's onProgress(done, total) as the engine calls it: {call, rethrow()}. The engine reads a boolean:
// anything but false goes on. A hook that throws must not unwind through wasm, whose frames are left without
// their destructors: what the preparation or town held leaked (10.8 MB over 12 such calls on 5,000 junctions). So the
// throw cancels (the engine frees as a cancel does) and rethrow() throws it again once the engine returned.
function progressHook(onProgress) {
  let thrown = null;
  return {
    call: (done, total) => {
      try {
        return onProgress(done, total) !== false;
      } catch (error) {
        thrown = { error };
        return false;
      }
    },
    rethrow() {
      if (thrown) throw thrown.error;
    },
  };
}

// The request's onTracePrefix and tracePrefixEvents, checked: {callback, events}, or null without a callback.
function tracePrefix(request, trace) {
  const { onTracePrefix: callback, tracePrefixEvents: events = TRACE_PREFIX_EVENTS } = request;
  if (callback === undefined) {
    if (request.tracePrefixEvents !== undefined) throw new Error('tracePrefixEvents needs onTracePrefix');
    return null;
  }
  if (typeof callback !== 'function') throw new Error(`onTracePrefix must be a function, got ${describeValue(callback)}`);
  if (!trace) throw new Error('onTracePrefix needs trace: true');
  if (!Number.isInteger(events) || events < 1 || events > LIMITS.traceEvents) {
    throw new Error(`tracePrefixEvents must be a whole number from 1 to ${LIMITS.traceEvents}, got ${describeValue(events)}`);
  }
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

// The request's terrainCosts over the defaults, checked.
function terrainCosts(request) {
  if (request === null || typeof request !== 'object') {
    throw new Error(`terrainCosts must be an object such as {grass: 3}, got ${describeValue(request)}`);
  }
  const costs = { ...DEFAULTS.terrainCosts };
  for (const [name, cost] of Object.entries(request)) {
    if (!Object.hasOwn(costs, name)) throw new Error(`unknown terrain '${name}' (expected floor, grass, sand or water)`);
    // A number, as docs/API.md says and as weight is checked: Number() took '3', true, [5] and '0x10'.
    if (typeof cost !== 'number') throw new Error(`terrainCosts.${name} must be a number, got ${describeValue(cost)}`);
    costs[name] = cost;
  }
  return costs;
}

// A walk's scheduled changes ([{beforeMove, cells: [{x, y, code}]}]) as the engine takes them: beforeMove, x, y
// and code of each changed cell, in order. Types are checked here; the engine checks cells and codes.
function flattenChanges(changes) {
  if (!Array.isArray(changes)) throw new Error(`changes must be an array of {beforeMove, cells}, got ${describeValue(changes)}`);
  const flat = [];
  changes.forEach((change, i) => {
    if (change === null || typeof change !== 'object') throw new Error(`changes[${i}] must be {beforeMove, cells}`);
    const { beforeMove, cells } = change;
    if (!Number.isInteger(beforeMove) || beforeMove < 0 || beforeMove > 0xffffffff) {
      throw new Error(`changes[${i}].beforeMove must be a whole number of moves from 0, got ${describeValue(beforeMove)}`);
    }
    if (!Array.isArray(cells)) throw new Error(`changes[${i}].cells must be an array of {x, y, code}`);
    cells.forEach((cell, j) => {
      const where = `changes[${i}].cells[${j}]`;
      requirePoint(cell, where);
      if (!Number.isInteger(cell.code) || Math.abs(cell.code) > 0x7fffffff) {
        throw new Error(`${where}.code must be an integer cell code, got ${describeValue(cell.code)}`);
      }
      flat.push(beforeMove, cell.x, cell.y, cell.code);
    });
  });
  return flat;
}

function requireInteger(value, name) {
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got ${describeValue(value)}`);
}

// A value as an error message shows it: a string is said to be one ('1' and 1 look alike otherwise).
// An array is said to be one, with its items (String(['astar']) is 'astar', which read as the name itself).
function describeValue(value) {
  if (typeof value === 'string') return `the string '${value.slice(0, 40)}'`;
  if (Array.isArray(value)) return `an array [${shown(value)}]`;
  if (typeof value === 'bigint') return `the BigInt ${value}n`;
  return shown(value);
}

// String() of a value, at most 40 characters, or its type when it has no text ({toString: {}} throws).
function shown(value) {
  try {
    return String(value).slice(0, 40);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function isSide(value) {
  return Number.isInteger(value) && value >= 1 && value <= MAX_SIDE;
}

function requirePoint(point, name) {
  if (point === null || typeof point !== 'object') throw new Error(`${name} must be {x, y}`);
  requireInteger(point.x, `${name}.x`);
  requireInteger(point.y, `${name}.y`);
  // The engine checks the grid's bounds; a 32-bit int must carry the value there.
  if (Math.abs(point.x) > 0x7fffffff || Math.abs(point.y) > 0x7fffffff) {
    throw new Error(`${name} (${point.x}, ${point.y}) is outside the grid`);
  }
  return point;
}
