// The puzzles' words: questions, verdicts and their reasons, in one table of functions. The numbers in them
// come from the engine's trace (through the puzzles' graders); nothing here decides what is right. The words
// themselves are the catalogues' (web/i18n/en/puzzles.js and its twins): each verdict one message with the
// cells and figures as values, so another language puts them in its own order.
import { LANE } from '../core/trace.js';
import { algorithmInfo, cellKeyFunction } from '../core/registry.js';
import { ALGORITHM_TEXT } from '../ui/labels.js';
import { formatCost, formatCount } from '../view/format.js';
import { t } from '../i18n/i18n.js';
import { engineText } from '../core/engine-refusals.js';
import { DEFAULT_WALL_BUDGET } from './puzzle-fields.js';

// Sentences one after another: a space in English, nothing in Chinese (the catalogue's joiner).
const sentences = (...parts) => parts.filter(Boolean).join(t('narration.join'));

export const point = (cell, width) => `(${cell % width}, ${Math.floor(cell / width)})`;

// The key's name and a cell's key with the figures it is made of: ['F', 'F 54 = G 14 + H 40'].
function keyFigures(run, lane, cell) {
  const { options, replay } = run;
  const key = algorithmInfo(options.algorithm).key;
  const side = replay.laneState(lane);
  const g = formatCost(side.g[cell]);
  const h = formatCost(side.h[cell]);
  if (key.g === 0) return ['H', `H ${h}`];
  if (key.h === 0) return ['G', `G ${g}`];
  const value = formatCost(cellKeyFunction(options)(side, cell));
  return ['F', `F ${value} = G ${g} + ${key.hTimesWeight ? `${options.weight}·` : ''}H ${h}`];
}

// The step an event of the trace belongs to, in words.
const stepOf = (trace, event) => t('puzzle.step', { step: formatCount(trace.stepOfEvent(event)) });

// The verdict on a predicted expansion (./predict.js gathers the facts).
export function predictVerdictText(verdict, facts) {
  const { run, expected, given, lane, bidirectional } = facts;
  const { width } = run.maze;
  const { trace } = run;
  const order = algorithmInfo(run.options.algorithm).popOrder;
  const E = point(expected, width);
  const G = given >= 0 && given < trace.nodeCount ? point(given, width) : t('puzzle.thatCell');
  const side = bidirectional ? t(lane === LANE.backward ? 'puzzle.backwardExpands' : 'puzzle.forwardExpands') : '';
  // Why the expected cell is next, as the verdict's first sentence (`opening` 'right') or after a reason ('next').
  const why = (opening) => {
    const kind = order === 'fifo' || order === 'lifo' ? order : 'key';
    const [key, figures] = kind === 'key' ? keyFigures(run, lane, expected) : ['', ''];
    return t(`puzzle.predict.${opening}.${kind}`, { cell: E, key, figures });
  };
  if (verdict === 'right') return sentences(why('right'), side);
  if (verdict === 'tied') {
    const [key, givenFigures] = keyFigures(run, lane, given);
    const values = { given: G, givenFigures, cell: E, figures: keyFigures(run, lane, expected)[1], key };
    let text;
    if (run.options.tieBreak === 'smaller-h' && facts.mine.tie !== facts.theirs.tie) {
      text = t('puzzle.predict.tied.smallerH', values);
    } else if (run.options.tieBreak === 'smaller-h') {
      text = t('puzzle.predict.tied.sameH', { ...values, step: stepOf(trace, facts.theirs.push) });
    } else if (run.options.tieBreak === 'tutorial') {
      // Its place in the list, not when it was put there, decides (web/core/open-list.js).
      text = t('puzzle.predict.tied.tutorial', values);
    } else {
      text = t('puzzle.predict.tied.rule', { ...values, rule: t(`puzzle.tieBreak.${run.options.tieBreak}`), step: stepOf(trace, facts.theirs.push) });
    }
    return sentences(text, side);
  }
  let reason;
  if (facts.mine) {
    const sameExpansion = trace.stepOfEvent(facts.mine.push) === trace.stepOfEvent(facts.theirs.push);
    const pushed = { given: G, cell: E, givenStep: stepOf(trace, facts.mine.push), step: stepOf(trace, facts.theirs.push) };
    if (order === 'fifo') {
      reason = t(sameExpansion ? 'puzzle.predict.queueSame' : 'puzzle.predict.queueEarlier', pushed);
    } else if (order === 'lifo') {
      reason = t(sameExpansion ? 'puzzle.predict.stackSame' : 'puzzle.predict.stackLater', pushed);
    } else {
      const [key, givenFigures] = keyFigures(run, lane, given);
      reason = t('puzzle.predict.smaller', { given: G, givenFigures, cell: E, figures: keyFigures(run, lane, expected)[1], key });
    }
  } else if (facts.otherSide) {
    reason = t(lane === LANE.backward ? 'puzzle.predict.waitsOnForward' : 'puzzle.predict.waitsOnBackward', { given: G });
  } else {
    const state = { outside: 'puzzle.predict.outside', wall: 'puzzle.predict.wall', closed: 'puzzle.predict.closed', unseen: 'puzzle.predict.unseen' }[facts.state];
    reason = sentences(t(state, { given: G }), why('next'), side);
  }
  return t('puzzle.predict.wrong', { reason });
}

// The question each puzzle kind asks (the page's card and the screen reader both read it).
const short = (algorithm) => ALGORITHM_TEXT[algorithm]?.short ?? algorithm;
export const QUESTION_TEXT = Object.freeze({
  predict: (algorithm) => t('puzzle.question.predict', { algorithm: short(algorithm) }),
  // tolerance: how far off a typed number may be and still count (0.1 where the numbers have decimals).
  numbers: (where, algorithm, tolerance = 0) => t(tolerance >= 0.05 ? 'puzzle.question.numbersDecimals' : 'puzzle.question.numbers',
    { cell: where, algorithm: short(algorithm), tolerance: String(tolerance) }),
  path: () => t('puzzle.question.path'),
  which: () => t('puzzle.question.which'),
});

// A heuristic's name as the verdicts say it ("the Manhattan distance", 按曼哈顿距离).
const heuristicName = (name) => t(`puzzle.heuristic.${name}`);

// The figures of a G mistake the verdict and the hint quote (`m`: numbers.js's mistake).
function gValues(m, g, side, parent, width) {
  const c = formatCost;
  const via = m.kind === 'other-parent' ? m : {};
  return {
    diagonal: c(m.diagonal), straight: c(m.straight), g: c(g.expected), given: c(g.given),
    via: via.via === undefined ? '' : point(via.via, width), viaG: c(via.viaG), viaStep: c(via.step),
    parent: parent >= 0 ? point(parent, width) : '', parentG: c(via.parentG ?? side.g[parent]), parentStep: c(via.parentStep),
    step: c(g.expected - side.g[parent]),
  };
}
const G_MISTAKE = { empty: 'gEmpty', 'diagonal-as-straight': 'diagonal', steps: 'gSteps', terrain: 'terrain', 'other-parent': 'otherParent', sum: 'gSum' };
const H_MISTAKE = { empty: 'hEmpty', 'no-estimate': 'noEstimate', 'other-heuristic': 'otherHeuristic', 'around-walls': 'aroundWalls', steps: 'hSteps' };
const F_MISTAKE = { empty: 'fEmpty', 'no-weight': 'noWeight', 'from-yours': 'fromYours', sum: 'fSum' };

// The message of an H mistake (`group`: 'numbers' for the verdict, 'hint' for the hint; both say empty the same).
function hLine(group, run, h) {
  const m = h.mistake;
  const name = m.kind === 'formula' ? (run.maze.topology === 'hex' ? 'hexFormula' : 'formula') : H_MISTAKE[m.kind];
  const values = {
    algorithm: ALGORITHM_TEXT[run.options.algorithm]?.short ?? t('puzzle.thisSearch'), given: formatCost(h.given), h: formatCost(h.expected),
    heuristic: heuristicName(run.options.heuristic), other: m.heuristic ? heuristicName(m.heuristic) : '', dx: m.dx, dy: m.dy,
  };
  return t(`puzzle.${m.kind === 'empty' ? 'numbers' : group}.${name}`, values);
}

// The verdict on typed G, H and F (./numbers.js grades them and names each mistake).
export function numbersVerdictText(run, question, fields, { attempt = 1 } = {}) {
  const { width } = run.maze;
  const side = run.replay.laneState(question.lane);
  const cell = question.cell;
  const parent = side.parent[cell];
  const P = parent >= 0 ? point(parent, width) : '';
  const right = ['g', 'h', 'f'].filter((name) => fields[name].right).length;
  const lines = [];
  const { g, h, f } = fields;
  if (!g.right) lines.push(t(`puzzle.numbers.${G_MISTAKE[g.mistake.kind]}`, gValues(g.mistake, g, side, parent, width)));
  if (!h.right) lines.push(hLine('numbers', run, h));
  const [, figures] = keyFigures(run, question.lane, cell);
  if (!f.right) lines.push(t(`puzzle.numbers.${F_MISTAKE[f.mistake.kind]}`, { weight: f.mistake.weight, figures }));
  const where = point(cell, width);
  if (!lines.length) {
    const key = `puzzle.numbers.right${attempt > 1 ? 'Second' : ''}${P ? 'Via' : ''}`;
    return t(key, { cell: where, figures, parent: P });
  }
  return t('puzzle.numbers.wrong', { right, lines: sentences(...lines) });
}

// After a first try with a mistake: each wrong figure's mistake named, without the right number, and one more
// try (./numbers.js grades it; its fields as numbersVerdictText takes them).
export function numbersHintText(run, question, fields) {
  const { width } = run.maze;
  const side = run.replay.laneState(question.lane);
  const parent = side.parent[question.cell];
  const right = ['g', 'h', 'f'].filter((name) => fields[name].right).length;
  const { g, h, f } = fields;
  const lines = [];
  if (!g.right) {
    const name = G_MISTAKE[g.mistake.kind];
    lines.push(t(`puzzle.${name === 'gEmpty' ? 'numbers' : 'hint'}.${name}`, gValues(g.mistake, g, side, parent, width)));
  }
  if (!h.right) lines.push(hLine('hint', run, h));
  if (!f.right) {
    const key = algorithmInfo(run.options.algorithm).key;
    const formula = key.g === 0 ? 'H' : key.h === 0 ? 'G' : `G + ${key.hTimesWeight ? `${run.options.weight}·` : ''}H`;
    const name = F_MISTAKE[f.mistake.kind];
    lines.push(t(`puzzle.${name === 'fEmpty' ? 'numbers' : 'hint'}.${name}`, { weight: f.mistake.weight, formula }));
  }
  return t('puzzle.hint.wrong', { right, lines: sentences(...lines) });
}

// The verdict on a drawn path (./path.js).
export function pathVerdictText({ maze, best, walk, legal, cost, reason }) {
  const { width } = maze;
  if (!legal) {
    const why = {
      empty: () => t('puzzle.path.empty'),
      start: () => t('puzzle.path.start', { cell: point(walk[0] ?? 0, width), x: maze.start.x, y: maze.start.y }),
      goal: () => t('puzzle.path.goal', { cell: point(walk.at(-1) ?? 0, width), x: maze.goal.x, y: maze.goal.y }),
    }[reason]?.() ?? t('puzzle.path.illegal', { reason: engineText(reason) }); // walk_check.cpp's English: cpp.walk.*
    return best ? t('puzzle.path.cheapest', { why, cost: formatCost(best.cost) }) : why;
  }
  if (!best) return t('puzzle.path.none');
  const gap = cost - best.cost;
  if (Math.abs(gap) <= 1e-9 * Math.max(1, best.cost)) return t('puzzle.path.right', { cost: formatCost(cost) });
  return t('puzzle.path.over', { cost: formatCost(cost), best: formatCost(best.cost), percent: (100 * gap / best.cost).toFixed(1) });
}

// What gives each hidden search away, in the tutorials' words (the catalogue's puzzle.giveaway.*).
export function whichVerdictText(algorithm, given) {
  const name = (a) => ALGORITHM_TEXT[a]?.short ?? a;
  const giveaway = t(`puzzle.giveaway.${algorithm}`);
  if (given === algorithm) return t('puzzle.which.right', { algorithm: name(algorithm), giveaway });
  return t('puzzle.which.wrong', { algorithm: name(algorithm), given: name(given), giveaway, givenGiveaway: t(`puzzle.giveaway.${given}`) });
}

// The walls puzzle's goals and its result (./walls.js).
const wallGoal = (goal) => ({
  label: t(`puzzle.walls.${goal}.label`), unit: t(`puzzle.walls.${goal}.unit`), ask: (budget) => t(`puzzle.walls.${goal}.ask`, { budget }),
});
export const WALL_GOAL_TEXT = Object.freeze({ work: wallGoal('work'), detour: wallGoal('detour'), overestimate: wallGoal('overestimate') });
// The verdict's words (./walls.js wallsVerdict): a challenge only for walls that did something.
export function wallsGoalText(goal, { score, target, baseline, correct }) {
  const values = { score: formatCost(score), unit: WALL_GOAL_TEXT[goal].unit, baseline: formatCost(baseline), target: target === null ? '' : formatCost(target) };
  if (score <= baseline) return t('puzzle.walls.noBetter', values);
  if (target === null) return t('puzzle.walls.yourScore', values);
  return t(correct ? 'puzzle.walls.beat' : 'puzzle.walls.notYet', values);
}

// A lesson's note after its puzzle ({score, total}: the 'done' event's): praise only for every answer right.
export function lessonPuzzleNote({ score, total }) {
  if (score >= total) return t('puzzle.lessonNote.right');
  return t('puzzle.lessonNote.some', { score, total });
}

// One line under each puzzle in the Learn dialog.
export const PUZZLE_BLURB = Object.freeze({
  predict: t('puzzle.blurb.predict'),
  numbers: t('puzzle.blurb.numbers'),
  path: t('puzzle.blurb.path'),
  walls: t('puzzle.blurb.walls', { budget: DEFAULT_WALL_BUDGET }),
  which: t('puzzle.blurb.which'),
});

// The verdict on a route drawn on roads (web/roads/route-draw-panel.js); `format` writes a cost in the metric's units.
export function routeVerdictText({ reached, legal, reason, cost, best, correct, format }) {
  if (!legal) return t('puzzle.route.illegal', { reason: engineText(reason) }); // route_check.cpp's: cpp.route.*
  if (!reached) return best === null ? t('puzzle.route.short') : t('puzzle.route.shortBest', { best: format(best) });
  if (best === null) return t('puzzle.route.none');
  if (correct) return t('puzzle.route.right', { cost: format(cost) });
  return t('puzzle.route.over', { cost: format(cost), best: format(best), percent: (100 * (cost - best) / best).toFixed(1) });
}

// The verdict on where a walking agent steps next (./walk-predict.js). D* Lite's g is a cell's cost to the
// goal, so the agent takes the neighbour with the least step + g; repeated A* follows the path it just found.
export function walkVerdictText(correct, facts) {
  const { replay, agent, expected, given, incremental, expectedCost, givenCost, givenWall } = facts;
  const { width } = replay;
  const c = formatCost;
  const how = incremental && expectedCost ? 'cost' : 'plan';
  const values = { cell: point(expected, width), agent: point(agent, width), step: c(expectedCost?.step), g: c(expectedCost?.g), total: c(expectedCost?.total) };
  if (correct) return t(`puzzle.walk.right.${how}`, values);
  const G = given >= 0 && given < replay.belief.length ? point(given, width) : t('puzzle.thatCell');
  let reason;
  if (givenWall) reason = t('puzzle.walk.wall', { given: G });
  else if (!givenCost) reason = t('puzzle.walk.noStep', { given: G, agent: values.agent });
  else if (incremental) reason = t('puzzle.walk.through', { given: G, step: c(givenCost.step), g: c(givenCost.g), total: c(givenCost.total) });
  else reason = t('puzzle.walk.offPlan', { given: G });
  return t(`puzzle.walk.wrong.${how}`, { ...values, reason });
}

// The 'alternative' puzzle on roads (web/roads/alternative-puzzle.js): the best route and two others drawn in
// the K-routes colours (ROUTE_COLOURS in web/view/palette.js: blue, pink, teal), one the engine's alternative,
// one a candidate it turned down; the numbers are the engine's (engine.alternativeRoutes' routes and evidence).
const ROUTE_WORDS = ['pink', 'teal'];
const colour = (k) => t(`puzzle.alt.${ROUTE_WORDS[k]}`);
const percent = (share) => `${Math.round(share * 100)} %`;
const times = (stretch) => stretch.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
export const ALTERNATIVE_TEXT = Object.freeze({
  question: ({ stretch, maxShare }) => t('puzzle.alt.question', { stretch: times(stretch), share: percent(maxShare) }),
  choices: ROUTE_WORDS.map((name) => t(`puzzle.alt.choice.${name}`)),
  verdict: ({ choices, answer, given, correct, decoy, limits }) => {
    const kept = choices[answer];
    const keptFigures = { colour: colour(answer), stretch: times(kept.stretch), shared: percent(kept.shared) };
    const whose = decoy.sharedWith === 0 ? t('puzzle.alt.bestRoute') : t('puzzle.alt.routeN', { number: decoy.sharedWith + 1 });
    const decoyWhy = decoy.failed === 'sharing'
      ? t(decoy.cost < kept.cost ? 'puzzle.alt.decoySharingShorter' : 'puzzle.alt.decoySharing',
        { colour: colour(1 - answer), overlap: percent(decoy.overlap), whose, limit: percent(limits.maxShare) })
      : t('puzzle.alt.decoyStretch', { colour: colour(1 - answer), stretch: times(decoy.stretch), limit: times(limits.stretch) });
    return correct ? t('puzzle.alt.right', { kept: t('puzzle.alt.kept', keptFigures), decoy: decoyWhy })
      : t('puzzle.alt.wrong', { ...keptFigures, given: colour(given), decoy: decoyWhy });
  },
});
