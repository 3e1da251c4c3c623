// Theta* on random grids under every movement rule (its MovingAI sweep: tests/cpp/sweeps/): its path is a
// chain of segments in line of sight (by the independent oracle of support/reference.h, not the core's own),
// costs what its segments add up to, and is never longer than A*'s path for the same query; hand-made cases
// pin its unit of cost, its corners and its trace.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <string>

#include "search/core/searcher.h"
#include "support/ascii_grid.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;
using Catch::Matchers::Contains;

namespace {

SearchOptions thetaOptions() {
  SearchOptions options;
  options.algorithm = Algorithm::ThetaStar;
  return options;
}

double straightLine(Point a, Point b) { return std::hypot(b.x - a.x, b.y - a.y); }

}  // namespace

TEST_CASE("Theta* on random grids: every movement rule and cost, never longer than A*") {
  std::mt19937 random(2007);  // the engine's output is fixed by the standard, so the grids are too
  Searcher searcher;
  int found = 0, shorter = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    Grid grid;
    grid.width = 1 + static_cast<int>(random() % 40);
    grid.height = 1 + static_cast<int>(random() % 40);
    const unsigned wallPercent = random() % 40;
    for (int i = 0; i < grid.width * grid.height; ++i)
      grid.cells.push_back(static_cast<std::uint8_t>(random() % 100 < wallPercent ? Cell::Wall : Cell::Floor));
    const Point start{static_cast<int>(random() % grid.width), static_cast<int>(random() % grid.height)};
    const Point goal{static_cast<int>(random() % grid.width), static_cast<int>(random() % grid.height)};
    grid.cells[grid.id(start)] = grid.cells[grid.id(goal)] = static_cast<std::uint8_t>(Cell::Floor);
    REQUIRE(searcher.setGrid(grid).empty());
    SearchOptions options = thetaOptions();
    options.movement = random() % 4 == 0 ? 4 : 8;
    options.diagonal = static_cast<Diagonal>(random() % 4);
    options.costs = random() % 2 ? StepCosts::Integer : StepCosts::Float;
    INFO("trial " << trial << ": " << grid.width << "x" << grid.height << " movement " << options.movement
                  << " diagonal " << name(options.diagonal) << " costs " << name(options.costs));
    const SearchResult theta = searcher.search({start, goal, options});
    SearchOptions astarOptions = options;
    astarOptions.algorithm = Algorithm::AStar;
    astarOptions.heuristic = Heuristic::Zero;  // admissible under every rule
    const SearchResult astar = searcher.search({start, goal, astarOptions});
    // The same moves, so the same cells are reachable.
    REQUIRE(theta.status == astar.status);
    if (theta.status != SearchStatus::Found) continue;
    ++found;
    const auto walked = anyAnglePathCost(grid, theta.path, start, goal, options);
    REQUIRE(walked.has_value());
    CHECK(*walked == Approx(theta.cost).epsilon(1e-9));
    CHECK(theta.cost >= stepLengths(options.costs).straight * straightLine(start, goal) - 1e-9);
    // A* prices a diagonal step 14 with 10/14 costs, below its length (14.14...); Theta* prices segments by
    // their length, so it is held to A*'s path with each diagonal step at its true length.
    const double stretch = options.costs == StepCosts::Integer ? 10 * std::sqrt(2.0) / 14 : 1.0;
    CHECK(theta.cost <= astar.cost * stretch * (1 + 1e-12) + 1e-9);
    if (options.costs == StepCosts::Float) CHECK(theta.cost <= astar.cost * (1 + 1e-12));
    shorter += theta.cost < astar.cost - 1e-9 ? 1 : 0;
  }
  CHECK(found > 800);
  CHECK(shorter > 200);  // the corners cut are real
}

TEST_CASE("Theta* on an open grid: one straight segment, in the unit of a straight step") {
  Grid grid;
  grid.width = 10;
  grid.height = 8;
  grid.cells.assign(80, static_cast<std::uint8_t>(Cell::Grass));
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options = thetaOptions();
  options.costs = StepCosts::Integer;
  TraceRecorder trace;
  const SearchResult result = searcher.search({{1, 1}, {4, 5}, options}, trace);
  REQUIRE(result.status == SearchStatus::Found);
  CHECK(result.path == std::vector<std::uint32_t>{grid.id({1, 1}), grid.id({4, 5})});
  CHECK(result.length == 1);
  CHECK(result.cost == 50.0 * kDefaultTerrainCosts[static_cast<int>(Cell::Grass)]);  // 5 cells of 10, grass costs 2
  CHECK_FALSE(result.optimal);
  // The goal's parent, as the trace shows it expanded, is the start five cells away.
  const TraceEvent& goalExpanded = trace.events()[trace.events().size() - 3];
  CHECK(kindOf(goalExpanded) == TraceKind::Expanded);
  CHECK(nodeOf(goalExpanded) == grid.id({4, 5}));
  CHECK(goalExpanded.parent == grid.id({1, 1}));
  CHECK(goalExpanded.h == 0.0f);
  // The estimate is the straight-line distance in the same unit.
  CHECK(trace.events().front().h == static_cast<float>(50.0 * 2));
}

TEST_CASE("Theta* bends round the end of a wall, at the cells beside it") {
  // The line from S to G is blocked by the wall; the path goes under it, turning only at the cells beside
  // the wall's lower end: (1, 1) (3, 4) (5, 4) (6, 3). (Not the shortest: from (1, 1) a segment to (4, 4)
  // would pass the corner of the wall's end, where no-corner-cut forbids it.)
  const AsciiGrid ascii = asciiGrid({"........", ".S..#...", "....#...", "....#.G.", "........"});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  const SearchOptions options = thetaOptions();
  const SearchResult result = searcher.search({ascii.start, ascii.goal, options});
  REQUIRE(result.status == SearchStatus::Found);
  REQUIRE(result.path.size() >= 3);
  double length = 0;
  for (std::size_t i = 1; i < result.path.size(); ++i) {
    const Point corner = ascii.grid.point(result.path[i]);
    if (i + 1 < result.path.size()) CHECK((corner.y == 4 && std::abs(corner.x - 4) == 1));
    length += straightLine(ascii.grid.point(result.path[i - 1]), corner);
  }
  CHECK(result.cost == Approx(length));
  CHECK(result.cost < *referenceCost(ascii.grid, ascii.start, ascii.goal, options));
}

TEST_CASE("Theta* refuses a grid whose open cells cost differently") {
  const AsciiGrid ascii = asciiGrid({"S.g", "..G"});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  SearchOptions options = thetaOptions();
  const SearchResult refused = searcher.search({ascii.start, ascii.goal, options});
  CHECK(refused.status == SearchStatus::Invalid);
  CHECK_THAT(refused.error, Contains("theta-star needs every open cell to cost the same"));
  options.terrain[static_cast<int>(Cell::Grass)] = options.terrain[static_cast<int>(Cell::Floor)];
  CHECK(searcher.search({ascii.start, ascii.goal, options}).status == SearchStatus::Found);
}
