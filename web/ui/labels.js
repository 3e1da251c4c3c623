// Words for people: the labels and prose of every algorithm and option in the registry (web/core/
// registry.js holds the facts). Adding an algorithm adds one entry to ALGORITHM_TEXT; a test checks
// that every registry name has its words here and that nothing here names what the registry lacks.
// The words themselves are the catalogues' (web/i18n/en/search.js, results.js and their zh-Hans twins): this
// file picks the message and fills its values; each sentence is one message, never assembled from pieces.
import { ALGORITHM_INFO, algorithmInfo, findsAnyAnglePaths, inapplicability, unmetNeed, overestimate, ENGINE_DEFAULTS, heuristicRefusal, tieBreakRefusal } from '../core/registry.js';
import { formatCost, formatCount } from '../view/format.js';
import { t, formatList, has } from '../i18n/i18n.js';

// A sentence from a reason that starts lower case (it also ends other sentences): its first letter up
// (no change to a Chinese one).
const capitalise = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

// label: the menu's; short: in sentences; notOptimal(options): why its path may cost more than the
// cheapest, when theory does not promise the cheapest; ownHeuristic: why the heuristic option does not
// apply, for an algorithm that uses an estimate of its own; keyFormula: for a key the engine reports (the
// registry's key.reported, not a fixed mix of g and h), the formula as keyFormulaText gives it (' = g + ...'),
// and keyTerms: what its other letters stand for (the pseudocode's first line: 'd: a node's depth, ...').
// `inadmissible` says why the searches that are optimal with an admissible heuristic may miss the cheapest.
const inadmissible = (options) => overestimateWhy(options) ??
  t('why.inadmissible', { heuristic: choiceLabel('heuristic', options.heuristic) });

// Which heuristic overestimates where (registry overestimate()), in a reader's words, or null.
function overestimateWhy(options) {
  const over = overestimate(options);
  if (!over) return null;
  const cost = formatCost(over.diagonalCost, 2);
  const estimate = formatCost(over.estimate, 2);
  if (over.heuristic === 'manhattan') return t('why.manhattanOver', { estimate, cost });
  return t('why.euclideanOver', { cost, estimate, excess: formatCost(over.estimate - over.diagonalCost, 2) });
}
// The key LPA* and D* Lite order their queue by, as a formula: '[min(G, rhs) + H, min(G, rhs)]'; with km,
// D* Lite's (its estimate grows by km as the agent moves); lower: g and h in lower case (the Walk view's words).
export function incrementalKeyText({ km = false, lower = false } = {}) {
  const [g, h] = lower ? ['g', 'h'] : ['G', 'H'];
  return `[min(${g}, rhs) + ${h}${km ? ' + km' : ''}, min(${g}, rhs)]`;
}

// An algorithm's label and short name from the catalogue (algorithm.<name>.label, .short).
const named = (name) => ({ label: t(`algorithm.${name}.label`), short: t(`algorithm.${name}.short`) });
const capped = () => ({ cap: formatCount(algorithmInfo('astar-capped').expansionCap) });
export const ALGORITHM_TEXT = Object.freeze({
  astar: { ...named('astar'), notOptimal: inadmissible },
  dijkstra: { ...named('dijkstra'), notOptimal: () => t('why.notGuaranteed') },
  greedy: { ...named('greedy'), notOptimal: () => t('why.greedy') },
  'weighted-astar': {
    ...named('weighted-astar'),
    notOptimal: (options) => (overestimate(options)
      ? t('why.weightedBesides', { weight: String(options.weight), why: overestimateWhy(options) })
      : t('why.weighted', { weight: String(options.weight) })),
  },
  bfs: { ...named('bfs'), notOptimal: () => t('why.bfs') },
  dfs: { ...named('dfs'), notOptimal: () => t('why.dfs') },
  'bidirectional-dijkstra': { ...named('bidirectional-dijkstra'), notOptimal: () => t('why.notGuaranteed') },
  'bidirectional-astar': { ...named('bidirectional-astar'), notOptimal: inadmissible },
  'bidirectional-bfs': { ...named('bidirectional-bfs'), notOptimal: () => t('why.bidirectionalBfs') },
  'bidirectional-first-touch': { ...named('bidirectional-first-touch'), notOptimal: () => t('why.firstTouch') },
  jps: { ...named('jps'), notOptimal: inadmissible },
  'jps-plus': { ...named('jps-plus'), notOptimal: inadmissible },
  'ida-star': { ...named('ida-star'), notOptimal: inadmissible },
  'theta-star': { ...named('theta-star'), notOptimal: () => t('why.thetaStar'), ownHeuristic: t('why.thetaStarHeuristic') },
  'lpa-star': {
    ...named('lpa-star'), notOptimal: () => t('why.notGuaranteed'),
    ownHeuristic: t('why.lpaStarHeuristic'),
    ownTieBreak: t('why.lpaStarTieBreak', { key: incrementalKeyText() }),
  },
  // Two deliberately wrong A*s: the open-list bug one tutorial warns of, and the C++ tutorial's own 200-round loop (the puzzles' lesson 4; registry.h says why).
  'astar-no-resort': { ...named('astar-no-resort'), notOptimal: () => t('why.noResort') },
  'astar-capped': {
    label: t('algorithm.astar-capped.label', capped()), short: t('algorithm.astar-capped.short'),
    notOptimal: () => t('why.capped', capped()),
  },
});

// The road-only searches (registry rows whose worlds are only 'road'): their words, as ALGORITHM_TEXT's.
export const ROAD_ONLY_TEXT = Object.freeze({
  'astar-reduced': named('astar-reduced'),
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
    if (bound > Math.max(forward, backward) * (1 + 1e-6)) terms.push(t('stop.ggStep', { bound: formatCost(bound) }));
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
  const top = (side) => (term === 'depth' ? t(`stop.layer.${side}`) : t(`stop.top.${side}`, { term }));
  if (rule === 'top-sum') return t('stop.ifSum', { forward: top('forward'), backward: top('backward') });
  if (rule === 'mm-bound') return t('stop.ifMax', { forward: top('forward'), backward: top('backward') });
  return t('stop.ifTouched');
}

export function stopBoundText(rule, test, term = null) {
  if (!term) return `${STOP_BOUND_WORDS[rule](test)} = ${formatCost(test.bound)}`;
  return `${STOP_BOUND_EXPLAINED[rule](test, term)} = ${boundValue(test.bound)}`;
}

const boundValue = (value) => (Number.isFinite(value) ? formatCost(value) : '∞');
// Both sides' terms (a side whose list ran empty has +infinity), joined by `join`, and where they come from.
function sideTerms(term, { forward, backward }, join) {
  const values = { forward: boundValue(forward), backward: boundValue(backward), join, term };
  return term === 'depth' ? t('stop.layersExplained', values) : t('stop.topsExplained', values);
}
const STOP_BOUND_EXPLAINED = Object.freeze({
  'top-sum': (test, term) => sideTerms(term, test, ' + '),
  // The third term is in the trace only as the bound itself, so its value is said only when it is the largest.
  'mm-bound': (test, term) => {
    const largest = test.bound > Math.max(test.forward, test.backward) * (1 + 1e-6);
    const third = largest ? t('stop.ggStepValue', { bound: boundValue(test.bound) }) : t('stop.ggStepTerm');
    return `max(${sideTerms(term, test, ', ')}, ${third})`;
  },
  'first-touch': (test, term) => `max(${sideTerms(term, test, ', ')})`,
});

// Where a bidirectional search's μ comes from, for the stop test's words (the forward side's cell first):
// "the sides just met at (5, 2)–(6, 2)" in the step they met, then "the best path across, through (5, 2)–(6, 2)".
export function meetingText(forwardCell, backwardCell, justMet) {
  return t(justMet ? 'stop.justMet' : 'stop.bestAcross', { forward: forwardCell, backward: backwardCell });
}

const OPTION_NAMES = ['algorithm', 'heuristic', 'movement', 'diagonal', 'costs', 'weight', 'tieBreak', 'budget', 'topology'];
export const OPTION_LABELS = Object.freeze(Object.fromEntries(OPTION_NAMES.map((name) => [name, t(`option.${name}`)])));

// Each choice's [value, label], in the order the form lists them (the catalogue's choice.<option>.<value>).
const choices = (option, values) => values.map((value) => [value, t(`choice.${option}.${value}`)]);
export const CHOICE_LABELS = Object.freeze({
  algorithm: Object.entries(ALGORITHM_TEXT).map(([name, text]) => [name, text.label]),
  heuristic: choices('heuristic', ['octile', 'manhattan', 'euclidean', 'chebyshev', 'hex', 'zero']),
  topology: choices('topology', ['square', 'hex']),
  movement: choices('movement', [8, 4]),
  diagonal: choices('diagonal', ['no-corner-cut', 'one-blocked', 'always', 'never']),
  costs: choices('costs', ['integer', 'float']),
  tieBreak: choices('tieBreak', ['smaller-h', 'newest', 'oldest', 'tutorial']),
});

// The form's one Movement control (web/ui/options.js): 4 directions, or 8 with a diagonal rule.
export const MOVES_LABELS = Object.freeze(Object.fromEntries(['4', 'no-corner-cut', 'one-blocked', 'always'].map((name) => [name, t(`moves.${name}`)])));

// The label of one choice, or the value itself when it has none.
export function choiceLabel(option, value) {
  return CHOICE_LABELS[option]?.find(([choice]) => String(choice) === String(value))?.[1] ?? String(value);
}

// The short names of the grid searches that read `option` (registry `uses`): "IDA*", "A and B", "A, B and C".
function usersOf(option) {
  const names = ALGORITHM_INFO.filter((algorithm) => algorithm.uses.includes(option)).map((algorithm) => ALGORITHM_TEXT[algorithm.name].short);
  return { names: formatList(names), one: names.length === 1 };
}

// Why an option is not used by an algorithm that does not read it.
const NOT_USED_BY = {
  heuristic: (algorithm) => ALGORITHM_TEXT[algorithm].ownHeuristic ?? t('reason.noHeuristic', { algorithm: ALGORITHM_TEXT[algorithm].short }),
  weight: () => {
    const { names, one } = usersOf('weight');
    const user = ALGORITHM_INFO.find((algorithm) => algorithm.uses.includes('weight'));
    // The key with the weight in it, as one user's formula: "(f = g + w·h)".
    const formula = one ? keyFormulaText({ algorithm: user.name, weight: 'w' }) : '';
    if (formula) return t('reason.weightOne', { names, formula: `f${formula}` });
    return t(one ? 'reason.weightOneNoFormula' : 'reason.weightMany', { names });
  },
  // IDA* keeps no open list at all (it goes depth-first under an F threshold); BFS and DFS take nodes as found.
  tieBreak: (algorithm) => ALGORITHM_TEXT[algorithm].ownTieBreak ?? t(algorithmInfo(algorithm)?.popOrder === 'none' ? 'reason.noOpenList' : 'reason.noTieBreak',
    { algorithm: ALGORITHM_TEXT[algorithm].short }),
  budget: () => {
    const { names, one } = usersOf('budget');
    return t(one ? 'reason.budgetOne' : 'reason.budgetMany', { names });
  },
};

// Why an option does not apply to these values, or '' if it does.
export function inapplicableReason(name, values) {
  const why = inapplicability(name, values);
  if (!why) return '';
  if (why.algorithm) return NOT_USED_BY[name](why.algorithm);
  if (why.topology) return t('reason.hexMoves');
  return t('reason.onlyWithMovement', { movement: String(why.movement) });
}

// Why `algorithm` is not offered with these values on a grid with these cell kinds, or ''.
export function unmetNeedReason(algorithm, values, kinds) {
  const why = unmetNeed(algorithm, values, kinds);
  if (!why) return '';
  const who = ALGORITHM_TEXT[algorithm].short;
  if (why.topology) {
    // The engine's reason (the registry's topologyReason), as its refusal gives it, in the page's language
    // where the catalogue has it (reason.topology.<algorithm>).
    const engineReason = ALGORITHM_INFO.find((row) => row.name === algorithm)?.topologyReason;
    const reason = engineReason && has(`reason.topology.${algorithm}`) ? t(`reason.topology.${algorithm}`) : engineReason;
    return reason ? t('reason.noHexBecause', { algorithm: who, reason }) : t('reason.noHex', { algorithm: who });
  }
  if (why.movement) return t('reason.needsEight', { algorithm: who });
  if (why.diagonal) return t('reason.needsNoCornerCut', { algorithm: who, rule: choiceLabel('diagonal', why.diagonal) });
  const costs = values.terrainCosts ?? ENGINE_DEFAULTS.terrainCosts;
  const [a, b] = why.kinds;
  return t('reason.needsUniform', { algorithm: who, a: terrainName(a), costA: String(costs[a]), b: terrainName(b), costB: String(costs[b]) });
}

// Why the estimate `heuristic` is refused on `topology`'s cells (the registry's heuristicRefusal, the engine's
// words), in the page's language; null when it is not.
export function heuristicRefusalText(topology, heuristic) {
  if (!heuristicRefusal(topology, heuristic)) return null;
  return t(topology === 'hex' ? 'reason.heuristicNotOnHex' : 'reason.heuristicNotOnSquare');
}

// Why `algorithm` does not take the tie-break `tieBreak` (registry tieBreakRefusal), in words; null when it does:
// one that breaks no ties of f says why (as the greyed control's note does), one that does keeps its own list.
export function tieBreakRefusalText(algorithm, tieBreak) {
  if (!tieBreakRefusal(algorithm, tieBreak)) return null;
  if (inapplicability('tieBreak', { algorithm })) return NOT_USED_BY.tieBreak(algorithm);
  return t('reason.tieBreakTutorial', { algorithm: ALGORITHM_TEXT[algorithm].short });
}

// A terrain's name in running text ('grass', '草地'), from the cell kinds' names the registry uses.
export function terrainName(kind) {
  return has(`terrain.${kind}`) ? t(`terrain.${kind}`) : String(kind);
}

// What the letters of a reported key's formula other than g, h and w stand for, or null (none, or a fixed mix).
export function keyTermsText(algorithm) {
  return ALGORITHM_TEXT[algorithm]?.keyTerms ?? null;
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
  'dstar-lite': { label: t('walker.dstar-lite.label'), short: 'D* Lite' },
  'repeated-astar': { label: t('walker.repeated-astar.label'), short: t('walker.repeated-astar.short') },
});
export function walkerText(name) {
  return WALKER_TEXT[name] ?? { label: String(name), short: String(name) };
}

// A search's status (engine.search's `status`) in words: 'found', 'no path', 'gave up' (IDA*'s budget ran out).
export function statusText(status) {
  return has(`status.${status}`) ? t(`status.${status}`) : String(status);
}

// The note over the canvas while a long search runs in the worker: what it searches, and for how long.
export function searchProgressText(nodeNoun, seconds) {
  return t('progress.search', { what: nodeNoun, seconds: seconds.toFixed(1) });
}

// The same note while a big maze is generated in the worker.
export function generationProgressText(seconds) {
  return t('progress.generate', { seconds: seconds.toFixed(1) });
}

// What a found path's length counts: grid moves ("44 steps"), or for an any-angle search (Theta*) straight
// segments, each over several cells, so that its "11" beside A*'s "44 steps" does not read as a shorter walk.
// Plural unless `count` is 1 (null: no path yet, the unit alone).
export function pathUnit(algorithm, count) {
  return t(findsAnyAnglePaths(algorithm) ? 'unit.segments' : 'unit.steps', { n: count ?? 2 });
}

// "44 steps", "11 straight segments".
export function pathLengthText(algorithm, count) {
  return t(findsAnyAnglePaths(algorithm) ? 'length.segments' : 'length.steps', { n: count, count: formatCount(count) });
}

export function describeOptions(values) {
  const algorithm = algorithmInfo(values.algorithm);
  const parts = [ALGORITHM_TEXT[values.algorithm]?.label ?? String(values.algorithm)];
  if (algorithm?.uses.includes('weight')) parts.push(`w = ${values.weight}`);
  if (algorithm?.uses.includes('heuristic')) parts.push(choiceLabel('heuristic', values.heuristic));
  if (Number(values.movement) === 4) parts.push(t('describe.fourWay'));
  return parts.join(t('describe.separator'));
}

// Why the path found may not be the cheapest, in a reader's words ('' when it is guaranteed).
export function whyNotGuaranteed(run) {
  const { result } = run;
  if (result.optimal) return '';
  const options = { ...run.options, topology: run.maze?.topology ?? 'square' };
  return ALGORITHM_TEXT[options.algorithm]?.notOptimal(options) ?? t('why.notGuaranteed');
}

// A finished path beside the cheapest one: "Found 72, optimal 68 (+5.9%).", or '' when it is the cheapest
// (or there is nothing to compare).
export function costGapText(run) {
  const { result, optimalCost } = run;
  if (result.status !== 'found' || !(optimalCost > 0) || result.cost <= optimalCost) return '';
  const more = (result.cost / optimalCost - 1) * 100;
  return t('result.costGap', { found: formatCost(result.cost, 2), optimal: formatCost(optimalCost, 2), more: more.toFixed(1) });
}

// The note under the figures of a finished path that theory does not promise is the cheapest.
export function optimalityNote(run, optimal) {
  const why = whyNotGuaranteed(run);
  if (optimal) return t('result.luckyOptimal', { cost: formatCost(run.optimalCost, 2), why });
  const sentence = t('result.sentence', { text: capitalise(why) });
  const drawn = run.optimalPath ? t('result.dashed') : '';
  return t('result.notOptimal', { gap: costGapText(run), why: sentence, dashed: drawn });
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
      if (!test) return t('detail.notMet');
      const rule = algorithmInfo(options.algorithm).stopRule;
      const mu = Number.isFinite(test.mu) ? formatCost(test.mu) : '∞';
      const bound = stopBoundText(rule, test);
      const boundMet = test.bound >= test.mu * (1 - 1e-9);
      if (finished && result.status === 'found') {
        if (rule === 'first-touch' && !boundMet) return t('detail.firstTouchStopped', { mu, bound });
        return t('detail.stopped', { mu, bound });
      }
      if (!Number.isFinite(test.mu)) return t('detail.boundNotMet', { bound });
      return t(boundMet ? 'detail.stopMet' : 'detail.metNotDone', { mu, bound });
    }
    case 'jump-point': {
      const { expanded, scanned } = tallies.at(step);
      const jumps = t('detail.jumps', { expanded: formatCount(expanded), scanned: formatCount(scanned) });
      if (finished && result.precompute.bytes > 0) {
        return t('detail.jumpsPrecomputed', {
          jumps, ms: formatCost(result.precompute.micros / 1000, 1), kb: formatCount(Math.round(result.precompute.bytes / 1024)),
        });
      }
      return jumps;
    }
    case 'iterative-deepening': {
      const iteration = replay.currentIteration();
      if (!iteration) return '';
      const threshold = formatCost(iteration.threshold);
      if (result.status === 'gave-up' && finished) return t('detail.outOfBudget', { number: iteration.number, threshold });
      const { expanded, revisited } = tallies.at(step);
      return t('detail.iteration', { number: iteration.number, threshold, expanded: formatCount(expanded), revisited: formatCount(revisited) });
    }
    case 'incremental': return repairText(result) || t('detail.lpaFromScratch');
    case 'any-angle': {
      if (!finished || result.status !== 'found' || run.optimalCost === undefined) return '';
      const more = (run.optimalCost / result.cost - 1) * 100;
      return t('detail.anyAngle', {
        cost: formatCost(result.cost), n: result.length, segments: String(result.length), optimal: formatCost(run.optimalCost), more: formatCost(more, 1),
      });
    }
    default: return '';
  }
}

// An LPA* repair's figures beside A* from scratch (engine result.repair), or '' when it searched anew.
export function repairText(result) {
  const repair = result?.repair;
  if (!repair) return '';
  return t('detail.repair', {
    changed: t('count.cells', { n: repair.changed, count: formatCount(repair.changed) }),
    touched: t('count.cells', { n: repair.touched, count: formatCount(repair.touched) }),
    expanded: formatCount(repair.expanded), fresh: formatCount(repair.freshAstarExpanded),
  });
}

// Why a MovingAI query's expected optimum is not what these options measure: `rules` is the scenario's
// (web/grid/presets.js SCENARIO_RULES), `values` the search's. '' when they search by the same rules.
export function scenarioRulesText(rules, values) {
  const differ = Object.keys(rules).filter((name) => String(rules[name]) !== String(values[name]));
  if (!differ.length) return '';
  const ours = [];
  if (differ.includes('movement')) ours.push(t('scenario.moves', { movement: String(values.movement) }));
  if (differ.includes('diagonal') && Number(values.movement) === 8) {
    ours.push(values.diagonal === 'never' ? t('scenario.noDiagonals') : t('scenario.cornerCutting', { rule: choiceLabel('diagonal', values.diagonal) }));
  }
  if (differ.includes('costs')) ours.push(t('scenario.costs', { costs: choiceLabel('costs', values.costs) }));
  if (!ours.length) return '';
  return t('scenario.differs', { costs: choiceLabel('costs', rules.costs), ours: formatList(ours) });
}

// What a MovingAI .map export loses: `counts` of each terrain on the grid ({grass: 12, ...}), which the
// format has no tile for.
export function mapExportLossText(counts) {
  const kinds = Object.entries(counts).filter(([, count]) => count > 0);
  const total = kinds.reduce((sum, [, count]) => sum + count, 0);
  const list = kinds.map(([kind, count]) => t('mapLoss.kind', { count: formatCount(count), kind: terrainName(kind) })).join(t('list.separator'));
  return t('mapLoss.text', { n: total, kinds: list });
}

// The open list's count beside its heading: "(12)", or while playing "(12 at step 340)", since the list
// then follows the playback a little behind.
export function openListCountText(total, step, live) {
  return live ? t('openList.countLive', { total: formatCount(total), step: formatCount(step) }) : `(${formatCount(total)})`;
}

// The Cell panel when it floats beside the cell the Inspect tool tapped on a phone (web/grid/inspector-card.js).
export const INSPECTOR_CARD_TEXT = Object.freeze({
  close: t('inspector.closeCard'),
});
