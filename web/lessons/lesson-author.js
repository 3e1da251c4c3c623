// Author mode: a teacher writes a lesson in the page. Each scene is the page as it stands (its link: the
// maze, the search and the step on screen, a walk, a road scene), the words typed for it and, on a grid, a
// puzzle (predict asks from the step on screen; numbers asks about the cell pinned with Inspect). Preview
// plays it; Copy link shares it whole in a link while it fits (docs/LESSONS.md); Download saves the file the
// page opens. The words are written in the language the writer picks (the page's at first): English as plain
// strings, as every lesson file was before issue 44; another as {language: words} (docs/LESSONS.md, "Languages").
import { LESSON_FORMAT, LESSON_LIMITS, checkLesson, wordsIn } from './lesson-format.js';
import { currentLanguage, t } from '../i18n/i18n.js';

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
      message: $('message'), link: $('link'), language: $('language'),
    };
    this.parts.language.value = currentLanguage();
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
      else this.#say(t('author.addFirst'));
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

  // Words typed now, as the file holds them in the language chosen: English plain, another keyed by its tag.
  #words(text) {
    const language = this.parts.language.value;
    return language === 'en' ? text : { [language]: text };
  }

  // The lesson written so far, as its file holds it.
  data() {
    return {
      format: LESSON_FORMAT,
      title: this.#words(this.parts.title.value.trim() || t('author.defaultTitle')),
      scenes: this.scenes,
    };
  }

  // Adds the page as it stands as the next scene, with the words and puzzle typed.
  async add() {
    const { parts } = this;
    const text = parts.text.value.trim();
    if (!text) return this.#say(t('author.typeFirst'));
    if (this.scenes.length >= LESSON_LIMITS.scenes) return this.#say(t('author.tooMany', { max: LESSON_LIMITS.scenes }));
    const link = await this.page.sceneLink();
    if (link.error) return this.#say(t('author.cannotTake', { error: link.error }));
    let puzzle = null;
    const kind = parts.puzzle.value;
    if (kind) {
      if (!this.page.onGrid()) return this.#say(t('author.gridOnly'));
      puzzle = { kind, seed: 1 };
      const step = this.page.step();
      if (kind === 'predict' && step > 0) Object.assign(puzzle, { from: step, count: 3 });
      if (kind === 'numbers') {
        const cell = this.page.pinnedCell();
        if (!cell || step < 1) return this.#say(t('author.numbersNeeds'));
        Object.assign(puzzle, { from: step, cells: [[cell.x, cell.y]] });
      }
    }
    // As the file holds it: no empty title, no puzzle field without a puzzle.
    const title = parts.sceneTitle.value.trim().slice(0, LESSON_LIMITS.title);
    const scene = { ...(title ? { title: this.#words(title) } : {}), text: this.#words(text.slice(0, LESSON_LIMITS.text)), link: link.fragment, ...(puzzle ? { puzzle } : {}) };
    const { error } = await checkLesson({ ...this.data(), scenes: [...this.scenes, scene] });
    if (error) return this.#say(error);
    this.scenes.push(scene);
    this.#changed();
    parts.text.value = '';
    parts.sceneTitle.value = '';
    parts.puzzle.value = '';
    this.#list();
    return this.#say(t('author.added', { number: this.scenes.length }));
  }

  #list() {
    this.parts.scenes.replaceChildren(...this.scenes.map((scene, k) => {
      const item = document.createElement('li');
      const words = document.createElement('span');
      // Its words in the page's language when it has them, else in the language it was written in.
      const text = wordsIn(scene.text);
      words.textContent = t(`author.scene${scene.title ? 'Titled' : ''}${scene.puzzle ? 'Puzzle' : ''}`, { title: wordsIn(scene.title), words: `${text.slice(0, 80)}${text.length > 80 ? '…' : ''}`, kind: scene.puzzle ? t(`puzzle.kind.${scene.puzzle.kind}`) : '' });
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = t('author.remove');
      remove.setAttribute('aria-label', t('author.removeScene', { number: k + 1 }));
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
    if (!this.scenes.length) return this.#say(t('author.addFirst'));
    const { error } = await this.page.preview(this.data());
    return this.#say(error ? t('author.cannotPlay', { error }) : t('author.playing'));
  }

  async #copy() {
    if (!this.scenes.length) return this.#say(t('author.addFirst'));
    const { url, error } = await this.page.copy(this.data());
    if (error) return this.#say(error);
    this.parts.link.hidden = false;
    this.parts.link.value = url;
    this.parts.link.select();
    this.unsaved = false; // the link holds it all
    try {
      await navigator.clipboard.writeText(url);
      return this.#say(t('author.copied', { length: String(url.length) }));
    } catch {
      return this.#say(t('author.selected', { length: String(url.length) }));
    }
  }

  #download() {
    if (!this.scenes.length) return this.#say(t('author.addFirst'));
    const blob = new Blob([`${JSON.stringify(this.data(), null, 2)}\n`], { type: 'application/json' });
    const anchor = document.createElement('a');
    anchor.href = URL.createObjectURL(blob);
    anchor.download = `${(this.parts.title.value.trim() || 'lesson').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'lesson'}.json`;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(anchor.href), 1000);
    this.unsaved = false;
    this.#say(t('author.saved', { file: anchor.download }));
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
    const { error } = await checkLesson({ format: LESSON_FORMAT, title: draft.title.trim() || t('author.defaultTitle'), scenes: draft.scenes });
    if (error || this.scenes.length) return;
    this.scenes = draft.scenes;
    this.parts.title.value = draft.title;
    this.unsaved = true; // a draft is not a file
    this.#list();
    this.#say(t('author.draftBack', { count: this.scenes.length }));
  }

  #say(text) {
    this.parts.message.textContent = text;
    this.page.announce(text);
  }
}
