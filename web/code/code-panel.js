// The code panel beside a view's canvas: the algorithm that ran as pseudocode or as the engine's own C++
// (tabs), with the lines the step on screen ran lit (aria-current on its first event's) and the values each used
// beside them. Clicking a line (or Enter on it) goes to the next step that runs it, Shift to the one
// before. It reads the run and step it is shown; what a step ran is web/code/code-step.js's business, the
// listings web/code/pseudocode.js's and web/code/cpp-listing.js's.
import { linesFor, routesCode, stepCode, stepRunning, tagsOfLine } from './code-step.js';
import { t } from '../i18n/i18n.js';

// The panel's insides, made in `panel` (a <section> with an id, empty in index.html) for `tabs`; its heading
// at `panel.dataset.level` (default 2; Compare's columns, themselves under an h2, say 3).
function buildPanel(panel, tabs) {
  const id = panel.id;
  const names = Object.keys(tabs);
  const level = panel.dataset.level ?? '2';
  panel.setAttribute('aria-labelledby', `${id}-title`);
  panel.innerHTML = `
    <div class="code-head">
      <h${level} class="code-title" id="${id}-title">${t('code.title')}</h${level}>
      <div class="code-tabs" role="tablist" aria-label="${t('code.tabs')}">${names.map((name, index) => `
        <button type="button" role="tab" id="${id}-tab-${name}" data-tab="${name}" aria-selected="${index === 0}"
          aria-controls="${id}-listing"${index ? ' tabindex="-1"' : ''}>${tabs[name].title}</button>`).join('')}
      </div>
    </div>
    <p class="code-source" hidden></p>
    <div class="code-listing" id="${id}-listing" role="tabpanel" aria-labelledby="${id}-tab-${names[0]}"><ol class="code-lines"></ol></div>
    <p class="code-empty muted small" hidden></p>
    <p class="muted small code-hint">${t('code.hint')}</p>`;
}

// tabs: {name: {title, label, listing(algorithm, world) -> {lines: [{text, depth?, events, number?, heading?}],
// source?} | null}} (web/code/code-tabs.js). seek(step): shows that step (the view's controller).
export class CodePanel {
  constructor({ panel, tabs, seek }) {
    buildPanel(panel, tabs);
    this.panel = panel;
    this.tabs = tabs;
    this.seek = seek;
    this.list = panel.querySelector('.code-lines');
    this.hint = panel.querySelector('.code-hint');
    this.source = panel.querySelector('.code-source');
    this.empty = panel.querySelector('.code-empty');
    this.tabButtons = [...panel.querySelectorAll('[role="tab"]')];
    this.tab = Object.keys(tabs)[0];
    this.run = null;
    this.wanted = { algorithm: null, world: 'grid' }; // the listing asked for
    this.built = null; // the listing shown, as 'algorithm world'
    this.listing = null; // its lines
    this.items = []; // their <li>s
    this.lit = []; // indexes lit now
    this.tabStopItem = null; // the line Tab stops at
    for (const button of this.tabButtons) button.addEventListener('click', () => this.showTab(button.dataset.tab));
    panel.querySelector('[role="tablist"]').addEventListener('keydown', (event) => this.#tabKey(event));
    this.list.addEventListener('click', (event) => this.#lineChosen(event));
    this.list.addEventListener('keydown', (event) => this.#lineKey(event));
  }

  get open() { return !this.panel.hidden; }

  // Closed, it lets go of the run it showed (a 1024x1024 run's trace and replay are a hundred MB).
  setOpen(open) {
    this.panel.hidden = !open;
    if (open) this.#render();
    else this.run = null;
  }

  showTab(name) {
    if (!this.tabs[name]) return;
    this.tab = name;
    for (const button of this.tabButtons) {
      const selected = button.dataset.tab === name;
      button.setAttribute('aria-selected', String(selected));
      button.tabIndex = selected ? 0 : -1;
    }
    this.built = null; // rebuilt in this tab
    this.#render();
  }

  // The run on screen (null: none) at the step its replay is at; `algorithm` names the listing to show
  // (the run's, or the options' choice without one), in `world` (web/code/pseudocode.js pseudocodeFor).
  show(run, algorithm = run?.options.algorithm ?? null, world = 'grid') {
    this.run = run;
    this.wanted = { algorithm, world };
    if (this.open) this.#render();
  }

  #render() {
    const { algorithm, world } = this.wanted;
    if (`${algorithm} ${world}` !== this.built) this.#build(algorithm, world);
    this.#light();
  }

  #build(algorithm, world) {
    this.built = `${algorithm} ${world}`;
    const tab = this.tabs[this.tab];
    const listing = algorithm ? tab.listing(algorithm, world) : null;
    this.listing = listing?.lines ?? [];
    this.source.textContent = listing?.source ?? '';
    this.source.hidden = !listing?.source;
    this.empty.hidden = this.listing.length > 0;
    this.empty.textContent = algorithm ? tab.empty : '';
    this.list.parentElement.setAttribute('aria-labelledby', this.tabButtons.find((button) => button.dataset.tab === this.tab).id);
    this.items = this.listing.map((line, index) => {
      const item = document.createElement('li');
      if (line.heading) {
        item.className = 'code-heading';
        item.textContent = line.text;
        return item;
      }
      item.className = 'code-line';
      item.dataset.line = String(index);
      item.tabIndex = -1;
      // A line no event stands for never lights and goes nowhere when chosen.
      if (line.events.length) item.dataset.runs = '';
      else item.setAttribute('aria-disabled', 'true');
      item.style.setProperty('--depth', String(line.depth ?? 0));
      const number = document.createElement('span');
      number.className = 'code-number';
      number.textContent = String(line.number ?? index + 1);
      number.setAttribute('aria-hidden', 'true');
      const text = document.createElement('code');
      text.textContent = line.text;
      item.append(number, text);
      return item;
    });
    this.list.replaceChildren(...this.items);
    this.lit = [];
    this.tabStopItem = null;
  }

  // Lights the lines the step on screen ran, with their values; the line of its first event gets
  // aria-current="step" and is the list's one stop for Tab (else the first line is).
  #light() {
    for (const index of this.lit) {
      const item = this.items[index];
      item.classList.remove('lit');
      item.removeAttribute('aria-current');
      item.querySelector('.code-value')?.remove();
    }
    this.lit = [];
    // K routes have no steps: their answer lights what ran ({kind, result, cost, shortest}: routesCode).
    const routes = this.run?.routes;
    const code = routes ? routesCode(routes.kind, routes.result, routes.cost, routes.shortest ?? null) : this.run ? stepCode(this.run) : null;
    this.hint.hidden = Boolean(routes);
    if (!code) {
      this.#tabStop(this.items.find((item) => item.dataset.line));
      return;
    }
    this.lit = linesFor(this.listing, code.tags);
    const valueShown = new Set();
    for (const index of this.lit) {
      const item = this.items[index];
      item.classList.add('lit');
      // Each tag's values once, on the first lit line that runs it (a line may run two: opened and updated).
      const shown = tagsOfLine(this.listing, index, code.tags).filter((tag) => !valueShown.has(tag) && code.values.get(tag));
      if (shown.length) {
        for (const tag of shown) valueShown.add(tag);
        const value = document.createElement('span');
        value.className = 'code-value';
        value.textContent = shown.map((tag) => code.values.get(tag)).join('; ');
        item.append(value);
      }
    }
    // The current line: the one of the step's first event (the expansion, the agent's move...).
    const first = this.items[linesFor(this.listing, code.tags.slice(0, 1))[0] ?? this.lit[0]];
    if (first) {
      first.setAttribute('aria-current', 'step');
      this.#keepInView(first);
    }
    this.#tabStop(first ?? this.items.find((item) => item.dataset.line));
  }

  // Makes `item` the list's one line Tab stops at (the roving tabindex of a composite widget).
  #tabStop(item) {
    if (this.tabStopItem && this.tabStopItem !== item) this.tabStopItem.tabIndex = -1;
    this.tabStopItem = item ?? null;
    if (item) item.tabIndex = 0;
  }

  // Scrolls the list, and only the list (the page must not jump to the panel while a search plays), so
  // `item` is in view.
  #keepInView(item) {
    const { list } = this;
    const top = item.offsetTop; // the list is the lines' offset parent (position: relative)
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + item.offsetHeight - list.clientHeight;
  }

  #lineChosen(event) {
    const item = event.target.closest('.code-line');
    if (!item || !this.run?.trace) return;
    this.#goToStepRunning(Number(item.dataset.line), event.shiftKey);
  }

  #goToStepRunning(index, backwards) {
    const step = this.run.replay.step;
    const target = stepRunning(this.run, this.listing, index, step, backwards);
    if (target > 0) this.seek(target);
    // Focus stays on the line chosen, and Tab comes back to it (the seek moved the tab stop to the current line).
    this.#tabStop(this.items[index]);
    this.items[index]?.focus();
  }

  // Up and Down move between lines, Home and End to the first and last; Enter (Shift+Enter) goes to the
  // next (previous) step that runs the line.
  #lineKey(event) {
    const item = event.target.closest('.code-line');
    if (!item) return;
    const lines = this.items.filter((candidate) => candidate.dataset.line);
    const at = lines.indexOf(item);
    let next = null;
    if (event.key === 'ArrowDown') next = lines[at + 1];
    else if (event.key === 'ArrowUp') next = lines[at - 1];
    else if (event.key === 'Home') next = lines[0];
    else if (event.key === 'End') next = lines.at(-1);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (this.run?.trace) this.#goToStepRunning(Number(item.dataset.line), event.shiftKey);
      return;
    } else return;
    event.preventDefault();
    if (!next) return;
    this.#tabStop(next);
    next.focus();
  }

  // Left and Right between the tabs, Home and End to the first and last (the WAI-ARIA tabs pattern; not the
  // page's keys, which would move the search).
  #tabKey(event) {
    const at = this.tabButtons.indexOf(event.target);
    const count = this.tabButtons.length;
    const to = { ArrowRight: at + 1, ArrowLeft: at + count - 1, Home: 0, End: count - 1 }[event.key];
    if (at < 0 || to === undefined) return;
    const next = this.tabButtons[to % count];
    this.showTab(next.dataset.tab);
    next.focus();
    event.preventDefault();
  }
}
