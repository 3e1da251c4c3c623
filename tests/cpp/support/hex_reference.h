// Test oracles for hex grids, written independently of the core (no graph/hex.h): a plain Dijkstra and a
// breadth-first search over cube coordinates, the neighbours found by the six cube directions and converted
// back to the grid's odd-r offset cells.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/grid.h"
#include "search/core/options.h"

namespace frontier::test {

// The six cells a hex cell touches on an odd-r grid, inside the grid or not.
std::vector<Point> hexNeighbourCells(Point cell);

// The cost of the step a -> b on a hex grid (one unit, whatever the step costs option, times b's terrain), or
// nullopt when they are not neighbours or either is a wall or outside.
std::optional<double> hexStepCost(const Grid& grid, Point a, Point b, const SearchOptions& options);

// Cheapest cost and fewest steps from start to goal on a hex grid, or nullopt when unreachable.
std::optional<double> hexReferenceCost(const Grid& grid, Point start, Point goal, const SearchOptions& options);
std::optional<int> hexReferenceSteps(const Grid& grid, Point start, Point goal);

// Checks a path of grid ids on a hex grid: starts at start, ends at goal, every step a hex move onto an
// open cell. Returns its cost, or nullopt.
std::optional<double> hexPathCost(const Grid& grid, const std::vector<std::uint32_t>& path, Point start, Point goal,
                                  const SearchOptions& options);

}  // namespace frontier::test
