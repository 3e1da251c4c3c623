// The grid world as the explore view shows it: the maze (model), its renderer and camera, the pointer
// editor and the cell inspector, behind the small interface the explore controller drives
// (web/app/controller.js, which knows nothing of cells). Another world (a road network, a changing
// grid) is another class with the same methods; docs/STATES.md lists them.
import { runSearch, searchRequest, assembleRun, earlyRun } from '../core/run.js';
import { OffThreadEngine } from './off-thread-engine.js';
import { unmetNeedReason } from '../ui/labels.js';
import { algorithmInfo, workBoundedByBudget } from '../core/registry.js';
import { narrateStep } from './narration.js';
import { GridView } from './grid-view.js';
import { Editor } from './editor.js';
import { GridKeys } from './grid-keys.js';
import { formatCount } from '../view/format.js';
import { t, tPlain } from '../i18n/i18n.js';

// Grids of at least this many cells are searched in the engine worker (web/grid/engine-worker.js): at
// 512 x 512 a search with its replay takes longer than a frame (docs/BENCHMARKS.md, "The page"), and
// below that the direct search lands sooner than a round trip to the worker would.
export const OFF_THREAD_CELLS = 512 * 512;

// A scene is a view of the maze that can also be edited, inspected and searched.
export class GridScene extends GridView {
  // maze: the Maze to show and edit (web/grid/maze.js); canvas: where it is drawn; inspector: shows one
  // cell (Inspector in web/ui/panels.js); getTool(): the drawing tool chosen; onHistoryChange(): undo or
  // redo became (un)available; run(): Enter on the canvas (Run); announce(text): the page's status line.
  // noPathNote: the line over the canvas that says a search found no path (hidden otherwise).
  constructor({ canvas, maze, inspector, getTool, onHistoryChange, run = () => {}, announce = () => {}, noPathNote = null }) {
    super(canvas, maze);
    this.noPathNote = noPathNote;
    this.kind = 'grid';
    this.canvas = canvas;
    this.model = maze;
    this.inspector = inspector;
    this.nodeNoun = t('noun.cells'); // what a search of this world expands, in announcements
    this.listener = null; // the controller's {changed, hovered, inspected, gestureEnded}
    this.shownRun = null; // the run on screen (showRun)
    this.worker = null; // the OffThreadEngine for big grids, once needed
    this.memoryLimit = undefined; // a memory limit set before the worker started, for it to take
    this.camera = this.renderer.camera; // one world unit per cell
    // The renderer hears of a change before the controller does, so a re-run paints over fresh cells.
    maze.onChange((change) => {
      this.renderer.mazeChanged(change);
      this.listener?.changed({ whole: change.kind === 'all' });
    });
    this.editor = new Editor({
      canvas,
      renderer: this.renderer,
      maze,
      getTool,
      onHover: (cell) => this.listener?.hovered(cell),
      onInspect: (cell) => this.listener?.inspected(cell),
      onHistoryChange,
      onGestureEnd: () => this.listener?.gestureEnded(),
    });
    // The keyboard's cursor is a hover the keys move: the inspector and the path back follow it.
    this.keys = new GridKeys({
      canvas, maze, renderer: this.renderer, editor: this.editor, run, announce,
      onCursor: (cell) => this.listener?.hovered(cell),
    });
  }

  // The controller's ears: changed({whole}) after every edit (whole: the maze was replaced, not
  // edited), hovered(cell) and inspected(cell) from the pointer (-1: none), gestureEnded() when a stroke
  // or a drag of start or goal ends.
  listen(listener) {
    this.listener = listener;
  }

  // Searches the maze as it is now: a run (web/core/run.js), or the engine's Error.
  search(engine, options) {
    const refusal = this.#notOffered(options);
    if (refusal) throw refusal;
    return runSearch(engine, this.model, options, this.shownRun);
  }

  // The Error of a search the options do not offer on this maze (in the page's language), or null.
  #notOffered(options) {
    const reason = unmetNeedReason(options.algorithm, options, this.model.kindsPresent());
    return reason ? new Error(tPlain('refusal.notOffered', { reason })) : null;
  }

  // Whether a search with `options` of the maze as it is goes to the worker (searchOffThread) rather than
  // search(): on a big maze, and with an algorithm whose work only its node budget bounds (IDA* may take
  // seconds on a tiny maze; the page must not freeze for them).
  searchesOffThread(options) {
    return this.model.width * this.model.height >= OFF_THREAD_CELLS || workBoundedByBudget(options.algorithm);
  }

  // The worker's engine, started on first use (or sooner, by warm()).
  get offThreadEngine() {
    this.worker ??= new OffThreadEngine();
    if (this.memoryLimit !== undefined) this.worker.setMemoryLimit(this.memoryLimit);
    this.memoryLimit = undefined;
    return this.worker;
  }

  // Starts the worker when a search with `options` will need it, so the first search does not wait for it.
  warm(options) {
    if (this.searchesOffThread(options)) void this.offThreadEngine;
  }

  // The searches sent to the worker so far will not be shown (a newer Run, a direct search, Clear path or a
  // new maze replaced them): the worker drops them, and stops a long one (web/grid/off-thread-engine.js).
  stopOlderSearches() {
    this.worker?.stopOlderSearches();
  }

  // The engine's memory limit for the worker's searches too (window.frontier.setMemoryLimit).
  setMemoryLimit(bytes) {
    if (this.worker) this.worker.setMemoryLimit(bytes);
    else this.memoryLimit = bytes;
  }

  // search() in the worker: a promise of the run (its replay at the end with atEnd), of null when a newer
  // search replaced it before it began, or of the engine's Error. The maze may change while it runs: the
  // run keeps what it searched. onEarly(run): called with an early run (web/core/run.js earlyRun) when a
  // long search has recorded its first events; if that run is still the one shown when the search ends,
  // the run the promise gives carries its replay on (`continues` names it) and is shown with continueRun.
  searchOffThread(options, { atEnd = false, onEarly = null } = {}) {
    const refusal = this.#notOffered(options);
    if (refusal) return Promise.reject(refusal);
    const searched = this.model.snapshot();
    const before = this.shownRun;
    let early = null;
    const onEarlyTrace = onEarly && ((trace) => {
      early = earlyRun(trace, searched, options);
      onEarly(early);
    });
    return this.offThreadEngine.search(searchRequest(searched, options), options, { atEnd, onEarly: onEarlyTrace })
      .then((outcome) => {
        if (!outcome) return null;
        const continues = early && this.shownRun === early ? early : null;
        if (continues) outcome.replay = early.replay.continuedOn(outcome.trace, outcome.end);
        // The run the engine's LPA* repaired is the one shown before: an early run of this search is not it.
        const run = assembleRun(outcome, searched, options, early ? before : this.shownRun);
        run.continues = continues;
        return run;
      });
  }

  // Whether a re-run now is sketched (web/grid/off-thread-engine.js sketch: no trace, its end drawn from the
  // engine's cell states, in about half a traced search's time): while the pointer edits a grid searched in
  // the worker, with an algorithm that keeps cell states.
  sketchesRerun(options) {
    return this.searchesOffThread(options) && this.isEditing() && Boolean(algorithmInfo(options.algorithm)?.cellStates);
  }

  // A sketch of the maze as it is now, in the worker: a promise of {result, picture} (the picture's `world`
  // the maze it searched), of null when a newer search replaced it, or of the engine's Error.
  sketchOffThread(options) {
    const refusal = this.#notOffered(options);
    if (refusal) return Promise.reject(refusal);
    const searched = this.model.snapshot();
    return this.offThreadEngine.sketch(searchRequest(searched, options))
      .then((sketch) => sketch && { ...sketch, picture: { ...sketch.picture, world: searched } });
  }

  // The run on screen: an LPA* repair draws the cells the search it repaired had reached.
  showRun(run) {
    this.shownRun = run;
    super.showRun(run);
  }

  // The inspector shows `cell` (-1: its placeholder) as it stands in `run` (null: the bare maze).
  inspect(run, cell) {
    this.inspector.show(this.model, run, cell);
  }

  // Said on the canvas, not only in the panel: no path, and what the shading is.
  noPathChanged(noPath) {
    const note = this.noPathNote;
    if (!note) return;
    note.hidden = !noPath;
    if (!noPath) {
      note.textContent = '';
      return;
    }
    const values = { n: noPath.reached, count: formatCount(noPath.reached) };
    note.textContent = t(noPath.bidirectional ? 'canvas.noPathBoth' : 'canvas.noPathNote', values);
  }

  // A sentence for the canvas's label: what world is on screen.
  describe() {
    const { width, height, start, goal } = this.model;
    return t('canvas.describe', { width: String(width), height: String(height), start: `(${start.x}, ${start.y})`, goal: `(${goal.x}, ${goal.y})` });
  }

  // What the step `run` shows did, in words with its numbers, for the narration line ('' without a run).
  narrate(run) {
    // While a puzzle asks about this step's numbers or which search this is, the line would give it away.
    const stepOnly = () => t('narration.stepOnly', { step: formatCount(run.replay.step) });
    if (run?.concealed?.cell >= 0 || run?.concealed?.algorithm) return stepOnly();
    const text = narrateStep(run);
    // Cells a later numbers question asks about (or that show its answer): a sentence naming one would quote them.
    const hidden = run?.concealed?.cells ?? [];
    const { width } = this.model;
    if (hidden.some((cell) => text.includes(`(${cell % width}, ${Math.floor(cell / width)})`))) return stepOnly();
    return text;
  }

  // Is a pointer gesture changing the maze right now (a stroke, a drag of start or goal)?
  isEditing() {
    return this.editor.editing;
  }

  fit() {
    this.camera.fit();
  }

  // Draws now (the first paint, before the engine loads) or at the next frame.
  render() {
    this.renderer.render();
  }

  requestRender() {
    this.renderer.requestRender();
  }

  // The world's width over its height, for canvases that take its shape.
  get aspect() {
    return this.model.width / this.model.height;
  }

  // Listens for edits of the world (compare mode marks its columns stale).
  onChange(listener) {
    this.model.onChange(listener);
  }

  // Another view of this world on a canvas of its own, following a run of its own: compare mode's
  // columns, with numbers and without arrows.
  createView(canvas) {
    const view = new GridView(canvas, this.model);
    view.renderer.setShow({ numbers: true, arrows: false });
    return view;
  }
}
