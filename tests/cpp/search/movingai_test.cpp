// The queries of seven MovingAI maps (tests/data/movingai) must match the scenario's optimal lengths: a sample
// of them in the default run, every one in a full run (support/sweep_sample.h).
#include <catch2/catch.hpp>

#include "support/movingai_queries.h"

using namespace frontier;
using namespace frontier::test;

TEST_CASE("MovingAI: A* matches the optimal lengths", "[movingai][sweep]") {
  for (const char* map : {"dao/arena.map", "dao/den312d.map", "da2/ht_chantry.map", "dao/lak303d.map",
                          "bg512/AR0011SR.map", "dao/brc202d.map", "sc1/EbonLakes.map"}) {
    SECTION(map) { checkEveryQuery(map, {Algorithm::AStar}); }
  }
}

TEST_CASE("MovingAI: Dijkstra matches the optimal lengths", "[movingai][sweep]") {
  checkEveryQuery("dao/den312d.map", {Algorithm::Dijkstra});
}
