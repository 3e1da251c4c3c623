// The code panel (issue 31): opened with the Code button beside the maze, it shows the algorithm that ran as
// pseudocode with the lines the step on screen ran lit (aria-current on the first) and their values; the
// light follows stepping, one family at a time, and a click on a line goes to the next step that runs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, openRoads, waitForState, screenshot, hostWidget } from './support.mjs';

const { server, browser } = await serverAndBrowser();

// The panel as it stands: the current line's text, every lit line's text, the values shown, the step.
const panelNow = (page) => page.evaluate(() => ({
  current: document.querySelector('#code-panel .code-lines [aria-current="step"] code')?.textContent ?? null,
  currents: document.querySelectorAll('#code-panel .code-lines [aria-current]').length,
  lit: [...document.querySelectorAll('#code-panel .code-lines .lit code')].map((code) => code.textContent),
  values: [...document.querySelectorAll('#code-panel .code-lines .code-value')].map((value) => value.textContent),
  step: Number(document.getElementById('scrubber').value),
  narration: document.getElementById('narration').textContent,
}));

// Moves a view's scrubber (by id) to `step`, as a drag of it does, and waits for the step on screen.
// A new search's scrubber may not reach `step` yet (its max is set when the run is shown): until it does, the
// value would be clamped, so it is set again on each poll until it holds.
async function scrub(page, id, step) {
  await page.waitForFunction(([scrubberId, wanted]) => {
    const scrubber = document.getElementById(scrubberId);
    if (Number(scrubber.max) < wanted) return false;
    if (Number(scrubber.value) !== wanted) {
      scrubber.value = String(wanted);
      scrubber.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return Number(scrubber.value) === wanted;
  }, [id, step]);
}

// Chooses `algorithm` in the menu and waits for the search that choice runs. The menu fires its change even
// when the algorithm is the one on screen (A*, first), and the re-run lands a frame later, at its last step:
// waiting for runAlgorithm() alone, a step scrubbed to before it lands was moved to the end under the test.
async function choose(page, algorithm) {
  const shown = await page.evaluate(() => window.frontier.runsShown());
  await page.selectOption('#opt-algorithm', algorithm);
  await page.waitForFunction(([name, before]) => window.frontier.runsShown() > before && window.frontier.runAlgorithm() === name, [algorithm, shown]);
}

async function toStep(page, step) {
  await scrub(page, 'scrubber', step);
  await page.waitForFunction(() => document.querySelector('#code-panel .code-lines [aria-current="step"]'));
}

// Per family: the algorithm, its first step's statement and its second's.
const FAMILIES = [
  ['astar', /^put the start on the open list: G = 0, F = G \+ H$/, /^current = the open node with the lowest F$/],
  ['dijkstra', /F = G$/, /lowest F$/],
  ['bfs', /^push the start on the queue/, /oldest node on the queue/],
  ['dfs', /^push the start on the stack/, /newest node on the stack/],
  ['bidirectional-astar', /^open the start forward and the goal backward/, /side's open node with the lowest F = G \+ H/],
  ['jps', /^put the start on the open list/, /lowest F; close it/],
  ['ida-star', /^repeat: a depth-first iteration/, /^enter node/],
  ['theta-star', /^put the start on the open list/, /lowest F; close it/],
  ['lpa-star', /rhs\(goal\) = 0/, /G > rhs|G = ∞/],
];

test('the code panel lights the line each step ran, family by family, and follows a click on a line', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  assert.equal(await page.locator('#code-panel').isHidden(), true, 'closed until asked for');
  await page.check('#code-toggle');
  await page.waitForFunction(() => document.querySelector('#code-panel .code-lines [aria-current="step"]'));
  assert.equal(await page.locator('#code-toggle').isChecked(), true);
  // At the end of A*'s search: the path line, with its length and cost.
  let now = await panelNow(page);
  assert.match(now.current, /follow parents back to the start/);
  assert.match(now.values.join(' '), /\d+ steps, cost \d+/);

  for (const [algorithm, first, second] of FAMILIES) {
    await choose(page, algorithm);
    await toStep(page, 1);
    now = await panelNow(page);
    assert.match(now.current, first, `${algorithm} step 1`);
    assert.equal(now.currents, 1, `${algorithm}: one current line`);
    await toStep(page, 2);
    now = await panelNow(page);
    assert.match(now.current, second, `${algorithm} step 2`);
    assert.ok(now.values.length > 0 && now.values.every((value) => value.length > 0), `${algorithm}: values beside the lit lines`);
    // The light changes with the event kind: a later step that opens cells lights the line that adds them.
    if (['astar', 'dijkstra', 'jps', 'theta-star'].includes(algorithm)) {
      assert.ok(now.lit.some((text) => /add it|open or update|not on the open list/.test(text)), `${algorithm}: the opened cells' line is lit too`);
    }
  }
  await screenshot(page, 'code-panel-lpa');

  // A*: the value beside the expansion line names the cell the narration names; a click on the line goes to
  // the next expansion, Shift+click back to this one.
  await choose(page, 'astar');
  await toStep(page, 5);
  now = await panelNow(page);
  const cell = now.narration.match(/^Expanded (\(\d+, \d+\))/)[1];
  assert.ok(now.values[0].startsWith(`${cell}: G `), `${now.values[0]} names ${cell}`);
  await page.locator('#code-panel .code-lines [aria-current="step"]').click();
  await page.waitForFunction(() => Number(document.getElementById('scrubber').value) === 6);
  await page.locator('#code-panel .code-lines .code-line', { hasText: 'lowest F' }).click({ modifiers: ['Shift'] });
  await page.waitForFunction(() => Number(document.getElementById('scrubber').value) === 5);
  // The path's line goes to the last step; Enter on a focused line does what a click does.
  await page.locator('#code-panel .code-lines .code-line', { hasText: 'follow parents' }).focus();
  await page.keyboard.press('Enter');
  await waitForState(page, 'finished');
  // Arrows move between lines without stepping the search.
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.textContent.includes('move current to the closed list')), true);
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'finished');
  await screenshot(page, 'code-panel-astar');
  // The C++ tab: the engine's own loop, the line that recorded the step's event lit; keys move between tabs.
  await page.click('#code-panel-tab-cpp');
  await toStep(page, 2);
  now = await panelNow(page);
  assert.match(now.current, /trace\.add\(TraceKind::Expanded/);
  assert.ok(now.lit.slice(1).every((text) => /TraceKind::(Generated|Improved)/.test(text)), now.lit.join(' | '));
  assert.match(now.values[0], /^\(\d+, \d+\): G /);
  assert.deepEqual(await page.locator('#code-panel .code-heading').allTextContents(),
    ['cpp/search/algorithms/best_first.h, line 31', 'cpp/search/core/searcher.cpp, line 249']);
  assert.equal(await page.locator('#code-panel-tab-cpp').getAttribute('aria-selected'), 'true');
  assert.equal(await page.locator('#code-panel-listing').getAttribute('aria-labelledby'), 'code-panel-tab-cpp');
  await screenshot(page, 'code-panel-cpp');
  await page.locator('#code-panel-tab-cpp').focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('#code-panel-tab-pseudocode').getAttribute('aria-selected'), 'true');
  // Home and End choose the first and last tab, and leave the search where it is.
  await page.keyboard.press('End');
  assert.equal(await page.locator('#code-panel-tab-cpp').getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#code-panel-tab-pseudocode').getAttribute('aria-selected'), 'true');
  assert.equal((await panelNow(page)).step, 2);
  assert.match((await panelNow(page)).current, /lowest F/);
  await page.uncheck('#code-toggle');
  assert.equal(await page.locator('#code-panel').isHidden(), true, 'closed again');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Walk view has its own code panel: the agent\'s loop and its planner\'s, lit as the walk plays', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.check('input[name="mode"][value="walk"]', { force: true });
  await page.waitForFunction(() => window.frontier.walk()?.result);
  await page.check('#walk-code-toggle');
  await page.waitForFunction(() => document.querySelector('#walk-code-panel .code-line'));
  const walkPanel = () => page.evaluate(() => ({
    current: document.querySelector('#walk-code-panel [aria-current="step"] code')?.textContent ?? null,
    lit: [...document.querySelectorAll('#walk-code-panel .lit code')].map((code) => code.textContent),
    step: Number(document.getElementById('walk-scrubber').value),
  }));
  const walkTo = (step) => scrub(page, 'walk-scrubber', step);
  await walkTo(1);
  assert.match((await walkPanel()).current, /^sense the cells in range/);
  await walkTo(2);
  let now = await walkPanel();
  assert.match(now.current, /^replan: the loop below/);
  assert.ok(now.lit.some((text) => /^rhs\(goal\) = 0/.test(text)), 'the first plan starts from the goal');
  await walkTo(3);
  assert.match((await walkPanel()).current, /over-consistent/);
  // The agent's first move: a click on its line goes there.
  await page.locator('#walk-code-panel .code-line', { hasText: "step to the plan's next cell" }).click();
  await page.waitForFunction(() => /step to the plan's next cell/.test(document.querySelector('#walk-code-panel [aria-current="step"]')?.textContent));
  now = await walkPanel();
  assert.ok(now.step > 3);
  assert.match(await page.textContent('#walk-narration'), /[Mm]ove/);
  await screenshot(page, 'code-panel-walk');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Roads view has its own: a road search in road words with junctions named, and a drive\'s D* Lite', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.selectOption('#roads-algorithm', 'astar');
  await page.click('#roads-run');
  await page.check('#roads-code-toggle');
  await page.waitForFunction(() => document.querySelector('#roads-code-panel .code-line'));
  const roadsPanel = () => page.evaluate(() => ({
    current: document.querySelector('#roads-code-panel [aria-current="step"] code')?.textContent ?? null,
    lines: [...document.querySelectorAll('#roads-code-panel .code-line code')].map((code) => code.textContent),
    values: [...document.querySelectorAll('#roads-code-panel .code-value')].map((value) => value.textContent),
  }));
  const roadsTo = (step) => scrub(page, 'roads-scrubber', step);
  await roadsTo(2);
  let now = await roadsPanel();
  assert.match(now.current, /lowest F/);
  assert.ok(now.lines.some((text) => text.includes('road out of current')), 'road words');
  // In the metric's words, as the narration says them.
  assert.match(now.values[0], /^node \d+: G [\d.]+ k?m, H [\d.]+ k?m, F [\d.]+ k?m$/);
  // A drive: the drive's listing replaces the search's.
  await page.click('#roads-drive');
  await page.waitForFunction(() => window.frontier.roads().drive?.result);
  await roadsTo(1);
  now = await roadsPanel();
  assert.match(now.current, /^replan: the loop below/, 'the drive begins with its first plan');
  assert.ok(now.lines.some((text) => text.startsWith("drive to the plan's next junction")));
  await screenshot(page, 'code-panel-roads-drive');
  // K routes: no steps; their listing is lit from the answer.
  await page.click('#roads-routes-find');
  await page.waitForFunction(() => [...document.querySelectorAll('#roads-code-panel .lit')].some((line) => /read the routes off the flow/.test(line.textContent)));
  now = await roadsPanel();
  assert.ok(now.values.some((value) => /^\d routes?: .*; total /.test(value)), now.values.join(' | '));
  await page.selectOption('#roads-routes-kind', 'alternatives');
  await page.click('#roads-routes-find');
  await page.waitForFunction(() => document.querySelector('#roads-code-panel .lit code')?.textContent.startsWith('a tree of shortest paths'));
  now = await roadsPanel();
  assert.ok(now.values.some((value) => /examined/.test(value)), now.values.join(' | '));
  await screenshot(page, 'code-panel-roads-alternatives');
  assert.deepEqual(problems, []);
  await context.close();
});

test('compare: each column\'s code under its maze, lit at the shared step; a line click moves the shared scrubber', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 1600, height: 1000 } });
  await page.check('input[name="mode"][value="compare"]');
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  const toggles = page.locator('.compare-column > .code-toggle');
  await toggles.nth(0).click();
  await toggles.nth(2).click();
  await page.waitForFunction(() => document.querySelectorAll('.compare-column .code-panel:not([hidden]) .code-line').length > 0);
  await page.locator('#compare-scrubber').fill('2');
  await page.waitForFunction(() => document.querySelectorAll('.compare-column .code-panel [aria-current="step"]').length === 2);
  const columns = await page.evaluate(() => [...document.querySelectorAll('.compare-column')].map((column) => ({
    open: !column.querySelector('.code-panel').hidden,
    current: column.querySelector('.code-panel [aria-current="step"] code')?.textContent ?? null,
    lines: [...column.querySelectorAll('.code-line code')].map((code) => code.textContent),
  })));
  assert.deepEqual(columns.map(({ open }) => open), [true, false, true]);
  assert.match(columns[0].current, /lowest F/);
  assert.ok(columns[0].lines.some((text) => text.includes('F = G + H')), 'A*: F = G + H');
  assert.ok(columns[2].lines.some((text) => text.includes('F = H')), 'greedy: F = H');
  // Greedy's expansion line: the shared scrubber goes to greedy's next expansion.
  await page.locator('.compare-column').nth(2).locator('.code-line', { hasText: 'lowest F' }).click();
  await page.waitForFunction(() => Number(document.getElementById('compare-scrubber').value) === 3);
  await screenshot(page, 'code-panel-compare');
  assert.deepEqual(problems, []);
  await context.close();
});

test('one Code switch for the page: open in Explore, open in Walk; a link and an embed (show=code) open it', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  await page.check('#code-toggle');
  await page.check('input[name="mode"][value="walk"]', { force: true });
  await page.waitForFunction(() => window.frontier.walk()?.result);
  await page.waitForFunction(() => document.querySelector('#walk-code-panel:not([hidden]) [aria-current="step"]'));
  assert.equal(await page.locator('#walk-code-toggle').isChecked(), true);
  await page.check('input[name="mode"][value="explore"]', { force: true });
  // The link of the page with the code open opens with it open; without, closed.
  const fragment = (await page.evaluate(() => window.frontier.shareLink())).fragment;
  const opened = await openPage(browser, `${server.url}#${fragment}`);
  await opened.page.waitForFunction(() => document.querySelector('#code-panel:not([hidden]) .code-line'));
  assert.equal(await opened.page.locator('#code-toggle').isChecked(), true);
  await page.uncheck('#code-toggle');
  const closedFragment = (await page.evaluate(() => window.frontier.shareLink())).fragment;
  assert.notEqual(closedFragment, fragment);
  await opened.page.evaluate((next) => window.frontier.openLink(next), closedFragment);
  await opened.page.waitForFunction(() => document.getElementById('code-panel').hidden);
  assert.deepEqual([...problems, ...opened.problems], []);
  await opened.context.close();
  // An embedded widget asked for the code.
  const widget = await hostWidget(browser, `${server.url}?embed&show=code#${closedFragment}`);
  await widget.frame.waitForFunction(() => document.querySelector('#code-panel:not([hidden]) [aria-current="step"]'));
  await widget.page.screenshot({ path: 'test-results/browser/code-panel-embed.png' });
  assert.deepEqual(widget.problems, []);
  await widget.context.close();
  await context.close();
});

test('on a phone the code panel sits under the maze, never over it', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.check('#code-toggle');
  await page.waitForFunction(() => document.querySelector('#code-panel .code-lines .code-line'));
  const boxes = await page.evaluate(() => {
    const box = (id) => document.getElementById(id).getBoundingClientRect().toJSON();
    return { canvas: box('view'), panel: box('code-panel') };
  });
  assert.ok(boxes.panel.top >= boxes.canvas.bottom, `panel top ${boxes.panel.top} under canvas bottom ${boxes.canvas.bottom}`);
  assert.ok(boxes.canvas.height > 250, `the maze keeps its room (${boxes.canvas.height} px)`);
  await page.locator('#code-panel').scrollIntoViewIfNeeded();
  await screenshot(page, 'code-panel-phone');
  assert.deepEqual(problems, []);
  await context.close();
});
