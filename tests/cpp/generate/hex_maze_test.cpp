// Hex mazes (generate/mazes/maze_board.h on hexes): the four generators that span any graph open every room
// and join them by exactly rooms - 1 passages into one piece under hex adjacency (the independent oracle's
// neighbours), the same seed gives the same maze, events replay to it; braiding opens dead ends; division
// and Eller are refused with the reason.
#include <catch2/catch.hpp>

#include <queue>

#include "generate/mazes/generate.h"
#include "generate/mazes/perfect_mazes.h"
#include "support/hex_reference.h"

using namespace frontier;
using namespace frontier::test;

namespace {

const MazeKind kHexKinds[] = {MazeKind::Backtracker, MazeKind::Prim, MazeKind::Kruskal, MazeKind::Wilson};

bool isPassable(const Grid& grid, Point p) { return grid.contains(p) && grid.at(p) != Cell::Wall; }

// The floor cells reachable from the first one under hex adjacency.
std::size_t reachable(const Grid& grid) {
  Point first{-1, -1};
  for (int i = 0; i < static_cast<int>(grid.cells.size()) && first.x < 0; ++i)
    if (grid.cells[i] != static_cast<std::uint8_t>(Cell::Wall)) first = grid.point(i);
  if (first.x < 0) return 0;
  std::vector<bool> seen(grid.cells.size());
  std::queue<Point> queue;
  queue.push(first);
  seen[grid.id(first)] = true;
  std::size_t count = 0;
  while (!queue.empty()) {
    const Point p = queue.front();
    queue.pop();
    ++count;
    for (const Point q : hexNeighbourCells(p)) {
      if (!isPassable(grid, q) || seen[grid.id(q)]) continue;
      seen[grid.id(q)] = true;
      queue.push(q);
    }
  }
  return count;
}

std::size_t floorCount(const Grid& grid) {
  return std::count_if(grid.cells.begin(), grid.cells.end(), [](std::uint8_t c) { return c != static_cast<std::uint8_t>(Cell::Wall); });
}

// Dead ends: floor cells with one floor neighbour.
std::size_t hexDeadEnds(const Grid& grid) {
  std::size_t count = 0;
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) {
      if (!isPassable(grid, {x, y})) continue;
      int open = 0;
      for (const Point q : hexNeighbourCells({x, y})) open += isPassable(grid, q);
      count += open == 1;
    }
  return count;
}

}  // namespace

TEST_CASE("hex mazes: every room open, rooms - 1 passages, one piece, at every size") {
  for (MazeKind kind : kHexKinds) {
    for (int width = 2; width <= 17; width += 3) {
      for (int height = 1; height <= 16; height += 3) {
        INFO(name(kind) << " " << width << "x" << height);
        Grid maze;
        REQUIRE(generatePerfectMaze(kind, width, height, 7, maze, nullptr, Topology::Hex).empty());
        const std::size_t rooms = static_cast<std::size_t>(width / 2) * ((height + 1) / 2);
        CHECK(floorCount(maze) == 2 * rooms - 1);
        CHECK(reachable(maze) == floorCount(maze));
      }
    }
  }
}

TEST_CASE("hex mazes: a seed gives the same maze, events replay to it, and it is not the square one") {
  for (MazeKind kind : kHexKinds) {
    INFO(name(kind));
    Grid a, b, c, square;
    std::vector<std::uint32_t> events;
    REQUIRE(generatePerfectMaze(kind, 41, 25, 42, a, &events, Topology::Hex).empty());
    REQUIRE(generatePerfectMaze(kind, 41, 25, 42, b, nullptr, Topology::Hex).empty());
    REQUIRE(generatePerfectMaze(kind, 41, 25, 43, c, nullptr, Topology::Hex).empty());
    REQUIRE(generatePerfectMaze(kind, 41, 25, 42, square).empty());
    CHECK(a.cells == b.cells);
    CHECK(a.cells != c.cells);
    CHECK(a.cells != square.cells);
    std::vector<std::uint8_t> replayed(a.cells.size(), static_cast<std::uint8_t>(Cell::Wall));
    for (std::uint32_t event : events)
      replayed[event & ~kWallEvent] = static_cast<std::uint8_t>((event & kWallEvent) ? Cell::Wall : Cell::Floor);
    CHECK(replayed == a.cells);
  }
}

TEST_CASE("hex mazes: braiding opens dead ends and keeps one piece; square-only kinds are refused") {
  MazeRequest request{"backtracker", 41, 25, 5};
  request.topology = Topology::Hex;
  Grid perfect, braided;
  REQUIRE(generateMaze(request, perfect).empty());
  request.braid = 1.0;
  REQUIRE(generateMaze(request, braided).empty());
  CHECK(hexDeadEnds(braided) * 4 < hexDeadEnds(perfect));
  CHECK(reachable(braided) == floorCount(braided));
  for (const char* kind : {"division", "eller"}) {
    Grid maze;
    request = MazeRequest{kind, 41, 25, 5};
    request.topology = Topology::Hex;
    CHECK_THAT(generateMaze(request, maze), Catch::Matchers::Contains("on hexes, use backtracker, prim, kruskal or wilson"));
  }
  Grid narrow;
  request = MazeRequest{"wilson", 1, 9, 5};
  request.topology = Topology::Hex;
  CHECK(generateMaze(request, narrow) == "a hex maze needs a width of 2 or more, got 1");
  // Obstacles, rooms and caves are the same cells on hexes.
  for (const char* kind : {"obstacles", "rooms", "caves"}) {
    Grid hex, square;
    request = MazeRequest{kind, 30, 20, 5};
    REQUIRE(generateMaze(request, square).empty());
    request.topology = Topology::Hex;
    REQUIRE(generateMaze(request, hex).empty());
    CHECK(hex.cells == square.cells);
  }
}
