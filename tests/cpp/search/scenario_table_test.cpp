// One table of small hand-made scenarios, run against every grid search of the registry. `cost` is the
// optimal cost; an algorithm that promises optimality must reach it, the others must find some valid path no
// cheaper (an any-angle path, one that is valid).
#include <catch2/catch.hpp>

#include <cmath>

#include "support/ascii_grid.h"
#include "support/reference.h"
#include "search/core/searcher.h"

using namespace frontier;
using namespace frontier::test;

namespace {

struct Scenario {
  const char* name;
  std::vector<std::string> rows;
  int movement;
  Diagonal diagonal;
  std::optional<double> cost;  // nullopt: no path
};

const double kRoot2 = std::sqrt(2.0);

const std::vector<Scenario> kScenarios = {
    {"start is goal", {"S"}, 8, Diagonal::NoCornerCut, 0.0},
    {"straight corridor", {"S...G"}, 8, Diagonal::NoCornerCut, 4.0},
    {"open diagonal", {"S..", "...", "..G"}, 8, Diagonal::NoCornerCut, 2 * kRoot2},
    {"open grid, 4-connected", {"S..", "...", "..G"}, 4, Diagonal::NoCornerCut, 4.0},
    {"diagonals never", {"S..", "...", "..G"}, 8, Diagonal::Never, 4.0},
    {"walled off", {"S#G"}, 8, Diagonal::Always, std::nullopt},
    {"corner may not be cut", {"S#", ".G"}, 8, Diagonal::NoCornerCut, 2.0},
    {"one blocked side allows the diagonal", {"S#", ".G"}, 8, Diagonal::OneBlocked, kRoot2},
    {"squeeze between two walls", {"S#", "#G"}, 8, Diagonal::Always, kRoot2},
    {"no squeeze with one-blocked", {"S#", "#G"}, 8, Diagonal::OneBlocked, std::nullopt},
    {"detour around a wall", {"S.#..", "..#..", "....G"}, 8, Diagonal::NoCornerCut, 4 + kRoot2},
    {"water is worth avoiding", {"SwG", "..."}, 4, Diagonal::Never, 4.0},
    {"the long way round beats crossing sand", {"#######", "S.sss.G", ".#####.", "......."}, 4, Diagonal::Never, 10.0},
    {"crossing grass beats the long way round", {"#######", "S.ggg.G", ".#####.", "......."}, 4, Diagonal::Never, 9.0},
    {"dead-end pocket", {"......G", ".####..", ".#S.#..", ".#..#..", ".##.#..", "......."}, 8,
     Diagonal::NoCornerCut, 8 + 2 * kRoot2},
};

}  // namespace

TEST_CASE("scenario table, every algorithm") {
  for (const Scenario& scenario : kScenarios) {
    const AsciiGrid ascii = asciiGrid(scenario.rows);
    const Point goal = ascii.goal.x < 0 ? ascii.start : ascii.goal;
    Searcher searcher;
    REQUIRE(searcher.setGrid(ascii.grid).empty());
    for (const AlgorithmInfo& row : kGridAlgorithms) {
      const Algorithm algorithm = row.id;
      SearchOptions options;
      options.algorithm = algorithm;
      options.movement = scenario.movement;
      options.diagonal = scenario.diagonal;
      INFO(scenario.name << " / " << name(algorithm));
      // The table's own costs are checked against the independent oracle once.
      const auto reference = referenceCost(ascii.grid, ascii.start, goal, options);
      REQUIRE(reference.has_value() == scenario.cost.has_value());
      if (reference) REQUIRE(*reference == Approx(*scenario.cost));

      const SearchResult result = searcher.search({ascii.start, goal, options});
      // Refused only for what its row says it needs (JPS: 8 directions without corner cutting, one cost).
      if (result.status == SearchStatus::Invalid) {
        CHECK(row.needs != kNeedsNothing);
        continue;
      }
      if (!scenario.cost) {
        CHECK(result.status == SearchStatus::NoPath);
        CHECK(result.path.empty());
        continue;
      }
      REQUIRE(result.status == SearchStatus::Found);
      CHECK(result.length + 1 == result.path.size());
      if (row.family == Family::AnyAngle) {
        // Straight segments between cells in line of sight: valid, and maybe cheaper than any grid path.
        const auto walked = anyAnglePathCost(ascii.grid, result.path, ascii.start, goal, options);
        REQUIRE(walked.has_value());
        CHECK(*walked == Approx(result.cost));
        continue;
      }
      const auto walked = pathCost(ascii.grid, result.path, ascii.start, goal, options);
      REQUIRE(walked.has_value());
      CHECK(*walked == Approx(result.cost));
      if (promisesOptimal(algorithm)) {
        CHECK(result.cost == Approx(*scenario.cost));
      } else {
        CHECK(result.cost >= *scenario.cost - 1e-9);
      }
    }
  }
}
