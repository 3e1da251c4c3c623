// The Roads view's inspector: one junction's numbers at the step on screen, in a sentence ("Node 1234,
// settled: g 2.31 km from the start, h 1.80 km to the goal, f 4.11 km; its parent is node 1200"; a junction
// OpenStreetMap names by its name: "Rue Grimaldi (node 1234)"), read
// from the replay of the search (both sides of a bidirectional one).
import { CELL_STATE, NO_PARENT } from '../core/engine.js';
import { formatRoadCost } from './road-format.js';
import { junctionName } from './road-narration.js';
import { t } from '../i18n/i18n.js';

const STATE_WORDS = ['roads.inspect.unseen', 'roads.inspect.open', 'roads.inspect.settled']; // by CELL_STATE

// node: a node id; replay: the search's TraceReplay at the step shown; request: {from, to, algorithm,
// metric}; usesHeuristic: the algorithm's registry row says it estimates (h and f are worth showing); names:
// the junctions' names (engine.networkData().names), or null.
export function describeRoadNode(node, replay, request, usesHeuristic, names = null) {
  const named = (id) => junctionName(id, names);
  const cost = (value) => formatRoadCost(value, request.metric);
  const side = (lane, towards) => {
    const state = lane.state[node];
    if (state === CELL_STATE.unseen) return t(STATE_WORDS[state]);
    const g = lane.g[node];
    const reduced = request.algorithm === 'astar-reduced';
    let text = t(`roads.inspect.${towards}${reduced ? 'Reduced' : ''}`, { state: t(STATE_WORDS[state]), g: cost(g) });
    // On reduced costs g already holds the estimate's change, so g + h is no A* f: h alone is shown.
    if (usesHeuristic) text = t(reduced ? 'roads.inspect.h' : 'roads.inspect.hf', { text, h: cost(lane.h[node]), f: cost(g + lane.h[node]) });
    const parent = lane.parent[node];
    return parent === NO_PARENT ? t('roads.inspect.root', { text }) : t('roads.inspect.parent', { text, parent: named(parent) });
  };
  const name = names?.[node] ? named(node) : t('roads.inspect.node', { node: String(node) });
  const title = node === request.from ? t('roads.inspect.start', { node: String(name) }) : node === request.to ? t('roads.inspect.goal', { node: String(name) }) : name;
  if (!replay.backward) return t('roads.inspect.one', { title, side: side(replay.forward, 'fromStart') });
  return t('roads.inspect.both', { title, forward: side(replay.forward, 'fromStart'), backward: side(replay.backward, 'toGoal') });
}
