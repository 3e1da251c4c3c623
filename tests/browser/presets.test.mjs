// The Preset menu in Chromium: the classic tutorials' maps show the tutorials' own numbers, the C
// tutorial's array is read by the engine from the text, and the MovingAI maps load with their
// scenario queries, whose expected optimal length matches the cost the search finds.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { serverAndBrowser, openPage, screenshot, stats, waitForState, pageMaze, expectedResult, nodeEngine, afterFrames } from './support.mjs';
import { EXAMPLES } from '../../web/grid/examples.js';

const { server, browser } = await serverAndBrowser();

// Loading a preset is asynchronous (its file is fetched): wait until the maze on the page is another one and
// has a result, not for any result (the maze shown before has one too).
async function choosePreset(page, value) {
  const mazeNow = () => {
    const { width, height, cells, start, goal } = window.frontier.maze();
    return JSON.stringify([width, height, start, goal, cells.join('')]);
  };
  const before = await page.evaluate(mazeNow);
  await page.selectOption('#preset', value);
  await page.waitForFunction((was) => {
    const { width, height, cells, start, goal } = window.frontier.maze();
    return JSON.stringify([width, height, start, goal, cells.join('')]) !== was
      && window.frontier.result() !== null && !document.getElementById('import-error').textContent;
  }, before);
}

test('the tutorial map shows the tutorial\'s G, H and F after the first expansion', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await choosePreset(page, 'tutorial');
  await page.waitForFunction(() => window.frontier.maze().width === 7 && window.frontier.result()?.cost === 68);
  // Equal Fs go as in the tutorials' list: their path, under the wall.
  assert.equal((await page.evaluate(() => window.frontier.options())).tieBreak, 'tutorial');
  assert.ok((await page.evaluate(() => window.frontier.result().path)).some(({ y }) => y === 4), 'under the wall');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const cell = (x, y) => page.evaluate(([cx, cy]) => window.frontier.cell(cx, cy), [x, y]);
  assert.deepEqual(await cell(2, 2), { state: 'open', g: 10, h: 30, f: 40, parent: { x: 1, y: 2 }, onPath: false }, 'right of A');
  for (const y of [1, 3]) {
    const diagonal = await cell(2, y);
    assert.deepEqual([diagonal.g, diagonal.h, diagonal.f], [14, 40, 54], `diagonal (2, ${y})`);
    assert.equal((await cell(1, y)).g, 10, `straight ${y < 2 ? 'above' : 'below'} A`);
  }
  assert.equal((await cell(1, 2)).state, 'closed', 'A itself is closed');
  await screenshot(page, 'preset-tutorial-step2');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the C tutorial\'s 10x10 array and the dead end load with their options and the engine\'s figures', async () => {
  const engine = await nodeEngine();
  const { context, page, problems } = await openPage(browser, server.url);
  await choosePreset(page, 'c-tutorial');
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  let maze = await pageMaze(page);
  const expectedGrid = engine.parseGrid(EXAMPLES['c-tutorial'].text);
  assert.deepEqual([maze.width, maze.height, maze.start, maze.goal], [10, 10, { x: 2, y: 5 }, { x: 6, y: 4 }]);
  assert.deepEqual(maze.cells, expectedGrid.cells);
  const options = await page.evaluate(() => window.frontier.options());
  assert.deepEqual([options.heuristic, options.costs, options.diagonal], ['manhattan', 'integer', 'no-corner-cut']);
  let expected = await expectedResult(maze, options);
  let shown = await stats(page);
  assert.equal(shown.status, 'found');
  assert.equal(Number(shown.cost), expected.cost);
  assert.equal(Number(shown.expanded), expected.expanded);
  await screenshot(page, 'preset-c-tutorial');

  await choosePreset(page, 'dead-end');
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.frontier.maze().width === 11 && document.body.dataset.state === 'finished');
  maze = await pageMaze(page);
  expected = await expectedResult(maze, await page.evaluate(() => window.frontier.options()));
  shown = await stats(page);
  assert.equal(Number(shown.cost), expected.cost);
  // Backing out of the pocket: the search closes cells inside it that are not on the path.
  assert.ok(expected.expanded > expected.length + 5, `${expected.expanded} expanded for a ${expected.length}-step path`);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const name of ['arena', 'den312d', '8room_000', 'maze512-1-0']) {
  test(`MovingAI ${name} loads with its scenario and a query matches its expected optimum`, async () => {
    const engine = await nodeEngine();
    const { context, page, problems } = await openPage(browser, server.url);
    const began = Date.now();
    await choosePreset(page, `map:${name}`);
    await page.waitForFunction(() => !document.getElementById('query-row').hidden);
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('[data-stat="match"]').dataset.value !== '');
    const loadMs = Date.now() - began;
    const grid = engine.parseGrid(fs.readFileSync(new URL(`../../web/maps/${name}.map`, import.meta.url), 'utf8'));
    const maze = await pageMaze(page);
    assert.deepEqual([maze.width, maze.height], [grid.width, grid.height]);
    assert.deepEqual(maze.cells, grid.cells);
    const shown = await stats(page, '#scenario');
    assert.equal(shown.match, 'true', `expected ${shown.expected}, found ${shown.found}`);
    assert.ok(Math.abs(Number(shown.found) - Number(shown.expected)) <= 0.005);
    // A second query, chosen from the list.
    const option = await page.evaluate(() => document.querySelector('#query').options[3].value);
    await page.selectOption('#query', option);
    await page.keyboard.press('End');
    await page.waitForFunction((index) => {
      const shownCost = document.querySelector('[data-stat="match"]');
      return document.querySelector('#query').value === index && shownCost.dataset.value !== '';
    }, option);
    assert.equal((await stats(page, '#scenario')).match, 'true');
    // Still drawing frames on a 512x512 grid (how long a frame takes is scripts/bench-page.mjs's question).
    await afterFrames(page);
    await screenshot(page, `preset-${name}`);
    if (process.env.VERBOSE) console.log(name, loadMs, 'ms');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the Boston street map loads without a query list', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await choosePreset(page, 'map:Boston_0_256');
  await page.waitForFunction(() => window.frontier.maze().width === 256);
  assert.equal(await page.locator('#query-row').isHidden(), true);
  assert.equal(await page.locator('#scenario').isHidden(), true);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await screenshot(page, 'preset-boston');
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 29 item 12: the preset menu is in the first screen, keeps the preset's name, and the search opens at
// step 0, paused; an edit makes the maze another one and the menu says "Choose…" again.
test('a preset is in reach, keeps its name and opens at step 0', async () => {
  const { context, page, problems } = await openPage(browser, server.url); // 1280x800
  const box = await page.locator('#preset').boundingBox();
  assert.ok(box.y + box.height <= 800, `the preset menu is on the first screen (at ${Math.round(box.y)} px)`);
  await choosePreset(page, 'tutorial');
  await page.waitForFunction(() => window.frontier.result()?.cost === 68);
  await waitForState(page, 'paused');
  assert.equal(await page.inputValue('#preset'), 'tutorial');
  assert.match(await page.locator('#step-readout').textContent(), /^0 \//);
  await afterFrames(page, 4);
  assert.match(await page.locator('#step-readout').textContent(), /^0 \//, 'and stays there');
  // Drawing a wall makes it another maze.
  const floor = await page.evaluate(() => {
    const { width, cells, start, goal } = window.frontier.maze();
    const index = cells.findIndex((code, i) => code === 0 && i !== start.y * width + start.x && i !== goal.y * width + goal.x);
    return { x: index % width, y: Math.floor(index / width) };
  });
  await page.click('#clear-path');
  const at = await page.evaluate(({ x, y }) => window.frontier.cellCentre(x, y), floor);
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(({ x, y }) => window.frontier.maze().cells[y * window.frontier.maze().width + x] === 1, floor);
  assert.equal(await page.inputValue('#preset'), '', 'an edited preset is no longer the preset');
  assert.deepEqual(problems, []);
  await context.close();
});
