// The line above the maze, under the header's Copy link, where share links, Learn and the views say what a
// link did or why it could not. An error is an alert beside the control that caused it (Copy link), which
// keeps the focus; a link that could not be opened has no control on the page, so the line itself takes the
// focus (not in an embed: a widget never takes its host's focus).
import { showFieldError } from '../ui/field-error.js';

// line: the message's element; copyLink: the Copy link button; embedded: the page is a widget.
// Returns show(text, {error, control}).
export function messageLine({ line, copyLink, embedded }) {
  return (text, { error = false, control = null } = {}) => {
    if (!error) {
      line.textContent = text; // textContent only: it may quote the link
      copyLink.removeAttribute('aria-invalid');
      return;
    }
    showFieldError(control, line, text, { focus: !embedded });
    if (!control && !embedded) {
      line.tabIndex = -1;
      line.focus();
    }
  };
}
