// A reader's own road network through the Roads view's file button (issue 13, "Import"): an OpenStreetMap
// extract and a DIMACS .gr/.co pair load with the figures the engine gives for the same text (and what an
// OSM import dropped), a route on them costs what an independent Dijkstra finds, and bad picks (a lone .gr,
// a damaged file) say why, next to the button, and keep the network on screen.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, screenshot, nodeEngine, openRoads, waitForFit } from './support.mjs';
import { roadDistances } from '../node/road-oracle.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();

// A 4 x 4 block of streets 0.001 degrees apart (about 111 m), one of them one-way, and a lone service road
// off to the side that is not connected: the import keeps the block and drops the lone road.
function osmTown() {
  const nodes = [];
  const ways = [];
  const id = (x, y) => 1 + y * 4 + x;
  for (let y = 0; y < 4; y++) {
    for (let x = 0; x < 4; x++) nodes.push(`<node id="${id(x, y)}" lat="${(y * 0.001).toFixed(3)}" lon="${(x * 0.001).toFixed(3)}"/>`);
  }
  nodes.push('<node id="100" lat="0.010" lon="0.010"/>', '<node id="101" lat="0.011" lon="0.010"/>');
  let way = 1;
  for (let y = 0; y < 4; y++) {
    const oneWay = y === 1 ? '<tag k="oneway" v="yes"/>' : '';
    ways.push(`<way id="${way++}">${[0, 1, 2, 3].map((x) => `<nd ref="${id(x, y)}"/>`).join('')}<tag k="highway" v="residential"/>${oneWay}</way>`);
  }
  for (let x = 0; x < 4; x++) {
    ways.push(`<way id="${way++}">${[0, 1, 2, 3].map((y) => `<nd ref="${id(x, y)}"/>`).join('')}<tag k="highway" v="tertiary"/></way>`);
  }
  ways.push(`<way id="${way++}"><nd ref="100"/><nd ref="101"/><tag k="highway" v="service"/></way>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6">\n${nodes.join('\n')}\n${ways.join('\n')}\n</osm>\n`;
}

// Five junctions in a ring with a chord, as the 9th DIMACS challenge writes them (arcs in both directions
// but one).
const GR = `c a small test network
p sp 5 9
a 1 2 120
a 2 1 120
a 2 3 200
a 3 2 200
a 3 4 150
a 4 3 150
a 4 5 90
a 5 1 300
a 1 3 260
`;
const CO = `c coordinates
p aux sp co 5
v 1 0 0
v 2 100 0
v 3 200 100
v 4 150 200
v 5 0 150
`;

const file = (name, text) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

// Picks files with the view's file button and waits for the network they make.
async function pickFiles(page, files, label) {
  await page.setInputFiles('#roads-file', files);
  await page.waitForFunction((name) => window.frontier.roads()?.network?.label === name, label, { polling: 100 });
  await waitForFit(page); // a new network's lines (an OpenStreetMap extract's credit) took room from the map
  return page.evaluate(() => window.frontier.roads());
}

async function clickNode(page, id) {
  const point = await page.evaluate((node) => window.frontier.roadNodeCentre(node), id);
  await page.mouse.click(point.x, point.y);
}

// Dijkstra from `from` to `to` by length in the page, to its end: the result.
async function routeInPage(page, from, to) {
  await page.check('input[name="roads-tool"][value="start"]');
  await clickNode(page, from);
  await clickNode(page, to);
  await page.selectOption('#roads-algorithm', 'dijkstra');
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended', null, { polling: 100 });
  return page.evaluate(() => window.frontier.roads());
}

test('an OpenStreetMap extract picked in the Roads view loads as the engine reads it, says what it dropped, and routes right', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  const text = osmTown();
  const expected = await engine.loadNetwork({ text, format: 'osm' });
  const data = engine.networkData();
  assert.deepEqual(expected.dropped, { nodes: 2, roads: 1 }, 'the lone service road is dropped');

  const shown = await pickFiles(page, [file('town.osm', text)], 'town.osm');
  assert.equal(shown.network.nodes, expected.nodes);
  assert.equal(shown.network.edges, expected.edges);
  assert.equal(shown.network.oneWayRoads, expected.oneWayRoads);
  assert.equal(shown.network.osm, true);
  assert.match(await page.locator('#roads-figures').textContent(), /2 nodes, 1 road \(outside the largest part/);
  assert.equal(await page.locator('#roads-attribution').isVisible(), true, 'OpenStreetMap data is credited');

  const from = 0;
  const to = expected.nodes - 1;
  const routed = await routeInPage(page, from, to);
  assert.deepEqual([routed.start, routed.goal], [from, to]);
  assert.ok(Math.abs(routed.result.cost - roadDistances(data, from, 'length')[to]) < 1e-6 * routed.result.cost,
    `${routed.result.cost} against the oracle's ${roadDistances(data, from, 'length')[to]}`);
  await screenshot(page, 'roads-own-osm-file');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a DIMACS pair loads when picked together; a lone .gr or a damaged file is refused beside the button, and the network stays', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  const expected = await engine.loadNetwork({ format: 'dimacs', gr: GR, co: CO });
  const data = engine.networkData();
  const shown = await pickFiles(page, [file('ring.gr', GR), file('ring.co', CO)], 'ring.gr and ring.co');
  assert.deepEqual([shown.network.nodes, shown.network.edges], [expected.nodes, expected.edges]);
  assert.equal(shown.network.osm, false);
  assert.equal(await page.locator('#roads-attribution').isVisible(), false);
  const routed = await routeInPage(page, 4, 1);
  assert.ok(Math.abs(routed.result.cost - roadDistances(data, 4, 'length')[1]) < 1e-9,
    `${routed.result.cost} against the oracle's ${roadDistances(data, 4, 'length')[1]}`);

  const error = page.locator('#roads-network-error');
  await page.setInputFiles('#roads-file', [file('ring.gr', GR)]);
  await page.waitForFunction(() => /needs two files/.test(document.getElementById('roads-network-error').textContent), null, { polling: 100 });
  await page.setInputFiles('#roads-file', [file('broken.gr', 'p sp 2 1\na 1 7 5\n'), file('broken.co', CO)]);
  await page.waitForFunction(() => /line 2/.test(document.getElementById('roads-network-error').textContent), null, { polling: 100 });
  assert.match(await error.textContent(), /\.gr line 2/);
  await page.setInputFiles('#roads-file', [file('bad.osm', '<osm version="0.6">\n<node id="1" lat="x" lon="0"/>')]);
  await page.waitForFunction(() => /needs lat/.test(document.getElementById('roads-network-error').textContent), null, { polling: 100 });
  const after = await page.evaluate(() => window.frontier.roads());
  assert.equal(after.network.label, 'ring.gr and ring.co', 'the network on screen stays');
  assert.equal(after.network.nodes, expected.nodes);
  assert.deepEqual(problems, []);
  await context.close();
});
