// F, G and H on hexes (issue 43, item 7): wherever the hexes draw numbers, every reached hex has them (two-digit
// G and H too: 53 of 137 were blank at the end of a search), and the numbers puzzle on hexes zooms to where they
// are drawn.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { afterFrames, openPage, waitForFit, screenshot, serverAndBrowser } from './support.mjs';

const { server, browser } = await serverAndBrowser();

// A 31 x 15 hex room with a wall across: fitted at 1280 x 800 its hexes are under 34 px wide; G and H both run
// to three digits.
const ROWS = Array.from({ length: 15 }, (_, y) => Array.from({ length: 31 }, (_, x) => (x === 2 && y === 7 ? 'S' : x === 28 && y === 7 ? 'G' : (x === 15 && y > 1 && y < 13 ? '#' : '.'))).join(''));
const LINK = `map=${ROWS.join('%2F')}&topology=hex&algo=astar&heuristic=hex&show=numbers,arrows`;

test('hexes: at the end of a search every reached hex that numbers are drawn for has all of its figures', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#${LINK}`);
  await page.waitForFunction(() => window.frontier.result?.()?.status === 'found');
  await page.click('#to-end');
  await page.waitForFunction(() => document.body.dataset.state === 'finished');
  await afterFrames(page, 3);
  // Fitted: numbers are drawn only where they fit whole (none left out), else not at all and the hint says so.
  let drawn = await page.evaluate(() => window.frontier.numbers());
  if (drawn) assert.equal(drawn.left, 0, `fitted at ${(await page.evaluate(() => window.frontier.view())).scale} px: ${JSON.stringify(drawn)}`);
  else assert.match(await page.textContent('#zoom-hint'), /^Numbers appear when cells are at least \d+ px/);
  // Zoomed in a little at a time: at every zoom where numbers show, all reached hexes in view carry F, G and H.
  const canvas = await page.locator('#view').boundingBox();
  await page.mouse.move(canvas.x + canvas.width * 0.3, canvas.y + canvas.height / 2);
  let zooms = 0;
  for (let k = 0; k < 60 && (await page.evaluate(() => window.frontier.view().scale)) < 80; k++) {
    await page.mouse.wheel(0, -10);
    await afterFrames(page, 2);
    drawn = await page.evaluate(() => window.frontier.numbers());
    if (!drawn) continue;
    const scale = (await page.evaluate(() => window.frontier.view())).scale;
    assert.equal(drawn.left, 0, `at ${scale} px no reached hex is left blank: ${JSON.stringify(drawn)}`);
    assert.equal(drawn.figures, 3 * drawn.cells, 'F, G and H in each');
    assert.ok(drawn.minFont >= 10);
    zooms++;
  }
  assert.ok(zooms > 0 && drawn?.cells > 10, `numbers drawn once zoomed in: ${JSON.stringify(drawn)}`);
  await screenshot(page, 'hex-numbers-end');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hexes: the numbers puzzle zooms to where the hexes draw numbers, S and G in view', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#${LINK}`);
  await page.waitForFunction(() => window.frontier.result?.()?.status === 'found');
  await page.evaluate(() => window.frontier.startPuzzle({ kind: 'numbers', from: 4, cells: [[4, 7]] }));
  await page.waitForFunction(() => /What are F, G and H of \(4, 7\)/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  await waitForFit(page); // the card came: the canvas refitted to the room left
  const drawn = await page.evaluate(() => window.frontier.numbers());
  assert.ok(drawn && drawn.figures > 0 && drawn.left === 0, `the neighbours' numbers are drawn: ${JSON.stringify(drawn)} at ${(await page.evaluate(() => window.frontier.view())).scale} px`);
  const box = await page.locator('#view').boundingBox();
  for (const [x, y] of [[2, 7], [4, 7]]) {
    const at = await page.evaluate(([cx, cy]) => window.frontier.cellCentre(cx, cy), [x, y]);
    assert.ok(at.x >= box.x && at.x <= box.x + box.width && at.y >= box.y && at.y <= box.y + box.height, `(${x}, ${y}) in view`);
  }
  await screenshot(page, 'hex-numbers-puzzle');
  assert.deepEqual(problems, []);
  await context.close();
});
