// A lesson on the page (docs/LESSONS.md): its card under the header, in every view, with the scene's words,
// Back and Next; each scene opens its link as a share link does (the maze, a walk, a road network) and asks
// its puzzle, if it has one, before Next. The shipped lessons are web/lessons/*.json, listed by index.json.
// It keeps what the learner answered (./lesson-progress.js) and says each scene and the end to its listeners
// (an embed's host, a course's LMS: docs/EMBED.md, "Lessons").
import { checkLesson, readLessonFile, wordsIn } from './lesson-format.js';
import { LessonProgress } from './lesson-progress.js';
import { lessonPuzzleNote } from '../puzzle/puzzle-words.js';
import { t } from '../i18n/i18n.js';

// From the folder's parent, so the bundle (web/bundle/, one folder deep too) finds it where the sources do.
const INDEX_URL = new URL('../lessons/index.json', import.meta.url);

// The shipped lessons: [{id, file, title, summary}] (the title and summary in the page's language), read once.
let shipped = null;
export async function shippedLessons() {
  shipped ??= (async () => {
    const response = await fetch(INDEX_URL);
    if (!response.ok) throw new Error(t('lesson.listFailed', { status: String(response.status) }));
    const { lessons } = await response.json();
    return Promise.all(lessons.map(async ({ id, file }) => {
      const data = await (await fetch(new URL(file, INDEX_URL))).json();
      return { id, file, title: wordsIn(data.title), summary: wordsIn(data.summary), data };
    }));
  })();
  shipped.catch(() => { shipped = null; }); // offline: the next try fetches again
  return shipped;
}

export class LessonPlayer {
  // page: {card (index.html's #lesson-card), openLink(fragment) (opens a scene's link, keeping the lesson;
  // resolves to {error} or {}), puzzles() (resolves to the page's Puzzles), viewPuzzles ({walk(), route(), settle()}:
  // each resolves to its view's puzzle panel, with on, start and stop as Puzzles has), announce(text), onChange() (the
  // address bar follows), stays (Finish leaves the card up, as a widget and a course do: the lesson is all
  // they show), sceneShown() (optional: the scene and its puzzle are up; resolves when the page has made room)}.
  constructor(page) {
    this.page = page;
    const $ = (name) => page.card.querySelector(`[data-lesson="${name}"]`);
    this.parts = {
      title: $('title'), progress: $('progress'), sceneTitle: $('scene-title'), text: $('text'), note: $('note'),
      back: $('back'), next: $('next'), skip: $('skip'),
    };
    this.parts.back.addEventListener('click', () => this.show(this.index - 1));
    this.parts.next.addEventListener('click', () => this.#next());
    this.parts.skip.addEventListener('click', () => this.#unlock(t('lesson.skipped')));
    $('close').addEventListener('click', () => this.close());
    this.lesson = null; // the checked lesson on screen, or null
    this.source = null; // {id} of a shipped lesson, or {lesson: its data} (a file, the author's)
    this.data = null; // the lesson's data as its file holds it
    this.progress = null; // what the learner answered (LessonProgress)
    this.index = 0;
    this.serial = 0;
    this.listeners = { scene: new Set(), answer: new Set(), done: new Set() };
  }

  // listener(detail) on 'scene' ({lesson, scene, of}: scene `scene` of `of`, 1-based, is on screen, its puzzle
  // asked), 'answer' (a puzzle's answer was recorded in `progress`) and 'done' ({lesson, score, max, answered,
  // skipped}: the learner finished). `lesson`: a shipped lesson's id, else its title. Returns the unsubscriber.
  on(event, listener) {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  #emit(event, detail) {
    for (const listener of this.listeners[event]) listener(detail);
  }

  // The name events give the lesson.
  get name() { return this.source?.id ?? this.lesson?.title ?? ''; }

  get active() { return Boolean(this.lesson); }

  // Opens a shipped lesson by its id, at `scene` (0-based); resolves to {} or {error}.
  async openShipped(id, scene = 0) {
    let lessons;
    try {
      lessons = await shippedLessons();
    } catch (error) {
      return { error: error.message };
    }
    const found = lessons.find((lesson) => lesson.id === id);
    if (!found) return { error: t('lesson.noSuch', { id, ids: lessons.map((lesson) => lesson.id).join(', ') }) };
    return this.open(found.data, scene, { id });
  }

  // Opens a lesson's data (a file's, the author's, a link's), checked first; resolves to {} or {error}.
  // `saved`: what progress.save() wrote at an earlier visit (a course's), taken back when it is this lesson's;
  // when it is not, the lesson starts afresh and the result says why (`notRestored`).
  async open(data, scene = 0, { id = null, saved = null } = {}) {
    const { lesson, error } = await checkLesson(data);
    if (error) return { error };
    this.lesson = lesson;
    this.source = id ? { id } : { lesson: data };
    this.data = data;
    this.progress = LessonProgress.of(lesson);
    const restored = saved === null ? {} : this.progress.restore(saved);
    this.page.card.hidden = false;
    document.body.dataset.lesson = 'on';
    this.parts.title.textContent = lesson.title;
    const shown = await this.show(Math.max(0, Math.min(lesson.scenes.length - 1, scene)));
    return restored.error && !shown.error ? { notRestored: restored.error } : shown;
  }

  // A lesson file (a File) -> open it.
  async openFile(file) {
    const { data, error } = await readLessonFile(file);
    if (error) return { error };
    return this.open(data);
  }

  // What a share link carries of the lesson on screen ({id, scene} or {lesson, scene}), or null.
  current() {
    return this.lesson ? { ...this.source, scene: this.index } : null;
  }

  close(message = '') {
    if (!this.lesson) return;
    this.serial++;
    this.stopListening?.();
    this.stopListening = null;
    this.lesson = null;
    this.source = null;
    this.page.card.hidden = true;
    delete document.body.dataset.lesson;
    this.page.puzzles().then((puzzles) => puzzles.stop(), () => {});
    this.viewPuzzle?.stop();
    this.viewPuzzle = null;
    this.page.announce(message || t('lesson.closed'));
    this.page.onChange();
  }

  // Shows scene `k`: its words, then what it shows, then its puzzle. Resolves to {} or {error}.
  async show(k) {
    const { lesson } = this;
    if (!lesson || k < 0 || k >= lesson.scenes.length) return {};
    const serial = ++this.serial;
    this.index = k;
    const scene = lesson.scenes[k];
    const { parts } = this;
    parts.progress.textContent = t('lesson.progress', { number: k + 1, total: lesson.scenes.length });
    parts.sceneTitle.textContent = scene.title;
    parts.sceneTitle.hidden = !scene.title;
    // Plain text, a paragraph per blank line: never HTML.
    parts.text.replaceChildren(...scene.text.split(/\n\s*\n/).map((paragraph) => {
      const p = document.createElement('p');
      p.dir = 'auto'; // a paragraph in Arabic or Hebrew reads right to left, isolated from the rest
      p.textContent = paragraph.trim();
      return p;
    }));
    parts.back.disabled = k === 0;
    parts.next.textContent = t(k === lesson.scenes.length - 1 ? 'lesson.finish' : 'lesson.next');
    // A puzzle answered at an earlier visit does not hold Next again.
    this.#lock(scene.puzzle && !this.progress.finished(k));
    if (scene.puzzle && this.progress.finished(k)) parts.note.textContent = t('lesson.answeredBefore');
    this.stopListening?.();
    this.stopListening = null;
    this.viewPuzzle?.stop();
    this.viewPuzzle = null;
    const opened = await this.page.openLink(scene.fragment);
    if (serial !== this.serial) return {};
    if (opened.error) {
      parts.note.textContent = t('lesson.sceneFailed', { error: opened.error });
      this.#unlock();
      return opened;
    }
    if (scene.puzzle) {
      // A walk's or a road scene's puzzle is its view's own (puzzle-fields.js VIEW_PUZZLES).
      const onView = Object.hasOwn(this.page.viewPuzzles ?? {}, scene.puzzle.kind);
      const puzzles = onView ? await this.page.viewPuzzles[scene.puzzle.kind]() : await this.page.puzzles();
      if (onView) this.viewPuzzle = puzzles;
      if (serial !== this.serial) return {};
      const record = ({ score, total }, finished) => {
        this.progress.record(k, { score, total, finished });
        this.#emit('answer', { scene: k + 1 });
      };
      // A view's panel may sit where a widget does not show it: its verdict goes on the card too.
      const stops = [
        puzzles.on('answer', (answer) => {
          record(answer, false);
          if (onView && answer.text) parts.note.textContent = answer.text;
        }),
        puzzles.on('done', (end) => {
          record(end, true);
          this.#unlock(onView && end.text ? `${end.text}${t('narration.join')}${lessonPuzzleNote(end)}` : lessonPuzzleNote(end));
        }),
      ];
      this.stopListening = () => stops.forEach((stop) => stop());
      const started = scene.puzzleInLink ? {} : await puzzles.start(scene.puzzle);
      if (started.error) this.#unlock(t('lesson.puzzleFailed', { error: started.error }));
    }
    await this.page.sceneShown?.(); // its cards are up: the page may make room for what it shows
    if (serial !== this.serial) return {};
    const said = { lesson: lesson.title, number: k + 1, total: lesson.scenes.length, title: scene.title, text: scene.text };
    this.page.announce(t(scene.title ? 'lesson.announceTitled' : 'lesson.announce', said));
    this.page.onChange();
    this.#emit('scene', { lesson: this.name, scene: k + 1, of: lesson.scenes.length });
    return {};
  }

  // A scene with a puzzle: Next waits for the answer (Skip does not).
  #lock(puzzle) {
    const { parts } = this;
    parts.next.disabled = Boolean(puzzle);
    parts.skip.hidden = !puzzle;
    parts.note.textContent = puzzle ? t('lesson.answerFirst') : '';
  }

  #unlock(note = '') {
    const { parts } = this;
    parts.next.disabled = false;
    parts.skip.hidden = true;
    parts.note.textContent = note;
  }

  #next() {
    if (!this.lesson) return;
    if (this.index === this.lesson.scenes.length - 1) this.#finish();
    else this.show(this.index + 1);
  }

  // Finish: the listeners hear the score; the page closes the lesson, a widget or a course keeps its card up
  // with the score (Back still reviews the scenes; finishing again is heard again).
  #finish() {
    const summary = this.progress.summary();
    const said = summary.max
      ? t('lesson.finishedScore', { title: this.lesson.title, score: summary.score, max: summary.max, percent: this.progress.percent() })
      : t('lesson.finished', { title: this.lesson.title });
    this.#emit('done', { lesson: this.name, ...summary });
    if (!this.page.stays) {
      this.close(said);
      return;
    }
    this.#unlock(said);
    this.parts.next.disabled = true;
    this.page.announce(said);
  }
}
