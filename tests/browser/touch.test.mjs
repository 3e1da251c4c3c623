// Touch input in Chromium with touch emulation: a finger draws walls (pointer events with pointerType
// 'touch', as a phone sends them), taps inspect, drags the start, and two fingers pinch-zoom without
// leaving stray walls behind.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, waitForState, cellCentre, pageMaze, floorPair } from './support.mjs';

const { server, browser } = await serverAndBrowser();

async function touchPage() {
  const opened = await openPage(browser, server.url, { viewport: { width: 390, height: 800 }, hasTouch: true, deviceScaleFactor: 2 });
  const cdp = await opened.context.newCDPSession(opened.page);
  // Record the pointer types the canvas sees, to be sure the page gets touch, not mouse, events.
  await opened.page.evaluate(() => {
    window.pointerTypes = [];
    document.getElementById('view').addEventListener('pointerdown', (event) => window.pointerTypes.push(event.pointerType));
  });
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: points.map(({ x, y }, id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
  return { ...opened, touch };
}

test('a finger draws walls along its stroke', async () => {
  const { context, page, problems, touch } = await touchPage();
  await page.click('#clear-path');
  const before = await pageMaze(page);
  const { x, y } = floorPair(before);
  const from = await cellCentre(page, x, y);
  const to = await cellCentre(page, x + 1, y);
  await touch('touchStart', [from]);
  for (let k = 1; k <= 4; k++) await touch('touchMove', [{ x: from.x + ((to.x - from.x) * k) / 4, y: from.y }]);
  await touch('touchEnd', []);
  const after = await pageMaze(page);
  assert.equal(after.cells[y * after.width + x], 1);
  assert.equal(after.cells[y * after.width + x + 1], 1);
  assert.deepEqual(await page.evaluate(() => window.pointerTypes), ['touch']);
  // A tap (touchscreen.tap) toggles one more cell.
  const other = floorPair(after, y * after.width + x + 3);
  const centre = await cellCentre(page, other.x, other.y);
  await page.touchscreen.tap(centre.x, centre.y);
  assert.equal((await pageMaze(page)).cells[other.y * after.width + other.x], 1);
  await screenshot(page, 'touch-walls');
  assert.deepEqual(problems, []);
  await context.close();
});

test('with Inspect a tap shows the cell; a drag moves the start', async () => {
  const { context, page, problems, touch } = await touchPage();
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const maze = await pageMaze(page);
  await page.locator('label:has(input[value="inspect"])').tap();
  const start = await cellCentre(page, maze.start.x, maze.start.y);
  await page.touchscreen.tap(start.x, start.y);
  assert.match(await page.locator('#inspector').textContent(), /start/);
  // Back to the wall tool: a drag that begins on the start moves it.
  await page.locator('label:has(input[name="tool"][value="wall"])').tap();
  let target = null;
  for (let y = maze.start.y + 1; y < maze.height && !target; y++) {
    if (maze.cells[y * maze.width + maze.start.x] === 0) target = { x: maze.start.x, y };
    else break;
  }
  for (let y = maze.start.y - 1; y >= 0 && !target; y--) {
    if (maze.cells[y * maze.width + maze.start.x] === 0) target = { x: maze.start.x, y };
    else break;
  }
  assert.ok(target, 'a floor cell next to the start');
  const to = await cellCentre(page, target.x, target.y);
  await touch('touchStart', [start]);
  await touch('touchMove', [{ x: (start.x + to.x) / 2, y: (start.y + to.y) / 2 }]);
  await touch('touchMove', [to]);
  await touch('touchEnd', []);
  assert.deepEqual((await pageMaze(page)).start, target);
  await page.waitForFunction(([x, y]) => {
    const first = window.frontier.result()?.path?.[0];
    return first?.x === x && first?.y === y;
  }, [target.x, target.y]);
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'finished');
  assert.deepEqual(problems, []);
  await context.close();
});

test('two fingers pinch-zoom and leave no walls behind', async () => {
  const { context, page, problems, touch } = await touchPage();
  const before = await pageMaze(page);
  const scale = (await page.evaluate(() => window.frontier.view())).scale;
  const box = await page.locator('#view').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await touch('touchStart', [{ x: cx - 20, y: cy }]);
  await touch('touchStart', [{ x: cx - 20, y: cy }, { x: cx + 20, y: cy }]);
  for (let k = 1; k <= 5; k++) await touch('touchMove', [{ x: cx - 20 - 15 * k, y: cy }, { x: cx + 20 + 15 * k, y: cy }]);
  await touch('touchEnd', [{ x: cx + 95, y: cy }]);
  await touch('touchEnd', []);
  const zoomed = (await page.evaluate(() => window.frontier.view())).scale;
  assert.ok(zoomed > scale * 2, `pinch zoomed from ${scale} to ${zoomed}`);
  assert.deepEqual((await pageMaze(page)).cells, before.cells, 'the first finger\'s stroke was taken back');
  await screenshot(page, 'touch-pinched');
  await page.click('#fit');
  assert.equal((await page.evaluate(() => window.frontier.view())).scale, scale);
  assert.deepEqual(problems, []);
  await context.close();
});
