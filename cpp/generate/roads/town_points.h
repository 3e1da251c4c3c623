// Where a random road network's intersections go: one jittered point per cell of a square grid, a tenth of
// the cells left empty, the plane squeezed towards its centre so the town is denser downtown.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "graph/road_network.h"

namespace frontier {

struct TownPoints {
  std::vector<RoadCoordinates> points;  // metres, x east, y north, all >= 0
  std::vector<double> spacing;          // each point's local distance between neighbours, metres (about)
  RoadCoordinates centre;
  double radius = 0.0;  // distance from the centre to the farthest corner, metres
};

// The cell side before squeezing: about the block length of a real town's outskirts.
inline constexpr double kTownCellMetres = 150.0;

// `count` points from `seed`; the same points on every platform (only +, -, *, / and sqrt, which IEEE 754
// rounds the same everywhere, and SplitMix64).
TownPoints townPoints(std::size_t count, std::uint64_t seed);

// A uniform double in [0, 1) from 53 random bits: the same bits everywhere, unlike std:: distributions.
inline double unitInterval(std::uint64_t bits) { return static_cast<double>(bits >> 11) * 0x1.0p-53; }

}  // namespace frontier
