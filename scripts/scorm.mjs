// Packs a lesson as a SCORM package (web/lessons/scorm-package.js, the module the page's "Download for a
// course" runs too): node scripts/scorm.mjs [--dist DIR] [--mastery N] [--scorm 1.2|2004] LESSON OUT.zip. LESSON: a shipped
// lesson's id or a lesson file (checked as the page checks one: a malformed lesson is refused with the reason,
// and nothing is written). Without --dist, scripts/dist.mjs builds the page's folder in a temporary directory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { readLessonText, wordsIn } from '../web/lessons/lesson-format.js';
import { scormPackage, DIST_FILES, DEFAULT_MASTERY } from '../web/lessons/scorm-package.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: scripts/scorm [--dist DIR] [--mastery PERCENT] [--scorm 1.2|2004] LESSON OUT.zip (LESSON: a shipped lesson\'s id or a lesson file)';

function fail(message) {
  console.error(`scorm: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const [, value] = args.splice(at, 2);
  if (value === undefined) fail(`${name} needs a value\n${USAGE}`);
  return value;
};
const dist = option('--dist');
const masteryText = option('--mastery');
const mastery = masteryText === null ? DEFAULT_MASTERY : Number(masteryText);
const version = option('--scorm') ?? '1.2';
if (args.length !== 2) fail(USAGE);
const [named, out] = args;

// The lesson: a file when one is there, else a shipped lesson by its id.
async function readLesson() {
  if (fs.existsSync(named) && fs.statSync(named).isFile()) {
    const { data, error } = await readLessonText(fs.readFileSync(named, 'utf8'));
    if (error) fail(`${named}: ${error}`);
    return { data, id: null };
  }
  const index = JSON.parse(fs.readFileSync(path.join(root, 'web/lessons/index.json'), 'utf8')).lessons;
  const shipped = index.find((lesson) => lesson.id === named);
  if (!shipped) fail(`${named} is neither a lesson file nor a shipped lesson (${index.map((lesson) => lesson.id).join(', ')})`);
  const { data, error } = await readLessonText(fs.readFileSync(path.join(root, 'web/lessons', shipped.file), 'utf8'));
  if (error) fail(`${named}: ${error}`);
  return { data, id: shipped.id };
}

const lesson = await readLesson();
const folder = dist ? path.resolve(dist) : fs.mkdtempSync(path.join(os.tmpdir(), 'frontier-scorm-'));
try {
  if (!dist) execFileSync(process.execPath, [path.join(root, 'scripts/dist.mjs'), folder], { stdio: ['ignore', 'ignore', 'inherit'] });
  const listing = path.join(folder, DIST_FILES);
  if (!fs.existsSync(listing)) throw new Error(`${folder} is no scripts/dist folder (it has no ${DIST_FILES})`);
  const page = {
    files: JSON.parse(fs.readFileSync(listing, 'utf8')).files,
    read: async (file) => new Uint8Array(fs.readFileSync(path.join(folder, file))),
  };
  const made = await scormPackage(lesson, page, { mastery, version });
  if (made.error) throw new Error(made.error);
  fs.writeFileSync(out, made.bytes);
  console.log(`scorm: ${out}: "${wordsIn(lesson.data.title, 'en')}", SCORM ${version}, ${made.files.length} files, ${(made.bytes.length / 2 ** 20).toFixed(1)} MB`);
} catch (failure) {
  console.error(`scorm: ${failure.message}`);
  process.exitCode = 1;
} finally {
  if (!dist) fs.rmSync(folder, { recursive: true, force: true });
}
