// Property tests on thousands of seeded random grids, against the independent oracles of reference.h.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>

#include "support/random_grids.h"
#include "support/reference.h"
#include "support/same_events.h"
#include "support/sweep_sample.h"
#include "search/core/heuristic.h"
#include "search/core/searcher.h"

using namespace frontier;
using namespace frontier::test;
using Catch::Matchers::Contains;

namespace {

// IDA* is exponential on open grids: a node budget thousands of random grids can afford.
constexpr double kBudget = 20000;

// What an algorithm's registry row needs that these options on this grid do not give, in the words the
// searcher's reason uses, or "" (the searcher's check, restated here independently).
std::string unmetNeed(const AlgorithmInfo& algorithm, const Grid& grid, const SearchOptions& options) {
  if (algorithm.needs & kNeedsEightWayNoCornerCut) {
    if (options.movement != 8) return "needs 8-direction movement";
    if (options.diagonal != Diagonal::NoCornerCut) return "needs diagonal 'no-corner-cut'";
  }
  if (algorithm.needs & kNeedsUniformCosts) {
    std::set<double> entryCosts;
    for (auto cell : grid.cells)
      if (cell != static_cast<std::uint8_t>(Cell::Wall)) entryCosts.insert(options.terrain[cell]);
    if (entryCosts.size() > 1) return "needs every open cell to cost the same";
  }
  return {};
}

// An any-angle path: straight segments in line of sight (the independent check of reference.h) whose
// lengths add up to its cost, no shorter than the straight line from start to goal, and no longer than the
// grid's cheapest path would be with diagonal steps of their true length (theta_star.h says why).
void checkAnyAnglePath(const SearchResult& result, const Grid& grid, Point start, Point goal,
                       const SearchOptions& options, double optimalCost) {
  const auto walked = anyAnglePathCost(grid, result.path, start, goal, options);
  REQUIRE(walked.has_value());
  CHECK(*walked == Approx(result.cost).epsilon(1e-9));
  const StepLengths lengths = stepLengths(options.costs);
  const double unit = lengths.straight * options.terrain[static_cast<int>(grid.at(start))];
  CHECK(result.cost >= unit * std::hypot(goal.x - start.x, goal.y - start.y) - 1e-9);
  const double diagonalStretch = lengths.straight * std::sqrt(2.0) / lengths.diagonal;
  CHECK(result.cost <= optimalCost * std::max(1.0, diagonalStretch) * (1 + 1e-12) + 1e-9);
}

}  // namespace

TEST_CASE("random grids: every algorithm against the reference Dijkstra") {
  TestRandom random(20261122);
  Searcher searcher;
  int searchesWithPath = 0;
  int gaveUp = 0;
  int gaveUpWithPath = 0;
  int anyAngleChecked = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    const auto& [grid, start, goal] = *query;
    REQUIRE(searcher.setGrid(grid).empty());
    SearchOptions options = randomOptions(random);
    options.budget = kBudget;
    const auto optimalCost = referenceCost(grid, start, goal, options);
    const auto fewestSteps = referenceSteps(grid, start, goal, options);
    REQUIRE(optimalCost.has_value() == fewestSteps.has_value());
    searchesWithPath += optimalCost ? 1 : 0;

    for (const AlgorithmInfo& algorithm : kGridAlgorithms) {
      options.algorithm = algorithm.id;
      INFO("trial " << trial << " " << name(options.algorithm) << " h=" << name(options.heuristic)
                    << " movement=" << options.movement << " diagonal=" << name(options.diagonal));
      const SearchResult result = searcher.search({start, goal, options});
      // Refused for an unmet need, and only then: with that need named.
      if (const std::string need = unmetNeed(algorithm, grid, options); !need.empty()) {
        CHECK(result.status == SearchStatus::Invalid);
        CHECK_THAT(result.error, Contains(need));
        continue;
      }
      // Only an algorithm with a budget may give up.
      if (algorithm.usesBudget && result.status == SearchStatus::GaveUp) {
        CHECK(result.expanded == kBudget);
        ++gaveUp;
        if (optimalCost) ++gaveUpWithPath;
        continue;
      }
      // A capped loop (astar-capped, the lesson's bug) may say "no path" where there is one, and only after
      // exactly its cap of expansions.
      if (algorithm.expansionCap != 0 && result.status == SearchStatus::NoPath && optimalCost) {
        CHECK(result.expanded == algorithm.expansionCap);
        continue;
      }
      REQUIRE(result.status == (optimalCost ? SearchStatus::Found : SearchStatus::NoPath));
      if (!optimalCost) continue;
      if (algorithm.family == Family::AnyAngle) {
        checkAnyAnglePath(result, grid, start, goal, options, *optimalCost);
        ++anyAngleChecked;
        continue;
      }

      // Every path is contiguous, wall-free, obeys the diagonal rule and costs what the result says.
      const auto walked = pathCost(grid, result.path, start, goal, options);
      REQUIRE(walked.has_value());
      CHECK(*walked == Approx(result.cost).epsilon(1e-9));
      CHECK(result.cost >= *optimalCost - 1e-9);

      const bool admissible = isAdmissible(options.heuristic, options.movement, options.diagonal, options.costs);
      // What each row promises (registry.h Optimality), whichever algorithm it is: a new row is held to its claim.
      switch (algorithm.optimality) {
        case Optimality::Always: CHECK(result.cost == Approx(*optimalCost).epsilon(1e-9)); break;
        case Optimality::IfAdmissible:
          if (admissible) CHECK(result.cost == Approx(*optimalCost).epsilon(1e-9));
          break;
        case Optimality::IfAdmissibleAndWeightOne:  // and within w times the optimum for any w
          if (admissible) CHECK(result.cost <= options.weight * *optimalCost + 1e-9);
          break;
        case Optimality::IfUniformStepCosts: CHECK(static_cast<int>(result.length) == *fewestSteps); break;
        case Optimality::Never: break;  // nothing beyond the checks above (never below the optimum)
      }
      if (result.optimal) CHECK(result.cost == Approx(*optimalCost).epsilon(1e-9));

      // The tutorials' list (tieBreak 'tutorial') changes only which of equal f goes first: a valid path,
      // and the row's promise holds with it too.
      if (tutorialTieBreakServes(algorithm.id)) {
        SearchOptions tutorial = options;
        tutorial.tieBreak = TieBreak::Tutorial;
        const SearchResult listed = searcher.search({start, goal, tutorial});
        REQUIRE(listed.status == SearchStatus::Found);
        const auto listedWalk = pathCost(grid, listed.path, start, goal, tutorial);
        REQUIRE(listedWalk.has_value());
        CHECK(*listedWalk == Approx(listed.cost).epsilon(1e-9));
        if (algorithm.optimality == Optimality::Always || (algorithm.optimality == Optimality::IfAdmissible && admissible))
          CHECK(listed.cost == Approx(*optimalCost).epsilon(1e-9));
      }
    }
  }
  INFO("IDA* gave up " << gaveUp << " times (" << gaveUpWithPath << " with a path); Theta* was checked "
                       << anyAngleChecked << " times");
  CHECK(searchesWithPath > 1500);                // the random grids really exercise found paths
  CHECK(gaveUpWithPath * 4 < searchesWithPath);  // IDA* is checked on most of them
  CHECK(anyAngleChecked > 600);                  // and so is Theta*, where costs are uniform
}

TEST_CASE("random grids: BFS is cost-optimal exactly when every step costs the same") {
  TestRandom random(7);
  Searcher searcher;
  for (int trial = 0; trial < 500; ++trial) {
    Grid grid = randomGrid(random);
    for (auto& cell : grid.cells)
      if (cell != static_cast<std::uint8_t>(Cell::Wall)) cell = static_cast<std::uint8_t>(Cell::Floor);
    if (!hasFloor(grid)) continue;
    REQUIRE(searcher.setGrid(grid).empty());
    const Point start = randomOpenCell(random, grid);
    const Point goal = randomOpenCell(random, grid);
    SearchOptions options;
    options.algorithm = Algorithm::BFS;
    options.movement = 4;
    const SearchResult result = searcher.search({start, goal, options});
    CHECK(result.optimal);
    const auto optimalCost = referenceCost(grid, start, goal, options);
    if (optimalCost) CHECK(result.cost == Approx(*optimalCost));
  }
}

TEST_CASE("random grids: repeated searches on one grid reproduce bit for bit") {
  // The node pool is stamped, not cleared: a search must not see the previous one's nodes.
  TestRandom random(99);
  Searcher searcher;
  TraceRecorder first, second;
  for (int trial = 0; trial < 300; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    const auto& [grid, start, goal] = *query;
    REQUIRE(searcher.setGrid(grid).empty());
    SearchOptions options = randomOptions(random);
    options.algorithm = kGridAlgorithms[random.below(kGridAlgorithms.size())].id;
    if (!takesTrial(trial, 5)) continue;  // 190 s under the sanitizers for all 300
    const SearchResult a = searcher.search({start, goal, options}, first);
    const SearchResult plain = searcher.search({goal, start, options});  // something else in between
    const SearchResult b = searcher.search({start, goal, options}, second);
    const SearchResult untraced = searcher.search({start, goal, options});
    (void)plain;
    CHECK(a.path == b.path);
    CHECK(a.path == untraced.path);
    CHECK(a.cost == untraced.cost);
    CHECK(a.expanded == untraced.expanded);
    CHECK(sameEvents(first, second));
  }
}

TEST_CASE("node pool: a new grid of the same size brings its own walls, and the search stamp wraps safely") {
  // Walls live in the node pool's marks (kWallMark), copied from the grid: a new grid must replace them,
  // and so must the reset when the 16-bit search stamp runs out (every 32,766 searches).
  TestRandom random(7);
  Searcher searcher;
  SearchOptions options;
  const auto checkAgainstReference = [&](const Grid& grid, Point start, Point goal) {
    REQUIRE(searcher.setGrid(grid).empty());
    const SearchResult result = searcher.search({start, goal, options});
    const auto optimalCost = referenceCost(grid, start, goal, options);
    REQUIRE(result.status == (optimalCost ? SearchStatus::Found : SearchStatus::NoPath));
    if (optimalCost) CHECK(result.cost == Approx(*optimalCost));
  };
  for (int trial = 0; trial < 100; ++trial) {
    auto query = randomQuery(random);
    if (!query) continue;
    auto& [grid, start, goal] = *query;
    checkAgainstReference(grid, start, goal);
    // The same size with other walls: a third of the cells flipped, start and goal kept open.
    for (auto& cell : grid.cells) {
      if (random.below(3) == 0) cell = cell == static_cast<std::uint8_t>(Cell::Wall) ? 0 : static_cast<std::uint8_t>(Cell::Wall);
    }
    grid.cells[static_cast<std::size_t>(start.y) * grid.width + start.x] = 0;
    grid.cells[static_cast<std::size_t>(goal.y) * grid.width + goal.x] = 0;
    checkAgainstReference(grid, start, goal);
  }

  const auto query = randomQuery(random);
  REQUIRE(query);
  const auto& [grid, start, goal] = *query;
  REQUIRE(searcher.setGrid(grid).empty());
  const SearchResult before = searcher.search({start, goal, options});
  for (int search = 0; search < 70000; ++search) {
    REQUIRE(searcher.search({start, start, options}).status == SearchStatus::Found);
    if (search % 10000 == 0 || (search >= 32760 && search < 32775)) {
      const SearchResult same = searcher.search({start, goal, options});
      REQUIRE(same.path == before.path);
      REQUIRE(same.expanded == before.expanded);
    }
  }
}
