// The MovingAI scenario check of movingai_queries.h.
#include "support/movingai_queries.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/movingai.h"
#include "search/core/searcher.h"
#include "support/reference.h"

namespace frontier::test {
namespace {

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  INFO("reading " << path);
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

std::vector<MovingAiMap> movingAiMaps() {
  namespace fs = std::filesystem;
  const fs::path root(FRONTIER_MOVINGAI_DIR);
  std::vector<MovingAiMap> maps;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".map") continue;
    const std::string map = entry.path().lexically_relative(root).generic_string();
    // X.map.scen, or else the first X.map.<something>.scen beside it (the street map's 200-query sample).
    const std::string file = entry.path().filename().string();
    std::string scenario = file + ".scen";
    if (!fs::exists(entry.path().parent_path() / scenario)) {
      scenario.clear();
      for (const auto& sibling : fs::directory_iterator(entry.path().parent_path())) {
        const std::string name = sibling.path().filename().string();
        if (name.rfind(file + ".", 0) == 0 && sibling.path().extension() == ".scen" && (scenario.empty() || name < scenario)) {
          scenario = name;
        }
      }
    }
    if (!scenario.empty()) maps.push_back({map, (fs::path(map).parent_path() / scenario).generic_string()});
  }
  std::sort(maps.begin(), maps.end(), [](const MovingAiMap& a, const MovingAiMap& b) { return a.map < b.map; });
  return maps;
}

MovingAiSet readMovingAi(const std::string& map, const std::string& scenario) {
  const std::string base = std::string(FRONTIER_MOVINGAI_DIR) + "/";
  MovingAiSet set;
  REQUIRE(parseMovingAiMap(readText(base + map), set.grid).empty());
  REQUIRE(parseMovingAiScenario(readText(base + (scenario.empty() ? map + ".scen" : scenario)), set.queries).empty());
  REQUIRE(set.queries.size() > 100);
  return set;
}

std::size_t checkEveryQuery(const std::string& map, const std::string& scenario, std::initializer_list<Algorithm> algorithms,
                            std::size_t thinning) {
  // Named, not a structured binding: the lambda below uses them, which clang 14 refuses for bindings.
  const MovingAiSet set = readMovingAi(map, scenario);
  const Grid& grid = set.grid;
  const std::vector<ScenarioQuery>& queries = set.queries;
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options;  // octile costs, no corner cutting: the benchmark's rules
  int mismatches = 0;
  const std::size_t run = forEachSampledQuery(queries.size(), [&](std::size_t i) {
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
        UNSCOPED_INFO(name(algorithm) << " " << map << " query " << i << " " << query.start.x << "," << query.start.y
                                      << " -> " << query.goal.x << "," << query.goal.y << ": " << result.cost << " vs "
                                      << query.optimalLength << (walked ? "" : " (no legal path)"));
      }
    }
  }, thinning);
  INFO("sample: " << sweepSample().describe(thinning));
  CHECK(mismatches == 0);
  return run;
}

}  // namespace frontier::test
