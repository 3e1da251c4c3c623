// Hex grids (graph/hex.h): every search that serves them against the independent hex oracles of
// support/hex_reference.h on thousands of seeded random grids, the hex distance's exactness, and the
// refusals of what does not apply on hexes.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "graph/hex.h"
#include "graph/hex_sight.h"
#include "graph/padded_grid.h"
#include "search/core/heuristic.h"
#include "search/core/searcher.h"
#include "support/hex_reference.h"
#include "support/random_grids.h"
#include "support/same_events.h"

using namespace frontier;
using namespace frontier::test;
using Catch::Matchers::Contains;

namespace {

constexpr double kHexBudget = 20000;  // IDA*'s node visits: exponential on open grids

SearchOptions randomHexOptions(TestRandom& random) {
  SearchOptions options = randomOptions(random);  // movement and diagonal rule drawn too: hexes ignore them
  options.topology = Topology::Hex;
  constexpr Heuristic kOnHexes[] = {Heuristic::Hex, Heuristic::Euclidean, Heuristic::Zero};
  options.heuristic = kOnHexes[random.below(3)];
  options.budget = kHexBudget;
  return options;
}

bool uniformCosts(const Grid& grid, const SearchOptions& options) {
  double cost = -1;
  for (auto cell : grid.cells) {
    if (cell == static_cast<std::uint8_t>(Cell::Wall)) continue;
    if (cost >= 0 && options.terrain[cell] != cost) return false;
    cost = options.terrain[cell];
  }
  return true;
}

}  // namespace

TEST_CASE("hex grids: the six neighbours are the cube directions' cells") {
  TestRandom random(32);
  for (int trial = 0; trial < 2000; ++trial) {
    const Point a{random.below(40) - 1, random.below(40) - 1};
    int found = 0;
    for (int dy = -2; dy <= 2; ++dy) {
      for (int dx = -2; dx <= 2; ++dx) {
        const Point b{a.x + dx, a.y + dy};
        bool oracle = false;
        for (const Point n : hexNeighbourCells(a)) oracle = oracle || n == b;
        INFO("(" << a.x << ", " << a.y << ") to (" << b.x << ", " << b.y << ")");
        CHECK(hexNeighbours(a, b) == oracle);
        found += oracle;
      }
    }
    CHECK(found == 6);
  }
}

TEST_CASE("hex grids: every search that serves hexes against the hex reference Dijkstra") {
  TestRandom random(20261127);
  Searcher searcher;
  int withPath = 0, checked = 0, anyAngle = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    const auto& [grid, start, goal] = *query;
    REQUIRE(searcher.setGrid(grid).empty());
    SearchOptions options = randomHexOptions(random);
    const auto optimal = hexReferenceCost(grid, start, goal, options);
    const auto fewest = hexReferenceSteps(grid, start, goal);
    REQUIRE(optimal.has_value() == fewest.has_value());
    withPath += optimal ? 1 : 0;
    for (const AlgorithmInfo& algorithm : kGridAlgorithms) {
      options.algorithm = algorithm.id;
      INFO("trial " << trial << " " << name(options.algorithm) << " h=" << name(options.heuristic));
      const SearchResult result = searcher.search({start, goal, options});
      if (!(algorithm.topologies & kHexCells)) {
        CHECK(result.status == SearchStatus::Invalid);
        CHECK_THAT(result.error, Contains("does not run on hex grids"));
        continue;
      }
      if (algorithm.usesBudget && result.status == SearchStatus::GaveUp) continue;
      if (algorithm.expansionCap != 0 && result.status == SearchStatus::NoPath && optimal) {
        CHECK(result.expanded == algorithm.expansionCap);
        continue;
      }
      if ((algorithm.needs & kNeedsUniformCosts) && !uniformCosts(grid, options)) {
        CHECK(result.status == SearchStatus::Invalid);
        continue;
      }
      REQUIRE(result.status == (optimal ? SearchStatus::Found : SearchStatus::NoPath));
      if (!optimal) continue;
      if (algorithm.family == Family::AnyAngle) {
        // Theta*: straight segments between hex centres in line of sight, adding up to its cost, never shorter
        // than the straight line and never longer than the fewest hex steps (each one unit between centres).
        const double unit = options.terrain[static_cast<int>(grid.at(start))];
        double length = 0;
        for (std::size_t k = 1; k < result.path.size(); ++k) {
          const Point a = grid.point(result.path[k - 1]), b = grid.point(result.path[k]);
          INFO("segment (" << a.x << ", " << a.y << ") to (" << b.x << ", " << b.y << ")");
          CHECK(hexReferenceLineOfSight(grid, a, b));
          length += unit * hexCentreDistance(a, b);
        }
        CHECK(length == Approx(result.cost).epsilon(1e-9));
        CHECK(result.cost >= unit * hexCentreDistance(start, goal) - 1e-9);
        CHECK(result.cost <= *optimal * (1 + 1e-12) + 1e-9);
        ++anyAngle;
        continue;
      }
      const auto walked = hexPathCost(grid, result.path, start, goal, options);
      REQUIRE(walked.has_value());
      CHECK(*walked == Approx(result.cost).epsilon(1e-9));
      CHECK(result.cost >= *optimal - 1e-9);
      CHECK(result.admissible);  // every estimate that applies on hexes is admissible there
      switch (algorithm.optimality) {
        case Optimality::Always:
        case Optimality::IfAdmissible: CHECK(result.cost == Approx(*optimal).epsilon(1e-9)); break;
        case Optimality::IfAdmissibleAndWeightOne: CHECK(result.cost <= options.weight * *optimal + 1e-9); break;
        // Every hex step costs the same before terrain: BFS gives the fewest steps.
        case Optimality::IfUniformStepCosts: CHECK(static_cast<int>(result.length) == *fewest); break;
        case Optimality::Never: break;
      }
      if (result.optimal) CHECK(result.cost == Approx(*optimal).epsilon(1e-9));
      ++checked;
    }
  }
  CHECK(withPath > 1500);
  CHECK(checked > 15000);
  CHECK(anyAngle > 600);  // Theta* where every open cell costs the same
}

TEST_CASE("hex grids: the hex distance is exact on an open grid; the Euclidean one never above it") {
  TestRandom random(6);
  for (int trial = 0; trial < 300; ++trial) {
    Grid grid{1 + random.below(30), 1 + random.below(30), {}};
    grid.cells.assign(static_cast<std::size_t>(grid.width) * grid.height, 0);
    const Point a{random.below(grid.width), random.below(grid.height)};
    const Point b{random.below(grid.width), random.below(grid.height)};
    const int steps = *hexReferenceSteps(grid, a, b);
    const HeuristicFunction estimates(stepLengths(StepCosts::Float), 1.0, b);
    CHECK(estimates.at<Heuristic::Hex>(a.x, a.y) == steps);
    CHECK(estimates.at<Heuristic::HexEuclidean>(a.x, a.y) <= steps + 1e-12);
  }
}

TEST_CASE("hex grids: what does not apply is refused with the reason") {
  Searcher searcher;
  Grid grid{6, 5, std::vector<std::uint8_t>(30, 0)};
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options;
  options.topology = Topology::Hex;
  options.heuristic = Heuristic::Manhattan;
  SearchResult result = searcher.search({{0, 0}, {5, 4}, options});
  CHECK(result.status == SearchStatus::Invalid);
  CHECK_THAT(result.error, Contains("heuristic 'manhattan' counts the square grid's steps"));
  options.algorithm = Algorithm::Dijkstra;  // reads no heuristic: the option does not matter
  CHECK(searcher.search({{0, 0}, {5, 4}, options}).status == SearchStatus::Found);
  options.algorithm = Algorithm::JPS;
  options.heuristic = Heuristic::Hex;
  result = searcher.search({{0, 0}, {5, 4}, options});
  CHECK_THAT(result.error, Contains("jps does not run on hex grids: its pruning rules are for square grids"));
  options = SearchOptions{};
  options.heuristic = Heuristic::Hex;
  result = searcher.search({{0, 0}, {5, 4}, options});
  CHECK_THAT(result.error, Contains("heuristic 'hex' counts hex steps"));
}

TEST_CASE("hex grids: a search reproduces its trace bit for bit, and differs from the square grid's") {
  TestRandom random(9);
  Searcher searcher;
  TraceRecorder first, second, square;
  int differ = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    REQUIRE(searcher.setGrid(query->grid).empty());
    SearchOptions options = randomHexOptions(random);
    options.algorithm = Algorithm::AStar;
    searcher.search({query->start, query->goal, options}, first);
    searcher.search({query->start, query->goal, options}, second);
    CHECK(sameEvents(first, second));
    options.topology = Topology::Square;
    options.heuristic = Heuristic::Euclidean;
    searcher.search({query->start, query->goal, options}, square);
    differ += !sameEvents(first, square);
  }
  CHECK(differ > 100);
}

TEST_CASE("hex grids: line of sight matches plain geometry, grazing a wall blocks, touching a corner does not") {
  TestRandom random(1127);
  Searcher searcher;
  int blocked = 0, clear = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    const Grid& grid = query->grid;
    PaddedGrid padded;
    padded.assign(grid.width, grid.height, grid.cells.data());
    for (int pair = 0; pair < 20; ++pair) {
      const Point a = randomOpenCell(random, grid), b = randomOpenCell(random, grid);
      const bool seen = hexLineOfSight(padded, a, b);
      INFO("(" << a.x << ", " << a.y << ") to (" << b.x << ", " << b.y << ") on " << grid.width << "x" << grid.height);
      CHECK(seen == hexReferenceLineOfSight(grid, a, b));
      (seen ? clear : blocked)++;
    }
  }
  CHECK(blocked > 1000);
  CHECK(clear > 1000);
  // By hand, on a 3 x 3 grid: a vertical line from (1, 0) to (1, 2) runs along the side between row 1's hexes
  // (0, 1) and (1, 1); a wall on either side blocks it.
  for (const int wall : {3, 4}) {
    Grid grid{3, 3, std::vector<std::uint8_t>(9, 0)};
    grid.cells[wall] = 1;
    PaddedGrid padded;
    padded.assign(3, 3, grid.cells.data());
    CHECK_FALSE(hexLineOfSight(padded, {1, 0}, {1, 2}));
  }
  // From (0, 0) to (4, 1) the line passes from hex (1, 0) into (2, 0) through the corner they share with
  // (1, 1): a wall at (1, 1) is touched at that point only and does not block; one at (2, 0) does.
  for (const auto& [wall, seen] : {std::pair{Point{1, 1}, true}, std::pair{Point{2, 0}, false}}) {
    Grid grid{5, 2, std::vector<std::uint8_t>(10, 0)};
    grid.cells[grid.id(wall)] = 1;
    PaddedGrid padded;
    padded.assign(5, 2, grid.cells.data());
    CHECK(hexLineOfSight(padded, {0, 0}, {4, 1}) == seen);
    CHECK(hexReferenceLineOfSight(grid, {0, 0}, {4, 1}) == seen);
  }
}

TEST_CASE("hex grids: an LPA* repair after edits costs what the hex Dijkstra finds on the edited grid") {
  TestRandom random(404);
  Searcher searcher;
  int repaired = 0;
  for (int trial = 0; trial < 600; ++trial) {
    auto query = randomQuery(random);
    if (!query) continue;
    Grid& grid = query->grid;
    SearchOptions options = randomHexOptions(random);
    options.algorithm = Algorithm::LpaStar;
    REQUIRE(searcher.setGrid(grid).empty());
    searcher.search({query->start, query->goal, options});
    for (int edit = 1 + random.below(4); edit > 0; --edit) {
      const Point cell{random.below(grid.width), random.below(grid.height)};
      if (cell == query->start || cell == query->goal) continue;
      grid.cells[grid.id(cell)] = static_cast<std::uint8_t>(random.below(kCellKinds));
    }
    REQUIRE(searcher.setGrid(grid).empty());
    const SearchResult result = searcher.search({query->start, query->goal, options});
    const auto optimal = hexReferenceCost(grid, query->start, query->goal, options);
    INFO("trial " << trial);
    REQUIRE(result.status == (optimal ? SearchStatus::Found : SearchStatus::NoPath));
    repaired += result.repair.repaired;
    if (!optimal) continue;
    CHECK(result.cost == Approx(*optimal).epsilon(1e-9));
    const auto walked = hexPathCost(grid, result.path, query->start, query->goal, options);
    REQUIRE(walked.has_value());
    CHECK(*walked == Approx(result.cost).epsilon(1e-9));
  }
  CHECK(repaired > 300);
}
