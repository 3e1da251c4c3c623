// Predict on a road search (issue 43, a lesson's 'settle' puzzle): the search pauses; which junction does it
// settle next? Click it. The answer is the trace's next expanded event and the steps asked are those
// web/puzzle/predict.js picks on any search; the verdict quotes the settled junction's G and H from the same
// trace. Nothing is searched here. Questions and verdicts go in the view's hint line, over the map.
import { predictQuestions } from '../puzzle/predict.js';
import { seededRandom } from '../puzzle/seeded-random.js';
import { StepTallies } from '../core/run.js';
import { CELL_STATE } from '../core/trace.js';
import { formatRoadCost } from './road-format.js';
import { roadAlgorithmText } from '../ui/labels.js';
import { algorithmInfo } from '../core/registry.js';
import { t } from '../i18n/i18n.js';

export class RoadPredictPanel {
  // view: the RoadsView (its search, seek, picker and hint line); announce(text).
  constructor(view, { announce }) {
    this.view = view;
    this.announce = announce;
    this.questions = [];
    this.results = [];
    this.index = -1;
    this.listeners = { answer: new Set(), done: new Set() };
  }

  // listener(answer) on 'answer' (after each answer) and 'done' (after the last): answer = {puzzle: 'settle', question
  // (the step the search paused at), given and expected (junction ids), correct, score (so far), total, text (the
  // verdict)}, the grid puzzles' fields (docs/EMBED.md, "postMessage API") and the verdict's words. Returns the unsubscriber.
  on(event, listener) {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  // A lesson's puzzle ({seed, count, from}, puzzle-fields.js) on the search on screen. -> {} or {error}.
  async start({ seed, count, from }) {
    const { search } = this.view;
    if (!search) return { error: t('roads.predict.noSearch') };
    const { trace } = search.result;
    this.questions = predictQuestions({ trace, tallies: new StepTallies(trace) }, seededRandom(seed), { count, from });
    this.results = [];
    if (!this.questions.length) return { error: t('roads.predict.noQuestion') };
    // Until the last answer, the playback waits: the next step settles the answer.
    this.holding = true;
    this.view.hold(t('roads.held.settle'));
    this.#ask(0);
    return {};
  }

  #ask(index) {
    const { view } = this;
    this.index = index;
    const question = this.questions[index];
    view.showStep(question.step);
    this.#frameFrontier();
    view.picker = (node) => this.#answer(node);
    const text = t('roads.predict.question', { number: index + 1, total: this.questions.length, algorithm: this.#name() });
    view.elements.hint.textContent = text;
    this.announce(text);
  }

  #answer(node) {
    const { view } = this;
    const question = this.questions[this.index];
    const { trace } = view.search.result;
    const metric = view.search.request.metric;
    const at = trace.eventsThroughStep(question.step); // the next step's first event: the junction settled
    const expected = question.expected.cell;
    const correct = node === expected;
    const last = this.index === this.questions.length - 1;
    const cost = (value) => formatRoadCost(value, metric);
    const g = trace.g(at), h = trace.h(at);
    // A list never re-sorted (the registry's key.stale) is not in order of the F on screen: say which order it is.
    const first = t(algorithmInfo(view.search.request.algorithm)?.key?.stale ? 'roads.predict.firstStale' : 'roads.predict.lowest');
    const key = h > 0 ? t('roads.predict.keyGH', { g: cost(g), h: cost(h), f: cost(g + h), first }) : t('roads.predict.keyG', { g: cost(g), first });
    const verdict = correct ? t('roads.predict.right', { node: String(expected), key })
      : t('roads.predict.wrong', { given: String(node), algorithm: this.#name(), node: String(expected), key });
    this.results.push({ correct, score: correct ? 1 : 0 });
    view.picker = null;
    if (last) this.#release();
    view.showStep(question.step + 1); // the step plays: the junction is settled
    const score = this.results.filter((result) => result.correct).length;
    const tally = { puzzle: 'settle', question: question.step, given: node, expected, correct, score, total: this.questions.length, text: verdict };
    for (const listener of this.listeners.answer) listener(tally);
    if (last) {
      view.elements.hint.textContent = verdict + t('narration.join') + t('roads.predict.done', { score, total: this.questions.length });
      this.announce(view.elements.hint.textContent);
      for (const listener of this.listeners.done) listener(tally);
    } else {
      this.announce(verdict);
      this.#ask(this.index + 1);
      view.elements.hint.textContent = verdict + t('narration.join') + view.elements.hint.textContent;
    }
  }

  // The junctions waiting to be settled (the answer among them) and S, zoomed in on: the whole town at 370 px
  // left them a few pixels apart (issue 43).
  #frameFrontier() {
    const { replay } = this.view.search;
    const waiting = [this.view.start];
    for (const side of [replay.forward, replay.backward]) {
      if (!side) continue;
      for (let node = 0; node < side.state.length; node++) if (side.state[node] === CELL_STATE.open) waiting.push(node);
    }
    this.waiting = waiting.filter((node) => node >= 0);
    this.view.renderer.frameNodes(this.waiting);
  }

  #name() {
    return roadAlgorithmText(this.view.search.request.algorithm).short;
  }

  // Leaves the puzzle: clicks pick ends again.
  stop() {
    this.view.picker = null;
    this.index = -1;
    this.#release();
  }

  // The view's controls back (the last answer given, or the puzzle left).
  #release() {
    if (this.holding) this.view.hold(null);
    this.holding = false;
  }

  // What the tests read.
  snapshot() {
    return { questions: this.questions.map(({ step, expected }) => ({ step, expected: expected.cell })), index: this.index, results: this.results.map(({ correct }) => correct),
      waiting: this.waiting ?? [] };
  }
}
