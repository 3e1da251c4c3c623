// The any-angle oracles of reference.h: line of sight by testing the segment against each cell's square in
// exact rational arithmetic, sharing nothing with the core's supercover walk (graph/grid_graph.cpp).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <optional>

#include "support/reference.h"

namespace frontier::test {
namespace {

bool open(const Grid& grid, Point p) { return grid.contains(p) && grid.at(p) != Cell::Wall; }

// A parameter t along the segment, num / den with den > 0.
struct Fraction {
  std::int64_t num;
  std::int64_t den;
  bool operator<(const Fraction& other) const { return num * other.den < other.num * den; }
};

// In doubled coordinates cell (x, y) is the square (2x, 2x + 2) x (2y, 2y + 2), a cell centre has odd
// coordinates and a corner even ones. The segment is P(t) = from + t * delta, t in [0, 1].
struct Segment {
  std::int64_t fromX, fromY, deltaX, deltaY;

  // The open interval of t where one coordinate lies strictly between low and low + 2; nullopt when it
  // always does (the segment runs parallel, inside), and an empty interval when it never does.
  static std::optional<std::pair<Fraction, Fraction>> within(std::int64_t from, std::int64_t delta, std::int64_t low) {
    if (delta == 0) {
      if (from > low && from < low + 2) return std::nullopt;
      return std::pair{Fraction{0, 1}, Fraction{0, 1}};
    }
    Fraction enter{low - from, delta}, leave{low + 2 - from, delta};
    if (delta < 0) {
      enter = {from - low - 2, -delta};
      leave = {from - low, -delta};
    }
    return std::pair{enter, leave};
  }

  // True when the segment passes through the inside of cell (x, y), not only along its edge or corner.
  bool crossesInside(int x, int y) const {
    Fraction low{0, 1}, high{1, 1};  // [0, 1], closed: the ends are cell centres, inside their cells
    bool lowOpen = false, highOpen = false;
    for (const auto& interval : {within(fromX, deltaX, 2 * x), within(fromY, deltaY, 2 * y)}) {
      if (!interval) continue;
      if (!(interval->first < low)) {
        low = interval->first;
        lowOpen = true;
      }
      if (!(high < interval->second)) {
        high = interval->second;
        highOpen = true;
      }
    }
    return (lowOpen || highOpen) ? low < high : !(high < low);
  }
};

}  // namespace

bool referenceLineOfSight(const Grid& grid, Point a, Point b, const SearchOptions& options) {
  if (!open(grid, a) || !open(grid, b)) return false;
  const Segment segment{2 * a.x + 1, 2 * a.y + 1, 2 * std::int64_t{b.x - a.x}, 2 * std::int64_t{b.y - a.y}};
  // Every cell whose square the segment crosses is open. Candidates: in each column, the rows the line
  // spans there (in floating point, widened by a row each way; the exact test decides).
  for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x) {
    double yLow = std::min(a.y, b.y), yHigh = std::max(a.y, b.y);
    if (a.x != b.x) {
      const double slope = double(b.y - a.y) / double(b.x - a.x);
      const double y0 = a.y + slope * (x - 0.5 - a.x), y1 = a.y + slope * (x + 0.5 - a.x);
      yLow = std::max(yLow, std::min(y0, y1));
      yHigh = std::min(yHigh, std::max(y0, y1));
    }
    for (int y = static_cast<int>(std::floor(yLow)) - 1; y <= static_cast<int>(std::ceil(yHigh)) + 1; ++y)
      if (segment.crossesInside(x, y) && !open(grid, {x, y})) return false;
  }
  // Where it passes through a corner, the diagonal rule decides about the two cells it only touches.
  const int dx = b.x - a.x, dy = b.y - a.y;
  if (dx == 0 || dy == 0) return true;  // on odd coordinates all along: no corner
  const int steps = std::gcd(std::abs(dx), std::abs(dy));
  for (int k = 1; k < 2 * steps; ++k) {
    const std::int64_t px = segment.fromX + k * (dx / steps), py = segment.fromY + k * (dy / steps);
    if (px % 2 != 0 || py % 2 != 0) continue;
    const int i = static_cast<int>(px / 2), j = static_cast<int>(py / 2);  // the corner of cells (i - 1 .. i, j - 1 .. j)
    // Going down-right or up-left it passes from (i - 1, j - 1) to (i, j), touching (i, j - 1) and (i - 1, j);
    // otherwise from (i, j - 1) to (i - 1, j), touching (i - 1, j - 1) and (i, j).
    const bool sameSigns = (dx > 0) == (dy > 0);
    const int sidesOpen = sameSigns ? open(grid, {i, j - 1}) + open(grid, {i - 1, j})
                                    : open(grid, {i - 1, j - 1}) + open(grid, {i, j});
    const bool diagonals = options.movement == 8 && options.diagonal != Diagonal::Never;
    const Diagonal rule = diagonals ? options.diagonal : Diagonal::NoCornerCut;
    if (rule == Diagonal::NoCornerCut && sidesOpen < 2) return false;
    if (rule == Diagonal::OneBlocked && sidesOpen < 1) return false;
  }
  return true;
}

std::optional<double> anyAnglePathCost(const Grid& grid, const std::vector<std::uint32_t>& path, Point start,
                                       Point goal, const SearchOptions& options) {
  if (path.empty() || grid.point(path.front()) != start || grid.point(path.back()) != goal) return std::nullopt;
  const double unit = (options.costs == StepCosts::Integer ? 10.0 : 1.0) * options.terrain[static_cast<int>(grid.at(start))];
  double total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Point a = grid.point(path[i - 1]), b = grid.point(path[i]);
    if (!referenceLineOfSight(grid, a, b, options)) return std::nullopt;
    total += unit * std::hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}

}  // namespace frontier::test
