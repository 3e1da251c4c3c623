// The checks of ALT and contraction hierarchies against the road oracles, shared by road_prepare_test.cpp and
// its sweep (tests/cpp/sweeps/road_prepare_sweep_test.cpp).
#include "support/road_prepare_checks.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

#include "generate/roads/random_network.h"
#include "graph/road_map.h"
#include "io/road_text.h"
#include "search/roads/road_router.h"
#include "support/road_oracles.h"

namespace frontier::testing {

std::vector<RoadEdge> edgesOf(const RoadNetwork& network) {
  std::vector<RoadEdge> edges;
  for (std::uint32_t from = 0; from < network.nodeCount(); ++from) {
    for (std::uint32_t arc = network.firstEdges()[from]; arc < network.firstEdges()[from + 1]; ++arc) {
      edges.push_back({from, network.targets()[arc], network.costs(RoadMetric::Length)[arc],
                       network.costs(RoadMetric::Time)[arc]});
    }
  }
  return edges;
}

RoadNetwork generatedTown(std::size_t nodes, std::uint64_t seed) {
  RoadMap map;
  REQUIRE(generateRoadNetwork({nodes, seed}, map).empty());
  RoadNetwork network;
  REQUIRE(buildNetwork(map, network).empty());
  return network;
}

RoadNetwork presetNetwork(const std::string& name) {
  std::ifstream file(std::string(FRONTIER_SOURCE_DIR) + "/data/roads/" + name + ".roads");
  REQUIRE(file);
  std::stringstream text;
  text << file.rdbuf();
  RoadMap map;
  REQUIRE(parseRoadText(text.str(), map).empty());
  RoadNetwork network;
  REQUIRE(buildNetwork(map, network).empty());
  return network;
}

int checkAgainstOracle(const RoadNetwork& network, RoadMetric metric, int pairs, std::uint32_t seed,
                       LandmarkSelection selection) {
  const std::vector<RoadEdge> edges = edgesOf(network);
  const auto arcs = cheapestArcs(edges, metric);
  RoadRouter router(network);
  REQUIRE(router.prepare({PrepareTechnique::Ch, kDefaultLandmarks, selection, metric}).error.empty());
  REQUIRE(router.prepare({PrepareTechnique::Alt, 16, selection, metric}).error.empty());
  std::mt19937 random(seed);
  int found = 0;
  for (int pair = 0; pair < pairs; ++pair) {
    const auto from = static_cast<std::uint32_t>(random() % network.nodeCount());
    const auto to = static_cast<std::uint32_t>(random() % network.nodeCount());
    const double expected = oracleDistances(network.nodeCount(), edges, metric, from)[to];
    for (const char* algorithm : {"alt", "ch"}) {
      INFO(algorithm << " " << from << " -> " << to << " metric " << nameOf(kRoadMetricNames, metric));
      const RouteResult result = router.route({from, to, algorithm, metric});
      REQUIRE(result.error.empty());
      REQUIRE(result.found == std::isfinite(expected));
      if (!result.found) continue;
      CHECK(result.cost == Approx(expected).epsilon(1e-9).margin(1e-9));
      REQUIRE(result.path.front() == from);
      REQUIRE(result.path.back() == to);
      const auto walked = walkedCost(arcs, result.path);
      REQUIRE(walked.has_value());  // every step is an arc of the network
      CHECK(*walked == Approx(expected).epsilon(1e-9).margin(1e-9));
    }
    if (std::isfinite(expected)) ++found;
  }
  return found;
}

}  // namespace frontier::testing
