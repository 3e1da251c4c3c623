// The street pattern of a random town: the relative-neighbourhood graph of its intersections plus a seeded
// share of the Gabriel graph's extra edges, found with a bucket grid in near-linear time, then joined into
// one piece by shortest links.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "generate/roads/town_points.h"

namespace frontier {

// Undirected edges (smaller id first), sorted. Every edge is a Gabriel edge (its diametral disk holds no
// other point), so no two cross: the Gabriel graph is a subgraph of the Delaunay triangulation. The
// relative-neighbourhood graph contains the minimum spanning tree, so it is connected; edges too long for
// the bucket search are replaced by the spanning tree's links across the gap, which are relative-
// neighbourhood edges too.
std::vector<std::pair<std::uint32_t, std::uint32_t>> proximityGraph(const TownPoints& town, std::uint64_t seed,
                                                                    double gabrielShare);

}  // namespace frontier
