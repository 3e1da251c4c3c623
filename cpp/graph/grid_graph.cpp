// Line of sight on the grid: the cells a segment between two cell centres passes through, walked exactly
// with integers (a supercover line), with the diagonal rule applied where it passes through a corner.
#include "graph/grid_graph.h"

#include <cstdlib>

namespace frontier {

bool GridGraph::lineOfSight(Point from, Point to) const {
  const auto open = [this](int x, int y) { return grid_.passable(grid_.padded({x, y})); };
  const Diagonal cornerRule = rules_.diagonals ? rules_.diagonalRule : Diagonal::NoCornerCut;
  const int dx = std::abs(to.x - from.x);
  const int dy = std::abs(to.y - from.y);
  const int stepX = to.x > from.x ? 1 : -1;
  const int stepY = to.y > from.y ? 1 : -1;
  // The segment runs from (from.x + 1/2, from.y + 1/2). Having crossed i vertical and j horizontal cell
  // borders, it meets the next vertical one at t = (2i + 1) / 2dx and the next horizontal one at
  // t = (2j + 1) / 2dy; `order` = (2j + 1) dx - (2i + 1) dy compares the two without division: positive,
  // the vertical border comes first; negative, the horizontal one; zero, both at once (a corner).
  int order = dx - dy;
  int x = from.x;
  int y = from.y;
  if (!open(x, y)) return false;
  for (int bordersLeft = dx + dy; bordersLeft > 0;) {
    if (order > 0) {
      x += stepX;
      order -= 2 * dy;
      bordersLeft -= 1;
    } else if (order < 0) {
      y += stepY;
      order += 2 * dx;
      bordersLeft -= 1;
    } else {
      const bool sideX = open(x + stepX, y);
      const bool sideY = open(x, y + stepY);
      const bool cornerPasses = cornerRule == Diagonal::Always ||
                                (cornerRule == Diagonal::OneBlocked ? sideX || sideY : sideX && sideY);
      if (!cornerPasses) return false;
      x += stepX;
      y += stepY;
      order += 2 * dx - 2 * dy;
      bordersLeft -= 2;
    }
    if (!open(x, y)) return false;
  }
  return true;
}

}  // namespace frontier
