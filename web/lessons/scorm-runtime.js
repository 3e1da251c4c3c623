// A course package talking to its LMS through the SCORM run-time API (SCORM 1.2's `API` object, or SCORM 2004's
// `API_1484_11`): finding it as the run-time specs say, and keeping the data model in step with the lesson player
// (./course.js wires them). Where the learner is (the scene), what they answered (cmi.suspend_data), the score
// (0 to 100) and the status (incomplete, then passed or failed against the mastery score, or completed for a
// lesson without puzzles); committed at each scene and answer, finished when the page goes. The two versions
// name the same things differently: one dialect each below, one session over both.

const two = (n) => String(n).padStart(2, '0');

// What differs between the versions: the API's name and calls, how far up the frames it is looked for (1.2's
// run-time example stops after 7 parents, 2004's after 500), the elements, and their vocabularies.
const DIALECTS = {
  '1.2': {
    api: 'API', maxParents: 7,
    calls: { initialize: 'LMSInitialize', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', finish: 'LMSFinish', error: 'LMSGetLastError', errorText: 'LMSGetErrorString' },
    location: 'cmi.core.lesson_location',
    // The LMS's copy of the manifest's adlcp:masteryscore, a percentage.
    mastery: (get) => Number.parseFloat(get('cmi.student_data.mastery_score')),
    // Started: whether it was finished at an earlier visit, and the status now.
    begin(get, set) {
      const status = get('cmi.core.lesson_status');
      if (['', 'not attempted', 'browsed'].includes(status)) set('cmi.core.lesson_status', 'incomplete');
      return ['passed', 'failed', 'completed'].includes(status);
    },
    score(set, percent) {
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', 100);
      set('cmi.core.score.raw', percent);
    },
    // passed: true, false, or null (no puzzles: completed).
    finish: (set, passed) => set('cmi.core.lesson_status', passed === null ? 'completed' : passed ? 'passed' : 'failed'),
    // CMITimespan, HHHH:MM:SS.SS.
    time: (seconds) => `${two(Math.min(9999, Math.floor(seconds / 3600)))}:${two(Math.floor((seconds % 3600) / 60))}:${(seconds % 60).toFixed(2).padStart(5, '0')}`,
    sessionTime: 'cmi.core.session_time', exit: 'cmi.core.exit', normalExit: '',
  },
  '2004': {
    api: 'API_1484_11', maxParents: 500,
    calls: { initialize: 'Initialize', get: 'GetValue', set: 'SetValue', commit: 'Commit', finish: 'Terminate', error: 'GetLastError', errorText: 'GetErrorString' },
    location: 'cmi.location',
    // The LMS's copy of the manifest's minNormalizedMeasure, -1 to 1.
    mastery: (get) => Number.parseFloat(get('cmi.scaled_passing_score')) * 100,
    begin(get, set) {
      const status = get('cmi.completion_status');
      if (['', 'unknown', 'not attempted'].includes(status)) set('cmi.completion_status', 'incomplete');
      return status === 'completed';
    },
    score(set, percent) {
      set('cmi.score.min', 0);
      set('cmi.score.max', 100);
      set('cmi.score.raw', percent);
      set('cmi.score.scaled', percent / 100);
    },
    finish(set, passed) {
      set('cmi.completion_status', 'completed');
      if (passed !== null) set('cmi.success_status', passed ? 'passed' : 'failed');
    },
    // An ISO 8601 duration.
    time: (seconds) => `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${(seconds % 60).toFixed(2)}S`,
    sessionTime: 'cmi.session_time', exit: 'cmi.exit', normalExit: 'normal',
  },
};

// The LMS's API object of `version`: in this window or a parent (up to the version's bound), then in the
// opener's; null outside an LMS. A frame of another origin on the way cannot be read, and is passed over.
export function findApi(version = '1.2', start = window) {
  const { api: name, maxParents, calls } = DIALECTS[version];
  const climb = (from) => {
    let win = from;
    for (let tries = 0; win && tries <= maxParents; tries++) {
      try {
        if (win[name] && typeof win[name][calls.initialize] === 'function') return win[name];
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

export class ScormSession {
  // api: the LMS's API object (findApi()) of `version`; mastery: the package's passing score in percent (its
  // manifest's), used when the LMS gives none.
  constructor(api, { version = '1.2', mastery }) {
    this.api = api;
    this.dialect = DIALECTS[version];
    this.packageMastery = mastery;
    this.open = false;
    this.started = Date.now();
  }

  // Sets an element, for the dialect's functions.
  #put = (name, value) => this.set(name, value);

  #call(name, ...args) {
    return this.api[this.dialect.calls[name]](...args);
  }

  // Initializes, then what an earlier visit left: {scene (0-based) or null, saved (suspend_data) or null}, or
  // {error} when the LMS refuses to start: course.js says it in the console only, for whoever set the course up,
  // so it stays English like the LMS's own error string in it.
  start() {
    if (String(this.#call('initialize', '')) !== 'true') return { error: `the LMS did not start the lesson (${this.#lastError()})` };
    this.open = true;
    const { dialect } = this;
    const get = (name) => this.get(name);
    const location = Number.parseInt(get(dialect.location), 10);
    const saved = get('cmi.suspend_data');
    this.finishedBefore = dialect.begin(get, this.#put);
    const lms = dialect.mastery(get);
    this.mastery = Number.isFinite(lms) && lms >= 0 && lms <= 100 ? lms : this.packageMastery;
    return { scene: Number.isInteger(location) && location >= 1 ? location - 1 : null, saved: saved || null };
  }

  get(name) {
    return this.open ? String(this.#call('get', name) ?? '') : '';
  }

  // Sets one element; an LMS that refuses it is said in the console (the lesson goes on), in English: it is for
  // whoever set the course up, never shown to the learner.
  set(name, value) {
    if (!this.open) return;
    if (String(this.#call('set', name, String(value))) !== 'true') console.info(`Frontier course: the LMS refused ${name} = ${String(value).slice(0, 40)} (${this.#lastError()})`);
  }

  #lastError() {
    const code = this.#call('error');
    return `error ${code}: ${this.#call('errorText', code) ?? ''}`.trim();
  }

  // The learner is on scene `k` (0-based) with `progress` (a LessonProgress): where, what and the score so far.
  keep(k, progress) {
    this.set(this.dialect.location, k + 1);
    this.#keepAnswers(progress);
  }

  // What the learner answered and the score so far.
  #keepAnswers(progress) {
    this.set('cmi.suspend_data', progress.save());
    const percent = progress.percent();
    if (percent !== null) this.dialect.score(this.#put, percent);
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
    this.dialect.finish(this.#put, percent === null ? null : percent >= this.mastery);
    this.finishedBefore = true;
    this.commit();
  }

  commit() {
    if (this.open) this.#call('commit', '');
  }

  // The page goes: the time spent, whether the learner means to come back (suspend: the LMS keeps the data
  // for a resume), and the session's end, once.
  end() {
    if (!this.open) return;
    const { dialect } = this;
    this.set(dialect.sessionTime, dialect.time(Math.max(0, Date.now() - this.started) / 1000));
    this.set(dialect.exit, this.finishedBefore ? dialect.normalExit : 'suspend');
    this.#call('finish', '');
    this.open = false;
  }
}
