// Course packages (scripts/scorm, web/lessons/scorm-package.js, issue 45): a shipped lesson packed from a
// scripts/dist folder is a zip whose entries read back with their CRC-32s (and pass `unzip -t`), whose
// imsmanifest.xml lists every file it holds, that holds the page, the wasm, the lesson and the road networks
// its scenes load, and nothing else from outside; a malformed lesson is refused with the lesson check's words
// and nothing written.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { readZip, crc32 } from './zip-reader.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'frontier-scorm-test-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));
const dist = path.join(work, 'dist');
execFileSync(process.execPath, [path.join(root, 'scripts/dist.mjs'), dist], { stdio: 'pipe' });

const scorm = (...args) => spawnSync(process.execPath, [path.join(root, 'scripts/scorm.mjs'), ...args], { encoding: 'utf8' });

const manifestFiles = (xml) => [...xml.matchAll(/<file href="([^"]+)"\/>/g)].map((match) => match[1]);

test('a shipped lesson\'s package: every file listed in the manifest, CRCs right, the page, wasm and lesson inside', () => {
  const out = path.join(work, 'astar.zip');
  const made = scorm('--dist', dist, 'astar-step-by-step', out);
  assert.equal(made.status, 0, made.stderr);
  assert.match(made.stdout, /astar\.zip: "A\* step by step", SCORM 1\.2, \d+ files/);
  const zip = fs.readFileSync(out);
  const entries = readZip(zip);
  for (const [name, { bytes, crc }] of entries) assert.equal(crc32(bytes), crc, `${name}'s CRC-32`);
  const names = [...entries.keys()];
  assert.equal(names[0], 'imsmanifest.xml', 'the manifest first, at the root');
  const manifest = entries.get('imsmanifest.xml').bytes.toString('utf8');
  assert.deepEqual(manifestFiles(manifest).sort(), names.slice(1).sort(), 'the manifest lists every file, and only those');
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /<title>A\* step by step<\/title>/);
  assert.match(manifest, /<adlcp:masteryscore>80<\/adlcp:masteryscore>/);
  assert.match(manifest, /adlcp:scormtype="sco" href="index.html"/);
  // The page (marked as a course's), its scripts, styles and wasm as scripts/dist made them; the lesson.
  const page = entries.get('index.html').bytes.toString('utf8');
  assert.match(page, /<meta name="frontier-course" content="course.json">\n<\/head>/);
  assert.deepEqual(entries.get('web/wasm/frontier_core.wasm').bytes, fs.readFileSync(path.join(dist, 'web/wasm/frontier_core.wasm')));
  for (const file of JSON.parse(fs.readFileSync(path.join(dist, 'web/bundle/files.json'), 'utf8')).files.filter((name) => /^web\/bundle\/.*\.js$/.test(name))) {
    assert.ok(entries.has(file), `${file} is in the package`);
  }
  assert.ok(entries.has('web/style.css'));
  assert.ok(entries.has('web/learn.css'));
  assert.ok(![...entries.keys()].some((name) => name.endsWith('.map') || name.startsWith('data/') || name.startsWith('docs/')), 'nothing the lesson does not need');
  const shipped = JSON.parse(fs.readFileSync(path.join(root, 'web/lessons/astar-step-by-step.json'), 'utf8'));
  assert.deepEqual(JSON.parse(entries.get('lesson.json').bytes), shipped);
  assert.deepEqual(JSON.parse(entries.get('course.json').bytes), {
    format: 'frontier-course/1', scorm: '1.2', lesson: 'lesson.json', id: 'astar-step-by-step', title: 'A* step by step', mastery: 80,
  });
  // What the page, its styles and scripts load is relative: nothing from another host (links to read, such as
  // the OpenStreetMap copyright, are no loads).
  const loads = { html: /<(script|link|img|iframe)\b[^>]*\b(src|href)="(https?:)?\/\//, css: /url\(['"]?(https?:)?\/\//, js: /\b(import|fetch)\(\s*['"`](https?:)?\/\/|\bfrom\s*['"](https?:)?\/\// };
  for (const name of names.filter((file) => /\.(js|css|html)$/.test(file))) {
    assert.doesNotMatch(entries.get(name).bytes.toString('utf8'), loads[name.split('.').pop()], `${name} loads nothing from outside`);
  }
  const unzip = spawnSync('unzip', ['-t', out], { encoding: 'utf8' });
  if (unzip.error?.code !== 'ENOENT') assert.match(unzip.stdout, /No errors detected/, unzip.stdout + unzip.stderr);
});

test('SCORM 2004 4th edition: its manifest, the mastery as a measure, the same files', () => {
  const out = path.join(work, 'astar-2004.zip');
  const made = scorm('--dist', dist, '--scorm', '2004', '--mastery', '70', 'astar-step-by-step', out);
  assert.equal(made.status, 0, made.stderr);
  const entries = readZip(fs.readFileSync(out));
  const manifest = entries.get('imsmanifest.xml').bytes.toString('utf8');
  assert.match(manifest, /<schemaversion>2004 4th Edition<\/schemaversion>/);
  assert.match(manifest, /xmlns="http:\/\/www\.imsglobal\.org\/xsd\/imscp_v1p1"/);
  assert.match(manifest, /<imsss:primaryObjective objectiveID="lesson-score" satisfiedByMeasure="true">\s*<imsss:minNormalizedMeasure>0\.7<\/imsss:minNormalizedMeasure>/);
  assert.match(manifest, /adlcp:scormType="sco" href="index.html"/);
  assert.deepEqual(manifestFiles(manifest).sort(), [...entries.keys()].slice(1).sort());
  assert.equal(JSON.parse(entries.get('course.json').bytes).scorm, '2004');
  const twelve = readZip(fs.readFileSync(path.join(work, 'astar.zip')));
  assert.deepEqual([...entries.keys()], [...twelve.keys()], 'the same files as the 1.2 package');
  assert.match(scorm('--dist', dist, '--scorm', '3', 'astar-step-by-step', out).stderr, /^scorm: a package is SCORM 1\.2 or 2004, not '3'/);
});

test('a road lesson carries the city it loads; a lesson without puzzles has no mastery score; --mastery sets it', () => {
  const roads = path.join(work, 'routes.zip');
  assert.equal(scorm('--dist', dist, '--mastery', '60', 'many-routes', roads).status, 0);
  const entries = readZip(fs.readFileSync(roads));
  assert.ok(entries.has('data/roads/campo-grande.roads'), 'the city its scenes load');
  assert.ok(entries.has('data/roads/README.md'), 'with its licence notice');
  assert.ok(!entries.has('data/roads/monaco.roads'), 'not the city it does not');
  const manifest = entries.get('imsmanifest.xml').bytes.toString('utf8');
  // Every shipped lesson asks now (many-routes draws routes): its score passes at --mastery.
  assert.match(manifest, /<adlcp:masteryscore>60<\/adlcp:masteryscore>/);
  const plain = path.join(work, 'plain.json');
  fs.writeFileSync(plain, JSON.stringify({ format: 'frontier-lesson/1', title: 'Plain', scenes: [{ text: 'x', link: 'map=S..%23/...G' }] }));
  const told = path.join(work, 'plain.zip');
  assert.equal(scorm('--dist', dist, plain, told).status, 0);
  const plainEntries = readZip(fs.readFileSync(told));
  assert.doesNotMatch(plainEntries.get('imsmanifest.xml').bytes.toString('utf8'), /masteryscore/, 'a lesson without puzzles has none');
  assert.equal(JSON.parse(plainEntries.get('course.json').bytes).mastery, null);
  const file = path.join(work, 'mine.json');
  fs.writeFileSync(file, JSON.stringify({ format: 'frontier-lesson/1', title: 'Mine & <yours>', scenes: [{ text: 'x', link: 'map=S..%23/...G', puzzle: { kind: 'path' } }] }));
  const mine = path.join(work, 'mine.zip');
  assert.equal(scorm('--dist', dist, '--mastery', '60', file, mine).status, 0);
  const own = readZip(fs.readFileSync(mine)).get('imsmanifest.xml').bytes.toString('utf8');
  assert.match(own, /<adlcp:masteryscore>60<\/adlcp:masteryscore>/);
  assert.match(own, /<title>Mine &amp; &lt;yours&gt;<\/title>/);
  assert.match(own, /identifier="frontier-mine-yours"/);
});

test('a malformed lesson, an unknown one or a bad mastery score is refused with the reason, and nothing is written', () => {
  const bad = path.join(work, 'bad.json');
  const out = path.join(work, 'bad.zip');
  fs.writeFileSync(bad, JSON.stringify({ format: 'frontier-lesson/1', title: 'Bad', scenes: [{ text: 'x', link: 'map=S..%23/..G' }] }));
  let made = scorm('--dist', dist, bad, out);
  assert.equal(made.status, 1);
  assert.equal(made.stderr, `scorm: ${bad}: scene 1: its link does not open: map row 2 has 3 cells, the first row 4\n`);
  fs.writeFileSync(bad, '{"format": "frontier-lesson/1", "title": "Bad", "scenes": [');
  made = scorm('--dist', dist, bad, out);
  assert.match(made.stderr, /^scorm: .*bad\.json: the lesson is not JSON: /);
  made = scorm('--dist', dist, 'no-such-lesson', out);
  assert.match(made.stderr, /^scorm: no-such-lesson is neither a lesson file nor a shipped lesson \(astar-step-by-step, /);
  made = scorm('--dist', dist, '--mastery', '101', 'dead-ends', out);
  assert.match(made.stderr, /^scorm: the mastery score must be a whole percentage from 1 to 100, got 101/);
  made = scorm('--dist', work, 'dead-ends', out);
  assert.match(made.stderr, /is no scripts\/dist folder/);
  assert.equal(fs.existsSync(out), false);
});

test('each of the shipped lessons packs', () => {
  const index = JSON.parse(fs.readFileSync(path.join(root, 'web/lessons/index.json'), 'utf8')).lessons;
  for (const { id } of index) {
    const out = path.join(work, `${id}.zip`);
    const made = scorm('--dist', dist, id, out);
    assert.equal(made.status, 0, `${id}: ${made.stderr}`);
    const entries = readZip(fs.readFileSync(out));
    assert.equal(JSON.parse(entries.get('course.json').bytes).id, id);
    assert.deepEqual(manifestFiles(entries.get('imsmanifest.xml').bytes.toString('utf8')).sort(), [...entries.keys()].slice(1).sort(), id);
  }
});
