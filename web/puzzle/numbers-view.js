// Where a numbers question puts the explore view's camera: zoomed so the cells draw their F, G and H (the
// question is worked out from the neighbours' numbers), with S, G and the asked cell on the canvas.
import { numbersScale } from '../grid/number-layer.js';

const MARGIN_CELLS = 1.5; // round the asked cell: its neighbours, whose numbers it is worked out from

// Moves the view only when it must: when the cells are too small for numbers, or S, G or the asked cell
// (with its neighbours) is off the canvas. Centring on the asked cell alone left S and G off screen (issue 43):
// the view holds all three where they fit at a size that draws numbers, else the asked cell and S (where its
// G comes from), else the asked cell alone.
export function bringNumbersInto(scene, maze, cell) {
  const asked = scene.renderer.layout.centre(cell % maze.width, Math.floor(cell / maze.width));
  const [start, goal] = ends(scene, maze);
  frame(scene, [asked, start, goal], false);
}

// A lesson's scene that shows numbers on cells too small to draw them (a lesson's card and a puzzle's take the
// canvas's room): zoomed to the smallest size that draws them, S, G and the cells the search has reached
// (`reached`: [[x0, y0], [x1, y1]], their box) in view where they fit, else their middle. A view where the
// numbers show already stays.
export function showNumbersOf(scene, maze, reached) {
  const points = [...ends(scene, maze), ...reached.map(([x, y]) => scene.renderer.layout.centre(x, y))];
  frame(scene, points, true, points.length);
}

const ends = (scene, maze) => [[maze.start.x, maze.start.y], [maze.goal.x, maze.goal.y]].map(([x, y]) => scene.renderer.layout.centre(x, y));

// The box round `points` (world units), with a margin of a cell and a half.
function boxOf(points) {
  return {
    left: Math.min(...points.map(([x]) => x)) - MARGIN_CELLS, right: Math.max(...points.map(([x]) => x)) + MARGIN_CELLS,
    top: Math.min(...points.map(([, y]) => y)) - MARGIN_CELLS, bottom: Math.max(...points.map(([, y]) => y)) + MARGIN_CELLS,
  };
}

// Zooms (only to the numbers' size: `smallest`, or closer when the view was closer) and pans so that the box
// of `points`, in their order of need, is in the middle: all of them where they fit, else the most of the
// first ones that do (`whole`: the first `whole` count as one, centred even when they do not fit).
function frame(scene, points, smallest, whole = 1) {
  // At the canvas's size now: a lesson's card or a puzzle's may have just taken room its camera has not seen
  // (a view judged at the old size kept its numbers, then the refit shrank them away: lesson-room.test).
  scene.camera.whenSized(() => frameNow(scene, points, smallest, whole));
}

function frameNow(scene, points, smallest, whole) {
  const { camera } = scene;
  const { cssWidth, cssHeight } = camera;
  if (!cssWidth || !cssHeight) return; // a hidden canvas
  const all = boxOf(points);
  const inView = (box) => {
    const a = camera.toScreen(box.left, box.top);
    const b = camera.toScreen(box.right, box.bottom);
    return a.x >= 0 && a.y >= 0 && b.x <= cssWidth && b.y <= cssHeight;
  };
  const least = numbersScale(scene.renderer.layout); // a hex's is larger than a square's
  const numbers = camera.view.scale >= least;
  if (numbers && (smallest || inView(all))) return; // a lesson's view where the numbers show already stays
  const fitsAt = (box) => Math.min(cssWidth / (box.right - box.left), cssHeight / (box.bottom - box.top));
  // The closest zoom that shows them, but never so far out that the numbers go (4 px above the threshold:
  // the camera snaps to whole device pixels).
  const floor = Math.ceil(least) + 4;
  const target = numbers && !smallest ? Math.max(floor, Math.min(camera.view.scale, fitsAt(all))) : floor;
  let count = points.length;
  while (count > whole && fitsAt(boxOf(points.slice(0, count))) < target) count--;
  const box = boxOf(points.slice(0, count));
  const centre = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  if (Math.abs(target - camera.view.scale) > 0.01) {
    const at = camera.toScreen(...centre);
    camera.zoomAt(at.x, at.y, target / camera.view.scale);
  }
  const at = camera.toScreen(...centre);
  const dx = Math.round(cssWidth / 2 - at.x);
  const dy = Math.round(cssHeight / 2 - at.y);
  if (dx || dy) camera.panBy(dx, dy);
}
