// The puzzle's card on the explore view: its title and progress, the question, the answer's controls (G, H
// and F fields, the names to choose from, the path's and the walls' buttons), the verdict, and Next, Try
// again, New puzzle. It shows what web/puzzle/puzzle-page.js tells it and hands back what the learner does.
import { ALGORITHM_TEXT } from '../ui/labels.js';
import { formatCost } from '../view/format.js';
import { t } from '../i18n/i18n.js';

export class PuzzleCard {
  // root: the card's section in index.html; on: {next, retry, fresh, close, check, choose(name), undo, clear,
  // done, goal(name)}.
  constructor(root, on) {
    this.root = root;
    this.on = on;
    const $ = (name) => root.querySelector(`[data-puzzle="${name}"]`);
    this.title = $('title');
    this.progressLine = $('progress');
    this.question = $('question');
    this.answer = $('answer');
    this.verdictLine = $('verdict');
    this.nextButton = $('next');
    this.retryButton = $('retry');
    this.freshButton = $('fresh');
    this.nextButton.addEventListener('click', () => on.next());
    this.retryButton.addEventListener('click', () => on.retry());
    this.freshButton.addEventListener('click', () => on.fresh());
    $('close').addEventListener('click', () => on.close());
    this.fields = null;
  }

  begin(title) {
    this.root.hidden = false;
    this.title.textContent = title;
    this.progressLine.textContent = '';
    this.question.textContent = t('puzzle.card.getReady');
    this.answer.replaceChildren();
    this.#verdict('');
    this.nextButton.hidden = true;
    this.retryButton.hidden = true;
    this.freshButton.hidden = true;
  }

  hide() {
    this.root.hidden = true;
  }

  progress(text) {
    this.progressLine.textContent = text;
  }

  // A line in the verdict's place that is no verdict (a refusal, a search that could not run).
  message(text) {
    this.#verdict(text);
  }

  // A new question: its text and the controls for `answer` ('cell', 'numbers', 'walk', 'walls', 'choice').
  // `choices`: the names to choose from ('choice'), or the walls goals ({goals, goal}: 'walls').
  // The focus moves to the first control only when it was in the card (Next, Try again): a puzzle a link or a
  // widget opens takes no focus (an embed never takes its host's). Returns whether it moved.
  ask(text, answer, choices = []) {
    const inCard = this.root.contains(document.activeElement);
    this.question.textContent = text;
    this.#verdict('');
    this.nextButton.hidden = true;
    this.retryButton.hidden = true;
    this.freshButton.hidden = true;
    const controls = { cell: () => [], numbers: () => this.#numberFields(), walk: () => this.#walkButtons(),
      walls: () => this.#wallsButtons(choices), choice: () => this.#choices(choices) }[answer]();
    this.answer.replaceChildren(...controls);
    const first = this.answer.querySelector('input, button, select');
    if (inCard && first) first.focus({ preventScroll: true });
    return inCard;
  }

  // The typed G, H and F as numbers (NaN where empty or not a number).
  numbers() {
    const read = (input) => (input.value.trim() === '' ? NaN : Number(input.value.replace(',', '.')));
    return { g: read(this.fields.g), h: read(this.fields.h), f: read(this.fields.f) };
  }

  walkLength(steps) {
    const line = this.answer.querySelector('[data-puzzle="walk-length"]');
    if (line) line.textContent = t('puzzle.card.stepsDrawn', { count: steps });
  }

  wallsStatus({ placed, budget, score, unit, target, reached }) {
    const line = this.answer.querySelector('[data-puzzle="walls-status"]');
    if (!line) return;
    const values = { placed, budget, score: formatCost(score), unit, target: target === null ? '' : formatCost(target) };
    const status = t(target === null ? 'puzzle.walls.status' : 'puzzle.walls.statusBeat', values);
    line.textContent = reached ? status : `${status}${t('puzzle.walls.cutOff')}`;
  }

  // The answer's verdict, in the question's place; the learner goes on with Next (or, after the last, Try
  // again / New puzzle).
  verdict(text, { correct, tied, last }) {
    this.#inQuestionsPlace(text, correct ? 'right' : tied ? 'tied' : 'wrong');
    const focusHere = this.root.contains(document.activeElement) || document.activeElement?.id === 'view';
    for (const control of this.answer.querySelectorAll('input, button, select')) control.disabled = true;
    this.nextButton.hidden = last;
    if (!last && focusHere) this.nextButton.focus({ preventScroll: true });
  }

  // A first try at the numbers with a mistake: the hint in the verdict's place, the fields left to change
  // (each wrong one marked), and Check again. `right`: {g, h, f} booleans.
  numbersRetry(text, right) {
    this.#inQuestionsPlace(text, 'retry');
    const focusHere = this.root.contains(document.activeElement) || document.activeElement?.id === 'view';
    let first = null;
    for (const name of ['g', 'h', 'f']) {
      const input = this.fields[name];
      if (right[name]) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', 'true');
      if (!right[name] && !first) first = input;
    }
    if (focusHere && first) {
      first.focus({ preventScroll: true });
      first.select();
    }
  }

  finished(summary) {
    this.progressLine.textContent = summary;
    this.retryButton.hidden = false;
    this.freshButton.hidden = false;
    this.freshButton.focus({ preventScroll: true });
  }

  // A verdict (or a hint) where the question was, at least as tall, so the card and the canvas above it keep
  // their size (the question is said again in it: the cell, the step). The next ask() shows the question.
  #inQuestionsPlace(text, kind) {
    const height = this.question.hidden ? 0 : this.question.getBoundingClientRect().height;
    if (height) this.verdictLine.style.minHeight = `${height}px`;
    this.question.hidden = true;
    this.#verdict(text, kind);
  }

  #verdict(text, kind = '') {
    if (!text) {
      this.question.hidden = false;
      this.verdictLine.style.minHeight = '';
    }
    this.verdictLine.textContent = text;
    if (kind) this.verdictLine.dataset.verdict = kind;
    else delete this.verdictLine.dataset.verdict;
  }

  #button(text, action, name = '') {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    if (name) button.dataset.puzzle = name;
    button.addEventListener('click', action);
    return button;
  }

  #numberFields() {
    const form = document.createElement('form');
    form.className = 'puzzle-numbers';
    this.fields = {};
    for (const [name, label] of [['g', 'G'], ['h', 'H'], ['f', 'F']]) {
      const field = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'text';
      input.inputMode = 'decimal';
      input.autocomplete = 'off';
      input.size = 6;
      input.dataset.puzzle = `number-${name}`;
      field.append(`${label} `, input);
      form.append(field);
      this.fields[name] = input;
    }
    const check = this.#button(t('puzzle.card.check'), () => {}, 'check');
    check.type = 'submit';
    form.append(check);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.on.check();
    });
    // Enter in a field with another still empty goes to that field: it does not grade three answers for one.
    form.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.target.tagName !== 'INPUT') return;
      const inputs = Object.values(this.fields);
      const at = inputs.indexOf(event.target);
      const empty = [...inputs.slice(at + 1), ...inputs.slice(0, at)].find((input) => input.value.trim() === '');
      if (event.target.value.trim() === '') event.preventDefault(); // this one is still empty: it waits
      else if (empty) {
        event.preventDefault();
        empty.focus();
      } // all three typed: Enter checks them (the form's submit)
    });
    return [form];
  }

  #walkButtons() {
    const length = document.createElement('span');
    length.dataset.puzzle = 'walk-length';
    length.className = 'muted';
    length.textContent = t('puzzle.card.stepsDrawn', { count: 0 });
    return [this.#button(t('puzzle.card.checkPath'), () => this.on.check(), 'check'), this.#button(t('puzzle.card.takeBack'), () => this.on.undo(), 'undo'),
      this.#button(t('puzzle.card.clear'), () => this.on.clear(), 'clear'), length];
  }

  // goals: [[name, label]] of the walls puzzle's goals, `goal` the one on screen: another starts afresh.
  #wallsButtons({ goals, goal }) {
    const status = document.createElement('span');
    status.dataset.puzzle = 'walls-status';
    const field = document.createElement('label');
    const select = document.createElement('select');
    select.dataset.puzzle = 'walls-goal';
    for (const [name, label] of goals) select.append(new Option(label, name, false, name === goal));
    select.addEventListener('change', () => this.on.goal(select.value));
    field.append(`${t('puzzle.card.goal')} `, select);
    return [field, status, this.#button(t('puzzle.card.wallsDone'), () => this.on.done(), 'done')];
  }

  #choices(names) {
    const group = document.createElement('div');
    group.className = 'puzzle-choices';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', t('puzzle.card.whichGroup'));
    for (const name of names) group.append(this.#button(ALGORITHM_TEXT[name]?.label ?? name, () => this.on.choose(name), `choice-${name}`));
    return [group];
  }
}
