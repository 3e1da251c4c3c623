// The faster roads of a random town: a ring road around the centre and radial arterials out to the edge,
// each following existing streets (the shortest way between its waypoints), so that the fastest route
// between two places is often not the shortest.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "generate/roads/town_points.h"
#include "graph/road_map.h"

namespace frontier {

// How the classes are chosen. Every road starts as a Street (30 km/h). A ring road (Highway, 70 km/h) joins
// eight waypoints at 0.4 of the town's radius, and four radial Arterials (50 km/h) run from the centre to
// near the edge, each following the shortest street route between its waypoints (existing streets raised
// to a faster class). A town past kLatticeAbove junctions (50 km and more across) also gets a lattice, as a
// large town's grid of main roads: lines kLatticeSpacing apart through the centre whose waypoints are the
// junctions nearest the lattice points. Arterials follow the streets between neighbouring waypoints on most
// lines; every kHighwayEvery-th line, and the diagonals through every kHighwayEvery-th lattice point, are
// Highways built as new straight roads from waypoint to waypoint, meeting the streets only there (the
// interchanges; they cross the rest on bridges). Straight, they are shorter than the streets' detour, so
// long routes use them by length as well as by time: the hierarchy a contraction hierarchy needs in both
// metrics (docs/BENCHMARKS.md). Towns up to kLatticeAbove keep the ring and radials alone, so the networks
// that tests and share links name are what they were.
inline constexpr std::size_t kLatticeAbove = 100000;
inline constexpr double kLatticeSpacing = 1500.0;  // metres: a real town's arterials are 1 to 2 km apart
inline constexpr long kHighwayEvery = 2;           // every 3 km

// Raises the class (and the speed, by roadSpeed) of the roads of `map` that the ring, the arterials and the
// lattice's arterials follow, and appends the lattice's straight highways; the roads already in `map.roads`
// keep their order.
void layArterials(const TownPoints& town, RoadMap& map);

// Speeds by class, km/h: town streets, arterials, the ring road (a Highway).
double roadSpeed(RoadClass roadClass);

}  // namespace frontier
