// Lessons (issue 30): a lesson opened as a file or a link plays scene by scene (Back, Next; a scene's puzzle
// answered before Next, once), its link carries the scene; the author writes one from the page as it
// stands, previews it, copies its link and downloads its file; a bad lesson says why and the page works on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { serverAndBrowser, openPage, screenshot, cellCentre, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();

const TUTORIAL = 'map=.......%2F...%23...%2F.S.%23.G.%2F...%23...%2F.......&algo=astar&heuristic=manhattan&movement=8&diagonal=no-corner-cut&costs=integer';
const LESSON = {
  format: 'frontier-lesson/1', title: 'A* step by step', summary: 'The worked example.',
  scenes: [
    { title: 'The first expansion', text: 'A is expanded first.\n\nIts eight neighbours join the open list.', link: `${TUTORIAL}&step=2` },
    { title: 'Numbers', text: 'Fill in the numbers of the cell right of A.', link: TUTORIAL, puzzle: { kind: 'numbers', from: 2, cells: [[2, 2]] } },
    { title: 'Roads', text: 'The same search on roads.', scene: {
      scene: 'roads', options: {}, speed: null, step: 10, show: {},
      roads: { source: { generator: 'random', nodes: 1000, seed: 1 }, start: 12, goal: 900, algorithm: 'astar', metric: 'length', shown: 'search', k: 3, disjoint: 'edge', stretch: 1.2, maxShare: 0.8, blocked: [] },
    } },
  ],
};

const lessonCard = (page) => page.evaluate(() => {
  const card = document.getElementById('lesson-card');
  const text = (name) => card.querySelector(`[data-lesson="${name}"]`).textContent;
  return {
    hidden: card.hidden, title: text('title'), progress: text('progress'), scene: text('scene-title'), text: text('text'),
    next: card.querySelector('[data-lesson="next"]').disabled, back: card.querySelector('[data-lesson="back"]').disabled,
    skip: !card.querySelector('[data-lesson="skip"]').hidden, note: text('note'),
  };
});

test('a lesson plays scene by scene: Next waits for its puzzle, Back goes back, a road scene opens the Roads view, a link carries the scene', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  assert.deepEqual(await page.evaluate((lesson) => window.frontier.openLesson(lesson), LESSON), {});
  let now = await lessonCard(page);
  assert.equal(now.title, 'A* step by step');
  assert.equal(now.progress, 'Scene 1 of 3');
  assert.equal(now.text, 'A is expanded first.Its eight neighbours join the open list.');
  assert.equal(await page.locator('#lesson-card [data-lesson="text"] p').count(), 2);
  assert.equal(now.back, true);
  assert.equal(now.next, false);
  await page.waitForFunction(() => Number(document.getElementById('scrubber').value) === 2);
  await screenshot(page, 'lesson-scene-1');
  // A course package is made from the built page (tests/browser/scorm.test.mjs); from the sources, the card says so.
  await page.click('#lesson-card [data-lesson="course"]');
  await page.waitForFunction(() => /^A course package is made from the built page \(scripts\/dist\)/.test(document.querySelector('#lesson-card [data-lesson="note"]').textContent));

  // Scene 2: its puzzle holds Next until answered.
  await page.click('#lesson-card [data-lesson="next"]');
  await page.waitForFunction(() => /What are F, G and H of \(2, 2\)/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  now = await lessonCard(page);
  assert.equal(now.progress, 'Scene 2 of 3');
  assert.equal(now.next, true, 'Next waits for the answer');
  assert.equal(now.skip, true);
  await page.fill('[data-puzzle="number-g"]', '10');
  await page.fill('[data-puzzle="number-h"]', '30');
  await page.fill('[data-puzzle="number-f"]', '40');
  await page.click('[data-puzzle="check"]');
  await page.waitForFunction(() => !document.querySelector('#lesson-card [data-lesson="next"]').disabled);
  assert.match((await lessonCard(page)).note, /^Well done/);
  // The link carries the lesson and its scene; opened anew, it shows that scene.
  const { url } = await page.evaluate(() => window.frontier.shareLink());
  const other = await openPage(browser, url);
  await other.page.waitForFunction(() => !document.getElementById('lesson-card').hidden);
  await other.page.waitForFunction(() => /Scene 2 of 3/.test(document.querySelector('#lesson-card [data-lesson="progress"]').textContent));
  assert.deepEqual(other.problems, []);
  await other.context.close();

  // Scene 3: a road network, in the Roads view.
  await page.click('#lesson-card [data-lesson="next"]');
  await page.waitForFunction(() => document.body.dataset.mode === 'roads' && window.frontier.roads()?.network?.nodes === 1000, null, { polling: 100 });
  now = await lessonCard(page);
  assert.equal(now.progress, 'Scene 3 of 3');
  assert.equal(await page.textContent('#lesson-card [data-lesson="next"]'), 'Finish');
  await screenshot(page, 'lesson-roads');
  await page.click('#lesson-card [data-lesson="back"]');
  await page.waitForFunction(() => document.body.dataset.mode === 'explore' && /Scene 2 of 3/.test(document.querySelector('#lesson-card [data-lesson="progress"]').textContent));
  // A puzzle answered at an earlier visit asks again but holds Next no more (Skip: tests/browser/lesson-embed.test.mjs).
  await page.waitForFunction(() => /answered this puzzle before/.test(document.querySelector('#lesson-card [data-lesson="note"]').textContent));
  now = await lessonCard(page);
  assert.equal(now.next, false);
  assert.equal(now.skip, false);
  await page.click('#lesson-card [data-lesson="next"]');
  await page.waitForFunction(() => /Scene 3 of 3/.test(document.querySelector('#lesson-card [data-lesson="progress"]').textContent));
  await page.click('#lesson-card [data-lesson="next"]');
  await page.waitForFunction(() => document.getElementById('lesson-card').hidden);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a bad lesson (a million scenes, an unknown field, a puzzle on roads, a broken link) says why and opens nothing', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  // A million scenes, made in the page (sent from here it would take seconds to cross).
  const million = await page.evaluate((lesson) => window.frontier.openLesson({ ...lesson, scenes: Array(1000000).fill(lesson.scenes[0]) }), LESSON);
  assert.match(million.error, /^a lesson has 1 to 60 scenes, got 1000000$/);
  const tries = [
    [{ ...LESSON, scenes: [{ ...LESSON.scenes[0], script: '<img src=x onerror=alert(1)>' }] }, /^scene 1: unknown field 'script'/],
    [{ ...LESSON, scenes: [{ ...LESSON.scenes[2], puzzle: { kind: 'predict' } }] }, /^scene 1: a roads scene asks 'route', 'settle' or 'alternative' puzzles, not 'predict'$/],
    [{ ...LESSON, scenes: [{ text: 'x', link: 'map=S..%23/..G' }] }, /^scene 1: its link does not open: map row 2 has 3 cells, the first row 4$/],
    [{ ...LESSON, format: 'frontier-lesson/9' }, /^a lesson's format must be 'frontier-lesson\/1'/],
  ];
  for (const [lesson, message] of tries) {
    const { error } = await page.evaluate((data) => window.frontier.openLesson(data), lesson);
    assert.match(error, message);
  }
  assert.equal(await page.locator('#lesson-card').isHidden(), true);
  // A bad lesson link: the reason above the maze.
  await page.evaluate(() => { location.hash = 'lesson=no-such-lesson'; });
  await page.waitForFunction(() => /This link could not be opened: there is no lesson 'no-such-lesson'/.test(document.getElementById('share-message').textContent));
  assert.equal(await page.locator('#lesson-card').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('author mode: two scenes taken from the page, a puzzle from the step on screen, preview, link and file', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#${TUTORIAL}&step=3`, { acceptDownloads: true });
  await page.waitForFunction(() => Number(document.getElementById('scrubber').value) === 3);
  await page.click('#learn-button');
  await page.click('#lesson-write');
  await page.fill('[data-author="title"]', 'My lesson');
  await page.fill('[data-author="text"]', 'Here A* has expanded twice.');
  await page.selectOption('[data-author="puzzle"]', 'predict');
  await page.click('[data-author="add"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-author="scenes"] li').length === 1);
  // A second scene: the end of the search.
  await page.keyboard.press('Escape');
  await page.click('#to-end');
  await page.fill('[data-author="text"]', 'The path: 68.');
  await page.click('[data-author="add"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-author="scenes"] li').length === 2);
  await screenshot(page, 'lesson-author');
  // The file: what checkLesson reads back, with the puzzle asking from step 3.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-author="download"]')]);
  assert.equal(download.suggestedFilename(), 'my-lesson.json');
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(data.format, 'frontier-lesson/1');
  assert.equal(data.title, 'My lesson');
  assert.deepEqual(data.scenes.map((scene) => scene.text), ['Here A* has expanded twice.', 'The path: 68.']);
  assert.deepEqual(data.scenes[0].puzzle, { kind: 'predict', seed: 1, from: 3, count: 3 });
  assert.equal(data.scenes[1].puzzle, undefined);
  // The link: small enough, it carries the lesson whole.
  await page.click('[data-author="copy"]');
  await page.waitForFunction(() => !document.querySelector('[data-author="link"]').hidden);
  const link = await page.inputValue('[data-author="link"]');
  const other = await openPage(browser, link);
  await other.page.waitForFunction(() => /Scene 1 of 2/.test(document.querySelector('#lesson-card [data-lesson="progress"]').textContent));
  await other.page.waitForFunction(() => /expand next/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  assert.equal(await other.page.textContent('#lesson-card [data-lesson="title"]'), 'My lesson');
  assert.deepEqual(other.problems, []);
  await other.context.close();
  // Preview plays it here.
  await page.click('[data-author="preview"]');
  await page.waitForFunction(() => /Scene 1 of 2/.test(document.querySelector('#lesson-card [data-lesson="progress"]')?.textContent ?? ''));
  assert.deepEqual(problems, []);
  await context.close();
});

test('Learn lists the lessons shipped and the puzzles of every view; a lesson opens from it', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.click('#learn-button');
  await page.waitForSelector('#learn-lessons button');
  const lessons = await page.$$eval('#learn-lessons button', (buttons) => buttons.map((button) => button.dataset.lesson));
  const index = JSON.parse(fs.readFileSync(new URL('../../web/lessons/index.json', import.meta.url), 'utf8')).lessons.map((lesson) => lesson.id);
  assert.deepEqual(lessons, index);
  const kinds = await page.$$eval('#learn-puzzles button', (buttons) => buttons.map((button) => button.dataset.puzzleKind));
  assert.deepEqual(kinds, ['predict', 'numbers', 'path', 'walls', 'which', 'walk', 'roads']);
  await page.click('#learn-puzzles [data-puzzle-kind="roads"]');
  await page.waitForFunction(() => document.body.dataset.mode === 'roads' && window.frontier.roads()?.tool === 'route', null, { polling: 100 });
  await page.click('#learn-button');
  await page.click(`#learn-lessons [data-lesson="${index[0]}"]`);
  await page.waitForFunction(() => /Scene 1 of/.test(document.querySelector('#lesson-card [data-lesson="progress"]').textContent));
  await screenshot(page, 'lesson-from-learn');
  assert.deepEqual(problems, []);
  await context.close();
});

// The worked example as the tutorials run it (tieBreak 'tutorial'): lesson 1's predict puzzle takes the F 54 tie
// below the wall, as the tutorials do (full marks, no half), and its last scene draws the path under the wall.
test('lesson 1 follows the tutorials: the tie at F 54 goes below the wall, and so does the path', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#lesson=astar-step-by-step&scene=4`);
  await page.waitForFunction(() => /expand next/.test(document.querySelector('#puzzle-card [data-puzzle="question"]')?.textContent ?? ''));
  assert.equal((await page.evaluate(() => window.frontier.options())).tieBreak, 'tutorial');
  await screenshot(page, 'lesson-tutorial-predict');
  const answers = [[2, 2], [2, 3], [2, 1]];
  for (const [k, [x, y]] of answers.entries()) {
    if (k > 0) await page.click('#puzzle-card [data-puzzle="next"]');
    await page.waitForFunction((n) => window.frontier.puzzle().then((p) => p.index === n && p.results.length === n), k);
    await waitForFit(page); // the card's verdict came or went: the canvas refitted
    const centre = await cellCentre(page, x, y);
    await page.mouse.click(centre.x, centre.y);
    await page.waitForFunction((n) => window.frontier.puzzle().then((p) => p.results.length === n), k + 1);
    if (k === 1) await screenshot(page, 'lesson-tutorial-tie-below');
  }
  const { results } = await page.evaluate(() => window.frontier.puzzle());
  assert.deepEqual(results, [{ correct: true, score: 1 }, { correct: true, score: 1 }, { correct: true, score: 1 }]);

  assert.deepEqual(problems, []);
  await context.close();

  const end = await openPage(browser, `${server.url}#lesson=astar-step-by-step&scene=7`);
  await end.page.waitForFunction(() => /Scene 7 of/.test(document.querySelector('#lesson-card [data-lesson="progress"]').textContent) &&
    window.frontier.result()?.path?.length > 0);
  const { path, cost } = await end.page.evaluate(() => window.frontier.result());
  assert.equal(cost, 68);
  assert.ok(path.some(({ y }) => y === 4), `under the wall: ${JSON.stringify(path)}`);
  await screenshot(end.page, 'lesson-tutorial-path-under');
  assert.deepEqual(end.problems, []);
  await end.context.close();
});

// A walk scene asks the Walk view's question (where does the robot step after a new plan?), a road scene the
// route to draw; each answer counts in the lesson's score as a grid puzzle's does.
test('lesson puzzles on a walk and on roads: the robot\'s next step, the route drawn', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#lesson=dstar-lite-walks&scene=1`);
  await page.waitForFunction(() => window.frontier.walkPredict()?.questions.length === 1 && window.frontier.walkPredict().index === 0);
  assert.equal((await lessonCard(page)).next, true, 'Next waits for the answer');
  await waitForFit(page); // the Walk view, made while hidden, fitted to its canvas: the picture, and its cells' centres
  await screenshot(page, 'lesson-walk-question');
  const { questions } = await page.evaluate(() => window.frontier.walkPredict());
  const { width } = await page.evaluate(() => window.frontier.maze());
  const cell = questions[0].expected;
  const centre = await page.evaluate(({ x, y }) => window.frontier.walkCellCentre(x, y), { x: cell % width, y: Math.floor(cell / width) });
  await page.mouse.click(centre.x, centre.y);
  await page.waitForFunction(() => window.frontier.walkPredict().results.length === 1);
  assert.deepEqual((await page.evaluate(() => window.frontier.walkPredict())).results, [true]);
  await page.waitForFunction(() => !document.querySelector('#lesson-card [data-lesson="next"]').disabled);
  // The verdict is on the lesson's card too (a widget shows no side panel).
  assert.equal((await lessonCard(page)).note.startsWith(await page.textContent('#walk-predict-verdict')), true);
  await screenshot(page, 'lesson-walk-answered');
  assert.deepEqual(problems, []);
  await context.close();

  // On roads: the route tool is on for the puzzle; a route checked short of the goal is an answer, graded wrong.
  const roads = await openPage(browser, `${server.url}#lesson=dijkstra-and-astar-on-roads&scene=1`);
  await roads.page.waitForFunction(() => window.frontier.roads()?.tool === 'route' && window.frontier.roads().result !== null, null, { polling: 100 });
  assert.equal((await lessonCard(roads.page)).next, true, 'Next waits for the answer');
  await roads.page.click('#roads-draw-check');
  assert.match(await roads.page.textContent('#roads-draw-message'), /^Your route stops before the goal; the shortest costs /);
  await roads.page.waitForFunction(() => !document.querySelector('#lesson-card [data-lesson="next"]').disabled);
  await screenshot(roads.page, 'lesson-roads-route');
  assert.deepEqual(roads.problems, []);
  await roads.context.close();

  // A road search pauses at step 400: the junction settled next, clicked, twice; the map's clicks pick it
  // whatever the tool, and the step plays after each answer.
  const settle = await openPage(browser, `${server.url}#lesson=dijkstra-and-astar-on-roads&scene=2`);
  const puzzle = () => settle.page.evaluate(() => window.frontier.roads()?.settlePuzzle);
  await settle.page.waitForFunction(() => window.frontier.roads()?.settlePuzzle?.index === 0, null, { polling: 100 });
  assert.equal((await settle.page.evaluate(() => window.frontier.roads())).step, 400);
  assert.match(await settle.page.textContent('#roads-hint'), /^Question 1 of 2: which junction does Dijkstra settle next\? Click it\.$/);
  await screenshot(settle.page, 'lesson-roads-settle');
  for (const k of [0, 1]) {
    await settle.page.waitForFunction((n) => window.frontier.roads().settlePuzzle.index === n, k, { polling: 100 });
    // The question frames the junctions waiting once the map has its canvas's size beside the lesson's card.
    await waitForFit(settle.page);
    const node = (await puzzle()).questions[k].expected;
    const { x, y } = await settle.page.evaluate((id) => window.frontier.roadNodeCentre(id), node);
    await settle.page.mouse.click(x, y);
    await settle.page.waitForFunction((n) => window.frontier.roads().settlePuzzle.results.length === n, k + 1, { polling: 100 });
  }
  assert.deepEqual((await puzzle()).results, [true, true]);
  assert.match(await settle.page.textContent('#roads-hint'), /^Right: junction \d+, G [\d.]+ k?m, the lowest on the open list\. Done: 2 of 2\.$/);
  assert.match((await lessonCard(settle.page)).note, /^Right: junction \d+, G [\d.]+ k?m, the lowest on the open list\. /);
  await settle.page.waitForFunction(() => !document.querySelector('#lesson-card [data-lesson="next"]').disabled);
  assert.deepEqual(settle.problems, []);
  await settle.context.close();

  // The list the bug never re-sorts is not in order of the F on screen: the verdict says which order it is.
  const stale = await openPage(browser, `${server.url}#lesson=two-wrong-astars&scene=8`);
  await stale.page.waitForFunction(() => window.frontier.roads()?.settlePuzzle?.index === 0, null, { polling: 100 });
  await waitForFit(stale.page); // as above: the junctions waiting framed at the canvas's size
  const node = (await stale.page.evaluate(() => window.frontier.roads().settlePuzzle)).questions[0].expected;
  const spot = await stale.page.evaluate((id) => window.frontier.roadNodeCentre(id), node);
  await stale.page.mouse.click(spot.x, spot.y);
  await stale.page.waitForFunction(() => window.frontier.roads().settlePuzzle.results.length === 1, null, { polling: 100 });
  assert.match(await stale.page.textContent('#roads-hint'), /^Right: junction \d+, G .* first on the open list, which keeps each junction where the F it was added with put it\. Done: 1 of 1\.$/);
  assert.deepEqual(stale.problems, []);
  await stale.context.close();
});
