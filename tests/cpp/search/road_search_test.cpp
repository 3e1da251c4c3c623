// The searches on a road network, through the same loops as on grids: a hand-built network with known
// shortest paths (one-way streets included), and a seeded random planar-ish network where A* and Dijkstra
// agree with the plain Dijkstra of support/road_oracles.h, for both metrics, on every query.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <random>
#include <utility>
#include <vector>

#include "graph/road_graph.h"
#include "graph/road_network.h"
#include "search/algorithms/best_first.h"
#include "search/algorithms/blind_search.h"
#include "search/core/heuristic.h"
#include "support/small_town.h"
#include "search/core/node_pool.h"
#include "search/core/open_list.h"
#include "search/core/trace.h"
#include "support/road_oracles.h"

using namespace frontier;
using testing::kTownEdges;
using testing::kTownNodes;

namespace {

enum class Method { AStar, Dijkstra, BreadthFirst, DepthFirst };

struct RoadResult {
  bool found = false;
  double cost = 0.0;
  std::vector<std::uint32_t> path;  // start first
  SearchCounters counters;
};

// One node pool and open list for many searches, as the grid's Searcher keeps them: stamping is tested too.
class RoadSearcher {
 public:
  template <class Trace = NoTrace>
  RoadResult run(const RoadNetwork& network, RoadMetric metric, Method method, std::uint32_t start,
                 std::uint32_t goal, Trace&& trace = Trace{}) {
    const RoadGraph graph(network, metric);
    pool_.beginSearch(graph);
    SearchContext<RoadGraph> context{graph, pool_, start, goal, {}};
    const Priority priority{1.0, 1.0, TieBreak::SmallerH};
    bool found = false;
    switch (method) {
      case Method::AStar: found = bestFirstSearch(context, priority, graph.estimateTo(goal), open_, trace); break;
      case Method::Dijkstra: found = bestFirstSearch(context, priority, ZeroEstimate{}, open_, trace); break;
      case Method::BreadthFirst:
        found = blindSearch<FrontierPolicy::FirstInFirstOut>(context, frontier_, trace);
        break;
      case Method::DepthFirst: found = blindSearch<FrontierPolicy::LastInFirstOut>(context, frontier_, trace); break;
    }
    RoadResult result;
    result.found = found;
    result.counters = context.counters;
    if (found) {
      for (std::uint32_t node = goal; node != kNoParent; node = pool_.parent(node)) result.path.insert(result.path.begin(), node);
      result.cost = pool_.g(goal);
    }
    return result;
  }

 private:
  NodePool pool_;
  OpenList open_;
  std::vector<std::uint32_t> frontier_;
};

// The cost of a path when each step takes its cheapest edge; nullopt when some step has no edge.
std::optional<double> roadPathCost(const std::vector<RoadEdge>& edges, const std::vector<std::uint32_t>& path,
                               RoadMetric metric) {
  double total = 0.0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    double cheapest = std::numeric_limits<double>::infinity();
    for (const RoadEdge& edge : edges) {
      if (edge.from == path[i - 1] && edge.to == path[i]) cheapest = std::min(cheapest, testing::valueOf(edge, metric));
    }
    if (std::isinf(cheapest)) return std::nullopt;
    total += cheapest;
  }
  return total;
}

struct TownQuery {
  std::uint32_t start, goal;
  RoadMetric metric;
  double cost;
  std::vector<std::uint32_t> path;
};

}  // namespace

TEST_CASE("road search: the hand-built town's shortest and quickest routes, one-way streets respected") {
  RoadNetwork town;
  REQUIRE(town.assign(kTownNodes, kTownEdges).empty());
  const std::vector<TownQuery> queries = {
      {0, 2, RoadMetric::Length, 8.0, {0, 1, 2}},           // the slow street is the short one
      {0, 2, RoadMetric::Time, 2.4, {0, 3, 4, 2}},          // the ring is the quick one
      {2, 0, RoadMetric::Length, 8.0, {2, 1, 0}},           // the ramp C -> A is longer
      {2, 0, RoadMetric::Time, 2.0, {2, 0}},                // ... but quicker
      {4, 0, RoadMetric::Length, 9.0, {4, 3, 0}},           // E -> C is one-way: no way back through it
      {5, 2, RoadMetric::Time, 22.4, {5, 0, 3, 4, 2}},
      {5, 2, RoadMetric::Length, 28.0, {5, 0, 1, 2}},
      {3, 3, RoadMetric::Length, 0.0, {3}},
  };
  RoadSearcher searcher;
  for (const TownQuery& query : queries) {
    for (const Method method : {Method::AStar, Method::Dijkstra}) {
      INFO("from " << query.start << " to " << query.goal << ", metric " << static_cast<int>(query.metric)
                   << ", method " << static_cast<int>(method));
      const RoadResult result = searcher.run(town, query.metric, method, query.start, query.goal);
      REQUIRE(result.found);
      CHECK(result.cost == Approx(query.cost));
      CHECK(result.path == query.path);
    }
  }
}

TEST_CASE("road search: a node nothing leads to is not found, after closing everything reachable") {
  RoadNetwork town;
  REQUIRE(town.assign(kTownNodes, kTownEdges).empty());
  RoadSearcher searcher;
  for (const Method method : {Method::AStar, Method::Dijkstra, Method::BreadthFirst, Method::DepthFirst}) {
    const RoadResult result = searcher.run(town, RoadMetric::Length, method, 0, 5);
    CHECK_FALSE(result.found);
    CHECK(result.counters.expanded == 5);  // A, B, C, D, E
  }
}

TEST_CASE("road search: the trace speaks node numbers and agrees with the counters") {
  RoadNetwork town;
  REQUIRE(town.assign(kTownNodes, kTownEdges).empty());
  RoadSearcher searcher;
  TraceRecorder trace;
  const RoadResult result = searcher.run(town, RoadMetric::Time, Method::AStar, 0, 2, trace);
  REQUIRE(result.found);
  std::uint64_t generated = 0, expanded = 0;
  for (const TraceEvent& event : trace.events()) {
    CHECK((event.kindAndCell & kCellMask) < town.nodeCount());
    const auto kind = static_cast<TraceKind>(event.kindAndCell >> 24);
    if (kind == TraceKind::Generated) ++generated;
    if (kind == TraceKind::Expanded) ++expanded;
  }
  CHECK(generated == result.counters.generated);
  CHECK(expanded == result.counters.expanded);
  const TraceEvent& last = trace.events().back();
  CHECK(static_cast<TraceKind>(last.kindAndCell >> 24) == TraceKind::Expanded);
  CHECK((last.kindAndCell & kCellMask) == 2);
  CHECK(last.g == Approx(2.4f));
  CHECK(last.h == 0.0f);  // the estimate at the goal
}

TEST_CASE("road search on a seeded random network: A* and Dijkstra match a plain Dijkstra on every query") {
  // A few hundred towns on a square; each joined to its three nearest, mostly both ways, some one-way, a
  // few twice (parallel roads). Lengths are at least the straight-line distance; speeds vary, so the
  // quickest route is often not the shortest.
  std::mt19937 random(20261123);  // the engine's output is fixed by the standard, so the network is too
  const auto unit = [&random] { return random() / 4294967296.0; };
  const std::uint32_t nodeCount = 300;
  std::vector<RoadCoordinates> nodes;
  for (std::uint32_t i = 0; i < nodeCount; ++i) nodes.push_back({1000.0 * unit(), 1000.0 * unit()});
  std::vector<RoadEdge> edges;
  const double speeds[] = {8.0, 14.0, 22.0, 33.0};
  const auto addRoad = [&](std::uint32_t from, std::uint32_t to) {
    const double straight = std::hypot(nodes[to].x - nodes[from].x, nodes[to].y - nodes[from].y);
    const double length = straight * (1.0 + 0.4 * unit());
    const double time = length / speeds[random() % 4];
    const int kind = static_cast<int>(random() % 10);  // 0, 1: one-way; 2: two roads; else both ways
    if (kind == 0) {
      edges.push_back({from, to, length, time});
    } else if (kind == 1) {
      edges.push_back({to, from, length, time});
    } else {
      edges.push_back({from, to, length, time});
      edges.push_back({to, from, length, time});
      if (kind == 2) edges.push_back({from, to, length * 1.1, time * 0.7});
    }
  };
  for (std::uint32_t from = 0; from < nodeCount; ++from) {
    std::vector<std::pair<double, std::uint32_t>> byDistance;
    for (std::uint32_t to = 0; to < nodeCount; ++to) {
      if (to != from) byDistance.emplace_back(std::hypot(nodes[to].x - nodes[from].x, nodes[to].y - nodes[from].y), to);
    }
    std::partial_sort(byDistance.begin(), byDistance.begin() + 3, byDistance.end());
    for (int k = 0; k < 3; ++k) addRoad(from, byDistance[k].second);
  }
  RoadNetwork network;
  REQUIRE(network.assign(nodes, edges).empty());

  RoadSearcher searcher;
  int found = 0, unreachable = 0;
  for (int query = 0; query < 150; ++query) {
    const auto start = static_cast<std::uint32_t>(random() % nodeCount);
    const auto goal = static_cast<std::uint32_t>(random() % nodeCount);
    for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
      const std::vector<double> expected = testing::oracleDistances(nodeCount, edges, metric, start);
      for (const Method method : {Method::AStar, Method::Dijkstra}) {
        INFO("query " << query << ": " << start << " -> " << goal << ", metric " << static_cast<int>(metric)
                      << ", method " << static_cast<int>(method));
        const RoadResult result = searcher.run(network, metric, method, start, goal);
        REQUIRE(result.found == !std::isinf(expected[goal]));
        if (!result.found) {
          ++unreachable;
          continue;
        }
        ++found;
        CHECK(result.cost == Approx(expected[goal]).epsilon(1e-12));
        REQUIRE(result.path.front() == start);
        REQUIRE(result.path.back() == goal);
        const std::optional<double> walked = roadPathCost(edges, result.path, metric);
        REQUIRE(walked.has_value());
        CHECK(*walked == Approx(expected[goal]).epsilon(1e-12));
      }
    }
    // The uninformed searches run on roads too: breadth-first takes the fewest roads, depth-first any.
    const std::vector<int> hops = testing::oracleHops(nodeCount, edges, start);
    const RoadResult breadth = searcher.run(network, RoadMetric::Length, Method::BreadthFirst, start, goal);
    REQUIRE(breadth.found == (hops[goal] >= 0));
    if (breadth.found) CHECK(static_cast<int>(breadth.path.size()) - 1 == hops[goal]);
    const RoadResult depth = searcher.run(network, RoadMetric::Length, Method::DepthFirst, start, goal);
    REQUIRE(depth.found == (hops[goal] >= 0));
    if (depth.found) CHECK(roadPathCost(edges, depth.path, RoadMetric::Length).has_value());
  }
  // The network must exercise both outcomes, or the test proves little.
  CHECK(found > 300);
  CHECK(unreachable > 0);
}
