// The random road network generator against issue 13's figures: planar (checked by segment crossings, not
// by the Gabriel test the generator uses), connected, degree, meshedness and detour in a real town's range,
// roads never shorter than the straight line, fast roads present, and the same network for the same seed.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <queue>
#include <vector>

#include "generate/roads/arterials.h"
#include "generate/roads/random_network.h"
#include "graph/road_figures.h"
#include "graph/road_network.h"

using namespace frontier;

namespace {

// (nodes, seed): three seeds of each size, and the largest size once (it takes about a second).
#ifdef FRONTIER_SANITIZED
const std::vector<std::pair<std::size_t, std::uint64_t>> kCases = {{100, 1},  {100, 2},   {100, 42}, {1000, 1},
                                                                   {1000, 2}, {1000, 42}, {3000, 1}};
#else
const std::vector<std::pair<std::size_t, std::uint64_t>> kCases = {
    {100, 1},  {100, 2},   {100, 42},  {1000, 1},  {1000, 2},   {1000, 42}, {4000, 1},
    {4000, 2}, {4000, 42}, {10000, 1}, {10000, 2}, {10000, 42}, {100000, 1}};
#endif

RoadMap generate(std::size_t nodes, std::uint64_t seed) {
  RoadMap map;
  REQUIRE(generateRoadNetwork({nodes, seed}, map).empty());
  return map;
}

// Sign of the turn a -> b -> c, in long double: coordinates are at most a few tens of kilometres with
// 53-bit mantissas, so the products are exact in the 64-bit mantissa of x87 long double and nearly so
// elsewhere; a crossing that is this close to collinear would show as a failure, not pass unseen.
int orientation(const RoadCoordinates& a, const RoadCoordinates& b, const RoadCoordinates& c) {
  const long double value = (static_cast<long double>(b.x) - a.x) * (static_cast<long double>(c.y) - a.y) -
                            (static_cast<long double>(b.y) - a.y) * (static_cast<long double>(c.x) - a.x);
  return (value > 0) - (value < 0);
}

// Pairs of roads that cross or touch away from a shared end, found by bucketing the roads' bounding boxes
// on a coarse grid and testing every pair that shares a bucket.
std::size_t crossings(const RoadMap& map) {
  double maxX = 0, maxY = 0;
  for (const RoadCoordinates& p : map.nodes) maxX = std::max(maxX, p.x), maxY = std::max(maxY, p.y);
  const double cell = 500.0;
  const int columns = static_cast<int>(maxX / cell) + 1, rows = static_cast<int>(maxY / cell) + 1;
  std::vector<std::vector<std::uint32_t>> buckets(static_cast<std::size_t>(columns) * rows);
  for (std::uint32_t r = 0; r < map.roads.size(); ++r) {
    const RoadCoordinates &a = map.nodes[map.roads[r].from], &b = map.nodes[map.roads[r].to];
    for (int y = static_cast<int>(std::min(a.y, b.y) / cell); y <= static_cast<int>(std::max(a.y, b.y) / cell); ++y)
      for (int x = static_cast<int>(std::min(a.x, b.x) / cell); x <= static_cast<int>(std::max(a.x, b.x) / cell); ++x)
        buckets[static_cast<std::size_t>(y) * columns + x].push_back(r);
  }
  std::size_t found = 0;
  for (const auto& bucket : buckets) {
    for (std::size_t i = 0; i < bucket.size(); ++i) {
      for (std::size_t j = i + 1; j < bucket.size(); ++j) {
        const Road &r = map.roads[bucket[i]], &s = map.roads[bucket[j]];
        if (r.from == s.from || r.from == s.to || r.to == s.from || r.to == s.to) continue;
        const RoadCoordinates &a = map.nodes[r.from], &b = map.nodes[r.to], &c = map.nodes[s.from],
                              &d = map.nodes[s.to];
        if (orientation(a, b, c) * orientation(a, b, d) <= 0 && orientation(c, d, a) * orientation(c, d, b) <= 0) {
          // Collinear and apart also gives <= 0 on both: that is no crossing.
          const bool apart =
              std::max(std::min(a.x, b.x), std::min(c.x, d.x)) > std::min(std::max(a.x, b.x), std::max(c.x, d.x)) ||
              std::max(std::min(a.y, b.y), std::min(c.y, d.y)) > std::min(std::max(a.y, b.y), std::max(c.y, d.y));
          if (!apart) ++found;
        }
      }
    }
  }
  return found;  // a pair sharing two buckets is counted twice: only zero matters
}

std::size_t reached(const RoadMap& map) {
  std::vector<std::vector<std::uint32_t>> links(map.nodes.size());
  for (const Road& road : map.roads) links[road.from].push_back(road.to), links[road.to].push_back(road.from);
  std::vector<bool> seen(map.nodes.size(), false);
  std::vector<std::uint32_t> stack = {0};
  seen[0] = true;
  std::size_t count = 1;
  while (!stack.empty()) {
    const std::uint32_t node = stack.back();
    stack.pop_back();
    for (const std::uint32_t next : links[node]) {
      if (!seen[next]) seen[next] = true, ++count, stack.push_back(next);
    }
  }
  return count;
}

}  // namespace

TEST_CASE("random road network: planar and connected on several seeds and sizes") {
  for (const auto& [nodes, seed] : kCases) {
    CAPTURE(nodes, seed);
    const RoadMap map = generate(nodes, seed);
    CHECK(map.nodes.size() == nodes);
    CHECK(crossings(map) == 0);
    CHECK(reached(map) == nodes);
    for (const Road& road : map.roads) {
      REQUIRE(road.from < road.to);  // no loops, each road once
      const double dx = map.nodes[road.from].x - map.nodes[road.to].x,
                   dy = map.nodes[road.from].y - map.nodes[road.to].y;
      REQUIRE(road.length >= std::sqrt(dx * dx + dy * dy));
      REQUIRE(!road.oneWay);
    }
  }
}

TEST_CASE("random road network: degree, meshedness and detour like a real town's") {
  for (const auto& [nodes, seed] : kCases) {
    CAPTURE(nodes, seed);
    const RoadMap map = generate(nodes, seed);
    RoadNetwork network;
    REQUIRE(buildNetwork(map, network).empty());
    const RoadFigures figures = roadFigures(map, network);
    CAPTURE(figures.averageDegree, figures.meshedness, figures.detour);
    CHECK(figures.averageDegree >= 2.5);
    CHECK(figures.averageDegree <= 3.3);
    CHECK(figures.meshedness >= 0.1);
    CHECK(figures.meshedness <= 0.35);
    CHECK(figures.detour >= 1.15);
    CHECK(figures.detour <= 1.4);
  }
}

TEST_CASE("random road network: local streets plus faster arterials and a ring road") {
  const RoadMap map = generate(4000, 7);
  std::size_t byClass[kRoadClasses] = {};
  for (const Road& road : map.roads) {
    ++byClass[static_cast<int>(road.roadClass)];
    CHECK(road.speed == roadSpeed(road.roadClass));
  }
  CHECK(byClass[static_cast<int>(RoadClass::Arterial)] > 20);
  CHECK(byClass[static_cast<int>(RoadClass::Highway)] > 20);
  // Few fast roads: most of the town is streets.
  CHECK(byClass[static_cast<int>(RoadClass::Street)] > 0.9 * map.roads.size());
}

namespace {

// From `source`, each node's (time, length) of the quickest route, or of the shortest (by length) route.
std::vector<std::pair<double, double>> routesFrom(const RoadNetwork& network, std::uint32_t source, RoadMetric metric) {
  const double* cost = network.costs(metric);
  const double* other = network.costs(metric == RoadMetric::Time ? RoadMetric::Length : RoadMetric::Time);
  std::vector<std::pair<double, double>> best(network.nodeCount(), {std::numeric_limits<double>::infinity(), 0.0});
  using Entry = std::pair<double, std::uint32_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  best[source] = {0.0, 0.0};
  open.push({0.0, source});
  while (!open.empty()) {
    const auto [g, node] = open.top();
    open.pop();
    if (g > best[node].first) continue;
    for (std::uint32_t arc = network.firstEdges()[node]; arc < network.firstEdges()[node + 1]; ++arc) {
      const std::uint32_t next = network.targets()[arc];
      if (g + cost[arc] < best[next].first) {
        best[next] = {g + cost[arc], best[node].second + other[arc]};
        open.push({best[next].first, next});
      }
    }
  }
  return best;  // (metric's cost, the other metric's cost along that route)
}

}  // namespace

TEST_CASE("random road network: the fastest route is often not the shortest") {
  RoadNetwork network;
  REQUIRE(buildNetwork(generate(4000, 3), network).empty());
  const auto quickest = routesFrom(network, 0, RoadMetric::Time);
  const auto shortest = routesFrom(network, 0, RoadMetric::Length);
  std::size_t differ = 0;
  for (std::size_t node = 0; node < network.nodeCount(); ++node) {
    // The quickest route is longer than the shortest one (by more than rounding).
    if (quickest[node].second > shortest[node].first * (1 + 1e-9)) ++differ;
    CHECK(quickest[node].second >= shortest[node].first * (1 - 1e-9));
  }
  CAPTURE(differ);
  CHECK(differ > network.nodeCount() / 10);
}

TEST_CASE("random road network: the same seed gives the same network, another seed another") {
  const auto hash = [](std::size_t nodes, std::uint64_t seed) {
    RoadNetwork network;
    REQUIRE(buildNetwork(generate(nodes, seed), network).empty());
    return networkHash(network);
  };
  CHECK(hash(2000, 5) == hash(2000, 5));
  CHECK(hash(2000, 5) != hash(2000, 6));
  CHECK(hash(2000, 5) != hash(2001, 5));
}

TEST_CASE("random road network: towns up to 100,000 junctions are the networks they were before the lattice") {
  // The hashes `frontier network generate` printed before towns past 100,000 got a lattice (arterials.h):
  // tests, share links and embeds name these towns by size and seed.
  const auto hash = [](std::size_t nodes, std::uint64_t seed) {
    RoadNetwork network;
    REQUIRE(buildNetwork(generate(nodes, seed), network).empty());
    return networkHash(network);
  };
  CHECK(hash(4000, 7) == "62098a04bbb02ab3");
  CHECK(hash(10000, 42) == "66817828b114c2b1");
#ifndef FRONTIER_SANITIZED
  CHECK(hash(100000, 1) == "5f25fc41e72d9f6f");
#endif
}

// Not under the sanitizers: a town past 100,000 junctions takes them too long.
#ifndef FRONTIER_SANITIZED
TEST_CASE("random road network: a town past 100,000 junctions has a lattice of arterials and highways") {
  const RoadMap map = generate(kLatticeAbove + 20000, 1);
  // Every junction is near a fast road: within a lattice spacing (straight line) of a junction on an
  // arterial or a highway. The ring and the four radials alone leave most of such a town far from one.
  std::vector<char> onFast(map.nodes.size(), 0);
  std::size_t fast[kRoadClasses] = {};
  for (const Road& road : map.roads) {
    ++fast[static_cast<int>(road.roadClass)];
    if (road.roadClass == RoadClass::Arterial || road.roadClass == RoadClass::Highway) onFast[road.from] = onFast[road.to] = 1;
  }
  std::vector<RoadCoordinates> fastJunctions;
  for (std::size_t id = 0; id < map.nodes.size(); ++id) {
    if (onFast[id]) fastJunctions.push_back(map.nodes[id]);
  }
  // A bucket per lattice spacing: a junction's nearest fast junction within one spacing is in its 3 x 3.
  const auto key = [](const RoadCoordinates& p) {
    return std::make_pair(static_cast<long>(p.x / kLatticeSpacing), static_cast<long>(p.y / kLatticeSpacing));
  };
  std::map<std::pair<long, long>, std::vector<RoadCoordinates>> buckets;
  for (const RoadCoordinates& p : fastJunctions) buckets[key(p)].push_back(p);
  std::size_t far = 0;
  for (const RoadCoordinates& p : map.nodes) {
    const auto [bx, by] = key(p);
    bool near = false;
    for (long dx = -1; dx <= 1 && !near; ++dx) {
      for (long dy = -1; dy <= 1 && !near; ++dy) {
        const auto found = buckets.find({bx + dx, by + dy});
        if (found == buckets.end()) continue;
        for (const RoadCoordinates& q : found->second) {
          if (std::hypot(p.x - q.x, p.y - q.y) <= kLatticeSpacing) {
            near = true;
            break;
          }
        }
      }
    }
    if (!near) ++far;
  }
  CAPTURE(far, fast[static_cast<int>(RoadClass::Arterial)], fast[static_cast<int>(RoadClass::Highway)]);
  CHECK(far == 0);
  // Highways on every fourth line: fewer than arterials, and still most roads are streets.
  CHECK(fast[static_cast<int>(RoadClass::Highway)] > 0);
  CHECK(fast[static_cast<int>(RoadClass::Highway)] < fast[static_cast<int>(RoadClass::Arterial)]);
  CHECK(fast[static_cast<int>(RoadClass::Street)] > 0.75 * map.roads.size());
  // The straight highways are appended to roads reserved for the streets: reserved exactly, not doubled (the
  // 1M town held 47 MiB more wasm heap when the vector grew by doubling).
  CHECK(map.roads.capacity() == map.roads.size());
}
#endif

TEST_CASE("random road network: sizes outside 100 to 1,000,000 are refused, the output untouched") {
  RoadMap map;
  map.nodes.push_back({1, 2});
  CHECK_THAT(generateRoadNetwork({99, 1}, map), Catch::Matchers::Contains("nodes must be from 100 to 1000000, got 99"));
  CHECK_THAT(generateRoadNetwork({1000001, 1}, map), Catch::Matchers::Contains("got 1000001"));
  CHECK(map.nodes.size() == 1);
}
