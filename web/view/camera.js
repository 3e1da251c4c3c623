// The view onto a world drawn on a canvas: the zoom and pan that map world units to the canvas's CSS
// pixels, fitting the world in view, and the canvas's size in device pixels as the page and its
// devicePixelRatio change. It knows nothing of what is drawn: a grid scene uses one world unit per cell,
// a road network will use its own coordinates; each renderer owns a camera and draws through it.

const DEFAULT_MAX_SCALE = 160; // CSS px per world unit at the closest zoom
const CLAMP_MARGIN = 40; // CSS px of the world that always stay on screen

// Every camera not yet disposed, for allSizesSeen().
const cameras = new Set();

// Whether every camera has seen its canvas's size as laid out now. A change of layout resizes a canvas at once,
// but its camera refits only when its ResizeObserver reports, in a later rendering step: a reader of where
// things are drawn (a test's cell centres) waits for this after whatever changed the layout (window.frontier.fitted).
export function allSizesSeen() {
  for (const camera of cameras) if (!camera.sizeSeen) return false;
  return true;
}

export class Camera {
  // maxScale: the closest zoom, in CSS px per world unit.
  constructor(canvas, { maxScale = DEFAULT_MAX_SCALE } = {}) {
    this.canvas = canvas;
    this.maxScale = maxScale;
    // CSS px per world unit, and where the world's origin lands on the canvas (CSS px). Renderers read
    // these in their drawing loops; only the camera changes them.
    this.view = { scale: 10, x: 0, y: 0 };
    this.bounds = null; // {left, top, width, height} of the world, in world units
    this.userMovedView = false; // once the reader zooms or pans, resizing keeps their view
    this.cssWidth = 0;
    this.cssHeight = 0;
    this.dpr = 1;
    this.viewListeners = new Set();
    this.resizeListeners = new Set();
    this.#observeSize();
    cameras.add(this);
  }

  // listener(view): after every zoom, pan or fit. Returns a function that stops listening.
  onViewChange(listener) {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  }

  // listener(): the canvas has a new size (its pixels were cleared); draw now.
  onResize(listener) {
    this.resizeListeners.add(listener);
    return () => this.resizeListeners.delete(listener);
  }

  // The world's extent, in world units; the view fits it until the reader moves the view.
  setBounds({ left = 0, top = 0, width, height }) {
    this.bounds = { left, top, width, height };
  }

  // --- moving the view ----------------------------------------------------------------------------

  // Scales the whole world into the canvas, centred.
  fit() {
    if (!this.bounds || !this.cssWidth) return;
    const { left, top, width, height } = this.bounds;
    const margin = Math.min(8, this.cssWidth * 0.02);
    let scale = Math.min((this.cssWidth - 2 * margin) / width, (this.cssHeight - 2 * margin) / height, this.maxScale);
    // Whole device pixels per unit keep every cell the same size (and the grid crisp) when units are big enough.
    if (scale * this.dpr >= 2) scale = Math.floor(scale * this.dpr) / this.dpr;
    this.view.scale = scale;
    this.view.x = Math.round(((this.cssWidth - width * scale) / 2 - left * scale) * this.dpr) / this.dpr;
    this.view.y = Math.round(((this.cssHeight - height * scale) / 2 - top * scale) * this.dpr) / this.dpr;
    this.userMovedView = false;
    this.#viewChanged();
  }

  // Zooms by `factor` keeping the point (cssX, cssY) of the canvas still. `snap` rounds units to whole
  // device pixels (crisp, equal cells); a pinch in progress zooms smoothly and snaps when it ends.
  zoomAt(cssX, cssY, factor, snap = true) {
    const { view } = this;
    const fitScale = Math.min(this.cssWidth / this.bounds.width, this.cssHeight / this.bounds.height);
    let scale = Math.min(this.maxScale, Math.max(Math.min(fitScale / 2, 1), view.scale * factor));
    const device = scale * this.dpr;
    if (snap && device >= 3) {
      // Snap to whole device pixels, but always move at least one pixel so small steps still zoom.
      const old = view.scale * this.dpr;
      let snapped = Math.round(device);
      if (factor > 1 && snapped <= old) snapped = Math.floor(old) + 1;
      if (factor < 1 && snapped >= old) snapped = Math.ceil(old) - 1;
      scale = Math.max(1, snapped) / this.dpr;
    }
    view.x = cssX - ((cssX - view.x) * scale) / view.scale;
    view.y = cssY - ((cssY - view.y) * scale) / view.scale;
    view.scale = scale;
    this.userMovedView = true;
    this.#clampView();
    this.#viewChanged();
  }

  // Zooms in on a box of the world ({left, top, right, bottom}, world units) so it fills `fill` of the canvas
  // (the smaller of its width and height share), centred; only closer than the view is (`closerOnly`): what
  // is big on screen already stays as it is. Returns whether the view moved.
  frame(box, { fill = 0.7, closerOnly = true } = {}) {
    if (!this.cssWidth || !this.cssHeight || !this.bounds) return false;
    const width = Math.max(box.right - box.left, 1e-9);
    const height = Math.max(box.bottom - box.top, 1e-9);
    const wanted = Math.min(this.maxScale, fill * Math.min(this.cssWidth / width, this.cssHeight / height));
    if (closerOnly && wanted <= this.view.scale * 1.2) return false; // a fifth closer or less: not worth a jump
    const centre = this.toScreen((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    this.zoomAt(centre.x, centre.y, wanted / this.view.scale, false);
    const moved = this.toScreen((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    this.panBy(this.cssWidth / 2 - moved.x, this.cssHeight / 2 - moved.y);
    return true;
  }

  panBy(dx, dy) {
    this.view.x += dx;
    this.view.y += dy;
    this.userMovedView = true;
    this.#clampView();
    this.#viewChanged();
  }

  // Keeps at least a margin of the world on screen, so it cannot be lost off the edge.
  #clampView() {
    const { view } = this;
    const { left, top, width, height } = this.bounds;
    const worldLeft = left * view.scale;
    const worldTop = top * view.scale;
    view.x = Math.min(this.cssWidth - CLAMP_MARGIN - worldLeft, Math.max(CLAMP_MARGIN - width * view.scale - worldLeft, view.x));
    view.y = Math.min(this.cssHeight - CLAMP_MARGIN - worldTop, Math.max(CLAMP_MARGIN - height * view.scale - worldTop, view.y));
  }

  #viewChanged() {
    for (const listener of this.viewListeners) listener(this.view);
  }

  // --- coordinates --------------------------------------------------------------------------------

  // The world point under a pointer (client coordinates), as {x, y} in world units.
  toWorld(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: (clientX - rect.left - this.view.x) / this.view.scale, y: (clientY - rect.top - this.view.y) / this.view.scale };
  }

  // Where a world point is drawn, as {x, y} in the canvas's CSS pixels.
  toScreen(worldX, worldY) {
    return { x: this.view.x + worldX * this.view.scale, y: this.view.y + worldY * this.view.scale };
  }

  // Where a world point is on the page (client coordinates), for tests and pointer simulation.
  toClient(worldX, worldY) {
    const rect = this.canvas.getBoundingClientRect();
    const { x, y } = this.toScreen(worldX, worldY);
    return { x: rect.left + x, y: rect.top + y };
  }

  // --- the canvas's size --------------------------------------------------------------------------

  #observeSize() {
    const resize = (cssWidth, cssHeight, deviceWidth, deviceHeight) => {
      // A hidden canvas (the other view is showing) reports 0 x 0: keep the view as it was, rather
      // than clamp a panned world against an empty canvas, and pick up the real size when it shows.
      if (!cssWidth || !cssHeight) return;
      // A view the reader (or a puzzle) moved keeps its middle in the middle: a card or a bar coming or going
      // shifted what was framed towards an edge (issue 43).
      if (this.userMovedView && this.cssWidth && this.cssHeight) {
        this.view.x += (cssWidth - this.cssWidth) / 2;
        this.view.y += (cssHeight - this.cssHeight) / 2;
      }
      this.cssWidth = cssWidth;
      this.cssHeight = cssHeight;
      this.dpr = window.devicePixelRatio || 1;
      // The exact device size avoids a blurry half pixel, but only when it agrees with the ratio
      // (emulated ratios, as in tests, do not always reach devicePixelContentBoxSize).
      const trust = (device, css) => device !== undefined && Math.abs(device - css * this.dpr) <= 2;
      this.canvas.width = Math.max(1, trust(deviceWidth, cssWidth) ? deviceWidth : Math.round(cssWidth * this.dpr));
      this.canvas.height = Math.max(1, trust(deviceHeight, cssHeight) ? deviceHeight : Math.round(cssHeight * this.dpr));
      if (!this.bounds) return;
      if (this.userMovedView) this.#clampView();
      else this.fit();
      for (const listener of this.resizeListeners) listener();
    };
    const observer = this.resizeObserver = new ResizeObserver(([entry]) => {
      const box = entry.contentBoxSize?.[0];
      const device = entry.devicePixelContentBoxSize?.[0];
      const cssWidth = box ? box.inlineSize : entry.contentRect.width;
      const cssHeight = box ? box.blockSize : entry.contentRect.height;
      resize(cssWidth, cssHeight, device?.inlineSize, device?.blockSize);
    });
    try {
      observer.observe(this.canvas, { box: 'device-pixel-content-box' });
    } catch {
      observer.observe(this.canvas); // browsers without device-pixel-content-box
    }
    const rect = this.canvas.getBoundingClientRect();
    this.cssWidth = rect.width;
    this.cssHeight = rect.height;
    this.dpr = window.devicePixelRatio || 1;
    this.canvas.width = Math.max(1, Math.round(rect.width * this.dpr));
    this.canvas.height = Math.max(1, Math.round(rect.height * this.dpr));
  }

  // Whether the size this camera fits to is its canvas's size now, to a device pixel. A hidden canvas
  // (0 x 0) keeps the view it had (see #observeSize), so it has nothing to catch up with.
  get sizeSeen() {
    const rect = this.canvas.getBoundingClientRect();
    if (!rect.width || !rect.height) return true;
    const near = (css, seen) => Math.abs(css - seen) * this.dpr <= 1;
    return this.dpr === (window.devicePixelRatio || 1) && near(rect.width, this.cssWidth) && near(rect.height, this.cssHeight);
  }

  // Runs `action` now when the camera has its canvas's size, else once it has taken it: a view moved for the
  // old size (a card or a line had just taken room) is refitted away, or misses what it was to show.
  whenSized(action) {
    if (this.sizeSeen) {
      action();
      return;
    }
    const stop = this.onResize(() => {
      if (!this.sizeSeen) return;
      stop();
      action();
    });
  }

  // Stops watching the canvas's size and forgets its listeners: for a canvas leaving the page.
  dispose() {
    cameras.delete(this);
    this.resizeObserver.disconnect();
    this.viewListeners.clear();
    this.resizeListeners.clear();
  }
}
