// The Roads view as data: what a share link keeps of it (roadsSettings), a shared scene put back on screen
// (restoreRoads) or changed in place (reconfigureRoads, an embed's setOptions), and what the view shows for the
// browser tests and the page benchmarks (roadsSnapshot). Functions of a RoadsView (web/roads/roads-view.js),
// which calls them under its own names.
import { t } from '../i18n/i18n.js';
import { roadLinkError } from './road-link.js';
import { settledSoFar, traceEvents } from './road-search-marks.js';

// What a share link keeps of the view (web/share/share-codec.js, the roads scene), or null when the
// network came from a file (a link cannot carry it) or none is loaded.
export function roadsSettings(view) {
  if (!view.network?.source) return null;
  const routes = view.routes?.elements;
  const shown = view.search ? 'search' : view.driving ? 'drive' : view.routes?.shown ? view.routes.shown.kind : 'nothing';
  return {
    source: view.network.source, start: view.start, goal: view.goal,
    algorithm: view.elements.algorithm.value, metric: view.elements.metric.value, shown,
    k: Math.max(1, Math.min(5, Math.round(Number(routes?.k.value)) || 3)), disjoint: routes?.disjoint.value ?? 'edge',
    stretch: Number(routes?.stretch.value ?? 1.2), maxShare: Number(routes?.share.value ?? 0.8),
    blocked: (view.drivePanel?.blocked ?? []).map(({ from, to }) => [from, to]),
    // Only when something is prepared: a link without says nothing of it (web/share/share-codec.js).
    ...(view.prepare?.settings.length ? { prepared: view.prepare.settings } : {}),
  };
}

// Puts a shared scene on screen: loads its network, then its endpoints, menus and what it showed, the
// search at `step` (null: played from the start). Rejects with the reason when the link does not fit
// the network (an end that is no node of it), or its network did not load (`cancelled` set on the error
// when the reader cancelled it).
export async function restoreRoads(view, settings, step) {
  const { source } = settings;
  const { elements } = view.panel;
  if (source.preset) elements.source.value = source.preset;
  else {
    const preset = `random-${source.nodes}`;
    elements.source.value = elements.source.querySelector(`option[value="${preset}"]`) ? preset : 'random';
    elements.nodes.value = String(source.nodes);
    elements.seed.value = String(source.seed);
  }
  if (!await view.panel.choose(elements.source.value)) {
    // Cancelled by the reader: the network on the map stays (ShareLinks says so, and shows nothing else).
    if (view.panel.cancelled) throw Object.assign(new Error(t('refusal.townCancelled')), { cancelled: true });
    throw new Error(elements.error.textContent || t('refusal.networkReplaced'));
  }
  // The ends and the blocked roads as the network has them.
  const error = roadLinkError(settings, { nodes: view.network.figures.nodes, ...view.network.arcs });
  if (error) throw new Error(error);
  // A link's preparations are made again before its search (alt or ch) can run.
  for (const choice of settings.prepared ?? []) {
    view.elements.metric.value = settings.metric;
    if (!await view.prepare?.prepare(choice)) throw new Error(view.prepare?.elements.message.textContent || t('refusal.preparationFailed'));
  }
  setChoices(view, settings);
  view.setEndpoints(settings.start, settings.goal);
  view.drivePanel?.setBlocked(settings.blocked.map(([from, to]) => ({ from, to })));
  await showShared(view, settings.shown, step); // routes or a drive on a big network land from the worker
}

// New menu and routes-form values (any of algorithm, metric, k, disjoint, stretch, maxShare, as settings()
// names them) on the same network and ends; what is shown is made again with them and shown at `step`
// (clamped; null: played from the start). An embed's setOptions (web/share/embed-scenes.js).
export function reconfigureRoads(view, choices, step) {
  const settings = { ...view.settings(), ...choices };
  setChoices(view, settings);
  showShared(view, settings.shown, step);
}

// The menus and the routes form as `settings` has them.
function setChoices(view, settings) {
  view.elements.algorithm.value = settings.algorithm;
  view.elements.metric.value = settings.metric;
  if (view.routes) {
    const { kind, k, disjoint, stretch, share } = view.routes.elements;
    kind.value = settings.shown === 'disjoint' ? 'disjoint' : settings.shown === 'alternatives' ? 'alternatives' : kind.value;
    k.value = String(settings.k);
    disjoint.value = settings.disjoint;
    stretch.value = String(settings.stretch);
    share.value = String(settings.maxShare);
    kind.dispatchEvent(new Event('change'));
    stretch.dispatchEvent(new Event('input'));
  }
}

// Makes what a link shows (settings.shown) and shows a search or a drive at `step`; returns a promise when
// the routes or the drive come from the worker (a big network), settled once they are shown.
function showShared(view, shown, step) {
  const seek = () => { if (step !== null) view.seek(Math.min(step, view.player.stepCount)); };
  if (shown === 'search') {
    const running = view.run({ animate: step === null });
    if (running) return running.then(seek);
    seek();
  } else if (shown === 'drive') {
    const driving = view.drivePanel?.drive({ animate: step === null });
    if (driving) return driving.then(seek);
    seek();
  } else if (shown !== 'nothing') {
    return view.routes?.find();
  }
  return undefined;
}

// What the view shows, as plain data (window.frontier.roads()).
export function roadsSnapshot(view) {
  const { search } = view;
  let result = null;
  if (search) {
    const { trace, altBounds, ...rest } = search.result;
    result = rest;
  }
  return {
    state: view.player.state, step: view.player.step, stepCount: view.player.stepCount,
    network: view.network ? { ...view.network.figures, label: view.network.label, osm: view.network.osm, key: view.network.key, timings: view.network.timings } : null,
    loading: view.loading ? { progress: view.loading.progress } : null,
    start: view.start, goal: view.goal, tool: view.elements.tool(),
    held: view.held, // why the playback and Run are off while a puzzle's question waits, or null
    request: search?.request ?? null, result, narration: view.elements.narration.textContent,
    settled: search ? settledSoFar(search.replay) : 0, inspector: view.elements.inspector.textContent,
    routes: view.routes?.snapshot() ?? null,
    routesDrawn: view.renderer.routes?.routes.length ?? 0, // 0 while a puzzle hides them
    compare: view.compare?.snapshot() ?? null,
    drive: view.drivePanel?.snapshot() ?? null,
    drawnRoute: view.routeDraw?.snapshot() ?? null,
    settlePuzzle: view.predict?.snapshot() ?? null,
    alternativePuzzle: view.alternativePuzzle?.snapshot() ?? null,
    prepare: view.prepare?.snapshot() ?? null,
    // A CH query's events as [kind, lane, node, g, h] (a few hundred to thousands): the browser test holds
    // them to the engine's trace.
    chEvents: search?.ch ? traceEvents(search.result.trace) : null,
    contraction: view.contraction ? { step: view.contraction.step, stepCount: view.contraction.stepCount, ...view.contraction.totals, current: view.contraction.current } : null,
  };
}
