// Screen-reader checks (issue 14, item 10): axe-core (pinned in package.json) on the explore view after a
// search, compare, walk and the embed widget finds no violation of the WCAG 2.1 A and AA rules; the
// scrubbers say "step N of M"; the canvas's label gives the grid's size, start, goal and the result.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, waitForState, hostWidget, screenshot, axeViolations } from './support.mjs';

const { server, browser } = await serverAndBrowser();

test('explore after a search: no WCAG 2.1 A/AA violations; the scrubber and the canvas say where things are', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.deepEqual(await axeViolations(page), []);
  // The scrubber's value in words, and the canvas's label: size, start, goal and the result.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  const stepCount = await page.evaluate(() => Number(document.getElementById('scrubber').max));
  assert.ok(stepCount > 0);
  assert.equal(await page.locator('#scrubber').getAttribute('aria-valuetext'), `step 1 of ${stepCount.toLocaleString('en-US')}`);
  const maze = await page.evaluate(() => window.frontier.maze());
  const label = await page.locator('#view').getAttribute('aria-label');
  assert.match(label, new RegExp(`${maze.width} by ${maze.height} cells`));
  assert.match(label, new RegExp(`start at \\(${maze.start.x}, ${maze.start.y}\\)`));
  assert.match(label, new RegExp(`goal at \\(${maze.goal.x}, ${maze.goal.y}\\)`));
  assert.match(label, /Search at step 1 of/);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.match(await page.locator('#view').getAttribute('aria-label'), /Path found: \d+ steps, cost \d+/);
  // Paused mid-search (the scrubber, the narration and the open list all hold values): still clean.
  await page.keyboard.press('Home');
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  assert.deepEqual(await axeViolations(page), []);
  // The list of keys (?), open over the page.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('?');
  await page.waitForFunction(() => document.getElementById('keys-help').open);
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'keys-help');
  await page.keyboard.press('Escape');
  assert.deepEqual(problems, []);
  await context.close();
});

test('explore with the code panel open, mid-search: no WCAG 2.1 A/AA violations; one line is the current step', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.check('#code-toggle');
  await page.waitForFunction(() => document.querySelector('#code-panel .code-lines [aria-current="step"]'));
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('Home');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('#code-panel .code-lines [aria-current="step"]').count(), 1);
  assert.equal(await page.locator('#code-panel-tab-pseudocode').getAttribute('aria-selected'), 'true');
  assert.deepEqual(await axeViolations(page), []);
  await page.click('#code-panel-tab-cpp');
  await page.waitForFunction(() => document.querySelector('#code-panel .code-heading'));
  assert.deepEqual(await axeViolations(page), [], 'the C++ tab');
  assert.deepEqual(problems, []);
  await context.close();
});

test('compare and walk views: no WCAG 2.1 A/AA violations; their scrubbers say "step N of M"', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await page.check('input[name="mode"][value="compare"]', { force: true });
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.getElementById('compare-play').getAttribute('aria-label') === 'Play');
  assert.deepEqual(await axeViolations(page), []);
  const compareMax = await page.evaluate(() => Number(document.getElementById('compare-scrubber').max));
  assert.equal(await page.locator('#compare-scrubber').getAttribute('aria-valuetext'),
    `step ${compareMax.toLocaleString('en-US')} of ${compareMax.toLocaleString('en-US')}`);

  await page.check('input[name="mode"][value="walk"]', { force: true });
  await page.waitForFunction(() => window.frontier.walk()?.stepCount > 0);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.frontier.walk().state === 'ended');
  assert.deepEqual(await axeViolations(page), []);
  const walk = await page.evaluate(() => window.frontier.walk());
  assert.equal(await page.locator('#walk-scrubber').getAttribute('aria-valuetext'),
    `step ${walk.step.toLocaleString('en-US')} of ${walk.stepCount.toLocaleString('en-US')}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the embed widget in an iframe: no WCAG 2.1 A/AA violations', async () => {
  const MAP = encodeURIComponent('S....\n.##..\n...#G');
  for (const controls of ['full', 'minimal', 'none']) {
    const { context, frame, problems } = await hostWidget(browser, `${server.url}?embed&controls=${controls}#map=${MAP}&step=3`);
    assert.deepEqual(await axeViolations(frame), [], `controls=${controls}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  // A whole lesson in a widget (issue 45): its card beside the view, a puzzle asked.
  const { context, page, frame, problems } = await hostWidget(browser, `${server.url}?embed#lesson=astar-step-by-step&scene=2`);
  await page.waitForFunction(() => window.received.some((m) => m.type === 'lesson-scene'));
  await frame.waitForSelector('[data-puzzle="number-g"]', { state: 'visible' });
  assert.deepEqual(await axeViolations(frame), [], 'a lesson');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Roads view, with a search and K routes on screen: 0 violations', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.check('input[name="mode"][value="roads"]', { force: true });
  await page.waitForFunction(() => window.frontier.roads()?.network, null, { polling: 100, timeout: 30000 });
  await page.click('#roads-run');
  await page.waitForFunction(() => window.frontier.roads()?.stepCount > 0, null, { polling: 100 });
  await page.click('#roads-routes-find');
  await page.waitForFunction(() => window.frontier.roads()?.routes, null, { polling: 100 });
  assert.deepEqual(await axeViolations(page), []);
  // And with a drive shown (its table of plans).
  await page.click('#roads-drive');
  await page.waitForFunction(() => window.frontier.roads()?.drive?.result, null, { polling: 100 });
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Roads view\'s Prepare panel (issue 33), with ALT prepared and run, and the contraction playing: 0 violations', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.check('input[name="mode"][value="roads"]', { force: true });
  await page.waitForFunction(() => window.frontier.roads()?.network, null, { polling: 100, timeout: 30000 });
  await page.selectOption('#roads-source', 'monaco');
  await page.waitForFunction(() => window.frontier.roads()?.network?.label.includes('Monaco'), null, { polling: 100, timeout: 30000 });
  assert.deepEqual(await axeViolations(page), [], 'alt and ch offered off, with the reason');
  await page.click('#roads-prepare');
  await page.waitForFunction(() => window.frontier.roads()?.prepare.alt?.holds, null, { polling: 100, timeout: 30000 });
  await page.selectOption('#roads-algorithm', 'alt');
  await page.click('#roads-run');
  await page.waitForFunction(() => window.frontier.roads()?.request?.algorithm === 'alt', null, { polling: 100, timeout: 30000 });
  assert.deepEqual(await axeViolations(page), []);
  await page.selectOption('#roads-prepare-technique', 'ch');
  await page.click('#roads-prepare');
  await page.waitForFunction(() => window.frontier.roads()?.prepare.ch?.holds, null, { polling: 100, timeout: 30000 });
  await page.click('#roads-contraction-play');
  await page.waitForFunction(() => window.frontier.roads()?.contraction, null, { polling: 100 });
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Learn, a puzzle waiting for its answer (numbers, which), its verdict and a lesson: no WCAG 2.1 A/AA violations', async () => {
  const map = '.......%2F...%23...%2F.S.%23.G.%2F...%23...%2F.......&algo=astar&heuristic=manhattan&movement=8&costs=integer';
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${map}`);
  await page.click('#learn-button');
  await page.waitForSelector('#learn-puzzles button');
  assert.deepEqual(await axeViolations(page), []);
  await page.click('#learn-puzzles [data-puzzle-kind="numbers"]');
  await page.waitForFunction(() => /What are F, G and H/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  assert.deepEqual(await axeViolations(page), []);
  for (const name of ['g', 'h', 'f']) await page.fill(`[data-puzzle="number-${name}"]`, '1');
  await page.click('[data-puzzle="check"]');
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  assert.deepEqual(await axeViolations(page), []);
  await page.evaluate(() => window.frontier.startPuzzle({ kind: 'which', seed: 2, count: 1 }));
  await page.waitForSelector('[data-puzzle^="choice-"]');
  assert.deepEqual(await axeViolations(page), []);
  const lesson = { format: 'frontier-lesson/1', title: 'A lesson', scenes: [{ title: 'One', text: 'Words.', link: `map=${map}&step=2` }] };
  assert.deepEqual(await page.evaluate((data) => window.frontier.openLesson(data), lesson), {});
  assert.deepEqual(await axeViolations(page), []);
  await page.click('#learn-button');
  await page.click('#lesson-write');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});
