// The page's side of the engine worker (web/grid/engine-worker.js): searches big grids off the main
// thread, so a drag or a Run never blocks the page for the length of a search. One search runs at a
// time; a search asked for while one runs waits, and a newer one replaces it (the older resolves to
// null: superseded). What comes back is what searchOutcome (web/core/run.js) gives on the main thread.
import { Trace, TraceReplay } from '../core/trace.js';
import { StepTallies } from '../core/run.js';
import { withPath } from '../core/engine.js';
import { engineText } from '../core/engine-refusals.js';
import { t } from '../i18n/i18n.js';

// A search that has run this long is stopped (its worker replaced by a fresh one) when the page no longer
// needs it (stopOlderSearches), rather than waited for: IDA* with a big budget may run for minutes, and a
// worker cannot be interrupted. A shorter one is waited for: a fresh worker takes about as long to start.
const STOP_AFTER_MS = 300;

export class OffThreadEngine {
  #worker;
  #nextId = 1;
  #running = null; // {id, resolve, reject, onEarly, width, began} of the search in the worker
  #waiting = null; // {message, resolve, reject} of the search to send when it ends
  #failure = null; // why the worker died, once it has
  #generations = new Map(); // id -> {resolve, reject} of the mazes being generated
  #memoryLimit = null; // the last setMemoryLimit(bytes), given again to a fresh worker

  constructor() {
    this.#start();
  }

  #start() {
    this.#worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
    this.#worker.onmessage = ({ data }) => this.#answered(data);
    this.#worker.onerror = (event) => {
      event.preventDefault(); // said in the page's messages, not as an uncaught error in the console
      this.#failure = new Error(event.message ? t('refusal.workerStopped', { reason: event.message }) : t('refusal.workerNotStarted'));
      this.#running?.reject(this.#failure);
      this.#waiting?.reject(this.#failure);
      for (const generation of this.#generations.values()) generation.reject(this.#failure);
      this.#running = this.#waiting = null;
      this.#generations.clear();
    };
  }

  // Whether a search is running or waiting.
  get busy() { return Boolean(this.#running || this.#waiting); }

  // Resolves to a search outcome of `request` (engine.search's request, trace on) with `options` (the
  // page's option values), with atEnd its replay at the end and its tallies (else null: assembleRun makes
  // them; a long trace's replay at its end comes as `end`); to null when a newer search replaced it before
  // it started; rejects with the engine's Error.
  // onEarly(trace): called with the search's first events while it goes on (web/core/run.js EARLY_EVENTS),
  // when it records more.
  search(request, options, { atEnd = false, onEarly = null } = {}) {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      // The cells are copied here (the maze keeps being edited on this side), and the copy moved to the worker.
      const message = { type: 'search', request: { ...request, cells: request.cells.slice() }, options: { ...options }, atEnd, early: Boolean(onEarly) };
      this.#enqueue({ message, resolve, reject, onEarly, transfer: [message.request.cells.buffer] });
    });
  }

  // Resolves to a sketch of `request` searched without a trace: {result, picture} (web/grid/cell-pixels.js
  // paintStates), for an algorithm whose registry row has cellStates; to null when a newer search or
  // sketch replaced it before it started; rejects with the engine's Error. It queues with search().
  sketch(request) {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      const cells = request.cells.slice();
      this.#enqueue({ message: { type: 'sketch', request: { ...request, cells, trace: false } }, resolve, reject, transfer: [cells.buffer] });
    });
  }

  // Resolves to engine.search(request)'s result without a trace (its figures and path); to null when a newer
  // search replaced it before it started; rejects with the engine's Error. It queues with search().
  plainSearch(request) {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      const cells = request.cells.slice();
      this.#enqueue({ message: { type: 'plain', request: { ...request, cells, trace: false } }, resolve, reject, transfer: [cells.buffer] });
    });
  }

  // Resolves to engine.navigate(request) (its trace a Trace, when asked for); to null when a newer search or
  // walk replaced it before it started; rejects with the engine's Error. It queues with search().
  navigate(request) {
    if (this.#failure) return Promise.reject(this.#failure);
    // postMessage copies the request as it is now.
    return new Promise((resolve, reject) => this.#enqueue({ message: { type: 'navigate', request }, resolve, reject }));
  }

  // Resolves to engine[call](request) on the network `network` ({key, request}: engine.loadNetwork's request,
  // loaded in the worker when its key differs from the last one's) for call 'alternativeRoutes',
  // 'disjointRoutes' or 'drive' (its trace a Trace, when asked for); to null when a newer request replaced it
  // before it started; rejects with the engine's Error. It queues with search().
  road(call, request, network) {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => this.#enqueue({ message: { type: 'road', call, request, network }, resolve, reject }));
  }

  // Resolves to engine.prepare(request) on `network` (as road() takes it), with, for a contraction hierarchy,
  // `record`: engine.contractionRecord of its first ranks; onProgress(done, total) hears the worker's progress.
  // It queues with search(); cancelPrepare() stops it.
  prepare(request, network, { onProgress = null } = {}) {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => this.#enqueue({ message: { type: 'road', call: 'prepare', request, network }, resolve, reject, onProgress }));
  }

  // Resolves to {figures, snapshot, data, drawing, workerMs, snapshotMs, drawingMs}: the network
  // `network.request` ({generator: 'random', nodes, seed}) loaded in the worker, which keeps it as the network of
  // `network.key` (road() and prepare() on that key use it as it is), engine.loadNetwork's figures, its
  // engine.networkSnapshot() and engine.networkData(), the renderer's drawingParts (web/view/road-drawing-parts.js),
  // all moved, not copied, and what each took there; onProgress(done, total) hears the generation. It queues with search();
  // cancelLoad() stops it.
  loadNetwork(network, { onProgress = null } = {}) {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => this.#enqueue({ message: { type: 'road', call: 'loadNetwork', request: null, network }, resolve, reject, onProgress }));
  }

  // Stops a preparation running (its worker replaced by a fresh one, which holds no network yet: the next
  // request loads it again) and drops one waiting; both resolve to null. Returns whether one was stopped (as
  // cancelLoad() says it).
  cancelPrepare() {
    return this.#cancelCall('prepare');
  }

  // Stops a loadNetwork() running or waiting, as cancelPrepare() does a preparation. Returns 'ended' when the
  // worker was ended (what it held went with it), 'dropped' when only a waiting one was, '' when none was there.
  cancelLoad() {
    return this.#cancelCall('loadNetwork');
  }

  #cancelCall(call) {
    const isCall = (entry) => entry?.message?.call === call || entry?.call === call;
    let stopped = '';
    if (isCall(this.#waiting)) {
      this.#waiting.resolve(null);
      this.#waiting = null;
      stopped = 'dropped';
    }
    const running = this.#running;
    if (isCall(running) && !this.#generations.size) {
      this.#stop(running);
      stopped = 'ended';
    }
    return stopped;
  }

  // Resolves to generateMaze(engine, options) of web/grid/default-maze.js ({width, height, cells, start,
  // goal} and `events`, here an own property), made in the worker; rejects with the engine's Error.
  generateMaze(options) {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      this.#generations.set(id, { resolve, reject });
      this.#worker.postMessage({ type: 'generate', id, options: { ...options } });
    });
  }

  // Caps the worker engine's memory as engine.setMemoryLimit does the page's.
  setMemoryLimit(bytes) {
    this.#memoryLimit = bytes;
    this.#worker.postMessage({ type: 'memoryLimit', bytes });
  }

  // The searches asked for so far are no longer wanted (the page will not show them): the one waiting is
  // dropped, and the one running is stopped with its worker once it has run STOP_AFTER_MS (at once if it
  // has); both resolve to null, as superseded ones do. A fresh worker takes the searches from there.
  stopOlderSearches() {
    this.#waiting?.resolve(null);
    this.#waiting = null;
    const running = this.#running;
    if (!running || running.unwanted) return;
    running.unwanted = true;
    const left = running.began + STOP_AFTER_MS - performance.now();
    if (left <= 0) this.#stop(running);
    else setTimeout(() => this.#stop(running), left);
  }

  // Stops `running` if it still runs, unless a maze is being generated beside it (that is waited for).
  #stop(running) {
    if (this.#running !== running || this.#generations.size) return;
    this.#worker.terminate();
    running.resolve(null);
    this.#running = null;
    this.#start();
    if (this.#memoryLimit !== null) this.setMemoryLimit(this.#memoryLimit);
    this.#sendWaiting();
  }

  // The worker is free: the search waiting, if any, goes to it.
  #sendWaiting() {
    if (!this.#waiting) return;
    this.#send(this.#waiting);
    this.#waiting = null;
  }

  terminate() {
    this.#worker.terminate();
  }

  // Sends now, or when the search running ends, in place of (superseding) one already waiting.
  #enqueue(entry) {
    if (this.#running) {
      this.#waiting?.resolve(null);
      this.#waiting = entry;
    } else {
      this.#send(entry);
    }
  }

  // transfer: the buffers the message owns, moved to the worker rather than copied (a million cells' copy each).
  #send({ message, resolve, reject, onEarly, onProgress, transfer = [] }) {
    const id = this.#nextId++;
    this.#running = { id, resolve, reject, onEarly, onProgress, call: message.call, width: message.request?.width, began: performance.now() };
    this.#worker.postMessage({ ...message, id }, transfer);
  }

  #answered(data) {
    const generation = this.#generations.get(data.id);
    if (generation) {
      this.#generations.delete(data.id);
      if (data.type === 'failed') generation.reject(workerRefusal(data.message));
      // As on the main thread: `events` rides along unseen, so spreading the maze into a search works.
      else generation.resolve(Object.defineProperty({ ...data.maze, events: undefined }, 'events', { value: data.maze.events, enumerable: false }));
      return;
    }
    const running = this.#running;
    if (!running || data.id !== running.id) return; // a memory limit's failure has no search to tell
    if (data.type === 'progress') {
      running.onProgress?.(data.done, data.total);
      return;
    }
    if (data.type === 'early') {
      running.onEarly?.(Trace.fromParts(data.trace));
      return;
    }
    this.#running = null;
    this.#sendWaiting();
    if (data.type === 'failed') {
      running.reject(workerRefusal(data.message));
      return;
    }
    if (data.type === 'roadAnswered') {
      running.resolve(data.trace ? { ...data.result, trace: Trace.fromParts(data.trace) } : data.result);
      return;
    }
    if (data.type === 'walked') {
      running.resolve(data.trace ? { ...data.walk, trace: Trace.fromParts(data.trace) } : data.walk);
      return;
    }
    if (data.type === 'plain') {
      running.resolve(withPath(data.result, running.width));
      return;
    }
    if (data.type === 'sketched') {
      running.resolve({ result: withPath(data.result, running.width), picture: data.picture });
      return;
    }
    const trace = Trace.fromParts(data.trace);
    const result = withPath(data.result, running.width);
    result.trace = trace;
    running.resolve({
      result, trace, replay: data.replay && new TraceReplay(trace, data.replay), end: data.end && new TraceReplay(trace, data.end),
      tallies: data.tallies && new StepTallies(trace, data.tallies),
      optimalCost: data.optimalCost, optimalPath: data.optimalPath, jumpDistances: data.jumpDistances, jumpReasons: data.jumpReasons, picture: data.picture,
      workerMs: data.workerMs,
    });
  }
}

// The worker's refusal in the page's language. The worker speaks English (a module worker whose language
// would load by a top-level await loses the messages posted while it waits): the engine's sentences in it
// are read back here, as on the main thread.
function workerRefusal(message) {
  return new Error(engineText(message));
}
