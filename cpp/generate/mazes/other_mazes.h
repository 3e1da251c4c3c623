// Grids that are not perfect mazes, seeded and deterministic like them: braiding a maze (removing dead
// ends), random obstacles, rooms and corridors, cellular-automaton caves, and weighted-terrain patches
// (value noise) laid over any grid's floor.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "graph/grid.h"
#include "graph/hex.h"

namespace frontier {

// Opens a wall at each dead end of a perfect maze (made by generatePerfectMaze on the same topology) with
// probability `fraction` in [0, 1], joining it to a neighbouring corridor. Events as in perfect_mazes.h.
std::string braidMaze(Grid& maze, double fraction, std::uint64_t seed, std::vector<std::uint32_t>* events = nullptr,
                      Topology topology = Topology::Square);

// Each cell a wall with probability `density` in [0, 1].
std::string randomObstacles(int width, int height, double density, std::uint64_t seed, Grid& grid,
                            std::vector<std::uint32_t>* events = nullptr);

// Rectangular rooms joined one to the next by L-shaped corridors, on a field of wall.
std::string roomsAndCorridors(int width, int height, std::uint64_t seed, Grid& grid,
                              std::vector<std::uint32_t>* events = nullptr);

// Caves: 45% random walls smoothed by four rounds of the 4-5 cellular-automaton rule.
std::string caves(int width, int height, std::uint64_t seed, Grid& grid, std::vector<std::uint32_t>* events = nullptr);

// Paints grass, sand and water patches over the floor of `grid` (walls stay): smooth value noise with
// features about `scale` cells wide. `coverage` in [0, 1]: 0 paints nothing, 1 every floor cell, and
// in between the more the higher it is (water at the noise's peaks, then sand, then grass).
std::string paintTerrain(Grid& grid, double scale, double coverage, std::uint64_t seed);

}  // namespace frontier
