// Embed mode (`?embed`, docs/EMBED.md): the canvas and playback only, filling the iframe, with options
// from the query, and a postMessage API for the page around it (commands in, ready/step/done out).
// Also the Embed dialog's <iframe> snippet for the puzzle on screen.
import { EMBED_FIELDS, showOf } from './share-codec.js';
import { gridScene, walkScene, roadsScene } from './embed-scenes.js';

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

// Wires the widget: page = {controller, optionsForm, walkView, roadsView, shareLinks, show: {numbers, arrows},
// statsLine, sceneKind() ('grid' | 'walk' | 'roads': the view on screen), showExplore()}. It drives the
// scene on screen (web/share/embed-scenes.js) and hears the explore controller's 'update' and 'done'
// events and the Walk and Roads views' changes (sceneChanged()).
export class EmbedWidget {
  constructor(options, page) {
    this.options = options;
    this.page = page;
    this.ready = false;
    this.quiet = 0; // while the widget itself moves a scene into place (#quietly), it posts nothing
    this.scenes = {}; // each made when first needed: the page builds its views after the widget
    this.lastStep = null; // the walk's or road scene's step last posted, {n, total}
    this.doneSent = false; // the walk or road scene has posted `done` for the end on screen
    addEventListener('message', (event) => this.#message(event));
    page.controller.on('update', () => { if (!this.ready || this.scene.kind === 'grid') this.update(); });
    page.controller.on('done', () => { if (this.ready && this.scene.kind === 'grid') this.#done(); });
  }

  // The scene on screen (the grid until the page is up and the widget ready).
  get scene() {
    const { page } = this;
    const kind = this.ready ? page.sceneKind() : 'grid';
    this.scenes[kind] ??= kind === 'walk' ? walkScene(page.walkView) : kind === 'roads' ? roadsScene(page.roadsView) : gridScene(page);
    return this.scenes[kind];
  }

  // The puzzle is on screen (from the link, or the default): apply the query's options, say ready (once
  // a search in the engine worker has landed).
  async start() {
    const { controller, show } = this.page;
    const { options } = this;
    if (options.show) {
      for (const [item, box] of Object.entries(show)) box.checked = options.show[item];
      show.numbers.dispatchEvent(new Event('change'));
    }
    if (options.speed !== null) {
      controller.setSpeedIndex(options.speed);
      // Chosen, as on the slider: a walk or search made again (setOptions, load) keeps it.
      // (A view not built yet takes it when main.js builds it.)
      for (const view of [this.page.walkView, this.page.roadsView].filter(Boolean)) {
        view.speedChosen = true;
        view.setSpeedIndex(options.speed);
      }
    }
    this.ready = true;
    const { scene } = this;
    await this.#quietly(async () => { // nothing is posted before `ready`
      scene.hold();
      await scene.settled();
      scene.waitAtStart();
      if (options.step !== null && scene.holds) scene.seek(options.step);
      if (options.autoplay) scene.play();
    });
    this.#sayReady();
  }

  // Runs fn() (and waits for it, when it is async) without posting the steps and ends it passes through;
  // the caller says where it got to.
  async #quietly(fn) {
    this.quiet++;
    try {
      await fn();
    } finally {
      this.quiet--;
    }
  }

  // `ready` for the scene on screen, why it holds nothing if it does not, and `done` at once when it
  // opened at its end (a link at its last step, K routes).
  #sayReady() {
    const { scene } = this;
    this.#placeStatsLine();
    this.lastStep = null;
    this.doneSent = false;
    this.#post('ready', { total: scene.total, step: scene.step });
    const why = scene.whyNothing();
    if (why) this.#post('error', { message: `${scene.kind === 'walk' ? 'the walk' : 'the search'} cannot run: ${why}` });
    this.update();
    if (scene.selfDone && this.page.controller.state === 'finished') this.#done();
  }

  // The summary line sits under the playback bar of the view on screen.
  #placeStatsLine() {
    const { statsLine } = this.page;
    const stage = document.querySelector('main:not([hidden]) > .stage');
    if (stage && statsLine.parentElement !== stage) stage.append(statsLine);
  }

  // The Walk or Roads view moved or changed what it shows.
  sceneChanged() {
    if (this.ready && this.scene.kind !== 'grid') this.update();
  }

  // After every move and change of state: the stats line, and the step event (and, for a walk or a road
  // scene, done when it reaches its end; the explore controller says so itself).
  update({ force = false } = {}) {
    const { statsLine } = this.page;
    const { scene } = this;
    statsLine.hidden = !this.options.stats;
    statsLine.textContent = scene.summary();
    if (!this.ready || this.quiet) return;
    if (scene.kind === 'grid') {
      if (scene.holds) this.#post('step', { n: scene.step, total: scene.total });
      return;
    }
    if (!scene.holds) return;
    const n = scene.step, total = scene.total;
    if (force || this.lastStep?.n !== n || this.lastStep?.total !== total) {
      this.lastStep = { n, total };
      this.#post('step', { n, total });
    }
    if (!scene.ended) this.doneSent = false;
    else if (!this.doneSent) this.#done();
  }

  // The scene reached its last step: the done event with the engine's figures.
  #done() {
    const { scene } = this;
    if (!this.ready || this.quiet || !scene.holds) return;
    this.doneSent = true;
    this.#post('done', { stats: scene.stats(), n: scene.step, total: scene.total });
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
    const { shareLinks } = this.page;
    const { scene } = this;
    switch (message.command) {
      case 'play': scene.play(); break;
      case 'pause': scene.pause(); break;
      case 'step': scene.stepForward(); break;
      case 'seek':
        if (!Number.isFinite(message.step)) return;
        scene.seek(Math.max(0, Math.floor(message.step)));
        // A seek is answered with a step event even where it did not move (the host waits for one).
        if (scene.kind !== 'grid') this.update({ force: true });
        break;
      case 'load': {
        if (typeof message.link !== 'string' || message.link.length > 4 * 1024 * 1024) return;
        const hash = message.link.includes('#') ? message.link.slice(message.link.indexOf('#')) : message.link;
        let error;
        // Its search may run in the engine worker: `ready` waits for it, and so do the steps meanwhile.
        await this.#quietly(async () => {
          ({ error } = await shareLinks.open(hash));
          // A link that failed leaves the default maze, in the explore view.
          if (error) this.page.showExplore();
          this.scene.hold();
          await this.scene.settled();
          this.scene.waitAtStart();
        });
        if (error) {
          this.#post('error', { message: error });
          this.#placeStatsLine();
          this.update();
        } else this.#sayReady();
        break;
      }
      case 'setOptions': {
        if (!message.options || typeof message.options !== 'object') return;
        // All or nothing: one refused value refuses the command, and the widget keeps its options.
        const { apply, error } = scene.prepare(message.options);
        if (error) {
          this.#post('error', { message: `setOptions refused: ${error}` });
          return;
        }
        if (scene.kind === 'grid') {
          apply(); // the explore controller says step and done itself
          break;
        }
        // The walk or road scene is made again: it says step, and done at its end, once it is whole.
        await this.#quietly(async () => {
          apply();
          await scene.settled();
        });
        this.doneSent = false;
        this.update({ force: true });
        break;
      }
      default:
    }
  }
}

// The ready-to-paste snippet for a share link (`url` with its fragment).
export function iframeSnippet(url, { controls = 'full', autoplay = false } = {}) {
  const target = new URL(url);
  target.search = `?embed${controls === 'full' ? '' : `&controls=${controls}`}${autoplay ? '&autoplay' : ''}`;
  const escaped = target.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${escaped}" width="640" height="440" style="border:0;max-width:100%" title="Frontier: a pathfinding search" loading="lazy"></iframe>`;
}
