// Whether a shared road scene's node ids fit the network it names, checked once that network is loaded (the
// link codec, web/share/share-codec.js, cannot know it): the start, the goal and every blocked road.

// Node ids below this fit a network (RoadNetwork::kMaxNodes, 2^24): a pair of them is one exact key.
const ID_SPAN = 2 ** 24;

// settings: {start, goal, blocked: [[from, to]]}, as a link carries them; network: {nodes, from, to} (the
// arcs' ends, as engine.networkData gives them). '' or the reason. A link may carry any numbers, and the
// page said "2 roads blocked" of roads that do not exist (node 2^40, a pair no road joins), which only a
// drive then refused.
export function roadLinkError({ start, goal, blocked }, { nodes, from, to }) {
  for (const [name, id] of [['start', start], ['goal', goal]]) {
    if (id >= nodes) return `the ${name}, node ${id}, is not in this network (its nodes are 0 to ${nodes - 1})`;
  }
  if (start === goal) return 'start and goal are the same node';
  if (!blocked.length) return '';
  const joined = new Set();
  for (let arc = 0; arc < from.length; arc++) joined.add(from[arc] * ID_SPAN + to[arc]);
  for (let i = 0; i < blocked.length; i++) {
    const [a, b] = blocked[i];
    const which = `blocked road ${i + 1} of ${blocked.length} (${a}-${b})`;
    if (a >= nodes || b >= nodes) return `${which} is not in this network (its nodes are 0 to ${nodes - 1})`;
    if (a === b || !(joined.has(a * ID_SPAN + b) || joined.has(b * ID_SPAN + a))) {
      return `${which} is no road of this network: no road joins nodes ${a} and ${b}`;
    }
  }
  return '';
}
