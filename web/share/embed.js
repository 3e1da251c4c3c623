// Embed mode (`?embed`, docs/EMBED.md): the canvas and playback only, filling the iframe, with options
// from the query, and a postMessage API for the page around it (commands in, ready/step/done out).
// Also the Embed dialog's <iframe> snippet for the puzzle on screen.
import { checkOptions } from '../core/registry.js';
import { unmetNeedReason } from '../ui/labels.js';
import { EMBED_FIELDS, showOf } from './share-codec.js';

const CONTROLS = ['none', 'minimal', 'full'];

// The embed options of a query string (or of `&`-separated fields in the fragment, for hosts that
// cannot add a query), or null when the page is not embedded. Bad values fall back to the defaults:
// an embed shows something rather than nothing.
export function embedOptions(search, hash = '') {
  const params = new URLSearchParams(search);
  const fields = new URLSearchParams(hash.replace(/^#/, '').split('&').slice(1).join('&'));
  if (!params.has('embed') && fields.has('embed')) {
    for (const name of EMBED_FIELDS) {
      if (fields.has(name)) params.set(name, fields.get(name));
    }
  }
  if (!params.has('embed')) return null;
  const flag = (name) => params.has(name) && params.get(name) !== '0' && params.get(name) !== 'false';
  const whole = (name, low, high) => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isInteger(value) && value >= low && value <= high ? value : null;
  };
  const show = params.has('show') ? params.get('show').split(',') : null;
  return {
    controls: CONTROLS.includes(params.get('controls')) ? params.get('controls') : 'full',
    autoplay: flag('autoplay'),
    stats: params.has('stats') ? flag('stats') : true,
    speed: whole('speed', 0, 12),
    step: whole('step', 0, 2 ** 31),
    show: show ? showOf(show) : null,
    origin: webOrigin(params.get('origin')),
  };
}

// An origin as postMessage takes it (`https://example.org`, `http://localhost:8000`), or null. Anything
// else (`not-an-origin`, `javascript:...`, a URL with a path) would make every postMessage throw: it is
// ignored like any bad embed value, and said once in the console.
function webOrigin(text) {
  if (!text) return null;
  let origin = null;
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text) origin = url.origin;
  } catch {
    // not a URL at all
  }
  if (!origin) console.info(`Frontier embed: origin=${text.slice(0, 80)} is not an origin such as https://example.org; events go to any parent`);
  return origin;
}

// Set before the page measures its layout, so the first maze is sized to the widget.
export const EMBED = embedOptions(location.search, location.hash);
if (EMBED) document.body.dataset.embed = EMBED.controls;

const COMMANDS = new Set(['play', 'pause', 'step', 'seek', 'load', 'setOptions']);

// Wires the widget: page = {controller, optionsForm, shareLinks, show: {numbers, arrows}, statsLine}.
// It drives the explore controller through its public methods and hears its 'update' and 'done' events.
export class EmbedWidget {
  constructor(options, page) {
    this.options = options;
    this.page = page;
    this.ready = false;
    addEventListener('message', (event) => this.#message(event));
    page.controller.on('update', () => this.update());
    page.controller.on('done', () => this.#done());
  }

  // The puzzle is on screen (from the link, or the default): apply the query's options, say ready.
  start() {
    const { controller, show } = this.page;
    const { options } = this;
    if (options.show) {
      for (const [item, box] of Object.entries(show)) box.checked = options.show[item];
      show.numbers.dispatchEvent(new Event('change'));
    }
    if (options.speed !== null) controller.setSpeedIndex(options.speed);
    this.#holdSearch();
    if (options.step !== null) controller.seek(options.step);
    if (options.autoplay) controller.play();
    this.ready = true;
    this.#post('ready', { total: controller.stepCount, step: controller.step });
    this.#sayWhyNoSearch();
    this.update();
    // Already at the end (a link at its last step): the page around hears `done` now, after `ready`.
    if (controller.state === 'finished') this.#done();
  }

  // A widget always holds a search, so play, step and seek work at once; a link without a step waits at 0.
  #holdSearch() {
    const { controller } = this.page;
    if (controller.run) return;
    controller.runSearch({ animate: false });
    controller.seek(0);
  }

  // A link may ask for a search its maze does not offer (JPS with 4 directions): the widget then holds none,
  // and its host hears why (after `ready`, with total 0) rather than seeing seek and step ignored.
  #sayWhyNoSearch() {
    const { controller, optionsForm } = this.page;
    if (controller.run) return;
    const values = optionsForm.values;
    const reason = unmetNeedReason(values.algorithm, values, optionsForm.worldKinds()) || controller.searchFailure ||
      'the engine refused it';
    this.#post('error', { message: `the search cannot run: ${reason}` });
  }

  // After every move and change of state: the stats line, and the step event.
  update() {
    const { controller, statsLine } = this.page;
    const run = controller.run;
    const total = run ? controller.stepCount : 0;
    const step = run ? controller.step : 0;
    statsLine.hidden = !this.options.stats;
    statsLine.textContent = describe(controller.state, step, total, run?.result);
    if (!this.ready) return;
    if (run) this.#post('step', { n: step, total });
  }

  // The search reached its last step: the done event with the engine's figures.
  #done() {
    const { controller } = this.page;
    if (!this.ready || !controller.run) return;
    const { trace, ...result } = controller.run.result;
    this.#post('done', { stats: result, n: controller.step, total: controller.stepCount });
  }

  #post(type, data) {
    if (window.parent === window) return;
    // A puzzle is no secret, but a page that named its origin gets messages only there.
    window.parent.postMessage({ source: 'frontier', type, ...data }, this.options.origin ?? '*');
  }

  // Commands only from the parent window (and its named origin), in the documented shapes.
  async #message(event) {
    if (event.source !== window.parent || window.parent === window) return;
    if (this.options.origin && event.origin !== this.options.origin) return;
    const message = event.data;
    if (!message || typeof message !== 'object' || message.target !== 'frontier' || !COMMANDS.has(message.command)) return;
    const { controller, optionsForm, shareLinks } = this.page;
    switch (message.command) {
      case 'play': controller.play(); break;
      case 'pause': controller.pause(); break;
      case 'step':
        if (!controller.run) {
          controller.runSearch({ animate: false });
          controller.seek(0);
        }
        controller.stepForward();
        break;
      case 'seek':
        if (!Number.isFinite(message.step)) return;
        if (!controller.run) controller.runSearch({ animate: false });
        controller.seek(Math.max(0, Math.floor(message.step)));
        break;
      case 'load': {
        if (typeof message.link !== 'string' || message.link.length > 4 * 1024 * 1024) return;
        const hash = message.link.includes('#') ? message.link.slice(message.link.indexOf('#')) : message.link;
        const { error } = await shareLinks.open(hash);
        this.#holdSearch();
        if (error) this.#post('error', { message: error });
        else {
          this.#post('ready', { total: controller.stepCount, step: controller.step });
          this.#sayWhyNoSearch();
        }
        break;
      }
      case 'setOptions': {
        if (!message.options || typeof message.options !== 'object') return;
        // All or nothing: one refused value refuses the command, and the widget keeps its options.
        const { options, error } = checkOptions(message.options);
        // Values each valid may still ask for a search the maze does not offer (JPS with 4 directions):
        // refused too, or the widget would hold no search and ignore every seek and step.
        const values = { ...optionsForm.values, ...options };
        const unmet = error ? '' : unmetNeedReason(values.algorithm, values, optionsForm.worldKinds());
        if (error || unmet) {
          this.#post('error', { message: `setOptions refused: ${error ?? unmet}` });
          return;
        }
        optionsForm.set(options);
        if (controller.run) controller.runSearch({ animate: false });
        break;
      }
      default:
    }
  }
}

function describe(state, step, total, result) {
  if (!total) return 'Press play to search.';
  if (state === 'finished' && result) {
    return result.status === 'found'
      ? `Path found: ${result.length} steps, cost ${Math.round(result.cost * 100) / 100}, ${result.expanded} expanded.`
      : `No path; ${result.expanded} expanded.`;
  }
  return `Step ${step} of ${total}.`;
}

// The ready-to-paste snippet for a share link (`url` with its fragment).
export function iframeSnippet(url, { controls = 'full', autoplay = false } = {}) {
  const target = new URL(url);
  target.search = `?embed${controls === 'full' ? '' : `&controls=${controls}`}${autoplay ? '&autoplay' : ''}`;
  const escaped = target.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${escaped}" width="640" height="440" style="border:0;max-width:100%" title="Frontier: a pathfinding search" loading="lazy"></iframe>`;
}
