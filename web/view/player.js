// Playback over a trace's steps: play/pause, step, seek and speed, driven by
// requestAnimationFrame. It only counts steps; what a step means (a TraceReplay, or several side by
// side in compare mode) is the listener's business, so one player serves both views.
import { t } from '../i18n/i18n.js';

// Steps per second a speed slider position stands for; the last one is "as fast as it looks good":
// many steps per frame, so any trace finishes in a second and a half. Share links store the position
// (web/share/share-codec.js SPEED_COUNT): positions keep their meaning, new ones only at the end.
export const SPEEDS = Object.freeze([1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000, 2500, Infinity]);
export const DEFAULT_SPEED_INDEX = 5; // 30 steps/s: a default maze plays in a few seconds
export const TOP_SPEED_SECONDS = 1.5;
// Until the reader picks a speed, a trace plays in this long whatever its size (issue 14 item 7): on a
// 1024x1024 maze that is thousands of steps a frame, far past the slider's last finite position.
export const FIT_SECONDS = 9;
const MAX_FRAME_GAP_MS = 100; // after a stall (a hidden tab) carry on rather than leap ahead

// The steps per second that play `steps` steps in `seconds` (at least one a second).
export function fittedSpeed(steps, seconds = FIT_SECONDS) {
  return Math.max(1, steps / seconds);
}

// The speed slider position nearest to playing `steps` steps in about `seconds`: where the slider
// stands while the speed is fitted to the trace.
export function speedIndexFor(steps, seconds = FIT_SECONDS) {
  const wanted = Math.max(1, steps / seconds);
  let best = 0;
  SPEEDS.forEach((speed, index) => {
    if (Number.isFinite(speed) && Math.abs(Math.log(speed / wanted)) < Math.abs(Math.log(SPEEDS[best] / wanted))) best = index;
  });
  return best;
}

export function speedLabel(stepsPerSecond) {
  if (stepsPerSecond === Infinity) return t('playback.fastest');
  return t('playback.speedValue', { n: stepsPerSecond, count: String(stepsPerSecond) });
}

export class Player {
  // onSeek(step, previousStep): called whenever the step changes (in a frame while playing).
  // onStateChange(state): 'empty' | 'paused' | 'playing' | 'ended'.
  constructor({ onSeek, onStateChange }) {
    this.onSeek = onSeek;
    this.onStateChange = onStateChange;
    this.stepCount = 0;
    this.step = 0;
    this.state = 'empty';
    this.speed = SPEEDS[DEFAULT_SPEED_INDEX];
    this.frame = 0;
    this.lastTime = 0;
    this.owed = 0; // fractional steps carried between frames at slow speeds
    // More steps are coming (extend): the trace is the first part of a search still running, so playing
    // waits at the last step rather than ending there.
    this.more = false;
  }

  // A new trace of `stepCount` steps, shown at `step`; `more`: steps past these are coming.
  load(stepCount, step = 0, { more = false } = {}) {
    this.#stopLoop();
    this.stepCount = stepCount;
    this.more = more;
    const previous = this.step;
    this.step = Math.max(0, Math.min(stepCount, step));
    this.onSeek(this.step, previous);
    this.#setState(this.#stillState());
  }

  // The trace grew to its whole `stepCount` steps: playing carries on through them.
  extend(stepCount) {
    this.stepCount = Math.max(this.stepCount, stepCount);
    this.more = false;
    this.onSeek(this.step, this.step);
    if (this.state !== 'playing') this.#setState(this.#stillState());
  }

  unload() {
    this.#stopLoop();
    this.stepCount = 0;
    this.step = 0;
    this.more = false;
    this.#setState('empty');
  }

  play() {
    if (this.state === 'empty') return;
    if (this.step >= this.stepCount && !this.more) this.seek(0);
    this.owed = 1; // the first step shows at once, so Play feels immediate even at 1 step/s
    this.lastTime = performance.now();
    this.#setState('playing');
    if (!this.frame) this.frame = requestAnimationFrame((time) => this.#tick(time));
  }

  pause() {
    if (this.state !== 'playing') return;
    this.#stopLoop();
    this.#setState(this.#stillState());
  }

  toggle() {
    if (this.state === 'playing') this.pause();
    else this.play();
  }

  stepForward() {
    this.pause();
    this.seek(this.step + 1);
  }

  stepBack() {
    this.pause();
    this.seek(this.step - 1);
  }

  toEnd() {
    this.pause();
    this.seek(this.stepCount);
  }

  // Moves to `step`; keeps playing if playing (so scrubbing during playback carries on from there).
  seek(step) {
    if (this.state === 'empty') return;
    const target = Math.max(0, Math.min(this.stepCount, Math.round(step)));
    if (target !== this.step) {
      const previous = this.step;
      this.step = target;
      this.onSeek(target, previous);
    }
    if (this.state !== 'playing') this.#setState(this.#stillState());
  }

  setSpeed(stepsPerSecond) {
    this.speed = stepsPerSecond;
  }

  #tick(time) {
    this.frame = 0;
    if (this.state !== 'playing') return;
    const elapsed = Math.min(MAX_FRAME_GAP_MS, Math.max(0, time - this.lastTime));
    this.lastTime = time;
    // The top speed is the whole trace in TOP_SPEED_SECONDS of time, not of frames: a slow frame
    // carries more steps, so a big trace never takes longer (and at least 8 steps a frame at 60 fps).
    const speed = this.speed === Infinity ? Math.max(480, this.stepCount / TOP_SPEED_SECONDS) : this.speed;
    this.owed += (elapsed / 1000) * speed;
    const advance = Math.floor(this.owed);
    this.owed -= advance;
    if (advance > 0) {
      const previous = this.step;
      this.step = Math.min(this.stepCount, this.step + advance);
      this.onSeek(this.step, previous);
    }
    if (this.step >= this.stepCount && !this.more) {
      this.#setState('ended');
      return;
    }
    this.frame = requestAnimationFrame((next) => this.#tick(next));
  }

  // The state when not playing: at the last step of a finished trace, ended.
  #stillState() {
    return this.step >= this.stepCount && !this.more ? 'ended' : 'paused';
  }

  #stopLoop() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  #setState(state) {
    if (state === this.state) return;
    this.state = state;
    this.onStateChange?.(state);
  }
}
