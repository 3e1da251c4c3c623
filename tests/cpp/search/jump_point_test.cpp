// Jump point search (jps) and JPS+ (jps-plus), their MovingAI sweeps aside (tests/cpp/sweeps/): random grids
// against the reference Dijkstra step by step, the requests they refuse and why, JPS+'s table after a grid
// edit, and a trace that agrees with the counters.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "generate/random.h"
#include "search/core/heuristic.h"
#include "search/algorithms/jump_point_plus.h"
#include "search/core/searcher.h"
#include "support/ascii_grid.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;
using Catch::Matchers::Contains;

namespace {

constexpr Algorithm kJumpPointSearches[] = {Algorithm::JPS, Algorithm::JPSPlus};

// A uniform-cost grid of `width` x `height` with about `density` walls: all floor, all one terrain, or a mix
// of kinds that the options price the same.
struct RandomCase {
  Grid grid;
  SearchOptions options;
};

RandomCase randomCase(frontier::Random& random) {
  RandomCase out;
  Grid& grid = out.grid;
  grid.width = 1 + static_cast<int>(random.below(40));
  grid.height = 1 + static_cast<int>(random.below(40));
  const double density = 0.5 * static_cast<double>(random.below(1001)) / 1000.0;
  const int terrain = static_cast<int>(random.below(3));  // 0: floor, 1: all grass, 2: floor and sand alike
  for (int i = 0; i < grid.width * grid.height; ++i) {
    Cell cell = random.below(1000) < density * 1000 ? Cell::Wall : Cell::Floor;
    if (cell == Cell::Floor && terrain == 1) cell = Cell::Grass;
    if (cell == Cell::Floor && terrain == 2 && random.coin()) cell = Cell::Sand;
    grid.cells.push_back(static_cast<std::uint8_t>(cell));
  }
  SearchOptions& options = out.options;
  if (terrain == 2) options.terrain[static_cast<int>(Cell::Sand)] = options.terrain[static_cast<int>(Cell::Floor)] = 1.75;
  options.costs = random.coin() ? StepCosts::Integer : StepCosts::Float;
  options.heuristic = static_cast<Heuristic>(random.below(5));
  options.tieBreak = static_cast<TieBreak>(random.below(3));
  return out;
}

Point randomOpenCell(frontier::Random& random, const Grid& grid) {
  for (;;) {
    const Point p{static_cast<int>(random.below(grid.width)), static_cast<int>(random.below(grid.height))};
    if (grid.at(p) != Cell::Wall) return p;
  }
}

bool hasOpenCell(const Grid& grid) {
  return std::any_of(grid.cells.begin(), grid.cells.end(), [](std::uint8_t c) { return c != static_cast<std::uint8_t>(Cell::Wall); });
}

}  // namespace

TEST_CASE("random grids: JPS and JPS+ find optimal paths, step by step, against the reference Dijkstra", "[jps]") {
  frontier::Random random(20261124);
  Searcher searcher;
  int withPath = 0;
  int withoutPath = 0;
  int optimalChecked = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    RandomCase c = randomCase(random);
    if (!hasOpenCell(c.grid)) continue;
    const Point start = randomOpenCell(random, c.grid);
    const Point goal = randomOpenCell(random, c.grid);
    REQUIRE(searcher.setGrid(c.grid).empty());
    const auto optimal = referenceCost(c.grid, start, goal, c.options);
    (optimal ? withPath : withoutPath) += 1;
    for (Algorithm algorithm : kJumpPointSearches) {
      c.options.algorithm = algorithm;
      INFO("trial " << trial << " " << name(algorithm) << " " << c.grid.width << "x" << c.grid.height << " ("
                    << start.x << "," << start.y << ") -> (" << goal.x << "," << goal.y << ") h="
                    << name(c.options.heuristic));
      const SearchResult result = searcher.search({start, goal, c.options});
      REQUIRE(result.status == (optimal ? SearchStatus::Found : SearchStatus::NoPath));
      if (!optimal) continue;
      // Cell by cell, every step allowed (no corner cut), adding up to the cost; the optimum whenever the
      // heuristic never overestimates (Manhattan does with diagonal steps, Euclidean with 10 and 14).
      const auto walked = pathCost(c.grid, result.path, start, goal, c.options);
      REQUIRE(walked.has_value());
      CHECK(*walked == Approx(result.cost).epsilon(1e-9));
      CHECK(result.length + 1 == result.path.size());
      CHECK(result.optimal == isAdmissible(c.options.heuristic, 8, Diagonal::NoCornerCut, c.options.costs));
      if (result.optimal) {
        CHECK(result.cost == Approx(*optimal).epsilon(1e-9));
        ++optimalChecked;
      } else {
        CHECK(result.cost >= *optimal - 1e-9);
      }
    }
  }
  CHECK(withPath > 2500);
  CHECK(withoutPath > 100);
  CHECK(optimalChecked > 3000);
}

TEST_CASE("JPS and JPS+ expand no more nodes than A*, and JPS and JPS+ find the same jump points", "[jps]") {
  const AsciiGrid ascii = asciiGrid({"S.........#.........", "..........#.........", "....####..#...###...",
                                     "....#.....#.....#...", "....#...........#...", "....#######.....#..G"});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  SearchOptions options;
  const SearchResult astar = searcher.search({ascii.start, ascii.goal, options});
  options.algorithm = Algorithm::JPS;
  const SearchResult jps = searcher.search({ascii.start, ascii.goal, options});
  options.algorithm = Algorithm::JPSPlus;
  const SearchResult plus = searcher.search({ascii.start, ascii.goal, options});
  CHECK(jps.cost == Approx(astar.cost));
  CHECK(plus.cost == Approx(astar.cost));
  CHECK(jps.length == astar.length);
  CHECK(jps.expanded * 4 < astar.expanded);
  CHECK(plus.expanded == jps.expanded);
  CHECK(jps.scanned > 0);
}

TEST_CASE("JPS and JPS+ are refused, with the reason, where their rules do not hold", "[jps]") {
  const AsciiGrid plain = asciiGrid({"S...", ".#..", "...G"});
  const AsciiGrid grassy = asciiGrid({"S.gg", ".#..", "...G"});
  Searcher searcher;
  for (Algorithm algorithm : kJumpPointSearches) {
    INFO(name(algorithm));
    const std::string who(name(algorithm));
    REQUIRE(searcher.setGrid(plain.grid).empty());
    const auto errorFor = [&](const AsciiGrid& ascii, SearchOptions options) {
      options.algorithm = algorithm;
      const SearchResult result = searcher.search({ascii.start, ascii.goal, options});
      CHECK(result.status == SearchStatus::Invalid);
      return result.error;
    };
    SearchOptions options;
    options.movement = 4;
    CHECK_THAT(errorFor(plain, options), Contains(who + " needs 8-direction movement, got 4"));
    for (Diagonal rule : {Diagonal::Never, Diagonal::OneBlocked, Diagonal::Always}) {
      options = {};
      options.diagonal = rule;
      CHECK_THAT(errorFor(plain, options),
                 Contains(who + " needs diagonal 'no-corner-cut' (the MovingAI rule), got '" + std::string(name(rule)) + "'"));
    }
    // Mixed terrain costs: grass costs 2, floor 1 by default.
    REQUIRE(searcher.setGrid(grassy.grid).empty());
    CHECK_THAT(errorFor(grassy, {}), Contains(who + " needs every open cell to cost the same to enter; on this grid floor costs 1 and grass costs 2"));
    // The same grid priced alike is searched.
    options = {};
    options.algorithm = algorithm;
    options.terrain[static_cast<int>(Cell::Grass)] = 1.0;
    const SearchResult alike = searcher.search({grassy.start, grassy.goal, options});
    CHECK(alike.status == SearchStatus::Found);
    CHECK(alike.cost == Approx(*referenceCost(grassy.grid, grassy.start, grassy.goal, options)));
  }
}

TEST_CASE("JPS+ rebuilds its table after a grid edit, and reports what the build cost", "[jps]") {
  // A corridor the edit blocks: before, straight through; after, round the wall.
  AsciiGrid ascii = asciiGrid({"S.........G", "...........", "..........."});
  Searcher searcher;
  SearchOptions options;
  options.algorithm = Algorithm::JPSPlus;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  const SearchResult before = searcher.search({ascii.start, ascii.goal, options});
  CHECK(before.cost == Approx(10.0));
  CHECK(before.precomputeBytes == 13u * 5u * 8u);  // the padded grid, 8 one-byte distances a cell
  CHECK(before.precomputeMicros > 0.0);

  ascii.grid.cells[5] = static_cast<std::uint8_t>(Cell::Wall);  // (5, 0)
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  const SearchResult after = searcher.search({ascii.start, ascii.goal, options});
  const auto optimal = referenceCost(ascii.grid, ascii.start, ascii.goal, options);
  REQUIRE(optimal);
  CHECK(*optimal == Approx(8 + 2 * std::sqrt(2.0)));
  CHECK(after.cost == Approx(*optimal));
  CHECK(pathCost(ascii.grid, after.path, ascii.start, ascii.goal, options).has_value());
  // A search on the same grid reads the table built for it.
  const SearchResult again = searcher.search({ascii.start, ascii.goal, options});
  CHECK(again.precomputeMicros == after.precomputeMicros);
}

TEST_CASE("JPS+'s table as the page shows it: 8 distances a cell, in direction order", "[jps]") {
  // y grows downwards; directions N, E, S, W, NE, SE, SW, NW. Worked out by hand:
  const AsciiGrid ascii = asciiGrid({"....",   // y = 0
                                     "#...",   // y = 1
                                     "...."}); // y = 2
  PaddedGrid grid;
  grid.assign(ascii.grid.width, ascii.grid.height, ascii.grid.cells.data());
  std::unique_ptr<RunnerCache> cache;
  const std::vector<std::int16_t> table = jumpDistances(grid, cache);
  REQUIRE(table.size() == 4u * 3u * 8u);
  const auto at = [&](int x, int y) {
    const auto first = table.begin() + (y * 4 + x) * 8;
    return std::vector<int>(first, first + 8);
  };
  CHECK(at(0, 1) == std::vector<int>(8, 0));  // a wall
  // From (0, 0) east: (1, 0) has (1, 1) open below it and the wall (0, 1) below the cell behind it, so it
  // is a jump point 1 step away. South is the wall; the diagonals would cut a corner or leave the grid.
  CHECK(at(0, 0) == std::vector<int>{0, 1, 0, 0, 0, 0, 0, 0});
  // From (3, 2): north 2 open cells, nothing forced; west 3 open cells, and (0, 2) has the wall above it,
  // which forces nothing; north-west (2, 1) and (1, 0) are no jump points (their straight jumps north and
  // west find none), then the border: 2 steps.
  CHECK(at(3, 2) == std::vector<int>{-2, 0, 0, -3, 0, 0, 0, -2});
  // From (1, 2) north: (1, 0) has (0, 0) open beside it and the wall (0, 1) beside the cell behind it.
  CHECK(at(1, 2)[0] == 2);
}

TEST_CASE("JPS+'s distances over 126 steps, which its one-byte table holds in parts, are whole", "[jps]") {
  // 400 wide: row 1 is wall up to x = 299, so going east along rows 0 and 2, (300, y) is a jump point (row 1
  // opens beside it); going west nothing is forced. Row 3 is wall but for x = 399.
  std::vector<std::string> rows = {std::string(400, '.'), std::string(300, '#') + std::string(100, '.'),
                                    std::string(400, '.'), std::string(399, '#') + "."};
  const AsciiGrid ascii = asciiGrid(rows);
  PaddedGrid grid;
  grid.assign(ascii.grid.width, ascii.grid.height, ascii.grid.cells.data());
  std::unique_ptr<RunnerCache> cache;
  const std::vector<std::int16_t> table = jumpDistances(grid, cache);
  const auto at = [&](int x, int y, int direction) { return table[static_cast<std::size_t>(y * 400 + x) * 8 + direction]; };
  constexpr int kEast = 1, kWest = 3;
  CHECK(at(0, 2, kEast) == 300);
  CHECK(at(0, 0, kEast) == 300);
  for (int x = 150; x < 300; ++x) CHECK(at(x, 2, kEast) == 300 - x);  // either side of the one-byte limit
  CHECK(at(399, 2, kWest) == -399);
  CHECK(at(273, 2, kWest) == -273);
  CHECK(at(399, 0, kWest) == -399);
  // Every answer on this grid equals JPS's and the reference's.
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  for (const auto& [start, goal] : {std::pair{Point{0, 2}, Point{399, 3}}, std::pair{Point{399, 0}, Point{0, 2}},
                                    std::pair{Point{5, 0}, Point{350, 2}}, std::pair{Point{399, 3}, Point{0, 0}}}) {
    SearchOptions options;
    options.algorithm = Algorithm::JPSPlus;
    const SearchResult plus = searcher.search({start, goal, options});
    options.algorithm = Algorithm::JPS;
    const SearchResult jps = searcher.search({start, goal, options});
    const auto optimal = referenceCost(ascii.grid, start, goal, options);
    REQUIRE(optimal);
    CHECK(plus.cost == Approx(*optimal));
    CHECK(plus.expanded == jps.expanded);
    CHECK(plus.path == jps.path);
  }
}

TEST_CASE("the trace records the cells jumps scan, and agrees with the counters", "[jps]") {
  frontier::Random random(77);
  Searcher searcher;
  int traced = 0;
  for (int trial = 0; trial < 300; ++trial) {
    RandomCase c = randomCase(random);
    if (!hasOpenCell(c.grid)) continue;
    const Point start = randomOpenCell(random, c.grid);
    const Point goal = randomOpenCell(random, c.grid);
    REQUIRE(searcher.setGrid(c.grid).empty());
    for (Algorithm algorithm : kJumpPointSearches) {
      c.options.algorithm = algorithm;
      INFO("trial " << trial << " " << name(algorithm));
      TraceRecorder trace;
      const SearchResult result = searcher.search({start, goal, c.options}, trace);
      const SearchResult untraced = searcher.search({start, goal, c.options});
      CHECK(untraced.scanned == result.scanned);
      CHECK(untraced.expanded == result.expanded);
      CHECK(untraced.path == result.path);
      std::uint64_t scanned = 0, expanded = 0, generated = 0;
      std::uint32_t lastExpanded = kNoParent;
      std::set<std::uint32_t> closed;
      std::vector<std::uint32_t> path;
      for (const TraceEvent& event : trace.events()) {
        const std::uint32_t cell = nodeOf(event);
        REQUIRE(cell < c.grid.cells.size());
        switch (kindOf(event)) {
          case TraceKind::Scanned:
            ++scanned;
            CHECK(event.parent == lastExpanded);  // scanned by a jump from the node being expanded
            CHECK(c.grid.cells[cell] != static_cast<std::uint8_t>(Cell::Wall));
            CHECK(event.h == 0.0f);
            break;
          case TraceKind::Expanded:
            ++expanded;
            CHECK(closed.insert(cell).second);
            lastExpanded = cell;
            break;
          case TraceKind::Generated: ++generated; break;
          case TraceKind::Improved: CHECK(closed.count(cell) == 0); break;
          case TraceKind::Path: path.push_back(cell); break;
          default: FAIL("a jump point search records generated, improved, expanded, scanned and path events");
        }
      }
      CHECK(scanned == result.scanned);
      CHECK(expanded == result.expanded);
      CHECK(generated == result.generated);
      CHECK(path == result.path);
      traced += scanned > 0 ? 1 : 0;
    }
  }
  CHECK(traced > 300);
}
