// The page's keys: Space play/pause, Left/Right step, Home/End, Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)
// undo/redo, ? the list of keys (docs/STATES.md). Keys a focused control needs for itself (Space on a
// button, arrows on a slider or radio, typing in a field) stay its own, and so do the maze canvas's
// (web/grid/grid-keys.js: arrows move its cursor; it handles them first and marks them handled).

// Space presses a focused button or link, ticks a checkbox or radio, and opens a focused <summary>.
function ownsSpace(target, type) {
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || type === 'checkbox' || type === 'radio') return true;
  return target instanceof Element && Boolean(target.closest('summary, [role="button"]') || target.isContentEditable);
}

// playback(): the view the keys drive (the explore controller or the compare view), with togglePlay,
// stepForward, stepBack, toStart and toEnd; canEdit(): whether undo and redo apply (the explore view
// is showing); undo(), redo(); settle(): ends an animated generation before a key acts; help(): shows
// the list of keys.
export function listenToKeys({ playback, canEdit, undo, redo, settle, help }) {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented) return;
    const target = event.target;
    const type = target instanceof HTMLInputElement ? target.type : '';
    const typing = target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLElement && target.isContentEditable) ||
      (target instanceof HTMLInputElement && !['range', 'radio', 'checkbox', 'button'].includes(type));
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (key === 'z' || key === 'y')) {
      if (typing || !canEdit()) return;
      event.preventDefault();
      settle();
      if (key === 'y' || event.shiftKey) redo();
      else undo();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || typing) return;
    if ([' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) settle();
    const view = playback();
    const ownsArrows = type === 'range' || type === 'radio';
    switch (event.key) {
      case '?':
        event.preventDefault();
        help();
        break;
      case ' ':
        if (ownsSpace(target, type)) return;
        event.preventDefault();
        view.togglePlay();
        break;
      case 'ArrowRight':
        if (ownsArrows) return;
        event.preventDefault();
        view.stepForward();
        break;
      case 'ArrowLeft':
        if (ownsArrows) return;
        event.preventDefault();
        view.stepBack();
        break;
      case 'Home':
        if (ownsArrows) return;
        event.preventDefault();
        view.toStart();
        break;
      case 'End':
        if (ownsArrows) return;
        event.preventDefault();
        view.toEnd();
        break;
      default:
    }
  });
}
