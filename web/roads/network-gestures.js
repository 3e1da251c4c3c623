// Pointer gestures on the road network's canvas: drag (or middle button) pans, the wheel and a two-finger
// pinch zoom about the pointer, and a click that did not move picks a point (the view sets an end there).
const CLICK_SLOP = 5; // CSS px a press may move and still be a click
const WHEEL_STEP = 1.25;

// camera: the renderer's Camera; onPick(clientX, clientY): a click.
export function listenToGestures(canvas, camera, { onPick }) {
  const pointers = new Map(); // id -> {x, y}
  let press = null; // {x, y, moved}: the first pointer's press, while it may still be a click
  let pinch = 0; // the distance between two fingers, while pinching

  const canvasPoint = (x, y) => {
    const rect = canvas.getBoundingClientRect();
    return [x - rect.left, y - rect.top];
  };
  const spread = () => {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  canvas.addEventListener('pointerdown', (event) => {
    if (!camera.bounds) return;
    canvas.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) press = { x: event.clientX, y: event.clientY, moved: event.button === 1 };
    else {
      press = null; // a second finger: a pinch, never a click
      pinch = spread();
    }
  });
  canvas.addEventListener('pointermove', (event) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const x = event.clientX, y = event.clientY;
    if (pointers.size >= 2) {
      pointers.set(event.pointerId, { x, y });
      const now = spread();
      const [a, b] = [...pointers.values()];
      const [cx, cy] = canvasPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
      if (pinch > 0 && now > 0) camera.zoomAt(cx, cy, now / pinch, false);
      camera.panBy((x - last.x) / 2, (y - last.y) / 2);
      pinch = now;
      return;
    }
    if (press && !press.moved && Math.hypot(x - press.x, y - press.y) < CLICK_SLOP) return;
    if (press && !press.moved) {
      press.moved = true;
      camera.panBy(x - press.x, y - press.y);
    } else {
      camera.panBy(x - last.x, y - last.y);
    }
    pointers.set(event.pointerId, { x, y });
    canvas.dataset.cursor = 'grabbing';
  });
  const end = (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    if (event.type === 'pointerup' && press && !press.moved && pointers.size === 0 && event.button === 0) onPick(event.clientX, event.clientY);
    if (pointers.size === 0) {
      press = null;
      delete canvas.dataset.cursor;
    }
    pinch = pointers.size >= 2 ? spread() : 0;
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  canvas.addEventListener('wheel', (event) => {
    if (!camera.bounds) return;
    event.preventDefault();
    const [cx, cy] = canvasPoint(event.clientX, event.clientY);
    camera.zoomAt(cx, cy, event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, false);
  }, { passive: false });
}
