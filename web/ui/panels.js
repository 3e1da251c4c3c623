// The panels around the canvas: the result figures (data-stat elements tests and embedding pages read),
// the legend, the cell inspector and the open list. They only read a run and a replay; none changes them.
import { CELL_STATE, NO_PARENT } from '../core/engine.js';
import { PALETTE, HOVER_COLOUR } from '../view/palette.js';
import { formatCost, formatCount, formatMicros, SUB_TICK_TITLE } from '../view/format.js';
import { isOptimalCost } from '../core/run.js';
import { keyFormulaText, whyNotGuaranteed } from './labels.js';
import { FrontierReader } from '../core/open-list.js';

const TERRAIN_NAMES = ['floor', 'wall', 'grass', 'sand', 'water'];
const OPEN_LIST_ROWS = 200;

// Sets a data-stat element: the text a person reads, the exact value in data-value.
function setStat(element, text, value = text) {
  if (!element) return;
  element.textContent = text;
  element.dataset.value = String(value);
}

export class StatsPanel {
  constructor(root, note) {
    this.note = note;
    this.fields = {};
    for (const element of root.querySelectorAll('[data-stat]')) this.fields[element.dataset.stat] = element;
    this.clear();
  }

  // `why`: a sentence for the note under the figures (a failure to explain), or ''.
  clear(status = 'not run', why = '') {
    for (const [name, element] of Object.entries(this.fields)) setStat(element, name === 'status' ? status : '–', '');
    if (this.fields.optimalCost) this.fields.optimalCost.parentElement.hidden = true;
    this.note.className = why ? 'note warn' : 'note';
    this.note.textContent = why;
  }

  // The figures at `step` of `run`: counts so far while the search is being replayed, the engine's
  // own figures once it has finished.
  show(run, step) {
    const { result, tallies, trace } = run;
    const { fields } = this;
    const finished = step >= trace.stepCount;
    if (finished) {
      setStat(fields.status, result.status === 'found' ? 'found' : 'no path', result.status);
      setStat(fields.expanded, formatCount(result.expanded), result.expanded);
      setStat(fields.generated, formatCount(result.generated), result.generated);
      setStat(fields.maxOpen, formatCount(result.maxOpen), result.maxOpen);
    } else {
      setStat(fields.status, step === 0 ? 'ready' : 'searching', step === 0 ? 'ready' : 'searching');
      setStat(fields.expanded, formatCount(tallies.expanded[step]), tallies.expanded[step]);
      setStat(fields.generated, formatCount(tallies.generated[step]), tallies.generated[step]);
      setStat(fields.maxOpen, formatCount(tallies.maxOpen[step]), tallies.maxOpen[step]);
    }
    const showPath = finished && result.status === 'found';
    setStat(fields.length, showPath ? String(result.length) : '–', showPath ? result.length : '');
    setStat(fields.cost, showPath ? formatCost(result.cost, 2) : '–', showPath ? result.cost : '');
    setStat(fields.time, formatMicros(result.micros), result.micros);
    if (fields.time) fields.time.title = result.micros < 1 ? SUB_TICK_TITLE : '';
    this.#optimality(run, finished);
  }

  #optimality(run, finished) {
    const { fields, note } = this;
    note.className = 'note';
    if (fields.optimalCost) fields.optimalCost.parentElement.hidden = true;
    if (!finished || run.result.status !== 'found') {
      setStat(fields.optimal, '–', '');
      note.textContent = finished ? 'The goal cannot be reached: every open cell was expanded.' : '';
      return;
    }
    const optimal = isOptimalCost(run);
    const why = whyNotGuaranteed(run);
    setStat(fields.optimal, optimal ? 'yes' : 'no', String(optimal));
    // A path that may not be the cheapest shows the cheapest cost right beside its own.
    setStat(fields.optimalCost, formatCost(run.optimalCost, 2), run.optimalCost);
    fields.optimalCost.parentElement.hidden = Boolean(optimal);
    if (run.result.optimal) {
      note.textContent = '';
    } else if (optimal) {
      note.textContent = `Cheapest possible this time (optimal cost ${formatCost(run.optimalCost, 2)}), but not guaranteed: ${why}.`;
    } else {
      note.classList.add('warn');
      note.textContent = `Cost ${formatCost(run.result.cost, 2)} found; the optimal cost is ${formatCost(run.optimalCost, 2)}. Not the cheapest path: ${why}.`;
    }
  }
}

export function buildLegend(list) {
  const entries = [...PALETTE, { key: 'hover', label: 'Path back to start (hover)', colour: HOVER_COLOUR }];
  for (const { key, label, colour } of entries) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = colour;
    swatch.dataset.key = key;
    item.append(swatch, label);
    list.append(item);
  }
  // The tool palette's swatches use the same colours.
  for (const swatch of document.querySelectorAll('.swatch[data-colour]')) {
    swatch.style.background = PALETTE.find((entry) => entry.key === swatch.dataset.colour)?.colour ?? '';
  }
}

// What one cell holds at this point of the replay.
export class Inspector {
  constructor(root) {
    this.root = root;
    this.placeholder = root.innerHTML;
  }

  show(maze, run, cell) {
    if (cell < 0 || cell >= maze.cells.length) {
      this.root.innerHTML = this.placeholder;
      return;
    }
    const x = cell % maze.width;
    const y = Math.floor(cell / maze.width);
    const rows = [['Cell', `(${x}, ${y})`], ['Terrain', TERRAIN_NAMES[maze.cells[cell]]]];
    if (maze.isStart(cell)) rows.push(['Role', 'start']);
    if (maze.isGoal(cell)) rows.push(['Role', 'goal']);
    const replay = run?.replay;
    if (replay && replay.trace.width === maze.width && replay.trace.height === maze.height) {
      const state = replay.state[cell];
      rows.push(['State', replay.onPath[cell] ? 'on the path' : ['not reached', 'open', 'closed'][state]]);
      if (state !== CELL_STATE.unseen) {
        const g = replay.g[cell];
        const h = replay.h[cell];
        rows.push(['g (cost so far)', formatCost(g)]);
        if (run.keyOf) {
          rows.push(['h (estimate)', formatCost(h)]);
          rows.push(['f (open-list key)', `${formatCost(run.keyOf(g, h))}${keyFormulaText(run.options)}`]);
        }
        const parent = replay.parent[cell];
        rows.push(['Parent', parent === NO_PARENT ? 'none (the start)' : `(${parent % maze.width}, ${Math.floor(parent / maze.width)})`]);
        let steps = 0;
        for (let at = cell; replay.parent[at] !== NO_PARENT && steps <= replay.parent.length; at = replay.parent[at]) steps++;
        rows.push(['Back to start', `${steps} step${steps === 1 ? '' : 's'}`]);
      }
    }
    const list = document.createElement('dl');
    for (const [term, value] of rows) {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      list.append(dt, dd);
    }
    this.root.replaceChildren(list);
  }
}

// The frontier in pop order, the next to pop highlighted: "(x,y): g + h = f ← (px,py)". Only built
// while its panel is on screen (the side column scrolls; on a phone it is far below the maze), so a
// reader who never looks at it never pays for it.
export class OpenListPanel {
  constructor(list, count) {
    this.list = list;
    this.count = count;
    this.reader = null;
    this.run = null;
    this.waiting = null; // the run to show when the panel comes into view
    this.onScreen = true;
    if (typeof IntersectionObserver === 'function') {
      this.onScreen = false;
      new IntersectionObserver(([entry]) => {
        this.onScreen = entry.isIntersecting;
        if (this.onScreen && this.waiting) this.show(this.waiting);
      }).observe(list.closest('section') ?? list);
    }
  }

  clear() {
    this.list.replaceChildren();
    this.count.textContent = '';
    delete this.list.dataset.step;
    this.run = null;
    this.waiting = null;
    // The reader stays, so the next run can take over its arrays.
  }

  show(run) {
    if (!this.onScreen) {
      this.waiting = run;
      return;
    }
    this.waiting = null;
    if (run !== this.run) {
      this.run = run;
      this.reader = new FrontierReader(run.trace, run.options, run.maze, this.reader);
    }
    const { replay, options } = run;
    const { width } = run.maze;
    const { rows, total, next } = this.reader.frontier(replay, OPEN_LIST_ROWS);
    const point = (cell) => `(${cell % width},${Math.floor(cell / width)})`;
    const items = rows.map((row) => {
      const item = document.createElement('li');
      const parent = row.parent === NO_PARENT ? '' : ` ← ${point(row.parent)}`;
      item.textContent = `${point(row.cell)}: ${rowFormula(options, row)}${parent}`;
      if (row.cell === next) {
        item.className = 'next';
        item.setAttribute('aria-current', 'true');
        item.title = 'Expanded next';
      }
      return item;
    });
    if (total > rows.length) {
      const more = document.createElement('li');
      more.className = 'more';
      more.textContent = `… and ${formatCount(total - rows.length)} more`;
      items.push(more);
    }
    this.list.replaceChildren(...items);
    this.list.scrollTop = 0;
    this.count.textContent = `(${formatCount(total)})`;
    this.list.dataset.step = String(replay.step); // which step the list shows (it may lag a scrub a little)
  }
}

function rowFormula(options, { g, h, key }) {
  const f = (v) => formatCost(v);
  switch (options.algorithm) {
    case 'astar': return `${f(g)} + ${f(h)} = ${f(key)}`;
    case 'weighted-astar': return `${f(g)} + ${options.weight}×${f(h)} = ${f(key)}`;
    case 'dijkstra': return `g = ${f(g)}`;
    case 'greedy': return `h = ${f(h)} (g = ${f(g)})`;
    default: return `g = ${f(g)}`;
  }
}
