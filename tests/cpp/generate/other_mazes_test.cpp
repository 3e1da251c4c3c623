// Braids, obstacles, rooms, caves and terrain: sizes from 1x1 to the largest, determinism, and what each
// promises (density, connectivity, dead ends removed, terrain only on floor).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <queue>

#include "generate/mazes/other_mazes.h"
#include "generate/mazes/perfect_mazes.h"

using namespace frontier;

namespace {

bool open(const Grid& grid, Point p) { return grid.contains(p) && grid.at(p) != Cell::Wall; }

// Number of 4-connected pieces of floor.
int floorPieces(const Grid& grid) {
  std::vector<bool> seen(grid.cells.size());
  int pieces = 0;
  for (int start = 0; start < static_cast<int>(grid.cells.size()); ++start) {
    if (seen[start] || !open(grid, grid.point(start))) continue;
    ++pieces;
    std::queue<Point> queue;
    queue.push(grid.point(start));
    seen[start] = true;
    while (!queue.empty()) {
      const Point p = queue.front();
      queue.pop();
      for (Point q : {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1}, Point{p.x, p.y - 1}})
        if (open(grid, q) && !seen[grid.id(q)]) {
          seen[grid.id(q)] = true;
          queue.push(q);
        }
    }
  }
  return pieces;
}

int deadEnds(const Grid& grid) {
  int count = 0;
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x)
      if (open(grid, {x, y}) && open(grid, {x + 1, y}) + open(grid, {x - 1, y}) + open(grid, {x, y + 1}) + open(grid, {x, y - 1}) == 1)
        ++count;
  return count;
}

using Generator = std::function<std::string(int, int, std::uint64_t, Grid&)>;

const std::pair<const char*, Generator> kGenerators[] = {
    {"obstacles", [](int w, int h, std::uint64_t s, Grid& g) { return randomObstacles(w, h, 0.3, s, g); }},
    {"rooms", [](int w, int h, std::uint64_t s, Grid& g) { return roomsAndCorridors(w, h, s, g); }},
    {"caves", [](int w, int h, std::uint64_t s, Grid& g) { return caves(w, h, s, g); }},
    {"braided backtracker", [](int w, int h, std::uint64_t s, Grid& g) {
       std::string error = generatePerfectMaze(MazeKind::Backtracker, w, h, s, g);
       return error.empty() ? braidMaze(g, 0.5, s, nullptr) : error;
     }},
};

}  // namespace

TEST_CASE("other generators: every size, deterministic, events replay") {
  for (const auto& [label, generate] : kGenerators) {
    for (auto [width, height] : {std::pair{1, 1}, {2, 2}, {3, 5}, {40, 25}, {128, 96}, {kMaxSide, 8}}) {
      INFO(label << " " << width << "x" << height);
      Grid a, b;
      REQUIRE(generate(width, height, 11, a).empty());
      REQUIRE(generate(width, height, 11, b).empty());
      CHECK(a.cells.size() == static_cast<std::size_t>(width) * height);
      CHECK(a.cells == b.cells);
    }
  }
  Grid grid;
  std::vector<std::uint32_t> events;
  REQUIRE(caves(60, 40, 3, grid, &events).empty());
  std::vector<std::uint8_t> replayed(grid.cells.size(), static_cast<std::uint8_t>(Cell::Wall));
  for (std::uint32_t event : events) replayed[event & ~kWallEvent] = (event & kWallEvent) ? 1 : 0;
  CHECK(replayed == grid.cells);
}

TEST_CASE("obstacles: density within tolerance") {
  for (double density : {0.0, 0.1, 0.25, 0.4, 1.0}) {
    Grid grid;
    REQUIRE(randomObstacles(512, 512, density, 5, grid).empty());
    const double walls = std::count(grid.cells.begin(), grid.cells.end(), 1) / double(grid.cells.size());
    CHECK(walls == Approx(density).margin(0.01));
  }
  Grid grid;
  CHECK(randomObstacles(10, 10, 1.5, 1, grid).find("obstacle density") != std::string::npos);
}

TEST_CASE("rooms and corridors: one connected floor") {
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    Grid grid;
    REQUIRE(roomsAndCorridors(80, 50, seed, grid).empty());
    CHECK(floorPieces(grid) == 1);
  }
}

TEST_CASE("braiding removes dead ends and keeps the maze connected") {
  Grid perfect, braided;
  REQUIRE(generatePerfectMaze(MazeKind::Backtracker, 101, 101, 9, perfect).empty());
  braided = perfect;
  REQUIRE(braidMaze(braided, 1.0, 9).empty());
  CHECK(deadEnds(braided) < deadEnds(perfect) / 5);
  CHECK(floorPieces(braided) == 1);
  Grid untouched = perfect;
  REQUIRE(braidMaze(untouched, 0.0, 9).empty());
  CHECK(untouched.cells == perfect.cells);
}

TEST_CASE("terrain goes on floor only, more of it with more coverage") {
  Grid maze;
  REQUIRE(generatePerfectMaze(MazeKind::Prim, 201, 201, 4, maze).empty());
  std::size_t previous = 0;
  for (double coverage : {0.0, 0.3, 0.7, 1.0}) {
    Grid painted = maze;
    REQUIRE(paintTerrain(painted, 12, coverage, 4).empty());
    std::size_t terrain = 0;
    for (std::size_t i = 0; i < painted.cells.size(); ++i) {
      CHECK((painted.cells[i] == 1) == (maze.cells[i] == 1));  // walls unchanged
      terrain += painted.cells[i] >= 2;
    }
    if (coverage == 0.0) CHECK(terrain == 0);
    CHECK(terrain >= previous);
    previous = terrain;
  }
  CHECK(previous == static_cast<std::size_t>(std::count(maze.cells.begin(), maze.cells.end(), 0)));
}

TEST_CASE("other generators: the largest size", "[maxsize]") {
  for (const auto& [label, generate] : kGenerators) {
    INFO(label);
    Grid grid;
    REQUIRE(generate(kMaxSide, kMaxSide, 2, grid).empty());
    CHECK(grid.cells.size() == std::size_t{kMaxSide} * kMaxSide);
  }
  Grid grid;
  REQUIRE(randomObstacles(kMaxSide, kMaxSide, 0.2, 2, grid).empty());
  REQUIRE(paintTerrain(grid, 64, 0.5, 2).empty());
  CHECK(std::count(grid.cells.begin(), grid.cells.end(), 4) > 0);
}
