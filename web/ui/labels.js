// Words for people: the labels and prose of every algorithm and option in the registry (web/core/
// registry.js holds the facts). Adding an algorithm adds one entry to ALGORITHM_TEXT; a test checks
// that every registry name has its words here and that nothing here names what the registry lacks.
import { algorithmInfo, inapplicability } from '../core/registry.js';

// label: the menu's; short: in sentences; notOptimal(options): why its path may cost more than the
// cheapest, when theory does not promise the cheapest.
export const ALGORITHM_TEXT = Object.freeze({
  astar: { label: 'A*', short: 'A*', notOptimal: (options) => inadmissible(options) },
  dijkstra: { label: 'Dijkstra', short: 'Dijkstra', notOptimal: () => 'this algorithm does not guarantee it' },
  greedy: { label: 'Greedy best-first', short: 'Greedy', notOptimal: () => 'greedy best-first looks only at h, never at the cost so far' },
  'weighted-astar': {
    label: 'Weighted A*', short: 'Weighted A*',
    notOptimal: (options) => `weighted A* (w = ${options.weight}) trades the guarantee for speed`,
  },
  bfs: { label: 'Breadth-first (BFS)', short: 'BFS', notOptimal: () => 'BFS counts steps, not their costs' },
  dfs: { label: 'Depth-first (DFS)', short: 'DFS', notOptimal: () => 'DFS takes the first path it stumbles on' },
  'bidirectional-dijkstra': {
    label: 'Bidirectional Dijkstra', short: 'Bidirectional Dijkstra', notOptimal: () => 'this algorithm does not guarantee it',
  },
  'bidirectional-astar': { label: 'Bidirectional A*', short: 'Bidirectional A*', notOptimal: (options) => inadmissible(options) },
  'bidirectional-bfs': {
    label: 'Bidirectional BFS', short: 'Bidirectional BFS', notOptimal: () => 'bidirectional BFS counts steps, not their costs',
  },
  'bidirectional-first-touch': {
    label: 'Bidirectional, first touch (naive)', short: 'First-touch',
    notOptimal: () => 'it stops where the two searches first touch, before a cheaper path between them is ruled out',
  },
});

// Why A* (one side or two) may miss the cheapest path.
function inadmissible(options) {
  return `the ${choiceLabel('heuristic', options.heuristic)} heuristic can overestimate with these moves and costs (it is inadmissible)`;
}

export const OPTION_LABELS = Object.freeze({
  algorithm: 'Algorithm',
  heuristic: 'Heuristic (h)',
  movement: 'Movement',
  diagonal: 'Diagonal moves',
  costs: 'Step costs',
  weight: 'Weight (w)',
  tieBreak: 'Equal f: take',
  budget: 'Node budget',
});

// Each choice's [value, label], in the order the form lists them.
export const CHOICE_LABELS = Object.freeze({
  algorithm: Object.entries(ALGORITHM_TEXT).map(([name, text]) => [name, text.label]),
  heuristic: [['octile', 'Octile'], ['manhattan', 'Manhattan'], ['euclidean', 'Euclidean'], ['chebyshev', 'Chebyshev'], ['zero', 'Zero (h = 0)']],
  movement: [[8, '8 directions'], [4, '4 directions']],
  diagonal: [
    ['no-corner-cut', 'Never cut a corner'], ['one-blocked', 'Cut past one wall'], ['always', 'Squeeze between walls'], ['never', 'No diagonals'],
  ],
  costs: [['integer', '10 and 14'], ['float', '1 and √2']],
  tieBreak: [['smaller-h', 'Smaller h'], ['newest', 'Newest'], ['oldest', 'Oldest']],
});

// The label of one choice, or the value itself when it has none.
function choiceLabel(option, value) {
  return CHOICE_LABELS[option]?.find(([choice]) => String(choice) === String(value))?.[1] ?? String(value);
}

// Why an option is not used by an algorithm that does not read it.
const NOT_USED_BY = {
  heuristic: (algorithm) => `${ALGORITHM_TEXT[algorithm].short} uses no heuristic (its h is 0)`,
  weight: () => 'Only weighted A* uses a weight (f = g + w·h)',
  tieBreak: (algorithm) => `${ALGORITHM_TEXT[algorithm].short} takes nodes in the order found, not by f`,
  budget: () => 'Only IDA* has a node budget (it gives up when it runs out)',
};

// Why an option does not apply to these values, or '' if it does.
export function inapplicableReason(name, values) {
  const why = inapplicability(name, values);
  if (!why) return '';
  if (why.algorithm) return NOT_USED_BY[name](why.algorithm);
  return `Only used with ${why.movement}-direction movement`;
}

// The open-list key as a formula, e.g. ' = g + h' or ' = g + 2·h'; '' for a queue or a stack.
export function keyFormulaText(options) {
  const key = algorithmInfo(options.algorithm)?.key;
  if (!key) return '';
  const term = (factor, name) => (factor === 1 ? name : `${factor}·${name}`);
  const terms = [];
  if (key.g !== 0) terms.push(term(key.g, 'g'));
  if (key.h !== 0) terms.push(key.hTimesWeight ? `${key.h === 1 ? '' : `${key.h}·`}${options.weight}·h` : term(key.h, 'h'));
  return ` = ${terms.join(' + ')}`;
}

// A short description of a set of options, e.g. "A*, Octile" or "Weighted A*, w = 2, Octile".
export function describeOptions(values) {
  const algorithm = algorithmInfo(values.algorithm);
  const parts = [ALGORITHM_TEXT[values.algorithm]?.label ?? String(values.algorithm)];
  if (algorithm?.uses.includes('weight')) parts.push(`w = ${values.weight}`);
  if (algorithm?.uses.includes('heuristic')) parts.push(choiceLabel('heuristic', values.heuristic));
  let text = parts.join(', ');
  if (Number(values.movement) === 4) text += ', 4-way';
  return text;
}

// Why the path found may not be the cheapest, in a reader's words ('' when it is guaranteed).
export function whyNotGuaranteed(run) {
  const { options, result } = run;
  if (result.optimal) return '';
  return ALGORITHM_TEXT[options.algorithm]?.notOptimal(options) ?? 'this algorithm does not guarantee it';
}
