// Share links as data: a puzzle (its scene: a grid or generator + edits, start, goal; the options, speed,
// view toggles and step) to a URL fragment and back. Pure (no DOM), so Node tests import it;
// web/share/share.js wires it in. Forms: `v2.<base64url>` (binary, deflate (zlib), checksummed: an
// envelope with the options as registry (id, value) pairs and one body codec per scene kind: grid-,
// walk- and roads-scene-codec.js, on the bytes of link-bytes.js), the
// older `v1.<base64url>` (still read: links already shared keep opening) and the hand-writable
// `map=S..#/...G&algo=astar&...` (docs/EMBED.md). Decoding never throws: {puzzle} or {error}.

import { OPTION_INFO, PAGE_DEFAULTS, checkOption, choiceOfShareId, choiceShareId, choicesOf, defaultHeuristic, heuristicRefusalMessage, optionInfo } from '../core/registry.js';
import { checkPuzzle, MAX_QUESTIONS } from '../puzzle/puzzle-fields.js';
import { GENERATORS, MAX_SIDE, checkPoint, checkSize, gridCodec, readGrid } from './grid-scene-codec.js';
import { LinkError, MAX_SEED, Reader, Writer, checksum, compress, decompress, fail, failWith, fromBase64url, toBase64url } from './link-bytes.js';
import { tPlain } from '../i18n/i18n.js';
import { roadsCodec } from './roads-scene-codec.js';
import { walkCodec } from './walk-scene-codec.js';

// What other modules read from the share codec, wherever it lives now.
export { GENERATORS, MAX_SIDE } from './grid-scene-codec.js';
export { COMPRESSION, fromBase64url, toBase64url } from './link-bytes.js';
export { DISJOINT_KINDS, ROAD_METRICS, ROUTE_LIMITS } from './roads-scene-codec.js';
export { MAX_SENSOR_RADIUS } from './walk-scene-codec.js';

export const VERSION = 2; // what encodePuzzle writes
const READABLE_VERSIONS = [1, 2];
export const LINK_LIMIT = 8192; // a custom grid whose fragment is longer is refused (offer file export)
const MAX_BINARY_CHARS = 64 * 1024; // longer binary fragments are refused before decoding
const MAX_TEXT_CHARS = 2 * 1024 * 1024; // a hand-written 1024x1024 map is about 1 MB
// The embed options a link's fragment may carry after its puzzle (web/share/embed.js, docs/EMBED.md).
export const EMBED_FIELDS = Object.freeze(['embed', 'controls', 'autoplay', 'stats', 'speed', 'step', 'show', 'origin']);
// The <meta name> that makes a page a course package's (web/lessons/scorm-package.js writes it into the
// package's index.html, naming its course.json): the page is then a widget playing that lesson for an LMS.
export const COURSE_META = 'frontier-course';
// What a link can ask the page to show (`show=numbers,arrows,jumps,code`): in the cells F, G, H, arrows to
// parents and JPS+'s jump distances; beside them the code panel. Grows only at the end.
export const SHOW_ITEMS = Object.freeze(['numbers', 'arrows', 'jumps', 'code']);
// {numbers: false, ...}, or each item named in `names` true.
export const showOf = (names = []) => Object.fromEntries(SHOW_ITEMS.map((item) => [item, names.includes(item)]));

// Seeds and steps are whole numbers JavaScript holds exactly, as the engine takes them (engine.js).

// The v1 binary form writes each choice as its index in these lists: they are a wire format, frozen;
// a new algorithm or value is not added here but travels in a later version of the link.
export const ALGORITHMS = ['astar', 'dijkstra', 'greedy', 'weighted-astar', 'bfs', 'dfs'];
export const HEURISTICS = ['octile', 'manhattan', 'euclidean', 'chebyshev', 'zero'];
export const DIAGONALS = ['no-corner-cut', 'one-blocked', 'always', 'never'];
export const COSTS = ['integer', 'float'];
export const TIE_BREAKS = ['smaller-h', 'newest', 'oldest'];
export const SPEED_COUNT = 13; // positions of the speed slider (web/view/player.js SPEEDS)
// Options a link leaves out take the page's defaults.
export const DEFAULT_OPTIONS = PAGE_DEFAULTS;
const ASCII = { '.': 0, '#': 1, g: 2, s: 3, w: 4, S: 0, G: 0 };
const ASCII_OF = ['.', '#', 'g', 's', 'w'];

// A decoding failure with a message for the reader; anything else thrown is a bug.
// --- puzzles --------------------------------------------------------------------------------------
// puzzle: {scene: 'grid' | 'walk' | 'roads', width, height, start: {x, y} | null, goal, options, speed (slider index)
//   | null, show: {numbers, arrows, jumps}, step: number | null, and either cells (Uint8Array) or
//   generator: {kind, seed, braid, density, terrainCoverage, terrainScale} with edits: [[cell, code]];
//   a walk scene adds walk (walkCodec below), and its step is the Walk view's; a roads scene has no grid
//   (no width, height, start, goal, cells) but roads (roadsCodec below), and its step is the Roads view's.

// --- the v2 body: view, options as registry (id, value) pairs, then the scene in its own codec --------
// An option's id is its index in the option registry and a choice its id by choiceShareId (an algorithm's
// row's shareId, another choice its index among the option's choices): the lists only ever grow at the end
// and the share ids are append-only (tests/node/share-links.test.mjs pins them), so every v2 link keeps its
// meaning.

const VIEW_FLAGS = { step: 1, numbers: 2, arrows: 4, speed: 8, jumps: 16, code: 32 };
const NUMBER_TYPE = { whole: 0, float: 1 }; // how a number option's value is written

function writeBody(puzzle) {
  const out = new Writer();
  const hasStep = puzzle.step !== null && puzzle.step !== undefined;
  const hasSpeed = puzzle.speed !== null && puzzle.speed !== undefined;
  let flags = (hasStep ? VIEW_FLAGS.step : 0) | (hasSpeed ? VIEW_FLAGS.speed : 0);
  for (const item of SHOW_ITEMS) if (puzzle.show?.[item]) flags |= VIEW_FLAGS[item];
  out.byte(flags);
  if (hasSpeed) out.byte(puzzle.speed);
  if (hasStep) out.uint(puzzle.step);
  // A value the registry refuses (never one the page's form holds) is left out: the link then opens with
  // that option's default rather than not at all.
  const options = Object.keys(PAGE_DEFAULTS).map(optionInfo).filter((option) => !checkOption(option.name, puzzle.options[option.name]).error);
  out.uint(options.length);
  for (const option of options) {
    out.uint(OPTION_INFO.indexOf(option));
    const value = puzzle.options[option.name];
    if (option.type === 'choice') out.uint(choiceShareId(option, value));
    else if (Number.isSafeInteger(value) && value >= 0) { out.byte(NUMBER_TYPE.whole); out.uint(value); }
    else { out.byte(NUMBER_TYPE.float); out.float(value); }
  }
  const scene = puzzle.scene ?? 'grid';
  out.string(scene);
  SCENE_CODECS[scene].write(out, puzzle);
  // Hexes (web/grid/cell-layout.js): a section only on a hex grid's link, so square links are as before.
  if (puzzle.topology === 'hex') {
    out.string('topology');
    out.string(puzzle.topology);
  }
  // Sections after the scene, each named: links grow at their end, and a link without them reads as before.
  if (puzzle.learn) writeLearn(out, puzzle.learn);
  if (puzzle.lesson) {
    // A lesson (docs/LESSONS.md): a shipped one by its id, or one written in the page whole, and the scene
    // shown (0-based). Its own check (web/lessons/lesson-format.js) runs when the page opens it.
    out.string('lesson');
    out.text(JSON.stringify(puzzle.lesson));
  }
  return out.array();
}

const TOPOLOGIES = choicesOf('topology');
// A puzzle's estimate on its topology: left out (`given` false), the topology's own (the hex distance on hexes);
// given, one that does not apply there (a square grid's on hexes, the hex distance on squares) is refused.
function fitTopology(puzzle, given) {
  const topology = puzzle.topology ?? 'square';
  const refusal = heuristicRefusalMessage(topology, puzzle.options.heuristic);
  if (!given) puzzle.options.heuristic = defaultHeuristic(topology);
  else if (refusal) failWith(refusal);
}

function topologyOf(name) {
  if (!TOPOLOGIES.includes(name)) fail('link.topology', { name: quote(name), expected: TOPOLOGIES.join(', ') });
  return name;
}

// A lesson section's JSON: {id, scene} or {lesson, scene}, its shape checked here, its content by the page.
function lessonOf(text) {
  let lesson;
  try {
    lesson = JSON.parse(text);
  } catch {
    fail('link.damaged.lessonJson');
  }
  const ok = lesson && typeof lesson === 'object' && !Array.isArray(lesson) && Number.isInteger(lesson.scene) && lesson.scene >= 0 &&
    ((typeof lesson.id === 'string' && /^[a-z0-9-]{1,64}$/.test(lesson.id)) || (lesson.lesson && typeof lesson.lesson === 'object'));
  if (!ok) fail('link.damaged.lessonShape');
  return lesson;
}

// A puzzle on the scene (web/puzzle/puzzle-fields.js): its kind, seed, question count (0: the kind's own),
// walls budget and goal, a score to beat when there is one, and the questions fixed by `from` (0: none) and
// `cells`.
function writeLearn(out, learn) {
  out.string('puzzle');
  out.string(learn.kind);
  out.uint(learn.seed);
  out.uint(learn.count ?? 0);
  out.uint(learn.budget);
  out.string(learn.goal);
  const hasTarget = learn.target !== null && learn.target !== undefined;
  out.byte(hasTarget ? 1 : 0);
  if (hasTarget) out.float(learn.target);
  out.uint(learn.from ?? 0);
  const cells = learn.cells ?? [];
  out.uint(cells.length);
  for (const [x, y] of cells) { out.uint(x); out.uint(y); }
}

function readLearn(input, map) {
  const fields = { kind: input.string(), seed: input.uint() };
  const questions = input.uint();
  if (questions) fields.count = questions;
  fields.budget = input.uint();
  fields.goal = input.string();
  const hasTarget = input.byte();
  if (hasTarget > 1) fail('link.damaged.targetFlag', { flag: hasTarget });
  if (hasTarget) fields.target = input.float();
  const from = input.uint();
  if (from) fields.from = from;
  const count = input.uint();
  if (count > MAX_QUESTIONS) fail('link.damaged.puzzleCells', { count });
  if (count) fields.cells = Array.from({ length: count }, () => [input.uint(), input.uint()]);
  const { puzzle, error } = checkPuzzle(fields, map);
  if (error) fail('link.damaged.puzzle', { error });
  return puzzle;
}

function readBody(bytes) {
  const input = new Reader(bytes);
  const flags = input.byte();
  const speed = flags & VIEW_FLAGS.speed ? input.byte() : null;
  if (speed !== null && speed >= SPEED_COUNT) fail('link.damaged.speed', { speed });
  const step = flags & VIEW_FLAGS.step ? input.uint() : null;
  const options = { ...DEFAULT_OPTIONS };
  const count = input.uint();
  if (count > OPTION_INFO.length) fail('link.damaged.options', { count });
  for (let k = 0; k < count; k++) {
    const option = OPTION_INFO[input.uint()];
    if (!option || !Object.hasOwn(PAGE_DEFAULTS, option.name)) fail('link.damaged.option');
    if (option.type === 'choice') {
      const choice = choiceOfShareId(option, input.uint());
      if (choice === undefined) fail('link.damaged.choice', { name: option.name });
      options[option.name] = choice;
    } else {
      const type = input.byte();
      const value = type === NUMBER_TYPE.whole ? input.uint() : type === NUMBER_TYPE.float ? input.float() : fail('link.damaged.numberType', { type });
      if (checkOption(option.name, value).error) fail('link.damaged.value', { name: option.name, value });
      options[option.name] = value;
    }
  }
  const scene = input.string();
  if (!Object.hasOwn(SCENE_CODECS, scene)) fail('link.damaged.scene', { scene });
  const puzzle = { scene, options, speed, step, show: showOf(SHOW_ITEMS.filter((item) => flags & VIEW_FLAGS[item])) };
  SCENE_CODECS[scene].read(input, puzzle);
  // The sections after the scene: `learn` (a puzzle) and `lesson`, only on a link that has them, so links
  // without one decode exactly as before.
  while (input.at < bytes.length) {
    const section = input.string();
    if (section === 'puzzle' && !puzzle.learn) puzzle.learn = readLearn(input, puzzle.scene === 'roads' ? null : puzzle);
    else if (section === 'topology' && !puzzle.topology) puzzle.topology = topologyOf(input.string());
    else if (section === 'lesson' && !puzzle.lesson) puzzle.lesson = lessonOf(input.text());
    else fail('link.damaged.section', { section });
  }
  // (A road scene's options are the grid form's, kept for the page: no grid of its own to fit them to.)
  if (puzzle.scene !== 'roads') fitTopology(puzzle, true);
  return puzzle;
}

const SCENE_CODECS = { grid: gridCodec, walk: walkCodec, roads: roadsCodec };

// --- the v1 body, read only: links shared before v2 keep opening ------------------------------------
// flags (generator 1, step 2, numbers 4, arrows 8, start 16, goal 32, speed 64), the options as indexes
// into the frozen lists above, speed, step, then the grid with the generator as an index.

function readBodyV1(bytes) {
  const input = new Reader(bytes);
  const flags = input.byte();
  // Options v1 did not have take their defaults.
  const options = {
    ...DEFAULT_OPTIONS,
    algorithm: input.pick(ALGORITHMS, 'link.damaged.algorithm'),
    heuristic: input.pick(HEURISTICS, 'link.damaged.heuristic'),
    movement: input.byte(),
    diagonal: input.pick(DIAGONALS, 'link.damaged.diagonal'),
    costs: input.pick(COSTS, 'link.damaged.costs'),
    tieBreak: input.pick(TIE_BREAKS, 'link.damaged.tieBreak'),
    weight: input.byte() ? input.float() : 2,
  };
  if (options.movement !== 4 && options.movement !== 8) fail('link.damaged.movement', { movement: options.movement });
  // v1 links took weights up to 10^6 (the page's form had no upper bound then): they still open, with the
  // form's largest weight in place of a larger one, so the form shows the weight the search uses.
  if (!(options.weight >= 1 && options.weight <= 1e6)) fail('link.damaged.weight', { weight: options.weight });
  options.weight = Math.min(options.weight, optionInfo('weight').max);
  const speed = flags & 64 ? input.byte() : null;
  if (speed !== null && speed >= SPEED_COUNT) fail('link.damaged.speed', { speed });
  const step = flags & 2 ? input.uint() : null;
  const puzzle = { scene: 'grid', options, speed, step, show: { ...showOf(), numbers: Boolean(flags & 4), arrows: Boolean(flags & 8) } };
  readGrid(input, puzzle, { hasGenerator: Boolean(flags & 1), hasStart: Boolean(flags & 16), hasGoal: Boolean(flags & 32) },
    () => input.pick(GENERATORS, 'link.damaged.generator'));
  if (input.at !== bytes.length) fail('link.damaged.leftOver');
  return puzzle;
}

// The binary fragment (without '#') for a puzzle.
export async function encodePuzzle(puzzle) {
  const body = writeBody(puzzle);
  const packed = await compress(body);
  const header = new Writer();
  header.uint(body.length);
  header.uint(packed.length);
  const sum = checksum(body);
  for (let shift = 24; shift >= 0; shift -= 8) header.byte(sum >>> shift);
  const all = new Uint8Array(header.bytes.length + packed.length);
  all.set(header.array());
  all.set(packed, header.bytes.length);
  return `v${VERSION}.${toBase64url(all)}`;
}

// The largest body a valid link can declare: the options, then a 1024x1024 grid of terrain, byte a cell,
// or as many edits.
const MAX_BODY = 1024 + MAX_SIDE * MAX_SIDE * 5;

async function decodeBinary(text, version) {
  if (text.length > MAX_BINARY_CHARS) fail('link.tooLong', { length: text.length, limit: MAX_BINARY_CHARS });
  const bytes = fromBase64url(text);
  const header = new Reader(bytes);
  const bodyLength = header.uint();
  const packedLength = header.uint();
  if (bodyLength > MAX_BODY) fail('link.damaged.claims', { bytes: bodyLength });
  let sum = 0;
  for (let k = 0; k < 4; k++) sum = sum * 256 + header.byte();
  if (bytes.length - header.at < packedLength) fail('link.truncated');
  if (bytes.length - header.at > packedLength) fail('link.damaged.leftOver');
  const body = await decompress(bytes.subarray(header.at), bodyLength);
  if (checksum(body) !== sum) fail('link.damaged.checksum');
  return version === 1 ? readBodyV1(body) : readBody(body);
}

// --- the hand-writable form -------------------------------------------------------------------------

// Field name -> option: every page option by its registry name, and two short forms people write.
const NAMES = { ...Object.fromEntries(Object.keys(PAGE_DEFAULTS).map((name) => [name, name])), algo: 'algorithm', tiebreak: 'tieBreak' };


function parseRows(text) {
  const rows = text.split('/');
  while (rows.length > 1 && rows[rows.length - 1] === '') rows.pop(); // a trailing slash
  const height = rows.length;
  const width = rows[0].length;
  checkSize(width, height);
  let start = null;
  let goal = null;
  const cells = new Uint8Array(width * height);
  rows.forEach((row, y) => {
    if (row.length !== width) fail('link.rowWidth', { row: y + 1, cells: row.length, width });
    for (let x = 0; x < width; x++) {
      const tile = row[x];
      const code = Object.hasOwn(ASCII, tile) ? ASCII[tile] : -1;
      if (code < 0) fail('link.tile', { row: y + 1, column: x + 1, tile });
      cells[y * width + x] = code;
      if (tile === 'S') { if (start) fail('link.twoStarts'); start = { x, y }; }
      if (tile === 'G') { if (goal) fail('link.twoGoals'); goal = { x, y }; }
    }
  });
  return { width, height, cells, start, goal };
}

// A link's own text in a message: at most 40 characters of it (a message is a sentence, not the link again).
const quote = (text) => String(text).slice(0, 40);

// A number as docs/EMBED.md writes one: digits, perhaps with a decimal part (not 0x10, 1e3 or ' 2').
function number(value, name, low, high, whole = false) {
  const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(n >= low && n <= high) || (whole && !Number.isInteger(n))) fail('link.notNumber', { name, value: quote(value), low, high });
  return n;
}

// The named fields of a hand-written link, percent-decoded, as a Map (the last of a repeated name wins).
function textFields(text) {
  const fields = new Map();
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    let key = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      key = decodeURIComponent(key);
      value = decodeURIComponent(value);
    } catch {
      fail('link.damaged.escape', { key: quote(key) });
    }
    fields.set(key, value);
  }
  return fields;
}

// The view fields (`show`, `step`, `speed`) a hand-written link leaves out, which the page then fills as
// its default page does (search shown, numbers on, speed fitted to the trace); [] for a binary link,
// whose absent step or speed is a choice the person who copied it made.
export const VIEW_FIELDS = Object.freeze(['show', 'step', 'speed']);
export function viewFieldsLeftOut(fragment) {
  const text = String(fragment).replace(/^#/, '');
  if (/^v\d/.test(text) || text.length > MAX_TEXT_CHARS) return [];
  try {
    const fields = textFields(text);
    return VIEW_FIELDS.filter((name) => !fields.has(name));
  } catch {
    return [];
  }
}

function decodeText(text) {
  if (text.length > MAX_TEXT_CHARS) fail('link.tooLong', { length: text.length, limit: MAX_TEXT_CHARS });
  const fields = textFields(text);
  const options = { ...DEFAULT_OPTIONS };
  const puzzle = { scene: 'grid', options, speed: null, step: null, show: showOf(), start: null, goal: null };
  for (const [key, value] of fields) {
    const name = NAMES[key];
    if (name) {
      // The registry's one check (the form's and the embed API's too): a new algorithm can be written
      // by hand at once.
      const checked = checkOption(name, value, key);
      if (checked.error) failWith(checked.error);
      options[name] = checked.value;
    } else if (key === 'speed') puzzle.speed = number(value, 'speed', 0, SPEED_COUNT - 1, true);
    else if (key === 'step') puzzle.step = number(value, 'step', 0, MAX_SEED, true);
    else if (key === 'show') {
      for (const item of value.split(',').filter(Boolean)) {
        if (!SHOW_ITEMS.includes(item)) fail('link.show', { item: quote(item), expected: SHOW_ITEMS.join(', ') });
        puzzle.show[item] = true;
      }
    } else if (key === 'topology') puzzle.topology = topologyOf(value);
    else if (!['map', 'maze', 'seed', 'size', 'braid', 'density', 'coverage', 'scale', 'start', 'goal', 'lesson', 'scene', ...PUZZLE_FIELDS, ...EMBED_FIELDS].includes(key)) {
      fail('link.field', { key: quote(key) });
    }
  }
  if (fields.has('lesson')) {
    // A shipped lesson (docs/LESSONS.md) by its id, at a scene (1-based): its scenes say what the page shows, so
    // a map or an option beside it would be ignored: refused instead.
    const beside = [...fields.keys()].find((key) => key !== 'lesson' && key !== 'scene' && !EMBED_FIELDS.includes(key));
    if (beside !== undefined) fail('link.besideLesson', { key: quote(beside) });
    const id = fields.get('lesson');
    if (!/^[a-z0-9-]{1,64}$/.test(id)) fail('link.lessonName', { id: quote(id) });
    const scene = fields.has('scene') ? number(fields.get('scene'), 'scene', 1, 60, true) : 1;
    return { scene: 'lesson', lesson: { id, scene: scene - 1 } };
  }
  if (fields.has('map')) {
    Object.assign(puzzle, parseRows(fields.get('map')));
  } else if (fields.has('maze')) {
    const kind = fields.get('maze');
    if (!GENERATORS.includes(kind)) fail('link.maze', { kind: quote(kind), expected: GENERATORS.join(', ') });
    const size = /^(\d{1,9})x(\d{1,9})$/.exec(fields.get('size') ?? '41x25');
    if (!size) fail('link.size', { size: quote(fields.get('size')) });
    puzzle.width = Number(size[1]);
    puzzle.height = Number(size[2]);
    checkSize(puzzle.width, puzzle.height);
    const share = (key, fallback) => (fields.has(key) ? number(fields.get(key), key, 0, 1) : fallback);
    puzzle.generator = {
      kind, seed: fields.has('seed') ? number(fields.get('seed'), 'seed', 0, MAX_SEED, true) : 1,
      braid: share('braid', 0.25), density: share('density', 0.3), terrainCoverage: share('coverage', 0),
      terrainScale: fields.has('scale') ? number(fields.get('scale'), 'scale', 1, 4096, true) : 16,
    };
    puzzle.edits = [];
  } else {
    fail('link.noMap');
  }
  for (const which of ['start', 'goal']) {
    if (!fields.has(which)) continue;
    const point = /^(\d{1,9}),(\d{1,9})$/.exec(fields.get(which));
    if (!point) fail(which === 'start' ? 'link.startNotPoint' : 'link.goalNotPoint', { value: quote(fields.get(which)) });
    puzzle[which] = { x: Number(point[1]), y: Number(point[2]) };
  }
  checkPoint(puzzle.start, 'start', puzzle.width, puzzle.height);
  checkPoint(puzzle.goal, 'goal', puzzle.width, puzzle.height);
  fitTopology(puzzle, [...fields.keys()].some((key) => NAMES[key] === 'heuristic'));
  if (fields.has('puzzle')) puzzle.learn = textLearn(fields, puzzle);
  return puzzle;
}

// A puzzle's fields as a hand-written link names them: puzzle=KIND, and seed (the maze generator's too, with
// maze=), count, walls (the walls goal: `goal` is the goal cell), wallbudget (`budget` is IDA*'s), target,
// from (a step) and cells (`X,Y;X,Y`).
const PUZZLE_FIELDS = ['puzzle', 'count', 'wallbudget', 'walls', 'target', 'from', 'cells'];
function textLearn(fields, map) {
  const learn = { kind: fields.get('puzzle') };
  const whole = (name) => number(fields.get(name), name, 0, MAX_SEED, true);
  if (fields.has('seed')) learn.seed = whole('seed');
  if (fields.has('count')) learn.count = whole('count');
  if (fields.has('wallbudget')) learn.budget = whole('wallbudget');
  if (fields.has('walls')) learn.goal = fields.get('walls');
  if (fields.has('target')) learn.target = number(fields.get('target'), 'target', 0, MAX_SEED);
  if (fields.has('from')) learn.from = whole('from');
  if (fields.has('cells')) {
    learn.cells = fields.get('cells').split(';').map((pair) => {
      const point = /^(\d{1,9}),(\d{1,9})$/.exec(pair);
      if (!point) fail('link.cells', { value: quote(fields.get('cells')) });
      return [Number(point[1]), Number(point[2])];
    });
  }
  const { puzzle, error } = checkPuzzle(learn, map);
  if (error) failWith(error);
  return puzzle;
}

// The hand-writable fragment of a small grid puzzle (what docs/EMBED.md describes).
export function textForm(puzzle) {
  const rows = [];
  for (let y = 0; y < puzzle.height; y++) {
    let row = '';
    for (let x = 0; x < puzzle.width; x++) {
      const isAt = (p) => p && p.x === x && p.y === y;
      row += isAt(puzzle.start) ? 'S' : isAt(puzzle.goal) ? 'G' : ASCII_OF[puzzle.cells[y * puzzle.width + x]];
    }
    rows.push(row);
  }
  const o = puzzle.options;
  return `map=${rows.join('/')}&algo=${o.algorithm}&heuristic=${o.heuristic}&movement=${o.movement}&diagonal=${o.diagonal}` +
    `&costs=${o.costs}&weight=${o.weight}&tieBreak=${o.tieBreak}${puzzle.topology === 'hex' ? '&topology=hex' : ''}`;
}

// Embed flags (`embed`, `autoplay`, `controls`, `stats`, `origin`; web/share/embed.js) may ride in the same
// fragment, after the payload or among the named fields; the decoder skips them.
// fragment: location.hash with or without '#'. Resolves to {puzzle} or {error: message}; never rejects
// for any string. An empty fragment gives {puzzle: null}.
export async function decodeFragment(fragment) {
  try {
    if (typeof fragment !== 'string') fail('link.notText');
    const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
    if (text === '') return { puzzle: null };
    const version = /^v(\d{1,6})\.(.*)$/s.exec(text);
    if (version) {
      const number = Number(version[1]);
      if (!READABLE_VERSIONS.includes(number)) fail('link.version', { version: version[1] });
      // Embed fields may follow the payload; anything else there is a mistake the link would hide.
      const [payload, ...fields] = version[2].split('&');
      const names = fields.map((field) => field.split('=')[0]);
      for (const name of names) {
        if (!EMBED_FIELDS.includes(name)) {
          fail('link.afterData', { name: quote(name), fields: EMBED_FIELDS.join(', ') });
        }
      }
      // They are read only beside `embed` (web/share/embed.js); without it the page ignored `&show=...`
      // silently, the link's data holding what it shows.
      const ignored = names.find((name) => name !== 'embed');
      if (ignored !== undefined && !names.includes('embed')) {
        fail('link.embedOnly', { name: quote(ignored) });
      }
      return { puzzle: await decodeBinary(payload, number) };
    }
    if (/^v\d/.test(text)) fail('link.version', { version: text.slice(1, 12).split(/[^0-9]/)[0] });
    return { puzzle: decodeText(text) };
  } catch (error) {
    if (error instanceof LinkError) return { error: error.message };
    if (error instanceof RangeError) return { error: tPlain('link.damaged.range') };
    throw error;
  }
}
