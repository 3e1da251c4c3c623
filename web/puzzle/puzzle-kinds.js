// The puzzle kinds, one row each (the facts the page, share links and the embed read): what the learner
// answers with, how many questions a puzzle asks, which searches it serves, and the puzzle's fields as
// links carry them, with their ranges. The questions and the grading are in each kind's own module.
import { canPredict } from './predict.js';
import { canAskNumbers } from './numbers.js';
import { WHICH_CHOICES } from './which.js';
import { WALL_GOALS, DEFAULT_WALL_BUDGET, MAX_WALL_BUDGET } from './walls.js';

// answer: 'cell' (click a cell), 'numbers' (type G, H and F), 'walk' (draw a path), 'walls' (place walls),
// 'choice' (pick a name). canUse(algorithm): the kind serves it (else the puzzle runs `fallback`).
export const PUZZLE_KINDS = Object.freeze({
  predict: { label: 'Predict the next expansion', answer: 'cell', count: 5, canUse: canPredict, fallback: 'astar' },
  numbers: { label: 'Fill in F, G and H', answer: 'numbers', count: 3, canUse: canAskNumbers, fallback: 'astar' },
  path: { label: 'Draw the cheapest path', answer: 'walk', count: 1, canUse: () => true, fallback: 'astar' },
  walls: { label: 'Place walls to beat the search', answer: 'walls', count: 1, canUse: () => true, fallback: 'astar' },
  which: { label: 'Which algorithm is this?', answer: 'choice', count: 3, canUse: (name) => WHICH_CHOICES.includes(name), fallback: 'astar' },
});
export const PUZZLE_NAMES = Object.freeze(Object.keys(PUZZLE_KINDS));

// A puzzle as links, lessons and the embed carry it. Ranges: a seed is a 32-bit unsigned number (the
// generator's); at most MAX_QUESTIONS questions; a walls budget of 1 to MAX_WALL_BUDGET; a target a score.
export const MAX_QUESTIONS = 20;
export const MAX_SEED = 2 ** 32 - 1;
export const PUZZLE_DEFAULTS = Object.freeze({ seed: 1, count: null, budget: DEFAULT_WALL_BUDGET, goal: 'work', target: null });

// Checks a puzzle's fields (from a link, a lesson or a host's message): {puzzle} with every field filled
// in, or {error} naming the field and what it takes. Never throws.
export function checkPuzzle(fields) {
  if (fields === null || typeof fields !== 'object') return { error: 'a puzzle is an object with a kind' };
  const { kind, ...rest } = fields;
  if (!Object.hasOwn(PUZZLE_KINDS, kind)) return { error: `unknown puzzle '${String(kind).slice(0, 40)}' (expected ${PUZZLE_NAMES.join(', ')})` };
  const puzzle = { kind, ...PUZZLE_DEFAULTS };
  const whole = (name, value, low, high) => (Number.isInteger(value) && value >= low && value <= high ? null
    : `puzzle ${name} must be a whole number from ${low} to ${high}, got ${String(value).slice(0, 40)}`);
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    let error = null;
    if (name === 'seed') error = whole(name, value, 0, MAX_SEED);
    else if (name === 'count') error = whole(name, value, 1, MAX_QUESTIONS);
    else if (name === 'budget') error = whole(name, value, 1, MAX_WALL_BUDGET);
    else if (name === 'target') error = Number.isFinite(value) && value >= 0 ? null : `puzzle target must be a score of 0 or more, got ${String(value).slice(0, 40)}`;
    else if (name === 'goal') error = Object.hasOwn(WALL_GOALS, value) ? null : `unknown walls goal '${String(value).slice(0, 40)}' (expected ${Object.keys(WALL_GOALS).join(', ')})`;
    else error = `unknown puzzle field '${String(name).slice(0, 40)}'`;
    if (error) return { error };
    puzzle[name] = value;
  }
  return { puzzle };
}
