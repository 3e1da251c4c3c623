// The search options form (algorithm, heuristic, movement, diagonal rule, step costs, weight,
// tie-break), built from one table so the main view and each compare column get the same controls.
// Options an algorithm does not use are disabled, and the reason is shown beside them and on hover.

export const ALGORITHM_NAMES = Object.freeze({
  astar: 'A*',
  dijkstra: 'Dijkstra',
  greedy: 'Greedy best-first',
  'weighted-astar': 'Weighted A*',
  bfs: 'Breadth-first (BFS)',
  dfs: 'Depth-first (DFS)',
});

const FIELDS = [
  { name: 'algorithm', label: 'Algorithm', choices: Object.entries(ALGORITHM_NAMES) },
  {
    name: 'heuristic', label: 'Heuristic (h)',
    choices: [
      ['octile', 'Octile'], ['manhattan', 'Manhattan'], ['euclidean', 'Euclidean'],
      ['chebyshev', 'Chebyshev'], ['zero', 'Zero (h = 0)'],
    ],
  },
  { name: 'movement', label: 'Movement', choices: [['8', '8 directions'], ['4', '4 directions']] },
  {
    name: 'diagonal', label: 'Diagonal moves',
    choices: [
      ['no-corner-cut', 'Never cut a corner'], ['one-blocked', 'Cut past one wall'],
      ['always', 'Squeeze between walls'], ['never', 'No diagonals'],
    ],
  },
  { name: 'costs', label: 'Step costs', choices: [['integer', '10 and 14'], ['float', '1 and √2']] },
  { name: 'weight', label: 'Weight (w)', number: { min: 1, max: 20, step: 0.1 } },
  { name: 'tieBreak', label: 'Equal f: take', choices: [['smaller-h', 'Smaller h'], ['newest', 'Newest'], ['oldest', 'Oldest']] },
];

export const HEURISTIC_NAMES = Object.freeze(Object.fromEntries(FIELDS.find((field) => field.name === 'heuristic').choices));

// The page's defaults: the engine's, but with the tutorials' 10/14 step costs, whose numbers fit in a cell.
export const PAGE_DEFAULTS = Object.freeze({
  algorithm: 'astar', heuristic: 'octile', movement: 8, diagonal: 'no-corner-cut',
  costs: 'integer', weight: 2, tieBreak: 'smaller-h',
});

const NO_HEURISTIC = { dijkstra: 'Dijkstra', bfs: 'BFS', dfs: 'DFS' };

// Why an option does not apply to these values, or '' if it does.
export function inapplicableReason(name, values) {
  const { algorithm } = values;
  switch (name) {
    case 'heuristic':
      return NO_HEURISTIC[algorithm] ? `${NO_HEURISTIC[algorithm]} uses no heuristic (its h is 0)` : '';
    case 'weight':
      return algorithm === 'weighted-astar' ? '' : 'Only weighted A* uses a weight (f = g + w·h)';
    case 'diagonal':
      return Number(values.movement) === 4 ? 'Only used with 8-direction movement' : '';
    case 'tieBreak':
      return algorithm === 'bfs' || algorithm === 'dfs'
        ? `${NO_HEURISTIC[algorithm]} takes nodes in the order found, not by f` : '';
    default:
      return '';
  }
}

// The key the open list sorts by, as a function of g and h, or null when it is a queue or a stack.
export function keyFunction(values) {
  switch (values.algorithm) {
    case 'astar': return (g, h) => g + h;
    case 'dijkstra': return (g) => g;
    case 'greedy': return (g, h) => h;
    case 'weighted-astar': {
      const w = Number(values.weight);
      return (g, h) => g + w * h;
    }
    default: return null;
  }
}

// A short description of a set of options, e.g. "A*, octile" or "Weighted A*, w = 2".
export function describeOptions(values) {
  const name = ALGORITHM_NAMES[values.algorithm];
  const heuristic = HEURISTIC_NAMES[values.heuristic] ?? values.heuristic;
  let text = name;
  if (values.algorithm === 'weighted-astar') text = `${name}, w = ${values.weight}, ${heuristic}`;
  else if (values.algorithm === 'astar' || values.algorithm === 'greedy') text = `${name}, ${heuristic}`;
  if (Number(values.movement) === 4) text += ', 4-way';
  return text;
}

// Builds the form's controls into `container`. onChange(values) fires on every change.
export class OptionsForm {
  // `folded`: names of fields to put in a closed "More options" section (the compare columns).
  constructor(container, { idPrefix, values = PAGE_DEFAULTS, onChange, fields = null, folded = [] }) {
    this.onChange = onChange;
    this.controls = {};
    this.hints = {};
    this.element = container;
    // The container is a <form> (a labelled group for assistive technology), but nothing is ever
    // submitted: Enter in the Weight field must not reload the page.
    container.addEventListener('submit', (event) => event.preventDefault());
    let more = null;
    if (folded.length) {
      const details = document.createElement('details');
      details.className = 'more-options';
      const summary = document.createElement('summary');
      summary.textContent = 'Moves, costs and ties';
      more = document.createElement('div');
      more.className = 'options';
      details.append(summary, more);
      this.details = details;
    }
    for (const field of FIELDS) {
      if (fields && !fields.includes(field.name)) continue;
      const id = `${idPrefix}-${field.name}`;
      const row = document.createElement('div');
      row.className = 'option';
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
      (more && folded.includes(field.name) ? more : container).append(row);
      this.controls[field.name] = control;
      this.hints[field.name] = hint;
      control.addEventListener('change', () => this.#changed());
    }
    if (this.details) container.append(this.details);
    this.set(values);
  }

  get values() {
    const values = {};
    for (const [name, control] of Object.entries(this.controls)) values[name] = control.value;
    if ('movement' in values) values.movement = Number(values.movement);
    if ('weight' in values) {
      const weight = Number(values.weight);
      values.weight = Number.isFinite(weight) && weight >= 1 ? weight : 1;
    }
    return { ...PAGE_DEFAULTS, ...values };
  }

  set(values) {
    for (const [name, value] of Object.entries(values)) {
      if (this.controls[name]) this.controls[name].value = String(value);
    }
    this.#applicability();
  }

  #changed() {
    const weight = this.controls.weight;
    if (weight && !(Number(weight.value) >= 1)) weight.value = '1';
    this.#applicability();
    this.onChange?.(this.values);
  }

  // Disables what does not apply; the reason goes in the title (hover) and in the hint (touch, screen readers).
  #applicability() {
    const values = this.values;
    for (const [name, control] of Object.entries(this.controls)) {
      const reason = inapplicableReason(name, values);
      control.disabled = Boolean(reason);
      control.title = reason;
      control.parentElement.title = reason; // disabled controls get no hover events in some browsers
      this.hints[name].textContent = reason;
    }
  }
}
