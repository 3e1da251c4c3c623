// Share links (web/share/share-codec.js): random puzzles round-trip exactly, the length budgets hold (and
// are printed), and any garbled fragment resolves to a puzzle or a specific error, never a throw or a hang.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  encodePuzzle, decodeFragment, toBase64url, fromBase64url, textForm, LINK_LIMIT,
  ALGORITHMS, HEURISTICS, DIAGONALS, COSTS, TIE_BREAKS, GENERATORS, DEFAULT_OPTIONS, COMPRESSION,
} from '../../web/share/share-codec.js';
import { ROAD_ALGORITHMS, WALKERS } from '../../web/core/registry.js';
import { freshEngine, mulberry32 as random } from './support.mjs';

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const int = (rand, low, high) => low + Math.floor(rand() * (high - low + 1));

function randomPuzzle(rand) {
  const width = int(rand, 1, rand() < 0.9 ? 40 : 300);
  const height = int(rand, 1, 40);
  const options = {
    algorithm: pick(rand, ALGORITHMS), heuristic: pick(rand, HEURISTICS), movement: pick(rand, [4, 8]),
    diagonal: pick(rand, DIAGONALS), costs: pick(rand, COSTS), tieBreak: pick(rand, TIE_BREAKS),
    weight: rand() < 0.5 ? 2 : 1 + rand() * 10,
    budget: rand() < 0.5 ? 5e6 : int(rand, 1000, 1e9),
  };
  const point = () => (rand() < 0.9 ? { x: int(rand, 0, width - 1), y: int(rand, 0, height - 1) } : null);
  const puzzle = {
    scene: 'grid', width, height, start: point(), goal: point(), options,
    speed: rand() < 0.8 ? int(rand, 0, 12) : null,
    step: rand() < 0.7 ? int(rand, 0, 2 ** int(rand, 1, 40)) : null,
    show: { numbers: rand() < 0.5, arrows: rand() < 0.5, jumps: rand() < 0.5, code: rand() < 0.5 },
  };
  if (rand() < 0.3) {
    puzzle.generator = {
      kind: pick(rand, GENERATORS), seed: int(rand, 0, 2 ** 30) * (rand() < 0.2 ? 2 ** 22 : 1),
      braid: rand(), density: rand(), terrainCoverage: rand() < 0.5 ? 0 : rand(), terrainScale: int(rand, 1, 4096),
    };
    const cells = new Set();
    const count = int(rand, 0, Math.min(20, width * height));
    while (cells.size < count) cells.add(int(rand, 0, width * height - 1));
    puzzle.edits = [...cells].sort((a, b) => a - b).map((cell) => [cell, int(rand, 0, 4)]);
  } else {
    const terrain = rand() < 0.3;
    puzzle.cells = Uint8Array.from({ length: width * height }, () => (terrain ? int(rand, 0, 4) : Number(rand() < 0.3)));
  }
  if (rand() < 0.15) {
    // A Roads view scene: no grid, a network named by its source.
    const roads = {
      source: rand() < 0.5 ? { preset: pick(rand, ['campo-grande', 'monaco']) } : { generator: 'random', nodes: int(rand, 100, 100000), seed: int(rand, 0, 2 ** 40) },
      start: int(rand, 0, 99999), goal: int(rand, 0, 99999), algorithm: pick(rand, ROAD_ALGORITHMS), metric: pick(rand, ['length', 'time']),
      shown: pick(rand, ['nothing', 'search', 'disjoint', 'alternatives', 'drive']), k: int(rand, 1, 5), disjoint: pick(rand, ['edge', 'node']),
      stretch: 1 + rand(), maxShare: rand(), blocked: Array.from({ length: int(rand, 0, 3) }, () => [int(rand, 0, 9999), int(rand, 0, 9999)]),
    };
    return { scene: 'roads', options: puzzle.options, speed: puzzle.speed, step: puzzle.step, show: puzzle.show, roads };
  }
  if (rand() < 0.3) {
    // A Walk view scene: its planner, radius, view flags and the reader's scheduled changes.
    const cell = () => ({ x: int(rand, 0, width - 1), y: int(rand, 0, height - 1), code: int(rand, 0, 4) });
    puzzle.scene = 'walk';
    puzzle.walk = {
      algorithm: pick(rand, WALKERS), sensorRadius: rand() < 0.2 ? Infinity : int(rand, 1, 20),
      showTruth: rand() < 0.5, compare: rand() < 0.5,
      changes: Array.from({ length: int(rand, 0, 4) }, () => ({
        beforeMove: int(rand, 0, 5000), cells: Array.from({ length: int(rand, 1, Math.min(6, width * height)) }, cell),
      })),
    };
  }
  return puzzle;
}

test('2000 random puzzles survive encode and decode exactly', async () => {
  const rand = random(1);
  for (let k = 0; k < 2000; k++) {
    const puzzle = randomPuzzle(rand);
    const fragment = await encodePuzzle(puzzle);
    assert.match(fragment, /^v2\.[A-Za-z0-9_-]+$/);
    const { puzzle: back, error } = await decodeFragment(`#${fragment}`);
    assert.equal(error, undefined, `puzzle ${k}: ${error}`);
    assert.deepEqual(back, puzzle, `puzzle ${k}`);
  }
});

test('base64url round-trips every length', () => {
  const rand = random(2);
  for (let length = 0; length < 200; length++) {
    const bytes = Uint8Array.from({ length }, () => int(rand, 0, 255));
    assert.deepEqual(fromBase64url(toBase64url(bytes)), bytes);
  }
});

const engine = await freshEngine();
function maze(kind, width, height, seed = 1) {
  const generated = engine.generateMaze({ kind, width, height, seed, braid: 0.25 });
  return {
    width, height, cells: generated.cells, start: { x: 0, y: 12 & ~1 }, goal: { x: width - 1, y: 12 & ~1 },
    options: { ...DEFAULT_OPTIONS }, speed: 5, step: 300, show: { numbers: false, arrows: false, jumps: false },
  };
}

test('length budgets: 41x25 maze <= 400, 64x64 <= 800, 1024x1024 generated with 10 edits <= 200', async () => {
  const small = await encodePuzzle(maze('backtracker', 41, 25));
  const medium = await encodePuzzle({ ...maze('backtracker', 63, 63), width: 64, height: 64, cells: (() => {
    const cells = new Uint8Array(64 * 64).fill(1);
    const inner = engine.generateMaze({ kind: 'backtracker', width: 63, height: 63, seed: 1, braid: 0.25 }).cells;
    for (let y = 0; y < 63; y++) cells.set(inner.subarray(y * 63, y * 63 + 63), y * 64);
    return cells;
  })() });
  const rand = random(3);
  const edits = Array.from({ length: 10 }, (_, k) => [k * 100000 + int(rand, 0, 99999), int(rand, 0, 4)]);
  const big = await encodePuzzle({
    width: 1024, height: 1024, start: { x: 0, y: 512 }, goal: { x: 1022, y: 512 }, options: { ...DEFAULT_OPTIONS },
    speed: 12, step: 123456, show: { numbers: true, arrows: false, jumps: true },
    generator: { kind: 'backtracker', seed: 987654321, braid: 0.25, density: 0.3, terrainCoverage: 0, terrainScale: 16 }, edits,
  });
  // With '#' and the page's address in front, the fragment is what counts.
  console.log(`share link lengths: 41x25 maze ${small.length + 1}, 64x64 maze ${medium.length + 1}, 1024x1024 generated + 10 edits ${big.length + 1} characters`);
  assert.ok(small.length + 1 <= 400, `41x25: ${small.length + 1}`);
  assert.ok(medium.length + 1 <= 800, `64x64: ${medium.length + 1}`);
  assert.ok(big.length + 1 <= 200, `1024x1024 generated: ${big.length + 1}`);
  // A random 256x256 grid is far over the limit the page refuses beyond.
  const rand2 = random(4);
  const noisy = await encodePuzzle({ ...maze('backtracker', 41, 25), width: 256, height: 256, cells: Uint8Array.from({ length: 65536 }, () => int(rand2, 0, 4)) });
  assert.ok(noisy.length > LINK_LIMIT);
});

test('the hand-writable form', async () => {
  const { puzzle } = await decodeFragment('#map=S..#/..##/...G&algo=astar&heuristic=manhattan&diagonal=no-corner-cut');
  assert.equal(puzzle.width, 4);
  assert.equal(puzzle.height, 3);
  assert.deepEqual(puzzle.start, { x: 0, y: 0 });
  assert.deepEqual(puzzle.goal, { x: 3, y: 2 });
  assert.deepEqual([...puzzle.cells], [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0]);
  assert.equal(puzzle.options.heuristic, 'manhattan');
  assert.equal(puzzle.options.costs, DEFAULT_OPTIONS.costs);
  const again = await decodeFragment(textForm(puzzle));
  assert.deepEqual(again.puzzle.cells, puzzle.cells);
  assert.deepEqual(again.puzzle.options, puzzle.options);
  const generated = await decodeFragment('maze=prim&seed=7&size=31x21&algo=bfs&show=numbers,arrows&step=10&speed=3');
  assert.deepEqual((await decodeFragment('map=S.G&algo=jps-plus&show=jumps')).puzzle.show, { numbers: false, arrows: false, jumps: true, code: false });
  assert.deepEqual((await decodeFragment('map=S.G&show=code')).puzzle.show, { numbers: false, arrows: false, jumps: false, code: true });
  assert.match((await decodeFragment('map=S.G&show=costs')).error ?? '', /unknown show 'costs' \(expected numbers, arrows, jumps, code\)/);
  assert.equal(generated.puzzle.generator.kind, 'prim');
  assert.deepEqual(generated.puzzle.show, { numbers: true, arrows: true, jumps: false, code: false });
  assert.equal(generated.puzzle.step, 10);
  for (const [fragment, message] of [
    ['map=S.x/..G', /unknown tile 'x'/],
    ['map=S../.G', /row 2 has 2 cells/],
    ['map=S.G&algo=fastest', /unknown algo 'fastest'/],
    ['maze=prim&size=90000x90000', /map 90000x90000 is over the limit/],
    ['v9.AAAA', /unknown version 9/],
    ['nothing=here', /unknown link field 'nothing'/],
    ['map=S.G&weight=0x10', /weight '0x10' is not a number from 1 to 20/],
    ['map=S.G&weight=%202', /weight ' 2' is not a number/],
    ['map=S.G&weight=2%20', /weight '2 ' is not a number/],
    ['map=S.G&weight=21', /weight '21' is not a number from 1 to 20/],
    ['map=S.G&speed=0x3', /speed '0x3' is not a number/],
    ['maze=prim&seed=1e3', /seed '1e3' is not a number/],
    ['maze=prim&braid=.5', /braid '.5' is not a number/],
    ['maze=prim&seed=9007199254740992', /seed '9007199254740992' is not a number from 0 to 9007199254740991/],
  ]) {
    const { error } = await decodeFragment(fragment);
    assert.match(error ?? '', message, fragment);
  }
});

test('seeds: the largest the engine takes is the largest a link takes, in both forms', async () => {
  const engine = await freshEngine();
  const largest = Number.MAX_SAFE_INTEGER;
  engine.generateMaze({ kind: 'prim', width: 5, height: 5, seed: largest });
  assert.throws(() => engine.generateMaze({ kind: 'prim', width: 5, height: 5, seed: 2 ** 53 }), /from 0 to 2\^53 - 1/);
  assert.equal((await decodeFragment(`maze=prim&size=5x5&seed=${largest}`)).puzzle.generator.seed, largest);
  const puzzle = (await decodeFragment(`maze=prim&size=5x5&seed=${largest}`)).puzzle;
  assert.equal((await decodeFragment(await encodePuzzle(puzzle))).puzzle.generator.seed, largest);
  // A binary link whose seed is 2^53 (written by hand: the encoder never writes one) is refused.
  const tooBig = await encodePuzzle({ ...puzzle, generator: { ...puzzle.generator, seed: 2 ** 53 } });
  assert.match((await decodeFragment(tooBig)).error ?? '', /a number is too long/);
});

test('after a binary link\'s data only embed fields may follow', async () => {
  const fragment = await encodePuzzle((await decodeFragment('map=S..#/..##/...G')).puzzle);
  for (const suffix of ['&embed', '&embed&autoplay&controls=minimal', '&stats=0&speed=3&step=4&show=numbers&origin=https://example.org&embed']) {
    assert.ok((await decodeFragment(fragment + suffix)).puzzle, suffix);
  }
  // Without embed they were ignored in silence (issue 29, item 25): refused, saying why.
  for (const [suffix, name] of [['&show=numbers', 'show'], ['&step=4&speed=3', 'step']]) {
    const { error } = await decodeFragment(fragment + suffix);
    assert.equal(error, `'${name}' after the link's data is read only by an embedded widget (with &embed): the data already says what the page shows`, suffix);
  }
  for (const suffix of ['&algo=bfs&weight=NaN', '&weight=2', '&', '&embed&map=S.G']) {
    const { error } = await decodeFragment(fragment + suffix);
    assert.match(error ?? '', /unknown field '.*' after the link's data \(only embed, controls, .* may follow it\)/, suffix);
  }
});

test('an error message quotes at most 40 characters of the link (found by tests/fuzz/share-codec.fuzz.mjs)', async () => {
  const long = '<b>'.repeat(2000);
  for (const fragment of [
    `maze=prim&size=${long}`, `maze=${long}`, `maze=prim&seed=${long}`, `maze=prim&braid=${long}`, `map=S.G&speed=${long}`,
    `map=S.G&step=${long}`, `map=S.G&start=${long}`, `map=S.G&goal=${long}`, `map=S.G&show=${long}`, `map=S.G&weight=${long}`,
    `${long}=1`, `map=S.G&${long}=%zz`,
  ]) {
    const { error } = await decodeFragment(fragment);
    assert.ok(typeof error === 'string' && error.length < 300, `${fragment.slice(0, 30)}: ${error?.length} characters`);
    assert.ok(error.includes(`'${'<b>'.repeat(13)}<'`), error);
  }
});

test('1000 garbled fragments each end in a puzzle or a specific error, quickly', async () => {
  const rand = random(5);
  const good = [];
  for (let k = 0; k < 20; k++) good.push(await encodePuzzle(randomPuzzle(rand)));
  const errors = new Map();
  const began = Date.now();
  for (let k = 0; k < 1000; k++) {
    const base = pick(rand, good);
    let fragment;
    switch (k % 8) {
      case 0: fragment = base.slice(0, int(rand, 0, base.length - 1)); break; // truncated
      case 1: { // a bit flipped in the payload
        const bytes = fromBase64url(base.slice(3));
        const at = int(rand, 0, bytes.length - 1);
        bytes[at] ^= 1 << int(rand, 0, 7);
        fragment = `v2.${toBase64url(bytes)}`;
        break;
      }
      case 2: fragment = `maze=backtracker&size=${int(rand, 1, 1e8)}x${int(rand, 1, 1e8)}`; break; // huge dimensions
      case 3: fragment = `v${int(rand, 3, 99999)}.${base.slice(3)}`; break; // wrong version
      case 4: fragment = `v${1 + (k % 2)}.${base.slice(3, 20)}*!$%${base.slice(20)}`; break; // not base64
      case 5: fragment = `v1.${'A'.repeat(int(rand, 1, 2) * 1024 * 1024)}`; break; // megabyte-long
      case 6: { // random bytes behind a valid header
        const bytes = Uint8Array.from({ length: int(rand, 0, 300) }, () => int(rand, 0, 255));
        fragment = `v${1 + (k % 2)}.${toBase64url(bytes)}`;
        break;
      }
      default: fragment = `map=${'S.#/'.repeat(int(rand, 0, 50))}${String.fromCharCode(int(rand, 0, 0xffff))}&algo=${pick(rand, ALGORITHMS)}`;
    }
    const outcome = await decodeFragment(fragment);
    // An empty fragment is no link at all: the default maze (puzzle null).
    assert.ok(outcome.puzzle || (fragment === '' && outcome.puzzle === null) || (typeof outcome.error === 'string' && outcome.error.length > 5), `fragment ${k}: ${JSON.stringify(outcome).slice(0, 200)}`);
    if (outcome.error) errors.set(outcome.error.replace(/\d+/g, 'N').replace(/'.*'/, "'…'"), (errors.get(outcome.error) ?? 0) + 1);
  }
  assert.ok(Date.now() - began < 30000, 'took too long');
  assert.ok([...errors.keys()].some((message) => message.includes('truncated')));
  assert.ok([...errors.keys()].some((message) => message.includes('unknown version')));
  assert.ok([...errors.keys()].some((message) => message.includes('over the limit')));
  assert.ok([...errors.keys()].some((message) => message.includes("is not baseNurl")));
});

test('a decompression bomb stops at the declared size', async () => {
  // 10 MB of zeros compressed, declared as 100 bytes.
  const zeros = new Uint8Array(10 * 1024 * 1024);
  const packed = new Uint8Array(await new Response(new Blob([zeros]).stream().pipeThrough(new CompressionStream(COMPRESSION))).arrayBuffer());
  const header = [100, ...(() => { const out = []; let n = packed.length; while (n >= 128) { out.push((n % 128) | 128); n = Math.floor(n / 128); } out.push(n); return out; })(), 0, 0, 0, 0];
  const all = new Uint8Array(header.length + packed.length);
  all.set(header);
  all.set(packed, header.length);
  const { error } = await decodeFragment(`v1.${toBase64url(all)}`);
  assert.match(error, /longer than it says/);
});
