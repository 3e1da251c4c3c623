// Draws a walk (web/walk/walk-replay.js) on one canvas: what the agent believes where it has sensed, fog
// over the rest (the true map under it when asked), the planner's cells coloured by what it did to them
// (D* Lite: consistent, over- or under-consistent; repeated A*: the current plan's closed and open cells),
// then on top the plan, the trail, the agent, start and goal, the changes to the world, and g and rhs in
// the cells when they are big enough. One pixel per cell in an ImageData, as the explore view's cells are (web/grid/painted-cells.js).
import { CELL } from '../core/engine.js';
import { Camera } from '../view/camera.js';
import { rgb, packed, mix, drawLetteredDisc } from '../view/cell-paint.js';
import { formatCost } from '../view/format.js';
import {
  COLOUR, WALK_COLOUR, CANVAS_BACKGROUND, CURRENT_OUTLINE_COLOUR, TEXT_COLOUR, LABEL_FONT,
} from '../view/palette.js';
import { PLAN_STATE } from './walk-replay.js';
import { cellLayout } from '../grid/cell-layout.js';
import { HexBricks, drawCells, drawGridLines, visibleCells } from '../grid/cell-image.js';

export const MIN_CELL_FOR_WALK_NUMBERS = 30; // CSS px: g and rhs on two lines
// The figures' font size and their pad from the cell's edge (whole pixels), at cells of `s` CSS px.
function numberLayout(s) {
  return { size: Math.max(10, Math.min(16, Math.round(s * 0.24))), pad: Math.max(2, Math.floor(s * 0.06)) };
}
const MAX_CELL = 160;
const TERRAIN_KEYS = ['floor', 'wall', 'grass', 'sand', 'water']; // by cell code
const FOG_SHARE = 0.6; // how much fog covers an unsensed cell
const EARLIER_SHARE = 0.3; // a cell an earlier plan touched (D* Lite keeps its numbers)
const CURRENT_SHARE = 0.75; // a cell the plan on screen touched


// Every colour a cell can take, packed, at LUT[(overlay * 2 + fogged) * 5 + code]: its terrain, mixed with
// what the planner did to it (OVERLAY below; weaker when an earlier plan did it) and with fog when unsensed.
const OVERLAY = Object.freeze({
  none: 0, consistent: 1, over: 2, under: 3, open: 4, closed: 5, // by the plan on screen
  earlier: 5, // added to the above for an earlier plan's
});
const OVERLAY_COLOURS = [null, WALK_COLOUR.consistent, WALK_COLOUR.overConsistent, WALK_COLOUR.underConsistent, COLOUR.open, COLOUR.closed];
const LUT = new Uint32Array(11 * 2 * 5);
for (let overlay = 0; overlay < 11; overlay++) {
  for (let fogged = 0; fogged < 2; fogged++) {
    for (let code = 0; code < 5; code++) {
      let colour = rgb(COLOUR[TERRAIN_KEYS[code]]);
      const own = overlay > OVERLAY.earlier ? overlay - OVERLAY.earlier : overlay;
      if (own) colour = mix(colour, rgb(OVERLAY_COLOURS[own]), overlay > OVERLAY.earlier ? EARLIER_SHARE : CURRENT_SHARE);
      if (fogged) colour = mix(colour, rgb(WALK_COLOUR.fog), FOG_SHARE);
      LUT[(overlay * 2 + fogged) * 5 + code] = packed(colour);
    }
  }
}
const PLAN_PIXEL = packed(rgb(WALK_COLOUR.plan));

// D* Lite's word for a cell: which overlay its g and rhs call for.
function consistency(g, rhs) {
  if (g === rhs) return OVERLAY.consistent;
  return rhs < g ? OVERLAY.over : OVERLAY.under;
}

export class WalkRenderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d', { alpha: false });
    this.cellCanvas = document.createElement('canvas');
    this.cellContext = this.cellCanvas.getContext('2d', { alpha: false });
    this.replay = null;
    this.world = null; // {width, height, cells, start, goal}: the world before the walk
    this.changes = []; // cells a change touches, as indexes (drawn marked)
    this.showTruth = true;
    this.frameRequest = 0;
    this.camera = new Camera(canvas, { maxScale: MAX_CELL });
    this.camera.onViewChange(() => this.requestRender());
    this.camera.onResize(() => this.render());
    this.bricks = new HexBricks(); // the cells as bricks, for hexes too small to draw one by one
  }

  get view() { return this.camera.view; }
  // Where the world's cells sit (web/grid/cell-layout.js): squares, or hexes.
  get layout() { return cellLayout(this.world?.topology); }

  // A world to show bare (before a walk), or after the replay's size changed.
  setWorld(world) {
    const resized = !this.world || this.world.width !== world.width || this.world.height !== world.height ||
      this.world.topology !== world.topology;
    this.world = world;
    if (resized) {
      this.camera.setBounds(this.layout.bounds(world.width, world.height));
      this.cellCanvas.width = world.width;
      this.cellCanvas.height = world.height;
      this.image = new ImageData(world.width, world.height);
      this.pixels = new Uint32Array(this.image.data.buffer);
      this.nextPixels = new Uint32Array(world.width * world.height); // a frame's colours before they are compared
      this.camera.fit();
    }
    this.requestRender();
  }

  // Hides the agent's plan (a puzzle's question) or shows it again.
  setPlanHidden(hidden) {
    this.planHidden = hidden;
    this.requestRender();
  }

  setReplay(replay) {
    this.replay = replay;
    this.requestRender();
  }

  setChanges(cells) {
    this.changes = cells;
    this.requestRender();
  }

  setShowTruth(show) {
    this.showTruth = show;
    this.requestRender();
  }

  // The cell under a pointer, as {x, y, index}, or null outside the grid.
  cellAt(clientX, clientY) {
    const point = this.camera.toWorld(clientX, clientY);
    const { x, y } = this.layout.cellAt(point.x, point.y);
    const { width, height } = this.world;
    if (x < 0 || y < 0 || x >= width || y >= height) return null;
    return { x, y, index: y * width + x };
  }

  requestRender() {
    if (this.frameRequest) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.render();
    });
  }

  dispose() {
    this.camera.dispose();
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
  }

  render() {
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    if (!this.world) return;
    this.#paintCells();
    const { context, view, world } = this;
    const { dpr } = this.camera;
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.fillStyle = CANVAS_BACKGROUND;
    context.fillRect(0, 0, this.camera.cssWidth, this.camera.cssHeight);
    const s = view.scale;
    context.imageSmoothingEnabled = false;
    const visible = visibleCells(this.layout, view, this.camera.cssWidth, this.camera.cssHeight, world.width, world.height);
    if (visible) {
      drawCells(context, view, dpr, this.layout, { image: this.cellCanvas, pixels: this.pixels, width: world.width, height: world.height, bricks: this.bricks }, visible);
      if (s * dpr >= 8) drawGridLines(context, view, dpr, this.layout, visible);
    }
    this.#drawChanges();
    const { replay } = this;
    if (replay) {
      if (s >= MIN_CELL_FOR_WALK_NUMBERS) this.#drawNumbers();
      this.#drawCurrentCell();
      this.#drawLine(replay.moves.slice(0, replay.moveIndex + 1), WALK_COLOUR.trail, 0.16);
    }
    const markers = [[world.start, COLOUR.start, 'S'], [world.goal, COLOUR.goal, 'G']];
    if (replay) markers.push([{ x: replay.agent % world.width, y: Math.floor(replay.agent / world.width) }, WALK_COLOUR.agent, 'A']);
    if (replay && s >= MIN_CELL_FOR_WALK_NUMBERS) {
      for (const [point, colour, letter] of markers) this.#drawMarkerBesideNumbers(point, colour, letter);
      return;
    }
    for (const [point, colour, letter] of markers) {
      drawLetteredDisc(context, view, point, colour, letter, Math.max(5, s * (letter === 'A' ? 0.4 : 0.34)), this.#centre(point.y * world.width + point.x));
    }
  }

  // Where g and rhs are written, a marker must not cover them: the cell outlined in the marker's colour,
  // and its lettered disc in the bottom-right corner when there is room under the two lines of figures.
  #drawMarkerBesideNumbers(point, colour, letter) {
    const { context, view } = this;
    const s = view.scale;
    const { pad, size } = numberLayout(s);
    context.beginPath();
    this.layout.outline(context, view, point.x, point.y, pad / 2 / s);
    context.lineWidth = pad;
    context.strokeStyle = colour;
    context.stroke();
    const box = this.layout.textBox;
    const radius = Math.min(s * 0.2, (box.height * s - (pad + 2 * size + 1) - pad) / 2);
    if (radius < 5) return;
    const [cx, cy] = this.#centre(point.y * this.world.width + point.x);
    const right = cx + (box.width * s) / 2 - pad - radius, bottom = cy + (box.height * s) / 2 - pad - radius;
    drawLetteredDisc(context, view, point, colour, letter, radius, [right, bottom]);
  }

  // Every cell's colour, from the replay's arrays (a walk's frame can change cells anywhere: fog lifts,
  // plans move), in one pass.
  #paintCells() {
    const { pixels, replay, world } = this;
    const count = world.width * world.height;
    if (!replay) {
      for (let i = 0; i < count; i++) pixels[i] = LUT[world.cells[i]];
    } else {
      const { truth, belief, g, rhs, state, touchedIn, plan, incremental } = replay;
      const fogCode = this.showTruth ? truth : null;
      const next = this.nextPixels;
      for (let i = 0; i < count; i++) {
        const known = replay.known(i);
        const code = known ? belief[i] : fogCode ? fogCode[i] : CELL.floor;
        const touched = touchedIn[i];
        let overlay = OVERLAY.none;
        if (touched && code !== CELL.wall && (incremental || touched === plan)) {
          overlay = incremental ? consistency(g[i], rhs[i]) : state[i] === PLAN_STATE.closed ? OVERLAY.closed : OVERLAY.open;
          if (touched !== plan) overlay += OVERLAY.earlier;
        }
        next[i] = LUT[(overlay * 2 + (known ? 0 : 1)) * 5 + code];
      }
      // (Hidden while a puzzle asks where the agent steps next: the plan's next cell is the answer.)
      if (!this.planHidden) for (const cell of replay.planCells()) next[cell] = PLAN_PIXEL;
      // Only the rows that changed go to the canvas: between two frames of a walk most of a big map stays
      // as it was, and uploading all of it every frame held a 512 x 512 walk to a few frames a second.
      let first = count;
      let last = -1;
      for (let i = 0; i < count; i++) {
        if (next[i] !== pixels[i]) {
          pixels[i] = next[i];
          if (i < first) first = i;
          last = i;
        }
      }
      if (last < 0) return;
      const top = Math.floor(first / world.width);
      this.cellContext.putImageData(this.image, 0, 0, 0, top, world.width, Math.floor(last / world.width) + 1 - top);
      this.bricks.mark({ x0: 0, y0: top, x1: world.width, y1: Math.floor(last / world.width) + 1 });
      return;
    }
    this.cellContext.putImageData(this.image, 0, 0);
    this.bricks.mark();
  }

  #centre(cell) {
    const { view, world } = this;
    const [x, y] = this.layout.centre(cell % world.width, Math.floor(cell / world.width));
    return [view.x + x * view.scale, view.y + y * view.scale];
  }

  #drawLine(cells, colour, width) {
    if (cells.length < 2) return;
    const { context } = this;
    context.beginPath();
    cells.forEach((cell, k) => {
      const [x, y] = this.#centre(cell);
      if (k === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    context.lineWidth = Math.max(2, this.view.scale * width);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = colour;
    context.stroke();
  }

  // Changed cells get a ring in the change colour: the reader sees where the world moved.
  #drawChanges() {
    const { context, view } = this;
    if (!this.changes.length) return;
    const s = view.scale;
    context.lineWidth = Math.max(1.5, s * 0.1);
    context.strokeStyle = WALK_COLOUR.change;
    const { width } = this.world;
    context.beginPath();
    for (const cell of this.changes) this.layout.outline(context, view, cell % width, Math.floor(cell / width), Math.min(0.08, 0.5 - 2 / s));
    context.stroke();
  }

  // g over rhs in every cell the planner touched, where they fit (repeated A*: g and h).
  #drawNumbers() {
    const { context, view, world, replay } = this;
    const s = view.scale;
    const visible = visibleCells(this.layout, view, this.camera.cssWidth, this.camera.cssHeight, world.width, world.height);
    if (!visible) return;
    const { x0, y0, x1, y1 } = visible;
    const box = this.layout.textBox;
    const { pad, size } = numberLayout(s);
    context.font = `${size}px ${LABEL_FONT}`;
    context.fillStyle = TEXT_COLOUR;
    context.textAlign = 'left';
    context.textBaseline = 'top';
    const number = (value) => (value === Infinity ? '∞' : formatCost(value, s >= 56 ? 1 : 0));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * world.width + x;
        const touched = replay.touchedIn[i];
        if (!touched || (!replay.incremental && touched !== replay.plan) || replay.belief[i] === CELL.wall) continue;
        const [cx, cy] = this.#centre(i);
        const left = cx - (box.width * s) / 2 + pad, top = cy - (box.height * s) / 2 + pad;
        context.fillText(`g ${number(replay.g[i])}`, left, top);
        const second = replay.incremental ? `rhs ${number(replay.rhs[i])}` : `h ${number(replay.h[i])}`;
        context.fillText(second, left, top + size + 1);
      }
    }
  }

  // The cell the step on screen processed (D* Lite took it off its queue; A* expanded it), outlined.
  #drawCurrentCell() {
    const cell = this.replay.currentCell();
    if (cell < 0) return;
    const { width } = this.world;
    this.context.beginPath();
    // At least 8 CSS px across, as before hexes: a negative inset grows the outline past a small cell.
    const inset = Math.min(0, (this.view.scale - 8) / (2 * this.view.scale));
    this.layout.outline(this.context, this.view, cell % width, Math.floor(cell / width), inset);
    this.context.lineWidth = 2;
    this.context.strokeStyle = CURRENT_OUTLINE_COLOUR;
    this.context.stroke();
  }
}
