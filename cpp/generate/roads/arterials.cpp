// Ring and radial roads laid along the shortest street routes between waypoints (A* on length, whose
// straight-line estimate is admissible because no road is shorter than the straight line); in a town past
// 100,000 junctions, a lattice of arterials and highways laid the same way (arterials.h says why).
#include "generate/roads/arterials.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace frontier {

namespace {

// Compass directions written out (no sin/cos: libm differs between platforms, these constants do not).
constexpr double kHalfRoot2 = 0.70710678118654752440;
constexpr RoadCoordinates kCompass[8] = {{1, 0},  {kHalfRoot2, kHalfRoot2},   {0, 1},  {-kHalfRoot2, kHalfRoot2},
                                         {-1, 0}, {-kHalfRoot2, -kHalfRoot2}, {0, -1}, {kHalfRoot2, -kHalfRoot2}};
constexpr double kRingRadius = 0.4;      // of the town's radius
constexpr double kArterialReach = 0.68;  // of the town's radius: near the edge of the square along an axis

double distance(const RoadCoordinates& a, const RoadCoordinates& b) {
  const double dx = a.x - b.x, dy = a.y - b.y;
  return std::sqrt(dx * dx + dy * dy);
}

std::uint32_t nearestNode(const std::vector<RoadCoordinates>& nodes, RoadCoordinates to) {
  std::uint32_t best = 0;
  double bestDistance = std::numeric_limits<double>::infinity();
  for (std::uint32_t id = 0; id < nodes.size(); ++id) {
    const double d = distance(nodes[id], to);
    if (d < bestDistance) bestDistance = d, best = id;
  }
  return best;
}

struct Adjacency {
  std::vector<std::uint32_t> first;  // per node, into roads
  std::vector<std::uint32_t> roads;  // road indexes, grouped by node
};

Adjacency adjacency(const RoadMap& map) {
  Adjacency adjacency;
  adjacency.first.assign(map.nodes.size() + 1, 0);
  for (const Road& road : map.roads) ++adjacency.first[road.from + 1], ++adjacency.first[road.to + 1];
  for (std::size_t n = 1; n < adjacency.first.size(); ++n) adjacency.first[n] += adjacency.first[n - 1];
  adjacency.roads.resize(adjacency.first.back());
  std::vector<std::uint32_t> next(adjacency.first.begin(), adjacency.first.end() - 1);
  for (std::uint32_t index = 0; index < map.roads.size(); ++index) {
    adjacency.roads[next[map.roads[index].from]++] = index;
    adjacency.roads[next[map.roads[index].to]++] = index;
  }
  return adjacency;
}

// The roads of shortest routes between waypoints (the generator's roads are all two-way). The open list
// orders by (f, node): a total order, so every standard library pops the same sequence. Its arrays are
// stamped per search, so the lattice's thousands of short searches on a million junctions clear nothing.
class StreetRoutes {
 public:
  StreetRoutes(const RoadMap& map, const Adjacency& adjacency)
      : map_(map), adjacency_(adjacency), g_(map.nodes.size()), via_(map.nodes.size()), stamp_(map.nodes.size(), 0) {}

  std::vector<std::uint32_t> between(std::uint32_t start, std::uint32_t goal) {
    constexpr double kUnseen = std::numeric_limits<double>::infinity();
    ++search_;
    const auto gOf = [&](std::uint32_t node) { return stamp_[node] == search_ ? g_[node] : kUnseen; };
    using Entry = std::pair<double, std::uint32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
    stamp_[start] = search_, g_[start] = 0.0;
    open.push({distance(map_.nodes[start], map_.nodes[goal]), start});
    while (!open.empty()) {
      const auto [f, node] = open.top();
      open.pop();
      if (node == goal) break;
      if (f > g_[node] + distance(map_.nodes[node], map_.nodes[goal])) continue;  // a stale entry
      for (std::uint32_t k = adjacency_.first[node]; k < adjacency_.first[node + 1]; ++k) {
        const Road& road = map_.roads[adjacency_.roads[k]];
        const std::uint32_t next = road.from == node ? road.to : road.from;
        const double cost = g_[node] + road.length;
        if (cost < gOf(next)) {
          stamp_[next] = search_, g_[next] = cost;
          via_[next] = adjacency_.roads[k];
          open.push({cost + distance(map_.nodes[next], map_.nodes[goal]), next});
        }
      }
    }
    std::vector<std::uint32_t> roads;
    if (gOf(goal) == kUnseen) return roads;
    for (std::uint32_t node = goal; node != start;) {
      const Road& road = map_.roads[via_[node]];
      roads.push_back(via_[node]);
      node = road.from == node ? road.to : road.from;
    }
    return roads;
  }

 private:
  const RoadMap& map_;
  const Adjacency& adjacency_;
  std::vector<double> g_;
  std::vector<std::uint32_t> via_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t search_ = 0;
};

void raise(RoadMap& map, const std::vector<std::uint32_t>& roads, RoadClass roadClass) {
  for (const std::uint32_t index : roads) {
    Road& road = map.roads[index];
    if (static_cast<int>(roadClass) > static_cast<int>(road.roadClass)) {
      road.roadClass = roadClass;
      road.speed = roadSpeed(roadClass);
    }
  }
}

// A straight road between two junctions (a highway's segment between interchanges: it crosses the streets
// on bridges, so it meets them only at its ends).
void addStraight(RoadMap& map, std::uint32_t from, std::uint32_t to, RoadClass roadClass) {
  map.roads.push_back({from, to, distance(map.nodes[from], map.nodes[to]), roadSpeed(roadClass), false, roadClass});
}

// The lattice (arterials.h): lines kLatticeSpacing apart through the centre, each lattice point's waypoint
// the junction nearest to it within half a spacing (none in a gap at the rim). On the arterial lines each
// waypoint is joined to its east and north neighbours by the shortest street route, raised to Arterial; on
// every kHighwayEvery-th line, and on the diagonals through every kHighwayEvery-th lattice point, by a
// straight Highway road. The highway segments are added after the street routes, so those routes follow
// streets only.
void layLattice(const TownPoints& town, RoadMap& map, StreetRoutes& routes) {
  const auto cell = [&](double coordinate, double centre) {
    return static_cast<long>(std::floor((coordinate - centre) / kLatticeSpacing + 0.5));
  };
  long lowX = 0, highX = 0, lowY = 0, highY = 0;
  for (const RoadCoordinates& p : map.nodes) {
    lowX = std::min(lowX, cell(p.x, town.centre.x)), highX = std::max(highX, cell(p.x, town.centre.x));
    lowY = std::min(lowY, cell(p.y, town.centre.y)), highY = std::max(highY, cell(p.y, town.centre.y));
  }
  const long columns = highX - lowX + 1, rows = highY - lowY + 1;
  constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  std::vector<std::uint32_t> waypoints(static_cast<std::size_t>(columns * rows), kNone);
  std::vector<double> nearest(waypoints.size(), std::numeric_limits<double>::infinity());
  for (std::uint32_t id = 0; id < map.nodes.size(); ++id) {
    const RoadCoordinates& p = map.nodes[id];
    const long i = cell(p.x, town.centre.x), j = cell(p.y, town.centre.y);
    const std::size_t slot = static_cast<std::size_t>((j - lowY) * columns + (i - lowX));
    const double d = distance(p, {town.centre.x + static_cast<double>(i) * kLatticeSpacing,
                                  town.centre.y + static_cast<double>(j) * kLatticeSpacing});
    if (d < nearest[slot]) nearest[slot] = d, waypoints[slot] = id;  // ties: the lower id, scanned first
  }
  const auto at = [&](long i, long j) {
    return i < lowX || i > highX || j < lowY || j > highY
               ? kNone
               : waypoints[static_cast<std::size_t>((j - lowY) * columns + (i - lowX))];
  };
  const auto major = [](long line) { return line % kHighwayEvery == 0; };  // also for negative lines
  std::vector<std::pair<std::uint32_t, std::uint32_t>> highways;
  for (long j = lowY; j <= highY; ++j) {
    for (long i = lowX; i <= highX; ++i) {
      const std::uint32_t here = at(i, j);
      if (here == kNone) continue;
      const auto join = [&](std::uint32_t there, bool highway) {
        if (there == kNone || there == here) return;
        if (highway) {
          highways.emplace_back(here, there);
        } else {
          raise(map, routes.between(here, there), RoadClass::Arterial);
        }
      };
      join(at(i + 1, j), major(j));
      join(at(i, j + 1), major(i));
      // The diagonals: 45 degrees off the axes, so that a long route in any direction finds a highway within
      // 22.5 degrees of it, at most 8 % longer than the straight line (the streets' detour is more).
      if (major(i - j)) join(at(i + 1, j + 1), true);
      if (major(i + j)) join(at(i + 1, j - 1), true);
    }
  }
  // Exactly: the roads were reserved for the streets, and growing by doubling would hold twice the 1M town's
  // roads (another 47 MiB of wasm heap) for a few thousand highways.
  map.roads.reserve(map.roads.size() + highways.size());
  for (const auto& [from, to] : highways) addStraight(map, from, to, RoadClass::Highway);
}

}  // namespace

double roadSpeed(RoadClass roadClass) {
  switch (roadClass) {
    case RoadClass::Arterial:
      return 50.0;
    case RoadClass::Highway:
      return 70.0;
    case RoadClass::Street:
    case RoadClass::Minor:
      break;
  }
  return 30.0;
}

void layArterials(const TownPoints& town, RoadMap& map) {
  if (map.nodes.size() < 16) return;  // too small a town for a ring
  const Adjacency links = adjacency(map);
  StreetRoutes routes(map, links);
  const auto waypoint = [&](const RoadCoordinates& direction, double share) {
    return nearestNode(map.nodes, {town.centre.x + direction.x * share * town.radius,
                                   town.centre.y + direction.y * share * town.radius});
  };
  const std::uint32_t centre = nearestNode(map.nodes, town.centre);
  for (int d = 0; d < 8; d += 2)
    raise(map, routes.between(centre, waypoint(kCompass[d], kArterialReach)), RoadClass::Arterial);
  std::uint32_t ring[8];
  for (int d = 0; d < 8; ++d) ring[d] = waypoint(kCompass[d], kRingRadius);
  for (int d = 0; d < 8; ++d) raise(map, routes.between(ring[d], ring[(d + 1) % 8]), RoadClass::Highway);
  if (map.nodes.size() > kLatticeAbove) layLattice(town, map, routes);
}

}  // namespace frontier
