// route() on road networks: every road row of the registry on a hand-built town with known answers and on
// seeded random networks against an independent Dijkstra (both metrics, one-way roads, parallel roads);
// A* as Dijkstra on reduced costs settling A*'s nodes in A*'s order; traces; refused requests.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "search/core/registry.h"
#include "search/roads/road_router.h"
#include "support/random_roads.h"
#include "support/road_oracles.h"
#include "support/small_town.h"

using namespace frontier;
using namespace frontier::testing;

namespace {

std::vector<std::string> roadAlgorithms() {
  std::vector<std::string> names;
  for (const AlgorithmInfo& row : kAlgorithmTable) {
    if (row.worlds & kRoadWorld) names.emplace_back(row.name);
  }
  return names;
}

// The rows that promise nothing (the wrong variants kept for the lessons).
bool neverOptimal(const std::string& name) {
  for (const AlgorithmInfo& row : kAlgorithmTable) {
    if (row.name == name) return row.optimality == Optimality::Never;
  }
  return false;
}

// A router per metric, each with ALT's landmarks and a contraction hierarchy prepared for it, so every road
// row (alt and ch included) answers in either metric.
struct PreparedRouters {
  RoadRouter length, time;
  explicit PreparedRouters(const RoadNetwork& network) : length(network), time(network) {
    for (const PrepareTechnique technique : {PrepareTechnique::Alt, PrepareTechnique::Ch}) {
      REQUIRE(length.prepare({technique, 4, kDefaultSelection, RoadMetric::Length}).error.empty());
      REQUIRE(time.prepare({technique, 4, kDefaultSelection, RoadMetric::Time}).error.empty());
    }
  }
  RouteResult route(const RouteRequest& request) {
    return (request.metric == RoadMetric::Time ? time : length).route(request);
  }
};

std::vector<std::uint32_t> expandedOrder(const TraceRecorder& trace) {
  std::vector<std::uint32_t> order;
  for (const TraceEvent& event : trace.events()) {
    if (kindOf(event) == TraceKind::Expanded) order.push_back(nodeOf(event));
  }
  return order;
}

}  // namespace

TEST_CASE("road routes: the registry's road rows are the five searches of issue 13, the no-resort lesson, the reduced-cost entry, ALT and CH") {
  CHECK(roadAlgorithms() == std::vector<std::string>{"astar", "dijkstra", "bfs", "bidirectional-dijkstra",
                                                     "bidirectional-astar", "astar-no-resort", "astar-reduced",
                                                     "alt", "ch"});
  for (const AlgorithmInfo& row : kAlgorithmTable) {
    INFO(row.name);
    CHECK((row.road.plain != nullptr) == ((row.worlds & kRoadWorld) != 0));
    CHECK((row.road.traced != nullptr) == ((row.worlds & kRoadWorld) != 0));
  }
  // The reduced-cost entry is no grid choice.
  for (const AlgorithmInfo& row : kGridAlgorithms) CHECK(row.name != "astar-reduced");
}

TEST_CASE("road routes: the town's shortest and quickest routes by every optimal road algorithm") {
  RoadNetwork town;
  REQUIRE(town.assign(kTownNodes, kTownEdges).empty());
  struct Query {
    std::uint32_t from, to;
    RoadMetric metric;
    double cost;
    std::vector<std::uint32_t> path;
  };
  const std::vector<Query> queries = {
      {0, 2, RoadMetric::Length, 8.0, {0, 1, 2}},  {0, 2, RoadMetric::Time, 2.4, {0, 3, 4, 2}},
      {2, 0, RoadMetric::Length, 8.0, {2, 1, 0}},  {2, 0, RoadMetric::Time, 2.0, {2, 0}},
      {4, 0, RoadMetric::Length, 9.0, {4, 3, 0}},  {5, 2, RoadMetric::Time, 22.4, {5, 0, 3, 4, 2}},
      {5, 2, RoadMetric::Length, 28.0, {5, 0, 1, 2}}, {3, 3, RoadMetric::Length, 0.0, {3}},
  };
  PreparedRouters router(town);
  for (const std::string& algorithm : roadAlgorithms()) {
    if (algorithm == "bfs") continue;
    for (const Query& query : queries) {
      INFO(algorithm << ": " << query.from << " -> " << query.to << ", metric " << static_cast<int>(query.metric));
      const RouteResult result = router.route({query.from, query.to, algorithm, query.metric});
      REQUIRE(result.error.empty());
      REQUIRE(result.found);
      CHECK(result.cost == Approx(query.cost));
      CHECK(result.path == query.path);
      CHECK(result.expanded > 0);
    }
  }
  // Fewest roads: A -> C by the quick ring takes three roads, the street two; F -> ... nothing reaches F.
  const RouteResult fewest = router.route({0, 2, "bfs", RoadMetric::Time});
  CHECK(fewest.path == std::vector<std::uint32_t>{0, 1, 2});
  CHECK(fewest.cost == Approx(8.0));  // the cost of the roads taken, in the metric asked
  for (const std::string& algorithm : roadAlgorithms()) {
    const RouteResult none = router.route({0, 5, algorithm, RoadMetric::Length});
    CHECK(none.error.empty());
    CHECK_FALSE(none.found);
    CHECK(none.path.empty());
    CHECK(std::isinf(none.cost));
  }
}

TEST_CASE("road routes on seeded random networks: every algorithm equals a plain Dijkstra on every query") {
  int found = 0, unreachable = 0;
  for (const std::uint32_t seed : {7u, 2026u, 913u}) {
    const RandomRoads roads = randomRoads(seed, {.nodeCount = 300});
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    PreparedRouters router(network);
    std::mt19937 random(seed + 1);
    for (int query = 0; query < 60; ++query) {
      const auto from = static_cast<std::uint32_t>(random() % network.nodeCount());
      const auto to = static_cast<std::uint32_t>(random() % network.nodeCount());
      const std::vector<int> hops = oracleHops(network.nodeCount(), roads.edges, from);
      for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
        const std::vector<double> expected = oracleDistances(network.nodeCount(), roads.edges, metric, from);
        const auto arcs = cheapestArcs(roads.edges, metric);
        for (const std::string& algorithm : roadAlgorithms()) {
          INFO("seed " << seed << " query " << query << ": " << from << " -> " << to << ", metric "
                       << static_cast<int>(metric) << ", " << algorithm);
          const RouteResult result = router.route({from, to, algorithm, metric});
          REQUIRE(result.error.empty());
          REQUIRE(result.found == !std::isinf(expected[to]));
          if (!result.found) {
            ++unreachable;
            continue;
          }
          ++found;
          REQUIRE(result.path.front() == from);
          REQUIRE(result.path.back() == to);
          const std::optional<double> walked = walkedCost(arcs, result.path);
          REQUIRE(walked.has_value());
          CHECK(result.cost == Approx(*walked).epsilon(1e-9));
          if (algorithm == "bfs") {
            CHECK(static_cast<int>(result.path.size()) - 1 == hops[to]);
          } else if (neverOptimal(algorithm)) {
            // A deliberately wrong row (astar-no-resort): a real route, never cheaper than the best.
            CHECK(result.cost >= expected[to] * (1 - 1e-9));
          } else {
            CHECK(result.cost == Approx(expected[to]).epsilon(1e-9));
          }
        }
      }
    }
  }
  CHECK(found > 1000);
  CHECK(unreachable > 0);  // one-way roads leave some pairs unconnected: both outcomes are exercised
}

TEST_CASE("road routes: A* as Dijkstra on reduced costs settles A*'s nodes in A*'s order") {
  std::size_t compared = 0;
  for (const std::uint32_t seed : {5u, 77u}) {
    const RandomRoads roads = randomRoads(seed, {.nodeCount = 400});
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    RoadRouter router(network);
    std::mt19937 random(seed);
    for (int query = 0; query < 40; ++query) {
      const auto from = static_cast<std::uint32_t>(random() % network.nodeCount());
      const auto to = static_cast<std::uint32_t>(random() % network.nodeCount());
      for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
        INFO("seed " << seed << " query " << query << ": " << from << " -> " << to);
        TraceRecorder astarTrace, reducedTrace;
        const RouteResult astar = router.route({from, to, "astar", metric}, &astarTrace);
        const RouteResult reduced = router.route({from, to, "astar-reduced", metric}, &reducedTrace);
        REQUIRE(astar.found == reduced.found);
        CHECK(expandedOrder(reducedTrace) == expandedOrder(astarTrace));
        CHECK(reduced.expanded == astar.expanded);
        CHECK(reduced.path == astar.path);
        if (astar.found) CHECK(reduced.cost == Approx(astar.cost).epsilon(1e-9));
        compared += expandedOrder(astarTrace).size();
      }
    }
  }
  CHECK(compared > 2000);
}

TEST_CASE("road routes: searches from both ends settle fewer nodes than Dijkstra, and trace both lanes") {
  const RandomRoads roads = randomRoads(42, {.nodeCount = 2000});
  RoadNetwork network;
  REQUIRE(network.assign(roads.nodes, roads.edges).empty());
  RoadRouter router(network);
  std::mt19937 random(42);
  std::uint64_t dijkstra = 0, bidirectional = 0, astar = 0;
  for (int query = 0; query < 40; ++query) {
    const auto from = static_cast<std::uint32_t>(random() % network.nodeCount());
    const auto to = static_cast<std::uint32_t>(random() % network.nodeCount());
    const RouteResult one = router.route({from, to, "dijkstra", RoadMetric::Length});
    if (!one.found) continue;
    dijkstra += one.expanded;
    bidirectional += router.route({from, to, "bidirectional-dijkstra", RoadMetric::Length}).expanded;
    astar += router.route({from, to, "astar", RoadMetric::Length}).expanded;
  }
  CHECK(bidirectional < dijkstra);
  CHECK(astar < dijkstra);

  TraceRecorder trace;
  const RouteResult result = router.route({3, 1500, "bidirectional-astar", RoadMetric::Time}, &trace);
  REQUIRE(result.found);
  bool forward = false, backward = false;
  std::vector<std::uint32_t> traced;
  for (const TraceEvent& event : trace.events()) {
    CHECK(nodeOf(event) < network.nodeCount());
    if (kindOf(event) == TraceKind::Expanded) (laneOf(event) == TraceLane::Forward ? forward : backward) = true;
    if (kindOf(event) == TraceKind::Path) traced.push_back(nodeOf(event));
  }
  CHECK(forward);
  CHECK(backward);
  CHECK(traced == result.path);
  CHECK(trace.events().back().g == Approx(static_cast<float>(result.cost)));
}

TEST_CASE("road routes: bad requests are refused with a reason and compute nothing") {
  RoadNetwork town;
  REQUIRE(town.assign(kTownNodes, kTownEdges).empty());
  RoadRouter router(town);
  TraceRecorder trace;
  trace.add(TraceKind::Expanded, 1, kNoParent, 0.0, 0.0);  // a trace from before must survive a refusal
  const auto refused = [&](const RouteRequest& request) {
    const RouteResult result = router.route(request, &trace);
    CHECK_FALSE(result.found);
    CHECK(result.path.empty());
    CHECK(result.expanded == 0);
    CHECK(trace.events().size() == 1);
    return result.error;
  };
  CHECK(refused({6, 0, "dijkstra"}) == "from 6 is out of range: the network's node ids are 0 to 5");
  CHECK(refused({0, 4000000000u, "astar"}) == "to 4000000000 is out of range: the network's node ids are 0 to 5");
  CHECK(refused({0, 1, "jps"}) ==
        "algorithm 'jps' does not run on road networks (expected one of astar, dijkstra, bfs, "
        "bidirectional-dijkstra, bidirectional-astar, astar-no-resort, astar-reduced, alt, ch)");
  CHECK(refused({0, 1, "dstar-lite"}).rfind("algorithm 'dstar-lite' does not run on road networks", 0) == 0);
  CHECK(refused({0, 1, ""}).rfind("algorithm '' does not run", 0) == 0);
  CHECK(refused({0, 1, "dijkstra", static_cast<RoadMetric>(7)}) == "metric must be length or time");
  RoadNetwork empty;
  CHECK(RoadRouter(empty).route({0, 0, "dijkstra"}).error == "no road network is loaded");
}
