// Every query of seven MovingAI maps (tests/data/movingai) must match the scenario's optimal length.
#include <catch2/catch.hpp>

#include <cmath>

#include "search/core/searcher.h"
#include "support/movingai_data.h"

using namespace frontier;
using namespace frontier::test;

namespace {

void checkEveryQuery(const std::string& name, Algorithm algorithm) {
  const auto [grid, queries] = readMovingAi(name);
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options;  // octile costs, no corner cutting: the benchmark's rules
  options.algorithm = algorithm;
  int mismatches = 0;
  for (const ScenarioQuery& query : queries) {
    const SearchResult result = searcher.search({query.start, query.goal, options});
    if (result.status != SearchStatus::Found || std::fabs(result.cost - query.optimalLength) > 0.005) {
      ++mismatches;
      UNSCOPED_INFO(name << " " << query.start.x << "," << query.start.y << " -> " << query.goal.x << ","
                         << query.goal.y << ": " << result.cost << " vs " << query.optimalLength);
    }
  }
  CHECK(mismatches == 0);
}

}  // namespace

TEST_CASE("MovingAI: A* matches every optimal length", "[movingai]") {
  for (const char* map : {"dao/arena.map", "dao/den312d.map", "da2/ht_chantry.map", "dao/lak303d.map",
                          "bg512/AR0011SR.map", "dao/brc202d.map", "sc1/EbonLakes.map"}) {
    SECTION(map) { checkEveryQuery(map, Algorithm::AStar); }
  }
}

TEST_CASE("MovingAI: Dijkstra matches every optimal length", "[movingai]") {
  checkEveryQuery("dao/den312d.map", Algorithm::Dijkstra);
}
