// Keyboard-only use: Tab reaches Run and Enter starts it; Space, arrows, Home and End drive playback;
// every control has a name; and with reduced motion the page shows results without animating.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, stats, waitForState, afterFrames } from './support.mjs';

const { server, browser } = await serverAndBrowser();

test('Tab to Run, Enter runs; Space, arrows, Home and End play and step', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.waitForFunction(() => ['playing', 'finished'].includes(document.body.dataset.state));
  // Let the first animation finish, then clear it, so the run below is the keyboard's doing.
  await page.keyboard.press('End');
  await page.locator('#clear-path').focus();
  await page.keyboard.press('Enter');
  await waitForState(page, 'editing');
  await page.evaluate(() => document.activeElement.blur());
  let presses = 0;
  while (presses < 60 && await page.evaluate(() => document.activeElement?.id) !== 'run') {
    await page.keyboard.press('Tab');
    presses++;
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), 'run', 'Run is reachable with Tab');
  await page.keyboard.press('Enter');
  await waitForState(page, 'playing');
  // Space on a focused button presses that button; away from controls it toggles playback.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('Space');
  await waitForState(page, 'paused');
  await page.keyboard.press('Home');
  assert.match(await page.locator('#step-readout').textContent(), /^0 \//);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#step-readout').textContent(), /^2 \//);
  assert.equal((await stats(page)).expanded, '1');
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.locator('#step-readout').textContent(), /^1 \//);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.equal((await stats(page)).status, 'found');
  // The result was announced for screen readers.
  assert.match(await page.locator('#announcer').textContent(), /found a path/);
  await page.keyboard.press('Space');
  await waitForState(page, 'playing');
  await screenshot(page, 'keyboard-playing');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the scrubber and speed sliders work with arrow keys', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.locator('#scrubber').focus();
  await page.keyboard.press('Home');
  assert.match(await page.locator('#step-readout').textContent(), /^0 \//);
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#step-readout').textContent(), /^1 \//);
  await page.locator('#speed').focus();
  await page.keyboard.press('End');
  assert.equal(await page.locator('#speed-readout').textContent(), 'fastest');
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#speed-readout').textContent(), '1 step/s');
  assert.deepEqual(problems, []);
  await context.close();
});

test('every control has an accessible name and a live region announces status', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, input, select')]
    .filter((element) => {
      const name = element.getAttribute('aria-label') || [...(element.labels ?? [])].map((l) => l.textContent.trim()).join('') ||
        (element.tagName === 'BUTTON' ? element.textContent.trim() : '') || element.getAttribute('aria-labelledby');
      return !name;
    })
    .map((element) => element.outerHTML.slice(0, 80)));
  assert.deepEqual(unnamed, []);
  assert.equal(await page.locator('#announcer').getAttribute('aria-live'), 'polite');
  assert.deepEqual(problems, []);
  await context.close();
});

test('with reduced motion the page does not animate: runs show their end at once', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  await waitForState(page, 'finished');
  assert.equal((await stats(page)).status, 'found');
  await page.click('#run');
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'finished');
  // Play is an explicit request to watch: it still animates.
  await page.click('#play');
  await waitForState(page, 'playing');
  assert.deepEqual(problems, []);
  await context.close();
});

// The options are a <form>; with one number field in it, Enter would submit it and reload the page.
test('Enter in a Weight field applies it and does not reload the page', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.evaluate(() => { window.stillThisPage = true; });
  await page.selectOption('#opt-algorithm', 'weighted-astar');
  await page.fill('#opt-weight', '3');
  await page.locator('#opt-weight').press('Enter');
  await page.waitForFunction(() => window.frontier.options().weight === 3);
  await page.waitForTimeout(300); // a submission would navigate by now
  assert.equal(await page.evaluate(() => window.stillThisPage), true, 'the page was not reloaded');
  assert.equal(new URL(page.url()).search, '');
  // The same in a compare column's form.
  await page.check('input[name="mode"][value="compare"]', { force: true });
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  await page.selectOption('#cmp1-algorithm', 'weighted-astar');
  await page.fill('#cmp1-weight', '4');
  await page.locator('#cmp1-weight').press('Enter');
  await page.waitForFunction(() => document.querySelector('#compare-table tbody tr:nth-child(2) th').textContent.includes('w = 4'));
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.stillThisPage), true, 'the page was not reloaded from compare');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Space on a focused summary opens it instead of playing', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.check('input[name="mode"][value="compare"]', { force: true });
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('End');
  assert.equal(await page.locator('#compare-play').getAttribute('aria-label'), 'Play');
  const summary = page.locator('.compare-column summary').first();
  await summary.focus();
  await page.keyboard.press('Space');
  assert.equal(await summary.evaluate((element) => element.parentElement.open), true, 'the details opened');
  assert.equal(await page.locator('#compare-play').getAttribute('aria-label'), 'Play', 'playback did not start');
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 14, item 9: the maze is a grid the keyboard can use. One session with the keyboard alone: Tab to
// the maze, move its cursor, draw, erase, paint terrain, undo and redo, move start and goal, run with
// Enter, then scrub with the scrubber's arrows; arrows away from the maze still step.
test('a whole edit-run-scrub session with the keyboard alone', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const cursor = () => page.evaluate(() => window.frontier.keyCursor());
  const cellCode = (x, y) => page.evaluate(([cx, cy]) => {
    const maze = window.frontier.maze();
    return maze.cells[cy * maze.width + cx];
  }, [x, y]);
  // The ring's colour just outside the cursor cell's right edge, read off the canvas.
  const ringPixel = () => page.evaluate(() => {
    const canvas = document.getElementById('view');
    const at = window.frontier.keyCursor() ?? { x: 0, y: 0 };
    const view = window.frontier.view();
    const rect = canvas.getBoundingClientRect();
    const centre = window.frontier.cellCentre(at.x, at.y);
    const half = Math.max(view.scale, 10) / 2;
    const ring = Math.max(3, Math.min(6, view.scale * 0.14));
    const dpr = canvas.width / rect.width;
    const px = Math.round((centre.x - rect.left + half + ring / 2) * dpr);
    const py = Math.round((centre.y - rect.top) * dpr);
    // Read through a one-pixel copy: reading the page's canvas itself again and again draws a warning.
    const probe = document.createElement('canvas');
    probe.width = 1;
    probe.height = 1;
    const probeContext = probe.getContext('2d', { willReadFrequently: true });
    probeContext.drawImage(canvas, px, py, 1, 1, 0, 0, 1, 1);
    return Array.from(probeContext.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
  const isFocusOrange = ([r, g, b]) => r > 220 && g > 130 && g < 190 && b < 80;
  async function moveTo(x, y) {
    const at = await cursor();
    const steps = [[x - at.x, 'ArrowRight', 'ArrowLeft'], [y - at.y, 'ArrowDown', 'ArrowUp']];
    for (const [delta, more, less] of steps) {
      for (let i = 0; i < Math.abs(delta); i++) await page.keyboard.press(delta > 0 ? more : less);
    }
    assert.deepEqual(await cursor(), { x, y });
  }

  // Tab reaches the canvas; the cursor appears on the start, drawn as a ring, and only while focused.
  await page.evaluate(() => document.activeElement.blur());
  assert.equal(await cursor(), null);
  let presses = 0;
  while (presses < 40 && await page.evaluate(() => document.activeElement?.id) !== 'view') {
    await page.keyboard.press('Tab');
    presses++;
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), 'view', 'Tab reaches the maze');
  const maze = await page.evaluate(() => window.frontier.maze());
  assert.deepEqual(await cursor(), maze.start);
  await afterFrames(page); // the ring is drawn at the next frame
  assert.ok(isFocusOrange(await ringPixel()), `the focus ring shows: ${await ringPixel()}`);

  // Arrows move the cursor, not the playback, while the maze has focus.
  const stepBefore = await page.locator('#step-readout').textContent();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await cursor(), { x: maze.start.x + 1, y: maze.start.y - 1 });
  assert.equal(await page.locator('#step-readout').textContent(), stepBefore, 'arrows on the maze do not step');
  assert.match(await page.locator('#announcer').textContent(), /^\(\d+, \d+\): (floor|wall)/);

  // W, E, 1-4 paint the cell under the cursor; each is one undo step (Ctrl+Z, Ctrl+Shift+Z).
  const target = { x: Math.floor(maze.width / 2), y: Math.floor(maze.height / 2) };
  await moveTo(target.x, target.y);
  await page.keyboard.press('w');
  assert.equal(await cellCode(target.x, target.y), 1, 'W draws a wall');
  await page.keyboard.press('e');
  assert.equal(await cellCode(target.x, target.y), 0, 'E erases');
  for (const [key, code] of [['2', 2], ['3', 3], ['4', 4], ['1', 0]]) {
    await page.keyboard.press(key);
    assert.equal(await cellCode(target.x, target.y), code, `${key} paints code ${code}`);
  }
  await page.keyboard.press('w');
  await page.keyboard.press('Control+z');
  assert.equal(await cellCode(target.x, target.y), 0, 'undo takes the wall back');
  await page.keyboard.press('Control+Shift+z');
  assert.equal(await cellCode(target.x, target.y), 1, 'redo puts it back');
  await page.keyboard.press('e');
  // The edits re-ran the search shown, as the pointer's do.
  await waitForState(page, 'finished');

  // S and G put the start and goal on the cursor (never on a wall); a link follows.
  const goalAt = { x: maze.width - 1, y: 0 };
  await moveTo(goalAt.x, goalAt.y);
  await page.keyboard.press('e');
  await page.keyboard.press('g');
  await moveTo(0, maze.height - 1);
  await page.keyboard.press('e');
  await page.keyboard.press('s');
  const moved = await page.evaluate(() => window.frontier.maze());
  assert.deepEqual(moved.goal, goalAt);
  assert.deepEqual(moved.start, { x: 0, y: maze.height - 1 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('w');
  await afterFrames(page); // the wall's re-run (at the next frame) announces its result; the refusal comes after it
  await page.keyboard.press('s');
  assert.deepEqual((await page.evaluate(() => window.frontier.maze())).start, moved.start, 'S refuses a wall');
  assert.match(await page.locator('#announcer').textContent(), /is a wall: the start cannot go there/);
  await page.keyboard.press('e');

  // A share link carries the keyboard's edits, as it carries the pointer's.
  const { url } = await page.evaluate(() => window.frontier.shareLink());
  const shared = await openPage(browser, url);
  await shared.page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
  const sharedMaze = await shared.page.evaluate(() => window.frontier.maze());
  assert.deepEqual([sharedMaze.start, sharedMaze.goal], [moved.start, moved.goal]);
  assert.deepEqual(sharedMaze.cells, await page.evaluate(() => window.frontier.maze().cells));
  assert.deepEqual(shared.problems, []);
  await shared.context.close();

  // The cursor on the canvas, for a person to look at.
  await moveTo(target.x + 2, target.y);
  await afterFrames(page);
  await screenshot(page, 'keyboard-cursor');

  // Enter runs; Space pauses (the canvas does not own it); Home goes to step 0.
  await page.keyboard.press('Enter');
  await waitForState(page, 'playing');
  await page.keyboard.press('Space');
  await waitForState(page, 'paused');
  await page.keyboard.press('Home');
  assert.match(await page.locator('#step-readout').textContent(), /^0 \//);

  // Tab on to the scrubber: its arrows scrub, and it says where it is.
  presses = 0;
  while (presses < 20 && await page.evaluate(() => document.activeElement?.id) !== 'scrubber') {
    await page.keyboard.press('Tab');
    presses++;
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), 'scrubber');
  assert.equal(await cursor(), null, 'the cursor goes with the focus');
  await afterFrames(page);
  assert.ok(!isFocusOrange(await ringPixel()), 'the ring is gone with the focus');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#step-readout').textContent(), /^5 \//);
  const stepCount = await page.evaluate(() => Number(document.getElementById('scrubber').max));
  assert.equal(await page.locator('#scrubber').getAttribute('aria-valuetext'), `step 5 of ${stepCount.toLocaleString('en-US')}`);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.equal((await stats(page)).status, 'found');
  // Away from the maze and the sliders, the arrows step as before.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('#step-readout').textContent(), `${stepCount - 1} / ${stepCount}`);

  // ? lists the keys; Escape closes the list.
  await page.keyboard.press('?');
  assert.equal(await page.evaluate(() => document.getElementById('keys-help').open), true);
  assert.match(await page.locator('#keys-help').textContent(), /W.*Wall at the cursor/s);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.getElementById('keys-help').open), false);
  assert.deepEqual(problems, []);
  await context.close();
});

// The maze takes the focus from the keyboard only: after a click or a stroke, the arrows still step.
test('a click on the maze leaves the arrows to playback', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.locator('input[name="tool"][value="inspect"]').check({ force: true });
  await page.evaluate(() => document.activeElement.blur()); // the radio would keep the arrows
  const maze = await page.evaluate(() => window.frontier.maze());
  const at = await page.evaluate(([x, y]) => window.frontier.cellCentre(x, y), [maze.goal.x, maze.goal.y]);
  await page.mouse.click(at.x, at.y);
  assert.notEqual(await page.evaluate(() => document.activeElement.id), 'view');
  assert.equal(await page.evaluate(() => window.frontier.keyCursor()), null);
  const stepCount = await page.evaluate(() => Number(document.getElementById('scrubber').max));
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('#step-readout').textContent(), `${stepCount - 1} / ${stepCount}`);
  assert.equal(await page.evaluate(() => window.frontier.keyCursor()), null);
  assert.deepEqual(problems, []);
  await context.close();
});
