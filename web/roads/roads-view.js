// The Roads view (issue 13's road network world): a network from the source panel, drawn by class; start
// and goal set by clicking near junctions; one route search (engine.route, any road row of the registry,
// by length or time) played back step by step with its narration and figures; and K disjoint or
// alternative routes (web/roads/routes-panel.js). It owns the network on screen, the endpoints, the
// search's replay and the playback; beside it, what links and tests read of it (roads-view-state.js), what a
// click on the map does (roads-pointer.js) and a big town made in its worker (town-off-thread.js).
import { TraceReplay, LANE, CELL_STATE } from '../core/engine.js';
import { ROAD_ALGORITHM_INFO, PREPARED_ROAD_ALGORITHM_INFO } from '../core/registry.js';
import { roadAlgorithmText } from '../ui/labels.js';
import { speedIndexFor, DEFAULT_SPEED_INDEX } from '../view/player.js';
import { wirePlayback, PlayerPlayback } from '../view/playback-bar.js';
import { formatCount, formatMicros } from '../view/format.js';
import { NetworkRenderer } from './network-renderer.js';
import { NetworkPanel, DEFAULT_SOURCE } from './network-panel.js';
import { listenToGestures } from './network-gestures.js';
import { narrateRoadStep } from './road-narration.js';
import { describeRoadNode } from './road-inspector.js';
import { narrateDrive } from './drive-narration.js';
import { NarrationLine } from '../view/narration-line.js';
import { formatRoadCost } from './road-format.js';
import { OffThreadEngine } from '../grid/off-thread-engine.js';
import { ContractionReplay } from './contraction-replay.js';
import { TECHNIQUE_TEXT, boundSentence, ALT_REDUCED_COSTS, contractionWords, unpreparedReason, preparedNarration } from './prepared-words.js';
import { roadsSettings, restoreRoads, reconfigureRoads, roadsSnapshot } from './roads-view-state.js';
import { pickAt, junctionAt, showToolHint, defaultEndpoints } from './roads-pointer.js';
import { touchedNodes, settledSoFar, chMarks } from './road-search-marks.js';
import { makeTownOffThread } from './town-off-thread.js';
import { HeldControls } from '../view/held-controls.js';
import { t } from '../i18n/i18n.js';

// Every route search the menu lists: the plain ones, then those that read a preparation (alt, ch), offered
// once the Prepare panel has made theirs.
const MENU_ALGORITHMS = [...ROAD_ALGORITHM_INFO, ...PREPARED_ROAD_ALGORITHM_INFO];
const isPrepared = (algorithm) => PREPARED_ROAD_ALGORITHM_INFO.some(({ name }) => name === algorithm);

const DEFAULT_ALGORITHM = 'dijkstra';
// From this many junctions, K routes and drives run in an engine worker of the view's own (roadWork): on a
// 100,000-node town the budgeted alternatives take 0.7-2.5 s, disjoint routes ~90 ms and a drive ~90 ms in
// wasm, where the page's rule is no main-thread task over 50 ms; on the 4,000-node town they take a few ms,
// and stay synchronous. Random towns this big are made there too (loadNetwork): a 20,000-node town takes 30-100 ms
// to make in wasm, a million-node one seconds.
export const ROADS_OFF_THREAD_NODES = 20000;

export class RoadsView extends PlayerPlayback {
  // elements: the view's controls (index.html's #roads-view); onSearch(algorithm): after each search
  // (the page shows that family's legend entries).
  // onChange(): what a share link keeps changed (network, endpoints, search, step, routes).
  constructor({ elements, announce, reducedMotion, onSearch = () => {}, onChange = () => {} }) {
    super();
    this.elements = elements;
    this.onChange = onChange;
    this.announce = announce;
    this.reducedMotion = reducedMotion;
    this.onSearch = onSearch;
    this.engine = null;
    this.active = false;
    this.network = null; // {figures, osm, label, arcs, request, key, timings, names, source}
    this.start = -1;
    this.goal = -1;
    this.search = null; // {request, result, replay, touched}
    this.routes = null; // the RoutesPanel
    this.compare = null; // the RoadCompare
    this.drivePanel = null; // the DrivePanel
    this.routeDraw = null; // the RouteDrawPanel (the path puzzle on roads)
    this.predict = null; // the RoadPredictPanel (a lesson's "which junction is settled next?")
    this.alternativePuzzle = null; // the AlternativePuzzlePanel (a lesson's "which route is the alternative?")
    this.picker = null; // while a question waits: picker(node) takes the junction clicked, whatever the tool
    // While a puzzle's question waits, why the controls that would show its answer are off (hold()), else null.
    this.held = null;
    this.heldControls = new HeldControls(elements.heldNote);
    this.worker = null; // the OffThreadEngine of roadWork, made when a big network first needs it
    this.networksLoaded = 0; // numbers each load, so the worker knows when to load a network again, and a late one is dropped
    this.loading = null; // the town being made in the worker: {progress: {done, total}, stop()}
    this.driving = null; // the DriveReplay the player plays, when a drive is shown
    this.prepare = null; // the PreparePanel (alt and ch)
    this.contraction = null; // the ContractionReplay the player plays, when the contraction is shown
    this.preparedQueue = Promise.resolve(); // prepared work goes to the worker one at a time (none replaces another)
    this.searches = 0; // numbers the searches, so a prepared one landing after a newer one is dropped
    this.speedChosen = false;
    this.narration = new NarrationLine(elements.narration, elements.live);
    this.renderer = new NetworkRenderer(elements.canvas);
    ({ player: this.player, bar: this.bar } = wirePlayback(this, elements, {
      seeked: (step) => this.#seeked(step),
      stateChanged: (state) => this.#playerState(state),
    }));
    this.setSpeedIndex(DEFAULT_SPEED_INDEX);
    this.panel = new NetworkPanel(elements.source, {
      load: (request, source, options) => this.loadNetwork(request, source, options),
      cancel: () => this.cancelLoad(),
    });
    const { algorithm, metric, run, fit } = elements;
    algorithm.replaceChildren(...MENU_ALGORITHMS.map(({ name }) => new Option(TECHNIQUE_TEXT[name]?.label ?? roadAlgorithmText(name).label, name)));
    algorithm.value = DEFAULT_ALGORITHM;
    algorithm.addEventListener('change', () => { if (this.search) this.run(); });
    metric.addEventListener('change', () => {
      this.prepare?.metricChanged();
      this.#showLandmarks();
      if (this.compare?.rows) this.compare.compare();
      if (this.search) this.run();
      else if (this.routes?.shown) this.routes.find();
    });
    run.addEventListener('click', () => this.run());
    fit.addEventListener('click', () => this.renderer.camera.fit());
    listenToGestures(elements.canvas, this.renderer.camera, { onPick: (x, y) => pickAt(this, x, y) });
    for (const radio of document.querySelectorAll('input[name="roads-tool"]')) radio.addEventListener('change', () => showToolHint(this));
    showToolHint(this);
    this.inspected = -1; // the junction the inspector describes
    this.inspectorPrompt = elements.inspector.textContent;
    elements.canvas.addEventListener('pointermove', (event) => { if (event.buttons === 0) this.#inspectAt(event.clientX, event.clientY); });
    this.#playerState('empty');
  }

  // The Prepare panel (web/roads/prepare-panel.js): ALT and contraction hierarchies.
  attachPrepare(panel) {
    this.prepare = panel;
    this.preparationChanged();
  }

  // What is prepared changed: the menu offers alt and ch by it (off with the reason before), the landmarks
  // are drawn while ALT's holds.
  preparationChanged() {
    for (const option of this.elements.algorithm.options) {
      if (!isPrepared(option.value)) continue;
      const reason = this.prepare?.reasonOff(option.value) ?? unpreparedReason(option.value);
      option.disabled = Boolean(reason);
      option.textContent = reason ? t('roads.prepareFirst', { label: TECHNIQUE_TEXT[option.value].label }) : TECHNIQUE_TEXT[option.value].label;
      option.title = reason;
    }
    if (this.elements.algorithm.selectedOptions[0]?.disabled) this.elements.algorithm.value = DEFAULT_ALGORITHM;
    this.elements.algorithmNote.textContent = ['alt', 'ch'].map((name) => this.prepare?.reasonOff(name)).filter(Boolean).map((text) => `${text}${t('roads.stop')}`).join(t('narration.join'));
    this.#showLandmarks();
    this.onChange();
  }

  // engine[call](request) in the view's engine worker, which loads the network on screen first: 'prepare'
  // (with onProgress), and 'route' with alt or ch, whose preparation lives there. One at a time, in the order
  // asked. Resolves to the answer (null when cancelled), rejects with the engine's Error.
  preparedWork(call, request, { onProgress = null } = {}) {
    this.worker ??= new OffThreadEngine();
    const { key, request: networkRequest } = this.network;
    const network = { key, request: networkRequest };
    const work = this.preparedQueue.then(() => (call === 'prepare'
      ? this.worker.prepare(request, network, { onProgress })
      : this.worker.road(call, request, network)));
    this.preparedQueue = work.catch(() => null);
    return work;
  }

  // Plays the contraction the Prepare panel's hierarchy recorded, in place of any search, routes or drive.
  playContraction({ animate = true } = {}) {
    const record = this.prepare?.record;
    if (!record) return;
    this.player.unload();
    this.search = null;
    this.renderer.setSearch(null);
    this.routes?.clear();
    this.drivePanel?.forget();
    this.#clearFigures();
    this.contraction = new ContractionReplay(record);
    this.renderer.setContraction(this.contraction);
    if (record.rankOf) this.renderer.frameNodes(record.nodes); // a part of a big network: zoomed in on it
    this.onSearch('contraction');
    this.#showLandmarks();
    this.#playLoaded(this.contraction.stepCount, 20, animate);
  }

  // ALT's landmarks are drawn while its preparation holds, unless another search or the contraction is shown.
  #showLandmarks() {
    const other = this.contraction || (this.search && this.search.request.algorithm !== 'alt');
    this.renderer.setLandmarks(other ? null : this.prepare?.landmarks ?? null);
  }

  #dropContraction() {
    if (!this.contraction) return;
    this.contraction = null;
    this.renderer.setContraction(null);
    this.#showLandmarks();
  }

  // The K-routes panel (web/roads/routes-panel.js), which draws on this view's canvas.
  attachRoutes(panel) {
    this.routes = panel;
  }

  // The path puzzle on roads (web/roads/route-draw-panel.js): the Draw a route tool's clicks go to it.
  attachRouteDraw(panel) {
    this.routeDraw = panel;
  }

  // Chooses what a click on the map does (a tool of web/roads/roads-pointer.js), as its radio does.
  chooseTool(tool) {
    this.elements.setTool(tool);
    showToolHint(this);
  }

  // The metric the view searches by ('length' or 'time').
  get metric() { return this.elements.metric.value; }

  // The table of every search between the same ends (web/roads/road-compare.js).
  attachCompare(panel) {
    this.compare = panel;
  }

  // The Drive panel (web/roads/drive-panel.js): its blocks and drives draw on this view's canvas and play
  // in its player.
  attachDrive(panel) {
    this.drivePanel = panel;
  }

  // Plays a drive (a DriveReplay) in the view's player, in place of any search or routes.
  playDrive(replay, { animate = true } = {}) {
    this.player.unload();
    this.#dropContraction();
    this.search = null;
    this.renderer.setSearch(null);
    this.routes?.clear();
    this.#clearFigures();
    this.driving = replay;
    this.onSearch('drive');
    this.#playLoaded(replay.stepCount, 10, animate);
  }

  // The Drive panel forgot its drive.
  dropDrive() {
    if (!this.driving) return;
    this.driving = null;
    this.player.unload();
  }

  setEngine(engine) {
    this.engine = engine;
    if (this.active && !this.network) this.panel.choose(DEFAULT_SOURCE);
    this.#playerState(this.player.state);
  }

  activate() {
    this.active = true;
    if (this.engine && !this.network && !this.panel.loading) this.panel.choose(DEFAULT_SOURCE);
    else this.renderer.requestRender();
  }

  deactivate() {
    this.active = false;
    this.player.pause();
  }

  // Loads a network into the engine and shows it: resolves to engine.loadNetwork's figures (the panel
  // shows them), or rejects with the engine's reason, leaving the network on screen as it was.
  // source: {osm: drawn with the OpenStreetMap attribution, label: its name in sentences}.
  // A random town of ROADS_OFF_THREAD_NODES or more is made in the view's engine worker (a million junctions take
  // seconds), onProgress(done, total) hearing it and the canvas's note saying it, then loaded here from its
  // snapshot; the worker keeps its copy as this network's, so its routes and preparations need not make it again.
  // Resolves to null, the network on screen staying, when cancelLoad() stopped it or a newer load began.
  async loadNetwork(request, source, { onProgress = null } = {}) {
    if (!this.engine) throw new Error(t('files.noEngine'));
    const key = ++this.networksLoaded;
    this.loading?.stop(); // a town still being made for an older load is not wanted now
    const began = performance.now();
    let figures;
    let timings = null;
    let made = null;
    if (request.generator && request.nodes >= ROADS_OFF_THREAD_NODES) {
      made = await makeTownOffThread(this, request, key, onProgress);
      if (!made || key !== this.networksLoaded) return null;
      const loading = performance.now();
      figures = await this.engine.loadNetwork({ snapshot: made.snapshot });
      // The same bytes make the same network: a different hash would be an engine bug, not the reader's input.
      if (figures.hash !== made.figures.hash) throw new Error(`the town came from the worker changed: hash ${made.figures.hash} there, ${figures.hash} here`);
      timings = {
        workerMs: made.workerMs, snapshotMs: made.snapshotMs, drawingMs: made.drawingMs, snapshotBytes: made.snapshot.length,
        handOverMs: loading - made.answered, loadMs: performance.now() - loading,
      };
    } else {
      this.elements.busy.hidden = false;
      try {
        figures = await this.engine.loadNetwork(request);
      } finally {
        this.elements.busy.hidden = true;
      }
      if (key !== this.networksLoaded) return null;
    }
    // A town made in the worker comes with its arrays and its drawing worked out there (the same network: the
    // hashes agree).
    const data = made?.data ?? this.engine.networkData();
    // Nothing of the last network outlives it: its search, drive, routes and comparison, the step readout,
    // and the junction the inspector described (its id may name another place here, or none).
    this.player.unload();
    this.search = null;
    this.#dropContraction();
    this.routes?.clear();
    this.compare?.clear();
    this.drivePanel?.reset();
    this.routeDraw?.clear();
    this.bar.showStep(0, 0);
    this.inspected = -1;
    this.elements.inspector.textContent = this.inspectorPrompt;
    const shown = performance.now();
    this.renderer.setNetwork(data, made?.drawing);
    this.searches++; // a prepared search still in the worker was of the last network
    this.network = {
      figures, osm: source.osm, label: source.label,
      arcs: { from: data.from, to: data.to }, request, key,
      // What a town made in the worker cost the page, by part (the browser test and the benchmark read them).
      timings: timings && { ...timings, showMs: performance.now() - shown, totalMs: performance.now() - began },
      names: data.names, // the junctions' names for the narration (null: the network names none)
      // What a share link names the network by: a random town or a city (a file's network has no link).
      source: request.preset ? { preset: request.preset } : request.generator ? { generator: 'random', nodes: request.nodes, seed: request.seed } : null,
    };
    this.elements.attribution.hidden = !source.osm;
    this.prepare?.networkChanged();
    this.preparationChanged();
    defaultEndpoints(this);
    this.#clearFigures();
    this.narration.write(t('roads.loaded', { source: source.label, nodes: figures.nodes, roads: figures.roads }));
    this.announce(t('roads.loadedSaid', { source: source.label }));
    this.#describe();
    this.#playerState(this.player.state);
    this.onChange();
    return figures;
  }

  // Stops the town being made in the worker (its worker ends: it is busy in wasm); the network on screen stays.
  // Returns whether one was being made.
  cancelLoad() {
    if (!this.loading) return false;
    this.loading.stop();
    return true;
  }

  // The start and goal (node ids), as a click would set them; `run` searches again when a search is shown.
  setEndpoints(start, goal) {
    this.start = start;
    this.goal = goal;
    this.renderer.setEndpoints(start, goal);
    this.#describe();
    this.drivePanel?.forget();
    this.routeDraw?.clear(); // a route drawn ran between the old ends
    if (this.compare?.rows) this.compare.compare();
    if (this.search) this.run({ animate: false });
    else if (this.routes?.shown) this.routes.find();
    this.onChange();
  }

  get request() {
    return { from: this.start, to: this.goal, algorithm: this.elements.algorithm.value, metric: this.elements.metric.value };
  }

  // Searches from start to goal with the menus' algorithm and metric and plays it (at its end with reduced
  // motion, or `animate: false`).
  // alt and ch run in the view's worker, where their preparation is: then this returns a promise, settled
  // once the search is shown (or dropped: a newer search came first).
  run({ animate = true } = {}) {
    if (!this.engine || !this.network || this.start < 0 || this.goal < 0) return undefined;
    const request = this.request;
    const ticket = ++this.searches;
    if (isPrepared(request.algorithm)) {
      return this.preparedWork('route', { ...request, trace: true }).then((result) => {
        if (result && ticket === this.searches) this.#showSearch(request, result, animate);
      }, (error) => {
        if (ticket === this.searches) this.elements.error.textContent = t('roads.searchFailed', { message: error.message });
      });
    }
    let result;
    try {
      result = this.engine.route({ ...request, trace: true });
    } catch (error) {
      this.elements.error.textContent = t('roads.searchFailed', { message: error.message });
      return undefined;
    }
    this.#showSearch(request, result, animate);
    return undefined;
  }

  // Shows a traced route search and plays it.
  #showSearch(request, result, animate) {
    this.#dropContraction();
    this.drivePanel?.forget();
    this.elements.error.textContent = result.traceComplete === false ? t('roads.traceCut') : '';
    this.routes?.clear();
    const replay = new TraceReplay(result.trace);
    // An ALT route's bounds by node (the worker asked engine.altBound at each junction reached); a CH query's
    // stalled and meeting events, which the renderer marks.
    const altBounds = result.altBounds ? new Map(result.altBounds) : null;
    const ch = request.algorithm === 'ch' ? chMarks(result.trace) : null;
    this.search = { request, result, replay, touched: touchedNodes(result.trace), altBounds, ch };
    this.renderer.setSearch({ replay, path: result.path, touched: this.search.touched, ch });
    this.#showLandmarks();
    this.#figures();
    this.onSearch(request.algorithm);
    this.#playLoaded(result.trace.stepCount, 8, animate);
  }

  // Whether roadWork runs in the worker on the network on screen.
  get offThread() {
    return Boolean(this.network && this.network.figures.nodes >= ROADS_OFF_THREAD_NODES);
  }

  // engine[call](request) for 'alternativeRoutes', 'disjointRoutes' or 'drive': at once on a small network
  // ({result}), or a promise of {result} (null when a newer request replaced it) from the view's engine worker
  // on a big one (ROADS_OFF_THREAD_NODES), which loads the same network first. Throws, or rejects, with the
  // engine's Error.
  roadWork(call, request) {
    if (!this.offThread) return { result: this.engine[call](request) };
    this.worker ??= new OffThreadEngine();
    const { key, request: networkRequest } = this.network;
    return this.worker.road(call, request, { key, request: networkRequest }).then((result) => result && { result });
  }

  // The route from S to G drawn on the map (node ids, S first): the search's, the drive's (driven, then
  // the plan ahead), or the best of K routes; null when none is drawn.
  drawnRoute() {
    if (this.search?.result.found) return Array.from(this.search.result.path);
    const replay = this.driving;
    if (replay) return [...replay.driven, ...replay.plan.slice(replay.plan[0] === replay.vehicle ? 1 : 0)];
    const routes = this.routes?.shown?.result.routes;
    return routes?.length ? Array.from(routes[0].path) : null;
  }

  // Dijkstra's route from S to G by the metric chosen, with no road blocked (what a drive plans first), or
  // null when there is none; kept until the network, the ends or the metric change.
  plainRoute() {
    if (!this.engine || !this.network || this.start < 0 || this.goal < 0) return null;
    const request = { from: this.start, to: this.goal, algorithm: 'dijkstra', metric: this.elements.metric.value };
    const key = JSON.stringify(request);
    if (this.network.plainRoute?.key !== key) {
      const result = this.engine.route(request);
      this.network.plainRoute = { key, path: result.found ? Array.from(result.path) : null };
    }
    return this.network.plainRoute.path;
  }

  // The K-routes panel takes the canvas over: the search on screen goes.
  clearSearch() {
    this.#dropContraction();
    this.drivePanel?.forget();
    this.player.unload();
    this.search = null;
    this.elements.inspector.textContent = this.inspectorPrompt;
    this.renderer.setSearch(null);
    this.#clearFigures();
  }

  // Playback, under the names the keyboard uses for every view (PlayerPlayback's): Play with nothing to play
  // searches first.
  togglePlay() {
    if (this.held) return;
    if (this.search || this.driving || this.contraction) this.player.toggle(); else this.run();
  }
  // While a question waits the reader's moves wait too (the keys, the bar, a code line, an embed's commands).
  stepForward() { if (!this.held) super.stepForward(); }
  stepBack() { if (!this.held) super.stepBack(); }
  toEnd() { if (!this.held) super.toEnd(); }
  seek(step) { if (!this.held) super.seek(step); }
  // The puzzle's own move: `step`, paused, held or not.
  showStep(step) { super.seek(step); }

  // A puzzle's question holds the view (issue 43): `reason` (its words) while it waits, null once answered or
  // left. Meanwhile what would show the answer is off, said why (roads-page.js lists it); the search's
  // figures hide its route's cost and roads.
  hold(reason) {
    this.held = reason;
    if (reason) {
      this.player.pause();
      this.heldControls.hold(this.elements.answerControls(), reason);
    } else this.heldControls.release();
    if (this.search) this.#figures();
    this.#playerState(this.player.state);
  }

  // Where node `id` is drawn, in client coordinates (tests, pointer simulation).
  nodeClientPoint(id) {
    const { x, y } = this.renderer.nodePoint(id);
    return this.renderer.camera.toClient(x, y);
  }

  // What a share link keeps of the view (web/roads/roads-view-state.js), or null when the network came from
  // a file (a link cannot carry it) or none is loaded.
  settings() { return roadsSettings(this); }

  // Puts a shared scene on screen (web/roads/roads-view-state.js): rejects with the reason it could not.
  restore(settings, step) {
    // Another scene: a question about the one before is void (its panel lets the view go).
    for (const puzzle of [this.routeDraw, this.predict, this.alternativePuzzle]) puzzle?.stop();
    return restoreRoads(this, settings, step);
  }

  // New menu and routes-form values on the same network and ends, shown at `step` (an embed's setOptions).
  reconfigure(choices, step) { reconfigureRoads(this, choices, step); }

  // What the view shows, as plain data (window.frontier.roads()).
  snapshot() { return roadsSnapshot(this); }

  // --- internals ----------------------------------------------------------------------------------

  // The inspector follows the pointer: the junction nearest it (within the pick radius) at the step shown.
  #inspectAt(clientX, clientY) {
    if (!this.network) return;
    const node = junctionAt(this, clientX, clientY);
    if (node < 0 || node === this.inspected) return;
    this.inspected = node;
    this.#describeInspected();
  }

  #describeInspected() {
    const { search, inspected } = this;
    if (!search || inspected < 0) return;
    const row = MENU_ALGORITHMS.find(({ name }) => name === search.request.algorithm);
    let text = describeRoadNode(inspected, search.replay, search.request, row.uses.includes('heuristic'), this.network?.names);
    // ALT: where the junction's h comes from, once the search has reached it.
    const bound = search.altBounds?.get(inspected);
    if (bound && search.replay.forward.state[inspected] !== CELL_STATE.unseen) text += t('narration.join') + boundSentence(bound, search.request.metric) + t('narration.join') + ALT_REDUCED_COSTS;
    // CH: a junction stalled so far.
    if (search.ch) {
      const stalled = search.ch.stalled.find((event) => event < search.replay.position && search.replay.trace.cell(event) === inspected);
      if (stalled !== undefined) text += t('narration.join') + t(search.replay.trace.lane(stalled) === LANE.backward ? 'roads.stalledBackward' : 'roads.stalledForward');
    }
    this.elements.inspector.textContent = text;
  }

  // Plays `steps` steps from the start (at their end with reduced motion or `animate` false), at a speed that
  // takes about `seconds` unless the reader chose one.
  #playLoaded(steps, seconds, animate) {
    if (!this.speedChosen) this.setSpeedIndex(speedIndexFor(steps, seconds));
    if (!animate || this.reducedMotion()) this.player.load(steps, steps);
    else {
      this.player.load(steps, 0);
      this.player.play();
    }
  }

  #seeked(step) {
    if (this.contraction) {
      this.contraction.seekStep(step);
      this.renderer.requestRender();
      this.bar.showStep(step, this.player.stepCount);
      this.#narrate(contractionWords(this.contraction));
      return;
    }
    if (this.driving) {
      this.driving.seekStep(step);
      this.drivePanel.showStep();
      this.bar.showStep(step, this.player.stepCount);
      this.#narrate(narrateDrive(this.driving));
      this.onChange(); // a link keeps a drive's step, and an embed posts it
      return;
    }
    const { search } = this;
    if (!search) return;
    search.replay.seekStep(step);
    this.renderer.requestRender();
    this.bar.showStep(step, this.player.stepCount);
    this.#narrate(preparedNarration(search, narrateRoadStep(search.replay, search.result, search.request,
      TECHNIQUE_TEXT[search.request.algorithm]?.short ?? roadAlgorithmText(search.request.algorithm).short, this.network?.names)));
    this.#setStat('settledSoFar', settledSoFar(search.replay), formatCount);
    this.#describeInspected();
    this.onChange();
  }

  #narrate(text) {
    this.narration.show(text, { playing: this.player.state === 'playing' });
  }

  #playerState(state) {
    this.bar.showPlaying(state === 'playing');
    this.bar.enable({ play: Boolean(this.engine && this.network) && !this.held, moves: state !== 'empty' && !this.held });
    this.elements.run.disabled = !this.engine || !this.network || Boolean(this.held);
    document.body.dataset.roadsState = state;
  }

  #setStat(key, value, format) {
    const element = this.elements.stats.querySelector(`[data-road-stat="${key}"]`);
    element.textContent = value === null ? '–' : format(value);
    element.dataset.value = value === null ? '' : String(value);
  }

  #figures() {
    const { result, request } = this.search;
    const found = result.found && !this.held; // a question waits: the route's figures would answer it
    this.#setStat('cost', found ? result.cost : null, (value) => formatRoadCost(value, request.metric));
    this.#setStat('routeRoads', found ? result.path.length - 1 : null, formatCount);
    this.#setStat('settled', result.expanded, formatCount);
    this.#setStat('generated', result.generated, formatCount);
    this.#setStat('micros', result.micros, formatMicros);
    this.elements.stats.dataset.found = String(result.found);
  }

  #clearFigures() {
    for (const key of ['cost', 'routeRoads', 'settled', 'settledSoFar', 'generated', 'micros']) this.#setStat(key, null, String);
  }

  #describe() {
    const { network } = this;
    if (!network) return;
    this.elements.canvas.setAttribute('aria-label',
      t('roads.describe', { source: network.label, nodes: network.figures.nodes, start: String(this.start), goal: String(this.goal) }));
  }
}
