// Compare mode: A*, Dijkstra and greedy on the same maze side by side, one scrubber for all, a table of
// their figures equal to the engine's, and columns added and removed.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, pageMaze, expectedResult, afterFrames } from './support.mjs';
import { PAGE_DEFAULTS } from '../../web/core/registry.js';

const { server, browser } = await serverAndBrowser();

test('compare runs three searches side by side with one scrubber and an engine-true table', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 1600, height: 1000 } });
  await page.check('input[name="mode"][value="compare"]');
  await page.locator('#compare-view').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  assert.equal(await page.locator('#explore-view').isHidden(), true);
  assert.equal(await page.locator('.compare-column canvas').count(), 3);
  const maze = await pageMaze(page);
  const rows = await page.locator('#compare-table tbody tr').evaluateAll((trs) => trs.map((tr) => ({
    algorithm: tr.dataset.algorithm, cells: [...tr.children].map((cell) => cell.textContent),
  })));
  assert.deepEqual(rows.map((row) => row.algorithm), ['astar', 'dijkstra', 'greedy']);
  for (const row of rows) {
    const expected = await expectedResult(maze, { ...PAGE_DEFAULTS, algorithm: row.algorithm });
    assert.equal(Number(row.cells[1].replaceAll(',', '')), expected.expanded, `${row.algorithm} expanded`);
    assert.equal(Number(row.cells[2]), expected.cost, `${row.algorithm} cost`);
  }
  // A* never expands more than Dijkstra; Dijkstra is optimal.
  assert.ok(Number(rows[0].cells[1].replaceAll(',', '')) <= Number(rows[1].cells[1].replaceAll(',', '')));
  assert.equal(rows[1].cells[3], 'yes');

  // One scrubber: at step 5 every column is at step 5 (or its end).
  await page.click('#compare-play').catch(() => {});
  await page.locator('#compare-scrubber').fill('5');
  const progress = await page.locator('.compare-column .progress').allTextContents();
  assert.equal(progress.length, 3);
  for (const text of progress) assert.match(text, /^Step 5: 4 expanded so far$|^Done at step/);
  await screenshot(page, 'compare-step5');
  await page.locator('#compare-to-end').click();
  assert.equal(await page.locator('#compare-step-readout').textContent(),
    `${await page.locator('#compare-scrubber').getAttribute('max')} / ${await page.locator('#compare-scrubber').getAttribute('max')}`);

  // Change the third column to BFS: its row follows.
  await page.selectOption('#cmp2-algorithm', 'bfs');
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr')[2].dataset.algorithm === 'bfs');
  const bfs = await expectedResult(maze, { ...PAGE_DEFAULTS, algorithm: 'bfs' });
  const bfsExpanded = await page.locator('#compare-table tbody tr').nth(2).locator('td').first().textContent();
  assert.equal(Number(bfsExpanded.replaceAll(',', '')), bfs.expanded);

  await page.click('#compare-add');
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 4);
  assert.equal(await page.locator('#compare-add').isDisabled(), true, 'four at most');
  await page.click('#compare-remove');
  await page.click('#compare-remove');
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 2);
  assert.equal(await page.locator('#compare-remove').isDisabled(), true, 'two at least');
  await screenshot(page, 'compare');

  // Back to explore: the maze and the explore view are as they were.
  await page.check('input[name="mode"][value="explore"]');
  assert.equal(await page.locator('#compare-view').isHidden(), true);
  assert.deepEqual((await pageMaze(page)).cells, maze.cells);
  assert.deepEqual(problems, []);
  await context.close();
});

// While the explore view is hidden its canvas measures 0 x 0; a panned view must not be clamped to that.
test('a panned explore view is where it was after a visit to compare', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await page.click('label:has(input[name="tool"][value="pan"])');
  const box = await page.locator('#view').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 3 });
  await page.mouse.up();
  const panned = await page.evaluate(() => window.frontier.view());
  await page.check('input[name="mode"][value="compare"]', { force: true });
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  // Each switch's layout, and the canvas's size observers after it, run by the next frame.
  await afterFrames(page);
  await page.check('input[name="mode"][value="explore"]', { force: true });
  await afterFrames(page);
  assert.deepEqual(await page.evaluate(() => window.frontier.view()), panned);
  assert.deepEqual(problems, []);
  await context.close();
});

// Theta*'s any-angle path beats every grid path on an open field: the table says so without calling it
// wrong (no "no", no red), with the grid's best beside it; Dijkstra beside it is judged as before.
test('compare does not call Theta*\'s shorter any-angle path not optimal', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 1600, height: 1000 } });
  await page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
  const { error } = await page.evaluate(() => window.frontier.openLink('map=S......../........./........G'));
  assert.equal(error, undefined);
  await page.check('input[name="mode"][value="compare"]');
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  await page.selectOption('#cmp0-algorithm', 'theta-star');
  await page.waitForFunction(() => document.querySelector('#compare-table tbody tr')?.dataset.algorithm === 'theta-star');
  const [theta, dijkstra] = await page.locator('#compare-table tbody tr').evaluateAll((trs) => trs.slice(0, 2).map((tr) => ({
    cells: [...tr.children].map((cell) => cell.textContent), bad: tr.children[3].className,
  })));
  const grid = Number(dijkstra.cells[2]);
  assert.ok(Number(theta.cells[2]) < grid - 0.01, `Theta* ${theta.cells[2]} vs the grid's ${grid}`);
  assert.equal(theta.cells[3], `n/a (grid best ${dijkstra.cells[2]})`);
  assert.equal(theta.bad, '');
  assert.equal(dijkstra.cells[3], 'yes');
  await screenshot(page, 'compare-theta-star-open-field');
  assert.deepEqual(problems, []);
  await context.close();
});
