// The figures that say whether a road network looks like a town's (issue 13): average degree, meshedness,
// detour factor; and a hash of the network to compare builds and platforms.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "graph/road_map.h"
#include "graph/road_network.h"

namespace frontier {

struct RoadFigures {
  std::size_t nodes = 0;
  std::size_t roads = 0;  // a two-way road counts once
  std::size_t oneWayRoads = 0;
  std::size_t arcs = 0;
  double averageDegree = 0.0;  // 2 roads / nodes
  double meshedness = 0.0;     // (roads - nodes + 1) / (2 nodes - 5): the share of possible loops a planar graph has
  double detour = 0.0;         // mean over sampled pairs of shortest route length / straight line
  double roadLength = 0.0;     // metres, every road once
  double width = 0.0, height = 0.0;  // extent of the nodes, metres
};

// The figures of `map`, whose arcs are `network` (buildNetwork). The detour samples `sources` seeded
// sources with a Dijkstra each and `targetsPerSource` targets of each, reachable and apart.
RoadFigures roadFigures(const RoadMap& map, const RoadNetwork& network, std::size_t sources = 20,
                        std::size_t targetsPerSource = 20);

// FNV-1a over the node count, every coordinate's bits and every arc (source, target, length and time bits)
// in the network's order, as 16 hex digits: equal networks, equal hashes, on every platform.
std::string networkHash(const RoadNetwork& network);

// The figures as one JSON object (no newline), with the hash.
std::string figuresJson(const RoadFigures& figures, const std::string& hash);

}  // namespace frontier
