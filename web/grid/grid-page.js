// The grid world's controls in the explore view as index.html lays them out: Run and the playback bar, the
// editing buttons and tools, the cell details (F, G and H, arrows, JPS+'s jump distances) with the hint that
// asks for a zoom, the Cell panel floating beside its cell on a phone; and the size of the default maze for
// the window.
import { InspectorCard } from './inspector-card.js';
import { MIN_CELL_FOR_JUMPS, numbersScale } from './number-layer.js';
import { t } from '../i18n/i18n.js';

const DEFAULT_CELL = 40;

// A default maze that suits the window: cells of about 40 CSS px, big enough for F, G and H at a readable
// size on first load (MIN_CELL_FOR_NUMBERS in web/grid/number-layer.js), odd sides (a maze of corridors
// needs them), within sensible bounds. canvas: the explore canvas, already laid out for the first screen.
export function defaultMazeSize(canvas) {
  const { width, height } = canvas.parentElement.getBoundingClientRect();
  const odd = (n, low, high) => {
    const clamped = Math.max(low, Math.min(high, Math.floor(n)));
    return clamped % 2 ? clamped : clamped - 1;
  };
  return { width: odd(width / DEFAULT_CELL, 11, 79), height: odd(height / DEFAULT_CELL, 9, 49) };
}

// The explore view's Run button and playback bar (web/view/playback-bar.js's elements), as index.html has them.
export function explorePlaybackControls() {
  const $ = (id) => document.getElementById(id);
  return {
    run: $('run'), play: $('play'), toStart: $('restart'), stepBack: $('step-back'), stepForward: $('step-forward'),
    toEnd: $('to-end'), scrubber: $('scrubber'), stepReadout: $('step-readout'), speed: $('speed'), speedReadout: $('speed-readout'),
    heldNote: $('grid-held'), // why Run and the bar are off while a puzzle's question waits (Controller.hold)
  };
}

// scene: the explore view's GridScene, showing `maze`; controller: the explore controller (clearPath,
// inspect, on); settle(): ends an animated generation first, so an edit never lands in a half-built maze;
// show: the check boxes a link keeps (numbers, arrows and jumps, which this reads, and the Code switch).
export function wireGridControls({ scene, maze, controller, settle, show }) {
  const $ = (id) => document.getElementById(id);
  $('undo').addEventListener('click', () => { settle(); scene.editor.undo(); });
  $('redo').addEventListener('click', () => { settle(); scene.editor.redo(); });
  $('clear-walls').addEventListener('click', () => { settle(); scene.editor.clearWalls(); });
  $('clear-path').addEventListener('click', () => controller.clearPath());
  $('fit').addEventListener('click', () => scene.fit());
  for (const radio of document.querySelectorAll('input[name="tool"]')) {
    radio.addEventListener('change', () => {
      if (radio.value !== 'inspect') controller.inspect(-1);
    });
  }
  // On a phone (the one-column layout of web/style.css) the Cell panel floats beside the cell Inspect tapped.
  const inspectorCard = new InspectorCard({
    panel: $('inspector').closest('.panel'),
    wrap: scene.canvas.parentElement,
    camera: scene.camera,
    layout: () => scene.renderer.layout,
    narrow: matchMedia('(max-width: 820px)'),
    onClose: () => controller.inspect(-1),
  });
  controller.on('pinned', (target) => {
    inspectorCard.pin(target >= 0 ? { x: target % maze.width, y: Math.floor(target / maze.width) } : null);
  });

  // Numbers need room: the hint says so while cells are too small for them.
  const zoomHint = $('zoom-hint');
  function showCellDetails() {
    scene.renderer.setShow({ numbers: show.numbers.checked, arrows: show.arrows.checked, jumps: show.jumps.checked });
    const scale = scene.camera.view.scale;
    const jumpsTooSmall = show.jumps.checked && Boolean(scene.renderer.jumpDistances) && scale < MIN_CELL_FOR_JUMPS;
    const least = numbersScale(scene.renderer.layout); // on hexes more than MIN_CELL_FOR_NUMBERS
    zoomHint.hidden = !jumpsTooSmall && (!show.numbers.checked || scale >= least);
    zoomHint.textContent = jumpsTooSmall
      ? t('maze.zoomHintJumps', { px: MIN_CELL_FOR_JUMPS })
      : t('maze.zoomHintNumbers', { px: Math.ceil(least) });
  }
  for (const box of Object.values(show)) box.addEventListener('change', showCellDetails);
  scene.camera.onViewChange(showCellDetails);
  controller.on('update', showCellDetails); // a JPS+ run brings its distances
  showCellDetails();
}
