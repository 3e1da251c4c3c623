// The engine's road calls (docs/API.md, "Road networks" and after): the current road network loaded (a random
// town, a preset, a file's text, a snapshot) and read back, routes, the preparations (ALT, contraction
// hierarchies) and what they hold, K disjoint and alternative routes, a drawn route's check and the drive.
// Each checks its request before the wasm engine sees it (the checks every engine call shares,
// request-checks.js) and turns the engine's refusal into an Error.
import {
  describeValue, refuse, requireFunction, requireKnownKeys, requireNodeId, requireRequest, requireType, requireWhole, textSizeError,
} from './request-checks.js';
import { engineRefusal } from './engine-refusals.js';
import { formatList } from '../i18n/i18n.js';
import { Trace } from './trace.js';

// Road networks: the presets (compact files made by scripts/import-cities, fetched beside the page), the
// generator's range (cpp/generate/roads/random_network.h), the readers' size limits in UTF-8 bytes
// (cpp/graph/road_map.h) and the layout of the engine's network counts (cpp/bindings/engine.h, NetworkStat).
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
  if (!response.ok) throw refuse('roadRequest.presetFetch', { name, status: response.status, url: String(url) });
  return response.text();
}

// The road calls of one Engine (web/core/engine.js), which hands them its wasm engine and its trace copier.
export class RoadCalls {
  #core;
  #copyTrace;
  #hasNetwork = false; // whether a road network was loaded

  // core(): the wasm engine (it throws once the Engine is disposed); copyTrace(): the recorded events, copied
  // out of wasm memory.
  constructor(core, copyTrace) {
    this.#core = core;
    this.#copyTrace = copyTrace;
  }

  core() { return this.#core(); }

  // Loads the engine's road network, replacing the current one (docs/API.md, "Road networks"): one of
  // {generator: 'random', nodes, seed, onProgress}, {preset: name}, {text, format: 'frontier' | 'osm'},
  // {format: 'dimacs', gr, co} or {snapshot: bytes} (networkSnapshot()'s, from this engine or another).
  // Async because a preset is fetched; the others wait on nothing. A random town's onProgress(done, total) hears
  // its generation (up to 200 times), and cancels it by returning false. Resolves to the counts {nodes, edges
  // (directed arcs), roads, oneWayRoads, hash} and, for an OSM import (or its snapshot), dropped: {nodes, roads}
  // (outside the largest strongly connected part). A bad request or a cancel rejects with an Error and the
  // previous network stays.
  async loadNetwork(request) {
    requireRequest(request, 'loadNetwork');
    requireKnownKeys(request, NETWORK_KEYS, 'loadNetwork');
    const sources = ['generator', 'preset', 'text', 'snapshot'].filter((key) => request[key] !== undefined);
    if (request.gr !== undefined || request.co !== undefined) sources.push('gr/co');
    if (sources.length > 1) throw refuse('roadRequest.oneSource', { sources: formatList(sources) });
    if (request.onProgress !== undefined && request.generator === undefined) throw refuse('roadRequest.progressRandomOnly');
    const core = this.core();
    let error;
    if (request.generator !== undefined) {
      if (request.generator !== 'random') throw refuse('roadRequest.generator', { value: describeValue(request.generator) });
      const { nodes, seed = 1, onProgress = null } = request;
      requireWhole(nodes, 'nodes', { low: RANDOM_NODES.min, high: RANDOM_NODES.max });
      requireWhole(seed, 'seed', { low: 0, highText: '2^53 - 1', fits: Number.isSafeInteger(seed) && seed >= 0 });
      requireFunction(onProgress, 'onProgress', { nullable: true });
      const hook = onProgress && progressHook(onProgress);
      error = core.generateNetwork(nodes, seed, hook?.call ?? null);
      hook?.rethrow();
    } else if (request.snapshot !== undefined) {
      const bytes = request.snapshot;
      if (!(bytes instanceof Uint8Array)) throw refuse('roadRequest.snapshotType', { value: describeValue(bytes) });
      // Copied into wasm memory once; a view shorter than the bytes is the engine's cap on a snapshot's size.
      const staged = core.stageSnapshot(bytes.length);
      if (staged.length !== bytes.length) {
        core.stageSnapshot(0);
        throw refuse('roadRequest.snapshotSize', { bytes: bytes.length, max: staged.length });
      }
      staged.set(bytes);
      error = core.loadSnapshot();
    } else if (request.preset !== undefined) {
      if (!NETWORK_PRESETS.includes(request.preset)) {
        throw refuse('roadRequest.preset', { value: describeValue(request.preset), expected: formatList(NETWORK_PRESETS, 'disjunction') });
      }
      const text = await presetText(request.preset);
      error = this.core().parseNetwork('frontier', text, '');
    } else {
      const format = request.format ?? 'frontier';
      if (!NETWORK_FORMATS.includes(format)) throw refuse('roadRequest.format', { value: describeValue(format), expected: NETWORK_FORMATS.join(', ') });
      const texts = format === 'dimacs' ? { gr: request.gr, co: request.co } : { text: request.text };
      for (const [name, text] of Object.entries(texts)) {
        if (typeof text !== 'string') throw refuse('roadRequest.text', { format, name, value: describeValue(text) });
        // Refused before it is copied into wasm, in the engine's words.
        const tooBig = textSizeError(text, NETWORK_TEXT_BYTES[format], name);
        if (tooBig) throw new Error(tooBig);
      }
      error = format === 'dimacs' ? core.parseNetwork('dimacs', texts.gr, texts.co) : core.parseNetwork(format, texts.text, '');
    }
    if (error) throw engineRefusal(error);
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
    this.#requireNetwork();
    return this.core().networkSnapshot();
  }

  // The current road network as typed arrays, copies the caller owns (later loads do not change them):
  // x, y (Float64Array, metres east and north, per node) and from, to (Uint32Array), length (metres) and
  // time (seconds) (Float64Array) and roadClass (Uint8Array, ROAD_CLASS) per directed arc, a node's arcs side by
  // side in successor order; names: each junction's name ('' for an unnamed one: "Boulevard Albert 1er / Rue
  // Grimaldi", the roads that meet there), or null when the network names none (docs/API.md).
  networkData() {
    this.#requireNetwork();
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
    requireRequest(request, 'prepare', "{technique: 'ch'}");
    this.#requireNetwork();
    requireKnownKeys(request, (key) => key === 'technique' || Object.hasOwn(PREPARE_DEFAULTS, key), 'prepare');
    const { technique } = request;
    if (!PREPARE_TECHNIQUES.includes(technique)) throw refuse('roadRequest.technique', { value: describeValue(technique) });
    if (technique !== 'alt') {
      const stray = ALT_ONLY.find((key) => request[key] !== undefined);
      if (stray) throw refuse('roadRequest.altOnly', { name: stray });
    }
    const query = { ...PREPARE_DEFAULTS, technique };
    for (const key of Object.keys(PREPARE_DEFAULTS)) if (request[key] !== undefined) query[key] = request[key];
    // (The landmarks' range is the engine's to check: only a whole number is asked of it here.)
    requireWhole(query.landmarks, 'landmarks', { low: 1, high: 64, fits: Number.isInteger(query.landmarks) });
    if (!LANDMARK_SELECTIONS.includes(query.selection)) throw refuse('roadRequest.selection', { value: describeValue(query.selection) });
    if (typeof query.metric !== 'string') throw refuse('roadRequest.metric', { value: describeValue(query.metric) });
    requireFunction(query.onProgress, 'onProgress', { nullable: true });
    requireWhole(query.progressEvery, 'progressEvery', { low: 1 });
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
    this.#requireNetwork();
    requireNodeId(node, 'node');
    return this.#roadAnswer(this.core().altBound(node));
  }

  // The last contraction hierarchy's record, for playing the contraction (issue 33): ranks first .. first +
  // count - 1 -> {ranks, nodes (the node of each rank, in the order they left), shortcutStart (per rank, count
  // + 1 entries, into shortcutFrom and shortcutTo: the shortcuts that node's leaving added), shortcutFrom,
  // shortcutTo, witnesses (per rank: witness searches that spared a shortcut)}, typed arrays.
  contractionRecord({ first = 0, count = Infinity } = {}) {
    this.#requireNetwork();
    if (!Number.isInteger(first) || first < 0) throw refuse('roadRequest.rank', { value: describeValue(first) });
    if (!(count >= 0)) throw refuse('roadRequest.count', { value: describeValue(count) });
    return this.#roadAnswer(this.core().contractionRecord(first, Math.min(count, 0xFFFFFFFF)));
  }

  // Judges a route drawn on the loaded network (the path puzzle on roads) by its arcs: {nodes: [id, ...],
  // metric} -> {legal, cost} or {legal: false, cost, failedStep, reason} (docs/API.md). It does not search.
  checkRoute({ nodes, metric = 'length' } = {}) {
    this.#requireNetwork();
    if (!Array.isArray(nodes) || nodes.some((node) => !Number.isInteger(node) || node < 0 || node > 0xffffffff)) {
      throw refuse('roadRequest.nodes');
    }
    if (typeof metric !== 'string') throw refuse('roadRequest.metric', { value: describeValue(metric) });
    const result = this.core().checkRoute({ nodes: Uint32Array.from(nodes), metric });
    if (result.error) throw engineRefusal(result.error);
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
    requireRequest(request, name, '{from: 0, to: 5}');
    this.#requireNetwork();
    const defaults = ROAD_QUERY_DEFAULTS[name];
    requireKnownKeys(request, (key) => key === 'from' || key === 'to' || Object.hasOwn(defaults, key), name);
    const query = { ...defaults };
    for (const key of ['from', 'to']) {
      requireNodeId(request[key], key);
      query[key] = request[key];
    }
    for (const [key, fallback] of Object.entries(defaults)) {
      const value = request[key] === undefined ? fallback : request[key];
      const type = ROAD_OPTION_TYPES[key];
      if (type === 'roads') {
        query[key] = roadEnds(key, value);
        continue;
      }
      requireType(value, key, type);
      query[key] = value;
    }
    return query;
  }

  // Every call but loadNetwork needs a network loaded.
  #requireNetwork() {
    if (!this.#hasNetwork) throw refuse('roadRequest.noNetwork');
  }

  #roadAnswer(answer) {
    if (answer.error !== undefined) throw engineRefusal(answer.error);
    return answer;
  }

  // The current road network in the compact format (docs/API.md, "Road network formats").
  exportNetwork() {
    this.#requireNetwork();
    return this.core().exportNetwork();
  }
}

// drive's `blocked`: a list of roads by their end nodes, as the flat list of ends the engine takes.
function roadEnds(key, value) {
  if (!Array.isArray(value)) throw refuse('roadRequest.roads', { name: key, value: describeValue(value) });
  const ends = [];
  value.forEach((road, i) => {
    for (const end of ['from', 'to']) {
      requireNodeId(road?.[end], `${key}[${i}].${end}`);
      ends.push(road[end]);
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
