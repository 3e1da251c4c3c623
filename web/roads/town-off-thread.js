// A random town of ROADS_OFF_THREAD_NODES junctions or more, made in the Roads view's own engine worker
// (web/grid/off-thread-engine.js: a million junctions take seconds in wasm), its progress said on the canvas's
// note and heard by onProgress; the RoadsView then loads it from the worker's snapshot (loadNetwork).
import { OffThreadEngine } from '../grid/off-thread-engine.js';
import { ProgressNote } from '../view/progress-note.js';
import { t } from '../i18n/i18n.js';

// Makes the random town `request` in the view's worker as the network of `key`: resolves to the worker's
// answer (OffThreadEngine.loadNetwork) and when it answered, or to null when cancelled (cancelLoad, or a
// newer load) or replaced by newer work before it ran. A preparation running in the worker is of the network
// going away: it is stopped, so the town need not wait for it.
export async function makeTownOffThread(view, request, key, onProgress) {
  view.worker ??= new OffThreadEngine();
  if (view.prepare?.running) view.prepare.cancel();
  const { generator, nodes, seed } = request;
  const loading = {
    progress: null,
    stop: () => {
      // Ended in wasm, the worker takes the preparations it held for the network on screen with it.
      if (view.worker.cancelLoad() === 'ended') view.prepare?.workerStopped();
    },
  };
  view.loading = loading;
  const { busy } = view.elements;
  const words = busy.textContent;
  const note = new ProgressNote(busy);
  const handle = note.begin((seconds) => {
    const share = loading.progress ? ` ${Math.round((100 * loading.progress.done) / loading.progress.total)}%` : '';
    return t('roads.making', { nodes, share, seconds: seconds.toFixed(1) });
  });
  try {
    const made = await view.worker.loadNetwork({ key, request: { generator, nodes, seed } }, {
      onProgress: (done, total) => {
        loading.progress = { done, total };
        onProgress?.(done, total);
      },
    });
    return made && { ...made, answered: performance.now() };
  } finally {
    note.end(handle);
    busy.textContent = words;
    if (view.loading === loading) view.loading = null;
  }
}
