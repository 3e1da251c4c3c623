// Files in and out: reading an import (file picker, drop, paste) as text within the size limit,
// telling a scenario from a grid, and downloading exports (MovingAI .map, ASCII, PNG) through a Blob.
// Nothing read from a file ever becomes HTML: callers show it with textContent only.

import { MAX_TEXT_BYTES } from '../core/engine.js';
import { t, tPlain } from '../i18n/i18n.js';

// The text of a File, or an Error naming the limit when it is too big to read at all.
export async function readFileText(file) {
  if (file.size > MAX_TEXT_BYTES) {
    // In bytes, as the engine says it: "64.0 MB, over the 64 MB limit" was said of a file just over it.
    throw new Error(tPlain('refusal.fileSize', { bytes: file.size, mib: MAX_TEXT_BYTES / 2 ** 20, limit: MAX_TEXT_BYTES }));
  }
  return file.text();
}

// A MovingAI scenario starts with "version" on its first non-blank line.
export function isScenarioText(text) {
  const match = /^\s*(\S+)/.exec(text);
  return Boolean(match && match[1].toLowerCase() === 'version');
}

// The first file of a drop or paste, else its plain text, as {name, file} or {name, text}; null if none.
export function fromDataTransfer(data) {
  if (!data) return null;
  const file = data.files?.[0];
  if (file) return { name: file.name || t('files.droppedFile'), file };
  const text = data.getData('text/plain') || data.getData('text');
  return text ? { name: t('files.pastedText'), text } : null;
}

export function downloadBlob(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

export function downloadText(text, filename) {
  downloadBlob(new Blob([text], { type: 'text/plain' }), filename);
}

export function downloadCanvas(canvas, filename) {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error(t('files.pngFailed')));
        return;
      }
      downloadBlob(blob, filename);
      resolve(blob);
    }, 'image/png');
  });
}
