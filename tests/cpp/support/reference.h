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

}  // namespace frontier::test
