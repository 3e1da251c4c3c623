// Keyboard-only use: Tab reaches Run and Enter starts it; Space, arrows, Home and End drive playback;
// every control has a name; and with reduced motion the page shows results without animating.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, stats, waitForState } from './support.mjs';

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
