// checkRoute (search/roads/route_check.h): a drawn route is legal exactly when each step is a road that may be
// driven that way, and costs what a search pays; every Dijkstra route on random networks (one-way and parallel
// roads, both metrics) is legal at its cost.
#include <catch2/catch.hpp>

#include <vector>

#include "search/roads/road_router.h"
#include "search/roads/route_check.h"
#include "support/random_roads.h"

using namespace frontier;
using namespace frontier::testing;

TEST_CASE("a route is judged by the network's arcs: one-way roads, gaps and strangers refused with the reason") {
  // A (0) - B (1) both ways, length 4 (and a faster parallel road of length 3 A -> B); B -> C (2) one way.
  RoadNetwork network;
  REQUIRE(network.assign({{0, 0}, {4, 0}, {8, 0}}, {{0, 1, 4, 4}, {1, 0, 4, 4}, {0, 1, 3, 9}, {1, 2, 4, 2}}).empty());
  const auto check = [&](std::vector<std::uint32_t> nodes, RoadMetric metric = RoadMetric::Length) { return checkRoute(network, metric, nodes); };
  CHECK(check({0, 1, 2}).legal);
  CHECK(check({0, 1, 2}).cost == 3.0 + 4.0);  // the cheaper of the parallel roads
  CHECK(check({0, 1, 2}, RoadMetric::Time).cost == 4.0 + 2.0);
  CHECK(check({1}).legal);
  CHECK(check({1}).cost == 0.0);
  const RouteCheck oneWay = check({0, 1, 2, 1});
  CHECK_FALSE(oneWay.legal);
  CHECK(oneWay.failedStep == 2);
  CHECK(oneWay.reason == "the road between junctions 2 and 1 is one-way, from 1 to 2");
  CHECK(check({0, 2}).reason == "no road leads from junction 0 to junction 2");
  CHECK(check({0, 7}).reason == "junction 7 is not in this network (its junctions are 0 to 2)");
  CHECK(check({}).reason == "the route has no junctions");
}

TEST_CASE("every Dijkstra route on random road networks is a legal route at its cost, by both metrics") {
  int checked = 0;
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    const RandomRoads roads = randomRoads(seed);
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    RoadRouter router(network);
    for (std::uint32_t k = 0; k < 40; ++k) {
      for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
        const std::uint32_t from = (k * 37) % network.nodeCount();
        const std::uint32_t to = (k * 101 + 7) % network.nodeCount();
        const RouteResult route = router.route({from, to, "dijkstra", metric});
        if (!route.found) continue;
        const RouteCheck check = checkRoute(network, metric, route.path);
        INFO("seed " << seed << ", " << from << " to " << to);
        REQUIRE(check.legal);
        CHECK(check.cost == Approx(route.cost).epsilon(1e-12));
        ++checked;
      }
    }
  }
  CHECK(checked > 300);
}
