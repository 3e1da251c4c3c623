// What a learner sees first (issue 14 items 1 and 2): F, G and H readable on first load at 1280x800 and
// after one pinch on a phone, never drawn smaller than 10 CSS px at any zoom, and a weighted map whose
// terrain stays recognisable under the search (tinted fills, terrain-coloured borders, the legend's note).
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, waitForState, cellCentre, pageMaze } from './support.mjs';
import { CELL } from '../../web/core/engine.js';
import { MIN_NUMBER_FONT, MIN_CELL_FOR_NUMBERS } from '../../web/grid/number-layer.js';
import { VISUAL, cellColour } from '../../web/grid/cell-colours.js';
import { COLOUR } from '../../web/view/palette.js';
import { rgb } from '../../web/view/cell-paint.js';

const { server, browser } = await serverAndBrowser();

// The numbers the page drew in its latest frame (window.frontier.numbers), after that frame.
const numbersNow = (page) => page.evaluate(() => new Promise((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => resolve({ numbers: window.frontier.numbers(), scale: window.frontier.view().scale })));
}));

test('first load at 1280x800: the visited cells show F, G and H at 10 px or more', async () => {
  assert.equal(MIN_NUMBER_FONT, 10);
  const { context, page, problems } = await openPage(browser, server.url);
  // The search starts by itself; wait until it has visited a few cells, then hold it there.
  await page.waitForFunction(() => (window.frontier.numbers()?.cells ?? 0) >= 12, null, { polling: 50 });
  await page.click('#play'); // pause
  const { numbers, scale } = await numbersNow(page);
  assert.ok(scale >= MIN_CELL_FOR_NUMBERS, `cells of ${scale} px`);
  assert.ok(numbers && numbers.figures >= 3 * numbers.cells, `F, G and H in every visited cell: ${JSON.stringify(numbers)}`);
  assert.equal(numbers.left, 0, 'no visited cell left without its numbers');
  assert.ok(numbers.minFont >= MIN_NUMBER_FONT, `smallest number ${numbers.minFont} px`);
  await page.evaluate(() => { document.activeElement.blur(); });
  await screenshot(page, 'first-load-desktop');
  assert.deepEqual(problems, []);
  await context.close();
});

test('at every zoom where numbers are drawn they are at least 10 CSS px, A* and Dijkstra alike', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  for (const algorithm of ['astar', 'dijkstra']) {
    await page.selectOption('#opt-algorithm', algorithm);
    await page.click('#run');
    await page.keyboard.press('End');
    await waitForState(page, 'finished');
    await page.click('#fit');
    const box = await page.locator('#view').boundingBox();
    let drawnAt = 0;
    // Zoom out to the smallest cells, then in to the largest, checking every frame on the way; the wheel
    // turns over the canvas's centre (the pointer stays where it is put, once).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (const [delta, steps] of [[400, 8], [-200, 40]]) {
      for (let k = 0; k < steps; k++) {
        await page.mouse.wheel(0, delta);
        const { numbers, scale } = await numbersNow(page);
        if (numbers && numbers.figures > 0) {
          drawnAt++;
          assert.ok(numbers.minFont >= MIN_NUMBER_FONT, `${algorithm} at ${scale} px cells: ${numbers.minFont} px numbers`);
        } else {
          assert.ok(scale < MIN_CELL_FOR_NUMBERS, `${algorithm}: no numbers at ${scale} px cells`);
        }
      }
    }
    assert.ok(drawnAt >= 5, `${algorithm}: numbers drawn at ${drawnAt} zooms`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('cells of MIN_CELL_FOR_NUMBERS px (a 390x844 phone on first load) draw F, G and H in every visited cell', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  await page.waitForFunction(() => (window.frontier.numbers()?.cells ?? 0) >= 8, null, { polling: 50 });
  await page.locator('#play').tap(); // pause
  const { numbers, scale } = await numbersNow(page);
  assert.ok(scale >= MIN_CELL_FOR_NUMBERS, `cells of ${scale} px`);
  // The zoom hint is hidden from this size on, so nothing may be left out for want of room.
  assert.equal(await page.locator('#zoom-hint').isHidden(), true);
  assert.ok(numbers.figures >= 3 * numbers.cells && numbers.left === 0, `every visited cell's numbers at ${scale} px cells: ${JSON.stringify(numbers)}`);
  assert.ok(numbers.minFont >= MIN_NUMBER_FONT, `smallest number ${numbers.minFont} px`);
  await page.evaluate(() => document.activeElement?.blur());
  await screenshot(page, 'first-load-phone');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a 390x844 phone shows the numbers after one pinch', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 });
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: points.map(({ x, y }, id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
  await page.waitForFunction(() => window.frontier.state() === 'finished' || (window.frontier.numbers()?.cells ?? 0) > 10, null, { polling: 50 });
  await page.locator('#view').scrollIntoViewIfNeeded();
  const box = await page.locator('#view').boundingBox();
  // Pinch round the start, where the search has been.
  const { start } = await pageMaze(page);
  const at = await cellCentre(page, start.x + 1, start.y);
  const cx = Math.min(box.x + box.width - 80, Math.max(box.x + 80, at.x));
  const cy = at.y;
  await touch('touchStart', [{ x: cx - 20, y: cy }, { x: cx + 20, y: cy }]);
  for (let k = 1; k <= 4; k++) await touch('touchMove', [{ x: cx - 20 - 10 * k, y: cy }, { x: cx + 20 + 10 * k, y: cy }]);
  await touch('touchEnd', []);
  const { numbers, scale } = await numbersNow(page);
  assert.ok(numbers && numbers.figures > 0, `numbers after one pinch, at ${scale} px cells`);
  assert.ok(numbers.minFont >= MIN_NUMBER_FONT, `smallest number ${numbers.minFont} px`);
  await screenshot(page, 'first-load-phone-pinched');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a weighted map mid-search: terrain shows under open, closed and path cells, and the legend says so', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await waitForState(page, 'playing');
  await page.selectOption('#maze-kind', 'obstacles');
  await page.fill('#maze-width', '21');
  await page.fill('#maze-height', '13');
  await page.fill('#maze-seed', '5');
  await page.fill('#maze-density', '0.15');
  await page.fill('#maze-coverage', '0.7');
  await page.fill('#maze-scale', '4');
  await page.click('#new-maze');
  await page.waitForFunction(() => window.frontier.state() === 'finished' && window.frontier.result() !== null);
  const steps = Number(await page.locator('#scrubber').getAttribute('max'));
  await page.locator('#scrubber').fill(String(Math.round(steps * 0.6)));
  await page.evaluate(() => { document.activeElement.blur(); });
  const maze = await pageMaze(page);
  // Every visited cell's middle shows its state tinted by its terrain, and its edge the terrain itself.
  const seen = await page.evaluate(() => {
    const canvas = document.getElementById('view');
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / rect.width;
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const { scale } = window.frontier.view();
    const maze = window.frontier.maze();
    const at = (x, y) => {
      const i = 4 * (Math.round(y * ratio) * canvas.width + Math.round(x * ratio));
      return [pixels[i], pixels[i + 1], pixels[i + 2]];
    };
    const cells = [];
    for (let y = 0; y < maze.height; y++) {
      for (let x = 0; x < maze.width; x++) {
        const centre = window.frontier.cellCentre(x, y);
        const cx = centre.x - rect.left;
        const cy = centre.y - rect.top;
        cells.push({ x, y, corner: at(cx + scale * 0.3, cy - scale * 0.02), edge: at(cx + scale / 2 - 2, cy + scale * 0.2) });
      }
    }
    return cells;
  });
  const near = (a, b) => a.every((v, k) => Math.abs(v - b[k]) <= 2);
  const terrains = { [CELL.grass]: 'grass', [CELL.sand]: 'sand', [CELL.water]: 'water' };
  const found = new Set();
  for (const { x, y, edge } of seen) {
    const i = y * maze.width + x;
    const terrain = terrains[maze.cells[i]];
    if (!terrain || (x === maze.start.x && y === maze.start.y) || (x === maze.goal.x && y === maze.goal.y)) continue;
    for (const [state, visual] of [['open', VISUAL.open], ['closed', VISUAL.closed]]) {
      const fill = cellColour(visual, maze.cells[i]);
      const middle = seen[i].corner;
      if (near(middle, fill)) {
        found.add(`${state} on ${terrain}`);
        assert.ok(near(edge, rgb(COLOUR[terrain])), `${state} ${terrain} cell (${x}, ${y}) has a ${terrain} border: ${edge}`);
      }
    }
  }
  for (const wanted of ['closed on grass', 'closed on sand', 'closed on water']) assert.ok(found.has(wanted), `${wanted} on screen (saw ${[...found].join(', ')})`);
  assert.match(await page.locator('#terrain-note').textContent(), /tinted by the terrain/);
  await screenshot(page, 'terrain-mid-search');
  await page.keyboard.press('End');
  await screenshot(page, 'terrain-finished');
  assert.deepEqual(problems, []);
  await context.close();
});
