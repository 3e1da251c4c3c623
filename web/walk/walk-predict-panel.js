// The Walk view's puzzle (issue 30): "where does the agent step next?" asked after the agent has sensed
// something and planned again. Its plan is hidden and the playback waits until a click on the walk answers;
// the step then plays and the verdict says why (web/puzzle/walk-predict.js grades it from the walk's trace).
// A lesson asks it too (a walk scene's 'walk' puzzle): start(spec), and 'answer' and 'done' as the grid's
// puzzles tell them.
import { walkQuestions, gradeWalkStep } from '../puzzle/walk-predict.js';
import { seededRandom } from '../puzzle/seeded-random.js';
import { t } from '../i18n/i18n.js';

const QUESTIONS = 3;

export class WalkPredictPanel {
  // elements: {ask, next, question, verdict, progress} of index.html's Walk panel; view: the WalkView;
  // getOptions(): the explore options (the walk's moves); announce(text).
  constructor(elements, { view, getOptions, announce }) {
    this.elements = elements;
    this.view = view;
    this.getOptions = getOptions;
    this.announce = announce;
    this.seed = 0; // each Ask me picks other moves
    this.questions = [];
    this.listeners = { answer: new Set(), done: new Set() };
    elements.ask.addEventListener('click', () => this.begin());
    elements.next.addEventListener('click', () => this.#ask(this.index + 1));
  }

  // listener(answer) on 'answer' (after each answer) and 'done' (after the last): answer = {puzzle: 'walk', question (the
  // step the walk paused at), given and expected (cells, as '(x, y)'), correct, score (so far), total, text (the
  // verdict)}, the grid puzzles' fields (docs/EMBED.md, "postMessage API") and the verdict's words. Returns the unsubscriber.
  on(event, listener) {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  // A lesson's puzzle ({seed, count}, puzzle-fields.js): its questions on the walk the scene shows. -> {} or {error}.
  async start({ seed, count }) {
    await this.begin({ seed, count });
    this.elements.question.closest('section')?.scrollIntoView?.({ block: 'nearest' }); // the question is in the side panel
    return this.questions.length ? {} : { error: t('walk.predict.noneError') };
  }

  // Questions on the walk on screen (walked first when there is none): `count` of them, chosen by `seed` (a
  // lesson's), else by the next seed of this panel's own.
  async begin({ seed = ++this.seed, count = QUESTIONS } = {}) {
    const { view, elements } = this;
    await view.settled(); // a walk a link asked for may still be landing
    if (!view.walk) {
      view.run();
      await view.settled();
    }
    if (!view.replay) return;
    this.questions = walkQuestions(view.replay, seededRandom(seed), { count });
    this.results = [];
    if (!this.questions.length) {
      elements.question.textContent = t('walk.predict.none');
      return;
    }
    this.#ask(0);
  }

  #ask(index) {
    const { view, elements } = this;
    if (index >= this.questions.length) return;
    this.index = index;
    this.answered = false;
    const question = this.questions[index];
    // The step before the agent's move: its planning done, the move not made.
    view.hold(false);
    view.showStep(view.replay.trace.stepOfEvent(question.event) - 1);
    view.hold(true);
    view.renderer.setPlanHidden(true);
    view.picker = (cell) => this.#answer(cell);
    elements.next.hidden = true;
    elements.verdict.textContent = '';
    elements.progress.textContent = t('walk.predict.progress', { number: index + 1, total: this.questions.length });
    elements.question.textContent = t('walk.predict.question');
    this.announce(t('walk.predict.questionSaid', { number: index + 1, total: this.questions.length }));
  }

  #answer(cell) {
    const { view, elements } = this;
    if (this.answered) return;
    this.answered = true;
    const question = this.questions[this.index];
    const { movement, diagonal, costs, terrainCosts } = this.getOptions();
    const moves = { movement: Number(movement), diagonal, costs, ...(terrainCosts ? { terrainCosts } : {}) };
    const result = gradeWalkStep(view.replay, question, cell, { engine: view.engine, moves });
    this.results.push(result);
    view.picker = null;
    view.renderer.setPlanHidden(false);
    view.hold(false);
    view.showStep(view.replay.trace.stepOfEvent(question.event)); // the step plays: the agent moves
    const score = this.results.filter((r) => r.correct).length;
    const last = this.index === this.questions.length - 1;
    elements.verdict.textContent = result.text;
    elements.verdict.dataset.verdict = result.correct ? 'right' : 'wrong';
    elements.progress.textContent = last ? t('walk.predict.done', { score, total: this.questions.length })
      : t('walk.predict.score', { number: this.index + 1, total: this.questions.length, score });
    elements.next.hidden = last;
    this.announce(result.text);
    const { width } = view.replay;
    const cellText = (at) => `(${at % width}, ${Math.floor(at / width)})`;
    const tally = {
      puzzle: 'walk', question: view.replay.trace.stepOfEvent(question.event) - 1, given: cellText(cell), expected: cellText(question.expected),
      correct: result.correct, score, total: this.questions.length, text: result.text,
    };
    for (const listener of this.listeners.answer) listener(tally);
    if (last) for (const listener of this.listeners.done) listener(tally);
  }

  // Leaves a question unanswered (the walk changed, or the view closed): the plan shows, the playback is free.
  stop() {
    const { view } = this;
    view.picker = null;
    view.renderer.setPlanHidden(false);
    view.hold(false);
    this.elements.question.textContent = '';
    this.elements.verdict.textContent = '';
    this.elements.progress.textContent = '';
    this.elements.next.hidden = true;
  }

  // What the tests read.
  snapshot() {
    return { questions: this.questions.map(({ move, event, expected }) => ({ move, event, expected })), index: this.index ?? -1,
      results: (this.results ?? []).map(({ correct }) => correct) };
  }
}
