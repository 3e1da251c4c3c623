// The panels around the canvas: the result figures (data-stat elements tests and embedding pages read),
// the legend, the cell inspector and the open list. They only read a run and a replay; none changes them.
import { CELL_STATE, LANE, NO_PARENT } from '../core/engine.js';
import { PALETTE, HOVER_COLOUR } from '../view/palette.js';
import { formatCost, formatCount, formatMicros, SUB_TICK_TITLE } from '../view/format.js';
import { isOptimalCost } from '../core/run.js';
import { keyFormulaText, whyNotGuaranteed, searchDetail, optimalityNote, openListCountText, pathUnit, statusText, terrainName } from './labels.js';
import { t, has } from '../i18n/i18n.js';
import { LIMITS, algorithmInfo, findsAnyAnglePaths } from '../core/registry.js';
import { FrontierReader } from '../core/open-list.js';

const TERRAIN_NAMES = ['floor', 'wall', 'grass', 'sand', 'water'];
const OPEN_LIST_ROWS = 200;
// A cell's state (CELL_STATE's order: unseen, open, closed) in words.
const STATE_TEXT = ['state.unseen', 'state.open', 'state.closed'].map((key) => t(key));

// Sets a data-stat element: the text a person reads, the exact value in data-value.
function setStat(element, text, value = text) {
  if (!element) return;
  element.textContent = text;
  element.dataset.value = String(value);
}

// What the panel calls each status.

export class StatsPanel {
  // `detail`: where the family's own figures go (searchDetail in labels.js), or null.
  constructor(root, note, detail = null) {
    this.note = note;
    this.detail = detail;
    this.fields = {};
    for (const element of root.querySelectorAll('[data-stat]')) this.fields[element.dataset.stat] = element;
    this.clear();
  }

  // `why`: a sentence for the note under the figures (a failure to explain), or ''.
  clear(status = 'not-run', why = '') {
    for (const [name, element] of Object.entries(this.fields)) setStat(element, name === 'status' ? statusText(status) : '–', '');
    if (this.fields.optimalCost) this.fields.optimalCost.parentElement.hidden = true;
    this.note.className = why ? 'note warn' : 'note';
    this.note.textContent = why;
    if (this.detail) this.detail.textContent = '';
  }

  // The figures at `step` of `run`: counts so far while the search is being replayed, the engine's
  // own figures once it has finished.
  show(run, step) {
    const { result, tallies, trace } = run;
    const { fields } = this;
    const finished = step >= trace.stepCount;
    if (finished) {
      setStat(fields.status, statusText(result.status), result.status);
      setStat(fields.expanded, formatCount(result.expanded), result.expanded);
      setStat(fields.generated, formatCount(result.generated), result.generated);
      setStat(fields.maxOpen, formatCount(result.maxOpen), result.maxOpen);
    } else {
      const status = step === 0 ? 'ready' : 'searching';
      setStat(fields.status, statusText(status), status);
      const counts = tallies.at(step);
      setStat(fields.expanded, formatCount(counts.expanded), counts.expanded);
      setStat(fields.generated, formatCount(counts.generated), counts.generated);
      // LPA*'s queue is its inconsistent cells, which a replay of its events cannot count (a repair starts
      // from the queue the last search left): its largest size is shown once the search has ended.
      const counted = algorithmInfo(run.options.algorithm)?.family !== 'incremental';
      setStat(fields.maxOpen, counted ? formatCount(counts.maxOpen) : '–', counted ? counts.maxOpen : '');
    }
    const showPath = finished && result.status === 'found';
    setStat(fields.length, showPath ? String(result.length) : '–', showPath ? result.length : '');
    const unit = fields.length?.parentElement.querySelector('.unit');
    if (unit) unit.textContent = pathUnit(run.options.algorithm, showPath ? result.length : null);
    setStat(fields.cost, showPath ? formatCost(result.cost, 2) : '–', showPath ? result.cost : '');
    // An early run's search is still running: its time is not known yet.
    const timed = !Number.isNaN(result.micros);
    setStat(fields.time, timed ? formatMicros(result.micros) : '–', timed ? result.micros : '');
    if (fields.time) fields.time.title = result.micros < 1 ? SUB_TICK_TITLE : '';
    if (this.detail) this.detail.textContent = searchDetail(run, step);
    this.#optimality(run, finished);
    if (run.result.traceComplete === false) {
      // The engine stops recording at 2^25 events, or sooner where its memory ends, rather than fail the
      // search: say what that leaves.
      this.note.classList.add('warn');
      const key = run.trace.length >= LIMITS.traceEvents ? 'stats.recordingAtLimit' : 'stats.recordingOutOfMemory';
      this.note.textContent = t(key, { events: formatCount(run.trace.length), rest: this.note.textContent });
    }
  }

  #optimality(run, finished) {
    const { fields, note } = this;
    note.className = 'note';
    // Hidden and emptied: a figure kept from an earlier finished search would not be this step's.
    setStat(fields.optimalCost, '–', '');
    if (fields.optimalCost) fields.optimalCost.parentElement.hidden = true;
    if (!finished || run.result.status !== 'found') {
      setStat(fields.optimal, '–', '');
      if (!finished) note.textContent = '';
      else if (run.result.status === 'gave-up') {
        const reason = run.result.reason;
        note.textContent = t('stats.gaveUp', { reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}` });
      }
      else note.textContent = t('stats.unreachable');
      return;
    }
    if (findsAnyAnglePaths(run.options.algorithm)) {
      // Shorter than any grid path is the point: the detail line compares the two.
      setStat(fields.optimal, t('stats.notApplicable'), 'any-angle');
      note.textContent = t('stats.anyAngleNote', { why: whyNotGuaranteed(run) });
      return;
    }
    const optimal = isOptimalCost(run);
    setStat(fields.optimal, t(optimal ? 'stats.yes' : 'stats.no'), String(optimal));
    // A path that may not be the cheapest shows the cheapest cost right beside its own.
    setStat(fields.optimalCost, formatCost(run.optimalCost, 2), run.optimalCost);
    fields.optimalCost.parentElement.hidden = Boolean(optimal);
    if (run.result.optimal || run.concealed?.algorithm) {
      note.textContent = ''; // (a puzzle asking which search this is: the note would name it)
    } else {
      if (!optimal) note.classList.add('warn');
      note.textContent = optimalityNote(run, optimal);
    }
  }
}

// The explore view's legend: its palette and the hover's path.
const GRID_LEGEND = [...PALETTE, { key: 'hover', label: 'Path back to start (hover, or Inspect)', colour: HOVER_COLOUR }];

// `entries`: the palette to list (the explore view's by default; the Walk and Roads views pass their own).
// `area`: where the catalogue keeps their words (legend.<area>.<key>: 'grid', 'walk', 'roads'; an entry the
// catalogue lacks keeps its palette's English label).
export function buildLegend(list, entries = GRID_LEGEND, area = entries === GRID_LEGEND ? 'grid' : null) {
  for (const { key, label: paletteLabel, colour, families } of entries) {
    const label = area && has(`legend.${area}.${key}`) ? t(`legend.${area}.${key}`) : paletteLabel;
    const item = document.createElement('li');
    if (families) {
      item.dataset.families = families.join(' ');
      item.hidden = true;
    }
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

// Shows the legend entries of `names` (web/core/registry.js's family names, or an entry's own names such as
// an algorithm's) and hides the others that name theirs.
export function showLegendFor(list, ...names) {
  for (const item of list.querySelectorAll('[data-families]')) item.hidden = !item.dataset.families.split(' ').some((name) => names.includes(name));
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
    const rows = [[t('inspector.cell'), `(${x}, ${y})`], [t('inspector.terrain'), terrainName(TERRAIN_NAMES[maze.cells[cell]])]];
    if (maze.isStart(cell)) rows.push([t('inspector.role'), t('role.start')]);
    if (maze.isGoal(cell)) rows.push([t('inspector.role'), t('role.goal')]);
    const replay = run?.replay;
    if (replay && replay.trace.width === maze.width && replay.trace.height === maze.height) {
      rows.push([t('inspector.state'), replay.onPath[cell] ? t('state.path') : STATE_TEXT[replay.state[cell]]]);
      const sides = [['', replay.forward]];
      // A bidirectional search's node has a g, h and parent a side: the goal side's terms are keys of their own
      // (…Goal), since where "(goal side)" goes in the term is the language's to say.
      if (replay.backward) sides.push(['Goal', replay.backward]);
      for (const [which, side] of sides) {
        const term = (name) => t(`inspector.${name}${which}`);
        if (which) rows.push([term('state'), STATE_TEXT[side.state[cell]]]);
        if (side.state[cell] === CELL_STATE.unseen) continue;
        const g = side.g[cell];
        const h = side.h[cell];
        if (run.concealed?.cell === cell || run.concealed?.cells?.includes(cell)) {
          rows.push([t('inspector.ghf'), t('inspector.hidden')]);
          continue;
        }
        // Only what the algorithm reads (registry figuresUsed): no h for Dijkstra, no g or f for greedy.
        const { figures } = run;
        if (figures.g) rows.push([term('g'), formatCost(g)]);
        if (figures.h) rows.push([term(figures.f ? 'h' : 'hKey'), formatCost(h)]);
        if (figures.f && run.keyAt) rows.push([term('f'), `${formatCost(run.keyAt(side, cell))}${keyFormulaText(run.options)}`]);
        const parent = side.parent[cell];
        rows.push([term('parent'), parent === NO_PARENT ? term('noParent') : `(${parent % maze.width}, ${Math.floor(parent / maze.width)})`]);
        let steps = 0;
        for (let at = cell; side.parent[at] !== NO_PARENT && steps <= side.parent.length; at = side.parent[at]) steps++;
        rows.push([term('back'), t('count.steps', { n: steps, count: formatCount(steps) })]);
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
        if (this.onScreen && this.waiting) this.show(this.waiting, { live: this.waitingLive });
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

  // live: the search is playing, so the list may be a step or two behind: its count says which step.
  show(run, { live = false } = {}) {
    if (!this.onScreen) {
      this.waiting = run;
      this.waitingLive = live;
      return;
    }
    this.waiting = null;
    if (run !== this.run) {
      this.run = run;
      this.reader = new FrontierReader(run.trace, run.options, run.maze, this.reader);
      this.backwardReader = run.replay.backward ? new FrontierReader(run.trace, run.options, null, null, LANE.backward) : null;
    }
    const { replay, options } = run;
    const { width } = run.maze;
    const point = (cell) => `(${cell % width},${Math.floor(cell / width)})`;
    const item = (text, className = '') => {
      const li = document.createElement('li');
      li.textContent = text;
      li.className = className;
      return li;
    };
    const items = [];
    let total = 0;
    if (algorithmInfo(options.algorithm)?.popOrder === 'none') {
      // IDA* keeps no open list: what it holds is the recursion path, deepest last.
      const path = replay.recursionPath();
      for (const cell of path.slice(-OPEN_LIST_ROWS)) {
        const g = replay.g[cell];
        const h = replay.h[cell];
        items.push(item(`${point(cell)}: ${rowFormula(options, { g, h, key: null })}`)); // no key: it orders nothing
      }
      total = path.length;
    } else {
      // A bidirectional search has a list a side, each under its heading.
      const sides = [[this.reader, t('openList.startSide')]];
      if (this.backwardReader) sides.push([this.backwardReader, t('openList.goalSide')]);
      for (const [reader, heading] of sides) {
        // A puzzle that asks which cell comes next lists them all by position (the first rows in pop order
        // would narrow the answer), with none marked next; one that asks a cell's numbers leaves its row out
        // (where it sorts would bracket its F) (run.concealed, web/puzzle/puzzle-page.js).
        const concealed = run.concealed ?? {};
        const frontier = reader.frontier(replay, concealed.order ? Infinity : OPEN_LIST_ROWS);
        const rows = concealed.order ? [...frontier.rows].sort((a, b) => a.cell - b.cell).slice(0, OPEN_LIST_ROWS)
          : frontier.rows.filter((row) => row.cell !== concealed.cell && !concealed.cells?.includes(row.cell));
        const { total: count } = frontier;
        const next = concealed.order ? -1 : frontier.next;
        if (this.backwardReader) items.push(item(heading, 'side'));
        for (const row of rows) {
          const parent = row.parent === NO_PARENT ? '' : ` ← ${point(row.parent)}`;
          const li = item(`${point(row.cell)}: ${rowFormula(options, row)}${parent}`);
          if (row.cell === next) {
            li.className = 'next';
            li.setAttribute('aria-current', 'true');
            li.title = t('openList.next');
          }
          items.push(li);
        }
        if (count > rows.length) items.push(item(t('openList.more', { count: formatCount(count - rows.length) }), 'more'));
        total += count;
      }
    }
    this.list.replaceChildren(...items);
    this.list.scrollTop = 0;
    this.count.textContent = openListCountText(total, replay.step, live);
    this.list.dataset.step = String(replay.step); // which step the list shows (it may lag a scrub a little)
  }
}

// One entry's numbers, only those its key reads (registry.js): "g + h = f", "g = 12", "h = 7". A reported
// key (the engine's, key.reported) shows the factor of h it amounts to at this node: "12 + 1.8×7 = 24.6".
function rowFormula(options, { g, h, key }) {
  const f = (v) => formatCost(v);
  const formula = algorithmInfo(options.algorithm)?.key;
  if (!formula || (formula.g !== 0 && formula.h === 0)) return `g = ${f(g)}`;
  if (formula.g === 0) return `h = ${f(h)}`;
  let weight = formula.hTimesWeight ? `${options.weight}×` : '';
  if (formula.reported && h > 0 && Math.abs(key - g - h) > 1e-6 * Math.max(1, key)) weight = `${formatCost((key - g) / h, 2)}×`;
  return `${f(g)} + ${weight}${f(h)} = ${f(key)}`;
}
