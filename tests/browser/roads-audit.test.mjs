// What issue 29 (items 1 to 5) found in the Roads view, held: the block tool blocks the road under the
// pointer anywhere along it (no junction need be near) and says whether the road is on the route; a change
// of network leaves nothing of the last one (readout, inspector, routes, blocks); K is refused out of range
// beside its field and the alternatives are worded as ADGW's sharing; the compare and plan tables fit the
// side panel; the drive marks only a repair's nodes. Screenshots: a network change, the compare table.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, screenshot, nodeEngine, afterFrames, openRoads } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();

const roadsNow = (page) => page.evaluate(() => window.frontier.roads());
const midpoint = (page, road) => page.evaluate(({ from, to }) => {
  const a = window.frontier.roadNodeCentre(from), b = window.frontier.roadNodeCentre(to);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, apart: Math.hypot(a.x - b.x, a.y - b.y) };
}, road);

test('block tool: a click mid-road, far from any junction, blocks that road, and says whether it is on the route', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  const { start, goal } = await roadsNow(page);
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const route = engine.route({ from: start, to: goal });
  // The longest road of the route: zoomed in, its middle lies far from both its ends.
  let k = 0;
  const data = engine.networkData();
  const length = (i) => Math.hypot(data.x[route.path[i]] - data.x[route.path[i + 1]], data.y[route.path[i]] - data.y[route.path[i + 1]]);
  for (let i = 1; i + 1 < route.path.length; i++) if (length(i) > length(k)) k = i;
  const road = { from: Math.min(route.path[k], route.path[k + 1]), to: Math.max(route.path[k], route.path[k + 1]) };
  await page.check('input[name="roads-tool"][value="block"]');
  let point = await midpoint(page, road);
  await page.mouse.move(point.x, point.y);
  for (let i = 0; i < 30 && point.apart < 120; i++) {
    await page.mouse.wheel(0, -240);
    await afterFrames(page);
    point = await midpoint(page, road);
  }
  assert.ok(point.apart >= 120, `zoomed in: the road's ends are ${point.apart} px apart`);
  await page.mouse.click(point.x, point.y);
  let shown = await roadsNow(page);
  assert.deepEqual(shown.drive.blocked, [road], 'the click mid-road blocked the road under it');
  const message = await page.textContent('#roads-drive-message');
  assert.match(message, /it is on the route from S to G/);
  assert.doesNotMatch(await page.textContent('#roads-hint'), /No junction/);

  // A road off the route: blocking it says so, and the drive says the block was not on its way.
  const onRoute = new Set(route.path.slice(0, -1).map((node, i) => `${Math.min(node, route.path[i + 1])}-${Math.max(node, route.path[i + 1])}`));
  await page.click('#roads-fit');
  await afterFrames(page);
  let off = null;
  for (let a = 0; a < data.from.length && !off; a += 7) {
    const candidate = { from: Math.min(data.from[a], data.to[a]), to: Math.max(data.from[a], data.to[a]) };
    if (onRoute.has(`${candidate.from}-${candidate.to}`)) continue;
    const spot = await midpoint(page, candidate);
    if (spot.apart > 12) off = { road: candidate, spot };
  }
  await page.click('#roads-drive-clear');
  await page.mouse.click(off.spot.x, off.spot.y);
  shown = await roadsNow(page);
  assert.equal(shown.drive.blocked.length, 1);
  const blocked = shown.drive.blocked[0];
  assert.ok(!onRoute.has(`${blocked.from}-${blocked.to}`), 'the road blocked is off the route');
  assert.match(await page.textContent('#roads-drive-message'), /it is not on the route from S to G/);
  await page.click('#roads-drive');
  await page.waitForFunction(() => window.frontier.roads().drive.result, null, { polling: 100 });
  assert.match(await page.textContent('#roads-drive-message'), /; no block on the way: the blocked road is not on the route it drove\.$/);
  assert.deepEqual(problems, []);
  await context.close();
});

// Monaco's roads run in pairs (a dual carriageway's two directions, a few metres apart) and over each other:
// a click on the drawn route picked whichever road's centre line lay nearer, often the other carriageway, so
// the red mark sat on the route while the route's own road stayed open ("no block on the way").
test('block tool in Monaco: a click on the drawn route blocks the route\'s road, not the carriageway beside it', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'monaco');
  await page.waitForFunction(() => /Monaco/.test(window.frontier.roads().network?.label ?? ''), null, { polling: 100 });
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended', null, { polling: 100 });
  const { start, goal, result } = await roadsNow(page);
  await engine.loadNetwork({ preset: 'monaco' });
  const data = engine.networkData();
  const route = result.path;
  assert.deepEqual(route, engine.route({ from: start, to: goal }).path);
  // Route roads (not the first: a block there is learnt before the first plan) with another road within
  // 2 m of their middle; the click goes from the route's middle 80% of the way to that other road (nearer
  // it, but on the route's stroke: 2 m is under a pixel here).
  const nearest = (px, py, skip) => {
    let best = { distance: Infinity };
    for (let e = 0; e < data.from.length; e++) {
      const u = data.from[e], v = data.to[e];
      if ((u === skip.from && v === skip.to) || (u === skip.to && v === skip.from)) continue;
      const dx = data.x[v] - data.x[u], dy = data.y[v] - data.y[u], l2 = dx * dx + dy * dy;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - data.x[u]) * dx + (py - data.y[u]) * dy) / l2));
      const qx = data.x[u] + t * dx, qy = data.y[u] + t * dy, distance = Math.hypot(qx - px, qy - py);
      if (distance < best.distance) best = { distance, qx, qy };
    }
    return best;
  };
  const cases = [];
  for (let k = 1; k + 1 < route.length; k++) {
    const road = { from: route[k], to: route[k + 1] };
    const mx = (data.x[road.from] + data.x[road.to]) / 2, my = (data.y[road.from] + data.y[road.to]) / 2;
    const other = nearest(mx, my, road);
    if (other.distance < 2) cases.push({ road, other, mx, my });
  }
  assert.ok(cases.length >= 2, `${cases.length} route roads with a road beside them`);
  // The last one clicked is one the vehicle can drive around (one-way streets cut some off), to drive it.
  const around = (road) => {
    const answer = engine.drive({ from: start, to: goal, blocked: [road] });
    return answer.reached && answer.replans.length === 2;
  };
  const last = cases.findIndex(({ road }) => around(road));
  assert.ok(last >= 0, 'a block the vehicle can drive around');
  cases.push(...cases.splice(last, 1));
  await page.check('input[name="roads-tool"][value="block"]');
  for (const { road, other, mx, my } of cases) {
    await page.click('#roads-drive-clear');
    const client = await page.evaluate(({ from, to }) => {
      const a = window.frontier.roadNodeCentre(from), b = window.frontier.roadNodeCentre(to);
      return { a, b };
    }, { from: road.from, to: road.to });
    const ax = data.x[road.from], bx = data.x[road.to];
    const ay = data.y[road.from], by = data.y[road.to];
    // An affine map from world to client, from the two ends (uniform scale, y flipped).
    const scale = Math.hypot(client.b.x - client.a.x, client.b.y - client.a.y) / Math.hypot(bx - ax, by - ay);
    const px = mx + (other.qx - mx) * 0.8, py = my + (other.qy - my) * 0.8;
    const cx = client.a.x + (px - ax) * scale, cy = client.a.y - (py - ay) * scale;
    await page.mouse.click(cx, cy);
    const blocked = (await roadsNow(page)).drive.blocked;
    assert.deepEqual(blocked, [{ from: Math.min(road.from, road.to), to: Math.max(road.from, road.to) }],
      `the click by road ${road.from}-${road.to} (another ${other.distance.toFixed(1)} m away) blocked the route's road`);
    assert.match(await page.textContent('#roads-drive-message'), /it is on the route from S to G/);
  }
  // The last one driven: the vehicle meets it and repairs its plan.
  await page.click('#roads-drive');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended' && window.frontier.roads().drive.result, null, { polling: 100 });
  const drive = (await roadsNow(page)).drive;
  assert.ok(drive.result.reached);
  assert.equal(drive.result.replans.length, 2, 'one repair after the block');
  assert.match(await page.textContent('#roads-drive-message'), /1 repair after a block/);
  await screenshot(page, 'roads-monaco-block-drive');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a change of network clears the last one\'s search, step readout, inspector, routes and blocks', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended', null, { polling: 100 });
  // The inspector describes a junction the search reached: the goal.
  const { goal, stepCount } = await roadsNow(page);
  assert.ok(stepCount > 100);
  const g = await page.evaluate((id) => window.frontier.roadNodeCentre(id), goal);
  await page.mouse.move(g.x, g.y);
  await page.waitForFunction(() => /node/i.test(window.frontier.roads().inspector) && !/^Point at/.test(window.frontier.roads().inspector), null, { polling: 100 });
  assert.notEqual(await page.textContent('#roads-step-readout'), '0 / 0');
  const prompt = 'Point at a junction during a search to see its g, h, f and parent.';

  await page.selectOption('#roads-source', 'monaco');
  await page.waitForFunction(() => /Monaco/.test(window.frontier.roads().network?.label ?? ''), null, { polling: 100 });
  await afterFrames(page);
  const shown = await roadsNow(page);
  assert.equal(shown.stepCount, 0);
  assert.equal(shown.state, 'empty');
  assert.equal(await page.textContent('#roads-step-readout'), '0 / 0');
  assert.equal(shown.inspector, prompt);
  assert.equal(shown.request, null);
  assert.equal(shown.routes, null);
  assert.equal(shown.compare, null);
  assert.deepEqual(shown.drive.blocked, []);
  await screenshot(page, 'roads-network-change');
  assert.deepEqual(problems, []);
  await context.close();
});

test('K: out of range is refused beside the field; alternatives are the best and up to K - 1, worded as ADGW\'s sharing', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-routes-kind', 'alternatives');
  assert.match(await page.textContent('#roads-k-help'), /the best route and up to K − 1 alternatives/);
  await page.fill('#roads-k', '6');
  await page.click('#roads-routes-find');
  assert.equal(await page.inputValue('#roads-k'), '6', 'the field keeps what was typed');
  assert.equal(await page.textContent('#roads-k-error'), "K must be a whole number from 1 to 5; got '6'.");
  assert.equal((await roadsNow(page)).routes, null, 'nothing was searched');
  await page.fill('#roads-k', '3');
  await page.click('#roads-routes-find');
  assert.equal(await page.textContent('#roads-k-error'), '');
  const routes = (await roadsNow(page)).routes;
  assert.ok(routes.routes.length >= 2 && routes.routes.length <= 3, routes.message);
  assert.match(routes.message, new RegExp(`^The best route and ${routes.routes.length - 1} alternatives? \\(K = 3: up to 2\\)`));
  const items = await page.$$eval('#roads-routes-list li', (lis) => lis.map((li) => li.textContent));
  assert.match(items[0], /^Route 1, the best: /);
  assert.doesNotMatch(items.join(' '), /shares/);
  routes.routes.slice(1).forEach((route, i) => {
    assert.match(items[i + 1], new RegExp(`uses ${Math.round(route.shared * 100)}% of the best route's length$`));
  });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the compare and plan tables fit the side panel, and the drive marks only a repair\'s nodes', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.click('#roads-compare-run');
  await page.waitForFunction(() => window.frontier.roads().compare, null, { polling: 100 });
  const fits = (wrap, table) => page.evaluate(([w, t]) => {
    const box = document.getElementById(w), last = document.querySelector(`#${t} thead th:last-child`);
    return { scroll: box.scrollWidth, client: box.clientWidth, lastRight: last.getBoundingClientRect().right, boxRight: box.getBoundingClientRect().right };
  }, [wrap, table]);
  let size = await fits('roads-compare-wrap', 'roads-compare-table');
  assert.ok(size.scroll <= size.client, `compare table ${size.scroll} px in ${size.client} px`);
  assert.ok(size.lastRight <= size.boxRight + 0.5, 'the time column is in view');
  assert.match(await page.textContent('#roads-compare-table thead'), /µs, no trace/);
  assert.match(await page.textContent('#roads-stats'), /Search time, recording its trace/);
  await page.locator('#roads-compare-wrap').scrollIntoViewIfNeeded();
  await screenshot(page, 'roads-compare-table');

  // A drive with a block on the route: the first plan's nodes are not marked; the repair's are.
  const { start, goal } = await roadsNow(page);
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const route = engine.route({ from: start, to: goal });
  const k = Math.floor(0.6 * (route.path.length - 1));
  const road = { from: route.path[k], to: route.path[k + 1] };
  await page.check('input[name="roads-tool"][value="block"]');
  const point = await midpoint(page, road);
  await page.mouse.click(point.x, point.y);
  await page.click('#roads-drive');
  await page.click('#roads-drive-body tr[data-replan="0"]');
  await afterFrames(page);
  let drive = (await roadsNow(page)).drive;
  assert.equal(drive.replan, 0);
  assert.ok(drive.recomputed > 500, `the first plan recomputed ${drive.recomputed}`);
  assert.equal(drive.marked, 0, 'the first plan, a search from scratch, is not marked node by node');
  await page.click('#roads-drive-body tr[data-replan="1"]');
  await afterFrames(page);
  drive = (await roadsNow(page)).drive;
  assert.equal(drive.replan, 1);
  assert.ok(drive.marked > 0 && drive.marked <= drive.recomputed, `marked ${drive.marked} of ${drive.recomputed}`);
  size = await fits('roads-drive-wrap', 'roads-drive-table');
  assert.ok(size.scroll <= size.client, `plan table ${size.scroll} px in ${size.client} px`);
  assert.ok(size.lastRight <= size.boxRight + 0.5, 'the plan column is in view');
  assert.deepEqual(problems, []);
  await context.close();
});
