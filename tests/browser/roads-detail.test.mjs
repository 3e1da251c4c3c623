// The Roads view's level of detail (issue 33: towns of a million junctions drawn at every zoom): on a
// 100,000-node town, zoomed out the streets are a tint under the major roads and a search is a picture; zoomed
// in every road is drawn and the search is dots; either way the colour on screen at a node is its state's
// (the picture is where the nodes are), the tiles all get painted, and nothing is logged.
import test from 'node:test';
import assert from 'node:assert/strict';

import { EVENT } from '../../web/core/engine.js';
import { ROAD_COLOUR, CANVAS_BACKGROUND } from '../../web/view/palette.js';
import { serverAndBrowser, nodeEngine, openRoads, screenshot } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();
const POLL = { polling: 100, timeout: 120000 };
const NODES = 100000;
const hex = (colour) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));

// What the roads canvas shows once every tile is painted: the colour ([r, g, b]) under each node of `ids`, a
// digest of every pixel, and the share of the pixels in each colour of `keys` (hex). Read from a copy: the
// page's canvas read again and again would make the browser warn.
async function readCanvas(page, ids = [], keys = []) {
  await page.waitForFunction(() => window.frontier.roadsDrawn(), null, POLL);
  return page.evaluate(([nodes, colours]) => {
    const canvas = document.getElementById('roads-canvas');
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d', { willReadFrequently: true });
    context.drawImage(canvas, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    const under = nodes.map((id) => {
      const point = window.frontier.roadNodeCentre(id);
      const at = 4 * (Math.floor((point.y - rect.top) * scale) * canvas.width + Math.floor((point.x - rect.left) * scale));
      return [pixels[at], pixels[at + 1], pixels[at + 2]];
    });
    const counts = Object.fromEntries(colours.map((key) => [key, 0]));
    let digest = 2166136261;
    for (let i = 0; i < pixels.length; i += 4) {
      const key = `#${[0, 1, 2].map((k) => pixels[i + k].toString(16).padStart(2, '0')).join('')}`;
      if (key in counts) counts[key]++;
      digest = Math.imul(digest ^ (pixels[i] | (pixels[i + 1] << 8) | (pixels[i + 2] << 16)), 16777619) >>> 0;
    }
    const total = pixels.length / 4;
    return { under, digest, share: Object.fromEntries(colours.map((key) => [key, counts[key] / total])) };
  }, [ids, keys]);
}

const coloursAt = async (page, nodes) => (await readCanvas(page, nodes)).under;

async function wheel(page, point, steps) {
  await page.evaluate(({ x, y, k }) => {
    const canvas = document.getElementById('roads-canvas');
    for (let i = 0; i < k; i++) canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, clientX: x, clientY: y, bubbles: true, cancelable: true }));
  }, { x: point.x, y: point.y, k: steps });
}

test('a 100,000-node town: a tint and major roads zoomed out, every road zoomed in; a search a picture, then dots, each node in its colour', async () => {
  const { page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'random');
  await page.fill('#roads-nodes', String(NODES));
  await page.click('#roads-generate');
  await page.waitForFunction((n) => window.frontier.roads().network?.nodes === n, NODES, POLL);
  await page.waitForFunction(() => window.frontier.roadsDrawn(), null, POLL);
  const fitted = await page.evaluate(() => window.frontier.roadsDetail());
  assert.deepEqual(fitted.roads, ['arterial', 'highway']);
  assert.equal(fitted.tinted, true);
  // What was painted: the tint covers most of the town (the canvas is mostly neither background nor a road's
  // drawn colour), the major roads show in theirs, and the tiles are what painting every one anew gives.
  const colours = [CANVAS_BACKGROUND, ROAD_COLOUR.street, ROAD_COLOUR.arterial, ROAD_COLOUR.highway].map((c) => c.toLowerCase());
  const tiles = await readCanvas(page, [], colours);
  assert.ok(tiles.share[colours[0]] < 0.6, `background ${tiles.share[colours[0]]}`);
  assert.ok(tiles.share[colours[2]] > 0.001 && tiles.share[colours[3]] > 0.001, JSON.stringify(tiles.share));
  await page.evaluate(() => window.frontier.roadsRedraw(true));
  assert.equal((await readCanvas(page)).digest, tiles.digest);

  // A short search zoomed out stays dots (a picture would hide its few nodes): ends a few junctions apart.
  const centre = await page.evaluate(() => { const r = document.getElementById('roads-canvas').getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
  await page.mouse.click(centre.x, centre.y);
  await page.mouse.click(centre.x + 12, centre.y + 8);
  await page.selectOption('#roads-algorithm', 'astar');
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended' && window.frontier.roads().result?.found, null, POLL);
  assert.ok((await page.evaluate(() => window.frontier.roads().result.generated)) < 5000);
  assert.equal((await page.evaluate(() => window.frontier.roadsDetail())).search, 'dots');

  // Dijkstra between far ends to its end, as a picture.
  await page.click('#roads-fit');
  const ends = await page.evaluate(() => { const r = document.getElementById('roads-canvas').getBoundingClientRect(); return [{ x: r.left + r.width * 0.3, y: r.top + r.height * 0.75 }, { x: r.left + r.width * 0.7, y: r.top + r.height * 0.25 }]; });
  for (const { x, y } of ends) await page.mouse.click(x, y);
  await page.selectOption('#roads-algorithm', 'dijkstra');
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended' && window.frontier.roads().request?.algorithm === 'dijkstra', null, POLL);
  const { start, goal } = await page.evaluate(() => window.frontier.roads());
  assert.equal((await page.evaluate(() => window.frontier.roadsDetail())).search, 'picture');

  // Nodes settled well inside the search (g at most half the route's cost) and nodes never reached, each far
  // on screen from the route and the ends (which are drawn over the search).
  await engine.loadNetwork({ generator: 'random', nodes: NODES, seed: 1 });
  const route = engine.route({ from: start, to: goal, algorithm: 'dijkstra', trace: true });
  const { x, y } = engine.networkData();
  const spacing = Math.sqrt(((Math.max(...x) - Math.min(...x)) * (Math.max(...y) - Math.min(...y))) / NODES);
  // Settled nodes near the search's edge (their cost within a few junctions of the last settled), whose
  // colour a picture drawn a few patches off would lose.
  const reached = new Set();
  const inside = [];
  for (let i = 0; i < route.trace.length; i++) {
    const node = route.trace.cell(i);
    reached.add(node);
    if (route.trace.kind(i) === EVENT.expanded && route.trace.g(i) > route.cost - 3 * spacing) inside.push(node);
  }
  const screen = await page.evaluate((ids) => ids.map((id) => window.frontier.roadNodeCentre(id)), [...new Set([...route.path, start, goal])]);
  const clear = async (nodes) => {
    const points = await page.evaluate((ids) => ids.map((id) => window.frontier.roadNodeCentre(id)), nodes);
    return nodes.filter((_, k) => screen.every((p) => Math.hypot(p.x - points[k].x, p.y - points[k].y) > 25));
  };
  // Three in each eighth of the turn around S, so a picture drawn off in any direction loses some.
  const sector = (id) => Math.floor(((Math.atan2(y[id] - y[start], x[id] - x[start]) + Math.PI) / (2 * Math.PI)) * 8) % 8;
  const bySector = (ids) => [0, 1, 2, 3, 4, 5, 6, 7].flatMap((k) => ids.filter((id) => sector(id) === k).slice(0, 3));
  const settled = bySector(await clear(inside));
  // Unreached, just beyond the farthest node reached from S (as the crow flies): far enough that no patch the
  // picture fills from its neighbours reaches them, near enough that a picture drawn off would.
  const fromStart = (id) => Math.hypot(x[id] - x[start], y[id] - y[start]);
  let farthest = 0;
  for (const id of reached) farthest = Math.max(farthest, fromStart(id));
  const unreached = (await clear(Array.from({ length: NODES }, (_, id) => id).filter((id) => fromStart(id) > farthest + 3 * spacing && fromStart(id) < farthest + 6 * spacing))).slice(0, 20);
  assert.ok(unreached.length > 0);
  assert.ok(settled.length >= 20, `${settled.length} settled nodes near the edge`);
  const settledColour = hex(ROAD_COLOUR.settled);
  assert.deepEqual(await coloursAt(page, settled), settled.map(() => settledColour));
  const searchColours = ['open', 'settled'].map((key) => hex(ROAD_COLOUR[key]).join());
  for (const colour of await coloursAt(page, unreached)) assert.ok(!searchColours.includes(colour.join()), `an unreached node drawn ${colour}`);
  await screenshot(page, 'roads-detail-100k-search-picture');

  // Played forward the picture is painted a patch at a time; a step back paints it whole: both give the same.
  const seek = (step) => page.evaluate((s) => { const input = document.getElementById('roads-scrubber'); input.value = String(s); input.dispatchEvent(new Event('input', { bubbles: true })); }, step);
  const { stepCount } = await page.evaluate(() => window.frontier.roads());
  const middle = Math.floor(stepCount / 2);
  await seek(middle); // back from the end: painted whole
  const whole = (await readCanvas(page)).digest;
  await seek(0);
  await readCanvas(page);
  for (const step of [Math.floor(middle / 3), Math.floor((2 * middle) / 3), middle]) {
    await seek(step); // forward: the patches of the events played
    await readCanvas(page);
  }
  assert.equal((await readCanvas(page)).digest, whole);
  await page.click('#roads-to-end');

  // Zoomed in on a settled node: every road, the search as dots, the node still in the settled colour.
  const node = settled[0];
  await wheel(page, await page.evaluate((id) => window.frontier.roadNodeCentre(id), node), 10);
  await page.waitForFunction(() => window.frontier.roadsDrawn(), null, POLL);
  const close = await page.evaluate(() => window.frontier.roadsDetail());
  assert.deepEqual(close.roads, ['street', 'arterial', 'highway']);
  assert.equal(close.tinted, false);
  assert.equal(close.search, 'dots');
  assert.deepEqual(await coloursAt(page, [node]), [settledColour]);
  await screenshot(page, 'roads-detail-100k-search-dots');
  assert.deepEqual(problems, []);
});
