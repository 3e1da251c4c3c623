// The sweeps: every MovingAI query of tests/data/movingai solved by each optimal grid search and checked
// against the scenario's optimal length (a legal path costing what it says). The default run takes a sample
// of the queries, a full run every one (support/sweep_sample.h). These are the tests that need optimised
// code to cover many queries: the Release build runs them (and only them: the rest of the suite runs under
// the sanitizers, build/asan), and the sanitizer build runs them with --full only.
#include <catch2/catch.hpp>

#include <string>

#include "support/movingai_queries.h"

using namespace frontier;
using namespace frontier::test;

namespace {

// The MovingAI maps whose path contains `part`, the run's sample of the queries of each.
void checkMovingAi(Algorithm algorithm, const std::string& part) {
  std::size_t queries = 0;
  for (const MovingAiMap& map : movingAiMaps()) {
    if (map.map.find(part) == std::string::npos) continue;
    INFO(map.map << " with " << name(algorithm));
    queries += checkEveryQuery(map.map, map.scenario, {algorithm});
  }
  CHECK(queries > 0);
}

}  // namespace

TEST_CASE("MovingAI: A* matches the optimal lengths", "[movingai][sweep]") {
  for (const char* map : {"dao/arena.map", "dao/den312d.map", "da2/ht_chantry.map", "dao/lak303d.map",
                          "bg512/AR0011SR.map", "dao/brc202d.map", "sc1/EbonLakes.map"}) {
    SECTION(map) { checkEveryQuery(map, {Algorithm::AStar}); }
  }
}

TEST_CASE("MovingAI: Dijkstra matches the optimal lengths", "[movingai][sweep]") {
  checkEveryQuery("dao/den312d.map", {Algorithm::Dijkstra});
}

// The JPS sweeps below pick maps by folder: all 16 maps with a scenario are in one of them.
TEST_CASE("MovingAI: every map with a scenario is checked", "[movingai]") {
  CHECK(movingAiMaps().size() == 16);
}

// Every map of tests/data/movingai, split in groups that ctest runs side by side.
TEST_CASE("MovingAI: JPS matches the optimal lengths of the mazes", "[movingai][jps][sweep]") {
  checkMovingAi(Algorithm::JPS, "mazes/");
}
TEST_CASE("MovingAI: JPS matches the optimal lengths of the other maps", "[movingai][jps][sweep]") {
  for (const char* set : {"bg512/", "da2/", "dao/", "random/", "rooms/", "sc1/", "street/"}) checkMovingAi(Algorithm::JPS, set);
}
TEST_CASE("MovingAI: JPS+ matches the optimal lengths of the mazes", "[movingai][jps][sweep]") {
  checkMovingAi(Algorithm::JPSPlus, "mazes/");
}
TEST_CASE("MovingAI: JPS+ matches the optimal lengths of the other maps", "[movingai][jps][sweep]") {
  for (const char* set : {"bg512/", "da2/", "dao/", "random/", "rooms/", "sc1/", "street/"}) checkMovingAi(Algorithm::JPSPlus, set);
}

// The bidirectional searches on the queries of every scenario, one test per map.
#define BIDIRECTIONAL_MOVINGAI_CASE(map, scenSuffix)                                                          \
  TEST_CASE("bidirectional: MovingAI " map ": Dijkstra and A* match the optimal lengths", "[movingai][sweep]") { \
    checkEveryQuery(map, map scenSuffix, {Algorithm::BidirectionalDijkstra, Algorithm::BidirectionalAStar},     \
                    wholeMapSearchThinning(map));                                                               \
  }
BIDIRECTIONAL_MOVINGAI_CASE("dao/arena.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("dao/den312d.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("dao/lak303d.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("dao/brc202d.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("da2/ht_chantry.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("bg512/AR0011SR.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("sc1/EbonLakes.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("street/Milan_1_1024.map", ".sampled200.scen")
BIDIRECTIONAL_MOVINGAI_CASE("rooms/8room_000.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("rooms/32room_000.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("random/random512-10-0.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("random/random512-25-0.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("random/random512-40-0.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("mazes/maze512-1-0.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("mazes/maze512-8-0.map", ".scen")
BIDIRECTIONAL_MOVINGAI_CASE("mazes/maze512-32-0.map", ".scen")
