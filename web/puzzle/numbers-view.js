// Where a numbers question puts the explore view's camera: zoomed so the cells draw their F, G and H (the
// question is worked out from the neighbours' numbers), with S, G and the asked cell on the canvas.
import { MIN_CELL_FOR_NUMBERS } from '../grid/grid-renderer.js';

const MARGIN_CELLS = 1.5; // round the asked cell: its neighbours, whose numbers it is worked out from

// Moves the view only when it must: when the cells are too small for numbers, or S, G or the asked cell
// (with its neighbours) is off the canvas. Centring on the asked cell alone left S and G off screen (issue 43):
// the view holds all three where they fit at a size that draws numbers, and else the asked cell with as much
// of the way to S and G as fits.
export function bringNumbersInto(scene, maze, cell) {
  const { camera, renderer } = scene;
  const { width } = maze;
  const ends = [[maze.start.x, maze.start.y], [maze.goal.x, maze.goal.y]];
  const asked = renderer.layout.centre(cell % width, Math.floor(cell / width));
  const points = [asked, ...ends.map(([x, y]) => renderer.layout.centre(x, y))];
  const box = {
    left: Math.min(...points.map(([x]) => x)) - MARGIN_CELLS, right: Math.max(...points.map(([x]) => x)) + MARGIN_CELLS,
    top: Math.min(...points.map(([, y]) => y)) - MARGIN_CELLS, bottom: Math.max(...points.map(([, y]) => y)) + MARGIN_CELLS,
  };
  const { cssWidth, cssHeight } = camera;
  const inView = (left, top, right, bottom) => {
    const a = camera.toScreen(left, top);
    const b = camera.toScreen(right, bottom);
    return a.x >= 0 && a.y >= 0 && b.x <= cssWidth && b.y <= cssHeight;
  };
  const numbers = camera.view.scale >= MIN_CELL_FOR_NUMBERS;
  if (numbers && inView(box.left, box.top, box.right, box.bottom)) return;
  const fits = Math.min(cssWidth / (box.right - box.left), cssHeight / (box.bottom - box.top));
  // The closest zoom that shows the three, but never so far out that the numbers go (4 px above the
  // threshold: the camera snaps to whole device pixels).
  const floor = MIN_CELL_FOR_NUMBERS + 4;
  const target = numbers ? Math.max(floor, Math.min(camera.view.scale, fits)) : Math.max(floor, Math.min(fits, floor));
  if (Math.abs(target - camera.view.scale) > 0.01) {
    const at = camera.toScreen(...asked);
    camera.zoomAt(at.x, at.y, target / camera.view.scale);
  }
  // The box's centre in the middle; where the box is wider than the canvas, the asked cell kept inside it.
  const scale = camera.view.scale;
  const centre = camera.toScreen((box.left + box.right) / 2, (box.top + box.bottom) / 2);
  const cellAt = camera.toScreen(...asked);
  const keep = MARGIN_CELLS * scale;
  const shift = (want, at, size) => {
    const moved = at + want;
    if (moved < keep) return keep - at;
    if (moved > size - keep) return size - keep - at;
    return want;
  };
  const dx = shift(cssWidth / 2 - centre.x, cellAt.x, cssWidth);
  const dy = shift(cssHeight / 2 - centre.y, cellAt.y, cssHeight);
  if (Math.round(dx) || Math.round(dy)) camera.panBy(Math.round(dx), Math.round(dy));
}
