// Theta* on the queries of every MovingAI scenario (a sample by default, all in a full run): its path is a
// chain of segments in line of sight (by the independent oracle of support/reference.h, not the core's own),
// costs what its segments add up to, and is never longer than the octile optimum nor shorter than the
// straight line. A sweep (tests/cpp/sweeps/movingai_sweep_test.cpp says what runs them where).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "search/core/searcher.h"
#include "support/movingai_queries.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;

namespace {

void checkThetaQueries(const std::string& map, const std::string& scenario = "") {
  // Named, not a structured binding: the lambda below uses them, which clang 14 refuses for bindings.
  const MovingAiSet set = readMovingAi(map, scenario);
  const Grid& grid = set.grid;
  const std::vector<ScenarioQuery>& queries = set.queries;
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options;
  options.algorithm = Algorithm::ThetaStar;  // the benchmark's rules: 8 directions, no corner cutting
  int failures = 0;
  const std::size_t thinning = wholeMapSearchThinning(map);
  forEachSampledQuery(queries.size(), [&](std::size_t i) {
    const ScenarioQuery& query = queries[i];
    const SearchResult result = searcher.search({query.start, query.goal, options});
    const auto walked = result.status == SearchStatus::Found
                            ? anyAnglePathCost(grid, result.path, query.start, query.goal, options)
                            : std::nullopt;
    const bool ok = walked && std::fabs(*walked - result.cost) <= 1e-9 * result.cost &&
                    result.cost <= query.optimalLength + 0.005 &&  // the scenario's tolerance
                    result.cost >= std::hypot(query.goal.x - query.start.x, query.goal.y - query.start.y) - 1e-9;
    if (!ok && ++failures <= 10) {
      UNSCOPED_INFO(map << " query " << i << " (" << query.start.x << "," << query.start.y << ") -> (" << query.goal.x
                        << "," << query.goal.y << "): " << name(result.status) << ", cost " << result.cost
                        << (walked ? "" : " (a segment out of sight)") << ", octile optimum " << query.optimalLength);
    }
  }, thinning);
  INFO("sample: " << sweepSample().describe(thinning));
  CHECK(failures == 0);
}

}  // namespace

// One test per map, so that ctest -j runs them side by side (the 512x512 mazes take the longest).
#define THETA_STAR_ON(map, ...) \
  TEST_CASE("Theta* on the queries of " map ": in sight, never above the octile optimum", "[movingai][theta][sweep]") { \
    checkThetaQueries(map __VA_OPT__(, ) __VA_ARGS__);                                                            \
  }
THETA_STAR_ON("dao/arena.map")
THETA_STAR_ON("dao/den312d.map")
THETA_STAR_ON("dao/lak303d.map")
THETA_STAR_ON("dao/brc202d.map")
THETA_STAR_ON("da2/ht_chantry.map")
THETA_STAR_ON("bg512/AR0011SR.map")
THETA_STAR_ON("sc1/EbonLakes.map")
THETA_STAR_ON("street/Milan_1_1024.map", "street/Milan_1_1024.map.sampled200.scen")
THETA_STAR_ON("rooms/8room_000.map")
THETA_STAR_ON("rooms/32room_000.map")
THETA_STAR_ON("random/random512-10-0.map")
THETA_STAR_ON("random/random512-25-0.map")
THETA_STAR_ON("random/random512-40-0.map")
THETA_STAR_ON("mazes/maze512-1-0.map")
THETA_STAR_ON("mazes/maze512-8-0.map")
THETA_STAR_ON("mazes/maze512-32-0.map")
#undef THETA_STAR_ON
