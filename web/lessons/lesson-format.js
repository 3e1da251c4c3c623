// A lesson as data (docs/LESSONS.md): a title and scenes, each a sentence or two for the reader, what the page
// shows (a share link, or a share link's scene written out as the codec's object), and optionally a puzzle to
// answer before going on. One check of it all, for the shipped files, a file someone opens and a link.
// Pure (no DOM): Node tests import it.
import { checkPuzzle } from '../puzzle/puzzle-fields.js';
import { decodeFragment, encodePuzzle } from '../share/share-codec.js';

export const LESSON_FORMAT = 'frontier-lesson/1';
// Limits: a lesson is read whole before anything shows, so a file of a million scenes is refused at once.
export const LESSON_LIMITS = Object.freeze({
  scenes: 60, title: 120, summary: 300, text: 2000, link: 65536, fileBytes: 1024 * 1024,
});
const SCENE_FIELDS = ['title', 'text', 'link', 'scene', 'puzzle'];

const shown = (value) => (typeof value === 'string' ? `'${value.slice(0, 40)}'` : value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);
const isText = (value, max) => typeof value === 'string' && value.length <= max;

// {lesson} (the data with each scene's `fragment`, the link it opens, and its puzzle's fields filled in) or
// {error} naming the scene and the field. `data`: parsed JSON. Never throws.
export async function checkLesson(data) {
  try {
    if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: 'a lesson is an object with a format, a title and scenes' };
    if (data.format !== LESSON_FORMAT) return { error: `a lesson's format must be '${LESSON_FORMAT}', got ${shown(data.format)}` };
    if (!isText(data.title, LESSON_LIMITS.title) || !data.title.trim()) return { error: `a lesson's title must be text of 1 to ${LESSON_LIMITS.title} characters` };
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
      if (!isText(scene.text, LESSON_LIMITS.text) || !scene.text.trim()) return { error: `${where}: its text must be 1 to ${LESSON_LIMITS.text} characters` };
      if (scene.title !== undefined && !isText(scene.title, LESSON_LIMITS.title)) return { error: `${where}: its title must be up to ${LESSON_LIMITS.title} characters` };
      if ((scene.link === undefined) === (scene.scene === undefined)) return { error: `${where} shows a link or a scene (one of the two)` };
      let fragment = scene.link;
      if (fragment !== undefined) {
        if (!isText(fragment, LESSON_LIMITS.link)) return { error: `${where}: its link must be text of up to ${LESSON_LIMITS.link} characters` };
        fragment = fragment.replace(/^[^#]*#/, '');
      } else {
        fragment = await encodePuzzle(scene.scene);
      }
      const decoded = await decodeFragment(fragment);
      if (decoded.error || !decoded.puzzle) return { error: `${where}: its link does not open: ${decoded.error ?? 'it is empty'}` };
      let puzzle = null;
      if (scene.puzzle !== undefined) {
        const result = checkPuzzle(scene.puzzle);
        if (result.error) return { error: `${where}: ${result.error}` };
        if (decoded.puzzle.scene && decoded.puzzle.scene !== 'grid') return { error: `${where}: a puzzle is asked on a grid, not on a ${decoded.puzzle.scene} scene` };
        puzzle = result.puzzle;
      }
      // A puzzle in the link itself starts with it: the player only waits for its answer (`inLink`).
      const inLink = !puzzle && Boolean(decoded.puzzle.learn);
      if (inLink) puzzle = decoded.puzzle.learn;
      checked.push({ title: scene.title ?? '', text: scene.text, fragment, puzzle, puzzleInLink: inLink });
    }
    return { lesson: { format: LESSON_FORMAT, title: data.title, summary: data.summary ?? '', scenes: checked } };
  } catch (failure) {
    // A scene object the codec cannot write (a field of the wrong type deep inside).
    return { error: `the lesson could not be read: ${failure.message}` };
  }
}

// The text of a lesson file -> {data} (the parsed lesson, to open) or {error}, refusing what is too big or not
// JSON before checking it.
export async function readLessonText(text) {
  if (typeof text !== 'string') return { error: 'a lesson file is text' };
  if (text.length > LESSON_LIMITS.fileBytes) return { error: `a lesson file is at most ${LESSON_LIMITS.fileBytes} characters, this one ${text.length}` };
  let data;
  try {
    data = JSON.parse(text);
  } catch (failure) {
    return { error: `the lesson is not JSON: ${failure.message}` };
  }
  const { error } = await checkLesson(data);
  return error ? { error } : { data };
}
