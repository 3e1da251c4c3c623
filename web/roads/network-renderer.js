// Draws a road network on a canvas through a Camera: the roads (web/roads/road-tiles.js: tiles painted a
// few a frame, with a level of detail by zoom, from the index web/view/road-index.js), and on top what the
// view shows: a search at its step (open and settled nodes, each side of a bidirectional search in its own
// hue, the node being settled, the route) or K routes with the cut that limits them, and the start and goal.
// World units are metres, east to the right and north up.
import { Camera } from '../view/camera.js';
import { drawLetteredDisc } from '../view/cell-paint.js';
import { ROAD_CLASS, CELL_STATE, EVENT } from '../core/engine.js';
import { CANVAS_BACKGROUND, ROAD_COLOUR, ROUTE_COLOURS, CUT_COLOUR, COLOUR, PUZZLE_COLOUR } from '../view/palette.js';
import { drawingParts, LOCAL_CLASSES } from '../view/road-drawing-parts.js';
import { NodeGrid } from '../view/node-grid.js';
import { RoadIndex } from '../view/road-index.js';
import { RoadTiles } from './road-tiles.js';
import { SearchImage } from './search-image.js';

const MAX_SCALE = 20; // CSS px per metre at the closest zoom
// Per class, bottom to top: its colour and width, in CSS px when zoomed out and in metres when zoomed in;
// local roads (web/view/road-drawing-parts.js) give way to a tint when zoomed out (road-tiles.js).
const CLASS_STYLE = [
  { roadClass: ROAD_CLASS.minor, colour: ROAD_COLOUR.minor, pixels: 0.7, metres: 5 },
  { roadClass: ROAD_CLASS.street, colour: ROAD_COLOUR.street, pixels: 1, metres: 7 },
  { roadClass: ROAD_CLASS.arterial, colour: ROAD_COLOUR.arterial, pixels: 2, metres: 11 },
  { roadClass: ROAD_CLASS.highway, colour: ROAD_COLOUR.highway, pixels: 3, metres: 15 },
].map((style) => ({ ...style, local: LOCAL_CLASSES.includes(style.roadClass) }));
// A search is drawn as a picture (search-image.js) when its junctions are closer than this many CSS px and it
// reached more than PICTURE_FROM_NODES of them (fewer, as a CH query's few hundred, stay dots to be seen).
const SEARCH_DOTS_FROM_SPACING = 5;
const PICTURE_FROM_NODES = 5000;
// Milliseconds a frame may spend painting road tiles beyond the first (the rest wait for the next frames).
const TILE_BUDGET_MS = 8;

export class NetworkRenderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d', { alpha: false });
    this.camera = new Camera(canvas, { maxScale: MAX_SCALE });
    this.camera.onViewChange(() => this.requestRender());
    this.camera.onResize(() => {
      // A frame asked for before the camera had the canvas's size (see frameNodes): now that it has it.
      const pending = this.pendingFrame;
      this.pendingFrame = null;
      if (pending) this.frameNodes(pending);
      this.render();
    });
    this.network = null; // {count, x, y (world units), spacing (metres between neighbours, typically)}
    this.nodeGrid = null; // the junctions by place (web/view/node-grid.js): clicks and drawn junctions
    this.tiles = null; // the roads' tiles (web/roads/road-tiles.js)
    this.roadsPending = false; // whether the last frame left road tiles to paint
    this.searchImage = null; // the search as a picture (web/roads/search-image.js), for zooms too far out for dots
    this.search = null; // {replay, path, touched: node ids the trace reaches}
    this.routes = null; // {routes: [[node ids]], cutRoads: [{from, to}], cutNodes: [ids]}
    this.drive = null; // {blocked: [{from, to}], replay: a DriveReplay at the step to show, or null}
    this.driveMarks = 0; // the recomputed nodes the last frame marked (window.frontier.roads().drive)
    this.landmarks = null; // ALT's landmark nodes (L1 first), or null
    this.contraction = null; // a ContractionReplay (web/roads/contraction-replay.js) at its step, or null
    this.start = -1;
    this.goal = -1;
    this.frameRequest = 0;
  }

  get view() { return this.camera.view; }

  // data: engine.networkData(); parts: drawingParts(data) (web/view/road-drawing-parts.js), made here or, for a
  // big town, in the worker. Fits the network in view.
  setNetwork(data, parts = drawingParts(data)) {
    const { count, x, y, spacing, bounds } = parts;
    this.network = { count, x, y, spacing };
    const index = new RoadIndex(parts.index, x, y);
    const styles = CLASS_STYLE.filter(({ roadClass }) => index.classes.includes(roadClass));
    this.nodeGrid = new NodeGrid(x, y, parts.grid);
    this.tiles = new RoadTiles(index, styles, this.nodeGrid, bounds);
    this.searchImage = null; // made when a search is first drawn zoomed out
    this.search = null;
    this.routes = null;
    this.drive = null;
    this.landmarks = null;
    this.contraction = null;
    this.start = this.goal = -1;
    this.pendingFrame = null;
    this.camera.setBounds(bounds);
    this.camera.fit();
    this.requestRender();
  }

  // World position of node `id` ({x, y}, the units the camera maps).
  nodePoint(id) { return { x: this.network.x[id], y: this.network.y[id] }; }

  // Zooms in on nodes `ids` (routes, a search's frontier, S and G) where they are small on screen (issue 43:
  // Campo Grande's routes filled 80 x 50 px of the canvas). Returns whether the view moved.
  frameNodes(ids) {
    if (!this.network || !ids.length) return false;
    // The view is opening (no size yet), or the canvas was just resized (a card or a line came) and its camera
    // has not refitted: framed at its new size when the camera takes it. Framed at the old one, the nodes were
    // then kept round the old middle and could fall off a canvas that shrank.
    if (!this.camera.cssWidth || !this.camera.cssHeight || !this.camera.sizeSeen) {
      this.pendingFrame = ids;
      return false;
    }
    const { x, y } = this.network;
    const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    for (const id of ids) {
      box.left = Math.min(box.left, x[id]);
      box.right = Math.max(box.right, x[id]);
      box.top = Math.min(box.top, y[id]);
      box.bottom = Math.max(box.bottom, y[id]);
    }
    const pad = 3 * this.network.spacing; // a few streets round them
    return this.camera.frame({ left: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad });
  }

  // The search to draw: {replay (a TraceReplay, at the step to show), path, touched}, or null.
  setSearch(search) {
    this.search = search;
    this.requestRender();
  }

  // ALT's landmarks to mark (node ids, L1 first), or null.
  setLandmarks(nodes) {
    this.landmarks = nodes;
    this.requestRender();
  }

  // The contraction being played (a ContractionReplay at the step to show), or null.
  setContraction(replay) {
    this.contraction = replay;
    this.requestRender();
  }

  // K routes to draw: {routes: [[node ids]], cutRoads, cutNodes}, or null.
  setRoutes(routes) {
    this.routes = routes;
    this.requestRender();
  }

  // A route someone drew (the path puzzle): {nodes: [ids], best: [ids] of the shortest (dashed) or null}, or null.
  setDrawnRoute(drawn) {
    this.drawnRoute = drawn;
    this.requestRender();
  }

  // A drive to draw: {blocked: [{from, to}], replay (web/roads/drive-replay.js) or null}, or null.
  setDrive(drive) {
    this.drive = drive;
    this.requestRender();
  }

  setEndpoints(start, goal) {
    this.start = start;
    this.goal = goal;
    this.requestRender();
  }

  // What the view shows at its zoom (tests): the road classes drawn road by road, whether the streets are a
  // tint, whether a search is drawn as dots or as a picture (search-image.js), and whether tiles are pending.
  detail() {
    const { scale } = this.view;
    const { drawn, tinted } = this.tiles.detailAt(scale);
    const classNames = Object.fromEntries(Object.entries(ROAD_CLASS).map(([name, id]) => [id, name]));
    return {
      roads: drawn.map(({ roadClass }) => classNames[roadClass]), tinted,
      search: this.search ? (this.#searchAsPicture(this.network.spacing * scale) ? 'picture' : 'dots') : null,
      pending: this.roadsPending,
    };
  }

  // Whether the canvas shows every road tile of the view (none to paint, no frame waiting to be drawn).
  get roadsDrawn() { return !this.roadsPending && !this.frameRequest; }

  #searchAsPicture(spacingPx) {
    return spacingPx < SEARCH_DOTS_FROM_SPACING && this.search.touched.length > PICTURE_FROM_NODES;
  }

  // Forgets the painted road tiles, so the next frame paints the roads again (scripts/bench-roads-page.mjs).
  dropTiles() {
    this.tiles?.forget();
  }

  requestRender() {
    if (this.frameRequest) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.render();
    });
  }

  // Draws the view now; road tiles still to paint get `budgetMs` (Infinity: all now) and the next frames.
  render(budgetMs = TILE_BUDGET_MS) {
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    const { context, camera } = this;
    const { dpr } = camera;
    // Cleared in device pixels: in CSS px, the last column was left half cleared at a devicePixelRatio of 1.1.
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = CANVAS_BACKGROUND;
    context.fillRect(0, 0, this.canvas.width, this.canvas.height);
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (!this.network) return;
    this.roadsPending = this.tiles.draw(context, camera, budgetMs);
    if (this.roadsPending) this.requestRender();
    const spacingPx = this.network.spacing * this.view.scale;
    if (this.contraction) this.#drawContraction(spacingPx);
    if (this.search) this.#drawSearch(spacingPx);
    if (this.routes) this.#drawRoutes();
    if (this.drive) this.#drawDrive(spacingPx);
    if (this.drawnRoute) this.#drawDrawnRoute();
    if (this.landmarks) this.#drawLandmarks();
    this.#drawEndpoints();
    if (this.drive?.replay) this.#drawVehicle(this.drive.replay.vehicle);
  }

  // Each landmark a square turned on its corner, named beside it (L1..Lk): unlike S, G and the search's dots.
  #drawLandmarks() {
    const { context } = this;
    context.font = 'bold 12px system-ui, sans-serif';
    context.textAlign = 'left';
    context.textBaseline = 'middle';
    this.landmarks.forEach((node, index) => {
      const [sx, sy] = this.#screen(node);
      if (!this.#onScreen(sx, sy, 30)) return;
      context.beginPath();
      context.moveTo(sx, sy - 8); context.lineTo(sx + 8, sy); context.lineTo(sx, sy + 8); context.lineTo(sx - 8, sy); context.closePath();
      context.fillStyle = ROAD_COLOUR.landmark;
      context.fill();
      context.lineWidth = 2;
      context.strokeStyle = '#ffffff';
      context.stroke();
      const label = `L${index + 1}`;
      context.lineWidth = 3;
      context.strokeText(label, sx + 10, sy);
      context.fillStyle = ROAD_COLOUR.landmark;
      context.fillText(label, sx + 10, sy);
    });
  }

  // The contraction at its step: the nodes gone as grey dots, every shortcut so far as a faint violet line,
  // the node leaving now ringed and its shortcuts bold.
  #drawContraction(spacingPx) {
    const { context } = this;
    const replay = this.contraction;
    const { nodes, shortcutStart, shortcutFrom, shortcutTo } = replay.record;
    const step = replay.step;
    const radius = Math.max(1.5, Math.min(4, spacingPx * 0.12));
    const gone = new Path2D();
    for (let r = 0; r < step; r++) {
      const [sx, sy] = this.#screen(nodes[r]);
      if (!this.#onScreen(sx, sy, radius)) continue;
      gone.rect(sx - radius, sy - radius, 2 * radius, 2 * radius);
    }
    context.fillStyle = ROAD_COLOUR.contracted;
    context.fill(gone);
    const lines = (first, last) => {
      const path = new Path2D();
      for (let s = first; s < last; s++) {
        const [ax, ay] = this.#screen(shortcutFrom[s]), [bx, by] = this.#screen(shortcutTo[s]);
        path.moveTo(ax, ay);
        path.lineTo(bx, by);
      }
      return path;
    };
    const current = step > 0 ? step - 1 : -1;
    context.lineCap = 'round';
    context.lineWidth = 1.5;
    context.strokeStyle = ROAD_COLOUR.shortcut;
    context.globalAlpha = 0.35; // faint: thousands of them under the few the node leaving adds
    context.stroke(lines(0, current >= 0 ? shortcutStart[current] : 0));
    context.globalAlpha = 1;
    if (current < 0) return;
    context.lineWidth = 3;
    context.strokeStyle = ROAD_COLOUR.currentShortcut;
    context.stroke(lines(shortcutStart[current], shortcutStart[current + 1]));
    this.#ring(nodes[current], radius + 5, 3, ROAD_COLOUR.current);
  }

  // A circle of `radius` CSS px round node `node`, `width` px wide.
  #ring(node, radius, width, colour) {
    const { context } = this;
    const [sx, sy] = this.#screen(node);
    context.beginPath();
    context.arc(sx, sy, radius, 0, Math.PI * 2);
    context.lineWidth = width;
    context.strokeStyle = colour;
    context.stroke();
  }

  // The screen position (CSS px) of node `id`.
  #screen(id) {
    const { scale, x, y } = this.view;
    return [x + this.network.x[id] * scale, y + this.network.y[id] * scale];
  }

  #onScreen(sx, sy, margin) {
    return sx > -margin && sy > -margin && sx < this.camera.cssWidth + margin && sy < this.camera.cssHeight + margin;
  }

  #drawSearch(spacingPx) {
    const { context } = this;
    const { replay, path, touched } = this.search;
    const radius = Math.max(1.6, Math.min(5, spacingPx * 0.17));
    if (this.#searchAsPicture(spacingPx)) {
      this.searchImage ??= new SearchImage(this.network.x, this.network.y, this.camera.bounds, this.network.spacing);
      this.searchImage.draw(context, this.view, replay, touched, ROAD_COLOUR);
    } else {
      this.#drawSearchDots(replay, radius);
    }
    // A CH query's marks (setSearch's `ch`: its stalled and meeting events' indexes), as far as played.
    if (this.search.ch) this.#drawChMarks(replay, radius);
    // The node the step on screen settles.
    const [from, to] = replay.currentStepRange();
    for (let i = from; i < to; i++) {
      if (replay.trace.kind(i) !== EVENT.expanded) continue;
      this.#ring(replay.trace.cell(i), radius + 3, 2, ROAD_COLOUR.current);
      break;
    }
    // The route, as far as its path events have been played.
    let shown = 0;
    while (shown < path.length && replay.onPath[path[shown]]) shown++;
    if (shown > 1) this.#drawPolyline(path.slice(0, shown), ROAD_COLOUR.route, 5);
  }

  // A dot for each open or settled node on screen, by state (each side of a bidirectional search its hue).
  #drawSearchDots(replay, radius) {
    const { context } = this;
    const square = radius < 2.5; // tiny circles cost more than they show
    const shapes = { open: new Path2D(), settled: new Path2D(), openBackward: new Path2D(), settledBackward: new Path2D() };
    const forward = replay.forward.state;
    const backward = replay.backward?.state;
    const { scale, x, y } = this.view;
    const pad = radius / scale;
    const { touched } = this.search;
    const { cssWidth, cssHeight } = this.camera;
    // The nodes the search reached, or those in view when fewer (zoomed in on a big search).
    const inView = (cssWidth * cssHeight) / (this.network.spacing * scale) ** 2;
    const eachNode = touched.length <= inView
      ? (visit) => touched.forEach((node) => visit(node))
      : (visit) => this.nodeGrid.forEachIn(-x / scale - pad, -y / scale - pad, (cssWidth - x) / scale + pad, (cssHeight - y) / scale + pad, visit);
    eachNode((node) => {
      const f = forward[node], b = backward ? backward[node] : CELL_STATE.unseen;
      let shape;
      if (f === CELL_STATE.closed) shape = shapes.settled;
      else if (b === CELL_STATE.closed) shape = shapes.settledBackward;
      else if (f === CELL_STATE.open) shape = shapes.open;
      else if (b === CELL_STATE.open) shape = shapes.openBackward;
      else return;
      const [sx, sy] = this.#screen(node);
      if (!this.#onScreen(sx, sy, radius)) return;
      if (square) {
        shape.rect(sx - radius, sy - radius, 2 * radius, 2 * radius);
      } else {
        shape.moveTo(sx + radius, sy);
        shape.arc(sx, sy, radius, 0, Math.PI * 2);
      }
    });
    for (const key of ['open', 'openBackward', 'settled', 'settledBackward']) {
      context.fillStyle = ROAD_COLOUR[key];
      context.fill(shapes[key]);
    }
  }

  // Stalled nodes crossed (stall-on-demand: their arcs were not relaxed), and the last meeting so far ringed.
  #drawChMarks(replay, radius) {
    const { context } = this;
    const { stalled, meets } = this.search.ch;
    const size = radius + 1.5;
    const crosses = new Path2D();
    for (let k = 0; k < stalled.length && stalled[k] < replay.position; k++) {
      const [sx, sy] = this.#screen(replay.trace.cell(stalled[k]));
      if (!this.#onScreen(sx, sy, size)) continue;
      crosses.moveTo(sx - size, sy - size); crosses.lineTo(sx + size, sy + size);
      crosses.moveTo(sx + size, sy - size); crosses.lineTo(sx - size, sy + size);
    }
    context.lineWidth = 2;
    context.strokeStyle = ROAD_COLOUR.stalled;
    context.stroke(crosses);
    let meet = -1;
    for (let k = 0; k < meets.length && meets[k] < replay.position; k++) meet = meets[k];
    if (meet >= 0) this.#ring(replay.trace.cell(meet), radius + 7, 4, ROAD_COLOUR.meet);
  }

  // A route through `nodes`, `width` CSS px wide over a white casing (`casing: false`: the line alone;
  // 'only': the casing alone).
  #drawPolyline(nodes, colour, width, casing = true) {
    const { context } = this;
    const line = new Path2D();
    for (let k = 0; k < nodes.length; k++) {
      const [sx, sy] = this.#screen(nodes[k]);
      if (k === 0) line.moveTo(sx, sy); else line.lineTo(sx, sy);
    }
    context.lineCap = context.lineJoin = 'round';
    if (casing) {
      context.lineWidth = width + 3;
      context.strokeStyle = '#ffffff';
      context.stroke(line);
    }
    if (casing === 'only') return;
    context.lineWidth = width;
    context.strokeStyle = colour;
    context.stroke(line);
  }

  // The shortest dashed under the route drawn, each junction of which is a dot.
  #drawDrawnRoute() {
    const { context } = this;
    const { nodes, best } = this.drawnRoute;
    if (best) {
      context.setLineDash([8, 6]);
      this.#drawPolyline(best, COLOUR.optimalPath, 4);
      context.setLineDash([]);
    }
    if (nodes.length > 1) this.#drawPolyline(nodes, PUZZLE_COLOUR.walk, 5);
    context.fillStyle = PUZZLE_COLOUR.walk;
    for (const node of nodes) {
      const [sx, sy] = this.#screen(node);
      context.beginPath();
      context.arc(sx, sy, 4, 0, Math.PI * 2);
      context.fill();
    }
  }

  // Route 1 widest at the bottom, each next one narrower on top, so a road several routes share shows each
  // one's stripe; every casing goes under every route.
  #drawRoutes() {
    const { context } = this;
    const { routes, cutRoads = [], cutNodes = [] } = this.routes;
    const width = (k) => Math.max(2.5, 9 - 2 * k);
    routes.forEach((nodes, k) => this.#drawPolyline(nodes, null, width(k), 'only'));
    routes.forEach((nodes, k) => this.#drawPolyline(nodes, ROUTE_COLOURS[k % ROUTE_COLOURS.length], width(k), false));
    context.strokeStyle = CUT_COLOUR;
    context.lineCap = 'round';
    for (const { from, to } of cutRoads) {
      const [ax, ay] = this.#screen(from), [bx, by] = this.#screen(to);
      context.lineWidth = 7;
      context.setLineDash([4, 4]);
      context.beginPath();
      context.moveTo(ax, ay);
      context.lineTo(bx, by);
      context.stroke();
      context.setLineDash([]);
      this.#cross((ax + bx) / 2, (ay + by) / 2, 7);
    }
    for (const node of cutNodes) {
      const [sx, sy] = this.#screen(node);
      context.lineWidth = 3;
      context.beginPath();
      context.arc(sx, sy, 9, 0, Math.PI * 2);
      context.stroke();
      this.#cross(sx, sy, 6);
    }
  }

  // The drive at the replay's step: the roads driven, the plan ahead, the nodes the plan on screen
  // recomputed, and every blocked road as a red bar with a cross (solid once the vehicle has learnt it).
  #drawDrive(spacingPx) {
    const { context } = this;
    const { blocked, replay } = this.drive;
    this.driveMarks = 0;
    if (replay) {
      // Only a repair's nodes are marked: the first plan is a search from scratch, whose ~1,600 nodes on a
      // 4,000-node town buried the route and the block under circles. Small dots, under the lines, so the
      // plan and the blocks stay on top.
      if (replay.replan > 0) {
        const radius = Math.max(2, Math.min(4, spacingPx * 0.12));
        const recomputed = new Path2D();
        for (const node of replay.recomputed) {
          const [sx, sy] = this.#screen(node);
          if (!this.#onScreen(sx, sy, radius)) continue;
          recomputed.moveTo(sx + radius, sy);
          recomputed.arc(sx, sy, radius, 0, Math.PI * 2);
          this.driveMarks++;
        }
        context.fillStyle = ROAD_COLOUR.recomputed;
        context.fill(recomputed);
      }
      if (replay.plan.length > 1) this.#drawPolyline(replay.plan, ROAD_COLOUR.plan, 4);
      if (replay.driven.length > 1) this.#drawPolyline(replay.driven, ROAD_COLOUR.driven, 5);
    }
    // Batched: two paths of bars and two of crosses (learnt, not yet), whatever the number of blocks, and
    // only the blocks on screen. One stroke per block made a link's 4,096 blocks a 50-150 ms frame.
    const known = new Set((replay?.known ?? []).flatMap(({ from, to }) => [`${from}-${to}`, `${to}-${from}`]));
    const marks = [{ bars: new Path2D(), crosses: new Path2D(), size: 9, alpha: 1 }, { bars: new Path2D(), crosses: new Path2D(), size: 7, alpha: replay ? 0.55 : 1 }];
    const margin = 12;
    for (const { from, to } of blocked) {
      const [ax, ay] = this.#screen(from), [bx, by] = this.#screen(to);
      const { cssWidth, cssHeight } = this.camera;
      if (Math.max(ax, bx) < -margin || Math.max(ay, by) < -margin || Math.min(ax, bx) > cssWidth + margin || Math.min(ay, by) > cssHeight + margin) continue;
      const mark = marks[known.has(`${from}-${to}`) ? 0 : 1];
      mark.bars.moveTo(ax, ay);
      mark.bars.lineTo(bx, by);
      // A cross only where it fits the bar: zoomed out over thousands of blocks, crosses the size of the
      // bars' neighbourhoods covered the map, and rasterising them took most of each frame.
      if (blocked.length > 64 && Math.hypot(bx - ax, by - ay) < 24) continue;
      const cx = (ax + bx) / 2, cy = (ay + by) / 2, size = mark.size;
      mark.crosses.moveTo(cx - size, cy - size); mark.crosses.lineTo(cx + size, cy + size);
      mark.crosses.moveTo(cx + size, cy - size); mark.crosses.lineTo(cx - size, cy + size);
    }
    context.strokeStyle = CUT_COLOUR;
    context.lineCap = 'round';
    for (const { bars, crosses, alpha } of marks) {
      context.globalAlpha = alpha;
      context.lineWidth = blocked.length > 64 ? 3 : 6; // thousands of wide bars cost their raster each frame
      context.stroke(bars);
      context.lineWidth = 3;
      context.stroke(crosses);
    }
    context.globalAlpha = 1;
  }

  #drawVehicle(node) {
    const [sx, sy] = this.#screen(node);
    drawLetteredDisc(this.context, { scale: 1, x: sx + 9.5, y: sy - 10.5 }, { x: 0, y: 0 }, ROAD_COLOUR.vehicle, 'V', 9);
  }

  #cross(cx, cy, size) {
    const { context } = this;
    context.lineWidth = 3;
    context.strokeStyle = CUT_COLOUR;
    context.beginPath();
    context.moveTo(cx - size, cy - size); context.lineTo(cx + size, cy + size);
    context.moveTo(cx + size, cy - size); context.lineTo(cx - size, cy + size);
    context.stroke();
  }

  #drawEndpoints() {
    for (const [node, colour, letter] of [[this.start, ROAD_COLOUR.start, 'S'], [this.goal, ROAD_COLOUR.goal, 'G']]) {
      if (node < 0) continue;
      const [sx, sy] = this.#screen(node);
      // drawLetteredDisc centres a disc in a grid cell: here a 1 px cell whose centre is the node.
      drawLetteredDisc(this.context, { scale: 1, x: sx - 0.5, y: sy - 0.5 }, { x: 0, y: 0 }, colour, letter, 9);
    }
  }
}
