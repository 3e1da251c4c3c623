// Share links on the page: the puzzle on screen to a URL fragment (web/share/share-codec.js) for Copy link
// and the address bar, and a fragment back onto the page (on load, back/forward, a pasted link).
// A generated maze travels as its generator plus the cells edited since, so a big maze stays short.
import { decodeFragment, encodePuzzle, showOf, viewFieldsLeftOut, LINK_LIMIT } from './share-codec.js';
import { generateMaze, withEndpoints } from '../grid/default-maze.js';
import { CELL } from '../core/engine.js';
import { t, tPlain } from '../i18n/i18n.js';

const WRITE_DELAY_MS = 400; // the address bar follows edits and steps once things settle
const MAX_EDITS = 4096; // beyond this a generated maze travels as a grid

// A reason as the middle of a sentence: without its own full stop (a message adds one: no "maze.. Showing").
const sentence = (text) => String(text).trim().replace(/[.\s]+$/, '');

export class ShareLinks {
  // page: {maze, optionsForm, controller, speed (slider), show: {numbers, arrows} (checkboxes), walk:
  //   {current() ({settings, step} of the walk on screen, or null), open(settings, step)}, roads: the same
  //   for the Roads view (open returns a promise; rejects with `cancelled` set when the reader cancelled
  //   its town), showExplore(), exploring() (the Explore view is on screen),
  //   load(grid) (replace the maze as one undo step), loadDefault(), showMessage(text), engine(),
  //   noHistory (an embed leaves the address bar and history alone), embedded (an embed: a hand-written
  //   link's left-out view fields keep the widget's rules, docs/EMBED.md), editing() (a drag is in
  //   progress: the address bar waits for its end), learn: {current() (the puzzle on screen's fields, or
  //   null), open(fields) (starts one; resolves to {} or {error}), stop()}}
  constructor(page) {
    this.page = page;
    this.generated = null; // {params, width, height, cells}: the last generated maze, to diff against
    this.applied = null; // the fragment the page shows, so our own history moves are not re-applied
    this.writeTimer = 0;
    this.writeSerial = 0;
    this.suspended = 0; // while a link is being applied, its own changes write nothing
    this.opened = 0; // links opened: one that fails after a newer one began says nothing
    addEventListener('popstate', () => this.#fromAddress());
    addEventListener('hashchange', () => this.#fromAddress());
  }

  // The page generated `maze` from these generator parameters ({kind, seed, braid, density, terrainCoverage, terrainScale})
  // on its topology.
  rememberGeneration(params, maze) {
    this.generated = { params: { ...params }, width: maze.width, height: maze.height, topology: maze.topology ?? 'square', cells: maze.cells.slice() };
  }

  // The puzzle on screen, as the codec takes it.
  puzzle() {
    const { maze, optionsForm, controller, speed, show } = this.page;
    const roads = this.page.roads?.current() ?? null;
    if (roads?.settings) {
      return { scene: 'roads', options: optionsForm.values, speed: null, step: roads.step, show: showOf(), roads: roads.settings };
    }
    const puzzle = {
      width: maze.width, height: maze.height, start: { ...maze.start }, goal: { ...maze.goal }, topology: maze.topology,
      options: optionsForm.values,
      // A speed fitted to the trace is no choice: left out, the link's reader gets one fitted to theirs.
      speed: controller.speedChosen ? Number(speed.value) : null,
      show: Object.fromEntries(Object.entries(show).map(([item, box]) => [item, box.checked])),
      step: controller.run && controller.state !== 'editing' ? controller.step : null,
      // A puzzle on the maze: its fields (web/puzzle/puzzle-fields.js), never its answers.
      learn: this.page.learn?.current() ?? null,
      // A lesson on screen, at its scene (web/lessons/).
      lesson: this.page.lessons?.current() ?? null,
    };
    const walk = this.page.walk?.current() ?? null;
    if (walk) Object.assign(puzzle, { scene: 'walk', walk: walk.settings, step: walk.step });
    const base = this.generated;
    // (A maze generated on squares and switched to hexes is written cell by cell: the link's generator runs on
    // the link's topology.)
    if (base && base.width === maze.width && base.height === maze.height && base.topology === maze.topology) {
      const edits = [];
      for (let i = 0; i < maze.cells.length && edits.length <= MAX_EDITS; i++) {
        if (maze.cells[i] !== base.cells[i]) edits.push([i, maze.cells[i]]);
      }
      if (edits.length <= MAX_EDITS) return { ...puzzle, generator: { ...base.params }, edits };
    }
    return { ...puzzle, cells: maze.cells.slice() };
  }

  // The link to the puzzle on screen: {url} or {error} when a custom grid is too big for a link. `extra`:
  // fields put over the puzzle on screen's (the lesson author's lesson).
  async link(extra = {}) {
    if (this.page.roads?.current()?.settings === null) {
      return { error: t('share.roadsFromFile') };
    }
    const fragment = await encodePuzzle({ ...this.puzzle(), ...extra });
    if (extra.lesson && fragment.length + 1 > LINK_LIMIT) {
      return { error: t('share.lessonTooLong', { length: String(fragment.length), limit: String(LINK_LIMIT) }) };
    }
    if (fragment.length + 1 > LINK_LIMIT) {
      const { width, height } = this.page.maze;
      return { error: t('share.gridTooLong', { width: String(width), height: String(height), length: String(fragment.length), limit: String(LINK_LIMIT) }) };
    }
    const url = new URL(location.href);
    url.hash = fragment;
    return { url: url.href, fragment };
  }

  // A new puzzle was loaded (new maze, preset, import): a history entry of its own.
  pushed() { this.#write('push'); }

  // Writes the address now rather than later (the language switch reloads the page from it).
  async flush() { await this.#write('replace'); }

  // The puzzle changed in place (an edit, an option, a step): the current entry follows, later.
  changed() {
    if (this.suspended) return;
    clearTimeout(this.writeTimer);
    this.writeTimer = setTimeout(() => this.#write('replace'), WRITE_DELAY_MS);
  }

  async #write(how) {
    clearTimeout(this.writeTimer);
    // Encoding a big maze takes a while: not in the middle of a drag, but once it ends.
    if (how === 'replace' && this.page.editing?.()) {
      this.changed();
      return;
    }
    const serial = ++this.writeSerial;
    const fragment = await encodePuzzle(this.puzzle());
    if (serial !== this.writeSerial) return; // a later write has the newer state
    if (fragment.length + 1 > LINK_LIMIT) return; // too big for the address bar; Copy link says why
    if (this.page.noHistory) return; // an embed must not add entries to its parent page's history
    const hash = `#${fragment}`;
    if (hash === location.hash && how === 'replace') return;
    const url = `${location.pathname}${location.search}${hash}`;
    if (how === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
    this.applied = hash;
  }

  // A fragment naming an element of the page (the skip link's #playback) is navigation, not a link.
  static isPuzzleFragment(hash) {
    const name = hash.replace(/^#/, '');
    return !(name && /^[a-z][a-z0-9-]*$/.test(name) && document.getElementById(name));
  }

  async #fromAddress() {
    if (location.hash === this.applied || !ShareLinks.isPuzzleFragment(location.hash)) return;
    await this.open(location.hash);
  }

  // Puts the puzzle of `fragment` on screen; a bad link shows its error and the default maze.
  // Resolves to {error} or {} (and {note}: what the link carried that the page left out, said on the page).
  // keepLesson: a lesson's own scene opening (any other link closes the lesson on screen).
  async open(fragment, { fallback, keepLesson = false } = {}) {
    const serial = ++this.opened;
    this.applied = fragment;
    this.writeSerial++; // pending writes of the previous puzzle are stale
    clearTimeout(this.writeTimer);
    let outcome;
    try {
      outcome = await decodeFragment(fragment);
    } catch (failure) {
      outcome = { error: tPlain('link.unreadable', { reason: failure.message }) }; // a bug, but never an uncaught one
    }
    const { puzzle, error } = outcome;
    if (error) this.page.learn?.stop(); // the page goes back to the default maze, without a puzzle
    if (!keepLesson && !puzzle?.lesson) this.page.lessons?.close();
    if (error || !puzzle) {
      if (error) {
        this.#refused(error, fallback);
      } else {
        this.page.showMessage('');
        (fallback ?? this.page.loadDefault)();
      }
      return { error };
    }
    try {
      const note = await this.#apply(puzzle, this.page.embedded ? [] : viewFieldsLeftOut(fragment));
      this.page.showMessage(note ?? '');
      return note ? { note } : {};
    } catch (failure) {
      // A newer link is opening (it replaced this one's town being made): that one says what happens.
      if (serial !== this.opened) return { error: failure.message };
      // Cancelled by the reader (a town being made): what is on screen stays, and the message says so.
      if (failure.cancelled) this.page.showMessage(t('share.notOpened', { reason: sentence(failure.message) }), { error: true });
      else this.#refused(failure.message, fallback);
      return { error: failure.message };
    }
  }

  // A link refused: its reason, and the default maze in its place (said only when it is the view on screen).
  #refused(reason, fallback) {
    (fallback ?? this.page.loadDefault)();
    const key = this.page.exploring?.() === false ? 'share.couldNotOpen' : 'share.couldNotOpenDefault';
    this.page.showMessage(t(key, { reason: sentence(reason) }), { error: true });
  }

  // `leftOut`: the view fields a hand-written link did not give, shown as on the default page.
  async #apply(puzzle, leftOut = []) {
    const { optionsForm, controller, show, load } = this.page;
    if (puzzle.lesson) {
      // The lesson's scene says what the page shows (the scene part of a v2 link is the same, written again).
      const opened = await this.page.lessons.open(puzzle.lesson);
      if (opened.error) throw new Error(opened.error);
      return undefined;
    }
    // A puzzle on screen ends with a link that has none (a walk, a road scene, another maze).
    if (!puzzle.learn || puzzle.scene !== 'grid') this.page.learn?.stop();
    // The puzzles of links are asked on a grid: one in a walk's or a road scene's link is left out, and said so.
    const note = puzzle.learn && puzzle.scene !== 'grid'
      ? t(puzzle.scene === 'roads' ? 'share.puzzleLeftOutRoads' : 'share.puzzleLeftOutWalk', { kind: puzzle.learn.kind })
      : null;
    if (puzzle.scene === 'roads') {
      await this.page.roads.open(puzzle.roads, puzzle.step);
      return note;
    }
    const engine = this.page.engine();
    const { width, height } = puzzle;
    let cells = puzzle.cells;
    let generatedMaze = null;
    if (puzzle.generator) {
      generatedMaze = generateMaze(engine, { ...puzzle.generator, width, height, topology: puzzle.topology ?? 'square' });
      cells = generatedMaze.cells.slice();
      for (const [cell, code] of puzzle.edits) cells[cell] = code;
    }
    const topology = puzzle.topology ?? 'square';
    const grid = { ...withEndpoints({ width, height, cells, start: puzzle.start, goal: puzzle.goal, topology }), topology };
    for (const which of ['start', 'goal']) {
      const { x, y } = grid[which];
      if (grid.cells[y * width + x] === CELL.wall) throw new Error(tPlain(which === 'start' ? 'refusal.startOnWall' : 'refusal.goalOnWall', { x, y }));
    }
    if (grid.start.x === grid.goal.x && grid.start.y === grid.goal.y) throw new Error(tPlain('refusal.sameCell'));
    this.suspended++;
    try {
      load(grid);
      if (generatedMaze) this.rememberGeneration(puzzle.generator, generatedMaze);
      else this.generated = null;
      optionsForm.set(puzzle.options);
      // Left out, the cell details are the page's own (the checkboxes' defaults in index.html).
      for (const [item, box] of Object.entries(show)) {
        const checked = leftOut.includes('show') ? box.defaultChecked : puzzle.show[item];
        if (box.checked === checked) continue;
        box.checked = checked;
        box.dispatchEvent(new Event('change'));
      }
      if (puzzle.speed !== null) controller.setSpeedIndex(puzzle.speed);
      else if (leftOut.includes('speed')) controller.fitSpeed();
      if (puzzle.scene === 'walk') {
        controller.clearPath();
        await this.page.walk.open(puzzle.walk, puzzle.step); // the Walk view may have to load first
        return note;
      }
      this.page.showExplore?.();
      if (puzzle.learn) {
        // The puzzle searches and moves the step itself, from its first question.
        const started = await this.page.learn.open(puzzle.learn);
        if (started.error) throw new Error(started.error);
        return;
      }
      if (leftOut.includes('step')) {
        controller.runSearch(); // as the default page's first run: playing from step 0
      } else if (puzzle.step === null) {
        controller.clearPath();
      } else {
        controller.runSearch({ animate: false });
        controller.seek(puzzle.step); // clamped; on a big grid, once the worker's search lands
      }
    } finally {
      this.suspended--;
    }
  }
}
