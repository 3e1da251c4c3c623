// Memory on the page (issue 15, items 13 and 15): a search whose trace the engine could not keep whole
// still plays what was recorded, ends with the path and its figures, and says why the replay is short; a
// search over the engine's memory limit says so, and the page goes on when the limit allows again.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, stats, waitForState, pageMaze, expectedResult, afterFrames } from './support.mjs';
import { LIMITS } from '../../web/core/registry.js';

const { server, browser } = await serverAndBrowser();

async function openField(page, side) {
  await page.selectOption('#maze-kind', 'obstacles');
  await page.fill('#maze-density', '0');
  await page.fill('#maze-width', String(side));
  await page.fill('#maze-height', String(side));
  await page.click('#new-maze');
}

test('a trace cut where memory ran out plays to the path and says what it left out', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.selectOption('#opt-algorithm', 'dijkstra');
  await page.evaluate((bytes) => window.frontier.setMemoryLimit(bytes), 3 * LIMITS.minMemoryBytes);
  await openField(page, 256);
  await page.waitForFunction(() => window.frontier.maze().width === 256 && window.frontier.result()?.expanded !== undefined);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');

  const note = await page.locator('#optimal-note').textContent();
  assert.match(note, /^The recording stopped where the engine's memory ran out, after [\d,]+ events: the replay ends there, then shows the path; the figures are the whole search's\./);
  // The figures are the whole search's, and the path is drawn at the end of the replay.
  const expected = await expectedResult(await pageMaze(page), await page.evaluate(() => window.frontier.options()));
  const figures = await stats(page);
  assert.equal(Number(figures.expanded), expected.expanded);
  assert.ok(Math.abs(Number(figures.cost) - expected.cost) < 1e-9 * expected.cost);
  const maze = await page.evaluate(() => window.frontier.maze());
  const onPath = ({ x, y }) => page.evaluate(([cx, cy]) => window.frontier.cell(cx, cy).onPath, [x, y]);
  assert.equal(await onPath(maze.start), true, 'the path the replay ends with');
  assert.equal(await onPath(maze.goal), true);
  await page.locator('#optimal-note').scrollIntoViewIfNeeded();
  await screenshot(page, 'memory-trace-cut');

  // With the limit back, the same search records its whole trace and the note goes.
  await page.evaluate((bytes) => window.frontier.setMemoryLimit(bytes), LIMITS.memoryBytes);
  await page.selectOption('#opt-algorithm', 'astar');
  await page.selectOption('#opt-algorithm', 'dijkstra');
  await afterFrames(page); // the re-run lands at the next frame; End before it would end the cut run
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.doesNotMatch(await page.locator('#optimal-note').textContent(), /recording stopped/);

  // Over the limit the search is refused with its figures, and the page says so; it goes on when the
  // limit allows again.
  await page.evaluate((bytes) => window.frontier.setMemoryLimit(bytes), LIMITS.minMemoryBytes);
  await page.selectOption('#opt-algorithm', 'bidirectional-astar');
  await page.waitForFunction(() => /needs about/.test(document.getElementById('optimal-note').textContent));
  assert.match(await page.locator('#optimal-note').textContent(),
    /^The search could not run: this search needs about 5 MB of memory; the limit is 1 MB\.$/);
  assert.equal(await page.locator('[data-stat="status"]').textContent(), 'error');
  assert.equal(await page.evaluate(() => window.frontier.cell(0, 0)), null, 'no search left on show');
  await page.locator('#optimal-note').scrollIntoViewIfNeeded();
  await screenshot(page, 'memory-refused');
  await page.evaluate((bytes) => window.frontier.setMemoryLimit(bytes), LIMITS.memoryBytes);
  await page.click('#run');
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.equal((await stats(page)).status, 'found');
  assert.deepEqual(problems, []);
  await context.close();
});
