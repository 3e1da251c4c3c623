// The puzzle kinds, one row each (keyed by ./puzzle-fields.js's names): what the learner answers with, how
// many questions a puzzle asks, which searches it serves. The questions and the grading are in each kind's
// own module; the fields links carry, and their check, in ./puzzle-fields.js.
import { canPredict } from './predict.js';
import { canAskNumbers } from './numbers.js';
import { WHICH_CHOICES } from './which.js';
import { t } from '../i18n/i18n.js';

// answer: 'cell' (click a cell), 'numbers' (type G, H and F), 'walk' (draw a path), 'walls' (place walls),
// 'choice' (pick a name). canUse(algorithm): the kind serves it (else the puzzle runs `fallback`).
export const PUZZLE_KINDS = Object.freeze({
  predict: { label: t('puzzle.kind.predict'), answer: 'cell', count: 5, canUse: canPredict, fallback: 'astar' },
  numbers: { label: t('puzzle.kind.numbers'), answer: 'numbers', count: 3, canUse: canAskNumbers, fallback: 'astar' },
  path: { label: t('puzzle.kind.path'), answer: 'walk', count: 1, canUse: () => true, fallback: 'astar' },
  walls: { label: t('puzzle.kind.walls'), answer: 'walls', count: 1, canUse: () => true, fallback: 'astar' },
  which: { label: t('puzzle.kind.which'), answer: 'choice', count: 3, canUse: (name) => WHICH_CHOICES.includes(name), fallback: 'astar' },
});
