// The explore view's state machine (docs/STATES.md): loading -> editing (or failed) -> playing <-> paused -> finished,
// and what each input does in each state. It owns the current run and keeps the canvas, the playback
// controls and the panels in step with it; the player only counts steps.
import { Player, speedIndexFor } from '../view/player.js';
import { PlaybackBar } from '../view/playback-bar.js';
import { runSearch } from '../core/run.js';
import { describeOptions } from '../ui/options.js';
import { formatCost, formatCount } from '../ui/format.js';

// The open list (a sort of the whole frontier) refreshes this often at most while playing or scrubbing;
// the latest position is shown when the interval is up.
const OPEN_LIST_INTERVAL_MS = 150;
const LIVE_RERUN_MS = 40; // searches slower than this wait for the end of a drag instead of every frame

export class Controller {
  // controls: the run button and the playback bar's elements (see PlaybackBar), which it wires itself.
  constructor({ maze, renderer, optionsForm, stats, inspector, openList, controls, announce, reducedMotion }) {
    this.maze = maze;
    this.renderer = renderer;
    this.optionsForm = optionsForm;
    this.stats = stats;
    this.inspector = inspector;
    this.openList = openList;
    this.runButton = controls.run;
    this.bar = new PlaybackBar(controls, {
      togglePlay: () => this.togglePlay(),
      restart: () => this.restart(),
      stepBack: () => this.stepBack(),
      stepForward: () => this.stepForward(),
      toEnd: () => this.toEnd(),
      scrubTo: (step) => this.scrubTo(step),
      chooseSpeed: (index) => this.setSpeedIndex(index),
    });
    this.runButton.addEventListener('click', () => this.runSearch());
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
    this.resultUnsaid = false; // re-runs during a drag are announced once, when it ends
    this.lastSearchMs = 0;
    this.isDragging = () => false; // set by the wiring: is a pointer gesture editing the maze?
    this.onUpdate = null; // set by the wiring: (run, atEnd) after every move and change of state
    this.failure = ''; // why the engine could not load, once it has failed
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

  // The page stays a maze editor without searches; the reason stays on screen (docs/STATES.md).
  engineFailed(error) {
    this.failure = `The search engine could not load: ${error.message}`;
    this.#setState('failed');
    this.stats.clear('engine failed to load', this.failure);
    this.announce(this.failure);
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
    this.player.setSpeed(this.bar.speedAt(index));
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
    if (this.failure) this.stats.clear('engine failed to load', this.failure);
    this.#refreshInspector();
  }

  optionsChanged() {
    if (this.run) this.#scheduleRerun();
  }

  // The drag that held back a re-run has ended.
  gestureEnded() {
    if (this.rerunWaiting && this.run) this.#scheduleRerun();
    else if (this.resultUnsaid && this.run && this.state === 'finished') this.#announceResult();
    this.resultUnsaid = false;
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
      const wasFinished = this.state === 'finished';
      if (!this.#compute()) return;
      const steps = this.run.trace.stepCount;
      this.player.load(steps, steps);
      // From another state the player's move to 'ended' announces it; from 'finished' nothing else
      // would. A drag re-runs every frame: say the result once, when the pointer lifts.
      if (wasFinished) {
        if (this.isDragging()) this.resultUnsaid = true;
        else this.#announceResult();
      }
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
    this.bar.showStep(step, run.trace.stepCount);
    this.#refreshOpenList();
    this.#refreshInspector();
    this.#describeCanvas(); // a re-run lands here without a change of state
    this.onUpdate?.(run, step >= run.trace.stepCount);
  }

  #refreshOpenList() {
    if (!this.run) return;
    const now = performance.now();
    const wait = OPEN_LIST_INTERVAL_MS - (now - this.lastOpenListUpdate);
    if (wait > 0) {
      // Keep the latest position for a refresh when the interval is up.
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
    const hasRun = Boolean(this.run) && state !== 'editing' && state !== 'loading';
    this.runButton.disabled = !this.engine;
    this.bar.enable({ play: Boolean(this.engine), moves: hasRun });
    this.bar.showPlaying(state === 'playing');
    if (!hasRun) this.bar.showStep(0, 0);
    this.#describeCanvas();
    this.onUpdate?.(hasRun ? this.run : null, state === 'finished');
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
