// The code panel's C++ (web/wasm/frontier_listings.js, written by `frontier listings` from the regions of
// cpp/search marked `// listing: NAME` ... `// listing end`) cannot drift from the engine: each listing is the
// text, at its line, of a file the shipped wasm module was compiled from; each of its event lines holds the
// call that records that event; and every event kind a registry row's run records (grid searches over the
// options that change what is recorded, the walkers, the road routes and the drive) has a line among the
// listings that row names.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { CELL } from '../../web/core/engine.js';
import { ALGORITHM_INFO, ROAD_ALGORITHM_INFO, WALKER_INFO, listingsOf } from '../../web/core/registry.js';
import LISTINGS from '../../web/wasm/frontier_listings.js';
import SCHEMA from '../../web/wasm/frontier_schema.js';
import { fitNeeds, freshEngine, mulberry32, randomInt } from './support.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const KIND_NAMES = SCHEMA.trace.kinds.map((kind) => kind.name);
const KIND_BY_ID = new Map(SCHEMA.trace.kinds.map((kind) => [kind.id, kind.name]));
// 'rhs-changed' -> 'RhsChanged': the TraceKind enumerator of a schema kind name (trace.h).
const camelName = (kind) => kind.replace(/(^|-)([a-z])/g, (_, dash, letter) => letter.toUpperCase());
const leadingWhitespace = (line) => line.length - line.trimStart().length;

let engine;
before(async () => { engine = await freshEngine(); });

// The source files the shipped module's objects were compiled from, as its compiler listed them (its .d
// files), each with the time of the oldest object that read it. The objects are the build's current ones, as
// CMake lists them (DependInfo.cmake): a folder may also hold objects of an earlier configuration (one file a
// unit before the unity build), which no longer go into the module.
function compiledSources() {
  const build = path.join(ROOT, 'build/wasm');
  const dependInfo = path.join(build, 'CMakeFiles/frontier_core.dir/DependInfo.cmake');
  if (!fs.existsSync(dependInfo)) throw new Error(`${dependInfo} is missing: run scripts/build`);
  const sources = new Map();
  // Each line: "<source>" "<object>" "<compiler>" "<object>.d".
  for (const [, dependencies] of fs.readFileSync(dependInfo, 'utf8').matchAll(/"[^"]*" "[^"]*" "[^"]*" "([^"]*\.o\.d)"/g)) {
    const full = path.resolve(build, dependencies);
    const built = fs.statSync(full.slice(0, -2)).mtimeMs;
    for (const file of fs.readFileSync(full, 'utf8').split(/[\s\\]+/)) {
      if (file.startsWith(ROOT)) sources.set(file, Math.min(sources.get(file) ?? Infinity, built));
    }
  }
  return sources;
}

test('every listing is the text of a file the wasm module was compiled from, at its line', () => {
  const sources = compiledSources();
  assert.ok(Object.keys(LISTINGS).length > 0);
  for (const [name, listing] of Object.entries(LISTINGS)) {
    const file = path.join(ROOT, listing.file);
    assert.ok(sources.has(file), `${name}: ${listing.file} is not among the sources of the wasm module`);
    assert.ok(fs.statSync(file).mtimeMs <= sources.get(file),
      `${name}: ${listing.file} changed after the wasm module was compiled from it: run scripts/build`);
    const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
    const first = listing.firstLine - 1;
    const end = first + listing.lines.length;
    assert.equal(lines[first - 1]?.trim(), `// listing: ${name}`, `${name}: the line before ${listing.file}:${listing.firstLine}`);
    assert.equal(lines[end]?.trim(), '// listing end', `${name}: the line after its last, ${listing.file}:${end}`);
    // The generator's one change: the region's common leading indentation removed.
    const region = lines.slice(first, end);
    const common = Math.min(...region.filter((line) => line.trim() !== '').map(leadingWhitespace));
    assert.deepEqual(listing.lines, region.map((line) => line.slice(Math.min(common, leadingWhitespace(line)))),
      `${name}: its lines are ${listing.file}'s from line ${listing.firstLine}`);
  }
});

test("every event line holds the TraceKind of its event, and every TraceKind in a listing is one of its events", () => {
  for (const [name, listing] of Object.entries(LISTINGS)) {
    for (const [kind, indexes] of Object.entries(listing.events)) {
      assert.ok(KIND_NAMES.includes(kind), `${name}: '${kind}' is no trace kind of the schema`);
      assert.ok(indexes.length > 0, `${name}: '${kind}' has no line`);
      for (const index of indexes) {
        assert.match(listing.lines[index] ?? '', new RegExp(`\\bTraceKind::${camelName(kind)}\\b`),
          `${name}: line ${index} (${listing.file}:${listing.firstLine + index}) records '${kind}'`);
      }
    }
    listing.lines.forEach((line, index) => {
      for (const [, token] of line.matchAll(/\bTraceKind::(\w+)/g)) {
        const kind = KIND_NAMES.find((candidate) => camelName(candidate) === token);
        assert.ok(listing.events[kind]?.includes(index), `${name}: line ${index} holds TraceKind::${token} but is not its event line`);
      }
    });
  }
});

test('every registry row names listings that exist, for each world it runs in', () => {
  for (const row of SCHEMA.algorithms) {
    assert.ok(row.listings.length > 0, `${row.name} names no listings`);
    for (const name of [...row.listings, ...row.roadListings]) {
      assert.ok(Object.hasOwn(LISTINGS, name), `${row.name} names listing '${name}', which frontier_listings.js lacks`);
    }
    if (row.worlds.includes('road')) assert.ok(row.roadListings.length > 0, `${row.name} runs on roads but names no road listings`);
  }
  // registry.js hands them out by world: a grid search's grid and road runs, a walker's walk and drive.
  assert.deepEqual(listingsOf('astar'), ['best-first', 'grid-path']);
  assert.deepEqual(listingsOf('astar', 'road'), ['best-first', 'road-path']);
  assert.deepEqual(listingsOf('greedy', 'road'), []);
  assert.deepEqual(listingsOf('dstar-lite', 'road'), ['drive', 'dstar-lite-plan', 'dstar-lite']);
  assert.equal(listingsOf('no-such-algorithm'), null);
});

// The kinds of the events a trace holds, every lane's.
function kindsOf(trace) {
  const kinds = new Set();
  for (let i = 0; i < trace.length; i++) kinds.add(KIND_BY_ID.get(trace.kind(i)));
  return kinds;
}

// Asserts every kind in `kinds` has a line among the listings `names`; adds them to `seen`.
function assertLit(row, names, kinds, what, seen) {
  for (const kind of kinds) {
    seen.add(kind);
    assert.ok(names.some((name) => LISTINGS[name].events[kind]?.length > 0),
      `${row}: ${what} records '${kind}' events, and none of its listings (${names.join(', ')}) has a line for them`);
  }
}

// A width x height grid, a quarter walls, corners open.
function grid(random, width, height) {
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) cells[i] = random() < 0.25 ? CELL.wall : CELL.floor;
  cells[0] = cells[cells.length - 1] = CELL.floor;
  return { width, height, cells };
}

// What each family must be seen to record, so the runs below reach every kind of event its loop records.
const EXPECTED = {
  'best-first': ['generated', 'expanded', 'improved', 'path'],
  uninformed: ['generated', 'expanded', 'path'],
  bidirectional: ['generated', 'expanded', 'meet', 'bound', 'path'],
  'jump-point': ['generated', 'expanded', 'scanned', 'path'],
  'iterative-deepening': ['iteration', 'expanded', 'generated', 'backtrack', 'path'],
  'any-angle': ['generated', 'expanded', 'improved', 'path'],
  incremental: ['rhs-changed', 'expanded', 'path'],
};

test('every event kind a grid search records has a line among its listings', () => {
  const random = mulberry32(31);
  const grids = [grid(random, 24, 16), grid(random, 24, 16), grid(random, 9, 7)];
  // A goal walled in: no path, the searches run out.
  const closed = grid(random, 12, 10);
  closed.cells[closed.cells.length - 2] = closed.cells[closed.cells.length - 1 - closed.width] = CELL.wall;
  closed.cells[closed.cells.length - 2 - closed.width] = CELL.wall;
  for (const row of ALGORITHM_INFO) {
    const seen = new Set();
    const run = (request, what) => {
      const result = engine.search({ ...request, trace: true });
      assertLit(row.name, row.listings, kindsOf(result.trace), what, seen);
      return result;
    };
    for (const [index, { width, height, cells }] of [...grids, closed].entries()) {
      const goal = { x: width - 1, y: height - 1 };
      for (const moves of [{ movement: 4 }, { movement: 8, diagonal: 'no-corner-cut' }, { movement: 8, diagonal: 'always' }]) {
        // IDA* on the small grids only, within a budget (its iterations revisit every path; one that gives up
        // has begun, expanded, cut off and backtracked all the same).
        const budget = row.uses.includes('budget') ? { budget: 20000 } : {};
        if (budget.budget && width > 12) continue;
        for (const [start, to] of [[{ x: 0, y: 0 }, goal], [goal, goal]]) {
          const request = fitNeeds({ width, height, cells, start, goal: to, algorithm: row.name, costs: 'float', ...moves, ...budget });
          if (request) run(request, `grid ${index} (${JSON.stringify(moves)}, start ${start.x},${start.y})`);
        }
      }
    }
    if (row.name === 'lpa-star') {
      // A repair: the last search's grid edited, a wall on its path and one erased.
      const { width, height } = grids[0];
      const cells = grids[0].cells.slice();
      const request = { width, height, cells, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 }, algorithm: 'lpa-star' };
      const first = run(request, 'a first search');
      cells[first.pathCells[Math.floor(first.pathCells.length / 2)]] = CELL.wall;
      cells[cells.indexOf(CELL.wall)] = CELL.floor;
      const repaired = run({ ...request, cells }, 'a repair after edits');
      assert.ok(repaired.repair, 'the second search repaired the first');
    }
    for (const kind of EXPECTED[row.family]) assert.ok(seen.has(kind), `${row.name}: no run recorded '${kind}'`);
  }
});

test('every event kind a walk records, the agent lane\'s too, has a line among its walker\'s listings', () => {
  const random = mulberry32(5);
  for (const row of WALKER_INFO) {
    const seen = new Set();
    for (let trial = 0; trial < 3; trial++) {
      const { width, height, cells } = grid(random, 20, 14);
      const changes = [{ beforeMove: 2, cells: [{ x: randomInt(random, width), y: randomInt(random, height), code: CELL.wall },
        { x: randomInt(random, width), y: randomInt(random, height), code: CELL.sand }] }];
      const result = engine.navigate({
        width, height, cells, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 }, algorithm: row.name,
        sensorRadius: 1 + trial, changes, trace: true,
      });
      assertLit(row.name, row.listings, kindsOf(result.trace), `walk ${trial}`, seen);
    }
    for (const kind of ['cell-changed', 'sensed', 'replan', 'agent-moved', 'expanded', 'path']) {
      assert.ok(seen.has(kind), `${row.name}: no walk recorded '${kind}'`);
    }
  }
});

test('every event kind a road route or a drive records has a line among its row\'s road listings', async () => {
  await engine.loadNetwork({ generator: 'random', nodes: 300, seed: 7 });
  for (const row of ROAD_ALGORITHM_INFO) {
    const seen = new Set();
    for (const metric of ['length', 'time']) {
      for (const [from, to] of [[0, 299], [17, 230], [5, 5]]) {
        const result = engine.route({ from, to, algorithm: row.name, metric, trace: true });
        assertLit(row.name, row.roadListings, kindsOf(result.trace), `a route ${from} -> ${to} (${metric})`, seen);
      }
    }
    assert.ok(seen.has('expanded') && seen.has('path'), `${row.name}: its routes expanded and found paths`);
  }
  // The drive: D* Lite's road planner, the walker row's road run.
  const seen = new Set();
  const first = engine.route({ from: 0, to: 299 });
  const blocked = [0.3, 0.6].map((share) => {
    const k = Math.floor(share * (first.path.length - 1));
    return { from: first.path[k], to: first.path[k + 1] };
  });
  const drive = engine.drive({ from: 0, to: 299, blocked, trace: true });
  assert.equal(drive.reached, true);
  assertLit('dstar-lite', listingsOf('dstar-lite', 'road'), kindsOf(drive.trace), 'a drive with blocked roads', seen);
  for (const kind of ['sensed', 'replan', 'rhs-changed', 'expanded', 'path', 'agent-moved']) {
    assert.ok(seen.has(kind), `the drive recorded no '${kind}'`);
  }
});
