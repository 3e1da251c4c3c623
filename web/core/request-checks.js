// The one check of a request to the engine, for grids (web/core/engine.js), walks (walk-calls.js) and road
// networks (road-calls.js) alike: a request is an object of known keys, each value a boolean, a whole number
// in a range, a node id, a point, a string, a function, as the call needs; a text's size; the terrain costs.
// Each refusal is an Error whose message is the catalogue's (web/i18n/*/engine.js): English in Node, in a
// worker started without ?lang and in docs/API.md, the page's language on the page.
import { ENGINE_DEFAULTS, LIMITS } from './registry.js';
import { tPlain } from '../i18n/i18n.js';

// The Error of the catalogue's refusal `key` with `values` (throw refuse(...)).
export function refuse(key, values) {
  return new Error(tPlain(key, values));
}

// A request must be an object: '{call} takes an object' (such as `example`, when given).
export function requireRequest(request, call, example = '') {
  if (request === null || typeof request !== 'object') throw refuse(example ? 'request.objectSuchAs' : 'request.object', { call, example });
}

// Every own key of `request` one of `known` (a Set, or a function of the key): "unknown {call} option 'k'".
export function requireKnownKeys(request, known, call) {
  const knows = typeof known === 'function' ? known : (key) => known.has(key);
  for (const key in request) {
    if (Object.hasOwn(request, key) && !knows(key)) throw refuse('request.unknownOption', { call, key });
  }
}

export function requireBoolean(value, name) {
  if (typeof value !== 'boolean') throw refuse('request.boolean', { name, value: describeValue(value) });
}

// 4 or 8 directions (the number as it came: '8' is said as 8).
export function requireMovement(movement) {
  if (movement !== 4 && movement !== 8) throw refuse('request.movement', { value: String(movement) });
}

export function requireInteger(value, name) {
  if (!Number.isInteger(value)) throw refuse('request.integer', { name, value: describeValue(value) });
}

// A whole number from `low` to `high` (no upper bound: said "from low"). `highText` is how the message writes
// `high` ('2^53 - 1', 'Infinity'); `show` how it writes the value (describeValue, or String where a message
// always said the value plainly); `fits` whether the value passes, where the rule is not low..high.
export function requireWhole(value, name, {
  low, high = Infinity, highText = high === Infinity ? '' : String(high), show = describeValue,
  fits = Number.isInteger(value) && value >= low && value <= high,
}) {
  if (fits) return;
  if (!highText) throw refuse('request.wholeFrom', { name, low, value: show(value) });
  throw refuse('request.whole', { name, low, high: highText, value: show(value) });
}

// A road network's node id: a whole number that a 32-bit id holds (the engine checks it is in the network).
export function requireNodeId(id, name) {
  if (!Number.isInteger(id) || id < 0 || id > 0xFFFFFFFF) throw refuse('request.nodeId', { name, value: describeValue(id) });
}

// A value of `type` ('string', 'number', 'boolean' or 'integer', said "a whole number").
export function requireType(value, name, type) {
  const fits = type === 'integer' ? Number.isInteger(value) : typeof value === type;
  if (!fits) throw refuse(`request.type.${type}`, { name, value: describeValue(value) });
}

// A callback, or null where `nullable`.
export function requireFunction(value, name, { nullable = false } = {}) {
  if (!(nullable && value === null) && typeof value !== 'function') throw refuse('request.function', { name, value: describeValue(value) });
}

// The refusal of a text over `limit` (the grid readers' by default), measured in UTF-8 bytes as the engine
// measures it (JavaScript counts UTF-16 units, up to three times fewer), before it is copied into wasm
// memory; or ''. The size is given in bytes, as the engine words it (cpp/io/text_lines.h, sizeLimitError):
// whole megabytes said of a text just over the limit "64 MB, over the 64 MB limit". `what`: which text, 'text'
// (a grid's or a network's), 'gr' or 'co' (DIMACS's two files).
export function textSizeError(text, limit = LIMITS.textBytes, what = 'text') {
  // A string has at least as many UTF-8 bytes as UTF-16 units and at most three times as many.
  if (text.length * 3 <= limit) return '';
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair (two units) is 4 bytes: 2 for each unit.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
  }
  if (bytes <= limit) return '';
  // (Said at line 1, as the engine's readers say it: web/core/engine-refusals.js reads theirs back by the same keys.)
  return tPlain('cpp.atLine', { line: 1, error: tPlain(`request.textSize.${what}`, { bytes, mib: limit / 2 ** 20, limit }) });
}
// The request's terrainCosts over the defaults, checked.
export function terrainCosts(request) {
  if (request === null || typeof request !== 'object') throw refuse('request.terrainObject', { value: describeValue(request) });
  const costs = { ...ENGINE_DEFAULTS.terrainCosts };
  for (const [name, cost] of Object.entries(request)) {
    if (!Object.hasOwn(costs, name)) throw refuse('request.terrainUnknown', { name });
    // A number, as docs/API.md says and as weight is checked: Number() took '3', true, [5] and '0x10'.
    if (typeof cost !== 'number') throw refuse('request.terrainNumber', { name, value: describeValue(cost) });
    costs[name] = cost;
  }
  return costs;
}

// A value as an error message shows it: a string is said to be one ('1' and 1 look alike otherwise).
// An array is said to be one, with its items (String(['astar']) is 'astar', which read as the name itself).
export function describeValue(value) {
  if (typeof value === 'string') return tPlain('request.value.string', { text: value.slice(0, 40) });
  if (Array.isArray(value)) return tPlain('request.value.array', { items: shown(value) });
  if (typeof value === 'bigint') return tPlain('request.value.bigint', { value: String(value) });
  return shown(value);
}

// String() of a value, at most 40 characters, or its type when it has no text ({toString: {}} throws).
function shown(value) {
  try {
    return String(value).slice(0, 40);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export function requirePoint(point, name) {
  if (point === null || typeof point !== 'object') throw refuse('request.point', { name });
  requireInteger(point.x, `${name}.x`);
  requireInteger(point.y, `${name}.y`);
  // The engine checks the grid's bounds; a 32-bit int must carry the value there.
  if (Math.abs(point.x) > 0x7fffffff || Math.abs(point.y) > 0x7fffffff) {
    throw refuse('request.pointOutside', { name, x: point.x, y: point.y });
  }
  return point;
}
