// The explore view's state machine (docs/STATES.md): loading -> editing -> playing <-> paused -> finished,
// and what each input does in each state. It owns the current run and keeps the canvas, the playback
// controls and the panels in step with it; the player only counts steps.
import { Player, SPEEDS, speedLabel, speedIndexFor } from './player.js';
import { runSearch } from './run.js';
import { describeOptions } from './options.js';
import { formatCost } from './renderer.js';
import { formatCount } from './panels.js';

const OPEN_LIST_INTERVAL_MS = 150; // while playing, the open list (a sort) refreshes this often at most
const LIVE_RERUN_MS = 40; // searches slower than this wait for the end of a drag instead of every frame

export class Controller {
  constructor({ maze, renderer, optionsForm, stats, inspector, openList, controls, announce, reducedMotion }) {
    this.maze = maze;
    this.renderer = renderer;
    this.optionsForm = optionsForm;
    this.stats = stats;
    this.inspector = inspector;
    this.openList = openList;
    this.controls = controls; // {run, play, restart, stepBack, stepForward, toEnd, scrubber, stepReadout, speed, speedReadout}
    this.announce = announce;
    this.reducedMotion = reducedMotion; // () => boolean
    this.engine = null;
    this.run = null;
    this.state = 'loading';
    this.hoverCell = -1;
    this.pinnedCell = -1;
    this.speedChosen = false;
    this.rerunFrame = 0;
    this.rerunWaiting = false; // a re-run held back until the drag in progress ends
    this.lastSearchMs = 0;
    this.isDragging = () => false; // set by the wiring: is a pointer gesture editing the maze?
    this.lastOpenListUpdate = 0;
    this.openListTimer = 0;
    this.player = new Player({
      onSeek: (step) => this.#seeked(step),
      onStateChange: (state) => this.#playerState(state),
    });
    this.#setState('loading');
    maze.onChange((change) => this.#mazeChanged(change));
  }

  engineReady(engine) {
    this.engine = engine;
    this.#setState('editing');
  }

  engineFailed(error) {
    this.stats.clear('engine failed to load');
    this.announce(`The search engine could not load: ${error.message}`);
  }

  // --- inputs -------------------------------------------------------------------------------------

  // Run: search now and play from the first step (or show the end when motion is reduced).
  runSearch({ animate = !this.reducedMotion() } = {}) {
    if (!this.engine) return;
    if (!this.#compute()) return;
    const steps = this.run.trace.stepCount;
    if (!this.speedChosen) this.setSpeedIndex(speedIndexFor(steps), false);
    if (animate) {
      this.player.load(steps, 0);
      this.player.play();
      this.announce(`Running ${describeOptions(this.run.options)}: ${formatCount(steps)} steps.`);
    } else {
      this.player.load(steps, steps);
    }
  }

  togglePlay() {
    if (this.state === 'editing') this.runSearch({ animate: true });
    else this.player.toggle();
  }

  stepForward() { if (this.run) this.player.stepForward(); }
  stepBack() { if (this.run) this.player.stepBack(); }
  toStart() { if (this.run) { this.player.pause(); this.player.seek(0); } }
  toEnd() { if (this.run) this.player.toEnd(); }
  restart() { if (this.run) this.player.restart(); }

  scrubTo(step) {
    if (!this.run) return;
    this.player.pause();
    this.player.seek(step);
  }

  setSpeedIndex(index, chosenByReader = true) {
    const speed = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, index))];
    this.player.setSpeed(speed);
    this.controls.speed.value = String(SPEEDS.indexOf(speed));
    this.controls.speedReadout.textContent = speedLabel(speed);
    if (chosenByReader) this.speedChosen = true;
  }

  // Clear path: forget the search, back to the bare maze.
  clearPath() {
    this.#cancelRerun();
    this.run = null;
    this.player.unload();
    this.renderer.setReplay(null);
    this.stats.clear();
    this.openList.clear();
    this.#refreshInspector();
  }

  optionsChanged() {
    if (this.run) this.#scheduleRerun();
  }

  // The drag that held back a re-run has ended.
  gestureEnded() {
    if (this.rerunWaiting && this.run) this.#scheduleRerun();
  }

  setHover(cell) {
    this.hoverCell = cell;
    this.renderer.setHover(cell >= 0 ? cell : this.pinnedCell);
    this.#refreshInspector();
  }

  inspect(cell) {
    this.pinnedCell = cell;
    this.renderer.setHover(cell);
    this.#refreshInspector();
  }

  // --- internals ----------------------------------------------------------------------------------

  // Searches the maze as it is now; false (and the reason shown) if the engine refuses.
  #compute() {
    this.#cancelRerun();
    try {
      const began = performance.now();
      this.run = runSearch(this.engine, this.maze, this.optionsForm.values);
      this.lastSearchMs = performance.now() - began;
    } catch (error) {
      this.run = null;
      this.player.unload();
      this.renderer.setReplay(null);
      this.stats.clear(`error: ${error.message}`);
      this.announce(`The search could not run: ${error.message}`);
      return false;
    }
    this.renderer.setReplay(this.run.replay, this.run.keyOf);
    this.controls.scrubber.max = String(this.run.trace.stepCount);
    return true;
  }

  // After a run, an edit or an option change searches again at once and shows the result, as the best
  // visualizers do; the reader presses play to watch it unfold.
  #scheduleRerun() {
    if (this.rerunFrame) return;
    // On a big grid a search takes longer than a frame: while a wall is being dragged, the canvas
    // follows the pointer and the search waits for the pointer to lift.
    if (this.lastSearchMs > LIVE_RERUN_MS && this.isDragging()) {
      this.rerunWaiting = true;
      return;
    }
    this.rerunWaiting = false;
    this.rerunFrame = requestAnimationFrame(() => {
      this.rerunFrame = 0;
      if (!this.run || !this.engine) return;
      if (!this.#compute()) return;
      const steps = this.run.trace.stepCount;
      this.player.load(steps, steps);
    });
  }

  #cancelRerun() {
    if (this.rerunFrame) cancelAnimationFrame(this.rerunFrame);
    this.rerunFrame = 0;
    this.rerunWaiting = false;
  }

  #mazeChanged(change) {
    this.renderer.mazeChanged(change);
    if (change.kind === 'all') {
      this.pinnedCell = -1;
      this.hoverCell = -1;
      this.renderer.setHover(-1);
    }
    if (this.run) {
      // The old replay no longer matches this maze; until the re-run lands, show the bare maze.
      if (change.kind === 'all') this.renderer.setReplay(null);
      this.#scheduleRerun();
    }
    this.#refreshInspector();
    this.#describeCanvas();
  }

  #seeked(step) {
    const { run } = this;
    if (!run) return;
    const previous = run.replay.position;
    run.replay.seekStep(step);
    this.renderer.replayMoved(previous);
    this.renderer.render(); // now, not next frame: while playing we are already inside a frame
    this.stats.show(run, step);
    this.controls.scrubber.value = String(step);
    this.controls.stepReadout.textContent = `${formatCount(step)} / ${formatCount(run.trace.stepCount)}`;
    this.#refreshOpenList();
    this.#refreshInspector();
  }

  #refreshOpenList() {
    if (!this.run) return;
    const now = performance.now();
    const wait = OPEN_LIST_INTERVAL_MS - (now - this.lastOpenListUpdate);
    if (this.state === 'playing' && wait > 0) {
      // Keep the latest position for a refresh when the interval is up (or when playback stops).
      if (!this.openListTimer) {
        this.openListTimer = setTimeout(() => {
          this.openListTimer = 0;
          this.#refreshOpenList();
        }, wait);
      }
      return;
    }
    clearTimeout(this.openListTimer);
    this.openListTimer = 0;
    this.lastOpenListUpdate = now;
    this.openList.show(this.run);
  }

  #refreshInspector() {
    const cell = this.hoverCell >= 0 ? this.hoverCell : this.pinnedCell;
    this.inspector.show(this.maze, this.run, cell);
  }

  #playerState(playerState) {
    const state = { empty: 'editing', paused: 'paused', playing: 'playing', ended: 'finished' }[playerState];
    if (!this.engine) return;
    const was = this.state;
    this.#setState(state);
    if (state === 'paused' && was === 'playing') {
      this.announce(`Paused at step ${formatCount(this.player.step)} of ${formatCount(this.player.stepCount)}.`);
    }
    if (state === 'finished' && this.run) this.#announceResult();
    if (state !== 'playing') this.#refreshOpenList();
  }

  #announceResult() {
    const { result, options } = this.run;
    const name = describeOptions(options);
    if (result.status === 'found') {
      this.announce(`${name} found a path: ${result.length} steps, cost ${formatCost(result.cost)}, ` +
        `${formatCount(result.expanded)} cells expanded.`);
    } else {
      this.announce(`${name} found no path after expanding ${formatCount(result.expanded)} cells.`);
    }
  }

  #setState(state) {
    this.state = state;
    document.body.dataset.state = state;
    const { controls } = this;
    const hasRun = Boolean(this.run) && state !== 'editing' && state !== 'loading';
    controls.run.disabled = !this.engine;
    for (const button of [controls.restart, controls.stepBack, controls.stepForward, controls.toEnd, controls.scrubber]) {
      button.disabled = !hasRun;
    }
    controls.play.disabled = !this.engine;
    const playing = state === 'playing';
    controls.play.toggleAttribute('data-playing', playing);
    controls.play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    if (!hasRun) {
      controls.scrubber.value = '0';
      controls.scrubber.max = '0';
      controls.stepReadout.textContent = '0 / 0';
    }
    this.#describeCanvas();
  }

  #describeCanvas() {
    const { maze } = this;
    let text = `Maze, ${maze.width} by ${maze.height} cells; start at (${maze.start.x}, ${maze.start.y}), goal at (${maze.goal.x}, ${maze.goal.y}).`;
    if (this.run && this.state !== 'editing') {
      const { result } = this.run;
      text += this.state === 'finished'
        ? (result.status === 'found' ? ` Path found: ${result.length} steps.` : ' No path.')
        : ` Search at step ${this.player.step} of ${this.player.stepCount}.`;
    }
    this.renderer.canvas.setAttribute('aria-label', text);
  }
}
