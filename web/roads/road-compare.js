// The Roads view's comparison: every road search of the registry from the same start to the same goal by
// the same metric, side by side in one table (cost, nodes settled and their share of Dijkstra's, time), so
// a reader sees what each one buys; a row's button shows that search on the map.
import { ROAD_ALGORITHM_INFO, PREPARED_ROAD_ALGORITHM_INFO } from '../core/registry.js';
import { TECHNIQUE_TEXT, metricWords } from './prepared-words.js';
import { roadAlgorithmText } from '../ui/labels.js';
import { formatCount, formatMicros } from '../view/format.js';
import { formatRoadCost } from './road-format.js';
import { t } from '../i18n/i18n.js';

// The time column stays narrow where searches are slow (a slow machine, a big town): from 10,000 µs up three
// significant figures ("123K"), the whole number in the cell's title. Timings vary 10-30 % between runs anyway.
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 3 });
const shortMicros = (micros) => (micros >= 10000 ? COMPACT.format(micros) : formatMicros(micros));

export class RoadCompare {
  // elements: {run (button), table, body (tbody), message}; view: the RoadsView (engine, endpoints,
  // metric menu, algorithm menu, run()).
  constructor(elements, { view, announce }) {
    this.elements = elements;
    this.view = view;
    this.announce = announce;
    this.rows = null; // [{algorithm, found, cost, expanded, generated, micros}]: the table on screen
    this.tickets = 0; // numbers each comparison: one running in tasks stops when a newer one or clear() comes
    elements.run.addEventListener('click', () => this.compare());
    elements.body.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-algorithm]');
      if (!button) return;
      this.view.elements.algorithm.value = button.dataset.algorithm;
      this.view.run();
    });
  }

  // Runs every road search on the view's start, goal and metric (untraced) and fills the table. On a big
  // network (the view's offThread) each search is a task of its own, the next one after the page has had
  // its turn (the six in one task took ~200 ms on a 100,000-node town, each one under 50 ms): then this
  // returns a promise, settled once the table is filled or dropped (a newer comparison, or clear()).
  compare() {
    const { engine, network, start, goal } = this.view;
    if (!engine || !network || start < 0 || goal < 0) return undefined;
    const metric = this.view.elements.metric.value;
    const search = ({ name }) => {
      const { found, cost, expanded, generated, micros } = engine.route({ from: start, to: goal, algorithm: name, metric });
      return { algorithm: name, found, cost, expanded, generated, micros };
    };
    const done = (rows) => {
      this.rows = rows;
      this.request = { from: start, to: goal, metric };
      this.#fill();
    };
    const failed = (error) => { this.elements.message.textContent = t('roads.compare.failed', { message: error.message }); };
    const ticket = ++this.tickets;
    // alt and ch, once prepared, join the table: their routes run in the view's worker, where the
    // preparation is, so the table then lands as a promise.
    const prepared = PREPARED_ROAD_ALGORITHM_INFO.filter(({ name }) => this.view.prepare && !this.view.prepare.reasonOff(name));
    const withPrepared = async (rows) => {
      for (const { name } of prepared) {
        try {
          const answer = await this.view.preparedWork('route', { from: start, to: goal, algorithm: name, metric });
          if (ticket !== this.tickets) return;
          const { found, cost, expanded, generated, micros } = answer;
          rows.push({ algorithm: name, found, cost, expanded, generated, micros });
        } catch (error) {
          if (ticket !== this.tickets) return;
          rows.refused = [...(rows.refused ?? []), error.message];
        }
      }
      done(rows);
    };
    if (!this.view.offThread) {
      let rows;
      try {
        rows = ROAD_ALGORITHM_INFO.map(search);
      } catch (error) {
        failed(error);
        return undefined;
      }
      if (!prepared.length) {
        done(rows);
        return undefined;
      }
      this.elements.message.textContent = t('roads.compare.running');
      return withPrepared(rows);
    }
    this.elements.message.textContent = t('roads.compare.running');
    return (async () => {
      const rows = [];
      for (const row of ROAD_ALGORITHM_INFO) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (ticket !== this.tickets) return;
        try {
          rows.push(search(row));
        } catch (error) {
          failed(error);
          return;
        }
      }
      await withPrepared(rows);
    })();
  }

  // The table is of one start, goal and metric: any change of them makes it stale, and it goes (and so does
  // a comparison still running).
  clear() {
    this.tickets++;
    this.rows = null;
    this.elements.table.hidden = true;
    this.elements.message.textContent = '';
  }

  snapshot() {
    return this.rows ? { request: this.request, rows: this.rows.map((row) => ({ ...row })) } : null;
  }

  #fill() {
    const { rows, request } = this;
    const dijkstra = rows.find((row) => row.algorithm === 'dijkstra');
    const astar = rows.find((row) => row.algorithm === 'astar');
    const best = Math.min(...rows.filter((row) => row.algorithm !== 'bfs').map((row) => row.cost));
    this.elements.body.replaceChildren(...rows.map((row) => {
      const tr = document.createElement('tr');
      tr.dataset.algorithm = row.algorithm;
      const name = document.createElement('th');
      name.scope = 'row';
      const show = document.createElement('button');
      show.type = 'button';
      show.className = 'link-button';
      show.dataset.algorithm = row.algorithm;
      const text = TECHNIQUE_TEXT[row.algorithm] ?? roadAlgorithmText(row.algorithm);
      show.textContent = text.short;
      show.title = t('roads.compare.show', { name: text.label });
      name.append(show);
      const share = dijkstra.expanded ? `${(row.expanded / dijkstra.expanded).toFixed(2)}×` : '–';
      // BFS counts roads: its route is the one with the fewest, which may cost more.
      const note = row.algorithm === 'bfs' ? t('roads.compare.fewestRoads') : row.cost > best * (1 + 1e-9) ? t('roads.compare.longer') : '';
      const cells = [row.found ? formatRoadCost(row.cost, request.metric) : t('roads.compare.noRoute'), formatCount(row.expanded), share,
        shortMicros(row.micros)];
      tr.append(name, ...cells.map((text) => {
        const td = document.createElement('td');
        td.textContent = text;
        return td;
      }));
      tr.cells[4].title = `${formatMicros(row.micros)} µs`;
      if (note) {
        const small = document.createElement('small');
        small.textContent = note;
        tr.cells[1].append(document.createElement('br'), small);
      }
      return tr;
    }));
    this.elements.table.hidden = false;
    const fewest = rows.reduce((a, b) => (b.expanded < a.expanded && b.found ? b : a));
    this.elements.message.textContent = dijkstra.found
      ? t(astar ? 'roads.compare.summaryAstar' : 'roads.compare.summary', {
        from: String(request.from), to: String(request.to), metric: metricWords(request.metric),
        fewest: (TECHNIQUE_TEXT[fewest.algorithm] ?? roadAlgorithmText(fewest.algorithm)).short, count: fewest.expanded,
        dijkstra: dijkstra.expanded, astar: astar?.expanded,
      }) + (rows.refused ? t('narration.join') + t('roads.compare.refused', { list: rows.refused.join(t('roads.compare.listJoin')) }) : '')
      : t('roads.narr.noRoute', { from: String(request.from), to: String(request.to) });
    this.announce(this.elements.message.textContent);
  }
}
