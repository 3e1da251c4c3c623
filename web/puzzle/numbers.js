// Numbers puzzles: "What are F, G and H of this cell now?" The answer is the cell's g, h and key in the trace's
// replay at that step. A wrong number is set against the mistakes learners make (a diagonal priced as a
// straight step, steps counted for costs, terrain forgotten, G taken through another neighbour, H walked
// around the walls or measured with another distance), each worked out from the trace, the engine's move
// rules (engine.checkWalk) or its search, never by a search of our own.
import { CELL_STATE, EVENT, LANE, NO_PARENT } from '../core/trace.js';
import { CELL } from '../core/engine.js';
import { ENGINE_DEFAULTS, algorithmInfo, cellKeyFunction, choicesOf, heuristicRefusal, usesHeuristic } from '../core/registry.js';
import { estimateFunction, stepLengthsOn } from '../core/open-list.js';
import { searchRequest, movesRequest } from '../core/run.js';
import { numbersHintText, numbersVerdictText } from './puzzle-words.js';

const HEURISTICS = choicesOf('heuristic').filter((kind) => kind !== 'zero'); // the distances a learner may use
// Whole-number answers (the tutorials' 10 and 14) are exact. Where the asked numbers have decimals (steps of
// 1 and √2, a straight-line H) the cells show them to one decimal, so a learner adding what the cells show is
// off by up to 0.05 a figure: 2.4 + 1.0 = 3.4 for G 3.41. Within DECIMAL_TOLERANCE counts (the question says
// so); the answers a learner mistakes for each other (a diagonal for a straight step: 0.41 apart) stay apart.
export const WHOLE_TOLERANCE = 0.011;
export const DECIMAL_TOLERANCE = 0.1;
let tolerance = WHOLE_TOLERANCE; // the grader on screen's (one puzzle at a time)
const near = (a, b) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= tolerance;
const isWhole = (value) => Math.abs(value - Math.round(value)) < 1e-9;

// The best-first searches, whose F is a fixed mix of G and H the learner can work out from a neighbour's.
export function canAskNumbers(algorithm) {
  const info = algorithmInfo(algorithm);
  return info?.family === 'best-first' && Boolean(info.key) && !info.key.reported;
}

// `count` questions, spread over the search as predict's are: at a step that opened or improved cells, one
// of those cells (its parent was just expanded, so its numbers follow from the parent's). `cells` ([[x, y],
// ...]): those cells after step `from` (a lesson's "the cell right of A after the first expansion"), the
// ones the search has reached by then.
export function numbersQuestions(run, random, { count = 3, from = null, cells = null } = {}) {
  const { trace } = run;
  if (cells) {
    const step = Math.min(from ?? 2, trace.stepCount);
    run.replay.seekStep(step);
    return cells.map(([x, y]) => y * run.maze.width + x)
      .filter((cell) => cell < trace.nodeCount && run.replay.state[cell] !== 0)
      .map((cell) => ({ step, cell, lane: LANE.forward }));
  }
  const { goal, width } = run.maze;
  const goalCell = goal.y * width + goal.x; // its disc covers its numbers, and its H is 0: no question
  const steps = [];
  for (let step = 2; step < trace.stepCount; step++) {
    const cells = openedAt(trace, step).filter((cell) => cell !== goalCell);
    if (cells.length) steps.push({ step, cells });
  }
  return random.spread(steps, count).map(({ step, cells }) => ({ step, cell: random.pick(cells), lane: LANE.forward }));
}

// The cells step `step` opened or improved on the forward side (the start excepted), in trace order.
function openedAt(trace, step) {
  const cells = [];
  const end = trace.eventsThroughStep(step);
  for (let i = trace.eventsThroughStep(step - 1); i < end; i++) {
    const kind = trace.kind(i);
    if ((kind === EVENT.generated || kind === EVENT.improved) && trace.lane(i) === LANE.forward && trace.parent(i) !== NO_PARENT) {
      if (!cells.includes(trace.cell(i))) cells.push(trace.cell(i));
    }
  }
  return cells;
}

export class NumbersGrader {
  // engine: the page's (its move rules judge a step from another neighbour; its Dijkstra, H around walls).
  constructor(run, engine) {
    this.run = run;
    this.engine = engine;
    this.keyAt = cellKeyFunction(run.options);
    this.tolerance = WHOLE_TOLERANCE;
  }

  // The questions asked: their answers decide the tolerance (exact for whole numbers, DECIMAL_TOLERANCE where
  // any has decimals); returns it, for the question's words.
  useQuestions(questions) {
    this.questions = questions;
    const answers = questions.map((question) => this.expected(question));
    this.tolerance = answers.every(({ g, h, f }) => isWhole(g) && isWhole(h) && isWhole(f)) ? WHOLE_TOLERANCE : DECIMAL_TOLERANCE;
    return this.tolerance;
  }

  // The cells whose numbers stay hidden at `step` while questions `from` on wait for their answers: the
  // cells they ask about, and every cell that shows one of their answers (all the figures the search shows
  // equal): in a symmetric map an asked cell's mirror, which would give the answer away. Cells, ascending.
  hiddenCells(from, step) {
    const pending = this.questions.slice(from);
    const answers = pending.map((question) => this.expected(question));
    const { replay, figures } = this.run;
    replay.seekStep(step);
    const side = replay.laneState(pending[0]?.lane ?? LANE.forward);
    const hidden = new Set(pending.map((question) => question.cell));
    tolerance = this.tolerance;
    const shows = (cell, answer) => (!figures.g || near(side.g[cell], answer.g)) && (!figures.h || near(side.h[cell], answer.h))
      && (!figures.f || near(this.keyAt(side, cell), answer.f));
    for (let cell = 0; cell < side.state.length; cell++) {
      if (side.state[cell] !== CELL_STATE.unseen && answers.some((answer) => shows(cell, answer))) hidden.add(cell);
    }
    return [...hidden].sort((a, b) => a - b);
  }

  // {g, h, f} of the question's cell at its step, as the replay has them (what the cell shows once answered).
  expected(question) {
    const { replay } = this.run;
    replay.seekStep(question.step);
    const side = replay.laneState(question.lane);
    return { g: side.g[question.cell], h: side.h[question.cell], f: this.keyAt(side, question.cell) };
  }

  // given: {g, h, f} as numbers (NaN where left empty) -> {correct, score, fields: {g, h, f: {given, expected,
  // right, mistake}}, text, retry}. All three right is a point, half a point on a second try. A try that is not
  // the last (`final` false) with a mistake is no verdict: `retry` is true, and its text names each mistake
  // without the right number.
  grade(question, given, { attempt = 1, final = true } = {}) {
    tolerance = this.tolerance;
    const expected = this.expected(question);
    const fields = {};
    for (const name of ['g', 'h', 'f']) {
      fields[name] = { given: given[name], expected: expected[name], right: near(given[name], expected[name]), mistake: null };
    }
    if (!fields.g.right) fields.g.mistake = this.#gMistake(question, given.g);
    if (!fields.h.right) fields.h.mistake = this.#hMistake(question, given.h);
    if (!fields.f.right) fields.f.mistake = this.#fMistake(given, expected);
    const correct = fields.g.right && fields.h.right && fields.f.right;
    if (!correct && !final) return { correct, score: 0, fields, retry: true, text: numbersHintText(this.run, question, fields) };
    const score = correct ? (attempt === 1 ? 1 : 0.5) : 0;
    return { correct, score, fields, retry: false, text: numbersVerdictText(this.run, question, fields, { attempt }) };
  }

  // The steps from the start to the cell, as the replay's parents give them: [{from, to, diagonal, terrain}].
  #chain(question) {
    const { maze, replay } = this.run;
    const side = replay.laneState(question.lane);
    const steps = [];
    for (let at = question.cell; side.parent[at] !== NO_PARENT && steps.length < side.parent.length; at = side.parent[at]) {
      const from = side.parent[at];
      // (A hex step is never a diagonal one: all six cost the same.)
      const diagonal = maze.topology !== 'hex' && from % maze.width !== at % maze.width && Math.floor(from / maze.width) !== Math.floor(at / maze.width);
      steps.push({ from, to: at, diagonal, terrain: this.#terrainCost(maze.cells[at]) });
    }
    return steps;
  }

  #terrainCost(code) {
    const costs = { ...ENGINE_DEFAULTS.terrainCosts, ...(this.run.options.terrainCosts ?? {}) };
    return costs[Object.keys(CELL)[code]] ?? 1; // CELL's names are the terrains' (a wall has no cost)
  }

  #lengths() {
    return stepLengthsOn(this.run.options, this.run.maze.topology);
  }

  #gMistake(question, given) {
    if (!Number.isFinite(given)) return { kind: 'empty' };
    const chain = this.#chain(question);
    const { straight, diagonal } = this.#lengths();
    const sum = (cost) => chain.reduce((total, step) => total + cost(step), 0);
    if (chain.some((step) => step.diagonal) && near(given, sum((step) => straight * step.terrain))) {
      return { kind: 'diagonal-as-straight', straight, diagonal };
    }
    if (near(given, chain.length) && straight !== 1) return { kind: 'steps', steps: chain.length, straight, diagonal };
    if (chain.some((step) => step.terrain !== 1) && near(given, sum((step) => (step.diagonal ? diagonal : straight)))) {
      return { kind: 'terrain' };
    }
    const through = this.#throughOtherNeighbour(question, given);
    if (through) return { kind: 'other-parent', ...through };
    return { kind: 'sum', chain };
  }

  // A neighbour the search had reached, other than the parent, through which the cell's G would be `given`:
  // {via, viaG, step, parent, parentG, parentStep}, or null. The step's cost is the engine's (checkWalk).
  #throughOtherNeighbour(question, given) {
    const { maze, replay, options } = this.run;
    const side = replay.laneState(question.lane);
    const { cell } = question;
    const parent = side.parent[cell];
    const moves = movesRequest(maze, options);
    const stepCost = (from) => {
      const walk = [from, cell].map((c) => ({ x: c % maze.width, y: Math.floor(c / maze.width) }));
      const check = this.engine.checkWalk({ ...moves, walk });
      return check.legal ? check.cost : null;
    };
    const x = cell % maze.width;
    const y = Math.floor(cell / maze.width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if ((!dx && !dy) || nx < 0 || ny < 0 || nx >= maze.width || ny >= maze.height) continue;
        const via = ny * maze.width + nx;
        // Only expanded neighbours: an open one has offered no way in yet.
        if (via === parent || side.state[via] !== CELL_STATE.closed || maze.cells[via] === CELL.wall) continue;
        const step = stepCost(via);
        if (step !== null && near(given, side.g[via] + step)) {
          return { via, viaG: side.g[via], step, parent, parentG: side.g[parent], parentStep: stepCost(parent) };
        }
      }
    }
    return null;
  }

  #hMistake(question, given) {
    if (!Number.isFinite(given)) return { kind: 'empty' };
    const { maze, options } = this.run;
    const { cell } = question;
    const [x, y] = [cell % maze.width, Math.floor(cell / maze.width)];
    const dx = x - maze.goal.x;
    const dy = y - maze.goal.y;
    if (!usesHeuristic(options.algorithm)) return { kind: 'no-estimate' };
    const topology = maze.topology ?? 'square';
    for (const kind of HEURISTICS.filter((name) => !heuristicRefusal(topology, name))) {
      if (kind !== options.heuristic && near(given, estimateFunction(kind, options, topology)(x, y, maze.goal))) return { kind: 'other-heuristic', heuristic: kind };
    }
    const request = searchRequest(maze, options);
    const around = this.engine.search({
      ...request, algorithm: 'dijkstra', trace: false, start: { x: cell % maze.width, y: Math.floor(cell / maze.width) },
    });
    if (around.status === 'found' && near(given, around.cost)) return { kind: 'around-walls', cost: around.cost };
    const { straight } = this.#lengths();
    const estimate = estimateFunction(options.heuristic, options, topology)(x, y, maze.goal);
    if (straight !== 1 && near(given * straight, estimate)) return { kind: 'steps', straight };
    return { kind: 'formula', dx: Math.abs(dx), dy: Math.abs(dy) };
  }

  #fMistake(given, expected) {
    if (!Number.isFinite(given.f)) return { kind: 'empty' };
    const key = algorithmInfo(this.run.options.algorithm).key;
    const weight = key.hTimesWeight ? Number(this.run.options.weight) : 1;
    const mix = (g, h) => key.g * g + key.h * weight * h;
    if (weight !== 1 && near(given.f, expected.g + expected.h)) return { kind: 'no-weight', weight };
    if (near(given.f, mix(given.g, given.h)) && !near(given.f, expected.f)) return { kind: 'from-yours' };
    return { kind: 'sum', weight };
  }
}
