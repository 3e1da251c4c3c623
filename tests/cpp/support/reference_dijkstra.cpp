// The oracles of reference.h: deliberately simple, slow and obviously right.
#include <cmath>
#include <cstdlib>
#include <functional>
#include <queue>
#include <utility>

#include "support/reference.h"

namespace frontier::test {
namespace {

bool open(const Grid& grid, Point p) { return grid.contains(p) && grid.at(p) != Cell::Wall; }

std::vector<Point> moves(const Grid& grid, Point a, const SearchOptions& options) {
  std::vector<Point> result;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      Point b{a.x + dx, a.y + dy};
      if ((dx || dy) && stepCost(grid, a, b, options)) result.push_back(b);
    }
  return result;
}

}  // namespace

std::optional<double> stepCost(const Grid& grid, Point a, Point b, const SearchOptions& options) {
  const int dx = b.x - a.x, dy = b.y - a.y;
  if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0)) return std::nullopt;
  if (!open(grid, a) || !open(grid, b)) return std::nullopt;
  const bool integer = options.costs == StepCosts::Integer;
  const double entry = options.terrain[static_cast<int>(grid.at(b))];
  if (dx == 0 || dy == 0) return (integer ? 10.0 : 1.0) * entry;
  if (options.movement == 4) return std::nullopt;
  const int sidesOpen = open(grid, {a.x + dx, a.y}) + open(grid, {a.x, a.y + dy});
  switch (options.diagonal) {
    case Diagonal::Never: return std::nullopt;
    case Diagonal::NoCornerCut: if (sidesOpen < 2) return std::nullopt; break;
    case Diagonal::OneBlocked: if (sidesOpen < 1) return std::nullopt; break;
    case Diagonal::Always: break;
  }
  return (integer ? 14.0 : std::sqrt(2.0)) * entry;
}

std::optional<double> referenceCost(const Grid& grid, Point start, Point goal, const SearchOptions& options) {
  std::vector<double> best(grid.cells.size(), INFINITY);
  using Item = std::pair<double, std::uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  best[grid.id(start)] = 0;
  queue.push({0, grid.id(start)});
  while (!queue.empty()) {
    auto [cost, id] = queue.top();
    queue.pop();
    if (cost > best[id]) continue;
    const Point a = grid.point(id);
    if (a == goal) return cost;
    for (Point b : moves(grid, a, options)) {
      const double next = cost + *stepCost(grid, a, b, options);
      if (next < best[grid.id(b)]) {
        best[grid.id(b)] = next;
        queue.push({next, grid.id(b)});
      }
    }
  }
  return std::nullopt;
}

std::optional<int> referenceSteps(const Grid& grid, Point start, Point goal, const SearchOptions& options) {
  std::vector<int> steps(grid.cells.size(), -1);
  std::queue<Point> queue;
  steps[grid.id(start)] = 0;
  queue.push(start);
  while (!queue.empty()) {
    Point a = queue.front();
    queue.pop();
    if (a == goal) return steps[grid.id(a)];
    for (Point b : moves(grid, a, options)) {
      if (steps[grid.id(b)] >= 0) continue;
      steps[grid.id(b)] = steps[grid.id(a)] + 1;
      queue.push(b);
    }
  }
  return std::nullopt;
}

std::optional<double> pathCost(const Grid& grid, const std::vector<std::uint32_t>& path, Point start, Point goal,
                               const SearchOptions& options) {
  if (path.empty() || grid.point(path.front()) != start || grid.point(path.back()) != goal) return std::nullopt;
  double total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    auto cost = stepCost(grid, grid.point(path[i - 1]), grid.point(path[i]), options);
    if (!cost) return std::nullopt;
    total += *cost;
  }
  return total;
}

}  // namespace frontier::test
