// Errors where the eye is (issue 14 item 8): a refusal is said beside the control that caused it, in a
// live region, and the control takes the focus, so nobody has to look for it off-screen.
import { t } from '../i18n/i18n.js';

// Shows `text` in `element` (the line beside `control`, an alert or live region of its own), marks the
// control invalid and described by it, moves the focus to the control and brings both into view.
// An empty text clears the error. Returns the element.
export function showFieldError(control, element, text, { focus = true } = {}) {
  element.textContent = text; // text only: a message may quote a file or a link
  element.hidden = !text;
  if (!control) return element;
  if (!text) {
    control.removeAttribute('aria-invalid');
    return element;
  }
  control.setAttribute('aria-invalid', 'true');
  const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (element.id && !described.includes(element.id)) control.setAttribute('aria-describedby', [...described, element.id].join(' '));
  if (focus) {
    control.focus({ preventScroll: true });
    (control.offsetParent ? control : element).scrollIntoView({ block: 'nearest' });
    element.scrollIntoView({ block: 'nearest' });
  }
  return element;
}

// The error line beside `control` (after it in its row), made the first time it is needed.
export function errorLineFor(control) {
  const id = `${control.id}-error`;
  let line = document.getElementById(id);
  if (!line) {
    line = document.createElement('small');
    line.className = 'field-error';
    line.id = id;
    line.setAttribute('role', 'alert');
    line.hidden = true;
    control.parentElement.append(line);
  }
  return line;
}

// A number field settled to `value` (clamped or defaulted): written back, and when it differs from what
// was typed, said beside the field ("Width takes a number from 2 to 1024: '5000' was set to 1024.").
// `range` words the range when it is not "from min to max".
export function settleNumberField(control, value, { label, min, max, range = t('field.range', { min: String(min), max: String(max) }), focus = true }) {
  const typed = control.value.trim();
  control.value = String(value);
  const line = errorLineFor(control);
  if (typed !== '' && Number(typed) === value) {
    if (!line.hidden) showFieldError(control, line, '');
    return value;
  }
  const given = typed === '' ? t('field.empty') : `'${typed.slice(0, 20)}'`;
  showFieldError(control, line, t('field.settled', { label, range, given, value: String(value) }), { focus });
  return value;
}
