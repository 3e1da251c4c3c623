// What a learner did in a lesson: each puzzle scene's best result, the lesson's score from them, and the compact
// text a course keeps between visits (SCORM's cmi.suspend_data). Pure (no DOM): the player, the embed, the SCORM
// run-time and the Node tests share it.
//
// The score: each scene with a puzzle is worth 1, its puzzle's score over its questions (a predict tie is half a
// question), so `max` is known from the lesson alone, before any puzzle has shown how many questions it asks.
// A scene's result is its best attempt: going back to a puzzle and answering it again never loses points.
import { t } from '../i18n/i18n.js';

const SAVED_VERSION = 1;

// Scores as the events carry them: two decimals (2/3 of a point is 0.67).
const rounded = (value) => Math.round(value * 100) / 100;

export class LessonProgress {
  // puzzleScenes: the 0-based indexes of the lesson's scenes that ask a puzzle.
  constructor(puzzleScenes) {
    this.puzzleScenes = [...puzzleScenes];
    this.results = new Map(); // scene index -> {score, total, finished}
  }

  static of(lesson) {
    return new LessonProgress(lesson.scenes.flatMap((scene, k) => (scene.puzzle ? [k] : [])));
  }

  // A puzzle's answer on scene `k`: its score so far of `total` questions, `finished` at its last. The scene
  // keeps its best score; once finished at some visit, it stays finished.
  record(k, { score, total, finished = false }) {
    if (!this.puzzleScenes.includes(k) || !(total > 0) || !(score >= 0)) return;
    const best = this.results.get(k);
    const better = !best || score / total > best.score / best.total;
    const kept = better ? { score: Math.min(score, total), total } : { score: best.score, total: best.total };
    this.results.set(k, { ...kept, finished: finished || Boolean(best?.finished) });
  }

  // Scene `k`'s puzzle was answered to its last question (at some visit).
  finished(k) { return Boolean(this.results.get(k)?.finished); }

  // The points, unrounded: each puzzle scene's best score over its questions.
  #points() {
    return this.puzzleScenes.reduce((sum, k) => {
      const result = this.results.get(k);
      return result ? sum + result.score / result.total : sum;
    }, 0);
  }

  // {score, max, answered, skipped}: points (0 to max), the puzzle scenes, those answered to the end and the rest.
  summary() {
    const max = this.puzzleScenes.length;
    const answered = this.puzzleScenes.filter((k) => this.finished(k)).length;
    return { score: rounded(this.#points()), max, answered, skipped: max - answered };
  }

  // The score as a percentage, 0 to 100 (SCORM's cmi.core.score.raw), or null for a lesson without puzzles.
  percent() {
    const max = this.puzzleScenes.length;
    return max ? Math.round((100 * this.#points()) / max) : null;
  }

  // The results as short text for a course to keep (at most a few kilobytes: 60 scenes of 20 characters).
  save() {
    const scenes = {};
    for (const [k, { score, total, finished }] of this.results) scenes[k] = [score, total, finished ? 1 : 0];
    return JSON.stringify({ v: SAVED_VERSION, s: scenes });
  }

  // Takes back what save() wrote; {error} (and nothing taken) for text it did not write.
  restore(text) {
    let saved;
    try {
      saved = JSON.parse(text);
    } catch {
      return { error: t('course.restore.notJson') };
    }
    if (!saved || saved.v !== SAVED_VERSION || !saved.s || typeof saved.s !== 'object' || Array.isArray(saved.s)) {
      return { error: t('course.restore.otherLesson') };
    }
    const taken = new Map();
    for (const [key, value] of Object.entries(saved.s)) {
      const k = Number(key);
      const ok = this.puzzleScenes.includes(k) && Array.isArray(value) && value.length === 3 &&
        Number.isFinite(value[0]) && value[0] >= 0 && Number.isFinite(value[1]) && value[1] > 0 && value[0] <= value[1] && [0, 1].includes(value[2]);
      if (!ok) return { error: t('course.restore.scene', { scene: key.slice(0, 10) }) };
      taken.set(k, { score: value[0], total: value[1], finished: value[2] === 1 });
    }
    this.results = taken;
    return {};
  }
}
