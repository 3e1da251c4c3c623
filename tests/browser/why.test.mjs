// Every step says why (issue 31), on the page: JPS's jump point is named with the forced neighbour that made it
// one and the wall that forces it (the engine's own rule), and the canvas marks that neighbour and draws the
// jump (pixels read back); the narration's three lines hold a step that opens eight cells on a desktop
// window; K disjoint routes say what the shortest single route costs beside them; a road search names the
// junctions it settles, with their G, H and F; screenshots of the words on
// a desktop window and a 390 px phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, openRoads, nodeEngine, screenshot, waitForState, waitForFit } from './support.mjs';
import { FORCED_COLOUR, JUMP_LINE_COLOUR } from '../../web/grid/path-layer.js';
import { formatRoadCost } from '../../web/roads/road-format.js';
import { roadDistances } from '../node/road-oracle.mjs';

const { server, browser } = await serverAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
const LINE = '#explore-view [data-narration]';

// An 8x5 grid: a jump east from the start S (0, 2) stops at (3, 2), whose neighbour (3, 1) is forced by the
// wall at (2, 1) beside the cell behind it: the rule of jump_point.h (no corner cutting).
const FORCED_MAP = '......../..%23...../S......./......../.......G';

const hex = (colour) => [1, 3, 5].map((k) => parseInt(colour.slice(k, k + 2), 16));

// How many pixels of cell (x, y) on the explore canvas are within a small distance of `colour`.
const pixelsOf = (page, x, y, colour) => page.evaluate(([cx, cy, rgb]) => {
  const canvas = document.getElementById('view');
  const a = window.frontier.cellCentre(cx, cy);
  const b = window.frontier.cellCentre(cx + 1, cy + 1);
  const rect = canvas.getBoundingClientRect();
  const scale = canvas.width / rect.width;
  const side = Math.round((b.x - a.x) * scale);
  const data = canvas.getContext('2d').getImageData(Math.round((a.x - rect.left) * scale - side / 2), Math.round((a.y - rect.top) * scale - side / 2), side, side).data;
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]) < 30) count++;
  }
  return count;
}, [x, y, hex(colour)]);

async function showStep(page, step) {
  await page.locator('#scrubber').fill(String(step));
  await page.waitForFunction((wanted) => Number(document.getElementById('scrubber').value) === wanted, step);
  // Two frames: the step's picture is on the canvas.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.locator(LINE).textContent();
}

async function openForced(options = {}) {
  const opened = await openPage(browser, `${server.url}#map=${FORCED_MAP}&algo=jps`, options);
  await opened.page.keyboard.press('End');
  await waitForState(opened.page, 'finished');
  return opened;
}

test('JPS: the narration names the forced neighbour that made a jump point, and the canvas marks it and draws the jump', async () => {
  const { context, page, problems } = await openForced();
  assert.equal(await page.evaluate(() => window.frontier.runAlgorithm()), 'jps');
  // Step 2 expands the start: its jump east stops at (3, 2).
  const said = await showStep(page, 2);
  assert.match(said, /\(3, 2\) is a jump point: forced neighbour \(3, 1\), past the wall at \(2, 1\)\./, said);
  const marked = await pixelsOf(page, 3, 1, FORCED_COLOUR);
  const crossed = await pixelsOf(page, 2, 1, FORCED_COLOUR);
  const jump = (await pixelsOf(page, 1, 2, JUMP_LINE_COLOUR)) + (await pixelsOf(page, 2, 2, JUMP_LINE_COLOUR));
  assert.ok(marked > 20, `the forced neighbour (3, 1) is outlined: ${marked} pixels`);
  assert.ok(crossed > 10, `the wall (2, 1) that forces it is crossed: ${crossed} pixels`);
  assert.ok(jump > 20, `the jump from (0, 2) to (3, 2) is drawn through (1, 2) and (2, 2): ${jump} pixels`);
  await screenshot(page, 'why-jps-forced');
  // The step after (the goal expanded) marks nothing: the marks belong to the step that found the jump point.
  const next = await showStep(page, 3);
  assert.doesNotMatch(next, /forced neighbour/);
  assert.equal(await pixelsOf(page, 3, 1, FORCED_COLOUR), 0, 'no mark at step 3');
  assert.equal(await pixelsOf(page, 1, 2, JUMP_LINE_COLOUR), 0, 'no jump line at step 3');
  // Reading the canvas's pixels back is this test's doing; Chrome's advice about it is not the page's.
  assert.deepEqual(problems.filter((problem) => !problem.includes('willReadFrequently')), []);
  await context.close();
});

test('JPS on a 390 px phone: the forced neighbour is named, and the narration shows whole', async () => {
  const { context, page, problems } = await openForced(PHONE);
  const said = await showStep(page, 2);
  assert.match(said, /\(3, 2\) is a jump point: forced neighbour \(3, 1\)/, said);
  const fits = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element.scrollHeight <= element.clientHeight + 1;
  }, LINE);
  assert.ok(fits, 'the narration is not cut off');
  await page.locator(LINE).scrollIntoViewIfNeeded();
  await screenshot(page, 'why-jps-forced-phone');
  assert.deepEqual(problems.filter((problem) => !problem.includes('willReadFrequently')), []);
  await context.close();
});

// A* on an open grid: a step opens all eight neighbours, and names them all within the narration's three
// lines on a desktop window.
test('a step that opens eight cells names them all, within the narration\'s three lines on a desktop window', async () => {
  const open = '........./........./........./....S..../........./........./........G';
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${open}&algo=astar`);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const said = await showStep(page, 2);
  const opened = said.match(/Opened (.+?)\.(?= |$)/)?.[1] ?? '';
  assert.equal([...opened.matchAll(/\(\d+, \d+\) with G \d+/g)].length, 8, said);
  assert.doesNotMatch(said, /more/);
  const fits = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return { fits: element.scrollHeight <= element.clientHeight + 1, lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)) };
  }, LINE);
  assert.ok(fits.fits, `the eight cells fit the narration's ${fits.lines} lines: ${said}`);
  await screenshot(page, 'why-eight-opened');
  assert.deepEqual(problems, []);
  await context.close();
});

// K disjoint routes (Roads view): the single shortest route's cost beside the set's, from the engine, and why
// it is usually not one of them.
test('disjoint routes show the shortest single route beside them, and why it is not one of them', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'random-10000');
  await page.waitForFunction(() => window.frontier.roads()?.network?.nodes === 10000, null, { polling: 100 });
  await waitForFit(page); // the new town refitted, its lines under the map laid out: junctions where they are drawn
  const engine = await nodeEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 10000, seed: 1 });
  const data = engine.networkData();
  // Two junctions far apart (nearest two opposite corners), as roads.test.mjs picks them.
  const minX = Math.min(...data.x), maxX = Math.max(...data.x), minY = Math.min(...data.y), maxY = Math.max(...data.y);
  const nearest = (fx, fy) => {
    let best = -1, bestDistance = Infinity;
    for (let i = 0; i < data.x.length; i++) {
      const d = Math.hypot(data.x[i] - (minX + fx * (maxX - minX)), data.y[i] - (minY + fy * (maxY - minY)));
      if (d < bestDistance) { best = i; bestDistance = d; }
    }
    return best;
  };
  const start = nearest(0.2, 0.75), goal = nearest(0.8, 0.25);
  for (const id of [start, goal]) {
    const point = await page.evaluate((node) => window.frontier.roadNodeCentre(node), id);
    await page.mouse.click(point.x, point.y);
  }
  await page.selectOption('#roads-routes-kind', 'disjoint');
  await page.fill('#roads-k', '3');
  await page.click('#roads-routes-find');
  await page.waitForFunction(() => window.frontier.roads()?.routes?.routes.length > 0, null, { polling: 100 });
  const shown = (await page.evaluate(() => window.frontier.roads())).routes;
  // The tests' own Dijkstra says what the shortest route costs.
  const shortest = roadDistances(data, start, 'length')[goal];
  assert.ok(Math.abs(shown.shortest - shortest) <= 1e-6 * shortest, `shortest ${shown.shortest} vs ${shortest}`);
  const cheapest = Math.min(...shown.routes.map((route) => route.cost));
  assert.ok(cheapest >= shortest * (1 - 1e-9));
  const words = cheapest > shortest * (1 + 1e-9)
    ? `Shortest single route: ${formatRoadCost(shortest, 'length')}, not among these (the cheapest here is ${formatRoadCost(cheapest, 'length')}): the set minimises the total`
    : `The shortest single route, ${formatRoadCost(shortest, 'length')}, is one of these.`;
  assert.ok(shown.message.includes(words), shown.message);
  assert.ok((await page.locator('#roads-narration').textContent()).includes(words), 'the narration says it too');
  const fits = await page.evaluate(() => {
    const element = document.getElementById('roads-narration');
    return element.scrollHeight <= element.clientHeight + 1;
  });
  assert.ok(fits, 'the narration shows whole on a desktop window');
  await screenshot(page, 'why-disjoint-shortest');
  assert.deepEqual(problems, []);
  await context.close();
});

// The Roads view on Monaco: a settled junction is called by the roads that meet there, with its G, H and F.
test('Roads: a settled junction says its name and its G, H and F', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-source', 'monaco');
  await page.waitForFunction(() => window.frontier.roads()?.network?.label?.startsWith('Monaco'), null, { polling: 100 });
  await page.selectOption('#roads-algorithm', 'astar');
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().request?.algorithm === 'astar' && window.frontier.roads().state === 'ended', null, { polling: 100 });
  const { stepCount } = await page.evaluate(() => window.frontier.roads());
  // The first step that settles a named junction (some do: Monaco names 356 of its 519).
  let said = '';
  for (let step = 2; step < stepCount && !/\(node \d+\)/.test(said); step++) {
    await page.evaluate((value) => {
      const scrubber = document.getElementById('roads-scrubber');
      scrubber.value = String(value);
      scrubber.dispatchEvent(new Event('input', { bubbles: true }));
    }, step);
    said = (await page.evaluate(() => window.frontier.roads())).narration;
  }
  assert.match(said, /^(Settled|From the goal's side: settled) [^(]*[A-Za-zÀ-ÿ][^(]* \(node \d+\): F [\d.]+ k?m = G [\d.]+ k?m \+ H [\d.]+ k?m, the lowest F on (the|its) open list/, said);
  assert.equal(await page.locator('#roads-narration').textContent(), said);
  await screenshot(page, 'why-roads-named');
  assert.deepEqual(problems, []);
  await context.close();
});
