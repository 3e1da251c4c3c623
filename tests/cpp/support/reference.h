// Test oracles written independently of the core: a plain Dijkstra over the unpadded grid with bounds
// checks, and a step checker. Sharing no code with cpp/search is the point.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/grid.h"
#include "search/core/options.h"

namespace frontier::test {

// Cheapest cost from start to goal under the options' movement and costs, or nullopt when unreachable.
std::optional<double> referenceCost(const Grid& grid, Point start, Point goal, const SearchOptions& options);

// Fewest steps from start to goal, or nullopt when unreachable.
std::optional<int> referenceSteps(const Grid& grid, Point start, Point goal, const SearchOptions& options);

// The cost of one step a -> b, or nullopt when the options forbid it (not adjacent, a wall, a cut corner).
std::optional<double> stepCost(const Grid& grid, Point a, Point b, const SearchOptions& options);

// Checks a path of grid ids: starts at start, ends at goal, every step allowed. Returns its cost, or nullopt.
std::optional<double> pathCost(const Grid& grid, const std::vector<std::uint32_t>& path, Point start, Point goal,
                               const SearchOptions& options);

// Any-angle oracles (Theta*), computed in exact integer arithmetic over the cells' squares: true when the
// straight segment between the centres of a and b crosses the inside of open cells only, and where it
// passes exactly through a corner of four cells, the two cells beside it (the ones it only touches) are as
// open as the diagonal rule asks of a diagonal step there (both with no diagonal steps or no-corner-cut, one
// with one-blocked, none with always).
bool referenceLineOfSight(const Grid& grid, Point a, Point b, const SearchOptions& options);

// Checks an any-angle path of grid ids (its corners): starts at start, ends at goal, every segment in line
// of sight. Returns its cost (Euclidean lengths in straight steps times the start cell's terrain cost), or
// nullopt.
std::optional<double> anyAnglePathCost(const Grid& grid, const std::vector<std::uint32_t>& path, Point start,
                                       Point goal, const SearchOptions& options);

}  // namespace frontier::test
