// "Which route is the alternative?" (issue 43, a lesson's 'alternative' puzzle on a road scene showing
// alternatives): beside the best route, the engine's first alternative and a candidate it turned down, in an
// order the seed picks; the learner names the one it kept. Both come from engine.alternativeRoutes' answer on
// screen (its routes and its rejected candidates with their evidence), so nothing is searched here.
import { ALTERNATIVE_TEXT } from '../puzzle/puzzle-words.js';
import { seededRandom } from '../puzzle/seeded-random.js';
import { t } from '../i18n/i18n.js';

// result: engine.alternativeRoutes' answer; random: a seeded generator. -> {best, choices: [route, route],
// answer: the index of the alternative kept, decoy: the turned-down one}, or null when the answer has no
// alternative or no candidate turned down for its length or its sharing (the two rules a learner can weigh).
export function alternativeQuestion(result, random) {
  const kept = result.routes[1];
  const decoy = [...(result.rejected ?? [])].filter((route) => route.failed === 'sharing' || route.failed === 'stretch')
    .sort((a, b) => a.cost - b.cost)[0]; // the cheapest turned down: the most tempting
  if (!kept || !decoy) return null;
  const choices = random.below(2) === 0 ? [kept, decoy] : [decoy, kept];
  return { best: result.routes[0], choices, answer: choices.indexOf(kept), decoy };
}

export class AlternativePuzzlePanel {
  // view: the RoadsView (its routes panel's answer, renderer, metric); elements: {bar, question, choices} of
  // index.html's choice bar over the map; announce(text).
  constructor(view, { elements, announce }) {
    this.view = view;
    this.elements = elements;
    this.announce = announce;
    this.question = null;
    this.results = [];
    this.listeners = { answer: new Set(), done: new Set() };
  }

  // listener(answer) on 'answer' and 'done': answer = {puzzle: 'alternative', question: 'alternative', given and
  // expected (0: the first route drawn after the best, 1: the second), correct, score, total: 1, text (the verdict)},
  // the grid puzzles' fields (docs/EMBED.md, "postMessage API") and the verdict's words. Returns the unsubscriber.
  on(event, listener) {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  // A lesson's puzzle ({seed}) on the alternatives on screen. -> {} or {error}.
  async start({ seed }) {
    const shown = this.view.routes?.shown;
    if (shown?.kind !== 'alternatives') return { error: t('roads.alternative.none') };
    const question = alternativeQuestion(shown.result, seededRandom(seed));
    if (!question) return { error: t('roads.alternative.noCandidate') };
    this.question = { ...question, limits: { stretch: shown.request.stretch, maxShare: shown.request.maxShare } };
    this.results = [];
    this.view.routes.conceal(true); // the panel's list names the routes kept: hidden until the answer
    this.#draw();
    this.view.renderer.frameNodes([question.best, ...question.choices].flatMap((route) => route.path));
    const { bar, question: line, choices } = this.elements;
    const text = ALTERNATIVE_TEXT.question(this.question.limits);
    line.textContent = text;
    choices.replaceChildren(...ALTERNATIVE_TEXT.choices.map((label, k) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.dataset.choice = String(k);
      button.addEventListener('click', () => this.answer(k));
      return button;
    }));
    bar.hidden = false;
    // Until the answer: a search, other routes or a drive would replace the routes asked about, or show the list.
    this.view.hold(t('roads.held.alternative'));
    this.announce(text);
    return {};
  }

  // The learner names route `k` of the two (0: the first drawn after the best).
  answer(k) {
    const { question } = this;
    if (!question || this.results.length) return;
    const correct = k === question.answer;
    const text = ALTERNATIVE_TEXT.verdict({ ...question, given: k, correct, metric: this.view.metric });
    this.results.push({ correct, score: correct ? 1 : 0 });
    for (const button of this.elements.choices.querySelectorAll('button')) button.disabled = true;
    this.elements.question.textContent = text;
    this.announce(text);
    this.view.hold(null);
    this.view.routes.conceal(false); // the list back; the map keeps the three the verdict names
    this.#draw();
    const tally = { puzzle: 'alternative', question: 'alternative', given: k, expected: question.answer, correct, score: correct ? 1 : 0, total: 1, text };
    for (const event of ['answer', 'done']) for (const listener of this.listeners[event]) listener(tally);
  }

  // Leaves the puzzle: the routes panel's answer is drawn whole again.
  stop() {
    if (!this.question) return;
    this.question = null;
    this.elements.bar.hidden = true;
    if (!this.results.length) this.view.hold(null); // left unanswered
    this.view.routes?.conceal(false);
  }

  // The best route, then the two to choose from, in the K-routes colours (blue, pink, teal).
  #draw() {
    const { best, choices } = this.question;
    this.view.renderer.setRoutes({ routes: [best, ...choices].map((route) => route.path), cutRoads: [], cutNodes: [] });
  }

  // What the tests read.
  snapshot() {
    const { question } = this;
    return question ? { answer: question.answer, vias: question.choices.map((route) => route.via), results: this.results.map(({ correct }) => correct) } : null;
  }
}
