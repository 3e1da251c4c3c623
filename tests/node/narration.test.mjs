// The explore view's narration (web/grid/narration.js) on real traces: every number a step's sentence
// states is the trace's own (F = G + H adds up; the cells it opened and improved are that step's events,
// with their G and parents; a jump's scanned cells, a meeting's μ, the stop test, IDA*'s threshold), read
// here from the raw events and, for BFS's layers, from a flood fill of the grid.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { EVENT, LANE, NO_PARENT } from '../../web/core/engine.js';
import { PAGE_DEFAULTS } from '../../web/core/registry.js';
import { runSearch } from '../../web/core/run.js';
import { narrateStep } from '../../web/grid/narration.js';
import { formatCost } from '../../web/view/format.js';
import { fitNeeds, freshEngine, mulberry32, randomGrid, randomOpenCell } from './support.mjs';

let engine;
before(async () => { engine = await freshEngine(); });

const CELL = String.raw`\((\d+), (\d+)\)`;
const NUMBER = String.raw`(\d+(?:\.\d+)?|∞)`;

// A maze of `seed` with start and goal far apart, as runSearch takes it.
function maze(seed, { width = 24, height = 16, wallDensity = 0.25, terrain = false } = {}) {
  const random = mulberry32(seed);
  const grid = randomGrid(random, width, height, { wallDensity, terrain });
  const start = randomOpenCell(random, grid);
  let goal = randomOpenCell(random, grid);
  while (Math.abs(goal.x - start.x) + Math.abs(goal.y - start.y) < (width + height) / 3) goal = randomOpenCell(random, grid);
  return { ...grid, start, goal };
}

function search(grid, options) {
  const request = fitNeeds({ ...PAGE_DEFAULTS, ...options });
  const run = runSearch(engine, grid, request);
  return run;
}

// Each step's events straight from the trace: [{from, to}], 1-based as the replay counts steps.
function stepRange(trace, step) {
  const from = trace.stepStarts[step - 1];
  return { from, to: step < trace.stepCount ? trace.stepStarts[step] : trace.length };
}

function eventsOf(trace, { from, to }, kind, lane = null) {
  const found = [];
  for (let i = from; i < to; i++) if (trace.kind(i) === kind && (lane === null || trace.lane(i) === lane)) found.push(i);
  return found;
}

const cellOf = (width, x, y) => Number(y) * width + Number(x);
const close = (shown, value, where) => {
  assert.notEqual(shown, undefined, where);
  assert.ok(Math.abs(Number(shown) - value) <= 0.005 + 1e-6 * Math.abs(value), `${where}: said ${shown}, the trace has ${value}`);
};

// Walks every step of `run`, and calls check(text, step, range) with the sentence of that step. Keeps an
// independent record of each side's g per cell (from the events, not the replay) for "improved from G".
function eachStep(run, check) {
  const { trace } = run;
  const gBefore = [new Map(), new Map()];
  for (let step = 1; step <= trace.stepCount; step++) {
    run.replay.seekStep(step);
    const range = stepRange(trace, step);
    const previous = new Map();
    for (let i = range.from; i < range.to; i++) {
      const kind = trace.kind(i);
      if (kind !== EVENT.generated && kind !== EVENT.improved) continue;
      const side = gBefore[trace.lane(i) === LANE.backward ? 1 : 0];
      previous.set(i, side.get(trace.cell(i)));
      side.set(trace.cell(i), trace.g(i));
    }
    check(narrateStep(run), step, range, previous);
  }
}

// The "Opened ..." (or "Queued ...", "found jump points ...") list of a sentence against the step's
// generated events of `lane`: every cell named (a step opens at most 8: no "and N more"), in order, with its G.
function checkList(text, trace, width, events, { prefix, withG = true, where }) {
  const sentence = text.match(new RegExp(`${prefix} (.+?)(?: for layer \\d+| on the stack[^.]*)?\\.(?= |$)`));
  if (!events.length) {
    assert.equal(sentence, null, `${where}: nothing was opened: ${text}`);
    return;
  }
  assert.ok(sentence, `${where}: ${text}`);
  assert.doesNotMatch(sentence[1], /\bmore$/, `${where}: every cell named: ${sentence[0]}`);
  const items = [...sentence[1].matchAll(new RegExp(`${CELL}${withG ? ` with G ${NUMBER}` : ''}`, 'g'))];
  assert.equal(items.length, events.length, `${where}: ${sentence[0]}`);
  for (const [k, item] of items.entries()) {
    assert.equal(cellOf(width, item[1], item[2]), trace.cell(events[k]), `${where}: item ${k}`);
    if (withG) close(item[3], trace.g(events[k]), `${where}: G of item ${k}`);
  }
}

// "Improved (5, 3) from G 38 to 34 and (6, 3) from G 40 to 38; their parent is now (4, 2).": every improved
// cell of the step, in order, with its G before (from the events) and after, and its new parent.
function checkImprovements(text, trace, width, events, previous, where) {
  const sentences = [...text.matchAll(new RegExp(`Improved (.+?); (?:its|their) parent is now ${CELL}\\.`, 'g'))];
  const said = sentences.flatMap((sentence) => [...sentence[1].matchAll(new RegExp(`${CELL} from G ${NUMBER} to ${NUMBER}`, 'g'))]
    .map((item) => ({ item, parent: cellOf(width, sentence[2], sentence[3]) })));
  assert.equal(said.length, events.length, `${where}: ${text}`);
  const byCell = new Map(events.map((i) => [trace.cell(i), i]));
  for (const { item, parent } of said) {
    const i = byCell.get(cellOf(width, item[1], item[2]));
    assert.notEqual(i, undefined, `${where}: ${item[0]} was improved in this step`);
    close(item[3], previous.get(i), `${where}: G before`);
    close(item[4], trace.g(i), `${where}: G after`);
    assert.equal(parent, trace.parent(i), `${where}: new parent`);
  }
}

// "F 54 = G 14 + H 40" of the expanded event: the cell, G and H the trace's, and F their sum (w·H).
function checkFormula(text, trace, width, i, weight, where) {
  const said = text.match(new RegExp(`${CELL}: F ${NUMBER} = G ${NUMBER} \\+ (?:${NUMBER} × )?H ${NUMBER}`));
  assert.ok(said, `${where}: ${text}`);
  assert.equal(cellOf(width, said[1], said[2]), trace.cell(i), `${where}: the expanded cell`);
  close(said[4], trace.g(i), `${where}: G`);
  close(said[6], trace.h(i), `${where}: H`);
  close(said[5] ?? 1, weight, `${where}: the weight`);
  close(said[3], trace.g(i) + weight * trace.h(i), `${where}: F`);
  // As shown, to the rounding of the three figures (two decimals each).
  const sum = Number(said[4]) + Number(said[5] ?? 1) * Number(said[6]);
  assert.ok(Math.abs(Number(said[3]) - sum) <= 0.011 * weight, `${where}: F ${said[3]} = G + H ${sum}`);
}

function checkPath(text, run, where) {
  const said = text.match(new RegExp(`^The path: (\\d+) (?:steps?|straight segments?) from ${CELL} to ${CELL}, cost ${NUMBER}\\.$`));
  assert.ok(said, `${where}: ${text}`);
  assert.equal(Number(said[1]), run.result.length);
  close(said[6], run.result.cost, `${where}: the path's cost`);
  const { start, goal } = run.maze;
  assert.deepEqual(said.slice(2, 6).map(Number), [start.x, start.y, goal.x, goal.y]);
}

for (const algorithm of ['astar', 'weighted-astar', 'dijkstra', 'greedy', 'jps', 'theta-star']) {
  test(`${algorithm}: each expansion's figures, opened and improved cells are the step's events`, () => {
    for (const seed of [1, 2, 3]) {
      const grid = maze(seed, { terrain: !['jps', 'theta-star'].includes(algorithm) });
      const run = search(grid, { algorithm, weight: 2, costs: algorithm === 'theta-star' ? 'float' : 'integer' });
      const { trace } = run;
      const { figures } = run;
      let lineOfSight = 0;
      eachStep(run, (text, step, range, previous) => {
        const where = `${algorithm}, seed ${seed}, step ${step}`;
        const kind = trace.kind(range.from);
        if (kind === EVENT.path) return checkPath(text, run, where);
        if (kind !== EVENT.expanded) return assert.match(text, /^The start \(\d+, \d+\) went on the open list/, where);
        const i = range.from;
        if (figures.f) checkFormula(text, trace, grid.width, i, algorithm === 'weighted-astar' ? 2 : 1, where);
        else if (figures.g) {
          assert.doesNotMatch(text, /\bH \d/, `${where}: Dijkstra says no H`);
          close(text.match(new RegExp(`^Expanded ${CELL}: G ${NUMBER}, the lowest G`))?.[3], trace.g(i), where);
        } else {
          assert.doesNotMatch(text, /\b[FG] \d/, `${where}: greedy says only H`);
          close(text.match(new RegExp(`^Expanded ${CELL}: H ${NUMBER}, the lowest estimate`))?.[3], trace.h(i), where);
        }
        const goal = trace.cell(i) === grid.goal.y * grid.width + grid.goal.x;
        if (goal) return assert.match(text, /It is the goal: the search stops\.$/, where);
        const opened = eventsOf(trace, range, EVENT.generated);
        if (algorithm === 'jps') {
          const scanned = eventsOf(trace, range, EVENT.scanned).length;
          assert.match(text, new RegExp(`^Expanded jump point .* Its jumps scanned ${scanned} cells? and found`), where);
          checkList(text, trace, grid.width, opened, { prefix: 'found jump points?', where });
        } else if (figures.g) {
          checkList(text, trace, grid.width, opened, { prefix: 'Opened', where });
        }
        if (figures.g) checkImprovements(text, trace, grid.width, eventsOf(trace, range, EVENT.improved), previous, where);
        if (algorithm === 'theta-star') {
          const parent = trace.parent(i);
          const far = parent !== NO_PARENT && (Math.abs(parent % grid.width - trace.cell(i) % grid.width) > 1
            || Math.abs(Math.floor(parent / grid.width) - Math.floor(trace.cell(i) / grid.width)) > 1);
          if (far) {
            lineOfSight++;
            assert.match(text, new RegExp(`Its parent \\(${parent % grid.width}, ${Math.floor(parent / grid.width)}\\) is in line of sight`), where);
          } else {
            assert.doesNotMatch(text, /Its parent .* is in line of sight/, where);
          }
        }
      });
      if (algorithm === 'theta-star') assert.ok(lineOfSight > 0, 'some expanded cell had a parent in line of sight');
    }
  });
}

// JPS and JPS+: every jump point a step found that is not the goal is one because of forced neighbours, named
// with the wall that forces each: checked here by the rule's meaning (Harabor & Grastien, no corner cutting):
// entering (x, y) straight, a side cell is forced when it is open and the cell beside the one behind is a wall.
for (const algorithm of ['jps', 'jps-plus']) {
  test(`${algorithm}: each jump point found says its forced neighbours and the walls that force them`, () => {
    let named = 0;
    for (const seed of [1, 2, 3]) {
      const grid = maze(seed);
      const run = search(grid, { algorithm });
      const { trace } = run;
      const { width, height } = grid;
      const wall = (x, y) => x < 0 || y < 0 || x >= width || y >= height || grid.cells[y * width + x] === 1;
      eachStep(run, (text, step, range) => {
        if (trace.kind(range.from) !== EVENT.expanded) return;
        const where = `${algorithm}, seed ${seed}, step ${step}: ${text}`;
        const found = [...eventsOf(trace, range, EVENT.generated), ...eventsOf(trace, range, EVENT.improved)];
        const said = new Map([...text.matchAll(new RegExp(`${CELL} is a jump point: forced neighbours? (.+?)\\.(?= |$)`, 'g'))]
          .map((match) => [cellOf(width, match[1], match[2]), [...match[3].matchAll(new RegExp(`${CELL}, past the wall at ${CELL}`, 'g'))]]));
        for (const i of found) {
          const cell = trace.cell(i), parent = trace.parent(i);
          const x = cell % width, y = Math.floor(cell / width);
          const dx = x - parent % width, dy = y - Math.floor(parent / width);
          const straight = Math.abs(dx) !== Math.abs(dy);
          // The last step of the jump: diagonal steps first, then straight ones.
          const step = straight ? [Math.abs(dx) > Math.abs(dy) ? Math.sign(dx) : 0, Math.abs(dy) > Math.abs(dx) ? Math.sign(dy) : 0] : null;
          const expected = [];
          if (step) {
            for (const [sx, sy] of [[step[1], step[0]], [-step[1], -step[0]]]) {
              if (!wall(x + sx, y + sy) && wall(x - step[0] + sx, y - step[1] + sy)) expected.push([x + sx, y + sy, x - step[0] + sx, y - step[1] + sy]);
            }
          }
          const items = (said.get(cell) ?? []).map((m) => m.slice(1, 5).map(Number));
          assert.deepEqual(items.sort(), expected.sort(), `${where}: the forced neighbours of (${x}, ${y})`);
          if (cell === grid.goal.y * width + grid.goal.x) continue;
          assert.ok(expected.length > 0, `${where}: (${x}, ${y}) is a jump point, not the goal, so something forced it`);
          named += expected.length;
        }
        assert.equal(said.size, new Set(found.map((i) => trace.cell(i)).filter((cell) => said.has(cell))).size, where);
      });
    }
    assert.ok(named > 20, `${named} forced neighbours named`);
  });
}

test('BFS: the layer it names is the cell\'s distance in steps from the start (a flood fill), and it says no costs', () => {
  for (const seed of [4, 5]) {
    const grid = maze(seed);
    const run = search(grid, { algorithm: 'bfs', movement: 4 });
    const { trace } = run;
    // Steps from the start, 4 directions.
    const distance = new Int32Array(grid.width * grid.height).fill(-1);
    const queue = [grid.start.y * grid.width + grid.start.x];
    distance[queue[0]] = 0;
    for (let k = 0; k < queue.length; k++) {
      const at = queue[k];
      const x = at % grid.width, y = Math.floor(at / grid.width);
      for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
        const nx = x + dx, ny = y + dy;
        const next = ny * grid.width + nx;
        if (nx < 0 || ny < 0 || nx >= grid.width || ny >= grid.height || grid.cells[next] === 1 || distance[next] >= 0) continue;
        distance[next] = distance[at] + 1;
        queue.push(next);
      }
    }
    eachStep(run, (text, step, range) => {
      const where = `bfs, seed ${seed}, step ${step}`;
      if (trace.kind(range.from) !== EVENT.expanded) return;
      assert.doesNotMatch(text, /\b[FGH] \d/, `${where}: ${text}`);
      const said = text.match(new RegExp(`^Layer (\\d+): took ${CELL} off the front of the queue`));
      assert.ok(said, `${where}: ${text}`);
      const cell = cellOf(grid.width, said[2], said[3]);
      assert.equal(cell, trace.cell(range.from));
      assert.equal(Number(said[1]), distance[cell], where);
      const opened = eventsOf(trace, range, EVENT.generated);
      if (!opened.length) return;
      assert.match(text, new RegExp(`for layer ${distance[cell] + 1}\\.`), where);
      checkList(text, trace, grid.width, opened, { prefix: 'Queued', withG: false, where });
    });
  }
});

for (const algorithm of ['bidirectional-astar', 'bidirectional-dijkstra']) {
  test(`${algorithm}: the side, the meeting's μ and the stop test are the step's events`, () => {
    for (const seed of [6, 7]) {
      const grid = maze(seed, { terrain: true });
      const run = search(grid, { algorithm });
      const { trace } = run;
      let meetings = 0, stops = 0;
      eachStep(run, (text, step, range, previous) => {
        const where = `${algorithm}, seed ${seed}, step ${step}`;
        const kind = trace.kind(range.from);
        if (kind === EVENT.path) return checkPath(text, run, where);
        if (kind !== EVENT.expanded) return assert.match(text, /^The start .* forward side's open list and the goal .* backward side's/, where);
        const i = range.from;
        const lane = trace.lane(i);
        assert.match(text, lane === LANE.backward ? /^Backward side \(from the goal\) expanded / : /^Forward side \(from the start\) expanded /, where);
        if (algorithm === 'bidirectional-astar') checkFormula(text, trace, grid.width, i, 1, where);
        else close(text.match(new RegExp(`expanded ${CELL}: G ${NUMBER}, the lowest G`))?.[3], trace.g(i), where);
        checkList(text, trace, grid.width, eventsOf(trace, range, EVENT.generated, lane), { prefix: 'Opened', where });
        checkImprovements(text, trace, grid.width, eventsOf(trace, range, EVENT.improved, lane), previous, where);
        const meetsHere = eventsOf(trace, range, EVENT.meet);
        meetings += meetsHere.length;
        // The stop test: this step's bound against the best meeting so far (from the raw events).
        let mu = Infinity;
        for (let k = 0; k < range.to; k++) if (trace.kind(k) === EVENT.meet) mu = trace.g(k);
        const bound = eventsOf(trace, range, EVENT.bound);
        if (!Number.isFinite(mu)) return assert.doesNotMatch(text, /Stop test/, where);
        // Each term with its source (the key of each side's next node: F for A*, G for Dijkstra), the
        // bound, and where μ comes from (the cells of the latest meeting, the forward side's first).
        const term = algorithm === 'bidirectional-astar' ? 'F' : 'G';
        const said = text.match(new RegExp(`Stop test: (.*) = ${NUMBER} (≥|<) μ = ${NUMBER} \\((the best path across, through |the sides just met at )${CELL}–${CELL}\\)`));
        assert.ok(said, `${where}: ${text}`);
        assert.equal(said[5] === 'the sides just met at ', meetsHere.length > 0, `${where}: the meeting is said in the step the sides meet`);
        const terms = [...said[1].matchAll(new RegExp(`top ${term} (forward|backward) ${NUMBER}`, 'g'))];
        assert.deepEqual(terms.map((t) => t[1]), ['forward', 'backward'], `${where}: ${said[1]}`);
        assert.match(said[1], new RegExp(`\\(each open list's smallest ${term}\\)`), where);
        close(terms[0][2], trace.g(eventsOf(trace, range, EVENT.bound, LANE.forward)[0]), `${where}: the forward term`);
        close(terms[1][2], trace.g(eventsOf(trace, range, EVENT.bound, LANE.backward)[0]), `${where}: the backward term`);
        if (algorithm === 'bidirectional-dijkstra') assert.match(said[1], /^top G forward .* \+ top G backward /, where);
        else assert.match(said[1], /^max\(.*smallest G forward \+ backward \+ a step/, where);
        let meet = -1;
        for (let k = 0; k < range.to; k++) if (trace.kind(k) === EVENT.meet) meet = k;
        const across = trace.lane(meet) === LANE.backward ? [trace.parent(meet), trace.cell(meet)] : [trace.cell(meet), trace.parent(meet)];
        assert.deepEqual([cellOf(grid.width, said[6], said[7]), cellOf(grid.width, said[8], said[9])], across, `${where}: μ's cells (the latest meeting's)`);
        const [, , lowerBound, comparison, muSaid] = said;
        close(lowerBound, trace.h(bound[0]), `${where}: the lower bound`);
        close(muSaid, mu, `${where}: μ`);
        assert.equal(comparison, trace.h(bound[0]) >= mu * (1 - 1e-9) ? '≥' : '<', where);
        if (comparison === '≥') {
          stops++;
          assert.equal(step, trace.stepCount - 1, `${where}: the search stops at its first met test`);
          assert.match(text, /so the search stops\.$/, where);
        }
      });
      assert.ok(meetings >= 1 && stops === 1, `${algorithm}, seed ${seed}: ${meetings} meetings, ${stops} stops`);
    }
  });
}

test('IDA*: iterations name their threshold, visits stay within it, cut-offs are over it', () => {
  const grid = maze(8, { width: 14, height: 10, wallDensity: 0.2 });
  const run = search(grid, { algorithm: 'ida-star' });
  const { trace } = run;
  let threshold = null, iterations = 0;
  eachStep(run, (text, step, range) => {
    const where = `ida-star, step ${step}`;
    const kind = trace.kind(range.from);
    if (kind === EVENT.path) return checkPath(text, run, where);
    if (kind === EVENT.iteration) {
      iterations++;
      threshold = trace.g(range.from);
      const said = text.match(new RegExp(`^Iteration (\\d+) begin.*threshold F ≤ ${NUMBER}`));
      assert.ok(said, `${where}: ${text}`);
      assert.equal(Number(said[1]), iterations);
      return close(said[2], threshold, `${where}: threshold`);
    }
    const i = range.from;
    checkFormula(text, trace, grid.width, i, 1, where);
    close(text.match(new RegExp(`≤ threshold ${NUMBER}`))?.[1], threshold, where);
    assert.ok(trace.g(i) + trace.h(i) <= threshold + 1e-9);
    assert.match(text, new RegExp(`^Iteration ${iterations}, depth \\d+: visited`), where);
    const cut = eventsOf(trace, range, EVENT.generated);
    const said = [...(text.match(/Cut off (.+?): over the threshold/)?.[1] ?? '').matchAll(new RegExp(`${CELL} \\(F ${NUMBER}\\)`, 'g'))];
    assert.equal(said.length, cut.length, `${where}: ${text}`); // every child cut off named (at most 8)
    for (const [k, item] of said.entries()) {
      assert.equal(cellOf(grid.width, item[1], item[2]), trace.cell(cut[k]));
      close(item[3], trace.g(cut[k]) + trace.h(cut[k]), where);
      assert.ok(Number(item[3]) > threshold);
    }
    assert.equal(/Dead end: backed up/.test(text), eventsOf(trace, range, EVENT.backtrack).length > 0, where);
  });
  assert.ok(iterations >= 2, `${iterations} iterations`);
});

const KEY = String.raw`\[min\(G, rhs\) \+ H, min\(G, rhs\)\] = \[${NUMBER} \+ H ${NUMBER}, ${NUMBER}\] = \[${NUMBER}, ${NUMBER}\]`;

// Every LPA* expansion's sentence, as {i, cell, over, k1, k2, h, rhs, g (the G before; undefined when unsaid)}:
// "Expanded (4, 2), the lowest key on the queue: [min(G, rhs) + H, min(G, rhs)] = [40 + H 14, 40] = [54, 40].
// rhs 40 < G 56: over-consistent ..." (or "rhs 70 > G 56: under-consistent ...").
function lpaExpansions(run) {
  const said = [];
  for (let step = 1; step <= run.trace.stepCount; step++) {
    run.replay.seekStep(step);
    const from = run.trace.stepStarts[step - 1];
    if (run.trace.kind(from) !== EVENT.expanded) continue;
    const text = narrateStep(run);
    const match = text.match(new RegExp(`^Expanded ${CELL}, the lowest key on the queue: ${KEY}\\. rhs ${NUMBER} (<|>) G(?: ${NUMBER})?: (over|under)-consistent`));
    assert.ok(match, `step ${step}: ${text}`);
    const number = (value) => (value === '∞' ? Infinity : value === undefined ? undefined : Number(value));
    const [, x, y, k2a, h, k2b, k1, k2, rhs, sign, g, consistency] = match;
    assert.equal(k2a, k2b);
    assert.equal(k2a, k2);
    assert.equal(sign === '<', consistency === 'over', text);
    if (consistency === 'over') assert.match(text, new RegExp(`G falls to ${rhs} and its neighbours may go through it\\.`));
    else assert.match(text, /G is set to ∞ and the cells that went through it recompute their rhs\./);
    said.push({ i: from, text, cell: cellOf(run.maze.width, x, y), over: consistency === 'over', k1: number(k1), k2: number(k2), h: number(h), rhs: number(rhs), g: number(g) });
  }
  return said;
}

// An independent record of each cell's G and rhs, event by event (G: an expansion's; rhs: an rhs change's;
// ∞ before either), checking each expansion's words against it: the key is [min(G, rhs) + H, min(G, rhs)] with
// the trace's first part, rhs < G when over-consistent (its G falls to rhs) and rhs > G when under-consistent.
function checkLpaKeys(run, numbers, { repair }) {
  const { trace } = run;
  const said = lpaExpansions(run);
  assert.ok(said.length > 0);
  let k = 0;
  for (let i = 0; i < trace.length; i++) {
    const cell = trace.cell(i);
    const kind = trace.kind(i);
    if (kind === EVENT.rhsChanged) numbers.rhs.set(cell, trace.g(i));
    if (kind !== EVENT.expanded) continue;
    const { g: gSaid, rhs, over, k1, k2, h, text } = said[k++];
    const where = `event ${i}: ${text}`;
    assert.equal(said[k - 1].cell, cell, where);
    const g = numbers.g.get(cell) ?? Infinity, rhsBefore = numbers.rhs.get(cell) ?? Infinity;
    close(k1, trace.h(i), `${where}: k1 is the trace's`);
    // The G before is said whenever this trace holds it (a cell a repair reaches only through the last
    // search's queue has no event here: then it goes unsaid).
    if (gSaid === undefined) assert.ok(repair, `${where}: the G before is unsaid only in a repair`);
    else if (Number.isFinite(g)) close(gSaid, g, `${where}: the G before`);
    else assert.equal(gSaid, Infinity, `${where}: the G before`);
    if (over) {
      close(rhs, trace.g(i), `${where}: G falls to rhs`);
      close(k2, trace.g(i), `${where}: k2 = min(G, rhs) = rhs`);
      if (gSaid !== undefined) assert.ok(rhs < gSaid, where);
    } else {
      assert.equal(trace.g(i), Infinity, where);
      close(k2, g, `${where}: k2 = min(G, rhs) = G`);
      if (Number.isFinite(rhsBefore)) close(rhs, rhsBefore, `${where}: rhs`);
      else assert.equal(rhs, Infinity, where);
    }
    close(h, k1 - k2, `${where}: H = k1 - k2 (km is 0)`);
    assert.ok(h >= 0, where);
    numbers.g.set(cell, trace.g(i));
  }
  assert.equal(k, said.length);
  return said;
}

test('LPA*: each expansion says its key [min(G, rhs) + H, min(G, rhs)] and why, from the G and rhs the cell had, in a search and its repairs', () => {
  const grid = maze(21, { terrain: true, wallDensity: 0.3 });
  const request = fitNeeds({ ...PAGE_DEFAULTS, algorithm: 'lpa-star' });
  const first = runSearch(engine, grid, request);
  const numbers = { g: new Map(), rhs: new Map() };
  const falls = checkLpaKeys(first, numbers, { repair: false });
  assert.ok(falls.length > 20 && falls.every(({ over }) => over), `${falls.length} expansions, all over-consistent in a first search`);
  // A repair after walls were drawn across the way: some cells' ways got dearer (under-consistent).
  const walled = { ...grid, cells: grid.cells.slice() };
  const path = first.result.path ?? [];
  for (const { x, y } of path.slice(2, -2).filter((_, k) => k % 3 === 0)) walled.cells[y * grid.width + x] = 1;
  const raised = runSearch(engine, walled, request, first);
  assert.ok(raised.result.repair, 'a repair');
  const repairNumbers = { g: new Map(numbers.g), rhs: new Map(numbers.rhs) };
  const said = checkLpaKeys(raised, repairNumbers, { repair: true });
  assert.ok(said.some(({ over }) => !over), 'some cell was under-consistent after walls were drawn');
  assert.ok(said.some(({ over }) => over), 'and some over-consistent');
  // Then a repair of that repair after every wall was erased: cells never reached before are found, their G
  // falls from ∞ (the engine's LPA* now holds the walled search: the numbers carry on from it).
  const erased = { ...grid, cells: grid.cells.map((code) => (code === 1 ? 0 : code)) };
  const opened = runSearch(engine, erased, request, first);
  assert.ok(opened.result.repair, 'a repair');
  const found = checkLpaKeys(opened, repairNumbers, { repair: true });
  assert.ok(found.some(({ cell, g }) => !opened.remembered[cell] && g === Infinity), 'some cell never reached before');
});

test('a search that finds no path says so on its last step', () => {
  const grid = maze(9, { wallDensity: 0.1 });
  const { x, y } = grid.goal;
  for (const [dx, dy] of [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]]) {
    const nx = x + dx, ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < grid.width && ny < grid.height) grid.cells[ny * grid.width + nx] = 1;
  }
  for (const [algorithm, words] of [['astar', /The open list is empty: there is no path\.$/], ['bfs', /The queue is empty: there is no path\.$/],
    ['bidirectional-astar', /A side's open list ran empty: there is no path\.$/]]) {
    const run = search(grid, { algorithm });
    assert.equal(run.result.status, 'no-path');
    run.replay.seekStep(run.trace.stepCount);
    assert.match(narrateStep(run), words, algorithm);
    run.replay.seekStep(run.trace.stepCount - 1);
    assert.doesNotMatch(narrateStep(run), /no path/, algorithm);
  }
});

test('step 0 and no run', () => {
  const run = search(maze(1), { algorithm: 'astar' });
  run.replay.seekStep(0);
  assert.match(narrateStep(run), /^Step 0: nothing searched yet/);
  assert.equal(narrateStep(null), '');
  assert.equal(formatCost(14), '14'); // the page's number format, which the sentences use
});
