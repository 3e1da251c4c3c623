// The faster roads of a random town: a ring road around the centre and radial arterials out to the edge,
// each following existing streets (the shortest way between its waypoints), so that the fastest route
// between two places is often not the shortest.
#pragma once

#include <cstdint>
#include <vector>

#include "generate/roads/town_points.h"
#include "graph/road_map.h"

namespace frontier {

// Raises the class (and the speed, by roadSpeed) of the roads of `map` that the ring and the arterials
// follow; `map.roads` is not reordered.
void layArterials(const TownPoints& town, RoadMap& map);

// Speeds by class, km/h: town streets, arterials, the ring road (a Highway).
double roadSpeed(RoadClass roadClass);

}  // namespace frontier
