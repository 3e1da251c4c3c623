// The Roads view's inspector: one junction's numbers at the step on screen, in a sentence ("Node 1234,
// settled: g 2.31 km from the start, h 1.80 km to the goal, f 4.11 km; its parent is node 1200"; a junction
// OpenStreetMap names by its name: "Rue Grimaldi (node 1234)"), read
// from the replay of the search (both sides of a bidirectional one).
import { CELL_STATE, NO_PARENT } from '../core/engine.js';
import { formatRoadCost } from './road-format.js';
import { junctionName } from './road-narration.js';

const STATE_WORDS = ['not reached', 'open', 'settled']; // by CELL_STATE

// node: a node id; replay: the search's TraceReplay at the step shown; request: {from, to, algorithm,
// metric}; usesHeuristic: the algorithm's registry row says it estimates (h and f are worth showing); names:
// the junctions' names (engine.networkData().names), or null.
export function describeRoadNode(node, replay, request, usesHeuristic, names = null) {
  const named = (id) => junctionName(id, names);
  const cost = (value) => formatRoadCost(value, request.metric);
  const role = node === request.from ? ' (the start)' : node === request.to ? ' (the goal)' : '';
  const side = (lane, towards) => {
    const state = lane.state[node];
    if (state === CELL_STATE.unseen) return STATE_WORDS[state];
    const g = lane.g[node];
    const reduced = request.algorithm === 'astar-reduced' ? ' (reduced)' : '';
    let text = `${STATE_WORDS[state]}, g${reduced} ${cost(g)} ${towards}`;
    // On reduced costs g already holds the estimate's change, so g + h is no A* f: h alone is shown.
    if (usesHeuristic) text += `, h ${cost(lane.h[node])}${reduced ? '' : `, f ${cost(g + lane.h[node])}`}`;
    const parent = lane.parent[node];
    return `${text}; ${parent === NO_PARENT ? 'no parent (where this side began)' : `its parent is ${named(parent)}`}`;
  };
  const title = named(node).replace(/^node/, 'Node');
  if (!replay.backward) return `${title}${role}: ${side(replay.forward, 'from the start')}.`;
  return `${title}${role}. From the start's side: ${side(replay.forward, 'from the start')}. ` +
    `From the goal's side: ${side(replay.backward, 'to the goal')}.`;
}
