// The hex oracles of hex_reference.h: deliberately simple, slow and obviously right.
#include "support/hex_reference.h"

#include <cmath>
#include <functional>
#include <queue>
#include <utility>

namespace frontier::test {
namespace {

struct Cube {
  int q, r, s;
};

// Red Blob Games' odd-r conversions, spelt as the guide spells them.
Cube cubeOf(Point p) {
  const int q = p.x - (p.y - (p.y & 1)) / 2;
  return {q, p.y, -q - p.y};
}
Point cellOf(Cube c) { return {c.q + (c.r - (c.r & 1)) / 2, c.r}; }

bool open(const Grid& grid, Point p) { return grid.contains(p) && grid.at(p) != Cell::Wall; }

}  // namespace

std::vector<Point> hexNeighbourCells(Point cell) {
  static constexpr int kDirections[6][3] = {{1, 0, -1}, {1, -1, 0}, {0, -1, 1}, {-1, 0, 1}, {-1, 1, 0}, {0, 1, -1}};
  const Cube c = cubeOf(cell);
  std::vector<Point> result;
  for (const auto& d : kDirections) result.push_back(cellOf({c.q + d[0], c.r + d[1], c.s + d[2]}));
  return result;
}

std::optional<double> hexStepCost(const Grid& grid, Point a, Point b, const SearchOptions& options) {
  if (!open(grid, a) || !open(grid, b)) return std::nullopt;
  for (const Point n : hexNeighbourCells(a)) {
    if (n == b) return options.terrain[static_cast<int>(grid.at(b))];
  }
  return std::nullopt;
}

std::optional<double> hexReferenceCost(const Grid& grid, Point start, Point goal, const SearchOptions& options) {
  std::vector<double> best(grid.cells.size(), INFINITY);
  using Item = std::pair<double, std::uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  best[grid.id(start)] = 0;
  queue.push({0, grid.id(start)});
  while (!queue.empty()) {
    const auto [cost, id] = queue.top();
    queue.pop();
    if (cost > best[id]) continue;
    const Point a = grid.point(id);
    if (a == goal) return cost;
    for (const Point b : hexNeighbourCells(a)) {
      const auto step = hexStepCost(grid, a, b, options);
      if (!step || cost + *step >= best[grid.id(b)]) continue;
      best[grid.id(b)] = cost + *step;
      queue.push({cost + *step, grid.id(b)});
    }
  }
  return std::nullopt;
}

std::optional<int> hexReferenceSteps(const Grid& grid, Point start, Point goal) {
  std::vector<int> steps(grid.cells.size(), -1);
  std::queue<Point> queue;
  steps[grid.id(start)] = 0;
  queue.push(start);
  while (!queue.empty()) {
    const Point a = queue.front();
    queue.pop();
    if (a == goal) return steps[grid.id(a)];
    for (const Point b : hexNeighbourCells(a)) {
      if (!open(grid, b) || steps[grid.id(b)] >= 0) continue;
      steps[grid.id(b)] = steps[grid.id(a)] + 1;
      queue.push(b);
    }
  }
  return std::nullopt;
}

std::optional<double> hexPathCost(const Grid& grid, const std::vector<std::uint32_t>& path, Point start, Point goal,
                                  const SearchOptions& options) {
  if (path.empty() || grid.point(path.front()) != start || grid.point(path.back()) != goal) return std::nullopt;
  double cost = 0;
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    const auto step = hexStepCost(grid, grid.point(path[i]), grid.point(path[i + 1]), options);
    if (!step) return std::nullopt;
    cost += *step;
  }
  return cost;
}

}  // namespace frontier::test
