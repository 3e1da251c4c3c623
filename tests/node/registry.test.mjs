// The schema the build exports (web/wasm/frontier_schema.js) is the one the wasm module was built with,
// and the page's words (web/ui/labels.js) cover exactly what the registry declares.
import test from 'node:test';
import assert from 'node:assert/strict';

import SCHEMA from '../../web/wasm/frontier_schema.js';
import { ALGORITHMS, ALGORITHM_INFO, OPTION_INFO, PAGE_DEFAULTS, WALKERS, checkOption, checkOptions, heuristicRefusal, inapplicability, keyFunction, overestimate, figuresUsed } from '../../web/core/registry.js';
import { EVENT, LANE } from '../../web/core/trace.js';
import { ALGORITHM_TEXT, WALKER_TEXT, CHOICE_LABELS, OPTION_LABELS, describeOptions, inapplicableReason, keyFormulaText, tieBreakRefusalText } from '../../web/ui/labels.js';
import { freshEngine } from './support.mjs';

test('the wasm module exports the same schema as web/wasm/frontier_schema.js', async () => {
  const engine = await freshEngine();
  assert.deepEqual(JSON.parse(engine.core().schema()), SCHEMA);
  engine.dispose();
});

test('trace kinds and lanes are read by name', () => {
  assert.deepEqual(Object.keys(EVENT).slice(0, 4), ['generated', 'improved', 'expanded', 'path']);
  assert.equal(EVENT.cellChanged, SCHEMA.trace.kinds.find((kind) => kind.name === 'cell-changed').id);
  assert.equal(LANE.forward, 0);
  assert.ok(LANE.backward > 0 && LANE.route > LANE.backward);
});

test('every algorithm and every choice has its words, and the words name nothing the registry lacks', () => {
  assert.deepEqual(Object.keys(ALGORITHM_TEXT).sort(), ALGORITHM_INFO.map((algorithm) => algorithm.name).sort());
  assert.deepEqual(Object.keys(WALKER_TEXT).sort(), [...WALKERS].sort());
  for (const option of OPTION_INFO) {
    if (option.type === 'terrain') continue;
    assert.ok(OPTION_LABELS[option.name], `${option.name} has a label`);
    if (option.type !== 'choice') continue;
    const labelled = CHOICE_LABELS[option.name].map(([value]) => value);
    assert.deepEqual([...labelled].sort(), [...option.choices].sort(), `${option.name}: labels for exactly its choices`);
  }
  // The form's options, and the topology, which the maze panel's Cells switch sets (web/grid/maze-form.js).
  assert.deepEqual([...Object.keys(PAGE_DEFAULTS), 'topology'].sort(), Object.keys(OPTION_LABELS).sort());
  // A key the engine reports (not a fixed mix of g and h) has its formula in words, for the inspector.
  for (const algorithm of ALGORITHM_INFO.filter((row) => row.key?.reported)) {
    assert.match(ALGORITHM_TEXT[algorithm.name].keyFormula ?? '', /^ = /, `${algorithm.name}: keyFormula`);
  }
});

test('applicability, key formulas and descriptions follow the registry rows', () => {
  const values = { ...PAGE_DEFAULTS };
  assert.equal(inapplicability('heuristic', { ...values, algorithm: 'astar' }), null);
  assert.deepEqual(inapplicability('heuristic', { ...values, algorithm: 'dijkstra' }), { algorithm: 'dijkstra' });
  assert.equal(inapplicableReason('heuristic', { ...values, algorithm: 'bfs' }), 'BFS uses no heuristic (its h is 0)');
  // The reasons name every algorithm with a weight or a budget, whichever and however many the registry has.
  const users = (option) => ALGORITHM_INFO.filter((algorithm) => algorithm.uses.includes(option)).map((algorithm) => ALGORITHM_TEXT[algorithm.name].short);
  assert.match(inapplicableReason('weight', values), users('weight').length === 1 ? /^Only .+ uses a weight \(f = .*w.*\)$/ : /^Only .+ use a weight$/);
  assert.match(inapplicableReason('budget', { ...values, algorithm: 'astar' }), /^Only .+ (has|have) a node budget \((it gives|they give) up when it runs out\)$/);
  for (const option of ['weight', 'budget']) {
    for (const name of users(option)) assert.ok(inapplicableReason(option, values).includes(name), `${option}: ${name}`);
  }
  assert.equal(inapplicableReason('diagonal', { ...values, movement: 4 }), 'Only used with 8-direction movement');
  assert.equal(inapplicableReason('tieBreak', { ...values, algorithm: 'dfs' }), 'DFS takes nodes in the order found, not by f');
  assert.equal(inapplicableReason('tieBreak', { ...values, algorithm: 'ida-star' }), 'IDA* keeps no open list: it goes depth-first, as deep as the f threshold lets it');
  // The tutorials' list greyed out beside a search that does not keep it, with a note true for that search: the
  // greyed control's own note where it breaks no ties of f, else that it keeps an open list of its own.
  for (const { name, uses } of ALGORITHM_INFO) {
    const note = tieBreakRefusalText(name, 'tutorial');
    if (SCHEMA.options.find((option) => option.name === 'tieBreak').tutorialServes.includes(name)) assert.equal(note, null, name);
    else if (!uses.includes('tieBreak')) assert.equal(note, inapplicableReason('tieBreak', { ...values, algorithm: name }), name);
    else assert.equal(note, `${ALGORITHM_TEXT[name].short} keeps an open list of its own: the tutorials' list serves only A*, Dijkstra, greedy, weighted A* and the jump point searches`, name);
  }
  assert.equal(inapplicableReason('weight', { ...values, algorithm: 'weighted-astar' }), '');

  const formulas = { astar: ' = g + h', dijkstra: ' = g', greedy: ' = h', 'weighted-astar': ' = g + 2.5·h', bfs: '', dfs: '' };
  for (const [algorithm, text] of Object.entries(formulas)) {
    assert.equal(keyFormulaText({ ...values, algorithm, weight: 2.5 }), text, algorithm);
  }
  assert.equal(keyFunction({ ...values, algorithm: 'weighted-astar', weight: 3 })(4, 5), 19);
  assert.equal(keyFunction({ ...values, algorithm: 'greedy' })(4, 5), 5);
  assert.equal(keyFunction({ ...values, algorithm: 'bfs' }), null);

  assert.equal(describeOptions({ ...values, algorithm: 'weighted-astar' }), 'Weighted A*, w = 2, Octile');
  assert.equal(describeOptions({ ...values, algorithm: 'astar', heuristic: 'manhattan', movement: 4 }), 'A*, Manhattan, 4-way');
  assert.equal(describeOptions({ ...values, algorithm: 'dijkstra' }), 'Dijkstra');
});

test('one check of option values for the form, links and the embed API', () => {
  assert.deepEqual(checkOption('algorithm', 'bfs'), { value: 'bfs' });
  assert.deepEqual(checkOption('movement', '4'), { value: 4 });
  assert.deepEqual(checkOption('movement', 8), { value: 8 });
  assert.deepEqual(checkOption('weight', '2.5'), { value: 2.5 });
  assert.deepEqual(checkOption('weight', 20), { value: 20 });
  for (const [name, value, message] of [
    ['algorithm', 'nope', new RegExp(`^unknown algorithm 'nope' \\(expected one of ${ALGORITHMS.join(', ')}\\)$`)],
    ['algorithm', 5, /^unknown algorithm '5'/],
    ['algorithm', ['astar'], /^unknown algorithm/],
    ['movement', 3, /^unknown movement '3' \(expected one of 4, 8\)$/],
    ['weight', -1, /^weight '-1' is not a number from 1 to 20$/],
    ['weight', 1e308, /^weight '1e\+308' is not a number from 1 to 20$/],
    ['weight', NaN, /is not a number/],
    ['weight', '0x10', /is not a number/],
    ['weight', ' 2', /is not a number/],
    ['weight', '2 ', /is not a number/],
    ['weight', '', /is not a number/],
    ['weight', null, /is not a number/],
    ['terrainCosts', {}, /^unknown option 'terrainCosts'/],
    ['colour', 'red', /^unknown option 'colour' \(expected one of algorithm, /],
  ]) {
    assert.match(checkOption(name, value).error ?? '', message, `${name} ${String(value)}`);
  }
  assert.match(checkOption('algorithm', 'x', 'algo').error, /^unknown algo 'x'/);
  // Values with no text (String() throws) are refused, not thrown on: postMessage delivers them (tests/fuzz/embed.fuzz.mjs).
  assert.match(checkOption('costs', { toString: {} }).error, /^unknown costs '\[object Object\]'/);
  assert.match(checkOption('weight', { toString: {} }).error, /^weight '\[object Object\]' is not a number/);
  assert.match(checkOptions({ algorithm: 'bfs', heuristic: { valueOf: 1, toString: null } }).error, /^unknown heuristic/);
  assert.deepEqual(checkOptions({ algorithm: 'greedy', weight: '3' }), { options: { algorithm: 'greedy', weight: 3 } });
  assert.match(checkOptions({ algorithm: 'greedy', weight: 30 }).error, /weight '30'/);
});

// The page explains an inadmissible heuristic from overestimate(); the engine decides `admissible` itself
// (cpp/search/core/heuristic.cpp). The two must agree on every heuristic, move and cost.
test('overestimate() names exactly the heuristics the engine calls inadmissible', async () => {
  const engine = await freshEngine();
  const grid = { width: 3, height: 1, cells: new Uint8Array(3), start: { x: 0, y: 0 }, goal: { x: 2, y: 0 } };
  // (On square grids: the hex distance is refused there, heuristicRefusal says why; hexes have tests of their own.)
  for (const heuristic of OPTION_INFO.find((option) => option.name === 'heuristic').choices.filter((name) => !heuristicRefusal('square', name))) {
    for (const movement of [4, 8]) {
      for (const diagonal of OPTION_INFO.find((option) => option.name === 'diagonal').choices) {
        for (const costs of ['integer', 'float']) {
          const values = { heuristic, movement, diagonal, costs };
          const { admissible } = engine.search({ ...grid, algorithm: 'astar', ...values });
          assert.equal(overestimate(values) === null, admissible, JSON.stringify(values));
        }
      }
    }
  }
});

test('figuresUsed: g for Dijkstra and the blind searches, h for greedy, f, g and h for A*', () => {
  assert.deepEqual(figuresUsed('dijkstra'), { f: false, g: true, h: false });
  assert.deepEqual(figuresUsed('bfs'), { f: false, g: true, h: false });
  assert.deepEqual(figuresUsed('greedy'), { f: false, g: false, h: true });
  assert.deepEqual(figuresUsed('astar'), { f: true, g: true, h: true });
  assert.deepEqual(figuresUsed('weighted-astar'), { f: true, g: true, h: true });
});
