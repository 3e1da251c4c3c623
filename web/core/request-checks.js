// The checks the engine's calls share (web/core/engine.js, walk-calls.js, road-calls.js): a value as an error
// names it, a point, a text's size, the terrain costs. Each refusal is an Error in the engine's words.
import { ENGINE_DEFAULTS, LIMITS } from './registry.js';

// The refusal of a text over `limit` (the grid readers' by default), measured in UTF-8 bytes as the engine
// measures it (JavaScript counts UTF-16 units, up to three times fewer), before it is copied into wasm
// memory; or ''. The size is given in bytes, as the engine words it (cpp/io/text_lines.h, sizeLimitError):
// whole megabytes said of a text just over the limit "64 MB, over the 64 MB limit".
export function textSizeError(text, limit = LIMITS.textBytes, what = 'the text') {
  // A string has at least as many UTF-8 bytes as UTF-16 units and at most three times as many.
  if (text.length * 3 <= limit) return '';
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair (two units) is 4 bytes: 2 for each unit.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
  }
  if (bytes <= limit) return '';
  return `line 1: ${what} is ${bytes} bytes, over the ${limit / 2 ** 20} MiB limit (${limit} bytes)`;
}
// The request's terrainCosts over the defaults, checked.
export function terrainCosts(request) {
  if (request === null || typeof request !== 'object') {
    throw new Error(`terrainCosts must be an object such as {grass: 3}, got ${describeValue(request)}`);
  }
  const costs = { ...ENGINE_DEFAULTS.terrainCosts };
  for (const [name, cost] of Object.entries(request)) {
    if (!Object.hasOwn(costs, name)) throw new Error(`unknown terrain '${name}' (expected floor, grass, sand or water)`);
    // A number, as docs/API.md says and as weight is checked: Number() took '3', true, [5] and '0x10'.
    if (typeof cost !== 'number') throw new Error(`terrainCosts.${name} must be a number, got ${describeValue(cost)}`);
    costs[name] = cost;
  }
  return costs;
}

export function requireInteger(value, name) {
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got ${describeValue(value)}`);
}

// A value as an error message shows it: a string is said to be one ('1' and 1 look alike otherwise).
// An array is said to be one, with its items (String(['astar']) is 'astar', which read as the name itself).
export function describeValue(value) {
  if (typeof value === 'string') return `the string '${value.slice(0, 40)}'`;
  if (Array.isArray(value)) return `an array [${shown(value)}]`;
  if (typeof value === 'bigint') return `the BigInt ${value}n`;
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
  if (point === null || typeof point !== 'object') throw new Error(`${name} must be {x, y}`);
  requireInteger(point.x, `${name}.x`);
  requireInteger(point.y, `${name}.y`);
  // The engine checks the grid's bounds; a 32-bit int must carry the value there.
  if (Math.abs(point.x) > 0x7fffffff || Math.abs(point.y) > 0x7fffffff) {
    throw new Error(`${name} (${point.x}, ${point.y}) is outside the grid`);
  }
  return point;
}
