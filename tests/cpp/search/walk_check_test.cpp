// checkWalk (search/core/walk_check.h): a drawn walk is legal exactly when each step is a move the searches
// make, and costs what they pay; on random grids a search's own path is legal at its cost.
#include <catch2/catch.hpp>

#include <optional>
#include <vector>

#include "search/core/searcher.h"
#include "search/core/walk_check.h"
#include "support/ascii_grid.h"
#include "support/random_grids.h"

using namespace frontier;
using namespace frontier::test;

namespace {

PaddedGrid padded(const Grid& grid) {
  PaddedGrid out;
  out.assign(grid.width, grid.height, grid.cells.data());
  return out;
}

SearchOptions withMoves(int movement, Diagonal diagonal, StepCosts costs = StepCosts::Integer) {
  SearchOptions options;
  options.movement = movement;
  options.diagonal = diagonal;
  options.costs = costs;
  return options;
}

}  // namespace

TEST_CASE("a walk is judged by the move rules, step by step") {
  // The tutorial's worked example: A at (1,2), B at (5,2), a wall at x = 3, y = 1..3.
  const AsciiGrid ascii = asciiGrid({".......", "...#...", ".S.#.G.", "...#...", "......."});
  const PaddedGrid grid = padded(ascii.grid);
  const SearchOptions tutorial = withMoves(8, Diagonal::NoCornerCut);

  SECTION("a path around the wall costs its steps: 10 straight, 14 diagonal") {
    const std::vector<Point> walk{{1, 2}, {2, 3}, {2, 4}, {3, 4}, {4, 4}, {5, 3}, {5, 2}};
    const WalkCheck check = checkWalk(grid, tutorial, walk);
    CHECK(check.legal);
    CHECK(check.cost == 14.0 * 2 + 10.0 * 4);
  }
  SECTION("a step into a wall names the wall") {
    const std::vector<Point> walk{{1, 2}, {2, 2}, {3, 2}};
    const WalkCheck check = checkWalk(grid, tutorial, walk);
    CHECK_FALSE(check.legal);
    CHECK(check.failedStep == 1);
    CHECK(check.reason == "(3, 2) is a wall");
  }
  SECTION("a jump is not one step") {
    const std::vector<Point> walk{{1, 2}, {1, 4}};
    const WalkCheck check = checkWalk(grid, tutorial, walk);
    CHECK_FALSE(check.legal);
    CHECK(check.reason == "(1, 2) to (1, 4) is not one step");
  }
  SECTION("cutting a wall's corner is refused under no-corner-cut and allowed under always") {
    const std::vector<Point> walk{{2, 0}, {3, 0}, {4, 1}};  // (3,0) to (4,1) passes the wall's top corner
    const WalkCheck refused = checkWalk(grid, tutorial, walk);
    CHECK_FALSE(refused.legal);
    CHECK(refused.failedStep == 1);
    CHECK(refused.reason == "(3, 0) to (4, 1) cuts the corner of a wall, which the diagonal rule forbids");
    CHECK(checkWalk(grid, withMoves(8, Diagonal::Always), walk).legal);
  }
  SECTION("with four directions a diagonal step is refused as such") {
    const std::vector<Point> walk{{0, 0}, {1, 1}};
    const WalkCheck check = checkWalk(grid, withMoves(4, Diagonal::NoCornerCut), walk);
    CHECK_FALSE(check.legal);
    CHECK(check.reason == "(0, 0) to (1, 1) is a diagonal step, and only straight steps are allowed");
  }
  SECTION("an empty walk, a cell off the grid and a walk from a wall are refused") {
    CHECK(checkWalk(grid, tutorial, std::vector<Point>{}).reason == "the walk has no cells");
    const std::vector<Point> off{{6, 4}, {7, 4}};
    const WalkCheck outside = checkWalk(grid, tutorial, off);
    CHECK_FALSE(outside.legal);
    CHECK(outside.reason == "(7, 4) is outside the 7x5 grid");
    CHECK(checkWalk(grid, tutorial, std::vector<Point>{{3, 1}}).reason == "(3, 1) is a wall");
    const WalkCheck single = checkWalk(grid, tutorial, std::vector<Point>{{1, 2}});
    CHECK(single.legal);
    CHECK(single.cost == 0.0);
  }
}

TEST_CASE("every search's path is a legal walk at the search's cost, on random grids with terrain") {
  TestRandom random(2026);
  Searcher searcher;
  int checked = 0;
  for (int round = 0; round < 300; ++round) {
    const std::optional<Query> query = randomQuery(random);
    if (!query) continue;
    SearchOptions options = randomOptions(random);
    options.algorithm = Algorithm::Dijkstra;
    REQUIRE(searcher.setGrid(query->grid).empty());
    const SearchResult result = searcher.search({query->start, query->goal, options});
    if (result.path.empty()) continue;
    std::vector<Point> walk;
    for (const std::uint32_t cell : result.path) walk.push_back(query->grid.point(cell));
    const WalkCheck check = checkWalk(padded(query->grid), options, walk);
    INFO("round " << round);
    REQUIRE(check.legal);
    CHECK(check.cost == Approx(result.cost).epsilon(1e-12));
    ++checked;
  }
  CHECK(checked > 100);
}
