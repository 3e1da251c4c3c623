// The colour-blind check of the explore view's cells: the five terrains and the four search states (none,
// open, closed, path), each terrain under each state as the renderer paints it (web/grid/cell-colours.js),
// are told apart with normal vision and as people with deuteranopia and protanopia see them (Machado et
// al. 2009, severity 1.0, in linear RGB). Told apart means a CIEDE2000 difference of at least
// MIN_DIFFERENCE between every two of the 17 colours a cell can show (a wall is never visited): a state on
// one terrain must not pass for another state, nor one terrain for another under any state.
import test from 'node:test';
import assert from 'node:assert/strict';

import { CELL } from '../../web/core/engine.js';
import { VISUAL, cellColour } from '../../web/grid/cell-colours.js';
import { COLOUR, TEXT_COLOUR } from '../../web/view/palette.js';
import { rgb } from '../../web/view/cell-paint.js';
import { deltaE2000, difference, lab, simulate } from './colour-vision.mjs';

// CIEDE2000 of about 2 is a just-noticeable difference between patches side by side; cells are small and
// seen among others, so ask for three times that.
const MIN_DIFFERENCE = 6;
const VISIONS = ['normal', 'deuteranopia', 'protanopia'];
const TERRAINS = { floor: CELL.floor, grass: CELL.grass, sand: CELL.sand, water: CELL.water };
const STATES = { none: VISUAL.unseen, open: VISUAL.open, closed: VISUAL.closed, path: VISUAL.path };

function drawnCells() {
  const cells = [{ name: 'wall', colour: cellColour(VISUAL.unseen, CELL.wall) }];
  for (const [terrain, code] of Object.entries(TERRAINS)) {
    for (const [state, visual] of Object.entries(STATES)) cells.push({ name: `${state} on ${terrain}`, colour: cellColour(visual, code) });
  }
  return cells;
}

test('CIEDE2000 matches Sharma, Wu and Dalal\'s test pairs', () => {
  // Pairs 1, 7, 13, 17, 25 and 34 of their table: Lab, Lab, difference.
  const pairs = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [56, -27, -3], 31.903],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];
  for (const [a, b, expected] of pairs) assert.ok(Math.abs(deltaE2000(a, b) - expected) < 1e-3, `${a} ${b}: ${deltaE2000(a, b)} vs ${expected}`);
});

test('the dichromat simulation keeps greys and merges what dichromats cannot tell apart', () => {
  for (const vision of ['deuteranopia', 'protanopia']) {
    for (const grey of [[0, 0, 0], [128, 128, 128], [255, 255, 255]]) {
      assert.ok(simulate(grey, vision).every((v, k) => Math.abs(v - grey[k]) <= 1), `${vision} keeps ${grey}`);
    }
  }
  // A classic confusion pair: a red and a green of equal lightness look alike without M (or L) cones,
  // unlike with normal vision.
  const red = [196, 120, 60];
  const green = [130, 150, 50];
  assert.ok(difference(red, green) > 15);
  assert.ok(difference(red, green, 'deuteranopia') < 10);
  assert.ok(lab([255, 255, 255])[0] > 99.9);
});

test('terrains under every search state are told apart by normal, deuteranope and protanope vision', () => {
  const cells = drawnCells();
  assert.equal(cells.length, 17);
  const close = [];
  let smallest = Infinity;
  for (const vision of VISIONS) {
    for (let a = 0; a < cells.length; a++) {
      for (let b = a + 1; b < cells.length; b++) {
        const d = difference(cells[a].colour, cells[b].colour, vision);
        smallest = Math.min(smallest, d);
        if (d < MIN_DIFFERENCE) close.push(`${cells[a].name} / ${cells[b].name} (${vision}): ${d.toFixed(1)}`);
      }
    }
  }
  assert.deepEqual(close, [], `pairs closer than CIEDE2000 ${MIN_DIFFERENCE}`);
  assert.ok(smallest >= MIN_DIFFERENCE);
});

test('numbers stay readable on every visited cell: dark text on each at 4.5:1 or more', () => {
  const luminance = (colour) => {
    const [r, g, b] = colour.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const text = luminance(rgb(TEXT_COLOUR));
  for (const [terrain, code] of Object.entries(TERRAINS)) {
    for (const [state, visual] of Object.entries(STATES)) {
      if (visual === VISUAL.unseen) continue;
      const ratio = (luminance(cellColour(visual, code)) + 0.05) / (text + 0.05);
      assert.ok(ratio >= 4.5, `${state} on ${terrain}: ${ratio.toFixed(2)}`);
    }
  }
  assert.notEqual(COLOUR.closed, COLOUR.grass);
});
