// A road network scene in a share link (the Roads view: web/roads/): the network's source, the ends, the
// search, what is shown, the blocked roads and the preparations. The network is not written: the engine makes
// it again.
import { ROAD_ALGORITHMS } from '../core/registry.js';
import { NETWORK_PRESETS, RANDOM_NODES } from '../core/engine.js';
import { fail } from './link-bytes.js';

// A road network scene (the Roads view, issue 13): the network's source (a random town: nodes and seed;
// or a shipped city by name; a network from a file has no link), start and goal node ids, the search's
// algorithm and metric, what is shown (nothing, the search, or K disjoint or alternative routes, with
// the routes form, or a drive), and the blocked roads. The network is not written: the engine makes it again.
const ROAD_SOURCES = ['random', 'preset'];
export const ROAD_METRICS = ['length', 'time'];
const ROAD_SHOWN = ['nothing', 'search', 'disjoint', 'alternatives', 'drive'];
export const DISJOINT_KINDS = ['edge', 'node'];
// The routes form's ranges, as links and an embed's setOptions (web/share/embed-scenes.js) check them.
export const ROUTE_LIMITS = Object.freeze({
  k: Object.freeze({ min: 1, max: 5, whole: true }),
  stretch: Object.freeze({ min: 1, max: 2, whole: false }),
  maxShare: Object.freeze({ min: 0, max: 1, whole: false }),
});
const MAX_BLOCKED_ROADS = 4096;

// puzzle.roads: {source: {generator: 'random', nodes, seed} | {preset}, start, goal, algorithm, metric,
// shown, k, disjoint, stretch, maxShare, blocked: [[from, to]]}
export const roadsCodec = {
  write(out, puzzle) {
    const { source, start, goal, algorithm, metric, shown, k, disjoint, stretch, maxShare, blocked } = puzzle.roads;
    if (source.preset) {
      out.byte(ROAD_SOURCES.indexOf('preset'));
      out.string(source.preset);
    } else {
      out.byte(ROAD_SOURCES.indexOf('random'));
      out.uint(source.nodes);
      out.uint(source.seed);
    }
    out.uint(start);
    out.uint(goal);
    out.string(algorithm);
    out.byte(ROAD_METRICS.indexOf(metric));
    out.byte(ROAD_SHOWN.indexOf(shown));
    out.byte(k);
    out.byte(DISJOINT_KINDS.indexOf(disjoint));
    out.float(stretch);
    out.float(maxShare);
    out.uint(blocked.length);
    for (const [from, to] of blocked) { out.uint(from); out.uint(to); }
    // Issue 33: the preparations the scene holds (ALT with its landmarks and selection, a contraction
    // hierarchy), at the end and only when there are some, so a link without is byte for byte as before.
    const prepared = puzzle.roads.prepared ?? [];
    if (prepared.length) {
      out.string('prepared');
      out.byte(prepared.length);
      for (const { technique, landmarks, selection } of prepared) {
        out.byte(PREPARE_TECHNIQUES.indexOf(technique));
        if (technique === 'alt') { out.byte(landmarks); out.byte(LANDMARK_SELECTIONS.indexOf(selection)); }
      }
    }
  },
  read(input, puzzle) {
    let source;
    if (input.pick(ROAD_SOURCES, 'link.damaged.source') === 'preset') {
      const preset = input.string();
      if (!NETWORK_PRESETS.includes(preset)) fail('link.damaged.city', { preset });
      source = { preset };
    } else {
      const nodes = input.uint();
      if (nodes < RANDOM_NODES.min || nodes > RANDOM_NODES.max) fail('link.damaged.town', { nodes });
      source = { generator: 'random', nodes, seed: input.uint() };
    }
    const start = input.uint();
    const goal = input.uint();
    const algorithm = input.string();
    if (!ROAD_ALGORITHMS.includes(algorithm) && !PREPARE_TECHNIQUES.includes(algorithm)) fail('link.damaged.roadSearch', { algorithm });
    const metric = input.pick(ROAD_METRICS, 'link.damaged.metric');
    const shown = input.pick(ROAD_SHOWN, 'link.damaged.shown');
    const k = input.byte();
    if (k < ROUTE_LIMITS.k.min || k > ROUTE_LIMITS.k.max) fail('link.damaged.routes', { k });
    const disjoint = input.pick(DISJOINT_KINDS, 'link.damaged.disjoint');
    const stretch = input.float();
    const maxShare = input.float();
    if (!(stretch >= ROUTE_LIMITS.stretch.min && stretch <= ROUTE_LIMITS.stretch.max)) fail('link.damaged.value', { name: 'stretch', value: stretch });
    if (!(maxShare >= ROUTE_LIMITS.maxShare.min && maxShare <= ROUTE_LIMITS.maxShare.max)) fail('link.damaged.value', { name: 'maxShare', value: maxShare });
    const count = input.uint();
    if (count > MAX_BLOCKED_ROADS) fail('link.damaged.blocked', { count });
    const blocked = [];
    for (let i = 0; i < count; i++) blocked.push([input.uint(), input.uint()]);
    puzzle.roads = { source, start, goal, algorithm, metric, shown, k, disjoint, stretch, maxShare, blocked };
    const prepared = readPrepared(input);
    if (prepared) puzzle.roads.prepared = prepared;
    if (PREPARE_TECHNIQUES.includes(algorithm) && !prepared?.some(({ technique }) => technique === algorithm)) {
      fail('link.damaged.unprepared', { algorithm });
    }
  },
};

// The roads codec's end (issue 33): 'prepared', a count, then per preparation its technique and, for ALT,
// landmarks (1 to 64) and selection; null when the link has none (the bytes after are the link's sections).
const PREPARE_TECHNIQUES = ['alt', 'ch'];
const LANDMARK_SELECTIONS = ['farthest', 'avoid', 'planar'];
function readPrepared(input) {
  const at = input.at;
  if (at >= input.bytes.length || input.string() !== 'prepared') {
    input.at = at;
    return null;
  }
  const count = input.byte();
  if (count < 1 || count > PREPARE_TECHNIQUES.length) fail('link.damaged.preparations', { count });
  const prepared = [];
  for (let i = 0; i < count; i++) {
    const technique = input.pick(PREPARE_TECHNIQUES, 'link.damaged.preparation');
    if (prepared.some((other) => other.technique === technique)) fail('link.damaged.preparedTwice', { technique });
    if (technique === 'ch') { prepared.push({ technique }); continue; }
    const landmarks = input.byte();
    if (landmarks < 1 || landmarks > 64) fail('link.damaged.landmarks', { landmarks });
    prepared.push({ technique, landmarks, selection: input.pick(LANDMARK_SELECTIONS, 'link.damaged.selection') });
  }
  return prepared;
}
