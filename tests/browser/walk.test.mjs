// The Walk view (issue 12): an agent walks the maze it learns, D* Lite or repeated A*; its figures and
// table match engine.navigate's, playback reaches any move and any step of a replan, a wall drawn while it
// walks becomes a change before its next move, the narration says what each step did, and a share link
// reopens the same walk at the same step.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, pageMaze, nodeEngine, waitForFit } from './support.mjs';
import { COLOUR, WALK_COLOUR, TEXT_COLOUR } from '../../web/view/palette.js';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();

// Opens the Walk view on a maze of `rows` (ASCII: # wall, S start, G goal) and waits for its first walk.
async function openWalk(rows, { viewport = { width: 1280, height: 800 } } = {}) {
  const { context, page, problems } = await openPage(browser, server.url, { viewport });
  await page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
  if (rows) {
    const { error } = await page.evaluate((map) => window.frontier.openLink(`map=${map}`), rows.join('/'));
    assert.equal(error, undefined);
  }
  await page.check('input[name="mode"][value="walk"]');
  await page.waitForFunction(() => window.frontier.walk() !== null, null, { polling: 100 });
  await waitForFit(page); // the view, made while hidden, fitted to its canvas: its cells where they are drawn
  return { context, page, problems };
}

const toEnd = (page) => page.locator('#walk-to-end').click();

test('a walk plays to the goal; its figures and plans are engine.navigate\'s, with A* from scratch beside', async () => {
  const { context, page, problems } = await openWalk(null);
  const maze = await pageMaze(page);
  const options = await page.evaluate(() => window.frontier.options());
  const expected = engine.navigate({
    width: maze.width, height: maze.height, cells: maze.cells, start: maze.start, goal: maze.goal,
    movement: options.movement, diagonal: options.diagonal, costs: options.costs, terrainCosts: options.terrainCosts,
    algorithm: 'dstar-lite', sensorRadius: 1, fromScratch: true,
  });
  await toEnd(page);
  const walk = await page.evaluate(() => window.frontier.walk());
  assert.equal(walk.state, 'ended');
  assert.equal(walk.result.reached, expected.reached);
  assert.equal(walk.result.cost, expected.cost);
  assert.deepEqual(walk.result.moves, expected.moves);
  assert.equal(walk.agent.x, expected.moves.at(-1).x);
  const rows = await page.locator('#walk-replans tbody tr').count();
  assert.equal(rows, expected.replans.length);
  const last = await page.locator('#walk-replans tbody tr').last().locator('td').allTextContents();
  const plan = expected.replans.at(-1);
  assert.equal(last[0], String(plan.move));
  assert.equal(Number(last[3].replaceAll(',', '')), plan.updated);
  assert.equal(Number(last[4].replaceAll(',', '')), plan.expanded);
  assert.equal(Number(last[5].replaceAll(',', '')), plan.fromScratch.expanded);
  assert.match(walk.narration, expected.reached ? /reached the goal in \d+ moves/ : /The walk ended/);
  assert.equal(await page.locator('[data-walk-stat="replans"]').textContent(), String(expected.replans.length));
  // All eight columns in sight at 1280x800, A* from scratch and the cost included: no sideways scroll.
  const widths = await page.evaluate(() => {
    const table = document.getElementById('walk-replans');
    return { table: table.scrollWidth, wrap: table.parentElement.clientWidth };
  });
  assert.ok(widths.table <= widths.wrap, `the plans table is ${widths.table} px wide in ${widths.wrap} px`);
  await screenshot(page, 'walk-finished');
  assert.deepEqual(problems, []);
  await context.close();
});

test('mid-replan: a step inside a D* Lite repair shows the cell it took off the queue, in words and numbers', async () => {
  // A corridor the agent believes open until it is next to the wall: then D* Lite repairs.
  const rows = [
    '..........',
    '.S......#G',
    '.########.',
    '..........',
  ];
  const { context, page, problems } = await openWalk(rows, { viewport: { width: 1280, height: 800 } });
  const walk = await page.evaluate(() => window.frontier.walk());
  assert.ok(walk.result.replans.length >= 2, 'the agent replans');
  // The repair that expanded most: click its row (the view shows it finished), then step back into it.
  const replans = walk.result.replans;
  let busiest = 1;
  for (let k = 2; k < replans.length; k++) if (replans[k].expanded > replans[busiest].expanded) busiest = k;
  assert.ok(replans[busiest].expanded > 0, 'a repair expanded cells');
  await page.locator('#walk-replans tbody tr').nth(busiest).click();
  let state = await page.evaluate(() => window.frontier.walk());
  assert.equal(state.plan, busiest + 1);
  assert.match(state.narration, new RegExp(`^Plan ${busiest + 1}: cost [\\d.]+ from \\(\\d+, \\d+\\)`));
  for (let k = 0; k < 60 && !/off its queue/.test(state.narration); k++) {
    await page.locator('#walk-step-back').click();
    state = await page.evaluate(() => window.frontier.walk());
  }
  assert.equal(state.plan, busiest + 1, 'still inside that repair');
  assert.match(state.narration, /D\* Lite takes \(\d+, \d+\) off its queue, key \[min\(g, rhs\) \+ h \+ km, min\(g, rhs\)\] = \[[\d.∞]+ \+ [\d.∞]+ \+ [\d.∞]+, [\d.∞]+\] = \[[\d.]+, [\d.∞]+\]\. rhs [\d.∞]+ [<>] g [\d.∞]+: (over|under)-consistent/);
  assert.equal(await page.locator('#walk-replans tr[aria-current]').getAttribute('data-plan'), String(busiest + 1));
  await screenshot(page, 'walk-mid-replan');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a wall drawn while the agent walks takes effect before its next move, and the walk before it stays', async () => {
  const rows = [
    '.............',
    '.S.........G.',
    '.............',
  ];
  const { context, page, problems } = await openWalk(rows);
  const pauseAtMove = async (move) => {
    await page.evaluate(() => document.getElementById('walk-restart').click());
    for (let k = 0; k < 400; k++) {
      const state = await page.evaluate(() => window.frontier.walk());
      if (state.move >= move) return state;
      await page.locator('#walk-step-forward').click();
    }
    throw new Error('never reached the move');
  };
  const before = await pauseAtMove(3);
  const beforeMoves = before.result.moves.slice(0, 4);
  // A wall straight ahead of the agent, on its row.
  const centre = await page.evaluate(({ x, y }) => window.frontier.walkCellCentre(x, y), { x: before.agent.x + 2, y: before.agent.y });
  await page.mouse.click(centre.x, centre.y);
  await page.waitForFunction(() => window.frontier.walk().changes.length === 1, null, { polling: 100 });
  const after = await page.evaluate(() => window.frontier.walk());
  assert.deepEqual(after.changes, [{ beforeMove: before.move, cells: [{ x: before.agent.x + 2, y: before.agent.y, code: 1 }] }]);
  assert.deepEqual(after.result.moves.slice(0, 4), beforeMoves, 'the walk up to the edit is unchanged');
  assert.equal(after.move, before.move, 'the view stays at the move it was at');
  // The agent goes round the new wall: it never stands on it.
  assert.ok(!after.result.moves.some(({ x, y }) => x === before.agent.x + 2 && y === before.agent.y));
  await toEnd(page);
  const end = await page.evaluate(() => window.frontier.walk());
  assert.equal(end.result.reached, true);
  assert.ok(end.result.replans.length > before.result.replans.length, 'the new wall made it replan');
  await screenshot(page, 'walk-after-edit');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a walk\'s share link opens the Walk view on the same world, planner, radius, changes and step', async () => {
  const rows = [
    '...............',
    '.S...........G.',
    '...............',
  ];
  const { context, page, problems } = await openWalk(rows);
  await page.selectOption('#walk-algorithm', 'repeated-astar');
  await page.fill('#walk-radius', '2');
  await page.locator('#walk-radius').dispatchEvent('change');
  await page.waitForFunction(() => window.frontier.walk()?.result.replans.length > 0, null, { polling: 100 });
  await page.locator('#walk-restart').click();
  for (let k = 0; k < 12; k++) await page.locator('#walk-step-forward').click();
  const before = await page.evaluate(() => window.frontier.walk());
  const wall = { x: before.agent.x + 3, y: before.agent.y };
  const centre = await page.evaluate(({ x, y }) => window.frontier.walkCellCentre(x, y), wall);
  await page.mouse.click(centre.x, centre.y);
  await page.waitForFunction(() => window.frontier.walk().changes.length === 1, null, { polling: 100 });
  for (let k = 0; k < 5; k++) await page.locator('#walk-step-forward').click();
  const shared = await page.evaluate(() => window.frontier.walk());
  const { fragment, error } = await page.evaluate(() => window.frontier.shareLink());
  assert.equal(error, undefined);
  // The address bar follows too, once things settle.
  await page.waitForFunction((f) => location.hash === `#${f}`, fragment, { polling: 100, timeout: 5000 });

  const other = await openPage(browser, `${server.url}#${fragment}`);
  await other.page.waitForFunction(() => document.body.dataset.link === 'ready' && window.frontier.walk() !== null, null, { polling: 100 });
  await other.page.waitForFunction((step) => window.frontier.walk().step === step, shared.step, { polling: 100, timeout: 5000 });
  const opened = await other.page.evaluate(() => window.frontier.walk());
  assert.equal(await other.page.evaluate(() => document.body.dataset.mode), 'walk');
  assert.equal(await other.page.locator('input[name="mode"][value="walk"]').isChecked(), true);
  assert.equal(await other.page.inputValue('#walk-algorithm'), 'repeated-astar');
  assert.equal(await other.page.inputValue('#walk-radius'), '2');
  assert.deepEqual(opened.changes, shared.changes);
  assert.equal(opened.step, shared.step);
  assert.equal(opened.move, shared.move);
  assert.deepEqual(opened.agent, shared.agent);
  assert.deepEqual(opened.result.moves, shared.result.moves);
  assert.equal(opened.result.cost, shared.result.cost);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test('side by side: repeated A* walks the same world and changes beside D* Lite, at the same move', async () => {
  const { context, page, problems } = await openWalk(null, { viewport: { width: 1400, height: 800 } });
  await page.check('#walk-compare');
  await page.waitForFunction(() => window.frontier.walk().other !== null, null, { polling: 100 });
  await page.locator('#walk-restart').click();
  for (let k = 0; k < 30; k++) await page.locator('#walk-step-forward').click();
  const mid = await page.evaluate(() => window.frontier.walk());
  assert.equal(mid.other.algorithm, 'repeated-astar');
  assert.equal(mid.other.move, Math.min(mid.move, mid.other.result.moves.length - 1));
  assert.match(mid.other.caption, new RegExp(`^Repeated A\\*: move ${mid.other.move}, plan \\d+, [\\d,]+ expanded so far$`));
  // Both plan first on the same knowledge: the same cost.
  assert.equal(mid.other.result.replans[0].planCost, mid.result.replans[0].planCost);
  await screenshot(page, 'walk-side-by-side');
  await toEnd(page);
  const end = await page.evaluate(() => window.frontier.walk());
  assert.equal(end.other.move, end.other.result.moves.length - 1);
  assert.equal(end.other.result.reached, end.result.reached);
  // D* Lite reuses its work: over the whole walk it expands fewer cells than planning anew every time.
  assert.ok(end.result.expanded < end.other.result.expanded, `${end.result.expanded} vs ${end.other.result.expanded}`);
  assert.deepEqual(problems, []);
  await context.close();
});

// A big maze's walk is made in a worker of its own (on the main thread a 511 x 511 maze held the page for
// 1-3 s with D* Lite and 10 s with repeated A*), and its table of plans shows 200 rows around the plan on
// screen (5,000 and more rows took 1.3 s to lay out). Repeated A*'s walk on a 255 x 255 maze (worked in the
// worker too) is already longer than the page records: its plans past the record have their figures but
// nothing to show (clicking one threw before). On 511 x 511 that walk took 19 s of this test's 23.
test('a 511x511 walk runs in a worker with a progress note; the plans table shows a window of rows; a cut walk\'s late plans are inert', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#maze=backtracker&size=511x511&seed=1`);
  await page.waitForFunction(() => window.frontier.maze().width === 511, null, { polling: 100, timeout: 60000 });
  await page.check('input[name="mode"][value="walk"]');
  // Shown after 300 ms by a timer of the main thread: only while that thread is free during the walk.
  await page.waitForFunction(() => !document.getElementById('walk-progress').hidden
    && /^Walking\u2026 \d+\.\d s$/.test(document.getElementById('walk-progress').textContent), null, { polling: 50, timeout: 60000 });
  await page.waitForFunction(() => window.frontier.walk() !== null, null, { polling: 100, timeout: 120000 });
  const table = () => page.evaluate(() => {
    const rows = [...document.querySelectorAll('#walk-replans tbody tr')];
    return { rows: rows.length, plans: rows.filter((row) => row.dataset.plan).length, elided: rows.filter((row) => row.className === 'elided').map((row) => row.textContent) };
  });
  // Only the count crosses: the whole snapshot of this walk took 3.5 s to serialise.
  const plans = await page.evaluate(() => window.frontier.walk().result.replans.length);
  assert.ok(plans > 1000, `${plans} plans`);
  const later = plans - 200;
  assert.deepEqual(await table(), { rows: 201, plans: 200, elided: [`\u2026 ${later >= 10000 ? later.toLocaleString('en-US') : later} later plans`] });
  assert.equal(await page.locator('#walk-progress').isHidden(), true);

  assert.equal((await page.evaluate(() => window.frontier.openLink('maze=backtracker&size=255x255&seed=1'))).error, undefined);
  await page.check('input[name="mode"][value="walk"]');
  await page.waitForFunction(() => window.frontier.maze().width === 255 && window.frontier.walk() !== null, null, { polling: 100, timeout: 120000 });
  await page.selectOption('#walk-algorithm', 'repeated-astar');
  await page.waitForFunction(() => window.frontier.walk()?.result.replans.length > 0 && /longer than the page records/.test(document.getElementById('walk-error').textContent),
    null, { polling: 200, timeout: 300000 });
  await page.locator('#walk-to-end').click();
  // At the end of the record the rows are those around its last plan: some past it, with no plan to show.
  const around = await table();
  assert.equal(around.elided.length, 2, JSON.stringify(around));
  assert.ok(around.plans < 200, `${around.plans} clickable rows of 200`);
  const inert = page.locator('#walk-replans tbody tr:not([data-plan]):not(.elided)').last();
  assert.equal(await inert.locator('td').nth(2).textContent(), '–');
  const step = await page.evaluate(() => window.frontier.walk().step);
  await inert.click();
  assert.equal(await page.evaluate(() => window.frontier.walk().step), step, 'a plan past the record shows nothing new');
  assert.match(await page.locator('#walk-narration').textContent(), /^The page's record of this walk ends here, at move [\d,]+ of [\d,]+\. The agent reached the goal in /);
  await screenshot(page, 'walk-255-cut');
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 29 item 10: the narration keeps its height as its sentences change length, so the maze above it never
// rescales while a walk plays (it did when a line wrapped to a second one).
test('the maze keeps its size while the walk\'s narration changes', async () => {
  const { context, page, problems } = await openWalk(null);
  const sizes = new Set();
  const lines = new Set();
  const measure = async () => {
    const seen = await page.evaluate(() => {
      const text = document.createRange(); // the sentence's own height, whatever the box around it does
      text.selectNodeContents(document.querySelector('#walk-narration .narration-text')); // its words, not their box
      return { canvas: JSON.stringify(document.getElementById('walk-canvas').getBoundingClientRect()), lines: Math.round(text.getBoundingClientRect().height) };
    });
    sizes.add(seen.canvas);
    lines.add(seen.lines);
  };
  await page.locator('#walk-restart').click();
  await measure();
  for (let k = 0; k < 40; k++) {
    await page.locator('#walk-step-forward').click();
    await measure();
  }
  await toEnd(page);
  await measure();
  assert.ok(lines.size > 1, 'the narration\'s sentences took different heights');
  assert.equal(sizes.size, 1, `the maze kept one size: ${[...sizes].join(' | ')}`);
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 29 item 9: where g and rhs are written, the S, A and G markers leave them readable: the band of the
// cell the two lines of figures use holds no marker colour (a centred disc covered it), and holds figures.
test('S, A and G leave the g and rhs in their cells readable', async () => {
  const rows = ['S.....', '.##.#.', '.....G'];
  const { context, page, problems } = await openWalk(rows);
  await page.locator('#walk-restart').click();
  // Until the first plan is whole: start and goal then have their g and rhs.
  for (let k = 0; k < 200; k++) {
    const walk = await page.evaluate(() => window.frontier.walk());
    if (walk.plan >= 1 && /^Plan 1:/.test(walk.narration)) break;
    await page.locator('#walk-step-forward').click();
  }
  const markers = [{ x: 0, y: 0, colours: [COLOUR.start, WALK_COLOUR.agent] }, { x: 5, y: 2, colours: [COLOUR.goal] }];
  for (const { x, y, colours } of markers) {
    const band = await page.evaluate(({ x: cx, y: cy }) => {
      const canvas = document.getElementById('walk-canvas');
      const rect = canvas.getBoundingClientRect();
      const ratio = canvas.width / rect.width;
      const a = window.frontier.walkCellCentre(cx, cy), b = window.frontier.walkCellCentre(cx + 1, cy);
      const s = b.x - a.x;
      const size = Math.max(10, Math.min(16, Math.round(s * 0.24))), pad = Math.max(2, Math.floor(s * 0.06));
      // The figures' band: under the top pad, two lines high, the cell's left two thirds.
      const left = (a.x - s / 2 - rect.left + pad + 1) * ratio, top = (a.y - s / 2 - rect.top + pad + 1) * ratio;
      const data = canvas.getContext('2d').getImageData(Math.round(left), Math.round(top), Math.round(s * 0.6 * ratio), Math.round((2 * size) * ratio)).data;
      return { s, pixels: Array.from(data) };
    }, { x, y });
    assert.ok(band.s >= 30, `cells of ${band.s} px show g and rhs`);
    const near = (i, hex) => {
      const c = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
      return Math.abs(band.pixels[i] - c[0]) + Math.abs(band.pixels[i + 1] - c[1]) + Math.abs(band.pixels[i + 2] - c[2]) < 40;
    };
    let covered = 0, figures = 0;
    for (let i = 0; i < band.pixels.length; i += 4) {
      if (colours.some((hex) => near(i, hex))) covered++;
      if (near(i, TEXT_COLOUR)) figures++;
    }
    assert.equal(covered, 0, `(${x}, ${y}): no marker colour over its figures`);
    assert.ok(figures > 10, `(${x}, ${y}): its figures are drawn`);
  }
  await screenshot(page, 'walk-markers-with-numbers');
  // Reading the canvas's pixels back is this test's doing; Chrome's advice about it is not the page's.
  assert.deepEqual(problems.filter((problem) => !problem.includes('willReadFrequently')), []);
  await context.close();
});

// The Walk view's code arrives on first use (web/app/lazy-views.js): when it cannot (offline), the view on
// screen stays, the line above the maze says why, and the next try loads it.
test('the Walk view that cannot load says so and loads on the next try', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.waitForFunction(() => document.body.dataset.link === 'ready');
  await page.route('**/web/walk/walk-page.js', (route) => route.abort());
  // A click, not page.check: the page may put Explore back before Playwright looks at the radio.
  await page.click('input[name="mode"][value="walk"]');
  await page.waitForFunction(() => /The walk view could not load/.test(document.getElementById('share-message').textContent));
  assert.equal(await page.isChecked('input[name="mode"][value="explore"]'), true, 'Explore stays chosen');
  assert.equal(await page.isHidden('#walk-view'), true);
  await page.unroute('**/web/walk/walk-page.js');
  await page.check('input[name="mode"][value="walk"]');
  await page.waitForFunction(() => window.frontier.walk() !== null);
  assert.equal(await page.isVisible('#walk-view'), true);
  // The failed fetch is the test's doing; Chrome reports it as a console error.
  assert.deepEqual(problems.filter((problem) => !/walk-page\.js|Failed to fetch dynamically imported module|ERR_FAILED/.test(problem)), []);
  await context.close();
});
