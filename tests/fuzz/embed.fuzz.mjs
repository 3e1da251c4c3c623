// Seeded, time-bounded fuzz of the embed widget's postMessage API in Chromium: a storm of mutated commands, then the widget must be
// error-free, uninjected and alive, and every command addressed to it must have had exactly one answer.
// Run: node tests/fuzz/embed.fuzz.mjs   (FUZZ_SECONDS=60 FUZZ_SEED=123 for a longer storm with another seed; the same seed
// sends the same commands; FUZZ_BATCHES=n replays a failure's n batches). Exits 1 on the first property violated, printing the seed and the commands of the batch at fault.
import { startServer, launchBrowser, hostWidget } from '../browser/support.mjs';
import { OPTION_INFO, PAGE_DEFAULTS } from '../../web/core/registry.js';
import { caseRandom, fuzzSettings, HTML, int, linkCorpus, mutateLink, pick, shown, weirdValue } from './mutate.mjs';

const MAX_MESSAGE = 400; // an error event's message: a sentence
const BATCH = 10; // commands sent together, then a probe: does the widget still answer a seek?
// How long a live widget may take to answer. This fuzzer tests that the widget never dies, not how fast it
// is: a link in the corpus runs IDA* to its 5,000,000-visit budget on a 152x3 grid. That search runs in the
// widget's engine worker (it froze the page for 5-7 s on the main thread until issue 14's fix; seeds
// 4071653485 and 2194974797 found it), and a seek sent meanwhile is answered when it lands, 4-11 s later on
// a loaded machine. Speed is measured in benchmarks, not here.
const ANSWER_MS = 20000;
const MAP = 'S........./.###.#.##./.#...#..#./.#.###..#./...#....#G';

const { seed, seconds } = fuzzSettings(5);
const CHOICES = Object.fromEntries(OPTION_INFO.filter((o) => o.type === 'choice' && o.name in PAGE_DEFAULTS).map((o) => [o.name, o.choices]));
const COMMANDS = ['play', 'pause', 'step', 'seek', 'load', 'setOptions', 'setPuzzle', 'scene'];
const PUZZLES = ['predict', 'numbers', 'path', 'walls', 'which'];
const corpus = (await linkCorpus()).filter((link) => link.length < 4000);

// Messages are built here as JSON, with tagged values ({$: 'bigint', v}) the page revives into what structured
// cloning carries and JSON does not; JSON.parse in the page keeps an own `__proto__` key as one.
const tag = ($, v) => ({ $, v });
function weirdNumber(rand) {
  return pick(rand, [tag('nan'), tag('inf', 1), tag('inf', -1), tag('bigint', '12345678901234567890'), tag('negzero'), -1, 0.5, 1e308, -1e308,
    2 ** 53, 2 ** 31, 4294967295, Number.MIN_VALUE, int(rand, 0, 100), int(rand, -100, 1e6)]);
}
function weirdAny(rand, depth = 0) {
  const roll = rand();
  if (roll < 0.3) return weirdValue(rand);
  if (roll < 0.5) return weirdNumber(rand);
  if (roll < 0.6) return pick(rand, [null, true, false, tag('undefined'), tag('date'), tag('regexp'), tag('bytes', int(rand, 0, 64)), [], {}]);
  if (roll < 0.7 && depth < 3) return Array.from({ length: int(rand, 0, 5) }, () => weirdAny(rand, depth + 1));
  if (roll < 0.8 && depth < 3) return weirdObject(rand, depth + 1);
  if (roll < 0.85) return tag(pick(rand, ['map', 'set']), [weirdValue(rand), weirdValue(rand)]);
  if (roll < 0.9) return tag('deep', int(rand, 50, 400)); // nested arrays that deep
  if (roll < 0.95) return tag('long', int(rand, 1000, 200000)); // an array that long
  return pick(rand, HTML);
}
function weirdObject(rand, depth = 0) {
  const object = {};
  for (let k = int(rand, 0, 4); k > 0; k--) {
    const key = pick(rand, [...Object.keys(PAGE_DEFAULTS), 'algo', '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'target', 'command', '', ...HTML]);
    // An own `__proto__` key (JSON.parse makes one too), not a prototype.
    Object.defineProperty(object, key, { value: weirdAny(rand, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return object;
}
function validOptions(rand) {
  const options = {};
  for (const name of Object.keys(CHOICES)) if (rand() < 0.4) options[name] = pick(rand, CHOICES[name]);
  if (rand() < 0.3) options.weight = pick(rand, [1, 2.5, 20, '3', '1.25']);
  if (rand() < 0.1) options.budget = pick(rand, [1000, 1e9, '5000']);
  return options;
}

// Command k of the storm.
function command(k) {
  const rand = caseRandom(seed, k);
  const roll = rand();
  const frontier = (fields) => ({ target: 'frontier', ...fields });
  if (roll < 0.2) { // valid commands, mixed in
    const name = pick(rand, COMMANDS);
    if (name === 'seek') return frontier({ command: 'seek', step: int(rand, 0, 60) });
    if (name === 'load') return frontier({ command: 'load', link: `${rand() < 0.5 ? 'https://example.org/frontier/?embed#' : '#'}${rand() < 0.1 ? 'lesson=ties-and-updates' : pick(rand, corpus)}` });
    if (name === 'scene') return frontier({ command: 'scene', scene: int(rand, 1, 6) }); // a lesson's scene (refused with none)
    if (name === 'setOptions') return frontier({ command: 'setOptions', options: validOptions(rand) });
    if (name === 'setPuzzle') return frontier({ command: 'setPuzzle', puzzle: rand() < 0.2 ? null : { kind: pick(rand, PUZZLES), seed: int(rand, 0, 1000) } });
    return frontier({ command: name });
  }
  if (roll < 0.35) return frontier({ command: 'load', link: rand() < 0.9 ? mutateLink(rand, pick(rand, corpus)) : pick(rand, [...HTML, '', '#', 'javascript:alert(1)', tag('long-string', 4 * 1024 * 1024 + 1)]) });
  if (roll < 0.42) return frontier({ command: 'load', link: weirdAny(rand) });
  if (roll < 0.57) {
    const options = rand() < 0.8 ? { ...(rand() < 0.5 ? validOptions(rand) : {}), ...weirdObject(rand) } : weirdAny(rand);
    return frontier({ command: 'setOptions', options });
  }
  if (roll < 0.65) return frontier({ command: rand() < 0.8 ? 'seek' : 'scene', step: rand() < 0.5 ? weirdNumber(rand) : weirdAny(rand), scene: weirdNumber(rand) });
  if (roll < 0.7) { // a puzzle with wrong fields: an unknown kind, a huge budget, a field it does not take
    const puzzle = rand() < 0.7 ? { kind: pick(rand, [...PUZZLES, ...HTML, 'riddle']), ...weirdObject(rand) } : weirdAny(rand);
    if (rand() < 0.4 && puzzle && typeof puzzle === 'object') puzzle.budget = weirdNumber(rand);
    return frontier({ command: 'setPuzzle', puzzle });
  }
  if (roll < 0.8) return frontier({ command: pick(rand, ['Play', 'PLAY', 'eval', 'reload', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', ' play', ...HTML, 7, null, [], {}]) });
  if (roll < 0.9) { // valid commands with fields they do not take
    return { ...frontier({ command: pick(rand, COMMANDS), step: 3, link: '#map=S.G', options: { algorithm: 'bfs' } }), ...weirdObject(rand) };
  }
  return pick(rand, [null, 0, 'play', tag('undefined'), [frontier({ command: 'play' })], { command: 'play' }, { target: 'Frontier', command: 'play' },
    { target: ['frontier'], command: 'play' }, { target: 'frontier' }, tag('long', 100000), tag('deep', 500), tag('date'),
    tag('map', ['target', 'frontier']), { __proto__: null, target: 'frontier', command: 'pause' }, weirdObject(rand)]);
}

// Posts the batch to the widget from the host page (another origin), reviving tagged values.
async function post(page, messages) {
  await page.evaluate((json) => {
    const revive = (value) => {
      if (Array.isArray(value)) return value.map(revive);
      if (!value || typeof value !== 'object') return value;
      if (typeof value.$ === 'string') {
        const { $, v } = value;
        if ($ === 'nan') return NaN;
        if ($ === 'inf') return v * Infinity;
        if ($ === 'negzero') return -0;
        if ($ === 'bigint') return BigInt(v);
        if ($ === 'undefined') return undefined;
        if ($ === 'date') return new Date(0);
        if ($ === 'regexp') return /<img>/g;
        if ($ === 'bytes') return new Uint8Array(v);
        if ($ === 'map') return new Map([v]);
        if ($ === 'set') return new Set(v);
        if ($ === 'long') return new Array(v).fill(1);
        if ($ === 'long-string') return 'S'.repeat(v);
        if ($ === 'deep') { let deep = []; for (let i = 0; i < v; i++) deep = [deep]; return deep; }
      }
      for (const key of Object.keys(value)) Object.defineProperty(value, key, { value: revive(value[key]), enumerable: true, writable: true, configurable: true });
      return value;
    };
    const widget = document.getElementById('widget').contentWindow;
    for (const message of JSON.parse(json)) widget.postMessage(revive(message), '*');
  }, JSON.stringify(messages));
}

// The widget's DOM things a payload could have made: they must not grow.
const injected = (frame) => frame.evaluate(() => ({
  img: document.querySelectorAll('img').length, script: document.querySelectorAll('script').length,
  svg: document.querySelectorAll('svg').length, b: document.querySelectorAll('b, [data-fuzz]').length,
  handlers: [...document.querySelectorAll('*')].filter((element) => [...element.attributes].some((a) => /^on/i.test(a.name))).length,
  fuzzed: typeof window.fuzzed,
}));

// Null, or what is wrong with the events posted since `from`.
function badEvent(events) {
  for (const event of events) {
    if (!['ready', 'step', 'done', 'error', 'puzzle', 'answer', 'puzzle-done', 'lesson-scene', 'lesson-done'].includes(event.type)) return `an event of unknown type: ${shown(event)}`;
    if (event.type === 'lesson-scene' && !(Number.isInteger(event.scene) && Number.isInteger(event.of) && event.scene >= 1 && event.scene <= event.of)) return `a lesson-scene event out of range: ${shown(event)}`;
    if (event.type === 'error' && !(typeof event.message === 'string' && event.message.length > 0 && event.message.length <= MAX_MESSAGE)) {
      return `an error event's message must be a string of 1 to ${MAX_MESSAGE} characters: ${shown(event.message, 300)}`;
    }
    if (event.type === 'step' && !(Number.isInteger(event.n) && Number.isInteger(event.total) && event.n >= 0 && event.n <= event.total)) return `a step event out of range: ${shown(event)}`;
  }
  return null;
}

// Whether `message` (as built here, before the page revives it) is addressed to the widget: an object with
// `target: 'frontier'`. Those, and only those, get exactly one answer each (docs/EMBED.md, "Answers").
const addressed = (message) => Boolean(message) && typeof message === 'object' && !Array.isArray(message) && typeof message.$ !== 'string' &&
  Object.hasOwn(message, 'target') && message.target === 'frontier';

// Sends a seek to `step` with an id and waits for its answer: `step` there (clamped to the scene's steps),
// `done` at the end, or an `error` saying the scene holds nothing it can play. Resolves to {answer} or
// {wrong: what is wrong}.
async function probe(page, step, id) {
  await post(page, [{ target: 'frontier', command: 'seek', step, id }]);
  try {
    await page.waitForFunction((wanted) => window.received.some((m) => m.id === wanted), id, { polling: 20, timeout: ANSWER_MS });
  } catch {
    const state = await page.evaluate(() => window.received.slice(-8).map(({ stats, ...event }) => event));
    return { wrong: `no answer within ${ANSWER_MS} ms to seek ${step} (the last events: ${shown(state, 800)})` };
  }
  const answer = await page.evaluate((wanted) => window.received.find((m) => m.id === wanted), id);
  if (answer.type === 'error') return /cannot run: |a puzzle question is waiting/.test(answer.message) ? { answer } : { wrong: `seek ${step} refused: ${shown(answer)}` };
  const atEnd = step >= answer.total;
  if (answer.type === (atEnd ? 'done' : 'step') && answer.n === Math.min(step, answer.total)) return { answer };
  return { wrong: `seek ${step} answered with ${shown(answer)}` };
}

// What is wrong with the answers to the batch's ids (posted from index `from` on), or null: each id once.
async function badAnswers(page, from, ids) {
  const seen = await page.evaluate((start) => window.received.slice(start).filter((m) => m.id !== undefined).map((m) => m.id), from);
  for (const id of ids) {
    const count = seen.filter((s) => s === id).length;
    if (count !== 1) return `command ${id} got ${count} answers (each must get exactly one)`;
  }
  const stray = seen.find((id) => !ids.includes(id) && !String(id).startsWith('probe'));
  return stray === undefined ? null : `an answer with an id no command had: ${shown(stray)}`;
}

const began = Date.now();
const server = await startServer();
const browser = await launchBrowser();
let failure = null;
let sent = 0;
let batches = 0;
try {
  const { page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&controls=minimal#map=${MAP}&algo=astar`, { warnings: true });
  const before = await injected(frame);
  const setup = Date.now() - began;
  const stormBegan = Date.now();
  console.log(`embed fuzz: seed ${seed}, a ${seconds} s storm of commands (widget ready in ${(setup / 1000).toFixed(1)} s)`);
  const fail = (what, messages) => {
    failure = `embed fuzz: FAILED after ${sent} commands (seed ${seed}): ${what}` +
      (messages ? `\n  the batch (commands ${sent - messages.length} to ${sent - 1}):\n${messages.map((m, i) => `    ${sent - messages.length + i}: ${shown(m, 300)}`).join('\n')}` : '') +
      `\n  replay: FUZZ_SEED=${seed} FUZZ_BATCHES=${batches} node tests/fuzz/embed.fuzz.mjs`;
  };
  let checked = 0;
  // FUZZ_BATCHES=n replays exactly n batches, however long they take (a failure prints its n).
  const batchLimit = process.env.FUZZ_BATCHES ? Number(process.env.FUZZ_BATCHES) : Infinity;
  while (!failure && (batchLimit === Infinity ? Date.now() - stormBegan < seconds * 1000 : batches < batchLimit)) {
    const messages = Array.from({ length: BATCH }, (_, i) => command(sent + i));
    // Every command addressed to the widget carries its number as its id, so its answers can be counted.
    const ids = [];
    for (const [i, message] of messages.entries()) {
      if (addressed(message)) {
        message.id = sent + i;
        ids.push(sent + i);
      }
    }
    sent += BATCH;
    batches++;
    const from = await page.evaluate(() => window.received.length);
    await post(page, messages);
    // Commands run in order: the probe's answer comes after every answer of the batch.
    let { answer, wrong } = await probe(page, int(caseRandom(seed, -1 - batches), 1, 8), `probe-${batches}`);
    if (!wrong && answer.type === 'error') {
      // It said why it holds no search, or that a puzzle's question waits: ending the puzzle and options it
      // can search with bring it back.
      await send({ command: 'setPuzzle', puzzle: null });
      await send({ command: 'setOptions', options: { ...PAGE_DEFAULTS } });
      ({ wrong } = await probe(page, 2, `probe-${batches}-again`));
      if (wrong) wrong = `after a valid setOptions, ${wrong}`;
    }
    const events = await page.evaluate((start) => window.received.slice(start), checked);
    checked += events.length;
    const badEvents = badEvent(events);
    const counted = wrong ? null : await badAnswers(page, from, ids);
    if (problems.length) fail(`page errors or console errors:\n    ${problems.join('\n    ')}`, messages);
    else if (badEvents) fail(badEvents, messages);
    else if (wrong) fail(`a dead widget: ${wrong}`, messages);
    else if (counted) fail(counted, messages);
  }
  const stormMs = Date.now() - stormBegan;
  if (!failure) {
    const after = await injected(frame);
    if (JSON.stringify(after) !== JSON.stringify(before)) fail(`HTML from a payload reached the widget's page: before ${shown(before)}, after ${shown(after)}`);
  }
  if (!failure) {
    // Alive after the storm: a valid setOptions takes, seek and step answer, a refused one says why, a load says ready.
    await page.evaluate(() => { window.received = []; });
    await send({ command: 'load', link: `#map=${MAP}&algo=astar` });
    await page.waitForFunction(() => window.received.some((m) => m.type === 'ready' && m.total > 0), null, { polling: 20, timeout: ANSWER_MS });
    await send({ command: 'setOptions', options: { algorithm: 'dijkstra', movement: 8, diagonal: 'no-corner-cut' } });
    await frame.waitForFunction(() => window.frontier.options().algorithm === 'dijkstra', null, { polling: 20, timeout: ANSWER_MS });
    await send({ command: 'seek', step: 2 });
    await send({ command: 'step' });
    await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 3), null, { polling: 20, timeout: ANSWER_MS });
    await send({ command: 'setOptions', options: { algorithm: '<img src=x onerror="window.fuzzed=1">' } });
    await page.waitForFunction(() => window.received.some((m) => m.type === 'error' && m.message.startsWith('setOptions refused')), null, { polling: 20, timeout: ANSWER_MS });
    if (problems.length) fail(`page errors or console errors after the storm:\n    ${problems.join('\n    ')}`);
  }
  if (!failure) {
    console.log(`embed fuzz: ${sent} commands in ${batches} batches in ${(stormMs / 1000).toFixed(1)} s (${((Date.now() - began) / 1000).toFixed(1)} s in all): ` +
      'no page error, no injected HTML, the widget answered every probe and the final commands; no property violated');
  }
} catch (error) {
  failure = `embed fuzz: FAILED after ${sent} commands (seed ${seed}): ${error.stack ?? error}\n  replay: FUZZ_SEED=${seed} FUZZ_SECONDS=${seconds} node tests/fuzz/embed.fuzz.mjs`;
} finally {
  await browser.close();
  await server.stop();
}
if (failure) {
  console.error(failure);
  process.exit(1);
}
