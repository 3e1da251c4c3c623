// Hex grid geometry as the engine defines it (cpp/graph/hex.h): pointy-top hexes in odd-r offset rows (odd rows
// shoved half a hex right), neighbours one unit apart. The one JS copy of these facts, for the page's layout
// (web/grid/cell-layout.js), its estimates (web/core/open-list.js), its regions (web/grid/default-maze.js) and
// the Walk view's fog (web/walk/walk-replay.js). No DOM here.

// Rows sit sqrt(3)/2 apart; a hex's corners are 1/sqrt(3) from its centre.
export const HEX_ROW = Math.sqrt(3) / 2;
export const HEX_RADIUS = 1 / Math.sqrt(3);

// Axial (q, r) of an odd-r cell and back (Red Blob Games' hexagon guide); y >> 1 is floor(y / 2) for every y.
export const toAxial = (x, y) => ({ q: x - (y >> 1), r: y });
export const fromAxial = (q, r) => ({ x: q + (r >> 1) + 0, y: r + 0 }); // + 0: no -0 from rounding

// The fewest hex steps between two cells on an open grid (the hex heuristic's distance).
export function hexDistance(a, b) {
  const p = toAxial(a.x, a.y), q = toAxial(b.x, b.y);
  const dq = p.q - q.q, dr = p.r - q.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

// A cell's centre on the plane, neighbours one unit apart (the hex Euclidean estimate's points).
export const hexCentre = (x, y) => [x + 0.5 * (y & 1), y * HEX_ROW];

// The two neighbours of row y beyond its straight four (the square grid's N, E, S, W): an odd row's up-right and
// down-right, an even row's up-left and down-left, as the column step dx = +1 or -1 to the rows above and below.
export const hexDiagonalSide = (y) => ((y & 1) ? 1 : -1);
