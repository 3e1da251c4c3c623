// Predict on a walk (issue 30): after the agent senses something and plans again, "where does it step next?"
// The answer is the walk's next agent-moved event (never worked out here); the explanation is the planner's own
// numbers at that moment (web/walk/walk-replay.js) and the step costs by the engine's move rules
// (engine.checkWalk on what the agent believes).
import { EVENT } from '../core/trace.js';
import { CELL } from '../core/engine.js';
import { walkVerdictText } from './puzzle-words.js';

// Up to `count` questions, spread over the walk: a move whose planning began with a replan (the agent had
// learnt something) and after which the agent steps on. -> [{move, event (the agent-moved event: the question
// is asked with the events before it applied), expected (the cell it steps to)}]
export function walkQuestions(replay, random, { count = 3 } = {}) {
  const { trace, moves, moveEvents } = replay;
  const candidates = [];
  for (let move = 0; move < moveEvents.length && move + 1 < moves.length; move++) {
    const from = replay.moveStart(move);
    const to = moveEvents[move];
    let replanned = false;
    for (let i = from; i < to && !replanned; i++) replanned = trace.kind(i) === EVENT.replan;
    if (replanned) candidates.push({ move, event: to, expected: moves[move + 1] });
  }
  return random.spread(candidates, count);
}

// Grades `cell` as the answer to `question`, the replay seeked to the question's event. moves: the walk's move
// options ({movement, diagonal, costs, terrainCosts}, as engine.search takes them); engine: for step costs.
// -> {correct, score, text}.
export function gradeWalkStep(replay, question, cell, { engine, moves }) {
  replay.seekEvent(question.event);
  const agent = replay.agent;
  const { width } = replay;
  const correct = cell === question.expected;
  // What a step from the agent to `to` costs on what it believes, or null when it cannot step there.
  const stepCost = (to) => {
    const point = (c) => ({ x: c % width, y: Math.floor(c / width) });
    const check = engine.checkWalk({ ...moves, width, height: replay.height, cells: replay.belief, walk: [point(agent), point(to)] });
    return check.legal ? check.cost : null;
  };
  const through = (to) => {
    const step = stepCost(to);
    return step === null ? null : { step, g: replay.g[to], total: step + replay.g[to] };
  };
  const facts = {
    replay, agent, expected: question.expected, given: cell, incremental: replay.incremental,
    expectedCost: through(question.expected),
    givenCost: cell >= 0 && cell < replay.belief.length && replay.belief[cell] !== CELL.wall ? through(cell) : null,
    givenWall: cell >= 0 && cell < replay.belief.length && replay.belief[cell] === CELL.wall,
  };
  return { correct, score: correct ? 1 : 0, text: walkVerdictText(correct, facts) };
}
