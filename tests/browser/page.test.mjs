// End-to-end tests of the explore view in Chromium: it loads clean and fast, walls can be drawn and
// undone with a mouse, A* runs and plays, stepping and scrubbing move through the trace, and the
// figures the page shows are the engine's own for the same maze.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, stats, waitForState, fastest, cellCentre, pageMaze, expectedResult, floorPair, nodeEngine, afterFrames } from './support.mjs';
import { generateMaze } from '../../web/grid/default-maze.js';
import { COLOUR } from '../../web/view/palette.js';

const { server, browser } = await serverAndBrowser();

// The figures of a finished run must be the engine's result for the page's maze and options.
async function assertFiguresMatchEngine(page) {
  const maze = await pageMaze(page);
  const options = await page.evaluate(() => window.frontier.options());
  const expected = await expectedResult(maze, options);
  const shown = await stats(page);
  assert.equal(shown.status, expected.status);
  assert.equal(Number(shown.expanded), expected.expanded);
  assert.equal(Number(shown.generated), expected.generated);
  assert.equal(Number(shown.maxOpen), expected.maxOpen);
  if (expected.status === 'found') {
    assert.equal(Number(shown.length), expected.length);
    assert.ok(Math.abs(Number(shown.cost) - expected.cost) < 1e-9, `cost ${shown.cost} vs ${expected.cost}`);
  }
  // The words a person reads say the same as the data-value attributes.
  const text = await page.locator('[data-stat="expanded"]').textContent();
  assert.equal(Number(text.replaceAll(',', '')), expected.expanded);
  return expected;
}

// How soon it paints is a benchmark's question (scripts/bench-page.mjs), not a test's: a loaded machine is slow.
test('loads without console errors, paints and starts searching', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // Straight into A* on a ready maze: the canvas has a maze, Run is live, the animation plays.
  await page.waitForFunction(() => ['playing', 'finished'].includes(document.body.dataset.state));
  assert.equal(await page.locator('#run').isEnabled(), true);
  const maze = await pageMaze(page);
  assert.ok(maze.width >= 11 && maze.height >= 9, `maze ${maze.width}x${maze.height}`);
  assert.ok(maze.cells.some((code) => code === 1), 'the default maze has walls');
  // The count only grows while it plays: waited for, not slept through.
  await page.waitForFunction(() => Number([...document.querySelectorAll('[data-stat="expanded"]')].at(-1).dataset.value) > 0, null, { polling: 50 });
  assert.ok(Number((await stats(page)).expanded) > 0, 'A* has expanded cells');
  await screenshot(page, 'explore-playing');
  assert.deepEqual(problems, []);
  await context.close();
});

test('draws a wall with the mouse, and undo/redo take it back and forth', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.click('#clear-path');
  await waitForState(page, 'editing');
  const before = await pageMaze(page);
  const { x, y } = floorPair(before);
  const from = await cellCentre(page, x, y);
  const to = await cellCentre(page, x + 1, y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  let after = await pageMaze(page);
  assert.equal(after.cells[y * after.width + x], 1);
  assert.equal(after.cells[y * after.width + x + 1], 1);
  const changed = after.cells.reduce((count, code, i) => count + (code !== before.cells[i] ? 1 : 0), 0);
  assert.equal(changed, 2, 'exactly the two cells under the stroke changed');
  // The canvas shows it: the cell's pixel is the wall colour.
  const pixel = await page.evaluate(([cx, cy]) => {
    const canvas = document.getElementById('view');
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / rect.width;
    const data = canvas.getContext('2d').getImageData(Math.round((cx - rect.left) * ratio), Math.round((cy - rect.top) * ratio), 1, 1).data;
    return Array.from(data.slice(0, 3));
  }, [from.x, from.y]);
  assert.deepEqual(pixel, [0x2f, 0x35, 0x42]);
  await screenshot(page, 'explore-wall-drawn');

  await page.keyboard.press('Control+z');
  after = await pageMaze(page);
  assert.deepEqual(after.cells, before.cells, 'undo restores the maze');
  await page.keyboard.press('Control+Shift+z');
  after = await pageMaze(page);
  assert.equal(after.cells[y * after.width + x], 1, 'redo draws the wall again');
  // Starting a stroke on a wall erases.
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.up();
  after = await pageMaze(page);
  assert.equal(after.cells[y * after.width + x], 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Run plays A* to the end, and the figures are the engine\'s', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await fastest(page);
  await page.click('#run');
  await waitForState(page, 'finished');
  const expected = await assertFiguresMatchEngine(page);
  assert.equal(expected.status, 'found');
  assert.equal(await page.locator('[data-stat="optimal"]').textContent(), 'yes');
  assert.equal(await page.locator('#step-readout').textContent(), await page.evaluate(() => {
    const max = document.getElementById('scrubber').max;
    return `${max} / ${max}`;
  }));
  await screenshot(page, 'explore-finished');
  assert.deepEqual(problems, []);
  await context.close();
});

test('steps forwards and back, scrubs, and the open list shows the next cell to expand', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.click('#run');
  await page.click('#play'); // pause
  await waitForState(page, 'paused');
  await page.click('#restart');
  await page.click('#play');
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#step-readout').textContent(), `0 / ${await page.locator('#scrubber').getAttribute('max')}`);
  for (let i = 0; i < 3; i++) await page.click('#step-forward');
  assert.match(await page.locator('#step-readout').textContent(), /^3 \//);
  await page.click('#step-back');
  assert.match(await page.locator('#step-readout').textContent(), /^2 \//);
  // Step 2: the start has been expanded once.
  assert.equal((await stats(page)).expanded, '1');

  // Scrub half way: the counts are those of the trace at that step.
  const max = Number(await page.locator('#scrubber').getAttribute('max'));
  const middle = Math.floor(max / 2);
  await page.locator('#scrubber').fill(String(middle));
  assert.equal(await page.locator('#step-readout').textContent(), `${middle} / ${max}`);
  const shown = await stats(page);
  assert.equal(shown.status, 'searching');
  // Recompute in Node: after step k (k >= 1) the search has expanded k - 1 cells.
  assert.equal(Number(shown.expanded), middle - 1);
  // The list is built while its panel is on screen, and catches up with a scrub within 150 ms.
  await page.locator('#openlist-title').scrollIntoViewIfNeeded();
  await page.waitForFunction((step) => document.getElementById('openlist').dataset.step === String(step), middle);
  const next = page.locator('#openlist li.next');
  await next.waitFor();
  assert.equal(await page.locator('#openlist li').first().getAttribute('class'), 'next');
  assert.match(await next.textContent(), /^\(\d+,\d+\): [\d.]+ \+ [\d.]+ = [\d.]+ ← \(\d+,\d+\)$/);
  // The highlighted cell is the one the next step expands.
  const [nx, ny] = (await next.textContent()).match(/^\((\d+),(\d+)\)/).slice(1).map(Number);
  await page.click('#step-forward');
  const inspected = await page.evaluate(([x, y]) => {
    const maze = window.frontier.maze();
    return { index: y * maze.width + x };
  }, [nx, ny]);
  const centre = await cellCentre(page, nx, ny);
  await page.mouse.move(centre.x, centre.y);
  const inspector = await page.locator('#inspector').textContent();
  assert.match(inspector, new RegExp(`\\(${nx}, ${ny}\\)`));
  assert.match(inspector, /closed/);
  assert.ok(inspected.index >= 0);
  await screenshot(page, 'explore-scrubbed-hover');

  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await assertFiguresMatchEngine(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test('after a run, moving the goal and drawing walls re-run at once and show the end', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const maze = await pageMaze(page);
  // Drag the goal to the nearest floor cell to its left.
  let target = null;
  for (let x = maze.goal.x - 1; x >= 0 && !target; x--) {
    if (maze.cells[maze.goal.y * maze.width + x] === 0) target = { x, y: maze.goal.y };
  }
  const from = await cellCentre(page, maze.goal.x, maze.goal.y);
  const to = await cellCentre(page, target.x, target.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  const moved = await pageMaze(page);
  assert.deepEqual(moved.goal, target);
  await page.waitForFunction(([x, y]) => {
    // ?. because a run in between may find no path (a wall on the only corridor of a perfect maze).
    const end = window.frontier.result()?.path?.at(-1);
    return end?.x === x && end?.y === y;
  }, [target.x, target.y]);
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'finished');
  await assertFiguresMatchEngine(page);

  // A wall drawn on the path: re-run, still finished, figures still the engine's.
  const path = (await page.evaluate(() => window.frontier.result().path));
  const onPath = path[Math.floor(path.length / 2)];
  const centre = await cellCentre(page, onPath.x, onPath.y);
  await page.mouse.click(centre.x, centre.y);
  await page.waitForFunction(([x, y]) => {
    const result = window.frontier.result();
    return result && !result.path.some((p) => p.x === x && p.y === y);
  }, [onPath.x, onPath.y]);
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'finished');
  await assertFiguresMatchEngine(page);
  // Undo the goal move and the wall: back to the original figures.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.waitForFunction(([x, y]) => {
    // ?. because a run in between may find no path (a wall on the only corridor of a perfect maze).
    const end = window.frontier.result()?.path?.at(-1);
    return end?.x === x && end?.y === y;
  }, [maze.goal.x, maze.goal.y]);
  await assertFiguresMatchEngine(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test('options that do not apply are disabled with the reason; every algorithm matches the engine', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.equal(await page.locator('#opt-weight').isDisabled(), true);
  // The reason names the algorithms that read a weight (labels.js takes them from the registry).
  assert.match(await page.locator('#opt-weight').getAttribute('title'), /^Only .*Weighted A\*.* a weight/);
  for (const algorithm of ['bfs', 'dfs', 'dijkstra']) {
    await page.selectOption('#opt-algorithm', algorithm);
    assert.equal(await page.locator('#opt-heuristic').isDisabled(), true, `heuristic disabled for ${algorithm}`);
    assert.match(await page.locator('#opt-heuristic-why').textContent(), /no heuristic/);
    await page.waitForFunction((name) => window.frontier.result()?.expanded !== undefined &&
      document.querySelector('[data-stat="status"]').dataset.value !== 'searching' && window.frontier.runAlgorithm() === name, algorithm);
    await assertFiguresMatchEngine(page);
  }
  await page.selectOption('#opt-algorithm', 'weighted-astar');
  assert.equal(await page.locator('#opt-weight').isEnabled(), true);
  await page.fill('#opt-weight', '3');
  await page.locator('#opt-weight').dispatchEvent('change');
  await page.selectOption('#opt-movement', '4');
  assert.equal(await page.locator('#opt-diagonal').count(), 0, 'movement and the diagonal rule are one control');
  await page.waitForFunction(() => window.frontier.options().movement === 4);
  await afterFrames(page); // the re-run of a finished search lands at the next frame
  await assertFiguresMatchEngine(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an inadmissible heuristic says so and shows the optimal cost beside the cost found', async () => {
  // Find a maze where A* with Manhattan and diagonal moves misses the shortest path.
  const engine = await nodeEngine();
  let found = null;
  for (let seed = 2; seed < 200 && !found; seed++) {
    const maze = generateMaze(engine, { kind: 'obstacles', density: 0.2, terrainCoverage: 0.6, width: 31, height: 21, seed });
    const request = { ...maze, costs: 'integer' };
    const astar = engine.search({ ...request, heuristic: 'manhattan' });
    const best = engine.search({ ...request, algorithm: 'dijkstra' });
    if (astar.status === 'found' && astar.cost > best.cost) found = { seed, cost: astar.cost, best: best.cost };
  }
  assert.ok(found, 'a maze where Manhattan is not optimal');
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await page.selectOption('#maze-kind', 'obstacles');
  await page.fill('#maze-density', '0.2');
  await page.fill('#maze-coverage', '0.6');
  await page.fill('#maze-seed', String(found.seed));
  await page.fill('#maze-width', '31');
  await page.fill('#maze-height', '21');
  await page.click('#new-maze');
  await page.selectOption('#opt-heuristic', 'manhattan');
  await page.waitForFunction((cost) => window.frontier.result()?.cost === cost, found.cost);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const shown = await stats(page);
  assert.equal(Number(shown.cost), found.cost);
  assert.equal(shown.optimal, 'false');
  assert.equal(Number(shown.optimalCost), found.best);
  assert.equal(await page.locator('[data-stat="optimalCost"]').isVisible(), true, 'the optimum beside the cost found');
  const note = await page.locator('#optimal-note').textContent();
  assert.match(note, new RegExp(`^Found ${found.cost}, optimal ${found.best} \\(\\+\\d+\\.\\d%\\)\\.`));
  assert.match(note, /Manhattan/);
  assert.match(note, /inadmissible/);
  await page.locator('#stats').scrollIntoViewIfNeeded();
  await screenshot(page, 'explore-inadmissible');
  assert.deepEqual(problems, []);
  await context.close();
});

test('new maze, resize, clear walls and the tutorial map, each undoable', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  const first = await pageMaze(page);
  await page.fill('#maze-width', '25');
  await page.fill('#maze-height', '15');
  await page.click('#new-maze');
  let maze = await pageMaze(page);
  assert.deepEqual([maze.width, maze.height], [25, 15]);
  assert.deepEqual(maze.cells, generateMaze(await nodeEngine(), { kind: 'backtracker', width: 25, height: 15, seed: 1 }).cells, 'the seed in the field');
  assert.equal(await page.locator('#maze-seed').inputValue(), '1', 'New maze leaves the chosen seed alone');
  // The run follows the new maze at once.
  await page.waitForFunction(() => window.frontier.result()?.path?.length > 0 && window.frontier.maze().width === 25);
  await page.fill('#maze-width', '30');
  await page.click('#resize');
  maze = await pageMaze(page);
  assert.deepEqual([maze.width, maze.height], [30, 15]);
  assert.equal(maze.cells[14 * 30 + 29], 0, 'new columns are floor');
  await page.click('#clear-walls');
  maze = await pageMaze(page);
  assert.ok(maze.cells.every((code) => code !== 1), 'no walls left');
  await page.selectOption('#preset', 'tutorial');
  maze = await pageMaze(page);
  assert.deepEqual([maze.width, maze.height, maze.start, maze.goal], [7, 5, { x: 1, y: 2 }, { x: 5, y: 2 }]);
  assert.equal(await page.locator('#opt-heuristic').inputValue(), 'manhattan');
  assert.equal(await page.locator('#preset').inputValue(), 'tutorial', 'the menu names the preset on screen');
  await page.waitForFunction(() => window.frontier.result()?.cost === 68);
  // The tutorial's figures: the cell right of A has G = 10, H = 30, F = 40 after the first expansion.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const right = await cellCentre(page, 2, 2);
  await page.mouse.move(right.x, right.y);
  const inspector = await page.locator('#inspector').textContent();
  assert.match(inspector, /g \(cost so far\)10/);
  assert.match(inspector, /h \(estimate\)30/);
  assert.match(inspector, /f \(open-list key\)40 = g \+ h/);
  await screenshot(page, 'explore-tutorial-step2');
  // Undo four times: example, clear walls, resize, new maze -> the first maze again.
  for (let k = 0; k < 4; k++) await page.click('#undo');
  maze = await pageMaze(page);
  assert.deepEqual(maze.cells, first.cells);
  assert.equal(await page.locator('#preset').inputValue(), '', 'undone, the preset is no longer on screen');
  assert.equal(await page.locator('#undo').isDisabled(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

// A close look at the tutorial's dead end (test-results/browser/readme-screenshot.png; the README's picture,
// docs/screenshot.png, is first-look.test.mjs's first-load-desktop.png):
// the tutorial's dead end mid-search, cells big enough for F, G, H and parent arrows, every search
// colour on screen, and a hovered cell's path back to the start.
test('the README picture: a dead end mid-search with numbers, arrows and every search colour', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  await page.selectOption('#preset', 'dead-end');
  await page.locator('#scrubber').fill('19');
  await page.evaluate(() => { document.activeElement.blur(); document.querySelector('.side').scrollTop = 0; });
  const view = await page.evaluate(() => window.frontier.view());
  assert.ok(view.scale >= 28, `cells of ${view.scale} px show numbers`);
  const hovered = await cellCentre(page, 3, 5);
  await page.mouse.move(hovered.x, hovered.y);
  await afterFrames(page); // the step and the hover are drawn at the next frame, which a loaded machine delays
  // Sample each cell's top-right corner (no numbers or arrows there): the step's colours are all on screen.
  const colours = await page.evaluate(() => {
    const canvas = document.getElementById('view');
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / rect.width;
    // One read of the whole canvas (many small reads make Chrome warn about readbacks).
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const { scale } = window.frontier.view();
    const maze = window.frontier.maze();
    const seen = new Set();
    for (let y = 0; y < maze.height; y++) {
      for (let x = 0; x < maze.width; x++) {
        const centre = window.frontier.cellCentre(x, y);
        const px = Math.round((centre.x - rect.left + scale * 0.42) * ratio);
        const py = Math.round((centre.y - rect.top - scale * 0.42) * ratio);
        const at = 4 * (py * canvas.width + px);
        const [r, g, b] = pixels.slice(at, at + 3);
        seen.add(`#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
      }
    }
    return [...seen];
  });
  for (const colour of ['#ffffff', '#ef5f5a', '#3b78dd', COLOUR.closed, '#8f45d6', '#2f3542', COLOUR.floor]) {
    assert.ok(colours.includes(colour), `${colour} on screen (saw ${colours.join(' ')})`);
  }
  assert.match(await page.locator('#inspector').textContent(), /f \(open-list key\)94 = g \+ h/);
  await screenshot(page, 'readme-screenshot');
  assert.deepEqual(problems, []);
  await context.close();
});

test('when the engine cannot load, the page says so and keeps saying so', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/frontier_core.wasm', (route) => route.abort());
  await page.goto(server.url);
  await waitForState(page, 'failed');
  assert.equal((await stats(page)).status, '');
  assert.equal(await page.locator('[data-stat="status"]').textContent(), 'engine failed to load');
  assert.match(await page.locator('#optimal-note').textContent(), /could not load/);
  assert.equal(await page.locator('#run').isDisabled(), true);
  await page.click('#clear-path');
  assert.equal(await page.locator('[data-stat="status"]').textContent(), 'engine failed to load');
  assert.match(await page.locator('#optimal-note').textContent(), /could not load/);
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'failed');
  await context.close();
});
