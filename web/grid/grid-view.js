// A view of the maze on one canvas: its renderer, following one run (showRun, showStep), with a cell
// and its path back marked on demand. The explore view's scene is one (web/grid/grid-scene.js, which
// adds editing and inspecting); compare mode's columns are others.
import { CELL_STATE } from '../core/engine.js';
import { GridRenderer } from './grid-renderer.js';
import { algorithmInfo } from '../core/registry.js';

// What the renderer draws of a jump point search's steps (GridRenderer.setJumps), or null for other runs.
const jumpsOf = (run) => (run && algorithmInfo(run.options.algorithm)?.family === 'jump-point' ? { reasons: run.jumpReasons } : null);

export class GridView {
  constructor(canvas, maze) {
    this.renderer = new GridRenderer(canvas);
    this.renderer.setMaze(maze);
    this.shownRun = null;
    this.noPath = null; // {reached}: the run shown ended with no path and is at its end; else null
  }

  // The maze was replaced or resized: repaint, and refit if its size changed.
  worldChanged() {
    this.renderer.mazeChanged({ kind: 'all' });
  }

  // Shows a run at the step its replay is at, or the bare maze (null).
  showRun(run) {
    this.shownRun = run;
    if (run) this.renderer.setReplay(run.replay, run.keyAt, { figures: run.figures, optimalPath: run.optimalPath, picture: run.picture });
    else this.renderer.setReplay(null);
    this.renderer.setJumpDistances(run?.jumpDistances ?? null);
    this.renderer.setJumps(jumpsOf(run));
    this.#followNoPath();
  }

  // The run shown grew into `run`, the same search with its whole trace (its replay carried over): nothing
  // on screen changes until the replay moves.
  continueRun(run) {
    this.shownRun = run;
    this.renderer.continueReplay(run.replay, { optimalPath: run.optimalPath, picture: run.picture });
    this.renderer.setJumpDistances(run.jumpDistances ?? null);
    this.renderer.setJumps(jumpsOf(run));
    this.#followNoPath();
  }

  // A search's end without its trace (a sketch: {result, picture}), shown in place of a run until one is.
  showSketch(sketch) {
    this.shownRun = null;
    this.renderer.showSketch(sketch.picture);
    this.renderer.setJumpDistances(null);
    this.renderer.setJumps(null);
    this.#followNoPath();
  }

  // The shown run's replay moved from `previousPosition`: repaint now, not next frame (while playing
  // we are already inside a frame).
  showStep(previousPosition) {
    this.#followNoPath();
    this.renderer.replayMoved(previousPosition);
    this.renderer.render();
  }

  // At the last step of a search that found no path, the cells it reached are shaded: every cell joined
  // to the start (a bidirectional search's two sides, one of which ran out). noPathChanged() hears of it.
  #followNoPath() {
    const run = this.shownRun;
    const atEnd = Boolean(run && run.result.status === 'no-path' && run.replay.position >= run.trace.length);
    if (atEnd === Boolean(this.noPath) && (!atEnd || this.noPath.run === run)) return;
    if (atEnd) {
      const { replay } = run;
      const reached = new Uint8Array(replay.state.length);
      let count = 0;
      for (let i = 0; i < reached.length; i++) {
        if (replay.state[i] !== CELL_STATE.unseen || replay.scanned[i] || (replay.backward && replay.backward.state[i] !== CELL_STATE.unseen)) {
          reached[i] = 1;
          count++;
        }
      }
      this.noPath = { run, reached: count, bidirectional: Boolean(replay.backward) };
      this.renderer.setReached(reached);
    } else {
      this.noPath = null;
      this.renderer.setReached(null);
    }
    this.noPathChanged(this.noPath);
  }

  // Hook: the no-path shading came or went ({reached, bidirectional} or null).
  noPathChanged() {}

  // The cell under a pointer (-1: none).
  nodeAt(clientX, clientY) {
    return this.renderer.cellAt(clientX, clientY)?.index ?? -1;
  }

  // Marks a cell and its path back to the start (-1: none).
  highlight(cell) {
    this.renderer.setHover(cell);
  }

  dispose() {
    this.renderer.dispose();
  }
}
