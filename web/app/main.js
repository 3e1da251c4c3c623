// Boot and wiring only: creates the grid scene, the options form, the panels, the explore controller, the
// share links and the other views (each view's controls are found beside its world: web/grid/grid-page.js,
// web/app/compare-page.js, web/walk/walk-page.js, web/roads/roads-page.js), hands each the others it talks
// to, and starts the engine. The maze is drawn before the wasm engine has loaded, so the first paint does
// not wait for it; Run comes alive when it is ready.
import { loadEngine } from '../core/engine.js';
import { Maze } from '../grid/maze.js';
import { generateMaze, blankMaze, DEFAULT_GENERATION } from '../grid/default-maze.js';
import { GridScene } from '../grid/grid-scene.js';
import { defaultMazeSize, wireGridControls, explorePlaybackControls } from '../grid/grid-page.js';
import { MazeForm } from '../grid/maze-form.js';
import { PAGE_DEFAULTS, algorithmInfo } from '../core/registry.js';
import { OptionsForm } from '../ui/options.js';
import { StatsPanel, Inspector, OpenListPanel, buildLegend, showLegendFor } from '../ui/panels.js';
import { Controller } from './controller.js';
import { NarrationLine } from '../view/narration-line.js';
import { fitStagesUnderHeader } from '../view/first-screen.js';
import { ProgressNote } from '../view/progress-note.js';
import { messageLine } from './share-message.js';
import { createCompareView } from './compare-page.js';
import { ModeSwitch } from './mode-switch.js';
import { pageViews, linkedScenes } from './lazy-views.js';
import { MapsAndFiles } from './maps-and-files.js';
import { listenToKeys } from './keyboard.js';
import { wireKeysHelp } from './keys-help.js';
import { installTestHandle } from './test-handle.js';
import { ShareLinks } from '../share/share.js';
import { wireShareButtons } from '../share/share-buttons.js';
import { EMBED, COURSE, EmbedWidget } from '../share/embed.js';
import { wireCodePanel, oneCodeSwitch } from '../code/code-page.js';
import { Learning, learnElements, viewPuzzlesOf } from './learn.js';
import { wireLanguageSwitch } from '../i18n/language-switch.js';
import { t } from '../i18n/i18n.js';

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

const controls = explorePlaybackControls(); // the controller wires Run and the playback bar itself
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
oneCodeSwitch([$('code-toggle'), $('walk-code-toggle'), $('roads-code-toggle')]);
const showShareMessage = messageLine({ line: $('share-message'), copyLink: $('copy-link'), embedded: Boolean(EMBED) });
// A walk's or a road scene's change moves the address bar, and an embed's host hears of it.
const sceneChanged = () => { shareLinks.changed(); embed?.sceneChanged(); };
// The Walk and Roads views, built when first shown (or opened by a link).
const views = pageViews({
  maze, getOptions: () => optionsForm.values, announce, reducedMotion, onChange: sceneChanged, getEngine, embedSpeed: EMBED?.speed,
});
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
  // The Walk and Roads scenes; a grid link shows the explore view. An embed shows them the same way.
  ...linkedScenes(views, () => modes),
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
// What the options forms offer depends on the cells: squares or hexes (an estimate chosen that does not apply
// on the new cells becomes their own at once, before a re-run reads the options), and the terrain (JPS needs
// uniform costs: checked once a frame).
const refreshForms = () => { optionsForm.refresh(); compare.refreshForms(); };
let shownTopology = maze.topology;
let offeredCheck = 0;
maze.onChange((change) => {
  if (change.kind === 'all' && maze.topology !== shownTopology) {
    shownTopology = maze.topology;
    refreshForms();
  }
  offeredCheck ||= requestAnimationFrame(() => { offeredCheck = 0; refreshForms(); });
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
  elements: learnElements(),
  pinnedCell: () => (controller.pinnedTarget >= 0 ? { x: controller.pinnedTarget % maze.width, y: Math.floor(controller.pinnedTarget / maze.width) } : null),
  exploring: () => modes.exploring,
  showExplore: () => (modes.mode === 'explore' ? null : modes.show('explore')),
  ...viewPuzzlesOf(views, () => modes), // a lesson's walk and road puzzles, and the dialog's
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
for (const box of Object.values(show)) box.addEventListener('change', () => shareLinks.changed());
controls.speed.addEventListener('input', () => shareLinks.changed());

// Straight into a search, so the page shows what it is for within a second of opening; an embed waits
// at step 0 for its reader or its page (unless told to autoplay).
function firstRun() {
  controller.runSearch(embed ? { animate: false } : {});
  if (embed) controller.seek(0);
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
        .catch((failure) => ({ error: t('course.loadFailed', { reason: failure.message }) })) // its module failed: in the page's language too
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
