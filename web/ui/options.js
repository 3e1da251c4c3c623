// The search options form (algorithm, heuristic, movement, diagonal rule, step costs, weight,
// tie-break), built from the option registry so the main view and each compare column get the same controls.
// Options an algorithm does not use are disabled, and the reason is shown beside them and on hover.

import { OPTION_INFO, PAGE_DEFAULTS, checkOption, choicesOf, defaultHeuristic, heuristicRefusal, movesDiagonally, optionInfo } from '../core/registry.js';
import { CHOICE_LABELS, OPTION_LABELS, MOVES_LABELS, inapplicableReason, unmetNeedReason, heuristicRefusalText, tieBreakRefusalText } from './labels.js';
import { showFieldError } from './field-error.js';
import { t } from '../i18n/i18n.js';

// The fields whose menus have entries too long to sit beside their label (a row of their own, web/style.css).
const WIDE_FIELDS = ['algorithm', 'movement'];

// Movement and the diagonal rule are one control (8 directions with no diagonals moves as 4 do): its
// choices are '4' and '8:<rule>' for each diagonal rule that steps diagonally. The engine's two options,
// links and setOptions keep both names; the form keeps the pair it was given until the reader moves it.
const MOVES_CHOICES = [['4', MOVES_LABELS[4]],
  ...choicesOf('diagonal').filter((rule) => movesDiagonally({ movement: 8, diagonal: rule })).map((rule) => [`8:${rule}`, MOVES_LABELS[rule]])];
const movesChoice = (values) => (movesDiagonally(values) ? `8:${values.diagonal}` : '4');

// One field per option the registry exports (terrain costs are not on the form), in the registry's
// order, with the labels' wording and choice order; the diagonal rule lives in the Movement field.
const FIELDS = OPTION_INFO.filter((option) => option.type !== 'terrain' && option.name !== 'diagonal' && option.name !== 'topology').map((option) => ({
  name: option.name,
  label: OPTION_LABELS[option.name],
  choices: option.name === 'movement' ? MOVES_CHOICES : option.type === 'choice' ? CHOICE_LABELS[option.name] : null,
  number: option.type === 'number' ? { min: option.min, max: option.max, step: option.whole ? 1 : 0.1 } : null,
}));

// Each option of `select` that `refusal(value)` gives a reason for is disabled with that reason as its title,
// all but the one chosen.
function disableRefused(select, refusal) {
  if (!select) return;
  for (const option of select.options) {
    const reason = refusal(option.value) ?? '';
    option.disabled = Boolean(reason) && option.value !== select.value;
    option.title = reason;
  }
}

// Builds the form's controls into `container`. onChange(values) fires on every change.
export class OptionsForm {
  #accepted = {}; // per control, the last value the check took
  #settledTo = {}; // per number field, what the page last wrote back in place of a refused value, with its message
  #moves = { movement: PAGE_DEFAULTS.movement, diagonal: PAGE_DEFAULTS.diagonal }; // what the Movement control stands for

  // `folded`: names of fields to put in a closed "More options" section (the compare columns).
  // `worldKinds()`: the names of the cell kinds on the grid searched, for the algorithms that need
  // uniform costs (call refresh() when they change).
  // `worldTopology()`: the grid's topology ('square' or 'hex'): what moves and estimates apply.
  constructor(container, { idPrefix, values = PAGE_DEFAULTS, onChange, fields = null, folded = [], worldKinds = () => [], worldTopology = () => 'square' }) {
    this.onChange = onChange;
    this.worldKinds = worldKinds;
    this.worldTopology = worldTopology;
    this.controls = {};
    this.hints = {};
    this.errors = {}; // per number field, the line that says what was refused or clamped (an alert)
    this.element = container;
    // The container is a <form> (a labelled group for assistive technology), but nothing is ever
    // submitted: Enter in the Weight field must not reload the page.
    container.addEventListener('submit', (event) => event.preventDefault());
    let more = null;
    if (folded.length) {
      const details = document.createElement('details');
      details.className = 'more-options';
      const summary = document.createElement('summary');
      summary.textContent = t('option.more');
      more = document.createElement('div');
      more.className = 'options';
      details.append(summary, more);
      this.details = details;
    }
    for (const field of FIELDS) {
      if (fields && !fields.includes(field.name)) continue;
      const id = `${idPrefix}-${field.name}`;
      const row = document.createElement('div');
      // Long entries get a row of their own: beside its label the algorithm menu cut "Bidirectional, first
      // touch (wrong)" to "Bidirectional, first touch" and "JPS+ (precomputed jumps)" to "JPS+ (precomputed jum".
      row.className = WIDE_FIELDS.includes(field.name) ? 'option wide' : 'option';
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = field.label;
      let control;
      if (field.number) {
        control = document.createElement('input');
        control.type = 'number';
        Object.assign(control, field.number);
        control.inputMode = 'decimal';
      } else {
        control = document.createElement('select');
        for (const [value, text] of field.choices) control.add(new Option(text, value));
      }
      control.id = id;
      control.name = field.name;
      const hint = document.createElement('small');
      hint.className = 'hint';
      hint.id = `${id}-why`;
      control.setAttribute('aria-describedby', hint.id);
      row.append(label, control, hint);
      if (field.number) {
        const error = document.createElement('small');
        error.className = 'field-error';
        error.id = `${id}-error`;
        error.setAttribute('role', 'alert');
        error.hidden = true;
        row.append(error);
        this.errors[field.name] = error;
      }
      (more && folded.includes(field.name) ? more : container).append(row);
      this.controls[field.name] = control;
      this.hints[field.name] = hint;
      control.addEventListener('change', () => this.#changed(control));
    }
    if (this.details) container.append(this.details);
    this.set(values);
  }

  // The values on the form, as the registry's check reads them (every control holds a valid value).
  // A number typed but not yet committed is settled first, so nothing uses another value than the one on
  // screen; but not in the field the reader is typing in: the panels read the form every frame while a search
  // plays, and settling there would undo a half-typed number (an emptied weight went back to its old value
  // under the reader's fingers). That field counts with its last settled value until it is committed or
  // settleTyped() settles it (Run does, so a search uses what the field shows).
  get values() {
    const typing = document.activeElement;
    const typed = this.#typed();
    for (const control of typed) if (control !== typing) this.#settle(control, { focus: false });
    const unsettled = typed.includes(typing) ? typing : null; // the one field left as typed
    const values = {};
    for (const [name, control] of Object.entries(this.controls)) {
      if (name === 'movement') continue;
      const { value } = control === unsettled ? { value: this.#accepted[name] } : checkOption(name, control.value);
      if (value !== undefined) values[name] = value;
    }
    if (this.controls.movement) Object.assign(values, this.#moves);
    return { ...PAGE_DEFAULTS, ...values };
  }

  // Settles every number typed and not yet committed, the focused field's too (before a search runs).
  settleTyped() {
    for (const control of this.#typed()) this.#settle(control, { focus: false });
  }

  // The number fields whose text differs from the value they last settled to.
  #typed() {
    return Object.entries(this.controls)
      .filter(([name, control]) => this.errors[name] && this.#accepted[name] !== undefined && control.value !== String(this.#accepted[name]))
      .map(([, control]) => control);
  }

  set(values) {
    for (const [name, value] of Object.entries(values)) {
      if (name === 'movement' || name === 'diagonal') {
        const { value: checked } = checkOption(name, value);
        if (checked !== undefined) this.#moves[name] = checked;
      } else if (this.controls[name]) this.controls[name].value = String(value);
    }
    if (this.controls.movement) this.controls.movement.value = movesChoice(this.#moves);
    // Values for another topology (a new compare column on hexes) take the world's own estimate.
    const heuristic = this.#ownHeuristic();
    if (heuristic) this.controls.heuristic.value = heuristic;
    this.#applicability();
  }

  // Sets these values as if the reader had chosen them: onChange hears of it (a re-run, the address bar).
  apply(values) {
    this.set(values);
    this.onChange?.(this.values);
  }

  // The world changed: which algorithms it offers may have too. An estimate chosen that does not apply on
  // its topology (a new one) becomes the topology's own (the hex distance on hexes, octile on squares), as if
  // the reader had chosen it (onChange hears of it).
  refresh() {
    const heuristic = this.#ownHeuristic();
    if (heuristic) this.apply({ heuristic });
    else this.#applicability();
  }

  // The world's own estimate when the one on the form does not apply there, else null.
  #ownHeuristic() {
    const topology = this.worldTopology();
    const select = this.controls.heuristic;
    return select && heuristicRefusal(topology, select.value) ? defaultHeuristic(topology) : null;
  }

  #changed(control) {
    if (control.name === 'movement') {
      const [movement, diagonal] = control.value.split(':');
      this.#moves = { movement: Number(movement), diagonal: diagonal ?? this.#moves.diagonal };
      this.#applicability();
      this.onChange?.(this.values);
      return;
    }
    this.#settle(control);
    this.#applicability();
    this.onChange?.(this.values);
  }

  // A number out of range is clamped to it (a weight of 100 becomes 20), anything else the registry
  // refuses (not a number) goes back to the last value it took; either way the line beside the field
  // says so, as an alert, and the field takes the focus. The same check as links and the embed API.
  #settle(control, { focus = true } = {}) {
    const { name } = control;
    const error = this.errors[name];
    const checked = checkOption(name, control.value);
    if (!checked.error) {
      // The value the page itself wrote back keeps its message: a typed value read before it was committed
      // (the address bar's write, the form refreshed each frame, window.frontier.options()) is settled then,
      // and the change event of the blur that follows carries the settled value, not the reader's.
      if (error && !error.hidden && control.value !== this.#settledTo[name]) showFieldError(control, error, '');
      this.#accepted[name] = checked.value;
      return;
    }
    if (!error) {
      control.value = String(this.#accepted[name]);
      return;
    }
    const typed = control.value.trim();
    const { min, max } = optionInfo(name);
    const number = Number(typed);
    const clamped = typed !== '' && Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : null;
    const label = OPTION_LABELS[name] ?? name;
    let message;
    if (clamped !== null && !checkOption(name, clamped).error) {
      control.value = String(clamped);
      message = t('option.clamped', { label, min: String(min), max: String(max), typed, value: String(clamped) });
    } else {
      control.value = String(this.#accepted[name]);
      const values = { label, min: String(min), max: String(max), typed: typed.slice(0, 20), value: control.value };
      message = t(optionInfo(name).whole ? 'option.refusedWhole' : 'option.refused', values);
    }
    this.#accepted[name] = checkOption(name, control.value).value;
    this.#settledTo[name] = control.value;
    showFieldError(control, error, message, { focus });
  }

  // Disables what does not apply; the reason goes in the title (hover) and in the hint (touch, screen readers).
  #applicability() {
    const values = { ...this.values, topology: this.worldTopology() };
    for (const [name, control] of Object.entries(this.controls)) {
      this.#accepted[name] = values[name];
      const reason = inapplicableReason(name, values);
      control.disabled = Boolean(reason);
      control.title = reason;
      control.parentElement.title = reason; // disabled controls get no hover events in some browsers
      this.hints[name].textContent = reason;
    }
    this.#offeredAlgorithms(values);
    this.#offeredHeuristics(values);
    this.#offeredTieBreaks(values);
  }

  // A tie-break the algorithm does not keep ('tutorial' beside theta*, say) is disabled with the reason; a
  // chosen one stays (the engine's refusal then says why), so a link opens with what it asked for, and the
  // control's note says why now.
  #offeredTieBreaks(values) {
    disableRefused(this.controls.tieBreak, (value) => tieBreakRefusalText(values.algorithm, value));
    const hint = this.hints.tieBreak;
    if (hint && !hint.textContent) hint.textContent = tieBreakRefusalText(values.algorithm, this.controls.tieBreak.value) ?? '';
  }

  // The estimates that do not apply on this grid's topology (the square kinds on hexes, the hex distance on
  // squares) are disabled with the reason; a chosen one is switched to the topology's own (refresh).
  #offeredHeuristics(values) {
    disableRefused(this.controls.heuristic, (value) => heuristicRefusalText(values.topology, value));
  }

  // An algorithm whose needs these moves or this grid do not meet (JPS with corner cutting, on mud) is
  // not offered: its menu entry is disabled and says so, and if it is the one chosen, its hint says why.
  #offeredAlgorithms(values) {
    const select = this.controls.algorithm;
    if (!select) return;
    const kinds = this.worldKinds();
    for (const option of select.options) {
      const reason = unmetNeedReason(option.value, values, kinds);
      const label = CHOICE_LABELS.algorithm.find(([name]) => name === option.value)[1];
      option.textContent = reason ? `${label} (not offered here)` : label;
      option.title = reason;
      option.disabled = Boolean(reason) && option.value !== select.value;
    }
    const reason = unmetNeedReason(select.value, values, kinds);
    this.hints.algorithm.textContent = reason ? t('option.notOffered', { reason }) : '';
    this.hints.algorithm.classList.toggle('warn', Boolean(reason));
  }

}
