// The Roads view's K routes panel: K mutually disjoint routes (engine.disjointRoutes: edge or node
// disjoint, with the bottleneck drawn when fewer exist) or K alternatives within a stretch of the best
// (engine.alternativeRoutes), each drawn in its own colour with a legend line (cost, stretch, shared), and
// the alternatives' rejected candidates with the test each failed.
import { ROUTE_COLOURS } from '../view/palette.js';
import { formatRoadCost, formatShare } from './road-format.js';
import { t } from '../i18n/i18n.js';

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
    kError.textContent = valid ? '' : t('roads.routes.kError', { min: least, max: most, given: k.value.trim() === '' ? t('roads.nothing') : `'${k.value}'` });
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
      this.elements.message.textContent = t('roads.routes.failed', { message: error.message });
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
    this.elements.message.textContent = t(kind === 'disjoint' ? 'roads.routes.findingDisjoint' : 'roads.routes.findingAlternatives');
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
      ? t('roads.routes.kHelpDisjoint')
      : t('roads.kHelp');
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
    const ends = { from: String(request.from), to: String(request.to) }; // ids, not counts: never grouped
    const measure = t(request.metric === 'time' ? 'roads.measure.time' : 'roads.measure.length');
    if (found === 0) {
      message.textContent = t('roads.routes.none', ends);
    } else if (kind === 'disjoint') {
      const edge = request.disjoint === 'edge';
      if (found < request.k) {
        const cut = edge ? t('roads.routes.cutRoads', { count: result.cutRoads.length })
          : result.cutRoads.length ? t('roads.routes.cutNodesRoads', { count: result.cutNodes.length, roads: result.cutRoads.length })
            : t('roads.routes.cutNodes', { count: result.cutNodes.length });
        message.textContent = t(edge ? 'roads.routes.onlyEdge' : 'roads.routes.onlyNode', { ...ends, count: found, k: request.k, cut, cost: cost(result.total) });
      } else {
        message.textContent = t(edge ? 'roads.routes.disjointEdge' : 'roads.routes.disjointNode', { count: found, measure, cost: cost(result.total) });
      }
      message.textContent += t('narration.join') + shortestWords(this.shown.shortest, result.routes, cost);
    } else {
      const rejected = result.rejectedCount;
      const reasons = Object.entries(rejected).filter(([, n]) => n > 0).map(([test, n]) => t('roads.routes.onTest', { count: n, test: t(`roads.routes.test.${test}`) }));
      // K counts the best route: K = 3 asks for the best and up to 2 alternatives.
      const alternatives = found - 1, wanted = request.k - 1;
      message.textContent = t('roads.routes.alternatives', {
        alternatives, k: request.k, wanted, stretch: request.stretch.toFixed(2), share: formatShare(request.maxShare), measure,
        candidates: result.candidates, rejected: reasons.length ? t('roads.routes.turnedDown', { reasons: reasons.join(', ') }) : '',
      }) +
        // The engine's candidate budget (docs/API.md): past it the search ends with what it found.
        (result.stopped ? t('narration.join') + t('roads.routes.stopped', { count: result.candidates }) : '');
    }
    list.replaceChildren(...result.routes.map((route, index) => {
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = ROUTE_COLOURS[index % ROUTE_COLOURS.length];
      const words = kind === 'disjoint'
        ? t('roads.routes.item', { number: index + 1, cost: cost(route.cost), roads: route.path.length - 1 })
        : index === 0 ? t('roads.routes.best', { cost: cost(route.cost) })
          // ADGW's sharing: the part of the best route's cost that this route drives too.
          : t('roads.routes.alternative', { number: index + 1, cost: cost(route.cost), stretch: route.stretch.toFixed(2), share: formatShare(route.shared), measure });
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
      ? t('roads.routes.rejectedSome', { count: total, shown: Math.min(MAX_REJECTED_SHOWN, result.rejected.length) })
      : t('roads.routes.rejected', { count: total });
    rejectedList.replaceChildren(...result.rejected.map((candidate) => {
      const item = document.createElement('li');
      item.dataset.failed = candidate.failed;
      const head = t('roads.routes.via', { node: String(candidate.via), cost: cost(candidate.cost), stretch: candidate.stretch.toFixed(2) });
      let why;
      if (candidate.failed === 'stretch') {
        why = t('roads.routes.whyStretch', { stretch: candidate.stretch.toFixed(2), limit: request.stretch.toFixed(2) });
      } else if (candidate.failed === 'sharing') {
        why = t('roads.routes.whySharing', { share: formatShare(candidate.overlap), route: candidate.sharedWith + 1, limit: formatShare(request.maxShare) });
      } else {
        why = t('roads.routes.whyLocal', { from: String(candidate.detourFrom), to: String(candidate.detourTo), cost: cost(candidate.detourCost), shortest: cost(candidate.shortcutCost) });
      }
      item.textContent = head + t('narration.join') + why;
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
  if (cheapest <= shortest * (1 + 1e-9)) return t('roads.routes.shortestAmong', { cost: cost(shortest) });
  return t('roads.routes.shortestNot', { cost: cost(shortest), cheapest: cost(cheapest) });
}
