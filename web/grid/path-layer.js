// The grid renderer's lines (web/grid/grid-renderer.js draws them over the cell image): each visited cell's
// arrow to its parent and the hovered cell's path back through its parents, the path found, a cheapest one
// beside a dearer one, IDA*'s recursion path, a bidirectional search's meeting, and JPS's jumps with the forced
// neighbours that made them. Each draw function takes the renderer (its context, camera's view, maze, replay).
import { EVENT, NO_PARENT } from '../core/engine.js';
import { reasonsBetween } from '../core/jump-reasons.js';
import { outlineCell } from '../view/cell-paint.js';
import { COLOUR, HOVER_COLOUR, PATH_LINE_COLOUR, ARROW_COLOUR, MEETING_COLOUR, STACK_COLOUR } from '../view/palette.js';
import { MIN_CELL_FOR_NUMBERS, MIN_CELL_FOR_PAIRED_NUMBERS, numberPad } from './number-layer.js';

export const MIN_CELL_FOR_ARROWS = 12; // CSS px

// JPS's step (issue 31): each jump drawn from the jump point expanded, diagonally then straight through the
// cells it scanned, to the jump point it found; each forced neighbour that made that a jump point outlined,
// and the wall that forced it crossed. Colours no cell state or line uses.
export const JUMP_LINE_COLOUR = '#0f766e';
export const FORCED_COLOUR = '#06b6d4';

// Strokes the path begun on the context as the search's lines are: `colour`, dashed by `dash` (CSS px), a width
// that follows the zoom.
export function strokeLine(renderer, colour, dash = []) {
  const { context } = renderer;
  context.lineWidth = Math.max(2, Math.min(8, renderer.view.scale * 0.16));
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.setLineDash(dash);
  context.strokeStyle = colour;
  context.stroke();
  context.setLineDash([]);
}

// Begins a path through the centres of `cells` (cell ids).
export function traceCells(renderer, cells) {
  const { context } = renderer;
  context.beginPath();
  cells.forEach((cell, k) => (k ? context.lineTo(...renderer.centre(cell)) : context.moveTo(...renderer.centre(cell))));
}

// An arrow in each visited cell pointing at its parent, as the tutorials draw them.
export function drawArrows(renderer, { x0, y0, x1, y1 }) {
  const { context, replay, maze, view, layout } = renderer;
  const s = view.scale;
  // Where numbers stack one a line (small cells), the arrow keeps to the right of the middle line, out of G's way.
  const numbers = renderer.show.numbers && !renderer.jumpsShown && renderer.numberCell() >= MIN_CELL_FOR_NUMBERS;
  const compact = numbers && renderer.numberCell() < MIN_CELL_FOR_PAIRED_NUMBERS;
  // On a hex with figures, the arrow sits small in the point below them.
  const below = numbers && layout.topology === 'hex' ? layout.textBox.height / 2 + (1 / Math.sqrt(3) - layout.textBox.height / 2) * 0.45 : 0;
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
      const [px, py] = renderer.centre(parent);
      const [mx, my] = renderer.centreOf(x, y);
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

// The path as a line through cell centres: readable even when cells are a pixel wide.
export function drawPathLine(renderer) {
  const { replay } = renderer;
  const { trace } = replay;
  const cells = [];
  for (let i = replay.position - 1; i >= 0 && trace.kind(i) === EVENT.path; i--) cells.push(trace.cell(i));
  if (cells.length < 2) return;
  traceCells(renderer, cells.reverse());
  strokeLine(renderer, PATH_LINE_COLOUR);
}

// At the end, a cheapest path beside a dearer one found: thin and dashed, under the path found.
export function drawOptimalPath(renderer) {
  const { replay, optimalPath, context } = renderer;
  if (!optimalPath || optimalPath.length < 2 || replay.position < replay.trace.length) return;
  const s = renderer.view.scale;
  traceCells(renderer, optimalPath);
  context.lineWidth = Math.max(1.5, Math.min(3, s * 0.07));
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.setLineDash([Math.max(4, s * 0.3), Math.max(3, s * 0.2)]);
  context.strokeStyle = COLOUR.optimalPath;
  context.stroke();
  context.setLineDash([]);
}

// IDA*'s recursion path: from the deepest node still on it back to the start.
export function drawRecursionPath(renderer) {
  const path = renderer.replay.recursionPath();
  if (path.length < 2) return;
  traceCells(renderer, path);
  strokeLine(renderer, STACK_COLOUR, [Math.max(3, renderer.view.scale * 0.2), Math.max(2, renderer.view.scale * 0.1)]);
}

// A bidirectional search's best meeting so far: the edge between the two sides, ringed at both ends. With
// F, G and H in the cells, rings and the line would cover them: both cells are outlined instead, inside the
// figures' pad (two cells side by side in the meeting colour are the edge).
export function drawMeeting(renderer, numbersShown) {
  const meeting = renderer.replay.meeting();
  if (!meeting) return;
  const { context, maze, layout, view } = renderer;
  const s = view.scale;
  const cells = [meeting.node, meeting.other].filter((cell) => cell >= 0);
  if (numbersShown) {
    // Just inside the cell's edge, within the figures' pad.
    const width = numberPad(renderer.numberCell());
    context.lineWidth = width;
    context.strokeStyle = MEETING_COLOUR;
    for (const cell of cells) {
      context.beginPath();
      layout.outline(context, view, cell % maze.width, Math.floor(cell / maze.width), width / 2 / s);
      context.stroke();
    }
    return;
  }
  traceCells(renderer, cells);
  strokeLine(renderer, MEETING_COLOUR);
  const radius = Math.max(5, s * 0.42);
  for (const [x, y] of cells.map((cell) => renderer.centre(cell))) {
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    strokeLine(renderer, MEETING_COLOUR);
  }
}

// JPS: the step's jumps, each from the expanded jump point through the cells it scanned (its diagonal
// steps, then its straight ones: jump_point.h JumpLeg) to the jump point found, and the forced neighbours
// that made those jump points, outlined, with a cross on the wall that forces each.
export function drawJumps(renderer) {
  const { context, replay, maze, view } = renderer;
  if (replay.position === 0) return;
  const { trace } = replay;
  const [from, to] = replay.currentStepRange();
  const { width } = maze;
  const s = view.scale;
  context.beginPath();
  for (let i = from; i < to; i++) {
    const kind = trace.kind(i);
    if ((kind !== EVENT.generated && kind !== EVENT.improved) || trace.parent(i) === NO_PARENT) continue;
    const a = trace.parent(i), b = trace.cell(i);
    const ax = a % width, ay = (a / width) | 0, bx = b % width, by = (b / width) | 0;
    const diagonal = Math.min(Math.abs(bx - ax), Math.abs(by - ay));
    const turn = (ay + diagonal * Math.sign(by - ay)) * width + ax + diagonal * Math.sign(bx - ax);
    context.moveTo(...renderer.centre(a));
    context.lineTo(...renderer.centre(turn));
    context.lineTo(...renderer.centre(b));
  }
  strokeLine(renderer, JUMP_LINE_COLOUR, [Math.max(4, s * 0.25), Math.max(3, s * 0.15)]);
  const line = Math.max(2, Math.min(6, s * 0.14));
  for (const { forced, wall } of reasonsBetween(renderer.jumps.reasons, from, to)) {
    outlineCell(context, view, forced, FORCED_COLOUR, line);
    if (wall.x < 0 || wall.y < 0 || wall.x >= width || wall.y >= maze.height) continue;
    const inset = s * 0.25;
    const x = view.x + wall.x * s, y = view.y + wall.y * s;
    context.beginPath();
    context.moveTo(x + inset, y + inset);
    context.lineTo(x + s - inset, y + s - inset);
    context.moveTo(x + s - inset, y + inset);
    context.lineTo(x + inset, y + s - inset);
    strokeLine(renderer, FORCED_COLOUR);
  }
}

// The hovered cell and the path back to the start through its parents.
export function drawHover(renderer) {
  const cell = renderer.hoverCell;
  if (cell < 0 || !renderer.maze || cell >= renderer.maze.cells.length) return;
  const { context, replay } = renderer;
  const s = renderer.view.scale;
  const side = replay?.sideOf(cell);
  if (side) {
    context.beginPath();
    let at = cell;
    let [cx, cy] = renderer.centre(at);
    context.moveTo(cx, cy);
    for (let guard = 0; guard < side.parent.length; guard++) {
      const parent = side.parent[at];
      if (parent === NO_PARENT) break;
      [cx, cy] = renderer.centre(parent);
      context.lineTo(cx, cy);
      at = parent;
    }
    context.lineWidth = Math.max(2, Math.min(6, s * 0.12));
    context.setLineDash([Math.max(4, s * 0.25), Math.max(3, s * 0.15)]);
    context.strokeStyle = HOVER_COLOUR;
    context.stroke();
    context.setLineDash([]);
  }
  renderer.strokeCell(cell, { minimum: 8, width: 2, colour: HOVER_COLOUR });
}
