// Learn: the header's button and its dialog, and the parts behind it, the puzzles (web/puzzle/), the lesson
// player and the lesson author (web/lessons/). Each is loaded and built the first time it is needed (the
// button, or a link or a widget with a puzzle or a lesson), so the first load is not held up by them.
import { generateMaze } from '../grid/default-maze.js';
import { OFF_THREAD_CELLS } from '../grid/grid-scene.js';
import { t } from '../i18n/i18n.js';

export class Learning {
  // page: {controller, scene, maze, optionsForm, getEngine(), announce(text), shareLinks, settle(),
  // onPuzzles(puzzles) (they loaded, the grid's Puzzles or a view's puzzle panel: the embed hears their answers
  // through puzzles.on('answer' | 'done')), onLessons(player) (the same for the lesson
  // player), sceneOpened() (a lesson scene's link was opened: a widget holds it), embedded (a widget or a
  // course: the lesson is all it shows, so Finish keeps its card up), elements (index.html's: puzzleCard,
  // lessonCard, author, and the dialog's button, dialog, puzzles, close, lessons, file, write, error),
  // pinnedCell() ({x, y} pinned with Inspect, or null), exploring(), showExplore(), showError(text),
  // otherPuzzles: {walk(), roads()} (the other views' puzzles: each opens its view and starts it), viewPuzzles:
  // {walk(), route(), settle()} (each resolves to its view's puzzle panel, for a lesson's walk or road scene)}.
  constructor(page) {
    this.page = page;
    this.shownPuzzles = null; // the Puzzles, once loaded
    this.shownLessons = null; // the LessonPlayer, once loaded
    this.loading = {};
    this.author = null;
    this.#wireDialog();
  }

  // Resolves to `name`'s part, built once; a failed load (offline) is tried again next time.
  #load(name, build) {
    this.loading[name] ??= build();
    this.loading[name].catch(() => { this.loading[name] = null; });
    return this.loading[name];
  }

  puzzles() {
    return this.#load('puzzles', async () => {
      const { Puzzles } = await import('../puzzle/puzzle-page.js');
      const { page } = this;
      const puzzles = new Puzzles({
        controller: page.controller, scene: page.scene, maze: page.maze, optionsForm: page.optionsForm,
        engine: page.getEngine, announce: page.announce, card: page.elements.puzzleCard,
        newMaze: (seed) => this.#newMaze(seed),
      });
      puzzles.on('change', () => page.shareLinks.changed());
      page.onPuzzles(puzzles);
      this.shownPuzzles = puzzles;
      return puzzles;
    });
  }

  // The lesson player: a scene opens its link as a share link does, keeping the lesson.
  lessons() {
    return this.#load('lessons', async () => {
      const { LessonPlayer } = await import('../lessons/lesson-player.js');
      const { shareLinks, announce, elements, embedded } = this.page;
      const player = new LessonPlayer({
        card: elements.lessonCard,
        openLink: async (fragment) => {
          const opened = await shareLinks.open(fragment, { keepLesson: true });
          await this.page.sceneOpened?.();
          return opened;
        },
        puzzles: () => this.puzzles(),
        viewPuzzles: this.#viewPuzzlesHeard(),
        announce,
        onChange: () => shareLinks.changed(),
        stays: embedded,
        sceneShown: () => this.#numbersInView(),
      });
      // A course package for the lesson on the card (web/lessons/course-download.js, loaded on first use).
      elements.lessonCard.querySelector('[data-lesson="course"]').addEventListener('click', () => {
        if (player.active) this.downloadCourse({ data: player.data, id: player.source.id ?? null }, player.parts.note);
      });
      this.page.onLessons?.(player);
      this.shownLessons = player;
      return player;
    });
  }

  // The views' puzzle panels a lesson asks (page.viewPuzzles), each handed to onPuzzles the first time, as the grid's
  // Puzzles are: a widget's host hears their answers too (issue 43). Their answers carry the verdict's words for the
  // lesson card; the host's do not (embed messages are language-free).
  #viewPuzzlesHeard() {
    const heard = new Set();
    const loaders = Object.entries(this.page.viewPuzzles ?? {}).map(([kind, load]) => [kind, async () => {
      const panel = await load();
      if (!heard.has(panel)) {
        heard.add(panel);
        this.page.onPuzzles({ on: (event, listener) => panel.on(event, ({ text: _words, ...answer }) => listener(answer)) });
      }
      return panel;
    }]);
    return Object.fromEntries(loaders);
  }

  // A lesson's grid scene that shows F, G and H keeps them drawn (issue 43): once its cards have taken their room
  // (two frames: the canvas's new size is measured), cells too small for numbers are zoomed to the size that
  // draws them, with S, G and the cells the search reached in view (web/puzzle/numbers-view.js).
  async #numbersInView() {
    const { scene, controller, maze } = this.page;
    if (!this.page.exploring() || !scene.renderer.show.numbers || !controller.run) return;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const run = controller.run;
    if (!run?.replay || run !== controller.run) return;
    const { showNumbersOf } = await import('../puzzle/numbers-view.js');
    const { width } = maze;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const side of [run.replay.forward, run.replay.backward]) {
      if (!side) continue;
      for (let cell = 0; cell < side.state.length; cell++) {
        if (!side.state[cell]) continue;
        const x = cell % width;
        const y = (cell - x) / width;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
    showNumbersOf(scene, maze, x0 <= x1 ? [[x0, y0], [x1, y1]] : []);
  }

  // Makes a SCORM package of a lesson ({data, id}) from the files of this hosted page and saves it; what
  // happens is said in `note` (the card's or the author's line).
  async downloadCourse(lesson, note) {
    note.textContent = t('course.making');
    try {
      const { downloadCourse } = await import('../lessons/course-download.js');
      note.textContent = await downloadCourse(lesson);
    } catch (failure) {
      note.textContent = t('course.failed', { reason: failure.message });
    }
    this.page.announce(note.textContent);
  }

  // Author mode: a lesson written from the page as it stands, scene by scene.
  async openAuthor() {
    if (!this.author) {
      const { LessonAuthor } = await import('../lessons/lesson-author.js');
      const { shareLinks, controller, announce, elements } = this.page;
      this.author = new LessonAuthor({
        root: elements.author,
        sceneLink: async () => {
          const link = await shareLinks.link({ learn: null, lesson: null });
          return link.error ? link : { fragment: link.fragment };
        },
        step: () => (this.page.exploring() ? controller.step : 0),
        pinnedCell: this.page.pinnedCell,
        onGrid: this.page.exploring,
        preview: async (data) => (await this.lessons()).open(data),
        copy: (data) => shareLinks.link({ learn: null, lesson: { lesson: data, scene: 0 } }),
        course: (data, note) => this.downloadCourse({ data, id: null }, note),
        announce,
      });
    }
    this.author.show();
  }

  // A maze like the one on screen from another seed, for New puzzle: the same generator, size and topology, when
  // the maze on screen was generated so (not switched to hexes since) and is small enough to generate at once;
  // else the maze stays.
  #newMaze(seed) {
    const { shareLinks, maze, scene, settle } = this.page;
    const engine = this.page.getEngine();
    const generated = shareLinks.generated;
    const params = generated?.topology === maze.topology ? generated.params : null;
    if (!params || !engine || maze.width * maze.height >= OFF_THREAD_CELLS) return;
    const next = generateMaze(engine, { ...params, seed, width: maze.width, height: maze.height, topology: maze.topology });
    shareLinks.rememberGeneration({ ...params, seed }, next);
    settle();
    scene.editor.replaceMaze(next);
  }

  // The dialog: the shipped lessons, a lesson file, the author, and the puzzles, filled on its first opening.
  #wireDialog() {
    const { elements, showError } = this.page;
    const { button, dialog, close, file, write, error } = elements;
    let filled = false;
    button.addEventListener('click', async () => {
      try {
        if (!filled) {
          filled = true;
          await this.#fill();
        }
      } catch (failure) {
        filled = false;
        showError(t('learn.loadFailed', { reason: failure.message }));
        return;
      }
      error.textContent = '';
      if (!dialog.open) dialog.showModal();
    });
    close.addEventListener('click', () => dialog.close());
    file.addEventListener('change', async () => {
      const chosen = file.files[0];
      file.value = '';
      if (!chosen) return;
      const outcome = await (await this.lessons()).openFile(chosen);
      if (outcome.error) error.textContent = t('learn.fileFailed', { error: outcome.error });
      else dialog.close();
    });
    write.addEventListener('click', async () => {
      dialog.close();
      await this.openAuthor();
    });
  }

  async #fill() {
    const { elements, showExplore, showError } = this.page;
    const [puzzles, { PUZZLE_KINDS }, { PUZZLE_BLURB }, { shippedLessons }] = await Promise.all([
      this.puzzles(), import('../puzzle/puzzle-kinds.js'), import('../puzzle/puzzle-words.js'), import('../lessons/lesson-player.js'),
    ]);
    // key: the message saying what could not start ('learn.puzzleFailed', 'learn.lessonFailed').
    const said = (outcome, key) => {
      if (outcome?.error) showError(t(key, { error: outcome.error }));
    };
    for (const [name, kind] of Object.entries(PUZZLE_KINDS)) {
      elements.puzzles.append(entry(kind.label, PUZZLE_BLURB[name], { puzzleKind: name }, async () => {
        elements.dialog.close();
        await showExplore();
        said(await puzzles.start({ kind: name, seed: 1 }), 'learn.puzzleFailed');
      }));
    }
    for (const name of OTHER_PUZZLES) {
      elements.puzzles.append(entry(t(`puzzle.kind.${name}`), t(`puzzle.blurb.${name}`), { puzzleKind: name }, async () => {
        elements.dialog.close();
        await this.page.otherPuzzles[name]();
      }));
    }
    try {
      for (const lesson of await shippedLessons()) {
        elements.lessons.append(entry(lesson.title, lesson.summary, { lesson: lesson.id }, async () => {
          elements.dialog.close();
          said(await (await this.lessons()).openShipped(lesson.id), 'learn.lessonFailed');
        }));
      }
    } catch (failure) {
      elements.error.textContent = t('learn.lessonsFailed', { reason: failure.message });
    }
  }
}

// The puzzles of the Walk and Roads views, listed after the maze's (their words: puzzle.kind.* and puzzle.blurb.*).
const OTHER_PUZZLES = ['walk', 'roads'];

// One choice of the dialog: a button with its label and a line under it.
function entry(label, blurb, data, action) {
  const item = document.createElement('li');
  const choose = document.createElement('button');
  choose.type = 'button';
  Object.assign(choose.dataset, data);
  const line = document.createElement('small');
  line.textContent = blurb;
  choose.append(label, line);
  choose.addEventListener('click', action);
  item.append(choose);
  return item;
}

// Learn's elements in index.html: the puzzle and lesson cards, the author, and the dialog's.
export function learnElements() {
  const $ = (id) => document.getElementById(id);
  return {
    puzzleCard: $('puzzle-card'), lessonCard: $('lesson-card'), author: $('lesson-author'),
    button: $('learn-button'), dialog: $('learn-dialog'), puzzles: $('learn-puzzles'), close: $('learn-close'),
    lessons: $('learn-lessons'), file: $('lesson-file'), write: $('lesson-write'), error: $('lesson-error'),
  };
}

// The Walk and Roads views' puzzles as Learn reaches them (views: web/app/lazy-views.js; modes(): the page's
// ModeSwitch): viewPuzzles, a lesson's walk and road puzzles (the panels of the views the scene's link opened);
// otherPuzzles, the dialog's (the Walk view's question, the Roads view's route to draw), each opening its view.
export function viewPuzzlesOf(views, modes) {
  return {
    viewPuzzles: {
      walk: async () => (await views.load('walk')).predict,
      route: async () => (await views.load('roads')).routeDraw,
      settle: async () => (await views.load('roads')).predict,
      alternative: async () => (await views.load('roads')).alternativePuzzle,
    },
    otherPuzzles: {
      walk: async () => {
        await modes().show('walk');
        await views.get('walk')?.predict.begin();
      },
      roads: async () => {
        await modes().show('roads');
        document.getElementById('roads-draw-start').click();
      },
    },
  };
}
