// ALT and contraction hierarchies against the road oracles (road_oracles.h): the networks the tests use and
// the check of random pairs, shared by road_prepare_test.cpp and its sweep.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "graph/road_network.h"
#include "search/roads/road_router.h"
#include "support/road_oracles.h"

namespace frontier::testing {

// The network's arcs as an edge list, what the oracles read.
std::vector<RoadEdge> edgesOf(const RoadNetwork& network);
// The generator's town of `nodes` junctions from `seed`, REQUIREd to build.
RoadNetwork generatedTown(std::size_t nodes, std::uint64_t seed);
// A preset of data/roads ("monaco", "campo-grande"), REQUIREd to read and build.
RoadNetwork presetNetwork(const std::string& name);
// `pairs` random pairs (from a seed): for each, 'alt' and 'ch' against the oracle's distance; a route found is
// walked on the network's cheapest arcs and must cost what it says. Returns how many pairs had a route.
int checkAgainstOracle(const RoadNetwork& network, RoadMetric metric, int pairs, std::uint32_t seed,
                       LandmarkSelection selection = kDefaultSelection);

}  // namespace frontier::testing
