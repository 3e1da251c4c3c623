// The page at a phone's 375 px and a desktop's 1920 px: nothing overflows sideways, the whole maze is on
// the canvas, and the controls are on screen.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, waitForState } from './support.mjs';

const { server, browser } = await serverAndBrowser();

for (const [name, viewport, scale] of [['phone', { width: 375, height: 740 }, 2], ['desktop', { width: 1920, height: 1080 }, 1]]) {
  test(`lays out at ${viewport.width} px wide (${name})`, async () => {
    const { context, page, problems } = await openPage(browser, server.url, { viewport, deviceScaleFactor: scale, hasTouch: name === 'phone' });
    await page.keyboard.press('End');
    await waitForState(page, 'finished');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
    // The whole grid is inside the canvas, and the canvas is drawn at the device's pixel ratio.
    const fit = await page.evaluate(() => {
      const canvas = document.getElementById('view');
      const rect = canvas.getBoundingClientRect();
      const maze = window.frontier.maze();
      const topLeft = window.frontier.cellCentre(0, 0);
      const bottomRight = window.frontier.cellCentre(maze.width - 1, maze.height - 1);
      return { rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, width: rect.width },
        topLeft, bottomRight, pixels: canvas.width, ratio: devicePixelRatio };
    });
    assert.ok(fit.topLeft.x > fit.rect.left && fit.topLeft.y > fit.rect.top, 'first cell on the canvas');
    assert.ok(fit.bottomRight.x < fit.rect.right && fit.bottomRight.y < fit.rect.bottom, 'last cell on the canvas');
    assert.ok(Math.abs(fit.pixels - fit.rect.width * fit.ratio) <= 2, 'canvas at device resolution');
    for (const id of ['run', 'play', 'scrubber']) {
      const box = await page.locator(`#${id}`).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `#${id} on screen`);
    }
    await screenshot(page, `layout-${name}`);
    // Compare mode fits too.
    await page.check('input[name="mode"][value="compare"]', { force: true });
    await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'compare: no sideways scrolling');
    await screenshot(page, `layout-${name}-compare`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
