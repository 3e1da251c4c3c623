// The algorithm comparison of `scripts/bench --algos` (issue 11's "Fast" targets): per map, each algorithm's
// WASM time and expansions beside A*'s (or its own baseline's) and beside PathFinding.js's finder of the same
// kind, the targets' verdicts, and the section of docs/BENCHMARKS.md. Every number comes from the run.
import { median } from './movingai.mjs';
import { PF_FINDERS } from './engines.mjs';
import { verdictWord } from './report.mjs';

// The algorithms `--algos all` compares, and how each is measured. `timed`: rounds as A*'s (and the native
// CLI beside WASM), for the targets on time; otherwise one WASM round, for the targets on expansions, which do
// not vary between rounds (the time shown is then that one round's). `baseline`: what its ratios divide by.
// `anyAngle`: its paths may be shorter than the octile optimum (checked as an upper bound).
export const COMPARED = Object.freeze({
  jps: { timed: true, baseline: 'astar' },
  'jps-plus': { timed: true, baseline: 'jps' },
  dijkstra: { timed: false, baseline: 'astar' },
  'bidirectional-dijkstra': { timed: false, baseline: 'dijkstra' },
  'bidirectional-astar': { timed: false, baseline: 'astar' },
  'theta-star': { timed: true, baseline: 'astar', anyAngle: true },
});
// Algorithms --algos may name beyond these are measured like the untimed ones, against A*.
export const measuring = (algorithm) => COMPARED[algorithm] ?? { timed: algorithm === 'astar', baseline: 'astar' };

export const JUMP_TARGETS = Object.freeze({
  overAStar: 10, // (e) JPS in WASM at least 10x faster than A* in WASM on the median map, and never slower
  expandedFraction: 0.1, // (f) JPS expands at most a tenth of A*'s nodes on the maps of these sets
  expandedSets: ['dao', 'rooms'],
  plusOverJps: 2, // (g) JPS+ at least 2x faster than JPS per query (WASM, median over maps)
  overPfMedian: 10, // (h) JPS in WASM at least 10x faster than PathFinding.js's JumpPointFinder on the median map
  overPfEvery: 3, //     and at least 3x on every map
  bidirectionalDijkstra: 0.7, // (i) bidirectional Dijkstra's expansions at most 0.7x Dijkstra's on the median query
});

// Per map and algorithm: {map, queries, algorithm, baseline, native, wasm, pf} and the ratios the tables show.
export function compareRows(rows) {
  const out = [];
  for (const row of rows) {
    for (const [algorithm, result] of Object.entries(row.byAlgorithm)) {
      if (algorithm === 'astar') continue;
      const baseline = measuring(algorithm).baseline;
      const base = row.byAlgorithm[baseline];
      const astar = row.byAlgorithm.astar;
      out.push({
        map: row.map, queries: row.queries, algorithm, baseline, ...result,
        overAStar: astar.wasm.msPerQuery / result.wasm.msPerQuery,
        overBaseline: base ? base.wasm.msPerQuery / result.wasm.msPerQuery : null,
        expandedVsAStar: result.wasm.expanded / astar.wasm.expanded,
        expandedVsBaseline: base ? result.wasm.expanded / base.wasm.expanded : null,
        // Each query's expansions over the baseline's on the same query.
        perQuery: base ? result.wasm.expandedPerQuery.map((e, i) => e / base.wasm.expandedPerQuery[i]) : [],
        pfOverWasm: result.pf ? result.pf.msPerQuery / result.wasm.msPerQuery : null,
      });
    }
  }
  return out;
}

function ms(value) {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(3);
}

function checks(r) {
  const parts = [];
  if (r.wasm.problems.length) parts.push(`WASM ${r.wasm.problems.length} wrong`);
  if (r.pf?.problems.length) parts.push(`PF.js ${r.pf.problems.length} wrong`);
  if (r.native && r.native.expanded !== r.wasm.expanded) parts.push(`expansions native ${r.native.expanded} != WASM ${r.wasm.expanded}`);
  return parts.length ? parts.join('; ') : 'ok';
}

const COLUMNS = [
  ['Map', (r) => r.map.name, 'l'],
  ['Algorithm', (r) => r.algorithm, 'l'],
  ['Native ms/q', (r) => (r.native ? ms(r.native.msPerQuery) : ''), 'r'],
  ['WASM ms/q', (r) => ms(r.wasm.msPerQuery), 'r'],
  ['Rounds', (r) => String(r.wasm.rounds), 'r'],
  ['Faster than A*', (r) => `${r.overAStar.toFixed(r.overAStar < 10 ? 2 : 1)}x`, 'r'],
  ['Faster than baseline', (r) => (r.baseline === 'astar' || r.overBaseline === null ? '' : `${r.overBaseline.toFixed(2)}x (${r.baseline})`), 'r'],
  ['Expanded/q', (r) => (r.wasm.expanded / r.queries).toFixed(0), 'r'],
  ['Scanned/q', (r) => (r.wasm.scanned ? (r.wasm.scanned / r.queries).toFixed(0) : ''), 'r'],
  ['Expanded vs baseline', (r) => (r.expandedVsBaseline === null ? '' : `${r.expandedVsBaseline.toFixed(3)} (${r.baseline})`), 'r'],
  ['PF.js ms/q', (r) => (r.pf ? `${ms(r.pf.msPerQuery)} (${PF_FINDERS[r.algorithm]})` : ''), 'r'],
  ['Faster than PF.js', (r) => (r.pf ? `${r.pfOverWasm.toFixed(1)}x` : ''), 'r'],
  ['Table', (r) => (r.wasm.precompute?.bytes ? `${(r.wasm.precompute.micros / 1000).toFixed(1)} ms, ${(r.wasm.precompute.bytes / 2 ** 20).toFixed(2)} MiB` : ''), 'r'],
  ['Checks', checks, 'l'],
];

export function compareTable(rows) {
  const lines = [
    `| ${COLUMNS.map(([title]) => title).join(' | ')} |`,
    `|${COLUMNS.map(([, , align]) => (align === 'r' ? '---:' : ':---')).join('|')}|`,
  ];
  for (const r of compareRows(rows)) lines.push(`| ${COLUMNS.map(([, cell]) => cell(r).replace(/\|/g, '\\|')).join(' | ')} |`);
  return lines.join('\n');
}

// "median (lowest, its map)" over maps of one figure, or of the highest when `highest`.
function medianAnd(list, key, { highest = false, digits = 2, suffix = '' } = {}) {
  const present = list.filter((r) => r[key] !== null);
  if (!present.length) return '';
  const worst = present.reduce((a, b) => ((highest ? b[key] > a[key] : b[key] < a[key]) ? b : a));
  return `${median(present.map((r) => r[key])).toFixed(digits)}${suffix} (${highest ? 'highest' : 'lowest'} `
    + `${worst[key].toFixed(digits)}${suffix}, ${worst.map.name})`;
}

// Per algorithm: medians and extremes over the maps, and the median over every query of its expansions
// against its baseline's.
export function summaryTable(rows) {
  const all = compareRows(rows);
  const lines = ['| Algorithm | Faster than A* (WASM), median over maps | Faster than its baseline | '
    + 'Expanded vs baseline, median over maps | Expanded vs baseline, median query | Faster than PF.js |',
  '|:---|---:|---:|---:|---:|---:|'];
  for (const algorithm of [...new Set(all.map((r) => r.algorithm))]) {
    const mine = all.filter((r) => r.algorithm === algorithm);
    const baseline = mine[0].baseline;
    const perQuery = mine.flatMap((r) => r.perQuery);
    lines.push(`| ${algorithm} | ${medianAnd(mine, 'overAStar', { suffix: 'x' })} | `
      + `${baseline === 'astar' ? '' : `${baseline}: ${medianAnd(mine, 'overBaseline', { suffix: 'x' })}`} | `
      + `${baseline}: ${medianAnd(mine, 'expandedVsBaseline', { highest: true, digits: 3 })} | `
      + `${perQuery.length ? median(perQuery).toFixed(3) : ''} | ${medianAnd(mine, 'pfOverWasm', { digits: 1, suffix: 'x' })} |`);
  }
  return lines.join('\n');
}

// How far a value lies from its target, as a percentage of the target; positive is on the good side.
function margin(value, target, higherIsBetter = true) {
  const percent = (100 * (higherIsBetter ? value - target : target - value)) / target;
  return percent >= 0 ? `${percent.toFixed(0)}% margin` : `${(-percent).toFixed(0)}% short`;
}

const lowestOf = (list, key) => list.reduce((a, b) => (b[key] < a[key] ? b : a));

// The targets of the algorithms that ran, and the figures asked for without a target (pass: undefined).
export function evaluateJumpTargets(rows) {
  const t = JUMP_TARGETS;
  const all = compareRows(rows);
  const of = (algorithm) => all.filter((r) => r.algorithm === algorithm);
  const jps = of('jps');
  const plus = of('jps-plus');
  const verdicts = [];
  if (jps.length) {
    const speedup = median(jps.map((r) => r.overAStar));
    const slower = jps.filter((r) => r.overAStar < 1);
    const lowest = lowestOf(jps, 'overAStar');
    verdicts.push({
      id: 'e',
      title: `JPS in WASM at least ${t.overAStar}x faster than A* in WASM on the median map, and never slower`,
      pass: speedup >= t.overAStar && slower.length === 0,
      detail: `median ${speedup.toFixed(1)}x (${margin(speedup, t.overAStar)}); lowest ${lowest.overAStar.toFixed(2)}x on ${lowest.map.name}`
        + (slower.length ? `; slower than A* on ${slower.map((r) => `${r.map.name} (${r.overAStar.toFixed(2)}x)`).join(', ')}` : ''),
    });
    const sets = jps.filter((r) => t.expandedSets.includes(r.map.set));
    const worst = sets.length ? sets.reduce((a, b) => (b.expandedVsAStar > a.expandedVsAStar ? b : a)) : null;
    verdicts.push({
      id: 'f',
      title: `JPS expands at most ${t.expandedFraction} of A*'s nodes on the ${t.expandedSets.join(' and ')} maps`,
      pass: worst ? worst.expandedVsAStar <= t.expandedFraction : null,
      detail: worst ? `highest ${worst.expandedVsAStar.toFixed(3)} on ${worst.map.name} (${margin(worst.expandedVsAStar, t.expandedFraction, false)}); `
        + sets.map((r) => `${r.map.name} ${r.expandedVsAStar.toFixed(3)}`).join(', ') : 'not measured',
    });
    const pf = jps.filter((r) => r.pf);
    if (pf.length) {
      const pfMedian = median(pf.map((r) => r.pfOverWasm));
      const pfLowest = lowestOf(pf, 'pfOverWasm');
      verdicts.push({
        id: 'h',
        title: `JPS in WASM at least ${t.overPfMedian}x faster than PathFinding.js's JumpPointFinder on the median map, ${t.overPfEvery}x on every map`,
        pass: pfMedian >= t.overPfMedian && pfLowest.pfOverWasm >= t.overPfEvery,
        detail: `median ${pfMedian.toFixed(1)}x (${margin(pfMedian, t.overPfMedian)}); lowest ${pfLowest.pfOverWasm.toFixed(1)}x `
          + `on ${pfLowest.map.name} (${margin(pfLowest.pfOverWasm, t.overPfEvery)})`,
      });
    }
  }
  if (plus.length && jps.length) {
    const ratio = median(plus.map((r) => r.overBaseline));
    const lowest = lowestOf(plus, 'overBaseline');
    const plusTable = plus.reduce((a, b) => (b.wasm.precompute.bytes > a.wasm.precompute.bytes ? b : a));
    verdicts.push({
      id: 'g',
      title: `JPS+ at least ${t.plusOverJps}x faster than JPS per query (WASM, median over maps)`,
      pass: ratio >= t.plusOverJps,
      detail: `median ${ratio.toFixed(2)}x (${margin(ratio, t.plusOverJps)}); lowest ${lowest.overBaseline.toFixed(2)}x on ${lowest.map.name}; `
        + `its table costs up to ${(plusTable.wasm.precompute.micros / 1000).toFixed(1)} ms and `
        + `${(plusTable.wasm.precompute.bytes / 2 ** 20).toFixed(1)} MiB (${plusTable.map.name}), built once per grid`,
    });
  }
  const queriesOf = (list) => list.flatMap((r) => r.perQuery);
  const bidijkstra = of('bidirectional-dijkstra').filter((r) => r.baseline === 'dijkstra' && r.perQuery.length);
  if (bidijkstra.length) {
    const ratio = median(queriesOf(bidijkstra));
    verdicts.push({
      id: 'i',
      title: `bidirectional Dijkstra expands at most ${t.bidirectionalDijkstra}x the nodes of Dijkstra on the median query`,
      pass: ratio <= t.bidirectionalDijkstra,
      detail: `median over ${queriesOf(bidijkstra).length} queries ${ratio.toFixed(3)} (${margin(ratio, t.bidirectionalDijkstra, false)}); `
        + `per map, median query ${medianAnd(bidijkstra.map((r) => ({ ...r, q: median(r.perQuery) })), 'q', { highest: true, digits: 3 })}`,
    });
  }
  const biastar = of('bidirectional-astar').filter((r) => r.perQuery.length);
  if (biastar.length) {
    const ratio = median(queriesOf(biastar));
    verdicts.push({
      id: 'j',
      title: 'bidirectional A* against A*: expansions on the median query (no target)',
      pass: undefined,
      detail: `median over ${queriesOf(biastar).length} queries ${ratio.toFixed(3)}; `
        + `over maps ${medianAnd(biastar, 'expandedVsBaseline', { highest: true, digits: 3 })}; `
        + `its speed against A*'s ${medianAnd(biastar, 'overAStar', { suffix: 'x' })} (WASM, one round)`,
    });
  }
  const theta = of('theta-star');
  if (theta.length) {
    const slowdown = theta.map((r) => ({ ...r, slowdown: 1 / r.overAStar }));
    verdicts.push({
      id: 'k',
      title: "Theta*'s time against A*'s (WASM, no target)",
      pass: undefined,
      detail: `median over maps ${median(slowdown.map((r) => r.slowdown)).toFixed(2)}x A*'s time `
        + `(from ${lowestOf(slowdown, 'slowdown').slowdown.toFixed(2)}x on ${lowestOf(slowdown, 'slowdown').map.name} `
        + `to ${slowdown.reduce((a, b) => (b.slowdown > a.slowdown ? b : a)).slowdown.toFixed(2)}x on `
        + `${slowdown.reduce((a, b) => (b.slowdown > a.slowdown ? b : a)).map.name}); expansions ${medianAnd(theta, 'expandedVsAStar', { highest: true, digits: 3 })} of A*'s`,
    });
  }
  return verdicts.sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function verdictLines(verdicts) {
  return verdicts.map((v) => `  (${v.id}) ${verdictWord(v.pass).padEnd(4)}  ${v.title}\n         ${v.detail}`);
}

const HOW_TO_READ = `Each algorithm runs the same queries as the A* table above, right after A* on the same map, through
\`engine.search\` in WASM; "timed" algorithms (JPS, JPS+, Theta*) get as many rounds as A* and are run natively
too, the others one round (their targets are on expansions, which do not change between rounds).

- "Faster than A*" and "Faster than baseline" are the baseline's WASM time per query over this algorithm's
  (JPS+ against JPS, bidirectional Dijkstra against Dijkstra); "Expanded vs baseline" is its expansions over
  the baseline's, all queries of the map together; "median query" in the summary is the median over every
  query of every map of that ratio taken query by query.
- JPS and JPS+ count as expanded the jump points they take off the open list; "Scanned/q" is the cells
  their jumps passed over. "Table" is JPS+'s precomputed jump distances for the map: build time in WASM and
  memory, paid once per grid before the timed queries (any edit of the grid rebuilds it).
- "PF.js ms/q" is PathFinding.js's finder of the same kind, with octile costs and heuristic and
  \`DiagonalMovement.OnlyWhenNoObstacles\` (no corner cutting); only \`findPath\` is timed.
- "Checks": every answer has the scenario's optimal length (Theta*: at most it, with turning points on open
  cells adding up to its cost) and, for the natively run ones, native and WASM expanded the same nodes.`;

// Written by hand from callgrind counts (valgrind --tool=callgrind on `frontier bench MAP SCEN --algo jps
// --queries 30 --repeat 1`) and the tables of a full run; update it when these searches change.
export const JUMP_LIMITS = `### What limits issue 11's missed targets

- **JPS against A* (the median map).** JPS saves expansions, not work per expansion. Where walls come in
  large blocks (DAO, rooms, street, sc1, bg512, maze512-32 and -8) it expands under 5% of A*'s nodes and is
  6.5-190x faster, but on random512-25-0 it expands a third of A*'s nodes (about 8,200 a query against
  23,500) at about 1,600 instructions each, against A*'s about 600: with a quarter of the cells walls
  almost every scan stops after a few cells at a forced neighbour (about 12 scans of about 60
  instructions per expansion, and several jump points pushed). The random maps give 1.3-2.3x, the
  one-cell maze 2.0x (0.28 of A*'s nodes: every corridor cell beside an opening is a jump point) and
  arena 2.0x (a query is a few microseconds, most of it the call through \`engine.search\`). Those six of
  sixteen maps put the median map at 8x, not 10x; JPS is never slower than A*.
- **JPS+ against JPS.** The table saves the scans but not the per-jump-point work both share (the open
  list, the successor directions, the parent's direction), and it is 8 bytes a cell (2 MiB for 512x512;
  one byte a distance, longer ones in parts) where JPS's bit lines take about 90 KB: on random maps, whose
  jumps are a few cells long, many table reads miss the cache and JPS+ gains little (0.8-1.2x). It gains 2.5-3.3x on the maps with long
  jumps (bg512, 32room, maze512-32 and -8, street) and 1.0-2.0x on the rest.
- **Bidirectional Dijkstra against Dijkstra.** Two searches of half the radius beat one of the whole
  radius only where the reachable area grows like the square of the radius: 0.55-0.74 (whole map) on the
  random, room, street, sc1, bg512 and da2 maps and two of the mazes, but 0.90 on maze512-32-0, and on the
  winding DAO maps the backward side
  also explores around and behind the goal, where forward Dijkstra never goes (it stops at the goal's
  distance): 0.77 on den312d and arena, 1.0 on lak303d, 1.11 on brc202d. The median query lands at 0.725.`;

export function compareSection({ rows, verdicts }) {
  const out = ['## Beyond A*: jump point search, bidirectional searches and Theta* (issue 11)', ''];
  out.push(compareTable(rows), '', summaryTable(rows), '');
  out.push('| Target | Result | Measured |', '|:---|:---|:---|');
  for (const v of verdicts) out.push(`| (${v.id}) ${v.title} | **${verdictWord(v.pass)}** | ${v.detail} |`);
  out.push('');
  if (verdicts.some((v) => v.pass === false)) out.push(JUMP_LIMITS, '');
  out.push(HOW_TO_READ, '');
  return out.join('\n');
}
