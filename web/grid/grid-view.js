// A view of the maze on one canvas: its renderer, following one run (showRun, showStep), with a cell
// and its path back marked on demand. The explore view's scene is one (web/grid/grid-scene.js, which
// adds editing and inspecting); compare mode's columns are others.
import { GridRenderer } from './grid-renderer.js';

export class GridView {
  constructor(canvas, maze) {
    this.renderer = new GridRenderer(canvas);
    this.renderer.setMaze(maze);
  }

  // The maze was replaced or resized: repaint, and refit if its size changed.
  worldChanged() {
    this.renderer.mazeChanged({ kind: 'all' });
  }

  // Shows a run at the step its replay is at, or the bare maze (null).
  showRun(run) {
    if (run) this.renderer.setReplay(run.replay, run.keyOf, { figures: run.figures, optimalPath: run.optimalPath });
    else this.renderer.setReplay(null);
    this.renderer.setJumpDistances(run?.jumpDistances ?? null);
  }

  // The shown run's replay moved from `previousPosition`: repaint now, not next frame (while playing
  // we are already inside a frame).
  showStep(previousPosition) {
    this.renderer.replayMoved(previousPosition);
    this.renderer.render();
  }

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
