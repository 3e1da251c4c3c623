// Runs every query of a MovingAI scenario (tests/data/movingai) and checks each against its optimal length.
#pragma once

#include <string>
#include <vector>

#include "graph/grid.h"
#include "io/movingai.h"
#include "search/core/options.h"

namespace frontier::test {

// The maps of tests/data/movingai that have a scenario, as paths relative to it ("dao/arena.map"), sorted,
// with the scenario file of each ("dao/arena.map.scen", or the street map's "....map.sampled200.scen").
struct MovingAiMap {
  std::string map;
  std::string scenario;
};
std::vector<MovingAiMap> movingAiMaps();

// A map and its queries, read (and REQUIREd to parse) from paths relative to tests/data/movingai; the
// scenario is the map's name with ".scen" unless `scenario` names another.
struct MovingAiSet {
  Grid grid;
  std::vector<ScenarioQuery> queries;
};
MovingAiSet readMovingAi(const std::string& map, const std::string& scenario = "");

// Solves every query of `scenario` on `map` (paths relative to tests/data/movingai) with `algorithm`, octile
// costs and no corner cutting (the benchmark's rules), and CHECKs that each found a path of the optimal
// length; each miss is reported. Returns the number of queries run.
std::size_t checkEveryQuery(const std::string& map, const std::string& scenario, Algorithm algorithm);
inline std::size_t checkEveryQuery(const std::string& map, Algorithm algorithm) {
  return checkEveryQuery(map, map + ".scen", algorithm);
}

}  // namespace frontier::test
