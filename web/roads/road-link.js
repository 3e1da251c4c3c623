// Whether a shared road scene's node ids fit the network it names, checked once that network is loaded (the
// link codec, web/share/share-codec.js, cannot know it): the start, the goal and every blocked road.
import { t } from '../i18n/i18n.js';

// Node ids below this fit a network (RoadNetwork::kMaxNodes, 2^24): a pair of them is one exact key.
const ID_SPAN = 2 ** 24;

// settings: {start, goal, blocked: [[from, to]]}, as a link carries them; network: {nodes, from, to} (the
// arcs' ends, as engine.networkData gives them). '' or the reason. A link may carry any numbers, and the
// page said "2 roads blocked" of roads that do not exist (node 2^40, a pair no road joins), which only a
// drive then refused.
export function roadLinkError({ start, goal, blocked }, { nodes, from, to }) {
  for (const [name, id] of [['start', start], ['goal', goal]]) {
    if (id >= nodes) return t(`roads.link.${name}Outside`, { node: String(id), last: nodes - 1 });
  }
  if (start === goal) return t('roads.link.same');
  if (!blocked.length) return '';
  const joined = new Set();
  for (let arc = 0; arc < from.length; arc++) joined.add(from[arc] * ID_SPAN + to[arc]);
  for (let i = 0; i < blocked.length; i++) {
    const [a, b] = blocked[i];
    const which = { number: i + 1, count: blocked.length, a: String(a), b: String(b) }; // ids, not counts: never grouped
    if (a >= nodes || b >= nodes) return t('roads.link.blockedOutside', { ...which, last: nodes - 1 });
    if (a === b || !(joined.has(a * ID_SPAN + b) || joined.has(b * ID_SPAN + a))) return t('roads.link.noRoad', which);
  }
  return '';
}
