// engine.route, engine.disjointRoutes and engine.alternativeRoutes in wasm: every road search's cost equals
// an independent Dijkstra (or BFS) written here, on random networks and on one-way Monaco, by length and by
// time; its path drives real arcs that add up to its cost; the answers equal the native CLI's bit for bit;
// A* on reduced costs settles A*'s nodes in A*'s order; a refused request names its field. (The native
// Catch2 tests hold disjoint routes to a min-cost flow and alternatives to each admissibility test.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

import { EVENT, LANE, ROAD_ALGORITHMS } from '../../web/core/engine.js';
import { ROAD_ALGORITHM_INFO } from '../../web/core/registry.js';
import { roadDistances as oracle } from './road-oracle.mjs';
import { freshEngine, mulberry32 } from './support.mjs';

const CLI = fileURLToPath(new URL('../../build/native/frontier', import.meta.url));
const METRICS = ['length', 'time'];

// The CLI's answer to one road query (it exits 1 when there is no route, and still prints it).
function cli(action, network, flags) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run scripts/build`);
  const args = ['network', action, ...network];
  for (const [key, value] of Object.entries(flags)) args.push(`--${key}`, String(value));
  try {
    return JSON.parse(execFileSync(CLI, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (error) {
    if (error.status === 1) return JSON.parse(error.stdout);
    throw error;
  }
}

// The cost of driving `path` (the cheapest arc between each two nodes), or throws if a step is no arc.
function pathCost(data, path, metric) {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    let cheapest = Infinity;
    for (let arc = 0; arc < data.to.length; arc++) {
      if (data.from[arc] === path[i - 1] && data.to[arc] === path[i]) cheapest = Math.min(cheapest, data[metric][arc]);
    }
    assert.ok(cheapest < Infinity, `no arc ${path[i - 1]} -> ${path[i]}`);
    total += cheapest;
  }
  return total;
}

function close(actual, expected, message) {
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${message}: ${actual} vs ${expected}`);
}

test('every road search finds the oracle\'s cheapest route, by length and by time, on random towns and one-way Monaco', async () => {
  const engine = await freshEngine();
  const random = mulberry32(13);
  for (const source of [{ generator: 'random', nodes: 600, seed: 4 }, { generator: 'random', nodes: 1500, seed: 9 }, { preset: 'monaco' }]) {
    const { nodes } = await engine.loadNetwork(source);
    const data = engine.networkData();
    for (let query = 0; query < 6; query++) {
      const from = Math.floor(random() * nodes);
      const to = Math.floor(random() * nodes);
      const hops = oracle(data, from, 'roads');
      for (const metric of METRICS) {
        const best = oracle(data, from, metric);
        for (const algorithm of ROAD_ALGORITHMS) {
          const what = `${JSON.stringify(source)} ${from}->${to} ${algorithm} by ${metric}`;
          const result = engine.route({ from, to, algorithm, metric });
          assert.equal(result.found, best[to] < Infinity, what);
          if (!result.found) {
            assert.equal(result.cost, Infinity, what);
            assert.deepEqual(result.path, [], what);
            continue;
          }
          assert.equal(result.path[0], from, what);
          assert.equal(result.path.at(-1), to, what);
          close(pathCost(data, result.path, metric), result.cost, `${what}: the path's arcs`);
          if (algorithm === 'bfs') assert.equal(result.path.length - 1, hops[to], `${what}: fewest roads`);
          // The lesson's wrong A* (never optimal): a real route, never cheaper than the best.
          else if (ROAD_ALGORITHM_INFO.find((row) => row.name === algorithm).optimal === 'never') assert.ok(result.cost >= best[to] * (1 - 1e-9), what);
          else close(result.cost, best[to], what);
          assert.ok(result.expanded >= 1 && result.generated >= 1, what);
        }
      }
    }
  }
});

test('route, disjoint and alternative answers equal the native CLI\'s, path for path and digit for digit', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 2 });
  const network = ['--nodes', '4000', '--seed', '2'];
  for (const [from, to] of [[17, 3900], [2500, 40], [1234, 2345]]) {
    for (const metric of METRICS) {
      for (const algorithm of ROAD_ALGORITHMS) {
        const wasm = engine.route({ from, to, algorithm, metric });
        const native = cli('route', network, { from, to, algo: algorithm, metric });
        assert.deepEqual({ found: wasm.found, path: wasm.path, cost: wasm.cost, expanded: wasm.expanded, generated: wasm.generated },
          native, `${from}->${to} ${algorithm} by ${metric}`);
      }
      for (const disjoint of ['edge', 'node']) {
        const wasm = engine.disjointRoutes({ from, to, k: 3, disjoint, metric });
        assert.deepEqual(wasm, cli('disjoint', network, { from, to, k: 3, disjoint, metric }), `${from}->${to} ${disjoint}-disjoint`);
      }
      const wasm = engine.alternativeRoutes({ from, to, k: 3, metric });
      const native = cli('alternatives', network, { from, to, k: 3, metric });
      assert.deepEqual(wasm.routes, native.routes, `${from}->${to} alternatives by ${metric}`);
      assert.deepEqual(wasm.rejected.map(({ path, failed }) => ({ path, failed })),
        native.rejected.map(({ path, failed }) => ({ path, failed })));
      assert.deepEqual(wasm.rejectedCount, native.rejectedCount);
      assert.equal(wasm.candidates, native.candidates);
      assert.equal(wasm.stopped, native.stopped, `${from}->${to}: stopped by the candidate budget`);
    }
  }
});

test('disjoint routes share no road (or no node), and a missing third route comes with its cut', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 2000, seed: 7 });
  const random = mulberry32(3);
  let limited = 0;
  for (let query = 0; query < 12; query++) {
    const from = Math.floor(random() * 2000);
    const to = (from + 1 + Math.floor(random() * 1999)) % 2000;
    for (const disjoint of ['edge', 'node']) {
      const result = engine.disjointRoutes({ from, to, k: 3, disjoint });
      const roads = new Set();
      const inner = new Set();
      for (const { path } of result.routes) {
        for (let i = 1; i < path.length; i++) {
          const road = Math.min(path[i - 1], path[i]) * 2000 + Math.max(path[i - 1], path[i]);
          assert.ok(!roads.has(road), `${from}->${to}: road ${path[i - 1]}-${path[i]} used twice`);
          roads.add(road);
        }
        if (disjoint === 'node') {
          for (const node of path.slice(1, -1)) {
            assert.ok(!inner.has(node), `${from}->${to}: node ${node} used twice`);
            inner.add(node);
          }
        }
      }
      close(result.total, result.routes.reduce((sum, route) => sum + route.cost, 0), 'total');
      if (result.routes.length < 3) {
        limited++;
        const cut = disjoint === 'edge' ? result.cutRoads.length : result.cutNodes.length + result.cutRoads.length;
        assert.equal(cut, result.routes.length, `${from}->${to}: a cut of ${result.routes.length}`);
      }
    }
  }
  assert.ok(limited > 0, 'some pair has fewer than three disjoint routes (its cut was checked)');
});

test('alternatives keep to their stretch and sharing limits, and every rejection names a test', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ preset: 'monaco' });
  const result = engine.alternativeRoutes({ from: 10, to: 400, k: 5, stretch: 1.4, maxShare: 0.7, metric: 'time' });
  const [best, ...others] = result.routes;
  assert.ok(others.length >= 1 && result.rejected.length >= 1, 'this pair has alternatives and rejections to check');
  assert.equal(best.stretch, 1);
  for (const route of others) {
    assert.ok(route.stretch <= 1.4 + 1e-12 && route.shared <= 0.7 + 1e-12, JSON.stringify(route));
    close(route.stretch, route.cost / best.cost, 'stretch');
  }
  for (const candidate of result.rejected) assert.ok(['stretch', 'sharing', 'local-optimality'].includes(candidate.failed));
  const counted = Object.values(result.rejectedCount).reduce((sum, count) => sum + count, 0);
  assert.ok(counted >= result.rejected.length);
});

test('a traced route records its settled nodes and its path; A* on reduced costs settles A*\'s nodes in A*\'s order', async () => {
  const engine = await freshEngine();
  await engine.loadNetwork({ generator: 'random', nodes: 4000, seed: 1 });
  const settled = (trace) => {
    const order = [];
    for (let i = 0; i < trace.length; i++) if (trace.kind(i) === EVENT.expanded) order.push(trace.cell(i));
    return order;
  };
  for (const metric of METRICS) {
    const astar = engine.route({ from: 100, to: 3700, algorithm: 'astar', metric, trace: true });
    const reduced = engine.route({ from: 100, to: 3700, algorithm: 'astar-reduced', metric, trace: true });
    assert.equal(astar.traceComplete, true);
    assert.equal(astar.trace.nodeCount, 4000);
    assert.equal(settled(astar.trace).length, astar.expanded);
    assert.deepEqual(settled(reduced.trace), settled(astar.trace), `by ${metric}`);
    const path = [];
    for (let i = 0; i < astar.trace.length; i++) if (astar.trace.kind(i) === EVENT.path) path.push(astar.trace.cell(i));
    assert.deepEqual(path, astar.path);
    const bidirectional = engine.route({ from: 100, to: 3700, algorithm: 'bidirectional-dijkstra', metric, trace: true });
    assert.ok(bidirectional.trace.hasLane(LANE.backward), 'the backward side has its own lane');
  }
});

test('bad road queries are refused with their field named, and change nothing', async () => {
  const engine = await freshEngine();
  assert.throws(() => engine.route({ from: 0, to: 1 }), /no road network loaded/);
  await engine.loadNetwork({ generator: 'random', nodes: 100, seed: 1 });
  const before = engine.route({ from: 0, to: 99 });
  const refusals = [
    ['route', null, /takes an object/],
    ['route', { from: 0, to: 100 }, /to 100 is out of range: the network's node ids are 0 to 99/],
    ['route', { from: -1, to: 5 }, /from must be a node id/],
    ['route', { from: 0.5, to: 5 }, /from must be a node id/],
    ['route', { from: 0, to: 5, algorithm: 'jps' }, /jps/],
    ['route', { from: 0, to: 5, metric: 'speed' }, /metric must be 'length' or 'time', got 'speed'/],
    ['route', { from: 0, to: 5, trace: 'yes' }, /trace must be a boolean/],
    ['route', { from: 0, to: 5, k: 2 }, /unknown route option 'k'/],
    ['disjointRoutes', { from: 3, to: 3 }, /same node/],
    ['disjointRoutes', { from: 0, to: 5, k: 6 }, /k must be a whole number from 1 to 5/],
    ['disjointRoutes', { from: 0, to: 5, disjoint: 'arc' }, /disjoint must be 'edge' or 'node', got 'arc'/],
    ['alternativeRoutes', { from: 0, to: 5, stretch: 2.5 }, /stretch must be a number from 1 to 2, got 2.5/],
    ['alternativeRoutes', { from: 0, to: 5, maxShare: NaN }, /maxShare must be a number from 0 to 1/],
    ['alternativeRoutes', { from: 0, to: 5, k: '3' }, /k must be a whole number, got the string '3'/],
  ];
  for (const [call, request, message] of refusals) assert.throws(() => engine[call](request), message, `${call} ${JSON.stringify(request)}`);
  const { micros, ...figures } = engine.route({ from: 0, to: 99 });
  assert.deepEqual({ ...figures, micros: before.micros }, before);
});
