// Play the contraction on a network bigger than the part a page plays (issue 43, item 9): the 20,000 junctions
// nearest S, from the least important to the top of the hierarchy, each step saying its rank in the whole
// contraction; the first 20,000 ranks alone added no shortcut for thousands of steps on a million junctions.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { openRoads, screenshot, serverAndBrowser } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const POLL = { polling: 100, timeout: 120000 };

test('a 30,000-junction town: the contraction played is the 20,000 junctions nearest S, up to the top', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'random');
  await page.waitForFunction(() => !window.frontier.roads().loading && !document.getElementById('roads-generate').disabled, null, POLL);
  await page.fill('#roads-nodes', '30000');
  await page.fill('#roads-seed', '9');
  await page.click('#roads-generate');
  await page.waitForFunction(() => window.frontier.roads().network?.nodes === 30000 && !window.frontier.roads().loading, null, POLL);
  await page.selectOption('#roads-prepare-technique', 'ch');
  await page.click('#roads-prepare');
  await page.waitForFunction(() => window.frontier.roads().prepare?.ch?.holds && !window.frontier.roads().prepare.running, null, POLL);
  assert.match(await page.textContent('#roads-prepare-message'), /Play the contraction shows the 20,000 junctions nearest S, least important first\./);
  await page.click('#roads-contraction-play');
  await page.waitForFunction(() => window.frontier.roads().contraction, null, POLL);
  await page.click('#roads-to-end');
  await page.waitForFunction(() => { const c = window.frontier.roads().contraction; return c && c.step === c.stepCount; }, null, POLL);
  const played = (await page.evaluate(() => window.frontier.roads())).contraction;
  assert.equal(played.stepCount, 20000);
  assert.ok(played.current.rank > 0.9 * 30000, `the last junction played is rank ${played.current.rank + 1} of 30,000`);
  assert.ok(played.shortcuts > 0);
  assert.match(await page.textContent('#roads-narration'), /\(the 20,000 junctions nearest S played, of 30,000: a part of a big network\)\.$/);
  await screenshot(page, 'roads-contraction-part');
  assert.deepEqual(problems, []);
  await context.close();
});
