// Puzzles that grade honestly (issue 43): while a road or walk puzzle's question waits, nothing the learner can
// press (Run, the playback bar, its keys, an embed host's commands) shows the answer: the controls are off,
// each described by the reason a screen reader reads (web/view/held-controls.js); once answered they work again.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, hostWidget, screenshot, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const POLL = { polling: 100, timeout: 60000 };
const ROADS_MOVES = ['roads-run', 'roads-play', 'roads-restart', 'roads-step-back', 'roads-step-forward', 'roads-to-end', 'roads-scrubber'];
const WALK_MOVES = ['walk-run', 'walk-play', 'walk-restart', 'walk-step-back', 'walk-step-forward', 'walk-to-end', 'walk-scrubber'];

// Each control of `ids`: {disabled, describedBy (the note's text, as a screen reader reads the description)}.
const controls = (page, ids) => page.evaluate((list) => list.map((id) => {
  const element = document.getElementById(id);
  const note = document.getElementById(element.getAttribute('aria-describedby') ?? '');
  return { id, disabled: element.disabled, describedBy: note?.textContent ?? '' };
}), ids);

async function assertHeld(page, ids, reason) {
  for (const control of await controls(page, ids)) {
    assert.equal(control.disabled, true, `${control.id} is off while the question waits`);
    assert.match(control.describedBy, reason, `${control.id} says why`);
  }
}

async function assertFree(page, ids) {
  for (const control of await controls(page, ids)) {
    assert.equal(control.disabled, false, `${control.id} works again`);
    assert.equal(control.describedBy, '', `${control.id}: no reason left`);
  }
}

// The learner's tries to see past the question: the keys that play, step and jump to the end (the canvas
// focused: no control owns them), then the disabled buttons clicked as a script would.
async function tryToReveal(page, canvas, buttons) {
  await page.focus(canvas);
  for (const key of ['End', 'ArrowRight', ' ']) await page.keyboard.press(key);
  await page.evaluate((ids) => ids.forEach((id) => document.getElementById(id).click()), buttons);
}

// Once answered: every control of `ids` works again, and End on `canvas` shows the end of the view (`world`:
// 'roads' or 'walk', window.frontier's snapshot of it).
async function assertFreeToEnd(page, ids, canvas, world) {
  await assertFree(page, ids);
  await page.focus(canvas);
  await page.keyboard.press('End');
  await page.waitForFunction((name) => window.frontier[name]().step === window.frontier[name]().stepCount, world, POLL);
}

const roads = (page) => page.evaluate(() => window.frontier.roads());
const costShown = (page) => page.evaluate(() => document.querySelector('#roads-stats [data-road-stat="cost"]').dataset.value);

test('draw the route: the search stays at its step, its route and cost unseen, until the route is checked', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#lesson=dijkstra-and-astar-on-roads&scene=1`);
  await page.waitForFunction(() => window.frontier.roads()?.tool === 'route' && window.frontier.roads().held, null, POLL);
  const before = await roads(page);
  assert.ok(before.step < before.stepCount, 'the scene shows the search before its end');
  await assertHeld(page, [...ROADS_MOVES, 'roads-algorithm', 'roads-metric', 'roads-routes-find', 'roads-compare-run', 'roads-drive'], /^Off until you check your route/);
  assert.equal(await page.locator('input[name="roads-tool"][value="start"]').isDisabled(), true, 'the ends cannot move');
  assert.equal(await costShown(page), '', 'the route\'s cost is not in the figures');
  await tryToReveal(page, '#roads-canvas', ['roads-to-end', 'roads-run', 'roads-step-forward']);
  const after = await roads(page);
  assert.equal(after.step, before.step, 'no key or click moved the search on');
  assert.equal(after.state, 'paused');
  await screenshot(page, 'puzzle-lock-route-held');
  await page.click('#roads-draw-check'); // an answer (short of the goal): graded, and the controls are back
  await page.waitForFunction(() => window.frontier.roads().held === null, null, POLL);
  assert.notEqual(await costShown(page), '', 'the figures say the cost now');
  await assertFreeToEnd(page, ROADS_MOVES, '#roads-canvas', 'roads');
  await screenshot(page, 'puzzle-lock-route-answered');
  assert.deepEqual(problems, []);
  await context.close();
});

test('which junction is settled next: the search waits at the question\'s step until both are answered', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#lesson=dijkstra-and-astar-on-roads&scene=2`);
  await page.waitForFunction(() => window.frontier.roads()?.settlePuzzle?.index === 0, null, POLL);
  await assertHeld(page, ROADS_MOVES, /^Off until you click the junction settled next/);
  await tryToReveal(page, '#roads-canvas', ['roads-to-end', 'roads-step-forward']);
  const { step, settlePuzzle } = await roads(page);
  assert.equal(step, settlePuzzle.questions[0].step, 'still at the question: its answer not settled');
  for (const k of [0, 1]) {
    await page.waitForFunction((n) => window.frontier.roads().settlePuzzle.index === n, k, POLL);
    if (k === 1) await assertHeld(page, ROADS_MOVES, /^Off until/); // held between the questions too
    const node = (await roads(page)).settlePuzzle.questions[k].expected;
    await waitForFit(page); // the question frames the junctions waiting once the map has its canvas's size
    const { x, y } = await page.evaluate((id) => window.frontier.roadNodeCentre(id), node);
    await page.mouse.click(x, y);
    await page.waitForFunction((n) => window.frontier.roads().settlePuzzle.results.length === n, k + 1, POLL);
  }
  await page.waitForFunction(() => window.frontier.roads().held === null, null, POLL);
  await assertFreeToEnd(page, ROADS_MOVES, '#roads-canvas', 'roads');
  assert.deepEqual(problems, []);
  await context.close();
});

test('which route is the alternative: no search or route finding replaces the routes asked about until answered', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#lesson=many-routes&scene=3`);
  await page.waitForFunction(() => window.frontier.roads()?.alternativePuzzle && window.frontier.roads().held, null, POLL);
  await assertHeld(page, ['roads-run', 'roads-play', 'roads-routes-find', 'roads-algorithm'], /^Off until you choose the route kept/);
  await page.focus('#roads-canvas');
  await page.keyboard.press(' '); // Play with nothing to play would search, and the routes would go
  assert.equal((await roads(page)).result, null, 'no search ran');
  await page.click('#roads-choice-bar [data-choice="0"]');
  await page.waitForFunction(() => window.frontier.roads().held === null, null, POLL);
  await assertFree(page, ['roads-run', 'roads-play', 'roads-routes-find']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('where does the robot step next, on a Chinese page: the walk waits, the reason in Chinese, until answered', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans#lesson=dstar-lite-walks&scene=1`);
  await page.waitForFunction(() => window.frontier.walkPredict()?.index === 0, null, POLL);
  await assertHeld(page, [...WALK_MOVES, 'walk-algorithm', 'walk-radius'], /^点击机器人下一步走到的格子之后才能使用/);
  const before = await page.evaluate(() => window.frontier.walk());
  await tryToReveal(page, '#walk-canvas', ['walk-to-end', 'walk-run', 'walk-step-forward']);
  const after = await page.evaluate(() => window.frontier.walk());
  assert.deepEqual([after.step, after.agent], [before.step, before.agent], 'the agent has not moved: the answer is not shown');
  await screenshot(page, 'puzzle-lock-walk-held-zh');
  const { questions } = await page.evaluate(() => window.frontier.walkPredict());
  const { width } = await page.evaluate(() => window.frontier.maze());
  const cell = questions[0].expected;
  await waitForFit(page); // the Walk view, made while hidden, fitted to its canvas beside the lesson's card
  const centre = await page.evaluate(({ x, y }) => window.frontier.walkCellCentre(x, y), { x: cell % width, y: Math.floor(cell / width) });
  await page.mouse.click(centre.x, centre.y);
  await page.waitForFunction(() => window.frontier.walkPredict().results.length === 1, null, POLL);
  await assertFreeToEnd(page, WALK_MOVES, '#walk-canvas', 'walk');
  assert.deepEqual(problems, []);
  await context.close();
});

test('in a widget, the host\'s step and seek wait for the answer to a road question too', async () => {
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}index.html?embed#lesson=dijkstra-and-astar-on-roads&scene=2`);
  await frame.waitForFunction(() => window.frontier.roads()?.settlePuzzle?.index === 0, null, POLL);
  const { step } = await frame.evaluate(() => window.frontier.roads());
  for (const [id, message] of [['s', { command: 'step' }], ['k', { command: 'seek', step: 1e6 }], ['p', { command: 'play' }]]) {
    await send({ id, ...message });
    await page.waitForFunction((wanted) => window.received.some((m) => m.id === wanted), id, POLL);
    const answer = await page.evaluate((wanted) => window.received.find((m) => m.id === wanted), id);
    assert.equal(answer.type, 'error', JSON.stringify(answer));
    assert.match(answer.message, /a puzzle question is waiting for its answer/);
  }
  assert.equal((await frame.evaluate(() => window.frontier.roads())).step, step, 'the search is where the question asks');
  assert.deepEqual(problems, []);
  await context.close();
});
