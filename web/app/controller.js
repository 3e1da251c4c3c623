// The explore view's state machine (docs/STATES.md): loading -> editing (or failed) -> playing <-> paused -> finished,
// and what each input does in each state. It owns the current run and keeps the scene (the world on the
// canvas: web/grid/grid-scene.js), the playback controls and the panels in step with it; the player
// only counts steps. It knows nothing of what the world is made of: it asks the scene to search, to
// show a step, to highlight and inspect what the pointer is on, and to describe itself.
// Everything else on the page (embed, share links, keyboard) goes through the public methods below.
import { wirePlayback } from '../view/playback-bar.js';
import { describeOptions, searchProgressText, pathLengthText } from '../ui/labels.js';
import { formatCost, formatCount } from '../view/format.js';
import { t } from '../i18n/i18n.js';
import { playableSteps } from '../core/run.js';
import { PacedOpenList } from './paced-open-list.js';
import { HeldControls } from '../view/held-controls.js';

const LIVE_RERUN_MS = 40; // direct searches slower than this go to the worker while a drag goes on

// A run's name in announcements: its options in words, unless a puzzle asks which search it is.
const runName = (run) => (run.concealed?.algorithm ? t('announce.hiddenSearch') : describeOptions(run.options));

export class Controller {
  // scene: the world on the canvas (web/grid/grid-scene.js lists what a scene provides);
  // controls: the run button and the playback bar's elements (see PlaybackBar), which it wires itself;
  // narration: the line under the canvas and its live region (web/view/narration-line.js).
  // progress: the note over the canvas that long work in the worker is running (web/view/progress-note.js).
  constructor({ scene, optionsForm, stats, openList, controls, narration, announce, reducedMotion, progress = null }) {
    this.scene = scene;
    this.progress = progress;
    // Searches in the worker are numbered: one lands only if it is newer than the run shown and than the
    // last Run, clear or new world (`searchFloor`); an older one is stale and dropped.
    this.searchNumber = 0;
    this.shownNumber = 0;
    this.searchFloor = 0;
    // A Run in the worker has not landed yet: a seek or Play asked meanwhile (a link's step, an embed's
    // commands) waits for it.
    this.awaitingRun = false;
    this.seekOnLanding = null;
    this.playOnLanding = false;
    this.settledWaiters = []; // settled()'s, told when no Run awaits
    this.narration = narration;
    this.optionsForm = optionsForm;
    this.stats = stats;
    this.openList = openList;
    this.pacedOpenList = new PacedOpenList(openList, { run: () => this.run, playing: () => this.state === 'playing' });
    this.runButton = controls.run;
    // Held, Run and the bar's moves say why they are off (web/view/held-controls.js), as the Walk's and Roads'.
    this.heldControls = new HeldControls(controls.heldNote);
    this.answerControls = [controls.run, controls.play, controls.toStart, controls.stepBack, controls.stepForward, controls.toEnd, controls.scrubber];
    ({ player: this.player, bar: this.bar } = wirePlayback(this, controls, {
      seeked: (step) => this.#seeked(step),
      stateChanged: (state) => this.#playerState(state),
    }));
    this.runButton.addEventListener('click', () => this.runSearch());
    this.announce = announce;
    this.reducedMotion = reducedMotion; // () => boolean
    this.engine = null;
    this.run = null;
    this.runsShown = 0; // searches shown so far (scripts/bench-page.mjs counts the re-runs of a drag)
    this.state = 'loading';
    // What the pointer is on and what the Inspect tool pinned: ids the scene gives (-1: nothing).
    this.hoverTarget = -1;
    this.pinnedTarget = -1;
    this.speedChosen = false;
    this.rerunFrame = 0;
    this.resultUnsaid = false; // re-runs during a drag are announced once, when it ends
    this.sketch = null; // the sketch on screen in place of the run ({result, picture}), or null
    this.sketching = false; // sketches were asked for during the gesture under way
    this.lastSearchMs = 0;
    this.listeners = { update: new Set(), done: new Set(), pinned: new Set() };
    // A puzzle's question waits for its answer (web/puzzle/puzzle-page.js): the reader's playback moves and
    // Run would show or change what it asks about, so they wait too; the puzzle moves the step itself.
    this.held = false;
    // What the run on screen hides while a puzzle asks about it ({order, cell, algorithm}: see conceal()).
    this.concealed = {};
    // A walls puzzle on a big grid searches each edit itself and shows its sketch (web/puzzle/puzzle-page.js):
    // the controller's own re-runs wait, so one search runs per wall, not three (a sketch, the score, a trace).
    this.rerunsByPuzzle = false;
    this.failure = ''; // why the engine could not load, once it has failed
    this.searchFailure = ''; // why the engine refused the last search ('' when it ran)
    this.#setState('loading');
    scene.listen({
      changed: (change) => this.#sceneChanged(change),
      hovered: (target) => this.setHover(target),
      inspected: (target) => this.inspect(target),
      gestureEnded: () => this.gestureEnded(),
    });
  }

  // --- what others read ---------------------------------------------------------------------------

  // The step on screen and the number of steps of the search shown (both 0 without one).
  get step() { return this.player.step; }
  get stepCount() { return this.player.stepCount; }

  // listener({state, run, step, stepCount, atEnd}) on:
  //   'update': after every move and every change of state (run: the search shown, or null; atEnd: the
  //             step shown is its last);
  //   'done':   on reaching `finished` with a search.
  // and listener(target) on 'pinned': the Inspect tool pinned `target` (-1: the pin was lifted).
  // Returns a function that stops listening.
  on(event, listener) {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  #emit(event, run, atEnd) {
    const detail = { state: this.state, run, step: this.player.step, stepCount: this.player.stepCount, atEnd };
    for (const listener of this.listeners[event]) listener(detail);
  }

  engineReady(engine) {
    this.engine = engine;
    this.#setState('editing');
  }

  // The page stays an editor without searches; the reason stays on screen (docs/STATES.md).
  engineFailed(error) {
    this.failure = t('controller.engineFailed', { error: error.message });
    this.#setState('failed');
    this.stats.clear('engine-failed', this.failure);
    this.announce(this.failure);
  }

  // --- inputs -------------------------------------------------------------------------------------

  // Run: search now and play from the first step (or show the end when motion is reduced). atStart: show
  // step 0, paused (a preset: the learner starts it).
  runSearch({ animate = !this.reducedMotion(), atStart = false } = {}) {
    if (!this.engine || this.held) return;
    this.#cancelRerun(); // this search replaces any re-run an edit or an option change asked for
    this.optionsForm.settleTyped(); // a number still being typed is the search's, as the field shows it
    if (this.scene.searchesOffThread(this.optionsForm.values)) {
      this.#stopAwaiting();
      this.awaitingRun = true;
      // Played from its first events, before the search ends (an early run), when it plays from the start.
      this.#computeOffThread({ atEnd: !animate && !atStart, floor: true, early: animate }, (wasFinished, continued) => {
        const step = this.seekOnLanding;
        const play = this.playOnLanding;
        this.#stopAwaiting();
        if (!continued) this.#startPlaying(animate, atStart);
        if (step !== null) this.seek(step);
        if (play) this.player.play();
      });
      return;
    }
    if (!this.#compute()) return;
    this.#startPlaying(animate, atStart);
  }

  #startPlaying(animate, atStart = false) {
    const { run } = this;
    const steps = playableSteps(run);
    // An early run's steps are not all known yet: until they are (#extendPlaying), the speed is fitted to
    // the cells, as many as most searches' steps at most.
    if (!this.speedChosen) this.player.setSpeed(this.bar.fitted(run.early ? run.trace.nodeCount : steps));
    if (animate) {
      this.player.load(steps, 0, { more: run.early });
      this.player.play();
      const name = runName(run);
      this.announce(run.early ? t('announce.running', { name }) : t('announce.runningSteps', { name, n: steps, steps: formatCount(steps) }));
    } else {
      this.player.load(steps, atStart ? 0 : steps);
    }
  }

  // The early run playing grew into the whole run: play on through all its steps.
  #extendPlaying() {
    const steps = this.run.trace.stepCount;
    if (!this.speedChosen) this.player.setSpeed(this.bar.fitted(steps));
    this.player.extend(steps);
  }

  togglePlay() {
    if (this.held) return;
    if (this.state === 'editing') this.runSearch({ animate: true });
    else this.player.toggle();
  }

  // Play: from the current step (from 0 at the end); without a search, search first.
  play() {
    if (this.held) return;
    if (this.#waitingUnseen) this.playOnLanding = true;
    else if (!this.run) this.runSearch({ animate: true });
    else this.player.play();
  }

  pause() {
    this.playOnLanding = false;
    this.player.pause();
  }

  stepForward() {
    if (this.held) return;
    if (this.#waitingUnseen) this.seek((this.seekOnLanding ?? 0) + 1);
    else if (this.run) this.player.stepForward();
  }
  stepBack() { if (this.run && !this.held) this.player.stepBack(); }
  toStart() { if (this.run && !this.held) { this.player.pause(); this.player.seek(0); } }
  toEnd() {
    if (this.held) return;
    if (this.awaitingRun) this.seek(Infinity); // the end is not known before the search ends
    else if (this.run) this.player.toEnd();
  }

  // Shows `step` (clamped), paused: the scrubber, a link's step, an embed's seek.
  seek(step) {
    if (this.held) return;
    if (this.awaitingRun) {
      // The search is still running (an early run may be playing): shown once it lands.
      this.seekOnLanding = step;
      this.playOnLanding = false;
      this.player.pause();
      return;
    }
    if (!this.run) return;
    this.player.pause();
    this.player.seek(step);
  }

  // A puzzle holds the playback while its question waits (true), or lets it go (false).
  hold(held) {
    this.held = held;
    // Given back before #setState, which then turns each on or off for the run on screen.
    if (held) this.heldControls.hold(this.answerControls, t('playback.held'));
    else this.heldControls.release();
    this.#setState(this.state);
  }

  // What the run on screen (and every run shown until told otherwise) hides while a puzzle asks about it:
  // {order: true} the open list's order, {cell} a cell's numbers ({cells}: more cells' numbers, blank: a later
  // question's, or showing an answer), {algorithm: true} the search's name.
  // The panels, the narration and the announcements read it from run.concealed.
  conceal(concealed) {
    this.concealed = concealed;
    if (this.run) this.run.concealed = concealed;
    this.refresh();
  }

  // The puzzle's own move: shows `step` of the run on screen, paused, held or not.
  showPuzzleStep(step) {
    if (!this.run) return;
    this.player.pause();
    this.player.seek(step);
  }

  // Redraws the step on screen (a puzzle concealed or revealed some of it).
  refresh() {
    if (this.run) this.#seeked(this.player.step);
  }

  // Resolves once no Run waits in the worker (at once when none does): an embed says `ready` then.
  async settled() {
    while (this.awaitingRun) await new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  setSpeedIndex(index, chosenByReader = true) {
    this.player.setSpeed(this.bar.speedAt(index));
    if (chosenByReader) this.speedChosen = true;
  }

  // Forgets the reader's speed: the next Run fits the speed to its trace again (as on first load).
  fitSpeed() {
    this.speedChosen = false;
    if (this.run) this.player.setSpeed(this.bar.fitted(this.run.trace.stepCount));
  }

  // Clear path: forget the search, back to the bare world.
  clearPath() {
    this.#cancelRerun();
    this.#dropOlderSearches(); // a search still in the worker is not shown
    this.#stopAwaiting();
    this.run = null;
    this.player.unload();
    this.#show(null);
    this.stats.clear();
    this.openList.clear();
    if (this.failure) this.stats.clear('engine-failed', this.failure);
    this.#refreshInspector();
  }

  optionsChanged() {
    if (this.run) this.#scheduleRerun();
  }

  // A drag (a stroke, a move of start or goal) has ended: its re-runs' result is said now.
  gestureEnded() {
    // Its sketches give way to a traced run, which lands after the last of them.
    if (this.sketching) this.#scheduleRerun();
    this.sketching = false;
    if (this.resultUnsaid && this.run && this.state === 'finished') this.#announceResult();
    this.resultUnsaid = false;
  }

  // The pointer is over `target` (-1: nothing): the scene highlights it, or else the pinned one.
  setHover(target) {
    this.hoverTarget = target;
    this.scene.highlight(target >= 0 ? target : this.pinnedTarget);
    this.#refreshInspector();
  }

  // Pins `target` in the inspector (-1: unpins), as the Inspect tool does.
  inspect(target) {
    this.pinnedTarget = target;
    this.scene.highlight(target);
    this.#refreshInspector();
    this.#pinned(target);
  }

  #pinned(target) {
    for (const listener of this.listeners.pinned) listener(target);
  }

  // --- internals ----------------------------------------------------------------------------------

  // Searches the world as it is now; false (and the reason shown) if the engine refuses.
  #compute() {
    this.#cancelRerun();
    this.#dropOlderSearches(); // a search still in the worker is older than this one
    this.#stopAwaiting();
    try {
      const began = performance.now();
      this.run = this.scene.search(this.engine, this.optionsForm.values);
      this.lastSearchMs = performance.now() - began;
      this.searchFailure = '';
    } catch (error) {
      this.#searchFailed(error);
      return false;
    }
    this.#show(this.run);
    this.runsShown++;
    return true;
  }

  // Shows `run` (null: the bare world) in place of what was shown, a sketch included.
  #show(run) {
    this.sketch = null;
    if (run) run.concealed = this.concealed;
    this.scene.showRun(run);
  }

  // Searches in the worker asked for before now will not be shown: the worker drops them, and stops a long
  // one still running (IDA* with a big budget may run for minutes); its progress note goes with it.
  #dropOlderSearches() {
    this.searchFloor = ++this.searchNumber;
    this.scene.stopOlderSearches();
  }

  #stopAwaiting() {
    this.awaitingRun = false;
    this.seekOnLanding = null;
    this.playOnLanding = false;
    for (const resolve of this.settledWaiters.splice(0)) resolve();
  }

  // A Run is in the worker and none of it is on screen yet (no early run): what is shown is the world, or
  // the run before, which Play and Step must not move.
  get #waitingUnseen() {
    return this.awaitingRun && !this.run?.early;
  }

  #searchFailed(error) {
    this.#stopAwaiting();
    this.searchFailure = error.message;
    this.run = null;
    this.player.unload();
    this.#show(null);
    this.stats.clear('error', t('controller.searchFailedNote', { error: error.message }));
    this.openList.clear();
    this.#refreshInspector();
    this.announce(t('controller.searchFailed', { error: error.message }));
  }

  // Searches the world as it is now in the worker; when the run lands (and nothing newer has), shows it
  // and calls landed(wasFinished, continued). floor: older searches still running are dropped (a Run), else
  // they may land while this one runs (a drag shows each re-run it can). early: its first events are
  // played as an early run before it lands; `continued`: the run carried that early run on.
  #computeOffThread({ atEnd, floor, early = false }, landed) {
    if (floor) this.#dropOlderSearches();
    else ++this.searchNumber;
    const number = this.searchNumber;
    const began = performance.now();
    const handle = this.progress?.begin((seconds) => searchProgressText(this.scene.nodeNoun, seconds));
    const stale = () => number < this.searchFloor || number <= this.shownNumber;
    // A long search's first events, played while the rest is searched.
    const onEarly = early ? (run) => {
      if (stale() || !this.engine) return;
      this.run = run;
      this.searchFailure = '';
      this.#show(run);
      this.#startPlaying(true);
    } : null;
    this.scene.searchOffThread(this.optionsForm.values, { atEnd, onEarly }).then((run) => {
      if (!run || stale() || !this.engine) return;
      this.shownNumber = number;
      const wasFinished = this.state === 'finished';
      // The early run on screen carries on as this one: nothing is repainted, playing goes on.
      const continued = Boolean(run.continues) && this.run === run.continues;
      this.run = run;
      this.lastSearchMs = performance.now() - began;
      this.searchFailure = '';
      if (continued) {
        this.scene.continueRun(run);
        this.#extendPlaying();
      } else {
        this.#show(run);
      }
      this.runsShown++;
      landed(wasFinished, continued);
    }, (error) => {
      if (stale()) return;
      this.shownNumber = number;
      this.#searchFailed(error);
    }).finally(() => this.progress?.end(handle));
  }

  // After a run, an edit or an option change searches again at once and shows the result, as the best
  // visualizers do; the reader presses play to watch it unfold.
  #scheduleRerun() {
    if (this.rerunFrame || this.rerunsByPuzzle) return;
    // A direct search that takes longer than a frame would hold a drag up: during one it goes to the
    // worker too, which searches beside the drag, each search as soon as the one before it lands.
    const offThread = this.scene.searchesOffThread(this.optionsForm.values) || (this.lastSearchMs > LIVE_RERUN_MS && this.scene.isEditing());
    this.rerunFrame = requestAnimationFrame(() => {
      this.rerunFrame = 0;
      if (!this.run || !this.engine) return;
      if (this.scene.sketchesRerun(this.optionsForm.values)) {
        this.#sketchOffThread();
        return;
      }
      if (offThread) {
        // A drag shows each re-run that lands; after an option change or a single edit only the newest counts.
        this.#computeOffThread({ atEnd: true, floor: !this.scene.isEditing() }, (wasFinished) => this.#showRerun(wasFinished));
        return;
      }
      const wasFinished = this.state === 'finished';
      if (!this.#compute()) return;
      this.#showRerun(wasFinished);
    });
  }

  // While the pointer edits a big grid: the search's end without its trace (about half the time), shown in
  // place of the run until the gesture ends and a traced run replaces it (gestureEnded).
  #sketchOffThread() {
    const number = ++this.searchNumber;
    const stale = () => number < this.searchFloor || number <= this.shownNumber;
    this.sketching = true;
    this.scene.sketchOffThread(this.optionsForm.values).then((sketch) => {
      if (!sketch || stale() || !this.engine) return;
      this.shownNumber = number;
      this.sketch = sketch;
      this.scene.showSketch(sketch);
      this.runsShown++;
    }, (error) => {
      if (stale()) return;
      this.shownNumber = number;
      this.#searchFailed(error);
    });
  }

  // A re-run landed: show its end (the reader presses play to watch it).
  #showRerun(wasFinished) {
    const steps = this.run.trace.stepCount;
    if (!this.speedChosen) this.player.setSpeed(this.bar.fitted(steps));
    this.player.load(steps, steps);
    // From another state the player's move to 'ended' announces it; from 'finished' nothing else
    // would. A drag re-runs every frame: say the result once, when the pointer lifts.
    if (wasFinished) {
      if (this.scene.isEditing()) this.resultUnsaid = true;
      else this.#announceResult();
    }
  }

  #cancelRerun() {
    if (this.rerunFrame) cancelAnimationFrame(this.rerunFrame);
    this.rerunFrame = 0;
  }

  // The world was edited (whole: replaced, as by a new maze or an import; the scene has repainted it).
  #sceneChanged({ whole }) {
    if (whole) {
      if (this.pinnedTarget >= 0) this.#pinned(-1);
      this.pinnedTarget = -1;
      this.hoverTarget = -1;
      this.scene.highlight(-1);
    }
    if (whole) {
      this.#dropOlderSearches(); // a search of the world before is not shown on this one
      this.#stopAwaiting();
      this.scene.warm(this.optionsForm.values);
    }
    if (this.run) {
      // The old replay no longer matches this world; until the re-run lands, show it bare.
      if (whole) this.#show(null);
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
    this.scene.showStep(previous);
    this.stats.show(run, step);
    this.bar.showStep(step, this.player.stepCount, { more: this.player.more });
    this.narration.show(this.scene.narrate(run), { playing: this.player.state === 'playing' });
    this.pacedOpenList.refresh();
    this.#refreshInspector();
    this.#describeCanvas(); // a re-run lands here without a change of state
    this.#emit('update', run, step >= run.trace.stepCount);
  }

  #refreshInspector() {
    this.scene.inspect(this.run, this.hoverTarget >= 0 ? this.hoverTarget : this.pinnedTarget);
  }

  #playerState(playerState) {
    const state = { empty: 'editing', paused: 'paused', playing: 'playing', ended: 'finished' }[playerState];
    if (!this.engine) return;
    const was = this.state;
    this.#setState(state);
    if (state === 'paused' && was === 'playing') {
      this.announce(t('announce.paused', { step: formatCount(this.player.step), of: formatCount(this.player.stepCount) }));
    }
    if (state === 'finished' && this.run) this.#announceResult();
    if (state !== 'playing') {
      this.pacedOpenList.refresh();
    } else if (was !== 'playing') {
      this.pacedOpenList.restart();
    }
  }

  #announceResult() {
    const { result, options } = this.run;
    const words = runName(this.run);
    const name = words[0].toUpperCase() + words.slice(1);
    if (result.status === 'found') {
      const length = pathLengthText(options.algorithm, result.length);
      this.announce(t('announce.found', { name, length, cost: formatCost(result.cost), expanded: formatCount(result.expanded), nodes: this.scene.nodeNoun }));
    } else this.announce(t('announce.noPath', { name, expanded: formatCount(result.expanded), nodes: this.scene.nodeNoun }));
  }

  #setState(state) {
    const was = this.state;
    this.state = state;
    document.body.dataset.state = state;
    const hasRun = Boolean(this.run) && state !== 'editing' && state !== 'loading';
    this.runButton.disabled = !this.engine || this.held;
    this.bar.enable({ play: Boolean(this.engine) && !this.held, moves: hasRun && !this.held });
    this.bar.showPlaying(state === 'playing');
    if (!hasRun) {
      this.bar.showStep(0, 0);
      this.narration.clear();
    }
    this.#describeCanvas();
    this.#emit('update', hasRun ? this.run : null, state === 'finished');
    if (state === 'finished' && was !== 'finished' && this.run) this.#emit('done', this.run, true);
  }

  #describeCanvas() {
    let text = this.scene.describe();
    if (this.run && this.state !== 'editing') {
      const { result } = this.run;
      text += this.state === 'finished'
        ? (result.status === 'found' ? t('canvas.pathFound', { length: pathLengthText(this.run.options.algorithm, result.length), cost: formatCost(result.cost) }) : t('canvas.noPath'))
        : t('canvas.searchAt', { step: String(this.player.step), of: String(this.player.stepCount) });
    }
    this.scene.canvas.setAttribute('aria-label', text);
  }
}
