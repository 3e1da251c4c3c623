// Share links of the Roads view (issue 13): a link made there reopens the Roads view on the same network
// (made again from its seed, or the same city), the same start and goal, the same search at the same step,
// or the same K routes; a link that does not fit its network says why; a network from a file has no link.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();

async function openRoads(hash = '') {
  const opened = await openPage(browser, `${server.url}${hash}`);
  if (!hash) await opened.page.check('input[name="mode"][value="roads"]');
  await opened.page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, { polling: 100 });
  await waitForFit(opened.page); // the map, made while the view was hidden, fitted to its canvas
  return opened;
}

// Clicks junction `id` with the tool `tool` ('start' or 'goal').
async function clickNode(page, tool, id) {
  await page.check(`input[name="roads-tool"][value="${tool}"]`);
  const point = await page.evaluate((node) => window.frontier.roadNodeCentre(node), id);
  await page.mouse.click(point.x, point.y);
}

// The link of what is on screen, once the address bar has it too.
async function shareLink(page) {
  const { fragment, error } = await page.evaluate(() => window.frontier.shareLink());
  assert.equal(error, undefined);
  await page.waitForFunction((f) => location.hash === `#${f}`, fragment, { polling: 100, timeout: 5000 });
  return fragment;
}

test('a search on a random town reopens from its link: same network, ends, algorithm, metric and step', async () => {
  const { context, page, problems } = await openRoads();
  await page.fill('#roads-seed', '7');
  await page.locator('#roads-generate').click();
  await page.waitForFunction(() => window.frontier.roads().network.label.includes('seed 7'), null, { polling: 100 });
  const first = await page.evaluate(() => window.frontier.roads());
  await page.selectOption('#roads-algorithm', 'bidirectional-astar');
  await page.selectOption('#roads-metric', 'time');
  await page.locator('#roads-run').click();
  await page.waitForFunction(() => window.frontier.roads().result !== null, null, { polling: 100 });
  await page.locator('#roads-restart').click();
  for (let k = 0; k < 25; k++) await page.locator('#roads-step-forward').click();
  const shared = await page.evaluate(() => window.frontier.roads());
  assert.equal(shared.state, 'paused');
  assert.ok(shared.step > 0 && shared.step < shared.stepCount, `a step inside the search: ${shared.step}`);
  const fragment = await shareLink(page);

  const other = await openRoads(`#${fragment}`);
  await other.page.waitForFunction((step) => window.frontier.roads().result !== null && window.frontier.roads().step === step,
    shared.step, { polling: 100, timeout: 10000 });
  const opened = await other.page.evaluate(() => window.frontier.roads());
  assert.equal(await other.page.evaluate(() => document.body.dataset.mode), 'roads');
  assert.equal(opened.network.hash, first.network.hash, 'the same town, made again from its seed');
  assert.equal(opened.start, shared.start);
  assert.equal(opened.goal, shared.goal);
  assert.deepEqual(opened.request, shared.request);
  assert.equal(opened.result.cost, shared.result.cost);
  assert.deepEqual(opened.result.path, shared.result.path);
  assert.equal(opened.narration, shared.narration);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test('alternatives on Monaco reopen from their link with the same form and routes; a link beyond the network says why', async () => {
  const { context, page, problems } = await openRoads();
  await page.selectOption('#roads-source', 'monaco');
  await page.waitForFunction(() => window.frontier.roads().network.nodes < 1000, null, { polling: 100 });
  await clickNode(page, 'start', 10);
  await clickNode(page, 'goal', 400);
  await page.selectOption('#roads-routes-kind', 'alternatives');
  await page.fill('#roads-k', '4');
  await page.locator('#roads-routes-find').click();
  await page.waitForFunction(() => window.frontier.roads().routes !== null, null, { polling: 100 });
  const shared = await page.evaluate(() => window.frontier.roads());
  const fragment = await shareLink(page);

  const other = await openRoads(`#${fragment}`);
  await other.page.waitForFunction(() => window.frontier.roads().routes !== null, null, { polling: 100, timeout: 10000 });
  const opened = await other.page.evaluate(() => window.frontier.roads());
  assert.equal(opened.network.hash, shared.network.hash);
  assert.equal(await other.page.isVisible('#roads-attribution'), true, 'a city keeps its OpenStreetMap attribution');
  assert.deepEqual(opened.routes.request, shared.routes.request);
  assert.deepEqual(opened.routes.routes, shared.routes.routes);
  assert.equal(opened.routes.message, shared.routes.message);
  assert.deepEqual(other.problems, []);
  await other.context.close();

  // The same link with the goal moved past Monaco's 519 junctions: refused with the reason.
  const { error } = await page.evaluate(async () => {
    const { decodeFragment, encodePuzzle } = await import('./web/share/share-codec.js');
    const { puzzle } = await decodeFragment(location.hash);
    puzzle.roads.goal = 5000;
    return window.frontier.openLink(await encodePuzzle(puzzle));
  });
  assert.match(error, /the goal, node 5000, is not in this network \(its nodes are 0 to 518\)/);
  assert.match(await page.textContent('#share-message'), /This link could not be opened: the goal, node 5000/);
  // Blocked roads are checked on open as the ends are (issue 29, item 25): the page said "2 roads blocked"
  // of roads that do not exist, and only Drive failed.
  for (const [blocked, message] of [
    [[[2 ** 40, 3]], /blocked road 1 of 1 \(1099511627776-3\) is not in this network \(its nodes are 0 to 518\)/],
    [[[10, 10]], /blocked road 1 of 1 \(10-10\) is no road of this network: no road joins nodes 10 and 10/],
  ]) {
    const { error: refused } = await page.evaluate(async (roads) => {
      const { decodeFragment, encodePuzzle } = await import('./web/share/share-codec.js');
      const { puzzle } = await decodeFragment(location.hash);
      puzzle.roads.goal = 400;
      puzzle.roads.blocked = roads;
      return window.frontier.openLink(await encodePuzzle(puzzle));
    }, blocked);
    assert.match(refused ?? '', message);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
