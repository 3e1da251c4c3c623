// Embeds of the Walk and Roads views (issues 12 and 13): a walk link (with a scheduled change) and road
// links (a random town, the city of Monaco) open in an iframe hosted on another origin, are driven by
// postMessage, and post ready, step and done events whose figures are the engine's for the same request
// (computed here in Node); setOptions takes what the scene offers and refuses the rest, all or nothing;
// the Embed button of the Walk and Roads views writes a snippet that opens what was on screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, hostWidget, nodeEngine, screenshot } from './support.mjs';
import { encodePuzzle } from '../../web/share/share-codec.js';
import { PAGE_DEFAULTS } from '../../web/core/registry.js';
import { generateMaze, DEFAULT_GENERATION } from '../../web/grid/default-maze.js';

const { server, browser } = await serverAndBrowser();

// The host is served from another origin than the widget (about:blank vs the test server), as hostWidget does.
const NO_DETAILS = { numbers: false, arrows: false, jumps: false };
const WAIT = { polling: 50, timeout: 30000 };

async function waitFor(page, predicate, arg) {
  await page.waitForFunction(predicate, arg, WAIT);
}
const received = (page) => page.evaluate(() => window.received);
const clearReceived = (page) => page.evaluate(() => { window.received = []; });
async function lastOf(page, type) {
  await waitFor(page, (t) => window.received.some((m) => m.type === t), type);
  return page.evaluate((t) => window.received.filter((m) => m.type === t).at(-1), type);
}

// A 21x15 maze from its generator, walked by D* Lite with radius 2, with a wall scheduled before move 4 on
// the cell the agent would have reached at move 8: the walk must notice it and replan.
const GENERATOR = { ...DEFAULT_GENERATION, kind: 'backtracker', seed: 4 };
const WALK_SIZE = { width: 21, height: 15 };

async function walkCase() {
  const engine = await nodeEngine();
  const maze = generateMaze(engine, { ...GENERATOR, ...WALK_SIZE });
  const base = { width: maze.width, height: maze.height, cells: maze.cells, start: maze.start, goal: maze.goal,
    movement: Number(PAGE_DEFAULTS.movement), diagonal: PAGE_DEFAULTS.diagonal, costs: PAGE_DEFAULTS.costs };
  const unchanged = engine.navigate({ ...base, algorithm: 'dstar-lite', sensorRadius: 2 });
  assert.ok(unchanged.moves.length > 10, 'a walk long enough to change');
  const blocked = unchanged.moves[8];
  const changes = [{ beforeMove: 4, cells: [{ x: blocked.x, y: blocked.y, code: 1 }] }];
  const walk = { algorithm: 'dstar-lite', sensorRadius: 2, showTruth: true, compare: false, changes };
  const fragment = await encodePuzzle({
    scene: 'walk', ...WALK_SIZE, start: maze.start, goal: maze.goal, options: PAGE_DEFAULTS, speed: null, show: NO_DETAILS,
    step: null, generator: GENERATOR, edits: [], walk,
  });
  const expect = (algorithm, sensorRadius) => engine.navigate({ ...base, algorithm, sensorRadius, changes });
  return { fragment, expect };
}

// The walk's figures the widget posted, against engine.navigate's (timings aside).
function assertSameWalk(stats, expected) {
  assert.equal(stats.reached, expected.reached);
  assert.equal(stats.cost, expected.cost);
  assert.equal(stats.expanded, expected.expanded);
  assert.deepEqual(stats.moves, expected.moves);
  assert.deepEqual(stats.replans.map((plan) => [plan.move, plan.expanded, plan.planCost]),
    expected.replans.map((plan) => [plan.move, plan.expanded, plan.planCost]));
}

test('a walk link in an embed: ready at step 0, seek and step, done with engine.navigate\'s figures, setOptions for a walk', async () => {
  const { fragment, expect } = await walkCase();
  const expected = expect('dstar-lite', 2);
  assert.ok(expected.replans.length > 1, 'the scheduled wall makes it replan');
  // speed=8 (250 steps/s): the play from half way to done lasts about 1 s (546 steps), not the 9 s of the
  // walk's fitted 30 steps/s; the speed is not what this test checks.
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&speed=8#${fragment}`);
  const ready = await lastOf(page, 'ready');
  assert.equal(ready.step, 0);
  assert.ok(ready.total > 10, `ready with ${ready.total} steps`);
  assert.equal(await frame.evaluate(() => document.body.dataset.mode), 'walk');
  assert.equal(await frame.evaluate(() => window.frontier.walk().state), 'paused', 'a widget waits for its reader');
  for (const selector of ['.top', '#walk-view .side', '#walk-view .toolbar', '#explore-view']) {
    assert.equal(await frame.evaluate((s) => getComputedStyle(document.querySelector(s)).display, selector), 'none', selector);
  }
  const canvasBox = await frame.evaluate(() => document.getElementById('walk-canvas').getBoundingClientRect().toJSON());
  assert.ok(canvasBox.width > 500 && canvasBox.height > 150, `the walk fills the widget: ${JSON.stringify(canvasBox)}`);

  await send({ command: 'seek', step: 7 });
  await waitFor(page, () => window.received.some((m) => m.type === 'step' && m.n === 7));
  assert.equal(await frame.evaluate(() => window.frontier.walk().step), 7);
  await send({ command: 'step' });
  await waitFor(page, () => window.received.some((m) => m.type === 'step' && m.n === 8));
  assert.equal(await frame.evaluate(() => document.getElementById('embed-stats').textContent), `Step 8 of ${ready.total}.`);
  await frame.evaluate(() => document.getElementById('walk-speed').value); // the bar is there
  const half = Math.floor(ready.total / 2);
  await send({ command: 'seek', step: half });
  await waitFor(page, (n) => window.received.some((m) => m.type === 'step' && m.n === n), half);
  await screenshot(page, 'embed-walk-middle');
  assert.deepEqual((await received(page)).filter((m) => m.type === 'done'), [], 'no done before the end');

  await clearReceived(page);
  await send({ command: 'play' });
  await send({ command: 'play' }); // playing on: a second play does not start the walk again
  const done = await lastOf(page, 'done');
  const steps = (await received(page)).filter((m) => m.type === 'step').map((m) => m.n);
  assert.ok(steps.every((n) => n >= half), `played on from step ${half}: ${steps.slice(0, 5)}`);
  assert.equal(done.n, done.total);
  assert.equal(done.total, ready.total);
  assertSameWalk(done.stats, expected);
  assert.match(await frame.evaluate(() => document.getElementById('embed-stats').textContent),
    new RegExp(`^Reached the goal after ${expected.moves.length - 1} moves, cost ${expected.cost}; ${expected.replans.length} plans`));
  await screenshot(page, 'embed-walk-done');

  // setOptions: the other planner with a wider sensor, shown at its end with its own figures.
  await clearReceived(page);
  await send({ command: 'setOptions', options: { algorithm: 'repeated-astar', sensorRadius: '4' } });
  const redone = await lastOf(page, 'done');
  assertSameWalk(redone.stats, expect('repeated-astar', 4));
  // 0 is "the agent knows everything", as in a link.
  await clearReceived(page);
  await send({ command: 'setOptions', options: { sensorRadius: 0 } });
  const everything = await lastOf(page, 'done');
  assertSameWalk(everything.stats, expect('repeated-astar', Infinity));

  // Refused, all or nothing: the walk keeps its planner and radius.
  for (const [options, message] of [
    [{ algorithm: 'astar' }, /^setOptions refused: unknown algorithm 'astar' \(expected one of dstar-lite, repeated-astar\)$/],
    [{ algorithm: 'dstar-lite', sensorRadius: 21 }, /^setOptions refused: sensorRadius '21' is not a whole number from 0 to 20$/],
    [{ algorithm: 'dstar-lite', heuristic: 'manhattan' }, /^setOptions refused: unknown option 'heuristic' for a walk \(expected one of algorithm, sensorRadius\)$/],
    [{ sensorRadius: '<b>2</b>' }, /sensorRadius '<b>2<\/b>' is not a whole number/],
  ]) {
    await clearReceived(page);
    await send({ command: 'setOptions', options });
    const error = await lastOf(page, 'error');
    assert.match(error.message, message, JSON.stringify(options));
    const walk = await frame.evaluate(() => ({ algorithm: document.getElementById('walk-algorithm').value, everything: document.getElementById('walk-everything').checked }));
    assert.deepEqual(walk, { algorithm: 'repeated-astar', everything: true }, JSON.stringify(options));
    assert.deepEqual((await received(page)).map((m) => m.type), ['error'], 'a refusal changes nothing else');
  }
  // A grid link loaded into it shows the explore view again, as a grid widget; a walk link loaded back, and a
  // walk's setOptions sent at once, is checked against the walk it will act on (issue 29, item 15: it was
  // checked against the grid still on screen, and refused as "unknown option 'sensorRadius' for a grid").
  await clearReceived(page);
  await send({ command: 'load', link: '#map=S..#/...G&algo=bfs', id: 'grid' });
  await send({ command: 'load', link: `#${fragment}`, id: 'walk' });
  await send({ command: 'setOptions', options: { algorithm: 'dstar-lite', sensorRadius: 2 }, id: 'walk options' });
  await waitFor(page, () => window.received.some((m) => m.id === 'walk options'));
  const answers = await received(page);
  assert.deepEqual(answers.map(({ type, id }) => ({ type, id })), [{ type: 'ready', id: 'grid' }, { type: 'ready', id: 'walk' }, { type: 'done', id: 'walk options' }]);
  assertSameWalk(answers[2].stats, expected);
  // A grid link loaded into it shows the explore view again, as a grid widget.
  await clearReceived(page);
  await send({ command: 'load', link: '#map=S..#/...G&algo=bfs' });
  const gridReady = await lastOf(page, 'ready');
  assert.ok(gridReady.total > 0);
  assert.equal(await frame.evaluate(() => document.body.dataset.mode), 'explore');
  assert.deepEqual(problems, []);
  await context.close();
});

// A random town of 500 junctions, A* by length between nodes 5 and 400, shown at step 10.
const TOWN = { generator: 'random', nodes: 500, seed: 3 };
function roadsLink(roads, step) {
  return encodePuzzle({
    scene: 'roads', options: PAGE_DEFAULTS, speed: null, show: NO_DETAILS, step,
    roads: { k: 3, disjoint: 'edge', stretch: 1.2, maxShare: 0.8, blocked: [], ...roads },
  });
}

function assertSameRoute(stats, expected) {
  // The time a search took differs run to run; the widget's search records a trace, whose completeness it adds.
  const { micros, ...figures } = expected;
  const { micros: ignored, traceComplete, ...posted } = stats;
  assert.deepEqual(posted, figures);
}

test('a random town in an embed: the search at the link\'s step, step and seek, done with engine.route\'s figures, setOptions for roads', async () => {
  const engine = await nodeEngine();
  await engine.loadNetwork(TOWN);
  const expected = engine.route({ from: 5, to: 400, algorithm: 'astar', metric: 'length' });
  assert.ok(expected.found);
  const fragment = await roadsLink({ source: TOWN, start: 5, goal: 400, algorithm: 'astar', metric: 'length', shown: 'search' }, 10);
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&controls=minimal&speed=2#${fragment}`);
  const ready = await lastOf(page, 'ready');
  assert.equal(ready.step, 10);
  assert.ok(ready.total > 10);
  assert.equal(await frame.evaluate(() => document.body.dataset.mode), 'roads');
  assert.equal(await frame.evaluate(() => getComputedStyle(document.getElementById('roads-run')).display), 'none', 'minimal controls');
  assert.equal(await frame.evaluate(() => getComputedStyle(document.querySelector('#roads-view .side')).display), 'none');
  assert.equal(await frame.evaluate(() => document.getElementById('roads-attribution').hidden), true, 'a random town is no OSM data');
  await send({ command: 'step' });
  await waitFor(page, () => window.received.some((m) => m.type === 'step' && m.n === 11));
  await send({ command: 'seek', step: 1e9 });
  const done = await lastOf(page, 'done');
  assert.equal(done.n, ready.total);
  assertSameRoute(done.stats, expected);
  assert.match(await frame.evaluate(() => document.getElementById('embed-stats').textContent), /^Route found: 3\.21 km over \d+ roads, 159 settled\.$/);
  await screenshot(page, 'embed-roads-town');

  // setOptions: metric and algorithm, one search again, at its end.
  await clearReceived(page);
  await send({ command: 'setOptions', options: { algorithm: 'bidirectional-dijkstra', metric: 'time' } });
  const redone = await lastOf(page, 'done');
  assert.deepEqual((await received(page)).map((m) => m.type), ['done'], 'its one answer, nothing of the search it replaced');
  assert.equal(await frame.evaluate(() => document.getElementById('roads-speed').value), '2', 'the query\'s speed stays through a new search');
  assertSameRoute(redone.stats, engine.route({ from: 5, to: 400, algorithm: 'bidirectional-dijkstra', metric: 'time' }));
  // Refused, all or nothing.
  for (const [options, message] of [
    [{ algorithm: 'dstar-lite' }, /^setOptions refused: unknown algorithm 'dstar-lite' \(expected one of astar, dijkstra, bfs, /],
    [{ metric: 'length', k: 9 }, /^setOptions refused: k '9' is not a whole number from 1 to 5$/],
    [{ stretch: 2.5 }, /stretch '2\.5' is not a number from 1 to 2/],
    [{ heuristic: 'octile' }, /unknown option 'heuristic' for a road network \(expected one of algorithm, metric, k, disjoint, stretch, maxShare\)/],
  ]) {
    await clearReceived(page);
    await send({ command: 'setOptions', options });
    assert.match((await lastOf(page, 'error')).message, message, JSON.stringify(options));
    assert.deepEqual(await frame.evaluate(() => window.frontier.roads().request), { from: 5, to: 400, algorithm: 'bidirectional-dijkstra', metric: 'time' });
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('Monaco in an embed: K alternative routes drawn with the OSM attribution, done with the engine\'s routes; a drive plays', async () => {
  const engine = await nodeEngine();
  await engine.loadNetwork({ preset: 'monaco' });
  const fragment = await roadsLink({ source: { preset: 'monaco' }, start: 10, goal: 300, algorithm: 'dijkstra', metric: 'length', shown: 'alternatives' }, null);
  // speed=8 (250 steps/s, kept by a link loaded later): the drive below plays its 259 steps in about 1 s, not
  // the 8.6 s of its fitted speed; the speed is not what this test checks.
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&speed=8#${fragment}`);
  const ready = await lastOf(page, 'ready');
  assert.deepEqual({ step: ready.step, total: ready.total }, { step: 0, total: 0 }, 'routes are a picture, not a trace');
  // Shown whole, at their end: `ready` carries their figures, and no `done` follows it.
  const expected = engine.alternativeRoutes({ from: 10, to: 300, k: 3, metric: 'length', stretch: 1.2, maxShare: 0.8 });
  assert.equal(ready.stats.kind, 'alternatives');
  assert.deepEqual(ready.stats.routes, expected.routes);
  assert.equal(await frame.evaluate(() => getComputedStyle(document.getElementById('roads-attribution')).display), 'block', 'OSM attribution for a city');
  await screenshot(page, 'embed-roads-monaco');

  await clearReceived(page);
  await send({ command: 'setOptions', options: { k: 2, stretch: '1.5' }, id: 'two' });
  const two = await lastOf(page, 'done');
  assert.deepEqual((await received(page)).map(({ type, id }) => ({ type, id })), [{ type: 'done', id: 'two' }], 'one answer, no ready-and-done');
  assert.deepEqual(two.stats.routes, engine.alternativeRoutes({ from: 10, to: 300, k: 2, metric: 'length', stretch: 1.5, maxShare: 0.8 }).routes);

  // A drive with a blocked road, loaded into the same widget: it plays to its end and reports the drive.
  const path = engine.route({ from: 10, to: 300, algorithm: 'dijkstra', metric: 'length' }).path;
  const block = [Math.min(path[3], path[4]), Math.max(path[3], path[4])];
  const drive = await roadsLink({ source: { preset: 'monaco' }, start: 10, goal: 300, algorithm: 'dijkstra', metric: 'length', shown: 'drive', blocked: [block] }, null);
  await clearReceived(page);
  await send({ command: 'load', link: drive });
  const driveReady = await lastOf(page, 'ready');
  assert.equal(driveReady.step, 0);
  assert.ok(driveReady.total > 3);
  await send({ command: 'play' });
  const driven = await lastOf(page, 'done');
  const expectedDrive = engine.drive({ from: 10, to: 300, metric: 'length', blocked: [{ from: block[0], to: block[1] }] });
  assert.equal(driven.stats.reached, expectedDrive.reached);
  assert.equal(driven.stats.cost, expectedDrive.cost);
  assert.deepEqual(driven.stats.moves, expectedDrive.moves);
  assert.ok(expectedDrive.replans.length > 1, 'the block made it repair its plan');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Embed button of the Walk and Roads views writes a snippet that opens what is on screen', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.waitForFunction(() => window.frontier.result() !== null && !window.frontier.generating(), null, WAIT);
  const snippetSrc = async () => {
    await page.evaluate(() => { document.getElementById('embed-snippet').value = ''; }); // not the last view's
    await page.locator('#embed-button').click();
    await page.waitForFunction(() => document.getElementById('embed-dialog').open && document.getElementById('embed-snippet').value !== '', null, WAIT);
    const snippet = await page.inputValue('#embed-snippet');
    await page.locator('#embed-close').click();
    const src = /src="([^"]+)"/.exec(snippet)[1].replace(/&amp;/g, '&');
    assert.match(src, /\?embed#v2\./);
    titles.push(/title="([^"]+)"/.exec(snippet)[1]);
    return src;
  };
  const titles = [];
  // The grid's snippet; the dialog's guide is a link that opens (a copy shipped beside the page).
  await snippetSrc();
  const guide = await page.evaluate(async () => {
    const link = document.getElementById('embed-docs');
    const response = await fetch(link.href);
    return { text: link.textContent, target: link.target, status: response.status, body: await response.text() };
  });
  assert.deepEqual({ text: guide.text, target: guide.target, status: guide.status }, { text: 'docs/EMBED.md', target: '_blank', status: 200 });
  assert.match(guide.body, /^### postMessage API$/m);
  await page.check('input[name="mode"][value="walk"]');
  await page.waitForFunction(() => window.frontier.walk() !== null, null, WAIT);
  await page.selectOption('#walk-algorithm', 'repeated-astar');
  await page.waitForFunction(() => window.frontier.walk().result && document.getElementById('walk-algorithm').value === 'repeated-astar', null, WAIT);
  await page.locator('#walk-step-back').click(); // paused, somewhere inside the walk
  const walkSrc = await snippetSrc();
  const walk = await page.evaluate(() => window.frontier.walk());
  assert.equal(walk.state, 'paused');

  await page.check('input[name="mode"][value="roads"]');
  await page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, WAIT);
  await page.locator('#roads-run').click();
  await page.waitForFunction(() => window.frontier.roads().result !== null, null, WAIT);
  await page.locator('#roads-step-back').click();
  const roadsSrc = await snippetSrc();
  const roads = await page.evaluate(() => window.frontier.roads());
  // Each snippet's title says what it shows (issue 29, item 16: all three said "a pathfinding search").
  assert.deepEqual(titles, ['Frontier: a pathfinding search', 'Frontier: a repeated A* walk through unknown terrain', 'Frontier: a route search on a road network']);
  assert.deepEqual(problems, []);
  await context.close();

  const walkWidget = await hostWidget(browser, walkSrc.replace(/^https?:\/\/[^/]+\//, server.url));
  const walkReady = await lastOf(walkWidget.page, 'ready');
  assert.deepEqual({ step: walkReady.step, total: walkReady.total }, { step: walk.step, total: walk.stepCount });
  assert.equal(await walkWidget.frame.evaluate(() => window.frontier.walk().result.cost), walk.result.cost);
  assert.deepEqual(walkWidget.problems, []);
  await walkWidget.context.close();

  const roadsWidget = await hostWidget(browser, roadsSrc.replace(/^https?:\/\/[^/]+\//, server.url));
  const roadsReady = await lastOf(roadsWidget.page, 'ready');
  assert.deepEqual({ step: roadsReady.step, total: roadsReady.total }, { step: roads.step, total: roads.stepCount });
  assert.deepEqual(await roadsWidget.frame.evaluate(() => window.frontier.roads().request), roads.request);
  assert.deepEqual(roadsWidget.problems, []);
  await roadsWidget.context.close();
});
