// The searches beyond A* on the page: each plays on the default maze to the result the engine gives in
// Node, says in its detail line what it is doing (the two frontiers and the stop test, the jumps, the
// iterations, the any-angle length), shows its legend, and the page does not offer JPS where its needs
// are not met, saying why.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, stats, waitForState, pageMaze, expectedResult, nodeEngine } from './support.mjs';
import { ALGORITHM_INFO } from '../../web/core/registry.js';
import { EVENT } from '../../web/core/engine.js';
import { MEETING_COLOUR } from '../../web/view/palette.js';

const { server, browser } = await serverAndBrowser();

const DETAIL = {
  // The first-touch variant may stop with the test unmet, and says so.
  bidirectional: /^Stop: .* = [\d.,]+ ≥ μ = [\d.,]+\. No path through the open nodes can beat the best meeting\.$|^Stopped when the frontiers first touched, with μ = [\d.,]+; but the lower bound .* < μ, so a cheaper path was not ruled out\.$/,
  'jump-point': /^[\d,]+ jump points expanded; jumps passed over [\d,]+ cells without opening them\./,
  'iterative-deepening': /^Iteration \d+: only nodes with f ≤ [\d.]+ are expanded\. [\d,]+ visits so far, [\d,]+ of them to nodes visited before\.$/,
  'any-angle': /^Any-angle path of [\d.]+ in \d+ straight segments; the cheapest path along grid moves costs [\d.]+, [\d.]+% more\.$/,
};
const BEYOND = ALGORITHM_INFO.filter((algorithm) => Object.hasOwn(DETAIL, algorithm.family));

// Each of them, and whatever later rows of these families the registry gains (each is played below).
test('the searches of issue 11 are all in the registry', () => {
  const names = BEYOND.map((algorithm) => algorithm.name);
  for (const name of ['bidirectional-astar', 'bidirectional-bfs', 'bidirectional-dijkstra', 'bidirectional-first-touch', 'ida-star', 'jps',
    'jps-plus', 'theta-star']) assert.ok(names.includes(name), name);
});

for (const { name, family } of BEYOND) {
  test(`${name} plays on the default maze to the engine's result, with its own words and legend`, async () => {
    const { context, page, problems } = await openPage(browser, server.url);
    await page.keyboard.press('End');
    await waitForState(page, 'finished');
    await page.selectOption('#opt-algorithm', name);
    await page.waitForFunction((wanted) => window.frontier.runAlgorithm() === wanted && window.frontier.result()?.expanded !== undefined, name);
    await page.keyboard.press('End');
    await waitForState(page, 'finished');
    const maze = await pageMaze(page);
    const options = await page.evaluate(() => window.frontier.options());
    const expected = await expectedResult(maze, options);
    const figures = await stats(page);
    assert.equal(figures.status, expected.status);
    assert.equal(Number(figures.expanded), expected.expanded);
    if (expected.status === 'found') assert.ok(Math.abs(Number(figures.cost) - expected.cost) < 1e-9 * Math.max(1, expected.cost));
    const detail = await page.locator('#search-detail').textContent();
    assert.match(detail, DETAIL[family], detail);
    // The legend shows this family's colours and no other family's.
    const legend = await page.evaluate(() => [...document.querySelectorAll('#legend [data-families]')]
      .map((item) => [item.dataset.families, !item.hidden]));
    for (const [families, shown] of legend) assert.equal(shown, families.split(' ').includes(family), families);
    await screenshot(page, `beyond-${name}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// The preset where the naive rule fails: first-touch stops with a dearer path and says why, bidirectional A*
// on the same map finds the optimum and shows its stop test; JPS is not offered there (water costs more).
test('first touch goes wrong on its preset, the proven rule does not, and JPS is not offered on terrain', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.selectOption('#preset', 'first-touch');
  await page.waitForFunction(() => window.frontier.maze().width === 8 && window.frontier.runAlgorithm() === 'bidirectional-first-touch' &&
    window.frontier.result()?.expanded !== undefined);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const naive = await stats(page);
  assert.equal(naive.optimal, 'false');
  assert.match(await page.locator('#search-detail').textContent(), /^Stopped when the frontiers first touched, with μ = [\d.]+; but the lower bound .* < μ/);
  await screenshot(page, 'beyond-first-touch-wrong');

  await page.selectOption('#opt-algorithm', 'bidirectional-astar');
  await page.waitForFunction(() => window.frontier.runAlgorithm() === 'bidirectional-astar' && window.frontier.result()?.expanded !== undefined);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const proven = await stats(page);
  const expected = await expectedResult(await pageMaze(page), await page.evaluate(() => window.frontier.options()));
  assert.equal(Number(proven.cost), expected.cost);
  assert.ok(Number(proven.cost) * 5 < Number(naive.cost), `${proven.cost} vs ${naive.cost}`);
  assert.equal(proven.optimal, 'true');
  assert.match(await page.locator('#search-detail').textContent(), /^Stop: .* ≥ μ = /);

  const jps = page.locator('#opt-algorithm option[value="jps"]');
  assert.equal(await jps.isDisabled(), true);
  assert.match(await jps.getAttribute('title'), /JPS needs every open cell to cost the same, and this grid has floor \(cost 1\) and grass \(cost 2\)/);
  await screenshot(page, 'beyond-first-touch-proven');
  assert.deepEqual(problems, []);
  await context.close();
});

// JPS+'s table on the canvas: the engine's distances in every open cell, only while a JPS+ run is shown,
// and kept by a share link.
test('JPS+ shows its precomputed jump distances in the cells, and a link keeps them', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.selectOption('#preset', 'tutorial');
  await page.waitForFunction(() => window.frontier.maze().width === 7 && window.frontier.result()?.expanded !== undefined);
  await page.selectOption('#opt-algorithm', 'jps-plus');
  await page.waitForFunction(() => window.frontier.runAlgorithm() === 'jps-plus' && window.frontier.result()?.precompute.bytes > 0);
  assert.equal(await page.evaluate(() => window.frontier.jumpDistances(0, 0)), null, 'not drawn until asked for');
  await page.check('#show-jumps');
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const engine = await nodeEngine();
  const maze = await pageMaze(page);
  engine.setGrid(maze);
  const table = engine.jumpDistances();
  for (const [x, y] of [[0, 0], [2, 2], [4, 2], [6, 4]]) {
    const i = y * maze.width + x;
    assert.deepEqual(await page.evaluate(([cx, cy]) => window.frontier.jumpDistances(cx, cy), [x, y]), Array.from(table.subarray(8 * i, 8 * i + 8)), `(${x}, ${y})`);
  }
  // The cell left of the wall sees it one step east; from the top-left corner a jump east runs to the wall's column.
  assert.ok(table[8 * (2 * maze.width + 2) + 1] <= 0, 'east of (2,2) is the wall');
  await screenshot(page, 'beyond-jps-plus-distances');
  const { fragment } = await page.evaluate(() => window.frontier.shareLink());
  const other = await openPage(browser, `${server.url}#${fragment}`);
  await other.page.waitForFunction(() => window.frontier.runAlgorithm() === 'jps-plus' && window.frontier.result()?.precompute.bytes > 0);
  assert.equal(await other.page.isChecked('#show-jumps'), true);
  await page.selectOption('#opt-algorithm', 'astar');
  await page.waitForFunction(() => window.frontier.runAlgorithm() === 'astar' && window.frontier.result()?.expanded !== undefined);
  assert.equal(await page.evaluate(() => window.frontier.jumpDistances(0, 0)), null, 'A* has no table to show');
  assert.deepEqual([...problems, ...other.problems], []);
  await other.context.close();
  await context.close();
});

// IDA* out of budget on the default maze: it ends, says how far it got, and the figures say gave up.
test('IDA* with a small node budget gives up with a clear message, never hangs', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.selectOption('#opt-algorithm', 'ida-star');
  await page.fill('#opt-budget', '1000');
  await page.locator('#opt-budget').dispatchEvent('change');
  await page.waitForFunction(() => window.frontier.options().algorithm === 'ida-star' && window.frontier.options().budget === 1000 &&
    window.frontier.result()?.status === 'gave-up');
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const figures = await stats(page);
  assert.equal(figures.status, 'gave-up');
  assert.equal(Number(figures.expanded), 1000);
  assert.match(await page.locator('#search-detail').textContent(), /^Out of budget in iteration \d+ \(f ≤ [\d.,]+\): the recursion path drawn is where it stopped\.$/);
  assert.match(await page.locator('#optimal-note').textContent(), /^Gave up after 1,?000 node visits in \d+ iterations \(the budget is 1,?000\): raise the node budget, or choose A\*\.$/);
  await screenshot(page, 'beyond-ida-star-gave-up');
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 29 item 9: with F, G and H in the cells, the best meeting is drawn without covering them: the
// meeting cells' figure corners (F top left, H bottom right) hold no meeting colour (rings covered them).
test('the meeting of a bidirectional search leaves the meeting cells\' numbers readable', async () => {
  const map = 'S.........../.##########./............/.##########./...........G';
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${map}&algo=bidirectional-astar&heuristic=octile`);
  await page.waitForFunction(() => window.frontier.result()?.expanded !== undefined);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  const maze = await pageMaze(page);
  const engine = await nodeEngine();
  const options = await page.evaluate(() => window.frontier.options());
  const { trace } = engine.search({ ...maze, ...options, trace: true });
  let meet = -1;
  for (let i = 0; i < trace.length; i++) if (trace.kind(i) === EVENT.meet) meet = i;
  assert.ok(meet >= 0, 'the search met');
  for (const cell of [trace.cell(meet), trace.parent(meet)]) {
    const x = cell % maze.width, y = Math.floor(cell / maze.width);
    const corners = await page.evaluate(({ cx, cy }) => {
      const canvas = document.getElementById('view');
      const rect = canvas.getBoundingClientRect();
      const ratio = canvas.width / rect.width;
      const a = window.frontier.cellCentre(cx, cy), b = window.frontier.cellCentre(cx + 1, cy);
      const s = b.x - a.x;
      const pad = Math.max(2, Math.floor(s * 0.06)), box = Math.round(s * 0.3);
      const read = (left, top) => Array.from(canvas.getContext('2d').getImageData(Math.round(left * ratio), Math.round(top * ratio), Math.round(box * ratio), Math.round(box * ratio)).data);
      const x0 = a.x - s / 2 - rect.left, y0 = a.y - s / 2 - rect.top;
      return { s, shown: window.frontier.numbers() !== null, pixels: [...read(x0 + pad + 1, y0 + pad + 1), ...read(x0 + s - pad - 1 - box, y0 + s - pad - 1 - box)] };
    }, { cx: x, cy: y });
    assert.ok(corners.shown && corners.s >= 34, `numbers are drawn (cells of ${corners.s} px)`);
    const c = [1, 3, 5].map((k) => parseInt(MEETING_COLOUR.slice(k, k + 2), 16));
    let covered = 0;
    for (let i = 0; i < corners.pixels.length; i += 4) {
      if (Math.abs(corners.pixels[i] - c[0]) + Math.abs(corners.pixels[i + 1] - c[1]) + Math.abs(corners.pixels[i + 2] - c[2]) < 40) covered++;
    }
    assert.equal(covered, 0, `(${x}, ${y}): no meeting colour over its F and H`);
  }
  await screenshot(page, 'bidirectional-meeting-with-numbers');
  // Reading the canvas's pixels back is this test's doing; Chrome's advice about it is not the page's.
  assert.deepEqual(problems.filter((problem) => !problem.includes('willReadFrequently')), []);
  await context.close();
});
