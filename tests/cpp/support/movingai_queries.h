// The MovingAI maps and scenarios of tests/data/movingai, read for the tests, and the check that runs every
// query of one against its optimal length.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <vector>

#include "graph/grid.h"
#include "io/movingai.h"
#include "search/core/options.h"
#include "support/sweep_sample.h"

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

// Solves the run's sample of the queries (sweep_sample.h: every query in a full run) of `scenario` on `map` with each of `algorithms`, octile costs and no
// corner cutting (the benchmark's rules), and CHECKs that each found a legal path (reference.h's walk)
// costing what it says and the optimal length (tolerance 0.005); each miss is reported with the sample.
// Returns the number of queries run.
// `thinning` makes the sample sparser (forEachSampledQuery).
std::size_t checkEveryQuery(const std::string& map, const std::string& scenario, std::initializer_list<Algorithm> algorithms,
                            std::size_t thinning = 1);
inline std::size_t checkEveryQuery(const std::string& map, std::initializer_list<Algorithm> algorithms) {
  return checkEveryQuery(map, "", algorithms);
}

// How much sparser the sweeps of the searches that expand most of a map on every query (Theta*, the
// bidirectional searches) sample `map`: three times for the 512x512 mazes, once for the rest. There each
// query searches most of the maze: every tenth took 58 of the sweeps' 88 s of CPU (29 Nov). Every thirtieth
// still asks 190 to 400 queries of each maze, another third of them each run; a full run asks them all.
inline std::size_t wholeMapSearchThinning(const std::string& map) { return map.rfind("mazes/", 0) == 0 ? 3 : 1; }

}  // namespace frontier::test
