// Runs every query of a MovingAI scenario (tests/data/movingai) and counts those whose path is not legal or
// whose cost misses the scenario's optimal length (octile costs, no corner cutting, tolerance 0.005).
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include "io/movingai.h"
#include "search/core/searcher.h"
#include "support/reference.h"

namespace frontier::test {

inline std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  INFO("reading " << path);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// `map` is a path under tests/data/movingai; its scenario is `map` + `scenSuffix`. With `stride` k, only
// every k-th query is searched (the sanitizer builds, which run many times slower).
inline void checkEveryQuery(const std::string& map, std::initializer_list<Algorithm> algorithms, int stride = 1,
                            const std::string& scenSuffix = ".scen") {
  const std::string base = std::string(FRONTIER_MOVINGAI_DIR) + "/" + map;
  Grid grid;
  std::vector<ScenarioQuery> queries;
  REQUIRE(parseMovingAiMap(readText(base), grid).empty());
  REQUIRE(parseMovingAiScenario(readText(base + scenSuffix), queries).empty());
  REQUIRE(queries.size() > 100);
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options;  // octile costs, no corner cutting: the benchmark's rules
  int mismatches = 0;
  for (std::size_t i = 0; i < queries.size(); i += static_cast<std::size_t>(stride)) {
    const ScenarioQuery& query = queries[i];
    for (const Algorithm algorithm : algorithms) {
      options.algorithm = algorithm;
      const SearchResult result = searcher.search({query.start, query.goal, options});
      const auto walked = result.status == SearchStatus::Found
                              ? pathCost(grid, result.path, query.start, query.goal, options)
                              : std::nullopt;
      if (!walked || std::fabs(*walked - result.cost) > 1e-9 * result.cost ||
          std::fabs(result.cost - query.optimalLength) > 0.005) {
        ++mismatches;
        UNSCOPED_INFO(name(algorithm) << " " << map << " " << query.start.x << "," << query.start.y << " -> "
                                      << query.goal.x << "," << query.goal.y << ": " << result.cost << " vs "
                                      << query.optimalLength << (walked ? "" : " (no legal path)"));
      }
    }
  }
  CHECK(mismatches == 0);
}

}  // namespace frontier::test
