// The street pattern of a random town: the relative-neighbourhood graph of its intersections plus a seeded
// share of the Gabriel graph's extra edges, found with a bucket grid in near-linear time, then joined into
// one piece by shortest links.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "generate/roads/town_points.h"

namespace frontier {

// Undirected edges (smaller id first), sorted. Every edge is a Gabriel edge (its diametral disk holds no
// other point), so no two cross: the Gabriel graph is a subgraph of the Delaunay triangulation. The
// relative-neighbourhood graph contains the minimum spanning tree, so it is connected; edges too long for
// the bucket search are replaced by the spanning tree's links across the gap, which are relative-
// neighbourhood edges too.
// `progress(points)`, when given, hears how many points have had their candidates tested (every
// kProximityProgressPoints and at the end of that loop, most of the work); returning false stops the work,
// and the result is then empty.
inline constexpr std::size_t kProximityProgressPoints = 4096;
std::vector<std::pair<std::uint32_t, std::uint32_t>> proximityGraph(
    const TownPoints& town, std::uint64_t seed, double gabrielShare,
    const std::function<bool(std::size_t points)>& progress = {});

}  // namespace frontier
