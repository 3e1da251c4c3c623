// Bad input: every malformed grid or request is refused with an Error that names the problem, and the
// engine keeps working afterwards.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { ALGORITHMS } from '../../web/core/registry.js';
import { freshEngine } from './support.mjs';

// 7x5, a wall at x = 3, y = 1..3.
function tutorialGrid() {
  const cells = new Uint8Array(7 * 5);
  for (let y = 1; y <= 3; y++) cells[y * 7 + 3] = 1;
  return cells;
}

const CELLS = tutorialGrid();
const GRID = { width: 7, height: 5, cells: CELLS };
const QUERY = { start: { x: 1, y: 2 }, goal: { x: 5, y: 2 } };
const VALID = { ...GRID, ...QUERY };

function withCell(index, code, asArray = false) {
  const cells = asArray ? Array.from(CELLS) : CELLS.slice();
  cells[index] = code;
  return cells;
}

// request: passed to search(); message: the whole message; gridKept: checks that the loaded grid
// survives the error (a rejected grid changes nothing; left out where the check adds nothing).
const CASES = [
  { name: 'start outside the grid', request: { ...VALID, start: { x: 7, y: 2 } }, message: /^start \(7, 2\) is outside the 7x5 grid$/, gridKept: true },
  { name: 'start at a negative x', request: { ...VALID, start: { x: -1, y: 2 } }, message: /^start \(-1, 2\) is outside the 7x5 grid$/, gridKept: true },
  { name: 'goal on a wall', request: { ...VALID, goal: { x: 3, y: 2 } }, message: /^goal \(3, 2\) is on a wall$/, gridKept: true },
  { name: 'width 0', request: { ...VALID, width: 0 }, message: /^grid size 0x5 is outside 1x1 to 4096x4096$/, gridKept: true },
  {
    name: 'width 5000',
    request: { ...QUERY, width: 5000, height: 1, cells: new Uint8Array(5000), start: { x: 0, y: 0 }, goal: { x: 4999, y: 0 } },
    message: /^grid size 5000x1 is outside 1x1 to 4096x4096$/,
    gridKept: true,
  },
  { name: 'cells of the wrong length', request: { ...VALID, cells: new Uint8Array(34) }, message: /^cell data has 34 entries, expected 35 for 7x5$/, gridKept: true },
  {
    name: 'unknown cell code 9 (Uint8Array)',
    request: { ...VALID, cells: withCell(8, 9) },
    message: /^unknown cell code 9 at \(1, 1\); codes are 0 floor, 1 wall, 2 grass, 3 sand, 4 water$/,
    gridKept: true,
  },
  {
    name: 'unknown cell code 9 (plain array)',
    request: { ...VALID, cells: withCell(34, 9, true) },
    message: /^unknown cell code 9 at \(6, 4\); codes are 0 floor, 1 wall, 2 grass, 3 sand, 4 water$/,
    gridKept: true,
  },
  { name: 'cells not an array', request: { ...VALID, cells: 'floor' }, message: /^cells must be a Uint8Array \(or an array\) of cell codes$/ },
  // null is a value, not "left out": refused, not taken as the default.
  { name: 'null algorithm', request: { ...VALID, algorithm: null }, message: /^algorithm must be a string, got null$/, gridKept: true },
  { name: 'null movement', request: { ...VALID, movement: null }, message: /^movement must be 4 or 8, got null$/, gridKept: true },
  {
    name: 'unknown algorithm',
    request: { ...VALID, algorithm: 'a-star' },
    // The grid searches of the registry, in its order.
    message: new RegExp(`^unknown algorithm 'a-star' \\(expected one of ${ALGORITHMS.join(', ')}\\)$`),
    gridKept: true,
  },
  {
    name: 'unknown heuristic',
    request: { ...VALID, heuristic: 'diagonal' },
    message: /^unknown heuristic 'diagonal' \(expected one of manhattan, euclidean, octile, chebyshev, zero, hex\)$/,
    gridKept: true,
  },
  {
    name: 'unknown diagonal',
    request: { ...VALID, diagonal: 'sometimes' },
    message: /^unknown diagonal rule 'sometimes' \(expected one of never, no-corner-cut, one-blocked, always\)$/,
    gridKept: true,
  },
  { name: 'unknown costs', request: { ...VALID, costs: 'double' }, message: /^unknown step costs 'double' \(expected one of float, integer\)$/, gridKept: true },
  {
    name: 'unknown tieBreak',
    request: { ...VALID, tieBreak: 'larger-h' },
    message: /^unknown tie-break 'larger-h' \(expected one of smaller-h, newest, oldest, tutorial\)$/,
    gridKept: true,
  },
  { name: 'weight 0.5', request: { ...VALID, algorithm: 'weighted-astar', weight: 0.5 }, message: /^weight must be a finite number >= 1, got 0\.5(0*)$/, gridKept: true },
  { name: 'weight NaN', request: { ...VALID, algorithm: 'weighted-astar', weight: NaN }, message: /^weight must be a finite number >= 1, got nan$/i, gridKept: true },
  { name: 'weight Infinity', request: { ...VALID, algorithm: 'weighted-astar', weight: Infinity }, message: /^weight must be a finite number >= 1, got inf(inity)?$/i, gridKept: true },
  { name: 'movement 6', request: { ...VALID, movement: 6 }, message: /^movement must be 4 or 8, got 6$/, gridKept: true },
  { name: 'non-integer start.x', request: { ...VALID, start: { x: 1.5, y: 2 } }, message: /^start\.x must be an integer, got 1\.5$/, gridKept: true },
  { name: 'non-integer goal.y', request: { ...VALID, goal: { x: 5, y: NaN } }, message: /^goal\.y must be an integer, got NaN$/, gridKept: true },
  { name: 'start missing', request: { ...GRID, goal: QUERY.goal }, message: /^start must be \{x, y\}$/, gridKept: true },
  { name: 'unknown option key', request: { ...VALID, heuristics: 'octile' }, message: /^unknown search option 'heuristics'$/, gridKept: true },
  {
    name: 'negative terrain cost',
    request: { ...VALID, terrainCosts: { grass: -1 } },
    message: /^cost of grass must be a number in \(0, 1000000\], got -1(\.0*)?$/,
    gridKept: true,
  },
  { name: 'zero terrain cost', request: { ...VALID, terrainCosts: { sand: 0 } }, message: /^cost of sand must be a number in \(0, 1000000\], got 0(\.0*)?$/, gridKept: true },
  { name: 'NaN terrain cost', request: { ...VALID, terrainCosts: { water: NaN } }, message: /^cost of water must be a number in \(0, 1000000\], got nan$/i, gridKept: true },
  { name: 'zero floor cost', request: { ...VALID, terrainCosts: { floor: 0 } }, message: /^cost of floor must be a number in \(0, 1000000\], got 0(\.0*)?$/, gridKept: true },
  {
    name: 'unknown terrain name',
    request: { ...VALID, terrainCosts: { lava: 3 } },
    message: /^unknown terrain 'lava' \(expected floor, grass, sand or water\)$/,
    gridKept: true,
  },
  { name: 'width without cells', request: { ...QUERY, width: 7 }, message: /^width, height and cells go together$/, gridKept: true },
  // Small looseness, refused with a message that says what was given (issue 15, item 16).
  { name: 'null terrainCosts', request: { ...VALID, terrainCosts: null }, message: /^terrainCosts must be an object such as \{grass: 3\}, got null$/, gridKept: true },
  { name: "trace 'false'", request: { ...VALID, trace: 'false' }, message: /^trace must be true or false, got the string 'false'$/, gridKept: true },
  { name: "start.x '1'", request: { ...VALID, start: { x: '1', y: 2 } }, message: /^start\.x must be an integer, got the string '1'$/, gridKept: true },
  { name: 'null weight', request: { ...VALID, algorithm: 'weighted-astar', weight: null }, message: /^weight must be a number, got null$/, gridKept: true },
  // Issue 29, item 22: String() made the array 'astar', and the message named the algorithm it refused.
  { name: "algorithm ['astar']", request: { ...VALID, algorithm: ['astar'] }, message: /^algorithm must be a string, got an array \[astar\]$/, gridKept: true },
  { name: 'heuristic 3', request: { ...VALID, heuristic: 3 }, message: /^heuristic must be a string, got 3$/, gridKept: true },
  // Issue 29, item 23: terrain costs went through Number(), where docs/API.md says other types are refused.
  { name: "terrain cost '3'", request: { ...VALID, terrainCosts: { grass: '3' } }, message: /^terrainCosts\.grass must be a number, got the string '3'$/, gridKept: true },
  { name: 'terrain cost true', request: { ...VALID, terrainCosts: { sand: true } }, message: /^terrainCosts\.sand must be a number, got true$/, gridKept: true },
  { name: 'terrain cost [5]', request: { ...VALID, terrainCosts: { water: [5] } }, message: /^terrainCosts\.water must be a number, got an array \[5\]$/, gridKept: true },
  { name: "terrain cost '0x10'", request: { ...VALID, terrainCosts: { floor: '0x10' } }, message: /^terrainCosts\.floor must be a number, got the string '0x10'$/, gridKept: true },
  { name: 'a cost of 1e300 is said briefly', request: { ...VALID, terrainCosts: { sand: 1e300 } }, message: /^cost of sand must be a number in \(0, 1000000\], got 1e\+300$/, gridKept: true },
];

describe('bad input', () => {
  let engine;
  let expected; // the valid search's result, for comparison after each error

  before(async () => {
    engine = await freshEngine();
  });

  test('search before any grid is loaded', () => {
    assert.throws(() => engine.search(QUERY), { name: 'Error', message: /^no grid loaded: pass width, height and cells$/ });
    expected = engine.search(VALID);
    assert.equal(expected.status, 'found');
    assert.equal(expected.cost, 4 + 2 * Math.SQRT2);
  });

  test('search takes an object', () => {
    assert.throws(() => engine.search(null), { name: 'Error', message: /^search takes an object$/ });
    assert.throws(() => engine.search('astar'), { name: 'Error', message: /^search takes an object$/ });
  });

  for (const { name, request, message, gridKept } of CASES) {
    test(name, () => {
      engine.setGrid(GRID); // every case starts from a loaded grid
      assert.throws(() => engine.search(request), { name: 'Error', message });

      // The same search again fails the same way: nothing was half-applied.
      assert.throws(() => engine.search(request), { name: 'Error', message });

      // The grid loaded before is still there: a rejected request, grid included, changes nothing ...
      if (gridKept) {
        const again = engine.search(QUERY);
        assert.equal(again.status, 'found', `${name}: search on the kept grid`);
        assert.equal(again.cost, expected.cost);
      }
      // ... and with a grid passed in, the engine works as before.
      const after = engine.search({ ...VALID, trace: true });
      assert.equal(after.status, 'found', `${name}: valid search afterwards`);
      assert.equal(after.cost, expected.cost);
      assert.equal(after.expanded, expected.expanded);
      assert.deepEqual(after.path, expected.path);
    });
  }

  test('setGrid reports the same errors', () => {
    assert.throws(() => engine.setGrid({ width: 0, height: 5, cells: CELLS }), { name: 'Error', message: /^grid size 0x5 is outside/ });
    assert.throws(() => engine.setGrid({ width: 7, height: 5, cells: withCell(0, 7) }), { name: 'Error', message: /^unknown cell code 7 at \(0, 0\)/ });
    assert.throws(() => engine.setGrid({ width: 7.5, height: 5, cells: CELLS }), { name: 'Error', message: /^grid size 7\.5x5 is outside/ });
    engine.setGrid(GRID);
    assert.equal(engine.search(QUERY).cost, expected.cost);
  });
});

// Values the Uint8Array copy or Embind's int conversion would silently wrap: the wrapper refuses them.
describe('values that would wrap on their way into wasm', () => {
  let engine;
  before(async () => {
    engine = await freshEngine();
  });

  const BUGS = [
    {
      name: 'cell code 257 in a plain array',
      actual: 'accepted: Uint8Array.set wraps it to 1, a wall',
      request: { ...VALID, cells: withCell(8, 257, true) },
      message: /^unknown cell code 257/,
    },
    {
      name: 'cell code 2.5 in a plain array',
      actual: 'accepted: truncated to 2, grass',
      request: { ...VALID, cells: withCell(8, 2.5, true) },
      message: /cell code/,
    },
    {
      name: "cell code 'x' in a plain array",
      actual: 'accepted: becomes 0, floor',
      request: { ...VALID, cells: withCell(8, 'x', true) },
      message: /cell code/,
    },
    {
      name: 'cell code -1 in a plain array',
      actual: "refused, but as 'unknown cell code 255'",
      request: { ...VALID, cells: withCell(8, -1, true) },
      message: /^unknown cell code -1 /,
    },
    {
      name: 'height 2^32 + 5',
      actual: 'accepted: Embind converts it to int 5 and a 7x5 grid loads',
      request: { ...VALID, height: 2 ** 32 + 5 },
      message: /^grid size 7x4294967301 is outside/,
    },
    {
      name: 'movement 2^32 + 4',
      actual: 'accepted: Embind converts it to int 4 and the search runs 4-connected',
      request: { ...VALID, movement: 2 ** 32 + 4 },
      message: /^movement must be 4 or 8, got 4294967300$/,
    },
    {
      name: 'movement 6.5',
      actual: "refused, but as 'got -1'",
      request: { ...VALID, movement: 6.5 },
      message: /^movement must be 4 or 8, got 6\.5$/,
    },
  ];

  for (const { name, request, message } of BUGS) {
    test(name, () => {
      assert.throws(() => engine.search(request), { name: 'Error', message });
    });
  }
});

// Issue 29, items 22 and 23 beyond engine.search: the walk's terrain costs, and a road query's K beyond 32 bits.
describe('walks and road queries refuse what search refuses', () => {
  let engine;
  before(async () => {
    engine = await freshEngine();
  });

  test("navigate's terrainCosts are numbers too", () => {
    for (const [cost, shown] of [['3', "the string '3'"], [true, 'true'], [[5], 'an array \\[5\\]'], ['0x10', "the string '0x10'"]]) {
      assert.throws(() => engine.navigate({ ...VALID, terrainCosts: { grass: cost } }),
        { name: 'Error', message: new RegExp(`^terrainCosts\\.grass must be a number, got ${shown}$`) });
    }
    assert.equal(engine.navigate({ ...VALID, terrainCosts: { grass: 3 } }).reached, true);
    assert.throws(() => engine.navigate({ ...VALID, algorithm: ['dstar-lite'] }),
      { name: 'Error', message: 'algorithm must be a string, got an array [dstar-lite]' });
  });

  test('k of 2^32 + 3 is said as given, not as the int it wrapped to; an array is said to be one', async () => {
    await engine.loadNetwork({ generator: 'random', nodes: 100, seed: 1 });
    assert.throws(() => engine.disjointRoutes({ from: 0, to: 5, k: 2 ** 32 + 3 }),
      { name: 'Error', message: 'k must be a whole number from 1 to 5 (disjoint routes), got 4294967299' });
    assert.throws(() => engine.alternativeRoutes({ from: 0, to: 5, k: -(2 ** 40) }),
      { name: 'Error', message: 'k must be a whole number from 1 to 5 (alternative routes, the best one included), got -1099511627776' });
    // Within an int, the router's own check says the same.
    assert.throws(() => engine.disjointRoutes({ from: 0, to: 5, k: 6 }),
      { name: 'Error', message: 'k must be a whole number from 1 to 5 (disjoint routes), got 6' });
    assert.equal(engine.disjointRoutes({ from: 0, to: 5, k: 2 }).requested, 2);
    assert.throws(() => engine.route({ from: 0, to: 1, algorithm: ['astar'] }),
      { name: 'Error', message: 'algorithm must be a string, got an array [astar]' });
  });
});
