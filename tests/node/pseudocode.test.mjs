// The code panel's pseudocode (web/code/pseudocode.js) against the engine's traces: every step of every grid
// search lights lines for each event it ran, each lit line's words are the statement that event stands
// for, and a line's "next step that runs it" is the next step whose events light it.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { ALGORITHMS, ROAD_ALGORITHMS } from '../../web/core/engine.js';
import { TraceReplay } from '../../web/core/trace.js';
import { pseudocodeFor } from '../../web/code/pseudocode.js';
import { linesFor, stepCode, stepRunning } from '../../web/code/code-step.js';
import { fitNeeds, freshEngine, mulberry32, randomGrid, randomOpenCell } from './support.mjs';
import { algorithmInfo, WALKERS } from '../../web/core/registry.js';
import { WalkReplay } from '../../web/walk/walk-replay.js';

const optionsFor = (algorithm) => ({ algorithm, weight: 2, heuristic: 'octile', ...(algorithmInfo(algorithm).uses.includes('budget') ? { budget: 20000 } : {}) });

// A run as the page holds it: what stepCode and stepRunning read.
function runOf(request, result) {
  return { options: request, maze: { width: request.width }, trace: result.trace, replay: new TraceReplay(result.trace), result };
}

describe('pseudocode', () => {
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
      const lines = pseudocodeFor(algorithm);
      assert.ok(lines?.length > 3, `${algorithm}: pseudocode`);
      for (let step = 1; step <= run.trace.stepCount; step++) {
        run.replay.seekStep(step);
        const code = stepCode(run);
        for (const tag of code.tags) {
          assert.ok(linesFor(lines, [tag]).length > 0, `${algorithm} step ${step}: '${tag}' lights no line`);
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
        const lines = pseudocodeFor(algorithm);
        assert.ok(lines?.length > 3, `${algorithm}: pseudocode`);
        for (let step = 1; step <= walk.trace.stepCount; step++) {
          replay.seekStep(step);
          for (const tag of stepCode(run).tags) {
            assert.ok(linesFor(lines, [tag]).length > 0, `${algorithm} step ${step}: '${tag}' lights no line`);
            if (!seen.has(algorithm)) seen.set(algorithm, new Set());
            seen.get(algorithm).add(tag);
          }
        }
      }
    }
    assert.deepEqual([...seen.get('dstar-lite')].sort(), ['agent-moved', 'cell-changed', 'expanded@over', 'expanded@under', 'path', 'replan',
      'rhs-changed', 'rhs-changed@repair', 'rhs-changed@start', 'sensed']);
    assert.deepEqual([...seen.get('repeated-astar')].sort(), ['agent-moved', 'cell-changed', 'expanded', 'generated', 'generated@start',
      'improved', 'path', 'replan', 'sensed']);
  });

  test('every step of a road search (each road algorithm) and of a drive lights a line, junctions named', async () => {
    const engine = await freshEngine();
    await engine.loadNetwork({ generator: 'random', nodes: 600, seed: 3 });
    const nodeName = (id) => `junction ${id}`;
    const seen = new Set();
    const walkThrough = (run, lines, name) => {
      assert.ok(lines?.length > 3, `${name}: pseudocode`);
      for (let step = 1; step <= run.trace.stepCount; step++) {
        run.replay.seekStep(step);
        const code = stepCode(run);
        for (const tag of code.tags) {
          assert.ok(linesFor(lines, [tag]).length > 0, `${name} step ${step}: '${tag}' lights no line`);
          seen.add(`${name} ${tag}`);
        }
      }
    };
    for (const algorithm of ROAD_ALGORITHMS) {
      const request = { from: 5, to: 480, algorithm, metric: 'length', trace: true };
      const result = engine.route(request);
      const run = { replay: new TraceReplay(result.trace), trace: result.trace, options: request, result, nodeName };
      walkThrough(run, pseudocodeFor(algorithm, 'road'), algorithm);
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
    walkThrough({ replay, trace: result.trace, options: { algorithm: 'dstar-lite' }, result: null, nodeName }, pseudocodeFor('dstar-lite', 'drive'), 'drive');
    for (const tag of ['sensed', 'replan', 'rhs-changed@start', 'rhs-changed@repair', 'expanded@over', 'agent-moved', 'path']) {
      assert.ok(seen.has(`drive ${tag}`), `the drive ran '${tag}'`);
    }
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
      'rhs-changed': /rhs/,
      'rhs-changed@start': /rhs\(goal\) = 0/,
      'rhs-changed@repair': /after edits/,
      'expanded@over': /over-consistent/,
      'expanded@under': /under-consistent/,
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
    const code = stepCode(run);
    assert.equal(code.tags[0], 'expanded');
    assert.match(code.values.get('expanded'), /^\(\d+, \d+\): G 0, H [\d.]+, F [\d.]+$/);
    const expandLine = lines.findIndex(({ events }) => events.includes('expanded'));
    const pathLine = lines.findIndex(({ events }) => events.includes('path'));
    assert.equal(stepRunning(run, lines, expandLine, 1), 2);
    assert.equal(stepRunning(run, lines, expandLine, 3), 4);
    assert.equal(stepRunning(run, lines, expandLine, 4, true), 3);
    assert.equal(stepRunning(run, lines, expandLine, 1, true), -1);
    assert.equal(stepRunning(run, lines, pathLine, 1), run.trace.stepCount, 'the path is the last step');
    run.replay.seekStep(run.trace.stepCount);
    assert.match(stepCode(run).values.get('path'), /^\d+ steps, cost [\d.]+$/);
  });
});
