// The two deliberately wrong A*s of the puzzles' lesson 4 through the page's engine (wasm), with the numbers
// tests/cpp/search/wrong_variants_test.cpp pins natively: on their presets (web/grid/examples.js)
// astar-no-resort returns 68 where A* finds 60 and astar-capped says "no path" after 200 expansions where A*
// finds 372; on a road network with 65-fold speeds astar-no-resort settles 1,422 junctions where Dijkstra
// settles 115. Also: the page's open list keeps an improved node in its old place, as the engine pops it.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { TraceReplay } from '../../web/core/engine.js';
import { FrontierReader } from '../../web/core/open-list.js';
import { PAGE_DEFAULTS, algorithmInfo } from '../../web/core/registry.js';
import { EVENT } from '../../web/core/trace.js';
import { EXAMPLES, exampleMaze } from '../../web/grid/examples.js';
import { ALGORITHM_TEXT } from '../../web/ui/labels.js';
import { pseudocodeFor } from '../../web/code/pseudocode.js';
import { runSearch } from '../../web/core/run.js';
import { narrateStep } from '../../web/grid/narration.js';
import { freshEngine } from './support.mjs';

const engine = await freshEngine();

// A preset searched as the page opens it: the page's defaults, the preset's options, `algorithm` if given.
function searchPreset(name, algorithm = EXAMPLES[name].options.algorithm, trace = false) {
  return engine.search({ ...PAGE_DEFAULTS, ...exampleMaze(name), ...EXAMPLES[name].options, algorithm, trace });
}

test('both rows are never optimal and say in their labels that they are wrong on purpose; the cap is 200', () => {
  for (const name of ['astar-no-resort', 'astar-capped']) {
    assert.equal(algorithmInfo(name).optimal, 'never', name);
    assert.match(ALGORITHM_TEXT[name].label, /\(wrong\)$/, name);
    assert.match(ALGORITHM_TEXT[name].notOptimal({}), /deliberate bug/, name);
  }
  assert.equal(algorithmInfo('astar-capped').expansionCap, 200);
  assert.equal(algorithmInfo('astar-no-resort').key.stale, true);
  assert.equal(algorithmInfo('astar').key.stale, false);
  assert.match(ALGORITHM_TEXT['astar-capped'].label, /200/);
  // The line each bug is on, in the code panel's pseudocode.
  assert.ok(pseudocodeFor('astar-no-resort').some(({ text }) => /not re-sorted/.test(text)));
  assert.ok(pseudocodeFor('astar-capped').some(({ text }) => /if 200 nodes were expanded: give up/.test(text)));
  assert.ok(!pseudocodeFor('astar').some(({ text }) => /re-sorted|give up/.test(text)));
});

test('the no-resort preset: 68 where A* finds 60', () => {
  const right = searchPreset('no-resort', 'astar');
  const wrong = searchPreset('no-resort');
  assert.equal(right.status, 'found');
  assert.equal(right.cost, 60);
  assert.equal(right.expanded, 10);
  assert.equal(wrong.status, 'found');
  assert.equal(wrong.cost, 68);
  assert.equal(wrong.expanded, 11);
  assert.equal(wrong.optimal, false);
});

test('the capped preset: no path after 200 expansions where A* finds 372 in 221', () => {
  const right = searchPreset('capped', 'astar');
  const wrong = searchPreset('capped');
  assert.equal(right.status, 'found');
  assert.equal(right.cost, 372);
  assert.equal(right.expanded, 221);
  assert.equal(wrong.status, 'no-path');
  assert.equal(wrong.expanded, 200);
  assert.equal(wrong.optimal, false);
  assert.equal(wrong.pathCells.length, 0);
});

// The narration of its last step says what the bug did: it stopped with nodes open (before: "The open list is
// empty: there is no path", which was false).
test('the capped preset\'s last step says the loop gave up with nodes still open', () => {
  const run = runSearch(engine, exampleMaze('capped'), { ...PAGE_DEFAULTS, ...EXAMPLES.capped.options });
  assert.equal(run.result.status, 'no-path');
  run.replay.seekStep(run.trace.stepCount);
  assert.equal(narrateStep(run).split('. ').at(-1), 'The loop stops after 200 expansions with 12 nodes still on the open list, and says there ' +
    'is no path: the bug (A* would go on).');
  assert.doesNotMatch(narrateStep(run), /is empty/);
});

test('on roads with 65-fold speeds, no-resort settles 1,422 junctions where Dijkstra settles 115', async () => {
  // Random town 4000, seed 1, every third road (in the file's order) a 2 km/h track, the others 130 km/h.
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  let road = -1;
  let inRoads = false;
  const text = engine.exportNetwork().split('\n').map((line) => {
    if (/^roads /.test(line)) inRoads = true;
    else if (/^names /.test(line)) inRoads = false;
    else if (inRoads && line.trim() && !line.startsWith('#')) {
      road++;
      const parts = line.trim().split(/\s+/);
      parts[3] = road % 3 === 0 ? '2' : '130';
      return parts.join(' ');
    }
    return line;
  }).join('\n');
  await engine.loadNetwork({ text });
  const query = { from: 1176, to: 2117, metric: 'time' };
  const dijkstra = engine.route({ ...query, algorithm: 'dijkstra' });
  const astar = engine.route({ ...query, algorithm: 'astar' });
  const wrong = engine.route({ ...query, algorithm: 'astar-no-resort' });
  assert.equal(dijkstra.expanded, 115);
  assert.equal(astar.expanded, 83);
  assert.equal(wrong.expanded, 1422);
  assert.ok(Math.abs(dijkstra.cost - 88.35507692307692) < 1e-9, String(dijkstra.cost));
  assert.ok(Math.abs(wrong.cost - 701.9446153846152) < 1e-9, String(wrong.cost));
});

// The panel's order (FrontierReader) against the engine's pops at every step of the no-resort preset: an
// improved node stays where its first F put it. Ordering it by its new F (decrease-key, A*'s rule) would
// put the wrong node first at some step: checked too, so the preset really shows the bug in the panel.
test('the open list on the page pops the no-resort preset in the engine\'s order, improved nodes in place', () => {
  const maze = exampleMaze('no-resort');
  const options = { ...PAGE_DEFAULTS, ...EXAMPLES['no-resort'].options };
  const result = engine.search({ ...maze, ...options, trace: true });
  const { trace } = result;
  const replay = new TraceReplay(trace);
  const reader = new FrontierReader(trace, options, maze);
  let improvedSeen = 0;
  let reorderedByNewF = 0;
  for (let step = 1; step < trace.stepCount; step++) {
    replay.seekStep(step);
    const { rows, next } = reader.frontier(replay, Infinity, false);
    if (next < 0) continue;
    assert.equal(rows[0].cell, next, `step ${step}`);
    // By the current F (g + h) with A*'s tie-break, the first row would be another cell at some step.
    const byNewF = [...rows].sort((a, b) => a.key - b.key || a.h - b.h);
    if (byNewF[0].cell !== next && byNewF[0].key < rows[0].key) reorderedByNewF++;
  }
  for (let i = 0; i < trace.length; i++) improvedSeen += trace.kind(i) === EVENT.improved ? 1 : 0;
  assert.ok(improvedSeen > 0, 'the preset improves a node on the open list');
  assert.ok(reorderedByNewF > 0, 'a re-sorted list would have popped another node first at some step');
});
