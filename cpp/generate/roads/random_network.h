// Random road networks from a seed (issue 13): a town's intersections, streets from the relative-
// neighbourhood and Gabriel graphs, a ring road and arterials. The same seed and size give the same network
// natively and in wasm.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "graph/road_map.h"

namespace frontier {

struct RandomNetworkRequest {
  std::size_t nodes = 4000;
  std::uint64_t seed = 1;
};

inline constexpr std::size_t kMinRandomNodes = 100;
inline constexpr std::size_t kMaxRandomNodes = 1000000;

// The hook of a long generation, in the shape of engine.prepare's (search/roads/road_prepare.h,
// PrepareControl): `progress(done, total)` hears the work done in units of total (kGenerateWorkPerNode a
// junction), at most kGenerateReports times in a town (127 on a million junctions) and at the end, so its bar moves
// every few tenths of a second; it returns false to cancel, as does `cancel` once set (polled at the same
// points). A cancelled generation leaves `out` untouched and says so (kGenerateCancelled).
struct GenerateControl {
  std::function<bool(std::size_t done, std::size_t total)> progress;
  const std::atomic<bool>* cancel = nullptr;
};
inline constexpr std::size_t kGenerateWorkPerNode = 16;
inline constexpr std::size_t kGenerateReports = 200;
inline constexpr const char* kGenerateCancelled = "generation was cancelled: the previous network is kept";

// Returns an empty string and the network in `out`, or the reason the request is refused (`out` untouched).
std::string generateRoadNetwork(const RandomNetworkRequest& request, RoadMap& out, const GenerateControl& control = {});

}  // namespace frontier
