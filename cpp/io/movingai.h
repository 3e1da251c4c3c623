// Readers for the MovingAI benchmark formats: `.map` grids and `.scen` query lists.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "graph/grid.h"

namespace frontier {

// `.`, `G` and `S` (swamp) become floor; `@`, `O`, `T` (trees) and `W` (water, passable only from water,
// which the benchmark's optimal lengths do not model) become walls.
// Returns an empty string, or the reason prefixed with "line N: ".
std::string parseMovingAiMap(std::string_view text, Grid& grid);

struct ScenarioQuery {
  int bucket = 0;
  std::string map;
  int mapWidth = 0;
  int mapHeight = 0;
  Point start;
  Point goal;
  double optimalLength = 0.0;
  int line = 0;  // where it stands in the file, from 1
};

// Accepts "version 1" or "version 1.0" and fields separated by tabs or spaces; refuses queries no map can
// hold (a map size outside 1x1 to 4096x4096, an end outside the map, a negative optimal length).
// Returns an empty string, or the reason prefixed with "line N: ".
std::string parseMovingAiScenario(std::string_view text, std::vector<ScenarioQuery>& queries);

}  // namespace frontier
