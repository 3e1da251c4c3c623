// docs/API.md's tables of the grid searches say what the registry says: the request's option values and
// defaults, each algorithm's open list and when it is optimal, and what each holds in memory. The tables
// keep their prose by hand (why an algorithm is optimal, what its cache holds); this test holds their facts
// to the registry (web/wasm/frontier_schema.js), so a row added to cpp/search/core/registry.h and not to
// the docs, or a fact changed in one and not the other, fails here with the row named.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { ALGORITHMS, ENGINE_DEFAULTS, algorithmInfo, optionInfo } from '../../web/core/registry.js';
import { keyFormulaText } from '../../web/ui/labels.js';

const API = fs.readFileSync(new URL('../../docs/API.md', import.meta.url), 'utf8');

// The text of the section under `heading` (a whole line, e.g. '## Memory'), to the next heading of its level
// or above.
function section(heading) {
  const lines = API.split('\n');
  const start = lines.indexOf(heading);
  assert.ok(start >= 0, `docs/API.md has a section "${heading}"`);
  const level = heading.match(/^#+/)[0].length;
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.match(/^#+/)[0].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

// The rows of the first table in `text` whose header is `header` (its cells), as arrays of cell texts.
function table(text, header) {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith('|') && cellsOf(line).join('|') === header.join('|'));
  assert.ok(at >= 0, `a table | ${header.join(' | ')} |`);
  const rows = [];
  for (let i = at + 2; i < lines.length && lines[i].startsWith('|'); i++) rows.push(cellsOf(lines[i]));
  return rows;
}
const cellsOf = (line) => line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim());

// The names in backticks in a cell: "`astar`, `dijkstra`" -> ['astar', 'dijkstra'] (quotes dropped).
const backticked = (cell) => [...cell.matchAll(/`'?([^`']+)'?`/g)].map((match) => match[1]);

// A value as the docs write it in a default column: `'astar'`, `8`, `{floor: 1, grass: 2}`.
function written(value) {
  if (typeof value === 'string') return `\`'${value}'\``;
  if (typeof value === 'object') return `\`{${Object.entries(value).map(([name, number]) => `${name}: ${number}`).join(', ')}}\``;
  return `\`${value}\``;
}

test('the request table lists every choice of each option, in the registry\'s order, and its default', () => {
  const rows = new Map(table(section('## `engine.search(request)`'), ['field', 'values', 'default']).map((row) => [backticked(row[0])[0], row]));
  for (const name of Object.keys(ENGINE_DEFAULTS)) {
    const row = rows.get(name);
    assert.ok(row, `a row for ${name}`);
    const option = optionInfo(name);
    assert.equal(row[2], written(ENGINE_DEFAULTS[name]), `${name}: its default`);
    if (option.type !== 'choice') continue;
    const values = backticked(row[1]).map((value) => (typeof option.choices[0] === 'number' ? Number(value) : value));
    if (name === 'costs') assert.deepEqual([...values].sort(), [...option.choices].sort(), name); // each with its step lengths
    else assert.deepEqual(values, option.choices, `${name}: its values in the registry's order`);
  }
  assert.deepEqual(backticked(rows.get('algorithm')[1]), ALGORITHMS);
});

// What an algorithm's "open list" and "optimal when" cells must say for each registry fact.
const POP_ORDER_WORDS = {
  'lowest-key': /^(two, )?lowest |^as /,
  fifo: /first in, first out|queues/,
  lifo: /last in, first out/,
  none: /^none/,
};
const OPTIMAL_WORDS = {
  always: /^always/,
  never: /^never promised/,
  'if-admissible': /^the heuristic is admissible/,
  'if-admissible-and-weight-1': /^the heuristic is admissible and w = 1/,
  'if-uniform-step-costs': /^every step costs the same/,
};
const NEED_WORDS = { 'eight-way-no-corner-cut': /8 directions, no corner cutting/, 'uniform-costs': /one cost/ };

test('the table of keys and optimality has one row per grid search, in the registry\'s order, and says what its row says', () => {
  const rows = table(section('### When each algorithm is optimal'), ['algorithm', 'open list', 'optimal when']);
  assert.deepEqual(rows.map((row) => backticked(row[0])[0]), ALGORITHMS, 'one row per grid search, in order');
  for (const [cell, openList, optimal] of rows) {
    const name = backticked(cell)[0];
    const algorithm = algorithmInfo(name);
    // "as `jps`": the same facts as that row.
    const like = (text) => text.match(/^as `([^`]+)`/)?.[1];
    const openLike = like(openList);
    if (openLike) {
      assert.equal(algorithm.popOrder, algorithmInfo(openLike).popOrder, `${name}: pops as ${openLike}`);
      assert.deepEqual(algorithm.key, algorithmInfo(openLike).key, `${name}: keyed as ${openLike}`);
    } else {
      assert.match(openList, POP_ORDER_WORDS[algorithm.popOrder], `${name}: its pop order, ${algorithm.popOrder}`);
    }
    // A key written as a formula is the registry's (the weight written w).
    const formula = openList.match(/\bf = ([^,]+)/)?.[1];
    if (formula) assert.equal(` = ${formula}`, keyFormulaText({ algorithm: name, weight: 'w' }), `${name}: its key`);
    const optimalLike = like(optimal);
    if (optimalLike) {
      assert.equal(algorithm.optimal, algorithmInfo(optimalLike).optimal, `${name}: optimal as ${optimalLike}`);
      assert.deepEqual(algorithm.needs, algorithmInfo(optimalLike).needs, `${name}: needs as ${optimalLike}`);
      continue;
    }
    assert.match(optimal, OPTIMAL_WORDS[algorithm.optimal], `${name}: optimal ${algorithm.optimal}`);
    for (const [need, words] of Object.entries(NEED_WORDS)) {
      assert.equal(words.test(optimal), algorithm.needs.includes(need), `${name}: says it needs ${need} exactly when it does`);
    }
  }
});

// megabytes() of cpp/search/core/memory.cpp, with a thousands separator: "1,041 MB".
const megabytes = (bytes) => `${Math.max(1, Math.floor((bytes + 500000) / 1000000)).toLocaleString('en-US')} MB`;

test('the memory table gives each grid search once, with the bytes a cell the engine counts', () => {
  const rows = table(section('## Memory'), ['algorithm', 'bytes a cell', '256 × 256', '1024 × 1024', '4096 × 4096']);
  const listed = rows.flatMap((row) => backticked(row[0].replace(/\(.*\)/, '')));
  assert.deepEqual([...listed].sort(), [...ALGORITHMS].sort(), 'every grid search in exactly one row');
  for (const [cell, bytes, ...sizes] of rows) {
    for (const name of backticked(cell.replace(/\(.*\)/, ''))) {
      const perCell = algorithmInfo(name).memoryBytesPerCell;
      assert.equal(Number(bytes), perCell, `${name}: bytes a cell`);
      // The engine truncates bytes a cell times the cells of the grid with its border, then rounds to MB.
      const expected = [256, 1024, 4096].map((side) => megabytes(Math.floor(perCell * (side + 2) ** 2)));
      assert.deepEqual(sizes, expected, `${name}: its sizes`);
    }
  }
});
