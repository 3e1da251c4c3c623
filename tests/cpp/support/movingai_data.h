// The MovingAI maps and scenarios in tests/data/movingai (FRONTIER_MOVINGAI_DIR), read for the tests.
#pragma once

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "graph/grid.h"
#include "io/movingai.h"

namespace frontier::test {

inline std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  INFO("reading " << path);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct MovingAiSet {
  Grid grid;
  std::vector<ScenarioQuery> queries;
};

// Reads a map (a path below tests/data/movingai) and its scenario: the map's name with ".scen", unless
// `scenario` names another.
inline MovingAiSet readMovingAi(const std::string& map, const std::string& scenario = "") {
  const std::string directory = std::string(FRONTIER_MOVINGAI_DIR) + "/";
  MovingAiSet set;
  REQUIRE(parseMovingAiMap(readText(directory + map), set.grid).empty());
  REQUIRE(parseMovingAiScenario(readText(directory + (scenario.empty() ? map + ".scen" : scenario)), set.queries).empty());
  REQUIRE(set.queries.size() > 100);
  return set;
}

}  // namespace frontier::test
