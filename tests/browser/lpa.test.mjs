// LPA* in the explore view (issue 12): after a finished search, a wall drawn on the path re-runs the search
// as a repair; the figures beside the result and the narration line say what the repair touched and
// expanded beside what a fresh A* expands, the same figures engine.search gives in Node for the same edit.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, pageMaze, nodeEngine, waitForState, cellCentre } from './support.mjs';

const { server, browser } = await serverAndBrowser();

const LOOPED_MAZE = [
  '...............#.#.#.', '.#.#######.###.#.#.#.', '.#.#.....#...#.#.#...', '.#.#####.###.#.#.###.', '.#.....#...#.#.#.#...',
  '.#####.#.###.#.#.#.##', 'S....#...#...#...#..G', '.#######.#.#########.', '.#.......#.....#...#.', '.#.###########.#.#.#.',
  '.#.#.......#.#...#.#.', '.#.#.#####.#.###.#.#.', '.....#...........#...',
].join('/');
const REPAIR = /Repair after 1 cell changed: it touched (\d+) cells and expanded (\d+); a fresh A\* expands (\d+)\./;

test('a wall drawn on LPA*\'s path is repaired, and the page says how much the repair touched', async () => {
  // A fixed maze with loops (the default maze's at 21 x 13), not the page's default: that one's size follows
  // the window, and at 21 x 11 it has one way through, which any wall on the path cuts off.
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${encodeURIComponent(LOOPED_MAZE)}`);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.selectOption('#opt-algorithm', 'lpa-star');
  await page.waitForFunction(() => window.frontier.runAlgorithm() === 'lpa-star' && window.frontier.result()?.expanded !== undefined);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const before = await pageMaze(page);
  const options = await page.evaluate(() => window.frontier.options());
  const first = await page.evaluate(() => ({ repair: window.frontier.result().repair, path: window.frontier.result().path }));
  assert.equal(first.repair, null);
  assert.match(await page.locator('#search-detail').textContent(), /Searched from scratch, from the goal back/);

  // A wall on the path, a third of the way along, drawn with the Wall tool.
  const target = first.path[Math.floor(first.path.length / 3)];
  await page.check('input[name="tool"][value="wall"]');
  const centre = await cellCentre(page, target.x, target.y);
  await page.mouse.click(centre.x, centre.y);
  await page.waitForFunction(() => window.frontier.result()?.repair);
  await waitForState(page, 'finished');
  const after = await pageMaze(page);
  assert.equal(after.cells[target.y * after.width + target.x], 1);

  // What engine.search says in Node for the same search and edit.
  const engine = await nodeEngine();
  const request = {
    start: before.start, goal: before.goal, algorithm: 'lpa-star', movement: Number(options.movement),
    diagonal: options.diagonal, costs: options.costs,
  };
  engine.search({ ...request, width: before.width, height: before.height, cells: before.cells });
  const expected = engine.search({ ...request, width: after.width, height: after.height, cells: after.cells });
  const astar = engine.search({ ...request, algorithm: 'astar' });
  assert.ok(expected.repair);
  assert.ok(Math.abs(expected.cost - astar.cost) < 1e-9 * astar.cost);

  const result = await page.evaluate(() => { const r = window.frontier.result(); return { repair: r.repair, cost: r.cost }; });
  assert.deepEqual(result.repair, expected.repair);
  assert.equal(result.cost, expected.cost);
  const detail = await page.locator('#search-detail').textContent();
  const [, touched, expanded, fresh] = detail.match(REPAIR) ?? assert.fail(detail);
  assert.deepEqual([Number(touched), Number(expanded), Number(fresh)],
    [expected.repair.touched, expected.repair.expanded, expected.repair.freshAstarExpanded]);
  assert.ok(expected.repair.expanded < expected.repair.freshAstarExpanded, 'the repair is local');
  const line = await page.locator('#explore-view [data-narration]').textContent();
  assert.match(line, /^The path: \d+ steps from .* cost \d+\. Repair after 1 cell changed: /);
  assert.match(line, REPAIR);

  // The repair's first step: rhs recomputed around the new wall.
  await page.locator('#scrubber').fill('1');
  const firstStep = await page.locator('#explore-view [data-narration]').textContent();
  assert.match(firstStep, /^The edit changed 1 cell: LPA\* recomputed rhs around it/);
  // Its queue (the inconsistent cells, some left by the last search) cannot be counted from the replay: the
  // largest frontier is not guessed while it plays, and is the engine's at the end.
  assert.equal(await page.locator('[data-stat="maxOpen"]').first().textContent(), '–');
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.equal(Number((await page.locator('[data-stat="maxOpen"]').first().textContent()).replaceAll(',', '')), expected.maxOpen);
  // The legend shows the repair's colour for the cells it kept.
  assert.equal(await page.locator('#legend [data-families="incremental"]').isVisible(), true);
  await screenshot(page, 'lpa-repair');
  assert.deepEqual(problems, []);
  await context.close();
});
