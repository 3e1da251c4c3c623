// Dispatches a maze request by kind, then layers braiding and terrain on top.
#include "generate/mazes/generate.h"

#include "generate/mazes/maze_kinds.h"
#include "generate/mazes/other_mazes.h"
#include "generate/mazes/perfect_mazes.h"

namespace frontier {

std::string generateMaze(const MazeRequest& request, Grid& maze, std::vector<std::uint32_t>* events) {
  if (std::string error = checkDimensions(request.width, request.height); !error.empty()) return error;
  Grid grid;
  std::string error;
  const auto perfect = parseMazeKind(request.kind);
  if (perfect) {
    error = generatePerfectMaze(*perfect, request.width, request.height, request.seed, grid, events, request.topology);
    if (error.empty() && request.braid != 0.0) {
      std::vector<std::uint32_t> braidEvents;
      error = braidMaze(grid, request.braid, request.seed, events ? &braidEvents : nullptr, request.topology);
      if (events) events->insert(events->end(), braidEvents.begin(), braidEvents.end());
    }
  } else if (request.braid != 0.0) {
    error = "braiding applies to perfect mazes, not '" + request.kind + "'";
  } else if (request.kind == "obstacles") {
    error = randomObstacles(request.width, request.height, request.density, request.seed, grid, events);
  } else if (request.kind == "rooms") {
    error = roomsAndCorridors(request.width, request.height, request.seed, grid, events);
  } else if (request.kind == "caves") {
    error = caves(request.width, request.height, request.seed, grid, events);
  } else {
    error = "unknown maze kind '" + request.kind + "' (expected one of ";
    for (const MazeKindInfo& kind : kMazeKinds) {
      if (&kind != &kMazeKinds.front()) error += ", ";
      error += kind.name;
    }
    error += ")";
  }
  if (error.empty() && request.terrainCoverage != 0.0) {
    error = paintTerrain(grid, request.terrainScale, request.terrainCoverage, request.seed);
  }
  if (error.empty()) maze = std::move(grid);
  return error;
}

}  // namespace frontier
