// Links already shared keep opening exactly as they did: every link pinned in tests/data/links (the
// hand-writable forms of the docs and tests, and binary v1 links) gives the same puzzle or the same
// error as when it was pinned, the registry order the v2 form writes ids in only grows at the end, and an
// algorithm's share id never changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { decodeFragment, encodePuzzle } from '../../web/share/share-codec.js';
import { ALGORITHM_INFO, OPTION_INFO, PAGE_DEFAULTS, choiceOfShareId, choiceShareId } from '../../web/core/registry.js';
import { roadLinkError } from '../../web/roads/road-link.js';
import { freshEngine } from './support.mjs';
import { bodyOf, wrap } from '../fuzz/mutate.mjs';

const pinned = JSON.parse(fs.readFileSync(new URL('../data/links/v1-links.json', import.meta.url), 'utf8'));

// Options the registry gained after these links were pinned: an older link opens with their defaults.
const ADDED_SINCE_PINNING = { budget: OPTION_INFO.find((option) => option.name === 'budget').default };

// The puzzle a pinned entry stands for, as the codec returns it (cells as bytes; every puzzle a grid).
function expectedPuzzle(entry) {
  const puzzle = { scene: 'grid', ...entry.puzzle };
  if (puzzle.options) puzzle.options = { ...puzzle.options, ...ADDED_SINCE_PINNING };
  if (puzzle.show) puzzle.show = { ...puzzle.show, jumps: false, code: false }; // JPS+'s distances and the code panel came later too
  if (puzzle.cells) puzzle.cells = Uint8Array.from(puzzle.cells);
  return puzzle;
}

// A pinned error as the codec gives it now: the same message, except that a list of what is expected
// ("unknown algo 'x' (expected one of astar, ...)") may have grown at its end since, as the registry grows.
function assertSameError(actual, pinnedError, fragment) {
  const listed = /^(.* \(expected one of )(.*)\)$/;
  const [, before, list] = pinnedError.match(listed) ?? [];
  if (!list) return assert.equal(actual, pinnedError, fragment);
  const [, actualBefore, actualList] = String(actual).match(listed) ?? [];
  assert.equal(actualBefore, before, fragment);
  const pinnedNames = list.split(', ');
  assert.deepEqual(actualList.split(', ').slice(0, pinnedNames.length), pinnedNames, `${fragment}: the list grew only at its end`);
}

test('every pinned link opens exactly as before (or fails with the same message)', async () => {
  assert.ok(pinned.links.length >= 40);
  assert.ok(pinned.links.filter((entry) => entry.fragment.startsWith('v1.')).length >= 30);
  for (const entry of pinned.links) {
    const outcome = await decodeFragment(`#${entry.fragment}`);
    if (entry.error) assertSameError(outcome.error, entry.error, entry.fragment);
    else assert.deepEqual(outcome.puzzle, expectedPuzzle(entry), entry.fragment.slice(0, 60));
  }
});

test('a pinned puzzle written again as v2 opens to the same puzzle', async () => {
  for (const entry of pinned.links.filter((link) => link.puzzle)) {
    const fragment = await encodePuzzle(expectedPuzzle(entry));
    assert.match(fragment, /^v2\./);
    assert.deepEqual((await decodeFragment(fragment)).puzzle, expectedPuzzle(entry));
  }
});

test('v2 ids: the option registry and its choices only grow at the end', () => {
  // The order of the links shared so far. Appending is fine; reordering, inserting or removing breaks them.
  const V2_ORDER = {
    options: ['algorithm', 'heuristic', 'movement', 'diagonal', 'costs', 'weight', 'tieBreak', 'terrainCosts', 'budget', 'topology'],
    heuristic: ['manhattan', 'euclidean', 'octile', 'chebyshev', 'zero', 'hex'],
    movement: [4, 8],
    diagonal: ['never', 'no-corner-cut', 'one-blocked', 'always'],
    costs: ['float', 'integer'],
    tieBreak: ['smaller-h', 'newest', 'oldest', 'tutorial'],
    topology: ['square', 'hex'],
  };
  assert.deepEqual(OPTION_INFO.map((option) => option.name).slice(0, V2_ORDER.options.length), V2_ORDER.options);
  for (const option of OPTION_INFO.filter((info) => info.type === 'choice' && info.name !== 'algorithm')) {
    assert.deepEqual(option.choices.slice(0, V2_ORDER[option.name].length), V2_ORDER[option.name], option.name);
  }
});

test('v2 ids: an algorithm keeps its share id, and every grid search has one of its own', async () => {
  // The algorithms' share ids (registry.h's shareId) as links were shared with them: never to change.
  const SHARED = ['astar', 'dijkstra', 'greedy', 'weighted-astar', 'bfs', 'dfs', 'bidirectional-dijkstra', 'bidirectional-astar',
    'bidirectional-bfs', 'bidirectional-first-touch', 'jps', 'jps-plus', 'ida-star', 'theta-star', 'lpa-star'];
  const algorithm = OPTION_INFO.find((option) => option.name === 'algorithm');
  SHARED.forEach((name, id) => assert.equal(choiceShareId(algorithm, name), id, name));
  // Every row of the registry, whatever its place in the table: an id no other row has, and a v2 link that
  // opens on it (a new row is checked here without being listed).
  const ids = ALGORITHM_INFO.map((row) => row.shareId);
  assert.equal(new Set(ids).size, ids.length, `share ids ${ids}`);
  assert.ok(ids.every((id) => Number.isSafeInteger(id) && id >= 0), `share ids ${ids}`);
  const cells = Uint8Array.from({ length: 12 }, () => 0);
  for (const row of ALGORITHM_INFO) {
    assert.equal(choiceOfShareId(algorithm, row.shareId), row.name);
    const puzzle = { width: 4, height: 3, cells, start: { x: 0, y: 0 }, goal: { x: 3, y: 2 }, options: { ...PAGE_DEFAULTS, algorithm: row.name } };
    const { puzzle: opened, error } = await decodeFragment(await encodePuzzle(puzzle));
    assert.equal(error, undefined, `${row.name}: ${error}`);
    assert.equal(opened.options.algorithm, row.name);
  }
});

// A v1 link could carry a weight over the form's 20 (up to 10^6): it opens with 20, the weight the form can
// show and the search uses, not with a weight the form shows while the search silently uses another.
test('a v1 link with a weight over the form\'s largest opens with the largest', async () => {
  const v1 = pinned.links.find((link) => link.fragment.startsWith('v1.') && link.puzzle);
  const { body } = bodyOf(v1.fragment);
  // The body: flags, six option bytes, then a byte saying a weight follows, then the weight (float64).
  assert.equal(body[7], 1, 'the pinned link carries a weight');
  for (const [weight, opened] of [[50, 20], [1e6, 20], [20, 20], [7.5, 7.5]]) {
    const changed = Uint8Array.from(body);
    new DataView(changed.buffer).setFloat64(8, weight);
    const { puzzle, error } = await decodeFragment(wrap('v1', changed));
    assert.equal(error, undefined, String(error));
    assert.equal(puzzle.options.weight, opened, `weight ${weight}`);
  }
});

// Issue 29, item 25: a road link's blocked roads are checked when it opens, as its ends are, on the network
// it names (web/roads/road-link.js, which RoadsView.restore runs once the network is loaded).
test('a road link with blocked roads that do not exist is refused on open, naming the road', async () => {
  const engine = await freshEngine();
  const source = { generator: 'random', nodes: 100, seed: 1 };
  const figures = await engine.loadNetwork(source);
  const { from, to } = engine.networkData();
  const network = { nodes: figures.nodes, from, to };
  const road = [from[0], to[0]];
  const settings = (blocked) => ({
    source, start: 0, goal: 99, algorithm: 'astar', metric: 'length', shown: 'drive', k: 3, disjoint: 'edge',
    stretch: 1.2, maxShare: 0.8, blocked,
  });
  // What a link carries survives the codec as it was written: the check is the network's, not the codec's.
  const opened = async (blocked) => (await decodeFragment(await encodePuzzle({ scene: 'roads', options: {}, step: null, roads: settings(blocked) }))).puzzle.roads;
  assert.equal(roadLinkError(await opened([road, [road[1], road[0]]]), network), '');
  let unjoined = 1;
  while (from.some((a, arc) => (a === 0 && to[arc] === unjoined) || (a === unjoined && to[arc] === 0))) unjoined++;
  const refusals = [
    [[road, [2 ** 40, 3]], `blocked road 2 of 2 (${2 ** 40}-3) is not in this network (its nodes are 0 to 99)`],
    [[[0, unjoined]], `blocked road 1 of 1 (0-${unjoined}) is no road of this network: no road joins nodes 0 and ${unjoined}`],
    [[[5, 5]], 'blocked road 1 of 1 (5-5) is no road of this network: no road joins nodes 5 and 5'],
  ];
  for (const [blocked, message] of refusals) assert.equal(roadLinkError(await opened(blocked), network), message);
  assert.equal(roadLinkError({ ...settings([]), goal: 100 }, network), 'the goal, node 100, is not in this network (its nodes are 0 to 99)');
});
