// The words of the two prepared road techniques (issue 33) in one table: what a preparation built, why it no
// longer holds, ALT's bound at a junction ("h = d(L3, G) − d(L3, v) = 5.2 km − 1.1 km = 4.1 km") tied to the
// reduced-costs lesson, a CH query's stalled nodes, meeting and unpacking, and the contraction played; what
// they add to a step's narration (preparedNarration). The narration, the inspector and the Prepare panel
// read them; no DOM. Landmarks are named L1..Lk on the map and in words (the engine's landmark index + 1).
import { EVENT } from '../core/trace.js';
import { formatRoadCost } from './road-format.js';
import { t } from '../i18n/i18n.js';

// 'travel time' or 'length': what a metric ('time' | 'length') adds up, in sentences.
export function metricWords(metric) {
  return t(metric === 'time' ? 'roads.byTime' : 'roads.byLength');
}

// Where a big network's contraction played is centred (prepare-panel.js sets focusName: S, or a junction's id).
function focusWords(record, middle) {
  if (record.focusName === undefined || record.focusName === null) return t(middle);
  return record.focusName === 'S' ? 'S' : t('roads.contraction.junction', { node: String(record.focusName) });
}

export const TECHNIQUE_TEXT = Object.freeze({
  alt: { label: t('roads.technique.alt'), short: 'ALT' },
  ch: { label: t('roads.technique.ch'), short: 'CH' },
});

// A landmark's name on the map and in sentences, from the engine's 0-based index.
export function landmarkName(index) {
  return `L${index + 1}`;
}

function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return t('roads.bytes', { count: bytes });
}

function formatSeconds(micros) {
  return micros >= 1e6 ? t('roads.seconds', { count: (micros / 1e6).toFixed(2) }) : t('roads.millis', { count: Math.max(1, Math.round(micros / 1000)) });
}

// What engine.prepare built, in one sentence: its time, its landmarks or shortcuts, the bytes held and per node.
export function preparedSummary(result, { selection } = {}) {
  const values = {
    metric: metricWords(result.metric), time: formatSeconds(result.micros), bytes: formatBytes(result.bytes), perNode: result.bytesPerNode.toFixed(0),
    landmarks: result.landmarks, selection: selection ? t(`roads.selected.${selection}`) : '', shortcuts: result.shortcuts,
    witnesses: result.witnessesAvoided, arcs: result.upwardArcs,
  };
  if (result.technique === 'alt') return t(selection ? 'roads.prepared.altSelection' : 'roads.prepared.alt', values);
  return t('roads.prepared.ch', values);
}

// Why a preparation no longer holds: the network changed (every preparation goes) or the metric chosen is not
// the one prepared for (the engine refuses the route then, in its own words).
export function stalePreparationText(technique, reason, prepared = null) {
  const name = TECHNIQUE_TEXT[technique].short;
  if (reason === 'network') return t('roads.stale.network', { name });
  return t('roads.stale.metric', { name, prepared: metricWords(prepared) });
}

// Blocking a road keeps both preparations: a drive never reads them (D* Lite plans on the network itself).
export const BLOCKED_ROADS_KEEP_PREPARATION = t('roads.blockedKeepPreparation');

// Why the route menu's alt or ch option is off.
export function unpreparedReason(technique) {
  return t('roads.unprepared', { name: TECHNIQUE_TEXT[technique].short });
}

// ALT's bound at junction `node` as engine.altBound gives it, with its numbers:
// "h = d(L3, G) − d(L3, v) = 5.2 km − 1.1 km = 4.1 km". v is the junction named.
export function boundFormula(bound, metric) {
  const cost = (value) => formatRoadCost(value, metric);
  if (bound.landmark < 0) return t('roads.bound.none');
  const L = landmarkName(bound.landmark);
  const terms = bound.direction === 'from' ? `d(${L}, G) − d(${L}, v)` : `d(v, ${L}) − d(G, ${L})`;
  return `h = ${terms} = ${cost(bound.first)} − ${cost(bound.second)} = ${cost(bound.bound)}`;
}

// The bound's sentence for the narration and the inspector: the formula, where the landmark is, and the
// lesson it belongs to (A* is Dijkstra on reduced costs; ALT's potential is one more such h).
export function boundSentence(bound, metric, landmarkNode = bound.landmarkNode) {
  if (bound.landmark < 0) return `${boundFormula(bound, metric)}.`;
  const L = landmarkName(bound.landmark);
  const triangle = t(bound.direction === 'from' ? 'roads.bound.triangleFrom' : 'roads.bound.triangleTo', { landmark: L });
  return t('roads.bound.sentence', { formula: boundFormula(bound, metric), landmark: L, node: String(landmarkNode), triangle });
}

export const ALT_REDUCED_COSTS = t('roads.altReducedCosts');

// A CH query's step, after "Settled node 12" / "From the goal's side: settled node 12": a stalled node.
export const STALLED_WORDS = t('roads.stalled');
export function chMeetWords(node, mu, metric) {
  return t('roads.ch.meet', { node: String(node), cost: formatRoadCost(mu, metric) });
}
export function chUnpackedWords(result, metric) {
  return t('roads.ch.unpacked', { roads: result.path.length - 1, cost: formatRoadCost(result.cost, metric), settled: result.expanded });
}
export const CH_UPWARD = t('roads.ch.upward');

// The contraction played, at a ContractionReplay's step.
export function contractionWords(replay) {
  const { node, rank, shortcuts, witnesses } = replay.current;
  const { contracted, shortcuts: added, witnessesAvoided } = replay.totals;
  const of = replay.record.ranks;
  const sample = !replay.sample ? '' : replay.record.rankOf
    ? t('roads.contraction.sampleNear', { count: replay.stepCount, focus: focusWords(replay.record, 'roads.contraction.middle'), of })
    : t('roads.contraction.sampleFirst', { count: replay.stepCount, of });
  if (node < 0) return t('roads.contraction.intro', { count: of, sample });
  const list = `${shortcuts.slice(0, 3).map(({ from, to }) => `${from} → ${to}`).join(', ')}${shortcuts.length > 3 ? ', …' : ''}`;
  const made = shortcuts.length === 0 ? t('roads.contraction.noShortcut') : t('roads.contraction.shortcuts', { count: shortcuts.length, list });
  return t(witnesses ? 'roads.contraction.stepWitnesses' : 'roads.contraction.step', {
    node: String(node), rank: rank + 1, of, made, witnesses, contracted, added, spared: witnessesAvoided, sample,
  });
}

// What Play the contraction shows of a big network's hierarchy (the Prepare panel's note), '' when it plays all.
export function contractionPlayedNote(record) {
  if (!record || record.nodes.length >= record.ranks) return '';
  return record.rankOf
    ? t('narration.join') + t('roads.contraction.playedNear', { count: record.nodes.length, focus: focusWords(record, 'roads.contraction.middleOfMap') })
    : t('narration.join') + t('roads.contraction.playedFirst', { count: record.nodes.length });
}

// The narration `text` of the step the Roads view's search (its {request, result, replay, altBounds}) is at,
// with what alt and ch add: the settled junction's bound and which landmark gave it; a stalled node; the
// upward searches and their meeting; the unpacking. Other searches' text is returned as it is.
export function preparedNarration(search, text) {
  const { algorithm, metric } = search.request;
  if (algorithm !== 'alt' && algorithm !== 'ch') return text;
  const { replay } = search;
  if (replay.position === 0) return text + t('narration.join') + (algorithm === 'ch' ? CH_UPWARD : ALT_REDUCED_COSTS);
  const [from, to] = replay.currentStepRange();
  for (let i = from; i < to; i++) {
    const kind = replay.trace.kind(i);
    if (kind === EVENT.path) return algorithm === 'ch' && search.result.found ? chUnpackedWords(search.result, metric) : text;
    if (kind !== EVENT.expanded) continue;
    if (algorithm === 'alt') {
      const bound = search.altBounds?.get(replay.trace.cell(i));
      return bound ? text + t('narration.join') + boundSentence(bound, metric) : text;
    }
    // A stalled node: what follows its figures (the neighbours reached: none) is said as its stall.
    if (replay.trace.h(i) === 1) return text.replace(/[;；][^;；]*$/, t('roads.stalledTail', { stalled: STALLED_WORDS }));
    return text;
  }
  return text;
}
