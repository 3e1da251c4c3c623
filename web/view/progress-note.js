// The note over the canvas while a long piece of work runs in the engine worker (a search, a maze's
// generation): hidden for the first PROGRESS_AFTER_MS, then what is running and the seconds so far.
// The controller and the maze panel share one note; the latest work begun owns it.
export const PROGRESS_AFTER_MS = 300;

export class ProgressNote {
  #element;
  #timer = 0;
  #owner = 0; // the number of the work shown, or 0
  #next = 1;

  constructor(element) {
    this.#element = element;
  }

  // Work of `label(seconds)` begins now; returns the handle end() takes. A newer begin() takes the note over.
  begin(label) {
    const handle = this.#next++;
    this.#owner = handle;
    const began = performance.now();
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      const elapsed = performance.now() - began;
      if (!this.#element || elapsed < PROGRESS_AFTER_MS) return;
      this.#element.hidden = false;
      this.#element.textContent = label(elapsed / 1000);
    }, 100);
    return handle;
  }

  // The work of `handle` ended: the note goes if it was the one shown.
  end(handle) {
    if (handle !== this.#owner) return;
    clearInterval(this.#timer);
    this.#timer = 0;
    this.#owner = 0;
    if (this.#element) this.#element.hidden = true;
  }
}
