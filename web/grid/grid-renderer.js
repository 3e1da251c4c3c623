// Draws the maze and the replay's state on one canvas: one pixel per cell in an ImageData, scaled up
// without smoothing (so a 1024x1024 grid costs one drawImage, not a million rectangles), then the
// vector layer on top (markers, path, F/G/H numbers, parent arrows, hover path). Where cells land on
// the canvas is the camera's business (web/view/camera.js) and the cell layout's (web/grid/cell-layout.js):
// one world unit per square cell, or per hex across its flat sides. Hexes are drawn as hexagons where they
// are a few pixels wide or more, and below that as the image's rows, each odd one half a cell right.
import { CELL, EVENT, NO_PARENT } from '../core/engine.js';
import { reasonsBetween } from '../core/jump-reasons.js';
import { formatCost } from '../view/format.js';
import { Camera } from '../view/camera.js';
import { drawLetteredDisc, outlineCell } from '../view/cell-paint.js';
import { cellLayout } from './cell-layout.js';
import { HexBricks, drawCells, drawGridLines, visibleCells } from './cell-image.js';
import { VISUAL, TERRAIN_KEYS } from './cell-colours.js';
import { LUT, START_PIXEL, GOAL_PIXEL, stateVisual, markStep, paintCells } from './cell-pixels.js';
import {
  COLOUR, HOVER_COLOUR, CANVAS_BACKGROUND, PATH_LINE_COLOUR, PUZZLE_COLOUR, CURRENT_OUTLINE_COLOUR, TEXT_COLOUR, WALL_DISTANCE_COLOUR, ARROW_COLOUR,
  LABEL_FONT, MEETING_COLOUR, STACK_COLOUR, FOCUS_COLOUR, FOCUS_EDGE_COLOUR,
} from '../view/palette.js';

// CSS px: the smallest font of F, G and H (about 10 px high), and the smallest cell where the three fit
// at that size, one a line (2 px of padding above and below three 10 px lines).
export const MIN_NUMBER_FONT = 10;
export const MIN_CELL_FOR_NUMBERS = 34;
const MIN_CELL_FOR_PAIRED_NUMBERS = 56; // CSS px: about where G and H of three digits each fit side by side
export const MIN_CELL_FOR_ARROWS = 12;
// The zoom (CSS px a world unit, the camera's scale) from which a layout's cells draw their numbers: a
// square's side of MIN_CELL_FOR_NUMBERS, a hex's wider (its figures' box is smaller than the hex).
export const numbersScale = (layout) => MIN_CELL_FOR_NUMBERS / Math.min(layout.textBox.width, layout.textBox.height);
export const MIN_CELL_FOR_TERRAIN_BORDERS = 8; // CSS px: a visited grass, sand or water cell's border
export const MIN_CELL_FOR_JUMPS = 56; // CSS px: eight distances round a cell need more room than F, G, H
// Where each of JPS+'s 8 distances sits in its cell, as a fraction of the cell: N, E, S, W, NE, SE, SW, NW
// (the table's direction order), so each number lies on the side it points to.
const JUMP_LABEL_SPOTS = [[0.5, 0.16], [0.84, 0.5], [0.5, 0.84], [0.16, 0.5], [0.84, 0.16], [0.84, 0.84], [0.16, 0.84], [0.16, 0.16]];
const MAX_CELL = 160; // CSS px: the closest zoom

// JPS's step (issue 31): each jump drawn from the jump point expanded, diagonally then straight through the
// cells it scanned, to the jump point it found; each forced neighbour that made that a jump point outlined,
// and the wall that forced it crossed. Colours no cell state or line uses.
export const JUMP_LINE_COLOUR = '#0f766e';
export const FORCED_COLOUR = '#06b6d4';

// A search that found no path shades the region it reached (issue 14 item 5): a wash and stripes of the
// dashed optimal path's blue, which no cell colour uses.
const REACHED_WASH_COLOUR = 'rgba(29, 78, 216, 0.1)';
const REACHED_STRIPE_COLOUR = 'rgba(29, 78, 216, 0.32)';
const REACHED_EDGE_COLOUR = 'rgba(29, 78, 216, 0.85)';

export class GridRenderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d', { alpha: false });
    this.cellCanvas = document.createElement('canvas');
    this.cellContext = this.cellCanvas.getContext('2d', { alpha: false });
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
    this.markedFrom = 0; // events [markedFrom, markedTo) are the current step, marked in `nowMark`
    this.paintedEnds = null; // the cells painted as start and goal
    this.markedTo = 0;
    this.frameRequest = 0;
    this.reached = null; // a search that found no path: the cells it reached, shaded (setReached)
    this.camera = new Camera(canvas, { maxScale: MAX_CELL });
    this.camera.onViewChange(() => this.requestRender());
    this.camera.onResize(() => this.render());
    this.bricks = new HexBricks(); // the cells as bricks, for hexes too small to draw one by one
  }

  // The camera's view and canvas size, read by the drawing code below.
  get view() { return this.camera.view; }
  get dpr() { return this.camera.dpr; }
  get cssWidth() { return this.camera.cssWidth; }
  get cssHeight() { return this.camera.cssHeight; }
  // Where the maze's cells sit (square or hex).
  get layout() { return cellLayout(this.maze.topology); }

  // --- data ---------------------------------------------------------------------------------------

  setMaze(maze) {
    this.maze = maze;
    this.#allocate();
    this.camera.fit();
  }

  // After the maze changed: recolour what changed ('all' may also mean a new size).
  mazeChanged(change) {
    const { maze } = this;
    if (change.kind === 'all' && (this.image?.width !== maze.width || this.image?.height !== maze.height || this.allocatedFor !== maze.topology)) {
      this.#allocate();
      this.camera.fit();
      return;
    }
    if (change.kind === 'cells') for (const i of change.indexes) this.#paint(i);
    else if (change.kind === 'endpoints') this.#paintEndpoints();
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
      this.nowMark.fill(0);
      this.markedFrom = this.markedTo = 0;
      if (this.replay) this.#markCurrentStep();
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
    this.nowMark.fill(0);
    this.markedFrom = this.markedTo = 0;
    this.sketch = this.#takePicture(picture) ? picture : null;
    if (!this.sketch) this.#paintAll();
    this.requestRender();
  }

  // Takes the picture of the replay's end if the replay stands there; false when it did not.
  #pictureTaken() {
    return Boolean(this.picture && this.picture.position === this.replay?.position && this.#takePicture(this.picture));
  }

  // Takes over a picture painted elsewhere, and repaints only the cells the maze changed since it was
  // painted on and the start and goal. False when the picture is not of a grid this size.
  #takePicture(picture) {
    const { maze } = this;
    if (picture.pixels.length !== this.pixels.length) return false;
    this.pixels.set(picture.pixels);
    this.nowMark.set(picture.nowMark);
    this.markedFrom = picture.from;
    this.markedTo = picture.to;
    const { world } = picture;
    for (let i = 0; i < maze.cells.length; i++) if (world.cells[i] !== maze.cells[i]) this.#paint(i);
    for (const end of [world.start, world.goal]) this.#paint(end.y * maze.width + end.x);
    this.paintedEnds = null;
    this.#paintEndpoints();
    this.dirty = { x0: 0, y0: 0, x1: maze.width, y1: maze.height };
    return true;
  }

  // After replay.seekEvent/seekStep: recolour the cells whose events were applied or undone, and the
  // cells of the previous and the new current step (their "this step" colours come and go).
  replayMoved(previousPosition) {
    const { replay } = this;
    if (!replay) return;
    const { trace } = replay;
    const [from, to] = replay.currentStepRange();
    const low = Math.min(this.markedFrom, from, previousPosition, replay.position);
    const high = Math.max(this.markedTo, to, previousPosition, replay.position);
    // A new IDA* iteration leaves every visited cell behind at once.
    const iterationCrossed = replay.trace.latestBefore(EVENT.iteration, 0, high) >= low;
    // At the end the worker painted (End, a scrub to the last step), its picture is a copy of a few ms, about
    // what recolouring an eighth of the cells one event at a time costs: taken from there on. Walking up to half
    // the cells' events instead (End from 60 % of a 1024 x 1024 search) cost the main thread more (issue 43).
    const toPicture = this.picture?.position === replay.position && high - low > this.nowMark.length / PICTURE_SHARE;
    if (iterationCrossed || toPicture || high - low > this.nowMark.length / 2) {
      // Cheaper to repaint every cell than to walk this many events, and cheaper still to copy the end's.
      if (!this.#pictureTaken()) {
        this.nowMark.fill(0);
        this.#markCurrentStep();
        this.#paintAll();
      }
    } else {
      for (let i = this.markedFrom; i < this.markedTo; i++) this.nowMark[trace.cell(i)] = 0;
      this.#markCurrentStep();
      for (let i = low; i < high; i++) this.#paint(trace.cell(i));
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
    if (!replay || this.markedTo <= this.markedFrom) return -1;
    const first = this.markedFrom;
    return replay.trace.kind(first) === EVENT.expanded ? replay.trace.cell(first) : -1;
  }

  #allocate() {
    const { width, height, topology } = this.maze;
    this.camera.setBounds(this.layout.bounds(width, height));
    this.allocatedFor = topology;
    this.cellCanvas.width = width;
    this.cellCanvas.height = height;
    this.image = new ImageData(width, height);
    this.pixels = new Uint32Array(this.image.data.buffer);
    this.nowMark = new Uint8Array(width * height);
    this.replay = null;
    this.picture = null;
    this.sketch = null;
    this.reached = null;
    this.markedFrom = this.markedTo = 0;
    this.#paintAll();
  }

  #markCurrentStep() {
    const [from, to] = this.replay.currentStepRange();
    markStep(this.nowMark, this.replay.trace, from, to);
    this.markedFrom = from;
    this.markedTo = to;
  }

  #visualOf(i) {
    const { replay } = this;
    if (!replay) return VISUAL.unseen;
    if (replay.onPath[i]) return VISUAL.path;
    if (this.nowMark[i]) return this.nowMark[i];
    return stateVisual(replay, i);
  }

  #pixelOf(i) {
    const { maze } = this;
    if (maze.isStart(i)) return START_PIXEL;
    if (maze.isGoal(i)) return GOAL_PIXEL;
    return LUT[this.#visualOf(i) * 5 + maze.cells[i]];
  }

  #paint(i) {
    this.pixels[i] = this.#pixelOf(i);
    const x = i % this.maze.width;
    const y = (i / this.maze.width) | 0;
    const dirty = this.dirty;
    if (!dirty) this.dirty = { x0: x, y0: y, x1: x + 1, y1: y + 1 };
    else {
      if (x < dirty.x0) dirty.x0 = x;
      if (y < dirty.y0) dirty.y0 = y;
      if (x >= dirty.x1) dirty.x1 = x + 1;
      if (y >= dirty.y1) dirty.y1 = y + 1;
    }
  }

  #paintAll() {
    const { maze } = this;
    paintCells(this.pixels, maze, this.replay, this.nowMark);
    this.paintedEnds = [maze.start.y * maze.width + maze.start.x, maze.goal.y * maze.width + maze.goal.x];
    this.dirty = { x0: 0, y0: 0, x1: maze.width, y1: maze.height };
  }

  // Start or goal moved: the cells they left and the cells they reached, not all of them (a drag of the
  // goal on 1024 x 1024 moves it every frame).
  #paintEndpoints() {
    const { maze } = this;
    const now = [maze.start.y * maze.width + maze.start.x, maze.goal.y * maze.width + maze.goal.x];
    for (const i of new Set([...(this.paintedEnds ?? []), ...now])) this.#paint(i);
    this.paintedEnds = now;
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
    const { context, view, maze, dpr } = this;
    if (this.dirty) {
      const { x0, y0, x1, y1 } = this.dirty;
      this.cellContext.putImageData(this.image, 0, 0, x0, y0, x1 - x0, y1 - y0);
      if (maze.topology === 'hex') this.bricks.mark(this.dirty);
      this.dirty = null;
    }
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
    drawCells(context, view, dpr, layout, { image: this.cellCanvas, pixels: this.pixels, width: maze.width, height: maze.height, bricks: this.bricks }, visible);
    this.numbersDrawn = null;
    if (s * dpr >= 8) drawGridLines(context, view, dpr, layout, visible);
    if (this.reached) this.#drawReached(visible);
    if (this.replay) {
      if (s >= MIN_CELL_FOR_TERRAIN_BORDERS) this.#drawTerrainBorders(visible);
      if (this.show.arrows && s >= MIN_CELL_FOR_ARROWS) this.#drawArrows(visible);
      const numbersShown = !this.jumpsShown && this.show.numbers && !this.puzzle.numbersOff && this.#numberCell() >= MIN_CELL_FOR_NUMBERS;
      if (this.jumpsShown) this.#drawJumpDistances(visible);
      else if (numbersShown) this.#drawNumbers(visible);
      this.#drawRecursionPath();
      this.#drawMeeting(numbersShown);
      if (this.jumps) this.#drawJumps();
      this.#drawOptimalPath();
      this.#drawPathLine();
      this.#drawCurrentOutline();
    }
    this.#drawPuzzle();
    this.#drawHover();
    // With numbers in the cells the discs shrink so F, G and H in the corners stay readable.
    const numbersShown = this.replay && (this.jumpsShown || (this.show.numbers && this.#numberCell() >= MIN_CELL_FOR_NUMBERS));
    const radius = numbersShown ? Math.max(6, Math.min(s * 0.36, s * 0.5 - numberSize(this.#numberCell()) - 2)) : Math.max(6, s * 0.36);
    drawLetteredDisc(context, view, maze.start, COLOUR.start, 'S', radius, this.#centreOf(maze.start.x, maze.start.y));
    drawLetteredDisc(context, view, maze.goal, COLOUR.goal, 'G', radius, this.#centreOf(maze.goal.x, maze.goal.y));
    this.#drawKeyCursor();
  }

  // --- no path (issue 14 item 5) -------------------------------------------------------------------

  // reached: per cell, non-zero where a finished search that found no path reached (the region joined
  // to the start), shaded with hatching and outlined; null: nothing shaded.
  setReached(reached) {
    const { maze } = this;
    if (!reached || reached.length !== maze.width * maze.height) {
      this.reached = null;
      this.requestRender();
      return;
    }
    const mask = this.reachedMask ?? document.createElement('canvas');
    mask.width = maze.width;
    mask.height = maze.height;
    const image = new ImageData(maze.width, maze.height);
    const pixels = new Uint32Array(image.data.buffer);
    for (let i = 0; i < reached.length; i++) if (reached[i]) pixels[i] = 0xff000000;
    mask.getContext('2d').putImageData(image, 0, 0);
    this.reachedMask = mask;
    this.reached = reached;
    this.requestRender();
  }

  // The reached cells under diagonal hatching (the mask drawn cell-sized, then the pattern kept only
  // where it is), and the region's edge where cells are big enough for a line between them.
  #drawReached({ x0, y0, x1, y1 }) {
    const { context, view, dpr, canvas, maze, reached } = this;
    const overlay = this.reachedOverlay ??= document.createElement('canvas');
    if (overlay.width !== canvas.width || overlay.height !== canvas.height) [overlay.width, overlay.height] = [canvas.width, canvas.height];
    const layer = overlay.getContext('2d');
    layer.setTransform(1, 0, 0, 1, 0, 0);
    layer.globalCompositeOperation = 'source-over';
    layer.clearRect(0, 0, overlay.width, overlay.height);
    layer.setTransform(dpr, 0, 0, dpr, 0, 0);
    layer.imageSmoothingEnabled = false;
    const s = view.scale;
    const hex = this.layout.topology === 'hex';
    drawCells(layer, view, dpr, this.layout, { image: this.reachedMask, width: maze.width }, { x0, y0, x1, y1 },
      (x, y) => reached[y * maze.width + x]);
    layer.globalCompositeOperation = 'source-in';
    layer.setTransform(1, 0, 0, 1, 0, 0);
    layer.fillStyle = this.#reachedPattern(layer);
    layer.fillRect(0, 0, overlay.width, overlay.height);
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(overlay, 0, 0);
    context.restore();
    if (s < 4 || hex) return; // (hexes: the hatching's edge shows the region; no line along it)
    // The edge: every side of a reached cell whose neighbour was not reached (or is off the grid).
    context.beginPath();
    const { width } = maze;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        if (!reached[i]) continue;
        const left = view.x + x * s;
        const top = view.y + y * s;
        if (y === 0 || !reached[i - width]) { context.moveTo(left, top); context.lineTo(left + s, top); }
        if (y === maze.height - 1 || !reached[i + width]) { context.moveTo(left, top + s); context.lineTo(left + s, top + s); }
        if (x === 0 || !reached[i - 1]) { context.moveTo(left, top); context.lineTo(left, top + s); }
        if (x === width - 1 || !reached[i + 1]) { context.moveTo(left + s, top); context.lineTo(left + s, top + s); }
      }
    }
    context.strokeStyle = REACHED_EDGE_COLOUR;
    context.lineWidth = Math.min(3, Math.max(1.5, s / 12));
    context.stroke();
  }

  // Diagonal stripes over a light wash, in device pixels (so they stay fine at every zoom).
  #reachedPattern(layer) {
    if (this.reachedPatternFor === this.dpr) return this.reachedPatternCache;
    const size = Math.round(8 * this.dpr);
    const tile = document.createElement('canvas');
    tile.width = tile.height = size;
    const paint = tile.getContext('2d');
    paint.fillStyle = REACHED_WASH_COLOUR;
    paint.fillRect(0, 0, size, size);
    paint.strokeStyle = REACHED_STRIPE_COLOUR;
    paint.lineWidth = Math.max(1, 1.5 * this.dpr);
    paint.beginPath();
    for (const offset of [-size, 0, size]) { paint.moveTo(offset, size); paint.lineTo(offset + size, 0); }
    paint.stroke();
    this.reachedPatternCache = layer.createPattern(tile, 'repeat');
    this.reachedPatternFor = this.dpr;
    return this.reachedPatternCache;
  }

  // A focus ring on the keyboard's cell, over everything (S and G too): a thick ring in the page's focus
  // colour between two dark ones, so it shows on every cell colour, and outside small cells.
  #drawKeyCursor() {
    const cell = this.keyCursor;
    if (cell < 0 || !this.maze || cell >= this.maze.cells.length) return;
    const ring = Math.max(3, Math.min(6, this.view.scale * 0.14));
    this.#strokeCell(cell, { minimum: 10, width: ring + 4, colour: FOCUS_EDGE_COLOUR, grow: ring / 2 });
    this.#strokeCell(cell, { minimum: 10, width: ring, colour: FOCUS_COLOUR, grow: ring / 2 });
  }

  // The size of a cell as its figures' thresholds and fonts see it (MIN_CELL_FOR_NUMBERS and numberSize are a
  // square's): the side of the square its figures' box is, on squares and hexes alike. (A hex's width, as it
  // was, let numbers show at 34 px, where its box holds two lines of 10 px: two-digit G and H did not fit,
  // and 53 of 137 hexes of a search were blank.)
  #numberCell() {
    return this.view.scale * Math.min(this.layout.textBox.width, this.layout.textBox.height);
  }

  #centre(cell) {
    const { width } = this.maze;
    return this.#centreOf(cell % width, (cell / width) | 0);
  }

  // A cell's centre in CSS px.
  #centreOf(x, y) {
    const [wx, wy] = this.layout.centre(x, y);
    return [this.view.x + wx * this.view.scale, this.view.y + wy * this.view.scale];
  }

  // The cell's outline (at least `minimum` CSS px across, for cells too small to see a ring in) stroked
  // `width` wide in `colour`, `grow` CSS px outside it.
  #strokeCell(cell, { minimum, width, colour, grow = 0 }) {
    const { context, view } = this;
    const s = view.scale;
    const [cx, cy] = this.#centre(cell);
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

  // A border of the terrain's own colour inside each visited grass, sand or water cell, so the terrain
  // reads the same under every search state (the fill is the state tinted by the terrain).
  #drawTerrainBorders({ x0, y0, x1, y1 }) {
    const { context, maze, view } = this;
    const s = view.scale;
    const width = Math.max(1.5, Math.min(4, s * 0.07));
    const inset = (width / 2 + 0.5 / this.dpr) / s; // inside the grid lines, in world units
    for (const code of [CELL.grass, CELL.sand, CELL.water]) {
      context.beginPath();
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = y * maze.width + x;
          if (maze.cells[i] !== code || this.#visualOf(i) === VISUAL.unseen || maze.isStart(i) || maze.isGoal(i)) continue;
          this.layout.outline(context, view, x, y, inset);
        }
      }
      context.lineWidth = width;
      context.strokeStyle = COLOUR[TERRAIN_KEYS[code]];
      context.stroke();
    }
  }

  // An arrow in each visited cell pointing at its parent, as the tutorials draw them.
  #drawArrows({ x0, y0, x1, y1 }) {
    const { context, replay, maze, view } = this;
    const s = view.scale;
    // Where numbers stack one a line (small cells), the arrow keeps to the right of the middle line, out of G's way.
    const numbers = this.show.numbers && !this.jumpsShown && this.#numberCell() >= MIN_CELL_FOR_NUMBERS;
    const compact = numbers && this.#numberCell() < MIN_CELL_FOR_PAIRED_NUMBERS;
    // On a hex with figures, the arrow sits small in the point below them.
    const below = numbers && this.layout.topology === 'hex' ? this.layout.textBox.height / 2 + (1 / Math.sqrt(3) - this.layout.textBox.height / 2) * 0.45 : 0;
    const length = below ? s * 0.09 : compact ? s * 0.16 : s * 0.3;
    const across = compact && !below ? 0.76 : 0.5; // the arrow's centre, as a fraction of the cell's width
    const head = Math.max(3, s * 0.11);
    context.beginPath();
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * maze.width + x;
        const side = replay.sideOf(i);
        const parent = side ? side.parent[i] : NO_PARENT;
        if (parent === NO_PARENT) continue;
        const [px, py] = this.#centre(parent);
        const [mx, my] = this.#centreOf(x, y);
        const norm = Math.hypot(px - mx, py - my);
        const ux = (px - mx) / norm;
        const uy = (py - my) / norm;
        const cx = mx + (across - 0.5) * s;
        const cy = my + below * s;
        const tipX = cx + ux * length;
        const tipY = cy + uy * length;
        context.moveTo(cx - ux * length * 0.35, cy - uy * length * 0.35);
        context.lineTo(tipX, tipY);
        context.moveTo(tipX - ux * head - uy * head * 0.7, tipY - uy * head + ux * head * 0.7);
        context.lineTo(tipX, tipY);
        context.lineTo(tipX - ux * head + uy * head * 0.7, tipY - uy * head - ux * head * 0.7);
      }
    }
    context.lineWidth = Math.max(1, s / 28);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = ARROW_COLOUR;
    context.stroke();
  }

  // F top-left, G bottom-left, H bottom-right: the classic tutorials' layout, each only when the
  // algorithm reads it (no H for Dijkstra, no G or F for greedy). Where G and H do not fit side by side
  // in a readable font, they stack under F (G on the left, H on the right, one line each); a figure that
  // does not fit at MIN_NUMBER_FONT either is left out rather than drawn too small to read. What was drawn
  // is kept in `numbersDrawn` (cells, figures, smallest and largest font) for the tests.
  #drawNumbers({ x0, y0, x1, y1 }) {
    const { context, replay, maze, view, keyAt, figures } = this;
    const s = view.scale;
    const cellSize = this.#numberCell();
    const baseSize = numberSize(cellSize);
    const decimals = cellSize >= 56 ? 2 : 1;
    const box = this.layout.textBox;
    const hex = this.layout.topology === 'hex';
    // A hex's box is narrow for its cell's size: a pad of one pixel, and G and H a digit apart, not one and a half.
    const pad = hex ? 1 : numberPad(cellSize);
    const gap = hex ? 1 : 1.5;
    const roomX = box.width * s - 2 * pad;
    const roomY = box.height * s - 2 * pad;
    const font = (size, bold = false) => `${bold ? 'bold ' : ''}${size}px ${LABEL_FONT}`;
    // Digits' width as a fraction of the font size (measured once a frame: fonts differ between systems).
    context.font = font(100);
    const digit = context.measureText('0123456789.').width / 1100;
    context.font = font(100, true);
    const boldDigit = context.measureText('0123456789.').width / 1100;
    const drawn = { cells: 0, figures: 0, left: 0, hidden: 0, minFont: Infinity, maxFont: 0 };
    const hidden = new Set(this.puzzle.hiddenCells);
    const put = (text, size, bold, align, baseline, x, y) => {
      context.font = font(size, bold);
      context.textAlign = align;
      context.textBaseline = baseline;
      context.fillText(text, x, y);
      drawn.figures++;
      if (size < drawn.minFont) drawn.minFont = size;
      if (size > drawn.maxFont) drawn.maxFont = size;
    };
    context.fillStyle = TEXT_COLOUR;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * maze.width + x;
        const side = replay.sideOf(i);
        if (!side) continue;
        const [cx, cy] = this.#centreOf(x, y);
        if (i === this.puzzle.hiddenCell) {
          put('?', Math.min(baseSize * 2, Math.floor(cellSize * 0.6)), true, 'center', 'middle', cx, cy);
          continue;
        }
        if (hidden.has(i)) { // a later question's cell, or one showing an answer: blank until answered
          drawn.hidden++;
          continue;
        }
        const left = cx - (box.width * s) / 2 + pad;
        const right = cx + (box.width * s) / 2 - pad;
        const top = cy - (box.height * s) / 2 + pad;
        const bottom = cy + (box.height * s) / 2 - pad;
        const g = figures.g ? formatCost(side.g[i], decimals) : '';
        const h = figures.h ? formatCost(side.h[i], decimals) : '';
        const f = figures.f && keyAt ? formatCost(keyAt(side, i), decimals) : '';
        const fWide = f ? Math.floor(roomX / (f.length * boldDigit)) : Infinity;
        // Side by side: G and H with a digit's gap between them, under F (on a hex, F centred over them).
        const rows = (f ? 1 : 0) + (g || h ? 1 : 0);
        const paired = Math.min(baseSize, Math.floor(roomY / Math.max(1, rows)), fWide,
          Math.floor(roomX / ((g.length + h.length + (g && h ? gap : 0)) * digit)));
        drawn.cells++;
        if (paired >= MIN_NUMBER_FONT) {
          if (f) put(f, paired, true, hex ? 'center' : 'left', 'top', hex ? cx : left, top);
          if (g) put(g, paired, false, 'left', 'bottom', left, bottom);
          if (h) put(h, paired, false, 'right', 'bottom', right, bottom);
          continue;
        }
        // Stacked: one figure a line, F at the top, G on the left, H on the right at the bottom.
        const lines = [f, g, h].filter(Boolean).length;
        const stacked = Math.min(baseSize, Math.floor(roomY / lines), fWide, Math.floor(roomX / (Math.max(g.length, h.length) * digit)));
        if (stacked < MIN_NUMBER_FONT) {
          drawn.left++;
          continue;
        }
        const stack = [[f, true, 'left'], [g, false, 'left'], [h, false, 'right']].filter(([text]) => text);
        stack.forEach(([text, bold, align], k) => {
          const last = k === stack.length - 1;
          const [baseline, at] = k === 0 ? ['top', top] : last ? ['bottom', bottom] : ['middle', (top + bottom) / 2];
          put(text, stacked, bold, align, baseline, align === 'left' ? left : right, at);
        });
      }
    }
    this.numbersDrawn = drawn;
  }

  // JPS+'s table, as every explanation of it draws it: in each open cell, on the side each direction
  // points to, the steps to the next jump point (dark), or to the wall ahead as a negative number or 0
  // (grey).
  #drawJumpDistances({ x0, y0, x1, y1 }) {
    const { context, view, maze, jumpDistances } = this;
    const s = view.scale;
    context.font = `${Math.max(10, Math.min(16, Math.round(s * 0.17)))}px ${LABEL_FONT}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * maze.width + x;
        if (maze.cells[i] === CELL.wall) continue;
        for (let d = 0; d < 8; d++) {
          const distance = jumpDistances[8 * i + d];
          const [u, v] = JUMP_LABEL_SPOTS[d];
          context.fillStyle = distance > 0 ? TEXT_COLOUR : WALL_DISTANCE_COLOUR;
          context.fillText(String(distance), view.x + (x + u) * s, view.y + (y + v) * s);
        }
      }
    }
  }

  // The path as a line through cell centres: readable even when cells are a pixel wide.
  #drawPathLine() {
    const { replay, context } = this;
    const { trace } = replay;
    const s = this.view.scale;
    let first = -1;
    let count = 0;
    for (let i = replay.position - 1; i >= 0 && trace.kind(i) === EVENT.path; i--) {
      first = i;
      count++;
    }
    if (count < 2) return;
    context.beginPath();
    for (let i = first; i < first + count; i++) {
      const [cx, cy] = this.#centre(trace.cell(i));
      if (i === first) context.moveTo(cx, cy);
      else context.lineTo(cx, cy);
    }
    this.#strokeLine(PATH_LINE_COLOUR);
  }

  // At the end, a cheapest path beside a dearer one found: thin and dashed, under the path found.
  #drawOptimalPath() {
    const { replay, optimalPath, context } = this;
    if (!optimalPath || optimalPath.length < 2 || replay.position < replay.trace.length) return;
    const s = this.view.scale;
    context.beginPath();
    optimalPath.forEach((cell, k) => (k ? context.lineTo(...this.#centre(cell)) : context.moveTo(...this.#centre(cell))));
    context.lineWidth = Math.max(1.5, Math.min(3, s * 0.07));
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.setLineDash([Math.max(4, s * 0.3), Math.max(3, s * 0.2)]);
    context.strokeStyle = COLOUR.optimalPath;
    context.stroke();
    context.setLineDash([]);
  }

  // IDA*'s recursion path: from the deepest node still on it back to the start.
  #drawRecursionPath() {
    const { context } = this;
    const path = this.replay.recursionPath();
    if (path.length < 2) return;
    context.beginPath();
    path.forEach((cell, k) => (k ? context.lineTo(...this.#centre(cell)) : context.moveTo(...this.#centre(cell))));
    this.#strokeLine(STACK_COLOUR, [Math.max(3, this.view.scale * 0.2), Math.max(2, this.view.scale * 0.1)]);
  }

  // A bidirectional search's best meeting so far: the edge between the two sides, ringed at both ends. With
  // F, G and H in the cells, rings and the line would cover them: both cells are outlined instead, inside the
  // figures' pad (two cells side by side in the meeting colour are the edge).
  #drawMeeting(numbersShown) {
    const meeting = this.replay.meeting();
    if (!meeting) return;
    const { context, maze } = this;
    const s = this.view.scale;
    const cells = [meeting.node, meeting.other].filter((cell) => cell >= 0);
    if (numbersShown) {
      // Just inside the cell's edge, within the figures' pad.
      const width = numberPad(this.#numberCell());
      context.lineWidth = width;
      context.strokeStyle = MEETING_COLOUR;
      for (const cell of cells) {
        context.beginPath();
        this.layout.outline(context, this.view, cell % maze.width, Math.floor(cell / maze.width), width / 2 / s);
        context.stroke();
      }
      return;
    }
    const ends = cells.map((cell) => this.#centre(cell));
    context.beginPath();
    ends.forEach(([x, y], k) => (k ? context.lineTo(x, y) : context.moveTo(x, y)));
    this.#strokeLine(MEETING_COLOUR);
    const radius = Math.max(5, s * 0.42);
    for (const [x, y] of ends) {
      context.beginPath();
      context.arc(x, y, radius, 0, Math.PI * 2);
      this.#strokeLine(MEETING_COLOUR);
    }
  }

  // JPS: the step's jumps, each from the expanded jump point through the cells it scanned (its diagonal
  // steps, then its straight ones: jump_point.h JumpLeg) to the jump point found, and the forced neighbours
  // that made those jump points, outlined, with a cross on the wall that forces each.
  #drawJumps() {
    const { context, replay, maze } = this;
    if (replay.position === 0) return;
    const { trace } = replay;
    const [from, to] = replay.currentStepRange();
    const { width } = maze;
    const s = this.view.scale;
    context.beginPath();
    for (let i = from; i < to; i++) {
      const kind = trace.kind(i);
      if ((kind !== EVENT.generated && kind !== EVENT.improved) || trace.parent(i) === NO_PARENT) continue;
      const a = trace.parent(i), b = trace.cell(i);
      const ax = a % width, ay = (a / width) | 0, bx = b % width, by = (b / width) | 0;
      const diagonal = Math.min(Math.abs(bx - ax), Math.abs(by - ay));
      const turn = (ay + diagonal * Math.sign(by - ay)) * width + ax + diagonal * Math.sign(bx - ax);
      context.moveTo(...this.#centre(a));
      context.lineTo(...this.#centre(turn));
      context.lineTo(...this.#centre(b));
    }
    this.#strokeLine(JUMP_LINE_COLOUR, [Math.max(4, s * 0.25), Math.max(3, s * 0.15)]);
    const line = Math.max(2, Math.min(6, s * 0.14));
    for (const { forced, wall } of reasonsBetween(this.jumps.reasons, from, to)) {
      outlineCell(context, this.view, forced, FORCED_COLOUR, line);
      if (wall.x < 0 || wall.y < 0 || wall.x >= width || wall.y >= maze.height) continue;
      const inset = s * 0.25;
      const x = this.view.x + wall.x * s, y = this.view.y + wall.y * s;
      context.beginPath();
      context.moveTo(x + inset, y + inset);
      context.lineTo(x + s - inset, y + s - inset);
      context.moveTo(x + s - inset, y + inset);
      context.lineTo(x + inset, y + s - inset);
      this.#strokeLine(FORCED_COLOUR);
    }
  }

  #strokeLine(colour, dash = []) {
    const { context } = this;
    context.lineWidth = Math.max(2, Math.min(8, this.view.scale * 0.16));
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.setLineDash(dash);
    context.strokeStyle = colour;
    context.stroke();
    context.setLineDash([]);
  }

  // The puzzle's layer (setPuzzleOverlay): a cheapest path dashed, the learner's path over it, rings on marks.
  #drawPuzzle() {
    const { context, puzzle } = this;
    const s = this.view.scale;
    const line = (cells) => {
      context.beginPath();
      cells.forEach((cell, k) => (k ? context.lineTo(...this.#centre(cell)) : context.moveTo(...this.#centre(cell))));
    };
    if (puzzle.bestPath.length > 1) {
      line(puzzle.bestPath);
      this.#strokeLine(COLOUR.optimalPath, [Math.max(4, s * 0.3), Math.max(3, s * 0.2)]);
    }
    if (puzzle.walk.length) {
      line(puzzle.walk.length > 1 ? puzzle.walk : [puzzle.walk[0], puzzle.walk[0]]);
      this.#strokeLine(PUZZLE_COLOUR.walk);
    }
    for (const { cell, kind } of puzzle.marks) {
      const [cx, cy] = this.#centre(cell);
      context.beginPath();
      context.arc(cx, cy, Math.max(7, s * 0.46), 0, 2 * Math.PI);
      context.lineWidth = Math.max(2.5, s * 0.09);
      context.setLineDash(kind === 'given' ? [Math.max(3, s * 0.15), Math.max(2, s * 0.1)] : []);
      context.strokeStyle = PUZZLE_COLOUR[kind];
      context.stroke();
      context.setLineDash([]);
    }
  }

  #drawCurrentOutline() {
    const cell = this.currentCell();
    if (cell < 0) return;
    this.#strokeCell(cell, { minimum: 8, width: Math.max(2, this.view.scale * 0.08), colour: CURRENT_OUTLINE_COLOUR });
  }

  // The hovered cell and the path back to the start through its parents.
  #drawHover() {
    const cell = this.hoverCell;
    if (cell < 0 || !this.maze || cell >= this.maze.cells.length) return;
    const { context, replay } = this;
    const s = this.view.scale;
    const side = replay?.sideOf(cell);
    if (side) {
      context.beginPath();
      let at = cell;
      let [cx, cy] = this.#centre(at);
      context.moveTo(cx, cy);
      for (let guard = 0; guard < side.parent.length; guard++) {
        const parent = side.parent[at];
        if (parent === NO_PARENT) break;
        [cx, cy] = this.#centre(parent);
        context.lineTo(cx, cy);
        at = parent;
      }
      context.lineWidth = Math.max(2, Math.min(6, s * 0.12));
      context.setLineDash([Math.max(4, s * 0.25), Math.max(3, s * 0.15)]);
      context.strokeStyle = HOVER_COLOUR;
      context.stroke();
      context.setLineDash([]);
    }
    this.#strokeCell(cell, { minimum: 8, width: 2, colour: HOVER_COLOUR });
  }

}

// A seek to the painted end over more events than the cells / PICTURE_SHARE copies its picture rather than
// recolour cell by cell.
const PICTURE_SHARE = 8;

const NO_PUZZLE_OVERLAY = Object.freeze({ hiddenCell: -1, hiddenCells: [], numbersOff: false, marks: [], walk: [], bestPath: [] });

// Font size in CSS px of the F, G, H numbers in a cell of `s` CSS px.
// The figures' distance from the cell's edge: whole pixels, so that at MIN_CELL_FOR_NUMBERS (34 px) the pad
// is 2 and three 10 px lines fit (at 34 * 0.06 = 2.04 px they did not: a phone's 34 px cells drew no number
// at all while the zoom hint said they would).
function numberPad(s) {
  return Math.max(2, Math.floor(s * 0.06));
}

function numberSize(s) {
  return Math.min(18, Math.max(MIN_NUMBER_FONT, Math.round(s * 0.22)));
}
