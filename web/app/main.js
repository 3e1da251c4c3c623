// Wiring only: builds the maze, canvas, editor, options, panels, explore controller and compare view,
// and connects the page's controls and keys to them. The maze is drawn before the wasm engine has
// loaded, so the first paint does not wait for it; Run comes alive when the engine is ready.
import { loadEngine } from '../core/engine.js';
import { Maze, MIN_SIDE, MAX_PAGE_SIDE } from '../grid/maze.js';
import { generateMaze, blankMaze, withEndpoints, MAZE_KINDS, MAZE_KIND_NAMES, DEFAULT_GENERATION, generationFieldReason } from '../grid/default-maze.js';
import { fillPresetMenu, loadPreset, SCENARIO_OPTIONS } from '../grid/presets.js';
import { ScenarioPanel, scenarioMapSize } from '../grid/scenario.js';
import { readFileText, isScenarioText, fromDataTransfer, downloadText, downloadCanvas } from './files.js';
import { GenerationAnimator } from '../grid/generation.js';
import { GridRenderer, MIN_CELL_FOR_NUMBERS } from '../view/renderer.js';
import { Editor } from '../grid/editor.js';
import { OptionsForm, PAGE_DEFAULTS } from '../ui/options.js';
import { StatsPanel, Inspector, OpenListPanel, buildLegend } from '../ui/panels.js';
import { Controller } from './controller.js';
import { CompareView } from './compare.js';
import { ShareLinks } from '../share/share.js';
import { EMBED, EmbedWidget, iframeSnippet } from '../share/embed.js';

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

// A default maze that suits the window: cells of about 24 CSS px, odd sides (a maze of corridors
// needs them), within sensible bounds.
const canvas = $('view');
function defaultSize() {
  const { width, height } = canvas.parentElement.getBoundingClientRect();
  const odd = (n, low, high) => {
    const clamped = Math.max(low, Math.min(high, Math.floor(n)));
    return clamped % 2 ? clamped : clamped - 1;
  };
  return { width: odd(width / 24, 11, 79), height: odd(height / 24, 9, 49) };
}
const initialSize = defaultSize();
// A blank grid for the first paint; the engine's maze replaces it the moment the engine arrives.
const maze = new Maze(blankMaze(initialSize.width, initialSize.height));
let engine = null;

const renderer = new GridRenderer(canvas);
renderer.setMaze(maze);
renderer.render(); // first paint now, before the engine loads

buildLegend($('legend'));
const optionsForm = new OptionsForm($('options'), {
  idPrefix: 'opt',
  values: PAGE_DEFAULTS,
  onChange: () => {
    controller.optionsChanged();
    shareLinks.changed();
  },
});

const controls = {
  run: $('run'), play: $('play'), restart: $('restart'), stepBack: $('step-back'), stepForward: $('step-forward'),
  toEnd: $('to-end'), scrubber: $('scrubber'), stepReadout: $('step-readout'), speed: $('speed'), speedReadout: $('speed-readout'),
};
const controller = new Controller({
  maze,
  renderer,
  optionsForm,
  stats: new StatsPanel($('stats'), $('optimal-note')),
  inspector: new Inspector($('inspector')),
  openList: new OpenListPanel($('openlist'), $('openlist-count')),
  controls,
  announce,
  reducedMotion,
});
controller.setSpeedIndex(Number(controls.speed.value), false);
const shareLinks = new ShareLinks({
  maze, optionsForm, controller, speed: controls.speed,
  show: { numbers: $('show-numbers'), arrows: $('show-arrows') },
  engine: () => engine,
  load: (grid) => {
    settle();
    editor.replaceMaze(grid);
    renderer.fit();
  },
  loadDefault: () => loadDefaultPuzzle(),
  showMessage: (text) => showShareMessage(text),
  noHistory: Boolean(EMBED),
});
const embed = EMBED ? new EmbedWidget(EMBED, {
  controller, optionsForm, shareLinks, show: { numbers: $('show-numbers'), arrows: $('show-arrows') }, statsLine: $('embed-stats'),
}) : null;
// The controller wires Run and the playback bar itself.

const editor = new Editor({
  canvas,
  renderer,
  maze,
  getTool: () => document.querySelector('input[name="tool"]:checked')?.value ?? 'wall',
  onHover: (cell) => controller.setHover(cell),
  onInspect: (cell) => controller.inspect(cell),
  onHistoryChange: () => {
    $('undo').disabled = !editor.canUndo;
    $('redo').disabled = !editor.canRedo;
  },
  onGestureEnd: () => controller.gestureEnded(),
});
controller.isDragging = () => editor.editing;

// --- editing -------------------------------------------------------------------------------------
$('undo').addEventListener('click', () => { settle(); editor.undo(); });
$('redo').addEventListener('click', () => { settle(); editor.redo(); });
$('clear-walls').addEventListener('click', () => { settle(); editor.clearWalls(); });
$('clear-path').addEventListener('click', () => controller.clearPath());
$('fit').addEventListener('click', () => renderer.fit());
for (const radio of document.querySelectorAll('input[name="tool"]')) {
  radio.addEventListener('change', () => {
    if (radio.value !== 'inspect') controller.inspect(-1);
  });
}

const kindSelect = $('maze-kind');
for (const kind of MAZE_KINDS) kindSelect.add(new Option(MAZE_KIND_NAMES[kind] ?? kind, kind));
kindSelect.value = DEFAULT_GENERATION.kind;
const seedInput = $('maze-seed');
const widthInput = $('maze-width');
const heightInput = $('maze-height');
const generationInputs = {
  braid: $('maze-braid'), density: $('maze-density'), terrainCoverage: $('maze-coverage'), terrainScale: $('maze-scale'),
};
seedInput.value = String(DEFAULT_GENERATION.seed);
generationInputs.braid.value = String(DEFAULT_GENERATION.braid);
function showSize() {
  widthInput.value = String(maze.width);
  heightInput.value = String(maze.height);
}
showSize();
maze.onChange((change) => {
  if (change.kind === 'all') showSize();
});
// Braid and density apply to some kinds only: disabled, with the reason beside them and on hover.
function showGenerationFields() {
  for (const field of ['braid', 'density']) {
    const reason = generationFieldReason(field, kindSelect.value);
    const input = generationInputs[field];
    input.disabled = Boolean(reason);
    input.title = reason;
    input.parentElement.title = reason;
    $(`${input.id}-why`).textContent = reason;
  }
}
kindSelect.addEventListener('change', showGenerationFields);
showGenerationFields();
// A form only to group the fields; submitting it would reload the page.
$('maze-form').addEventListener('submit', (event) => event.preventDefault());
$('maps-form').addEventListener('submit', (event) => event.preventDefault());
const side = (input) => Math.max(MIN_SIDE, Math.min(MAX_PAGE_SIDE, Math.round(Number(input.value)) || MIN_SIDE));
const share = (input, fallback) => {
  const value = Number(input.value);
  const clamped = Number.isFinite(value) && input.value !== '' ? Math.max(0, Math.min(1, value)) : fallback;
  input.value = String(clamped);
  return clamped;
};

// The maze of the kind, size, seed and settings in the fields: the seed is the reader's choice, so
// the same seed always gives the same maze (change the seed for another).
function generationFromFields() {
  const seed = Math.max(0, Math.round(Number(seedInput.value)) || 0);
  seedInput.value = String(seed);
  const scale = Math.max(1, Math.min(4096, Math.round(Number(generationInputs.terrainScale.value)) || DEFAULT_GENERATION.terrainScale));
  generationInputs.terrainScale.value = String(scale);
  const params = {
    kind: kindSelect.value, seed,
    braid: share(generationInputs.braid, 0), density: share(generationInputs.density, DEFAULT_GENERATION.density),
    terrainCoverage: share(generationInputs.terrainCoverage, 0), terrainScale: scale,
  };
  const generated = generateMaze(engine, { ...params, width: side(widthInput), height: side(heightInput) });
  shareLinks.rememberGeneration(params, generated);
  return generated;
}

const animateButton = $('animate-maze');
let animationBefore = null; // the maze undo returns to after an animated generation
let rerunAfterAnimation = false;
const animator = new GenerationAnimator(maze, (generated) => {
  editor.replaceMaze(generated, animationBefore);
  animationBefore = null;
  editor.enabled = true;
  animateButton.textContent = 'Animate generation';
  delete document.body.dataset.generating;
  if (rerunAfterAnimation && engine) controller.runSearch({ animate: false });
  shareLinks.pushed();
});
// An animation in progress ends (with its finished maze) before anything else touches the maze.
function settle() {
  if (animator.running) animator.stop();
}

$('new-maze').addEventListener('click', () => {
  if (!engine) return;
  settle();
  editor.replaceMaze(generationFromFields());
  renderer.fit();
  shareLinks.pushed();
});
animateButton.addEventListener('click', () => {
  if (animator.running) {
    animator.stop();
    return;
  }
  if (!engine) return;
  const generated = generationFromFields();
  if (reducedMotion()) {
    // Motion reduced: the maze appears at once.
    editor.replaceMaze(generated);
    renderer.fit();
    shareLinks.pushed();
    announce('Maze generated (animation off: reduced motion is on).');
    return;
  }
  rerunAfterAnimation = Boolean(controller.run);
  controller.clearPath();
  animationBefore = maze.snapshot();
  editor.enabled = false;
  document.body.dataset.generating = 'true';
  animateButton.textContent = 'Stop animation';
  animator.play(generated);
  renderer.fit();
});
$('resize').addEventListener('click', () => {
  settle();
  editor.resize(side(widthInput), side(heightInput));
  showSize();
  renderer.fit();
});

// --- presets, scenarios, import and export ---------------------------------------------------------
const importError = $('import-error');
function showImportError(message) {
  importError.textContent = message; // textContent only: the message may quote the file
}

const scenario = new ScenarioPanel(
  { row: $('query-row'), select: $('query'), hint: $('query-why'), readout: $('scenario') },
  (query) => chooseQuery(query),
);
let keepScenario = false; // set while the page itself replaces the maze for a scenario
maze.onChange((change) => {
  if (change.kind === 'all' && !keepScenario) scenario.clear();
});
controller.onUpdate = (run, atEnd) => {
  scenario.show(run, atEnd);
  shareLinks.changed();
  embed?.update();
};

// Sets a query's start and goal (one undo step) with MovingAI's options, and searches it.
function chooseQuery(query) {
  settle();
  keepScenario = true;
  try {
    editor.replaceMaze({ ...maze.snapshot(), start: query.start, goal: query.goal });
  } finally {
    keepScenario = false;
  }
  scenario.choose(query);
  optionsForm.set(SCENARIO_OPTIONS);
  controller.runSearch();
}

// Loads a grid (from a preset or an import) as one undo step; too big for the page: an Error.
function loadGrid(grid) {
  if (grid.width > MAX_PAGE_SIDE || grid.height > MAX_PAGE_SIDE) {
    throw new Error(`the grid is ${grid.width}x${grid.height}; the page edits grids up to ${MAX_PAGE_SIDE}x${MAX_PAGE_SIDE}`);
  }
  settle();
  editor.replaceMaze(withEndpoints(grid));
  renderer.fit();
}

// A scenario's queries for the map on screen; refused when it names another size.
function loadScenario(name, text) {
  const queries = engine.parseScenario(text);
  const size = scenarioMapSize(text);
  if (size && (size.width !== maze.width || size.height !== maze.height)) {
    throw new Error(`the scenario is for a ${size.width}x${size.height} map, but the map on screen is ${maze.width}x${maze.height}`);
  }
  const outside = queries.findIndex(({ start, goal }) => !maze.contains(start.x, start.y) || !maze.contains(goal.x, goal.y));
  if (outside >= 0) throw new Error(`query ${outside + 1} lies outside the ${maze.width}x${maze.height} map on screen`);
  scenario.set(name, queries);
  return queries;
}

// Text from a file, a drop or a paste: a scenario for the map on screen, or a grid to load. Any
// error is shown and leaves the maze (and its undo history) as it was.
async function importSource({ name, file, text }) {
  try {
    if (!engine) throw new Error('the search engine has not loaded yet');
    const body = file ? await readFileText(file) : text;
    if (isScenarioText(body)) {
      const queries = loadScenario(name, body);
      showImportError('');
      announce(`Loaded ${queries.length} queries from ${name}.`);
      return;
    }
    const grid = engine.parseGrid(body);
    loadGrid(grid);
    showImportError('');
    announce(`Imported ${name}: ${grid.width} by ${grid.height} cells.`);
    if (controller.run || controller.state === 'editing') controller.runSearch({ animate: false });
    shareLinks.pushed();
  } catch (error) {
    showImportError(`Could not import ${name}: ${error.message}`);
  }
}

const presetSelect = $('preset');
fillPresetMenu(presetSelect);
presetSelect.addEventListener('change', async () => {
  const value = presetSelect.value;
  if (!value) return;
  presetSelect.value = ''; // back to "Choose…", so the same map can be chosen again after edits
  try {
    if (!engine) throw new Error('the search engine has not loaded yet');
    const preset = await loadPreset(value, engine);
    optionsForm.set(preset.options);
    loadGrid(preset.grid);
    showImportError('');
    if (preset.scenario) {
      const queries = loadScenario(preset.scenario.name, preset.scenario.text);
      chooseQuery(queries[Math.floor((queries.length - 1) * 0.75)]); // a long query, not the hardest
    } else {
      controller.optionsChanged();
      if (!controller.run) controller.runSearch({ animate: false });
    }
    shareLinks.pushed();
    announce(`Loaded ${preset.name}.`);
  } catch (error) {
    showImportError(`Could not load the preset: ${error.message}`);
  }
});

const fileInput = $('import-file');
fileInput.addEventListener('change', () => {
  const file = fileInput.files?.[0];
  fileInput.value = ''; // the same file can be chosen again
  if (file) importSource({ name: file.name, file });
});
const canvasWrap = canvas.parentElement;
canvasWrap.addEventListener('dragover', (event) => {
  event.preventDefault();
  if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  canvasWrap.dataset.drop = '';
});
canvasWrap.addEventListener('dragleave', () => delete canvasWrap.dataset.drop);
canvasWrap.addEventListener('drop', (event) => {
  event.preventDefault();
  delete canvasWrap.dataset.drop;
  const source = fromDataTransfer(event.dataTransfer);
  if (source) importSource(source);
});
// Paste imports unless a text field is taking the text.
document.addEventListener('paste', (event) => {
  const target = event.target;
  if (target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable)) return;
  if (target instanceof HTMLInputElement && !['range', 'radio', 'checkbox', 'button', 'file'].includes(target.type)) return;
  const source = fromDataTransfer(event.clipboardData);
  if (!source) return;
  event.preventDefault();
  importSource(source);
});

// Run, Play and the other transport buttons finish an animated generation first: a search of a
// half-built maze would show nothing anyone asked for.
for (const id of ['run', 'play', 'restart', 'step-back', 'step-forward', 'to-end', 'clear-path']) {
  $(id).addEventListener('click', settle, { capture: true });
}

const exportName = () => `frontier-${maze.width}x${maze.height}`;
function exportText(format, extension) {
  if (!engine) return;
  settle();
  downloadText(engine.exportGrid(maze.snapshot(), format), `${exportName()}.${extension}`);
}
$('export-map').addEventListener('click', () => exportText('movingai', 'map'));
$('export-ascii').addEventListener('click', () => exportText('ascii', 'txt'));
$('export-png').addEventListener('click', () => {
  renderer.render();
  downloadCanvas(canvas, `${exportName()}.png`).catch((error) => showImportError(error.message));
});

const numbersBox = $('show-numbers');
const arrowsBox = $('show-arrows');
const zoomHint = $('zoom-hint');
function showCellDetails() {
  renderer.setShow({ numbers: numbersBox.checked, arrows: arrowsBox.checked });
  zoomHint.hidden = !numbersBox.checked || renderer.view.scale >= MIN_CELL_FOR_NUMBERS;
}
numbersBox.addEventListener('change', showCellDetails);
arrowsBox.addEventListener('change', showCellDetails);
renderer.onViewChange = showCellDetails;
showCellDetails();

// --- compare -------------------------------------------------------------------------------------
const compare = new CompareView({
  maze,
  announce,
  reducedMotion,
  elements: {
    columns: $('compare-columns'), add: $('compare-add'), remove: $('compare-remove'), table: $('compare-table'),
    play: $('compare-play'), restart: $('compare-restart'), stepBack: $('compare-step-back'),
    stepForward: $('compare-step-forward'), toEnd: $('compare-to-end'), scrubber: $('compare-scrubber'),
    stepReadout: $('compare-step-readout'), speed: $('compare-speed'), speedReadout: $('compare-speed-readout'),
  },
});
let mode = 'explore';
function setMode(next) {
  settle();
  mode = next;
  document.body.dataset.mode = next;
  $('explore-view').hidden = next !== 'explore';
  $('compare-view').hidden = next !== 'compare';
  if (next === 'compare') {
    controller.player.pause();
    compare.activate(optionsForm.values);
  } else {
    compare.deactivate();
    renderer.requestRender();
  }
  announce(next === 'compare' ? 'Compare view.' : 'Explore view.');
}
for (const radio of document.querySelectorAll('input[name="mode"]')) {
  radio.addEventListener('change', () => { if (radio.checked) setMode(radio.value); });
}

// --- keyboard ------------------------------------------------------------------------------------
// Space play/pause, Left/Right step, Home/End, Ctrl+Z / Ctrl+Shift+Z undo/redo; keys a focused
// control needs for itself (Space on a button, arrows on a slider or radio, typing in a field) stay its own.
// Space presses a focused button or link, ticks a checkbox or radio, and opens a focused <summary>.
function ownsSpace(target, type) {
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || type === 'checkbox' || type === 'radio') return true;
  return target instanceof Element && Boolean(target.closest('summary, [role="button"]') || target.isContentEditable);
}
document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented) return;
  const target = event.target;
  const type = target instanceof HTMLInputElement ? target.type : '';
  const typing = target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLElement && target.isContentEditable) ||
    (target instanceof HTMLInputElement && !['range', 'radio', 'checkbox', 'button'].includes(type));
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && (key === 'z' || key === 'y')) {
    if (typing || mode !== 'explore') return;
    event.preventDefault();
    settle();
    if (key === 'y' || event.shiftKey) editor.redo();
    else editor.undo();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey || typing) return;
  if ([' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) settle();
  const player = mode === 'explore' ? controller : compare.player;
  const ownsArrows = type === 'range' || type === 'radio';
  switch (event.key) {
    case ' ':
      if (ownsSpace(target, type)) return;
      event.preventDefault();
      if (mode === 'explore') controller.togglePlay();
      else compare.togglePlay();
      break;
    case 'ArrowRight':
      if (ownsArrows) return;
      event.preventDefault();
      player.stepForward();
      break;
    case 'ArrowLeft':
      if (ownsArrows) return;
      event.preventDefault();
      player.stepBack();
      break;
    case 'Home':
      if (ownsArrows) return;
      event.preventDefault();
      if (mode === 'explore') controller.toStart();
      else { compare.player.pause(); compare.player.seek(0); }
      break;
    case 'End':
      if (ownsArrows) return;
      event.preventDefault();
      player.toEnd();
      break;
    default:
  }
});
reducedMotionQuery.addEventListener('change', () => {
  if (reducedMotion() && controller.state === 'playing') controller.toEnd();
});

// A read-only handle for tests and embedding pages: what the page is showing, as plain data.
window.frontier = Object.freeze({
  maze: () => maze.snapshot(),
  view: () => ({ ...renderer.view }),
  // The client (page) coordinates of a cell's centre on the explore canvas.
  cellCentre: (x, y) => {
    const rect = canvas.getBoundingClientRect();
    const { scale, x: left, y: top } = renderer.view;
    return { x: rect.left + left + (x + 0.5) * scale, y: rect.top + top + (y + 0.5) * scale };
  },
  options: () => optionsForm.values,
  state: () => controller.state,
  redraw: () => renderer.redrawAll(), // scripts/bench-page.mjs times this
  // The explore view's figures for a cell at the step shown: {state, g, h, f, parent} (null off the grid
  // or without a search), as the inspector and the canvas show them.
  cell: (x, y) => {
    const run = controller.run;
    if (!run || !maze.contains(x, y)) return null;
    const i = maze.index(x, y);
    const { replay } = run;
    const state = ['unseen', 'open', 'closed'][replay.state[i]] ?? String(replay.state[i]);
    const parent = replay.parent[i];
    return {
      state, g: replay.g[i], h: replay.h[i], f: run.keyOf ? run.keyOf(replay.g[i], replay.h[i]) : null,
      parent: parent < 0 ? null : { x: parent % maze.width, y: Math.floor(parent / maze.width) },
    };
  },
  generating: () => animator.running,
  // The share link of what is on screen: a promise of {url, fragment} or {error} (docs/EMBED.md).
  shareLink: () => shareLinks.link(),
  // Opens a link's fragment as the address bar would (without a history entry): a promise of {error?}.
  openLink: (fragment) => shareLinks.open(String(fragment)),
  result: () => {
    if (!controller.run) return null;
    const { trace, ...result } = controller.run.result;
    return result;
  },
});

// --- share links (web/share/share.js, docs/EMBED.md) ------------------------------------------------------
const shareMessage = $('share-message');
const shareUrl = $('share-url');
function showShareMessage(text) {
  shareMessage.textContent = text; // textContent only: the message may quote the link
}
// The default maze and options, as on first opening (what a bad link leaves on screen).
function loadDefaultPuzzle() {
  const generated = generateMaze(engine, { ...initialSize });
  shareLinks.rememberGeneration(DEFAULT_GENERATION, generated);
  settle();
  editor.replaceMaze(generated);
  renderer.fit();
  optionsForm.set(PAGE_DEFAULTS);
  if (mode === 'explore') controller.runSearch();
}
$('copy-link').addEventListener('click', async () => {
  if (!engine) return;
  settle();
  const { url, error } = await shareLinks.link();
  if (error) {
    shareUrl.hidden = true;
    showShareMessage(error);
    return;
  }
  shareUrl.value = url;
  shareUrl.hidden = false;
  history.replaceState(null, '', url);
  try {
    await navigator.clipboard.writeText(url);
    showShareMessage(`Link copied (${url.length} characters).`);
  } catch {
    showShareMessage('Copy the link from the box (the browser did not allow copying).');
  }
  shareUrl.select();
});
maze.onChange(() => shareLinks.changed());
for (const box of [numbersBox, arrowsBox]) box.addEventListener('change', () => shareLinks.changed());
controls.speed.addEventListener('input', () => shareLinks.changed());

// Straight into a search, so the page shows what it is for within a second of opening; an embed waits
// at step 0 for its reader or its page (unless told to autoplay).
function firstRun() {
  if (!embed) {
    controller.runSearch();
    return;
  }
  controller.runSearch({ animate: false });
  controller.scrubTo(0);
}
function linkReady() {
  document.body.dataset.link = 'ready';
  embed?.start();
}

// The Embed dialog: an <iframe> snippet for the puzzle on screen.
const embedDialog = $('embed-dialog');
const embedSnippet = $('embed-snippet');
async function showSnippet() {
  const { url, error } = await shareLinks.link();
  embedSnippet.value = error ?? iframeSnippet(url, { controls: $('embed-controls').value, autoplay: $('embed-autoplay').checked });
}
$('embed-button').addEventListener('click', async () => {
  if (!engine) return;
  settle();
  await showSnippet();
  embedDialog.showModal();
  embedSnippet.select();
});
$('embed-controls').addEventListener('change', showSnippet);
$('embed-autoplay').addEventListener('change', showSnippet);
$('embed-close').addEventListener('click', () => embedDialog.close());

// --- the engine ----------------------------------------------------------------------------------
loadEngine().then(
  (loaded) => {
    engine = loaded;
    // The engine's maze in place of the blank first frame (not an undo step: nothing was lost).
    const generated = generateMaze(engine, { ...initialSize });
    maze.replace(generated);
    shareLinks.rememberGeneration(DEFAULT_GENERATION, generated);
    controller.engineReady(engine);
    compare.setEngine(engine);
    if (location.hash && ShareLinks.isPuzzleFragment(location.hash)) {
      // A link: its puzzle, or its error beside the default maze.
      shareLinks.open(location.hash, { fallback: () => { if (mode === 'explore') firstRun(); } })
        .finally(linkReady);
    } else {
      firstRun();
      linkReady();
    }
  },
  (error) => controller.engineFailed(error),
);
