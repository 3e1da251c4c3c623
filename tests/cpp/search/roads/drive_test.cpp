// drive(): a vehicle on a road network with blocked roads it learns of at their start, replanning with
// D* Lite. On seeded random networks (one-way and parallel roads) with random blocks, some on its first
// route: every plan's cost equals an independent Dijkstra on the vehicle's knowledge then (rebuilt from its
// moves), and so do Dijkstra's and A*'s from scratch; it never drives a blocked road; it reaches the goal
// exactly when the true network lets it; and a repair recomputes far fewer nodes than Dijkstra from scratch.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "support/same_cost.h"
#include "search/roads/road_router.h"
#include "support/random_roads.h"
#include "support/road_oracles.h"

using namespace frontier;
using frontier::test::sameCost;
using namespace frontier::testing;

namespace {

// The edges left once the blocked roads (pairs, both ways) and the arcs known blocked are taken out.
std::vector<RoadEdge> without(const std::vector<RoadEdge>& edges, const std::set<std::pair<std::uint32_t, std::uint32_t>>& arcs) {
  std::vector<RoadEdge> kept;
  for (const RoadEdge& edge : edges) {
    if (!arcs.count({edge.from, edge.to})) kept.push_back(edge);
  }
  return kept;
}

// The town: A (0) to D (3) by A-B-D (short) or A-C-D (longer); the road B-D is blocked.
const std::vector<RoadCoordinates> kNodes = {{0, 0}, {10, 0}, {0, 10}, {10, 10}};
const std::vector<RoadEdge> kEdges = {{0, 1, 10, 1}, {1, 0, 10, 1}, {1, 3, 10, 1}, {3, 1, 10, 1},
                                      {0, 2, 12, 1}, {2, 0, 12, 1}, {2, 3, 12, 1}, {3, 2, 12, 1}};

}  // namespace

TEST_CASE("drive: the vehicle meets a blocked road at its start and drives around it") {
  RoadNetwork town;
  REQUIRE(town.assign(kNodes, kEdges).empty());
  RoadRouter router(town);
  DriveRequest request{0, 3, RoadMetric::Length, {{3, 1}}};
  TraceRecorder trace;
  const DriveResult result = router.drive(request, &trace);
  REQUIRE(result.error.empty());
  CHECK(result.reached);
  CHECK(result.moves == std::vector<std::uint32_t>{0, 1, 0, 2, 3});
  CHECK(result.cost == 10 + 10 + 12 + 12);
  REQUIRE(result.plans.size() == 2);
  CHECK(result.plans[0].planCost == 20);
  CHECK(result.plans[1].move == 1);
  CHECK(result.plans[1].at == 1);
  CHECK(result.plans[1].planCost == 34);
  CHECK(result.plans[1].dijkstraCost == 34);
  CHECK(result.plans[1].astarCost == 34);
  CHECK(result.plans[1].learnt.size() == 1);
  // The trace: sensed, replan, D* Lite's events, the plan, then the move.
  int sensed = 0, replans = 0, moved = 0;
  for (const TraceEvent& event : trace.events()) {
    if (kindOf(event) == TraceKind::Sensed) {
      ++sensed;
      CHECK(nodeOf(event) == 1);
      CHECK(event.parent == 3);
    }
    replans += kindOf(event) == TraceKind::Replan;
    moved += kindOf(event) == TraceKind::AgentMoved;
  }
  CHECK(sensed == 1);
  CHECK(replans == 2);
  CHECK(moved == 4);
}

TEST_CASE("drive: refused requests name the field") {
  RoadNetwork town;
  REQUIRE(town.assign(kNodes, kEdges).empty());
  RoadRouter router(town);
  CHECK(router.drive({0, 9, RoadMetric::Length, {}}).error ==
        "to 9 is out of range: the network's node ids are 0 to 3");
  CHECK(router.drive({0, 3, RoadMetric::Length, {{0, 3}}}).error ==
        "blocked[0] {from: 0, to: 3} is no road: no road joins those two nodes");
  CHECK(router.drive({0, 3, RoadMetric::Length, {{1, 3}, {0, 7}}}).error ==
        "blocked[1] {from: 0, to: 7}: node ids are 0 to 3");
  CHECK(router.drive({0, 3, RoadMetric::Length, {{2, 2}}}).error ==
        "blocked[0] {from: 2, to: 2} is no road: no road joins those two nodes");
}

TEST_CASE("drive: on random networks every plan is optimal for the knowledge, and repairs are cheap") {
  std::uint64_t repairExpanded = 0, repairDijkstra = 0, repairAStar = 0, repairs = 0;
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    const RandomRoads roads = randomRoads(seed, {.nodeCount = 1200});
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    RoadRouter router(network);
    std::mt19937 random(seed * 7919);
    const RoadMetric metric = seed % 2 ? RoadMetric::Length : RoadMetric::Time;
    DriveRequest request;
    request.metric = metric;
    request.from = random() % network.nodeCount();
    request.to = random() % network.nodeCount();
    // Block a few roads of the first route (the tutorial's case), and some anywhere.
    const RouteResult first = router.route({request.from, request.to, "dijkstra", metric});
    REQUIRE(first.error.empty());
    for (int i = 0; i < 3 && first.path.size() > 1; ++i) {
      const std::size_t k = random() % (first.path.size() - 1);
      request.blocked.push_back({first.path[k], first.path[k + 1]});
    }
    for (int i = 0; i < 30; ++i) {
      const RoadEdge& edge = roads.edges[random() % roads.edges.size()];
      if (edge.from != edge.to) request.blocked.push_back({edge.from, edge.to});
    }
    std::set<std::pair<std::uint32_t, std::uint32_t>> blocked;
    for (const RoadEnds& road : request.blocked) {
      blocked.insert({road.from, road.to});
      blocked.insert({road.to, road.from});
    }
    INFO("seed " << seed << " from " << request.from << " to " << request.to);
    const DriveResult result = router.drive(request);
    REQUIRE(result.error.empty());

    // Reaches the goal exactly when the true network lets it.
    const double truly = oracleDistances(network.nodeCount(), without(roads.edges, blocked), metric, request.from)[request.to];
    CHECK(result.reached == std::isfinite(truly));
    if (!result.reached) CHECK(result.reason.find("cut off") != std::string::npos);

    // Never drives a blocked road; the moves add up to the cost.
    double cost = 0.0;
    for (std::size_t i = 1; i < result.moves.size(); ++i) {
      CHECK_FALSE(blocked.count({result.moves[i - 1], result.moves[i]}));
      double cheapest = INFINITY;
      for (const RoadEdge& edge : roads.edges) {
        if (edge.from == result.moves[i - 1] && edge.to == result.moves[i]) cheapest = std::min(cheapest, valueOf(edge, metric));
      }
      REQUIRE(std::isfinite(cheapest));
      cost += cheapest;
    }
    CHECK(sameCost(result.cost, cost));

    // Every plan against Dijkstra on the knowledge then: the blocked arcs leaving nodes stood on so far.
    std::size_t plan = 0;
    std::set<std::pair<std::uint32_t, std::uint32_t>> known;
    for (std::size_t move = 0; move < result.moves.size() && plan < result.plans.size(); ++move) {
      for (const RoadEdge& edge : roads.edges) {
        if (edge.from == result.moves[move] && blocked.count({edge.from, edge.to})) known.insert({edge.from, edge.to});
      }
      if (result.plans[plan].move != move) continue;
      const DrivePlan& p = result.plans[plan];
      CHECK(p.at == result.moves[move]);
      const double oracle = oracleDistances(network.nodeCount(), without(roads.edges, known), metric, p.at)[request.to];
      CHECK(sameCost(p.planCost, oracle));
      CHECK(sameCost(p.dijkstraCost, oracle));
      CHECK(sameCost(p.astarCost, oracle));
      if (plan == 1) {
        ++repairs;
        repairExpanded += p.expanded;
        repairDijkstra += p.dijkstraExpanded;
        repairAStar += p.astarExpanded;
      }
      ++plan;
    }
    CHECK(plan == result.plans.size());
  }
  // The first repair after a block, on average, against searching again from scratch.
  REQUIRE(repairs >= 20);
  INFO("D* Lite " << repairExpanded << ", Dijkstra " << repairDijkstra << ", A* " << repairAStar << " over " << repairs);
  CHECK(repairExpanded * 4 < repairDijkstra);
  WARN("first repairs: D* Lite " << repairExpanded << ", Dijkstra " << repairDijkstra << ", A* " << repairAStar << " over " << repairs);
}

// Issue 29 item 7: two junctions at one position joined by a road of length 0 (common in OpenStreetMap).
// Both have a road to the goal of the same cost, so the plan's next road ties between the zero-length road
// and the road to the goal; taking the first in arc order sent the vehicle back and forth (plan cost 0 + 0
// + ..., "gave up after 5 moves") while a 110 m route existed.
TEST_CASE("drive: a road of length 0 between two junctions at one place does not trap the vehicle") {
  const std::vector<RoadCoordinates> nodes = {{0, 0}, {0, 0}, {110, 0}};
  const std::vector<RoadEdge> edges = {{0, 1, 0, 0}, {1, 0, 0, 0}, {0, 2, 110, 11}, {1, 2, 110, 11}};
  RoadNetwork town;
  REQUIRE(town.assign(nodes, edges).empty());
  RoadRouter router(town);
  for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
    for (const std::uint32_t from : {0u, 1u}) {
      INFO("from " << from << (metric == RoadMetric::Length ? " by length" : " by time"));
      const DriveResult result = router.drive({from, 2, metric, {}});
      REQUIRE(result.error.empty());
      CHECK(result.reached);
      CHECK(result.reason.empty());
      CHECK(result.cost == (metric == RoadMetric::Length ? 110 : 11));
      REQUIRE(result.plans.size() == 1);
      CHECK(result.plans[0].planCost == result.plans[0].dijkstraCost);
    }
  }
}

// The property: with no blocks, a drive costs exactly Dijkstra's, and so does its plan, on random towns
// where some junctions have a twin at the same place (a road of length 0 between them, and copies of the
// junction's roads), so zero-length roads and ties abound.
TEST_CASE("drive: with no blocks a drive costs exactly Dijkstra's, zero-length roads and ties included") {
  int pairs = 0;
  for (std::uint32_t seed = 1; seed <= 12; ++seed) {
    RandomRoads roads = randomRoads(seed, {.nodeCount = 200});
    std::mt19937 random(seed * 104729);
    const std::size_t original = roads.nodes.size();
    const std::vector<RoadEdge> edges = roads.edges;
    for (std::uint32_t v = 0; v < original; ++v) {
      if (random() % 3 != 0) continue;
      const std::uint32_t twin = static_cast<std::uint32_t>(roads.nodes.size());
      roads.nodes.push_back(roads.nodes[v]);
      roads.edges.push_back({v, twin, 0, 0});
      roads.edges.push_back({twin, v, 0, 0});
      for (const RoadEdge& edge : edges) {
        if (edge.from == v) roads.edges.push_back({twin, edge.to, edge.length, edge.time});
        if (edge.to == v) roads.edges.push_back({edge.from, twin, edge.length, edge.time});
      }
    }
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    RoadRouter router(network);
    for (int query = 0; query < 30; ++query) {
      const RoadMetric metric = query % 2 ? RoadMetric::Length : RoadMetric::Time;
      const std::uint32_t from = random() % network.nodeCount(), to = random() % network.nodeCount();
      const RouteResult dijkstra = router.route({from, to, "dijkstra", metric});
      REQUIRE(dijkstra.error.empty());
      INFO("seed " << seed << " from " << from << " to " << to);
      const DriveResult result = router.drive({from, to, metric, {}});
      REQUIRE(result.error.empty());
      CHECK(result.reached == dijkstra.found);
      if (!dijkstra.found) continue;
      ++pairs;
      CHECK(result.reason.empty());
      CHECK(sameCost(result.cost, dijkstra.cost));
      REQUIRE(result.plans.size() == 1);
      CHECK(sameCost(result.plans[0].planCost, dijkstra.cost));
      // Roads of that route blocked: the repairs cross zero-length roads too, and every plan still costs
      // what Dijkstra from scratch finds on the same knowledge.
      DriveRequest blocked{from, to, metric, {}};
      for (std::size_t k = 0; k + 1 < dijkstra.path.size(); k += 2) blocked.blocked.push_back({dijkstra.path[k], dijkstra.path[k + 1]});
      const DriveResult detour = router.drive(blocked);
      REQUIRE(detour.error.empty());
      CHECK(detour.reason.find("gave up") == std::string::npos);
      for (const DrivePlan& plan : detour.plans) CHECK(sameCost(plan.planCost, plan.dijkstraCost));
    }
  }
  CHECK(pairs > 200);
}
