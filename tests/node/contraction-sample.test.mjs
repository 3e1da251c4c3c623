// Play the contraction on a big network (issue 43, item 9): the part played is the junctions nearest S, each of
// them in the order the engine contracted them, with exactly the shortcuts each one's leaving added, from the
// least important to the most: the hierarchy being built in one place. The first ranks alone, as played
// before, are all near the bottom of the hierarchy.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { freshEngine } from './support.mjs';
import { contractionAround } from '../../web/view/contraction-sample.js';
import { ContractionReplay } from '../../web/roads/contraction-replay.js';
import { contractionWords } from '../../web/roads/prepared-words.js';

test('the contraction around a junction: its nearest, in rank order, their own shortcuts, up to the top', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 10000, seed: 1 });
  engine.prepare({ technique: 'ch', metric: 'length' });
  const whole = engine.contractionRecord();
  const { x, y } = engine.networkData();
  const focus = 4913, count = 2000;
  const part = contractionAround(whole, x, y, focus, count);
  assert.equal(part.nodes.length, count);
  assert.equal(part.ranks, whole.ranks);
  // The nearest `count` junctions to the focus, no farther one.
  const distance = (node) => Math.hypot(x[node] - x[focus], y[node] - y[focus]);
  const farthest = Math.max(...Array.from(part.nodes, distance));
  const kept = new Set(part.nodes);
  for (let node = 0; node < x.length; node++) if (!kept.has(node)) assert.ok(distance(node) >= farthest, `junction ${node} is nearer than one kept`);
  // In the order they left, each with its rank in the whole contraction and exactly its own shortcuts.
  for (let k = 0; k < count; k++) {
    const r = part.rankOf[k];
    assert.equal(whole.nodes[r], part.nodes[k]);
    if (k) assert.ok(r > part.rankOf[k - 1]);
    assert.equal(part.witnesses[k], whole.witnesses[r]);
    const own = [], copied = [];
    for (let s = whole.shortcutStart[r]; s < whole.shortcutStart[r + 1]; s++) own.push([whole.shortcutFrom[s], whole.shortcutTo[s]]);
    for (let s = part.shortcutStart[k]; s < part.shortcutStart[k + 1]; s++) copied.push([part.shortcutFrom[s], part.shortcutTo[s]]);
    assert.deepEqual(copied, own);
  }
  // From the bottom of the hierarchy to its top, where the first `count` ranks stop at rank `count`.
  assert.ok(part.rankOf[count - 1] > 0.9 * whole.ranks, `the last played is rank ${part.rankOf[count - 1]} of ${whole.ranks}`);
  // Played: a step says its junction's rank in the whole contraction and that this is a part.
  const replay = new ContractionReplay({ ...part, focusName: 'S' });
  replay.seekStep(count);
  assert.equal(replay.current.rank, part.rankOf[count - 1]);
  assert.match(contractionWords(replay), new RegExp(`^Node ${part.nodes[count - 1]} leaves \\(rank [\\d,]+ of 10,000\\).*\\(the [\\d,]+ junctions nearest S played, of 10,000: a part of a big network\\)\\.$`));
  // A record no bigger than asked is played whole, as it was.
  assert.equal(contractionAround(whole, x, y, focus, whole.nodes.length), whole);
  engine.dispose();
});
