// Words for people: the labels and prose of every algorithm and option in the registry (web/core/
// registry.js holds the facts). Adding an algorithm adds one entry to ALGORITHM_TEXT; a test checks
// that every registry name has its words here and that nothing here names what the registry lacks.
import { ALGORITHM_INFO, algorithmInfo, findsAnyAnglePaths, inapplicability, unmetNeed, overestimate, ENGINE_DEFAULTS } from '../core/registry.js';
import { formatCost, formatCount } from '../view/format.js';

// label: the menu's; short: in sentences; notOptimal(options): why its path may cost more than the
// cheapest, when theory does not promise the cheapest; ownHeuristic: why the heuristic option does not
// apply, for an algorithm that uses an estimate of its own; keyFormula: for a key the engine reports (the
// registry's key.reported, not a fixed mix of g and h), the formula as keyFormulaText gives it (' = g + ...').
// `inadmissible` says why the searches that are optimal with an admissible heuristic may miss the cheapest.
const inadmissible = (options) => overestimateWhy(options) ??
  `the ${choiceLabel('heuristic', options.heuristic)} heuristic can overestimate with these moves and costs (it is inadmissible)`;

// Which heuristic overestimates where (registry overestimate()), in a reader's words, or null.
function overestimateWhy(options) {
  const over = overestimate(options);
  if (!over) return null;
  const cost = formatCost(over.diagonalCost, 2);
  const estimate = formatCost(over.estimate, 2);
  if (over.heuristic === 'manhattan') {
    return `Manhattan counts a diagonal step as two straight ones (${estimate}) though it costs ${cost}, so it overestimates wherever the way ahead runs diagonally (it is inadmissible)`;
  }
  return `a diagonal step costs ${cost}, less than the straight-line length of ${estimate} that Euclidean counts for it, so it overestimates by ${formatCost(over.estimate - over.diagonalCost, 2)} for each diagonal step ahead (it is inadmissible)`;
}
// The key LPA* and D* Lite order their queue by, as a formula: '[min(G, rhs) + H, min(G, rhs)]'; with km,
// D* Lite's (its estimate grows by km as the agent moves); lower: g and h in lower case (the Walk view's words).
export function incrementalKeyText({ km = false, lower = false } = {}) {
  const [g, h] = lower ? ['g', 'h'] : ['G', 'H'];
  return `[min(${g}, rhs) + ${h}${km ? ' + km' : ''}, min(${g}, rhs)]`;
}

export const ALGORITHM_TEXT = Object.freeze({
  astar: { label: 'A*', short: 'A*', notOptimal: inadmissible },
  dijkstra: { label: 'Dijkstra', short: 'Dijkstra', notOptimal: () => 'this algorithm does not guarantee it' },
  greedy: {
    label: 'Greedy best-first', short: 'Greedy',
    notOptimal: () => 'greedy best-first takes the node with the smallest h and never looks at the cost so far, so it follows the estimate into detours',
  },
  'weighted-astar': {
    label: 'Weighted A*', short: 'Weighted A*',
    notOptimal: (options) => `weighted A* counts h ${options.weight} times over, so it overestimates wherever h is close to the real cost ahead: ` +
      `it trades the guarantee for speed, and its path may cost up to ${options.weight} times the cheapest` +
      (overestimate(options) ? `; besides, ${overestimateWhy(options)}` : ''),
  },
  bfs: { label: 'Breadth-first (BFS)', short: 'BFS', notOptimal: () => 'BFS counts steps, not their costs' },
  dfs: { label: 'Depth-first (DFS)', short: 'DFS', notOptimal: () => 'DFS follows one way as deep as it goes and keeps the first path it stumbles on, never comparing costs' },
  'bidirectional-dijkstra': {
    label: 'Bidirectional Dijkstra', short: 'Bidirectional Dijkstra', notOptimal: () => 'this algorithm does not guarantee it',
  },
  'bidirectional-astar': { label: 'Bidirectional A*', short: 'Bidirectional A*', notOptimal: inadmissible },
  'bidirectional-bfs': {
    label: 'Bidirectional BFS', short: 'Bidirectional BFS', notOptimal: () => 'bidirectional BFS counts steps, not their costs',
  },
  'bidirectional-first-touch': {
    label: 'Bidirectional, first touch (wrong)', short: 'First-touch',
    notOptimal: () => 'it stops where the two searches first touch, before a cheaper path between them is ruled out',
  },
  jps: { label: 'Jump point search (JPS)', short: 'JPS', notOptimal: inadmissible },
  'jps-plus': { label: 'JPS+ (precomputed jumps)', short: 'JPS+', notOptimal: inadmissible },
  'ida-star': { label: 'IDA* (iterative deepening)', short: 'IDA*', notOptimal: inadmissible },
  'theta-star': {
    label: 'Theta* (any angle)', short: 'Theta*',
    notOptimal: () => 'Theta* cuts corners only where its parent\'s line of sight reaches: its paths are short, not always the shortest at any angle',
    ownHeuristic: 'Theta* always estimates the straight-line distance (octile would overestimate at any angle; on hexes, between hex centres)',
  },
  'lpa-star': {
    label: 'LPA* (repairs after edits)', short: 'LPA*', notOptimal: () => 'this algorithm does not guarantee it',
    ownHeuristic: 'LPA* always estimates the octile distance (Manhattan with 4 directions, the hex distance on hexes), as D* Lite does',
    ownTieBreak: `LPA* breaks ties of its key ${incrementalKeyText()} by the smaller second part, then by cell`,
  },
  // Two deliberately wrong A*s: the open-list bug one tutorial warns of, and the C++ tutorial's own 200-round loop (the puzzles' lesson 4; registry.h says why).
  'astar-no-resort': {
    label: 'A*, open list not re-sorted (wrong)', short: 'No-resort A*',
    notOptimal: () => 'it is A* with a deliberate bug, kept for the lesson: when a node on the open list is reached more cheaply, ' +
      'its G and F change but the list is not re-sorted, so it leaves in its old order and a dearer way may be closed first',
  },
  'astar-capped': {
    label: `A*, gives up after ${algorithmInfo('astar-capped').expansionCap} steps (wrong)`, short: 'Capped A*',
    notOptimal: () => `it is A* with a deliberate bug, kept for the lesson: its loop stops after ${algorithmInfo('astar-capped').expansionCap} ` +
      'expansions and says there is no path, even where one exists',
  },
});

// The road-only searches (registry rows whose worlds are only 'road'): their words, as ALGORITHM_TEXT's.
export const ROAD_ONLY_TEXT = Object.freeze({
  'astar-reduced': { label: 'A* as Dijkstra on reduced costs', short: 'A* (reduced costs)' },
});
// The words of a road search (engine.route's algorithm), grid rows and road-only rows alike.
export function roadAlgorithmText(name) {
  return ALGORITHM_TEXT[name] ?? ROAD_ONLY_TEXT[name] ?? { label: name, short: name };
}

// A bidirectional stop rule's lower bound (registry stopRule) as the sum or maximum it is, from a
// TraceReplay stopTest(): {forward, backward, bound}. The MM bound's third term, the smallest g on each
// side plus the cheapest step, is named only when it is the largest.
const STOP_BOUND_WORDS = Object.freeze({
  'top-sum': ({ forward, backward }) => `${formatCost(forward)} + ${formatCost(backward)}`,
  'mm-bound': ({ forward, backward, bound }) => {
    const terms = [`f ${formatCost(forward)}`, `f ${formatCost(backward)}`];
    if (bound > Math.max(forward, backward) * (1 + 1e-6)) terms.push(`g + g + step ${formatCost(bound)}`);
    return `max(${terms.join(', ')})`;
  },
  'first-touch': ({ forward, backward }) => `max(f ${formatCost(forward)}, f ${formatCost(backward)})`,
});

// The stop test's lower bound in words and its value, e.g. "38 + 48 = 86", for the search detail and the
// narration (web/grid/narration.js). With `term` ('F', 'G' or 'depth': what a side's term is, the key of its
// next node), each value says which it is and where it comes from: "top G forward 38 (the forward open list's
// smallest G) + top G backward 48 (...) = 86".
// What a bidirectional search's side term is, by its registry row: a layer's depth (a queue), else its open
// list's smallest F, or G when its key reads no h.
export function stopTermOf(info) {
  return info.popOrder === 'fifo' ? 'depth' : info.key?.h ? 'F' : 'G';
}

// The stop test of `rule` with side term `term` (stopTermOf) as a formula, for the code panel's listing.
export function stopTestFormula(rule, term) {
  const top = (side) => (term === 'depth' ? `front layer ${side}` : `top ${term} ${side}`);
  if (rule === 'top-sum') return `stop if ${top('forward')} + ${top('backward')} ≥ mu`;
  if (rule === 'mm-bound') return `stop if max(${top('forward')}, ${top('backward')}, smallest G forward + backward + a step) ≥ mu`;
  return 'stop as soon as mu is finite (the sides touched)';
}

export function stopBoundText(rule, test, term = null) {
  if (!term) return `${STOP_BOUND_WORDS[rule](test)} = ${formatCost(test.bound)}`;
  return `${STOP_BOUND_EXPLAINED[rule](test, term)} = ${boundValue(test.bound)}`;
}

const boundValue = (value) => (Number.isFinite(value) ? formatCost(value) : '∞');
// Both sides' terms (a side whose list ran empty has +infinity), joined by `join`, and where they come from.
function sideTerms(term, { forward, backward }, join) {
  if (term === 'depth') return `front layer forward ${boundValue(forward)}${join}front layer backward ${boundValue(backward)} (each queue's front)`;
  return `top ${term} forward ${boundValue(forward)}${join}top ${term} backward ${boundValue(backward)} (each open list's smallest ${term})`;
}
const STOP_BOUND_EXPLAINED = Object.freeze({
  'top-sum': (test, term) => sideTerms(term, test, ' + '),
  // The third term is in the trace only as the bound itself, so its value is said only when it is the largest.
  'mm-bound': (test, term) => {
    const largest = test.bound > Math.max(test.forward, test.backward) * (1 + 1e-6);
    return `max(${sideTerms(term, test, ', ')}, smallest G forward + backward + a step${largest ? ` ${boundValue(test.bound)}` : ''})`;
  },
  'first-touch': (test, term) => `max(${sideTerms(term, test, ', ')})`,
});

// Where a bidirectional search's μ comes from, for the stop test's words (the forward side's cell first):
// "the sides just met at (5, 2)–(6, 2)" in the step they met, then "the best path across, through (5, 2)–(6, 2)".
export function meetingText(forwardCell, backwardCell, justMet) {
  return `${justMet ? 'the sides just met at' : 'the best path across, through'} ${forwardCell}–${backwardCell}`;
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
  topology: 'Cells',
});

// Each choice's [value, label], in the order the form lists them.
export const CHOICE_LABELS = Object.freeze({
  algorithm: Object.entries(ALGORITHM_TEXT).map(([name, text]) => [name, text.label]),
  heuristic: [['octile', 'Octile'], ['manhattan', 'Manhattan'], ['euclidean', 'Euclidean'], ['chebyshev', 'Chebyshev'], ['hex', 'Hex distance'], ['zero', 'Zero (h = 0)']],
  topology: [['square', 'Squares'], ['hex', 'Hexes']],
  movement: [[8, '8 directions'], [4, '4 directions']],
  diagonal: [
    ['no-corner-cut', 'Never cut a corner'], ['one-blocked', 'Cut past one wall'], ['always', 'Squeeze between walls'], ['never', 'No diagonals'],
  ],
  costs: [['integer', '10 and 14'], ['float', '1 and √2']],
  tieBreak: [['smaller-h', 'Smaller h'], ['newest', 'Newest'], ['oldest', 'Oldest'], ['tutorial', 'Last in the tutorials\' list']],
});

// The form's one Movement control (web/ui/options.js): 4 directions, or 8 with a diagonal rule.
export const MOVES_LABELS = Object.freeze({
  4: '4 directions', 'no-corner-cut': '8, never cut corners', 'one-blocked': '8, cut past one wall', always: '8, squeeze between walls',
});

// The label of one choice, or the value itself when it has none.
export function choiceLabel(option, value) {
  return CHOICE_LABELS[option]?.find(([choice]) => String(choice) === String(value))?.[1] ?? String(value);
}

// The short names of the grid searches that read `option` (registry `uses`): "IDA*", "A and B", "A, B and C".
function usersOf(option) {
  const names = ALGORITHM_INFO.filter((algorithm) => algorithm.uses.includes(option)).map((algorithm) => ALGORITHM_TEXT[algorithm.name].short);
  return { names: names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0], one: names.length === 1 };
}

// Why an option is not used by an algorithm that does not read it.
const NOT_USED_BY = {
  heuristic: (algorithm) => ALGORITHM_TEXT[algorithm].ownHeuristic ?? `${ALGORITHM_TEXT[algorithm].short} uses no heuristic (its h is 0)`,
  weight: () => {
    const { names, one } = usersOf('weight');
    const user = ALGORITHM_INFO.find((algorithm) => algorithm.uses.includes('weight'));
    // The key with the weight in it, as one user's formula: "(f = g + w·h)".
    const formula = one ? keyFormulaText({ algorithm: user.name, weight: 'w' }) : '';
    return `Only ${names} ${one ? 'uses' : 'use'} a weight${formula ? ` (f${formula})` : ''}`;
  },
  tieBreak: (algorithm) => ALGORITHM_TEXT[algorithm].ownTieBreak ?? `${ALGORITHM_TEXT[algorithm].short} takes nodes in the order found, not by f`,
  budget: () => {
    const { names, one } = usersOf('budget');
    return one ? `Only ${names} has a node budget (it gives up when it runs out)` : `Only ${names} have a node budget (they give up when it runs out)`;
  },
};

// Why an option does not apply to these values, or '' if it does.
export function inapplicableReason(name, values) {
  const why = inapplicability(name, values);
  if (!why) return '';
  if (why.algorithm) return NOT_USED_BY[name](why.algorithm);
  if (why.topology) return 'Hexes have six moves that cost one step each, and no corners to cut';
  return `Only used with ${why.movement}-direction movement`;
}

// Why `algorithm` is not offered with these values on a grid with these cell kinds, or ''.
export function unmetNeedReason(algorithm, values, kinds) {
  const why = unmetNeed(algorithm, values, kinds);
  if (!why) return '';
  const who = ALGORITHM_TEXT[algorithm].short;
  if (why.topology) {
    // The engine's reason (the registry's topologyReason), as its refusal gives it.
    const reason = ALGORITHM_INFO.find((row) => row.name === algorithm)?.topologyReason;
    return `${who} does not run on hex grids${reason ? `: ${reason}` : ''}`;
  }
  if (why.movement) return `${who} needs 8-direction movement`;
  if (why.diagonal) return `${who} needs diagonal moves that never cut a corner (the MovingAI rule), not "${choiceLabel('diagonal', why.diagonal)}"`;
  const costs = values.terrainCosts ?? ENGINE_DEFAULTS.terrainCosts;
  const [a, b] = why.kinds;
  return `${who} needs every open cell to cost the same, and this grid has ${a} (cost ${costs[a]}) and ${b} (cost ${costs[b]})`;
}

// The open-list key as a formula, e.g. ' = g + h' or ' = g + 2·h'; '' for a queue or a stack. A key the
// engine reports is no mix of g and h: its words are its labels' keyFormula.
export function keyFormulaText(options) {
  const key = algorithmInfo(options.algorithm)?.key;
  if (!key) return '';
  if (key.reported) return ALGORITHM_TEXT[options.algorithm]?.keyFormula ?? '';
  const term = (factor, name) => (factor === 1 ? name : `${factor}·${name}`);
  const terms = [];
  if (key.g !== 0) terms.push(term(key.g, 'g'));
  if (key.h !== 0) terms.push(key.hTimesWeight ? `${key.h === 1 ? '' : `${key.h}·`}${options.weight}·h` : term(key.h, 'h'));
  return ` = ${terms.join(' + ')}`;
}

// A short description of a set of options, e.g. "A*, Octile" or "Weighted A*, w = 2, Octile".
// The walkers of the Walk view (registry WALKERS): label for its menu, short in sentences.
export const WALKER_TEXT = Object.freeze({
  'dstar-lite': { label: 'D* Lite (repairs its plan)', short: 'D* Lite' },
  'repeated-astar': { label: 'Repeated A* (plans anew)', short: 'Repeated A*' },
});
export function walkerText(name) {
  return WALKER_TEXT[name] ?? { label: String(name), short: String(name) };
}

// A search's status (engine.search's `status`) in words: 'found', 'no path', 'gave up' (IDA*'s budget ran out).
const STATUS_TEXT = { found: 'found', 'no-path': 'no path', 'gave-up': 'gave up' };
export function statusText(status) {
  return STATUS_TEXT[status] ?? String(status);
}

// The note over the canvas while a long search runs in the worker: what it searches, and for how long.
export function searchProgressText(nodeNoun, seconds) {
  return `Searching the ${nodeNoun}\u2026 ${seconds.toFixed(1)} s`;
}

// The same note while a big maze is generated in the worker.
export function generationProgressText(seconds) {
  return `Generating the maze\u2026 ${seconds.toFixed(1)} s`;
}

// What a found path's length counts: grid moves ("44 steps"), or for an any-angle search (Theta*) straight
// segments, each over several cells, so that its "11" beside A*'s "44 steps" does not read as a shorter walk.
// Plural unless `count` is 1 (null: no path yet, the unit alone).
export function pathUnit(algorithm, count) {
  const unit = findsAnyAnglePaths(algorithm) ? 'straight segment' : 'step';
  return count === 1 ? unit : `${unit}s`;
}

// "44 steps", "11 straight segments".
export function pathLengthText(algorithm, count) {
  return `${formatCount(count)} ${pathUnit(algorithm, count)}`;
}

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
  const { result } = run;
  if (result.optimal) return '';
  const options = { ...run.options, topology: run.maze?.topology ?? 'square' };
  return ALGORITHM_TEXT[options.algorithm]?.notOptimal(options) ?? 'this algorithm does not guarantee it';
}

// A finished path beside the cheapest one: "Found 72, optimal 68 (+5.9%).", or '' when it is the cheapest
// (or there is nothing to compare).
export function costGapText(run) {
  const { result, optimalCost } = run;
  if (result.status !== 'found' || !(optimalCost > 0) || result.cost <= optimalCost) return '';
  const more = (result.cost / optimalCost - 1) * 100;
  return `Found ${formatCost(result.cost, 2)}, optimal ${formatCost(optimalCost, 2)} (+${more.toFixed(1)}%).`;
}

// The note under the figures of a finished path that theory does not promise is the cheapest.
export function optimalityNote(run, optimal) {
  const why = whyNotGuaranteed(run);
  const sentence = `${why.charAt(0).toUpperCase()}${why.slice(1)}.`;
  if (optimal) return `Cheapest possible this time (optimal cost ${formatCost(run.optimalCost, 2)}), but not guaranteed: ${why}.`;
  const drawn = run.optimalPath ? ' The dashed line is a cheapest path.' : '';
  return `${costGapText(run)} ${sentence}${drawn}`;
}

// One or two sentences on where the search stands at `step` of `run`, in the words of its family: the
// meeting cost and the stop test of a bidirectional search, the jumps of JPS, the iteration of IDA*, the
// any-angle path of Theta*. '' for the families the figures already say everything about.
export function searchDetail(run, step) {
  const { options, result, replay, tallies, trace } = run;
  const finished = step >= trace.stepCount;
  switch (algorithmInfo(options.algorithm)?.family) {
    case 'bidirectional': {
      const test = replay.stopTest();
      if (!test) return 'Searching from both ends; they have not met yet (μ = ∞).';
      const rule = algorithmInfo(options.algorithm).stopRule;
      const mu = Number.isFinite(test.mu) ? formatCost(test.mu) : '∞';
      const bound = stopBoundText(rule, test);
      const boundMet = test.bound >= test.mu * (1 - 1e-9);
      if (finished && result.status === 'found') {
        if (rule === 'first-touch' && !boundMet) {
          return `Stopped when the frontiers first touched, with μ = ${mu}; but the lower bound ${bound} < μ, so a cheaper path was not ruled out.`;
        }
        return `Stop: ${bound} ≥ μ = ${mu}. No path through the open nodes can beat the best meeting.`;
      }
      if (!Number.isFinite(test.mu)) return `Lower bound ${bound}; the frontiers have not met yet (μ = ∞).`;
      return boundMet
        ? `Stop test met: ${bound} ≥ μ = ${mu}.`
        : `They met (μ = ${mu}), but we are not done: ${bound} < μ, so a cheaper path may still pass through the open nodes.`;
    }
    case 'jump-point': {
      const { expanded, scanned } = tallies.at(step);
      let words = `${formatCount(expanded)} jump points expanded; jumps passed over ${formatCount(scanned)} cells without opening them.`;
      if (finished && result.precompute.bytes > 0) {
        words += ` Jump distances precomputed in ${formatCost(result.precompute.micros / 1000, 1)} ms (${formatCount(Math.round(result.precompute.bytes / 1024))} KB).`;
      }
      return words;
    }
    case 'iterative-deepening': {
      const iteration = replay.currentIteration();
      if (!iteration) return '';
      if (result.status === 'gave-up' && finished) {
        return `Out of budget in iteration ${iteration.number} (f ≤ ${formatCost(iteration.threshold)}): the recursion path drawn is where it stopped.`;
      }
      const { expanded, revisited } = tallies.at(step);
      return `Iteration ${iteration.number}: only nodes with f ≤ ${formatCost(iteration.threshold)} are expanded. ` +
        `${formatCount(expanded)} visits so far, ${formatCount(revisited)} of them to nodes visited before.`;
    }
    case 'incremental': return repairText(result) ||
      'Searched from scratch, from the goal back: G is each cell\'s cost to the goal. Draw or erase a wall, or paint terrain, and LPA* repairs this search instead of redoing it.';
    case 'any-angle': {
      if (!finished || result.status !== 'found' || run.optimalCost === undefined) return '';
      const more = (run.optimalCost / result.cost - 1) * 100;
      return `Any-angle path of ${formatCost(result.cost)} in ${result.length} straight segments; the cheapest path along grid moves costs ${formatCost(run.optimalCost)}, ${formatCost(more, 1)}% more.`;
    }
    default: return '';
  }
}

// An LPA* repair's figures beside A* from scratch (engine result.repair), or '' when it searched anew.
export function repairText(result) {
  const repair = result?.repair;
  if (!repair) return '';
  const cells = (n) => `${formatCount(n)} cell${n === 1 ? '' : 's'}`;
  return `Repair after ${cells(repair.changed)} changed: it touched ${cells(repair.touched)} and expanded ${formatCount(repair.expanded)}; ` +
    `a fresh A* expands ${formatCount(repair.freshAstarExpanded)}.`;
}

// Why a MovingAI query's expected optimum is not what these options measure: `rules` is the scenario's
// (web/grid/presets.js SCENARIO_RULES), `values` the search's. '' when they search by the same rules.
export function scenarioRulesText(rules, values) {
  const differ = Object.keys(rules).filter((name) => String(rules[name]) !== String(values[name]));
  if (!differ.length) return '';
  const ours = [];
  if (differ.includes('movement')) ours.push(`moves in ${values.movement} directions`);
  if (differ.includes('diagonal') && Number(values.movement) === 8) {
    ours.push(values.diagonal === 'never' ? 'no diagonal moves' : `corner cutting ("${choiceLabel('diagonal', values.diagonal)}")`);
  }
  if (differ.includes('costs')) ours.push(`steps costing ${choiceLabel('costs', values.costs)}`);
  if (!ours.length) return '';
  return `The scenario's optimum assumes 8-direction moves costing ${choiceLabel('costs', rules.costs)} (octile) that never cut a corner; ` +
    `this search uses ${ours.join(' and ')}, so its cost cannot match.`;
}

// What a MovingAI .map export loses: `counts` of each terrain on the grid ({grass: 12, ...}), which the
// format has no tile for.
export function mapExportLossText(counts) {
  const kinds = Object.entries(counts).filter(([, count]) => count > 0);
  const total = kinds.reduce((sum, [, count]) => sum + count, 0);
  return `A MovingAI .map has no tiles for terrain: ${kinds.map(([kind, count]) => `${formatCount(count)} ${kind}`).join(', ')} ` +
    (total === 1 ? 'cell would be saved as plain floor, and its cost lost. The .txt export keeps it.'
      : 'cells would be saved as plain floor, and their costs lost. The .txt export keeps them.');
}

// The open list's count beside its heading: "(12)", or while playing "(12 at step 340)", since the list
// then follows the playback a little behind.
export function openListCountText(total, step, live) {
  return live ? `(${formatCount(total)} at step ${formatCount(step)})` : `(${formatCount(total)})`;
}

// The Cell panel when it floats beside the cell the Inspect tool tapped on a phone (web/grid/inspector-card.js).
export const INSPECTOR_CARD_TEXT = Object.freeze({
  close: 'Close the cell\'s details',
});
