// The Roads view shows what a lesson's scene is about at a size one can read (issue 43): Campo Grande's routes
// (80 x 50 px of the canvas before) are zoomed in on, and so are a route puzzle's ends and the settle puzzle's
// frontier on a town of 4,000 junctions.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { openPage, waitForFit, screenshot, serverAndBrowser } from './support.mjs';

const { server, browser } = await serverAndBrowser();

// The box round nodes `ids` on the Roads canvas, in CSS px, and the canvas's.
async function boxOnScreen(page, ids) {
  return page.evaluate((nodes) => {
    const canvas = document.getElementById('roads-canvas').getBoundingClientRect();
    const points = nodes.map((id) => window.frontier.roadNodeCentre(id));
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    return {
      width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys),
      inside: points.every((p) => p.x >= canvas.left && p.x <= canvas.right && p.y >= canvas.top && p.y <= canvas.bottom),
      canvas: { width: canvas.width, height: canvas.height },
    };
  }, ids);
}

// Opens lesson `id` at scene `scene` and waits for it to be up (its announcement).
async function openLessonScene(page, id, scene) {
  await page.goto(`${server.url}#lesson=${id}&scene=${scene}`);
  await page.waitForFunction((n) => new RegExp(`, scene ${n} of \\d+`).test(document.getElementById('announcer').textContent), scene, { timeout: 60000 });
  await waitForFit(page);
}

test('Campo Grande: the disjoint routes are zoomed in on, all of them in view', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await openLessonScene(page, 'many-routes', 5);
  await page.waitForFunction(() => window.frontier.roads()?.routes?.routes?.length > 0, null, { timeout: 60000 });
  await waitForFit(page);
  const routes = (await page.evaluate(() => window.frontier.roads().routes)).routes;
  const box = await boxOnScreen(page, routes.flatMap((route) => route.path));
  assert.ok(box.inside, 'every route is on the canvas');
  const share = Math.max(box.width / box.canvas.width, box.height / box.canvas.height);
  assert.ok(share >= 0.4, `the routes fill ${Math.round(box.width)} x ${Math.round(box.height)} px of ${Math.round(box.canvas.width)} x ${Math.round(box.canvas.height)}`);
  await screenshot(page, 'roads-campo-grande-routes');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the settle puzzle zooms in on the junctions waiting to be settled, and a route puzzle on S and G', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await openLessonScene(page, 'dijkstra-and-astar-on-roads', 3);
  await page.waitForFunction(() => window.frontier.roads()?.settlePuzzle?.index >= 0, null, { timeout: 60000 });
  await waitForFit(page);
  const puzzle = await page.evaluate(() => window.frontier.roads().settlePuzzle);
  const answer = puzzle.questions[puzzle.index].expected;
  const start = await page.evaluate(() => window.frontier.roads().start);
  const box = await boxOnScreen(page, [answer, start]);
  assert.ok(box.inside, 'the answer and S are on the canvas');
  // At the town's fit (370 px across) its 4,000 junctions sit a few pixels apart: zoomed in, the junctions
  // waiting (and S) fill the canvas.
  const waiting = await boxOnScreen(page, puzzle.waiting);
  assert.ok(puzzle.waiting.length > 10 && waiting.inside, `${puzzle.waiting.length} junctions waiting, all on the canvas`);
  // 0.4: framed (0.7 of the canvas, with a few streets round them) at the canvas's size beside the lesson's card,
  // they fill 0.48 of its height; 0.5 held only while the page framed them at a taller canvas than it showed.
  assert.ok(Math.max(waiting.width / waiting.canvas.width, waiting.height / waiting.canvas.height) >= 0.4,
    `the junctions waiting fill ${Math.round(waiting.width)} x ${Math.round(waiting.height)} px of ${Math.round(waiting.canvas.width)} x ${Math.round(waiting.canvas.height)}`);
  await screenshot(page, 'roads-settle-frontier');
  // The route puzzle (scene 1): S and G fill the canvas.
  await openLessonScene(page, 'dijkstra-and-astar-on-roads', 1);
  await waitForFit(page);
  const ends = await page.evaluate(() => [window.frontier.roads().start, window.frontier.roads().goal]);
  const route = await boxOnScreen(page, ends);
  assert.ok(route.inside);
  assert.ok(Math.max(route.width / route.canvas.width, route.height / route.canvas.height) >= 0.4, `S and G ${Math.round(route.width)} x ${Math.round(route.height)} px apart`);
  assert.deepEqual(problems, []);
  await context.close();
});

// "Which route is the alternative?" (issue 43): many-routes' scene 3 draws the best route, the engine's first
// alternative and a candidate it turned down; the learner's choice is graded from the engine's answer.
test('which route is the alternative: the engine\'s kept one against one it turned down, graded with its evidence', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await openLessonScene(page, 'many-routes', 3);
  await page.waitForFunction(() => window.frontier.roads()?.alternativePuzzle, null, { timeout: 60000 });
  const asked = await page.evaluate(() => window.frontier.roads().alternativePuzzle);
  const { routes } = await page.evaluate(() => window.frontier.roads().routes);
  // The one kept is the engine's first alternative (its via junction), the other is not among its routes.
  assert.equal(asked.vias[asked.answer], routes[1].via);
  assert.ok(!routes.some((route) => route.via === asked.vias[1 - asked.answer]));
  assert.match(await page.textContent('#roads-choice-question'), /^The blue route is the best\. Which of the other two does the engine keep as an alternative\? An alternative is at most 1\.2 times as long as the best, and at most 80 % of its road/);
  assert.equal(await page.isDisabled('#lesson-card [data-lesson="next"]'), true);
  await screenshot(page, 'roads-alternative-question');
  // The wrong one: the verdict says why the engine turned it down (its share of the best route's road).
  await page.click(`#roads-choice-buttons [data-choice="${1 - asked.answer}"]`);
  await page.waitForFunction(() => window.frontier.roads().alternativePuzzle.results.length === 1);
  const verdict = await page.textContent('#roads-choice-question');
  assert.match(verdict, /^Not the (pink|teal) one: the (pink|teal) route (has \d+ % of its road on the best route's, more than 80 %|is [\d.]+ times as long as the best, more than 1\.2)/);
  assert.match(verdict, /It keeps the (pink|teal) route, [\d.]+ times as long as the best, with \d+ % of its road the best route's\.$/);
  assert.match(await page.textContent('#lesson-card [data-lesson="note"]'), /Not the (pink|teal) one/);
  assert.equal(await page.isDisabled('#lesson-card [data-lesson="next"]'), false);
  assert.deepEqual(problems, []);
  await context.close();
});

// Campo Grande's route puzzle (many-routes scene 4) is asked over alternatives, the first of which is the
// fastest route, its answer: they are neither drawn nor listed until the learner's route is checked.
test('a route puzzle over alternatives hides them until the route is checked', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await openLessonScene(page, 'many-routes', 4);
  await page.waitForFunction(() => window.frontier.roads()?.routes?.routes?.length === 3 && window.frontier.roads().tool === 'route', null, { timeout: 60000 });
  let roads = await page.evaluate(() => window.frontier.roads());
  assert.equal(roads.routesDrawn, 0, 'the fastest route is not drawn while it is asked for');
  assert.equal(await page.isVisible('#roads-routes-list'), false, 'nor listed');
  await page.click('#roads-draw-check');
  await page.waitForFunction(() => window.frontier.roads().drawnRoute?.message);
  roads = await page.evaluate(() => window.frontier.roads());
  assert.equal(roads.routesDrawn, 3, 'checked: the alternatives are drawn again');
  assert.equal(await page.isVisible('#roads-routes-list'), true);
  assert.deepEqual(problems, []);
  await context.close();
});
