// Walls puzzles: with a budget of walls, make a search work hard (or go wrong). The score is the engine's own
// figure for the search on screen after each wall: cells expanded, a path's cost, or how far it is over the
// cheapest. A shared link carries the score to beat.
import { wallsGoalText } from './puzzle-words.js';

// Each goal: the options it searches with (over the page's), its score from a run, and what a higher score
// means. The search must still reach the goal: walls that cut it off score nothing.
export const WALL_GOALS = Object.freeze({
  work: { options: { algorithm: 'astar' }, score: (run) => run.result.expanded },
  detour: { options: { algorithm: 'greedy' }, score: (run) => run.result.cost },
  // The tutorials' Manhattan estimate with diagonal moves overestimates: a path dearer than the cheapest.
  overestimate: {
    options: { algorithm: 'astar', heuristic: 'manhattan', movement: 8, diagonal: 'no-corner-cut', costs: 'integer' },
    score: (run) => Math.max(0, run.result.cost - (run.optimalCost ?? run.result.cost)),
  },
});

// The score of `run` for `goal`: 0 without a path.
export function wallsScore(goal, run) {
  if (!run || run.result.status !== 'found') return 0;
  return WALL_GOALS[goal].score(run);
}

// The cells of `cells` that are walls where `before` had none: the walls the learner placed.
export function wallsPlaced(before, cells) {
  let count = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] === 1 && before[i] !== 1) count++;
  return count;
}

export function wallsVerdict(goal, score, target) {
  const beaten = target === null || score > target;
  return { correct: beaten, score: beaten ? 1 : 0, text: wallsGoalText(goal, score, target) };
}
