// Turns scripts/bench's measurements into the console table, the target verdicts and docs/BENCHMARKS.md.
// Every number printed here comes from the run; nothing is written by hand.
import { median } from './movingai.mjs';
import { MAX_ROUNDS } from './engines.mjs';

export const TARGETS = Object.freeze({
  pfSpeedup: 10, // (a) WASM at least 10x faster than PathFinding.js per query, on every map
  wasmOverNative: 1.3, // (b) WASM/native at most 1.3, median over maps
  nativeMexps: 15, // (c) native at least 15 M expansions/s on these maps
  nativeMexpsMaps: ['maze512-1-0', '8room_000'],
  traceRatio: 1.5, // (d) tracing on at most 1.5x tracing off
});

// Columns shared by the console table and the markdown table.
const COLUMNS = [
  ['Map', (r) => r.map.name, 'l'],
  ['Set', (r) => r.map.set, 'l'],
  ['Queries', (r) => String(r.queries), 'r'],
  ['Native ms/q', (r) => ms(r.native.msPerQuery), 'r'],
  ['WASM ms/q', (r) => ms(r.wasm.msPerQuery), 'r'],
  ['PF.js ms/q', (r) => ms(r.pf.msPerQuery), 'r'],
  ['WASM/native', (r) => r.wasmOverNative.toFixed(2), 'r'],
  ['PF.js/WASM', (r) => `${r.pfOverWasm.toFixed(1)}x`, 'r'],
  ['Native Mexp/s', (r) => (r.native.expansionsPerSecond / 1e6).toFixed(1), 'r'],
  ['Trace on/off', (r) => r.native.traceRatio.toFixed(2), 'r'],
  ['WASM call µs', (r) => r.wasm.overheadMicros.toFixed(0), 'r'],
  ['Rounds N/W/P', (r) => `${r.native.rounds}/${r.wasm.rounds}/${r.pf.rounds}`, 'r'],
  ['Checks', (r) => checkText(r), 'l'],
];

function ms(value) {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(3);
}

function checkText(r) {
  const parts = [];
  if (r.wasm.problems.length) parts.push(`WASM ${r.wasm.problems.length} wrong`);
  if (r.pf.problems.length) parts.push(`PF.js ${r.pf.problems.length} wrong`);
  if (r.native.expanded !== r.wasm.expanded) parts.push(`expansions native ${r.native.expanded} != WASM ${r.wasm.expanded}`);
  return parts.length ? parts.join('; ') : 'ok';
}

export function derive(row) {
  row.wasmOverNative = row.wasm.msPerQuery / row.native.msPerQuery;
  row.pfOverWasm = row.pf.msPerQuery / row.wasm.msPerQuery;
  return row;
}

export function consoleHeader() {
  return formatLine(COLUMNS.map(([title]) => title));
}

export function consoleRow(row) {
  return formatLine(COLUMNS.map(([, cell]) => cell(row)));
}

const WIDTHS = [14, 6, 7, 11, 10, 10, 11, 10, 13, 12, 12, 12, 0];
function formatLine(cells) {
  return cells
    .map((text, i) => (COLUMNS[i][2] === 'r' ? text.padStart(WIDTHS[i]) : text.padEnd(WIDTHS[i])))
    .join('  ')
    .trimEnd();
}

function markdownTable(rows) {
  const lines = [
    `| ${COLUMNS.map(([title]) => title).join(' | ')} |`,
    `|${COLUMNS.map(([, , align]) => (align === 'r' ? '---:' : ':---')).join('|')}|`,
  ];
  for (const row of rows) lines.push(`| ${COLUMNS.map(([, cell]) => cell(row).replace(/\|/g, '\\|')).join(' | ')} |`);
  return lines.join('\n');
}

// How far a value lies from its target, as a percentage of the target; positive is on the good side.
function margin(value, target, higherIsBetter) {
  const pct = ((higherIsBetter ? value - target : target - value) / target) * 100;
  return pct >= 0 ? `${pct.toFixed(0)}% margin` : `${(-pct).toFixed(0)}% short`;
}

// [{id, title, pass, detail}] for the four targets.
export function evaluateTargets(rows) {
  const t = TARGETS;
  const verdicts = [];

  const worstPf = rows.reduce((a, b) => (b.pfOverWasm < a.pfOverWasm ? b : a));
  const pfMisses = rows.filter((r) => r.pfOverWasm < t.pfSpeedup);
  verdicts.push({
    id: 'a',
    title: `WASM A* at least ${t.pfSpeedup}x faster per query than PathFinding.js on every map`,
    pass: pfMisses.length === 0,
    detail: `lowest ${worstPf.pfOverWasm.toFixed(1)}x on ${worstPf.map.name} (${margin(worstPf.pfOverWasm, t.pfSpeedup, true)}); `
      + `median over maps ${median(rows.map((r) => r.pfOverWasm)).toFixed(1)}x; `
      + (pfMisses.length ? `below ${t.pfSpeedup}x on ${pfMisses.length} of ${rows.length} maps: ${pfMisses.map((r) => r.map.name).join(', ')}`
        : `at or above ${t.pfSpeedup}x on all ${rows.length} maps`),
  });

  const medianRatio = median(rows.map((r) => r.wasmOverNative));
  const worstRatio = rows.reduce((a, b) => (b.wasmOverNative > a.wasmOverNative ? b : a));
  verdicts.push({
    id: 'b',
    title: `WASM/native time at most ${t.wasmOverNative} (median over maps)`,
    pass: medianRatio <= t.wasmOverNative,
    detail: `median ${medianRatio.toFixed(2)} (${margin(medianRatio, t.wasmOverNative, false)}); `
      + `range ${Math.min(...rows.map((r) => r.wasmOverNative)).toFixed(2)} to ${worstRatio.wasmOverNative.toFixed(2)} (${worstRatio.map.name})`,
  });

  const parts = [];
  let allMeasured = true;
  let allPass = true;
  for (const name of t.nativeMexpsMaps) {
    const row = rows.find((r) => r.map.name === name);
    if (!row) {
      allMeasured = false;
      parts.push(`${name}: not measured`);
      continue;
    }
    const mexps = row.native.expansionsPerSecond / 1e6;
    allPass &&= mexps >= t.nativeMexps;
    parts.push(`${name}: ${mexps.toFixed(1)} M/s (${margin(mexps, t.nativeMexps, true)})`);
  }
  verdicts.push({
    id: 'c',
    title: `native A* at least ${t.nativeMexps} million expansions/s on ${t.nativeMexpsMaps.join(' and ')}`,
    pass: allMeasured ? allPass : null,
    detail: parts.join('; '),
  });

  const worstTrace = rows.reduce((a, b) => (b.native.traceRatio > a.native.traceRatio ? b : a));
  const traceMisses = rows.filter((r) => r.native.traceRatio > t.traceRatio);
  verdicts.push({
    id: 'd',
    title: `tracing on costs at most ${t.traceRatio}x tracing off (native, every map)`,
    pass: traceMisses.length === 0,
    detail: `worst ${worstTrace.native.traceRatio.toFixed(2)}x on ${worstTrace.map.name} (${margin(worstTrace.native.traceRatio, t.traceRatio, false)}); `
      + `median ${median(rows.map((r) => r.native.traceRatio)).toFixed(2)}x; all maps together `
      + `${(sum(rows, (r) => r.native.tracedMsPerQuery * r.queries) / sum(rows, (r) => r.native.msPerQuery * r.queries)).toFixed(2)}x`
      + (traceMisses.length ? `; above ${t.traceRatio}x on ${traceMisses.map((r) => r.map.name).join(', ')}` : ''),
  });
  return verdicts;
}

function sum(rows, f) {
  return rows.reduce((total, row) => total + f(row), 0);
}

// pass: true, false, null (a target not measured) or undefined (a figure asked for without a target).
export function verdictWord(pass) {
  return pass === undefined ? 'REPORTED' : pass === null ? 'NOT MEASURED' : pass ? 'PASS' : 'MISS';
}

const HOW_TO_READ = `## How to read this

Each map runs the same evenly spaced queries of its scenario file (query i·n/N of its n queries, for
i < N; the files are sorted by path length, so the picks range from short to long paths) through three
searches: our C++ A* built natively (timed inside \`build/native/frontier bench\`), the same C++
compiled to WebAssembly and called through \`web/core/engine.js\` under Node (each \`engine.search\` call
timed with \`performance.now()\`, so the JS wrapper, Embind and the copy of the path out of wasm memory
are included), and PathFinding.js's \`AStarFinder\` (only \`findPath\` is timed, not the
\`grid.clone()\` it needs before each query). All three use octile costs, the octile heuristic and no
corner cutting.

- "ms/q" is the mean time per query: the median over the rounds listed above of the time for all the
  queries, divided by their number.
- "WASM/native" is how much slower the wasm build is than the native one (1.00 = same speed);
  "PF.js/WASM" is how many times faster our wasm search is than PathFinding.js.
- "Native Mexp/s" is millions of nodes expanded per second by the native build; "Trace on/off" is the
  native time with the search trace recorded over the time without it.
- "WASM call µs" is the part of each \`engine.search\` call spent outside the search itself (call time
  minus the search's own \`micros\`): it dominates on small maps with short paths.
- "Rounds N/W/P" is how many rounds native, WASM and PathFinding.js ran on the map: small maps get more,
  so that the medians are not taken over a millisecond of timing.
- "Checks" is "ok" when every answer of the wasm build and of PathFinding.js has the scenario's optimal
  length (within 0.005, the rounding of the files) and is a valid path without corner cutting, and the
  native and wasm builds expanded exactly the same number of nodes (they run the same code, so the
  native answers are then the wasm answers).

These machines are shared and have 2 cores: absolute times drift by 10-20% between runs, so read the
ratios, which are measured side by side in one run.`;

// Written by hand from profiling (perf record on build/native/frontier bench, 8room_000 and maze512-1-0,
// November 2026); update it when the search core changes.
const WHAT_LIMITS = `## What limits the missed targets

Figures in this section come from cachegrind (\`valgrind --tool=cachegrind --branch-sim=yes\` on
\`frontier bench MAP SCEN --queries 30 --repeat 1\`), whose counts do not drift with the machine's load.

- **The open list.** On 8room_000 the native A* spends about 330 of its about 600 instructions per
  expansion in the open list: a 4-ary heap of 16-byte entries (one 128-bit key: f, then the tie-break,
  then push order, so the pop order is fully specified and the page can reproduce it) with
  decrease-key, averaging about 770 entries, so a pop walks about 5 levels; and about half of all
  expansions improve a neighbour that is already open, each a heap update. maze512-1-0 has no
  improvements and a small heap, and passes. Tried and not kept: a second heap for entries
  whose f equals the last pop's (79% of pops repeat the previous f, but only about 4% of pushes land on
  it); buckets one step of f wide (not built: about a third of the heap lies within one step of the
  top, so they would save about one level of five); a near/far split (entries more than one step of f above the
  minimum kept unsorted until needed: the same instructions on 8room_000, 8% more on maze512-1-0);
  64-byte aligned children (no fewer cache misses: the heap fits in L1); prefetching the next node's
  neighbourhood (no measurable change).
- **What was done.** Against commit 721c3d9, before this work (cachegrind, 8room_000): 29% fewer instructions,
  46% fewer L1 data misses, 58% fewer branch mispredictions. Neighbours are gathered into a bit set
  without branches, walls and closed cells ruled out by one load each (walls are a mark in the node
  pool); the heuristic is a template parameter and computed without branches; one 16-byte node record
  (g, parent, push number); bookkeeping by push number rather than by cell; a front slot for the best
  successor.
- **Small maps and the call boundary.** On arena and den312d a query expands a few dozen to a few
  hundred nodes: the native search takes a few microseconds and a call through \`engine.search\` adds
  about 2 µs (argument checks, the result object, the path copy), while PathFinding.js's objects fit
  in cache on a small map. No speed of the search loop gets 10x there; on arena even the native search
  alone is under 10x.
- **WASM against native.** The same C++ runs about 1.2 to 1.6 times slower in V8 than natively (GCC
  -O3); clang, which Emscripten uses, already gives 13% more x86 instructions than GCC on this loop.
  Link-time optimisation of the wasm build cut its instruction count by about 12%.
- **Noise.** These 2-core machines are shared: the same binary measured twice in a row moves by 10-30%
  on a single map. Ratios measured in one run are comparable; single figures are not.`;

function pageSection(page) {
  if (!page) return ['## The page', '', 'Not measured in this run (scripts/bench-page.mjs failed; see its output).', ''];
  const p = page.playback1024;
  return [
    '## The page (headless Chromium, `scripts/bench-page.mjs`)', '',
    '| Measure | Result | Target |', '|:---|:---|:---|',
    `| Playing a 1024x1024 A* trace (${p.steps} steps) at top speed: median frame | ${p.medianFrameMs} ms = `
      + `**${p.medianFps} fps** (${p.frames} frames; script time per frame median ${p.medianScriptMsPerFrame} ms) | `
      + `>= 55 fps: **${verdictWord(p.medianFps >= 55)}** |`,
    `| Full redraw of a 256x256 grid mid-search, median | **${page.redraw256.medianMs} ms** | `
      + `<= 4 ms: **${verdictWord(page.redraw256.medianMs <= 4)}** |`,
    `| Run pressed to first frame, 1024x1024 | ${p.runToFirstFrameMs} ms | |`,
    '', 'Headless Chromium paints at most 60 frames a second, so 60 fps is the ceiling; the script time per frame '
      + 'shows the headroom.', '',
  ];
}

function mazeSection(mazes) {
  if (!mazes) return [];
  const backtracker = mazes.find((m) => m.kind === 'backtracker');
  return [
    '## Maze generation (WASM under Node, 1024x1024, median of 5 seeds)', '',
    '| Kind | ms |', '|:---|---:|',
    ...mazes.map((m) => `| ${m.kind} | ${m.ms.toFixed(1)} |`),
    '', `Target: a 1024x1024 backtracker maze in under 100 ms: **${verdictWord(backtracker.ms < 100)}** (${backtracker.ms.toFixed(1)} ms).`, '',
  ];
}

// `comparison`: the section of scripts/bench --algos (compare.mjs), or null when it did not run.
export function markdown({ rows, verdicts, meta, settings, problems, page, mazes, comparison }) {
  const out = [];
  out.push('# Benchmarks', '');
  out.push('<!-- Generated by scripts/bench from measured numbers; do not edit by hand, run the command again. -->', '');
  out.push('Command (from the repository root):', '', '```sh', settings.command, '```', '');
  out.push(`- Date: ${meta.date}`);
  out.push(`- Machine: ${meta.nproc} cores (nproc), ${meta.cpu}; Node ${meta.node}`);
  out.push(`- Code: ${meta.commit}`);
  out.push(`- Builds: native \`${meta.nativeBuild}\`, wasm \`${meta.wasmBuild}\`; PathFinding.js ${meta.pfVersion}`);
  out.push(`- Queries: ${settings.queries} evenly spaced per map (fewer if the scenario has fewer); rounds: at least `
    + `native ${settings.nativeRounds} (each with tracing off and on), WASM ${settings.wasmRounds}, PathFinding.js ${settings.pfRounds}, `
    + `and on small maps more (up to ${MAX_ROUNDS}) until about ${settings.minMs} ms of searching has been timed `
    + `(column "Rounds N/W/P"); medians over rounds; before the first map, ${settings.warmUpMs / 1000} s of untimed searches each for WASM and PathFinding.js, and `
    + `${settings.warmup} untimed warm-up queries per map`);
  out.push(`- Maps: every \`.map\` under \`${settings.dataDirShown}\` with a \`.scen\` beside it (${rows.length} maps)`);
  out.push(`- Run time: ${settings.elapsed} (builds excluded)`);
  for (const w of meta.warnings) out.push(`- **Warning:** ${w}`);
  out.push('');
  out.push('## Results', '', markdownTable(rows), '');
  out.push(`Median over maps of WASM/native: **${median(rows.map((r) => r.wasmOverNative)).toFixed(2)}**; `
    + `median PF.js/WASM: **${median(rows.map((r) => r.pfOverWasm)).toFixed(1)}x**.`, '');
  out.push('## Targets', '', '| Target | Result | Measured |', '|:---|:---|:---|');
  for (const v of verdicts) out.push(`| (${v.id}) ${v.title} | **${verdictWord(v.pass)}** | ${v.detail} |`);
  out.push('');
  if (verdicts.some((v) => !v.pass)) out.push(WHAT_LIMITS, '');
  if (problems.length) {
    out.push('## Problems', '');
    for (const p of problems.slice(0, 50)) out.push(`- ${p}`);
    if (problems.length > 50) out.push(`- ... and ${problems.length - 50} more`);
    out.push('');
  }
  out.push(comparison ?? ['## Beyond A* (issue 11)', '',
    'Not measured in this run: `scripts/bench --algos all` measures JPS, JPS+, Dijkstra, the bidirectional searches '
      + 'and Theta* beside A* and writes their section here.', ''].join('\n'));
  out.push(...pageSection(page));
  out.push(...mazeSection(mazes));
  out.push(HOW_TO_READ, '');
  return out.join('\n');
}

// The README's copy of the results: a short table between markers, rewritten by each full run.
export const README_START = '<!-- bench:start (scripts/bench rewrites this part) -->';
export const README_END = '<!-- bench:end -->';

export function readmeSection({ rows, verdicts, meta }) {
  const out = [README_START, '', `Measured ${meta.date.slice(0, 10)} on ${meta.nproc} cores (${meta.cpu}); ms per query:`, ''];
  out.push('| Map | Native | WASM | PathFinding.js | WASM/native | PF.js/WASM |', '|:---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    out.push(`| ${r.map.name} | ${r.native.msPerQuery.toPrecision(3)} | ${r.wasm.msPerQuery.toPrecision(3)} | ${r.pf.msPerQuery.toPrecision(3)} | `
      + `${r.wasmOverNative.toFixed(2)} | ${r.pfOverWasm.toFixed(1)}x |`);
  }
  out.push('', 'Targets:', '');
  for (const v of verdicts) out.push(`- (${v.id}) ${v.title}: **${verdictWord(v.pass)}**, ${v.detail}`);
  out.push('', README_END);
  return out.join('\n');
}
