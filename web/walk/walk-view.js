// The Walk view (issue 12): an agent walks the explore view's maze from S to G knowing only what it has
// sensed, replanning with D* Lite or repeated A*; the reader plays, steps and scrubs the whole walk, and
// draws or erases walls while it walks (changes that take effect at the next move). It owns the walk's
// options, its replay, its playback, its narration, its figures and the table of replans.
import { speedIndexFor, DEFAULT_SPEED_INDEX } from '../view/player.js';
import { wirePlayback } from '../view/playback-bar.js';
import { CELL } from '../core/engine.js';
import { WALKERS } from '../core/registry.js';
import { walkerText } from '../ui/labels.js';
import { formatCost, formatCount, formatMicros } from '../view/format.js';
import { WalkReplay } from './walk-replay.js';
import { WalkRenderer } from './walk-renderer.js';
import { narrateWalk } from './walk-narration.js';
import { NarrationLine } from '../view/narration-line.js';
import { ProgressNote } from '../view/progress-note.js';
import { OffThreadEngine } from '../grid/off-thread-engine.js';
import { walkReasonText } from './walk-narration.js';
import { PlansTable } from './plans-table.js';
import { t } from '../i18n/i18n.js';
import { HeldControls } from '../view/held-controls.js';

// What a walk may cost the page: the A* from scratch beside it stops after this many expansions (a big maze
// makes tens of thousands of replans), and the trace after this many events (64 MB, and about as much
// again for the replay's undo data).
const FROM_SCRATCH_BUDGET = 4_000_000;
const TRACE_LIMIT = 1 << 22;
// Grids of at least this many cells are walked in a worker. A walk replans thousands of times: on a 511 x 511
// maze D* Lite's took 1-3 s and repeated A*'s 10 s on the main thread, where a search of the same maze takes
// well under a second (the explore view's threshold, web/grid/grid-scene.js OFF_THREAD_CELLS, is 512 x 512).
const WALK_OFF_THREAD_CELLS = 128 * 128;

export class WalkView {
  // maze: the explore view's Maze (the world at move 0); getOptions(): the explore options (movement,
  // diagonal, costs, terrainCosts); elements: the view's controls (see index.html's #walk-view).
  // onChange(): the walk's settings or its step changed (the share link follows).
  constructor({ maze, getOptions, elements, announce, reducedMotion, onChange = () => {} }) {
    this.maze = maze;
    this.onChange = onChange;
    this.getOptions = getOptions;
    this.elements = elements;
    this.announce = announce;
    this.reducedMotion = reducedMotion;
    this.engine = null;
    this.active = false;
    this.stale = true; // the maze or an option changed since the walk was made
    this.walk = null; // engine.navigate's result
    this.replay = null;
    this.changes = []; // [{beforeMove, cells: [{x, y, code}]}]: the reader's edits and nothing else
    // Walks of big grids go to a worker of their own (a maze of 511 x 511 took 1-3 s with D* Lite and 10 s
    // with repeated A* on the main thread): numbered, only the newest is shown; `landing` is its promise.
    this.worker = null;
    this.walkNumber = 0;
    this.landing = null;
    this.pendingStep = null; // the step to show the walk at when it lands (a link's, or a seek meanwhile)
    this.progress = new ProgressNote(elements.progress);
    this.speedChosen = false;
    this.narration = new NarrationLine(elements.narration, elements.live);
    this.plans = new PlansTable(elements.replans);
    this.renderer = new WalkRenderer(elements.canvas);
    // The other planner's walk on the same world and changes, when shown beside: {renderer, walk, replay}.
    this.other = null;
    // A puzzle's question on the walk (web/walk/walk-predict-panel.js): a click on a cell answers it (picker),
    // and the playback waits (held) until it is answered.
    this.picker = null;
    this.held = false;
    this.heldControls = new HeldControls(elements.heldNote);
    ({ player: this.player, bar: this.bar } = wirePlayback(this, elements, {
      seeked: (step) => this.#seeked(step),
      stateChanged: (state) => this.#playerState(state),
    }));
    this.setSpeedIndex(DEFAULT_SPEED_INDEX);
    this.#buildWalkerMenu();
    maze.onChange(() => {
      this.stale = true;
      if (this.active) this.run();
    });
    const { run, algorithm, radius, everything, truth, clearChanges, fit, replans, compare } = elements;
    run.addEventListener('click', () => this.run());
    compare.addEventListener('change', () => this.#showOther(compare.checked));
    for (const input of [algorithm, radius, everything]) input.addEventListener('change', () => this.run());
    everything.addEventListener('change', () => { radius.disabled = everything.checked; });
    truth.addEventListener('change', () => {
      for (const renderer of this.#renderers()) renderer.setShowTruth(truth.checked);
      this.onChange();
    });
    clearChanges.addEventListener('click', () => {
      this.changes = [];
      this.run();
    });
    fit.addEventListener('click', () => {
      for (const renderer of this.#renderers()) renderer.camera.fit();
    });
    replans.addEventListener('click', (event) => {
      const row = event.target.closest('tr[data-plan]');
      if (row) this.seekPlan(Number(row.dataset.plan));
    });
    this.#listenToPointer();
  }

  setEngine(engine) {
    this.engine = engine;
    if (this.active) this.run();
  }

  // The explore options (moves, costs, terrain) changed: the next visit walks again.
  optionsChanged() {
    this.stale = true;
  }

  activate() {
    this.active = true;
    if (this.stale || !this.walk) this.run();
    else this.renderer.requestRender();
  }

  deactivate() {
    this.active = false;
    this.player.pause();
    this.predict?.stop(); // another view: its question would hold this one's playback
  }

  // The options of the walk on screen, as engine.navigate takes them.
  get request() {
    const { width, height, cells, start, goal, topology } = this.maze.snapshot();
    const { movement, diagonal, costs, terrainCosts } = this.getOptions();
    const { algorithm, radius, everything } = this.elements;
    return {
      width, height, cells, start, goal, topology, movement, diagonal, costs, terrainCosts,
      algorithm: algorithm.value,
      sensorRadius: everything.checked ? Infinity : Math.max(1, Math.min(20, Math.round(Number(radius.value)) || 1)),
      changes: this.changes.map((change) => ({ beforeMove: change.beforeMove, cells: [...change.cells] })),
    };
  }

  // Walks the maze as it is, from the start (or, `fromEvent`, shows the new walk at that event: an edit
  // mid-walk changes nothing before it; `step`: shows it at that step, paused). A big grid's walk lands later.
  run({ fromEvent = null, step = null } = {}) {
    if (!this.engine) return;
    const request = this.request;
    if (request.sensorRadius !== Infinity) this.elements.radius.value = String(request.sensorRadius); // as walked
    const number = ++this.walkNumber;
    this.pendingStep = step;
    this.worker?.stopOlderSearches();
    const walked = this.#navigate({
      ...request, trace: true, fromScratch: true, fromScratchBudget: FROM_SCRATCH_BUDGET, traceLimit: TRACE_LIMIT,
    });
    if (walked.walk) {
      this.#show(walked.walk, request, fromEvent);
      return;
    }
    if (walked.error) {
      this.#fail(walked.error.message);
      return;
    }
    const handle = this.progress.begin((seconds) => t('walk.walking', { seconds: seconds.toFixed(1) }));
    const landing = walked.landing.then((walk) => {
      if (walk && number === this.walkNumber) this.#show(walk, request, fromEvent);
    }, (error) => {
      if (number === this.walkNumber) this.#fail(error.message);
    }).finally(() => {
      this.progress.end(handle);
      if (this.landing === landing) this.landing = null;
    });
    this.landing = landing;
  }

  // Resolves once no walk is in the worker (at once when none is): an embed says `ready` then.
  async settled() {
    while (this.landing) await this.landing;
  }

  // engine.navigate(request): {walk} made here and now, {error}, or on a big grid {landing}, the worker's
  // promise of the walk (null when a newer one replaced it).
  #navigate(request) {
    if (request.width * request.height >= WALK_OFF_THREAD_CELLS) {
      this.worker ??= new OffThreadEngine();
      return { landing: this.worker.navigate(request) };
    }
    try {
      return { walk: this.engine.navigate(request) };
    } catch (error) {
      return { error };
    }
  }

  // Shows `walk`, walked on `request` (see run() for fromEvent), at the step asked for meanwhile if any.
  #show(walk, request, fromEvent) {
    this.predict?.stop(); // a question about the walk before is void
    const step = this.pendingStep;
    this.pendingStep = null;
    this.stale = false;
    this.walk = walk;
    this.replay = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
    this.renderer.setWorld(request);
    this.renderer.setReplay(this.replay);
    this.renderer.setChanges(this.#changedCells());
    this.elements.error.textContent = walk.traceComplete ? ''
      : t('walk.traceCut', { events: TRACE_LIMIT });
    this.plans.show(walk, this.replay);
    this.#figures();
    if (this.other) this.#walkOther(request);
    const steps = walk.trace.stepCount;
    if (!this.speedChosen) this.setSpeedIndex(speedIndexFor(steps, 20));
    if (step !== null) {
      this.player.load(steps, Math.min(step, steps));
    } else if (fromEvent !== null) {
      const wasPlaying = this.player.state === 'playing';
      this.player.load(steps, fromEvent === 0 ? 0 : walk.trace.stepOfEvent(fromEvent - 1));
      if (wasPlaying) this.player.play();
    } else if (this.reducedMotion()) {
      this.player.load(steps, steps);
    } else {
      this.player.load(steps, 0);
      this.player.play();
    }
  }

  // Playback, under the names the keyboard uses for every view.
  togglePlay() {
    if (this.held) return;
    if (this.walk) this.player.toggle(); else if (!this.landing) this.run();
  }
  pause() { this.player.pause(); }
  stepForward() {
    if (this.held) return;
    if (this.landing) this.seek((this.pendingStep ?? 0) + 1);
    else this.player.stepForward();
  }
  stepBack() { if (!this.held) this.player.stepBack(); }
  toEnd() { if (!this.held) this.player.toEnd(); }
  toStart() { this.seek(0); }
  // Holds the playback while a puzzle's question waits (true), or lets it go. Held, Run and the menus that walk
  // again are off too (a new walk would play past the question), each saying why (web/view/held-controls.js).
  hold(held) {
    this.held = held;
    if (held) {
      this.player.pause();
      this.heldControls.hold(this.elements.answerControls(), t('walk.held'));
    } else this.heldControls.release();
    this.#playerState(this.player.state);
  }
  // The puzzle's own move: `step`, paused, held or not.
  showStep(step) {
    this.player.pause();
    this.player.seek(step);
  }
  // Shows `step` (clamped), paused; while a walk is in the worker, once it lands.
  seek(step) {
    if (this.held) return;
    this.player.pause();
    if (this.landing) this.pendingStep = step;
    else this.player.seek(step);
  }
  setSpeedIndex(index) { this.player.setSpeed(this.bar.speedAt(index)); }

  // Shows plan `number` (1-based) finished: its events applied, the agent not yet moved on.
  seekPlan(number) {
    if (!this.replay || !(number >= 1 && number <= this.replay.planCount)) return;
    const next = number < this.replay.planCount ? this.replay.planStart(number + 1) : this.walk.trace.length;
    const [, pathEnd] = this.replay.planPaths[number - 1];
    this.seek(this.walk.trace.stepOfEvent(Math.max(0, Math.min(next, pathEnd) - 1)));
  }

  // What a share link keeps of the walk (web/share/share-codec.js, the walk scene): the planner, the
  // sensor radius, the view's checkboxes and the reader's changes.
  settings() {
    const { algorithm, sensorRadius, changes } = this.request;
    return { algorithm, sensorRadius, showTruth: this.elements.truth.checked, compare: this.elements.compare.checked, changes };
  }

  // Puts a shared walk on screen at `step` (null: played from the start, as a fresh walk is).
  restore({ algorithm, sensorRadius, showTruth, compare, changes }, step) {
    const { elements } = this;
    elements.algorithm.value = algorithm;
    elements.everything.checked = sensorRadius === Infinity;
    elements.radius.disabled = elements.everything.checked;
    if (sensorRadius !== Infinity) elements.radius.value = String(sensorRadius);
    elements.truth.checked = showTruth;
    this.changes = changes.map((change) => ({ beforeMove: change.beforeMove, cells: [...change.cells] }));
    if (elements.compare.checked !== compare) {
      elements.compare.checked = compare;
      this.#showOther(compare);
    }
    for (const renderer of this.#renderers()) renderer.setShowTruth(showTruth);
    this.run({ step });
  }

  // What the view shows, as plain data (window.frontier.walk()).
  snapshot() {
    const { replay, walk } = this;
    if (!walk) return null;
    const { trace, ...result } = walk;
    return {
      state: this.player.state, step: this.player.step, stepCount: this.player.stepCount,
      agent: { x: replay.agent % replay.width, y: Math.floor(replay.agent / replay.width) },
      move: replay.moveIndex, plan: replay.plan, narration: this.elements.narration.textContent,
      changes: this.request.changes, result,
      other: this.other?.replay ? {
        algorithm: this.other.replay.algorithm, move: this.other.replay.moveIndex, plan: this.other.replay.plan,
        caption: this.elements.otherCaption.textContent, result: { ...this.other.walk, trace: undefined },
      } : null,
    };
  }

  // --- internals ----------------------------------------------------------------------------------

  #buildWalkerMenu() {
    const { algorithm } = this.elements;
    algorithm.replaceChildren(...WALKERS.map((name) => new Option(walkerText(name).label, name)));
  }

  #fail(message) {
    this.pendingStep = null;
    this.walk = null;
    this.replay = null;
    this.player.unload();
    this.renderer.setReplay(null);
    this.renderer.setWorld(this.maze.snapshot());
    this.elements.error.textContent = t('walk.failed', { message });
    this.narration.clear();
    this.announce(t('walk.failedSaid', { message }));
  }

  #seeked(step) {
    const { replay } = this;
    if (!replay) return;
    replay.seekStep(step);
    this.renderer.requestRender();
    this.bar.showStep(step, this.player.stepCount);
    this.narration.show(narrateWalk(replay, this.walk, walkerText(replay.algorithm)), { playing: this.player.state === 'playing' });
    this.plans.markPlan(this.replay, this.player.state === 'playing');
    this.elements.canvas.setAttribute('aria-label', this.#describe());
    if (this.other?.replay) this.#followOther();
    this.onChange();
  }

  #renderers() {
    return this.other ? [this.renderer, this.other.renderer] : [this.renderer];
  }

  // Shows (or hides) the other planner's walk beside this one.
  #showOther(show) {
    const { otherPane, otherCanvas, caption } = this.elements;
    otherPane.hidden = !show;
    caption.hidden = !show;
    if (!show) {
      this.other?.renderer.dispose();
      this.other = null;
      return;
    }
    this.other = { renderer: new WalkRenderer(otherCanvas), walk: null, replay: null };
    this.other.renderer.setShowTruth(this.elements.truth.checked);
    if (this.walk) {
      this.#walkOther(this.request);
      this.#followOther();
    }
  }

  #walkOther(request) {
    const algorithm = WALKERS.find((name) => name !== request.algorithm);
    const { other } = this;
    const walked = this.#navigate({ ...request, algorithm, trace: true, traceLimit: TRACE_LIMIT });
    if (walked.landing) {
      // Walked in the worker after this view's walk; shown if nothing newer was asked for meanwhile.
      const number = this.walkNumber;
      other.walk = other.replay = null;
      this.elements.otherCaption.textContent = t('walk.otherWalking', { planner: walkerText(algorithm).short });
      walked.landing.then((walk) => {
        if (!walk || number !== this.walkNumber || this.other !== other) return;
        this.#placeOther(other, walk, request, algorithm);
        this.#followOther();
      }, (error) => {
        if (number === this.walkNumber && this.other === other) this.#otherFailed(other, algorithm, error);
      });
      return;
    }
    if (walked.error) this.#otherFailed(other, algorithm, walked.error);
    else this.#placeOther(other, walked.walk, request, algorithm);
  }

  #otherFailed(other, algorithm, error) {
    other.walk = null;
    other.replay = null;
    this.elements.otherCaption.textContent = t('walk.otherFailed', { planner: walkerText(algorithm).short, message: error.message });
  }

  #placeOther(other, walk, request, algorithm) {
    other.walk = walk;
    other.replay = new WalkReplay(other.walk.trace, { ...request, algorithm, moves: other.walk.moves, reached: other.walk.reached });
    other.renderer.setWorld(request);
    other.renderer.setReplay(other.replay);
    other.renderer.setChanges(this.#changedCells());
  }

  // The other walk at the same move as this one, its plan for that move made (its end once this one has
  // ended), and both captions.
  #followOther() {
    const { replay, other } = this;
    if (!replay || !other?.replay) return; // the other walk is still in the worker
    const ended = replay.position === replay.trace.length;
    other.replay.seekEvent(ended ? other.replay.trace.length : other.replay.moveStepEvent(replay.moveIndex));
    other.renderer.requestRender();
    this.elements.caption.textContent = this.#progress(this.walk, replay);
    this.elements.otherCaption.textContent = this.#progress(other.walk, other.replay);
  }

  // "D* Lite: move 12, plan 3, 140 expanded so far" for a caption.
  #progress(walk, replay) {
    let expanded = 0;
    for (let k = 0; k < replay.plan; k++) expanded += walk.replans[k].expanded;
    return t('walk.caption', { planner: walkerText(replay.algorithm).short, move: replay.moveIndex, plan: replay.plan, expanded });
  }

  #playerState(state) {
    this.bar.showPlaying(state === 'playing');
    this.bar.enable({ play: Boolean(this.engine) && !this.held, moves: state !== 'empty' && !this.held });
    this.elements.run.disabled = this.held;
    document.body.dataset.walkState = state;
    if (state !== 'playing') this.plans.markPlan(this.replay, this.player.state === 'playing');
  }

  // The cells any change touches (drawn ringed).
  #changedCells() {
    const { width } = this.maze;
    return this.changes.flatMap((change) => change.cells.map(({ x, y }) => y * width + x));
  }

  // The reader draws (or erases) a wall: it takes effect before the agent's next move.
  #edit(cell, code) {
    const { replay } = this;
    const move = replay ? replay.moveIndex : 0;
    const { width } = this.maze;
    const at = replay ? replay.agent : this.maze.start.y * width + this.maze.start.x;
    const { goal } = this.maze;
    if (cell.index === at || (cell.x === goal.x && cell.y === goal.y)) {
      this.elements.error.textContent = t('walk.wallRefused');
      return false;
    }
    let change = this.changes.find((entry) => entry.beforeMove === move);
    if (!change) {
      change = { beforeMove: move, cells: [] };
      this.changes.push(change);
    }
    change.cells = change.cells.filter((entry) => entry.x !== cell.x || entry.y !== cell.y);
    change.cells.push({ x: cell.x, y: cell.y, code });
    return true;
  }

  #listenToPointer() {
    const { canvas } = this.elements;
    let stroke = null; // {code, move, cells: Set}: one drag of the wall or erase tool
    let pan = null;
    canvas.addEventListener('pointerdown', (event) => {
      if (!this.engine) return;
      if (this.picker && event.button === 0) {
        const cell = this.renderer.cellAt(event.clientX, event.clientY);
        if (cell) this.picker(cell.index);
        return;
      }
      const tool = this.elements.tool();
      if (tool === 'pan' || event.button === 1) {
        pan = { x: event.clientX, y: event.clientY };
      } else if (event.button === 0) {
        const cell = this.renderer.cellAt(event.clientX, event.clientY);
        if (!cell) return;
        const truth = this.replay ? this.replay.truth[cell.index] : this.maze.cells[cell.index];
        const code = tool === 'erase' || truth === CELL.wall ? CELL.floor : CELL.wall;
        this.player.pause();
        stroke = { code, cells: new Set() };
        if (this.#edit(cell, code)) stroke.cells.add(cell.index);
        this.renderer.setChanges(this.#changedCells());
      }
      canvas.setPointerCapture(event.pointerId);
    });
    canvas.addEventListener('pointermove', (event) => {
      if (pan) {
        this.renderer.camera.panBy(event.clientX - pan.x, event.clientY - pan.y);
        pan = { x: event.clientX, y: event.clientY };
      } else if (stroke) {
        const cell = this.renderer.cellAt(event.clientX, event.clientY);
        if (!cell || stroke.cells.has(cell.index)) return;
        if (this.#edit(cell, stroke.code)) stroke.cells.add(cell.index);
        this.renderer.setChanges(this.#changedCells());
      }
    });
    const end = () => {
      pan = null;
      if (!stroke) return;
      const edited = stroke.cells.size > 0;
      stroke = null;
      if (!edited) return;
      // The walk up to this move stays as it was: show the new one from the start of this move.
      const move = this.replay ? this.replay.moveIndex : 0;
      const from = this.replay ? this.replay.moveStart(move) : 0;
      this.run({ fromEvent: from });
      this.announce(t('walk.wallsChanged', { move: String(move) }));
    };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    canvas.addEventListener('wheel', (event) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      this.renderer.camera.zoomAt(event.clientX - rect.left, event.clientY - rect.top, event.deltaY < 0 ? 1.25 : 0.8);
    }, { passive: false });
  }

  // The walk's figures: how it ended, and what its plans cost against A* from scratch.
  #figures() {
    const { walk } = this;
    const compared = walk.replans.filter((plan) => plan.fromScratch);
    const scratch = compared.reduce((sum, plan) => sum + plan.fromScratch.expanded, 0);
    const dstar = compared.reduce((sum, plan) => sum + plan.expanded, 0);
    const plannerMicros = walk.replans.reduce((sum, plan) => sum + plan.micros, 0);
    const set = (key, text) => { this.elements.stats.querySelector(`[data-walk-stat="${key}"]`).textContent = text; };
    set('status', walk.reached ? t('walk.status.reached') : walkReasonText(walk.reason));
    set('moves', formatCount(walk.moves.length - 1));
    set('cost', formatCost(walk.cost));
    set('replans', formatCount(walk.replans.length));
    set('expanded', formatCount(walk.expanded));
    const figures = scratch ? t('walk.scratchRatio', { count: scratch, ratio: (dstar / scratch).toFixed(2) }) : formatCount(scratch);
    set('scratch', compared.length < walk.replans.length ? t('walk.scratchPart', { figures, plans: compared.length }) : figures);
    set('time', formatMicros(plannerMicros));
  }

  #describe() {
    const { replay, walk } = this;
    const { width, height } = replay;
    const at = replay.agent;
    return t('walk.describe', {
      width, height, cell: `(${at % width}, ${Math.floor(at / width)})`, move: String(replay.moveIndex), moves: String(walk.moves.length - 1),
      plan: String(replay.plan), plans: String(walk.replans.length), // as the canvas's label always wrote them: ungrouped
    });
  }
}
