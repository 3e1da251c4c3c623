// alternativeRoutes(): a hand-built network where each test turns a candidate down for a known reason, and
// seeded random networks where every route returned is checked against each criterion independently
// (stretch and sharing recomputed from the edge list, local optimality by Dijkstra on its subpaths), and
// every rejection's reason is confirmed.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_map.h"
#include "search/roads/alternative_routes.h"
#include "search/roads/road_router.h"
#include "support/random_roads.h"
#include "support/road_oracles.h"

using namespace frontier;
using namespace frontier::testing;

namespace {

// s (0) to t (5). Best: 0-1-2-5 (4 + 1.5 + 4 = 9.5). Via 3: 0-3-5 (11, shares nothing). Via 6: a bump
// 1-6-2 (1 + 1) beside the road 1-2 (1.5): 0-1-6-2-5 costs 10 and shares 8 of the best's 9.5; its stretch
// 1-6-2 costs 2, under T = 0.25 x 9.5, and is not a shortest path. Via 4: 0-4-5 (14). All two-way, time =
// length.
RoadNetwork bumpTown() {
  std::vector<RoadEdge> edges;
  for (const auto& [a, b, cost] : std::vector<std::tuple<std::uint32_t, std::uint32_t, double>>{
           {0, 1, 4}, {1, 2, 1.5}, {2, 5, 4}, {0, 3, 5.5}, {3, 5, 5.5}, {0, 4, 7}, {4, 5, 7}, {1, 6, 1}, {6, 2, 1}}) {
    edges.push_back({a, b, cost, cost});
    edges.push_back({b, a, cost, cost});
  }
  RoadNetwork network;
  REQUIRE(network.assign(std::vector<RoadCoordinates>(7), edges).empty());
  return network;
}

using Path = std::vector<std::uint32_t>;
using Arcs = std::map<std::pair<std::uint32_t, std::uint32_t>, double>;

// The cost of R's roads that P also uses (a road: an unordered pair), over R's cost.
double oracleShared(const Arcs& arcs, const Path& route, const Path& other) {
  std::set<std::pair<std::uint32_t, std::uint32_t>> roads;
  for (std::size_t i = 1; i < other.size(); ++i) roads.insert(roadOf(other[i - 1], other[i]));
  double shared = 0.0, total = 0.0;
  for (std::size_t i = 1; i < route.size(); ++i) {
    const double step = arcs.at({route[i - 1], route[i]});
    total += step;
    if (roads.count(roadOf(route[i - 1], route[i]))) shared += step;
  }
  return total > 0.0 ? shared / total : 0.0;
}

bool simple(const Path& path) { return std::set<std::uint32_t>(path.begin(), path.end()).size() == path.size(); }

}  // namespace

TEST_CASE("alternative routes: the bump town, each candidate turned down for its reason") {
  const RoadNetwork network = bumpTown();
  RoadRouter router(network);

  const AlternativeResult strict = router.alternativeRoutes({0, 5, 3, 1.2, 0.75, RoadMetric::Length});
  REQUIRE(strict.error.empty());
  REQUIRE(strict.routes.size() == 2);
  CHECK(strict.routes[0].path == Path{0, 1, 2, 5});
  CHECK(strict.routes[0].stretch == 1.0);
  CHECK(strict.routes[0].shared == 1.0);
  CHECK(strict.routes[1].path == Path{0, 3, 5});
  CHECK(strict.routes[1].cost == Approx(11.0));
  CHECK(strict.routes[1].stretch == Approx(11.0 / 9.5));
  CHECK(strict.routes[1].shared == 0.0);
  CHECK(strict.routes[1].via == 3);
  REQUIRE(strict.rejected.size() == 2);
  CHECK(strict.rejected[0].route.path == Path{0, 1, 6, 2, 5});
  CHECK(strict.rejected[0].failed == AlternativeTest::Sharing);
  CHECK(strict.rejected[0].sharedWith == 0);
  CHECK(strict.rejected[0].overlap == Approx(8.0 / 9.5));
  CHECK(strict.rejected[1].route.path == Path{0, 4, 5});
  CHECK(strict.rejected[1].failed == AlternativeTest::Stretch);
  CHECK(strict.rejected[1].route.stretch == Approx(14.0 / 9.5));
  CHECK(strict.rejectedCount[0] == 1);
  CHECK(strict.rejectedCount[1] == 1);
  CHECK(strict.rejectedCount[2] == 0);
  CHECK(strict.candidates == 3);

  // Sharing allowed: the bump passes it, but 1-6-2 (2) has a shortcut (1.5): not locally optimal.
  const AlternativeResult loose = router.alternativeRoutes({0, 5, 3, 1.2, 1.0, RoadMetric::Length});
  REQUIRE(loose.routes.size() == 2);
  REQUIRE(loose.rejected.size() == 2);
  CHECK(loose.rejected[0].failed == AlternativeTest::LocalOptimality);
  CHECK(loose.rejected[0].route.path == Path{0, 1, 6, 2, 5});
  CHECK(loose.rejected[0].detourFrom == 1);
  CHECK(loose.rejected[0].detourTo == 2);
  CHECK(loose.rejected[0].detourCost == Approx(2.0));
  CHECK(loose.rejected[0].shortcutCost == Approx(1.5));

  // A wider stretch lets the long way round in.
  const AlternativeResult wide = router.alternativeRoutes({0, 5, 3, 1.5, 0.75, RoadMetric::Length});
  REQUIRE(wide.routes.size() == 3);
  CHECK(wide.routes[2].path == Path{0, 4, 5});
  CHECK(wide.routes[2].stretch == Approx(14.0 / 9.5));

  // k = 1: the best route alone, nothing examined.
  const AlternativeResult one = router.alternativeRoutes({0, 5, 1, 1.2, 0.8, RoadMetric::Time});
  REQUIRE(one.routes.size() == 1);
  CHECK(one.rejected.empty());

  // The trace: each route's roads in its own lane.
  TraceRecorder trace;
  router.alternativeRoutes({0, 5, 3, 1.5, 0.75, RoadMetric::Length}, &trace);
  std::vector<int> roadsPerLane(3, 0);
  for (const TraceEvent& event : trace.events()) {
    REQUIRE(kindOf(event) == TraceKind::RouteEdge);
    ++roadsPerLane[static_cast<int>(laneOf(event)) - static_cast<int>(TraceLane::Route)];
  }
  CHECK(roadsPerLane == std::vector<int>{3, 2, 2});
}

TEST_CASE("alternative routes on seeded random networks: every route meets every criterion, checked independently") {
  std::size_t routesChecked = 0, withAlternatives = 0;
  std::uint64_t byReason[3] = {0, 0, 0};
  for (const std::uint32_t seed : {3u, 1999u}) {
    const RandomRoads roads = randomRoads(seed, {.nodeCount = 400, .neighbours = 3, .oneWayPercent = 10});
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    RoadRouter router(network);
    std::mt19937 random(seed);
    for (int query = 0; query < 30; ++query) {
      const auto from = static_cast<std::uint32_t>(random() % network.nodeCount());
      auto to = static_cast<std::uint32_t>(random() % network.nodeCount());
      if (to == from) to = (to + 1) % network.nodeCount();
      const double stretch = query % 3 == 0 ? 1.2 : (query % 3 == 1 ? 1.5 : 2.0);
      const double maxShare = query % 2 == 0 ? 0.8 : 0.5;
      const int k = 1 + static_cast<int>(random() % kMaxRequestedRoutes);
      for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
        INFO("seed " << seed << " query " << query << ": " << from << " -> " << to << ", k " << k << ", stretch "
                     << stretch << ", maxShare " << maxShare << ", metric " << static_cast<int>(metric));
        const AlternativeResult result = router.alternativeRoutes({from, to, k, stretch, maxShare, metric});
        REQUIRE(result.error.empty());
        const Arcs arcs = cheapestArcs(roads.edges, metric);
        const double best = oracleDistances(network.nodeCount(), roads.edges, metric, from)[to];
        if (std::isinf(best)) {
          CHECK(result.routes.empty());
          continue;
        }
        REQUIRE(!result.routes.empty());
        REQUIRE(static_cast<int>(result.routes.size()) <= k);
        if (result.routes.size() > 1) ++withAlternatives;
        const double T = kLocalOptimalityAlpha * best;
        std::set<Path> distinct;
        for (std::size_t r = 0; r < result.routes.size(); ++r) {
          const AlternativeRoute& route = result.routes[r];
          REQUIRE(route.path.front() == from);
          REQUIRE(route.path.back() == to);
          CHECK(simple(route.path));
          CHECK(distinct.insert(route.path).second);
          const std::optional<double> walked = walkedCost(arcs, route.path);
          REQUIRE(walked.has_value());
          CHECK(route.cost == Approx(*walked).epsilon(1e-9));
          CHECK(route.cost <= stretch * best * (1 + 1e-9));
          CHECK(route.stretch == Approx(*walked / best).epsilon(1e-9));
          if (r == 0) CHECK(route.cost == Approx(best).epsilon(1e-9));
          CHECK(route.shared == Approx(oracleShared(arcs, result.routes[0].path, route.path)).epsilon(1e-9).margin(1e-12));
          for (std::size_t earlier = 0; earlier < r; ++earlier) {
            CHECK(oracleShared(arcs, result.routes[earlier].path, route.path) <= maxShare + 1e-9);
          }
          // T-local optimality: every stretch of the route costing at most T is a shortest path.
          std::vector<double> g{0.0};
          for (std::size_t i = 1; i < route.path.size(); ++i) g.push_back(g.back() + arcs.at({route.path[i - 1], route.path[i]}));
          for (std::size_t i = 0; i < route.path.size(); ++i) {
            const std::vector<double> fromHere = oracleDistances(network.nodeCount(), roads.edges, metric, route.path[i]);
            for (std::size_t j = i + 1; j < route.path.size() && g[j] - g[i] <= T; ++j) {
              CHECK(fromHere[route.path[j]] == Approx(g[j] - g[i]).epsilon(1e-9).margin(1e-9));
            }
          }
          ++routesChecked;
        }
        // Every rejection holds up: the test it names really fails.
        for (const RejectedAlternative& rejected : result.rejected) {
          ++byReason[static_cast<int>(rejected.failed)];
          CHECK(distinct.count(rejected.route.path) == 0);
          CHECK(rejected.route.cost == Approx(*walkedCost(arcs, rejected.route.path)).epsilon(1e-9));
          switch (rejected.failed) {
            case AlternativeTest::Stretch: CHECK(rejected.route.cost > stretch * best); break;
            case AlternativeTest::Sharing:
              REQUIRE(rejected.sharedWith >= 0);
              REQUIRE(rejected.sharedWith < static_cast<int>(result.routes.size()));
              CHECK(oracleShared(arcs, result.routes[rejected.sharedWith].path, rejected.route.path) > maxShare);
              break;
            case AlternativeTest::LocalOptimality: {
              const double shortcut =
                  oracleDistances(network.nodeCount(), roads.edges, metric, rejected.detourFrom)[rejected.detourTo];
              CHECK(shortcut == Approx(rejected.shortcutCost).epsilon(1e-9));
              CHECK(shortcut < rejected.detourCost * (1 - 1e-9));
              break;
            }
          }
        }
      }
    }
  }
  CHECK(routesChecked > 100);
  CHECK(withAlternatives > 20);
  for (const std::uint64_t count : byReason) CHECK(count > 0);  // each test turns something down
}

TEST_CASE("alternative routes: bad requests are refused with a reason") {
  const RoadNetwork network = bumpTown();
  RoadRouter router(network);
  CHECK(router.alternativeRoutes({0, 5, 6}).error ==
        "k must be a whole number from 1 to 5 (alternative routes, the best one included), got 6");
  CHECK(router.alternativeRoutes({0, 5, 3, 0.99}).error == "stretch must be a number from 1 to 2, got 0.99");
  CHECK(router.alternativeRoutes({0, 5, 3, 2.5}).error == "stretch must be a number from 1 to 2, got 2.5");
  CHECK(router.alternativeRoutes({0, 5, 3, NAN}).error == "stretch must be a number from 1 to 2, got nan");
  CHECK(router.alternativeRoutes({0, 5, 3, 1.2, 1.5}).error == "maxShare must be a number from 0 to 1, got 1.5");
  CHECK(router.alternativeRoutes({0, 5, 3, 1.2, -0.1}).error == "maxShare must be a number from 0 to 1, got -0.1");
  CHECK(router.alternativeRoutes({9, 5}).error == "from 9 is out of range: the network's node ids are 0 to 6");
  CHECK(router.alternativeRoutes({5, 5}).error == "from and to are the same node: alternative routes need two ends");
  const AlternativeResult refused = router.alternativeRoutes({0, 5, 0});
  CHECK(refused.routes.empty());
  CHECK(refused.rejected.empty());
}

// Issue 29 item 6: the work is bounded. A 100,000-node town (seed 9, 0 -> 99999) examined candidates for
// 28 s in the page with the defaults; a 30,000-node one has more candidates than the budget with them, so
// the search stops at the budget and says so; on a 4,000-node one the candidates run out first.
TEST_CASE("alternative routes: at most the candidate budget is examined, and a stop is reported") {
  // K = 3 alternatives with the default criteria from node 0 to the last node of a seed-9 town.
  const auto alternativesOnTown = [](std::uint32_t nodes) {
    RoadMap map;
    REQUIRE(generateRoadNetwork({nodes, 9}, map).empty());
    RoadNetwork network;
    REQUIRE(buildNetwork(map, network).empty());
    const AlternativeResult result =
        RoadRouter(network).alternativeRoutes({0, nodes - 1, 3, kDefaultStretch, kDefaultMaxShare, RoadMetric::Length});
    REQUIRE(result.error.empty());
    return result;
  };
  const AlternativeResult big = alternativesOnTown(30000);
  CHECK(big.stopped);
  CHECK(big.candidates == kAlternativeCandidateBudget);
  CHECK_FALSE(big.routes.empty());
  const AlternativeResult small = alternativesOnTown(4000);
  CHECK_FALSE(small.stopped);
  CHECK(small.candidates < kAlternativeCandidateBudget);
}
