// The controls a puzzle's question turns off while it waits (issue 43): Run, the playback bar, the menus and
// panels that would search again, in the Walk and Roads views. Each is disabled and described by the reason,
// said in a note beside the bar, so a screen reader reading the dimmed button hears why; on release each gets
// back what it had (disabled or not, its title and description), so a control off for its own reason stays off.
export class HeldControls {
  // note: the element that says why (an id, so aria-describedby can name it).
  constructor(note) {
    this.note = note;
    this.saved = new Map(); // control -> {disabled, title, describedBy} as it was before the hold
  }

  // Turns `controls` off with `reason` (words a learner reads); a second hold adds to the first.
  hold(controls, reason) {
    this.note.textContent = reason;
    for (const control of controls) {
      if (!control) continue;
      if (!this.saved.has(control)) {
        this.saved.set(control, { disabled: control.disabled, title: control.getAttribute('title'), describedBy: control.getAttribute('aria-describedby') });
      }
      control.disabled = true;
      control.title = reason; // a pointer's tooltip says it too
      control.setAttribute('aria-describedby', this.note.id);
    }
  }

  // Gives every control back as it was.
  release() {
    for (const [control, { disabled, title, describedBy }] of this.saved) {
      control.disabled = disabled;
      restore(control, 'title', title);
      restore(control, 'aria-describedby', describedBy);
    }
    this.saved.clear();
    this.note.textContent = '';
  }
}

function restore(element, name, value) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
