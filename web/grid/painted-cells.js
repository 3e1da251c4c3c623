// The grid renderer's cell image (web/grid/grid-renderer.js): one pixel a cell in an ImageData, scaled up on
// the canvas without smoothing (a 1024x1024 grid costs one drawImage, not a million rectangles). It keeps which
// cells are the current step's (`nowMark`: their "this step" colours), which were painted as start and goal, the
// rectangle painted since the canvas last took the image, and takes pictures painted elsewhere (the engine
// worker's, web/grid/cell-pixels.js) in place of painting every cell.
import { HexBricks } from './cell-image.js';
import { VISUAL } from './cell-colours.js';
import { LUT, START_PIXEL, GOAL_PIXEL, stateVisual, markStep, paintCells } from './cell-pixels.js';

export class PaintedCells {
  constructor() {
    this.canvas = document.createElement('canvas'); // the image, as drawn (drawCells scales it up)
    this.context = this.canvas.getContext('2d', { alpha: false });
    this.bricks = new HexBricks(); // the cells as bricks, for hexes too small to draw one by one
    this.image = null;
    this.pixels = null; // the image's words, one a cell
    this.nowMark = null; // per cell, its "this step" visual class, or 0
    this.markedFrom = 0; // events [markedFrom, markedTo) are the current step, marked in `nowMark`
    this.markedTo = 0;
    this.paintedEnds = null; // the cells painted as start and goal
    this.dirty = null; // {x0, y0, x1, y1}: cells painted since the canvas took the image, or null
    // How the image was last made whole: 'page' (every cell painted here) or 'worker' (a picture the engine worker
    // painted, taken). The tests read it (frontier.wholePaint).
    this.wholePaint = 'page';
  }

  // A grid of width x height: a fresh image and no marks (the caller paints it).
  allocate(width, height) {
    this.canvas.width = width;
    this.canvas.height = height;
    this.image = new ImageData(width, height);
    this.pixels = new Uint32Array(this.image.data.buffer);
    this.nowMark = new Uint8Array(width * height);
    this.markedFrom = this.markedTo = 0;
  }

  // Forgets the current step's marks.
  clearMarks() {
    this.nowMark.fill(0);
    this.markedFrom = this.markedTo = 0;
  }

  // Marks the cells of `replay`'s current step (after those of the step marked before were unmarked).
  markCurrentStep(replay) {
    const [from, to] = replay.currentStepRange();
    markStep(this.nowMark, replay.trace, from, to);
    this.markedFrom = from;
    this.markedTo = to;
  }

  // Unmarks the cells of the step marked (their events in `trace`).
  unmarkStep(trace) {
    for (let i = this.markedFrom; i < this.markedTo; i++) this.nowMark[trace.cell(i)] = 0;
  }

  // Cell i's visual class in `replay` (null: the bare maze) at its position.
  visualOf(i, replay) {
    if (!replay) return VISUAL.unseen;
    if (replay.onPath[i]) return VISUAL.path;
    if (this.nowMark[i]) return this.nowMark[i];
    return stateVisual(replay, i);
  }

  // Paints cell i of `maze` as `replay` shows it.
  paint(i, maze, replay) {
    this.pixels[i] = maze.isStart(i) ? START_PIXEL : maze.isGoal(i) ? GOAL_PIXEL : LUT[this.visualOf(i, replay) * 5 + maze.cells[i]];
    const x = i % maze.width;
    const y = (i / maze.width) | 0;
    const { dirty } = this;
    if (!dirty) this.dirty = { x0: x, y0: y, x1: x + 1, y1: y + 1 };
    else {
      if (x < dirty.x0) dirty.x0 = x;
      if (y < dirty.y0) dirty.y0 = y;
      if (x >= dirty.x1) dirty.x1 = x + 1;
      if (y >= dirty.y1) dirty.y1 = y + 1;
    }
  }

  // Paints every cell of `maze` as `replay` shows it.
  paintAll(maze, replay) {
    paintCells(this.pixels, maze, replay, this.nowMark);
    this.wholePaint = 'page';
    this.paintedEnds = [maze.start.y * maze.width + maze.start.x, maze.goal.y * maze.width + maze.goal.x];
    this.dirty = { x0: 0, y0: 0, x1: maze.width, y1: maze.height };
  }

  // Start or goal moved: the cells they left and the cells they reached, not all of them (a drag of the
  // goal on 1024 x 1024 moves it every frame).
  paintEndpoints(maze, replay) {
    const now = [maze.start.y * maze.width + maze.start.x, maze.goal.y * maze.width + maze.goal.x];
    for (const i of new Set([...(this.paintedEnds ?? []), ...now])) this.paint(i, maze, replay);
    this.paintedEnds = now;
  }

  // Takes over a picture painted elsewhere, and repaints only the cells `maze` changed since it was painted on
  // (its `world`) and the start and goal. False when the picture is not of a grid this size.
  take(picture, maze, replay) {
    if (picture.pixels.length !== this.pixels.length) return false;
    this.pixels.set(picture.pixels);
    this.nowMark.set(picture.nowMark);
    this.markedFrom = picture.from;
    this.markedTo = picture.to;
    const { world } = picture;
    // A world of the maze's cells as they are (Maze.snapshot's cellsVersion) needs no pass over a million of them.
    if (world.cellsVersion === undefined || world.cellsVersion !== maze.cellsVersion) {
      for (let i = 0; i < maze.cells.length; i++) if (world.cells[i] !== maze.cells[i]) this.paint(i, maze, replay);
    }
    for (const end of [world.start, world.goal]) this.paint(end.y * maze.width + end.x, maze, replay);
    this.paintedEnds = null;
    this.paintEndpoints(maze, replay);
    this.dirty = { x0: 0, y0: 0, x1: maze.width, y1: maze.height };
    this.wholePaint = 'worker';
    return true;
  }

  // The canvas takes what was painted since it last did (and, on hexes, the bricks are told).
  flush(hex) {
    if (!this.dirty) return;
    const { x0, y0, x1, y1 } = this.dirty;
    this.context.putImageData(this.image, 0, 0, x0, y0, x1 - x0, y1 - y0);
    if (hex) this.bricks.mark(this.dirty);
    this.dirty = null;
  }
}
