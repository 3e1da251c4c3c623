// The algorithm and option registries as cpp/search/core/registry.h declares them (exported by the build
// into web/wasm/frontier_schema.js), with the questions the page asks of them: what an algorithm's
// open-list key is, whether an option applies, what the defaults are. Labels and prose for people are in
// web/ui/labels.js; this module holds facts only, so Node tests and the share codec can import it (its checks'
// refusals are the catalogue's, web/i18n/*/refusals.js).
import SCHEMA from '../wasm/frontier_schema.js';
import { tPlain } from '../i18n/i18n.js';

function deepFreeze(value) {
  if (value && typeof value === 'object') {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

// The grid searches: [{name, shareId, family, popOrder, key: {g, h, hTimesWeight, reported, stale} | null, uses: [option names],
//   optimal, cellStates, worlds, needs: ['eight-way-no-corner-cut' | 'uniform-costs'], expansionCap, stopRule,
//   listings, roadListings, memoryBytesPerCell}]. listings: the code panel's C++ of its run (names of
//   web/wasm/frontier_listings.js, in the panel's order); roadListings: of its road run ([] without one).
export const ALGORITHM_INFO = deepFreeze(SCHEMA.algorithms.filter((algorithm) => algorithm.worlds.includes('grid')));
// The walkers (engine.navigate: an agent walking a world it learns), in the same form: not search choices.
export const WALKER_INFO = deepFreeze(SCHEMA.algorithms.filter((algorithm) => algorithm.worlds.includes('walk')));
export const WALKERS = Object.freeze(WALKER_INFO.map((algorithm) => algorithm.name));
// The searches on road networks (engine.route's `algorithm`), in the same form, in the registry's order:
// those that run on a loaded network as it is. The rows that need engine.prepare first (needsPreparation:
// alt, ch) are PREPARED_ROAD_ALGORITHM_INFO, which the page does not offer yet.
export const ROAD_ALGORITHM_INFO = deepFreeze(SCHEMA.algorithms.filter((algorithm) => algorithm.worlds.includes('road') && !algorithm.needsPreparation));
export const PREPARED_ROAD_ALGORITHM_INFO = deepFreeze(SCHEMA.algorithms.filter((algorithm) => algorithm.worlds.includes('road') && algorithm.needsPreparation));
export const ROAD_ALGORITHMS = Object.freeze(ROAD_ALGORITHM_INFO.map((algorithm) => algorithm.name));
// [{name, type: 'choice' | 'number' | 'terrain', perAlgorithm, onlyWith?, choices?, default, min?, max?, whole?}]
export const OPTION_INFO = deepFreeze(SCHEMA.options);

const ALGORITHM_BY_NAME = new Map(ALGORITHM_INFO.map((algorithm) => [algorithm.name, algorithm]));
const OPTION_BY_NAME = new Map(OPTION_INFO.map((option) => [option.name, option]));

export function algorithmInfo(name) { return ALGORITHM_BY_NAME.get(name) ?? null; }

// Every row by name, the walkers' and the road-only rows' too.
const ROW_BY_NAME = new Map(SCHEMA.algorithms.map((algorithm) => [algorithm.name, deepFreeze(algorithm)]));
// The code panel's listings of a run of `name` (keys of web/wasm/frontier_listings.js: the engine's own C++,
// marked in cpp/search), in the order the panel shows them: world 'road' for a route (a walker's: the drive),
// else its grid search or walk. [] when it has no run there; null for an unknown name.
export function listingsOf(name, world = 'grid') {
  const row = ROW_BY_NAME.get(name);
  if (!row) return null;
  if (world === 'road') return row.roadListings;
  return row.worlds.includes('grid') || row.worlds.includes('walk') ? row.listings : [];
}
export function optionInfo(name) { return OPTION_BY_NAME.get(name) ?? null; }

// The names a choice option takes, in the engine's order.
export function choicesOf(name) { return optionInfo(name).choices; }

// A choice's id in a share link: for the algorithm, its row's shareId (explicit and append-only in
// cpp/search/core/registry.h, so a row's place in the table does not matter); for any other choice option,
// its index among the option's choices (those lists only grow at their end). -1 for a value not among them.
export function choiceShareId(option, value) {
  if (option.name === 'algorithm') return algorithmInfo(String(value))?.shareId ?? -1;
  return option.choices.findIndex((choice) => String(choice) === String(value));
}
// The choice a share id stands for (choiceShareId's inverse); undefined for an id no choice has.
export function choiceOfShareId(option, id) {
  if (option.name === 'algorithm') return ALGORITHM_INFO.find((algorithm) => algorithm.shareId === id)?.name;
  return option.choices[id];
}

export const ALGORITHMS = choicesOf('algorithm');
// The engine's limits: {maxSide (cells a side), textBytes (the longest grid or scenario text), memoryBytes
// (a search's memory limit: the default and the largest), minMemoryBytes, traceEvents (the most a trace records)}.
export const LIMITS = deepFreeze(SCHEMA.limits);
export const OPTION_NAMES = Object.freeze(OPTION_INFO.map((option) => option.name));

// The engine's maze generators (cpp/generate/mazes/maze_kinds.h), in the page's order: [{name, perfect
// (braiding applies), squareOnly (refused on hexes)}].
export const MAZE_KIND_INFO = deepFreeze(SCHEMA.mazes);
// K alternative routes' admissibility (cpp/search/roads/alternative_routes.h): {localOptimality}, the share
// of the best cost up to which a stretch of a route must be a shortest path (ADGW's T = 0.25 x d).
export const ALTERNATIVE_ROUTES = deepFreeze(SCHEMA.alternativeRoutes);

// The engine's defaults for every option: {algorithm: 'astar', ..., terrainCosts: {floor: 1, ...}}.
export const ENGINE_DEFAULTS = deepFreeze(Object.fromEntries(OPTION_INFO.map((option) => [option.name, option.default])));

// The page's defaults: the engine's, with the tutorials' 10/14 step costs, whose numbers fit in a cell.
// Terrain costs are not a page option (the engine's apply), and the topology is the maze's (web/grid/maze.js).
export const PAGE_DEFAULTS = Object.freeze(Object.fromEntries(
  Object.entries({ ...ENGINE_DEFAULTS, costs: 'integer' }).filter(([name]) => name !== 'terrainCosts' && name !== 'topology')));

// The one check of the page's option values, for the form, share links and the embed API alike: the
// value an option takes ('8' and 8 are the same movement; a number option takes a number or a plain
// decimal like '2.5'), or {error} naming the option and what it allows. Unknown names are an error too.
const DECIMAL = /^\d+(\.\d+)?$/;
// A value as a message quotes it: its first 40 characters, or its type when it has no text (String() of
// {toString: {}}, which postMessage delivers, throws).
function quoted(value) {
  try {
    return String(value).slice(0, 40);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

// `label`: the option's name as the caller's input spelt it (a link's `algo=`), for the message.
export function checkOption(name, value, label = name) {
  const option = Object.hasOwn(PAGE_DEFAULTS, name) ? optionInfo(name) : null;
  if (!option) return { error: tPlain('refusal.option', { label: String(label).slice(0, 40), expected: Object.keys(PAGE_DEFAULTS).join(', ') }) };
  return option.type === 'choice' ? checkChoice(label, value, option.choices) : checkNumber(label, value, option);
}

// One of `choices` ('8' and 8 are the same), or {error}: the rule of checkOption, also for the options of
// other worlds (an embedded walk's planner, a road search's metric).
export function checkChoice(label, value, choices) {
  const choice = typeof value === 'string' || typeof value === 'number' ? choices.find((allowed) => String(allowed) === String(value)) : undefined;
  if (choice === undefined) return { error: tPlain('refusal.choice', { label, value: quoted(value), expected: choices.join(', ') }) };
  return { value: choice };
}

// A number (or a plain decimal) from min to max, whole if `whole`, or {error}.
export function checkNumber(label, value, { min, max, whole }) {
  const number = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max) || (whole && !Number.isInteger(number))) {
    return { error: tPlain(whole ? 'refusal.wholeNumber' : 'refusal.number', { label, value: quoted(value), min, max }) };
  }
  return { value: number };
}

// Checks a set of option values; {options} (the values as the page keeps them) or {error} for the first
// that is refused. `check(name, value)` ({value} or {error}): the grid options' by default; an embedded
// walk or road scene passes its own (web/share/embed-scenes.js).
export function checkOptions(values, check = checkOption) {
  const options = {};
  for (const [name, value] of Object.entries(values)) {
    const checked = check(name, value);
    if (checked.error) return { error: checked.error };
    options[name] = checked.value;
  }
  return { options };
}

// Why an option does not apply to these values, as data: null when it applies, else
// {algorithm} (this algorithm does not use it), {topology} (it is a square grid's rule: movement and the
// diagonal rule on hexes) or {movement} (it needs that movement).
export function inapplicability(name, values) {
  const option = optionInfo(name);
  if (!option) return null;
  const algorithm = algorithmInfo(values.algorithm);
  if (option.perAlgorithm && algorithm && !algorithm.uses.includes(name)) return { algorithm: algorithm.name };
  const topology = values.topology ?? ENGINE_DEFAULTS.topology;
  if (option.onlyWith?.topology && topology !== option.onlyWith.topology) return { topology };
  if (option.onlyWith?.movement && Number(values.movement) !== option.onlyWith.movement) return { movement: option.onlyWith.movement };
  return null;
}

// The heuristics by topology (cpp/search/core/heuristic.cpp whyNotOn): the default on `topology`, and why a
// heuristic does not apply there (null when it does).
export function defaultHeuristic(topology) {
  return optionInfo('heuristic').byTopology[topology]?.default ?? ENGINE_DEFAULTS.heuristic;
}
export function heuristicRefusal(topology, heuristic) {
  return optionInfo('heuristic').byTopology[topology]?.refused[heuristic] ?? null;
}
// The refusal of a link or an embed that asks for such a heuristic, in the page's language ("heuristic
// 'manhattan' counts the square grid's steps ...", the engine's words in English); null when it applies.
export function heuristicRefusalMessage(topology, heuristic) {
  if (!heuristicRefusal(topology, heuristic)) return null;
  return tPlain(topology === 'hex' ? 'refusal.heuristicOnHex' : 'refusal.heuristicOnSquare', { heuristic });
}

// Why `algorithm` does not take the tie-break `tieBreak`, or null: 'tutorial' is the tutorials' list, which only
// the best-first loop keeps (the schema's tieBreak.tutorialServes; the engine refuses the others, options.cpp).
export function tieBreakRefusal(algorithm, tieBreak) {
  if (tieBreak !== 'tutorial' || optionInfo('tieBreak').tutorialServes.includes(algorithm)) return null;
  return 'the tutorials\' list is kept by A*, Dijkstra, greedy, weighted A* and the jump point searches only';
}

// Whether `algorithm` searches grids of `topology` (its registry row's topologies: JPS and JPS+ square only).
export function servesTopology(algorithm, topology) {
  const row = ROW_BY_NAME.get(algorithm);
  return Boolean(row && row.topologies.includes(topology));
}

// What `algorithm` needs of the moves and the grid that these option values (with the grid's `topology`)
// and `kinds` (the names of the cell kinds on the grid) do not give it, as data: null when nothing is
// missing, else {need} with {topology} for a topology its row does not serve, {movement} or {diagonal} for
// 'eight-way-no-corner-cut', or {kinds: [a, b]} (two kinds that cost differently) for 'uniform-costs'. The engine refuses the same requests (cpp/search/core/searcher.cpp).
export function unmetNeed(algorithm, values, kinds) {
  const topology = values.topology ?? ENGINE_DEFAULTS.topology;
  if (algorithmInfo(algorithm) && !servesTopology(algorithm, topology)) return { need: 'topology', topology };
  for (const need of algorithmInfo(algorithm)?.needs ?? []) {
    if (need === 'eight-way-no-corner-cut') {
      if (Number(values.movement) !== 8) return { need, movement: Number(values.movement) };
      if (values.diagonal !== 'no-corner-cut') return { need, diagonal: values.diagonal };
    } else if (need === 'uniform-costs') {
      const costs = values.terrainCosts ?? ENGINE_DEFAULTS.terrainCosts;
      const open = kinds.filter((kind) => kind !== 'wall');
      const other = open.find((kind) => costs[kind] !== costs[open[0]]);
      if (other) return { need, kinds: [open[0], other] };
    }
  }
  return null;
}

// True when the algorithm's paths are any-angle (Theta*): straight segments between cells in line of sight,
// which may beat every grid path, so the grid's cheapest path is no yardstick for them.
export function findsAnyAnglePaths(algorithm) {
  return algorithmInfo(algorithm)?.family === 'any-angle';
}

// True when the algorithm's work is bounded by its node budget rather than by the grid (IDA*, which visits
// nodes again in every iteration): a search of a tiny grid may still take seconds.
export function workBoundedByBudget(algorithm) {
  return algorithmInfo(algorithm)?.uses.includes('budget') ?? false;
}

// True when the algorithm reads the heuristic option (the others search with h = 0).
export function usesHeuristic(algorithm) {
  return algorithmInfo(algorithm)?.uses.includes('heuristic') ?? false;
}

// The key the open list sorts by, as a function of g and h, or null when it is a queue or a stack, or when
// the key is no fixed mix of g and h (key.reported: the engine reports it in the trace, cellKeyFunction).
export function keyFunction(values) {
  const key = algorithmInfo(values.algorithm)?.key;
  if (!key || key.reported) return null;
  const hFactor = key.hTimesWeight ? key.h * Number(values.weight) : key.h;
  return (g, h) => key.g * g + hFactor * h;
}

// A node's open-list key where a replay stands: (side, cell) => its key, `side` a TraceReplay's forward or
// backward (its g, h and, for a reported key, key arrays). null when there is no key (a queue or a stack).
// Every figure F the page shows comes from here or from eventKeyFunction, never from a formula of its own.
export function cellKeyFunction(values) {
  const key = algorithmInfo(values.algorithm)?.key;
  if (!key) return null;
  if (key.reported) return (side, cell) => side.key[cell];
  const keyOf = keyFunction(values);
  return (side, cell) => keyOf(side.g[cell], side.h[cell]);
}

// The key of a node event (generated, improved, expanded) of a trace: (trace, i) => its key, the one the
// engine reported right after it (Trace.reportedKey) or the row's mix of the event's g and h. null without a key.
export function eventKeyFunction(values) {
  const key = algorithmInfo(values.algorithm)?.key;
  if (!key) return null;
  if (key.reported) return (trace, i) => trace.reportedKey(i);
  const keyOf = keyFunction(values);
  return (trace, i) => keyOf(trace.g(i), trace.h(i));
}

// What one step costs under each `costs` choice, straight and diagonal (cpp/search/core/heuristic.h's
// stepLengths): the tutorials' 10 and 14, or 1 and √2.
export const STEP_LENGTHS = deepFreeze({ integer: { straight: 10, diagonal: 14 }, float: { straight: 1, diagonal: Math.SQRT2 } });

// Whether these values let a search step diagonally: 8 directions with any rule but 'never' (which moves
// as 4 directions do).
export function movesDiagonally(values) {
  return Number(values.movement) === 8 && values.diagonal !== 'never';
}

// Where the heuristic of these values overestimates, as data (the reasoning of the engine's
// isAdmissible, cpp/search/core/heuristic.cpp, which answers `admissible` for each search; a Node test
// holds the two equal): null when it never does, else {heuristic, diagonalCost, estimate}: what one
// diagonal step costs and what the heuristic says it costs.
export function overestimate(values) {
  // Every hex step is one unit and the hex estimates never overestimate it (cpp/search/core/heuristic.cpp).
  if (values.topology === 'hex' || !movesDiagonally(values)) return null;
  const { straight, diagonal } = STEP_LENGTHS[values.costs] ?? STEP_LENGTHS[ENGINE_DEFAULTS.costs];
  const estimate = { manhattan: 2 * straight, euclidean: Math.SQRT2 * straight }[values.heuristic];
  return estimate !== undefined && estimate > diagonal ? { heuristic: values.heuristic, diagonalCost: diagonal, estimate } : null;
}

// The figures an algorithm's open list reads, which the cells, the inspector and the open list show:
// g alone for a key of g (Dijkstra) or for a queue or stack (BFS, DFS: g is the cost so far), h alone
// for a key of h (greedy), and f, g and h for a key of both (A* and its kin).
export function figuresUsed(algorithm) {
  // LPA*'s cells show g, their cost to the goal (its key's h is its own estimate, not the option's).
  if (algorithmInfo(algorithm)?.family === 'incremental') return Object.freeze({ f: false, g: true, h: false });
  const key = algorithmInfo(algorithm)?.key;
  if (!key) return Object.freeze({ f: false, g: true, h: false });
  const g = key.g !== 0;
  const h = key.h !== 0;
  return Object.freeze({ f: g && h, g: g || !h, h });
}
