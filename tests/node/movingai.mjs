// A small reader for the MovingAI benchmark formats, written independently of cpp/io/movingai.cpp so the
// parity test does not trust the code it checks.
import fs from 'node:fs';

export const MOVINGAI_DIR = new URL('../data/movingai/', import.meta.url);

const PASSABLE = new Set(['.', 'G', 'S']);
const WALLS = new Set(['@', 'O', 'T', 'W']);

function lines(text) {
  return text.split('\n').map((line) => line.replace(/\r$/, ''));
}

// `.map` text -> {width, height, cells} with cell codes 0 (floor) and 1 (wall).
export function parseMap(text) {
  const rows = lines(text);
  const header = (i, key) => {
    const match = new RegExp(`^${key}\\s+(\\d+)\\s*$`).exec(rows[i] ?? '');
    if (!match) throw new Error(`map line ${i + 1}: expected '${key} N', found '${rows[i]}'`);
    return Number(match[1]);
  };
  if (!/^type\s+\S+\s*$/.test(rows[0] ?? '')) throw new Error(`map line 1: expected 'type octile'`);
  const height = header(1, 'height');
  const width = header(2, 'width');
  if ((rows[3] ?? '').trim() !== 'map') throw new Error(`map line 4: expected 'map'`);
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = rows[4 + y];
    if (row === undefined || row.length !== width) {
      throw new Error(`map line ${5 + y}: expected ${width} tiles, found ${row === undefined ? 'end of file' : row.length}`);
    }
    for (let x = 0; x < width; x++) {
      const tile = row[x];
      if (PASSABLE.has(tile)) cells[y * width + x] = 0;
      else if (WALLS.has(tile)) cells[y * width + x] = 1;
      else throw new Error(`map line ${5 + y}, column ${x + 1}: unknown tile '${tile}'`);
    }
  }
  return { width, height, cells };
}

// `.scen` text -> {header, queries: [{line, bucket, map, width, height, start, goal, optimal}]}; fields are
// separated by tabs or spaces; `line` keeps the original text.
export function parseScen(text) {
  const rows = lines(text);
  const header = rows[0] ?? '';
  if (!/^version\s+1(\.0)?\s*$/.test(header)) throw new Error(`scen line 1: expected 'version 1', found '${header}'`);
  const queries = [];
  for (let i = 1; i < rows.length; i++) {
    const fields = rows[i].trim().split(/[ \t]+/).filter(Boolean);
    if (fields.length === 0) continue;
    if (fields.length !== 9) throw new Error(`scen line ${i + 1}: expected 9 fields, found ${fields.length}`);
    const [bucket, map, width, height, sx, sy, gx, gy, optimal] = fields;
    const numbers = [bucket, width, height, sx, sy, gx, gy].map(Number);
    if (!numbers.every(Number.isInteger) || !Number.isFinite(Number(optimal))) {
      throw new Error(`scen line ${i + 1}: malformed number in '${rows[i]}'`);
    }
    queries.push({
      line: rows[i],
      bucket: numbers[0],
      map,
      width: numbers[1],
      height: numbers[2],
      start: { x: numbers[3], y: numbers[4] },
      goal: { x: numbers[5], y: numbers[6] },
      optimal: Number(optimal),
    });
  }
  return { header, queries };
}

export function readMap(relativePath) {
  return parseMap(fs.readFileSync(new URL(relativePath, MOVINGAI_DIR), 'utf8'));
}

export function readScen(relativePath) {
  return parseScen(fs.readFileSync(new URL(relativePath, MOVINGAI_DIR), 'utf8'));
}

// `count` evenly spaced items of `items` (all of them when there are fewer), in file order.
export function evenlySpaced(items, count) {
  const n = Math.min(items.length, count);
  const picked = [];
  for (let i = 0; i < n; i++) picked.push(items[Math.floor((i * items.length) / n)]);
  return picked;
}
