// Author mode: a teacher writes a lesson in the page. Each scene is the page as it stands (its link: the
// maze, the search and the step on screen, a walk, a road scene), the words typed for it and, on a grid, a
// puzzle (predict asks from the step on screen; numbers asks about the cell pinned with Inspect). Preview
// plays it; Copy link shares it whole in a link while it fits (docs/LESSONS.md); Download saves the file the
// page opens.
import { LESSON_FORMAT, LESSON_LIMITS, checkLesson } from './lesson-format.js';

// The lesson being written lives in memory only: a draft in localStorage brings it back after a reload or a
// closed tab, and leaving with scenes not yet downloaded or copied asks first (beforeunload).
const DRAFT_KEY = 'frontier-lesson-draft';

export class LessonAuthor {
  // page: {root (index.html's #lesson-author), sceneLink() (resolves to the fragment of what is on screen,
  // or {error}), step() (the explore view's step), pinnedCell() ({x, y} pinned with Inspect, or null),
  // onGrid() (the explore view shows), preview(data) (plays it; resolves to {} or {error}), copy(data)
  // (resolves to {url} or {error}), course(data, note) (makes its SCORM package, saying how it went in `note`),
  // announce(text)}
  constructor(page) {
    this.page = page;
    const $ = (name) => page.root.querySelector(`[data-author="${name}"]`);
    this.parts = {
      title: $('title'), scenes: $('scenes'), sceneTitle: $('scene-title'), text: $('text'), puzzle: $('puzzle'),
      message: $('message'), link: $('link'),
    };
    this.scenes = []; // as the file holds them: [{title?, text, link, puzzle?}]
    this.unsaved = false; // scenes changed since the last download or copied link
    this.#restoreDraft();
    this.parts.title.addEventListener('input', () => this.#changed());
    addEventListener('beforeunload', (event) => {
      if (!this.unsaved || !this.scenes.length) return;
      event.preventDefault();
      event.returnValue = ''; // (older browsers ask only when it is set)
    });
    $('add').addEventListener('click', () => this.add());
    $('preview').addEventListener('click', () => this.#preview());
    $('copy').addEventListener('click', () => this.#copy());
    $('download').addEventListener('click', () => this.#download());
    $('course').addEventListener('click', () => {
      if (this.scenes.length) this.page.course(this.data(), this.parts.message);
      else this.#say('Add a scene first.');
    });
    $('close').addEventListener('click', () => this.close());
  }

  show() {
    this.page.root.hidden = false;
    this.parts.text.focus();
  }

  close() {
    this.page.root.hidden = true;
  }

  // The lesson written so far, as its file holds it.
  data() {
    return {
      format: LESSON_FORMAT,
      title: this.parts.title.value.trim() || 'A lesson',
      scenes: this.scenes,
    };
  }

  // Adds the page as it stands as the next scene, with the words and puzzle typed.
  async add() {
    const { parts } = this;
    const text = parts.text.value.trim();
    if (!text) return this.#say('Type what the reader should read for this scene first.');
    if (this.scenes.length >= LESSON_LIMITS.scenes) return this.#say(`A lesson has at most ${LESSON_LIMITS.scenes} scenes.`);
    const link = await this.page.sceneLink();
    if (link.error) return this.#say(`This scene cannot be taken: ${link.error}`);
    let puzzle = null;
    const kind = parts.puzzle.value;
    if (kind) {
      if (!this.page.onGrid()) return this.#say('A puzzle is asked on a grid: show the explore view, or choose no puzzle.');
      puzzle = { kind, seed: 1 };
      const step = this.page.step();
      if (kind === 'predict' && step > 0) Object.assign(puzzle, { from: step, count: 3 });
      if (kind === 'numbers') {
        const cell = this.page.pinnedCell();
        if (!cell || step < 1) return this.#say('For a numbers puzzle, show the step to ask at and pin the cell to ask about with Inspect.');
        Object.assign(puzzle, { from: step, cells: [[cell.x, cell.y]] });
      }
    }
    // As the file holds it: no empty title, no puzzle field without a puzzle.
    const title = parts.sceneTitle.value.trim().slice(0, LESSON_LIMITS.title);
    const scene = { ...(title ? { title } : {}), text: text.slice(0, LESSON_LIMITS.text), link: link.fragment, ...(puzzle ? { puzzle } : {}) };
    const { error } = await checkLesson({ ...this.data(), scenes: [...this.scenes, scene] });
    if (error) return this.#say(error);
    this.scenes.push(scene);
    this.#changed();
    parts.text.value = '';
    parts.sceneTitle.value = '';
    parts.puzzle.value = '';
    this.#list();
    return this.#say(`Scene ${this.scenes.length} added.`);
  }

  #list() {
    this.parts.scenes.replaceChildren(...this.scenes.map((scene, k) => {
      const item = document.createElement('li');
      const words = document.createElement('span');
      words.textContent = `${scene.title ? `${scene.title}: ` : ''}${scene.text.slice(0, 80)}${scene.text.length > 80 ? '…' : ''}${scene.puzzle ? ` (puzzle: ${scene.puzzle.kind})` : ''}`;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = 'Remove';
      remove.setAttribute('aria-label', `Remove scene ${k + 1}`);
      remove.addEventListener('click', () => {
        this.scenes.splice(k, 1);
        this.#changed();
        this.#list();
      });
      item.append(words, remove);
      return item;
    }));
  }

  async #preview() {
    if (!this.scenes.length) return this.#say('Add a scene first.');
    const { error } = await this.page.preview(this.data());
    return this.#say(error ? `The lesson could not play: ${error}` : 'Playing the lesson from its first scene.');
  }

  async #copy() {
    if (!this.scenes.length) return this.#say('Add a scene first.');
    const { url, error } = await this.page.copy(this.data());
    if (error) return this.#say(error);
    this.parts.link.hidden = false;
    this.parts.link.value = url;
    this.parts.link.select();
    this.unsaved = false; // the link holds it all
    try {
      await navigator.clipboard.writeText(url);
      return this.#say(`Link copied (${url.length} characters).`);
    } catch {
      return this.#say(`The link is selected above (${url.length} characters): copy it with Ctrl+C.`);
    }
  }

  #download() {
    if (!this.scenes.length) return this.#say('Add a scene first.');
    const blob = new Blob([`${JSON.stringify(this.data(), null, 2)}\n`], { type: 'application/json' });
    const anchor = document.createElement('a');
    anchor.href = URL.createObjectURL(blob);
    anchor.download = `${(this.parts.title.value.trim() || 'lesson').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'lesson'}.json`;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(anchor.href), 1000);
    this.unsaved = false;
    this.#say(`Saved ${anchor.download}: open it with Learn, "Open a lesson file".`);
  }

  // The lesson changed: kept as the draft (storage refused, private browsing: the warning on leaving remains).
  #changed() {
    this.unsaved = true;
    try {
      if (this.scenes.length) localStorage.setItem(DRAFT_KEY, JSON.stringify({ title: this.parts.title.value, scenes: this.scenes }));
      else localStorage.removeItem(DRAFT_KEY);
    } catch {
      // no storage: nothing to keep it in
    }
  }

  // The draft left by an earlier visit, when it is still a lesson the page opens.
  async #restoreDraft() {
    let draft;
    try {
      draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    } catch {
      return;
    }
    if (!draft || typeof draft.title !== 'string' || !Array.isArray(draft.scenes) || !draft.scenes.length) return;
    const { error } = await checkLesson({ format: LESSON_FORMAT, title: draft.title.trim() || 'A lesson', scenes: draft.scenes });
    if (error || this.scenes.length) return;
    this.scenes = draft.scenes;
    this.parts.title.value = draft.title;
    this.unsaved = true; // a draft is not a file
    this.#list();
    this.#say(`Your draft is back: ${this.scenes.length} scene${this.scenes.length === 1 ? '' : 's'}. Download it or copy its link to keep it.`);
  }

  #say(text) {
    this.parts.message.textContent = text;
    this.page.announce(text);
  }
}
