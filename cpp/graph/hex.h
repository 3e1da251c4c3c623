// Hexagonal grids: pointy-top hexes stored in the grid's own width x height array, odd rows shoved half a
// hex right ("odd-r" offset coordinates in Red Blob Games' hexagon guide). A hex grid is a square grid's
// cells with other neighbours, so everything that stores, edits, pads or pools cells serves both; only the
// moves, the distances and the lines differ, and they live here.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "graph/grid.h"

namespace frontier {

// How the cells of a grid touch: squares (four or eight neighbours) or hexes (six).
enum class Topology : std::uint8_t { Square, Hex };

// Odd-r neighbours are the square grid's four straight ones plus two of its diagonals, which two depending
// on the row: an even row's hexes reach south-west and north-west (the row above and below sits half a hex
// left of them), an odd row's north-east and south-east. So a hex move is a square move, and the padded
// grid, its offsets and the searches' neighbour loop (graph/neighbours.h) serve both: a hex grid allows
// every diagonal of its row's pair, without a corner rule, at the cost of a straight step. The bits are
// the square's diagonal directions 4 + d (NE, SE, SW, NW), as in kAllowedDiagonals.
constexpr unsigned kEvenRowHexDiagonals = 0b1100;  // SW, NW
constexpr unsigned kOddRowHexDiagonals = 0b0011;   // NE, SE
constexpr unsigned hexDiagonals(int y) { return (y & 1) ? kOddRowHexDiagonals : kEvenRowHexDiagonals; }

// Whether two cells of a hex grid are neighbours (either may be anywhere).
constexpr bool hexNeighbours(Point a, Point b) {
  const int dx = b.x - a.x, dy = b.y - a.y;
  if (dy == 0) return dx == 1 || dx == -1;
  if (dy != 1 && dy != -1) return false;
  // Row a.y's two diagonal neighbours in the next row up or down lie at dx 0 and -1 (even) or 0 and +1 (odd).
  return dx == 0 || dx == ((a.y & 1) ? 1 : -1);
}

// Axial coordinates (q, r) of an odd-r cell: r is the row, q runs along the row and leans with it, so the
// third cube coordinate s = -q - r and a hex distance is max(|dq|, |dr|, |ds|). y >> 1 is floor(y / 2) for
// every y, so the border's row -1 converts too.
struct Axial {
  int q;
  int r;
};
constexpr Axial toAxial(int x, int y) { return {x - (y >> 1), y}; }

// The fewest hex steps between two cells on an open grid: the hex heuristic, exact without walls.
inline int hexDistance(Axial a, Axial b) {
  const int dq = a.q - b.q, dr = a.r - b.r;
  const int ds = -dq - dr;
  return std::max(std::abs(dq), std::max(std::abs(dr), std::abs(ds)));
}

// A cell's centre on the plane, neighbours one unit apart: rows sqrt(3) / 2 apart, odd rows half a unit
// right. Straight lines (the Euclidean estimate, Theta*'s segments) are measured here, in hex steps.
struct HexCentre {
  double x;
  double y;
};
inline HexCentre hexCentre(int x, int y) { return {x + 0.5 * (y & 1), y * (std::sqrt(3.0) / 2.0)}; }

}  // namespace frontier
