// Draws the maze and the replay's state on one canvas: the cells as an image, one pixel a cell (painted-cells.js),
// scaled up without smoothing, then the vector layers on top, each in a file of its own: the terrain's borders and
// the no-path shading (overlay-layer.js), parent arrows (path-layer.js), F/G/H numbers or JPS+'s distances
// (number-layer.js), the search's lines (path-layer.js), a puzzle's marks, the hovered cell's path back, S and G,
// and the keyboard's cursor. This file holds what is shown (setters), how a replay's move repaints the cells, and
// the order of the layers. Where cells land on the canvas is the camera's business (web/view/camera.js) and the
// cell layout's (web/grid/cell-layout.js): one world unit per square cell, or per hex across its flat sides. Hexes
// are drawn as hexagons where they are a few pixels wide or more, and below that as the image's rows, each odd
// one half a cell right.
import { EVENT } from '../core/engine.js';
import { Camera } from '../view/camera.js';
import { drawLetteredDisc } from '../view/cell-paint.js';
import { COLOUR, CANVAS_BACKGROUND } from '../view/palette.js';
import { cellLayout } from './cell-layout.js';
import { drawCells, drawGridLines, visibleCells } from './cell-image.js';
import { PaintedCells } from './painted-cells.js';
import { MIN_CELL_FOR_NUMBERS, MIN_CELL_FOR_JUMPS, numberSize, drawNumbers, drawJumpDistances } from './number-layer.js';
import {
  MIN_CELL_FOR_ARROWS, drawArrows, drawPathLine, drawOptimalPath, drawRecursionPath, drawMeeting, drawJumps, drawHover,
} from './path-layer.js';
import {
  MIN_CELL_FOR_TERRAIN_BORDERS, NO_PUZZLE_OVERLAY, ReachedShade, drawTerrainBorders, drawPuzzle, drawCurrentOutline, drawKeyCursor,
} from './overlay-layer.js';

const MAX_CELL = 160; // CSS px: the closest zoom

// A seek to the painted end over more events than the cells / PICTURE_SHARE copies its picture rather than
// recolour cell by cell.
const PICTURE_SHARE = 8;

export class GridRenderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d', { alpha: false });
    this.cells = new PaintedCells();
    this.maze = null;
    this.replay = null;
    this.sketch = null; // a search's end shown without a replay (showSketch), or null
    this.picture = null; // the cells of the replay's end, painted elsewhere (setReplay), or null
    this.keyAt = null; // (side, cell) => the open list's key (registry cellKeyFunction), or null where there is none (BFS/DFS)
    this.figures = { f: true, g: true, h: true }; // which of F, G, H the algorithm reads (registry figuresUsed)
    this.optimalPath = null; // a cheapest path's cell ids, drawn at the end when the path found costs more
    this.show = { numbers: true, arrows: true, jumps: false };
    this.jumpDistances = null; // JPS+'s table (8 per cell), drawn instead of F, G, H when show.jumps
    this.jumps = null; // JPS and JPS+: {reasons} (run.jumpReasons, or null), the step's jumps drawn; else null
    this.hoverCell = -1;
    // A puzzle's layer: its hidden cell's numbers, its marks and the paths it draws (setPuzzleOverlay).
    this.puzzle = NO_PUZZLE_OVERLAY;
    this.keyCursor = -1; // the keyboard's cursor cell (web/grid/grid-keys.js), drawn while the canvas has focus
    this.frameRequest = 0;
    this.noPathShade = new ReachedShade(); // a search that found no path: the cells it reached, shaded (setReached)
    this.camera = new Camera(canvas, { maxScale: MAX_CELL });
    this.camera.onViewChange(() => this.requestRender());
    this.camera.onResize(() => this.render());
  }

  // The camera's view and canvas size, read by the drawing code (here and in the layers).
  get view() { return this.camera.view; }
  get dpr() { return this.camera.dpr; }
  get cssWidth() { return this.camera.cssWidth; }
  get cssHeight() { return this.camera.cssHeight; }
  // Where the maze's cells sit (square or hex).
  get layout() { return cellLayout(this.maze.topology); }
  // The cell image's words, one a cell (the tests compare them with a full repaint).
  get pixels() { return this.cells.pixels; }

  // --- data ---------------------------------------------------------------------------------------

  setMaze(maze) {
    this.maze = maze;
    this.#allocate();
    this.camera.fit();
  }

  // After the maze changed: recolour what changed ('all' may also mean a new size).
  mazeChanged(change) {
    const { maze } = this;
    if (change.kind === 'all' && (this.cells.image?.width !== maze.width || this.cells.image?.height !== maze.height || this.allocatedFor !== maze.topology)) {
      this.#allocate();
      this.camera.fit();
      return;
    }
    if (change.kind === 'cells') for (const i of change.indexes) this.cells.paint(i, maze, this.replay);
    else if (change.kind === 'endpoints') this.cells.paintEndpoints(maze, this.replay);
    else {
      this.sketch = null; // of the maze before
      this.#paintAll();
    }
    this.requestRender();
  }

  // replay: a TraceReplay of a search on this maze, or null for the bare maze.
  // figures: {f, g, h}, the numbers to draw in a cell; optimalPath: cell ids of a cheapest path, or null.
  // picture: the cells already painted for this replay at its end (web/grid/cell-pixels.js paintReplay),
  // with `world`, the maze it was painted on (which may have changed since), or null: taken whenever the
  // replay stands there (a re-run shown at its end, End), in place of a repaint of every cell.
  setReplay(replay, keyAt = null, { figures = { f: Boolean(keyAt), g: true, h: Boolean(keyAt) }, optimalPath = null, picture = null } = {}) {
    const fits = replay && replay.trace.width === this.maze.width && replay.trace.height === this.maze.height;
    this.replay = fits ? replay : null;
    this.sketch = null;
    this.keyAt = keyAt;
    this.figures = figures;
    this.optimalPath = fits ? optimalPath : null;
    // An LPA* repair's remembered cells are not in a picture.
    this.picture = this.replay && !this.replay.remembered ? picture : null;
    if (!this.#pictureTaken()) {
      this.cells.clearMarks();
      if (this.replay) this.cells.markCurrentStep(this.replay);
      this.#paintAll();
    }
    this.requestRender();
  }

  // The replay shown, carried over to its search's whole trace (TraceReplay.continuedOn): the same cells at
  // the same position, so nothing is repainted. A replay with remembered cells (an LPA* repair) is drawn
  // anew: the early one had none.
  continueReplay(replay, { optimalPath = null, picture = null } = {}) {
    if (replay.remembered) {
      this.setReplay(replay, this.keyAt, { figures: this.figures, optimalPath });
      return;
    }
    this.replay = replay;
    this.optimalPath = optimalPath;
    this.picture = picture;
    this.requestRender();
  }

  // A search's end painted without a replay behind it (a sketch: web/grid/cell-pixels.js paintStates, a
  // re-run while the pointer edits a big grid): no numbers, arrows or marks are drawn over it, and cells
  // edited since it was searched are drawn bare, until a run is shown.
  showSketch(picture) {
    this.replay = null;
    this.picture = null;
    this.optimalPath = null;
    this.cells.clearMarks();
    this.sketch = this.#takePicture(picture) ? picture : null;
    if (!this.sketch) this.#paintAll();
    this.requestRender();
  }

  // Takes the picture of the replay's end if the replay stands there; false when it did not.
  #pictureTaken() {
    return Boolean(this.picture && this.picture.position === this.replay?.position && this.#takePicture(this.picture));
  }

  // Takes over a picture painted elsewhere (PaintedCells.take): false when it is not of a grid this size.
  #takePicture(picture) {
    return this.cells.take(picture, this.maze, this.replay);
  }

  // After replay.seekEvent/seekStep: recolour the cells whose events were applied or undone, and the
  // cells of the previous and the new current step (their "this step" colours come and go).
  replayMoved(previousPosition) {
    const { replay } = this;
    if (!replay) return;
    const { trace } = replay;
    const [from, to] = replay.currentStepRange();
    const { cells } = this;
    const low = Math.min(cells.markedFrom, from, previousPosition, replay.position);
    const high = Math.max(cells.markedTo, to, previousPosition, replay.position);
    // A new IDA* iteration leaves every visited cell behind at once.
    const iterationCrossed = replay.trace.latestBefore(EVENT.iteration, 0, high) >= low;
    // At the end the worker painted (End, a scrub to the last step), its picture is a copy of a few ms, about
    // what recolouring an eighth of the cells one event at a time costs: taken from there on. Walking up to half
    // the cells' events instead (End from 60 % of a 1024 x 1024 search) cost the main thread more (issue 43).
    const toPicture = this.picture?.position === replay.position && high - low > cells.nowMark.length / PICTURE_SHARE;
    if (iterationCrossed || toPicture || high - low > cells.nowMark.length / 2) {
      // Cheaper to repaint every cell than to walk this many events, and cheaper still to copy the end's.
      if (!this.#pictureTaken()) {
        cells.nowMark.fill(0);
        cells.markCurrentStep(replay);
        this.#paintAll();
      }
    } else {
      cells.unmarkStep(trace);
      cells.markCurrentStep(replay);
      for (let i = low; i < high; i++) cells.paint(trace.cell(i), this.maze, replay);
    }
    this.requestRender();
  }

  // Recolours every cell and draws now: what a new run or a seek across the whole trace costs. A sketch is
  // taken again (its cells are known only as painted).
  redrawAll() {
    if (!this.maze) return;
    if (!this.sketch || !this.#takePicture(this.sketch)) this.#paintAll();
    this.render();
  }

  // JPS+'s jump distances of this maze (Engine.jumpDistances()), or null.
  setJumpDistances(distances) {
    this.jumpDistances = distances && distances.length === this.maze.width * this.maze.height * 8 ? distances : null;
    this.requestRender();
  }

  // A jump point search's run: its jumps drawn at each step, with the forced neighbours in `reasons` (run.js
  // jumpReasons; null: none known). null for other searches.
  setJumps(jumps) {
    this.jumps = jumps;
    this.requestRender();
  }

  // Are JPS+'s distances what the cells show (they take the numbers' place)?
  get jumpsShown() {
    return Boolean(this.show.jumps && this.jumpDistances && this.view.scale >= MIN_CELL_FOR_JUMPS);
  }

  setShow(show) {
    Object.assign(this.show, show);
    this.requestRender();
  }

  // overlay: {hiddenCell: a cell whose numbers are a question ("?"), hiddenCells: cells drawn without numbers (a
  // later question's, or showing an answer), numbersOff: no numbers at all (the search
  // is the question), marks: [{cell, kind: 'asked' | 'given' | 'right'}] ringed, walk: cell ids of the
  // learner's path, bestPath: cell ids of a cheapest one (dashed)}; null: none.
  setPuzzleOverlay(overlay) {
    this.puzzle = { ...NO_PUZZLE_OVERLAY, ...(overlay ?? {}) };
    this.requestRender();
  }

  setHover(cell) {
    if (cell === this.hoverCell) return;
    this.hoverCell = cell;
    this.requestRender();
  }

  setKeyCursor(cell) {
    if (cell === this.keyCursor) return;
    this.keyCursor = cell;
    this.requestRender();
  }

  // The cell being expanded at this point of the replay, or -1.
  currentCell() {
    const { replay } = this;
    if (!replay || this.cells.markedTo <= this.cells.markedFrom) return -1;
    const first = this.cells.markedFrom;
    return replay.trace.kind(first) === EVENT.expanded ? replay.trace.cell(first) : -1;
  }

  #allocate() {
    const { width, height, topology } = this.maze;
    this.camera.setBounds(this.layout.bounds(width, height));
    this.allocatedFor = topology;
    this.cells.allocate(width, height);
    this.replay = null;
    this.picture = null;
    this.sketch = null;
    this.noPathShade.set(null, this.maze);
    this.#paintAll();
  }

  #paintAll() {
    this.cells.paintAll(this.maze, this.replay);
  }

  // Cell i's visual class at the replay's position (the terrain borders ask).
  visualOf(i) {
    return this.cells.visualOf(i, this.replay);
  }

  // --- cells on screen ----------------------------------------------------------------------------

  // The cell under a pointer, as {x, y, index}, or null outside the grid.
  cellAt(clientX, clientY) {
    const point = this.camera.toWorld(clientX, clientY);
    const { x, y } = this.layout.cellAt(point.x, point.y);
    if (!this.maze.contains(x, y)) return null;
    return { x, y, index: y * this.maze.width + x };
  }

  // The cell nearest a pointer, clamped into the grid (for dragging start and goal off the edge).
  clampedCellAt(clientX, clientY) {
    const point = this.camera.toWorld(clientX, clientY);
    const cell = this.layout.cellAt(point.x, point.y);
    const x = Math.min(this.maze.width - 1, Math.max(0, cell.x));
    const y = Math.min(this.maze.height - 1, Math.max(0, cell.y));
    return { x, y, index: y * this.maze.width + x };
  }

  // Where a cell's centre is on the page (client coordinates): for tests and pointer simulation.
  cellToClient(x, y) {
    const [wx, wy] = this.layout.centre(x, y);
    return this.camera.toClient(wx, wy);
  }

  // Stops watching the canvas's size and drops a pending frame: for a canvas leaving the page.
  dispose() {
    this.camera.dispose();
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
  }

  // --- drawing ------------------------------------------------------------------------------------

  requestRender() {
    if (this.frameRequest) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.render();
    });
  }

  render() {
    if (this.frameRequest) {
      cancelAnimationFrame(this.frameRequest);
      this.frameRequest = 0;
    }
    if (!this.maze) return;
    const { context, view, maze, dpr, cells } = this;
    cells.flush(maze.topology === 'hex');
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.fillStyle = CANVAS_BACKGROUND;
    context.fillRect(0, 0, this.cssWidth, this.cssHeight);

    const s = view.scale;
    const { layout } = this;
    const visible = visibleCells(layout, view, this.cssWidth, this.cssHeight, maze.width, maze.height);
    if (!visible) return;
    // Cells bigger than a device pixel keep sharp edges. Smaller ones are averaged: sampled instead, a
    // maze's regular walls alias into large patches of one colour (a 1024x1024 maze fitted to 512 px).
    context.imageSmoothingEnabled = s * dpr < 1;
    context.imageSmoothingQuality = 'high';
    drawCells(context, view, dpr, layout, { image: cells.canvas, pixels: cells.pixels, width: maze.width, height: maze.height, bricks: cells.bricks }, visible);
    this.numbersDrawn = null;
    if (s * dpr >= 8) drawGridLines(context, view, dpr, layout, visible);
    if (this.noPathShade.reached) this.noPathShade.draw(this, visible);
    if (this.replay) {
      if (s >= MIN_CELL_FOR_TERRAIN_BORDERS) drawTerrainBorders(this, visible);
      if (this.show.arrows && s >= MIN_CELL_FOR_ARROWS) drawArrows(this, visible);
      const numbersShown = !this.jumpsShown && this.show.numbers && !this.puzzle.numbersOff && this.numberCell() >= MIN_CELL_FOR_NUMBERS;
      if (this.jumpsShown) drawJumpDistances(this, visible);
      else if (numbersShown) drawNumbers(this, visible);
      drawRecursionPath(this);
      drawMeeting(this, numbersShown);
      if (this.jumps) drawJumps(this);
      drawOptimalPath(this);
      drawPathLine(this);
      drawCurrentOutline(this);
    }
    drawPuzzle(this);
    drawHover(this);
    // With numbers in the cells the discs shrink so F, G and H in the corners stay readable.
    const numbersShown = this.replay && (this.jumpsShown || (this.show.numbers && this.numberCell() >= MIN_CELL_FOR_NUMBERS));
    const radius = numbersShown ? Math.max(6, Math.min(s * 0.36, s * 0.5 - numberSize(this.numberCell()) - 2)) : Math.max(6, s * 0.36);
    drawLetteredDisc(context, view, maze.start, COLOUR.start, 'S', radius, this.centreOf(maze.start.x, maze.start.y));
    drawLetteredDisc(context, view, maze.goal, COLOUR.goal, 'G', radius, this.centreOf(maze.goal.x, maze.goal.y));
    drawKeyCursor(this);
  }

  // No path (issue 14 item 5). reached: per cell, non-zero where a finished search that found no path reached
  // (the region joined to the start), shaded with hatching and outlined; null: nothing shaded.
  setReached(reached) {
    this.noPathShade.set(reached, this.maze);
    this.requestRender();
  }

  // --- where cells are drawn, for the layers ------------------------------------------------------------

  // The size of a cell as its figures' thresholds and fonts see it (MIN_CELL_FOR_NUMBERS and numberSize are a
  // square's): the side of the square its figures' box is, on squares and hexes alike. (A hex's width, as it
  // was, let numbers show at 34 px, where its box holds two lines of 10 px: two-digit G and H did not fit,
  // and 53 of 137 hexes of a search were blank.)
  numberCell() {
    return this.view.scale * Math.min(this.layout.textBox.width, this.layout.textBox.height);
  }

  // Cell `cell`'s centre in CSS px.
  centre(cell) {
    const { width } = this.maze;
    return this.centreOf(cell % width, (cell / width) | 0);
  }

  // A cell's centre in CSS px.
  centreOf(x, y) {
    const [wx, wy] = this.layout.centre(x, y);
    return [this.view.x + wx * this.view.scale, this.view.y + wy * this.view.scale];
  }

  // The cell's outline (at least `minimum` CSS px across, for cells too small to see a ring in) stroked
  // `width` wide in `colour`, `grow` CSS px outside it.
  strokeCell(cell, { minimum, width, colour, grow = 0 }) {
    const { context, view } = this;
    const s = view.scale;
    const [cx, cy] = this.centre(cell);
    const size = Math.max(s, minimum) + 2 * grow;
    context.lineWidth = width;
    context.strokeStyle = colour;
    if (this.layout.topology === 'square') {
      context.strokeRect(cx - size / 2, cy - size / 2, size, size);
      return;
    }
    // The hex of the cell scaled about its centre to `size` across.
    const path = new Path2D();
    const [wx, wy] = this.layout.centre(cell % this.maze.width, (cell / this.maze.width) | 0);
    const scaled = { scale: size, x: cx - wx * size, y: cy - wy * size };
    this.layout.outline(path, scaled, cell % this.maze.width, (cell / this.maze.width) | 0);
    context.stroke(path);
  }
}
