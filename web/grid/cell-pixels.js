// The explore view's cell image as pixels (one 32-bit pixel per cell, ImageData's byte order): what
// web/grid/painted-cells.js holds for the renderer, and what the engine worker (web/grid/engine-worker.js) paints for a
// re-run shown at its end, so that a million-cell repaint is not the page's work during a drag. No DOM here.
import { CELL_STATE, EVENT } from '../core/trace.js';
import { rgb, packed } from '../view/cell-paint.js';
import { COLOUR } from '../view/palette.js';
import { VISUAL, VISUAL_KEYS, cellColour } from './cell-colours.js';

// LUT[visual * 5 + code]: the colour of a cell with that visual class on that terrain.
export const LUT = new Uint32Array(VISUAL_KEYS.length * 5);
for (let v = 0; v < VISUAL_KEYS.length; v++) {
  for (let code = 0; code < 5; code++) LUT[v * 5 + code] = packed(cellColour(v, code));
}
export const START_PIXEL = packed(rgb(COLOUR.start));
export const GOAL_PIXEL = packed(rgb(COLOUR.goal));

// A visited cell's visual class, the current step's marks and the path aside (paintCells inlines it).
export function stateVisual(replay, i) {
  const forward = replay.state[i];
  if (forward === CELL_STATE.closed) return replay.touchedIn[i] < replay.iteration ? VISUAL.stale : VISUAL.closed;
  const backward = replay.backward ? replay.backward.state[i] : CELL_STATE.unseen;
  if (backward === CELL_STATE.closed) return VISUAL.closedBackward;
  if (forward === CELL_STATE.open || backward === CELL_STATE.open) {
    return replay.touchedIn[i] < replay.iteration ? VISUAL.stale : VISUAL.open;
  }
  if (replay.scanned[i]) return VISUAL.scanned;
  return replay.remembered?.[i] ? VISUAL.remembered : VISUAL.unseen;
}

// Marks in `nowMark` the cells of events [from, to) of `trace` (a step) with their "this step" classes.
export function markStep(nowMark, trace, from, to) {
  for (let i = from; i < to; i++) {
    const kind = trace.kind(i);
    if (kind === EVENT.expanded) nowMark[trace.cell(i)] = VISUAL.current;
    else if (kind === EVENT.generated || kind === EVENT.rhsChanged) nowMark[trace.cell(i)] = VISUAL.generated;
    else if (kind === EVENT.improved) nowMark[trace.cell(i)] = VISUAL.improved;
  }
}

// Every cell of `world` ({cells, width, start, goal}) into `pixels`: the terrain, with `replay`'s state
// over it (null: the bare maze) and this step's marks from `nowMark`.
export function paintCells(pixels, world, replay, nowMark) {
  const { cells, width, start, goal } = world;
  const count = cells.length;
  // Before its first event a replay has reached nothing (and marked nothing as this step's), so every
  // cell is drawn as in the bare maze: the quick loop, as a new run's first frame waits for this.
  if (!replay || (replay.position === 0 && !replay.remembered)) {
    for (let i = 0; i < count; i++) pixels[i] = LUT[VISUAL.unseen * 5 + cells[i]];
  } else {
    // stateVisual, inlined with its arrays held in locals: a million cells on 1024 x 1024.
    const { onPath, state, touchedIn, iteration, scanned, remembered } = replay;
    const backwardState = replay.backward?.state ?? null;
    for (let i = 0; i < count; i++) {
      let visual;
      if (onPath[i]) visual = VISUAL.path;
      else if (nowMark[i]) visual = nowMark[i];
      else {
        const forward = state[i];
        const backward = backwardState ? backwardState[i] : CELL_STATE.unseen;
        if (forward === CELL_STATE.closed) visual = touchedIn[i] < iteration ? VISUAL.stale : VISUAL.closed;
        else if (backward === CELL_STATE.closed) visual = VISUAL.closedBackward;
        else if (forward === CELL_STATE.open || backward === CELL_STATE.open) visual = touchedIn[i] < iteration ? VISUAL.stale : VISUAL.open;
        else if (scanned[i]) visual = VISUAL.scanned;
        else visual = remembered?.[i] ? VISUAL.remembered : VISUAL.unseen;
      }
      pixels[i] = LUT[visual * 5 + cells[i]];
    }
  }
  pixels[start.y * width + start.x] = START_PIXEL;
  pixels[goal.y * width + goal.x] = GOAL_PIXEL;
}

// STATE_LUT[state * 5 + code]: the colour paintStates gives a cell in that CELL_STATE on that terrain (one
// lookup a cell instead of two, over a million cells on 1024 x 1024).
const STATE_LUT = new Uint32Array(Object.keys(CELL_STATE).length * 5);
for (const [state, visual] of [[CELL_STATE.unseen, VISUAL.unseen], [CELL_STATE.open, VISUAL.open], [CELL_STATE.closed, VISUAL.closed]]) {
  for (let code = 0; code < 5; code++) STATE_LUT[state * 5 + code] = LUT[visual * 5 + code];
}

// The picture of a search that ran without a trace, at its end, from engine.cellStates() and its path's
// cells: {pixels, nowMark (empty), from, to, position: -1 (no replay's)}. For the algorithms that keep cell
// states, paintCells' classes reduce to these: path, closed, open, unseen. A search that found its path
// ends on the path step, which marks nothing, so this is paintReplay's picture at the end of its trace;
// one that found none ends on an expansion, whose "this step" marks are not drawn here.
export function paintStates(world, states, pathCells) {
  const { cells, width, start, goal } = world;
  const pixels = new Uint32Array(cells.length);
  for (let i = 0; i < cells.length; i++) pixels[i] = STATE_LUT[states[i] * 5 + cells[i]];
  for (const cell of pathCells) pixels[cell] = LUT[VISUAL.path * 5 + cells[cell]];
  pixels[start.y * width + start.x] = START_PIXEL;
  pixels[goal.y * width + goal.x] = GOAL_PIXEL;
  return { pixels, nowMark: new Uint8Array(cells.length), from: 0, to: 0, position: -1 };
}

// The picture of a replay at its position on `world`: {pixels, nowMark, from, to, position}, where
// [from, to) is the current step marked in nowMark. What the worker sends with a re-run at its end.
export function paintReplay(world, replay) {
  const count = world.cells.length;
  const nowMark = new Uint8Array(count);
  const [from, to] = replay.currentStepRange();
  markStep(nowMark, replay.trace, from, to);
  const pixels = new Uint32Array(count);
  paintCells(pixels, world, replay, nowMark);
  return { pixels, nowMark, from, to, position: replay.position };
}
