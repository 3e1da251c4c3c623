// Compare mode: 2 to 4 option sets searched on the same world, side by side, moved by one shared
// scrubber, with a table of their figures, so a reader sees at a glance why A* beats Dijkstra and why
// greedy is not optimal.
import { DEFAULT_SPEED_INDEX } from '../view/player.js';
import { wirePlayback, PlayerPlayback } from '../view/playback-bar.js';
import { PAGE_DEFAULTS, findsAnyAnglePaths } from '../core/registry.js';
import { OptionsForm } from '../ui/options.js';
import { describeOptions, statusText } from '../ui/labels.js';
import { isOptimalCost } from '../core/run.js';
import { formatCost, formatCount, formatMicros, SUB_TICK_TITLE } from '../view/format.js';
import { wireCodePanel } from '../code/code-page.js';
import { t } from '../i18n/i18n.js';

const MIN_COLUMNS = 2;
const MAX_COLUMNS = 4;
// The sets a new column starts with, in order: the three the issue names, then the simpler relatives.
const STARTING_SETS = [
  { algorithm: 'astar' },
  { algorithm: 'dijkstra' },
  { algorithm: 'greedy' },
  { algorithm: 'bfs' },
];

// Its playback (togglePlay, seek, ...) is PlayerPlayback's: the shared scrubber moves every column at once.
export class CompareView extends PlayerPlayback {
  // elements: {columns, add, remove, table, play, toStart, stepBack, stepForward, toEnd, scrubber,
  // stepReadout, speed, speedReadout}
  // scene: the world explored (web/grid/grid-scene.js); each column is a view of it (scene.createView).
  constructor({ scene, elements, announce, reducedMotion }) {
    super();
    this.scene = scene;
    this.elements = elements;
    this.announce = announce;
    this.reducedMotion = reducedMotion;
    this.engine = null;
    this.columns = [];
    this.active = false;
    this.stale = true; // the maze or an option changed since the columns last ran
    this.speedChosen = false; // until the reader moves the slider, runs pick a speed that suits them
    this.nextId = 0;
    this.unsearched = new Set(); // columns of the round being searched, not yet searched
    this.searching = false; // a column's search is in the worker
    this.animateRound = false; // the round plays from the start when its last column lands
    ({ player: this.player, bar: this.bar } = wirePlayback(this, elements, {
      seeked: (step) => this.#seeked(step),
      stateChanged: (state) => this.#playerState(state),
    }));
    this.setSpeedIndex(DEFAULT_SPEED_INDEX);
    scene.onChange(() => { this.stale = true; });
    elements.add.addEventListener('click', () => this.addColumn());
    elements.remove.addEventListener('click', () => this.removeColumn());
  }

  setEngine(engine) {
    this.engine = engine;
    if (this.active) this.runAll();
  }

  // Shows compare mode; the first time with A*, Dijkstra and greedy, the first taking `firstOptions`.
  activate(firstOptions) {
    this.active = true;
    if (!this.columns.length) {
      this.addColumn({ ...firstOptions, algorithm: firstOptions.algorithm ?? 'astar' }, false);
      const used = new Set([firstOptions.algorithm]);
      for (const set of STARTING_SETS) {
        if (this.columns.length >= 3) break;
        if (used.has(set.algorithm)) continue;
        used.add(set.algorithm);
        this.addColumn({ ...firstOptions, ...set }, false);
      }
    }
    this.#aspect();
    if (this.stale) this.runAll();
  }

  deactivate() {
    this.active = false;
    this.player.pause();
  }

  addColumn(options = null, run = true) {
    if (this.columns.length >= MAX_COLUMNS) return;
    const id = this.nextId++;
    const taken = new Set(this.columns.map((column) => column.form.values.algorithm));
    const values = options ?? { ...PAGE_DEFAULTS, ...(STARTING_SETS.find((set) => !taken.has(set.algorithm)) ?? {}) };
    const element = document.createElement('section');
    element.className = 'compare-column';
    element.setAttribute('aria-labelledby', `cmp${id}-title`);
    const title = document.createElement('h2');
    title.id = `cmp${id}-title`;
    const box = document.createElement('div');
    box.className = 'canvas-box';
    const canvas = document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    box.append(canvas);
    const progress = document.createElement('p');
    progress.className = 'progress';
    progress.setAttribute('aria-hidden', 'true'); // the table below carries the same figures for everyone
    const form = document.createElement('form');
    form.className = 'options';
    form.setAttribute('aria-label', t('compare.optionsOf', { number: id + 1 }));
    // Its code (web/code/code-panel.js), under its maze: side by side, each search's lines lit at the step.
    const codeToggle = document.createElement('input');
    codeToggle.type = 'checkbox';
    codeToggle.setAttribute('aria-controls', `cmp${id}-code`);
    codeToggle.setAttribute('aria-label', t('compare.codeOf', { number: id + 1 }));
    const codeLabel = document.createElement('label');
    Object.assign(codeLabel, { className: 'button code-toggle', title: t('playback.code.title') });
    codeLabel.append(codeToggle, ` ${t('playback.code')}`);
    const codePanel = document.createElement('section');
    Object.assign(codePanel, { className: 'code-panel', id: `cmp${id}-code`, hidden: true });
    codePanel.dataset.level = '3'; // its heading under the column's h2
    element.append(title, box, progress, codeLabel, codePanel, form);
    this.elements.columns.append(element);
    const view = this.scene.createView(canvas);
    const column = { id, element, title, canvas, progress, view, run: null, form: null, codeFollowers: [] };
    wireCodePanel({
      toggle: codeToggle, panel: codePanel, run: () => column.run, algorithm: () => column.form.values.algorithm,
      seek: (step) => this.seek(step), onUpdate: (follow) => column.codeFollowers.push(follow),
      world: () => (this.scene.model.topology === 'hex' ? 'hex' : 'grid'),
    });
    column.form = new OptionsForm(form, {
      idPrefix: `cmp${id}`,
      values,
      folded: ['movement', 'diagonal', 'costs', 'tieBreak', 'budget'],
      worldKinds: () => this.scene.model.kindsPresent(),
      worldTopology: () => this.scene.model.topology,
      onChange: () => this.#rerunColumn(column),
    });
    // Hovering one view shows the same node, and its path back, in all of them.
    canvas.addEventListener('pointermove', (event) => {
      const node = view.nodeAt(event.clientX, event.clientY);
      for (const other of this.columns) other.view.highlight(node);
    });
    canvas.addEventListener('pointerleave', () => {
      for (const other of this.columns) other.view.highlight(-1);
    });
    this.columns.push(column);
    this.#updateButtons();
    if (run) this.runAll();
  }

  // The maze's terrain changed: each column's form re-checks which algorithms it offers.
  refreshForms() {
    for (const column of this.columns) column.form.refresh();
  }

  removeColumn() {
    if (this.columns.length <= MIN_COLUMNS) return;
    const column = this.columns.pop();
    this.unsearched.delete(column);
    column.view.dispose();
    column.element.remove();
    this.#updateButtons();
    this.#afterRuns();
  }

  // Searches every column on the maze as it is now, then plays them together from the start.
  runAll() {
    if (!this.engine) return;
    this.#aspect();
    for (const column of this.columns) column.view.worldChanged();
    this.stale = false;
    this.#searchColumns(this.columns, !this.reducedMotion());
  }

  #rerunColumn(column) {
    if (!this.engine) return;
    this.#searchColumns([column], false);
  }

  // Searches `columns`, then loads the player (animate: and plays). A search the scene sends to the worker
  // (a big maze, IDA*) is awaited, one at a time as the worker runs them, and the page stays live; the
  // others are searched here and now. Columns asked for meanwhile join the same round.
  #searchColumns(columns, animate) {
    for (const column of columns) this.unsearched.add(column);
    this.animateRound ||= animate;
    if (!this.searching) this.#searchRound();
  }

  #searchRound() {
    for (const column of this.unsearched) {
      this.unsearched.delete(column);
      if (!this.scene.searchesOffThread(column.form.values)) {
        this.#show(column, this.#searchHere(column));
        continue;
      }
      this.searching = true;
      column.progress.textContent = t('compare.searching');
      this.scene.searchOffThread(column.form.values, { atEnd: true }).then((run) => {
        if (!this.columns.includes(column)) return; // removed meanwhile
        // Replaced in the worker by a search of the explore view: asked for again.
        if (!run) this.unsearched.add(column);
        else this.#show(column, { run });
      }, (error) => {
        if (this.columns.includes(column)) this.#show(column, { error });
      }).finally(() => {
        this.searching = false;
        this.#searchRound();
      });
      return;
    }
    this.#afterRuns(this.animateRound);
    this.animateRound = false;
  }

  // {run} of the column's options on the maze as it is, searched here and now, or {error}.
  #searchHere(column) {
    try {
      return { run: this.scene.search(this.engine, column.form.values) };
    } catch (error) {
      return { error };
    }
  }

  // Shows in `column` its run, or why it could not run.
  #show(column, { run = null, error = null }) {
    column.run = run;
    column.view.showRun(run);
    column.progress.textContent = error ? t('compare.couldNotRun', { error: error.message }) : '';
    column.title.textContent = describeOptions(column.form.values);
    column.canvas.setAttribute('aria-label', t('compare.canvas', { search: describeOptions(column.form.values) }));
    for (const follow of column.codeFollowers) follow();
  }

  // Loads the shared player with the longest trace; plays it, or shows the end.
  #afterRuns(animate = false) {
    const steps = Math.max(0, ...this.columns.map((column) => column.run?.trace.stepCount ?? 0));
    this.#table();
    if (!this.speedChosen) this.player.setSpeed(this.bar.fitted(steps));
    this.player.load(steps, animate ? 0 : steps);
    if (animate) this.player.play();
  }

  #seeked(step) {
    for (const column of this.columns) {
      const { run } = column;
      if (!run) continue;
      const previous = run.replay.position;
      run.replay.seekStep(Math.min(step, run.trace.stepCount));
      column.view.showStep(previous);
      for (const follow of column.codeFollowers) follow();
      const done = step >= run.trace.stepCount;
      const expanded = done ? run.result.expanded : run.tallies.at(step).expanded;
      const values = { step: formatCount(done ? run.trace.stepCount : step), expanded: formatCount(expanded) };
      if (!done) column.progress.textContent = t('compare.atStep', values);
      else if (run.result.status === 'found') column.progress.textContent = t('compare.doneCost', { ...values, cost: formatCost(run.result.cost) });
      else column.progress.textContent = t('compare.doneStatus', { ...values, status: statusText(run.result.status) });
    }
    this.bar.showStep(step, this.player.stepCount);
  }

  #playerState(state) {
    this.bar.showPlaying(state === 'playing');
    if (state === 'ended' && this.active && this.columns.some((column) => column.run)) {
      const summary = this.columns.filter((column) => column.run).map((column) =>
        t('compare.summaryItem', { search: describeOptions(column.run.options), expanded: formatCount(column.run.result.expanded) })).join(t('compare.summarySeparator'));
      this.announce(t('compare.finished', { summary }));
    }
  }

  // The figures side by side; the fewest expansions and any non-optimal cost stand out.
  #table() {
    const body = this.elements.table.tBodies[0];
    const runs = this.columns.map((column) => column.run).filter(Boolean);
    const fewest = Math.min(...runs.map((run) => run.result.expanded));
    const rows = runs.map((run) => {
      const row = document.createElement('tr');
      const found = run.result.status === 'found';
      const optimal = isOptimalCost(run);
      // An any-angle path (Theta*) is no grid path: shorter than the grid's best is its point, not a fault,
      // so it is judged neither way (as the explore view's figures do) and the grid's best stands beside it.
      const anyAngle = findsAnyAnglePaths(run.options.algorithm);
      const judged = found && !anyAngle;
      const cells = [
        describeOptions(run.options),
        formatCount(run.result.expanded),
        found ? formatCost(run.result.cost, 2) : statusText(run.result.status),
        !found ? '–' : anyAngle ? t('compare.gridBest', { best: formatCost(run.optimalCost, 2) }) : optimal ? t('stats.yes') : t('compare.notBest', { best: formatCost(run.optimalCost, 2) }),
        formatMicros(run.result.micros),
      ];
      cells.forEach((text, index) => {
        const cell = document.createElement(index === 0 ? 'th' : 'td');
        if (index === 0) cell.scope = 'row';
        cell.textContent = text;
        if (index === 1 && run.result.expanded === fewest && runs.length > 1) cell.className = 'best';
        if (index === 3 && judged && !optimal) cell.className = 'bad';
        if (index === 4 && run.result.micros < 1) cell.title = SUB_TICK_TITLE;
        row.append(cell);
      });
      row.dataset.algorithm = run.options.algorithm;
      return row;
    });
    body.replaceChildren(...rows);
  }

  #updateButtons() {
    this.elements.add.disabled = this.columns.length >= MAX_COLUMNS;
    this.elements.remove.disabled = this.columns.length <= MIN_COLUMNS;
  }

  // Canvas boxes take the world's shape, so a wide maze is not squeezed into a square.
  #aspect() {
    this.elements.columns.style.setProperty('--maze-aspect', String(this.scene.aspect));
  }
}
