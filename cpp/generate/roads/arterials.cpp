// Ring and radial roads laid along the shortest street routes between waypoints (A* on length, whose
// straight-line estimate is admissible because no road is shorter than the straight line).
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

// The roads of a shortest route from `start` to `goal` (the generator's roads are all two-way). The open
// list orders by (f, node): a total order, so every standard library pops the same sequence.
std::vector<std::uint32_t> shortestRoads(const RoadMap& map, const Adjacency& adjacency, std::uint32_t start,
                                         std::uint32_t goal) {
  constexpr double kUnseen = std::numeric_limits<double>::infinity();
  std::vector<double> g(map.nodes.size(), kUnseen);
  std::vector<std::uint32_t> via(map.nodes.size(), 0);
  using Entry = std::pair<double, std::uint32_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  g[start] = 0.0;
  open.push({distance(map.nodes[start], map.nodes[goal]), start});
  while (!open.empty()) {
    const auto [f, node] = open.top();
    open.pop();
    if (node == goal) break;
    if (f > g[node] + distance(map.nodes[node], map.nodes[goal])) continue;  // a stale entry
    for (std::uint32_t k = adjacency.first[node]; k < adjacency.first[node + 1]; ++k) {
      const Road& road = map.roads[adjacency.roads[k]];
      const std::uint32_t next = road.from == node ? road.to : road.from;
      const double cost = g[node] + road.length;
      if (cost < g[next]) {
        g[next] = cost;
        via[next] = adjacency.roads[k];
        open.push({cost + distance(map.nodes[next], map.nodes[goal]), next});
      }
    }
  }
  std::vector<std::uint32_t> roads;
  if (g[goal] == kUnseen) return roads;
  for (std::uint32_t node = goal; node != start;) {
    const Road& road = map.roads[via[node]];
    roads.push_back(via[node]);
    node = road.from == node ? road.to : road.from;
  }
  return roads;
}

void raise(RoadMap& map, const std::vector<std::uint32_t>& roads, RoadClass roadClass) {
  for (const std::uint32_t index : roads) {
    Road& road = map.roads[index];
    if (static_cast<int>(roadClass) > static_cast<int>(road.roadClass)) {
      road.roadClass = roadClass;
      road.speed = roadSpeed(roadClass);
    }
  }
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
  const auto waypoint = [&](const RoadCoordinates& direction, double share) {
    return nearestNode(map.nodes, {town.centre.x + direction.x * share * town.radius,
                                   town.centre.y + direction.y * share * town.radius});
  };
  const std::uint32_t centre = nearestNode(map.nodes, town.centre);
  for (int d = 0; d < 8; d += 2)
    raise(map, shortestRoads(map, links, centre, waypoint(kCompass[d], kArterialReach)), RoadClass::Arterial);
  std::uint32_t ring[8];
  for (int d = 0; d < 8; ++d) ring[d] = waypoint(kCompass[d], kRingRadius);
  for (int d = 0; d < 8; ++d) raise(map, shortestRoads(map, links, ring[d], ring[(d + 1) % 8]), RoadClass::Highway);
}

}  // namespace frontier
