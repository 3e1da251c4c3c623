// A puzzle's fields as share links, lessons and the embed carry them: the kinds' and the walls goals' names,
// each field's range and default, and the one check of them all. No dependencies but the catalogue (its
// refusals, web/i18n/*/refusals.js), so the share codec (on the page's first load) reads it without loading the
// puzzles themselves (./puzzle-kinds.js has their rows, keyed by these names: a test holds the two to each other).
import { formatList, t, tPlain } from '../i18n/i18n.js';

export const PUZZLE_NAMES = Object.freeze(['predict', 'numbers', 'path', 'walls', 'which']);
export const WALL_GOAL_NAMES = Object.freeze(['work', 'detour', 'overestimate']);
export const DEFAULT_WALL_BUDGET = 10;
export const MAX_WALL_BUDGET = 1000;

// A puzzle as links, lessons and the embed carry it. Ranges: a seed is a 32-bit unsigned number (the
// generator's); at most MAX_QUESTIONS questions; a walls budget of 1 to MAX_WALL_BUDGET; a target a score.
// `from` and `cells` fix the questions where a lesson needs them: predict asks about the expansions after
// step `from`, one after another; numbers asks about `cells` ([[x, y], ...]) as they stand after step `from`.
export const MAX_QUESTIONS = 20;
export const MAX_SEED = 2 ** 32 - 1;
export const MAX_STEP = 2 ** 31 - 1;
export const MAX_CELL = 4095; // a cell's x or y (the engine's largest grid side less one)
export const PUZZLE_DEFAULTS = Object.freeze({ seed: 1, count: null, budget: DEFAULT_WALL_BUDGET, goal: 'work', target: null, from: null, cells: null });

// A value someone sent, for a message: at most 40 characters, and never a throw (an object without a
// toString, a BigInt, a Map).
function shown(value) {
  if (typeof value === 'string') return value.slice(0, 40);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return value === null ? 'null' : typeof value;
}

// What is wrong with a list of cells [[x, y], ...], or null.
function cellsError(cells) {
  if (!Array.isArray(cells) || cells.length < 1 || cells.length > MAX_QUESTIONS) return tPlain('puzzleField.cellsList', { max: MAX_QUESTIONS, value: shown(cells) });
  const bad = cells.find((cell) => !Array.isArray(cell) || cell.length !== 2 || !cell.every((v) => Number.isInteger(v) && v >= 0 && v <= MAX_CELL));
  if (bad === undefined) return null;
  const pair = Array.isArray(bad) && bad.length === 2 ? `[${bad.map(shown).join(', ')}]` : shown(bad);
  return tPlain('puzzleField.cellsEach', { max: MAX_CELL, value: pair });
}

// The first of `cells` outside a `width` x `height` map, as an error, or null. (The puzzle reads a cell as
// y * width + x: (7, 0) on a 7-wide map would ask about (0, 1).)
function cellsOutside(cells, { width, height }) {
  const outside = cells.find(([x, y]) => x >= width || y >= height);
  return outside ? tPlain('puzzleField.cellOutside', { x: outside[0], y: outside[1], width, height }) : null;
}

// Checks a puzzle's fields (from a link, a lesson or a host's message): {puzzle} with every field filled
// in, or {error} naming the field and what it takes. `map` ({width, height}): the grid it is asked on, when
// known, whose cells its `cells` must be. Never throws.
export function checkPuzzle(fields, map = null) {
  if (fields === null || typeof fields !== 'object') return { error: tPlain('puzzleField.object') };
  const { kind, ...rest } = fields;
  if (!PUZZLE_NAMES.includes(kind)) return { error: tPlain('puzzleField.kind', { kind: shown(kind), expected: PUZZLE_NAMES.join(', ') }) };
  const puzzle = { kind, ...PUZZLE_DEFAULTS };
  const whole = (name, value, low, high) => (Number.isInteger(value) && value >= low && value <= high ? null
    : tPlain('puzzleField.whole', { name, low, high, value: shown(value) }));
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    let error = null;
    if (name === 'seed') error = whole(name, value, 0, MAX_SEED);
    else if (name === 'count') error = whole(name, value, 1, MAX_QUESTIONS);
    else if (name === 'budget') error = whole(name, value, 1, MAX_WALL_BUDGET);
    else if (name === 'target') error = Number.isFinite(value) && value >= 0 ? null : tPlain('puzzleField.target', { value: shown(value) });
    else if (name === 'from') error = whole(name, value, 1, MAX_STEP);
    else if (name === 'cells') error = cellsError(value) ?? (map ? cellsOutside(value, map) : null);
    else if (name === 'goal') error = WALL_GOAL_NAMES.includes(value) ? null : tPlain('puzzleField.goal', { goal: shown(value), expected: WALL_GOAL_NAMES.join(', ') });
    else error = tPlain('puzzleField.field', { name: shown(name) });
    if (error) return { error };
    puzzle[name] = name === 'cells' ? value.map(([x, y]) => [x, y]) : value;
  }
  return { puzzle };
}

// The puzzles a lesson asks on a walk or a road scene, each its view's own: where the robot steps next after a
// replan (the Walk view's question, web/walk/walk-predict-panel.js: `count` of them, chosen by `seed`), the route
// to draw on the road network (web/roads/route-draw-panel.js), and on a road search the junction it settles
// next (web/roads/road-predict-panel.js: `count` in a row from step `from`, or spread by `seed`), and on
// alternative routes which one the engine keeps (web/roads/alternative-puzzle.js, the order by `seed`). All are
// graded from the engine (the trace, engine.checkRoute against Dijkstra, its alternatives' answer), as a grid's
// puzzles are.
export const VIEW_PUZZLES = Object.freeze({ walk: ['walk'], roads: ['route', 'settle', 'alternative'] });
export const VIEW_PUZZLE_DEFAULTS = Object.freeze({ walk: { seed: 1, count: 3 }, route: {}, settle: { seed: 1, count: 1, from: null }, alternative: { seed: 1 } });
const VIEW_PUZZLE_RANGES = { seed: [0, MAX_SEED], count: [1, MAX_QUESTIONS], from: [1, MAX_STEP] };

// Checks a lesson's puzzle on a `scene` ('walk' or 'roads') scene that `shows` ('search', 'disjoint', ... for
// roads): {puzzle} with every field filled in, or {error} naming the field. Never throws.
export function checkViewPuzzle(scene, fields, shows = 'search') {
  const kinds = VIEW_PUZZLES[scene];
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) return { error: tPlain('puzzleField.object') };
  const { kind } = fields;
  const kindsText = formatList(kinds.map((name) => `'${name}'`), 'disjunction');
  if (!kinds.includes(kind)) return { error: tPlain(`puzzleField.sceneKind.${scene}`, { kinds: kindsText, kind: shown(kind) }) };
  // What the road scene shows, as these refusals name it ("not on disjoint routes").
  const showing = () => t(`puzzleField.shows.${shows}`);
  if (kind === 'settle' && shows !== 'search') return { error: tPlain('puzzleField.settleOn', { shows: showing() }) };
  if (kind === 'alternative' && shows !== 'alternatives') return { error: tPlain('puzzleField.alternativeOn', { shows: showing() }) };
  const puzzle = { kind, ...VIEW_PUZZLE_DEFAULTS[kind] };
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'kind' || value === undefined || value === null) continue;
    if (!(name in puzzle)) return { error: tPlain('puzzleField.noField', { kind, name: shown(name) }) };
    const [low, high] = VIEW_PUZZLE_RANGES[name];
    if (!Number.isInteger(value) || value < low || value > high) return { error: tPlain('puzzleField.whole', { name, low, high, value: shown(value) }) };
    puzzle[name] = value;
  }
  return { puzzle };
}
