// Wiring only: builds the maze, canvas, editor, options, panels, explore controller and compare view,
// and connects the page's controls and keys to them. The maze is drawn before the wasm engine has
// loaded, so the first paint does not wait for it; Run comes alive when the engine is ready.
import { loadEngine } from './engine.js';
import { Maze, MIN_SIDE, MAX_PAGE_SIDE } from './maze.js';
import { generateMaze, MAZE_KINDS } from './default-maze.js';
import { EXAMPLES, exampleMaze } from './examples.js';
import { GridRenderer, MIN_CELL_FOR_NUMBERS } from './renderer.js';
import { Editor } from './editor.js';
import { OptionsForm, PAGE_DEFAULTS } from './options.js';
import { StatsPanel, Inspector, OpenListPanel, buildLegend } from './panels.js';
import { Controller } from './controller.js';
import { CompareView } from './compare.js';

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
const INITIAL_SEED = 1;
const initialSize = defaultSize();
const maze = new Maze(generateMaze({ kind: 'maze', ...initialSize, seed: INITIAL_SEED }));

const renderer = new GridRenderer(canvas);
renderer.setMaze(maze);
renderer.render(); // first paint now, before the engine loads

buildLegend($('legend'));
const optionsForm = new OptionsForm($('options'), {
  idPrefix: 'opt',
  values: PAGE_DEFAULTS,
  onChange: () => controller.optionsChanged(),
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
$('undo').addEventListener('click', () => editor.undo());
$('redo').addEventListener('click', () => editor.redo());
$('clear-walls').addEventListener('click', () => editor.clearWalls());
$('clear-path').addEventListener('click', () => controller.clearPath());
$('fit').addEventListener('click', () => renderer.fit());
for (const radio of document.querySelectorAll('input[name="tool"]')) {
  radio.addEventListener('change', () => {
    if (radio.value !== 'inspect') controller.inspect(-1);
  });
}

const kindSelect = $('maze-kind');
for (const [value, label] of Object.entries(MAZE_KINDS)) kindSelect.add(new Option(label, value));
const seedInput = $('maze-seed');
const widthInput = $('maze-width');
const heightInput = $('maze-height');
const exampleSelect = $('example');
for (const [value, { label }] of Object.entries(EXAMPLES)) exampleSelect.add(new Option(label, value));
seedInput.value = String(INITIAL_SEED);
function showSize() {
  widthInput.value = String(maze.width);
  heightInput.value = String(maze.height);
}
showSize();
maze.onChange((change) => {
  if (change.kind === 'all') showSize();
});
// A form only to group the fields; submitting it would reload the page.
$('maze-form').addEventListener('submit', (event) => event.preventDefault());
const side = (input) => Math.max(MIN_SIDE, Math.min(MAX_PAGE_SIDE, Math.round(Number(input.value)) || MIN_SIDE));

$('new-maze').addEventListener('click', () => {
  // The maze of the kind, size and seed in the fields: the seed is the reader's choice, so the same
  // seed always gives the same maze (change the seed for another).
  const seed = Math.max(0, Math.round(Number(seedInput.value)) || 0);
  seedInput.value = String(seed);
  editor.replaceMaze(generateMaze({ kind: kindSelect.value, width: side(widthInput), height: side(heightInput), seed }));
  renderer.fit();
});
$('resize').addEventListener('click', () => {
  editor.resize(side(widthInput), side(heightInput));
  showSize();
  renderer.fit();
});
exampleSelect.addEventListener('change', () => {
  const name = exampleSelect.value;
  if (!name) return;
  optionsForm.set(EXAMPLES[name].options);
  editor.replaceMaze(exampleMaze(name));
  renderer.fit();
  controller.optionsChanged();
  exampleSelect.value = ''; // back to "Choose…", so the same map can be chosen again after edits
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
    if (key === 'y' || event.shiftKey) editor.redo();
    else editor.undo();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey || typing) return;
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
  result: () => {
    if (!controller.run) return null;
    const { trace, ...result } = controller.run.result;
    return result;
  },
});

// --- the engine ----------------------------------------------------------------------------------
loadEngine().then(
  (engine) => {
    controller.engineReady(engine);
    compare.setEngine(engine);
    // Straight into a search, so the page shows what it is for within a second of opening.
    if (mode === 'explore') controller.runSearch();
  },
  (error) => controller.engineFailed(error),
);
