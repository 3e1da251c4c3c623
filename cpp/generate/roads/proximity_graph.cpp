// Relative-neighbourhood and Gabriel edges from each point's sorted neighbour list. No geometry library:
// a Delaunay triangulation would find the same candidates, but none ships in the wasm build without
// vendoring, and the bucket grid is short, exact for the edges it accepts, and linear for points that are
// spread like these (a jittered grid: a bounded number of points per bucket).
#include "generate/roads/proximity_graph.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "generate/random.h"

namespace frontier {

namespace {

using Edge = std::pair<std::uint32_t, std::uint32_t>;

// Candidates lie within this many local spacings: relative-neighbourhood edges of a jittered grid are
// shorter than about two spacings, except across an empty cell or two, which the joining step bridges.
constexpr double kReach = 2.2;

class BucketGrid {
 public:
  BucketGrid(const std::vector<RoadCoordinates>& points, double bucket) : bucket_(bucket) {
    double maxX = 0.0, maxY = 0.0;
    for (const RoadCoordinates& p : points) {
      maxX = std::max(maxX, p.x);
      maxY = std::max(maxY, p.y);
    }
    columns_ = static_cast<int>(maxX / bucket) + 1;
    rows_ = static_cast<int>(maxY / bucket) + 1;
    first_.assign(static_cast<std::size_t>(columns_) * rows_ + 1, 0);
    for (const RoadCoordinates& p : points) ++first_[cellOf(p) + 1];
    for (std::size_t c = 1; c < first_.size(); ++c) first_[c] += first_[c - 1];
    members_.resize(points.size());
    std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
    for (std::uint32_t id = 0; id < points.size(); ++id) members_[next[cellOf(points[id])]++] = id;
  }

  int column(double x) const { return std::min(columns_ - 1, static_cast<int>(x / bucket_)); }
  int row(double y) const { return std::min(rows_ - 1, static_cast<int>(y / bucket_)); }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  double bucket() const { return bucket_; }

  // Calls visit(id) for every point in buckets [c0, c1] x [r0, r1], clipped to the grid.
  template <typename Visit>
  void forEachIn(int c0, int c1, int r0, int r1, Visit&& visit) const {
    c0 = std::max(c0, 0), r0 = std::max(r0, 0), c1 = std::min(c1, columns_ - 1), r1 = std::min(r1, rows_ - 1);
    for (int r = r0; r <= r1; ++r) {
      for (int c = c0; c <= c1; ++c) {
        const std::size_t cell = static_cast<std::size_t>(r) * columns_ + c;
        for (std::uint32_t k = first_[cell]; k < first_[cell + 1]; ++k) visit(members_[k]);
      }
    }
  }

 private:
  std::size_t cellOf(const RoadCoordinates& p) const {
    return static_cast<std::size_t>(row(p.y)) * columns_ + column(p.x);
  }

  double bucket_;
  int columns_ = 1, rows_ = 1;
  std::vector<std::uint32_t> first_, members_;
};

double squaredDistance(const RoadCoordinates& a, const RoadCoordinates& b) {
  const double dx = a.x - b.x, dy = a.y - b.y;
  return dx * dx + dy * dy;
}

// Whether the edge {a, b} (a < b) is one of the Gabriel-only edges this seed keeps: a hash of the pair,
// so the choice does not depend on which end found the edge first.
bool keepGabriel(std::uint64_t seed, std::uint32_t a, std::uint32_t b, double share) {
  Random random(seed ^ ((static_cast<std::uint64_t>(a) << 32) | b) * 0x9E3779B97F4A7C15ull);
  return unitInterval(random.next()) < share;
}

struct UnionFind {
  std::vector<std::uint32_t> parent;
  explicit UnionFind(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0u); }
  std::uint32_t find(std::uint32_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  }
  bool join(std::uint32_t a, std::uint32_t b) {
    a = find(a), b = find(b);
    if (a == b) return false;
    parent[std::max(a, b)] = std::min(a, b);
    return true;
  }
};

// The nearest point to `from` whose component differs from `component`, by rings of buckets.
// Ties go to the smaller id, so the spanning tree's links are the same on every platform.
std::pair<double, std::uint32_t> nearestOutside(const BucketGrid& grid, const std::vector<RoadCoordinates>& points,
                                                UnionFind& components, std::uint32_t from, std::uint32_t component) {
  const RoadCoordinates& p = points[from];
  const int c = grid.column(p.x), r = grid.row(p.y);
  std::pair<double, std::uint32_t> best{std::numeric_limits<double>::infinity(), 0};
  const int maxRing = std::max(grid.columns(), grid.rows());
  for (int ring = 0; ring <= maxRing; ++ring) {
    const auto consider = [&](std::uint32_t id) {
      if (components.find(id) == component) return;
      best = std::min(best, {squaredDistance(p, points[id]), id});
    };
    if (ring == 0) {
      grid.forEachIn(c, c, r, r, consider);
    } else {
      grid.forEachIn(c - ring, c + ring, r - ring, r - ring, consider);
      grid.forEachIn(c - ring, c + ring, r + ring, r + ring, consider);
      grid.forEachIn(c - ring, c - ring, r - ring + 1, r + ring - 1, consider);
      grid.forEachIn(c + ring, c + ring, r - ring + 1, r + ring - 1, consider);
    }
    // Points beyond this ring are more than ring buckets away along one axis.
    const double reach = ring * grid.bucket();
    if (best.first <= reach * reach) break;
  }
  return best;
}

// Adds the shortest link out of every component but the largest until one is left (Boruvka): each such
// link is an edge of the minimum spanning tree, hence of the relative-neighbourhood graph. The largest is
// left out because its nodes would search far for a way out that the small ones find nearby.
void joinComponents(const BucketGrid& grid, const std::vector<RoadCoordinates>& points, std::vector<Edge>& edges) {
  UnionFind components(points.size());
  for (const auto& [a, b] : edges) components.join(a, b);
  for (;;) {
    constexpr double kNone = std::numeric_limits<double>::infinity();
    std::vector<std::uint32_t> size(points.size(), 0);
    for (std::uint32_t id = 0; id < points.size(); ++id) ++size[components.find(id)];
    const auto largest = static_cast<std::uint32_t>(std::max_element(size.begin(), size.end()) - size.begin());
    if (size[largest] == points.size()) return;
    std::vector<std::pair<double, Edge>> cheapest(points.size(), {kNone, {0, 0}});
    for (std::uint32_t id = 0; id < points.size(); ++id) {
      const std::uint32_t root = components.find(id);
      if (root == largest) continue;
      const auto [distance, other] = nearestOutside(grid, points, components, id, root);
      const Edge edge{std::min(id, other), std::max(id, other)};
      cheapest[root] = std::min(cheapest[root], {distance, edge});
    }
    for (const auto& [distance, edge] : cheapest) {
      if (distance != kNone && components.join(edge.first, edge.second)) edges.push_back(edge);
    }
  }
}

}  // namespace

std::vector<Edge> proximityGraph(const TownPoints& town, std::uint64_t seed, double gabrielShare,
                                 const std::function<bool(std::size_t points)>& progress) {
  const std::vector<RoadCoordinates>& points = town.points;
  std::vector<Edge> edges;
  if (points.size() < 2) return edges;
  const double largestSpacing = *std::max_element(town.spacing.begin(), town.spacing.end());
  const BucketGrid grid(points, largestSpacing);

  std::vector<std::pair<double, std::uint32_t>> near;  // (squared distance, id), sorted
  for (std::uint32_t p = 0; p < points.size(); ++p) {
    if (progress && p % kProximityProgressPoints == 0 && p && !progress(p)) return {};
    const double reach = kReach * town.spacing[p];
    const int span = static_cast<int>(std::ceil(reach / grid.bucket()));
    const int c = grid.column(points[p].x), r = grid.row(points[p].y);
    near.clear();
    grid.forEachIn(c - span, c + span, r - span, r + span, [&](std::uint32_t q) {
      const double d = squaredDistance(points[p], points[q]);
      if (q != p && d <= reach * reach) near.emplace_back(d, q);
    });
    std::sort(near.begin(), near.end());
    // Every point inside the diametral disk or the lune of {p, q} is nearer to p than q is, hence
    // earlier in p's list: both tests are exact for the pairs p looks at, whichever end looks.
    for (std::size_t k = 0; k < near.size(); ++k) {
      const auto [d, q] = near[k];
      bool gabriel = true, relative = true;
      for (std::size_t w = 0; w < k && near[w].first < d; ++w) {
        const RoadCoordinates& o = points[near[w].second];
        const double dot = (points[p].x - o.x) * (points[q].x - o.x) + (points[p].y - o.y) * (points[q].y - o.y);
        if (dot <= 0.0) {
          gabriel = relative = false;
          break;
        }
        if (squaredDistance(points[q], o) < d) relative = false;
      }
      const Edge edge{std::min(p, q), std::max(p, q)};
      if (relative || (gabriel && keepGabriel(seed, edge.first, edge.second, gabrielShare))) edges.push_back(edge);
    }
  }
  if (progress && !progress(points.size())) return {};
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  joinComponents(grid, points, edges);
  std::sort(edges.begin(), edges.end());
  return edges;
}

}  // namespace frontier
