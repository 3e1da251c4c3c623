// What a learner did in a lesson (web/lessons/lesson-progress.js): each puzzle scene worth 1, its best attempt
// kept, the summary an embed's lesson-done and a course's score carry, and the saved text a course keeps
// between visits, taken back only when it is this lesson's.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { LessonProgress } from '../../web/lessons/lesson-progress.js';

test('the score: each puzzle scene is worth its puzzle\'s score over its questions; the best attempt stays', () => {
  const progress = new LessonProgress([1, 3, 6]);
  assert.deepEqual(progress.summary(), { score: 0, max: 3, answered: 0, skipped: 3 });
  assert.equal(progress.percent(), 0);
  progress.record(1, { score: 1, total: 2 }); // one of two so far
  progress.record(1, { score: 1.5, total: 2, finished: true }); // then a tie: 1.5 of 2
  progress.record(3, { score: 1, total: 3, finished: true });
  assert.deepEqual(progress.summary(), { score: 1.08, max: 3, answered: 2, skipped: 1 });
  assert.equal(progress.percent(), 36);
  // Scene 3 again: a worse attempt changes nothing; a better one replaces it, and it stays finished.
  progress.record(3, { score: 0, total: 3, finished: true });
  assert.equal(progress.summary().score, 1.08);
  progress.record(3, { score: 3, total: 3 });
  assert.deepEqual(progress.summary(), { score: 1.75, max: 3, answered: 2, skipped: 1 });
  assert.equal(progress.finished(3), true);
  // A scene with no puzzle, or nonsense, is not recorded.
  progress.record(0, { score: 1, total: 1, finished: true });
  progress.record(6, { score: 1, total: 0, finished: true });
  assert.equal(progress.finished(6), false);
  assert.equal(new LessonProgress([]).percent(), null, 'a lesson without puzzles has no score');
});

test('a lesson\'s puzzle scenes, including a puzzle carried in a scene\'s link', () => {
  const lesson = { scenes: [{ puzzle: null }, { puzzle: { kind: 'path' } }, { puzzle: null }, { puzzle: { kind: 'predict' } }] };
  assert.deepEqual(LessonProgress.of(lesson).puzzleScenes, [1, 3]);
});

test('saved and taken back; text that is not this lesson\'s is refused whole and changes nothing', () => {
  const progress = new LessonProgress([1, 3]);
  progress.record(1, { score: 2, total: 3, finished: true });
  progress.record(3, { score: 0.5, total: 1 });
  const saved = progress.save();
  assert.ok(saved.length < 100, saved);
  const again = new LessonProgress([1, 3]);
  assert.deepEqual(again.restore(saved), {});
  assert.deepEqual(again.summary(), progress.summary());
  assert.equal(again.finished(1), true);
  assert.equal(again.finished(3), false);
  for (const [text, message] of [
    ['{', /not JSON/], ['null', /not this lesson's/], ['{"v":2,"s":{}}', /not this lesson's/],
    ['{"v":1,"s":{"2":[1,1,1]}}', /scene 2 are not this lesson's/], // no puzzle there
    ['{"v":1,"s":{"1":[5,3,1]}}', /scene 1 are not/], ['{"v":1,"s":{"1":["<b>",3,1]}}', /scene 1 are not/],
  ]) {
    assert.match(again.restore(text).error, message, text);
    assert.deepEqual(again.summary(), progress.summary(), 'nothing taken');
  }
});
