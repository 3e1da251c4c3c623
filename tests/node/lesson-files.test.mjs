// The shipped lessons as files (web/lessons/, docs/LESSONS.md "The lessons shipped"): every file is listed in
// index.json and passes checkLesson, every scene's step exists in what it shows, every puzzle asks its
// questions; hostile lessons are refused with a clear error. (The numbers their texts state:
// tests/node/lesson-numbers.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { StepTallies } from '../../web/core/run.js';
import { seededRandom } from '../../web/puzzle/seeded-random.js';
import { predictQuestions } from '../../web/puzzle/predict.js';
import { numbersQuestions } from '../../web/puzzle/numbers.js';
import { cheapestPath } from '../../web/puzzle/path.js';
import { PUZZLE_KINDS } from '../../web/puzzle/puzzle-kinds.js';
import { walkQuestions } from '../../web/puzzle/walk-predict.js';
import { WalkReplay } from '../../web/walk/walk-replay.js';
import { decodeFragment } from '../../web/share/share-codec.js';
import { checkLesson, readLessonText, LESSON_LIMITS } from '../../web/lessons/lesson-format.js';
import { alternativeQuestion } from '../../web/roads/alternative-puzzle.js';
import { FOLDER, engine, index, lessons, scene, mazeOf, gridRun, walkOf, roadsOf } from './lesson-scenes.mjs';

test('the index lists every lesson file once, each exists and passes checkLesson', () => {
  const files = index.lessons.map((entry) => entry.file);
  const ids = index.lessons.map((entry) => entry.id);
  assert.equal(new Set(files).size, files.length);
  assert.equal(new Set(ids).size, ids.length);
  for (const { id: name, file } of index.lessons) {
    assert.match(name, /^[a-z0-9]+(-[a-z0-9]+)*$/, name);
    assert.equal(file, `${name}.json`);
  }
  const inFolder = fs.readdirSync(FOLDER).filter((name) => name.endsWith('.json') && name !== 'index.json').sort();
  assert.deepEqual(inFolder, [...files].sort(), 'every lesson file in web/lessons/ is in index.json');
  assert.equal(index.lessons.length, 7, 'the seven lessons of issue 30');
  for (const { file, checked } of lessons.values()) assert.equal(checked.error, undefined, `${file}: ${checked.error}`);
});

test('every scene\'s step is one its search, walk or route has (a step past the end would show the end, not the words)', async () => {
  for (const { id: name, checked } of lessons.values()) {
    for (const [k, { fragment }] of checked.lesson.scenes.entries()) {
      const { puzzle: shown } = await decodeFragment(fragment);
      const where = `${name} scene ${k + 1}`;
      if (shown.scene === 'roads') {
        if (shown.roads.shown !== 'search') continue;
        const { route } = await roadsOf(shown);
        assert.ok(shown.step >= 1 && shown.step <= route.trace.stepCount, `${where}: step ${shown.step} of ${route.trace.stepCount}`);
      } else if (shown.scene === 'walk') {
        const walk = walkOf(shown);
        assert.ok(walk.reached, where);
        assert.ok(shown.step >= 1 && shown.step <= walk.trace.stepCount, `${where}: step ${shown.step} of ${walk.trace.stepCount}`);
      } else {
        const run = gridRun(shown);
        assert.ok(shown.step >= 1 && shown.step <= run.trace.stepCount, `${where}: step ${shown.step} of ${run.trace.stepCount}`);
      }
    }
  }
});

test('each puzzle asks its questions with the engine, on a search its kind serves', async () => {
  let puzzles = 0;
  const perLesson = new Map();
  for (const { id: name, checked } of lessons.values()) {
    for (const [k, { fragment, puzzle }] of checked.lesson.scenes.entries()) {
      if (!puzzle) continue;
      puzzles++;
      const where = `${name} scene ${k + 1}`;
      const { puzzle: shown } = await decodeFragment(fragment);
      perLesson.set(name, (perLesson.get(name) ?? 0) + 1);
      // A walk's question: where the robot steps after a replan, from the walk's trace.
      if (shown.scene === 'walk') {
        assert.equal(puzzle.kind, 'walk', where);
        const walk = walkOf(shown);
        const { width, height, cells, start, goal } = mazeOf(shown);
        const replay = new WalkReplay(walk.trace, { width, height, cells, start, goal, ...shown.walk, moves: walk.moves, reached: walk.reached });
        assert.equal(walkQuestions(replay, seededRandom(puzzle.seed), { count: puzzle.count }).length, puzzle.count, where);
        continue;
      }
      // A road scene's route to draw: the network has one (Dijkstra's, the answer). Its search's next settled
      // junction: `count` questions in a row from step `from`, each the trace's next expanded event.
      if (shown.scene === 'roads') {
        const { start: from, goal: to, source, metric } = shown.roads;
        await engine.loadNetwork(source.preset ? { preset: source.preset } : source);
        if (puzzle.kind === 'route') {
          assert.ok(engine.route({ from, to, algorithm: 'dijkstra', metric }).found, where);
        } else if (puzzle.kind === 'alternative') {
          // Which route is the alternative: the engine's first one, beside a candidate it turned down.
          const { stretch, maxShare, k } = shown.roads;
          const result = engine.alternativeRoutes({ from, to, k, stretch, maxShare, metric });
          const question = alternativeQuestion(result, seededRandom(puzzle.seed));
          assert.ok(question, where);
          assert.equal(question.choices[question.answer], result.routes[1], where);
          assert.ok(question.decoy.failed === 'sharing' ? question.decoy.overlap > maxShare : question.decoy.stretch > stretch, where);
        } else {
          assert.equal(puzzle.kind, 'settle', where);
          const { route } = await roadsOf(shown);
          const questions = predictQuestions({ trace: route.trace, tallies: new StepTallies(route.trace) }, seededRandom(puzzle.seed), { count: puzzle.count, from: puzzle.from });
          assert.deepEqual(questions.map((q) => q.step), Array.from({ length: puzzle.count }, (_, n) => puzzle.from + n), where);
          for (const q of questions) assert.equal(q.expected.cell, route.trace.cell(route.trace.eventsThroughStep(q.step)), where);
        }
        continue;
      }
      assert.equal(shown.scene, 'grid', where);
      // A kind that does not serve the link's search would switch it (the kind's fallback): the words would be wrong.
      assert.ok(PUZZLE_KINDS[puzzle.kind].canUse(shown.options.algorithm), where);
      const run = gridRun(shown);
      const random = seededRandom(puzzle.seed);
      if (puzzle.kind === 'predict') {
        const questions = predictQuestions(run, random, { count: puzzle.count ?? PUZZLE_KINDS.predict.count, from: puzzle.from });
        assert.equal(questions.length, puzzle.count, where);
        assert.equal(questions[0].step, puzzle.from, `${where}: the first question is at step ${puzzle.from}`);
      } else if (puzzle.kind === 'numbers') {
        const questions = numbersQuestions(run, random, { from: puzzle.from, cells: puzzle.cells });
        // Every cell asked about has been reached by then (a cell not reached is silently left out).
        assert.equal(questions.length, puzzle.cells.length, where);
        for (const question of questions) assert.equal(question.step, puzzle.from, where);
      } else if (puzzle.kind === 'path') {
        assert.ok(cheapestPath(engine, run.maze, run.options), where);
      } else {
        assert.fail(`${where}: no check for a ${puzzle.kind} puzzle in a lesson yet`);
      }
    }
  }
  // Every lesson asks (issue 43: each at least twice, 20 in all, where its world has the kinds).
  assert.deepEqual(Object.fromEntries(perLesson), {
    'astar-step-by-step': 3, 'dead-ends': 3, 'ties-and-updates': 2, 'two-wrong-astars': 4,
    'dijkstra-and-astar-on-roads': 3, 'dstar-lite-walks': 3, 'many-routes': 3,
  });
  assert.equal(puzzles, 21);
});

test('hostile lessons are refused with a clear error, and nothing is read past the limits', async () => {
  const good = lessons.get('astar-step-by-step').data;
  const huge = { ...good, scenes: Array.from({ length: 1e6 }, () => good.scenes[0]) };
  assert.match((await checkLesson(huge)).error, /1 to 60 scenes, got 1000000/);
  const withScene = (change) => ({ ...good, scenes: [{ ...good.scenes[0], ...change }] });
  assert.match((await checkLesson(withScene({ colour: 'red' }))).error, /^scene 1: unknown field 'colour'/);
  assert.match((await checkLesson(withScene({ link: 'map=S..%23/..%23%23/.x.G' }))).error, /^scene 1: its link does not open: map row 3, column 2: unknown tile 'x'/);
  assert.match((await checkLesson(withScene({ link: 'v9.AAAA' }))).error, /^scene 1: its link does not open: unknown version 9/);
  const roads = lessons.get('many-routes').data.scenes[1]; // its disjoint routes
  assert.match((await checkLesson({ ...good, scenes: [{ ...roads, puzzle: { kind: 'predict' } }] })).error,
    /^scene 1: a roads scene asks 'route', 'settle' or 'alternative' puzzles, not 'predict'$/);
  assert.match((await checkLesson({ ...good, scenes: [{ ...roads, puzzle: { kind: 'route', seed: 2 } }] })).error,
    /^scene 1: a 'route' puzzle has no field 'seed'$/);
  assert.match((await checkLesson({ ...good, scenes: [{ ...roads, puzzle: { kind: 'settle' } }] })).error,
    /^scene 1: a 'settle' puzzle is asked on a road search, not on disjoint routes$/);
  const bare = lessons.get('many-routes').data.scenes[0]; // the town with no route shown
  assert.match((await checkLesson({ ...good, scenes: [{ ...bare, puzzle: { kind: 'alternative' } }] })).error,
    /^scene 1: an 'alternative' puzzle is asked on alternative routes, not on a map showing no search or route$/);
  const walk = lessons.get('dstar-lite-walks').data.scenes[0];
  assert.match((await checkLesson({ ...good, scenes: [{ ...walk, puzzle: { kind: 'walk', count: 0 } }] })).error,
    /^scene 1: puzzle count must be a whole number from 1 to 20, got 0$/);
  assert.match((await checkLesson(withScene({ puzzle: { kind: 'riddle' } }))).error, /^scene 1: unknown puzzle 'riddle'/);
  const big = JSON.stringify({ ...good, summary: 'x'.repeat(2 * 1024 * 1024) });
  assert.match((await readLessonText(big)).error, new RegExp(`at most ${LESSON_LIMITS.fileBytes} bytes \\(1 MB\\), this one is at least ${big.length} bytes`));
  assert.match((await readLessonText('{"format": ')).error, /^the lesson is not JSON/);
});
