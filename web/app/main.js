// Boot and wiring only: creates the grid scene, the options form, the panels, the explore controller, the
// share links and the other views (each view's controls are found beside its world: web/grid/grid-page.js,
// web/app/compare-page.js, web/walk/walk-page.js, web/roads/roads-page.js), hands each the others it talks
// to, and starts the engine. The maze is drawn before the wasm engine has loaded, so the first paint does
// not wait for it; Run comes alive when it is ready.
import { loadEngine } from '../core/engine.js';
import { Maze } from '../grid/maze.js';
import { generateMaze, blankMaze, DEFAULT_GENERATION } from '../grid/default-maze.js';
import { GridScene } from '../grid/grid-scene.js';
import { defaultMazeSize, wireGridControls } from '../grid/grid-page.js';
import { MazeForm } from '../grid/maze-form.js';
import { PAGE_DEFAULTS, algorithmInfo } from '../core/registry.js';
import { OptionsForm } from '../ui/options.js';
import { StatsPanel, Inspector, OpenListPanel, buildLegend, showLegendFor } from '../ui/panels.js';
import { Controller } from './controller.js';
import { NarrationLine } from '../view/narration-line.js';
import { fitStagesUnderHeader } from '../view/first-screen.js';
import { ProgressNote } from '../view/progress-note.js';
import { showFieldError } from '../ui/field-error.js';
import { createCompareView } from './compare-page.js';
import { ModeSwitch } from './mode-switch.js';
import { pageViews } from './lazy-views.js';
import { MapsAndFiles } from './maps-and-files.js';
import { listenToKeys } from './keyboard.js';
import { wireKeysHelp } from './keys-help.js';
import { installTestHandle } from './test-handle.js';
import { ShareLinks } from '../share/share.js';
import { wireShareButtons } from '../share/share-buttons.js';
import { EMBED, COURSE, EmbedWidget } from '../share/embed.js';
import { wireCodePanel } from '../code/code-page.js';
import { Learning } from './learn.js';
import { wireLanguageSwitch } from '../i18n/language-switch.js';

const $ = (id) => document.getElementById(id);
const reducedMotionQuery = matchMedia('(prefers-reduced-motion: reduce)');
const reducedMotion = () => reducedMotionQuery.matches;

// Screen readers hear a status change once; a trailing no-break space makes a repeated message new.
const announcer = $('announcer');
let announceToggle = false;
function announce(text) {
  announceToggle = !announceToggle;
  announcer.textContent = announceToggle ? text : `${text}\u00a0`;
}

// Before the default maze's size is read from the canvas: on a phone the canvas takes what the first screen leaves.
fitStagesUnderHeader([document.querySelector('header.top'), $('share-message'), $('lesson-author'), $('lesson-card')]);
const canvas = $('view');
const initialSize = defaultMazeSize(canvas);
// A blank grid for the first paint; the engine's maze replaces it the moment the engine arrives.
const maze = new Maze(blankMaze(initialSize.width, initialSize.height));
let engine = null; // the wasm engine, once loaded
const getEngine = () => engine;

const scene = new GridScene({
  canvas,
  maze,
  inspector: new Inspector($('inspector')),
  getTool: () => document.querySelector('input[name="tool"]:checked')?.value ?? 'wall',
  onHistoryChange: () => {
    $('undo').disabled = !scene.editor.canUndo;
    $('redo').disabled = !scene.editor.canRedo;
  },
  run: () => {
    settle();
    if (!controller.runButton.disabled) controller.runSearch();
  },
  announce,
  noPathNote: $('no-path-note'),
});
scene.render(); // first paint now, before the engine loads

buildLegend($('legend'));
const optionsForm = new OptionsForm($('options'), {
  idPrefix: 'opt',
  values: PAGE_DEFAULTS,
  worldKinds: () => maze.kindsPresent(),
  worldTopology: () => maze.topology,
  onChange: () => {
    controller.optionsChanged();
    views.get('walk')?.optionsChanged();
    shareLinks.changed();
  },
});

// The controller wires Run and the playback bar itself.
const controls = {
  run: $('run'), play: $('play'), toStart: $('restart'), stepBack: $('step-back'), stepForward: $('step-forward'),
  toEnd: $('to-end'), scrubber: $('scrubber'), stepReadout: $('step-readout'), speed: $('speed'), speedReadout: $('speed-readout'),
};
// One note over the canvas for long work in the engine worker: a search or a maze's generation.
const workerProgress = new ProgressNote($('search-progress'));
const controller = new Controller({
  scene,
  optionsForm,
  stats: new StatsPanel($('stats'), $('optimal-note'), $('search-detail')),
  openList: new OpenListPanel($('openlist'), $('openlist-count')),
  controls,
  narration: new NarrationLine($('narration'), $('narration-live')),
  announce,
  reducedMotion,
  progress: workerProgress,
});
controller.setSpeedIndex(Number(controls.speed.value), false);

const show = { numbers: $('show-numbers'), arrows: $('show-arrows'), jumps: $('show-jumps'), code: $('code-toggle') };
// One Code switch for the page: the code panel opened (or closed) in one view is so in the others.
const codeToggles = [$('code-toggle'), $('walk-code-toggle'), $('roads-code-toggle')];
for (const toggle of codeToggles) {
  toggle.addEventListener('change', () => {
    for (const other of codeToggles) {
      if (other.checked === toggle.checked) continue;
      other.checked = toggle.checked;
      other.dispatchEvent(new Event('change'));
    }
  });
}
const shareMessage = $('share-message');
// The line above the maze, under the header's Copy link. An error is an alert beside the control that
// caused it (Copy link), which keeps the focus; a link that could not be opened has no control on the
// page, so the line itself takes the focus (not in an embed: a widget never takes its host's focus).
const showShareMessage = (text, { error = false, control = null } = {}) => {
  if (!error) {
    shareMessage.textContent = text; // textContent only: it may quote the link
    $('copy-link').removeAttribute('aria-invalid');
    return;
  }
  showFieldError(control, shareMessage, text, { focus: !EMBED });
  if (!control && !EMBED) {
    shareMessage.tabIndex = -1;
    shareMessage.focus();
  }
};
const shareLinks = new ShareLinks({
  maze, optionsForm, controller, speed: controls.speed, show,
  editing: () => scene.isEditing(), // a drag in progress: the address bar follows when it ends
  engine: getEngine,
  load: (grid) => {
    mazeForm.settle();
    scene.editor.replaceMaze(grid);
    scene.fit();
  },
  loadDefault: () => loadDefaultPuzzle(),
  showMessage: showShareMessage,
  noHistory: Boolean(EMBED),
  embedded: Boolean(EMBED),
  // The Walk view's scene: what a link keeps of the walk on screen (null when another view shows), and
  // opening a shared walk; a grid link shows the explore view. An embed shows them the same way.
  walk: {
    current: () => {
      const walkView = modes.mode === 'walk' ? views.get('walk') : null;
      return walkView?.walk ? { settings: walkView.settings(), step: walkView.player.step } : null;
    },
    open: async (settings, step) => {
      (await views.load('walk')).restore(settings, step);
      await modes.show('walk');
    },
  },
  // The Roads view's scene, the same way (settings null: its network came from a file, which has no link).
  roads: {
    current: () => {
      const roadsView = modes.mode === 'roads' ? views.get('roads') : null;
      if (!roadsView?.network) return null;
      const settings = roadsView.settings();
      return { settings, step: settings?.shown === 'search' || settings?.shown === 'drive' ? roadsView.player.step : null };
    },
    open: async (settings, step) => {
      const restored = (await views.load('roads')).restore(settings, step);
      await modes.show('roads');
      return restored;
    },
  },
  showExplore: () => { if (modes.mode === 'walk' || modes.mode === 'roads') modes.show('explore'); },
  exploring: () => modes.exploring,
  // A puzzle (web/puzzle/), loaded when a link has one; a link without one ends the puzzle on screen.
  learn: {
    current: () => learning.shownPuzzles?.current() ?? null,
    open: async (fields) => (await learning.puzzles()).start(fields),
    stop: () => learning.shownPuzzles?.stop(),
  },
  // A lesson (web/lessons/): {id, scene} or {lesson, scene} on screen; a link without one closes it.
  lessons: {
    current: () => learning.shownLessons?.current() ?? null,
    open: async ({ id, lesson, scene }) => {
      const player = await learning.lessons();
      return id ? player.openShipped(id, scene) : player.open(lesson, scene);
    },
    close: () => learning.shownLessons?.close(),
  },
});
const embed = EMBED ? new EmbedWidget(EMBED, {
  controller, optionsForm, shareLinks, show, statsLine: $('embed-stats'),
  get walkView() { return views.get('walk'); },
  get roadsView() { return views.get('roads'); },
  sceneKind: () => ({ walk: 'walk', roads: 'roads' })[modes.mode] ?? 'grid',
  showExplore: () => { if (modes.mode !== 'explore') modes.show('explore'); },
  loadPuzzles: () => learning.puzzles(),
}) : null;

// --- editing -------------------------------------------------------------------------------------
const mazeForm = new MazeForm($('maze-form'), {
  scene,
  engine: getEngine,
  announce,
  reducedMotion,
  search: {
    isShowing: () => Boolean(controller.run),
    clear: () => controller.clearPath(),
    showEnd: () => controller.runSearch({ animate: false }),
  },
  onGenerated: (params, generated) => shareLinks.rememberGeneration(params, generated),
  onNewPuzzle: () => shareLinks.pushed(),
  progress: workerProgress,
});
const settle = () => mazeForm.settle();

new MapsAndFiles($('maps-form').parentElement, {
  scene, engine: getEngine, optionsForm, controller, announce, settle,
  onNewPuzzle: () => shareLinks.pushed(),
});
controller.on('update', () => shareLinks.changed());
wireCodePanel({
  toggle: $('code-toggle'), panel: $('code-panel'), run: () => controller.run, algorithm: () => optionsForm.values.algorithm,
  seek: (step) => controller.seek(step), onUpdate: (follow) => { controller.on('update', follow); $('options').addEventListener('change', follow); },
  world: () => (maze.topology === 'hex' ? 'hex' : 'grid'),
});
// The legend lists the colours of the family on screen (the goal side's, the jumps', the iterations').
controller.on('update', () => showLegendFor($('legend'), algorithmInfo(optionsForm.values.algorithm)?.family));

// Run, Play and the other transport buttons finish an animated generation first: a search of a
// half-built maze would show nothing anyone asked for.
for (const id of ['run', 'play', 'restart', 'step-back', 'step-forward', 'to-end', 'clear-path']) {
  $(id).addEventListener('click', settle, { capture: true });
}

// The grid's own controls: the editing buttons and tools, the cell details and their zoom hint, the Cell card.
wireGridControls({ scene, maze, controller, settle, show });

// --- the other views, the mode switch and the keyboard ----------------------------------------------
const compare = createCompareView({ scene, announce, reducedMotion });
// Squares or hexes: an estimate chosen that does not apply on the new cells becomes their own, at once
// (before a re-run reads the options).
let shownTopology = maze.topology;
maze.onChange((change) => {
  if (change.kind !== 'all' || maze.topology === shownTopology) return;
  shownTopology = maze.topology;
  optionsForm.refresh();
  compare.refreshForms();
});

// A walk's or a road scene's change moves the address bar, and an embed's host hears of it.
const sceneChanged = () => { shareLinks.changed(); embed?.sceneChanged(); };
// Built when first shown (or opened by a link).
const views = pageViews({
  maze, getOptions: () => optionsForm.values, announce, reducedMotion, onChange: sceneChanged, getEngine, embedSpeed: EMBED?.speed,
});
const modes = new ModeSwitch({
  controller, compare, views, scene, optionsForm, announce, settle,
  showError: (text) => showShareMessage(text, { error: true }),
});
listenToKeys({
  playback: () => modes.playback,
  canEdit: () => modes.exploring,
  undo: () => scene.editor.undo(),
  redo: () => scene.editor.redo(),
  settle,
  help: wireKeysHelp({ dialog: $('keys-help'), button: $('keys-button'), close: $('keys-help-close') }),
});
reducedMotionQuery.addEventListener('change', () => {
  if (reducedMotion() && controller.state === 'playing') controller.toEnd();
});
// Learn: the puzzles, lessons and lesson author (web/app/learn.js), each loaded the first time it is needed.
const learning = new Learning({
  controller, scene, maze, optionsForm, getEngine, announce, shareLinks, settle,
  onPuzzles: (puzzles) => embed?.puzzlesLoaded(puzzles),
  onLessons: (player) => embed?.lessonsLoaded(player),
  sceneOpened: () => embed?.sceneOpened(),
  embedded: Boolean(EMBED),
  elements: {
    puzzleCard: $('puzzle-card'), lessonCard: $('lesson-card'), author: $('lesson-author'),
    button: $('learn-button'), dialog: $('learn-dialog'), puzzles: $('learn-puzzles'), close: $('learn-close'),
    lessons: $('learn-lessons'), file: $('lesson-file'), write: $('lesson-write'), error: $('lesson-error'),
  },
  pinnedCell: () => (controller.pinnedTarget >= 0 ? { x: controller.pinnedTarget % maze.width, y: Math.floor(controller.pinnedTarget / maze.width) } : null),
  exploring: () => modes.exploring,
  showExplore: () => (modes.mode === 'explore' ? null : modes.show('explore')),
  // A lesson's walk and road puzzles: the panels of the views the scene's link opened.
  viewPuzzles: {
    walk: async () => (await views.load('walk')).predict,
    route: async () => (await views.load('roads')).routeDraw,
    settle: async () => (await views.load('roads')).predict,
    alternative: async () => (await views.load('roads')).alternativePuzzle,
  },
  // The puzzles of the other views: the Walk view's question, the Roads view's route to draw.
  otherPuzzles: {
    walk: async () => {
      await modes.show('walk');
      await views.get('walk')?.predict.begin();
    },
    roads: async () => {
      await modes.show('roads');
      document.getElementById('roads-draw-start').click();
    },
  },
  showError: (text) => showShareMessage(text, { error: true }),
});

// window.frontier: what the page shows, for the browser tests and the page benchmarks.
installTestHandle({ getEngine, maze, scene, optionsForm, controller, mazeForm, shareLinks, views, puzzles: () => learning.puzzles(), lessons: () => learning.lessons() });

// --- share links (web/share/share.js, docs/EMBED.md) ------------------------------------------------
// The default maze and options, as on first opening (what a bad link leaves on screen).
function loadDefaultPuzzle() {
  const generated = generateMaze(engine, { ...initialSize });
  shareLinks.rememberGeneration(DEFAULT_GENERATION, generated);
  settle();
  scene.editor.replaceMaze(generated);
  scene.fit();
  optionsForm.set(PAGE_DEFAULTS);
  if (modes.exploring) controller.runSearch();
}
wireShareButtons({ shareLinks, engine: getEngine, settle, showMessage: showShareMessage });
wireLanguageSwitch($('language-switch'), { beforeReload: () => shareLinks.flush(), embedded: Boolean(EMBED) });
maze.onChange(() => shareLinks.changed());
// The algorithms a grid offers depend on its terrain (JPS needs uniform costs): checked once a frame.
let offeredCheck = 0;
maze.onChange(() => {
  offeredCheck ||= requestAnimationFrame(() => {
    offeredCheck = 0;
    optionsForm.refresh();
    compare.refreshForms();
  });
});
for (const box of Object.values(show)) box.addEventListener('change', () => shareLinks.changed());
controls.speed.addEventListener('input', () => shareLinks.changed());

// Straight into a search, so the page shows what it is for within a second of opening; an embed waits
// at step 0 for its reader or its page (unless told to autoplay).
function firstRun() {
  if (!embed) {
    controller.runSearch();
    return;
  }
  controller.runSearch({ animate: false });
  controller.seek(0);
}
function linkReady() {
  document.body.dataset.link = 'ready';
  embed?.start();
}

// --- the engine ----------------------------------------------------------------------------------
loadEngine().then(
  (loaded) => {
    engine = loaded;
    performance.mark('frontier:engine-ready'); // scripts/bench-page.mjs reads it (the first load's parts)
    // The engine's maze in place of the blank first frame (not an undo step: nothing was lost).
    const generated = generateMaze(engine, { ...initialSize });
    maze.replace(generated);
    shareLinks.rememberGeneration(DEFAULT_GENERATION, generated);
    controller.engineReady(engine);
    compare.setEngine(engine);
    for (const name of ['walk', 'roads']) views.get(name)?.setEngine(engine);
    if (COURSE) {
      // A course package: its lesson (web/lessons/course.js), and the LMS told of the learner's progress.
      firstRun();
      import('../lessons/course.js')
        .then(({ startCourse }) => startCourse(COURSE, () => learning.lessons()))
        .catch((failure) => ({ error: `The lesson of this course could not load: ${failure.message}` }))
        .then(({ error }) => { if (error) showShareMessage(error, { error: true }); })
        .finally(linkReady);
    } else if (location.hash && ShareLinks.isPuzzleFragment(location.hash)) {
      // A link: its puzzle, or its error beside the default maze.
      shareLinks.open(location.hash, { fallback: () => { if (modes.exploring) firstRun(); } })
        .finally(linkReady);
    } else {
      firstRun();
      linkReady();
    }
  },
  (error) => controller.engineFailed(error),
);
