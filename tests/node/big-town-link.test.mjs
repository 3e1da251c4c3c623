// A share link may name any random town the engine makes (issue 33): up to RANDOM_NODES.max (1,000,000)
// junctions, read from web/core/engine.js, the one place the page writes it; a size beyond is a damaged link.
import assert from 'node:assert/strict';
import test from 'node:test';

import { RANDOM_NODES } from '../../web/core/engine.js';
import { decodeFragment, encodePuzzle } from '../../web/share/share-codec.js';

const scene = (nodes) => ({
  scene: 'roads', options: {}, step: null,
  roads: {
    source: { generator: 'random', nodes, seed: 3 }, start: 0, goal: 1, algorithm: 'dijkstra', metric: 'length',
    shown: 'search', k: 3, disjoint: 'edge', stretch: 1.2, maxShare: 0.8, blocked: [],
  },
});

test('a link names towns from RANDOM_NODES.min to RANDOM_NODES.max junctions, and no more', async () => {
  for (const nodes of [RANDOM_NODES.min, 100001, 250000, RANDOM_NODES.max]) {
    const { puzzle, error } = await decodeFragment(await encodePuzzle(scene(nodes)));
    assert.equal(error, undefined, `${nodes} nodes`);
    assert.deepEqual(puzzle.roads.source, { generator: 'random', nodes, seed: 3 });
  }
  for (const nodes of [RANDOM_NODES.min - 1, RANDOM_NODES.max + 1]) {
    const { error } = await decodeFragment(await encodePuzzle(scene(nodes)));
    assert.equal(error, `link damaged: a random town of ${nodes} nodes`);
  }
});
