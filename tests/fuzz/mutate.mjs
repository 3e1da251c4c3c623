// Seeded mutation of share links for the fuzz runs (share-codec.fuzz.mjs, embed.fuzz.mjs): a PRNG per case, the run's
// settings from the environment, a corpus of valid links and the mutators that garble them.
import fs from 'node:fs';
import zlib from 'node:zlib';

import { mulberry32 } from '../node/support.mjs';
import {
  encodePuzzle, textForm, toBase64url, fromBase64url, EMBED_FIELDS, GENERATORS, SHOW_ITEMS,
} from '../../web/share/share-codec.js';
import { OPTION_INFO, PAGE_DEFAULTS } from '../../web/core/registry.js';

// FUZZ_SEED (default: a new one each run, printed), FUZZ_SECONDS (the time budget), FUZZ_CASE (replay one case).
export function fuzzSettings(defaultSeconds) {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : Math.floor(Math.random() * 2 ** 32);
  const seconds = process.env.FUZZ_SECONDS ? Number(process.env.FUZZ_SECONDS) : defaultSeconds;
  const only = process.env.FUZZ_CASE ? Number(process.env.FUZZ_CASE) : null;
  if (!(seconds > 0) || (only !== null && !Number.isSafeInteger(only))) throw new Error('FUZZ_SECONDS must be a positive number, FUZZ_CASE a whole number');
  return { seed, seconds, only };
}

// Case k of a run draws from its own PRNG, so one case replays alone (FUZZ_SEED=s FUZZ_CASE=k).
export function caseRandom(seed, k) {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(k + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return mulberry32((h ^ (h >>> 13)) >>> 0);
}

export const int = (rand, low, high) => low + Math.floor(rand() * (high - low + 1));
export const pick = (rand, list) => list[Math.floor(rand() * list.length)];

// Input shown in a report: as JSON (control characters and lone surrogates visible), long inputs cut.
export function shown(value, limit = 600) {
  const text = typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' ? String(value) : JSON.stringify(value) ?? String(value);
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
}

// --- building blocks ------------------------------------------------------------------------------

const OPTION_NAMES = Object.keys(PAGE_DEFAULTS);
const CHOICES = Object.fromEntries(OPTION_INFO.filter((o) => o.type === 'choice' && o.name in PAGE_DEFAULTS).map((o) => [o.name, o.choices]));
export const LINK_KEYS = [...OPTION_NAMES, 'algo', 'tiebreak', 'map', 'maze', 'seed', 'size', 'braid', 'density', 'coverage',
  'scale', 'start', 'goal', ...EMBED_FIELDS, '__proto__', 'constructor', 'hasOwnProperty', 'toString', '', 'v2', 'Algo'];
export const HTML = ['<img src=x onerror="window.fuzzed=1">', '"><img src=x onerror=alert(1)>', '<script>window.fuzzed=1</script>',
  '<b data-fuzz>bold</b>', '&lt;img&gt;', '<svg onload=alert(1)>'];
export const WEIRD_VALUES = ['', '0', '-1', '1', '2', '2.5', '20', '21', '1e308', '1e3', '0x10', 'NaN', 'Infinity', '-0', '.5', '5.',
  ' 2', '2 ', '%202', '2%20', '%', '%zz', '%E0%A4%A', '%00', '%F0%9F%98%80', '%23', '%26', '%3D', '😀', '\u0000', '\ud800', '\u202e',
  '9007199254740991', '9007199254740992', '99999999999999999999999', '4294967296', '1,1', '0,0', '-1,0', '1024,1024', '41x25',
  '1024x1024', '1025x1', '0x0', '99999x99999', 'S.G', 'S/G', 'S#G', 'numbers,arrows,jumps', 'costs', 'astar', 'jps', 'ida-star',
  '__proto__', 'constructor', 'true', 'false', 'null', 'undefined', '[]', '{}', ...HTML];
const SNIPPETS = ['&', '&&', '=', '==', '#', '/', '//', ',', '.', '%', '%2', '%25', '%26', '%3D', '+', '?', ';', ' ', '\t', '\n',
  'v1.', 'v2.', 'v9.', '&embed', '&controls=none', '&autoplay', '&algo=bfs', '&weight=NaN', '&map=S.G', '&step=3', '&show=numbers',
  '\u0000', '\ud83d', '\ude00', '😀', 'é', '\u2028', ...HTML];

function randomChar(rand) {
  const roll = rand();
  if (roll < 0.4) return pick(rand, 'SG.#gsw/&=%,0123456789x-_AZaz'.split(''));
  if (roll < 0.7) return String.fromCharCode(int(rand, 32, 126));
  if (roll < 0.9) return String.fromCharCode(int(rand, 0, 0xffff));
  return pick(rand, ['😀', '\ud800', '\udfff', '\u0000', '\u00ff', '\ufeff']);
}

function huge(rand) {
  const unit = pick(rand, ['9', '.', 'S.#', 'A', '%41', '<b>', '&', '😀', 'x']);
  return unit.repeat(int(rand, 100, rand() < 0.2 ? 300000 : 5000));
}

export function weirdValue(rand) {
  const roll = rand();
  if (roll < 0.55) return pick(rand, WEIRD_VALUES);
  if (roll < 0.65) return String(int(rand, 0, 2 ** 31) * (rand() < 0.3 ? 2 ** int(rand, 1, 40) : 1));
  if (roll < 0.75) return String(rand() * 10 ** int(rand, -5, 30));
  if (roll < 0.85) return Array.from({ length: int(rand, 1, 12) }, () => randomChar(rand)).join('');
  if (roll < 0.9) return huge(rand);
  const choices = Object.values(CHOICES);
  return String(pick(rand, pick(rand, choices)));
}

// --- string mutators (any link form) -----------------------------------------------------------------

function splice(text, at, remove, insert) { return text.slice(0, at) + insert + text.slice(at + remove); }

const STRING_MUTATORS = [
  (rand, text) => splice(text, int(rand, 0, Math.max(0, text.length - 1)), 1, randomChar(rand)), // a character changed
  (rand, text) => text.slice(0, int(rand, 0, text.length)), // truncated
  (rand, text) => splice(text, int(rand, 0, text.length), 0, pick(rand, SNIPPETS)), // something inserted
  (rand, text) => splice(text, int(rand, 0, text.length), 0, randomChar(rand)),
  (rand, text) => { const at = int(rand, 0, text.length); return splice(text, at, int(rand, 1, 20), ''); }, // a range removed
  (rand, text) => { const at = int(rand, 0, text.length); const part = text.slice(at, at + int(rand, 1, 40)); return splice(text, at, 0, part.repeat(int(rand, 1, 4))); },
  (rand, text) => text + pick(rand, SNIPPETS), // a tail
  (rand, text) => text + `&${pick(rand, LINK_KEYS)}=${encodeMaybe(rand, weirdValue(rand))}`,
  (rand, text) => { const at = int(rand, 0, text.length); const end = Math.min(text.length, at + int(rand, 1, 12)); return text.slice(0, at) + percentAll(text.slice(at, end)) + text.slice(end); },
  (rand, text) => text.replace(/^#?v(\d)/, () => `v${pick(rand, ['0', '3', '9', '10', '999999', '1234567', '02', '1', '2'])}`),
  (rand, text) => (rand() < 0.5 ? '#' : '') + text,
];

function percentAll(text) {
  let out = '';
  for (const char of text) {
    try { out += encodeURIComponent(char).replace(/[A-Za-z0-9_.!~*'()-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`); } catch { out += char; }
  }
  return out;
}
const encodeMaybe = (rand, value) => {
  if (rand() < 0.6) return value;
  try { return encodeURIComponent(value); } catch { return value; }
};

// --- text-form mutators: whole fields -------------------------------------------------------------

function fieldsOf(text) { return text.replace(/^#/, '').split('&'); }

const TEXT_MUTATORS = [
  (rand, text) => { // a field's value replaced
    const fields = fieldsOf(text);
    const k = int(rand, 0, fields.length - 1);
    const key = fields[k].split('=')[0];
    fields[k] = `${key}=${encodeMaybe(rand, weirdValue(rand))}`;
    return fields.join('&');
  },
  (rand, text) => { const fields = fieldsOf(text); fields.push(pick(rand, fields)); return fields.join('&'); }, // a field twice
  (rand, text) => { const fields = fieldsOf(text); fields.splice(int(rand, 0, fields.length - 1), 1); return fields.join('&'); }, // one gone
  (rand, text) => { const fields = fieldsOf(text); for (let i = fields.length - 1; i > 0; i--) { const j = int(rand, 0, i); [fields[i], fields[j]] = [fields[j], fields[i]]; } return fields.join('&'); },
  (rand, text) => { // a field's key replaced
    const fields = fieldsOf(text);
    const k = int(rand, 0, fields.length - 1);
    fields[k] = `${pick(rand, LINK_KEYS)}${fields[k].includes('=') ? fields[k].slice(fields[k].indexOf('=')) : ''}`;
    return fields.join('&');
  },
  (rand, text) => { // an option set to one of its own choices, or a choice of another option
    const name = pick(rand, Object.keys(CHOICES));
    return `${text}&${name}=${pick(rand, pick(rand, Object.values(CHOICES)))}`;
  },
  (rand, text) => text.replace(/map=([^&]*)/, (_, rows) => `map=${rows}${pick(rand, ['/', '/S', '/G', '/....', '/x', '//', 'S', 'G'])}`),
];

// --- binary mutators: the payload's bytes, or the body inside its envelope --------------------------

function unpack(text) {
  const match = /^#?(v\d+)\.([^&]*)(.*)$/s.exec(text);
  if (!match) return null;
  try { return { version: match[1], bytes: fromBase64url(match[2]), tail: match[3] }; } catch { return null; }
}

function leb(value) {
  const out = [];
  let rest = value;
  while (rest >= 128) { out.push((rest % 128) | 128); rest = Math.floor(rest / 128); }
  out.push(rest);
  return out;
}

function readLeb(bytes, at) {
  let value = 0, scale = 1, i = at;
  for (;;) {
    if (i >= bytes.length) return null;
    const byte = bytes[i++];
    value += (byte & 127) * scale;
    if (!(byte & 128)) return { value, at: i };
    scale *= 128;
    if (scale > 2 ** 56) return null;
  }
}

function fnv(bytes) {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

// The body of a binary link (inflated), or null.
export function bodyOf(text) {
  const packed = unpack(text);
  if (!packed) return null;
  const first = readLeb(packed.bytes, 0);
  const second = first && readLeb(packed.bytes, first.at);
  if (!second) return null;
  try { return { ...packed, body: new Uint8Array(zlib.inflateSync(packed.bytes.subarray(second.at + 4))) }; } catch { return null; }
}

// A binary link around `body`, with its lengths and checksum right: the codec's body reader is what it tests.
export function wrap(version, body, tail = '') {
  const packed = zlib.deflateSync(body);
  const sum = fnv(body);
  const bytes = Uint8Array.from([...leb(body.length), ...leb(packed.length), sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255, ...packed]);
  return `${version}.${toBase64url(bytes)}${tail}`;
}

function mutateBytes(rand, bytes) {
  const out = Array.from(bytes);
  const rounds = int(rand, 1, 4);
  for (let r = 0; r < rounds; r++) {
    const at = int(rand, 0, out.length);
    switch (int(rand, 0, 6)) {
      case 0: if (out.length) out[Math.min(at, out.length - 1)] ^= 1 << int(rand, 0, 7); break;
      case 1: if (out.length) out[Math.min(at, out.length - 1)] = pick(rand, [0, 1, 2, 4, 5, 8, 13, 64, 127, 128, 255]); break;
      case 2: out.splice(at, 0, ...Array.from({ length: int(rand, 1, 8) }, () => int(rand, 0, 255))); break;
      case 3: out.splice(at, int(rand, 1, 8)); break;
      case 4: out.splice(at, 0, ...pick(rand, [[255, 255, 255, 255, 255, 255, 255, 255, 127], [128, 128, 128, 16], [255, 255, 255, 15], leb(2 ** 53), leb(2 ** 53 - 1), leb(1025)])); break;
      case 5: out.length = Math.min(out.length, at); break;
      default: { const part = out.slice(at, at + int(rand, 1, 16)); out.splice(at, 0, ...part); }
    }
  }
  return Uint8Array.from(out);
}

// A v2 body with its options section rewritten: (id, value) pairs of random options, choices and numbers, in
// range or not (the body is flags, speed, step, the option count and pairs, then the scene).
function float64(value) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return Array.from(new Uint8Array(view.buffer));
}
function rewriteOptions(rand, body) {
  let at = 1;
  if (body[0] & 8) at++;
  if (body[0] & 1) { const step = readLeb(body, at); if (!step) return body; at = step.at; }
  const count = readLeb(body, at);
  if (!count) return body;
  let end = count.at;
  for (let k = 0; k < count.value; k++) { // skip the pairs there are
    const id = readLeb(body, end);
    const option = id && OPTION_INFO[id.value];
    if (!option) return body;
    if (option.type === 'choice') { const choice = readLeb(body, id.at); if (!choice) return body; end = choice.at; }
    else if (body[id.at] === 0) { const whole = readLeb(body, id.at + 1); if (!whole) return body; end = whole.at; }
    else end = id.at + 9;
  }
  const pairs = [];
  const n = int(rand, 0, OPTION_INFO.length + 1);
  for (let k = 0; k < n; k++) {
    const id = rand() < 0.9 ? int(rand, 0, OPTION_INFO.length - 1) : int(rand, OPTION_INFO.length, 300);
    const option = OPTION_INFO[id];
    pairs.push(...leb(id));
    if (option?.type === 'choice') pairs.push(...leb(rand() < 0.8 ? int(rand, 0, option.choices.length - 1) : int(rand, option.choices.length, 200)));
    else if (rand() < 0.5) pairs.push(0, ...leb(pick(rand, [0, 1, 2, 19, 20, 21, 999, 1000, 1e9, 1e9 + 1, 2 ** 53 - 1, int(rand, 0, 1e6)])));
    else pairs.push(rand() < 0.9 ? 1 : int(rand, 2, 255), ...float64(pick(rand, [NaN, Infinity, -Infinity, -0, 0.5, 1, 1.5, 20, 20.000001, 1e6, 1e9, -1, Number.MIN_VALUE, rand() * 40])));
  }
  return Uint8Array.from([...body.subarray(0, count.at - leb(count.value).length), ...leb(n), ...pairs, ...body.subarray(end)]);
}

const BINARY_MUTATORS = [
  (rand, text) => { const b = bodyOf(text); return b && b.version === 'v2' ? wrap('v2', rewriteOptions(rand, b.body), b.tail) : text; }, // v2's options
  (rand, text) => { const p = unpack(text); return p ? `${p.version}.${toBase64url(mutateBytes(rand, p.bytes))}${p.tail}` : text; }, // the envelope's bytes
  (rand, text) => { const b = bodyOf(text); return b ? wrap(b.version, mutateBytes(rand, b.body), b.tail) : text; }, // the body, checksummed again
  (rand, text) => { const b = bodyOf(text); return b ? wrap(b.version === 'v1' ? 'v2' : 'v1', b.body, b.tail) : text; }, // read as the other version
  (rand, text) => { const b = bodyOf(text); return b ? wrap(b.version, b.body, b.tail) + pick(rand, ['&embed', '&algo=bfs', '&', `&${pick(rand, EMBED_FIELDS)}=${weirdValue(rand)}`]) : text; },
  (rand, text) => { // data left over after the zlib stream, with lengths and checksum of the body right
    const b = bodyOf(text);
    if (!b) return text;
    const packed = Uint8Array.from([...zlib.deflateSync(b.body), ...Array.from({ length: int(rand, 1, 6) }, () => int(rand, 0, 255))]);
    const sum = fnv(b.body);
    return `${b.version}.${toBase64url(Uint8Array.from([...leb(b.body.length), ...leb(packed.length), sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255, ...packed]))}`;
  },
];

// One to three mutations of `link`, of the kinds that fit its form.
export function mutateLink(rand, link) {
  let text = link;
  const rounds = int(rand, 1, 3);
  for (let r = 0; r < rounds; r++) {
    const binary = /^#?v\d+\./.test(text);
    const roll = rand();
    const pool = binary && roll < 0.6 ? BINARY_MUTATORS : !binary && roll < 0.5 ? TEXT_MUTATORS : STRING_MUTATORS;
    text = pick(rand, pool)(rand, text);
  }
  return text;
}

// --- the corpus: valid links of every form -------------------------------------------------------

function randomPuzzle(rand) {
  const width = int(rand, 1, rand() < 0.9 ? 24 : 200);
  const height = int(rand, 1, 24);
  const options = Object.fromEntries(Object.entries(PAGE_DEFAULTS).map(([name, value]) => {
    if (CHOICES[name]) return [name, pick(rand, CHOICES[name])];
    const info = OPTION_INFO.find((o) => o.name === name);
    if (rand() < 0.5) return [name, value];
    return [name, info.whole ? int(rand, info.min, Math.min(info.max, 1e9)) : info.min + rand() * (info.max - info.min)];
  }));
  const point = () => (rand() < 0.9 ? { x: int(rand, 0, width - 1), y: int(rand, 0, height - 1) } : null);
  const puzzle = {
    scene: 'grid', width, height, start: point(), goal: point(), options,
    speed: rand() < 0.8 ? int(rand, 0, 12) : null, step: rand() < 0.7 ? int(rand, 0, 2 ** int(rand, 1, 40)) : null,
    show: Object.fromEntries(SHOW_ITEMS.map((item) => [item, rand() < 0.5])),
  };
  if (rand() < 0.35) {
    puzzle.generator = {
      kind: pick(rand, GENERATORS), seed: int(rand, 0, 2 ** 30) * (rand() < 0.2 ? 2 ** 22 : 1),
      braid: rand(), density: rand(), terrainCoverage: rand() < 0.5 ? 0 : rand(), terrainScale: int(rand, 1, 4096),
    };
    const cells = new Set();
    const count = int(rand, 0, Math.min(12, width * height));
    while (cells.size < count) cells.add(int(rand, 0, width * height - 1));
    puzzle.edits = [...cells].sort((a, b) => a - b).map((cell) => [cell, int(rand, 0, 4)]);
  } else {
    const terrain = rand() < 0.3;
    puzzle.cells = Uint8Array.from({ length: width * height }, () => (terrain ? int(rand, 0, 4) : Number(rand() < 0.3)));
  }
  return puzzle;
}

// Valid links: v2 links of random puzzles, their hand-written forms, generated-maze forms, and the pinned
// links of tests/data/links (v1 among them). Fixed: the corpus does not depend on the run's seed.
export async function linkCorpus() {
  const rand = mulberry32(20240611);
  const links = [];
  for (let k = 0; k < 40; k++) {
    const puzzle = randomPuzzle(rand);
    links.push(await encodePuzzle(puzzle));
    if (puzzle.cells && puzzle.width * puzzle.height <= 400) links.push(textForm(puzzle));
  }
  // A walk scene and a road network scene (their own body codecs), mutated like the rest.
  const walk = randomPuzzle(rand);
  walk.scene = 'walk';
  walk.walk = {
    algorithm: 'dstar-lite', sensorRadius: 3, showTruth: true, compare: false,
    changes: [{ beforeMove: 4, cells: [{ x: 0, y: 0, code: 1 }] }, { beforeMove: 9, cells: [{ x: 0, y: 0, code: 0 }] }],
  };
  links.push(await encodePuzzle(walk));
  links.push(await encodePuzzle({
    scene: 'roads', options: walk.options, speed: null, step: 120, show: walk.show,
    roads: {
      source: { generator: 'random', nodes: 4000, seed: 1 }, start: 12, goal: 3900, algorithm: 'bidirectional-astar',
      metric: 'time', shown: 'search', k: 3, disjoint: 'edge', stretch: 1.2, maxShare: 0.8, blocked: [[5, 6]],
    },
  }));
  links.push(
    'map=S..#/..##/...G&algo=astar&heuristic=manhattan&diagonal=no-corner-cut',
    'map=S..%23/.gs%23/w..G&algo=astar&step=4&speed=3&show=numbers,arrows',
    'maze=prim&seed=7&size=31x21&braid=0.5&density=0.3&coverage=0.25&scale=8&algo=bfs&start=1,1&goal=29,19&step=10',
    // Lessons (docs/LESSONS.md) by name, and a lesson section after a scene.
    'lesson=astar-step-by-step&scene=3',
    await encodePuzzle({ ...randomPuzzle(rand), lesson: { id: 'dead-ends', scene: 2 } }),
    // Puzzles (web/puzzle/puzzle-fields.js), in both forms.
    'map=S..%23/.gs%23/w..G&algo=astar&puzzle=predict&seed=7&count=3',
    'maze=backtracker&seed=3&size=21x15&puzzle=walls&walls=overestimate&wallbudget=12&target=40',
    await encodePuzzle({ ...randomPuzzle(rand), learn: { kind: 'numbers', seed: 9, count: 2, budget: 10, goal: 'work', target: null, from: 2, cells: [[1, 1], [2, 0]] } }),
    await encodePuzzle({ ...randomPuzzle(rand), learn: { kind: 'walls', seed: 4294967295, count: null, budget: 1000, goal: 'detour', target: 1234.5 } }),
    'maze=rooms&size=64x48&algo=jps&movement=8&diagonal=no-corner-cut&show=jumps&embed&controls=minimal&autoplay',
    'map=S....../.#####./......G&algo=weighted-astar&weight=2.5&tieBreak=newest&costs=float&budget=1000',
  );
  const pinned = JSON.parse(fs.readFileSync(new URL('../data/links/v1-links.json', import.meta.url), 'utf8'));
  for (const entry of pinned.links) links.push(entry.fragment);
  return links;
}
