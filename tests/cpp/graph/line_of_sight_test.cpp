// Line of sight on the grid graph: hand-drawn cases (S and G are the two ends), the corner rule where a
// line passes exactly through a corner, and properties on random grids (symmetry; between neighbours it
// agrees with the moves the rules allow).
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "graph/grid_graph.h"
#include "support/ascii_grid.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;

namespace {

// The grid graph of `ascii` under 8-direction movement and `rule`, kept alive with its padded grid.
struct TestWorld {
  AsciiGrid ascii;
  PaddedGrid padded;
  MoveRules rules;

  TestWorld(const std::vector<std::string>& rows, Diagonal rule, int movement = 8) : ascii(asciiGrid(rows)) {
    padded.assign(ascii.grid.width, ascii.grid.height, ascii.grid.cells.data());
    SearchOptions options;
    options.diagonal = rule;
    options.movement = movement;
    rules = MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, padded);
  }
  GridGraph graph() const { return GridGraph(padded, rules); }
  bool startSeesGoal() const { return graph().lineOfSight(ascii.start, ascii.goal); }
};

bool visible(const std::vector<std::string>& rows, Diagonal rule = Diagonal::NoCornerCut) {
  const TestWorld world(rows, rule);
  const bool there = world.startSeesGoal();
  const bool back = world.graph().lineOfSight(world.ascii.goal, world.ascii.start);
  CHECK(there == back);  // every hand-drawn case must read the same both ways
  return there;
}

}  // namespace

TEST_CASE("line of sight: straight lines see along open rows and columns, and stop at walls") {
  CHECK(visible({"S...G"}));
  CHECK_FALSE(visible({"S.#.G"}));
  CHECK(visible({"S", ".", ".", "G"}));
  CHECK_FALSE(visible({"S", "#", "G"}));
  // A wall beside the line, not on it, does not block.
  CHECK(visible({"####", "S..G", "####"}));
}

TEST_CASE("line of sight: a cell sees itself unless it is a wall") {
  const TestWorld world({".#"}, Diagonal::NoCornerCut);
  CHECK(world.graph().lineOfSight({0, 0}, {0, 0}));
  CHECK_FALSE(world.graph().lineOfSight({1, 0}, {1, 0}));
}

TEST_CASE("line of sight: shallow lines cross exactly the cells they pass through") {
  // From the centre of (0, 0) to the centre of (2, 1) the segment crosses (1, 0) then (1, 1), and
  // never touches (0, 1) or (2, 0).
  CHECK(visible({"S..", "..G"}));
  CHECK_FALSE(visible({"S#.", "..G"}));
  CHECK_FALSE(visible({"S..", ".#G"}));
  CHECK(visible({"S.#", "#.G"}));
  // A long shallow line: from (0, 0) to (7, 2) it crosses row 0 for x 0..2, row 1 for x 2..5 and row 2
  // for x 5..7, and passes through no corner.
  CHECK(visible({"S..#####", "##....##", "#####..G"}));
  CHECK_FALSE(visible({"S#......", "........", ".......G"}));
  CHECK_FALSE(visible({"S.......", "....#...", ".......G"}));
  CHECK_FALSE(visible({"S.......", "........", "......#G"}));
  // Steep lines are the same turned on their side: (0, 0) to (1, 4) crosses column 0 for y 0..2 and
  // column 1 for y 2..4.
  CHECK(visible({"S#", ".#", "..", "#.", "#G"}));
  CHECK_FALSE(visible({"S.", "#.", "..", "..", ".G"}));
  CHECK_FALSE(visible({"S.", "..", ".#", "..", ".G"}));
}

TEST_CASE("line of sight: a line through a corner obeys the diagonal rule") {
  // Diagonal neighbours: the segment passes through the corner they share.
  const std::vector<std::string> oneSide = {"S#", ".G"};
  const std::vector<std::string> bothSides = {"S#", "#G"};
  const std::vector<std::string> open = {"S.", ".G"};

  CHECK(visible(open, Diagonal::NoCornerCut));
  CHECK_FALSE(visible(oneSide, Diagonal::NoCornerCut));
  CHECK_FALSE(visible(bothSides, Diagonal::NoCornerCut));

  CHECK(visible(oneSide, Diagonal::OneBlocked));
  CHECK_FALSE(visible(bothSides, Diagonal::OneBlocked));

  CHECK(visible(oneSide, Diagonal::Always));
  CHECK(visible(bothSides, Diagonal::Always));

  // With no diagonal steps a line still may not squeeze past a corner: as under NoCornerCut.
  CHECK(visible(open, Diagonal::Never));
  CHECK_FALSE(visible(oneSide, Diagonal::Never));
  CHECK(TestWorld(open, Diagonal::Always, 4).startSeesGoal());
  CHECK_FALSE(TestWorld(oneSide, Diagonal::Always, 4).startSeesGoal());

  // A long diagonal passes through a corner at every step: a wall on it blocks under every rule, a wall
  // beside one of its corners only where the rule asks for both sides.
  CHECK_FALSE(visible({"S...", ".#..", "..#.", "...G"}, Diagonal::Always));
  CHECK(visible({"S...", "....", "....", "...G"}, Diagonal::NoCornerCut));
  CHECK_FALSE(visible({"S...", "....", "...#", "...G"}, Diagonal::NoCornerCut));
  CHECK(visible({"S...", "....", "...#", "...G"}, Diagonal::OneBlocked));
  // A line through a corner that is not between neighbours: (0, 0) to (2, 2) passes the corner between
  // (0, 0) and (1, 1), whose sides are (1, 0) and (0, 1).
  CHECK_FALSE(visible({"S#.", "...", "..G"}, Diagonal::NoCornerCut));
  CHECK(visible({"S#.", "...", "..G"}, Diagonal::OneBlocked));
}

TEST_CASE("line of sight on random grids: the same both ways, and between neighbours the moves the rules allow") {
  std::mt19937 random(20261123);  // the engine's output is fixed by the standard, so the grids are too
  for (int round = 0; round < 300; ++round) {
    Grid grid;
    grid.width = 1 + static_cast<int>(random() % 12);
    grid.height = 1 + static_cast<int>(random() % 12);
    for (int i = 0; i < grid.width * grid.height; ++i) {
      grid.cells.push_back(static_cast<std::uint8_t>(random() % 4 == 0 ? Cell::Wall : Cell::Floor));
    }
    PaddedGrid padded;
    padded.assign(grid.width, grid.height, grid.cells.data());
    for (const Diagonal rule : {Diagonal::NoCornerCut, Diagonal::OneBlocked, Diagonal::Always}) {
      SearchOptions options;
      options.diagonal = rule;
      const MoveRules rules = MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, padded);
      const GridGraph graph(padded, rules);
      for (int y = 0; y < grid.height; ++y) {
        for (int x = 0; x < grid.width; ++x) {
          const Point from{x, y};
          const Point to{static_cast<int>(random() % grid.width), static_cast<int>(random() % grid.height)};
          INFO("round " << round << ", rule " << static_cast<int>(rule) << ", (" << x << ", " << y << ") to ("
                        << to.x << ", " << to.y << ")");
          CHECK(graph.lineOfSight(from, to) == graph.lineOfSight(to, from));
          for (int direction = 0; direction < 8; ++direction) {
            const Point next{x + kDirectionDx[direction], y + kDirectionDy[direction]};
            if (!grid.contains(next)) continue;
            const bool moveAllowed = stepCost(grid, from, next, options).has_value();
            CHECK(graph.lineOfSight(from, next) == moveAllowed);
          }
        }
      }
    }
  }
}
