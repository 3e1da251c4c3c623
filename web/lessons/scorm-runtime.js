// A course package talking to its LMS through the SCORM 1.2 run-time API (the LMS's `API` object): finding it
// as the run-time spec says, and keeping the data model in step with the lesson player (./course.js wires
// them). Where the learner is (cmi.core.lesson_location, the scene), what they answered (cmi.suspend_data),
// the score (cmi.core.score.raw, 0 to 100) and the status (incomplete, then passed or failed against the
// mastery score, or completed for a lesson without puzzles); committed at each scene and answer, finished
// when the page goes.

// How far up the frames the API is looked for (the run-time spec's example stops after 7 parents).
const MAX_PARENTS = 7;

// The LMS's API object: in this window or a parent (up to MAX_PARENTS), then in the opener's; null outside an
// LMS. A frame of another origin on the way cannot be read, and is passed over.
export function findApi(start = window) {
  const climb = (from) => {
    let win = from;
    for (let tries = 0; win && tries <= MAX_PARENTS; tries++) {
      try {
        if (win.API && typeof win.API.LMSInitialize === 'function') return win.API;
      } catch {
        // another origin's frame
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  };
  let opener = null;
  try {
    opener = start.opener;
  } catch {
    opener = null;
  }
  return climb(start) ?? (opener ? climb(opener) : null);
}

// SCORM 1.2's CMITimespan: HHHH:MM:SS.SS.
function timespan(ms) {
  const seconds = Math.max(0, ms) / 1000;
  const hours = Math.min(9999, Math.floor(seconds / 3600));
  const two = (n) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(Math.floor((seconds % 3600) / 60))}:${(seconds % 60).toFixed(2).padStart(5, '0')}`;
}

export class ScormSession {
  // api: the LMS's API object (findApi()); mastery: the package's passing score (its manifest's), used when
  // the LMS gives none.
  constructor(api, { mastery }) {
    this.api = api;
    this.packageMastery = mastery;
    this.open = false;
    this.started = Date.now();
  }

  // LMSInitialize, then what an earlier visit left: {scene (0-based) or null, saved (suspend_data) or null}, or
  // {error} when the LMS refuses to start.
  start() {
    if (String(this.api.LMSInitialize('')) !== 'true') return { error: `the LMS did not start the lesson (${this.#lastError()})` };
    this.open = true;
    const location = Number.parseInt(this.get('cmi.core.lesson_location'), 10);
    const saved = this.get('cmi.suspend_data');
    const status = this.get('cmi.core.lesson_status');
    if (['', 'not attempted', 'browsed'].includes(status)) this.set('cmi.core.lesson_status', 'incomplete');
    this.finishedBefore = ['passed', 'failed', 'completed'].includes(status);
    const lms = Number.parseFloat(this.get('cmi.student_data.mastery_score'));
    this.mastery = Number.isFinite(lms) && lms >= 0 && lms <= 100 ? lms : this.packageMastery;
    return { scene: Number.isInteger(location) && location >= 1 ? location - 1 : null, saved: saved || null };
  }

  get(name) {
    return this.open ? String(this.api.LMSGetValue(name) ?? '') : '';
  }

  // Sets one element; an LMS that refuses it is said in the console (the lesson goes on).
  set(name, value) {
    if (!this.open) return;
    if (String(this.api.LMSSetValue(name, String(value))) !== 'true') console.info(`Frontier course: the LMS refused ${name} = ${String(value).slice(0, 40)} (${this.#lastError()})`);
  }

  #lastError() {
    const code = this.api.LMSGetLastError?.();
    return `error ${code}: ${this.api.LMSGetErrorString?.(code) ?? ''}`.trim();
  }

  // The learner is on scene `k` (0-based) with `progress` (a LessonProgress): where, what and the score so far.
  keep(k, progress) {
    this.set('cmi.core.lesson_location', k + 1);
    this.#keepAnswers(progress);
  }

  // What the learner answered and the score so far.
  #keepAnswers(progress) {
    this.set('cmi.suspend_data', progress.save());
    const percent = progress.percent();
    if (percent === null) return;
    this.set('cmi.core.score.min', 0);
    this.set('cmi.core.score.max', 100);
    this.set('cmi.core.score.raw', percent);
  }

  // An answer was recorded.
  answered(progress) {
    this.#keepAnswers(progress);
    this.commit();
  }

  // The learner finished: passed or failed against the mastery score, or completed without puzzles.
  finish(progress) {
    this.#keepAnswers(progress);
    const percent = progress.percent();
    this.set('cmi.core.lesson_status', percent === null ? 'completed' : percent >= this.mastery ? 'passed' : 'failed');
    this.finishedBefore = true;
    this.commit();
  }

  commit() {
    if (this.open) this.api.LMSCommit('');
  }

  // The page goes: the time spent, whether the learner means to come back (suspend: the LMS keeps the data
  // for a resume), and LMSFinish, once.
  end() {
    if (!this.open) return;
    this.set('cmi.core.session_time', timespan(Date.now() - this.started));
    this.set('cmi.core.exit', this.finishedBefore ? '' : 'suspend');
    this.api.LMSFinish('');
    this.open = false;
  }
}
