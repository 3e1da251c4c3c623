// Driver of scripts/bench (run that, not this: it builds what is missing first). Times native A*,
// WASM A* and PathFinding.js side by side on every MovingAI map with a scenario, prints a table and
// writes docs/BENCHMARKS.md. With --algos, also runs more of our algorithms on each map right after A*
// (and PathFinding.js's finder of the same kind) and adds their comparison (compare.mjs) to the file.
// Exit status 1 when a check fails (a wrong answer, or native and WASM expanding different numbers of
// nodes), 2 on bad usage; missed performance targets do not fail it.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findBenchmarkMaps, median, parseMap, parseScenario, selectQueries } from './movingai.mjs';
import { MAX_ROUNDS, PF_FINDERS, benchNative, benchPathfinding, benchWasm, warmUp } from './engines.mjs';
import { COMPARED, compareSection, compareTable, evaluateJumpTargets, measuring, summaryTable, verdictLines } from './compare.mjs';
import {
  consoleHeader, consoleRow, derive, evaluateTargets, markdown, readmeSection, README_END, README_START, verdictWord,
} from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_OUT = path.join(ROOT, 'docs/BENCHMARKS.md');
const WARM_UP_MS = 2000; // per contestant in Node, before the first map
const DEFAULTS = { warmUpMs: WARM_UP_MS, minMs: 300, queries: 100, nativeRounds: 5, wasmRounds: 3, pfRounds: 1, warmup: 10 };
const USAGE = `usage: scripts/bench [--queries N] [--native-rounds R] [--wasm-rounds R] [--pf-rounds R]
                     [--warmup N] [--maps REGEX] [--data DIR] [--algos A,B,...] [--out FILE | --no-write]
  Times native A*, WASM A* and PathFinding.js on N evenly spaced queries (default ${DEFAULTS.queries}) of every
  map under DIR (default tests/data/movingai) that has a .scen, and writes
  FILE (default docs/BENCHMARKS.md). Defaults: at least ${DEFAULTS.nativeRounds} native rounds, ${DEFAULTS.wasmRounds} WASM rounds and
  ${DEFAULTS.pfRounds} PathFinding.js round (more on small maps, until about ${DEFAULTS.minMs} ms have been timed), ${DEFAULTS.warmup} warm-up queries. --maps keeps only maps whose name matches REGEX and then writes nothing
  unless --out is given. scripts/bench builds native and wasm first (scripts/build).
  --algos LIST also runs these of our algorithms (registry names, comma-separated; 'all' for
  ${Object.keys(COMPARED).join(',')}) on each map right after A*, PathFinding.js's finder of the same
  kind beside them where it has one (${Object.entries(PF_FINDERS).map(([a, f]) => `${a}: ${f}`).join(', ')}), and adds their
  comparison and issue 11's targets to FILE. \`scripts/bench --algos all\` writes every number of docs/BENCHMARKS.md.`;

// Measurements made by hand (side-by-side comparisons of two commits, say) sit at the end of the file
// under KEPT_MARKER; a new run keeps them.
const KEPT_MARKER = '<!-- Kept between runs of scripts/bench: written by hand, with the commands that measured it. -->';
function keptNotes(file) {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = old.indexOf(KEPT_MARKER);
  return at < 0 ? '' : `\n${old.slice(at)}`;
}

function parseArgs(argv) {
  const s = { ...DEFAULTS, maps: null, data: null, out: null, write: true, given: [], algos: ['astar'] };
  const numbers = { '--queries': 'queries', '--native-rounds': 'nativeRounds', '--wasm-rounds': 'wasmRounds',
    '--pf-rounds': 'pfRounds', '--warmup': 'warmup' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usageError(`${flag} needs a value`);
      s.given.push(flag, argv[i + 1]);
      return argv[++i];
    };
    if (flag === '-h' || flag === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else if (flag in numbers) {
      const n = Number(value());
      if (!Number.isInteger(n) || n < (flag === '--warmup' ? 0 : 1)) usageError(`${flag} takes a positive integer`);
      s[numbers[flag]] = n;
    } else if (flag === '--maps') s.maps = new RegExp(value());
    else if (flag === '--data') s.data = value();
    else if (flag === '--out') s.out = value();
    else if (flag === '--algos') {
      // A* always runs: it is the baseline every other algorithm is compared with.
      const list = value();
      const names = list === 'all' ? Object.keys(COMPARED) : list.split(',').map((name) => name.trim());
      s.algos = ['astar', ...new Set(names.filter((name) => name && name !== 'astar'))];
    } else if (flag === '--no-write') {
      s.write = false;
      s.given.push(flag);
    } else usageError(`unknown option '${flag}'`);
  }
  return s;
}

function usageError(message) {
  console.error(`scripts/bench: ${message}\n${USAGE}`);
  process.exit(2);
}

function run(command, args) {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

// "GNU 12.2.0 Release" from a CMake build directory, with a warning when it is not an optimised build.
function describeBuild(dir, warnings) {
  const cache = path.join(ROOT, dir, 'CMakeCache.txt');
  if (!fs.existsSync(cache)) return 'unknown';
  const text = fs.readFileSync(cache, 'utf8');
  const entry = (key) => text.match(new RegExp(`^${key}:[A-Z]+=(.*)$`, 'm'))?.[1] ?? '';
  let compiler = '';
  const files = path.join(ROOT, dir, 'CMakeFiles');
  for (const sub of fs.existsSync(files) ? fs.readdirSync(files) : []) {
    const f = path.join(files, sub, 'CMakeCXXCompiler.cmake');
    if (fs.existsSync(f)) {
      const c = fs.readFileSync(f, 'utf8');
      const id = c.match(/set\(CMAKE_CXX_COMPILER_ID "([^"]*)"\)/)?.[1];
      const version = c.match(/set\(CMAKE_CXX_COMPILER_VERSION "([^"]*)"\)/)?.[1];
      compiler = `${id ?? '?'} ${version ?? '?'}`;
    }
  }
  const type = entry('CMAKE_BUILD_TYPE') || 'Release (default)';
  const emVersion = '/usr/share/emscripten/emscripten-version.txt';
  if (/em\+\+/.test(entry('CMAKE_CXX_COMPILER')) && fs.existsSync(emVersion)) {
    compiler = `Emscripten ${fs.readFileSync(emVersion, 'utf8').trim()} (${compiler})`;
  }
  const sanitize = /^(ON|TRUE|1|YES)$/i.test(entry('FRONTIER_SANITIZE'));
  if (!type.startsWith('Release') || sanitize) {
    warnings.push(`${dir} is a ${type}${sanitize ? ' sanitizer' : ''} build: its times are not representative`);
  }
  return `${compiler} ${type}${sanitize ? ' +sanitizers' : ''}`.trim();
}

// Newest modification time of the sources a build depends on.
function newestSource() {
  let newest = fs.statSync(path.join(ROOT, 'CMakeLists.txt')).mtimeMs;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  walk(path.join(ROOT, 'cpp'));
  return newest;
}

function machine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const cpu = cpuinfo.match(/^model name\s*:\s*(.*)$/m)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const nproc = run('nproc', []) ?? String(os.availableParallelism());
  const commit = run('git', ['rev-parse', '--short', 'HEAD']);
  const dirty = run('git', ['status', '--porcelain', '--', 'cpp', 'web', 'CMakeLists.txt']);
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpu,
    nproc,
    node: process.version,
    commit: commit ? `git ${commit}${dirty ? ' with uncommitted changes in cpp/, web/ or CMakeLists.txt' : ''}` : 'not a git checkout',
  };
}

function minutes(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

async function main() {
  const began = performance.now();
  const settings = parseArgs(process.argv.slice(2));
  const dataDir = path.resolve(ROOT, settings.data ?? 'tests/data/movingai');
  const outFile = settings.out ? path.resolve(ROOT, settings.out) : DEFAULT_OUT;
  const comparing = settings.algos.length > 1;
  const write = settings.write && (settings.out !== null || settings.maps === null);
  const builtNative = path.join(ROOT, 'build/native/frontier');
  const wasmBinary = path.join(ROOT, 'web/wasm/frontier_core.wasm');
  for (const f of [builtNative, wasmBinary, path.join(ROOT, 'web/wasm/frontier_core.js')]) {
    if (!fs.existsSync(f)) usageError(`${path.relative(ROOT, f)} is missing: run scripts/bench, which builds it`);
  }
  if (!fs.existsSync(dataDir)) usageError(`no benchmark data at ${dataDir}`);

  const warnings = [];
  const sources = newestSource();
  for (const f of [builtNative, wasmBinary]) {
    if (fs.statSync(f).mtimeMs < sources) {
      warnings.push(`${path.relative(ROOT, f)} is older than the newest file in cpp/ or CMakeLists.txt (scripts/bench rebuilds it)`);
    }
  }
  // Run a copy, so that a rebuild during the run cannot mix two versions of the native code.
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'frontier-bench-'));
  const nativeBinary = path.join(snapshot, 'frontier');
  fs.copyFileSync(builtNative, nativeBinary);
  fs.chmodSync(nativeBinary, 0o755);
  process.on('exit', () => fs.rmSync(snapshot, { recursive: true, force: true }));
  const meta = {
    ...machine(),
    nativeBuild: describeBuild('build/native', warnings),
    wasmBuild: describeBuild('build/wasm', warnings),
  };
  const require = createRequire(path.join(ROOT, 'package.json'));
  const PF = require('pathfinding');
  meta.pfVersion = require('pathfinding/package.json').version;
  const { loadEngine, ALGORITHMS } = await import(pathToFileURL(path.join(ROOT, 'web/core/engine.js')).href);
  for (const name of settings.algos) {
    if (!ALGORITHMS.includes(name)) usageError(`unknown algorithm '${name}' in --algos (expected some of ${ALGORITHMS.join(', ')})`);
  }
  const engine = await loadEngine({ wasmBinary: fs.readFileSync(wasmBinary) });

  let maps = findBenchmarkMaps(dataDir);
  if (settings.maps) maps = maps.filter((m) => settings.maps.test(m.name));
  if (maps.length === 0) usageError('no map with a scenario matched');

  for (const w of warnings) console.error(`warning: ${w}`);
  console.log(`Frontier benchmark: ${maps.length} maps, ${settings.queries} queries each; at least ${settings.nativeRounds} native, `
    + `${settings.wasmRounds} WASM and ${settings.pfRounds} PathFinding.js rounds (more on small maps); medians over rounds`);
  console.log(`${meta.nproc} cores, ${meta.cpu}, Node ${meta.node}, ${meta.commit}\n`);
  console.log(consoleHeader());

  {
    const grid = parseMap(fs.readFileSync(maps[0].mapPath, 'utf8'), maps[0].mapPath);
    warmUp(engine, PF, grid, selectQueries(parseScenario(fs.readFileSync(maps[0].scenPath, 'utf8')), settings.queries), settings.warmUpMs,
      settings.algos);
  }
  const rows = [];
  const problems = [];
  const spent = { native: 0, wasm: 0, pf: 0 }; // wall time per contestant, including untimed work
  const clock = (key, f) => {
    const t0 = performance.now();
    const result = f();
    spent[key] += performance.now() - t0;
    return result;
  };
  for (const map of maps) {
    const grid = parseMap(fs.readFileSync(map.mapPath, 'utf8'), map.mapPath);
    const all = parseScenario(fs.readFileSync(map.scenPath, 'utf8'), map.scenPath);
    const queries = selectQueries(all, settings.queries);
    // Each algorithm's three contestants one after the other, A* first.
    const byAlgorithm = {};
    for (const algorithm of settings.algos) {
      const { timed, anyAngle = false } = measuring(algorithm);
      const wasm = clock('wasm', () => benchWasm(engine, grid, queries, timed ? settings.wasmRounds : 1, settings.warmup,
        timed ? settings.minMs : 0, algorithm, anyAngle));
      // Native rounds: enough for about minMs of searching, judged from the WASM rounds (native is a bit faster);
      // A* has a floor of its own (its table reports native speed), the others at least one round.
      const wasmRoundMs = wasm.msPerQuery * queries.length;
      const floor = algorithm === 'astar' ? settings.nativeRounds : 1;
      const nativeRounds = Math.min(MAX_ROUNDS, Math.max(floor, Math.ceil(settings.minMs / wasmRoundMs)));
      const native = timed ? clock('native', () => benchNative(nativeBinary, map, settings.queries, nativeRounds, algorithm)) : null;
      if (native && native.queries !== queries.length) throw new Error(`${map.name}: native ran ${native.queries} queries, expected ${queries.length}`);
      const pf = PF_FINDERS[algorithm]
        ? clock('pf', () => benchPathfinding(PF, grid, queries, settings.pfRounds, settings.warmup, settings.minMs, algorithm))
        : null;
      byAlgorithm[algorithm] = { native, wasm, pf };
      const who = comparing ? ` ${algorithm}` : '';
      for (const [contestant, list] of [[`WASM${who}`, wasm.problems], [`PathFinding.js ${PF_FINDERS[algorithm]}`, pf?.problems ?? []]]) {
        for (const p of list) {
          const q = p.query;
          problems.push(`${map.name}: ${contestant}, query ${p.index} (${q.start.x},${q.start.y})->(${q.goal.x},${q.goal.y}): ${p.problem}`);
        }
      }
      if (native && native.expanded !== wasm.expanded) {
        problems.push(`${map.name}:${who} native expanded ${native.expanded} nodes over the queries, WASM ${wasm.expanded} `
          + "(built from different sources? scripts/bench rebuilds both)");
      }
    }
    const row = derive({ map, queries: queries.length, ...byAlgorithm.astar, byAlgorithm });
    rows.push(row);
    console.log(consoleRow(row));
  }
  const mazes = write ? measureMazes(engine) : null;
  engine.dispose();

  const verdicts = evaluateTargets(rows);
  const jumpVerdicts = comparing ? evaluateJumpTargets(rows) : [];
  const elapsed = minutes(performance.now() - began);
  const medianOf = (f) => median(rows.map(f));
  console.log(`\nMedian over maps: WASM/native ${medianOf((r) => r.wasmOverNative).toFixed(2)}, PF.js/WASM ${medianOf((r) => r.pfOverWasm).toFixed(1)}x`);
  console.log('\nTargets:');
  for (const v of verdicts) console.log(`  (${v.id}) ${verdictWord(v.pass).padEnd(4)}  ${v.title}\n         ${v.detail}`);
  if (comparing) {
    console.log(`\nAlgorithms against A* and PathFinding.js:\n\n${compareTable(rows)}\n\n${summaryTable(rows)}\n\nIssue 11's targets:`);
    for (const line of verdictLines(jumpVerdicts)) console.log(line);
  }
  if (problems.length) {
    console.log(`\nProblems (${problems.length}):`);
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  } else {
    console.log('\nAll answers checked: optimal lengths, valid paths, native and WASM expansions equal.');
  }
  meta.warnings = warnings;

  // The page's figures (issue 3's targets) come from scripts/bench-page.mjs in headless Chromium.
  const page = write ? measurePage() : null;

  if (write) {
    const command = ['scripts/bench', ...settings.given].join(' ');
    const dataDirShown = path.relative(ROOT, dataDir) || '.';
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    const comparison = comparing ? compareSection({ rows, verdicts: jumpVerdicts }) : null;
    fs.writeFileSync(outFile, markdown({ rows, verdicts, meta, problems, page, mazes, comparison,
      settings: { ...settings, command, dataDirShown, elapsed } }) + keptNotes(outFile));
    console.log(`\nWrote ${outFile.startsWith(ROOT + path.sep) ? path.relative(ROOT, outFile) : outFile}.`);
    if (outFile === DEFAULT_OUT) updateReadme({ rows, verdicts, meta });
  } else {
    console.log('\nNot writing docs/BENCHMARKS.md (--no-write, or --maps without --out).');
  }
  console.log(`Total time ${elapsed} (native ${minutes(spent.native)}, WASM ${minutes(spent.wasm)}, `
    + `PathFinding.js ${minutes(spent.pf)} including its untimed grid clones).`);
  return problems.length ? 1 : 0;
}

// Median time of engine.generateMaze for each kind at 1024x1024 (issue 4's target: backtracker < 100 ms).
function measureMazes(engine) {
  console.log('\nTiming maze generation in WASM (1024x1024, median of 5)...');
  const kinds = ['backtracker', 'prim', 'kruskal', 'wilson', 'division', 'eller', 'obstacles', 'rooms', 'caves'];
  return kinds.map((kind) => {
    const times = [];
    for (let seed = 1; seed <= 5; seed++) {
      const t0 = performance.now();
      engine.generateMaze({ kind, width: 1024, height: 1024, seed });
      times.push(performance.now() - t0);
    }
    return { kind, ms: median(times) };
  });
}

function measurePage() {
  console.log('\nMeasuring the page in headless Chromium (scripts/bench-page.mjs)...');
  try {
    return JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'scripts/bench-page.mjs'), '--json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  } catch (error) {
    console.log(`  failed: ${error.message.split('\n')[0]}`);
    return null;
  }
}

// Replaces the README's results section (between README_START and README_END) with this run's.
function updateReadme(results) {
  const readme = path.join(ROOT, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) {
    console.log('README.md has no benchmark markers: not updated.');
    return;
  }
  fs.writeFileSync(readme, text.slice(0, start) + readmeSection(results) + text.slice(end + README_END.length));
  console.log('Updated the benchmark table in README.md.');
}

process.exitCode = await main();
