// A lesson as data (docs/LESSONS.md): a title and scenes, each a sentence or two for the reader, what the page
// shows (a share link, or a share link's scene written out as the codec's object), and optionally a puzzle to
// answer before going on. One check of it all, for the shipped files, a file someone opens and a link.
// Pure (no DOM): Node tests import it.
import { checkPuzzle, checkViewPuzzle } from '../puzzle/puzzle-fields.js';
import { decodeFragment, encodePuzzle } from '../share/share-codec.js';

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

const shown = (value) => (typeof value === 'string' ? `'${value.slice(0, 40)}'` : value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);
const isText = (value, max) => typeof value === 'string' && value.length <= max;

// {lesson} (the data with each scene's `fragment`, the link it opens, and its puzzle's fields filled in) or
// {error} naming the scene and the field. `data`: parsed JSON. Never throws.
export async function checkLesson(data) {
  try {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: 'a lesson is an object with a format, a title and scenes' };
    if (data.format !== LESSON_FORMAT) return { error: `a lesson's format must be '${LESSON_FORMAT}', got ${shown(data.format)}` };
    if (!isText(data.title, LESSON_LIMITS.title) || !readable(data.title).trim()) return { error: `a lesson's title must be text of 1 to ${LESSON_LIMITS.title} characters` };
    if (data.summary !== undefined && !isText(data.summary, LESSON_LIMITS.summary)) return { error: `a lesson's summary must be text of up to ${LESSON_LIMITS.summary} characters` };
    const { scenes } = data;
    if (!Array.isArray(scenes) || scenes.length < 1 || scenes.length > LESSON_LIMITS.scenes) {
      return { error: `a lesson has 1 to ${LESSON_LIMITS.scenes} scenes, got ${Array.isArray(scenes) ? scenes.length : shown(scenes)}` };
    }
    const checked = [];
    for (const [k, scene] of scenes.entries()) {
      const where = `scene ${k + 1}`;
      if (!scene || typeof scene !== 'object' || Array.isArray(scene)) return { error: `${where} must be an object` };
      const stray = Object.keys(scene).find((name) => !SCENE_FIELDS.includes(name));
      if (stray !== undefined) return { error: `${where}: unknown field ${shown(stray)} (expected ${SCENE_FIELDS.join(', ')})` };
      if (!isText(scene.text, LESSON_LIMITS.text) || !readable(scene.text).trim()) return { error: `${where}: its text must be 1 to ${LESSON_LIMITS.text} characters` };
      if (scene.title !== undefined && !isText(scene.title, LESSON_LIMITS.title)) return { error: `${where}: its title must be up to ${LESSON_LIMITS.title} characters` };
      if ((scene.link === undefined) === (scene.scene === undefined)) return { error: `${where} shows a link or a scene (one of the two)` };
      let fragment = scene.link;
      if (fragment !== undefined) {
        if (!isText(fragment, LESSON_LIMITS.link)) return { error: `${where}: its link must be text of up to ${LESSON_LIMITS.link} characters` };
        fragment = fragment.replace(/^[^#]*#/, '');
      } else {
        const huge = hugeNumber(scene.scene, 'scene');
        if (huge) {
          const why = Number.isFinite(huge.value) ? '' : ' (JSON reads 1e999 so)';
          return { error: `${where}: ${huge.path} must be a number from -2^53 to 2^53, got ${huge.value}${why}` };
        }
        fragment = await encodePuzzle(scene.scene);
      }
      const decoded = await decodeFragment(fragment);
      if (decoded.error || !decoded.puzzle) return { error: `${where}: its link does not open: ${decoded.error ?? 'it is empty'}` };
      // Another lesson's link would replace the lesson being read.
      if (decoded.puzzle.lesson) return { error: `${where}: its link opens a lesson; a scene shows a maze, a walk or a road network` };
      let puzzle = null;
      if (scene.puzzle !== undefined) {
        // A walk or a road scene asks its view's own kind (puzzle-fields.js VIEW_PUZZLES).
        const onView = decoded.puzzle.scene && decoded.puzzle.scene !== 'grid';
        const result = onView ? checkViewPuzzle(decoded.puzzle.scene, scene.puzzle, decoded.puzzle.roads?.shown) : checkPuzzle(scene.puzzle, decoded.puzzle);
        if (result.error) return { error: `${where}: ${result.error}` };
        puzzle = result.puzzle;
      }
      // A puzzle in the link itself starts with it: the player only waits for its answer (`inLink`).
      const inLink = !puzzle && Boolean(decoded.puzzle.learn);
      if (inLink) puzzle = decoded.puzzle.learn;
      checked.push({ title: readable(scene.title ?? ''), text: readable(scene.text), fragment, puzzle, puzzleInLink: inLink });
    }
    return { lesson: { format: LESSON_FORMAT, title: readable(data.title), summary: readable(data.summary ?? ''), scenes: checked } };
  } catch (failure) {
    // A scene object the codec cannot write (a field of the wrong type deep inside).
    return { error: `the lesson could not be read: ${failure.message}` };
  }
}

// A lesson file (a File or Blob) -> {data} or {error}: its size is checked before a byte is read (a 400 MB
// file was read whole, then called "not JSON"), as grid imports do (web/app/files.js).
export async function readLessonFile(file) {
  if (file.size > LESSON_LIMITS.fileBytes) return { error: tooBig(`${file.size}`) };
  return readLessonText(await file.text());
}

const tooBig = (bytes) => `a lesson file is at most ${LESSON_LIMITS.fileBytes} bytes (1 MB), this one is ${bytes} bytes`;

// The text of a lesson file -> {data} (the parsed lesson, to open) or {error}, refusing what is too big (in
// UTF-8 bytes, as the file was) or not JSON before checking it.
export async function readLessonText(text) {
  if (typeof text !== 'string') return { error: 'a lesson file is text' };
  // Every character is at least one byte: a text that long is too big without encoding it.
  if (text.length > LESSON_LIMITS.fileBytes) return { error: tooBig(`at least ${text.length}`) };
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > LESSON_LIMITS.fileBytes) return { error: tooBig(`${bytes}`) };
  let data;
  try {
    data = JSON.parse(text);
  } catch (failure) {
    return { error: `the lesson is not JSON: ${failure.message}` };
  }
  const { error } = await checkLesson(data);
  return error ? { error } : { data };
}
