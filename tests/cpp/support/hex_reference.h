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

// Line of sight between two hex centres, by plain geometry in doubles: the segment is clipped against every
// wall hexagon (and every hexagon of the ring outside the grid), corners 1/sqrt(3) from centres one unit
// apart, and is blocked when some clip has positive length (through the inside or along a side); a touch at
// one corner clips nothing.
bool hexReferenceLineOfSight(const Grid& grid, Point a, Point b);

// The fewest hex steps between two cells on an open plane (cube coordinates).
int hexReferenceDistance(Point a, Point b);

// The Euclidean length between two hex centres, in hex steps.
double hexCentreDistance(Point a, Point b);

}  // namespace frontier::test
