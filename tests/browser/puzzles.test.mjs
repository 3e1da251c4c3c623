// Puzzles (issue 30): started from the Learn dialog and answered through the page's own controls (clicks on
// cells, the keyboard's cursor, typed numbers, a drag, the choice buttons). Each verdict is checked against
// the engine's trace searched here in Node: the next expanded event, the cell's g and h, Dijkstra's cost.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, nodeEngine, cellCentre, afterFrames } from './support.mjs';
import { TraceReplay, CELL_STATE, EVENT } from '../../web/core/trace.js';

const { server, browser } = await serverAndBrowser();

// The tutorials' worked example, with their options: A* with Manhattan H, 10 and 14, never cut corners.
const TUTORIAL = '.......%2F...%23...%2F.S.%23.G.%2F...%23...%2F.......';
const TUTORIAL_OPTIONS = 'algo=astar&heuristic=manhattan&movement=8&diagonal=no-corner-cut&costs=integer';
// An open room: many cells tie on F.
const ROOM = ['.........', '.........', '.S.......', '.........', '.........', '.......G.', '.........'].join('%2F');

// The card as it stands.
const card = (page) => page.evaluate(() => {
  const root = document.getElementById('puzzle-card');
  const text = (name) => root.querySelector(`[data-puzzle="${name}"]`)?.textContent ?? '';
  return {
    hidden: root.hidden, title: text('title'), progress: text('progress'), question: text('question'),
    verdict: text('verdict'), kind: root.querySelector('[data-puzzle="verdict"]').dataset.verdict ?? '',
    next: !root.querySelector('[data-puzzle="next"]').hidden,
  };
});

// Opens Learn and starts the puzzle named `kind` as a reader does.
async function startFromLearn(page, kind) {
  await page.click('#learn-button');
  await page.click(`#learn-puzzles [data-puzzle-kind="${kind}"]`);
  await page.waitForFunction(() => !document.getElementById('puzzle-card').hidden);
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="question"]').textContent.endsWith('?') ||
    /\?|S to G|choose/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
}

// The engine's run of the page's maze and options, in Node, with its replay.
async function nodeRun(page) {
  const { maze, options } = await page.evaluate(() => {
    const snapshot = window.frontier.maze();
    return { maze: { ...snapshot, cells: Array.from(snapshot.cells) }, options: window.frontier.options() };
  });
  const engine = await nodeEngine();
  const result = engine.search({
    width: maze.width, height: maze.height, cells: Uint8Array.from(maze.cells), start: maze.start, goal: maze.goal,
    algorithm: options.algorithm, heuristic: options.heuristic, movement: Number(options.movement), diagonal: options.diagonal,
    costs: options.costs, weight: Number(options.weight), tieBreak: options.tieBreak, trace: true,
  });
  return { maze, options, result, replay: new TraceReplay(result.trace) };
}

const pointOf = (cell, width) => ({ x: cell % width, y: Math.floor(cell / width) });

async function clickCell(page, cell, width) {
  const { x, y } = pointOf(cell, width);
  const centre = await cellCentre(page, x, y);
  await page.mouse.click(centre.x, centre.y);
}

test('predict: the engine grades a click, a wrong cell, a tie and the keyboard, and never shows the answer first', async () => {
  // Four directions on an open room: the cells inside the start-goal box tie on F.
  const { context, page, problems } = await openPage(browser, `${server.url}#map=${ROOM}&algo=astar&heuristic=manhattan&movement=4&costs=integer`);
  await startFromLearn(page, 'predict');
  const { maze, replay, result } = await nodeRun(page);
  const { trace } = result;
  const { questions } = await page.evaluate(() => window.frontier.puzzle());
  assert.equal(questions.length, 5);
  const next = (step) => trace.cell(trace.eventsThroughStep(step)); // the step after `step` expands it
  const width = maze.width;

  // Before an answer: the playback waits, the open list is in cell order with none marked next.
  let now = await card(page);
  assert.match(now.title, /Predict/);
  assert.match(now.question, /Which cell does A\* expand next\?/);
  assert.equal(now.progress, 'Question 1 of 5 · score 0 of 0');
  assert.equal(await page.isDisabled('#step-forward'), true, 'stepping would show the answer');
  assert.equal(await page.isDisabled('#play'), true);
  assert.equal(Number(await page.inputValue('#scrubber')), questions[0].step);
  assert.equal(await page.locator('#openlist li.next').count(), 0);
  const listed = await page.$$eval('#openlist li', (items) => items.map((item) => item.textContent.match(/^\((\d+),(\d+)\)/)).filter(Boolean)
    .map(([, x, y]) => [Number(x), Number(y)]));
  const order = listed.map(([x, y]) => y * width + x);
  assert.deepEqual(order, [...order].sort((a, b) => a - b), 'listed by position');

  // Question 1: the right cell, clicked.
  await clickCell(page, next(questions[0].step), width);
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  now = await card(page);
  assert.match(now.verdict, /^Right: \(\d+, \d+\) is next: it has the smallest F on the open list, F \d+ = G \d+ \+ H \d+\.$/);
  assert.equal(now.kind, 'right');
  assert.equal(now.progress, 'Question 1 of 5 · score 1 of 1');
  assert.equal(Number(await page.inputValue('#scrubber')), questions[0].step + 1, 'the step plays');
  assert.equal(now.next, true);
  await page.click('#puzzle-card [data-puzzle="next"]');

  // Question 2: a wall.
  await page.waitForFunction((step) => Number(document.getElementById('scrubber').value) === step, questions[1].step);
  const wall = maze.cells.findIndex((code) => code === 1);
  const openRoom = wall < 0;
  const wrong = openRoom ? 0 : wall;
  replay.seekStep(questions[1].step);
  await clickCell(page, wrong, width);
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  now = await card(page);
  assert.equal(now.kind, 'wrong');
  const expected = pointOf(next(questions[1].step), width);
  assert.match(now.verdict, new RegExp(`^Not quite: .*\\(${expected.x}, ${expected.y}\\)`));
  const { overlay } = await page.evaluate(() => window.frontier.puzzle());
  assert.deepEqual(overlay.marks.map((mark) => mark.kind).sort(), ['given', 'right']);
  await screenshot(page, 'puzzle-predict-wrong');
  await page.click('#puzzle-card [data-puzzle="next"]');

  // Question 3: a cell tied on F with the one the tie-break takes counts half.
  await page.waitForFunction((step) => Number(document.getElementById('scrubber').value) === step, questions[2].step);
  replay.seekStep(questions[2].step);
  const answer = next(questions[2].step);
  const f = (cell) => replay.g[cell] + replay.h[cell];
  const tied = [...Array(maze.cells.length).keys()].find((cell) => cell !== answer && replay.state[cell] === CELL_STATE.open && f(cell) === f(answer));
  if (tied !== undefined) {
    await clickCell(page, tied, width);
    await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
    now = await card(page);
    assert.equal(now.kind, 'tied');
    assert.match(now.verdict, /^Tied, half a point: .* have the same F; /);
    assert.match(now.progress, /score 1\.5 of 3$/);
  } else {
    assert.fail('the room should give a tie at the third question');
  }
  await page.click('#puzzle-card [data-puzzle="next"]');

  // Question 4: the keyboard's cursor, moved with the arrows, and Enter.
  await page.waitForFunction((step) => Number(document.getElementById('scrubber').value) === step, questions[3].step);
  const target = pointOf(next(questions[3].step), width);
  await page.focus('#view');
  await page.keyboard.press('ArrowLeft'); // the first arrow shows the cursor where it is
  let cursor = await page.evaluate(() => window.frontier.keyCursor());
  for (; cursor.x !== target.x; cursor = await page.evaluate(() => window.frontier.keyCursor())) await page.keyboard.press(cursor.x < target.x ? 'ArrowRight' : 'ArrowLeft');
  for (; cursor.y !== target.y; cursor = await page.evaluate(() => window.frontier.keyCursor())) await page.keyboard.press(cursor.y < target.y ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
  assert.equal((await card(page)).kind, 'right');
  assert.equal(await page.evaluate(() => window.frontier.maze().cells.filter((c) => c === 1).length), maze.cells.filter((c) => c === 1).length, 'Enter painted nothing');
  await page.click('#puzzle-card [data-puzzle="next"]');

  // Question 5, and the end: the score, Try again and New puzzle.
  await page.waitForFunction((step) => Number(document.getElementById('scrubber').value) === step, questions[4].step);
  await clickCell(page, next(questions[4].step), width);
  await page.waitForFunction(() => /^Done/.test(document.querySelector('#puzzle-card [data-puzzle="progress"]').textContent));
  now = await card(page);
  assert.equal(now.progress, 'Done: 3.5 of 5.');
  assert.equal(await page.isDisabled('#step-forward'), false, 'the playback is the reader\'s again');
  await screenshot(page, 'puzzle-predict-done');
  assert.deepEqual(problems, []);
  await context.close();
});
