// The code panel's listings, the pseudocode (web/code/pseudocode.js) and the engine's own C++ (web/code/
// cpp-listing.js), against the engine's traces: every step of every grid search, walk, road search and drive
// lights lines of both for each event it ran, each lit pseudocode line's words are the statement that event
// stands for, and a line's "next step that runs it" is the next step whose events light it.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { ALGORITHMS, ROAD_ALGORITHMS } from '../../web/core/engine.js';
import { TraceReplay } from '../../web/core/trace.js';
import { StepTallies } from '../../web/core/run.js';
import { pseudocodeFor } from '../../web/code/pseudocode.js';
import { cppListingFor } from '../../web/code/cpp-listing.js';
import { linesFor, routesCode, stepCode, stepRunning } from '../../web/code/code-step.js';
import { fitNeeds, freshEngine, mulberry32, randomGrid, randomOpenCell } from './support.mjs';
import { algorithmInfo, WALKERS } from '../../web/core/registry.js';
import { WalkReplay } from '../../web/walk/walk-replay.js';
import { narrateWalk } from '../../web/walk/walk-narration.js';
import { walkerText } from '../../web/ui/labels.js';

const optionsFor = (algorithm) => ({ algorithm, weight: 2, heuristic: 'octile', ...(algorithmInfo(algorithm).uses.includes('budget') ? { budget: 20000 } : {}) });

// A run as the page holds it: what stepCode and stepRunning read.
function runOf(request, result) {
  return { options: request, maze: { width: request.width }, trace: result.trace, replay: new TraceReplay(result.trace), result };
}

// Both tabs' lines of an algorithm in a world: [[tab, lines]].
const listings = (algorithm, world = 'grid') => [['pseudocode', pseudocodeFor(algorithm, world)], ['C++', cppListingFor(algorithm, world)?.lines]];

describe('pseudocode and C++', () => {
  let runs;
  before(async () => {
    const engine = await freshEngine();
    runs = [];
    for (const seed of [1, 2, 3]) {
      const random = mulberry32(seed);
      const grid = randomGrid(random, 24, 18, { wallDensity: 0.3 });
      const start = randomOpenCell(random, grid);
      const goal = randomOpenCell(random, grid);
      for (const algorithm of ALGORITHMS) {
        const request = fitNeeds({ ...grid, start, goal, ...optionsFor(algorithm), trace: true });
        if (!request) continue;
        const result = engine.search(request);
        runs.push(runOf(request, result));
        if (algorithm === 'lpa-star' && result.pathCells.length > 2) {
          // LPA* repairs its last search after an edit (a wall across its path): the repair's steps too.
          const cells = grid.cells.slice();
          cells[result.pathCells[result.pathCells.length >> 1]] = 1;
          const repaired = { ...request, cells };
          runs.push(runOf(repaired, engine.search(repaired)));
        }
      }
    }
  });

  test('every grid search has pseudocode, and every event of every step lights a line', () => {
    const seen = new Map();
    for (const run of runs) {
      const { algorithm } = run.options;
      const tabs = listings(algorithm);
      for (const [tab, lines] of tabs) assert.ok(lines?.length > 3, `${algorithm}: ${tab}`);
      for (let step = 1; step <= run.trace.stepCount; step++) {
        run.replay.seekStep(step);
        const code = stepCode(run);
        for (const tag of code.tags) {
          for (const [tab, lines] of tabs) assert.ok(linesFor(lines, [tag]).length > 0, `${algorithm} step ${step}: '${tag}' lights no ${tab} line`);
          assert.notEqual(code.values.get(tag), '', `${algorithm} step ${step}: '${tag}' has no values`);
          if (!seen.has(algorithm)) seen.set(algorithm, new Set());
          seen.get(algorithm).add(tag);
        }
      }
    }
    assert.deepEqual([...seen.keys()].sort(), [...ALGORITHMS].sort(), 'every grid search was stepped through');
    assert.ok(seen.get('lpa-star').has('rhs-changed@repair') && seen.get('lpa-star').has('expanded@under'), `an LPA* repair was stepped through: ${[...seen.get('lpa-star')]}`);
  });

  test('every step of a walk, with each walker, lights a line for each event it ran', async () => {
    const engine = await freshEngine();
    const seen = new Map();
    for (const seed of [4, 5]) {
      const random = mulberry32(seed);
      const grid = randomGrid(random, 20, 14, { wallDensity: 0.3 });
      const start = randomOpenCell(random, grid);
      const goal = randomOpenCell(random, grid);
      // A change of the world while the agent walks (a cell walled before move 3), as the Walk view's edits.
      const changed = randomOpenCell(random, grid);
      const changes = [{ beforeMove: 3, cells: [{ x: changed.x, y: changed.y, code: 1 }] }];
      for (const algorithm of WALKERS) {
        const request = { ...grid, start, goal, algorithm, sensorRadius: 1, changes, trace: true };
        const walk = engine.navigate(request);
        const replay = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
        const run = { replay, trace: walk.trace, maze: { width: grid.width }, options: { algorithm }, result: null };
        const tabs = listings(algorithm);
        for (const [tab, lines] of tabs) assert.ok(lines?.length > 3, `${algorithm}: ${tab}`);
        for (let step = 1; step <= walk.trace.stepCount; step++) {
          replay.seekStep(step);
          const code = stepCode(run);
          // A move is numbered as the narration numbers it (issue 43: the panel said "move 17" at "Move 18").
          if (code.values.has('agent-moved')) {
            const said = narrateWalk(replay, walk, walkerText(algorithm)).match(/^Move (\d+):/)?.[1];
            assert.match(code.values.get('agent-moved'), new RegExp(`^move ${said} to `), `${algorithm} step ${step}`);
          }
          for (const tag of code.tags) {
            for (const [tab, lines] of tabs) assert.ok(linesFor(lines, [tag]).length > 0, `${algorithm} step ${step}: '${tag}' lights no ${tab} line`);
            if (!seen.has(algorithm)) seen.set(algorithm, new Set());
            seen.get(algorithm).add(tag);
          }
        }
      }
    }
    assert.deepEqual([...seen.get('dstar-lite')].sort(), ['agent-moved', 'cell-changed', 'expanded@over', 'expanded@under', 'path', 'replan',
      'rhs-changed', 'rhs-changed@repair', 'rhs-changed@start', 'rhs-changed@under', 'sensed']);
    assert.deepEqual([...seen.get('repeated-astar')].sort(), ['agent-moved', 'cell-changed', 'expanded', 'generated', 'generated@start',
      'improved', 'path', 'replan', 'sensed']);
  });

  test('every step of a road search (each road algorithm) and of a drive lights a line, junctions named', async () => {
    const engine = await freshEngine();
    await engine.loadNetwork({ generator: 'random', nodes: 600, seed: 3 });
    const nodeName = (id) => `junction ${id}`;
    const seen = new Set();
    const walkThrough = (run, tabs, name) => {
      for (const [tab, lines] of tabs) assert.ok(lines?.length > 3, `${name}: ${tab}`);
      for (let step = 1; step <= run.trace.stepCount; step++) {
        run.replay.seekStep(step);
        const code = stepCode(run);
        for (const tag of code.tags) {
          for (const [tab, lines] of tabs) assert.ok(linesFor(lines, [tag]).length > 0, `${name} step ${step}: '${tag}' lights no ${tab} line`);
          seen.add(`${name} ${tag}`);
        }
      }
    };
    for (const algorithm of ROAD_ALGORITHMS) {
      const request = { from: 5, to: 480, algorithm, metric: 'length', trace: true };
      const result = engine.route(request);
      const run = { replay: new TraceReplay(result.trace), trace: result.trace, options: request, result, nodeName };
      walkThrough(run, listings(algorithm, 'road'), algorithm);
      run.replay.seekStep(2);
      assert.match(stepCode(run).values.get('expanded'), /^junction \d+/, `${algorithm}: junctions by name`);
    }
    assert.ok(pseudocodeFor('astar', 'road').some(({ text }) => text.includes('road out of current')));
    // A drive around blocked roads: the first route's middle roads blocked, so the car learns and replans.
    const plain = engine.route({ from: 5, to: 480, algorithm: 'dijkstra', metric: 'length' });
    const path = Array.from(plain.path);
    const blocked = [0.4, 0.7].map((share) => {
      const at = Math.floor(path.length * share);
      return { from: path[at], to: path[at + 1] };
    });
    const result = engine.drive({ from: 5, to: 480, metric: 'length', blocked, trace: true });
    const { DriveReplay } = await import('../../web/roads/drive-replay.js');
    const replay = new DriveReplay(result, { from: 5, to: 480, metric: 'length', blocked });
    walkThrough({ replay, trace: result.trace, options: { algorithm: 'dstar-lite' }, result: null, nodeName }, listings('dstar-lite', 'drive'), 'drive');
    for (const tag of ['sensed', 'replan', 'rhs-changed@start', 'rhs-changed@repair', 'expanded@over', 'agent-moved', 'path']) {
      assert.ok(seen.has(`drive ${tag}`), `the drive ran '${tag}'`);
    }
    // K routes keep no trace: their listing is lit from the answer, each test that turned candidates down.
    const km = (metres) => `${(metres / 1000).toFixed(2)} km`;
    const disjoint = engine.disjointRoutes({ from: 5, to: 480, k: 5, metric: 'length' });
    const disjointCode = routesCode('disjoint', disjoint, km);
    for (const tag of disjointCode.tags) assert.ok(linesFor(pseudocodeFor(null, 'disjoint'), [tag]).length > 0, `disjoint '${tag}'`);
    assert.match(disjointCode.values.get('routes'), /^\d routes?: [\d.]+ km(, [\d.]+ km)*; total [\d.]+ km$/);
    assert.equal(disjointCode.tags.includes('cut'), disjoint.routes.length < 5);
    const alternatives = engine.alternativeRoutes({ from: 5, to: 480, k: 5, stretch: 2, maxShare: 1, metric: 'length' });
    const alternativesCode = routesCode('alternatives', alternatives, km);
    for (const tag of alternativesCode.tags) assert.ok(linesFor(pseudocodeFor(null, 'alternatives'), [tag]).length > 0, `alternatives '${tag}'`);
    assert.match(alternativesCode.values.get('candidates'), /^\d+ examined/);
    const turnedDown = Object.entries(alternatives.rejectedCount).filter(([, count]) => count > 0).map(([test]) => test);
    assert.ok(turnedDown.length > 0, 'some candidate was turned down');
    for (const test of turnedDown) assert.match(alternativesCode.values.get(test), /^\d+ turned down$/);
  });

  test('the lit line says what the event did', () => {
    const expected = {
      expanded: /lowest F|oldest|newest|current = |enter node|G > rhs|G = ∞/,
      generated: /add it|push it|cut it off|open or update|not on the open list/,
      'generated@start': /start/,
      'generated@repair': /after edits/,
      improved: /update/,
      path: /parents back|path/,
      meet: /mu = /,
      bound: /stop/,
      scanned: /jump/,
      iteration: /iteration/,
      backtrack: /leave node/,
      'rhs-changed': /rhs = min\(rhs, cost \+ G/,
      'rhs-changed@start': /rhs\(goal\) = 0/,
      'rhs-changed@repair': /after edits/,
      'expanded@over': /over-consistent/,
      'expanded@under': /under-consistent/,
      // Each branch's own neighbour line: the over-consistent one lowers rhs, the under-consistent one recomputes it.
      'rhs-changed@under': /that went through it: rhs recomputed/,
      'meet@start': /start = goal: mu = 0/,
    };
    for (const run of runs) {
      const lines = pseudocodeFor(run.options.algorithm);
      for (let step = 1; step <= run.trace.stepCount; step++) {
        run.replay.seekStep(step);
        for (const tag of stepCode(run).tags) {
          const texts = linesFor(lines, [tag]).map((index) => lines[index].text);
          assert.ok(texts.some((text) => expected[tag].test(text)), `${run.options.algorithm} '${tag}' lights ${JSON.stringify(texts)}`);
        }
      }
    }
  });

  test('C++: the start\'s line before the loop, then the loop\'s; each lit line is the call that records the event', async () => {
    const run = runs.find((candidate) => candidate.options.algorithm === 'astar' && candidate.result.status === 'found');
    const { lines } = cppListingFor('astar');
    const texts = (step) => {
      run.replay.seekStep(step);
      return linesFor(lines, stepCode(run).tags).map((index) => lines[index].text.trim());
    };
    assert.deepEqual(texts(1), ['trace.add(TraceKind::Generated, graph.externalId(startPlace), kNoParent, 0.0, startH);']);
    const second = texts(2);
    assert.match(second[0], /TraceKind::Expanded/);
    assert.ok(second.slice(1).every((text) => /TraceKind::(Generated|Improved)/.test(text)) && second.length > 1, second.join(' | '));
    assert.ok(!second.includes(texts(1)[0]), 'a neighbour opened lights the loop\'s line, not the start\'s');
    const headings = lines.filter((line) => line.heading).map((line) => line.text);
    assert.deepEqual(headings.map((text) => text.split(',')[0]), ['cpp/search/algorithms/best_first.h', 'cpp/search/core/searcher.cpp']);
    // A bidirectional search from a cell to itself meets before its loop: that line, not the loop's meeting.
    const engine = await freshEngine();
    const grid = { width: 5, height: 3, cells: new Uint8Array(15) };
    const self = { ...grid, start: { x: 2, y: 1 }, goal: { x: 2, y: 1 }, algorithm: 'bidirectional-astar', trace: true };
    const selfRun = runOf(self, engine.search(self));
    selfRun.replay.seekStep(1);
    assert.ok(stepCode(selfRun).tags.includes('meet@start'));
    const bidirectional = cppListingFor('bidirectional-astar').lines;
    const meetings = linesFor(bidirectional, ['meet@start']);
    assert.equal(meetings.length, 1);
    assert.ok(bidirectional.slice(meetings[0] - 3, meetings[0]).some((line) => /context\.start == context\.goal/.test(line.text)), bidirectional[meetings[0]].text);
    assert.equal(linesFor(bidirectional, ['meet']).length, 1, 'a meeting in the loop lights the loop\'s line alone');
    // An incremental search's two expansions: G = rhs, then G = ∞, each its own line.
    const lpa = cppListingFor('lpa-star').lines;
    const [over] = linesFor(lpa, ['expanded@over']);
    const [under] = linesFor(lpa, ['expanded@under']);
    assert.ok(over < under && lpa.slice(over - 4, over).some((line) => /g_\[node\] = rhs_\[node\]/.test(line.text)), lpa[over].text);
    assert.ok(lpa.slice(under - 3, under).some((line) => /g_\[node\] = kInfinity/.test(line.text)), lpa[under].text);
  });

  test('A*: the key in the words, the values beside, and a line jumps to the next step that runs it', () => {
    const run = runs.find((candidate) => candidate.options.algorithm === 'astar' && candidate.result.status === 'found');
    const lines = pseudocodeFor('astar');
    assert.ok(lines.some(({ text }) => text.includes('F = G + H')));
    assert.ok(pseudocodeFor('dijkstra').some(({ text }) => text.includes('F = G') && !text.includes('H')));
    assert.ok(pseudocodeFor('weighted-astar').some(({ text }) => text.includes('F = G + w·H')));
    assert.ok(pseudocodeFor('bfs').some(({ text }) => text.includes('queue')));
    assert.ok(pseudocodeFor('dfs').some(({ text }) => text.includes('stack')));
    run.replay.seekStep(1);
    assert.deepEqual(stepCode(run).tags, ['generated@start']);
    run.replay.seekStep(2);
    let code = stepCode(run);
    assert.equal(code.tags[0], 'expanded');
    assert.match(code.values.get('expanded'), /^\(\d+, \d+\): G 0, H [\d.]+, F [\d.]+$/);
    // With the run's step tallies (a page's run), the open list's size after the step: the cells it opened.
    run.tallies = new StepTallies(run.trace);
    code = stepCode(run);
    assert.match(code.values.get('expanded'), new RegExp(`; open list ${code.values.get('generated').split('; ').length}$`));
    delete run.tallies;
    const expandLine = lines.findIndex(({ events }) => events.includes('expanded'));
    const pathLine = lines.findIndex(({ events }) => events.includes('path'));
    assert.equal(stepRunning(run, lines, expandLine, 1), 2);
    assert.equal(stepRunning(run, lines, expandLine, 3), 4);
    assert.equal(stepRunning(run, lines, expandLine, 4, true), 3);
    assert.equal(stepRunning(run, lines, expandLine, 1, true), -1);
    assert.equal(stepRunning(run, lines, pathLine, 1), run.trace.stepCount, 'the path is the last step');
    assert.equal(stepRunning(run, lines, lines.findIndex(({ events }) => !events.length), 1), -1, 'a line no event stands for runs nowhere');
    run.replay.seekStep(run.trace.stepCount);
    assert.match(stepCode(run).values.get('path'), /^\d+ steps, cost [\d.]+$/);
    // IDA* keeps no open list, but cuts off by F = G + H: its values say F too.
    const deepening = runs.find((candidate) => candidate.options.algorithm === 'ida-star');
    deepening.replay.seekStep(2);
    assert.match(stepCode(deepening).values.get('expanded'), /^\(\d+, \d+\): G [\d.]+, H [\d.]+, F [\d.]+$/);
  });
});
