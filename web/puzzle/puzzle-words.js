// The puzzles' words: questions, verdicts and their reasons, in one table of functions. The numbers in them
// come from the engine's trace (through the puzzles' graders); nothing here decides what is right.
import { LANE } from '../core/trace.js';
import { algorithmInfo, cellKeyFunction } from '../core/registry.js';
import { ALGORITHM_TEXT, choiceLabel } from '../ui/labels.js';
import { formatCost, formatCount } from '../view/format.js';
import { DEFAULT_WALL_BUDGET } from './puzzle-fields.js';

export const point = (cell, width) => `(${cell % width}, ${Math.floor(cell / width)})`;
const SIDE = { [LANE.forward]: "the start's side", [LANE.backward]: "the goal's side" };
const TIE_BREAK = { 'smaller-h': 'smaller H', newest: 'newest first', oldest: 'oldest first', tutorial: 'the later in the tutorials\' list' };

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
const stepOf = (trace, event) => `step ${formatCount(trace.stepOfEvent(event))}`;

// The verdict on a predicted expansion (./predict.js gathers the facts).
export function predictVerdictText(verdict, facts) {
  const { run, expected, given, lane, bidirectional } = facts;
  const { width } = run.maze;
  const { trace } = run;
  const order = algorithmInfo(run.options.algorithm).popOrder;
  const E = point(expected, width);
  const G = given >= 0 && given < trace.nodeCount ? point(given, width) : 'That cell';
  const side = bidirectional ? ` ${SIDE[lane][0].toUpperCase()}${SIDE[lane].slice(1)} expands it.` : '';
  // Why the expected cell is next: "${E} is next: <why>."
  const why = () => {
    if (order === 'fifo') return 'it has waited longest in the queue';
    if (order === 'lifo') return 'it is on top of the stack';
    const [name, figures] = keyFigures(run, lane, expected);
    return `it has the smallest ${name} on the open list, ${figures}`;
  };
  if (verdict === 'right') return `Right: ${E} is next: ${why()}.${side}`;
  if (verdict === 'tied') {
    const [name, figures] = keyFigures(run, lane, given);
    const theirs = keyFigures(run, lane, expected)[1];
    let settle;
    if (run.options.tieBreak === 'smaller-h' && facts.mine.tie !== facts.theirs.tie) {
      settle = `the tie-break (smaller H) picks ${E}`;
    } else if (run.options.tieBreak === 'smaller-h') {
      settle = `they tie on H too, so the one put on the list first goes first: ${E} (${stepOf(trace, facts.theirs.push)})`;
    } else if (run.options.tieBreak === 'tutorial') {
      // Its place in the list, not when it was put there, decides (web/core/open-list.js).
      settle = `the tie-break (${TIE_BREAK.tutorial}, the one added last as the tutorials take it) picks ${E}`;
    } else {
      settle = `the tie-break (${TIE_BREAK[run.options.tieBreak]}) picks ${E}, put on the list at ${stepOf(trace, facts.theirs.push)}`;
    }
    return `Tied, half a point: ${G} (${figures}) and ${E} (${theirs}) have the same ${name}; ${settle}.${side}`;
  }
  let reason;
  if (facts.mine) {
    const sameExpansion = trace.stepOfEvent(facts.mine.push) === trace.stepOfEvent(facts.theirs.push);
    if (order === 'fifo') {
      reason = sameExpansion
        ? `${G} and ${E} joined the queue in the same expansion, ${E} first: the neighbours are taken in a fixed order (N, E, S, W, then the diagonals), and a queue takes the oldest first.`
        : `${G} joined the queue at ${stepOf(trace, facts.mine.push)}, ${E} earlier, at ${stepOf(trace, facts.theirs.push)}: a queue takes the oldest first.`;
    } else if (order === 'lifo') {
      reason = sameExpansion
        ? `${G} and ${E} were pushed by the same expansion; of its neighbours the first in the fixed order (N, E, S, W, then the diagonals) is on top.`
        : `${E} was pushed at ${stepOf(trace, facts.theirs.push)}, after ${G} (${stepOf(trace, facts.mine.push)}): a stack takes the newest first.`;
    } else {
      const [name, mine] = keyFigures(run, lane, given);
      reason = `${G} has ${mine}; ${E} has ${keyFigures(run, lane, expected)[1]}: the open list takes the smallest ${name}.`;
    }
  } else if (facts.otherSide) {
    reason = `${G} waits on ${SIDE[lane === LANE.backward ? LANE.forward : LANE.backward]}; ${SIDE[lane]} expands next.`;
  } else {
    reason = {
      outside: `${G} is not on the grid.`,
      wall: `${G} is a wall: it never enters the open list.`,
      closed: `${G} is closed: it was expanded already, and a closed cell is not expanded again.`,
      unseen: `${G} is not on the open list: no expanded cell has reached it yet.`,
    }[facts.state];
    reason += ` Next is ${E}: ${why()}.`;
  }
  return `Not quite: ${reason}${facts.mine || facts.otherSide ? '' : side}`;
}

// The question each puzzle kind asks (the page's card and the screen reader both read it).
const short = (algorithm) => ALGORITHM_TEXT[algorithm]?.short ?? algorithm;
export const QUESTION_TEXT = Object.freeze({
  predict: (algorithm) => `Which cell does ${short(algorithm)} expand next? Click it, or move the cursor with the arrows and press Enter.`,
  // tolerance: how far off a typed number may be and still count (0.1 where the numbers have decimals).
  numbers: (where, algorithm, tolerance = 0) => `What are F, G and H of ${where} now, in ${short(algorithm)}? Work them out from its neighbours' numbers and type them below.${
    tolerance >= 0.05 ? ` Decimals are fine: the cells round to one decimal, so an answer within ${tolerance} counts.` : ''} You have two tries.`,
  path: () => 'Draw the cheapest path from S to G: drag from S, or move the cursor and press Enter on each cell. Backspace takes the last cell back.',
  which: () => 'Which search is this? Watch it play, then choose.',
});

// A heuristic's name before "distance" in a sentence: the menu's label without its own "distance" or its
// parenthesis ("Octile", "Hex"), and "zero" as it was.
const heuristicName = (name) => (name === 'zero' ? 'zero' : choiceLabel('heuristic', name).replace(/ distance$| \(.*\)$/, ''));

// The verdict on typed G, H and F (./numbers.js grades them and names each mistake).
export function numbersVerdictText(run, question, fields, { attempt = 1 } = {}) {
  const { width } = run.maze;
  const side = run.replay.laneState(question.lane);
  const cell = question.cell;
  const parent = side.parent[cell];
  const c = formatCost;
  const P = parent >= 0 ? point(parent, width) : '';
  const right = ['g', 'h', 'f'].filter((name) => fields[name].right).length;
  const lines = [];
  const { g, h, f } = fields;
  if (!g.right) {
    const m = g.mistake;
    const via = m.kind === 'other-parent' ? m : null;
    lines.push({
      empty: () => 'G: no number given.',
      'diagonal-as-straight': () => `G: a diagonal step costs ${c(m.diagonal)} here, not ${c(m.straight)}; G is ${c(g.expected)}.`,
      steps: () => `G counts cost, not steps: a straight step costs ${c(m.straight)}, a diagonal one ${c(m.diagonal)}; G is ${c(g.expected)}.`,
      terrain: () => `G: a step onto grass, sand or water on the way costs the step times its terrain's price; G is ${c(g.expected)}.`,
      'other-parent': () => `G: ${c(g.given)} is the way in through ${point(via.via, width)} (G ${c(via.viaG)} + ${c(via.step)}); through ${P} it is ${c(via.parentG)} + ${c(via.parentStep)} = ${c(g.expected)}, cheaper, and a cell keeps its cheapest way in.`,
      sum: () => `G is its parent's G plus the step: ${P}'s ${c(side.g[parent])} + ${c(g.expected - side.g[parent])} = ${c(g.expected)}.`,
    }[m.kind]());
  }
  if (!h.right) {
    const m = h.mistake;
    const used = heuristicName(run.options.heuristic);
    lines.push({
      empty: () => 'H: no number given.',
      'no-estimate': () => `H: ${ALGORITHM_TEXT[run.options.algorithm]?.short ?? 'this search'} uses no estimate: its H is 0.`,
      'other-heuristic': () => `H: ${c(h.given)} is the ${heuristicName(m.heuristic)} distance; this search measures H as the ${used} distance: ${c(h.expected)}.`,
      'around-walls': () => `H: ${c(h.given)} is the real cost around the walls; H is an estimate that ignores walls: the ${used} distance, ${c(h.expected)}.`,
      steps: () => `H is in cost units, not steps: ${c(h.given)} steps are ${c(h.expected)}.`,
      formula: () => (run.maze.topology === 'hex'
        ? `H is the ${used} distance to the goal, counted in hex steps: ${c(h.expected)}.`
        : `H is the ${used} distance to the goal, ${m.dx} across and ${m.dy} down or up: ${c(h.expected)}.`),
    }[m.kind]());
  }
  if (!f.right) {
    const m = f.mistake;
    const [, figures] = keyFigures(run, question.lane, cell);
    lines.push({
      empty: () => 'F: no number given.',
      'no-weight': () => `F: weighted A* counts H ${m.weight} times: ${figures}.`,
      'from-yours': () => `F adds up your G and H, but they are off: ${figures}.`,
      sum: () => `F: ${figures}.`,
    }[m.kind]());
  }
  const where = point(cell, width);
  if (!lines.length) {
    const second = attempt > 1 ? ', on the second try: half a point' : '';
    return `Right${second}: ${where} has ${keyFigures(run, question.lane, cell)[1]}${P ? `, by way of ${P}` : ''}.`;
  }
  return `Not quite (${right} of 3 right). ${lines.join(' ')}`;
}

// After a first try with a mistake: each wrong figure's mistake named, without the right number, and one more
// try (./numbers.js grades it; its fields as numbersVerdictText takes them).
export function numbersHintText(run, question, fields) {
  const { width } = run.maze;
  const side = run.replay.laneState(question.lane);
  const parent = side.parent[question.cell];
  const c = formatCost;
  const P = parent >= 0 ? point(parent, width) : '';
  const right = ['g', 'h', 'f'].filter((name) => fields[name].right).length;
  const { g, h, f } = fields;
  const lines = [];
  if (!g.right) {
    const m = g.mistake;
    lines.push({
      empty: () => 'G: no number given.',
      'diagonal-as-straight': () => `G: a diagonal step costs ${c(m.diagonal)} here, not ${c(m.straight)}.`,
      steps: () => `G counts cost, not steps: a straight step costs ${c(m.straight)}, a diagonal one ${c(m.diagonal)}.`,
      terrain: () => 'G: a step onto grass, sand or water costs the step times its terrain\'s price.',
      'other-parent': () => `G: ${c(g.given)} is the way in through ${point(m.via, width)}; a cell keeps its cheapest way in: is there a cheaper one?`,
      sum: () => `G is its parent's G plus the step's cost; its arrow points at its parent, ${P}.`,
    }[m.kind]());
  }
  if (!h.right) {
    const m = h.mistake;
    const used = heuristicName(run.options.heuristic);
    lines.push({
      empty: () => 'H: no number given.',
      'no-estimate': () => `H: ${ALGORITHM_TEXT[run.options.algorithm]?.short ?? 'this search'} uses no estimate.`,
      'other-heuristic': () => `H: ${c(h.given)} is the ${heuristicName(m.heuristic)} distance; this search measures H as the ${used} distance.`,
      'around-walls': () => `H: ${c(h.given)} is the real cost around the walls; H is an estimate that ignores walls.`,
      steps: () => 'H is in cost units, not steps.',
      formula: () => (run.maze.topology === 'hex'
        ? `H is the ${used} distance to the goal, counted in hex steps.`
        : `H is the ${used} distance to the goal, ${m.dx} across and ${m.dy} down or up.`),
    }[m.kind]());
  }
  if (!f.right) {
    const m = f.mistake;
    const key = algorithmInfo(run.options.algorithm).key;
    const formula = key.g === 0 ? 'H' : key.h === 0 ? 'G' : `G + ${key.hTimesWeight ? `${run.options.weight}·` : ''}H`;
    lines.push({
      empty: () => 'F: no number given.',
      'no-weight': () => `F: weighted A* counts H ${m.weight} times.`,
      'from-yours': () => `F adds up your G and H, but they are off.`,
      sum: () => `F is ${formula} here.`,
    }[m.kind]());
  }
  return `Not yet (${right} of 3 right). ${lines.join(' ')} One more try: change what is wrong and Check again.`;
}

// The verdict on a drawn path (./path.js).
export function pathVerdictText({ maze, best, walk, legal, cost, reason }) {
  const { width } = maze;
  if (!legal) {
    const why = {
      empty: 'Draw a path first: drag from S to G.',
      start: `Your path starts at ${point(walk[0] ?? 0, width)}; it must start at S (${maze.start.x}, ${maze.start.y}).`,
      goal: `Your path stops at ${point(walk.at(-1) ?? 0, width)}; it must reach G (${maze.goal.x}, ${maze.goal.y}).`,
    }[reason] ?? `Your path takes a step the search may not: ${reason}.`;
    return best ? `${why} The cheapest path costs ${formatCost(best.cost)}.` : why;
  }
  if (!best) return 'There is no path from S to G on this grid.';
  const gap = cost - best.cost;
  if (Math.abs(gap) <= 1e-9 * Math.max(1, best.cost)) return `Right: yours costs ${formatCost(cost)}, the cheapest there is.`;
  return `Yours ${formatCost(cost)}, best ${formatCost(best.cost)}: +${(100 * gap / best.cost).toFixed(1)} %. The cheapest path is drawn dashed.`;
}

// What gives each hidden search away, in the tutorials' words.
const GIVEAWAY = {
  dijkstra: 'rings: it spreads evenly in every direction by the cost so far, with no pull toward the goal',
  astar: 'a pull toward the goal that widens where walls block the way: it weighs the cost so far and the estimate together',
  greedy: 'a dash straight at the goal that follows the estimate into dead ends and never weighs the cost so far, so its path can wander',
  bfs: 'rings counted in steps, not costs: diagonal steps count the same as straight ones, so its rings are squares',
  dfs: "the stack's dive: one long snake that goes as deep as it can before it backs up, and a path that wanders",
  'weighted-astar': "A*'s pull made stronger: fewer cells than A*, straight at the goal, and a path that may cost a little more",
};
export function whichVerdictText(algorithm, given) {
  const name = (a) => ALGORITHM_TEXT[a]?.short ?? a;
  if (given === algorithm) return `Right: it is ${name(algorithm)}. What gives it away: ${GIVEAWAY[algorithm]}.`;
  return `It is ${name(algorithm)}, not ${name(given)}. What gives it away: ${GIVEAWAY[algorithm]}. ${name(given)} would show ${GIVEAWAY[given]}.`;
}

// The walls puzzle's goals and its result (./walls.js).
export const WALL_GOAL_TEXT = Object.freeze({
  work: { label: 'Make A* work hard', unit: 'cells expanded', ask: (budget) => `Place up to ${budget} walls to make A* expand as many cells as you can. The goal must stay reachable.` },
  detour: { label: "Make greedy's path long", unit: 'path cost', ask: (budget) => `Place up to ${budget} walls to make greedy best-first's path as costly as you can. The goal must stay reachable.` },
  overestimate: {
    label: 'Trap the Manhattan estimate', unit: 'over the cheapest',
    ask: (budget) => `A* with the tutorials' Manhattan H and diagonal moves can miss the cheapest path. Place up to ${budget} walls to make its path cost as much more than the cheapest as you can.`,
  },
});
// The verdict's words (./walls.js wallsVerdict): a challenge only for walls that did something.
export function wallsGoalText(goal, { score, target, baseline, correct }) {
  const { unit } = WALL_GOAL_TEXT[goal];
  const mine = `${formatCost(score)} ${unit}`;
  if (score <= baseline) {
    return `${mine}: no more than the maze scores without your walls (${formatCost(baseline)}). Move a wall and try again.`;
  }
  if (target === null) return `Your score: ${mine}. Copy the link to challenge someone to beat it.`;
  return correct ? `You beat ${formatCost(target)}: ${mine}.` : `${mine}: not yet above ${formatCost(target)}. Move a wall and try again.`;
}

// A lesson's note after its puzzle ({score, total}: the 'done' event's): praise only for every answer right.
export function lessonPuzzleNote({ score, total }) {
  if (score >= total) return 'Well done: on to the next scene when you are ready.';
  return `${score} of ${total} right: Try again on the puzzle's card, or go on to the next scene when you are ready.`;
}

// One line under each puzzle in the Learn dialog.
export const PUZZLE_BLURB = Object.freeze({
  predict: 'The search pauses: click the cell it expands next. Ties count half.',
  numbers: 'Work out a cell’s F, G and H from its neighbours, as the tutorials do.',
  path: 'Draw the cheapest path yourself, then see how close you came.',
  walls: `With ${DEFAULT_WALL_BUDGET} walls, make A* expand as many cells as you can (or go wrong).`,
  which: 'A search plays with its name hidden: which one is it?',
});

// The verdict on a route drawn on roads (web/roads/route-draw-panel.js); `format` writes a cost in the metric's units.
export function routeVerdictText({ reached, legal, reason, cost, best, correct, format }) {
  if (!legal) return `Your route takes a road that cannot be driven that way: ${reason}.`;
  if (!reached) return `Your route stops before the goal${best === null ? '' : `; the shortest costs ${format(best)}`}.`;
  if (best === null) return 'There is no route from S to G on this network.';
  if (correct) return `Right: yours is ${format(cost)}, the shortest there is.`;
  return `Yours ${format(cost)}, the shortest ${format(best)}: +${(100 * (cost - best) / best).toFixed(1)} %. The shortest is drawn dashed.`;
}

// The verdict on where a walking agent steps next (./walk-predict.js). D* Lite's g is a cell's cost to the
// goal, so the agent takes the neighbour with the least step + g; repeated A* follows the path it just found.
export function walkVerdictText(correct, facts) {
  const { replay, agent, expected, given, incremental, expectedCost, givenCost, givenWall } = facts;
  const { width } = replay;
  const E = point(expected, width);
  const c = formatCost;
  const why = incremental && expectedCost
    ? `from ${point(agent, width)} the least step + g, the cost to the goal through it: ${c(expectedCost.step)} + ${c(expectedCost.g)} = ${c(expectedCost.total)}`
    : `the next cell of the path it has just planned from ${point(agent, width)}`;
  if (correct) return `Right: the agent steps to ${E}, ${why}.`;
  const G = given >= 0 && given < replay.belief.length ? point(given, width) : 'That cell';
  let reason;
  if (givenWall) reason = `${G} is a wall the agent knows of.`;
  else if (!givenCost) reason = `${G} is not a step the agent can take from ${point(agent, width)}.`;
  else if (incremental) reason = `Through ${G} the goal costs ${c(givenCost.step)} + ${c(givenCost.g)} = ${c(givenCost.total)}.`;
  else reason = `${G} is not on the plan.`;
  return `Not quite: ${reason} It steps to ${E}: ${why}.`;
}

// The 'alternative' puzzle on roads (web/roads/alternative-puzzle.js): the best route and two others drawn in
// the K-routes colours (ROUTE_COLOURS in web/view/palette.js: blue, pink, teal), one the engine's alternative,
// one a candidate it turned down; the numbers are the engine's (engine.alternativeRoutes' routes and evidence).
const ROUTE_WORDS = ['pink', 'teal'];
const percent = (share) => `${Math.round(share * 100)} %`;
const times = (stretch) => stretch.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
export const ALTERNATIVE_TEXT = Object.freeze({
  question: ({ stretch, maxShare }) => `The blue route is the best. Which of the other two does the engine keep as an alternative? ` +
    `An alternative is at most ${times(stretch)} times as long as the best, and at most ${percent(maxShare)} of its road is shared ` +
    'with any route kept before it.',
  choices: ROUTE_WORDS.map((colour) => `The ${colour} route`),
  verdict: ({ choices, answer, given, correct, decoy, limits }) => {
    const kept = choices[answer];
    const keptWhy = `the ${ROUTE_WORDS[answer]} route is ${times(kept.stretch)} times as long as the best and ${percent(kept.shared)} of its road is the best route's`;
    const whose = decoy.sharedWith === 0 ? "the best route's" : `route ${decoy.sharedWith + 1}'s`;
    const shorter = decoy.cost < kept.cost ? ', though it is the shorter of the two' : '';
    const decoyWhy = decoy.failed === 'sharing'
      ? `the ${ROUTE_WORDS[1 - answer]} route has ${percent(decoy.overlap)} of its road on ${whose}, more than ${percent(limits.maxShare)}${shorter}`
      : `the ${ROUTE_WORDS[1 - answer]} route is ${times(decoy.stretch)} times as long as the best, more than ${times(limits.stretch)}`;
    const keptFigures = `${times(kept.stretch)} times as long as the best, with ${percent(kept.shared)} of its road the best route's`;
    return correct ? `Right: ${keptWhy}, within both limits; ${decoyWhy}.`
      : `Not the ${ROUTE_WORDS[given]} one: ${decoyWhy}, so the engine turned it down. It keeps the ${ROUTE_WORDS[answer]} route, ${keptFigures}.`;
  },
});
