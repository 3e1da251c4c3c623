// Seeded, time-bounded fuzz of the share-link codec (web/share/share-codec.js): mutated links must decode to a checked puzzle that round-trips, or to a short error.
// Run: node tests/fuzz/share-codec.fuzz.mjs   (FUZZ_SECONDS=60 FUZZ_SEED=123 for a longer run with another seed;
// FUZZ_SEED=s FUZZ_CASE=k replays one case). Exits 1 on the first property violated, printing the seed, the case and the input.
import { Worker } from 'node:worker_threads';
import { isDeepStrictEqual } from 'node:util';

import { decodeFragment, encodePuzzle, GENERATORS, MAX_SIDE, SHOW_ITEMS, SPEED_COUNT } from '../../web/share/share-codec.js';
import { checkOption, PAGE_DEFAULTS, ROAD_ALGORITHMS, WALKERS } from '../../web/core/registry.js';
import { NETWORK_PRESETS } from '../../web/core/engine.js';
import { caseRandom, fuzzSettings, linkCorpus, mutateLink, pick, shown } from './mutate.mjs';

const MAX_MESSAGE = 400; // an error message is shown above the maze: a sentence, not the link quoted back
const CASE_TIMEOUT_MS = 5000; // one decode, awaited
const HANG_SECONDS = 20; // one decode that never yields (a loop): the watchdog ends the process

const { seed, seconds, only } = fuzzSettings(5);
const replay = `FUZZ_SEED=${seed} FUZZ_CASE=<case> node tests/fuzz/share-codec.fuzz.mjs`;

// A synchronous hang never lets a timer run here: a worker watches the case counter and ends the process.
const progress = new Int32Array(new SharedArrayBuffer(4));
const watchdog = new Worker(`
  const { workerData: { progress, seed, limit } } = require('node:worker_threads');
  let last = -1, since = Date.now();
  setInterval(() => {
    const now = Atomics.load(progress, 0);
    if (now !== last) { last = now; since = Date.now(); return; }
    if (Date.now() - since > limit * 1000) {
      require('node:fs').writeSync(2, 'share-codec fuzz: case ' + now + ' hangs (over ' + limit + ' s); replay: FUZZ_SEED=' + seed + ' FUZZ_CASE=' + now + ' node tests/fuzz/share-codec.fuzz.mjs\\n');
      process.kill(process.pid, 'SIGKILL');
    }
  }, 250);`, { eval: true, workerData: { progress, seed, limit: HANG_SECONDS } });
watchdog.unref();

// What a puzzle must be to be shown: every value the registry's check takes, sizes, points and cells in range.
function puzzleProblem(puzzle) {
  const { options } = puzzle;
  if (!isDeepStrictEqual(Object.keys(options).sort(), Object.keys(PAGE_DEFAULTS).sort())) return `options ${shown(Object.keys(options))}`;
  for (const [name, value] of Object.entries(options)) {
    const checked = checkOption(name, value);
    if (checked.error || checked.value !== value) return `option ${name} = ${shown(value)} fails the registry's check: ${checked.error ?? `taken as ${shown(checked.value)}`}`;
  }
  if (puzzle.speed !== null && !(Number.isInteger(puzzle.speed) && puzzle.speed >= 0 && puzzle.speed < SPEED_COUNT)) return `speed ${puzzle.speed}`;
  if (puzzle.step !== null && !(Number.isSafeInteger(puzzle.step) && puzzle.step >= 0)) return `step ${puzzle.step}`;
  if (!isDeepStrictEqual(Object.keys(puzzle.show).sort(), [...SHOW_ITEMS].sort()) || Object.values(puzzle.show).some((v) => typeof v !== 'boolean')) return `show ${shown(puzzle.show)}`;
  if (puzzle.scene === 'roads') return roadsProblem(puzzle.roads);
  if (puzzle.scene === 'walk') {
    const { algorithm, sensorRadius, changes } = puzzle.walk;
    if (!WALKERS.includes(algorithm)) return `walker ${shown(algorithm)}`;
    if (!(sensorRadius === Infinity || (Number.isInteger(sensorRadius) && sensorRadius >= 1 && sensorRadius <= 20))) return `sensor radius ${sensorRadius}`;
    const inside = ({ x, y, code }) => Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < puzzle.width && y < puzzle.height && code >= 0 && code <= 4;
    if (changes.some((change) => !Number.isSafeInteger(change.beforeMove) || !change.cells.every(inside))) return 'walk changes outside the map';
  } else if (puzzle.scene !== 'grid') {
    return `scene ${shown(puzzle.scene)}`;
  }
  const { width, height } = puzzle;
  if (!(Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE)) return `size ${width}x${height}`;
  for (const which of ['start', 'goal']) {
    const p = puzzle[which];
    if (p !== null && !(Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x < width && p.y < height)) return `${which} ${shown(p)}`;
  }
  if (puzzle.generator) {
    const g = puzzle.generator;
    if (!GENERATORS.includes(g.kind) || !Number.isSafeInteger(g.seed) || g.seed < 0) return `generator ${shown(g)}`;
    if (![g.braid, g.density, g.terrainCoverage].every((share) => share >= 0 && share <= 1)) return `generator shares ${shown(g)}`;
    if (!(Number.isInteger(g.terrainScale) && g.terrainScale >= 1 && g.terrainScale <= 4096)) return `terrain scale ${g.terrainScale}`;
    if (!Array.isArray(puzzle.edits) || puzzle.edits.some(([cell, code]) => !(Number.isInteger(cell) && cell >= 0 && cell < width * height && code >= 0 && code <= 4))) return 'edits outside the map';
  } else if (!(puzzle.cells instanceof Uint8Array) || puzzle.cells.length !== width * height || puzzle.cells.some((code) => code > 4)) {
    return 'cells';
  }
  return null;
}

// What the Roads view could not take of a roads scene (null when nothing): it checks ends against the
// network itself, so here only the ranges the codec promises.
function roadsProblem(roads) {
  const { source, start, goal, algorithm, metric, shown: what, k, disjoint, stretch, maxShare, blocked } = roads;
  if (source.preset ? !NETWORK_PRESETS.includes(source.preset) : !(Number.isInteger(source.nodes) && source.nodes >= 100 && source.nodes <= 100000 && Number.isSafeInteger(source.seed))) {
    return `network source ${shown(source)}`;
  }
  if (![start, goal].every((id) => Number.isSafeInteger(id) && id >= 0)) return `ends ${start}, ${goal}`;
  if (!ROAD_ALGORITHMS.includes(algorithm) || !['length', 'time'].includes(metric)) return `search ${algorithm} by ${metric}`;
  if (!['nothing', 'search', 'disjoint', 'alternatives', 'drive'].includes(what) || !['edge', 'node'].includes(disjoint)) return `shown ${what}, ${disjoint}`;
  if (!(Number.isInteger(k) && k >= 1 && k <= 5 && stretch >= 1 && stretch <= 2 && maxShare >= 0 && maxShare <= 1)) return `routes form ${k}, ${stretch}, ${maxShare}`;
  if (!blocked.every((road) => road.length === 2 && road.every((id) => Number.isSafeInteger(id) && id >= 0))) return 'blocked roads';
  return null;
}

// The codec's answer for one fragment, within a time limit: {outcome} or {threw}.
async function decode(fragment) {
  let timer;
  const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve({ threw: `no answer in ${CASE_TIMEOUT_MS} ms` }), CASE_TIMEOUT_MS); });
  try {
    return await Promise.race([decodeFragment(fragment).then((outcome) => ({ outcome }), (error) => ({ threw: error?.stack ?? String(error) })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// The codec's answer for `fragment` and what is wrong with it (null when nothing is).
async function check(fragment) {
  const { outcome, threw } = await decode(fragment);
  return { outcome, problem: threw ? `decodeFragment rejected (it must resolve to {puzzle} or {error}): ${threw}` : await violation(fragment, outcome) };
}

async function violation(fragment, outcome) {
  const keys = Object.keys(outcome ?? {});
  if (keys.length !== 1 || !['puzzle', 'error'].includes(keys[0])) return `an answer of neither documented shape: ${shown(outcome)}`;
  if ('error' in outcome) {
    const { error } = outcome;
    if (typeof error !== 'string' || error.length === 0 || error.length > MAX_MESSAGE) {
      return `an error message must be a string of 1 to ${MAX_MESSAGE} characters; got ${typeof error === 'string' ? `${error.length} characters: ` : ''}${shown(error, 300)}`;
    }
    return null;
  }
  const { puzzle } = outcome;
  if (puzzle === null) return fragment.replace(/^#/, '') === '' ? null : 'no puzzle and no error for a non-empty fragment';
  // A shipped lesson by its name (lesson=ID&scene=K): no scene of its own, the lesson's scenes say it.
  if (puzzle.scene === 'lesson') {
    const { id, scene } = puzzle.lesson ?? {};
    return /^[a-z0-9-]{1,64}$/.test(id) && Number.isInteger(scene) && scene >= 0 && scene < 60 ? null : `a lesson link's lesson ${shown(puzzle.lesson)}`;
  }
  const problem = puzzleProblem(puzzle);
  if (problem) return `an accepted link gives a puzzle the page cannot take: ${problem}`;
  // Round trip: what the page would write for this puzzle opens to the same puzzle.
  const expected = { ...puzzle, options: { ...puzzle.options } };
  let again;
  try {
    again = await encodePuzzle(puzzle);
  } catch (error) {
    return `encodePuzzle threw for an accepted puzzle: ${error?.stack ?? error}`;
  }
  const back = await decode(again);
  if (back.threw || !back.outcome.puzzle) return `re-encoded as ${shown(again)}, it does not open: ${back.threw ?? back.outcome.error}`;
  if (!isDeepStrictEqual(back.outcome.puzzle, expected)) {
    return `re-encoded as ${shown(again)}, it opens to another puzzle:\n  first ${shown(puzzle, 400)}\n  again ${shown(back.outcome.puzzle, 400)}`;
  }
  return null;
}

const corpus = await linkCorpus();
const fragmentOf = (k) => {
  const rand = caseRandom(seed, k);
  const base = pick(rand, corpus);
  return rand() < 0.03 ? base : mutateLink(rand, base);
};

const began = Date.now();
let cases = 0;
let accepted = 0;
const errors = new Set();
console.log(`share-codec fuzz: seed ${seed}, ${only === null ? `${seconds} s` : `case ${only} only`}, ${corpus.length} links in the corpus`);
for (let k = only ?? 0; only === null ? Date.now() - began < seconds * 1000 : k === only; k++) {
  Atomics.store(progress, 0, k);
  const fragment = fragmentOf(k);
  const { outcome, problem: found } = await check(fragment);
  cases++;
  if (found) {
    console.error(`share-codec fuzz: FAILED at case ${k} (seed ${seed})\n  input ${shown(fragment)}\n  ${found}\n  replay: ${replay.replace('<case>', k)}`);
    process.exit(1);
  }
  if (outcome.puzzle) accepted++;
  else if (outcome.error) errors.add(outcome.error.replace(/'[^']*'/g, "'…'").replace(/\d+/g, 'N'));
}
console.log(`share-codec fuzz: ${cases} links in ${((Date.now() - began) / 1000).toFixed(1)} s: ${accepted} opened and round-tripped, ` +
  `${cases - accepted} refused with ${errors.size} kinds of message; no property violated`);
process.exit(0);
