// The classic A* tutorials' own maps, with the options they use, so a reader
// of those tutorials finds the same figures, numbers and steps here.
import { CELL } from '../core/engine.js';
import { t } from '../i18n/i18n.js';

// Each example: a picture ('#' wall, '.' floor, 'A' start, 'B' goal, 'g' grass, 's' sand, 'w' water)
// and the options the tutorial uses (merged over the page's current options).
export const EXAMPLES = Object.freeze({
  tutorial: {
    label: t('example.tutorial'),
    picture: [
      '.......',
      '...#...',
      '.A.#.B.',
      '...#...',
      '.......',
    ],
    // Manhattan with diagonal moves and 10/14 costs: the tutorial's H, inadmissible, as it admits. Equal Fs go
    // as in the tutorial's list (the last one added, as its figures have it): under the wall.
    options: { algorithm: 'astar', heuristic: 'manhattan', movement: 8, costs: 'integer', diagonal: 'no-corner-cut', tieBreak: 'tutorial' },
  },
  'dead-end': {
    label: t('example.dead-end'),
    picture: [
      '...........',
      '...........',
      '...#####...',
      '.......#...',
      '.A.....#.B.',
      '.......#...',
      '...#####...',
      '...........',
    ],
    options: { algorithm: 'astar', heuristic: 'manhattan', movement: 8, costs: 'integer', diagonal: 'no-corner-cut' },
  },
  'c-tutorial': {
    label: t('example.c-tutorial'),
    // The tutorial's own array, read by the engine's digit-grid reader (0 free, 1 wall, 2 start, 3 goal).
    text: [
      '0 0 0 0 0 0 0 0 0 0',
      '0 0 0 1 1 0 0 0 0 0',
      '0 0 0 0 1 0 0 0 0 0',
      '0 0 0 0 1 1 0 0 0 0',
      '0 0 0 0 0 1 3 0 0 0',
      '0 0 2 0 0 1 0 0 0 0',
      '0 0 0 0 1 1 0 0 0 0',
      '0 0 0 0 1 1 0 0 0 0',
      '0 0 0 1 1 0 0 0 0 0',
      '0 0 0 0 0 0 0 0 0 0',
    ].join('\n'),
    options: { algorithm: 'astar', heuristic: 'manhattan', movement: 8, costs: 'integer', diagonal: 'no-corner-cut' },
  },
  'first-touch': {
    label: t('example.first-touch'),
    // The map tests/cpp/search/bidirectional_test.cpp pins: the two sides first touch across the water
    // above the start, and the naive rule takes that path, five and a half times the optimum's cost.
    // Switch to bidirectional A* to see the proven rule go on until no cheaper path can remain.
    picture: [
      '#w#..www',
      's.#Bg#wA',
      '.......g',
      '#s.wgg.g',
      '.##.ws.#',
    ],
    options: { algorithm: 'bidirectional-first-touch', heuristic: 'octile', movement: 8, costs: 'float', diagonal: 'no-corner-cut' },
  },
  'no-resort': {
    label: t('example.no-resort'),
    // The map tests/cpp/search/wrong_variants_test.cpp pins: astar-no-resort (a deliberate bug, the tutorials'
    // open list not re-sorted when a G improves) returns a path of cost 68; A* finds 60. Switch to A* to compare.
    picture: [
      '......',
      '.#....',
      'A.....',
      '....#B',
    ],
    options: { algorithm: 'astar-no-resort', heuristic: 'octile', movement: 8, costs: 'integer', diagonal: 'no-corner-cut' },
  },
  capped: {
    label: t('example.capped'),
    // The map tests/cpp/search/wrong_variants_test.cpp pins: astar-capped (a deliberate bug, the loop capped
    // at 200 iterations) says there is no path; A* goes round the wall in 221 expansions, cost 372.
    picture: [
      '............#...........',
      '.......A....#....B......',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '............#...........',
      '........................',
    ],
    options: { algorithm: 'astar-capped', heuristic: 'octile', movement: 8, costs: 'integer', diagonal: 'no-corner-cut' },
  },
});

const CODES = { '#': CELL.wall, '.': CELL.floor, A: CELL.floor, B: CELL.floor, g: CELL.grass, s: CELL.sand, w: CELL.water };

// {width, height, cells, start, goal} of an example: its picture, or its text read by `engine`.
export function exampleMaze(name, engine = null) {
  const { picture, text } = EXAMPLES[name];
  if (text) {
    if (!engine) throw new Error(t('files.noEngine'));
    return engine.parseGrid(text);
  }
  const height = picture.length;
  const width = picture[0].length;
  const cells = new Uint8Array(width * height);
  let start = { x: 0, y: 0 };
  let goal = { x: width - 1, y: height - 1 };
  picture.forEach((row, y) => {
    [...row].forEach((symbol, x) => {
      cells[y * width + x] = CODES[symbol];
      if (symbol === 'A') start = { x, y };
      if (symbol === 'B') goal = { x, y };
    });
  });
  return { width, height, cells, start, goal };
}
