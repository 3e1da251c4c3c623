// Maze generation through the wasm engine: the same seed gives the same maze as the native build (the
// FNV-1a hashes pinned in tests/cpp/generate/maze_test.cpp), events rebuild the maze, bad requests are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { WALL_EVENT, MAZE_KINDS } from '../../web/core/engine.js';
import { freshEngine } from './support.mjs';
import { generateMaze as generatePageMaze, withEndpoints } from '../../web/grid/default-maze.js';

const engine = await freshEngine();

function fnv1a(bytes) {
  let hash = 1469598103934665603n;
  for (const byte of bytes) hash = ((hash ^ BigInt(byte)) * 1099511628211n) & 0xffffffffffffffffn;
  return hash;
}

test('41x25 mazes of seed 42 hash as natively: the same maze on every platform', () => {
  const pinned = {
    backtracker: 9270732577387928549n, prim: 13409908609346216141n, kruskal: 12335906028968946445n,
    wilson: 2344207024175367581n, division: 1244507418583852909n, eller: 5760327153583617221n,
  };
  for (const [kind, hash] of Object.entries(pinned)) {
    const maze = engine.generateMaze({ kind, width: 41, height: 25, seed: 42 });
    assert.equal(fnv1a(maze.cells), hash, kind);
  }
});

test('events rebuild every kind of maze over an all-wall grid', () => {
  for (const kind of MAZE_KINDS) {
    const maze = engine.generateMaze({ kind, width: 33, height: 21, seed: 5 });
    const rebuilt = new Uint8Array(maze.cells.length).fill(1);
    for (const event of maze.events) rebuilt[(event & ~WALL_EVENT) >>> 0] = event & WALL_EVENT ? 1 : 0;
    assert.deepEqual(rebuilt, maze.cells, kind);
  }
});

test('terrain and braiding layer on top, and a generated maze is searchable', () => {
  const maze = engine.generateMaze({ kind: 'prim', width: 61, height: 41, seed: 3, braid: 0.5, terrainCoverage: 0.6 });
  assert.ok(maze.cells.some((code) => code >= 2), 'some terrain painted');
  const result = engine.search({ width: 61, height: 41, cells: maze.cells, start: { x: 0, y: 0 }, goal: { x: 60, y: 40 } });
  assert.equal(result.status, 'found');
});

test('bad maze requests are refused with the reason', () => {
  assert.throws(() => engine.generateMaze({ kind: 'labyrinth', width: 5, height: 5 }), /unknown maze kind 'labyrinth'/);
  assert.throws(() => engine.generateMaze({ width: 0, height: 5 }), /grid size 0x5 is outside/);
  assert.throws(() => engine.generateMaze({ width: 5, height: 5, seed: -1 }), /seed must be a whole number/);
  assert.throws(() => engine.generateMaze({ kind: 'caves', width: 5, height: 5, braid: 0.5 }), /braiding applies to perfect mazes/);
  assert.throws(() => engine.generateMaze({ kind: 'obstacles', width: 5, height: 5, density: 2 }), /obstacle density/);
  assert.equal(engine.generateMaze({ width: 5, height: 5 }).cells.length, 25); // still usable
});

test('grids as text: the tutorial digit grid, ASCII art, MovingAI, and back', () => {
  const digits = engine.parseGrid('0 0 1\n2 1 3\n');
  assert.deepEqual([digits.width, digits.height], [3, 2]);
  assert.deepEqual(Array.from(digits.cells), [0, 0, 1, 0, 1, 0]);
  assert.deepEqual(digits.start, { x: 0, y: 1 });
  assert.deepEqual(digits.goal, { x: 2, y: 1 });
  const ascii = engine.parseGrid('S.g\n#wG\n');
  assert.deepEqual(Array.from(ascii.cells), [0, 0, 2, 1, 4, 0]);
  assert.equal(engine.exportGrid(ascii), 'S.g\n#wG\n');
  assert.equal(engine.exportGrid(ascii, 'movingai'), 'type octile\nheight 2\nwidth 3\nmap\n...\n@..\n');
  const map = engine.parseGrid(engine.exportGrid(ascii, 'movingai'));
  assert.equal(map.start, null);
  assert.deepEqual(Array.from(map.cells), [0, 0, 0, 1, 0, 0]);
});

test('malformed grid text is refused with line and column', () => {
  assert.throws(() => engine.parseGrid('..\n.x\n'), /^Error: line 2, column 2: unknown tile 'x'/);
  assert.throws(() => engine.parseGrid('..\n.\n'), /line 2: row has 1 cells/);
  assert.throws(() => engine.parseGrid(''), /no rows/);
  // Sizes in bytes (issue 29, item 22: in whole megabytes a text just over the limit was "64 MB, over the 64 MB limit").
  assert.throws(() => engine.parseGrid('.'.repeat(65 * 2 ** 20)), /^Error: line 1: the text is 68157440 bytes, over the 64 MiB limit \(67108864 bytes\)$/);
  assert.throws(() => engine.parseGrid('.'.repeat(64 * 2 ** 20 + 1)), /the text is 67108865 bytes, over the 64 MiB limit/);
  // Measured in UTF-8 bytes, as the engine measures it: 33 Mi two-byte characters are 66 MiB.
  assert.throws(() => engine.parseGrid('é'.repeat(33 * 2 ** 20)), /the text is 69206016 bytes, over the 64 MiB limit/);
  assert.throws(() => engine.parseScenario('€'.repeat(22 * 2 ** 20)), /the text is 69206016 bytes, over the 64 MiB limit/);
  assert.throws(() => engine.parseGrid(42), /takes the text/);
  assert.throws(() => engine.exportGrid({ width: 2, height: 2, cells: new Uint8Array(3) }), /cannot export/);
});

test('MovingAI scenarios: queries with their optimal lengths, and errors naming the line', () => {
  const queries = engine.parseScenario('version 1\n0\tm.map\t3\t2\t0\t0\t2\t1\t2.41421\n1 m.map 3 2 2 1 0 0 2.41421\n');
  assert.deepEqual(queries[1], { start: { x: 2, y: 1 }, goal: { x: 0, y: 0 }, optimal: 2.41421 });
  assert.equal(queries.length, 2);
  assert.throws(() => engine.parseScenario('version 2\n'), /line 1: expected 'version 1'/);
  assert.throws(() => engine.parseScenario('version 1\n0 m 3 2 0 0 2\n'), /line 2: expected 9 fields/);
});

// The page's mazes (web/grid/default-maze.js): caves, rooms and dense obstacles can leave the open cells
// nearest the edges apart (caves did on 13 of 50 seeds): start and goal are placed in one region.
test('the page places start and goal where a search can join them, on every kind and seed', () => {
  for (const kind of MAZE_KINDS) {
    for (let seed = 1; seed <= 50; seed++) {
      const maze = generatePageMaze(engine, { kind, seed, width: 41, height: 25, density: 0.45 });
      const result = engine.search({ ...maze, movement: 4, algorithm: 'bfs' });
      assert.equal(result.status, 'found', `${kind}, seed ${seed}: (${maze.start.x}, ${maze.start.y}) to (${maze.goal.x}, ${maze.goal.y})`);
    }
  }
  // The generators that can leave parts apart, at other sizes too (odd and even, small and wide).
  for (const kind of ['obstacles', 'rooms', 'caves']) {
    for (const [width, height] of [[37, 21], [64, 64], [120, 40]]) {
      for (let seed = 1; seed <= 50; seed++) {
        const maze = generatePageMaze(engine, { kind, seed, width, height, density: 0.45 });
        const result = engine.search({ ...maze, movement: 4, algorithm: 'bfs' });
        assert.equal(result.status, 'found', `${kind} ${width}x${height}, seed ${seed}`);
      }
    }
  }
  // Ends a grid gives are kept; a missing one joins the given one's region.
  const cells = Uint8Array.from([0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0, 1, 0, 0]); // 4x4: a pocket at the top left
  const apart = withEndpoints({ width: 4, height: 4, cells, start: { x: 0, y: 0 }, goal: { x: 3, y: 3 } });
  assert.deepEqual([apart.start, apart.goal], [{ x: 0, y: 0 }, { x: 3, y: 3 }]);
  const joined = withEndpoints({ width: 4, height: 4, cells, start: { x: 0, y: 0 } });
  assert.deepEqual(joined.goal, { x: 0, y: 1 });
});
