// The Roads view's K routes panel: K mutually disjoint routes (engine.disjointRoutes: edge or node
// disjoint, with the bottleneck drawn when fewer exist) or K alternatives within a stretch of the best
// (engine.alternativeRoutes), each drawn in its own colour with a legend line (cost, stretch, shared), and
// the alternatives' rejected candidates with the test each failed.
import { ROUTE_COLOURS } from '../view/palette.js';
import { formatCount } from '../view/format.js';
import { formatRoadCost, formatShare } from './road-format.js';

const MAX_REJECTED_SHOWN = 20; // the engine lists the first 20 it turned down

export class RoutesPanel {
  // elements: {kind, k, disjoint, stretch, stretchOut, share, shareOut, find, clear, message, list, rejected,
  //   rejectedList, rejectedCount}; view: the RoadsView (engine, endpoints, metric, renderer, clearSearch()).
  constructor(elements, { view, announce }) {
    this.elements = elements;
    this.view = view;
    this.announce = announce;
    this.shown = null; // {kind, request, result, offThread: whether the view's engine worker found them}
    this.pending = null; // the request the worker is finding routes for, while it does
    const { kind, stretch, share, find, clear } = elements;
    kind.addEventListener('change', () => this.#showFields());
    stretch.addEventListener('input', () => this.#echo());
    share.addEventListener('input', () => this.#echo());
    find.addEventListener('click', () => this.find());
    clear.addEventListener('click', () => this.clear());
    for (const input of [elements.k, elements.disjoint, stretch, share]) input.addEventListener('change', () => { if (this.shown) this.find(); });
    this.#showFields();
    this.#echo();
  }

  // The form's request, or null when K is out of range (refused beside the field, never changed for the
  // reader: a 6 that silently became 5 hid that 5 is the most).
  get request() {
    const { kind, k, kError, disjoint, stretch, share } = this.elements;
    const { start, goal } = this.view;
    const count = Number(k.value);
    const least = Number(k.min), most = Number(k.max);
    const valid = k.value.trim() !== '' && Number.isInteger(count) && count >= least && count <= most;
    kError.textContent = valid ? '' : `K must be a whole number from ${least} to ${most}; got ${k.value.trim() === '' ? 'nothing' : `'${k.value}'`}.`;
    k.toggleAttribute('aria-invalid', !valid);
    if (!valid) return null;
    const base = { from: start, to: goal, k: count, metric: this.view.elements.metric.value };
    return kind.value === 'disjoint'
      ? { kind: 'disjoint', ...base, disjoint: disjoint.value }
      : { kind: 'alternatives', ...base, stretch: Number(stretch.value), maxShare: Number(share.value) };
  }

  // Computes the routes the form asks for between the view's start and goal, and draws them: at once, or on
  // a big network in the view's engine worker (RoadsView.roadWork), when this returns a promise that settles
  // once they are drawn, or dropped when the network, the ends or the form changed meanwhile.
  find() {
    const { engine, start, goal } = this.view;
    if (!engine || !this.view.network || start < 0 || goal < 0) return undefined;
    const asked = this.request;
    if (!asked) return undefined;
    const { kind, ...request } = asked;
    const refused = (error) => {
      this.clear();
      this.elements.message.textContent = `No routes: ${error.message}.`;
    };
    let work;
    try {
      work = this.view.roadWork(kind === 'disjoint' ? 'disjointRoutes' : 'alternativeRoutes', request);
    } catch (error) {
      refused(error);
      return undefined;
    }
    if (!(work instanceof Promise)) {
      this.#show(kind, request, work.result, false);
      return undefined;
    }
    const network = this.view.network;
    this.pending = asked;
    this.elements.message.textContent = `Finding ${kind === 'disjoint' ? 'disjoint routes' : 'alternatives'} in the background…`;
    return work.then((answer) => {
      // Only the newest ask, on the same network and ends, is drawn.
      if (!answer || this.pending !== asked || this.view.network !== network || this.view.start !== start || this.view.goal !== goal) return;
      this.pending = null;
      this.#show(kind, request, answer.result, true);
    }, (error) => {
      if (this.pending !== asked) return;
      this.pending = null;
      refused(error);
    });
  }

  #show(kind, request, result, offThread) {
    this.view.clearSearch();
    // Beside disjoint routes, the single shortest route's cost, from the engine (one route search on the
    // page's engine, as a drive's first plan: tens of ms on the biggest town), to say why it is usually
    // not one of them.
    const shortest = kind === 'disjoint' && result.routes.length ? this.#shortest(request) : null;
    this.shown = { kind, request, result, offThread, shortest };
    this.view.renderer.setRoutes({
      routes: result.routes.map((route) => route.path),
      cutRoads: kind === 'disjoint' ? result.cutRoads : [],
      cutNodes: kind === 'disjoint' ? result.cutNodes : [],
    });
    // Routes across a corner of a big map: zoomed in on them.
    this.view.renderer.frameNodes(result.routes.flatMap((route) => route.path));
    this.#legend();
    this.view.narration.write(this.elements.message.textContent);
    this.announce(this.elements.message.textContent);
    this.view.onChange();
  }

  // The cost of the shortest single route between the request's ends by its metric (engine.route,
  // Dijkstra), or null when there is none.
  #shortest({ from, to, metric }) {
    const route = this.view.engine.route({ from, to, algorithm: 'dijkstra', metric });
    return route.found ? route.cost : null;
  }

  // While a puzzle asks for the route they answer (a lesson's route to draw over alternatives whose first is
  // the shortest), the routes are neither drawn nor listed (true), and come back after (false).
  conceal(hidden) {
    this.elements.list.hidden = hidden;
    this.elements.rejected.hidden = hidden || !this.shown?.result.rejected?.length;
    if (!this.shown) return;
    const { kind, result } = this.shown;
    this.view.renderer.setRoutes(hidden ? null : {
      routes: result.routes.map((route) => route.path),
      cutRoads: kind === 'disjoint' ? result.cutRoads : [],
      cutNodes: kind === 'disjoint' ? result.cutNodes : [],
    });
  }

  clear() {
    this.shown = null;
    this.pending = null;
    this.view.renderer.setRoutes(null);
    this.elements.message.textContent = '';
    this.elements.list.replaceChildren();
    this.elements.rejected.hidden = true;
    this.view.onChange();
  }

  // What the panel shows, as plain data (window.frontier.roads().routes).
  snapshot() {
    if (!this.shown) return null;
    const { kind, request, result, offThread, shortest } = this.shown;
    // Disjoint routes carry the shortest single route's cost beside them; alternatives begin with it.
    const beside = kind === 'disjoint' ? { shortest } : {};
    return { kind, request, ...result, ...beside, offThread, message: this.elements.message.textContent };
  }

  #showFields() {
    const kind = this.elements.kind.value;
    // What K counts, for the kind of routes asked for.
    this.elements.kHelp.textContent = kind === 'disjoint'
      ? 'K routes in all, no two sharing a road (or a junction).'
      : 'K routes in all: the best route and up to K − 1 alternatives.';
    for (const field of this.elements.kind.form.querySelectorAll('[data-routes]')) field.hidden = field.dataset.routes !== kind;
    if (this.shown) this.find();
  }

  #echo() {
    const { stretch, stretchOut, share, shareOut } = this.elements;
    stretchOut.textContent = `${Number(stretch.value).toFixed(2)}×`;
    shareOut.textContent = formatShare(Number(share.value));
  }

  #legend() {
    const { kind, request, result } = this.shown;
    const cost = (value) => formatRoadCost(value, request.metric);
    const found = result.routes.length;
    const { message, list } = this.elements;
    const ends = `node ${request.from} and node ${request.to}`;
    const measure = request.metric === 'time' ? 'time' : 'length';
    if (found === 0) {
      message.textContent = `No route at all between ${ends}.`;
    } else if (kind === 'disjoint') {
      const sense = request.disjoint === 'edge' ? 'share no road' : 'share no junction';
      if (found < request.k) {
        const cut = request.disjoint === 'edge'
          ? `${formatCount(result.cutRoads.length)} road${result.cutRoads.length === 1 ? '' : 's'}`
          : `${formatCount(result.cutNodes.length)} junction${result.cutNodes.length === 1 ? '' : 's'}` +
            (result.cutRoads.length ? ` and ${formatCount(result.cutRoads.length)} road` : '');
        message.textContent = `Only ${found} route${found === 1 ? '' : 's'} sharing no ${request.disjoint === 'edge' ? 'road' : 'junction'} ` +
          `${found === 1 ? 'exists' : 'exist'} between ${ends} ` +
          `(you asked for ${request.k}): the bottleneck in red, ${cut}, separates them, and each route must cross it. Total ${cost(result.total)}.`;
      } else {
        message.textContent = `${found} routes that ${sense}, of least total ${request.metric === 'time' ? 'time' : 'length'}: ${cost(result.total)}.`;
      }
      message.textContent += ` ${shortestWords(this.shown.shortest, result.routes, cost)}`;
    } else {
      const rejected = result.rejectedCount;
      const reasons = Object.entries(rejected).filter(([, n]) => n > 0).map(([test, n]) => `${formatCount(n)} on ${TEST_WORDS[test]}`);
      // K counts the best route: K = 3 asks for the best and up to 2 alternatives.
      const alternatives = found - 1, wanted = request.k - 1;
      message.textContent = `The best route and ${alternatives} alternative${alternatives === 1 ? '' : 's'} (K = ${request.k}: up to ${wanted}) ` +
        `within ×${request.stretch.toFixed(2)} of it, each sharing at most ${formatShare(request.maxShare)} of the ${measure} of any route before it, the best included. ` +
        `${formatCount(result.candidates)} candidates examined${reasons.length ? `, turned down: ${reasons.join(', ')}` : ''}.` +
        // The engine's candidate budget (docs/API.md): past it the search ends with what it found.
        (result.stopped ? ` Stopped after ${formatCount(result.candidates)} candidates, the budget: these are the routes found by then.` : '');
    }
    list.replaceChildren(...result.routes.map((route, index) => {
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = ROUTE_COLOURS[index % ROUTE_COLOURS.length];
      const words = kind === 'disjoint'
        ? `Route ${index + 1}: ${cost(route.cost)}, ${formatCount(route.path.length - 1)} roads`
        : index === 0 ? `Route 1, the best: ${cost(route.cost)}`
          // ADGW's sharing: the part of the best route's cost that this route drives too.
          : `Route ${index + 1}: ${cost(route.cost)}, ×${route.stretch.toFixed(2)}, uses ${formatShare(route.shared)} of the best route's ${measure}`;
      item.append(swatch, words);
      item.dataset.cost = String(route.cost);
      return item;
    }));
    this.#rejected();
  }

  #rejected() {
    const { rejected, rejectedList, rejectedCount } = this.elements;
    const { kind, request, result } = this.shown;
    if (kind !== 'alternatives' || result.rejected.length === 0) {
      rejected.hidden = true;
      return;
    }
    const cost = (value) => formatRoadCost(value, request.metric);
    const total = Object.values(result.rejectedCount).reduce((sum, n) => sum + n, 0);
    rejectedCount.textContent = total > result.rejected.length
      ? `${formatCount(total)} candidates turned down (the first ${Math.min(MAX_REJECTED_SHOWN, result.rejected.length)} listed)`
      : `${formatCount(total)} candidate${total === 1 ? '' : 's'} turned down`;
    rejectedList.replaceChildren(...result.rejected.map((candidate) => {
      const item = document.createElement('li');
      item.dataset.failed = candidate.failed;
      const head = `Via node ${candidate.via}: ${cost(candidate.cost)}, ×${candidate.stretch.toFixed(2)}. `;
      let why;
      if (candidate.failed === 'stretch') {
        why = `Stretch: ×${candidate.stretch.toFixed(2)} is over the limit ×${request.stretch.toFixed(2)}.`;
      } else if (candidate.failed === 'sharing') {
        why = `Sharing: ${formatShare(candidate.overlap)} of route ${candidate.sharedWith + 1} is on it (at most ${formatShare(request.maxShare)}).`;
      } else {
        why = `Local optimality: its stretch from node ${candidate.detourFrom} to node ${candidate.detourTo} costs ${cost(candidate.detourCost)}, ` +
          `where the shortest way costs ${cost(candidate.shortcutCost)}.`;
      }
      item.textContent = head + why;
      return item;
    }));
    rejected.hidden = false;
  }
}

// The single shortest route beside a disjoint set, and why it is usually not one of them: the set is chosen
// for its least total, and the shortest route may take roads that two of the others would need.
function shortestWords(shortest, routes, cost) {
  if (shortest === null) return '';
  const cheapest = Math.min(...routes.map((route) => route.cost));
  if (cheapest <= shortest * (1 + 1e-9)) return `The shortest single route, ${cost(shortest)}, is one of these.`;
  return `Shortest single route: ${cost(shortest)}, not among these (the cheapest here is ${cost(cheapest)}): the set minimises ` +
    'the total, and the shortest route would take roads the others need.';
}

const TEST_WORDS = Object.freeze({ stretch: 'stretch', sharing: 'sharing', 'local-optimality': 'local optimality' });
