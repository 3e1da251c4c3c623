// The perfect-maze generators: every maze is perfect (all floor connected, no cycles), the same seed
// gives the same maze bit for bit (pinned hashes), and the events replay to the maze.
#include <catch2/catch.hpp>

#include <queue>

#include "generate/mazes/generate.h"
#include "generate/mazes/maze_kinds.h"
#include "generate/mazes/perfect_mazes.h"
#include "support/sweep_sample.h"

using namespace frontier;

namespace {

const MazeKind kKinds[] = {MazeKind::Backtracker, MazeKind::Prim,     MazeKind::Kruskal,
                           MazeKind::Wilson,      MazeKind::Division, MazeKind::Eller};

bool isFloor(const Grid& grid, Point p) { return grid.contains(p) && grid.at(p) == Cell::Floor; }

// Perfect: the floor is one 4-connected piece and has exactly (floor cells - 1) adjacent pairs.
void checkPerfect(const Grid& grid) {
  std::size_t floorCells = 0, adjacentPairs = 0;
  Point first{-1, -1};
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) {
      if (!isFloor(grid, {x, y})) continue;
      if (first.x < 0) first = {x, y};
      ++floorCells;
      adjacentPairs += isFloor(grid, {x + 1, y}) + isFloor(grid, {x, y + 1});
    }
  REQUIRE(floorCells > 0);
  CHECK(adjacentPairs == floorCells - 1);
  std::vector<bool> seen(grid.cells.size());
  std::queue<Point> queue;
  queue.push(first);
  seen[grid.id(first)] = true;
  std::size_t reached = 0;
  while (!queue.empty()) {
    const Point p = queue.front();
    queue.pop();
    ++reached;
    for (Point q : {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1}, Point{p.x, p.y - 1}}) {
      if (isFloor(grid, q) && !seen[grid.id(q)]) {
        seen[grid.id(q)] = true;
        queue.push(q);
      }
    }
  }
  CHECK(reached == floorCells);
}

std::uint64_t hashOf(const Grid& grid) {
  std::uint64_t hash = 1469598103934665603ull;  // FNV-1a
  for (auto cell : grid.cells) hash = (hash ^ cell) * 1099511628211ull;
  return hash;
}

}  // namespace

TEST_CASE("mazes: every generator makes perfect mazes at every size") {
  for (MazeKind kind : kKinds) {
    for (auto [width, height] : {std::pair{1, 1}, {2, 2}, {3, 3}, {2, 5}, {4, 7}, {31, 17}, {64, 64}, {101, 99}}) {
      INFO(name(kind) << " " << width << "x" << height);
      Grid maze;
      REQUIRE(generatePerfectMaze(kind, width, height, 7, maze).empty());
      REQUIRE(maze.width == width);
      REQUIRE(maze.cells.size() == static_cast<std::size_t>(width) * height);
      checkPerfect(maze);
    }
  }
}

TEST_CASE("mazes: the largest size", "[maxsize]") {
  // Under the sanitizers one kind a run (80 s for all six), the seed choosing which.
  for (std::size_t k = 0; k < std::size(kKinds); ++k) {
    if (!test::takesTrial(k, std::size(kKinds))) continue;
    const MazeKind kind = kKinds[k];
    INFO(name(kind));
    Grid maze;
    REQUIRE(generatePerfectMaze(kind, kMaxSide, kMaxSide, 1, maze).empty());
    checkPerfect(maze);
  }
}

TEST_CASE("mazes: a seed gives the same maze, events replay to it, hashes are pinned") {
  // Pinned so a change of generator, random numbers or platform that alters mazes is noticed: share
  // links carry generator + seed, so an old link must keep giving the old maze.
  const std::pair<MazeKind, std::uint64_t> pinned[] = {
      {MazeKind::Backtracker, 9270732577387928549ull}, {MazeKind::Prim, 13409908609346216141ull},
      {MazeKind::Kruskal, 12335906028968946445ull},    {MazeKind::Wilson, 2344207024175367581ull},
      {MazeKind::Division, 1244507418583852909ull},    {MazeKind::Eller, 5760327153583617221ull}};
  for (auto [kind, expectedHash] : pinned) {
    INFO(name(kind));
    Grid a, b, c;
    std::vector<std::uint32_t> events;
    REQUIRE(generatePerfectMaze(kind, 41, 25, 42, a, &events).empty());
    REQUIRE(generatePerfectMaze(kind, 41, 25, 42, b).empty());
    REQUIRE(generatePerfectMaze(kind, 41, 25, 43, c).empty());
    CHECK(a.cells == b.cells);
    CHECK(a.cells != c.cells);
    std::vector<std::uint8_t> replayed(a.cells.size(), static_cast<std::uint8_t>(Cell::Wall));
    for (std::uint32_t event : events)
      replayed[event & ~kWallEvent] = static_cast<std::uint8_t>((event & kWallEvent) ? Cell::Wall : Cell::Floor);
    CHECK(replayed == a.cells);
    UNSCOPED_INFO(name(kind) << " hash " << hashOf(a));
    CHECK(hashOf(a) == expectedHash);
  }
}

TEST_CASE("mazes: names and bad sizes") {
  CHECK(parseMazeKind("wilson") == MazeKind::Wilson);
  CHECK_FALSE(parseMazeKind("labyrinth"));
  Grid maze;
  CHECK(generatePerfectMaze(MazeKind::Prim, 0, 5, 1, maze) == "grid size 0x5 is outside 1x1 to 4096x4096");
  CHECK(generatePerfectMaze(MazeKind::Prim, 5000, 5, 1, maze).find("outside") != std::string::npos);
}

// The table the schema exports (maze_kinds.h) says what the generators do: every kind generates on squares,
// on hexes exactly when it is not square only, and braids exactly when it is perfect.
TEST_CASE("mazes: the kinds table matches the generators") {
  for (const MazeKindInfo& kind : kMazeKinds) {
    INFO(kind.name);
    CHECK(parseMazeKind(kind.name).has_value() == kind.perfect);
    Grid maze;
    CHECK(generateMaze({.kind = std::string(kind.name), .width = 9, .height = 7, .seed = 1}, maze).empty());
    const std::string onHexes =
        generateMaze({.kind = std::string(kind.name), .width = 9, .height = 7, .seed = 1, .topology = Topology::Hex}, maze);
    CHECK(onHexes.empty() == !kind.squareOnly);
    const std::string braided = generateMaze({.kind = std::string(kind.name), .width = 9, .height = 7, .seed = 1, .braid = 0.5}, maze);
    CHECK(braided.empty() == kind.perfect);
  }
  CHECK_FALSE(mazeKindInfo("labyrinth"));
  Grid maze;
  CHECK(generateMaze({.kind = "labyrinth", .width = 9, .height = 7}, maze) ==
        "unknown maze kind 'labyrinth' (expected one of backtracker, prim, kruskal, wilson, division, eller, obstacles, "
        "rooms, caves)");
}
