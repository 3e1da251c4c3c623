// The road network's compressed adjacency: built from an edge list in input order per node, and bad input
// refused with a reason that names the edge or node at fault, the network left as it was.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <vector>

#include "graph/road_graph.h"
#include "graph/road_network.h"

using namespace frontier;
using Catch::Matchers::Contains;

namespace {

const std::vector<RoadCoordinates> kSquare = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

// The successors of `node` as (target, cost) pairs, unfiltered.
std::vector<std::pair<std::uint32_t, double>> successors(const RoadNetwork& network, RoadMetric metric,
                                                         std::uint32_t node) {
  const RoadGraph graph(network, metric);
  std::vector<Mark> marks(network.nodeCount(), 0);
  std::vector<std::pair<std::uint32_t, double>> out;
  graph.forEachSuccessor(graph.place(node), marks.data(), Mark{1}, [&](const RoadPlace& next, double cost) {
    out.emplace_back(next.index, cost);
  });
  return out;
}

}  // namespace

TEST_CASE("road network: edges grouped by source node, in input order, with both metrics") {
  RoadNetwork network;
  const std::vector<RoadEdge> edges = {{2, 3, 1.0, 10.0}, {0, 1, 1.0, 2.0}, {2, 1, 1.5, 3.0}, {0, 3, 1.0, 4.0}};
  REQUIRE(network.assign(kSquare, edges).empty());
  CHECK(network.nodeCount() == 4);
  CHECK(network.edgeCount() == 4);
  using Successors = std::vector<std::pair<std::uint32_t, double>>;
  CHECK(successors(network, RoadMetric::Length, 0) == Successors{{1, 1.0}, {3, 1.0}});
  CHECK(successors(network, RoadMetric::Time, 0) == Successors{{1, 2.0}, {3, 4.0}});
  CHECK(successors(network, RoadMetric::Length, 1).empty());
  CHECK(successors(network, RoadMetric::Time, 2) == Successors{{3, 10.0}, {1, 3.0}});
  CHECK(successors(network, RoadMetric::Length, 3).empty());
  // Cheapest cost per unit of straight-line distance: every edge spans 1, the cheapest length is 1 and
  // the cheapest time 2.
  CHECK(network.cheapestCostPerUnit(RoadMetric::Length) == 1.0);
  CHECK(network.cheapestCostPerUnit(RoadMetric::Time) == 2.0);
}

TEST_CASE("road network: the successor function skips nodes marked at or above the limit") {
  RoadNetwork network;
  REQUIRE(network.assign(kSquare, {{0, 1, 1, 1}, {0, 2, 1, 1}, {0, 3, 1, 1}}).empty());
  const RoadGraph graph(network, RoadMetric::Length);
  const std::vector<Mark> marks = {0, 5, 3, 4};
  std::vector<std::uint32_t> seen;
  graph.forEachSuccessor(graph.place(0), marks.data(), Mark{4}, [&](const RoadPlace& next, double) {
    seen.push_back(next.index);
  });
  CHECK(seen == std::vector<std::uint32_t>{2});
  CHECK_FALSE(graph.blocked(0));
  CHECK(graph.externalId(graph.place(3)) == 3);
}

TEST_CASE("road network: edges that span no distance say nothing about cost per unit") {
  RoadNetwork network;
  REQUIRE(network.assign({{5, 5}, {5, 5}}, {{0, 1, 0.0, 0.0}, {1, 0, 2.0, 3.0}}).empty());
  CHECK(network.cheapestCostPerUnit(RoadMetric::Length) == 0.0);
  CHECK(network.cheapestCostPerUnit(RoadMetric::Time) == 0.0);
  const RoadGraph graph(network, RoadMetric::Length);
  CHECK(graph.estimateTo(1)(graph.place(0)) == 0.0);
}

TEST_CASE("road network: bad input is refused with the reason, and the network stays as it was") {
  RoadNetwork network;
  REQUIRE(network.assign(kSquare, {{0, 1, 1.0, 1.0}}).empty());
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double infinity = std::numeric_limits<double>::infinity();

  CHECK_THAT(network.assign(kSquare, {{0, 1, 1, 1}, {1, 4, 1, 1}}),
             Contains("edge 1 (1 -> 4): node 4 is out of range: there are 4 nodes"));
  CHECK_THAT(network.assign(kSquare, {{7, 0, 1, 1}}), Contains("edge 0 (7 -> 0): node 7 is out of range"));
  CHECK_THAT(network.assign({}, {{0, 0, 1, 1}}), Contains("node 0 is out of range: there are 0 nodes"));
  CHECK_THAT(network.assign(kSquare, {{0, 1, nan, 1}}),
             Contains("edge 0 (0 -> 1): length is NaN: lengths must be finite and non-negative"));
  CHECK_THAT(network.assign(kSquare, {{0, 1, 1, 1}, {2, 3, -0.5, 1}}),
             Contains("edge 1 (2 -> 3): length -0.500000 is negative"));
  CHECK_THAT(network.assign(kSquare, {{0, 1, infinity, 1}}), Contains("length is infinite"));
  CHECK_THAT(network.assign(kSquare, {{0, 1, 1, nan}}),
             Contains("edge 0 (0 -> 1): time is NaN: times must be finite and non-negative"));
  CHECK_THAT(network.assign(kSquare, {{0, 1, 1, -1}}), Contains("time -1.000000 is negative"));
  CHECK_THAT(network.assign({{0, 0}, {nan, 1}}, {}), Contains("node 1: coordinates must be finite"));
  CHECK_THAT(network.assign({{infinity, 0}}, {}), Contains("node 0: coordinates must be finite"));

  // Still the network of the last good assign().
  CHECK(network.nodeCount() == 4);
  CHECK(network.edgeCount() == 1);
  CHECK(successors(network, RoadMetric::Length, 0) == std::vector<std::pair<std::uint32_t, double>>{{1, 1.0}});

  // Zero lengths and times are allowed, and so are lengths below the straight-line distance.
  CHECK(network.assign(kSquare, {{0, 2, 0.0, 0.0}, {1, 3, 0.1, 0.1}}).empty());
}
