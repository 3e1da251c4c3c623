// The largest strongly connected part of a road map: where every node can reach every other one, so any
// start and goal the page picks has a route. Imports keep it and say how much fell outside.
#pragma once

#include <cstddef>

#include "graph/road_map.h"

namespace frontier {

struct DroppedParts {
  std::size_t nodes = 0;
  std::size_t roads = 0;
};

// Keeps the nodes of the largest strongly connected component (the first found on a tie, in node order)
// and the roads between them, renumbering nodes in their old order. Roads that only lead into or out of it
// are dropped; a two-way road between kept nodes stays whole.
DroppedParts keepLargestStronglyConnected(RoadMap& map);

}  // namespace frontier
