// The Roads view's Drive panel (issue 13's "a blocked road while driving"): the reader blocks roads with
// the "Block a road" tool (a click near a road blocks or unblocks it), then Drive runs engine.drive from
// S to G and plays it in the view's player: the vehicle on its route, each block learnt at the road's
// start, the nodes D* Lite recomputed to repair the plan, and a table of plans set beside Dijkstra and A*
// from scratch at the same moment. Clicking a row shows that plan.
import { formatCount } from '../view/format.js';
import { DriveReplay } from './drive-replay.js';
import { formatRoadCost } from './road-format.js';
import { t } from '../i18n/i18n.js';
import { engineText } from '../core/engine-refusals.js';

const ROAD_PICK_PX = 10; // a click blocks the nearest road this close (CSS px)
// A click on the route drawn from S to G blocks the route's road: the route is drawn 5 px wide over a
// 3 px casing, and a parallel carriageway (a dual road's other direction, a few metres away) can lie
// nearer the pointer than the route's own centre line while the pointer is on the route's stroke.
const ROUTE_PICK_PX = 5;

export class DrivePanel {
  // elements: {drive, clear, message, table, body}; view: the RoadsView (engine, endpoints, metric,
  // renderer, playDrive()).
  constructor(elements, { view, announce }) {
    this.elements = elements;
    this.view = view;
    this.announce = announce;
    this.blocked = []; // [{from, to}], in the order clicked
    this.shown = null; // {request, result, replay, offThread: whether the view's engine worker drove it}
    this.pending = null; // the request the worker is driving, while it does
    elements.drive.addEventListener('click', () => this.drive());
    elements.clear.addEventListener('click', () => this.clearBlocks());
    elements.body.addEventListener('click', (event) => {
      const row = event.target.closest('tr[data-replan]');
      if (row && this.shown) this.view.seek(this.shown.replay.stepOfReplanEnd(Number(row.dataset.replan)));
    });
    this.#message();
  }

  // A new network: its blocks and drive go.
  reset() {
    this.blocked = [];
    this.#forget();
    this.#draw();
    this.#message();
  }

  // Blocks the road nearest the client point, or unblocks it when it was blocked; false when no road is near.
  toggleAt(clientX, clientY) {
    const { renderer, network } = this.view;
    if (!network) return false;
    const camera = renderer.camera;
    const point = camera.toWorld(clientX, clientY);
    const scale = camera.view.scale;
    const route = this.view.drawnRoute();
    const onRoute = route ? nearestRoad(renderer.network, routeArcs(route), point, ROUTE_PICK_PX / scale) : null;
    const road = onRoute ?? nearestRoad(renderer.network, network.arcs, point, ROAD_PICK_PX / scale);
    if (!road) return false;
    this.toggle(road);
    return true;
  }

  // Where a blocked road lies against the route from S to G (the one drawn, or Dijkstra's by the metric
  // when none is): the index of its first node on the route, or -1 when it is not on it.
  placeOnRoute(road) {
    const route = this.view.drawnRoute() ?? this.view.plainRoute();
    if (!route) return -1;
    for (let k = 0; k + 1 < route.length; k++) {
      const a = route[k], b = route[k + 1];
      if ((a === road.from && b === road.to) || (a === road.to && b === road.from)) return k;
    }
    return -1;
  }

  // Blocks the road between two nodes (either way round), or unblocks it.
  toggle(road) {
    const index = this.blocked.findIndex((b) => (b.from === road.from && b.to === road.to) || (b.from === road.to && b.to === road.from));
    // Where the road lies is judged against the route on screen before the drive that showed it goes.
    const place = index >= 0 ? -1 : this.placeOnRoute(road);
    if (index >= 0) this.blocked.splice(index, 1);
    else this.blocked.push({ from: road.from, to: road.to });
    const said = t(index >= 0 ? 'roads.drive.unblocked' : place >= 0 ? 'roads.drive.blockedOn' : 'roads.drive.blockedOff', { from: String(road.from), to: String(road.to) });
    this.announce(said);
    this.#forget();
    this.#draw();
    this.#message(index >= 0 ? '' : t('narration.join') + t('roads.drive.last', { said }));
    this.view.onChange();
  }

  clearBlocks() {
    this.setBlocked([]);
  }

  // Puts these roads ([{from, to}]) blocked, as a share link carries them; the drive shown goes.
  setBlocked(roads) {
    this.blocked = roads.map(({ from, to }) => ({ from, to }));
    this.#forget();
    this.#draw();
    this.#message();
    this.view.onChange();
  }

  get request() {
    const { start, goal } = this.view;
    return { from: start, to: goal, metric: this.view.elements.metric.value, blocked: this.blocked.map((road) => ({ ...road })) };
  }

  // Drives from S to G with the blocks set, and plays the drive: at once, or on a big network in the view's
  // engine worker (RoadsView.roadWork), when this returns a promise that settles once the drive plays (or is
  // dropped: the network, the ends or the blocks changed meanwhile).
  drive({ animate = true } = {}) {
    const { engine, network, start, goal } = this.view;
    if (!engine || !network || start < 0 || goal < 0) return undefined;
    const request = this.request;
    const refused = (error) => { this.elements.message.textContent = t('roads.drive.failed', { message: error.message }); };
    let work;
    try {
      work = this.view.roadWork('drive', { ...request, trace: true });
    } catch (error) {
      refused(error);
      return undefined;
    }
    if (!(work instanceof Promise)) {
      this.#play(request, work.result, animate, false);
      return undefined;
    }
    this.pending = request;
    this.elements.message.textContent = t('roads.drive.background');
    return work.then((answer) => {
      if (!answer || this.pending !== request || this.view.network !== network || this.view.start !== start || this.view.goal !== goal) return;
      this.pending = null;
      this.#play(request, answer.result, animate, true);
    }, (error) => {
      if (this.pending !== request) return;
      this.pending = null;
      refused(error);
    });
  }

  #play(request, result, animate, offThread) {
    const replay = new DriveReplay(result, request);
    this.shown = { request, result, replay, offThread };
    this.#table();
    const repairs = result.replans.length - 1;
    const count = request.blocked.length;
    // A block on the first road is learnt at the start, before the first plan: met, with no repair.
    const atStart = result.replans[0]?.learnt.length ?? 0;
    const met = repairs > 0 ? t('roads.drive.met.repairs', { count: repairs })
      : count === 0 ? t('roads.drive.met.none')
        : atStart > 0 ? t('roads.drive.met.atStart')
        : t(count === 1 ? 'roads.drive.met.offRoute' : 'roads.drive.met.offRouteMany', { count });
    // Why it stopped: drive.cpp's English, read back in the page's language (engine-refusals.js: roads.reason.*).
    const values = { reason: engineText(result.reason), roads: result.moves.length - 1, cost: formatRoadCost(result.cost, request.metric), met };
    this.elements.message.textContent = t(result.reached ? 'roads.drive.arrivedSummary' : 'roads.drive.stoppedSummary', values);
    this.view.playDrive(replay, { animate });
  }

  // The view's player moved: redraw the drive at the replay's position.
  showStep() {
    this.#draw();
    const { replay } = this.shown ?? {};
    for (const row of this.elements.body.rows) row.classList.toggle('current', replay ? Number(row.dataset.replan) === replay.replan : false);
  }

  // What the panel shows, as plain data (window.frontier.roads().drive).
  snapshot() {
    const { shown } = this;
    const replay = shown?.replay;
    return {
      blocked: this.blocked.map((road) => ({ ...road })),
      request: shown?.request ?? null,
      result: shown ? (({ trace, ...rest }) => rest)(shown.result) : null, offThread: shown?.offThread ?? false,
      vehicle: replay?.vehicle ?? -1, replan: replay?.replan ?? -1, recomputed: replay ? replay.recomputed.length : 0,
      marked: this.view.renderer.driveMarks,
      known: replay ? replay.known.map((road) => ({ ...road })) : [],
      rows: [...this.elements.body.rows].map((row) => [...row.cells].map((cell) => cell.textContent)),
    };
  }

  // The view drops a drive when it plays something else.
  forget() { this.#forget(); }

  #forget() {
    this.pending = null;
    if (!this.shown) return;
    this.shown = null;
    this.elements.body.replaceChildren();
    this.elements.table.hidden = true;
    this.view.dropDrive(this);
  }

  #draw() {
    const replay = this.shown?.replay ?? null;
    this.view.renderer.setDrive({ blocked: this.blocked, replay });
  }

  // last: what the last click did, said after the count.
  #message(last = '') {
    const count = this.blocked.length;
    this.elements.message.textContent = count === 0
      ? t('roads.drive.none')
      : t('roads.drive.count', { count }) + last;
  }

  #table() {
    const { result, request } = this.shown;
    const rows = result.replans.map((replan, k) => {
      const row = document.createElement('tr');
      row.dataset.replan = String(k);
      row.tabIndex = 0;
      const where = k === 0 ? t('roads.drive.startRow', { node: String(replan.at) }) : String(replan.at);
      row.title = k === 0 ? t('roads.drive.firstPlan') : t('roads.drive.learnt', { roads: replan.learnt.map((road) => `${road.from} → ${road.to}`).join(', ') });
      const cells = [String(replan.move), where, formatCount(replan.expanded), formatCount(replan.updated),
        formatCount(replan.dijkstraExpanded), formatCount(replan.astarExpanded), formatRoadCost(replan.planCost, request.metric)];
      for (const text of cells) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      return row;
    });
    this.elements.body.replaceChildren(...rows);
    this.elements.table.hidden = false;
  }
}

// The road (a pair of nodes joined by an arc) nearest `point` within `radius` world units, or null. `layout`:
// the renderer's network (x, y in drawing units); `arcs`: {from, to} of networkData.
function nearestRoad(layout, arcs, point, radius) {
  const { x, y } = layout;
  let best = null;
  let bestDistance = radius * radius;
  for (let a = 0; a < arcs.from.length; a++) {
    const u = arcs.from[a], v = arcs.to[a];
    const dx = x[v] - x[u], dy = y[v] - y[u];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((point.x - x[u]) * dx + (point.y - y[u]) * dy) / lengthSquared));
    const ex = x[u] + t * dx - point.x, ey = y[u] + t * dy - point.y;
    const distance = ex * ex + ey * ey;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = { from: Math.min(u, v), to: Math.max(u, v) };
    }
  }
  return best;
}

// The roads of a route (node ids, S first) as arcs, as nearestRoad reads them.
function routeArcs(route) {
  return { from: route.slice(0, -1), to: route.slice(1) };
}
