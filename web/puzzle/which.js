// Which-algorithm puzzles: a search plays with its name hidden; the learner picks it among three or four.
// The answer is the algorithm the puzzle ran; the explanation is what gives each away (./puzzle-words.js).
import { whichVerdictText } from './puzzle-words.js';

// The searches whose look a learner can tell apart on a maze (the tutorials' chapters).
export const WHICH_CHOICES = Object.freeze(['dijkstra', 'astar', 'greedy', 'bfs', 'dfs', 'weighted-astar']);
// The options the hidden search runs with, so no two choices look alike: 8 directions (on 4 with equal costs
// BFS's rings are Dijkstra's), octile (zero would make A* Dijkstra), a weight of 2 (1 makes weighted A* A*).
export const WHICH_OPTIONS = Object.freeze({ movement: 8, diagonal: 'no-corner-cut', heuristic: 'octile', weight: 2 });
const OFFERED = 4;

// `count` questions: each hides one of WHICH_CHOICES (none twice while there are others left) and offers it
// among OFFERED, in a seeded order. -> [{algorithm, choices}]
export function whichQuestions(random, { count = 3 } = {}) {
  const hidden = random.sample(WHICH_CHOICES, Math.min(count, WHICH_CHOICES.length));
  return hidden.map((algorithm) => {
    const others = random.sample(WHICH_CHOICES.filter((name) => name !== algorithm), OFFERED - 1);
    return { algorithm, choices: random.sample([algorithm, ...others], OFFERED) };
  });
}

export function gradeWhich(question, given) {
  const correct = given === question.algorithm;
  return { correct, score: correct ? 1 : 0, expected: question.algorithm, given, text: whichVerdictText(question.algorithm, given) };
}
