// Where the one-edit benchmarks (bench-wall-replan.mjs, bench-lpa-repair.mjs) draw their wall: the long
// queries they use, and a floor cell near a point but off a path.
import { selectQueries } from './movingai.mjs';

// The 512 x 512 maps they edit (issue 12: "a replan after one wall ... on a 512x512 map"), under
// tests/data/movingai.
export const EDIT_MAPS = Object.freeze(['random/random512-25-0', 'rooms/8room_000', 'mazes/maze512-1-0']);

// The `--queries N` of the command line (default 15); a bad N ends the script with its usage line.
export function queryCountFromArgs(script) {
  const at = process.argv.indexOf('--queries');
  const count = at >= 0 ? Number(process.argv[at + 1]) : 15;
  if (!Number.isInteger(count) || count < 1) {
    console.error(`usage: node scripts/${script} [--queries N]`);
    process.exit(2);
  }
  return count;
}

// The long queries: `count` evenly spaced ones from the upper half of the scenario's buckets.
export function longQueries(queries, count) {
  const top = Math.max(...queries.map((query) => query.bucket));
  return selectQueries(queries.filter((query) => query.bucket >= Math.ceil((top + 1) / 2)), count);
}

// A floor cell within Chebyshev distance 2 of `at`, off `path` (a list of {x, y}) and none of `avoid`, the
// first row by row, or null.
export function besideThePath(map, at, path, avoid = []) {
  const taken = new Set([...path, ...avoid].map(({ x, y }) => y * map.width + x));
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      const x = at.x + dx, y = at.y + dy;
      if (x < 0 || y < 0 || x >= map.width || y >= map.height) continue;
      if (map.cells[y * map.width + x] === 0 && !taken.has(y * map.width + x)) return { x, y };
    }
  }
  return null;
}
