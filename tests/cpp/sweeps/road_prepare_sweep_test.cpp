// The road preparations' sweep: ALT and contraction hierarchies against a plain Dijkstra on 1,000 pairs of
// the generator's 100,000-junction town, in full runs only (ctest -L full; the other checks of the
// preparations: tests/cpp/search/roads/road_prepare_test.cpp).
#include <catch2/catch.hpp>

#include "support/road_prepare_checks.h"
#include "support/sweep_sample.h"

using namespace frontier;
using namespace frontier::testing;

TEST_CASE("prepare: 1,000 pairs on the 100,000-node town, both metrics (full runs only)", "[sweep]") {
  if (!frontier::test::sweepSample().full) {
    SUCCEED("the 100,000-node town runs with FRONTIER_FULL=1 (ctest -L full)");
    return;
  }
  const RoadNetwork town = generatedTown(100000, 1);
  for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
    CHECK(checkAgainstOracle(town, metric, 1000, 29) == 1000);
  }
}
