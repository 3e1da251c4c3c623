// The Roads view's Drive panel (issue 13's "a blocked road while driving"): on the 4,000-node random town a
// road of the route from S to G is blocked by clicking it with the "Block a road" tool; Drive plays the
// vehicle's drive, and the table of plans holds what engine.drive answers (D* Lite's recomputed nodes
// against Dijkstra and A* from scratch); its share link reopens it. Screenshot: the replan after the block,
// zoomed in.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, nodeEngine, afterFrames, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();

test('drive: a road blocked by a click on the route, the vehicle repairs its plan; the table matches engine.drive', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.check('input[name="mode"][value="roads"]');
  await page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, { polling: 100 });
  const { start, goal } = await page.evaluate(() => window.frontier.roads());
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const route = engine.route({ from: start, to: goal });
  assert.ok(route.found);
  // A road about 60% of the way along the route.
  const k = Math.floor(0.6 * (route.path.length - 1));
  const road = { from: Math.min(route.path[k], route.path[k + 1]), to: Math.max(route.path[k], route.path[k + 1]) };

  await page.check('input[name="roads-tool"][value="block"]');
  // Any layout change the tool made (its hint) has reached the map before its points are read.
  await waitForFit(page);
  const [a, b] = await page.evaluate(({ from, to }) => [window.frontier.roadNodeCentre(from), window.frontier.roadNodeCentre(to)], road);
  await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
  let shown = await page.evaluate(() => window.frontier.roads());
  assert.deepEqual(shown.drive.blocked, [road], 'the click blocked the road under it');

  await page.click('#roads-drive');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended' && window.frontier.roads().drive.result, null, { polling: 100 });
  shown = await page.evaluate(() => window.frontier.roads());
  const expected = engine.drive({ from: start, to: goal, blocked: [road] });
  const { traceComplete, ...answer } = shown.drive.result;
  assert.equal(traceComplete, true);
  assert.deepEqual(answer, expected);
  assert.equal(expected.reached, true);
  assert.ok(expected.replans.length >= 2, 'the vehicle met the block');
  const repair = expected.replans[1];
  assert.deepEqual(repair.learnt.map((r) => [r.from, r.to].sort((x, y) => x - y)), [[road.from, road.to]]);
  assert.ok(repair.expanded * 4 < repair.dijkstraExpanded, `repair ${repair.expanded} vs Dijkstra ${repair.dijkstraExpanded}`);
  assert.equal(repair.dijkstraCost, repair.planCost);
  assert.equal(repair.astarCost, repair.planCost);
  // The table: one row per plan, its numbers engine.drive's.
  assert.equal(shown.drive.rows.length, expected.replans.length);
  expected.replans.forEach((replan, i) => {
    const row = shown.drive.rows[i];
    assert.equal(row[0], String(replan.move));
    assert.match(row[1], new RegExp(`^${replan.at}\\b`));
    for (const [column, value] of [[2, replan.expanded], [3, replan.updated], [4, replan.dijkstraExpanded], [5, replan.astarExpanded]]) {
      assert.equal(Number(row[column].replace(/[^\d]/g, '')), value, `row ${i} column ${column}`);
    }
  });
  assert.match(shown.narration, /^Arrived at node \d+ after \d+ roads/);

  // The repair: clicking its row shows the plan it made and the nodes it recomputed.
  await page.click('#roads-drive-body tr[data-replan="1"]');
  shown = await page.evaluate(() => window.frontier.roads());
  assert.equal(shown.drive.replan, 1);
  assert.equal(shown.drive.recomputed, repair.expanded);
  assert.equal(shown.drive.vehicle, repair.at);
  assert.match(shown.narration, /^Repaired at node \d+: D\* Lite recomputed/);
  // Zoomed in around the block for the picture.
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -240);
  await afterFrames(page); // each wheel zooms at once and draws at the next frame
  await screenshot(page, 'roads-replan-after-block');

  // Its share link reopens the drive: the same block, the same answer, the same step.
  const { fragment, error } = await page.evaluate(() => window.frontier.shareLink());
  assert.equal(error, undefined);
  const other = await openPage(browser, `${server.url}#${fragment}`);
  await other.page.waitForFunction((step) => window.frontier.roads()?.drive?.result && window.frontier.roads().step === step,
    shown.step, { polling: 100, timeout: 15000 });
  const reopened = await other.page.evaluate(() => window.frontier.roads());
  assert.deepEqual(reopened.drive.blocked, [road]);
  assert.deepEqual(reopened.drive.result, shown.drive.result);
  assert.equal(reopened.drive.replan, 1);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});
