// The maze as a grid a keyboard can use (docs/STATES.md, "Keys on the maze"): with the canvas focused,
// the arrows move a cursor cell (on hexes, up and down keep the column and Shift with them reaches the
// other neighbour above or below: six moves), W, E and 1-4 paint it, S and G put the start or goal on it
// and Enter runs. Edits go through the editor's own paths, so undo, re-runs and share links follow them as they
// follow the pointer's.
import { CELL } from '../core/engine.js';
import { cellLayout } from './cell-layout.js';
import { t } from '../i18n/i18n.js';

// The keys that paint the cell under the cursor, and the code each paints.
export const PAINT_KEYS = Object.freeze({
  w: CELL.wall, e: CELL.floor, 1: CELL.floor, 2: CELL.grass, 3: CELL.sand, 4: CELL.water,
});
const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const CELL_WORDS = ['terrain.floor', 'terrain.wall', 'terrain.grass', 'terrain.sand', 'terrain.water'].map((key) => t(key)); // by CELL code
const EDGE_MARGIN = 1; // cells kept between the cursor and the canvas's edge when the view follows it

export class GridKeys {
  // canvas, maze, renderer, editor: the explore view's; onCursor(cell): the cursor is on `cell` (-1: it
  // left), as a hover is; run(): Enter's Run; announce(text): the page's polite status line.
  constructor({ canvas, maze, renderer, editor, onCursor, run, announce }) {
    this.canvas = canvas;
    this.maze = maze;
    this.renderer = renderer;
    this.editor = editor;
    this.onCursor = onCursor;
    this.run = run;
    this.announce = announce;
    this.cursor = { ...maze.start };
    this.shown = false; // is the cursor drawn (the canvas has keyboard focus)?
    canvas.tabIndex = 0;
    canvas.addEventListener('focus', () => {
      // A click focuses the canvas too; the ring is for the keyboard, so it waits for a key then.
      if (canvas.matches(':focus-visible')) this.#show();
    });
    canvas.addEventListener('blur', () => this.#hide());
    canvas.addEventListener('pointerdown', () => this.#hide());
    canvas.addEventListener('keydown', (event) => this.#key(event));
    maze.onChange((change) => {
      if (change.kind === 'all') this.#clamp();
      if (this.shown) this.renderer.setKeyCursor(this.#index());
    });
  }

  #index() {
    return this.maze.index(this.cursor.x, this.cursor.y);
  }

  // A replaced maze may be smaller: keep the cursor on it.
  #clamp() {
    this.cursor.x = Math.max(0, Math.min(this.maze.width - 1, this.cursor.x));
    this.cursor.y = Math.max(0, Math.min(this.maze.height - 1, this.cursor.y));
  }

  #show() {
    this.#clamp();
    this.shown = true;
    this.renderer.setKeyCursor(this.#index());
    this.onCursor(this.#index());
  }

  #hide() {
    if (!this.shown) return;
    this.shown = false;
    this.renderer.setKeyCursor(-1);
    this.onCursor(-1);
  }

  #key(event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    // Shift goes with up and down on hexes only (the other upper or lower neighbour).
    if (event.shiftKey && !(this.maze.topology === 'hex' && (event.key === 'ArrowUp' || event.key === 'ArrowDown'))) {
      if (MOVES[event.key]) return;
    }
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const move = MOVES[event.key];
    const paint = PAINT_KEYS[key];
    const place = key === 's' ? 'start' : key === 'g' ? 'goal' : null;
    const { picker } = this.editor;
    // A puzzle's answer on the cells: Enter (or Space) gives the cursor's cell, Backspace takes the last back.
    const picking = picker && (key === 'Enter' || key === ' ' || key === 'Backspace');
    if (!move && paint === undefined && !place && key !== 'Enter' && !picking) return; // Space, Home, End... stay the page's
    event.preventDefault();
    const wasShown = this.shown;
    if (!wasShown) this.#show();
    if (move) {
      // The first arrow after a click only shows the cursor where it is.
      if (wasShown) this.#moveBy(move[0], move[1], event.shiftKey);
      this.announce(this.#describe());
    } else if (picking) {
      const said = key === 'Backspace' ? picker.back?.() : picker.choose(this.#index());
      if (said) this.announce(said);
    } else if (picker) {
      this.announce(t('keys.puzzleWaits'));
    } else if (key === 'Enter') {
      this.run();
    } else if (!this.editor.enabled) {
      this.announce(t('keys.generating'));
    } else if (paint !== undefined) {
      const changed = this.editor.paintCells([this.#index()], paint);
      this.announce(changed ? this.#describe() : t(this.#endpointAt() === 'start' ? 'keys.startNotWall' : 'keys.goalNotWall', { where: this.#where() }));
    } else {
      const moved = this.editor.placeEndpoint(place, { ...this.cursor });
      this.announce(moved ? t(place === 'start' ? 'keys.startMoved' : 'keys.goalMoved', { where: this.#where() }) : this.#refusal(place));
    }
  }

  #moveBy(dx, dy, other) {
    const to = cellLayout(this.maze.topology).step(this.cursor.x, this.cursor.y, dx, dy, other);
    const x = Math.max(0, Math.min(this.maze.width - 1, to.x));
    const y = Math.max(0, Math.min(this.maze.height - 1, to.y));
    this.cursor = { x, y };
    this.#follow();
    this.renderer.setKeyCursor(this.#index());
    this.onCursor(this.#index());
  }

  // Pans so the cursor's cell (and a cell round it) is on the canvas, when zoomed in.
  #follow() {
    const { camera } = this.renderer;
    const { scale } = camera.view;
    const margin = EDGE_MARGIN * scale;
    const [cx, cy] = cellLayout(this.maze.topology).centre(this.cursor.x, this.cursor.y);
    const left = camera.toScreen(cx - 0.5, cy - 0.5);
    const right = camera.toScreen(cx + 0.5, cy + 0.5);
    let dx = 0;
    let dy = 0;
    if (left.x - margin < 0) dx = margin - left.x;
    else if (right.x + margin > camera.cssWidth) dx = camera.cssWidth - right.x - margin;
    if (left.y - margin < 0) dy = margin - left.y;
    else if (right.y + margin > camera.cssHeight) dy = camera.cssHeight - right.y - margin;
    if (dx || dy) camera.panBy(Math.round(dx), Math.round(dy));
  }

  #where() {
    return `(${this.cursor.x}, ${this.cursor.y})`;
  }

  #endpointAt() {
    const i = this.#index();
    return this.maze.isStart(i) ? 'start' : this.maze.isGoal(i) ? 'goal' : '';
  }

  // "(4, 2): grass, the goal", what a screen reader hears as the cursor moves or paints.
  #describe() {
    const endpoint = this.#endpointAt();
    const values = { where: this.#where(), cell: CELL_WORDS[this.maze.cells[this.#index()]] };
    return endpoint ? t(`keys.describe.${endpoint}`, values) : t('keys.describe', values);
  }

  #refusal(which) {
    const i = this.#index();
    const other = which === 'start' ? 'goal' : 'start';
    const where = this.#where();
    if (this.maze.cells[i] === CELL.wall) return t(`keys.${which}OnWall`, { where });
    if (this.#endpointAt() === other) return t(`keys.isThe.${other}`, { where });
    return t(`keys.${which}AlreadyThere`, { where });
  }
}
