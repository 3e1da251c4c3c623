// Issue 14's smaller defects, items 12 to 15: a hand-written link opens like the default page; the
// MovingAI check says which rules its optimum assumes and switches to them in one click; .map export
// warns that it drops terrain and offers .txt; the Query menu names the query on screen.
import test from 'node:test';
import fs from 'node:fs';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, waitForState, stats } from './support.mjs';
import { speedIndexFor } from '../../web/view/player.js';

const { server, browser } = await serverAndBrowser();
const MAP = 'S...%23....../.%23%23.%23.%23%23%23%23./......%23...G';

const linkReady = (page) => page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });

test('item 12: a hand-written link without step, show or speed opens like the default page', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${MAP}&algo=astar`);
  await linkReady(page);
  // Searching, not a bare maze: playing from the start (or already finished on this small map).
  await page.waitForFunction(() => ['playing', 'finished'].includes(document.body.dataset.state), null, { polling: 50 });
  assert.ok(await page.evaluate(() => window.frontier.result() !== null), 'a search is shown');
  assert.equal(await page.isChecked('#show-numbers'), true, 'numbers on, as on the default page');
  assert.equal(await page.isChecked('#show-arrows'), true);
  const steps = await page.evaluate(() => Number(document.getElementById('scrubber').max));
  assert.equal(Number(await page.inputValue('#speed')), speedIndexFor(steps), 'speed fitted to the trace');
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await screenshot(page, 'hand-written-link');
  assert.deepEqual(problems, []);
  await context.close();
});

test('item 12: a hand-written link that gives step, show and speed keeps them', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${MAP}&algo=astar&step=3&show=arrows&speed=2`);
  await linkReady(page);
  await waitForState(page, 'paused');
  assert.equal(await page.evaluate(() => Number(document.getElementById('scrubber').value)), 3);
  assert.equal(await page.isChecked('#show-numbers'), false);
  assert.equal(await page.isChecked('#show-arrows'), true);
  assert.equal(await page.inputValue('#speed'), '2');
  assert.deepEqual(problems, []);
  await context.close();
});

test('item 15: the 512x512 map\'s Query menu names the query on screen', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.selectOption('#preset', 'map:maze512-1-0');
  await page.waitForFunction(() => !document.getElementById('query-row').hidden && window.frontier.maze().width === 512, null, { polling: 100 });
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const shown = await page.evaluate(() => {
    const select = document.getElementById('query');
    return { value: select.value, text: select.options[select.selectedIndex]?.text ?? '' };
  });
  const { start, goal } = await page.evaluate(() => window.frontier.maze());
  assert.notEqual(shown.value, '', `the menu reads "${shown.text}"`);
  assert.ok(shown.text.includes(`(${start.x},${start.y}) → (${goal.x},${goal.y})`), shown.text);
  // The entries stay in query order.
  const values = await page.evaluate(() => [...document.getElementById('query').options].slice(1).map((option) => Number(option.value)));
  assert.deepEqual(values, [...values].sort((a, b) => a - b));
  await page.locator('#query').scrollIntoViewIfNeeded();
  await screenshot(page, 'query-menu-512');
  assert.deepEqual(problems, []);
  await context.close();
});

test('item 13: a scenario cost by other rules says which rules the optimum assumes; one click switches and reruns', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.selectOption('#preset', 'map:arena');
  await page.waitForFunction(() => !document.getElementById('query-row').hidden && window.frontier.maze().width === 49, null, { polling: 100 });
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('[data-stat="match"]').dataset.value === 'true');
  assert.equal(await page.locator('#scenario-rules').isHidden(), true, 'nothing to explain while it matches');
  await page.selectOption('#opt-costs', 'integer');
  await page.waitForFunction(() => document.querySelector('[data-stat="match"]').dataset.value === 'false');
  const why = await page.locator('#scenario-rules-why').textContent();
  assert.match(why, /optimum assumes 8-direction moves costing 1 and √2 \(octile\) that never cut a corner; this search uses steps costing 10 and 14/);
  await page.locator('#scenario-rules').scrollIntoViewIfNeeded();
  await screenshot(page, 'scenario-rules');
  await page.click('#scenario-rules-apply');
  await page.waitForFunction(() => document.querySelector('[data-stat="match"]').dataset.value === 'true');
  const options = await page.evaluate(() => window.frontier.options());
  assert.deepEqual([options.movement, options.diagonal, options.costs], [8, 'no-corner-cut', 'float']);
  assert.equal(await page.locator('#scenario-rules').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('item 14: .map export of a grid with terrain warns what is lost and offers .txt, which keeps it', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#map=S.gg/.ss./w..G&step=0`);
  await linkReady(page);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.click('#export-map');
  await page.locator('#export-warning').waitFor({ state: 'visible' });
  assert.equal(downloads, 0, 'no silent download');
  assert.match(await page.locator('#export-warning-text').textContent(), /no tiles for terrain: 2 grass, 2 sand, 1 water cells would be saved as plain floor/);
  await page.locator('#export-warning').scrollIntoViewIfNeeded();
  await screenshot(page, 'export-map-warning');
  const [txt] = await Promise.all([page.waitForEvent('download'), page.click('#export-ascii-instead')]);
  assert.match(txt.suggestedFilename(), /\.txt$/);
  assert.match(String(fs.readFileSync(await txt.path())), /gg[\s\S]*ss[\s\S]*w/);
  assert.equal(await page.locator('#export-warning').isHidden(), true);
  // The reader may still want the .map.
  await page.click('#export-map');
  const [map] = await Promise.all([page.waitForEvent('download'), page.click('#export-map-anyway')]);
  assert.match(map.suggestedFilename(), /\.map$/);
  assert.deepEqual(problems, []);
  await context.close();
});
