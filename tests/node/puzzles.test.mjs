// Puzzles (issue 30) without a page: the seeded questions are the same from the same trace and seed (and
// pinned for the tutorials' map, so they are the same on every machine), every grader agrees with the trace
// it grades, the fields links carry are checked, and links carry a puzzle both ways while old links read as
// before.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { freshEngine } from './support.mjs';
import { runSearch } from '../../web/core/run.js';
import { PAGE_DEFAULTS, ALGORITHM_INFO } from '../../web/core/registry.js';
import { Trace, CELL_STATE, EVENT } from '../../web/core/trace.js';
import { CELL } from '../../web/core/engine.js';
import { exampleMaze, EXAMPLES } from '../../web/grid/examples.js';
import { generateMaze } from '../../web/grid/default-maze.js';
import { seededRandom } from '../../web/puzzle/seeded-random.js';
import { predictQuestions, PredictGrader, canPredict } from '../../web/puzzle/predict.js';
import { numbersQuestions, NumbersGrader, WHOLE_TOLERANCE, DECIMAL_TOLERANCE } from '../../web/puzzle/numbers.js';
import { QUESTION_TEXT } from '../../web/puzzle/puzzle-words.js';
import { gradePath } from '../../web/puzzle/path.js';
import { whichQuestions, gradeWhich, WHICH_CHOICES } from '../../web/puzzle/which.js';
import { WALL_GOALS } from '../../web/puzzle/walls.js';
import { PUZZLE_KINDS } from '../../web/puzzle/puzzle-kinds.js';
import { PUZZLE_NAMES, WALL_GOAL_NAMES, checkPuzzle } from '../../web/puzzle/puzzle-fields.js';
import { encodePuzzle, decodeFragment, showOf } from '../../web/share/share-codec.js';

const engine = await freshEngine();
const tutorial = exampleMaze('tutorial', engine);
const tutorialOptions = { ...PAGE_DEFAULTS, ...EXAMPLES.tutorial.options };

// A seeded grid with walls, 31x21, for questions with choice in them.
const maze = generateMaze(engine, { kind: 'backtracker', width: 31, height: 21, seed: 5, braid: 0.4 });

test('the kinds and the walls goals have one row per name the links know', () => {
  assert.deepEqual(Object.keys(PUZZLE_KINDS), [...PUZZLE_NAMES]);
  assert.deepEqual(Object.keys(WALL_GOALS), [...WALL_GOAL_NAMES]);
  for (const name of WHICH_CHOICES) assert.ok(ALGORITHM_INFO.some((row) => row.name === name), name);
});

test('a seed makes the same questions every time, and the tutorial\'s are pinned', () => {
  const run = runSearch(engine, tutorial, tutorialOptions);
  const again = runSearch(engine, tutorial, tutorialOptions);
  // The same trace from other bytes (as a worker, or another machine, hands it over) and the same seed.
  const copied = { ...again, trace: new Trace(again.trace.words.slice().buffer, again.trace.nodeCount, { width: 7, height: 5 }) };
  for (const seed of [1, 2, 7, 4294967295]) {
    assert.deepEqual(predictQuestions(run, seededRandom(seed)), predictQuestions(copied, seededRandom(seed)));
    assert.deepEqual(numbersQuestions(run, seededRandom(seed)), numbersQuestions(again, seededRandom(seed)));
    assert.deepEqual(whichQuestions(seededRandom(seed)), whichQuestions(seededRandom(seed)));
  }
  // Pinned: a change to the generator or to the choice of steps shows here (on the search the pins were made
  // from, ties to the smaller H; the preset now takes the tutorials' list).
  const pinned = runSearch(engine, tutorial, { ...tutorialOptions, tieBreak: 'smaller-h' });
  assert.deepEqual(predictQuestions(pinned, seededRandom(1), { count: 3 }).map((q) => [q.step, q.expected.cell]), [[3, 9], [5, 8], [11, 12]]);
  assert.deepEqual(numbersQuestions(pinned, seededRandom(1)).map((q) => [q.step, q.cell]), [[4, 1], [6, 0], [11, 5]]);
  assert.deepEqual(whichQuestions(seededRandom(1)).map((q) => q.algorithm), ['dfs', 'astar', 'weighted-astar']);
  assert.deepEqual(Array.from({ length: 4 }, ((random) => () => random.below(1000))(seededRandom(7))), [11, 61, 976, 699]);
});

test('predict: the right cell is the trace\'s next expansion; any other open cell is right only when tied on the key', () => {
  for (const info of ALGORITHM_INFO.filter((row) => canPredict(row.name))) {
    const options = { ...PAGE_DEFAULTS, algorithm: info.name, costs: 'float' };
    const run = runSearch(engine, maze, options);
    const grader = new PredictGrader(run);
    for (const question of predictQuestions(run, seededRandom(3), { count: 6 })) {
      const { trace, replay } = run;
      const next = trace.cell(trace.eventsThroughStep(question.step));
      assert.equal(question.expected.cell, next, info.name);
      const right = grader.grade(question, next);
      assert.equal(right.verdict, 'right', `${info.name}: ${right.text}`);
      assert.equal(right.score, 1);
      assert.match(right.text, /^Right: \(\d+, \d+\) is next: /);
      replay.seekStep(question.step);
      const lane = replay.laneState(question.expected.lane);
      const others = [];
      for (let cell = 0; cell < maze.cells.length && others.length < 40; cell++) if (cell !== next && lane.state[cell] === CELL_STATE.open) others.push(cell);
      for (const cell of others) {
        const verdict = grader.grade(question, cell);
        assert.notEqual(verdict.verdict, 'right');
        if (verdict.verdict === 'tied') {
          assert.equal(info.popOrder, 'lowest-key', info.name);
          assert.equal(verdict.score, 0.5);
          const key = run.keyAt(lane, cell);
          assert.ok(Math.abs(key - run.keyAt(lane, next)) < 1e-3, `${info.name}: a tie at key ${key}`);
        } else {
          assert.equal(verdict.score, 0);
          assert.match(verdict.text, /^Not quite: /);
        }
      }
      // A wall and a closed cell are named as such.
      const wall = maze.cells.indexOf(1);
      assert.match(grader.grade(question, wall).text, /is a wall|waits on/, info.name);
    }
  }
});

test('numbers: the replay\'s g, h and key are right; each typical mistake is named', () => {
  const run = runSearch(engine, tutorial, tutorialOptions);
  const grader = new NumbersGrader(run, engine);
  // The tutorial's first step: right of A is G 10, H 30, F 40; the diagonal below it G 14, H 40, F 54.
  const right = { step: 2, cell: 16, lane: 0 };
  const diagonal = { step: 2, cell: 23, lane: 0 };
  assert.deepEqual(grader.expected(right), { g: 10, h: 30, f: 40 });
  assert.deepEqual(grader.expected(diagonal), { g: 14, h: 40, f: 54 });
  // A lesson's fixed cells: the two above, after the first expansion (step 2); a cell not reached is left out.
  assert.deepEqual(numbersQuestions(run, seededRandom(1), { from: 2, cells: [[2, 2], [2, 3], [6, 4]] }), [right, diagonal]);
  assert.equal(grader.grade(right, { g: 10, h: 30, f: 40 }).correct, true);
  const mistake = (question, given) => grader.grade(question, given).fields;
  assert.equal(mistake(diagonal, { g: 10, h: 40, f: 50 }).g.mistake.kind, 'diagonal-as-straight');
  assert.equal(mistake(diagonal, { g: 1, h: 40, f: 54 }).g.mistake.kind, 'steps');
  assert.equal(mistake(diagonal, { g: 14, h: 4, f: 54 }).h.mistake.kind, 'steps');
  assert.equal(mistake(diagonal, { g: 14, h: 30, f: 44 }).h.mistake.kind, 'other-heuristic'); // Chebyshev: 3
  assert.equal(mistake(diagonal, { g: 14, h: 50, f: 64 }).f.mistake.kind, 'from-yours');
  assert.equal(mistake(diagonal, { g: NaN, h: 40, f: 54 }).g.mistake.kind, 'empty');
  // H around the wall: from (2, 2) the real cost to B is more than Manhattan's 30.
  const around = engine.search({ width: 7, height: 5, cells: tutorial.cells, start: { x: 2, y: 2 }, goal: tutorial.goal, algorithm: 'dijkstra', movement: 8, diagonal: 'no-corner-cut', costs: 'integer' });
  assert.equal(mistake(right, { g: 10, h: around.cost, f: 40 }).h.mistake.kind, 'around-walls');
  // G through another neighbour than the parent: at a later step, a cell with a reached neighbour that is not its parent.
  const open = generateMaze(engine, { kind: 'obstacles', width: 31, height: 21, seed: 5, density: 0.25 });
  const later = runSearch(engine, open, { ...PAGE_DEFAULTS, costs: 'integer', movement: 8 });
  const laterGrader = new NumbersGrader(later, engine);
  let found = false;
  for (const question of numbersQuestions(later, seededRandom(9), { count: 20 })) {
    later.replay.seekStep(question.step);
    const { g, parent, state } = later.replay;
    const { width } = later.maze;
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]) {
      const via = question.cell + dx + dy * width;
      if (via < 0 || via >= state.length || via === parent[question.cell] || state[via] !== CELL_STATE.closed || later.maze.cells[via] === 1) continue;
      if (Math.abs((question.cell % width) - (via % width)) > 1) continue;
      const given = g[via] + (dx && dy ? 14 : 10);
      if (given === g[question.cell]) continue;
      const field = laterGrader.grade(question, { g: given, h: 0, f: 0 }).fields.g;
      if (field.mistake.kind === 'other-parent') {
        assert.equal(field.mistake.via, via);
        found = true;
      }
    }
  }
  assert.ok(found, 'some question had a G through another neighbour to name');
});

test('numbers (issue 43): asked cells and their mirrors hide; a second try; decimals within the tolerance said', () => {
  const run = runSearch(engine, tutorial, tutorialOptions);
  const grader = new NumbersGrader(run, engine);
  const at = (x, y) => y * 7 + x;
  // The lesson's two cells after the first expansion: (2, 2) then (2, 3). The tutorials' map is symmetric about
  // S's row, so (2, 1) shows (2, 3)'s answer (G 14, H 40, F 54): it hides with (2, 3) while (2, 2) is asked.
  const questions = numbersQuestions(run, seededRandom(1), { from: 2, cells: [[2, 2], [2, 3]] });
  assert.equal(grader.useQuestions(questions), WHOLE_TOLERANCE);
  assert.deepEqual(grader.hiddenCells(0, 2), [at(2, 1), at(2, 2), at(2, 3)]);
  // Once (2, 2) is answered, only the second question's cell and its mirror stay hidden.
  assert.deepEqual(grader.hiddenCells(1, 2), [at(2, 1), at(2, 3)]);
  // A first try with a mistake is no verdict: a hint without the right number; the second try scores half.
  const first = grader.grade(questions[1], { g: 10, h: 40, f: 50 }, { attempt: 1, final: false });
  assert.equal(first.retry, true);
  assert.match(first.text, /^Not yet \(1 of 3 right\)\. G: a diagonal step costs 14 here, not 10\. F adds up your G and H, but they are off\. One more try/);
  assert.doesNotMatch(first.text, /54/);
  const second = grader.grade(questions[1], { g: 14, h: 40, f: 54 }, { attempt: 2, final: true });
  assert.deepEqual([second.correct, second.score, second.retry], [true, 0.5, false]);
  assert.match(second.text, /^Right, on the second try: half a point: \(2, 3\) has F 54/);
  assert.equal(grader.grade(questions[1], { g: 14, h: 40, f: 54 }, { attempt: 1, final: false }).score, 1);
  assert.equal(grader.grade(questions[1], { g: 10, h: 40, f: 50 }, { attempt: 2, final: true }).retry, false);
  // Steps of 1 and √2: the cells round to one decimal, and an answer added from them counts (3.4 for 3.41).
  const float = runSearch(engine, tutorial, { ...tutorialOptions, costs: 'float', heuristic: 'octile' });
  const floatGrader = new NumbersGrader(float, engine);
  const diagonalThenStraight = numbersQuestions(float, seededRandom(1), { count: 6 });
  assert.equal(floatGrader.useQuestions(diagonalThenStraight), DECIMAL_TOLERANCE);
  const asked = diagonalThenStraight.find((question) => Math.abs(floatGrader.expected(question).g % 1) > 0.05);
  assert.ok(asked, 'a question with a decimal G');
  const exact = floatGrader.expected(asked);
  const rounded = (value) => Math.round(value * 10) / 10;
  assert.equal(floatGrader.grade(asked, { g: rounded(exact.g), h: rounded(exact.h), f: rounded(exact.g) + rounded(exact.h) }).correct, true);
  assert.equal(floatGrader.grade(asked, { g: exact.g + 0.41, h: exact.h, f: exact.f }).correct, false);
  assert.match(QUESTION_TEXT.numbers('(2, 3)', 'astar', DECIMAL_TOLERANCE), /an answer within 0\.1 counts/);
  assert.doesNotMatch(QUESTION_TEXT.numbers('(2, 3)', 'astar', WHOLE_TOLERANCE), /within/);
});

test('path: legal walks cost what Dijkstra would charge; illegal ones are refused with the reason', () => {
  const best = engine.search({ ...tutorial, algorithm: 'dijkstra', movement: 8, diagonal: 'no-corner-cut', costs: 'integer' });
  const ids = (points) => points.map(([x, y]) => y * 7 + x);
  const cheapest = best.path.map(({ x, y }) => y * 7 + x);
  const right = gradePath(engine, tutorial, tutorialOptions, cheapest);
  assert.equal(right.correct, true);
  assert.equal(right.cost, best.cost);
  const dear = gradePath(engine, tutorial, tutorialOptions, ids([[1, 2], [1, 3], [2, 4], [3, 4], [4, 4], [5, 3], [5, 2]]));
  assert.equal(dear.legal, true);
  assert.equal(dear.cost, 68);
  assert.equal(dear.correct, dear.cost === best.cost);
  assert.match(gradePath(engine, tutorial, tutorialOptions, ids([[1, 2], [2, 2], [3, 2], [4, 2], [5, 2]])).text, /\(3, 2\) is a wall/);
  assert.match(gradePath(engine, tutorial, tutorialOptions, ids([[2, 2], [2, 3]])).text, /^Your path starts at \(2, 2\); it must start at S \(1, 2\)/);
  assert.match(gradePath(engine, tutorial, tutorialOptions, ids([[1, 2], [2, 2]])).text, /it must reach G \(5, 2\)/);
  assert.match(gradePath(engine, tutorial, tutorialOptions, []).text, /^Draw a path first/);
});

test('which: the hidden search is one of the choices, and a wrong pick says what gives each away', () => {
  for (let seed = 0; seed < 20; seed++) {
    for (const question of whichQuestions(seededRandom(seed))) {
      assert.equal(question.choices.length, 4);
      assert.equal(new Set(question.choices).size, 4);
      assert.ok(question.choices.includes(question.algorithm));
      assert.equal(gradeWhich(question, question.algorithm).correct, true);
      const wrong = question.choices.find((name) => name !== question.algorithm);
      assert.match(gradeWhich(question, wrong).text, /^It is .+, not .+\. What gives it away: .+\. .+ would show /);
    }
  }
});

test('puzzle fields: defaults filled in; a bad kind, a huge budget, a stray field get a clear error', () => {
  assert.deepEqual(checkPuzzle({ kind: 'predict' }).puzzle, { kind: 'predict', seed: 1, count: null, budget: 10, goal: 'work', target: null, from: null, cells: null });
  assert.match(checkPuzzle({ kind: 'riddle' }).error, /^unknown puzzle 'riddle' \(expected predict, numbers, path, walls, which\)$/);
  assert.match(checkPuzzle({ kind: 'walls', budget: 1e9 }).error, /^puzzle budget must be a whole number from 1 to 1000/);
  assert.match(checkPuzzle({ kind: 'walls', goal: 'chaos' }).error, /^unknown walls goal 'chaos'/);
  assert.match(checkPuzzle({ kind: 'predict', count: 0 }).error, /^puzzle count must be a whole number from 1 to 20/);
  assert.match(checkPuzzle({ kind: 'predict', seed: -1 }).error, /^puzzle seed/);
  assert.match(checkPuzzle({ kind: 'predict', answer: 3 }).error, /^unknown puzzle field 'answer'/);
  assert.match(checkPuzzle(null).error, /a puzzle is an object/);
});

test('links carry a puzzle both ways (binary and hand-written), and links without one read as before', async () => {
  const grid = { scene: 'grid', width: 7, height: 5, cells: tutorial.cells, start: tutorial.start, goal: tutorial.goal, options: tutorialOptions, speed: null, step: 3, show: showOf() };
  const learn = checkPuzzle({ kind: 'walls', seed: 7, budget: 12, goal: 'detour', target: 412.5 }).puzzle;
  const decoded = (await decodeFragment(await encodePuzzle({ ...grid, learn }))).puzzle;
  assert.deepEqual(decoded.learn, learn);
  assert.equal((await decodeFragment(await encodePuzzle(grid))).puzzle.learn, undefined);
  const hand = await decodeFragment('map=S..%23/...G&algo=astar&puzzle=predict&seed=7&count=3');
  assert.deepEqual(hand.puzzle.learn, { kind: 'predict', seed: 7, count: 3, budget: 10, goal: 'work', target: null, from: null, cells: null });
  assert.equal((await decodeFragment('map=S..%23/...G&puzzle=walls&walls=overestimate&wallbudget=5&target=20')).puzzle.learn.goal, 'overestimate');
  const fixed = await decodeFragment('map=S..%23/...G&puzzle=numbers&from=2&cells=1,0;2,1');
  assert.deepEqual([fixed.puzzle.learn.from, fixed.puzzle.learn.cells], [2, [[1, 0], [2, 1]]]);
  const fixedAgain = (await decodeFragment(await encodePuzzle({ ...grid, learn: fixed.puzzle.learn }))).puzzle.learn;
  assert.deepEqual(fixedAgain, fixed.puzzle.learn);
  assert.match((await decodeFragment('map=S..%23/...G&puzzle=numbers&cells=1;2')).error, /^cells '1;2' is not X,Y;X,Y/);
  assert.match(checkPuzzle({ kind: 'numbers', cells: Array(21).fill([0, 0]) }).error, /^puzzle cells must be a list of 1 to 20 cells/);
  assert.match(checkPuzzle({ kind: 'numbers', cells: [[0, 5000]] }).error, /^puzzle cells must each be \[x, y\] with whole numbers from 0 to 4095, got \[0, 5000\]/);
  assert.equal((await decodeFragment('map=S..%23/...G&algo=astar')).puzzle.learn, undefined);
  // Hostile ones: a clear error each, never a throw.
  assert.match((await decodeFragment('map=S..%23/...G&puzzle=riddle')).error, /^unknown puzzle 'riddle'/);
  assert.match((await decodeFragment('map=S..%23/...G&puzzle=walls&wallbudget=99999999')).error, /budget must be a whole number from 1 to 1000/);
  assert.match((await decodeFragment('map=S..%23/...G&puzzle=predict&count=1e9')).error, /count '1e9' is not a number/);
});

test('walk predict: after a replan the agent steps where the trace says, D* Lite\'s least step + g, and a wrong cell says what it costs', async () => {
  const { walkQuestions, gradeWalkStep } = await import('../../web/puzzle/walk-predict.js');
  const { WalkReplay } = await import('../../web/walk/walk-replay.js');
  const dead = exampleMaze('dead-end', engine);
  let asked = 0;
  for (const algorithm of ['dstar-lite', 'repeated-astar']) {
    for (const sensorRadius of [1, 2]) {
      const request = { ...dead, algorithm, sensorRadius, trace: true, movement: 8, diagonal: 'no-corner-cut', costs: 'integer' };
      const walk = engine.navigate(request);
      const replay = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
      const moves = { movement: 8, diagonal: 'no-corner-cut', costs: 'integer' };
      for (const question of walkQuestions(replay, seededRandom(2), { count: 4 })) {
        replay.seekEvent(question.event);
        assert.equal(replay.trace.kind(question.event), EVENT.agentMoved);
        assert.equal(question.expected, walk.moves[question.move + 1].y * dead.width + walk.moves[question.move + 1].x);
        const right = gradeWalkStep(replay, question, question.expected, { engine, moves });
        assert.equal(right.correct, true);
        if (algorithm === 'dstar-lite') assert.match(right.text, /^Right: the agent steps to \(\d+, \d+\), from \(\d+, \d+\) the least step \+ g, the cost to the goal through it: \d+ \+ \d+ = \d+\.$/);
        else assert.match(right.text, /^Right: the agent steps to \(\d+, \d+\), the next cell of the path it has just planned/);
        // Another open neighbour: wrong, with what the goal costs through it (D* Lite).
        const agent = replay.agent;
        const other = [1, -1, dead.width, -dead.width].map((d) => agent + d).find((c) => c !== question.expected && c >= 0 && c < dead.cells.length && replay.belief[c] !== CELL.wall && Math.abs((c % dead.width) - (agent % dead.width)) <= 1);
        if (other !== undefined) {
          const wrong = gradeWalkStep(replay, question, other, { engine, moves });
          assert.equal(wrong.correct, false);
          if (algorithm === 'dstar-lite') assert.match(wrong.text, /^Not quite: Through \(\d+, \d+\) the goal costs \d+ \+ (\d+|∞) = (\d+|∞)\. It steps to/);
        }
        asked++;
      }
    }
  }
  assert.ok(asked >= 4, `${asked} questions asked`);
});
