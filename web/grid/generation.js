// Watching a maze being built: replays a generator's events (web/core/engine.js generateMaze) over an
// all-wall grid, a few cells a frame, then hands over the finished maze. The maze object is changed
// in place while it plays; the caller records the whole generation as one undo step when it ends.
import { CELL, WALL_EVENT } from '../core/engine.js';

const SECONDS = 3; // any size plays in about this long

export class GenerationAnimator {
  // onFinish(generated): the animation reached its end or was stopped; show `generated` for good.
  constructor(maze, onFinish) {
    this.maze = maze;
    this.onFinish = onFinish;
    this.generated = null;
    this.frame = 0;
    this.next = 0;
  }

  get running() { return this.generated !== null; }

  // generated: {width, height, cells, start, goal, events}.
  play(generated) {
    this.stop();
    this.generated = generated;
    this.next = 0;
    const { width, height, start, goal } = generated;
    this.maze.replace({ width, height, cells: new Uint8Array(width * height).fill(CELL.wall), start, goal });
    this.perFrame = Math.max(1, Math.ceil(generated.events.length / (60 * SECONDS)));
    this.frame = requestAnimationFrame(() => this.#tick());
  }

  // Ends the animation at once with the finished maze (also what reaching the end does).
  stop() {
    if (!this.generated) return;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    const generated = this.generated;
    this.generated = null;
    this.onFinish(generated);
  }

  #tick() {
    this.frame = 0;
    const { events } = this.generated;
    const end = Math.min(events.length, this.next + this.perFrame);
    const indexes = new Int32Array(end - this.next);
    const codes = new Uint8Array(end - this.next);
    for (let k = this.next; k < end; k++) {
      const event = events[k];
      indexes[k - this.next] = (event & ~WALL_EVENT) >>> 0;
      codes[k - this.next] = event & WALL_EVENT ? CELL.wall : CELL.floor;
    }
    this.next = end;
    this.maze.setCells(indexes, codes);
    if (end >= events.length) this.stop();
    else this.frame = requestAnimationFrame(() => this.#tick());
  }
}
