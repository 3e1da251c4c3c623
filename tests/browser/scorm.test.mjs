// A course package in a real SCORM run-time (issue 45, docs/LESSONS.md "In a course"): scripts/scorm packs
// a shipped lesson, the package is unpacked onto a plain static server under a nested path, and a page that
// plays an LMS (scorm-again's Scorm12API as window.API; Scorm2004API as window.API_1484_11) hosts it. The learner answers a puzzle partly right,
// leaves, comes back in a new page given what the LMS saved, improves the answer, skips the rest and finishes:
// the LMS's data model holds where they were, their answers, the score and the status. Without an LMS the
// package plays as the page does. The page's "Download for a course" makes the same bytes as the script.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchBrowser, openPage, screenshot, servePlainFolder } from './support.mjs';
import { readZip } from '../node/zip-reader.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'frontier-scorm-lms-'));
const dist = path.join(work, 'dist');
const site = path.join(work, 'site');
execFileSync(process.execPath, [path.join(root, 'scripts/dist.mjs'), dist], { stdio: 'pipe' });
// Per SCORM version: where this "LMS" serves the package, the run-time's global and file, its calls.
const LMS = {
  '1.2': { folder: 'lms/content/course-7/v1', api: 'API', runtime: 'Scorm12API', file: 'scorm12.js', calls: ['LMSInitialize', 'LMSCommit', 'LMSFinish'], set: 'LMSSetValue' },
  2004: { folder: 'lms/content/course-8/v2004', api: 'API_1484_11', runtime: 'Scorm2004API', file: 'scorm2004.js', calls: ['Initialize', 'Commit', 'Terminate'], set: 'SetValue' },
};
const packageFile = path.join(work, 'astar.zip');
for (const [version, lms] of Object.entries(LMS)) {
  const file = version === '1.2' ? packageFile : path.join(work, `astar-${version}.zip`);
  execFileSync(process.execPath, [path.join(root, 'scripts/scorm.mjs'), '--dist', dist, '--scorm', version, 'astar-step-by-step', file], { stdio: 'pipe' });
  for (const [name, { bytes }] of readZip(fs.readFileSync(file))) {
    fs.mkdirSync(path.dirname(path.join(site, lms.folder, name)), { recursive: true });
    fs.writeFileSync(path.join(site, lms.folder, name), bytes);
  }
  // The LMS's page: the run-time API, what the package sets and calls logged, the package in a frame once
  // started with the learner's saved data (startLms).
  fs.copyFileSync(path.join(root, 'node_modules/scorm-again/dist', lms.file), path.join(site, 'lms', lms.file));
  fs.writeFileSync(path.join(site, `lms/player-${version}.html`), `<!doctype html><link rel="icon" href="data:,"><body style="margin:0">
<script src="${lms.file}"></script>
<script>
window.lmsLog = [];
window.startLms = (saved) => {
  const api = window.${lms.api} = window.lmsApi = new ${lms.runtime}({});
  if (saved) api.loadFromJSON(saved);
  for (const call of ${JSON.stringify(lms.calls)}) api.on(call, () => window.lmsLog.push([call]));
  api.on('${lms.set}.cmi.*', (element, value) => window.lmsLog.push(['set', element, value]));
  const frame = document.createElement('iframe');
  Object.assign(frame, { id: 'sco', src: '${path.posix.relative('lms', lms.folder)}/index.html', width: 800, height: 520 });
  frame.style.border = '0';
  document.body.append(frame);
};
</script></body>`);
}

const server = await servePlainFolder(site);
const distServer = await servePlainFolder(dist);
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  server.close();
  distServer.close();
  fs.rmSync(work, { recursive: true, force: true });
});
const base = `http://127.0.0.1:${server.address().port}`;

const waitFor = (target, fn, arg) => target.waitForFunction(fn, arg, { polling: 20, timeout: 30000 });

// The LMS page of `version` with the package in its frame, started with `saved` (what the LMS keeps of the
// learner); resolves once the lesson's scene `scene` shows.
async function launch(saved, scene, version = '1.2') {
  const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => { if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`); });
  page.on('console', (message) => { if (['error', 'warning'].includes(message.type())) problems.push(message.text()); });
  await page.goto(`${base}/lms/player-${version}.html`);
  await page.evaluate((data) => window.startLms(data), saved);
  await waitFor(page, () => document.getElementById('sco').contentWindow.frontier);
  const frame = page.frames().find((f) => f.url().endsWith(`${LMS[version].folder}/index.html`));
  await waitFor(frame, (n) => document.querySelector('#lesson-card [data-lesson="progress"]')?.textContent === `Scene ${n} of 7`, scene);
  return { page, frame, problems };
}
const lms = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.lmsApi.cmi)));
// The last value the package set of each element (write-only ones too), from the LMS page's log.
const setsOf = (log) => Object.fromEntries(log.filter(([call]) => call === 'set').map(([, name, value]) => [name, value]));
const leave = async (page, finish) => {
  await page.evaluate(() => { document.getElementById('sco').src = 'about:blank'; });
  await waitFor(page, (call) => window.lmsLog.some(([made]) => made === call), finish);
  return page.evaluate(() => window.lmsLog);
};
const next = (frame) => frame.click('#lesson-card [data-lesson="next"]');
const atScene = (frame, n) => waitFor(frame, (k) => document.querySelector('#lesson-card [data-lesson="progress"]').textContent === `Scene ${k} of 7`, n);

// Answers scene 2's numbers puzzle ((2, 2): G 10, H 30, F 40; (2, 3): G 14, H 40, F 54), right or wrong each.
async function answerNumbers(frame, [first, second]) {
  await frame.waitForSelector('[data-puzzle="number-g"]', { state: 'visible' });
  for (const [k, [g, h, f]] of [[10, 30, 40], [14, 40, 54]].entries()) {
    const right = [first, second][k];
    await frame.fill('[data-puzzle="number-g"]', String(right ? g : g + 1));
    await frame.fill('[data-puzzle="number-h"]', String(h));
    await frame.fill('[data-puzzle="number-f"]', String(f));
    await frame.click('[data-puzzle="check"]');
    if (!right) await frame.click('[data-puzzle="check"]'); // the first wrong try is a hint; the second, the answer
    if (k === 0) await frame.click('[data-puzzle="next"]');
  }
  await waitFor(frame, () => !document.querySelector('#lesson-card [data-lesson="next"]').disabled);
}

test('in an LMS: where the learner is, their answers, score and status; they leave, resume and finish', async () => {
  // The first visit: a new learner; the LMS gives the manifest's mastery score (80) as LMSs do, here 30 to tell
  // it from the package's own.
  const first = await launch({ core: { student_id: 'u7', student_name: 'Learner, A' }, student_data: { mastery_score: '30' } }, 1);
  // The card says the scene before the scene is up (its link opened): the LMS hears of it after.
  await waitFor(first.page, () => window.lmsApi.cmi.core.lesson_location === '1');
  let cmi = await lms(first.page);
  assert.equal(cmi.core.lesson_status, 'incomplete');
  assert.equal(cmi.core.lesson_location, '1');
  await screenshot(first.page, 'scorm-first-scene');
  await next(first.frame);
  await atScene(first.frame, 2);
  await answerNumbers(first.frame, [true, false]);
  cmi = await lms(first.page);
  assert.equal(cmi.core.score.raw, '17', 'one of two right on one of three puzzle scenes: 17%');
  assert.deepEqual([cmi.core.score.min, cmi.core.score.max], ['0', '100']);
  await next(first.frame);
  await atScene(first.frame, 3);
  await next(first.frame);
  await atScene(first.frame, 4);
  await waitFor(first.page, () => window.lmsApi.cmi.core.lesson_location === '4');
  // The learner leaves: the frame goes (pagehide), and the package finishes its session.
  const log = await leave(first.page, 'LMSFinish');
  const commitsBefore = (element, value) => log.findIndex(([call, name, v]) => call === 'set' && name === element && v === value);
  assert.ok(log.findIndex(([call], k) => call === 'LMSCommit' && k > commitsBefore('cmi.core.lesson_location', '4')) > 0, 'committed at scene 4');
  const sets = setsOf(log);
  assert.equal(sets['cmi.core.exit'], 'suspend', 'they mean to come back');
  assert.match(sets['cmi.core.session_time'], /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
  assert.equal(log.at(-1)[0], 'LMSFinish');
  cmi = await lms(first.page);
  assert.equal(cmi.core.lesson_status, 'incomplete');
  assert.equal(cmi.core.lesson_location, '4');
  assert.deepEqual(JSON.parse(cmi.suspend_data), { v: 1, s: { 1: [1, 2, 1] } });
  assert.deepEqual(first.problems, []);
  await first.page.close();

  // The second visit: a new page given what the LMS kept; the lesson opens at scene 4 with the answers kept.
  const second = await launch({ ...cmi, core: { ...cmi.core, entry: 'resume' } }, 4);
  assert.equal(await second.frame.textContent('#lesson-card [data-lesson="note"]'), 'Answer the puzzle to go on, or skip it.');
  // Back to scene 2: answered before, Next is free; now both right, and the better score is kept.
  await second.frame.evaluate(() => window.frontier.lesson()).then((shown) => assert.deepEqual(shown, { id: 'astar-step-by-step', scene: 3 }));
  for (let k = 0; k < 2; k++) await second.frame.click('#lesson-card [data-lesson="back"]');
  await atScene(second.frame, 2);
  assert.match(await second.frame.textContent('#lesson-card [data-lesson="note"]'), /answered this puzzle before/);
  await answerNumbers(second.frame, [true, true]);
  await waitFor(second.page, () => window.lmsApi.cmi.core.score.raw === '33');
  // Scene 4 (predict) and 6 (draw the path) skipped; Finish on scene 7.
  for (const n of [3, 4, 5, 6, 7]) {
    if (n === 5 || n === 7) await second.frame.click('#lesson-card [data-lesson="skip"]');
    await next(second.frame);
    await atScene(second.frame, n);
  }
  await next(second.frame);
  await waitFor(second.page, () => window.lmsApi.cmi.core.lesson_status !== 'incomplete');
  cmi = await lms(second.page);
  assert.equal(cmi.core.lesson_status, 'passed', '33% against the LMS\'s mastery score of 30');
  assert.equal(cmi.core.score.raw, '33');
  assert.equal(cmi.core.lesson_location, '7');
  assert.match(await second.frame.textContent('#lesson-card [data-lesson="note"]'), /Your score: 1 of 3 \(33%\)/);
  await screenshot(second.page, 'scorm-finished');
  assert.equal(setsOf(await leave(second.page, 'LMSFinish'))['cmi.core.exit'], '', 'finished: a normal exit');
  assert.deepEqual(second.problems, []);
  await second.page.close();
});

test('in a SCORM 2004 LMS: the same visits in its words: location, scaled score, completion and success', async () => {
  const first = await launch({ learner_id: 'u8', scaled_passing_score: '0.1' }, 1, '2004');
  await waitFor(first.page, () => window.lmsApi.cmi.location === '1');
  let cmi = await lms(first.page);
  assert.deepEqual([cmi.completion_status, cmi.location], ['incomplete', '1']);
  await next(first.frame);
  await atScene(first.frame, 2);
  await answerNumbers(first.frame, [true, false]);
  await waitFor(first.page, () => window.lmsApi.cmi.score.raw === '17');
  cmi = await lms(first.page);
  assert.deepEqual([cmi.score.scaled, cmi.score.min, cmi.score.max, cmi.location], ['0.17', '0', '100', '2']);
  const sets = setsOf(await leave(first.page, 'Terminate'));
  assert.equal(sets['cmi.exit'], 'suspend');
  assert.match(sets['cmi.session_time'], /^PT\d+H\d+M\d+(\.\d+)?S$/);
  cmi = await lms(first.page);
  assert.deepEqual(first.problems, []);
  await first.page.close();

  const second = await launch({ ...cmi, entry: 'resume' }, 2, '2004');
  assert.match(await second.frame.textContent('#lesson-card [data-lesson="note"]'), /answered this puzzle before/);
  for (const n of [3, 4, 5, 6, 7]) {
    if (n === 5 || n === 7) await second.frame.click('#lesson-card [data-lesson="skip"]');
    await next(second.frame);
    await atScene(second.frame, n);
  }
  await next(second.frame);
  await waitFor(second.page, () => window.lmsApi.cmi.completion_status === 'completed');
  cmi = await lms(second.page);
  assert.deepEqual([cmi.success_status, cmi.score.raw, cmi.location], ['passed', '17', '7'], '17% against the LMS\'s passing score of 0.1');
  assert.equal(setsOf(await leave(second.page, 'Terminate'))['cmi.exit'], 'normal');
  assert.deepEqual(second.problems, []);
  await second.page.close();
});

test('outside an LMS the package plays its lesson as the page does', async () => {
  const { page, problems } = await openPage(browser, `${base}/${LMS['1.2'].folder}/index.html`);
  await waitFor(page, () => document.querySelector('#lesson-card [data-lesson="progress"]')?.textContent === 'Scene 1 of 7');
  assert.equal(await page.textContent('#lesson-card [data-lesson="title"]'), 'A* step by step');
  await page.click('#lesson-card [data-lesson="next"]');
  await waitFor(page, () => /What are F, G and H of \(2, 2\)/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  await screenshot(page, 'scorm-no-lms');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the page\'s "Download for a course (SCORM)" makes the bytes scripts/scorm makes; the lesson writer\'s packs its lesson', async () => {
  const { page, problems } = await openPage(browser, `http://127.0.0.1:${distServer.address().port}/#lesson=astar-step-by-step`, { acceptDownloads: true });
  await waitFor(page, () => document.querySelector('#lesson-card [data-lesson="progress"]')?.textContent === 'Scene 1 of 7');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#lesson-card [data-lesson="course"]')]);
  assert.equal(download.suggestedFilename(), 'astar-step-by-step-scorm.zip');
  assert.ok(fs.readFileSync(await download.path()).equals(fs.readFileSync(packageFile)), 'the same package, byte for byte');
  await waitFor(page, () => /^Saved astar-step-by-step-scorm\.zip/.test(document.querySelector('#lesson-card [data-lesson="note"]').textContent));
  await screenshot(page, 'scorm-download');
  // The lesson writer's: a lesson of the scene on screen, packed with it.
  await page.click('#learn-button');
  await page.click('#lesson-write');
  await page.fill('[data-author="title"]', 'My first scene');
  await page.fill('[data-author="text"]', 'The map, before any search.');
  await page.click('[data-author="add"]');
  await waitFor(page, () => document.querySelectorAll('[data-author="scenes"] li').length === 1);
  const [written] = await Promise.all([page.waitForEvent('download'), page.click('[data-author="course"]')]);
  assert.equal(written.suggestedFilename(), 'my-first-scene-scorm.zip');
  const entries = readZip(fs.readFileSync(await written.path()));
  const lesson = JSON.parse(entries.get('lesson.json').bytes);
  assert.deepEqual([lesson.title, lesson.scenes.map((scene) => scene.text)], ['My first scene', ['The map, before any search.']]);
  assert.doesNotMatch(entries.get('imsmanifest.xml').bytes.toString(), /masteryscore/, 'no puzzle, no mastery score');
  await waitFor(page, () => /^Saved my-first-scene-scorm\.zip/.test(document.querySelector('[data-author="message"]').textContent));
  assert.deepEqual(problems, []);
  await page.close();
});
