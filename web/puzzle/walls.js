// Walls puzzles: with a budget of walls, make a search work hard (or go wrong). The score is the engine's own
// figure for the search on screen after each wall: cells expanded, a path's cost, or how far it is over the
// cheapest. A shared link carries the score to beat.
import { CELL } from '../core/engine.js';
import { wallsGoalText } from './puzzle-words.js';

// Each goal: the options it searches with (over the page's), its score from a run, and what a higher score
// means. The search must still reach the goal: walls that cut it off score nothing.
// `optimal`: the goal's score needs the cheapest cost beside the search's (a Dijkstra of the same maze).
// Each goal's options are whole (the search and its moves), so a score means the same whatever was on the
// form before, and switching goals carries nothing over.
const MOVES = { movement: 8, diagonal: 'no-corner-cut', costs: 'integer' };
export const WALL_GOALS = Object.freeze({
  work: { options: { algorithm: 'astar', heuristic: 'octile', ...MOVES }, score: ({ result }) => result.expanded },
  detour: { options: { algorithm: 'greedy', heuristic: 'octile', ...MOVES }, score: ({ result }) => result.cost },
  // The tutorials' Manhattan estimate with diagonal moves overestimates: a path dearer than the cheapest.
  overestimate: {
    options: { algorithm: 'astar', heuristic: 'manhattan', ...MOVES },
    optimal: true,
    score: ({ result, optimalCost }) => Math.max(0, result.cost - optimalCost),
  },
});

// The score for `goal` of a search's `result` (engine.search's, traced or not) and, where the goal needs it,
// the cheapest cost: 0 without a path.
export function wallsScore(goal, { result, optimalCost = null }) {
  if (!result || result.status !== 'found') return 0;
  return WALL_GOALS[goal].score({ result, optimalCost });
}

// The cells of `cells` that are walls where `before` had none: the walls the learner placed.
export function wallsPlaced(before, cells) {
  let count = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] === CELL.wall && before[i] !== CELL.wall) count++;
  return count;
}

// The verdict on the walls placed: right when they achieved the goal, a score above the maze's own without
// them (`baseline`: no walls placed scores that, even 0 for overestimate), and above the target when there is one.
export function wallsVerdict(goal, score, { target = null, baseline }) {
  const correct = score > baseline && (target === null || score > target);
  return { correct, score: correct ? 1 : 0, text: wallsGoalText(goal, { score, target, baseline, correct }) };
}
