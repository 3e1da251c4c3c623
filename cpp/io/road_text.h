// Frontier's compact text format for road networks (docs/API.md, "Road network formats", has its grammar):
// a versioned header, the nodes' coordinates in metres, then the roads (ends, length, speed, one-way, class),
// and optionally the junctions' names.
#pragma once

#include <string>
#include <string_view>

#include "graph/road_map.h"

namespace frontier {

inline constexpr std::string_view kRoadTextMagic = "frontier-roads";
inline constexpr int kRoadTextVersion = 1;

// Reads the format into `out`. Returns an empty string, or the reason as "line N: ..." (`out` untouched).
std::string parseRoadText(std::string_view text, RoadMap& out);

// Writes `map` in the format: coordinates and lengths to 0.1 m, speeds to 6 significant digits, so that
// reading what was written and writing it again gives the same text. A name must not hold a line break (the
// importers make control characters spaces) nor begin or end with a space.
std::string toRoadText(const RoadMap& map);

}  // namespace frontier
