// Hex grids on the page: the Cells switch keeps the cells and picks the hex distance, a search plays with F,
// G and H drawn in the hexes, a click paints the hex under the pointer, the keyboard reaches all six
// neighbours, and a share link opens on hexes again; no console errors, on a desktop window and a phone.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, hostWidget, screenshot, stats, waitForState, afterFrames, cellCentre, pageMaze, nodeEngine, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();

// An odd row's floor cell away from start and goal: its hex sits half a cell right of a square's.
function oddRowFloor(maze) {
  for (let y = 1; y < maze.height; y += 2) {
    for (let x = 1; x < maze.width - 1; x++) {
      const end = (p) => p.x === x && p.y === y;
      if (maze.cells[y * maze.width + x] === 0 && !end(maze.start) && !end(maze.goal)) return { x, y };
    }
  }
  throw new Error('no odd-row floor cell');
}

async function toHexes(page) {
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.selectOption('#maze-topology', 'hex');
  await page.waitForFunction(() => window.frontier.maze().topology === 'hex');
  await afterFrames(page);
}

test('hexes: the switch keeps the cells, the search plays F, G and H in the hexes, as the engine finds it', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  const before = await pageMaze(page);
  await toHexes(page);
  const maze = await pageMaze(page);
  assert.deepEqual(maze.cells, before.cells, 'switching keeps every cell');
  assert.equal(await page.locator('#opt-heuristic').inputValue(), 'hex', 'the hex distance replaces octile');
  assert.equal(await page.locator('#opt-movement').isDisabled(), true);
  assert.match(await page.locator('#opt-movement-why').textContent(), /six moves/);
  assert.match(await page.locator('#opt-algorithm option[value="jps"]').textContent(), /not offered here/);
  await page.click('#run');
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  // The page's search is the engine's on hexes.
  const options = await page.evaluate(() => window.frontier.options());
  const engine = await nodeEngine();
  const hex = engine.search({
    width: maze.width, height: maze.height, cells: maze.cells, start: maze.start, goal: maze.goal, topology: 'hex',
    algorithm: options.algorithm, heuristic: options.heuristic, tieBreak: options.tieBreak,
  });
  const shown = await stats(page);
  assert.equal(shown.status, 'found');
  assert.equal(Number(shown.expanded), hex.expanded);
  // Zoomed in to where hexes draw numbers (their figures' box is smaller than a square's: tests/browser/
  // hex-numbers.test.mjs), the hexes carry their figures.
  await page.keyboard.press('Home');
  for (let k = 0; k < 12; k++) await page.keyboard.press('ArrowRight');
  const canvas = await page.locator('#view').boundingBox();
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  for (let k = 0; k < 30 && !(await page.evaluate(() => window.frontier.numbers())); k++) {
    await page.mouse.wheel(0, -60);
    await afterFrames(page);
  }
  const numbers = await page.evaluate(() => window.frontier.numbers());
  assert.ok(numbers && numbers.figures > 0, `figures drawn in the hexes: ${JSON.stringify(numbers)}`);
  assert.ok(numbers.minFont >= 10);
  await screenshot(page, 'hex-desktop');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hexes: a click paints the hex under the pointer, the keys reach six neighbours, a link opens on hexes', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await toHexes(page);
  await page.click('#clear-path');
  await waitForState(page, 'editing');
  const maze = await pageMaze(page);
  const target = oddRowFloor(maze);
  const at = await cellCentre(page, target.x, target.y);
  await page.mouse.click(at.x, at.y);
  const painted = await pageMaze(page);
  assert.equal(painted.cells[target.y * maze.width + target.x], 1, 'the hex clicked is a wall now');
  assert.equal(painted.cells.reduce((n, c, i) => n + (c !== maze.cells[i]), 0), 1, 'and no other cell changed');
  // The keyboard: from the cursor, up keeps the column; Shift+up reaches the other upper neighbour.
  await page.locator('#view').focus();
  await page.keyboard.press('ArrowDown');
  const start = await page.evaluate(() => window.frontier.keyCursor());
  const y = start.y;
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowUp');
  const moved = await page.evaluate(() => window.frontier.keyCursor());
  if (y + 1 < maze.height) assert.deepEqual(moved, { x: start.x + (((y + 1) & 1) ? 1 : -1), y }, 'Shift+up is the row\'s other upper neighbour');
  // Copy link, and open it in a fresh page.
  const { url, error } = await page.evaluate(() => window.frontier.shareLink());
  assert.equal(error, undefined);
  const other = await openPage(browser, `${server.url}#${url.split('#')[1]}`);
  await other.page.waitForFunction(() => window.frontier.maze().topology === 'hex');
  assert.deepEqual((await pageMaze(other.page)).cells, painted.cells);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test('hexes on a phone: the first screen draws hexes, and a tap paints the hex under the finger', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await toHexes(page);
  await page.click('#clear-path');
  await waitForState(page, 'editing');
  const maze = await pageMaze(page);
  const target = oddRowFloor(maze);
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterFrames(page);
  const at = await cellCentre(page, target.x, target.y);
  await page.touchscreen.tap(at.x, at.y);
  const painted = await pageMaze(page);
  assert.equal(painted.cells[target.y * maze.width + target.x], 1, 'the hex tapped is a wall now');
  assert.equal(painted.cells.reduce((n, c, i) => n + (c !== maze.cells[i]), 0), 1, 'and no other cell changed');
  await screenshot(page, 'hex-phone');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hexes: a path drawn for the path puzzle is judged by the hex moves and priced against the hex Dijkstra', async () => {
  const map = 'S......./.###.#../....#.../.##...#G';
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${map}&topology=hex`);
  await page.waitForFunction(() => window.frontier.maze().topology === 'hex');
  assert.equal(await page.locator('#opt-heuristic').inputValue(), 'hex', 'a hex link without a heuristic takes the hex distance');
  await page.click('#learn-button');
  await page.click('#learn-puzzles [data-puzzle-kind="path"]');
  await page.waitForFunction(() => /S to G/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  const maze = await pageMaze(page);
  const engine = await nodeEngine();
  const best = engine.search({ width: maze.width, height: maze.height, cells: maze.cells, start: maze.start, goal: maze.goal, topology: 'hex', algorithm: 'dijkstra' });
  assert.equal(best.status, 'found');
  await waitForFit(page); // the card came: the canvas refitted to the room left, the hexes where they are drawn
  const first = await cellCentre(page, best.path[0].x, best.path[0].y);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const { x, y } of best.path.slice(1)) {
    const centre = await cellCentre(page, x, y);
    await page.mouse.move(centre.x, centre.y, { steps: 3 });
  }
  await page.mouse.up();
  const drawn = (await page.evaluate(() => window.frontier.puzzle())).walk;
  assert.deepEqual(drawn, best.path.map(({ x, y }) => y * maze.width + x), 'the drag drew the hexes it crossed');
  await page.click('#puzzle-card [data-puzzle="check"]');
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  const verdict = await page.locator('#puzzle-card [data-puzzle="verdict"]').textContent();
  assert.match(verdict, new RegExp(`^Right: yours costs ${best.cost}`));
  await screenshot(page, 'hex-path-puzzle');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hexes in an embed: the widget plays the hex search its link names, and the host hears the engine\'s figures', async () => {
  const map = 'S......./.###.#../....#.../.##...#G';
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&controls=minimal#map=${map}&algo=astar&topology=hex`);
  await send({ command: 'play' });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'done'), null, { polling: 100, timeout: 30000 });
  const done = await page.evaluate(() => window.received.find((m) => m.type === 'done'));
  const rows = map.split('/');
  const cells = Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0));
  const engine = await nodeEngine();
  const expected = engine.search({ width: rows[0].length, height: rows.length, cells, start: { x: 0, y: 0 }, goal: { x: rows[0].length - 1, y: rows.length - 1 },
    topology: 'hex', algorithm: 'astar', tieBreak: 'smaller-h' });
  assert.equal(done.stats.expanded, expected.expanded);
  assert.equal(done.stats.cost, expected.cost);
  assert.equal(await frame.evaluate(() => window.frontier.maze().topology), 'hex');
  // The host's options apply on hexes; a square grid's estimate is refused with the reason.
  // A square grid's estimate or a search square grids alone run are refused up front, with the reason.
  for (const options of [{ heuristic: 'octile' }, { algorithm: 'jps' }]) {
    const before = await page.evaluate(() => window.received.length);
    await send({ command: 'setOptions', options });
    await page.waitForFunction((n) => window.received.length > n, before, { polling: 100 });
    const reply = await page.evaluate((n) => window.received[n], before);
    assert.equal(reply.type, 'error', JSON.stringify(options));
    assert.match(reply.message, /^setOptions refused: .*(counts the square grid's steps|does not run on hex grids: its pruning rules)/);
    assert.equal(await frame.evaluate(() => window.frontier.options().heuristic), 'hex', 'nothing taken');
  }
  await page.evaluate(() => { window.received.length = 0; });
  await send({ command: 'setOptions', options: { algorithm: 'bfs' } });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'done' || m.type === 'error'), null, { polling: 100, timeout: 30000 });
  assert.equal(await page.evaluate(() => window.received.some((m) => m.type === 'error')), false);
  assert.deepEqual(problems, []);
  await context.close();
});
