// The numbers puzzle as a learner meets it (issue 43, items 5 and 6): no cell on screen gives an answer away
// (the cells asked later and a symmetric map's mirror cell stay blank until answered), Enter in one field moves
// on rather than grading three, a first mistake gets a hint and a second try, and the view keeps S, G and the
// asked cell on the canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { afterFrames, cellCentre, openPage, screenshot, serverAndBrowser, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();

// The tutorials' worked example as lesson 1 shows it (their tie-break), and its numbers question: (2, 2) and
// then (2, 3), after the first expansion. The map is symmetric about S's row: (2, 1) has (2, 3)'s numbers.
const TUTORIAL = '.......%2F...%23...%2F.S.%23.G.%2F...%23...%2F.......';
const TUTORIAL_LINK = `map=${TUTORIAL}&algo=astar&heuristic=manhattan&movement=8&diagonal=no-corner-cut&costs=integer&tieBreak=tutorial&show=numbers,arrows&step=2`;
const at = (x, y) => y * 7 + x;

const card = (page) => page.evaluate(() => {
  const root = document.getElementById('puzzle-card');
  const verdict = root.querySelector('[data-puzzle="verdict"]');
  return { question: root.querySelector('[data-puzzle="question"]').textContent, verdict: verdict.textContent, kind: verdict.dataset.verdict ?? '',
    progress: root.querySelector('[data-puzzle="progress"]').textContent, focused: document.activeElement?.dataset?.puzzle ?? '',
    disabled: root.querySelector('[data-puzzle="number-g"]')?.disabled ?? null };
});
const state = (page) => page.evaluate(async () => {
  const puzzle = await window.frontier.puzzle();
  return { index: puzzle.index, results: puzzle.results.length, hiddenCell: puzzle.overlay.hiddenCell, hiddenCells: puzzle.overlay.hiddenCells,
    drawn: window.frontier.numbers() };
});
// Answers graded (each told to a host as one 'answer'): the puzzle's results.
const answers = async (page) => (await state(page)).results;

test('numbers: asked cells and the mirror stay blank, Enter moves on, a hint then a second try for half a point', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#${TUTORIAL_LINK}`);
  await page.evaluate(() => window.frontier.startPuzzle({ kind: 'numbers', from: 2, cells: [[2, 2], [2, 3]] }));
  await page.waitForFunction(() => /What are F, G and H of \(2, 2\)/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  await waitForFit(page); // the card came: the canvas refitted, its numbers drawn at the new size
  let now = await state(page);
  assert.equal(now.hiddenCell, at(2, 2));
  assert.deepEqual(now.hiddenCells, [at(2, 1), at(2, 3)], 'the cell asked next and its mirror are blank');
  assert.equal(now.drawn.hidden, 2, 'two cells drawn without numbers');
  // The inspector says nothing of the mirror either.
  const mirror = await cellCentre(page, 2, 1);
  await page.mouse.move(mirror.x, mirror.y);
  await page.waitForFunction(() => /hidden: a puzzle asks for them/.test(document.getElementById('inspector').textContent));
  assert.match((await card(page)).question, /You have two tries\.$/);
  assert.doesNotMatch((await card(page)).question, /within/, 'whole numbers: no tolerance to say');

  // Enter after G alone moves to H and grades nothing; so does Enter in an empty field.
  await page.fill('[data-puzzle="number-g"]', '14');
  await page.press('[data-puzzle="number-g"]', 'Enter');
  now = await state(page);
  assert.equal(now.results, 0);
  assert.equal((await card(page)).focused, 'number-h');
  await page.press('[data-puzzle="number-h"]', 'Enter');
  assert.equal((await card(page)).verdict, '');
  await page.fill('[data-puzzle="number-h"]', '30');
  await page.press('[data-puzzle="number-h"]', 'Enter');
  assert.equal((await card(page)).focused, 'number-f');
  // A first try with a mistake (G 14: a diagonal's, but (2, 2) is a straight step right of S): a hint, the
  // fields open to change, no answer told to the host, the numbers still hidden.
  await page.fill('[data-puzzle="number-f"]', '44');
  await page.press('[data-puzzle="number-f"]', 'Enter');
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  let seen = await card(page);
  assert.equal(seen.kind, 'retry');
  assert.match(seen.verdict, /^Not yet \(1 of 3 right\)\. .*One more try/);
  assert.doesNotMatch(seen.verdict, /\b10\b.*\b40\b|G is 10/, 'the hint does not give the right numbers');
  assert.equal(seen.disabled, false);
  now = await state(page);
  assert.equal(now.results, 0);
  assert.equal(now.hiddenCell, at(2, 2));
  assert.equal(await answers(page), 0);
  await screenshot(page, 'numbers-second-try');
  // The second try, right: half a point.
  await page.fill('[data-puzzle="number-g"]', '10');
  await page.fill('[data-puzzle="number-f"]', '40');
  await page.press('[data-puzzle="number-f"]', 'Enter');
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').dataset.verdict === 'right');
  seen = await card(page);
  assert.match(seen.verdict, /^Right, on the second try: half a point: \(2, 2\) has F 40 = G 10 \+ H 30/);
  assert.match(seen.progress, /score 0\.5 of 1/);
  assert.equal(await answers(page), 1);
  // Answered: (2, 2) shows its numbers; the next question's cell and its mirror stay blank.
  await afterFrames(page, 2);
  now = await state(page);
  assert.equal(now.hiddenCell, -1);
  assert.deepEqual(now.hiddenCells, [at(2, 1), at(2, 3)]);
  assert.equal(now.drawn.hidden, 2);

  // The second question: (2, 3), with (2, 1) blank beside it; two wrong tries end it with the numbers.
  await page.click('#puzzle-card [data-puzzle="next"]');
  await page.waitForFunction(() => /of \(2, 3\)/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  await afterFrames(page, 2);
  now = await state(page);
  assert.equal(now.hiddenCell, at(2, 3));
  assert.deepEqual(now.hiddenCells, [at(2, 1)]);
  await screenshot(page, 'numbers-mirror-hidden');
  for (const g of ['10', '11']) {
    await page.fill('[data-puzzle="number-g"]', g);
    await page.fill('[data-puzzle="number-h"]', '40');
    await page.fill('[data-puzzle="number-f"]', '50');
    await page.click('#puzzle-card [data-puzzle="check"]');
    await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  }
  seen = await card(page);
  assert.equal(seen.kind, 'wrong');
  assert.match(seen.verdict, /^Not quite \(1 of 3 right\)\. G is its parent's G plus the step: \(1, 2\)'s 0 \+ 14 = 14\./);
  assert.match(seen.progress, /^Done: 0\.5 of 2\.$/);
  await afterFrames(page, 2);
  now = await state(page);
  assert.deepEqual(now.hiddenCells, []);
  assert.equal(now.drawn.hidden, 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('numbers: on steps of 1 and √2 the question says decimals within 0.1 count, and a sum of the rounded cells is right', async () => {
  const link = TUTORIAL_LINK.replace('costs=integer', 'costs=float').replace('heuristic=manhattan', 'heuristic=octile');
  const { context, page, problems } = await openPage(browser, `${server.url}#${link}`);
  // (2, 3) after S's expansion: G √2 (1.41), H 3 + 0.41 = 3.41, F 4.83. Typed from one decimal: 1.4, 3.4, 4.8.
  await page.evaluate(() => window.frontier.startPuzzle({ kind: 'numbers', from: 2, cells: [[2, 3]] }));
  await page.waitForFunction(() => /within 0\.1 counts/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  await page.fill('[data-puzzle="number-g"]', '1.4');
  await page.fill('[data-puzzle="number-h"]', '3.4');
  await page.fill('[data-puzzle="number-f"]', '4.8');
  await page.press('[data-puzzle="number-f"]', 'Enter');
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  assert.equal((await card(page)).kind, 'right');
  assert.deepEqual(problems, []);
  await context.close();
});

test('numbers: the view zooms so numbers show and keeps S, G and the asked cell on the canvas', async () => {
  // A 40 x 25 room: fitted, its cells are too small for numbers; S and G 15 cells apart on one row.
  const rows = Array.from({ length: 25 }, (_, y) => Array.from({ length: 40 }, (_, x) => (y === 12 && x === 3 ? 'S' : y === 12 && x === 18 ? 'G' : '.')).join(''));
  const link = `map=${rows.join('%2F')}&algo=astar&heuristic=manhattan&movement=8&diagonal=no-corner-cut&costs=integer&show=numbers,arrows`;
  const { context, page, problems } = await openPage(browser, `${server.url}#${link}`);
  await page.evaluate(() => window.frontier.startPuzzle({ kind: 'numbers', from: 6, cells: [[5, 11]] }));
  await page.waitForFunction(() => /What are F, G and H of \(5, 11\)/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  await waitForFit(page); // the card came: the canvas refitted to the room left
  const canvas = await page.evaluate(() => {
    const box = document.getElementById('view').getBoundingClientRect();
    return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  });
  const inside = ({ x, y }) => x >= canvas.left && x <= canvas.right && y >= canvas.top && y <= canvas.bottom;
  for (const [name, x, y] of [['S', 3, 12], ['G', 18, 12], ['the asked cell', 5, 11]]) {
    assert.ok(inside(await cellCentre(page, x, y)), `${name} is on the canvas`);
  }
  const drawn = await page.evaluate(() => window.frontier.numbers());
  assert.ok(drawn?.figures > 0, 'the cells show their numbers');
  await screenshot(page, 'numbers-view-keeps-ends');
  assert.deepEqual(problems, []);
  await context.close();
});
