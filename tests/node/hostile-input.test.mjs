// Issue 43's hostile input without a page: a lesson whose scene holds JSON's 1e999, cells outside the map, a
// scene that opens another lesson, a lesson file too big in bytes; and the honest grading of walls and lessons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { checkLesson, readLessonFile, readLessonText, LESSON_LIMITS } from '../../web/lessons/lesson-format.js';
import { encodePuzzle, decodeFragment } from '../../web/share/share-codec.js';
import { checkPuzzle } from '../../web/puzzle/puzzle-fields.js';
import { wallsVerdict } from '../../web/puzzle/walls.js';
import { lessonPuzzleNote } from '../../web/puzzle/puzzle-words.js';

const lessonFile = (name) => JSON.parse(fs.readFileSync(new URL(`../../web/lessons/${name}.json`, import.meta.url), 'utf8'));
const gridLesson = lessonFile('astar-step-by-step');
const walkScene = lessonFile('dstar-lite-walks').scenes[0];
const roadsScene = lessonFile('many-routes').scenes[0];
const withScenes = (...scenes) => ({ ...gridLesson, scenes });

// A copy of `value` with the field at `path` (['walk', 'changes', 0, 'beforeMove']) set to `to`.
function withField(value, path, to) {
  const copy = structuredClone(value);
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key];
  at[path.at(-1)] = to;
  return copy;
}

test('a lesson scene holding 1e999 in any number field is refused at once, naming the field', async () => {
  // Fields a scene object carries as numbers: each was one more way to the share-link writer's endless loop.
  const walk = withField(walkScene.scene, ['walk', 'changes'], [{ beforeMove: 3, cells: [{ x: 2, y: 2, code: 1 }] }]);
  const grid = { ...walk, scene: 'grid', walk: undefined, learn: { kind: 'numbers', seed: 1, count: null, budget: 10, goal: 'work', target: null, from: 2, cells: [[1, 1]] } };
  const roads = withField(roadsScene.scene, ['roads', 'blocked'], [[1, 2]]);
  const cases = [
    [grid, ['step']], [grid, ['width']], [grid, ['height']], [grid, ['start', 'x']], [grid, ['start', 'y']],
    [grid, ['goal', 'x']], [grid, ['goal', 'y']], [grid, ['edits', 0, 0]], [grid, ['edits', 0, 1]],
    [grid, ['generator', 'seed']], [walk, ['walk', 'changes', 0, 'beforeMove']], [walk, ['walk', 'changes', 0, 'cells', 0, 'x']],
    [roads, ['roads', 'source', 'nodes']], [roads, ['roads', 'source', 'seed']], [roads, ['roads', 'start']],
    [roads, ['roads', 'blocked', 0, 1]], [grid, ['learn', 'seed']], [grid, ['learn', 'from']], [grid, ['learn', 'cells', 0, 0]],
    [grid, ['learn', 'budget']],
  ];
  for (const scene of [grid, walk, roads]) assert.equal((await checkLesson(withScenes({ text: 'A scene.', scene }))).error, undefined);
  for (const [scene, path] of cases) {
    for (const infinite of [Infinity, -Infinity]) { // what JSON.parse makes of 1e999 (and -1e999)
      const lesson = withScenes({ text: 'A scene.', scene: withField(scene, path, infinite) });
      const name = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');
      const { error } = await checkLesson(lesson);
      assert.equal(error, `scene 1: scene${name} must be a number from -2^53 to 2^53, got ${infinite} (JSON reads 1e999 so)`);
    }
  }
  // And in JSON itself, as a file brings it.
  const text = JSON.stringify(withScenes({ text: 'A scene.', scene: { ...grid, step: 12345 } })).replace('12345', '1e999');
  assert.match((await readLessonText(text)).error, /^scene 1: scene\.step must be a number from -2\^53 to 2\^53, got Infinity/);
  // Finite but past any field's range: named too (the writer would refuse it without saying where).
  const { error } = await checkLesson(withScenes({ text: 'A scene.', scene: withField(roads, ['roads', 'start'], 1e300) }));
  assert.equal(error, 'scene 1: scene.roads.start must be a number from -2^53 to 2^53, got 1e+300');
});

test('the share-link writer refuses what it cannot write, whoever calls it', async () => {
  const { puzzle } = await decodeFragment('map=S..%23/...G');
  for (const [field, value] of [['step', Infinity], ['step', 1e300], ['step', -1], ['step', 2.5], ['width', Infinity]]) {
    await assert.rejects(encodePuzzle({ ...puzzle, [field]: value }), { message: `a link carries whole numbers from 0 to 2^53, not ${value}` });
  }
  await assert.rejects(encodePuzzle({ ...puzzle, start: { x: Infinity, y: 0 } }), /not Infinity/);
});

test('puzzle cells outside the map are refused in links, lessons and by the check of the maze on screen', async () => {
  // (7, 0) on the 7-wide tutorial map was read as cell 7, (0, 1).
  const map = 'map=.......%2F...%23...%2F.S.%23.G.%2F...%23...%2F.......';
  assert.equal((await decodeFragment(`${map}&puzzle=numbers&from=2&cells=7,0`)).error, 'puzzle cell (7, 0) is outside the 7x5 map');
  assert.equal((await decodeFragment(`${map}&puzzle=numbers&from=2&cells=1,1;0,5`)).error, 'puzzle cell (0, 5) is outside the 7x5 map');
  assert.ok((await decodeFragment(`${map}&puzzle=numbers&from=2&cells=6,4`)).puzzle.learn, 'the last cell is inside');
  // A binary link (the writer writes what it is given; the reader refuses it).
  const { puzzle } = await decodeFragment(map);
  const learn = checkPuzzle({ kind: 'numbers', from: 2, cells: [[7, 0]] }).puzzle;
  assert.equal((await decodeFragment(await encodePuzzle({ ...puzzle, learn }))).error, 'link damaged: puzzle cell (7, 0) is outside the 7x5 map');
  // A lesson's puzzle, on its scene's map.
  const scene = gridLesson.scenes[1];
  assert.equal((await checkLesson(withScenes({ ...scene, puzzle: { ...scene.puzzle, cells: [[2, 2], [9, 1]] } }))).error,
    'scene 1: puzzle cell (9, 1) is outside the 7x5 map');
  // What the page and the embed's setPuzzle check against the maze on screen.
  assert.equal(checkPuzzle({ kind: 'numbers', cells: [[3, 2]] }, { width: 3, height: 3 }).error, 'puzzle cell (3, 2) is outside the 3x3 map');
  assert.ok(checkPuzzle({ kind: 'numbers', cells: [[2, 2]] }, { width: 3, height: 3 }).puzzle);
});

test('a lesson scene that opens another lesson is refused', async () => {
  const scene = gridLesson.scenes[0];
  const message = 'scene 2: its link opens a lesson; a scene shows a maze, a walk or a road network';
  assert.equal((await checkLesson(withScenes(scene, { ...scene, link: 'lesson=dead-ends&scene=2' }))).error, message);
  assert.equal((await checkLesson(withScenes(scene, { ...scene, link: 'https://example.org/#lesson=dead-ends' }))).error, message);
  // A v2 link with a lesson section, and a scene object carrying one.
  const { puzzle } = await decodeFragment(scene.link);
  const lessonLink = await encodePuzzle({ ...puzzle, lesson: { id: 'dead-ends', scene: 0 } });
  assert.equal((await checkLesson(withScenes(scene, { ...scene, link: lessonLink }))).error, message);
  const { link, ...withoutLink } = scene;
  assert.equal((await checkLesson(withScenes(scene, { ...withoutLink, scene: { ...puzzle, lesson: { id: 'dead-ends', scene: 0 } } }))).error, message);
});

test('a lesson file is measured in bytes, and by its size before it is read', async () => {
  const limit = LESSON_LIMITS.fileBytes;
  // 400 MB: refused by its size, never read.
  const huge = { size: 400 * 2 ** 20, text: () => assert.fail('a file over the limit was read') };
  assert.equal((await readLessonFile(huge)).error, `a lesson file is at most ${limit} bytes (1 MB), this one is ${400 * 2 ** 20} bytes`);
  // Under the limit in characters, over it in bytes (three a euro sign).
  const euros = JSON.stringify({ ...gridLesson, summary: '€'.repeat(400000) });
  assert.ok(euros.length < limit);
  const bytes = new TextEncoder().encode(euros).length;
  assert.equal((await readLessonText(euros)).error, `a lesson file is at most ${limit} bytes (1 MB), this one is ${bytes} bytes`);
  assert.equal((await readLessonFile(new Blob([euros]))).error, `a lesson file is at most ${limit} bytes (1 MB), this one is ${bytes} bytes`);
  assert.deepEqual(await readLessonFile(new Blob([JSON.stringify(gridLesson)])), { data: gridLesson });
});

test('walls are right only when they did something: above the maze\'s own score, and the target', () => {
  // Done with no walls: the score is the maze's own.
  for (const goal of ['work', 'detour', 'overestimate']) {
    const baseline = goal === 'overestimate' ? 0 : 31;
    const verdict = wallsVerdict(goal, baseline, { baseline });
    assert.equal(verdict.correct, false, goal);
    assert.equal(verdict.score, 0, goal);
    assert.doesNotMatch(verdict.text, /challenge/, goal);
    assert.match(verdict.text, /no more than the maze scores without your walls .*Move a wall and try again\.$/, goal);
  }
  assert.deepEqual(wallsVerdict('work', 40, { baseline: 31 }), { correct: true, score: 1, text: 'Your score: 40 cells expanded. Copy the link to challenge someone to beat it.' });
  assert.equal(wallsVerdict('work', 40, { baseline: 31, target: 40 }).correct, false);
  assert.deepEqual(wallsVerdict('work', 41, { baseline: 31, target: 40 }), { correct: true, score: 1, text: 'You beat 40: 41 cells expanded.' });
});

test('a lesson praises a puzzle only when every answer was right', () => {
  for (const [score, total] of [[0, 2], [0.5, 3], [2, 3]]) {
    const note = lessonPuzzleNote({ score, total });
    assert.doesNotMatch(note, /Well done/, `${score} of ${total}`);
    assert.match(note, new RegExp(`^${score} of ${total} right`));
  }
  assert.match(lessonPuzzleNote({ score: 3, total: 3 }), /^Well done/);
});

test('bidirectional overrides are dropped from a lesson\'s words; right-to-left text stays', async () => {
  const scene = gridLesson.scenes[0];
  const { lesson } = await checkLesson({ ...gridLesson, title: 'A\u202Egninrael', scenes: [{ ...scene, title: '\u202Dx', text: 'Cost \u202E86\u202C, not 68. שלום' }] });
  assert.equal(lesson.title, 'Agninrael');
  assert.equal(lesson.scenes[0].title, 'x');
  assert.equal(lesson.scenes[0].text, 'Cost 86, not 68. שלום');
  assert.match((await checkLesson({ ...gridLesson, scenes: [{ ...scene, text: '\u202E\u202C' }] })).error, /^scene 1: its text must be 1 to/);
});
