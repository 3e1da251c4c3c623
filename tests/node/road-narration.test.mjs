// The Roads view's narration (web/roads/road-narration.js) on real road searches: each settled node's
// figures are the trace's and add up as its key reads them (F = G + H for A*, G for Dijkstra; A* on reduced
// costs said as the F, G and H its reduced cost stands for), and a forward side's G is the node's cheapest
// cost from the start by the tests' own Dijkstra (an A* with a consistent estimate settles a node at it).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { EVENT, LANE, ROAD_ALGORITHMS, TraceReplay } from '../../web/core/engine.js';
import { narrateRoadStep } from '../../web/roads/road-narration.js';
import { roadDistances } from './road-oracle.mjs';
import { freshEngine, mulberry32 } from './support.mjs';

let engine;
before(async () => { engine = await freshEngine(); });
after(() => engine.dispose());

// "2.31 km", "850 m", "12 s", "3.5 min" in the metric's base unit (metres, seconds), with the rounding shown.
const COST = String.raw`(\d+(?:\.\d+)?) (km|min|m|s)\b`;
function shownCost(number, unit) {
  const scale = { km: 1000, m: 1, s: 1, min: 60 }[unit];
  const decimals = number.includes('.') ? number.split('.')[1].length : 0;
  return { value: Number(number) * scale, slack: 0.5 * 10 ** -decimals * scale + 1e-6 };
}
function close(said, wanted, where, slack = said.slack) {
  assert.ok(Math.abs(said.value - wanted) <= slack, `${where}: said ${said.value}, wanted ${wanted}`);
}

test('each settled node says its G, H and F as its search orders by them, and its G is its cheapest cost', async () => {
  const random = mulberry32(31);
  const { nodes } = await engine.loadNetwork({ generator: 'random', nodes: 400, seed: 6 });
  const data = engine.networkData();
  let checked = 0;
  for (const metric of ['length', 'time']) {
    for (let query = 0; query < 3; query++) {
      const from = Math.floor(random() * nodes), to = Math.floor(random() * nodes);
      const distances = roadDistances(data, from, metric);
      for (const algorithm of ROAD_ALGORITHMS) {
        const request = { from, to, algorithm, metric };
        const result = engine.route({ ...request, trace: true });
        const { trace } = result;
        const replay = new TraceReplay(trace);
        for (let step = 1; step <= trace.stepCount; step++) {
          const i = trace.stepStarts[step - 1];
          if (trace.kind(i) !== EVENT.expanded) continue;
          replay.seekStep(step);
          const text = narrateRoadStep(replay, result, request, algorithm);
          const where = `${algorithm}, ${metric}, ${from} -> ${to}, step ${step}: ${text}`;
          const backward = trace.lane(i) === LANE.backward;
          assert.ok(text.startsWith(`${backward ? 'From the goal\'s side: settled' : 'Settled'} node ${trace.cell(i)}`), where);
          const g = trace.g(i), h = trace.h(i);
          if (algorithm === 'bfs') {
            close(shownCost(...text.match(new RegExp(`node \\d+ at ${COST}`)).slice(1)), g, where);
            continue;
          }
          if (algorithm === 'astar-reduced') {
            const said = text.match(new RegExp(`at reduced cost ${COST}, the lowest on the open list: F ${COST} = G ${COST} \\+ H ${COST}, less the start's H ${COST}`));
            assert.ok(said, where);
            const [reduced, f, realG, estimate, startH] = [1, 3, 5, 7, 9].map((k) => shownCost(said[k], said[k + 1]));
            close(reduced, g, `${where}: the reduced cost`);
            close(estimate, h, `${where}: H`);
            close(startH, trace.h(0), `${where}: the start's H`);
            close(realG, distances[trace.cell(i)], `${where}: G is the node's cheapest cost`, realG.slack + 1e-6 * (distances[trace.cell(i)] + h + trace.h(0)));
            close(f, distances[trace.cell(i)] + h, `${where}: F = G + H`, f.slack + 1e-6 * distances[trace.cell(i)]);
          } else if (algorithm.includes('astar')) {
            // (astar-no-resort's list is not re-sorted: it says so instead of "the lowest F".)
            const order = algorithm === 'astar-no-resort' ? 'first on the open list, which is ordered by the F each node had when it was added'
              : 'the lowest F on (the|its) open list';
            const said = text.match(new RegExp(`: F ${COST} = G ${COST} \\+ H ${COST}${backward ? ' \\(G from the goal, H to the start\\)' : ''}, ${order}`));
            assert.ok(said, where);
            close(shownCost(said[1], said[2]), g + h, `${where}: F`);
            close(shownCost(said[3], said[4]), g, `${where}: G`);
            close(shownCost(said[5], said[6]), h, `${where}: H`);
          } else {
            const said = text.match(new RegExp(`: G ${COST}${backward ? ' from the goal' : ''}, the lowest G on (the|its) open list`));
            assert.ok(said, where);
            assert.doesNotMatch(text, /\bH \d/, `${where}: Dijkstra uses no H`);
            close(shownCost(said[1], said[2]), g, `${where}: G`);
          }
          // (The trace holds float32: a reduced cost's G is a difference of figures each as large as H.)
          const G = algorithm === 'astar-reduced' ? g - h + trace.h(0) : g;
          // (astar-no-resort, the lesson's wrong A*, may settle a node the dear way first: that is its bug.)
          if (!backward && algorithm !== 'astar-no-resort') close({ value: G }, distances[trace.cell(i)], `${where}: G is the cheapest cost`, 1e-6 * Math.max(1, distances[trace.cell(i)] + h + trace.h(0)));
          checked++;
        }
      }
    }
  }
  assert.ok(checked > 500, `${checked} settled nodes checked`);
});

test('a settled junction is called by its name when the network names it, with its id; else by its id', async () => {
  await engine.loadNetwork({ preset: 'monaco' });
  const { names } = engine.networkData();
  const request = { from: 0, to: names.length - 1, algorithm: 'astar', metric: 'length' };
  const result = engine.route({ ...request, trace: true });
  const replay = new TraceReplay(result.trace);
  let named = 0, unnamed = 0;
  for (let step = 1; step <= result.trace.stepCount; step++) {
    const i = result.trace.stepStarts[step - 1];
    if (result.trace.kind(i) !== EVENT.expanded) continue;
    replay.seekStep(step);
    const node = result.trace.cell(i);
    const text = narrateRoadStep(replay, result, request, 'A*', names);
    if (names[node]) {
      named++;
      assert.ok(text.startsWith(`Settled ${names[node]} (node ${node}): F `), text);
    } else {
      unnamed++;
      assert.ok(text.startsWith(`Settled node ${node}: F `), text);
    }
  }
  assert.ok(named > 10 && unnamed > 0, `${named} named and ${unnamed} unnamed junctions settled`);
});

// The inspector calls a junction OpenStreetMap names by its name, and its parent too (web/roads/road-inspector.js).
test('the inspector names a named junction and its parent; an unnamed one by its id', async () => {
  const { describeRoadNode } = await import('../../web/roads/road-inspector.js');
  await engine.loadNetwork({ generator: 'random', nodes: 400, seed: 6 });
  const request = { from: 3, to: 390, algorithm: 'astar', metric: 'length' };
  const result = engine.route({ ...request, trace: true });
  const replay = new TraceReplay(result.trace);
  replay.seekEvent(result.trace.length);
  const node = result.path[2];
  const parent = replay.parent[node];
  const names = [];
  names[node] = 'Rue Grimaldi';
  names[parent] = 'Boulevard Albert 1er';
  const said = describeRoadNode(node, replay, request, true, names);
  assert.match(said, new RegExp(`^Rue Grimaldi \\(node ${node}\\): settled, g [\\d.]+ k?m from the start, h .*; its parent is Boulevard Albert 1er \\(node ${parent}\\)\\.$`));
  assert.match(describeRoadNode(node, replay, request, true, null), new RegExp(`^Node ${node}: settled, .*its parent is node ${parent}\\.$`));
});
