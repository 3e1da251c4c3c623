// The Roads view's network source panel: a shipped city (Campo Grande, Monaco), a random town of N nodes
// from a seed, or a file (.roads compact, .osm, or DIMACS .gr with .co), and the loaded network's figures
// (nodes, roads, one-way roads, what an OSM import dropped); while a big town is made, its progress bar and
// Cancel.
import { formatCount } from '../view/format.js';
import { RANDOM_NODES } from '../core/engine.js';
import { t } from '../i18n/i18n.js';

export const DEFAULT_SOURCE = 'random-4000';
const CITIES = new Set(['campo-grande', 'monaco']);

export class NetworkPanel {
  // elements: {source (select), nodes, seed, generate (button), file (input), error, figures (dl), progress (the
  // bar's row), bar (progress), cancel (button)}.
  // load(request, {osm, label}, {onProgress}): resolves to engine.loadNetwork's figures, to null when cancelled
  // or replaced by a newer load, or rejects with the reason; onProgress(done, total) hears a town being made.
  // cancel(): stops the town being made (the network on screen stays).
  constructor(elements, { load, cancel = () => false }) {
    this.elements = elements;
    this.load = load;
    this.loading = false;
    this.loads = 0; // numbers the loads: only the latest one's ending speaks
    const { source, nodes, seed, generate, file } = elements;
    // The form's range is the engine's, written once (web/core/engine.js RANDOM_NODES).
    nodes.min = String(RANDOM_NODES.min);
    nodes.max = String(RANDOM_NODES.max);
    elements.cancel?.addEventListener('click', () => {
      if (cancel()) this.cancelled = true;
    });
    source.addEventListener('change', () => {
      this.#enableInputs();
      if (source.value !== 'file') this.loadSource();
    });
    generate.addEventListener('click', () => this.loadSource());
    for (const input of [nodes, seed]) {
      input.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); this.loadSource(); } });
    }
    file.addEventListener('change', () => {
      if (file.files.length) this.loadFiles([...file.files]);
      file.value = '';
    });
    this.#enableInputs();
  }

  // Loads what the source menu and the number fields say.
  loadSource() {
    const { source, nodes, seed } = this.elements;
    const value = source.value;
    // The menu names the city alone (with its source it was cut off beside its label); the narration says where it is from.
    if (CITIES.has(value)) return this.#load({ preset: value }, { osm: true, label: t('roads.source.city', { city: source.selectedOptions[0].textContent }) });
    const preset = /^random-(\d+)$/.exec(value);
    if (preset) nodes.value = preset[1];
    const count = Number(nodes.value);
    if (!Number.isInteger(count) || count < RANDOM_NODES.min || count > RANDOM_NODES.max) {
      const given = nodes.value.trim() === '' ? t('roads.nothing') : nodes.value.trim().slice(0, 20);
      return this.#fail(t('roads.network.nodes', { min: formatCount(RANDOM_NODES.min), max: formatCount(RANDOM_NODES.max), given: String(given) }));
    }
    const seedValue = Number(seed.value);
    if (!Number.isInteger(seedValue) || seedValue < 0) return this.#fail(t('roads.network.seed'));
    return this.#load({ generator: 'random', nodes: count, seed: seedValue },
      { osm: false, label: t('roads.source.random', { nodes: formatCount(count), seed: seedValue }) });
  }

  // Picks a source and loads it (the view's default, tests).
  choose(value) {
    this.elements.source.value = value;
    this.#enableInputs();
    return this.loadSource();
  }

  // One file (.roads or .osm) or a DIMACS pair (.gr and .co, picked together).
  async loadFiles(files) {
    const extension = (file) => file.name.toLowerCase().split('.').pop();
    const gr = files.find((file) => extension(file) === 'gr');
    const co = files.find((file) => extension(file) === 'co');
    let request;
    let osm = false;
    if (gr || co) {
      if (!gr || !co) return this.#fail(t('roads.network.dimacs'));
      request = { format: 'dimacs', gr: await gr.text(), co: await co.text() };
    } else if (files.length > 1) {
      return this.#fail(t('roads.network.oneFile'));
    } else {
      const [file] = files;
      osm = ['osm', 'xml'].includes(extension(file));
      request = { text: await file.text(), format: osm ? 'osm' : 'frontier' };
    }
    const names = files.map((file) => file.name).join(t('roads.narr.and'));
    const { source } = this.elements;
    let option = source.querySelector('option[value="file"]');
    const previous = source.value;
    const loaded = await this.#load(request, { osm, label: names });
    if (loaded) {
      if (!option) {
        option = new Option('', 'file');
        source.append(option);
      }
      option.textContent = t('roads.yourFile', { names });
      source.value = 'file';
      this.#enableInputs();
    } else {
      source.value = previous;
    }
    return loaded;
  }

  async #load(request, source) {
    const ticket = ++this.loads;
    const { error, progress, bar } = this.elements;
    error.textContent = '';
    this.loading = true;
    this.cancelled = false;
    this.elements.generate.disabled = true;
    // The bar shows once a town being made reports (only big towns, made in the worker, do).
    const onProgress = (done, total) => {
      if (ticket !== this.loads || !progress) return;
      progress.hidden = false;
      bar.max = total;
      bar.value = done;
      bar.textContent = `${Math.round((100 * done) / total)}%`;
    };
    try {
      const figures = await this.load(request, source, { onProgress });
      if (ticket !== this.loads) return false;
      if (!figures) {
        return this.#fail(t(this.cancelled ? 'roads.network.cancelled' : 'roads.network.replaced'));
      }
      this.#showFigures(figures);
      return true;
    } catch (reason) {
      if (ticket === this.loads) this.#fail(t('roads.network.failed', { message: reason.message }));
      return false;
    } finally {
      if (ticket === this.loads) {
        this.loading = false;
        if (progress && !progress.hidden) progress.hidden = true;
        this.#enableInputs();
      }
    }
  }

  #fail(message) {
    this.elements.error.textContent = message;
    return false;
  }

  #enableInputs() {
    const { source, nodes, seed, generate } = this.elements;
    const random = source.value.startsWith('random');
    nodes.disabled = source.value !== 'random';
    seed.disabled = !random;
    generate.disabled = !random || this.loading;
  }

  #showFigures(figures) {
    const dropped = figures.dropped
      ? (figures.dropped.nodes || figures.dropped.roads
        ? t('roads.dropped', { nodes: t('roads.count.node', { count: figures.dropped.nodes }), roads: t('roads.count.road', { count: figures.dropped.roads }) })
        : t('roads.dropped.none'))
      : t('roads.dropped.none');
    const values = { nodes: figures.nodes, roads: figures.roads, oneWay: figures.oneWayRoads, dropped: figures.dropped?.nodes ?? 0 };
    const texts = { nodes: formatCount(figures.nodes), roads: formatCount(figures.roads), oneWay: formatCount(figures.oneWayRoads), dropped };
    for (const [key, text] of Object.entries(texts)) {
      const element = this.elements.figures.querySelector(`[data-road-stat="${key}"]`);
      element.textContent = text;
      element.dataset.value = String(values[key]);
    }
  }
}
