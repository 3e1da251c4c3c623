// A view's narration line and its echo for screen readers: the line under the canvas (data-narration)
// always says what the step on screen did; a polite live region repeats it at most twice a second while
// playing (the latest text when the interval is up) and on every step when stepping by hand.
export const ANNOUNCE_INTERVAL_MS = 500;

export class NarrationLine {
  // line: the visible element (with data-narration); live: a visually hidden aria-live="polite" region.
  constructor(line, live) {
    this.line = line;
    // The words sit in a span of their own: on a wide screen it grows upward past the line's three lines when
    // a step needs more (web/style.css), so the whole sentence shows and the canvas keeps its size.
    this.text = document.createElement('span');
    this.text.className = 'narration-text';
    line.replaceChildren(this.text);
    this.live = live;
    this.lastAnnounced = -Infinity;
    this.timer = 0;
    this.pending = '';
  }

  // Shows `text`; `playing`: the step came from playback, so the live region may wait its turn.
  show(text, { playing = false } = {}) {
    // A view that wrote the line itself (a loaded network's figures) replaced the span: it goes back.
    if (this.text.parentNode !== this.line) this.line.replaceChildren(this.text);
    this.text.textContent = text;
    const wait = playing ? ANNOUNCE_INTERVAL_MS - (performance.now() - this.lastAnnounced) : 0;
    if (wait <= 0) {
      this.#announce(text);
      return;
    }
    this.pending = text;
    this.timer ||= setTimeout(() => this.#announce(this.pending), wait);
  }

  // Shows `text` on the line only (the view says it to screen readers in its own words).
  write(text) {
    if (this.text.parentNode !== this.line) this.line.replaceChildren(this.text);
    this.text.textContent = text;
  }

  clear() {
    clearTimeout(this.timer);
    this.timer = 0;
    if (this.text.parentNode !== this.line) this.line.replaceChildren(this.text);
    this.text.textContent = '';
    this.live.textContent = '';
  }

  #announce(text) {
    clearTimeout(this.timer);
    this.timer = 0;
    this.lastAnnounced = performance.now();
    this.live.textContent = text;
  }
}
