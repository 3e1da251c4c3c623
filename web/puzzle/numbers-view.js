// Where a numbers question puts the explore view's camera: zoomed so the cells draw their F, G and H (the
// question is worked out from the neighbours' numbers), with S, G and the asked cell on the canvas.
import { MIN_CELL_FOR_NUMBERS } from '../grid/grid-renderer.js';

const MARGIN_CELLS = 1.5; // round the asked cell: its neighbours, whose numbers it is worked out from

// Moves the view only when it must: when the cells are too small for numbers, or S, G or the asked cell
// (with its neighbours) is off the canvas. Centring on the asked cell alone left S and G off screen (issue 43):
// the view holds all three where they fit at a size that draws numbers, and else the asked cell with as much
// of the way to S and G as fits.
export function bringNumbersInto(scene, maze, cell) {
  const asked = scene.renderer.layout.centre(cell % maze.width, Math.floor(cell / maze.width));
  frame(scene, [asked, ...ends(scene, maze)], asked, false);
}

// A lesson's scene that shows numbers on cells too small to draw them (a lesson's card and a puzzle's take the
// canvas's room): zoomed to the smallest size that draws them, S, G and the cells the search has reached
// (`reached`: [[x0, y0], [x1, y1]], their box) in view where they fit, else their middle. A view where the
// numbers show already stays.
export function showNumbersOf(scene, maze, reached) {
  if (scene.camera.view.scale >= MIN_CELL_FOR_NUMBERS) return;
  const points = [...ends(scene, maze), ...reached.map(([x, y]) => scene.renderer.layout.centre(x, y))];
  frame(scene, points, null, true);
}

const ends = (scene, maze) => [[maze.start.x, maze.start.y], [maze.goal.x, maze.goal.y]].map(([x, y]) => scene.renderer.layout.centre(x, y));

// Zooms (only to the numbers' size: `smallest`, or closer when the view was closer) and pans so the box of
// `points` (world units, with a margin) is in the middle; where it is bigger than the canvas, `keep` (a point)
// stays inside it.
function frame(scene, points, keep, smallest) {
  const { camera } = scene;
  const box = {
    left: Math.min(...points.map(([x]) => x)) - MARGIN_CELLS, right: Math.max(...points.map(([x]) => x)) + MARGIN_CELLS,
    top: Math.min(...points.map(([, y]) => y)) - MARGIN_CELLS, bottom: Math.max(...points.map(([, y]) => y)) + MARGIN_CELLS,
  };
  const { cssWidth, cssHeight } = camera;
  if (!cssWidth || !cssHeight) return; // a hidden canvas
  const inView = () => {
    const a = camera.toScreen(box.left, box.top);
    const b = camera.toScreen(box.right, box.bottom);
    return a.x >= 0 && a.y >= 0 && b.x <= cssWidth && b.y <= cssHeight;
  };
  const numbers = camera.view.scale >= MIN_CELL_FOR_NUMBERS;
  if (numbers && inView()) return;
  const fits = Math.min(cssWidth / (box.right - box.left), cssHeight / (box.bottom - box.top));
  // The closest zoom that shows the box, but never so far out that the numbers go (4 px above the
  // threshold: the camera snaps to whole device pixels).
  const floor = MIN_CELL_FOR_NUMBERS + 4;
  const target = numbers && !smallest ? Math.max(floor, Math.min(camera.view.scale, fits)) : floor;
  const pivot = keep ?? [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  if (Math.abs(target - camera.view.scale) > 0.01) {
    const at = camera.toScreen(...pivot);
    camera.zoomAt(at.x, at.y, target / camera.view.scale);
  }
  // The box's centre in the middle; where the box is bigger than the canvas, `keep` kept inside it.
  const scale = camera.view.scale;
  const centre = camera.toScreen((box.left + box.right) / 2, (box.top + box.bottom) / 2);
  let dx = cssWidth / 2 - centre.x;
  let dy = cssHeight / 2 - centre.y;
  if (keep) {
    const at = camera.toScreen(...keep);
    const margin = MARGIN_CELLS * scale;
    const shift = (want, position, size) => Math.min(size - margin - position, Math.max(margin - position, want));
    dx = shift(dx, at.x, cssWidth);
    dy = shift(dy, at.y, cssHeight);
  }
  if (Math.round(dx) || Math.round(dy)) camera.panBy(Math.round(dx), Math.round(dy));
}
