// Seeded random grids, queries and search options for the property tests: up to 24 x 24 cells, walls,
// terrain, every movement rule, step cost, heuristic and tie-break.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <utility>

#include "graph/grid.h"
#include "search/core/options.h"

namespace frontier::test {

// std::mt19937's output is fixed by the standard (its distributions are not), so draws are portable.
struct TestRandom {
  std::mt19937 engine;
  explicit TestRandom(std::uint32_t seed) : engine(seed) {}
  int below(int n) { return static_cast<int>(engine() % static_cast<std::uint32_t>(n)); }
  double unit() { return engine() / 4294967296.0; }
};

inline Grid randomGrid(TestRandom& random) {
  Grid grid;
  grid.width = 1 + random.below(24);
  grid.height = 1 + random.below(24);
  const double wallDensity = 0.45 * random.unit();
  const bool terrain = random.below(2) == 0;
  for (int i = 0; i < grid.width * grid.height; ++i) {
    Cell cell = random.unit() < wallDensity ? Cell::Wall : Cell::Floor;
    if (cell == Cell::Floor && terrain && random.below(3) == 0) cell = static_cast<Cell>(2 + random.below(3));
    grid.cells.push_back(static_cast<std::uint8_t>(cell));
  }
  return grid;
}

inline Point randomOpenCell(TestRandom& random, const Grid& grid) {
  for (;;) {
    Point p{random.below(grid.width), random.below(grid.height)};
    if (grid.at(p) != Cell::Wall) return p;
  }
}

inline bool hasFloor(const Grid& grid) {
  for (auto cell : grid.cells)
    if (cell != static_cast<std::uint8_t>(Cell::Wall)) return true;
  return false;
}

struct Query {
  Grid grid;
  Point start, goal;
};

// A random grid with a random start and goal on floor, or nothing when the grid has no floor.
inline std::optional<Query> randomQuery(TestRandom& random) {
  Grid grid = randomGrid(random);
  if (!hasFloor(grid)) return std::nullopt;
  const Point start = randomOpenCell(random, grid);
  const Point goal = randomOpenCell(random, grid);
  return Query{std::move(grid), start, goal};
}

inline SearchOptions randomOptions(TestRandom& random) {
  SearchOptions options;
  options.movement = random.below(2) ? 8 : 4;
  options.diagonal = static_cast<Diagonal>(random.below(4));
  options.costs = random.below(2) ? StepCosts::Integer : StepCosts::Float;
  options.heuristic = static_cast<Heuristic>(random.below(5));
  options.tieBreak = static_cast<TieBreak>(random.below(3));
  options.weight = 1.0 + 3.0 * random.unit();
  if (random.below(4) == 0) options.terrain = {0.5 + random.unit(), 0.0, 1.0 + random.unit(), 3.0, 7.5};
  return options;
}


}  // namespace frontier::test
