// The search engine in a Web Worker, for the page's big grids (their searches, walks and mazes' generation), IDA*
// and the Roads view's long road work on big networks (routes, drives, preparations, and making big random towns,
// handed to the page as snapshots): the same wasm module and the same code
// (web/core/run.js searchOutcome) as a direct search, so results match bit for bit. It answers one
// message at a time; web/grid/off-thread-engine.js is the page's side. It lives in grid/, not core/, because it
// makes the grid world's mazes (web/grid/default-maze.js) as well as searching. Every buffer of an answer (the
// trace, the replay's arrays, the tallies) is transferred, never copied.
import { loadEngine } from '../core/engine.js';
import { searchOutcome, StepTallies } from '../core/run.js';
import { Trace, TraceReplay } from '../core/trace.js';
import { generateMaze } from './default-maze.js';
import { paintReplay, paintStates } from './cell-pixels.js';
import { drawingParts, drawingBuffers } from '../view/road-drawing-parts.js';
import { contractionAround } from '../view/contraction-sample.js';

const loading = loadEngine();

self.onmessage = async ({ data }) => {
  let engine;
  try {
    engine = await loading;
  } catch (error) {
    self.postMessage({ type: 'failed', id: data.id, message: `the search engine could not load: ${error.message}` });
    return;
  }
  try {
    if (data.type === 'search') answerSearch(engine, data);
    else if (data.type === 'sketch') answerSketch(engine, data);
    else if (data.type === 'plain') answerPlain(engine, data);
    else if (data.type === 'navigate') answerNavigate(engine, data);
    else if (data.type === 'generate') answerGenerate(engine, data);
    else if (data.type === 'road') await answerRoad(engine, data);
    else if (data.type === 'memoryLimit') engine.setMemoryLimit(data.bytes);
    else throw new Error(`unknown request '${String(data.type)}'`);
  } catch (error) {
    self.postMessage({ type: 'failed', id: data.id, message: error.message });
  }
};

function answerSearch(engine, { id, request, options, atEnd, early }) {
  const began = performance.now();
  // A long search's first events go to the page while it goes on, so playing starts before it ends.
  const onEarly = early && ((trace) => {
    const parts = trace.parts();
    self.postMessage({ type: 'early', id, trace: parts }, Trace.transferables(parts));
  });
  const outcome = searchOutcome(engine, request, options, { atEnd, onEarly, keepEnd: true });
  const { result, trace, replay, end, optimalPath, jumpDistances, jumpReasons } = outcome;
  // The result's own values, not its lazy `path` (remade on the page's side) nor the trace (sent apart).
  const plainResult = {};
  for (const key of Object.keys(result)) if (key !== 'path' && key !== 'trace') plainResult[key] = result[key];
  trace.indexMarkers();
  const traceParts = trace.parts();
  // A replay at its end is made here, each a pass over the whole trace: for a re-run shown at its end
  // (atEnd, with every step's tallies), or, for a long run played from its first step, the end its page-side
  // replay keeps (`end`: End and a far seek copy it). A run that plays from its first step is otherwise given
  // fresh arrays on the page's side.
  const replayParts = replay?.parts() ?? null;
  const endParts = end?.parts() ?? null;
  const tallies = atEnd ? new StepTallies(trace).parts() : null;
  // And that end's cells painted, so the page only copies them (a million-cell repaint per re-run during a
  // drag, or at End); not for an LPA* repair, whose picture the page never takes (its remembered cells are
  // drawn under the repair's own).
  const picture = (replay || end) && !result.repair ? paintReplay(request, replay ?? end) : null;
  const transfer = [
    ...Trace.transferables(traceParts), ...[replayParts, endParts].flatMap((parts) => (parts ? TraceReplay.transferables(parts) : [])),
    ...Object.values(tallies ?? {}).map((counts) => counts.buffer), plainResult.pathCells.buffer,
  ];
  if (optimalPath) transfer.push(optimalPath.buffer);
  if (jumpDistances) transfer.push(jumpDistances.buffer);
  if (jumpReasons) transfer.push(jumpReasons.buffer);
  if (picture) transfer.push(picture.pixels.buffer, picture.nowMark.buffer);
  self.postMessage({
    type: 'searched', id, result: plainResult, trace: traceParts, replay: replayParts, end: endParts, tallies,
    optimalCost: outcome.optimalCost, optimalPath, jumpDistances, jumpReasons, picture, workerMs: performance.now() - began,
  }, transfer);
}

// A search without a trace and the picture of its end, from the engine's cell states: what a drag on a big
// grid shows while the pointer moves (about half the time of a traced search, and no replay to make).
function answerSketch(engine, { id, request }) {
  const { trace: _trace, path: _path, ...result } = engine.search({ ...request, trace: false });
  const picture = paintStates(request, engine.cellStates(), result.pathCells);
  self.postMessage({ type: 'sketched', id, result, picture }, [result.pathCells.buffer, picture.pixels.buffer, picture.nowMark.buffer]);
}

// A search without a trace or a picture: its figures only (a walls puzzle's score on a big grid).
function answerPlain(engine, { id, request }) {
  const { trace: _trace, path: _path, ...result } = engine.search({ ...request, trace: false });
  self.postMessage({ type: 'plain', id, result }, [result.pathCells.buffer]);
}

// A walk (engine.navigate with its trace) for the Walk view on a big grid: tens of thousands of replans take
// seconds there. The trace's buffer is moved; the figures are copied.
function answerNavigate(engine, { id, request }) {
  const { trace, ...walk } = engine.navigate(request);
  const parts = trace?.parts() ?? null;
  self.postMessage({ type: 'walked', id, walk, trace: parts }, parts ? Trace.transferables(parts) : []);
}

// The maze panel's maze (web/grid/default-maze.js generateMaze), its cells and the generator's events moved.
function answerGenerate(engine, { id, options }) {
  const maze = generateMaze(engine, options);
  const { width, height, cells, start, goal, topology, events } = maze;
  self.postMessage({ type: 'generated', id, maze: { width, height, cells, start, goal, topology, events } }, [cells.buffer, events.buffer]);
}

// The Roads view's long road work on a big network (web/roads/roads-view.js roadWork): alternative or disjoint
// routes, or a drive, on the same network as the page's, loaded here from the same request when it is not the
// one loaded last. A drive's trace is moved; the rest is copied.
// 'prepare' (ALT or a contraction hierarchy, issue 33) and the routes that read a preparation ('route' with
// algorithm alt or ch) run here on every network, so the preparation lives where its routes run.
// 'loadNetwork' makes a big random town here (issue 33), with its progress, for the page to load from its snapshot;
// it stays the network of its key.
const ROAD_CALLS = new Set(['alternativeRoutes', 'disjointRoutes', 'drive', 'prepare', 'route', 'loadNetwork']);
let roadNetworkKey = null;
// The contraction a page plays is its first ranks, at most this many (a sample on a big network, said so).
const CONTRACTION_PLAYED = 20000;

async function answerRoad(engine, { id, call, request, network }) {
  if (!ROAD_CALLS.has(call)) throw new Error(`unknown road request '${String(call)}'`);
  if (call === 'loadNetwork') {
    await answerLoadNetwork(engine, id, network);
    return;
  }
  if (roadNetworkKey !== network.key) {
    roadNetworkKey = null;
    await engine.loadNetwork(network.request);
    roadNetworkKey = network.key;
  }
  if (call === 'prepare') {
    answerPrepare(engine, id, request);
    return;
  }
  const { trace, ...result } = engine[call](request);
  // An ALT route's bound at every junction it reached, with the landmark that gave it: the page explains a
  // junction's h from these (engine.altBound answers for the last alt route only, and lives here).
  if (call === 'route' && request.algorithm === 'alt' && trace) {
    result.altBounds = [];
    const seen = new Set();
    for (let i = 0; i < trace.length; i++) {
      const node = trace.cell(i);
      if (seen.has(node)) continue;
      seen.add(node);
      result.altBounds.push([node, engine.altBound(node)]);
    }
  }
  const parts = trace?.parts() ?? null;
  self.postMessage({ type: 'roadAnswered', id, result, trace: parts }, parts ? Trace.transferables(parts) : []);
}

// engine.prepare with its progress posted as it goes ({type: 'progress'}); a CH preparation also sends the
// contraction's record of its first CONTRACTION_PLAYED ranks (engine.contractionRecord). A cancel ends the
// worker (it is busy in wasm and reads no message meanwhile).
// On a network of more junctions, the record is of the CONTRACTION_PLAYED junctions nearest `focus` (S), all
// their ranks (web/view/contraction-sample.js): the first ranks alone added no shortcut for thousands of steps.
function answerPrepare(engine, id, { focus = -1, ...request }) {
  const result = engine.prepare({ ...request, onProgress: (done, total) => { self.postMessage({ type: 'progress', id, done, total }); } });
  let record = null;
  if (result.technique === 'ch') {
    record = engine.contractionRecord({ count: CONTRACTION_PLAYED + 1 });
    if (record.nodes.length > CONTRACTION_PLAYED) {
      const { x, y } = engine.networkData();
      record = contractionAround(engine.contractionRecord(), x, y, focus ?? -1, CONTRACTION_PLAYED);
    }
  }
  const transfer = record ? ['nodes', 'shortcutStart', 'shortcutFrom', 'shortcutTo', 'witnesses', 'rankOf'].filter((key) => record[key]).map((key) => record[key].buffer) : [];
  self.postMessage({ type: 'roadAnswered', id, result: { ...result, record }, trace: null }, transfer);
}

// engine.loadNetwork of the page's network request with its progress posted as it goes ({type: 'progress'}), kept
// here as the network of its key, and its snapshot moved to the page, which loads it. A refusal leaves the
// previous network loaded but no longer known by its key (the next request loads its own). A cancel ends the
// worker, as a preparation's does.
async function answerLoadNetwork(engine, id, { key, request }) {
  roadNetworkKey = null;
  const began = performance.now();
  const figures = await engine.loadNetwork({ ...request, onProgress: (done, total) => { self.postMessage({ type: 'progress', id, done, total }); } });
  roadNetworkKey = key;
  const generated = performance.now();
  const snapshot = engine.networkSnapshot();
  const snapshotted = performance.now();
  // The page's drawing of the town too (its arrays, the renderer's index and node grid): most of a second of
  // work on a million junctions, done here rather than on the page's thread.
  const data = engine.networkData();
  const drawing = drawingParts(data);
  const result = {
    figures, snapshot, data, drawing,
    workerMs: generated - began, snapshotMs: snapshotted - generated, drawingMs: performance.now() - snapshotted,
  };
  const dataBuffers = Object.values(data).filter((value) => ArrayBuffer.isView(value)).map((array) => array.buffer);
  self.postMessage({ type: 'roadAnswered', id, result, trace: null }, [snapshot.buffer, ...dataBuffers, ...drawingBuffers(drawing)]);
}
