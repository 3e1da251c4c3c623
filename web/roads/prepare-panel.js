// The Roads view's Prepare panel (issue 33): prepares the network on screen for ALT (landmark count and
// selection) or a contraction hierarchy, in the view's engine worker with its progress in the canvas's note
// and a Cancel; says what it built, and when it no longer holds (another network, another metric). It keeps
// what is prepared for the view: which of the prepared route algorithms it offers, the landmarks to draw, the
// contraction's record to play, and what a share link carries.
import { preparedSummary, stalePreparationText, unpreparedReason, BLOCKED_ROADS_KEEP_PREPARATION, TECHNIQUE_TEXT, contractionPlayedNote } from './prepared-words.js';
import { t } from '../i18n/i18n.js';

// "ALT and CH": the preparations a stopped worker held.
const heldNames = (techniques) => techniques.map((technique) => TECHNIQUE_TEXT[technique].short).join(t('roads.narr.and'));
import { ProgressNote } from '../view/progress-note.js';

export const LANDMARK_SELECTIONS = Object.freeze(['farthest', 'avoid', 'planar']);
export const LANDMARK_LIMITS = Object.freeze({ min: 1, max: 64, default: 16 });

export class PreparePanel {
  // elements: {technique, landmarks, selection, prepare, cancel, message, play, progress (the canvas's
  // note)}; view: the RoadsView.
  constructor(elements, { view, announce }) {
    this.elements = elements;
    this.view = view;
    this.announce = announce;
    this.prepared = { alt: null, ch: null }; // per technique: {result, metric, key (the network's), selection, landmarks}
    this.running = null; // the preparation under way: {technique}
    this.note = new ProgressNote(elements.progress);
    this.progress = null; // {done, total} of the preparation under way
    elements.technique.addEventListener('change', () => this.#showFields());
    elements.prepare.addEventListener('click', () => { this.prepare(); });
    elements.cancel.addEventListener('click', () => this.cancel());
    elements.play.addEventListener('click', () => this.view.playContraction());
    this.#showFields();
    this.#enable();
  }

  // The reason the route menu's `algorithm` (alt or ch) cannot run on the network on screen, or '' when its
  // preparation holds for the network (a metric it does not hold for is the engine's to refuse, in its words).
  reasonOff(algorithm) {
    const prepared = this.prepared[algorithm];
    return prepared && prepared.key === this.view.network?.key ? '' : unpreparedReason(algorithm);
  }

  // ALT's landmark nodes while its preparation holds for the network and metric on screen, else null.
  get landmarks() {
    const alt = this.prepared.alt;
    return alt && alt.key === this.view.network?.key && alt.metric === this.view.metric ? alt.result.landmarkNodes : null;
  }

  // The contraction's record while the hierarchy holds for the network on screen, else null.
  get record() {
    const ch = this.prepared.ch;
    return ch && ch.key === this.view.network?.key ? ch.result.record : null;
  }

  // What a share link carries: the preparations that hold for the network and metric on screen.
  get settings() {
    return ['alt', 'ch'].filter((technique) => {
      const prepared = this.prepared[technique];
      return prepared && prepared.key === this.view.network?.key && prepared.metric === this.view.metric;
    }).map((technique) => (technique === 'alt'
      ? { technique, landmarks: this.prepared.alt.landmarks, selection: this.prepared.alt.selection }
      : { technique }));
  }

  // Prepares with the panel's choices (or `choice`: {technique, landmarks, selection}, a link's) by the view's
  // metric. Resolves to the result, or null when cancelled, refused or replaced (the panel says which).
  async prepare(choice = null) {
    const { view, elements } = this;
    if (!view.network || this.running) return null;
    const technique = choice?.technique ?? elements.technique.value;
    // Progress every 1% of the junctions' work or so: the note's share moves, and a Cancel is heard soon.
    // focus: on a big network Play the contraction shows the junctions around S (web/view/contraction-sample.js).
    const request = { technique, metric: view.metric, progressEvery: Math.max(500, Math.round(view.network.figures.nodes / 100)), focus: view.start };
    if (technique === 'alt') {
      const landmarks = choice?.landmarks ?? Number(elements.landmarks.value);
      const selection = choice?.selection ?? elements.selection.value;
      // The engine checks too; said here beside the field, in the same words, before a worker is asked.
      if (!Number.isInteger(landmarks) || landmarks < LANDMARK_LIMITS.min || landmarks > LANDMARK_LIMITS.max) {
        const given = elements.landmarks.value === '' ? t('roads.nothing') : String(landmarks);
        this.#say(t('roads.prepare.landmarks', { min: LANDMARK_LIMITS.min, max: LANDMARK_LIMITS.max, given: String(given) }), true);
        return null;
      }
      Object.assign(request, { landmarks, selection });
      if (choice) { elements.landmarks.value = String(landmarks); elements.selection.value = selection; }
    }
    if (choice) { elements.technique.value = technique; this.#showFields(); }
    const key = view.network.key;
    this.running = { technique };
    this.progress = null;
    this.#enable();
    const name = TECHNIQUE_TEXT[technique].short;
    this.#say(t('roads.prepare.starting', { name }));
    const handle = this.note.begin((seconds) => {
      const share = this.progress?.total ? ` ${Math.round((100 * this.progress.done) / this.progress.total)}%` : '';
      return t('roads.prepare.progress', { name, share, seconds: seconds.toFixed(1) });
    });
    let result;
    try {
      result = await view.preparedWork('prepare', request, { onProgress: (done, total) => { this.progress = { done, total }; } });
    } catch (error) {
      this.#say(t('roads.prepare.failed', { message: error.message }), true);
      return null;
    } finally {
      this.note.end(handle);
      this.running = null;
      this.#enable();
    }
    if (!result) {
      if (!this.cancelled) this.#say(t('roads.prepare.replaced'));
      this.cancelled = false;
      return null;
    }
    if (key !== view.network?.key) {
      this.#say(stalePreparationText(technique, 'network'));
      return null;
    }
    this.prepared[technique] = { result, metric: result.metric, key, selection: request.selection, landmarks: request.landmarks };
    if (result.record?.rankOf) result.record.focusName = result.record.focus === view.start ? 'S' : result.record.focus; // said by prepared-words.js
    this.#say(preparedSummary(result, { selection: request.selection }) + contractionPlayedNote(result.record));
    this.#enable();
    view.preparationChanged();
    return result;
  }

  // Stops the preparation under way. The worker is busy in wasm and reads no message, so it is ended: the
  // preparations it held go with it, and the panel says so.
  cancel() {
    if (!this.running) return;
    this.cancelled = true;
    if (!this.view.worker?.cancelPrepare()) return;
    const had = ['alt', 'ch'].filter((technique) => this.prepared[technique]);
    this.prepared = { alt: null, ch: null };
    this.#say(had.length ? t('roads.prepare.cancelledLost', { count: had.length, names: heldNames(had) }) : t('roads.prepare.cancelled'), false);
    this.view.preparationChanged();
  }

  // The view's worker was ended for other work (a town being made, cancelled): the preparations it held went
  // with it, and the panel says so.
  workerStopped() {
    const had = ['alt', 'ch'].filter((technique) => this.prepared[technique]);
    if (!had.length) return;
    this.prepared = { alt: null, ch: null };
    this.#say(t('roads.prepare.workerStopped', { count: had.length, names: heldNames(had) }));
    this.#enable();
    this.view.preparationChanged();
  }

  // Another network is on screen: no preparation holds.
  networkChanged() {
    const had = ['alt', 'ch'].filter((technique) => this.prepared[technique]);
    this.prepared = { alt: null, ch: null };
    if (had.length) this.#say(had.map((technique) => stalePreparationText(technique, 'network')).join(t('narration.join')));
    else this.#say('');
    this.#enable();
  }

  // The metric changed: a preparation made by the other one no longer holds (it stays, for when the metric
  // comes back).
  metricChanged() {
    const stale = ['alt', 'ch'].filter((technique) => this.prepared[technique] && this.prepared[technique].metric !== this.view.metric);
    if (stale.length) this.#say(stale.map((technique) => stalePreparationText(technique, 'metric', this.prepared[technique].metric)).join(t('narration.join')));
    else if (this.prepared.alt || this.prepared.ch) this.#say(['alt', 'ch'].filter((name) => this.prepared[name]).map((name) => preparedSummary(this.prepared[name].result, this.prepared[name])).join(t('narration.join')));
  }

  // Roads were blocked or unblocked: nothing changes, and the panel says why.
  roadsBlocked() {
    if (this.prepared.alt || this.prepared.ch) this.#say(BLOCKED_ROADS_KEEP_PREPARATION);
  }

  snapshot() {
    const shown = (technique) => {
      const prepared = this.prepared[technique];
      if (!prepared) return null;
      const { record, ...result } = prepared.result;
      return { ...result, key: prepared.key, holds: prepared.key === this.view.network?.key && prepared.metric === this.view.metric, recordRanks: record?.nodes.length ?? 0 };
    };
    return { alt: shown('alt'), ch: shown('ch'), running: this.running?.technique ?? null, progress: this.progress, message: this.elements.message.textContent };
  }

  #showFields() {
    const alt = this.elements.technique.value === 'alt';
    for (const field of [this.elements.landmarks, this.elements.selection]) field.closest('.option').hidden = !alt;
  }

  #enable() {
    const { elements } = this;
    elements.prepare.disabled = Boolean(this.running) || !this.view.network;
    elements.cancel.disabled = !this.running;
    elements.play.disabled = !this.record;
  }

  #say(text, error = false) {
    this.elements.message.textContent = text;
    this.elements.message.classList.toggle('error-text', error);
    if (text) this.announce(text);
  }
}
