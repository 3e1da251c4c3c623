// The course package's side of the SCORM run-time (web/lessons/scorm-runtime.js) against scorm-again's
// Scorm12API and Scorm2004API, real run-times, in Node: the API found up the frames or in the opener (and not past the spec's
// bound), a resume's scene and answers, the score, passed or failed against the LMS's mastery score or else
// the package's, completed for a lesson without puzzles, suspend until finished. tests/browser/scorm.test.mjs
// runs a whole package in one.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { Scorm12API } from 'scorm-again/scorm12';
import { Scorm2004API } from 'scorm-again/scorm2004';

import { findApi, ScormSession } from '../../web/lessons/scorm-runtime.js';
import { LessonProgress } from '../../web/lessons/lesson-progress.js';

// A window `depth` frames under one whose API is `api` (null: none), as {API, parent, opener}.
function framesUnder(depth, api, { opener = null, name = 'API' } = {}) {
  const top = { [name]: api, opener: null };
  top.parent = top;
  let win = top;
  for (let k = 0; k < depth; k++) win = { parent: win, opener: null };
  win.opener = opener;
  return win;
}

test('the API is found in the window, up to 7 parents, or in the opener\'s; a frame that cannot be read is passed over', () => {
  const api = new Scorm12API({});
  assert.equal(findApi('1.2', framesUnder(0, api)), api);
  assert.equal(findApi('1.2', framesUnder(7, api)), api);
  assert.equal(findApi('1.2', framesUnder(8, api)), null, 'the spec\'s bound');
  assert.equal(findApi('2004', framesUnder(7, api)), null, 'a 1.2 API is no 2004 one');
  const api2004 = new Scorm2004API({});
  assert.equal(findApi('2004', framesUnder(500, api2004, { name: 'API_1484_11' })), api2004, 'SCORM 2004\'s bound is 500');
  assert.equal(findApi('2004', framesUnder(501, api2004, { name: 'API_1484_11' })), null);
  assert.equal(findApi('1.2', framesUnder(2, null, { opener: framesUnder(1, api) })), api);
  assert.equal(findApi('1.2', framesUnder(3, null)), null);
  const foreign = framesUnder(2, api);
  Object.defineProperty(foreign.parent, 'API', { get() { throw new Error('SecurityError'); } });
  assert.equal(findApi('1.2', foreign), api);
});

// What the session says when the LMS refuses a value (console.info): nothing, in every test.
const refused = [];
console.info = (...parts) => refused.push(parts.join(' '));
afterEach(() => assert.deepEqual(refused.splice(0), [], 'the LMS refused nothing'));

const progressOf = (scenes, results) => {
  const progress = new LessonProgress(scenes);
  for (const [k, result] of results) progress.record(k, result);
  return progress;
};

test('a new learner: incomplete while going, the score at each answer, failed against the package\'s mastery score when the LMS gives none', () => {
  const api = new Scorm12API({});
  const exits = []; // cmi.core.exit is write-only: heard as it is set
  api.on('LMSSetValue.cmi.core.exit', (element, value) => exits.push(value));
  const session = new ScormSession(api, { mastery: 80 });
  assert.deepEqual(session.start(), { scene: null, saved: null });
  assert.equal(api.cmi.core.lesson_status, 'incomplete');
  const progress = progressOf([1, 2], [[1, { score: 1, total: 1, finished: true }]]);
  session.keep(1, progress);
  session.answered(progress);
  assert.deepEqual([api.cmi.core.lesson_location, api.cmi.core.score.raw, api.cmi.core.score.min, api.cmi.core.score.max], ['2', '50', '0', '100']);
  session.end();
  assert.deepEqual(exits, ['suspend'], 'not finished: they mean to come back');
  assert.equal(api.isTerminated(), true);
  const again = new Scorm12API({});
  again.on('LMSSetValue.cmi.core.exit', (element, value) => exits.push(value));
  again.loadFromJSON({ ...JSON.parse(JSON.stringify(api.cmi)), core: { ...JSON.parse(JSON.stringify(api.cmi.core)), entry: 'resume' } });
  const resumed = new ScormSession(again, { mastery: 80 });
  assert.deepEqual(resumed.start(), { scene: 1, saved: progress.save() });
  resumed.finish(progress);
  assert.equal(again.cmi.core.lesson_status, 'failed', '50% against 80%');
  resumed.end();
  assert.deepEqual(exits, ['suspend', ''], 'finished: a normal exit');
});

test('the LMS\'s mastery score wins over the package\'s; a lesson without puzzles is completed, with no score', () => {
  const api = new Scorm12API({});
  api.loadFromJSON({ student_data: { mastery_score: '40' } });
  const session = new ScormSession(api, { mastery: 80 });
  session.start();
  session.finish(progressOf([1, 2], [[1, { score: 1, total: 1, finished: true }]]));
  assert.equal(api.cmi.core.lesson_status, 'passed', '50% against the LMS\'s 40%');
  const plain = new Scorm12API({});
  const reading = new ScormSession(plain, { mastery: null });
  reading.start();
  reading.keep(0, new LessonProgress([]));
  reading.finish(new LessonProgress([]));
  assert.equal(plain.cmi.core.lesson_status, 'completed');
  assert.equal(plain.cmi.core.score.raw, '');
});

test('SCORM 2004: the same session in its words: location, scaled score, completion and success, a normal exit', () => {
  const api = new Scorm2004API({});
  const sets = [];
  api.on('SetValue.cmi.*', (element, value) => sets.push([element, value]));
  const session = new ScormSession(api, { version: '2004', mastery: 80 });
  assert.deepEqual(session.start(), { scene: null, saved: null });
  assert.equal(api.cmi.completion_status, 'incomplete');
  const progress = progressOf([1, 2], [[1, { score: 1, total: 1, finished: true }]]);
  session.keep(1, progress);
  session.commit();
  assert.deepEqual([api.cmi.location, api.cmi.score.raw, api.cmi.score.scaled], ['2', '50', '0.5']);
  session.end();
  const said = Object.fromEntries(sets);
  assert.equal(said['cmi.exit'], 'suspend');
  assert.match(said['cmi.session_time'], /^PT\d+H\d+M\d+(\.\d+)?S$/);
  // Back, with the LMS's passing score (its copy of the manifest's minNormalizedMeasure) at 0.4: passed.
  const again = new Scorm2004API({});
  again.loadFromJSON({ location: '2', suspend_data: progress.save(), scaled_passing_score: '0.4' });
  again.on('SetValue.cmi.*', (element, value) => sets.push([element, value]));
  const resumed = new ScormSession(again, { version: '2004', mastery: 80 });
  assert.deepEqual(resumed.start(), { scene: 1, saved: progress.save() });
  resumed.finish(progress);
  assert.deepEqual([again.cmi.completion_status, again.cmi.success_status], ['completed', 'passed']);
  resumed.end();
  assert.deepEqual(sets.filter(([element]) => element === 'cmi.exit').map(([, value]) => value), ['suspend', 'normal']);
  // Without puzzles: completed, success left unknown.
  const plain = new Scorm2004API({});
  const reading = new ScormSession(plain, { version: '2004', mastery: null });
  reading.start();
  reading.finish(new LessonProgress([]));
  assert.deepEqual([plain.cmi.completion_status, plain.cmi.success_status], ['completed', 'unknown']);
});
