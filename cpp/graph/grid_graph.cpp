// Line of sight on the grid: the cells a segment between two cell centres passes through, walked exactly
// with integers (a supercover line), with the diagonal rule applied where it passes through a corner. (Hexes
// have their own: graph/hex_sight.h.)
#include "graph/grid_graph.h"

#include "graph/hex_sight.h"

#include <cstdlib>

namespace frontier {

bool GridGraph::lineOfSight(Point from, Point to) const {
  if (rules_.hex) return hexLineOfSight(grid_, from, to);
  // Walked on padded indexes (the border of walls stops nothing here: both ends are on the grid, and so is
  // the segment between them): one add and one load per cell, as Theta* asks this of almost every move.
  const std::uint8_t* kinds = grid_.kinds();
  const auto open = [kinds](std::int64_t index) { return kinds[index] != static_cast<std::uint8_t>(Cell::Wall); };
  const Diagonal cornerRule = rules_.diagonals ? rules_.diagonalRule : Diagonal::NoCornerCut;
  const int dx = std::abs(to.x - from.x);
  const int dy = std::abs(to.y - from.y);
  const std::int64_t stepX = to.x > from.x ? 1 : -1;
  const std::int64_t stepY = to.y > from.y ? std::int64_t{grid_.stride()} : -std::int64_t{grid_.stride()};
  // The segment runs from (from.x + 1/2, from.y + 1/2). Having crossed i vertical and j horizontal cell
  // borders, it meets the next vertical one at t = (2i + 1) / 2dx and the next horizontal one at
  // t = (2j + 1) / 2dy; `order` = (2j + 1) dx - (2i + 1) dy compares the two without division: positive,
  // the vertical border comes first; negative, the horizontal one; zero, both at once (a corner).
  int order = dx - dy;
  std::int64_t at = grid_.padded(from);
  if (!open(at)) return false;
  for (int bordersLeft = dx + dy; bordersLeft > 0;) {
    if (order > 0) {
      at += stepX;
      order -= 2 * dy;
      bordersLeft -= 1;
    } else if (order < 0) {
      at += stepY;
      order += 2 * dx;
      bordersLeft -= 1;
    } else {
      const bool sideX = open(at + stepX);
      const bool sideY = open(at + stepY);
      const bool cornerPasses = cornerRule == Diagonal::Always ||
                                (cornerRule == Diagonal::OneBlocked ? sideX || sideY : sideX && sideY);
      if (!cornerPasses) return false;
      at += stepX + stepY;
      order += 2 * dx - 2 * dy;
      bordersLeft -= 2;
    }
    if (!open(at)) return false;
  }
  return true;
}

}  // namespace frontier
