// OpenStreetMap XML 0.6 import (what openstreetmap.org's Export button gives): the drivable ways, split at
// intersections, one-way where tagged, speeds from maxspeed or the road's class, lengths along the shape,
// projected to metres, and only the largest strongly connected part kept. data/roads/README.md lists the
// rules with the figures they give on the two shipped cities.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "graph/road_map.h"

namespace frontier {

struct OsmReport {
  std::size_t ways = 0;          // drivable ways read
  std::size_t maxspeedWays = 0;  // of which with a numeric maxspeed
  std::size_t droppedNodes = 0;  // intersections outside the largest strongly connected part
  std::size_t droppedRoads = 0;  // roads with an end outside it
};

// The km/h of a highway class when no maxspeed is tagged, 0 for a class that is not drivable. `_link`
// roads take their class's speed.
double osmClassSpeed(std::string_view highway);

// The drawing class of a highway class (`_link` roads take their class's).
RoadClass osmRoadClass(std::string_view highway);

// Reads `text` into `out`. Returns an empty string, or the reason as "line N: ..." (`out` untouched).
// Node coordinates are metres east and north of the south-west corner of the kept nodes. The import stops
// at the way that takes it past `limits` (a network's, road_map.h), before the kept part is cut.
std::string parseOsm(std::string_view text, RoadMap& out, OsmReport& report, const RoadLimits& limits = {});

}  // namespace frontier
