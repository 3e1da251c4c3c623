// disjointRoutes(): the classic trap where "take the shortest, delete it, repeat" fails, a bridge that
// limits the count (and is reported as the cut), and seeded random networks where the total equals an
// independent min-cost flow's optimum, the routes are disjoint as asked, and any cut really separates.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <vector>

#include "search/roads/road_router.h"
#include "support/random_roads.h"
#include "support/road_oracles.h"

using namespace frontier;
using namespace frontier::testing;

namespace {

void addTwoWay(std::vector<RoadEdge>& edges, std::uint32_t a, std::uint32_t b, double cost) {
  edges.push_back({a, b, cost, cost});
  edges.push_back({b, a, cost, cost});
}

// s (0), a (1), b (2), t (3): s-a 1, a-b 1, b-t 1, s-b 3, a-t 3, all two-way. The shortest route s-a-b-t
// uses both roads the other routes need; s-a-t and s-b-t are the disjoint pair, 4 + 4.
// c (4): s-c 10, c-t 10, a third way round.
std::vector<RoadEdge> trapEdges(bool withThirdWay) {
  std::vector<RoadEdge> edges;
  addTwoWay(edges, 0, 1, 1);
  addTwoWay(edges, 1, 2, 1);
  addTwoWay(edges, 2, 3, 1);
  addTwoWay(edges, 0, 2, 3);
  addTwoWay(edges, 1, 3, 3);
  if (withThirdWay) {
    addTwoWay(edges, 0, 4, 10);
    addTwoWay(edges, 4, 3, 10);
  }
  return edges;
}
const std::vector<RoadCoordinates> kTrapNodes = {{0, 0}, {1, 1}, {2, -1}, {3, 0}, {1.5, 5}};

// The method the issue warns against, written here to show the trap: shortest route, delete its roads
// (both directions), repeat. Returns the costs it finds.
std::vector<double> shortestDeleteRepeat(std::size_t nodeCount, std::vector<RoadEdge> edges, std::uint32_t from,
                                         std::uint32_t to, int k) {
  std::vector<double> costs;
  for (int round = 0; round < k; ++round) {
    RoadNetwork network;
    REQUIRE(network.assign(std::vector<RoadCoordinates>(nodeCount), edges).empty());
    const RouteResult best = route(network, {from, to, "dijkstra", RoadMetric::Length});
    if (!best.found) break;
    costs.push_back(best.cost);
    std::set<std::pair<std::uint32_t, std::uint32_t>> used;
    for (std::size_t i = 1; i < best.path.size(); ++i) used.insert(roadOf(best.path[i - 1], best.path[i]));
    std::erase_if(edges, [&](const RoadEdge& edge) { return used.count(roadOf(edge.from, edge.to)) > 0; });
  }
  return costs;
}

// No road (unordered pair) in two routes, and none twice in one.
bool edgeDisjoint(const std::vector<Route>& routes) {
  std::set<std::pair<std::uint32_t, std::uint32_t>> used;
  for (const Route& route : routes) {
    for (std::size_t i = 1; i < route.path.size(); ++i) {
      if (!used.insert(roadOf(route.path[i - 1], route.path[i])).second) return false;
    }
  }
  return true;
}

// No node but the ends in two routes, and none twice in one.
bool nodeDisjoint(const std::vector<Route>& routes) {
  std::set<std::uint32_t> used;
  for (const Route& route : routes) {
    for (std::size_t i = 1; i + 1 < route.path.size(); ++i) {
      if (!used.insert(route.path[i]).second) return false;
    }
  }
  return true;
}

// Whether `to` can still be reached once the cut's roads (both directions) and nodes are removed.
bool reachableWithout(std::size_t nodeCount, const std::vector<RoadEdge>& edges, const DisjointResult& result,
                      std::uint32_t from, std::uint32_t to) {
  std::set<std::pair<std::uint32_t, std::uint32_t>> roads;
  for (const CutArc& arc : result.cutRoads) roads.insert(roadOf(arc.from, arc.to));
  const std::set<std::uint32_t> nodes(result.cutNodes.begin(), result.cutNodes.end());
  std::vector<RoadEdge> kept;
  for (const RoadEdge& edge : edges) {
    if (!roads.count(roadOf(edge.from, edge.to)) && !nodes.count(edge.from) && !nodes.count(edge.to)) kept.push_back(edge);
  }
  return oracleHops(nodeCount, kept, from)[to] >= 0;
}

// The same optimum computed independently: unit arcs on the cheapest arc of each ordered pair; for nodes,
// in(v) = 2v -> out(v) = 2v + 1 of capacity 1 (k for the two ends).
std::pair<int, double> oracleOptimum(std::size_t nodeCount, const std::vector<RoadEdge>& edges, RoadMetric metric,
                                     Disjointness disjoint, std::uint32_t from, std::uint32_t to, int k) {
  std::vector<OracleArc> arcs;
  const auto n = static_cast<std::uint32_t>(nodeCount);
  if (disjoint == Disjointness::Edge) {
    for (const auto& [ends, cost] : cheapestArcs(edges, metric)) arcs.push_back({ends.first, ends.second, 1, cost});
    return oracleMinCostFlow(n, arcs, from, to, k);
  }
  for (std::uint32_t v = 0; v < n; ++v) arcs.push_back({2 * v, 2 * v + 1, v == from || v == to ? k : 1, 0.0});
  for (const auto& [ends, cost] : cheapestArcs(edges, metric)) arcs.push_back({2 * ends.first + 1, 2 * ends.second, 1, cost});
  return oracleMinCostFlow(2 * n, arcs, 2 * from, 2 * to + 1, k);
}

}  // namespace

TEST_CASE("disjoint routes: the trap where shortest-delete-repeat finds one route and ours finds two") {
  const std::vector<RoadEdge> edges = trapEdges(false);
  RoadNetwork network;
  REQUIRE(network.assign(std::vector<RoadCoordinates>(kTrapNodes.begin(), kTrapNodes.begin() + 4), edges).empty());
  CHECK(shortestDeleteRepeat(4, edges, 0, 3, 2) == std::vector<double>{3.0});
  RoadRouter router(network);
  for (const Disjointness disjoint : {Disjointness::Edge, Disjointness::Node}) {
    const DisjointResult result = router.disjointRoutes({0, 3, 2, disjoint, RoadMetric::Length});
    REQUIRE(result.error.empty());
    REQUIRE(result.routes.size() == 2);
    CHECK(result.total == Approx(8.0));
    CHECK(result.routes[0].path == std::vector<std::uint32_t>{0, 1, 3});  // equal costs: by path
    CHECK(result.routes[1].path == std::vector<std::uint32_t>{0, 2, 3});
    CHECK(result.routes[0].cost == Approx(4.0));
    CHECK(result.cutRoads.empty());
    CHECK(result.cutNodes.empty());
  }
  // Three: only two exist; the cut is s's two roads (or, by nodes, a and b).
  const DisjointResult three = router.disjointRoutes({0, 3, 3, Disjointness::Edge, RoadMetric::Length});
  CHECK(three.routes.size() == 2);
  CHECK(three.requested == 3);
  CHECK(three.cutRoads.size() == 2);
  CHECK_FALSE(reachableWithout(4, edges, three, 0, 3));
  const DisjointResult threeNodes = router.disjointRoutes({0, 3, 3, Disjointness::Node, RoadMetric::Length});
  CHECK(threeNodes.routes.size() == 2);
  CHECK(threeNodes.cutNodes == std::vector<std::uint32_t>{1, 2});
}

TEST_CASE("disjoint routes: where shortest-delete-repeat finds two, it pays more than the least total") {
  const std::vector<RoadEdge> edges = trapEdges(true);
  RoadNetwork network;
  REQUIRE(network.assign(kTrapNodes, edges).empty());
  CHECK(shortestDeleteRepeat(5, edges, 0, 3, 2) == std::vector<double>{3.0, 20.0});  // 23
  const DisjointResult result = RoadRouter(network).disjointRoutes({0, 3, 2, Disjointness::Edge, RoadMetric::Length});
  CHECK(result.total == Approx(8.0));
  const DisjointResult three = RoadRouter(network).disjointRoutes({0, 3, 3, Disjointness::Edge, RoadMetric::Length});
  REQUIRE(three.routes.size() == 3);
  CHECK(three.total == Approx(28.0));
  CHECK(edgeDisjoint(three.routes));
}

TEST_CASE("disjoint routes: a bridge allows one route and is reported as the bottleneck") {
  // Two triangles 0-1-2 and 3-4-5 joined by the road 2-3; a road straight from 0 to 1 as well.
  std::vector<RoadEdge> edges;
  for (const auto& [a, b] : std::vector<std::pair<std::uint32_t, std::uint32_t>>{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 5}, {5, 3}}) {
    addTwoWay(edges, a, b, 1.0 + a + b);
  }
  RoadNetwork network;
  REQUIRE(network.assign(std::vector<RoadCoordinates>(6), edges).empty());
  RoadRouter router(network);
  const DisjointResult byRoad = router.disjointRoutes({0, 5, 3, Disjointness::Edge, RoadMetric::Time});
  REQUIRE(byRoad.routes.size() == 1);
  REQUIRE(byRoad.cutRoads.size() == 1);
  CHECK(roadOf(byRoad.cutRoads[0].from, byRoad.cutRoads[0].to) == std::pair<std::uint32_t, std::uint32_t>{2, 3});
  const DisjointResult byNode = router.disjointRoutes({0, 5, 2, Disjointness::Node, RoadMetric::Time});
  REQUIRE(byNode.routes.size() == 1);
  CHECK(byNode.cutRoads.empty());
  REQUIRE(byNode.cutNodes.size() == 1);
  CHECK_FALSE(reachableWithout(6, edges, byNode, 0, 5));
  // Neighbours: the road between them is one route, no node can cut it, and it is reported as a road.
  const DisjointResult neighbours = router.disjointRoutes({0, 1, 3, Disjointness::Node, RoadMetric::Length});
  REQUIRE(neighbours.routes.size() == 2);  // 0-1 and 0-2-1
  CHECK(neighbours.routes[0].path == std::vector<std::uint32_t>{0, 1});
  CHECK(neighbours.cutRoads.size() + neighbours.cutNodes.size() == 2);
  CHECK_FALSE(reachableWithout(6, edges, neighbours, 0, 1));
  // A one-way road is one way for every route: 5 -> 0 has no way back over it.
  std::vector<RoadEdge> oneWay = {{0, 1, 1, 1}, {1, 2, 1, 1}, {0, 2, 5, 5}};
  RoadNetwork line;
  REQUIRE(line.assign(std::vector<RoadCoordinates>(3), oneWay).empty());
  const DisjointResult none = RoadRouter(line).disjointRoutes({2, 0, 1, Disjointness::Edge, RoadMetric::Length});
  CHECK(none.routes.empty());
  CHECK(none.cutRoads.empty());  // a cut of 0 roads: nothing limits what does not exist
  CHECK(none.cutNodes.empty());
  CHECK(RoadRouter(line).disjointRoutes({0, 2, 2, Disjointness::Edge, RoadMetric::Length}).total == Approx(7.0));
}

TEST_CASE("disjoint routes on seeded random networks: least total by an independent min-cost flow, disjoint as asked") {
  int full = 0, limited = 0;
  for (const std::uint32_t seed : {11u, 2027u}) {
    const RandomRoads roads = randomRoads(seed, {.nodeCount = 150, .neighbours = 3});
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    RoadRouter router(network);
    // One router for all the queries of a kind, so its kept flow model is reused (and checked against a
    // fresh one).
    std::mt19937 random(seed * 3);
    struct Query {
      std::uint32_t from, to;
      int k;
    };
    std::vector<Query> queries;
    while (queries.size() < 25) {
      const auto from = static_cast<std::uint32_t>(random() % network.nodeCount());
      const auto to = static_cast<std::uint32_t>(random() % network.nodeCount());
      if (from != to) queries.push_back({from, to, 1 + static_cast<int>(random() % kMaxRequestedRoutes)});
    }
    for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
      const auto arcs = cheapestArcs(roads.edges, metric);
      for (const Disjointness disjoint : {Disjointness::Edge, Disjointness::Node}) {
        for (const auto& [from, to, k] : queries) {
          INFO("seed " << seed << ": " << from << " -> " << to << ", k " << k << ", metric "
                       << static_cast<int>(metric) << ", disjoint " << static_cast<int>(disjoint));
          const DisjointResult result = router.disjointRoutes({from, to, k, disjoint, metric});
          REQUIRE(result.error.empty());
          const DisjointResult fresh = findDisjointRoutes(network, {from, to, k, disjoint, metric});
          REQUIRE(fresh.routes.size() == result.routes.size());
          for (std::size_t r = 0; r < fresh.routes.size(); ++r) CHECK(fresh.routes[r].path == result.routes[r].path);
          const auto [units, optimum] = oracleOptimum(network.nodeCount(), roads.edges, metric, disjoint, from, to, k);
          REQUIRE(static_cast<int>(result.routes.size()) == units);
          CHECK(result.total == Approx(optimum).epsilon(1e-9).margin(1e-9));
          double sum = 0.0;
          for (const Route& route : result.routes) {
            REQUIRE(route.path.front() == from);
            REQUIRE(route.path.back() == to);
            const std::optional<double> walked = walkedCost(arcs, route.path);
            REQUIRE(walked.has_value());
            CHECK(route.cost == Approx(*walked).epsilon(1e-9));
            sum += route.cost;
          }
          CHECK(sum == Approx(result.total));
          CHECK(edgeDisjoint(result.routes));  // node-disjoint routes are road-disjoint too
          if (disjoint == Disjointness::Node) CHECK(nodeDisjoint(result.routes));
          if (units < k) {
            ++limited;
            CHECK(result.cutRoads.size() + result.cutNodes.size() == static_cast<std::size_t>(units));
            CHECK_FALSE(reachableWithout(network.nodeCount(), roads.edges, result, from, to));
            if (disjoint == Disjointness::Edge) CHECK(result.cutNodes.empty());
          } else {
            ++full;
            CHECK(result.cutRoads.empty());
            CHECK(result.cutNodes.empty());
          }
        }
      }
    }
  }
  // Both outcomes are exercised.
  CHECK(full > 20);
  CHECK(limited > 20);
}

TEST_CASE("disjoint routes: bad requests are refused with a reason") {
  RoadNetwork network;
  REQUIRE(network.assign(kTrapNodes, trapEdges(true)).empty());
  RoadRouter router(network);
  CHECK(router.disjointRoutes({0, 3, 0}).error == "k must be a whole number from 1 to 5 (disjoint routes), got 0");
  CHECK(router.disjointRoutes({0, 3, 6}).error == "k must be a whole number from 1 to 5 (disjoint routes), got 6");
  CHECK(router.disjointRoutes({3, 3, 2}).error == "from and to are the same node: disjoint routes need two ends");
  CHECK(router.disjointRoutes({0, 5, 2}).error == "to 5 is out of range: the network's node ids are 0 to 4");
  CHECK(router.disjointRoutes({0, 3, 2, static_cast<Disjointness>(9)}).error == "disjoint must be edge or node");
  const DisjointResult refused = router.disjointRoutes({0, 3, -1});
  CHECK(refused.routes.empty());
  CHECK(refused.total == 0.0);
}
