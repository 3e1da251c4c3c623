// LPA* (search/walk/lpa_star.h) as engine.search runs it: after edits of walls and terrain, the repaired
// search's cost equals the independent reference Dijkstra on the edited grid, its path is legal there, and
// on small edits it expands fewer cells than a search from scratch. The corner rule gets a case of its own:
// a new wall that removes a diagonal move between two cells that did not change.
#include <catch2/catch.hpp>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "support/same_cost.h"
#include "generate/mazes/generate.h"
#include "search/core/searcher.h"
#include "support/ascii_grid.h"
#include "support/movingai_queries.h"
#include "support/random_grids.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;

namespace {

SearchOptions lpaOptions(SearchOptions options) {
  options.algorithm = Algorithm::LpaStar;
  return options;
}

// Checks one LPA* result on `grid` against the reference: found exactly when a path exists, at its cost,
// along a legal path.
void checkAgainstReference(const SearchResult& result, const Grid& grid, Point start, Point goal,
                           const SearchOptions& options) {
  const std::optional<double> optimal = referenceCost(grid, start, goal, options);
  REQUIRE(result.status == (optimal ? SearchStatus::Found : SearchStatus::NoPath));
  if (!optimal) return;
  CHECK(sameCost(result.cost, *optimal));
  const std::optional<double> walked = pathCost(grid, result.path, start, goal, options);
  REQUIRE(walked.has_value());
  CHECK(sameCost(*walked, result.cost));
  CHECK(result.optimal);
}

// Changes `count` random cells (never the start or the goal) to a random code: walls added and removed,
// terrain changed. Returns how many cells differ afterwards.
int randomEdits(TestRandom& random, Grid& grid, Point start, Point goal, int count) {
  const Grid before = grid;
  for (int i = 0; i < count; ++i) {
    const Point p{random.below(grid.width), random.below(grid.height)};
    if (p == start || p == goal) continue;
    grid.cells[grid.id(p)] = static_cast<std::uint8_t>(random.below(kCellKinds));
  }
  int changed = 0;
  for (std::size_t i = 0; i < grid.cells.size(); ++i) changed += grid.cells[i] != before.cells[i] ? 1 : 0;
  return changed;
}

}  // namespace

TEST_CASE("LPA*: repairs after random edits cost what Dijkstra's finds on the edited grid", "[lpa]") {
  TestRandom random(2004);
  Searcher searcher;
  int repairs = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    Grid grid = query->grid;
    const Point start = query->start, goal = query->goal;
    const SearchOptions options = lpaOptions(randomOptions(random));
    INFO("trial " << trial << " movement=" << options.movement << " diagonal=" << name(options.diagonal));
    REQUIRE(searcher.setGrid(grid).empty());
    const SearchResult first = searcher.search({start, goal, options});
    CHECK_FALSE(first.repair.repaired);
    checkAgainstReference(first, grid, start, goal, options);
    for (int round = 0; round < 6; ++round) {
      INFO("round " << round);
      const int changed = randomEdits(random, grid, start, goal, 1 + random.below(4));
      REQUIRE(searcher.setGrid(grid).empty());
      const SearchResult repaired = searcher.search({start, goal, options});
      CHECK(repaired.repair.repaired == (changed > 0));
      CHECK(repaired.repair.changedCells == static_cast<std::uint64_t>(changed));
      checkAgainstReference(repaired, grid, start, goal, options);
      repairs += changed > 0 ? 1 : 0;
    }
  }
  CHECK(repairs > 1500);
}

TEST_CASE("LPA*: on mazes, small edits are repaired with fewer expansions than a search from scratch", "[lpa]") {
  TestRandom random(12);
  std::uint64_t repairExpanded = 0, scratchExpanded = 0, freshAStar = 0;
  int repairs = 0;
  for (const char* kind : {"backtracker", "rooms", "caves"}) {
    for (const int movement : {4, 8}) {
      for (const Diagonal diagonal : {Diagonal::NoCornerCut, Diagonal::Always}) {
        if (movement == 4 && diagonal == Diagonal::Always) continue;
        INFO(kind << " movement=" << movement << " diagonal=" << name(diagonal));
        Grid grid;
        REQUIRE(generateMaze({.kind = kind, .width = 61, .height = 41, .seed = 7,
                                   .braid = std::string(kind) == "backtracker" ? 0.2 : 0.0}, grid).empty());
        SearchOptions options;
        options.algorithm = Algorithm::LpaStar;
        options.movement = movement;
        options.diagonal = diagonal;
        const Point start = randomOpenCell(random, grid), goal = randomOpenCell(random, grid);
        Searcher searcher;
        REQUIRE(searcher.setGrid(grid).empty());
        checkAgainstReference(searcher.search({start, goal, options}), grid, start, goal, options);
        for (int round = 0; round < 25; ++round) {
          INFO("round " << round);
          // One edit: a wall on the path (the repair must reroute) or a random cell changed.
          const SearchResult last = searcher.search({start, goal, options});  // same grid: searched anew
          CHECK_FALSE(last.repair.repaired);
          Point p = randomOpenCell(random, grid);
          if (round % 2 == 0 && last.path.size() > 2) p = grid.point(last.path[1 + random.below(static_cast<int>(last.path.size()) - 2)]);
          if (p == start || p == goal) continue;
          const std::uint8_t code = grid.cells[grid.id(p)] != static_cast<std::uint8_t>(Cell::Floor)
                                        ? static_cast<std::uint8_t>(Cell::Floor)
                                        : static_cast<std::uint8_t>(random.below(2) ? Cell::Wall : Cell::Sand);
          grid.cells[grid.id(p)] = code;
          REQUIRE(searcher.setGrid(grid).empty());
          const SearchResult repaired = searcher.search({start, goal, options});
          REQUIRE(repaired.repair.repaired);
          checkAgainstReference(repaired, grid, start, goal, options);
          Searcher fresh;
          REQUIRE(fresh.setGrid(grid).empty());
          const SearchResult scratch = fresh.search({start, goal, options});
          CHECK_FALSE(scratch.repair.repaired);
          CHECK(sameCost(scratch.cost, repaired.cost));
          repairExpanded += repaired.expanded;
          scratchExpanded += scratch.expanded;
          freshAStar += repaired.repair.freshAStarExpanded;
          ++repairs;
        }
      }
    }
  }
  INFO("repairs " << repairs << ": expanded " << repairExpanded << ", from scratch " << scratchExpanded
                  << ", A* from scratch " << freshAStar);
  CHECK(repairs > 100);
  CHECK(repairExpanded * 2 < scratchExpanded);  // on average less than half
  CHECK(repairExpanded < freshAStar);
}

// LPA* searches from the goal, so a wall near the start changes the g of few cells (the repair is tiny),
// while one near the goal can invalidate most of them (a repair may then cost more than a fresh search):
// walls go on the path a few steps from the start, then anywhere on it; every repair is held to Dijkstra's.
TEST_CASE("LPA*: MovingAI maps, walls drawn on the path and taken away again", "[lpa]") {
  TestRandom random(5);
  for (const char* map : {"mazes/maze512-8-0.map", "rooms/8room_000.map", "random/random512-25-0.map"}) {
    SECTION(map) {
      const MovingAiSet set = readMovingAi(map);
      Grid grid = set.grid;
      SearchOptions options;  // MovingAI's rules: 8 directions, no corner cutting, 1 and sqrt 2
      options.algorithm = Algorithm::LpaStar;
      Searcher searcher;
      std::uint64_t nearStartRepair = 0, nearStartFirst = 0;
      for (std::size_t q = set.queries.size() * 3 / 4; q < set.queries.size(); q += set.queries.size() / 8) {
        const ScenarioQuery& query = set.queries[q];
        INFO("query " << q);
        grid = set.grid;
        REQUIRE(searcher.setGrid(grid).empty());
        const SearchResult first = searcher.search({query.start, query.goal, options});
        REQUIRE(first.status == SearchStatus::Found);
        CHECK(std::fabs(first.cost - query.optimalLength) < 0.005);
        std::vector<Point> added;
        std::vector<std::uint32_t> path = first.path;
        for (int round = 0; round < 4; ++round) {
          // A wall on the path, or the oldest such wall taken away again.
          if (round == 3) {
            grid.cells[grid.id(added.front())] = static_cast<std::uint8_t>(Cell::Floor);
          } else {
            const int at = round == 0 ? 2 + random.below(4) : 1 + random.below(static_cast<int>(path.size()) - 2);
            const Point p = grid.point(path[at]);
            grid.cells[grid.id(p)] = static_cast<std::uint8_t>(Cell::Wall);
            added.push_back(p);
          }
          REQUIRE(searcher.setGrid(grid).empty());
          const SearchResult repaired = searcher.search({query.start, query.goal, options});
          CHECK(repaired.repair.repaired);
          checkAgainstReference(repaired, grid, query.start, query.goal, options);
          if (round == 0) {  // near the start
            nearStartRepair += repaired.expanded;
            nearStartFirst += first.expanded;
          }
          if (repaired.status == SearchStatus::Found) path = repaired.path;
        }
      }
      // Together, walls near the start are repaired in a small share of the first searches' expansions (one
      // that closes a doorway may still send the path through other rooms).
      INFO("near the start: repairs expanded " << nearStartRepair << ", the first searches " << nearStartFirst);
      CHECK(nearStartRepair * 5 < nearStartFirst);
    }
  }
}

TEST_CASE("LPA*: a new wall removes the diagonal move between its two straight neighbours", "[lpa]") {
  // The path S -> G takes the diagonal step between (1,1) and (2,0); a wall at (2,1) (beside that step,
  // not on it) forbids it under no-corner-cut though neither end changed: one of the 24 moves a changed cell
  // changes. With corner cutting allowed, the same wall changes nothing of the path's cost.
  const AsciiGrid ascii = asciiGrid({"#..G", "#...", "S..#"});
  for (const Diagonal diagonal : {Diagonal::NoCornerCut, Diagonal::OneBlocked, Diagonal::Always}) {
    INFO(name(diagonal));
    SearchOptions options;
    options.algorithm = Algorithm::LpaStar;
    options.diagonal = diagonal;
    Grid grid = ascii.grid;
    Searcher searcher;
    REQUIRE(searcher.setGrid(grid).empty());
    checkAgainstReference(searcher.search({ascii.start, ascii.goal, options}), grid, ascii.start, ascii.goal, options);
    for (const Point wall : {Point{2, 1}, Point{1, 1}, Point{2, 0}}) {
      grid.cells[grid.id(wall)] = static_cast<std::uint8_t>(Cell::Wall);
      REQUIRE(searcher.setGrid(grid).empty());
      const SearchResult repaired = searcher.search({ascii.start, ascii.goal, options});
      CHECK(repaired.repair.repaired);
      checkAgainstReference(repaired, grid, ascii.start, ascii.goal, options);
      grid.cells[grid.id(wall)] = static_cast<std::uint8_t>(Cell::Floor);
      REQUIRE(searcher.setGrid(grid).empty());
      checkAgainstReference(searcher.search({ascii.start, ascii.goal, options}), grid, ascii.start, ascii.goal, options);
    }
  }
}

TEST_CASE("LPA*: another start, goal or move option, or no change at all, searches from scratch", "[lpa]") {
  const AsciiGrid ascii = asciiGrid({"S....", ".###.", "....G"});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  SearchOptions options;
  options.algorithm = Algorithm::LpaStar;
  const SearchResult first = searcher.search({ascii.start, ascii.goal, options});
  REQUIRE(first.status == SearchStatus::Found);
  // The same grid again: a whole search, the same one.
  const SearchResult again = searcher.search({ascii.start, ascii.goal, options});
  CHECK_FALSE(again.repair.repaired);
  CHECK(again.expanded == first.expanded);
  Grid grid = ascii.grid;
  grid.cells[grid.id({2, 0})] = static_cast<std::uint8_t>(Cell::Wall);
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions fourWay = options;
  fourWay.movement = 4;
  CHECK_FALSE(searcher.search({ascii.start, ascii.goal, fourWay}).repair.repaired);  // options differ
  grid.cells[grid.id({2, 2})] = static_cast<std::uint8_t>(Cell::Sand);
  REQUIRE(searcher.setGrid(grid).empty());
  CHECK_FALSE(searcher.search({{0, 1}, ascii.goal, fourWay}).repair.repaired);  // the start moved
  grid.cells[grid.id({2, 2})] = static_cast<std::uint8_t>(Cell::Floor);
  REQUIRE(searcher.setGrid(grid).empty());
  const SearchResult repaired = searcher.search({{0, 1}, ascii.goal, fourWay});
  CHECK(repaired.repair.repaired);
  CHECK(repaired.repair.changedCells == 1);
  CHECK(repaired.repair.touched >= 1);
  CHECK(repaired.repair.freshAStarExpanded > 0);
  checkAgainstReference(repaired, grid, {0, 1}, ascii.goal, fourWay);
  // Another algorithm in between leaves LPA*'s last search as it was.
  SearchOptions astar = fourWay;
  astar.algorithm = Algorithm::AStar;
  CHECK(searcher.search({{0, 1}, ascii.goal, astar}).status == SearchStatus::Found);
  grid.cells[grid.id({4, 1})] = static_cast<std::uint8_t>(Cell::Wall);
  REQUIRE(searcher.setGrid(grid).empty());
  const SearchResult after = searcher.search({{0, 1}, ascii.goal, fourWay});
  CHECK(after.repair.repaired);
  checkAgainstReference(after, grid, {0, 1}, ascii.goal, fourWay);
  // A grid of another size drops it.
  REQUIRE(searcher.setGrid(asciiGrid({"S...", "...G"}).grid).empty());
  CHECK_FALSE(searcher.search({{0, 0}, {3, 1}, options}).repair.repaired);
}
