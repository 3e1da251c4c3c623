// The page on a phone (issue 14 item 11), measured by geometry: on 390x844 with touch it opens with a
// one-line explanation, the maze fits the width, nothing covers the narration or the maze's last row,
// the Inspect tool's details open beside the tapped cell, and a pinch zooms and a two-finger drag pans;
// at desktop sizes the canvas's hint never covers the bottom row.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, waitForState, cellCentre, pageMaze, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

// Two rectangles {x, y, width, height} overlap (touching edges do not count).
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (box, viewport) => box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
const show = (box) => box && `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;

// The on-screen rectangle of cell (x, y), in the page's CSS px.
async function cellBox(page, x, y) {
  const { scale } = await page.evaluate(() => window.frontier.view());
  const centre = await cellCentre(page, x, y);
  return { x: centre.x - scale / 2, y: centre.y - scale / 2, width: scale, height: scale };
}

// The cells of the maze's bottom row, as rectangles (cellBox's, all read in one evaluate: two per cell took
// most of the time of each check of the row).
async function lastRow(page) {
  return page.evaluate(() => {
    const { scale } = window.frontier.view();
    const { width, height } = window.frontier.maze();
    return Array.from({ length: width }, (_, x) => {
      const centre = window.frontier.cellCentre(x, height - 1);
      return { x: centre.x - scale / 2, y: centre.y - scale / 2, width: scale, height: scale };
    });
  });
}

// The boxes of the elements that sit over or around the canvas, when shown.
async function boxesOf(page, selectors) {
  const found = {};
  for (const selector of selectors) {
    const locator = page.locator(selector);
    found[selector] = (await locator.isVisible()) ? await locator.boundingBox() : null;
  }
  return found;
}

// Every cell of the last row is on screen, and none is under the playback bar, the narration or the hint.
async function assertLastRowClear(page, viewport, view = '#explore-view') {
  const covers = await boxesOf(page, [`${view} .playback`, `${view} [data-narration]`, `${view} .canvas-help`]);
  for (const cell of await lastRow(page)) {
    assert.ok(inside(cell, viewport), `last-row cell ${show(cell)} on screen at ${viewport.width}x${viewport.height}`);
    for (const [selector, box] of Object.entries(covers)) {
      if (box) assert.ok(!overlap(cell, box), `last-row cell ${show(cell)} clear of ${selector} ${show(box)}`);
    }
  }
}

// Touches through CDP: several fingers at once, as playwright's touchscreen cannot.
async function fingers(context, page) {
  const cdp = await context.newCDPSession(page);
  return (type, points) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: points.map(({ x, y }, id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

// 390x844 as asked; 375x667 (a small iPhone) and 360x740 (a common Android) for a shorter and a narrower screen.
for (const viewport of [PHONE.viewport, { width: 375, height: 667 }, { width: 360, height: 740 }]) {
  const name = `${viewport.width}x${viewport.height}`;
  test(`${name}: a one-line explanation, the maze across the width, the narration and the last row uncovered`, async () => {
    const { context, page, problems } = await openPage(browser, server.url, { ...PHONE, viewport });
    // The explanation: shown, on one line, whole (not cut off), on the first screen.
    const line = await page.evaluate(() => {
      const what = document.querySelector('.tagline-what') ?? document.querySelector('.tagline');
      const rects = [...what.getClientRects()];
      const box = what.getBoundingClientRect();
      return { text: what.textContent, lines: rects.length, visible: what.checkVisibility(), right: box.right, bottom: box.bottom };
    });
    assert.ok(line.visible, 'the explanation is shown');
    assert.equal(line.lines, 1, `"${line.text}" on one line`);
    assert.ok(line.right <= viewport.width && line.bottom <= viewport.height, 'the explanation on the first screen');
    assert.match(line.text, /A\*.*Dijkstra/);
    // The maze: every column on screen, the whole grid on the canvas.
    const maze = await pageMaze(page);
    const first = await cellBox(page, 0, 0);
    const last = await cellBox(page, maze.width - 1, maze.height - 1);
    assert.ok(first.x >= 0 && last.x + last.width <= viewport.width, `columns from ${first.x} to ${last.x + last.width} within ${viewport.width}`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
    await assertLastRowClear(page, viewport);
    // The narration and the playback bar: both on the first screen, neither over the other.
    const { '#narration': narration, '#playback': bar } = await boxesOf(page, ['#narration', '#playback']);
    assert.ok(inside(narration, viewport), `narration ${show(narration)} on screen`);
    assert.ok(inside(bar, viewport), `playback ${show(bar)} on screen`);
    assert.ok(!overlap(narration, bar), `narration ${show(narration)} clear of the playback bar ${show(bar)}`);
    if (viewport === PHONE.viewport) {
      await page.evaluate(() => document.activeElement?.blur());
      await screenshot(page, 'phone-first-load');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('390x844 mid-search: the narration stays on screen and uncovered while it plays', async () => {
  const { context, page, problems } = await openPage(browser, server.url, PHONE);
  await page.locator('#run').tap();
  await page.waitForFunction(() => window.frontier.state() === 'playing' && document.querySelector('#narration').textContent.length > 20, null, { polling: 50 });
  for (let k = 0; k < 3; k++) {
    const { '#narration': narration, '#playback': bar } = await boxesOf(page, ['#narration', '#playback']);
    assert.ok(inside(narration, PHONE.viewport) && !overlap(narration, bar), `playing: narration ${show(narration)}, bar ${show(bar)}`);
    // What it says fits its box: nothing scrolled out of sight.
    const fits = await page.evaluate(() => {
      const element = document.getElementById('narration');
      return element.scrollHeight <= element.clientHeight + 1;
    });
    assert.ok(fits, 'the whole narration shows');
    await assertLastRowClear(page, PHONE.viewport);
    await page.waitForTimeout(150);
  }
  await page.locator('#play').tap(); // pause, to photograph a step in the middle
  await page.evaluate(() => document.activeElement?.blur());
  await screenshot(page, 'phone-mid-search');
  assert.deepEqual(problems, []);
  await context.close();
});

test('390x844: the longest narrations (a bidirectional search\'s meeting and stop test) show whole, above the bar', async () => {
  const { context, page, problems } = await openPage(browser, server.url, PHONE);
  await page.selectOption('#opt-algorithm', 'bidirectional-astar');
  // The search on screen, not the menu: until its re-run lands the page still shows the first A* search (and
  // its result), which the steps below would then measure.
  await page.waitForFunction(() => window.frontier.runAlgorithm() === 'bidirectional-astar' && window.frontier.result() !== null, null, { polling: 50 });
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const steps = Number(await page.locator('#scrubber').getAttribute('max'));
  // Every step's line, measured in one evaluate, each step set as locator.fill sets a range input (focus,
  // value, input and change events): a fill and an evaluate per step took about 3 s. The steps of the
  // meeting and the stop test are then filled again, one by one, for the boxes around their lines.
  const lines = await page.evaluate((count) => {
    const scrubber = document.getElementById('scrubber');
    const element = document.getElementById('narration');
    const seen = [];
    scrubber.focus();
    for (let step = 1; step <= count; step++) {
      scrubber.value = String(step);
      scrubber.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      scrubber.dispatchEvent(new Event('change', { bubbles: true }));
      seen.push({ step, shown: Number(scrubber.value), text: element.textContent, fits: element.scrollHeight <= element.clientHeight + 1 });
    }
    return seen;
  }, steps);
  let longest = '';
  for (const line of lines) {
    assert.equal(line.shown, line.step);
    assert.ok(line.fits, `step ${line.step} cut off: ${line.text}`);
    if (line.text.length > longest.length) longest = line.text;
  }
  for (const { step } of lines.filter((line) => /Stop test|sides met/.test(line.text))) {
    await page.locator('#scrubber').fill(String(step));
    // A longer line takes the canvas's room at once, but the maze is refitted to the smaller canvas by its
    // ResizeObserver, in a later rendering step: the cells read before it sit where the old fit put them
    // (step 66: the canvas 351 px high, the maze still drawn at 32 px a cell, not 30.3). A CI run on a slow
    // machine read them there. The line is set as the input event fires, so the layout waited for is its.
    await waitForFit(page);
    const { '#narration': narration, '#playback': bar } = await boxesOf(page, ['#narration', '#playback']);
    assert.ok(inside(narration, PHONE.viewport) && !overlap(narration, bar), `step ${step}: narration ${show(narration)}, bar ${show(bar)}`);
    await assertLastRowClear(page, PHONE.viewport);
  }
  assert.ok(longest.length > 200, `a long sentence was shown: ${longest}`);
  await page.locator('#scrubber').fill(String(steps - 1));
  await page.evaluate(() => document.activeElement?.blur());
  await screenshot(page, 'phone-stop-test');
  assert.deepEqual(problems, []);
  await context.close();
});

test('390x844: with Inspect, a tap opens the cell\'s details next to it, inside the screen', async () => {
  const { context, page, problems } = await openPage(browser, server.url, PHONE);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const maze = await pageMaze(page);
  await page.locator('label:has(input[name="tool"][value="inspect"])').tap();
  // Corners, the middle and, last (for the screenshot), a cell halfway along the path with its numbers:
  // the card finds room below, above or beside each.
  const path = await page.evaluate(() => window.frontier.result().path);
  const cells = [maze.start, maze.goal, { x: 0, y: 0 }, { x: maze.width - 1, y: maze.height - 1 },
    { x: Math.floor(maze.width / 2), y: Math.floor(maze.height / 2) }, path[Math.floor(path.length / 2)]];
  for (const { x, y } of cells) {
    const cell = await cellBox(page, x, y);
    await page.touchscreen.tap(cell.x + cell.width / 2, cell.y + cell.height / 2);
    await page.waitForFunction(([cx, cy]) => document.getElementById('inspector').textContent.includes(`(${cx}, ${cy})`), [x, y]);
    const card = await page.locator('#inspector').evaluate((element) => {
      const box = element.closest('.panel').getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    });
    assert.ok(inside(card, PHONE.viewport), `card ${show(card)} inside the screen for cell (${x}, ${y})`);
    assert.ok(!overlap(card, cell), `card ${show(card)} beside cell (${x}, ${y}) ${show(cell)}, not over it`);
    const gapX = Math.max(0, card.x - (cell.x + cell.width), cell.x - (card.x + card.width));
    const gapY = Math.max(0, card.y - (cell.y + cell.height), cell.y - (card.y + card.height));
    assert.ok(Math.hypot(gapX, gapY) <= cell.width, `card ${show(card)} within a cell of (${x}, ${y}) ${show(cell)}`);
  }
  assert.match(await page.locator('#inspector').textContent(), /on the path/);
  await page.evaluate(() => document.activeElement?.blur());
  await screenshot(page, 'phone-inspector');
  // The close button lifts the pin and sends the panel back under the maze.
  await page.getByRole('button', { name: 'Close the cell\'s details' }).tap();
  assert.ok(await page.evaluate(() => document.getElementById('inspector').closest('aside') !== null), 'the panel back in the side column');
  assert.match(await page.locator('#inspector').textContent(), /Hover over a cell/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('390x844: two fingers pinch to zoom and drag to pan, drawing nothing', async () => {
  const { context, page, problems } = await openPage(browser, server.url, PHONE);
  const touch = await fingers(context, page);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const before = await pageMaze(page);
  const box = await page.locator('#view').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const fitted = await page.evaluate(() => window.frontier.view());
  // Pinch out round the centre.
  await touch('touchStart', [{ x: cx - 30, y: cy }]);
  await touch('touchStart', [{ x: cx - 30, y: cy }, { x: cx + 30, y: cy }]);
  for (let k = 1; k <= 5; k++) await touch('touchMove', [{ x: cx - 30 - 10 * k, y: cy }, { x: cx + 30 + 10 * k, y: cy }]);
  await touch('touchEnd', [{ x: cx + 80, y: cy }]);
  await touch('touchEnd', []);
  const zoomed = await page.evaluate(() => window.frontier.view());
  assert.ok(zoomed.scale > fitted.scale * 1.5, `pinch zoomed from ${fitted.scale} to ${zoomed.scale}`);
  // Two fingers moving together, the same distance apart: the view follows them, the zoom stays.
  const [dx, dy] = [-60, -45];
  await touch('touchStart', [{ x: cx - 40, y: cy }]);
  await touch('touchStart', [{ x: cx - 40, y: cy }, { x: cx + 40, y: cy }]);
  for (let k = 1; k <= 5; k++) {
    await touch('touchMove', [{ x: cx - 40 + (dx * k) / 5, y: cy + (dy * k) / 5 }, { x: cx + 40 + (dx * k) / 5, y: cy + (dy * k) / 5 }]);
  }
  await touch('touchEnd', [{ x: cx + 40 + dx, y: cy + dy }]);
  await touch('touchEnd', []);
  const panned = await page.evaluate(() => window.frontier.view());
  assert.ok(Math.abs(panned.scale - zoomed.scale) < 1e-9, `a two-finger drag keeps the zoom (${zoomed.scale} → ${panned.scale})`);
  assert.ok(Math.abs(panned.x - zoomed.x - dx) <= 2 && Math.abs(panned.y - zoomed.y - dy) <= 2,
    `panned by (${panned.x - zoomed.x}, ${panned.y - zoomed.y}), fingers moved (${dx}, ${dy})`);
  assert.deepEqual((await pageMaze(page)).cells, before.cells, 'no walls drawn by the gestures');
  assert.deepEqual(problems, []);
  await context.close();
});

// The hint under the canvas (how to draw, zoom, the keys) is shown at desktop sizes: it must not sit on the maze.
for (const viewport of [{ width: 1280, height: 800 }, { width: 1024, height: 640 }, { width: 1920, height: 1080 }]) {
  test(`${viewport.width}x${viewport.height}: the explanation shows and the hint covers neither the maze's bottom row nor the canvas`, async () => {
    const { context, page, problems } = await openPage(browser, server.url, { viewport });
    await page.keyboard.press('End');
    await waitForState(page, 'finished');
    const { '#canvas-help': hint, '#view': canvas } = await boxesOf(page, ['#canvas-help', '#view']);
    assert.ok(hint, 'the hint is shown');
    await assertLastRowClear(page, viewport);
    assert.ok(!overlap(hint, canvas), `hint ${show(hint)} clear of the canvas ${show(canvas)}`);
    assert.ok(await page.locator('.tagline').isVisible(), 'the explanation is shown');
    if (viewport.width === 1280) {
      await page.evaluate(() => document.activeElement?.blur());
      await screenshot(page, 'desktop-first-load');
      // The Walk view's hint is under its canvas too.
      await page.check('input[name="mode"][value="walk"]', { force: true });
      await page.waitForFunction(() => !document.getElementById('walk-view').hidden); // built on first use
      const walk = await boxesOf(page, ['#walk-help', '#walk-canvas']);
      assert.ok(walk['#walk-help'] && !overlap(walk['#walk-help'], walk['#walk-canvas']), `walk hint ${show(walk['#walk-help'])} clear of its canvas ${show(walk['#walk-canvas'])}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// The other views on the phone: Walk and Roads keep their narration and playback on the first screen,
// uncovered, with the canvas clear of the bar; Compare's one playback bar is at hand, not three screens
// below its mazes.
test('390x844: Walk, Roads and Compare keep their narration and playback on the first screen', async () => {
  const { context, page, problems } = await openPage(browser, server.url, PHONE);
  const views = [
    ['walk', () => page.waitForFunction(() => window.frontier.walk() !== null, null, { polling: 100 }), '#walk-canvas'],
    ['roads', () => page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, { polling: 100 }), '#roads-canvas'],
  ];
  for (const [view, ready, canvasSelector] of views) {
    await page.locator(`label:has(input[name="mode"][value="${view}"])`).tap();
    await ready();
    await page.locator(`#${view}-play`).tap();
    await page.waitForFunction((id) => document.getElementById(id).textContent.length > 20, `${view}-narration`, { polling: 100 });
    const boxes = await boxesOf(page, [`#${view}-narration`, `#${view}-playback`, canvasSelector]);
    const [narration, bar, canvas] = Object.values(boxes);
    assert.ok(inside(narration, PHONE.viewport) && inside(bar, PHONE.viewport), `${view}: narration ${show(narration)} and bar ${show(bar)} on screen`);
    assert.ok(!overlap(narration, bar) && !overlap(canvas, bar), `${view}: the bar ${show(bar)} clear of the narration ${show(narration)} and the canvas ${show(canvas)}`);
    await page.locator(`#${view}-play`).tap(); // pause for the photograph
    await screenshot(page, `phone-${view}`);
  }
  await page.locator('label:has(input[name="mode"][value="compare"])').tap();
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3, null, { polling: 100 });
  const { '#compare-playback': bar, '.compare-column:first-child canvas': canvas } = await boxesOf(page, ['#compare-playback', '.compare-column:first-child canvas']);
  assert.ok(inside(bar, PHONE.viewport), `compare: the playback bar ${show(bar)} on the first screen`);
  assert.ok(!overlap(bar, canvas), `compare: the bar ${show(bar)} clear of the first maze ${show(canvas)}`);
  await screenshot(page, 'phone-compare');
  assert.deepEqual(problems, []);
  await context.close();
});
