// checkWalk: a drawn walk held to the move rules the searches use (graph/neighbours.h's forEachNeighbour).
#include "search/core/walk_check.h"

#include <cstdlib>
#include <vector>

#include "graph/hex.h"
#include "graph/marks.h"
#include "graph/move_rules.h"
#include "graph/neighbours.h"

namespace frontier {

namespace {

std::string named(Point p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

// Why a step forEachNeighbour does not offer is refused, for the learner.
std::string whyNotAMove(const PaddedGrid& grid, const MoveRules& rules, Point from, Point to) {
  const int dx = std::abs(to.x - from.x);
  const int dy = std::abs(to.y - from.y);
  const bool step = rules.hex ? hexNeighbours(from, to) : dx <= 1 && dy <= 1 && (dx != 0 || dy != 0);
  if (!step) return named(from) + " to " + named(to) + " is not one step" + (rules.hex ? " (hexes touch six others)" : "");
  if (!grid.passable(grid.padded(to))) return named(to) + " is a wall";
  if (!rules.diagonals) return named(from) + " to " + named(to) + " is a diagonal step, and only straight steps are allowed";
  return named(from) + " to " + named(to) + " cuts the corner of a wall, which the diagonal rule forbids";
}

}  // namespace

WalkCheck checkWalk(const PaddedGrid& grid, const SearchOptions& options, std::span<const Point> cells) {
  WalkCheck check;
  if (cells.empty()) {
    check.reason = "the walk has no cells";
    return check;
  }
  const auto inside = [&](Point p) { return p.x >= 0 && p.y >= 0 && p.x < grid.width() && p.y < grid.height(); };
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (!inside(cells[i])) {
      check.failedStep = i;
      check.reason = named(cells[i]) + " is outside the " + std::to_string(grid.width()) + "x" + std::to_string(grid.height()) + " grid";
      return check;
    }
  }
  if (!grid.passable(grid.padded(cells[0]))) {
    check.reason = named(cells[0]) + " is a wall";
    return check;
  }
  const MoveRules rules =
      MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, grid, options.topology);
  // Walls marked as a search marks them, nothing closed: forEachNeighbour then offers every legal move.
  std::vector<Mark> marks(grid.paddedSize(), 0);
  for (std::uint32_t i = 0; i < marks.size(); ++i)
    if (!grid.passable(i)) marks[i] = kWallMark;
  for (std::size_t i = 0; i + 1 < cells.size(); ++i) {
    const std::uint32_t from = grid.padded(cells[i]);
    const std::uint32_t to = grid.padded(cells[i + 1]);
    double stepCost = -1.0;
    forEachNeighbour(grid, rules, from, marks.data(), Mark{1}, [&](std::uint32_t next, int, double cost) {
      if (next == to) stepCost = cost;
    });
    if (stepCost < 0.0) {
      check.failedStep = i;
      check.reason = whyNotAMove(grid, rules, cells[i], cells[i + 1]);
      return check;
    }
    check.cost += stepCost;
  }
  check.legal = true;
  return check;
}

}  // namespace frontier
