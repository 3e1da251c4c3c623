// The path puzzle on roads (issue 30): "Draw the shortest route from S to G." With the Draw a route tool each
// click adds the nearest junction, when a road leads there from the last one (the engine's arcs say so:
// engine.checkRoute); Check my route prices the route by the metric and sets it against the engine's
// Dijkstra, and draws the shortest beside it. A lesson asks it too (a road scene's 'route' puzzle): start(), and
// 'answer' and 'done' after each check, as the grid's puzzles tell them (the lesson keeps the best).
import { routeVerdictText } from '../puzzle/puzzle-words.js';
import { formatRoadCost } from './road-format.js';
import { t } from '../i18n/i18n.js';
import { engineText } from '../core/engine-refusals.js';

// The engine's reason a road may not be drawn (cpp/search/roads/route_check.cpp writes it in English: cpp.route.*),
// in the page's language, with a capital where the language has them.
function routeReasonText(reason) {
  const text = engineText(reason);
  return `${text[0].toUpperCase()}${text.slice(1)}`;
}

export class RouteDrawPanel {
  // elements: {start, check, undo, clear, message} of index.html's "Draw the route" panel; view: the RoadsView
  // (its engine, network, ends, metric, renderer and tool); announce(text).
  constructor(elements, { view, announce }) {
    this.elements = elements;
    this.view = view;
    this.announce = announce;
    this.nodes = []; // the route drawn so far, from the start
    this.best = null; // the shortest route once checked: {path, cost}
    this.listeners = { answer: new Set(), done: new Set() };
    elements.start.addEventListener('click', () => this.ask()); // the panel's puzzle: held as a lesson's is
    elements.check.addEventListener('click', () => this.check());
    elements.undo.addEventListener('click', () => this.takeBack());
    elements.clear.addEventListener('click', () => this.clear());
    // The puzzle's own bar over the map, for where the side panel is hidden (a widget, a course).
    elements.barCheck?.addEventListener('click', () => this.check());
    elements.barUndo?.addEventListener('click', () => this.takeBack());
  }

  // listener(answer) on 'answer' and 'done' (each check): answer = {puzzle: 'route', question: 'route', given (the
  // route's cost, null when it does not reach the goal), expected (the shortest's), correct, score, total: 1, text
  // (the verdict)}, the grid puzzles' fields (docs/EMBED.md, "postMessage API") and the verdict's words. Returns the unsubscriber.
  on(event, listener) {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  // A lesson's puzzle: drawing starts on the network the scene shows. -> {}.
  async start() {
    this.ask();
    // Routes on screen may hold the answer (alternatives begin with the shortest): hidden until the first check.
    this.concealing = Boolean(this.view.routes?.shown);
    if (this.concealing) this.view.routes.conceal(true);
    if (this.elements.bar) {
      this.elements.bar.hidden = false; // shown where the side panel is not (web/style.css)
      this.elements.barStatus.textContent = t('roads.draw.fromS');
    }
    // Drawn a junction at a time: S and G zoomed in on where the network is big around them.
    this.view.renderer.frameNodes([this.view.start, this.view.goal].filter((node) => node >= 0));
    this.elements.check.closest('section')?.scrollIntoView?.({ block: 'nearest' }); // Check my route is in the side panel
    return {};
  }

  // The puzzle asked (a lesson's, or the panel's Start drawing): drawing starts, and until the first check
  // nothing may search, play on or find routes: each would draw the answer.
  ask() {
    this.startDrawing();
    this.holding = true;
    this.view.hold(t('roads.held.route'));
  }

  // Leaves the puzzle: the drawn route goes.
  stop() {
    this.clear();
    if (this.elements.bar) this.elements.bar.hidden = true;
    this.#reveal();
  }

  // The routes a puzzle hid come back, and the view's controls (its first check, or the puzzle left).
  #reveal() {
    if (this.holding) this.view.hold(null);
    this.holding = false;
    if (!this.concealing) return;
    this.concealing = false;
    this.view.routes?.conceal(false);
  }

  // The map's clicks draw the route from now on (the view's route tool), from S.
  startDrawing() {
    this.clear();
    this.view.chooseTool('route');
    this.announce(t('roads.draw.start'));
  }

  // A click with the Draw a route tool on junction `node`. Returns what the hint line says.
  add(node) {
    const { view } = this;
    if (this.best) this.clear(); // a new try after a verdict
    if (!this.nodes.length) this.nodes = [view.start];
    const last = this.nodes.at(-1);
    if (node === last) return '';
    if (this.nodes.length > 1 && node === this.nodes.at(-2)) {
      this.nodes.pop(); // back the way it came: taken back
    } else {
      const step = view.engine.checkRoute({ nodes: [last, node], metric: view.metric });
      if (!step.legal) return t('roads.draw.illegal', { reason: routeReasonText(step.reason) });
      this.nodes.push(node);
    }
    this.#draw();
    return this.#status(t(this.nodes.at(-1) === view.goal ? 'roads.draw.atGoal' : 'roads.draw.next', { count: this.nodes.length - 1 }));
  }

  takeBack() {
    if (this.nodes.length > 1) this.nodes.pop();
    this.best = null;
    this.#draw();
    this.#status(t('roads.draw.drawn', { count: Math.max(0, this.nodes.length - 1) }));
  }

  // What the hint line says, said on the puzzle's bar too. Returns it.
  #status(text) {
    if (this.elements.barStatus) this.elements.barStatus.textContent = text;
    return text;
  }

  clear() {
    this.nodes = [];
    this.best = null;
    this.elements.message.textContent = '';
    this.#draw();
  }

  // Judges the route drawn: legal and reaching the goal, its cost against Dijkstra's. -> {correct, cost, best}.
  check() {
    const { view } = this;
    const { engine, metric } = view;
    const nodes = this.nodes.length ? this.nodes : [view.start];
    const drawn = engine.checkRoute({ nodes, metric });
    const best = engine.route({ from: view.start, to: view.goal, algorithm: 'dijkstra', metric });
    this.best = best.found ? { path: best.path, cost: best.cost } : null;
    const reached = drawn.legal && nodes.at(-1) === view.goal;
    const correct = reached && best.found && Math.abs(drawn.cost - best.cost) <= 1e-9 * Math.max(1, best.cost);
    const text = routeVerdictText({ reached, legal: drawn.legal, reason: drawn.reason, cost: drawn.cost, best: this.best?.cost ?? null,
      correct, format: (value) => formatRoadCost(value, metric) });
    this.elements.message.textContent = text;
    this.elements.message.dataset.verdict = correct ? 'right' : 'wrong';
    this.#status(text);
    this.#reveal();
    this.announce(text);
    this.#draw();
    const tally = {
      puzzle: 'route', question: 'route', given: reached ? drawn.cost : null, expected: this.best?.cost ?? null, correct, score: correct ? 1 : 0, total: 1, text,
    };
    for (const event of ['answer', 'done']) for (const listener of this.listeners[event]) listener(tally);
    return { correct, cost: drawn.cost, best: this.best?.cost ?? null, text };
  }

  // What the view draws of it, and what the tests read.
  snapshot() {
    return { nodes: [...this.nodes], best: this.best ? { ...this.best, path: [...this.best.path] } : null, message: this.elements.message.textContent };
  }

  #draw() {
    this.view.renderer.setDrawnRoute(this.nodes.length > 1 || this.best ? { nodes: this.nodes, best: this.best?.path ?? null } : null);
  }
}
