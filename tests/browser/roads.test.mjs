// The Roads view (issue 13): a random town and a real city drawn, start and goal set by clicking near
// junctions, Dijkstra and A* played with their costs held to an independent Dijkstra over
// engine.networkData() (A* settling fewer), the OpenStreetMap attribution over a city, and K routes.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, screenshot, nodeEngine, openRoads } from './support.mjs';
import { roadDistances } from '../node/road-oracle.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();

// The cost of a cheapest route by `metric` ('length' | 'time') over the arcs of networkData(), by the
// tests' own Dijkstra, written apart from the engine's.
const oracleCost = (data, from, to, metric) => roadDistances(data, from, metric)[to];

async function clickNode(page, id) {
  const point = await page.evaluate((node) => window.frontier.roadNodeCentre(node), id);
  await page.mouse.click(point.x, point.y);
}

// Searches with `algorithm` and shows its end: the page's snapshot then.
async function searchToEnd(page, algorithm) {
  await page.selectOption('#roads-algorithm', algorithm);
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction((name) => {
    const roads = window.frontier.roads();
    return roads.request?.algorithm === name && roads.state === 'ended';
  }, algorithm, { polling: 100 });
  return page.evaluate(() => window.frontier.roads());
}

async function canvasImage(page) {
  const png = await page.locator('#roads-canvas').screenshot();
  return `data:image/png;base64,${png.toString('base64')}`;
}

// Two canvas pictures side by side with captions, as one screenshot.
async function sideBySide(context, name, pictures) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 480 });
  const cells = pictures.map(({ src, caption }) => `<figure style="margin:0;flex:1"><img src="${src}" style="width:100%"><figcaption style="font:14px system-ui">${caption}</figcaption></figure>`);
  await page.setContent(`<body style="margin:8px;display:flex;gap:8px">${cells.join('')}</body>`);
  await screenshot(page, name);
  await page.close();
}

test('random town of 4,000: clicked ends; Dijkstra and A* cost what an independent Dijkstra finds, A* settles fewer', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  const shown = await page.evaluate(() => window.frontier.roads());
  assert.equal(shown.network.nodes, 4000);
  assert.equal(await page.locator('#roads-attribution').isVisible(), false);
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const data = engine.networkData();
  // Two junctions far apart: the ones nearest two opposite corners of the town.
  const corner = (fx, fy) => {
    let best = 0, bestDistance = Infinity;
    const minX = Math.min(...data.x), maxX = Math.max(...data.x), minY = Math.min(...data.y), maxY = Math.max(...data.y);
    const px = minX + fx * (maxX - minX), py = minY + fy * (maxY - minY);
    for (let i = 0; i < data.x.length; i++) {
      const d = Math.hypot(data.x[i] - px, data.y[i] - py);
      if (d < bestDistance) { best = i; bestDistance = d; }
    }
    return best;
  };
  const start = corner(0.1, 0.15), goal = corner(0.9, 0.85);
  await clickNode(page, start);
  assert.equal((await page.evaluate(() => window.frontier.roads())).tool, 'goal', 'setting the start moves the tool on to the goal');
  await clickNode(page, goal);
  const ends = await page.evaluate(() => window.frontier.roads());
  assert.deepEqual([ends.start, ends.goal], [start, goal]);

  const dijkstra = await searchToEnd(page, 'dijkstra');
  const expected = oracleCost(data, start, goal, 'length');
  assert.ok(Number.isFinite(expected));
  assert.ok(Math.abs(dijkstra.result.cost - expected) <= 1e-6 * expected, `Dijkstra ${dijkstra.result.cost} vs ${expected}`);
  assert.equal(dijkstra.result.path[0], start);
  assert.equal(dijkstra.result.path.at(-1), goal);
  assert.equal(dijkstra.settled, dijkstra.result.expanded);
  assert.equal(await page.locator('[data-road-stat="cost"]').getAttribute('data-value'), String(dijkstra.result.cost));
  assert.match(dijkstra.narration, /^The route: \d+ roads, [\d.]+ km/);
  const dijkstraPicture = await canvasImage(page);

  // A step in the middle says which node it settled and how far from the start.
  await page.evaluate(() => {
    const scrubber = document.getElementById('roads-scrubber');
    scrubber.value = '40';
    scrubber.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const middle = await page.evaluate(() => window.frontier.roads());
  assert.equal(middle.step, 40);
  assert.match(middle.narration, /^Settled node \d+: G [\d.]+ (k)?m, the lowest G on the open list; (\d+ neighbours?|no new neighbours) reached/);
  assert.equal(await page.locator('[data-narration]:visible').textContent(), middle.narration);

  const astar = await searchToEnd(page, 'astar');
  assert.ok(Math.abs(astar.result.cost - expected) <= 1e-6 * expected, `A* ${astar.result.cost} vs ${expected}`);
  assert.ok(astar.result.expanded < dijkstra.result.expanded, `A* settled ${astar.result.expanded}, Dijkstra ${dijkstra.result.expanded}`);
  await sideBySide(context, 'roads-dijkstra-vs-astar', [
    { src: dijkstraPicture, caption: `Dijkstra: ${dijkstra.result.expanded} nodes settled` },
    { src: await canvasImage(page), caption: `A*: ${astar.result.expanded} nodes settled` },
  ]);

  // By travel time too.
  await page.selectOption('#roads-metric', 'time');
  await page.waitForFunction(() => window.frontier.roads().request?.metric === 'time', null, { polling: 100 });
  const fastest = await page.evaluate(() => window.frontier.roads());
  const expectedTime = oracleCost(data, start, goal, 'time');
  assert.ok(Math.abs(fastest.result.cost - expectedTime) <= 1e-6 * expectedTime, `A* by time ${fastest.result.cost} vs ${expectedTime}`);
  assert.match(await page.locator('[data-road-stat="cost"]').textContent(), /min|s$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Monaco: the OpenStreetMap attribution shows over the city, and goes with a random town', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'monaco');
  await page.waitForFunction(() => window.frontier.roads()?.network?.osm === true, null, { polling: 100 });
  const attribution = page.locator('#roads-attribution');
  assert.equal(await attribution.isVisible(), true);
  assert.match(await attribution.textContent(), /© OpenStreetMap contributors/);
  const oneWay = Number(await page.locator('[data-road-stat="oneWay"]').getAttribute('data-value'));
  assert.ok(oneWay > 0, 'Monaco has one-way streets');
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended', null, { polling: 100 });
  await screenshot(page, 'roads-monaco');
  // Five routes that share no junction are more than Monaco's streets hold: the page says how many exist
  // and draws the junctions that cut the rest off.
  await page.selectOption('#roads-routes-kind', 'disjoint');
  await page.selectOption('#roads-disjoint', 'node');
  await page.fill('#roads-k', '5');
  await page.click('#roads-routes-find');
  const routes = (await page.evaluate(() => window.frontier.roads())).routes;
  assert.ok(routes.routes.length < 5);
  assert.equal(routes.cutNodes.length + routes.cutRoads.length, routes.routes.length);
  assert.match(routes.message, new RegExp(`^Only ${routes.routes.length} routes? sharing no junction exists? .*you asked for 5`));
  await screenshot(page, 'roads-bottleneck');
  await page.selectOption('#roads-source', 'random-4000');
  await page.waitForFunction(() => window.frontier.roads()?.network?.osm === false, null, { polling: 100 });
  assert.equal(await attribution.isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});

// The roads of a route as unordered pairs of neighbouring nodes ('3-17'), checking each is an arc.
function roadsOf(path, arcs) {
  return path.slice(1).map((node, k) => {
    const a = path[k];
    assert.ok(arcs.has(`${a}>${node}`), `no road from ${a} to ${node}`);
    return a < node ? `${a}-${node}` : `${node}-${a}`;
  });
}

test('three disjoint routes on the 10,000-node random town share no road; alternatives in Campo Grande pass their tests', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'random-10000');
  await page.waitForFunction(() => window.frontier.roads()?.network?.nodes === 10000, null, { polling: 100 });
  await engine.loadNetwork({ generator: 'random', nodes: 10000, seed: 1 });
  const data = engine.networkData();
  const arcs = new Set(Array.from(data.from, (from, a) => `${from}>${data.to[a]}`));
  const degree = new Uint32Array(data.x.length);
  for (const from of data.from) degree[from]++;
  // Junctions of four roads nearest two opposite corners: room for three disjoint routes.
  const minX = Math.min(...data.x), maxX = Math.max(...data.x), minY = Math.min(...data.y), maxY = Math.max(...data.y);
  const junction = (fx, fy) => {
    let best = -1, bestDistance = Infinity;
    for (let i = 0; i < data.x.length; i++) {
      const d = Math.hypot(data.x[i] - (minX + fx * (maxX - minX)), data.y[i] - (minY + fy * (maxY - minY)));
      if (degree[i] >= 4 && d < bestDistance) { best = i; bestDistance = d; }
    }
    return best;
  };
  const start = junction(0.2, 0.75), goal = junction(0.8, 0.25);
  await clickNode(page, start);
  await clickNode(page, goal);
  await page.selectOption('#roads-routes-kind', 'disjoint');
  await page.fill('#roads-k', '3');
  await page.click('#roads-routes-find');
  const shown = (await page.evaluate(() => window.frontier.roads())).routes;
  assert.deepEqual([shown.request.from, shown.request.to], [start, goal]);
  assert.equal(shown.routes.length, 3, shown.message);
  const seen = new Map();
  shown.routes.forEach((route, k) => {
    assert.equal(route.path[0], start);
    assert.equal(route.path.at(-1), goal);
    for (const road of roadsOf(route.path, arcs)) {
      assert.ok(!seen.has(road), `road ${road} is on route ${seen.get(road) + 1} and route ${k + 1}`);
      seen.set(road, k);
    }
  });
  const total = shown.routes.reduce((sum, route) => sum + route.cost, 0);
  assert.ok(Math.abs(total - shown.total) <= 1e-6 * total);
  assert.equal(await page.locator('#roads-routes-list li').count(), 3);
  await screenshot(page, 'roads-disjoint');

  // Alternatives by travel time in Campo Grande: within the stretch, sharing at most maxShare with the best.
  await page.selectOption('#roads-source', 'campo-grande');
  await page.waitForFunction(() => window.frontier.roads()?.network?.label?.startsWith('Campo Grande'), null, { polling: 100 });
  assert.equal(await page.locator('#roads-attribution').isVisible(), true);
  await page.selectOption('#roads-metric', 'time');
  await page.selectOption('#roads-routes-kind', 'alternatives');
  await page.click('#roads-routes-find');
  const alternatives = (await page.evaluate(() => window.frontier.roads())).routes;
  assert.equal(alternatives.kind, 'alternatives');
  assert.ok(alternatives.routes.length >= 2, alternatives.message);
  // The rule in words as the engine applies it: against every route before, the best included.
  assert.match(alternatives.message, /each sharing at most 80% of the time of any route before it, the best included\./);
  const best = alternatives.routes[0];
  for (const route of alternatives.routes.slice(1)) {
    assert.ok(route.cost <= 1.2 * best.cost + 1e-9 && route.stretch <= 1.2 + 1e-9);
    assert.ok(route.shared <= 0.8 + 1e-9);
  }
  const rejected = await page.locator('#roads-rejected-list li').allTextContents();
  assert.equal(rejected.length, alternatives.rejected.length);
  if (rejected.length) assert.match(rejected[0], /^Via node \d+: .*(Stretch|Sharing|Local optimality): /);
  await page.locator('#roads-rejected summary').click();
  await screenshot(page, 'roads-alternatives-city');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the inspector gives a junction\'s g, h, f and parent at the step shown, from each side of a bidirectional search', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  const hover = async (id) => {
    const point = await page.evaluate((node) => window.frontier.roadNodeCentre(node), id);
    await page.mouse.move(point.x, point.y);
    return page.evaluate(() => window.frontier.roads().inspector);
  };
  await page.selectOption('#roads-algorithm', 'astar');
  await page.locator('#roads-run').click();
  await page.locator('#roads-to-end').click();
  await page.waitForFunction(() => window.frontier.roads()?.state === 'ended', null, { polling: 100 });
  const { start, result } = await page.evaluate(() => window.frontier.roads());
  const k = Math.floor(result.path.length / 2);
  const node = result.path[k];
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const g = oracleCost(engine.networkData(), start, node, 'length');
  const km = `${(g / 1000).toFixed(2)} km`.replace('.', '\\.');
  assert.match(await hover(node), new RegExp(`^Node ${node}: settled, g ${km} from the start, h [\\d.]+ k?m, f [\\d.]+ k?m; its parent is node ${result.path[k - 1]}\\.$`));
  // At step 1 only the start is settled: a node near the goal is not reached yet.
  await page.evaluate(() => { const s = document.getElementById('roads-scrubber'); s.value = '1'; s.dispatchEvent(new Event('input', { bubbles: true })); });
  await page.mouse.move(0, 0);
  assert.match(await hover(result.path.at(-2)), /: not reached\.$/);

  await page.selectOption('#roads-algorithm', 'bidirectional-dijkstra');
  await page.locator('#roads-to-end').click();
  await page.waitForFunction(() => window.frontier.roads()?.request?.algorithm === 'bidirectional-dijkstra' && window.frontier.roads().state === 'ended', null, { polling: 100 });
  await page.mouse.move(0, 0);
  const goalSide = await hover(result.path.at(-2));
  assert.match(goalSide, /From the start's side: .*\. From the goal's side: settled, g [\d.]+ k?m to the goal; its parent is node \d+\.$/);
  assert.doesNotMatch(goalSide, / h /, 'Dijkstra has no estimate to show');
  assert.deepEqual(problems, []);
  await context.close();
});

test('compare: every road search between the same ends in one table, the optimal ones at the oracle\'s cost', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-metric', 'time');
  await page.locator('#roads-compare-run').click();
  await page.waitForFunction(() => window.frontier.roads()?.compare !== null, null, { polling: 100 });
  const { start, goal, compare } = await page.evaluate(() => window.frontier.roads());
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const best = oracleCost(engine.networkData(), start, goal, 'time');
  const names = compare.rows.map((row) => row.algorithm);
  assert.deepEqual(names, ['astar', 'dijkstra', 'bfs', 'bidirectional-dijkstra', 'bidirectional-astar', 'astar-no-resort', 'astar-reduced']);
  for (const row of compare.rows) {
    // BFS counts roads; astar-no-resort is the lesson's wrong A*: neither promises the quickest route.
    if (row.algorithm === 'bfs' || row.algorithm === 'astar-no-resort') assert.ok(row.cost >= best * (1 - 1e-9));
    else assert.ok(Math.abs(row.cost - best) <= 1e-9 * best, `${row.algorithm}: ${row.cost} vs ${best}`);
    const rendered = await page.locator(`#roads-compare-body tr[data-algorithm="${row.algorithm}"] td`).nth(1).textContent();
    assert.equal(Number(rendered.replaceAll(',', '')), row.expanded);
  }
  const byName = Object.fromEntries(compare.rows.map((row) => [row.algorithm, row]));
  assert.equal(byName['astar-reduced'].expanded, byName.astar.expanded, 'A* on reduced costs settles what A* settles');
  // Moving the goal compares again, between the new ends; a name shows that search on the map.
  await page.check('input[name="roads-tool"][value="goal"]');
  const point = await page.evaluate((node) => window.frontier.roadNodeCentre(node), start === 100 ? 101 : 100);
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction((to) => window.frontier.roads().compare.request.to === to, start === 100 ? 101 : 100, { polling: 100 });
  await page.locator('#roads-compare-body button[data-algorithm="bidirectional-astar"]').click();
  await page.waitForFunction(() => window.frontier.roads()?.request?.algorithm === 'bidirectional-astar', null, { polling: 100 });
  await page.locator('#roads-compare-title').scrollIntoViewIfNeeded();
  await screenshot(page, 'roads-compare');
  assert.deepEqual(problems, []);
  await context.close();
});
