// One entry for every maze generator, by name, as the bindings and the page ask for them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "graph/grid.h"
#include "graph/hex.h"

namespace frontier {

struct MazeRequest {
  std::string kind;  // a perfect maze (perfect_mazes.h: "backtracker", ...), "obstacles", "rooms" or "caves"
  int width = 0;
  int height = 0;
  std::uint64_t seed = 0;
  double braid = 0.0;            // perfect mazes: share of dead ends opened
  double density = 0.3;          // obstacles: share of walls
  double terrainCoverage = 0.0;  // 0: no terrain patches
  double terrainScale = 16.0;    // cells across a patch
  // Hexes: the perfect mazes that span any graph carve hex corridors (maze_board.h); obstacles, rooms and
  // caves are the same cells on either topology; division and Eller are square only.
  Topology topology = Topology::Square;
};

// Fills `maze` and, when given, the build events (perfect_mazes.h). Returns an empty string or the reason.
std::string generateMaze(const MazeRequest& request, Grid& maze, std::vector<std::uint32_t>* events = nullptr);

}  // namespace frontier
