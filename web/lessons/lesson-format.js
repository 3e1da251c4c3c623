// A lesson as data (docs/LESSONS.md): a title and scenes, each a sentence or two for the reader, what the page
// shows (a share link, or a share link's scene written out as the codec's object), and optionally a puzzle to
// answer before going on. One check of it all, for the shipped files, a file someone opens and a link.
// Pure (no DOM): Node tests import it.
import { checkPuzzle, checkViewPuzzle } from '../puzzle/puzzle-fields.js';
import { decodeFragment, encodePuzzle } from '../share/share-codec.js';
import { currentLanguage, t } from '../i18n/i18n.js';

export const LESSON_FORMAT = 'frontier-lesson/1';
// Limits: a lesson is read whole before anything shows, so a file of a million scenes is refused at once.
export const LESSON_LIMITS = Object.freeze({
  scenes: 60, title: 120, summary: 300, text: 2000, link: 65536, fileBytes: 1024 * 1024,
});
const SCENE_FIELDS = ['title', 'text', 'link', 'scene', 'puzzle'];

// The first number in `value` past 2^53 either way (JSON reads 1e999 as Infinity; no field of a scene takes more
// than a seed's 2^53 - 1): {path, value}, its path as a lesson author would find it ('scene.start.x',
// 'scene.roads.blocked[0][1]'), or null. A loop, not recursion: a file nested deep enough would overflow the stack.
function hugeNumber(value, name) {
  const pending = [[value, name]];
  while (pending.length) {
    const [item, path] = pending.pop();
    if (typeof item === 'number' && !(Math.abs(item) <= 2 ** 53)) return { path, value: item };
    if (!item || typeof item !== 'object') continue;
    const keys = Object.keys(item);
    for (let k = keys.length - 1; k >= 0; k--) {
      pending.push([item[keys[k]], Array.isArray(item) ? `${path}[${keys[k]}]` : `${path}.${keys[k]}`]);
    }
  }
  return null;
}

// The bidirectional embeddings and overrides (U+202A to U+202E): an override turns what follows it around,
// so a lesson could show the learner words in another order than they were written. Dropped from a lesson's
// text; right-to-left text itself stays (the player isolates each paragraph, dir="auto").
const readable = (text) => text.replace(/[\u202A-\u202E]/g, '');

// A lesson's words (its title, summary, a scene's title and text) in one language or several: a string (the
// same words whatever the page's language: every lesson file before issue 44, and one written for one
// language) or {en: '...', 'zh-Hans': '...'}, keyed by language tags. Both texts in one file, so a scene's
// link and puzzle are written once for every language and cannot drift apart (docs/LESSONS.md, "Languages").
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
function isWords(value, max) {
  if (typeof value === 'string') return value.length <= max;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([tag, text]) => LANGUAGE_TAG.test(tag) && typeof text === 'string' && text.length <= max);
}

// The words of `value` in `language`: its own, else English, else the first language it has (a lesson written
// only in Chinese reads in Chinese on an English page). Per field, so a half-translated lesson mixes.
export function wordsIn(value, language = currentLanguage()) {
  if (typeof value === 'string' || value === undefined || value === null) return value ?? '';
  const filled = (tag) => (typeof value[tag] === 'string' && value[tag].trim() ? value[tag] : null);
  return filled(language) ?? filled('en') ?? Object.keys(value).map(filled).find((text) => text !== null) ?? '';
}

// The languages a lesson's words are written in besides a plain string's: the tags of its object fields.
export function languagesOf(data) {
  const tags = new Set();
  const add = (value) => { if (value && typeof value === 'object') for (const tag of Object.keys(value)) tags.add(tag); };
  add(data?.title);
  add(data?.summary);
  for (const scene of Array.isArray(data?.scenes) ? data.scenes : []) {
    add(scene?.title);
    add(scene?.text);
  }
  return [...tags];
}

const shown = (value) => (typeof value === 'string' ? `'${value.slice(0, 40)}'` : value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);
const isText = (value, max) => typeof value === 'string' && value.length <= max;
// Every language's words of a field are readable and one at least has words (a blank title is none).
const hasWords = (value) => (typeof value === 'string' ? [value] : Object.values(value)).some((text) => readable(text).trim());
// Limits as numbers are written in the messages: 65536, not 65,536 (t() groups numbers from 10,000 on).
const limit = (name) => String(LESSON_LIMITS[name]);

// {lesson} (the data with each scene's `fragment`, the link it opens, and its puzzle's fields filled in, its
// words in `language`: the page's, else English, else the first it has) or {error} naming the scene and the
// field. `data`: parsed JSON. Never throws.
export async function checkLesson(data, { language = currentLanguage() } = {}) {
  try {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: t('lessonError.notObject') };
    if (data.format !== LESSON_FORMAT) return { error: t('lessonError.format', { format: LESSON_FORMAT, got: shown(data.format) }) };
    if (!isWords(data.title, LESSON_LIMITS.title) || !hasWords(data.title)) return { error: t('lessonError.title', { max: limit('title') }) };
    if (data.summary !== undefined && !isWords(data.summary, LESSON_LIMITS.summary)) return { error: t('lessonError.summary', { max: limit('summary') }) };
    const { scenes } = data;
    if (!Array.isArray(scenes) || scenes.length < 1 || scenes.length > LESSON_LIMITS.scenes) {
      return { error: t('lessonError.scenes', { max: limit('scenes'), got: Array.isArray(scenes) ? String(scenes.length) : shown(scenes) }) };
    }
    const checked = [];
    for (const [k, scene] of scenes.entries()) {
      const number = k + 1;
      if (!scene || typeof scene !== 'object' || Array.isArray(scene)) return { error: t('lessonError.sceneObject', { number }) };
      const stray = Object.keys(scene).find((name) => !SCENE_FIELDS.includes(name));
      if (stray !== undefined) return { error: t('lessonError.stray', { number, field: shown(stray), fields: SCENE_FIELDS.join(', ') }) };
      if (!isWords(scene.text, LESSON_LIMITS.text) || !hasWords(scene.text)) return { error: t('lessonError.text', { number, max: limit('text') }) };
      if (scene.title !== undefined && !isWords(scene.title, LESSON_LIMITS.title)) return { error: t('lessonError.sceneTitle', { number, max: limit('title') }) };
      if ((scene.link === undefined) === (scene.scene === undefined)) return { error: t('lessonError.linkOrScene', { number }) };
      let fragment = scene.link;
      if (fragment !== undefined) {
        if (!isText(fragment, LESSON_LIMITS.link)) return { error: t('lessonError.link', { number, max: limit('link') }) };
        fragment = fragment.replace(/^[^#]*#/, '');
      } else {
        const huge = hugeNumber(scene.scene, 'scene');
        if (huge) {
          const values = { number, path: huge.path, value: String(huge.value), written: '1e999' };
          return { error: t(Number.isFinite(huge.value) ? 'lessonError.huge' : 'lessonError.hugeInfinite', values) };
        }
        fragment = await encodePuzzle(scene.scene);
      }
      const decoded = await decodeFragment(fragment);
      if (decoded.error || !decoded.puzzle) return { error: t('lessonError.noOpen', { number, error: decoded.error ?? t('lessonError.empty') }) };
      // Another lesson's link would replace the lesson being read.
      if (decoded.puzzle.lesson) return { error: t('lessonError.opensLesson', { number }) };
      let puzzle = null;
      if (scene.puzzle !== undefined) {
        // A walk or a road scene asks its view's own kind (puzzle-fields.js VIEW_PUZZLES).
        const onView = decoded.puzzle.scene && decoded.puzzle.scene !== 'grid';
        const result = onView ? checkViewPuzzle(decoded.puzzle.scene, scene.puzzle, decoded.puzzle.roads?.shown) : checkPuzzle(scene.puzzle, decoded.puzzle);
        if (result.error) return { error: t('lessonError.puzzle', { number, error: result.error }) };
        puzzle = result.puzzle;
      }
      // A puzzle in the link itself starts with it: the player only waits for its answer (`inLink`).
      const inLink = !puzzle && Boolean(decoded.puzzle.learn);
      if (inLink) puzzle = decoded.puzzle.learn;
      const words = (value) => readable(wordsIn(value, language));
      checked.push({ title: words(scene.title), text: words(scene.text), fragment, puzzle, puzzleInLink: inLink });
    }
    return { lesson: { format: LESSON_FORMAT, title: readable(wordsIn(data.title, language)), summary: readable(wordsIn(data.summary, language)), scenes: checked } };
  } catch (failure) {
    // A scene object the codec cannot write (a field of the wrong type deep inside).
    return { error: t('lessonError.unreadable', { reason: failure.message }) };
  }
}

// A lesson file (a File or Blob) -> {data} or {error}: its size is checked before a byte is read (a 400 MB
// file was read whole, then called "not JSON"), as grid imports do (web/app/files.js).
export async function readLessonFile(file) {
  if (file.size > LESSON_LIMITS.fileBytes) return { error: tooBig(`${file.size}`) };
  return readLessonText(await file.text());
}

const tooBig = (bytes, atLeast = false) => t(atLeast ? 'lessonError.tooBigAtLeast' : 'lessonError.tooBig', { max: limit('fileBytes'), bytes: String(bytes) });

// Why a text is not JSON: the browser's own reason is English whatever the page's language, so another
// language says where the text goes wrong (the character the reason names), or that it ends too soon.
function notJson(reason) {
  if (currentLanguage() === 'en') return t('lessonError.notJson', { reason });
  const at = /position (\d+)/.exec(reason);
  return at ? t('lessonError.notJsonAt', { position: Number(at[1]) + 1 }) : t('lessonError.notJsonEnd');
}

// The text of a lesson file -> {data} (the parsed lesson, to open) or {error}, refusing what is too big (in
// UTF-8 bytes, as the file was) or not JSON before checking it.
export async function readLessonText(text) {
  if (typeof text !== 'string') return { error: t('lessonError.fileText') };
  // Every character is at least one byte: a text that long is too big without encoding it.
  if (text.length > LESSON_LIMITS.fileBytes) return { error: tooBig(text.length, true) };
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > LESSON_LIMITS.fileBytes) return { error: tooBig(`${bytes}`) };
  let data;
  try {
    data = JSON.parse(text);
  } catch (failure) {
    return { error: notJson(failure.message) };
  }
  const { error } = await checkLesson(data);
  return error ? { error } : { data };
}
