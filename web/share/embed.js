// Embed mode (`?embed`, docs/EMBED.md): the canvas and playback only, filling the iframe, with options
// from the query, and a postMessage API for the page around it (commands in, ready/step/done out).
// Also the Embed dialog's <iframe> snippet for the puzzle on screen.
import { EMBED_FIELDS, COURSE_META, showOf } from './share-codec.js';
import { gridScene, walkScene, roadsScene } from './embed-scenes.js';
import { t, tPlain } from '../i18n/i18n.js';

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
  // For the host page's developer, in the console only: English, as the rest of the embed API's docs are.
  if (!origin) console.info(`Frontier embed: origin=${text.slice(0, 80)} is not an origin such as https://example.org; events go to any parent`);
  return origin;
}

// A course package's page (its index.html names its course.json in a <meta>): a widget whose lesson the
// course opens (web/lessons/course.js), whatever its address says, with the small playback bar (an LMS's frame
// may be small, and the lesson's card takes its share).
export const COURSE = document.querySelector(`meta[name="${COURSE_META}"]`)?.getAttribute('content') ?? null;
// Set before the page measures its layout, so the first maze is sized to the widget.
export const EMBED = COURSE ? embedOptions('?embed&controls=minimal') : embedOptions(location.search, location.hash);
if (EMBED) document.body.dataset.embed = EMBED.controls;

const COMMANDS = ['play', 'pause', 'step', 'seek', 'load', 'setOptions', 'setPuzzle', 'scene'];
const LINK_LIMIT = 4 * 1024 * 1024; // a `load` command's link, in characters
const ID_LIMIT = 200; // an `id` echoed back, in characters

// A value a host sent, for an error message: short, and never a throw (a `toString` that is an object
// throws from String(); JSON has no NaN).
function given(value) {
  let text;
  try {
    if (typeof value === 'string') text = `'${value}'`;
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === undefined) text = String(value);
    else text = JSON.stringify(value) ?? Object.prototype.toString.call(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}

// Wires the widget: page = {controller, optionsForm, walkView, roadsView, shareLinks, show: {numbers, arrows},
// statsLine, sceneKind() ('grid' | 'walk' | 'roads': the view on screen), showExplore(), loadPuzzles() (the
// page's Puzzles, loaded on first use)}. It drives the
// scene on screen (web/share/embed-scenes.js) and hears the explore controller's 'update' events and the
// Walk and Roads views' changes (sceneChanged()).
//
// The protocol (docs/EMBED.md, "Answers"): commands run one at a time, in the order they came (a `load`
// whose search is in the engine worker holds the commands after it until it lands), and each gets exactly
// one answer, posted when it is done, with the command's `id` when it had one. While a command runs,
// nothing else is posted; between commands, the steps the scene takes by itself (playing, or the reader
// on the widget's own controls) are posted as `step`, and its arrival at its last step as `done`.
export class EmbedWidget {
  constructor(options, page) {
    this.options = options;
    this.page = page;
    this.ready = false;
    this.busy = 0; // while a command (or the opening) runs, only its answer is posted
    this.scenes = {}; // each made when first needed: the page builds its views after the widget
    this.lastStep = null; // the step last posted (an answer's or a notice's), {n, total}
    this.doneSent = false; // `done` (or an answer at the end) was posted for the end on screen
    this.failure = ''; // the engine could not load: every command is answered with this
    this.lessons = null; // the page's LessonPlayer, once loaded
    this.lastLessonScene = ''; // the lesson scene last posted (`lesson-scene`) as JSON, '' for none
    // Commands wait for the opening (start(), or the engine's failure), then for each other.
    this.queue = new Promise((resolve) => { this.opened = resolve; });
    addEventListener('message', (event) => this.#receive(event));
    page.controller.on('update', ({ state }) => {
      if (state === 'failed' && !this.ready && !this.failure) this.#engineFailed();
      if (!this.ready || this.scene.kind === 'grid') this.update();
    });
  }

  // The page's puzzles (web/puzzle/puzzle-page.js) have loaded: the host hears each answer once, as it is
  // given, and the end of a puzzle (docs/EMBED.md, "Puzzles"). These are the learner's, not a command's
  // answers, so they are posted whatever runs.
  puzzlesLoaded(puzzles) {
    puzzles.on('answer', (answer) => this.#post('answer', answer));
    puzzles.on('done', ({ puzzle, score, total }) => this.#post('puzzle-done', { puzzle, score, total }));
  }

  // The page's lesson player (web/lessons/lesson-player.js) has loaded: the host hears each scene shown
  // (`lesson-scene`: a notice, or the answer of a `scene` command) and the learner's finishing (`lesson-done`,
  // posted whatever runs, like a puzzle's answers).
  lessonsLoaded(player) {
    this.lessons = player;
    player.on('scene', () => {
      if (this.ready && !this.busy) this.#lessonNotice();
    });
    player.on('done', (summary) => this.#post('lesson-done', summary));
  }

  // {lesson, scene, of} of the lesson on screen, or null.
  #lessonScene() {
    const player = this.lessons;
    return player?.active ? { lesson: player.name, scene: player.index + 1, of: player.lesson.scenes.length } : null;
  }

  // A lesson scene not posted yet (the learner's Back or Next, a lesson link opened) is posted as a notice.
  #lessonNotice() {
    const shown = this.#lessonScene();
    const key = shown ? JSON.stringify(shown) : '';
    if (key === this.lastLessonScene) return;
    this.lastLessonScene = key;
    if (shown) this.#post('lesson-scene', shown);
  }

  // A lesson scene's link was opened by the lesson player (its Back, Next, or a `scene` command): the widget
  // holds what it shows, waiting at its step, as for a link it loads.
  async sceneOpened() {
    const { scene } = this;
    scene.hold();
    await scene.settled();
    scene.waitAtStart();
    this.#placeStatsLine();
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
      for (const [item, box] of Object.entries(show)) {
        if (box.checked === options.show[item]) continue;
        box.checked = options.show[item];
        box.dispatchEvent(new Event('change'));
      }
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
    try {
      await this.#busy(async () => { // nothing is posted before `ready`
        const { scene } = this;
        scene.hold();
        await scene.settled();
        scene.waitAtStart();
        if (options.step !== null && scene.holds) scene.seek(options.step);
        if (options.autoplay) scene.play();
      });
      // The opening is no answer: `ready`, then, when the puzzle holds nothing to play, an `error` saying why.
      this.#post('ready', this.#readyFields());
      if (!this.scene.holds) this.#post('error', { message: this.#cannotRun() });
      this.#answered();
    } finally {
      this.opened();
    }
  }

  // The engine could not load: no `ready` will come; the host hears why, and so does every command.
  #engineFailed() {
    this.failure = this.page.controller.failure || t('embed.engineNotLoaded');
    this.#post('error', { message: this.failure });
    this.opened();
  }

  // Runs fn() (and waits for it) posting nothing of the steps and ends it passes through; the caller
  // answers for it. Resolves to what fn resolves to.
  async #busy(fn) {
    this.busy++;
    try {
      return await fn();
    } finally {
      this.busy--;
    }
  }

  // `ready`'s fields for the scene on screen: its steps, and, when it opens at its end (a link at its last
  // step, K routes), the figures `done` would carry, since no `done` follows an answer.
  #readyFields() {
    const { scene } = this;
    this.#placeStatsLine();
    return { total: scene.total, step: scene.step, ...(scene.holds && scene.ended ? { stats: scene.stats() } : {}) };
  }

  // Why the scene on screen holds nothing to play.
  #cannotRun() {
    const { scene } = this;
    const why = scene.whyNothing() || t('embed.engineRefused');
    return t(scene.kind === 'walk' ? 'embed.walkCannotRun' : 'embed.searchCannotRun', { why });
  }

  // An answer was posted: the notices after it go on from what it said of the scene.
  #answered() {
    const { scene } = this;
    this.lastStep = scene.holds ? { n: scene.step, total: scene.total } : null;
    this.doneSent = scene.holds && scene.ended;
    this.update(); // the stats line; nothing more is posted, the step being the one answered
    this.#lessonNotice(); // a lesson opened or moved by the command (a `load` of a lesson link)
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

  // After every move and change of state: the stats line and, between commands, a `step` notice when the
  // step changed and `done` when the scene reached its last step; none while the search's name is a secret
  // (the `which` puzzle): its steps would tell the host which search it is.
  update() {
    const { statsLine } = this.page;
    const { scene } = this;
    statsLine.hidden = !this.options.stats;
    statsLine.textContent = scene.summary();
    if (!this.ready || this.busy || !scene.holds || scene.secret) return;
    const n = scene.step, total = scene.total;
    if (this.lastStep?.n !== n || this.lastStep?.total !== total) {
      this.lastStep = { n, total };
      this.#post('step', { n, total });
    }
    if (!scene.ended) this.doneSent = false;
    else if (!this.doneSent) {
      this.doneSent = true;
      this.#post('done', this.#doneFields());
    }
  }

  // `done`'s fields: the engine's figures and where the scene is.
  #doneFields() {
    const { scene } = this;
    return { stats: scene.stats(), n: scene.step, total: scene.total };
  }

  #post(type, data) {
    if (window.parent === window) return;
    // A puzzle is no secret, but a page that named its origin gets messages only there.
    window.parent.postMessage({ source: 'frontier', type, ...data }, this.options.origin ?? '*');
  }

  // Commands only from the parent window (and its named origin), addressed to the widget; each queued
  // behind the ones before it. Anything not addressed to it (no `target: 'frontier'`) is left alone.
  #receive(event) {
    if (event.source !== window.parent || window.parent === window) return;
    if (this.options.origin && event.origin !== this.options.origin) return;
    const message = event.data;
    if (!message || typeof message !== 'object' || Array.isArray(message) || message.target !== 'frontier') return;
    // #perform answers even for a bug; the catch only keeps the queue going should posting itself throw.
    this.queue = this.queue.then(() => this.#perform(message)).catch((failure) => console.error(failure));
  }

  // Carries out one command and posts its one answer.
  async #perform(message) {
    const hasId = Object.hasOwn(message, 'id') && message.id !== undefined;
    const { id } = message;
    if (hasId && !((typeof id === 'string' && id.length <= ID_LIMIT) || Number.isFinite(id))) {
      // An id it cannot echo: answered without one.
      this.#post('error', { message: tPlain('embed.refusal.id', { limit: ID_LIMIT, value: given(id) }) });
      return;
    }
    let answer;
    try {
      answer = await this.#busy(() => this.#command(message));
    } catch (failure) {
      // A bug, but the host still gets its answer, and the console says what broke.
      console.error(failure);
      answer = refusal(tPlain('embed.refusal.failed', { command: given(message.command), error: failure?.message ?? failure }));
    }
    const { type, ...fields } = answer;
    this.#post(type, { ...fields, ...(hasId ? { id } : {}) });
    this.#answered();
  }

  // Carries out `message`; resolves to its answer, {type, ...fields}.
  async #command(message) {
    const { command } = message;
    if (!COMMANDS.includes(command)) return refusal(tPlain('embed.refusal.command', { command: given(command), expected: COMMANDS.join(', ') }));
    if (this.failure) return refusal(this.failure);
    // A puzzle's question holds the playback (the answer is the next step): the host's moves wait for it too.
    if (['play', 'step', 'seek', 'setOptions'].includes(command) && this.scene.held) {
      return refusal(tPlain('embed.refusal.held', { command }));
    }
    switch (command) {
      case 'play':
        this.scene.play();
        return this.#whereItIs({ doneAtEnd: false });
      case 'pause':
        this.scene.pause();
        return this.#whereItIs({ doneAtEnd: false });
      case 'step':
        this.scene.stepForward();
        return this.#whereItIs({ doneAtEnd: true });
      case 'seek':
        if (typeof message.step !== 'number' || !Number.isFinite(message.step)) return refusal(tPlain('embed.refusal.seek', { value: given(message.step) }));
        this.scene.seek(Math.max(0, Math.floor(message.step)));
        return this.#whereItIs({ doneAtEnd: true });
      case 'load': return this.#load(message.link);
      case 'setPuzzle': return this.#setPuzzle(message.puzzle);
      case 'scene': return this.#goToScene(message.scene);
      default: return this.#setOptions(message.options);
    }
  }

  // Once what the scene holds is whole (a search in the engine worker may land later), the answer of a
  // playback command: `step` where the scene is, or `done` at its last step for those that move it there
  // (step, seek); an `error` when it holds nothing to play.
  async #whereItIs({ doneAtEnd }) {
    const { scene } = this;
    await scene.settled();
    if (!scene.holds) return refusal(this.#cannotRun());
    if (doneAtEnd && scene.ended) return { type: 'done', ...this.#doneFields() };
    return { type: 'step', n: scene.step, total: scene.total };
  }

  async #load(link) {
    if (typeof link !== 'string') return refusal(tPlain('embed.refusal.loadLink', { value: given(link) }));
    if (link.length > LINK_LIMIT) return refusal(tPlain('embed.refusal.loadLong', { length: link.length, limit: LINK_LIMIT }));
    const hash = link.includes('#') ? link.slice(link.indexOf('#')) : link;
    // Its search may run in the engine worker: the answer waits for it, and so do the commands after it.
    const { error } = await this.page.shareLinks.open(hash);
    // A link that failed leaves the default maze, in the explore view.
    if (error) this.page.showExplore();
    await this.sceneOpened();
    const { scene } = this;
    if (error) return refusal(error);
    if (!scene.holds) return refusal(this.#cannotRun());
    return { type: 'ready', ...this.#readyFields() };
  }

  // Starts a puzzle ({kind, seed, ...}: web/puzzle/puzzle-fields.js) on the maze on screen, or ends the one
  // on screen (null). Answered with `puzzle` ({puzzle: its fields, total: its questions}) once its first
  // question shows, or an `error`.
  async #setPuzzle(fields) {
    if (this.scene.kind !== 'grid') this.page.showExplore();
    const puzzles = await this.page.loadPuzzles();
    if (fields === null) {
      puzzles.stop();
      return { type: 'puzzle', puzzle: null, total: 0 };
    }
    const { error } = await puzzles.start(fields);
    if (error) return refusal(tPlain('embed.refusal.setPuzzle', { error }));
    return { type: 'puzzle', puzzle: puzzles.current(), total: puzzles.questions?.length ?? 0 };
  }

  // Shows scene `number` (1-based) of the lesson on screen, its puzzle asked; answered with `lesson-scene`.
  async #goToScene(number) {
    const shown = this.#lessonScene();
    if (!shown) return refusal(tPlain('embed.refusal.noLesson'));
    if (!Number.isInteger(number) || number < 1 || number > shown.of) return refusal(tPlain('embed.refusal.sceneNumber', { of: shown.of, value: given(number) }));
    const { error } = await this.lessons.show(number - 1);
    if (error) return refusal(tPlain('embed.refusal.sceneFailed', { number, error }));
    const now = this.#lessonScene();
    this.lastLessonScene = JSON.stringify(now);
    return { type: 'lesson-scene', ...now };
  }

  async #setOptions(options) {
    if (!options || typeof options !== 'object' || Array.isArray(options)) return refusal(tPlain('embed.refusal.optionsObject', { value: given(options) }));
    // Checked against the scene it acts on (the one the commands before it left), all or nothing: one
    // refused value refuses the command, and the widget keeps its options.
    const { scene } = this;
    const { apply, error } = scene.prepare(options);
    if (error) return refusal(tPlain('embed.refusal.setOptions', { error }));
    apply(); // searched (or walked) again, shown at its end
    await scene.settled();
    if (!scene.holds) return refusal(this.#cannotRun());
    return { type: 'done', ...this.#doneFields() };
  }
}

const refusal = (message) => ({ type: 'error', message });

// What the widget shows, in the snippet's title (what a screen reader says for the frame): by the scene of
// `puzzle` (ShareLinks.puzzle()).
const ROAD_TITLES = {
  nothing: 'embed.frame.roadSearch',
  search: 'embed.frame.roadSearch',
  disjoint: 'embed.frame.disjoint',
  alternatives: 'embed.frame.alternatives',
  drive: 'embed.frame.drive',
};
export function embedTitle(puzzle) {
  if (puzzle?.scene === 'walk') {
    const { algorithm, sensorRadius } = puzzle.walk;
    const [known, unknown] = algorithm === 'repeated-astar'
      ? ['embed.frame.repeatedAstarKnown', 'embed.frame.repeatedAstarUnknown'] : ['embed.frame.dstarLiteKnown', 'embed.frame.dstarLiteUnknown'];
    return t(sensorRadius === Infinity ? known : unknown);
  }
  if (puzzle?.scene === 'roads') return t(ROAD_TITLES[puzzle.roads.shown] ?? ROAD_TITLES.search);
  return t('embed.frame.search');
}

// The ready-to-paste snippet for a share link (`url` with its fragment).
export function iframeSnippet(url, { controls = 'full', autoplay = false, title = embedTitle(null) } = {}) {
  const target = new URL(url);
  // The language goes with the widget only when the page's address names it (chosen by the reader's switch or
  // by the link that opened the page, web/i18n/language-switch.js); otherwise each reader's browser decides.
  const language = target.searchParams.get('lang');
  target.search = `?embed${controls === 'full' ? '' : `&controls=${controls}`}${autoplay ? '&autoplay' : ''}` +
    `${language ? `&lang=${encodeURIComponent(language)}` : ''}`;
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${escape(target.href)}" width="640" height="440" style="border:0;max-width:100%" title="${escape(title)}" loading="lazy"></iframe>`;
}
