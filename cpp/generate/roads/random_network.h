// Random road networks from a seed (issue 13): a town's intersections, streets from the relative-
// neighbourhood and Gabriel graphs, a ring road and arterials. The same seed and size give the same network
// natively and in wasm.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "graph/road_map.h"

namespace frontier {

struct RandomNetworkRequest {
  std::size_t nodes = 4000;
  std::uint64_t seed = 1;
};

inline constexpr std::size_t kMinRandomNodes = 100;
inline constexpr std::size_t kMaxRandomNodes = 1000000;

// Returns an empty string and the network in `out`, or the reason the request is refused (`out` untouched).
std::string generateRoadNetwork(const RandomNetworkRequest& request, RoadMap& out);

}  // namespace frontier
