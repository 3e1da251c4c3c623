// A MovingAI scenario beside its map: the list of queries (start, goal, optimal length), and for the
// query chosen, the expected optimal length next to the cost the search found, with a match mark.
import { formatCost } from '../view/format.js';
import { scenarioRulesText } from '../ui/labels.js';
import { SCENARIO_RULES } from './presets.js';
import { t } from '../i18n/i18n.js';

const LIST_CAP = 500; // a 512x512 maze has ~12,000 queries: the list shows an even sample of them
export const MATCH_TOLERANCE = 0.005; // MovingAI rounds its lengths; the engine sums in doubles

// The map size a .scen names on its first query line (columns 3 and 4), or null.
export function scenarioMapSize(text) {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  for (const line of lines.slice(first + 1)) {
    if (!line.trim()) continue;
    const fields = line.trim().split(/\s+/);
    const width = Number(fields[2]);
    const height = Number(fields[3]);
    return Number.isInteger(width) && Number.isInteger(height) ? { width, height } : null;
  }
  return null;
}

export class ScenarioPanel {
  // elements: {row, select, hint, readout, rules: {box, why, apply}}; onChoose(query) when the reader picks
  // a query; onUseRules() when the reader asks for the scenario's rules (movement, diagonal, costs).
  constructor({ row, select, hint, readout, rules }, onChoose, onUseRules) {
    this.row = row;
    this.rules = rules;
    rules.apply.addEventListener('click', () => onUseRules(SCENARIO_RULES));
    this.select = select;
    this.hint = hint;
    this.readout = readout;
    this.fields = Object.fromEntries([...readout.querySelectorAll('[data-stat]')].map((element) => [element.dataset.stat, element]));
    this.queries = [];
    this.current = null;
    select.addEventListener('change', () => {
      const query = this.queries[Number(select.value)];
      if (query) onChoose(query);
    });
  }

  // A scenario's queries for the map on screen; `name` is only for the hint.
  set(name, queries) {
    this.queries = queries;
    this.current = null;
    const step = Math.max(1, queries.length / LIST_CAP);
    const options = [new Option(t('scenario.chooseQuery'), '')];
    for (let k = 0; k < queries.length; k += step) {
      options.push(queryOption(queries, Math.floor(k)));
    }
    this.select.replaceChildren(...options);
    this.hint.textContent = queries.length > LIST_CAP
      ? t('scenario.queriesSome', { name, count: queries.length.toLocaleString('en'), every: String(Math.round(step)) })
      : t('scenario.queries', { name, n: queries.length, count: String(queries.length) });
    this.row.hidden = false;
    this.show(null, false);
  }

  clear() {
    this.queries = [];
    this.current = null;
    this.select.replaceChildren();
    this.row.hidden = true;
    this.readout.hidden = true;
    this.rules.box.hidden = true;
  }

  // The query now on screen (its start and goal were just set), or null. A query the sample left out of
  // the list (the preset's long one on a 512x512 map) is put in it, in order, so the menu names it.
  choose(query) {
    this.current = query;
    const index = this.queries.indexOf(query);
    if (index >= 0 && !this.select.querySelector(`option[value="${index}"]`)) {
      const after = [...this.select.options].find((option) => option.value !== '' && Number(option.value) > index) ?? null;
      this.select.add(queryOption(this.queries, index), after);
    }
    this.select.value = index >= 0 ? String(index) : '';
  }

  // After every move of the explore view: the expected optimum and, once a search of this query has
  // finished, the cost it found and whether the two agree.
  show(run, atEnd) {
    const { current, fields } = this;
    this.readout.hidden = !current;
    this.rules.box.hidden = true;
    if (!current) return;
    set(fields.expected, formatCost(current.optimal, 4), current.optimal);
    const same = (a, b) => a.x === b.x && a.y === b.y;
    const ofQuery = run && atEnd && same(run.maze.start, current.start) && same(run.maze.goal, current.goal);
    if (!ofQuery) {
      set(fields.found, '–', '');
      set(fields.match, '', '');
      return;
    }
    const cost = run.result.status === 'found' ? run.result.cost : null;
    set(fields.found, cost === null ? t('status.no-path') : formatCost(cost, 4), cost ?? '');
    const match = cost !== null && Math.abs(cost - current.optimal) <= MATCH_TOLERANCE;
    set(fields.match, t(match ? 'scenario.matches' : 'scenario.differsMark'), String(match));
    fields.match.title = match ? '' : t('scenario.lengthsAssume');
    // A cost by other rules differs for that reason alone: say so, and offer the scenario's rules.
    const why = match ? '' : scenarioRulesText(SCENARIO_RULES, run.options);
    if (this.rules.why.textContent !== why) this.rules.why.textContent = why;
    this.rules.box.hidden = !why;
  }
}

// The menu entry of query `index`: its number, start, goal and optimal length.
function queryOption(queries, index) {
  const { start, goal, optimal } = queries[index];
  return new Option(t('scenario.query', { number: String(index + 1), start: `(${start.x},${start.y})`, goal: `(${goal.x},${goal.y})`, optimal: formatCost(optimal, 2) }), String(index));
}

function set(element, text, value) {
  if (element.textContent !== text) element.textContent = text;
  element.dataset.value = String(value);
}
