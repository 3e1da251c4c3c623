// Issue 29 item 6 in the page: on a big network (ROADS_OFF_THREAD_NODES junctions and more) the Roads view's
// K routes and drives run in its engine worker, with the answers engine.alternativeRoutes and engine.drive
// give; its comparison of the six searches runs one task a search; the candidate budget's stop is said; and a link's thousands of blocked roads are drawn in a few
// strokes a frame (one stroke per block made every frame of the drive a long task). Long tasks while the
// worker runs are reported as diagnostics, not asserted (speed belongs to benchmarks).
import test from 'node:test';
import assert from 'node:assert/strict';

import { ROAD_ALGORITHMS } from '../../web/core/registry.js';

import { serverAndBrowser, nodeEngine, afterFrames, openRoads } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();

// Long tasks from now on, gathered in the page (window.longTasks, in ms).
const watchLongTasks = (page) => page.evaluate(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration)); }).observe({ type: 'longtask' });
});

test('a 30,000-node town: alternatives and a drive come from the worker, as the engine answers them', async (t) => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'random');
  await page.fill('#roads-nodes', '30000');
  await page.fill('#roads-seed', '9');
  await page.click('#roads-generate');
  await page.waitForFunction(() => window.frontier.roads().network?.nodes === 30000, null, { polling: 100, timeout: 60000 });
  const { start, goal } = await page.evaluate(() => window.frontier.roads());
  await engine.loadNetwork({ generator: 'random', nodes: 30000, seed: 9 });

  // The comparison runs every road search one task each: the table is the engine's figures.
  await watchLongTasks(page);
  await page.click('#roads-compare-run');
  await page.waitForFunction(() => window.frontier.roads().compare, null, { polling: 100, timeout: 60000 });
  t.diagnostic(`long tasks while the searches were compared: ${JSON.stringify(await page.evaluate(() => window.longTasks))}`);
  const compared = (await page.evaluate(() => window.frontier.roads())).compare;
  for (const row of compared.rows) {
    const { found, cost, expanded, generated } = engine.route({ from: start, to: goal, algorithm: row.algorithm, metric: 'length' });
    assert.deepEqual({ found: row.found, cost: row.cost, expanded: row.expanded, generated: row.generated }, { found, cost, expanded, generated });
  }
  assert.equal(compared.rows.length, ROAD_ALGORITHMS.length);

  await page.selectOption('#roads-routes-kind', 'alternatives');
  await watchLongTasks(page);
  // Every text the message shows, kept as it changes: the worker may answer before a read after the click.
  await page.evaluate(() => {
    const message = document.getElementById('roads-routes-message');
    window.routeMessages = [];
    new MutationObserver(() => window.routeMessages.push(message.textContent)).observe(message, { childList: true, characterData: true, subtree: true });
  });
  await page.click('#roads-routes-find');
  await page.waitForFunction(() => window.frontier.roads().routes, null, { polling: 100, timeout: 60000 });
  assert.ok((await page.evaluate(() => window.routeMessages)).some((text) => /in the background/.test(text)), 'said while the worker searched');
  t.diagnostic(`long tasks while the worker found alternatives: ${JSON.stringify(await page.evaluate(() => window.longTasks))}`);
  const routes = (await page.evaluate(() => window.frontier.roads())).routes;
  assert.equal(routes.offThread, true);
  const expected = engine.alternativeRoutes({ from: start, to: goal, k: 3, stretch: 1.2, maxShare: 0.8, metric: 'length' });
  const { kind, request, offThread, message, ...answer } = routes;
  assert.deepEqual(answer, expected);
  if (expected.stopped) assert.match(message, new RegExp(`Stopped after ${expected.candidates} candidates, the budget`));

  // A block on the best route, clicked, then Drive: the worker drives, as engine.drive does.
  const best = expected.routes[0].path;
  const k = Math.floor(best.length / 2);
  const road = { from: Math.min(best[k], best[k + 1]), to: Math.max(best[k], best[k + 1]) };
  await page.check('input[name="roads-tool"][value="block"]');
  const point = await page.evaluate(({ from, to }) => {
    const a = window.frontier.roadNodeCentre(from), b = window.frontier.roadNodeCentre(to);
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }, road);
  await page.mouse.click(point.x, point.y);
  assert.deepEqual((await page.evaluate(() => window.frontier.roads())).drive.blocked, [road]);
  await watchLongTasks(page);
  await page.click('#roads-drive');
  await page.waitForFunction(() => window.frontier.roads().drive?.result, null, { polling: 100, timeout: 60000 });
  t.diagnostic(`long tasks while the worker drove: ${JSON.stringify(await page.evaluate(() => window.longTasks))}`);
  const drive = (await page.evaluate(() => window.frontier.roads())).drive;
  assert.equal(drive.offThread, true);
  const { traceComplete, ...driven } = drive.result;
  assert.equal(traceComplete, true);
  assert.deepEqual(driven, engine.drive({ from: start, to: goal, blocked: [road] }));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a link with 4,096 blocked roads: its drive draws them in a few strokes a frame', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const data = engine.networkData();
  // The first 4,096 distinct roads in arc order (of the town's 6,012).
  const blocked = [];
  const seen = new Set();
  for (let a = 0; blocked.length < 4096; a++) {
    const from = Math.min(data.from[a], data.to[a]), to = Math.max(data.from[a], data.to[a]);
    if (seen.has(`${from}-${to}`)) continue;
    seen.add(`${from}-${to}`);
    blocked.push([from, to]);
  }
  const fragment = await page.evaluate(async (roads) => {
    const codec = await import('/web/share/share-codec.js');
    const { puzzle } = await codec.decodeFragment((await window.frontier.shareLink()).fragment);
    puzzle.roads.blocked = roads;
    puzzle.roads.shown = 'drive';
    return codec.encodePuzzle(puzzle);
  }, blocked);
  assert.deepEqual(await page.evaluate((f) => window.frontier.openLink(f), fragment), {});
  await page.waitForFunction(() => window.frontier.roads().drive?.result, null, { polling: 100 });
  await page.click('#roads-to-end');
  await afterFrames(page);
  assert.equal((await page.evaluate(() => window.frontier.roads())).drive.blocked.length, 4096);
  const strokes = await page.evaluate(() => {
    const prototype = CanvasRenderingContext2D.prototype;
    const original = prototype.stroke;
    let count = 0;
    prototype.stroke = function counted(...args) { count++; return original.apply(this, args); };
    try {
      window.frontier.roadsRedraw(false);
    } finally {
      prototype.stroke = original;
    }
    return count;
  });
  assert.ok(strokes < 40, `${strokes} strokes in one frame for 4,096 blocks`);
  assert.deepEqual(problems, []);
  await context.close();
});
