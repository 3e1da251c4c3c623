// The keys, listed in a dialog (index.html's #keys-help): the ? key or the header's Keys button opens it,
// Escape (the <dialog>'s own) or Close shuts it.

// Returns what opens it, for the ? key (web/app/keyboard.js).
export function wireKeysHelp({ dialog, button, close }) {
  // A second ? while it shows leaves it be: showModal on an open dialog throws.
  const open = () => {
    if (!dialog.open) dialog.showModal();
  };
  button.addEventListener('click', open);
  close.addEventListener('click', () => dialog.close());
  return open;
}
