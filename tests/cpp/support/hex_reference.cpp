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

int hexReferenceDistance(Point a, Point b) {
  const Cube p = cubeOf(a), q = cubeOf(b);
  return (std::abs(p.q - q.q) + std::abs(p.r - q.r) + std::abs(p.s - q.s)) / 2;
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

namespace {

struct Vec {
  double x, y;
};
Vec centreOf(Point p) { return {p.x + 0.5 * (p.y & 1), p.y * std::sqrt(3.0) / 2.0}; }

// The length of segment a-b inside the closed convex polygon (corners counter-clockwise or clockwise), by
// clipping its parameter against each side's half-plane (Cyrus-Beck). A point within 1e-12 of a side counts
// as on it: a segment along a side then clips the side's length, not nothing, as rounding would decide.
double clippedLength(Vec a, Vec b, const std::vector<Vec>& corners) {
  double low = 0, high = 1;
  const std::size_t n = corners.size();
  // The polygon's orientation, so "inside" is the same side of every edge.
  double area = 0;
  for (std::size_t i = 0; i < n; ++i) area += corners[i].x * corners[(i + 1) % n].y - corners[(i + 1) % n].x * corners[i].y;
  const double sign = area > 0 ? 1 : -1;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec e0 = corners[i], e1 = corners[(i + 1) % n];
    // side(p) = sign * cross(e1 - e0, p - e0) >= 0 inside.
    const auto side = [&](Vec p) { return sign * ((e1.x - e0.x) * (p.y - e0.y) - (e1.y - e0.y) * (p.x - e0.x)); };
    const double sa = side(a) + 1e-12, sb = side(b) + 1e-12;
    if (sa < 0 && sb < 0) return 0;
    if (sa >= 0 && sb >= 0) continue;
    const double t = sa / (sa - sb);
    if (sa < 0) low = std::max(low, t);
    else high = std::min(high, t);
  }
  return high > low ? (high - low) * std::hypot(b.x - a.x, b.y - a.y) : 0;
}

}  // namespace

bool hexReferenceLineOfSight(const Grid& grid, Point a, Point b) {
  const Vec pa = centreOf(a), pb = centreOf(b);
  const double radius = 1 / std::sqrt(3.0);
  for (int y = -1; y <= grid.height; ++y) {
    for (int x = -1; x <= grid.width; ++x) {
      if (open(grid, {x, y})) continue;
      const Vec c = centreOf({x, y});
      std::vector<Vec> corners;
      for (int k = 0; k < 6; ++k) {
        const double angle = M_PI / 2 + k * M_PI / 3;  // pointy-top: a corner straight up and down
        corners.push_back({c.x + radius * std::cos(angle), c.y + radius * std::sin(angle)});
      }
      // A corner touched clips about 1e-12; a real stretch on these small grids is far above 1e-6.
      if (clippedLength(pa, pb, corners) > 1e-6) return false;
    }
  }
  return true;
}

double hexCentreDistance(Point a, Point b) {
  const Vec pa = centreOf(a), pb = centreOf(b);
  return std::hypot(pb.x - pa.x, pb.y - pa.y);
}

}  // namespace frontier::test
