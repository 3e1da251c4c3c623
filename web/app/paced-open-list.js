// The explore view's open-list panel kept in step with the run on screen: on a step that is not playing at
// once, so a paused step's list is that step's; while playing at most every INTERVAL_MS, the latest position
// shown when the interval is up (the panel sorts the whole frontier: every frame would cost the playback).
const INTERVAL_MS = 150;

export class PacedOpenList {
  // panel: the OpenListPanel (web/ui/panels.js); run(): the run shown, or null; playing(): whether it plays.
  constructor(panel, { run, playing }) {
    this.panel = panel;
    this.run = run;
    this.playing = playing;
    this.lastUpdate = 0;
    this.timer = 0;
  }

  refresh() {
    const run = this.run();
    if (!run) return;
    const now = performance.now();
    const wait = this.playing() ? INTERVAL_MS - (now - this.lastUpdate) : 0;
    if (wait > 0) {
      // Keep the latest position for a refresh when the interval is up.
      this.timer ||= setTimeout(() => {
        this.timer = 0;
        this.refresh();
      }, wait);
      return;
    }
    clearTimeout(this.timer);
    this.timer = 0;
    this.lastUpdate = now;
    this.panel.show(run, { live: this.playing() });
  }

  // Playing begins: shown at once, so the count on screen while playing always names its step.
  restart() {
    this.lastUpdate = 0;
    this.refresh();
  }
}
