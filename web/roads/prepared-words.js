// The words of the two prepared road techniques (issue 33) in one table: what a preparation built, why it no
// longer holds, ALT's bound at a junction ("h = d(L3, G) − d(L3, v) = 5.2 km − 1.1 km = 4.1 km") tied to the
// reduced-costs lesson, a CH query's stalled nodes, meeting and unpacking, and the contraction played. The
// narration, the inspector and the Prepare panel read them; no DOM. Landmarks are named L1..Lk on the map and
// in words (the engine's landmark index + 1).
import { formatCount } from '../view/format.js';
import { formatRoadCost } from './road-format.js';

export const TECHNIQUE_TEXT = Object.freeze({
  alt: { label: 'ALT (A* with landmarks)', short: 'ALT' },
  ch: { label: 'Contraction hierarchy', short: 'CH' },
});

// A landmark's name on the map and in sentences, from the engine's 0-based index.
export function landmarkName(index) {
  return `L${index + 1}`;
}

function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${formatCount(bytes)} bytes`;
}

function formatSeconds(micros) {
  return micros >= 1e6 ? `${(micros / 1e6).toFixed(2)} s` : `${Math.max(1, Math.round(micros / 1000))} ms`;
}

// What engine.prepare built, in one sentence: its time, its landmarks or shortcuts, the bytes held and per node.
export function preparedSummary(result, { selection } = {}) {
  const metric = result.metric === 'time' ? 'travel time' : 'length';
  const held = `it holds ${formatBytes(result.bytes)}, ${result.bytesPerNode.toFixed(0)} bytes a junction`;
  if (result.technique === 'alt') {
    return `ALT prepared by ${metric} in ${formatSeconds(result.micros)}: ${formatCount(result.landmarks)} landmarks` +
      `${selection ? ` (${selection})` : ''}, L1 to L${result.landmarks} on the map, each with its distances to and from every junction; ${held}.`;
  }
  return `Contraction hierarchy prepared by ${metric} in ${formatSeconds(result.micros)}: ${formatCount(result.shortcuts)} shortcuts added, ` +
    `${formatCount(result.witnessesAvoided)} more spared by witness searches, ${formatCount(result.upwardArcs)} upward arcs; ${held}.`;
}

// Why a preparation no longer holds: the network changed (every preparation goes) or the metric chosen is not
// the one prepared for (the engine refuses the route then, in its own words).
export function stalePreparationText(technique, reason, prepared = null) {
  const name = TECHNIQUE_TEXT[technique].short;
  if (reason === 'network') return `The ${name} preparation no longer holds: the network changed. Prepare again to use ${name}.`;
  return `The ${name} preparation was made by ${prepared === 'time' ? 'travel time' : 'length'}: it does not hold for the metric chosen now, ` +
    `and the engine refuses ${name} routes by it. Prepare again, or go back to ${prepared === 'time' ? 'travel time' : 'length'}.`;
}

// Blocking a road keeps both preparations: a drive never reads them (D* Lite plans on the network itself).
export const BLOCKED_ROADS_KEEP_PREPARATION = 'Blocking roads leaves the preparation valid: a drive never uses it, it plans around the blocks with D* Lite on the network itself.';

// Why the route menu's alt or ch option is off.
export function unpreparedReason(technique) {
  return `${TECHNIQUE_TEXT[technique].short} needs a preparation first: use Prepare below`;
}

// ALT's bound at junction `node` as engine.altBound gives it, with its numbers:
// "h = d(L3, G) − d(L3, v) = 5.2 km − 1.1 km = 4.1 km". v is the junction named.
export function boundFormula(bound, metric) {
  const cost = (value) => formatRoadCost(value, metric);
  if (bound.landmark < 0) return `h = 0: no landmark bounds the way to G from here above 0`;
  const L = landmarkName(bound.landmark);
  const terms = bound.direction === 'from' ? `d(${L}, G) − d(${L}, v)` : `d(v, ${L}) − d(G, ${L})`;
  return `h = ${terms} = ${cost(bound.first)} − ${cost(bound.second)} = ${cost(bound.bound)}`;
}

// The bound's sentence for the narration and the inspector: the formula, where the landmark is, and the
// lesson it belongs to (A* is Dijkstra on reduced costs; ALT's potential is one more such h).
export function boundSentence(bound, metric, landmarkNode = bound.landmarkNode) {
  if (bound.landmark < 0) return `${boundFormula(bound, metric)}.`;
  const L = landmarkName(bound.landmark);
  const side = bound.direction === 'from'
    ? `the triangle d(${L}, v) + d(v, G) ≥ d(${L}, G)`
    : `the triangle d(v, G) + d(G, ${L}) ≥ d(v, ${L})`;
  return `${boundFormula(bound, metric)} (landmark ${L} at node ${landmarkNode} gave the largest bound, by ${side}).`;
}

export const ALT_REDUCED_COSTS = 'As A* is Dijkstra on reduced costs c(u, v) − h(u) + h(v), ALT is too: its landmark h is one more potential, ' +
  'every reduced road cost stays ≥ 0, and a larger h makes more of them 0, so fewer junctions are settled.';

// A CH query's step, after "Settled node 12" / "From the goal's side: settled node 12": a stalled node.
export const STALLED_WORDS = 'stalled: a higher junction reaches it more cheaply from this side, so its arcs are not relaxed (stall-on-demand)';
export function chMeetWords(node, mu, metric) {
  return `The two upward searches meet at node ${node}: a route of ${formatRoadCost(mu, metric)} through the top of the hierarchy so far (mu).`;
}
export function chUnpackedWords(result, metric) {
  return `The route unpacked: each shortcut replaced by the two arcs it stands for, down to ${formatCount(result.path.length - 1)} roads, ` +
    `${formatRoadCost(result.cost, metric)}; ${formatCount(result.expanded)} nodes settled by the two upward searches.`;
}
export const CH_UPWARD = 'A contraction hierarchy query searches upward only, from S in the hierarchy and from G in its reverse: each side follows arcs to higher-ranked junctions.';

// The contraction played, at a ContractionReplay's step.
export function contractionWords(replay) {
  const { node, rank, shortcuts, witnesses } = replay.current;
  const { contracted, shortcuts: added, witnessesAvoided } = replay.totals;
  const of = formatCount(replay.record.ranks);
  const sample = !replay.sample ? '' : replay.record.rankOf
    ? ` (the ${formatCount(replay.stepCount)} junctions nearest ${replay.record.focusName ?? 'the middle'} played, of ${of}: a part of a big network)`
    : ` (the first ${formatCount(replay.stepCount)} of ${of} played: a sample of a big network)`;
  if (node < 0) return `Contraction: ${of} junctions leave one by one, least important first${sample}; each leaving adds a shortcut between two of its neighbours unless a witness search finds another way as cheap.`;
  const made = shortcuts.length === 0 ? 'no shortcut needed' : `${formatCount(shortcuts.length)} shortcut${shortcuts.length === 1 ? '' : 's'} added (${shortcuts.slice(0, 3).map(({ from, to }) => `${from} → ${to}`).join(', ')}${shortcuts.length > 3 ? ', …' : ''})`;
  return `Node ${node} leaves (rank ${formatCount(rank + 1)} of ${of}): ${made}` +
    `${witnesses ? `, ${formatCount(witnesses)} spared by witness searches` : ''}. So far ${formatCount(contracted)} gone, ` +
    `${formatCount(added)} shortcuts, ${formatCount(witnessesAvoided)} spared${sample}.`;
}

// What Play the contraction shows of a big network's hierarchy (the Prepare panel's note), '' when it plays all.
export function contractionPlayedNote(record) {
  if (!record || record.nodes.length >= record.ranks) return '';
  return record.rankOf
    ? ` Play the contraction shows the ${formatCount(record.nodes.length)} junctions nearest ${record.focusName ?? 'the middle of the map'}, least important first.`
    : ` Play the contraction shows its first ${formatCount(record.nodes.length)} junctions.`;
}
