// Predict puzzles: the search pauses; which node does it expand next? The answer is the trace's next
// expanded event (never worked out here); the open list's order, read from the same trace by
// web/core/open-list.js, explains it: the key that made it first, a tie, or why the cell given was not next.
import { CELL_STATE, EVENT, LANE } from '../core/trace.js';
import { FrontierReader } from '../core/open-list.js';
import { algorithmInfo } from '../core/registry.js';
import { CELL } from '../core/engine.js';
import { predictVerdictText } from './puzzle-words.js';

// The searches whose every step expands one node taken from an open list the page shows. IDA* keeps no
// open list; LPA*'s queue is not read from its trace yet.
const PREDICTABLE_FAMILIES = new Set(['best-first', 'uninformed', 'bidirectional', 'jump-point', 'any-angle']);
export function canPredict(algorithm) {
  return PREDICTABLE_FAMILIES.has(algorithmInfo(algorithm)?.family);
}

// The expansion step `step + 1` begins with: {cell, lane} from the trace, or null (the path, or the end).
function nextExpansion(trace, step) {
  if (step < 1 || step >= trace.stepCount) return null;
  const i = trace.eventsThroughStep(step);
  if (i >= trace.length || trace.kind(i) !== EVENT.expanded) return null;
  return { cell: trace.cell(i), lane: trace.lane(i) };
}

// `count` questions, each a step to pause at: steps whose next step expands a node while at least two wait on
// the open lists (with one, there is nothing to predict). Spread over the search: one from each of `count`
// equal stretches of those steps, picked by `random` (./seeded-random.js). `consecutive`: from the first
// candidate at `from` or after, the next `count` candidates in a row (a lesson's "the next three expansions").
// -> [{step, expected: {cell, lane}}], fewer when the search has fewer such steps.
export function predictQuestions(run, random, { count = 5, from = null } = {}) {
  const { trace, tallies } = run;
  const candidates = [];
  for (let step = 1; step < trace.stepCount; step++) {
    const expected = nextExpansion(trace, step);
    if (!expected) continue;
    const { generated, expanded } = tallies.at(step);
    if (generated - expanded >= 2) candidates.push({ step, expected });
  }
  if (from !== null) {
    const first = candidates.findIndex((candidate) => candidate.step >= from);
    return first < 0 ? [] : candidates.slice(first, first + count);
  }
  return random.spread(candidates, count);
}

// Grades answers to one run's predict questions. Its readers follow the open lists as web/ui/panels.js's do.
export class PredictGrader {
  constructor(run) {
    this.run = run;
    this.readers = [new FrontierReader(run.trace, run.options, run.maze, null, LANE.forward)];
    if (run.replay.backward) this.readers.push(new FrontierReader(run.trace, run.options, null, null, LANE.backward));
  }

  // The answer `cell` to `question` -> {verdict: 'right' | 'tied' | 'wrong', score: 1 | 0.5 | 0, correct,
  // expected, given, text}. The replay is moved to the question's step (the page shows it there anyway).
  grade(question, cell) {
    const { run } = this;
    const { replay, trace } = run;
    replay.seekStep(question.step);
    const { expected } = question;
    const lane = expected.lane;
    const reader = this.readers[lane === LANE.backward ? 1 : 0];
    const facts = { run, expected: expected.cell, lane, given: cell, bidirectional: this.readers.length > 1 };
    let verdict = 'wrong';
    if (cell === expected.cell) {
      verdict = 'right';
    } else {
      const mine = reader.entry(replay, cell);
      const theirs = reader.entry(replay, expected.cell);
      if (mine && theirs) {
        // Ordered by (key, tie-break, push): equal keys are a tie the tie-break settled. Keys that differ only
        // in their last bits (1 and √2 steps summed in another order) are equal in exact arithmetic: a tie
        // too, either way round; so is a key the reader puts first that the engine did not take.
        const close = Math.abs(mine.order - theirs.order) <= 1e-9 * Math.max(1, Math.abs(theirs.order));
        facts.keyTied = close || mine.order < theirs.order;
        facts.mine = mine;
        facts.theirs = theirs;
        if (facts.keyTied && algorithmInfo(run.options.algorithm).popOrder === 'lowest-key') verdict = 'tied';
      } else if (!mine) {
        facts.otherSide = this.readers.length > 1 && Boolean(this.readers[lane === LANE.backward ? 0 : 1].entry(replay, cell));
        facts.state = cell < 0 || cell >= trace.nodeCount ? 'outside'
          : run.maze.cells[cell] === CELL.wall ? 'wall'
          : replay.laneState(lane).state[cell] === CELL_STATE.closed ? 'closed' : 'unseen';
      }
    }
    const score = verdict === 'right' ? 1 : verdict === 'tied' ? 0.5 : 0;
    return { verdict, score, correct: verdict === 'right', expected: expected.cell, given: cell, text: predictVerdictText(verdict, facts) };
  }
}
