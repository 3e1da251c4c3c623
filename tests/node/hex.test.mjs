// Hex grids through the JS API and the page's modules without a browser: engine.search with topology 'hex'
// (six moves, the hex distance by default, refusals with their reasons), the cell layout the renderer,
// editor and keyboard share, and share links that carry the topology (and links without it unchanged).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { cellLayout } from '../../web/grid/cell-layout.js';
import { decodeFragment, encodePuzzle, textForm } from '../../web/share/share-codec.js';
import { PAGE_DEFAULTS, defaultHeuristic, heuristicRefusal, inapplicability, unmetNeed } from '../../web/core/registry.js';
import { freshEngine, mulberry32, randomInt } from './support.mjs';

// The odd-r neighbours, spelt out as Red Blob Games' table gives them (even rows, odd rows).
const NEIGHBOURS = [
  [[1, 0], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1]],
  [[1, 0], [1, -1], [0, -1], [-1, 0], [0, 1], [1, 1]],
];

test('engine.search on hexes: a path of hex steps, each costing one, the hex distance by default', async () => {
  const engine = await freshEngine();
  const random = mulberry32(27);
  let found = 0;
  for (let trial = 0; trial < 200; trial++) {
    const width = 3 + randomInt(random, 20), height = 3 + randomInt(random, 20);
    const cells = Uint8Array.from({ length: width * height }, () => (random() < 0.25 ? 1 : 0));
    const start = { x: 0, y: 0 }, goal = { x: width - 1, y: height - 1 };
    cells[0] = cells[width * height - 1] = 0;
    const result = engine.search({ width, height, cells, start, goal, topology: 'hex' });
    const square = engine.search({ width, height, cells, start, goal, movement: 4 });
    if (result.status !== 'found') {
      // Hexes reach more than four-way squares (their neighbours are those plus two), never less.
      assert.notEqual(square.status, 'found', `trial ${trial}: squares found a path hexes did not`);
      continue;
    }
    found++;
    assert.equal(result.admissible, true);
    assert.equal(result.optimal, true);
    assert.equal(result.cost, result.path.length - 1, 'every hex step costs one');
    for (let k = 1; k < result.path.length; k++) {
      const { x: ax, y: ay } = result.path[k - 1];
      const { x: bx, y: by } = result.path[k];
      assert.ok(NEIGHBOURS[ay & 1].some(([dx, dy]) => ax + dx === bx && ay + dy === by), `(${ax}, ${ay}) to (${bx}, ${by}) is no hex step`);
      assert.notEqual(cells[by * width + bx], 1);
    }
    if (square.status === 'found') assert.ok(result.cost <= square.cost, 'six moves never need more steps than four');
  }
  assert.ok(found > 100);
});

test('engine.search on hexes refuses what does not apply there, naming why', async () => {
  const engine = await freshEngine();
  const grid = { width: 5, height: 4, cells: new Uint8Array(20), start: { x: 0, y: 0 }, goal: { x: 4, y: 3 } };
  assert.throws(() => engine.search({ ...grid, topology: 'hex', heuristic: 'manhattan' }), /heuristic 'manhattan' counts the square grid's steps/);
  assert.throws(() => engine.search({ ...grid, topology: 'hex', algorithm: 'jps' }), /jps does not run on hex grids: its pruning rules/);
  assert.throws(() => engine.search({ ...grid, heuristic: 'hex' }), /heuristic 'hex' counts hex steps/);
  assert.throws(() => engine.search({ ...grid, topology: 'triangle' }), /unknown topology 'triangle'/);
  // The page's side of the same facts.
  assert.equal(defaultHeuristic('hex'), 'hex');
  assert.equal(defaultHeuristic('square'), PAGE_DEFAULTS.heuristic);
  assert.match(heuristicRefusal('hex', 'octile'), /square grid's steps/);
  assert.equal(heuristicRefusal('hex', 'euclidean'), null);
  assert.deepEqual(inapplicability('movement', { ...PAGE_DEFAULTS, topology: 'hex' }), { topology: 'hex' });
  assert.deepEqual(inapplicability('costs', { ...PAGE_DEFAULTS, topology: 'hex' }), { topology: 'hex' });
  assert.equal(inapplicability('movement', PAGE_DEFAULTS), null);
  assert.deepEqual(unmetNeed('jps-plus', { ...PAGE_DEFAULTS, topology: 'hex' }, ['floor']), { need: 'topology', topology: 'hex' });
});

test('the hex layout: the cell at a centre is that cell, neighbours one unit apart, the keys reach all six', () => {
  const hex = cellLayout('hex');
  for (let y = -1; y < 30; y++) {
    for (let x = -1; x < 30; x++) {
      const [cx, cy] = hex.centre(x, y);
      assert.deepEqual(hex.cellAt(cx, cy), { x, y });
      // A point just inside the flat side towards each neighbour is still this cell.
      for (const [dx, dy] of NEIGHBOURS[y & 1]) {
        const [nx, ny] = hex.centre(x + dx, y + dy);
        assert.ok(Math.abs(Math.hypot(nx - cx, ny - cy) - 1) < 1e-12);
        assert.deepEqual(hex.cellAt(cx + (nx - cx) * 0.49, cy + (ny - cy) * 0.49), { x, y });
        assert.deepEqual(hex.cellAt(cx + (nx - cx) * 0.51, cy + (ny - cy) * 0.51), { x: x + dx, y: y + dy });
      }
      const reached = [[1, 0], [-1, 0], [0, -1], [0, 1]].flatMap(([dx, dy]) =>
        (dy ? [false, true] : [false]).map((other) => hex.step(x, y, dx, dy, other)));
      assert.deepEqual(reached.map(({ x: bx, y: by }) => [bx - x, by - y]).sort(), [...NEIGHBOURS[y & 1]].sort());
    }
  }
});

test('share links carry the topology; a square link is as it was', async () => {
  const base = {
    scene: 'grid', width: 4, height: 3, cells: Uint8Array.from([0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]),
    start: { x: 0, y: 0 }, goal: { x: 3, y: 2 }, options: { ...PAGE_DEFAULTS, heuristic: 'hex' }, speed: null, step: null,
    show: { numbers: true, arrows: true, jumps: false, code: false },
  };
  const hex = await decodeFragment(await encodePuzzle({ ...base, topology: 'hex' }));
  assert.equal(hex.puzzle.topology, 'hex');
  const square = await encodePuzzle({ ...base, options: PAGE_DEFAULTS });
  assert.equal(await encodePuzzle({ ...base, options: PAGE_DEFAULTS, topology: 'square' }), square, 'a square grid writes no topology');
  assert.equal((await decodeFragment(square)).puzzle.topology, undefined);
  const text = textForm({ ...base, topology: 'hex' });
  assert.match(text, /&topology=hex$/);
  assert.equal((await decodeFragment(text)).puzzle.topology, 'hex');
  assert.match((await decodeFragment('map=S..G&topology=triangle')).error, /unknown topology 'triangle' \(expected one of square, hex\)/);
  // A hand-written hex link without a heuristic gets the hex distance; one of a square grid's is refused.
  assert.equal((await decodeFragment('map=S..G&topology=hex')).puzzle.options.heuristic, 'hex');
  assert.equal((await decodeFragment('map=S..G&topology=hex&heuristic=euclidean')).puzzle.options.heuristic, 'euclidean');
  assert.match((await decodeFragment('map=S..G&heuristic=octile&topology=hex')).error, /heuristic 'octile' counts the square grid's steps/);
});

test('hex mazes and text: the engine generates, writes and reads hex grids; what is square only says so', async () => {
  const engine = await freshEngine();
  const maze = engine.generateMaze({ kind: 'wilson', width: 21, height: 15, seed: 3, topology: 'hex' });
  const square = engine.generateMaze({ kind: 'wilson', width: 21, height: 15, seed: 3 });
  assert.notDeepEqual(maze.cells, square.cells);
  assert.throws(() => engine.generateMaze({ kind: 'division', width: 21, height: 15, topology: 'hex' }), /on hexes, use backtracker, prim, kruskal or wilson/);
  const grid = { width: 21, height: 15, cells: maze.cells, start: { x: 0, y: 0 }, goal: { x: 20, y: 14 }, topology: 'hex' };
  grid.cells[0] = grid.cells[21 * 15 - 1] = 0;
  const text = engine.exportGrid(grid, 'ascii');
  assert.match(text, /^topology hex\n/);
  const read = engine.parseGrid(text);
  assert.equal(read.topology, 'hex');
  assert.deepEqual(read.cells, grid.cells);
  assert.equal(engine.parseGrid('S..\n..G\n').topology, 'square', 'a file without the line is square, as before');
  assert.equal(engine.exportGrid({ ...grid, topology: 'square' }, 'ascii').startsWith('topology'), false);
  assert.throws(() => engine.exportGrid(grid, 'movingai'), /MovingAI maps are square grids/);
  assert.throws(() => engine.parseGrid('topology triangle\nS.G\n'), /line 1: unknown topology 'triangle' \(expected square or hex\)/);
  assert.throws(() => engine.parseGrid('topology hex\ntype octile\nheight 1\nwidth 1\nmap\n.\n'), /MovingAI maps are square grids/);
  // A hex file's errors keep their line numbers.
  assert.throws(() => engine.parseGrid('topology hex\nS..\n.x.\n..G\n'), /line 3, column 2/);
});

test('a generated hex maze puts start and goal at its left and right edges, joined by hex steps', async () => {
  const engine = await freshEngine();
  const { generateMaze } = await import('../../web/grid/default-maze.js');
  for (const kind of ['backtracker', 'prim', 'kruskal', 'wilson']) {
    const maze = generateMaze(engine, { kind, width: 41, height: 25, seed: 2, topology: 'hex' });
    assert.equal(maze.topology, 'hex');
    assert.ok(maze.start.x <= 1 && maze.goal.x >= 38, `${kind}: ${JSON.stringify([maze.start, maze.goal])}`);
    const result = engine.search({ ...maze, topology: 'hex' });
    assert.equal(result.status, 'found', kind);
  }
});

test('a stroke between two cells fills its gaps with neighbours, on hexes as on squares', () => {
  const random = mulberry32(5);
  for (const topology of ['square', 'hex']) {
    const layout = cellLayout(topology);
    for (let trial = 0; trial < 500; trial++) {
      const a = { x: randomInt(random, 40), y: randomInt(random, 40) }, b = { x: randomInt(random, 40), y: randomInt(random, 40) };
      const cells = layout.line(a, b);
      assert.deepEqual(cells[0], a);
      assert.deepEqual(cells.at(-1), b);
      for (let k = 1; k < cells.length; k++) {
        const [p, q] = [cells[k - 1], cells[k]];
        const step = topology === 'hex'
          ? NEIGHBOURS[p.y & 1].some(([dx, dy]) => p.x + dx === q.x && p.y + dy === q.y)
          : Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) === 1;
        assert.ok(step, `${topology}: ${JSON.stringify(p)} to ${JSON.stringify(q)}`);
      }
    }
  }
});

test('links refuse an estimate their topology does not take, in both forms', async () => {
  assert.match((await decodeFragment('map=S..G&heuristic=hex')).error, /heuristic 'hex' counts hex steps/);
  const base = {
    scene: 'grid', width: 4, height: 1, cells: new Uint8Array(4), start: { x: 0, y: 0 }, goal: { x: 3, y: 0 },
    speed: null, step: null, show: { numbers: true, arrows: true, jumps: false, code: false },
  };
  const hexWithOctile = await encodePuzzle({ ...base, topology: 'hex', options: PAGE_DEFAULTS });
  assert.match((await decodeFragment(hexWithOctile)).error, /heuristic 'octile' counts the square grid's steps/);
  const squareWithHex = await encodePuzzle({ ...base, options: { ...PAGE_DEFAULTS, heuristic: 'hex' } });
  assert.match((await decodeFragment(squareWithHex)).error, /heuristic 'hex' counts hex steps/);
});

test('a run on hexes keeps its topology: the open list reads it exactly; the Walk view fogs hexes', async () => {
  const engine = await freshEngine();
  const { runSearch } = await import('../../web/core/run.js');
  const { FrontierReader } = await import('../../web/core/open-list.js');
  const { WalkReplay } = await import('../../web/walk/walk-replay.js');
  const maze = engine.generateMaze({ kind: 'obstacles', density: 0.2, width: 21, height: 15, seed: 4, topology: 'hex' });
  const grid = { width: 21, height: 15, cells: maze.cells, start: { x: 0, y: 0 }, goal: { x: 20, y: 14 }, topology: 'hex' };
  grid.cells[0] = grid.cells[21 * 15 - 1] = 0;
  const options = { ...PAGE_DEFAULTS, heuristic: 'hex' };
  const run = runSearch(engine, grid, options);
  assert.equal(run.maze.topology, 'hex');
  const reader = new FrontierReader(run.trace, run.options, run.maze);
  for (let step = 1; step < Math.min(40, run.trace.stepCount); step++) {
    run.replay.seekStep(step);
    reader.frontier(run.replay, 3, false);
  }
  assert.equal(reader.exact, true, 'g and h rebuilt in doubles, as the engine computed them on hexes');
  // The fog: radius 1 senses the agent's hex and its six neighbours, not a 3 x 3 square.
  const open = { width: 9, height: 9, cells: new Uint8Array(81), start: { x: 4, y: 4 }, goal: { x: 8, y: 8 }, topology: 'hex' };
  const walk = engine.navigate({ ...open, sensorRadius: 1, trace: true });
  const replay = new WalkReplay(walk.trace, { ...open, algorithm: 'dstar-lite', sensorRadius: 1, moves: walk.moves, reached: walk.reached });
  replay.seekStep(1);
  let known = 0;
  for (let cell = 0; cell < 81; cell++) known += replay.known(cell) ? 1 : 0;
  assert.equal(known, 7);
});
