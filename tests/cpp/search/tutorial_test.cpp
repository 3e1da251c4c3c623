// The classic tutorial's worked example, number for number: 7x5, start A at (1,2), goal B at (5,2), a
// wall at x = 3, y = 1..3; orthogonal 10, diagonal 14, H = Manhattan x 10, no corner cutting.
#include <catch2/catch.hpp>

#include <map>

#include "support/ascii_grid.h"
#include "search/core/searcher.h"

using namespace frontier;
using namespace frontier::test;

namespace {

// The worked example's map: A is S, B is G.
const AsciiGrid kWorkedExample = asciiGrid({".......", "...#...", ".S.#.G.", "...#...", "......."});

struct Numbers {
  float g, h;
  std::uint32_t parent;
};

// g, h and parent of every node on the open list after the first expansion.
std::map<std::uint32_t, Numbers> afterFirstExpansion(const TraceRecorder& trace) {
  std::map<std::uint32_t, Numbers> open;
  int expansions = 0;
  for (const TraceEvent& event : trace.events()) {
    const TraceKind kind = kindOf(event);
    if (kind == TraceKind::Expanded && ++expansions == 2) break;
    if (kind == TraceKind::Generated || kind == TraceKind::Improved)
      open[nodeOf(event)] = {event.g, event.h, event.parent};
  }
  return open;
}

}  // namespace

TEST_CASE("the tutorial's first step: F = G + H around A") {
  const AsciiGrid& ascii = kWorkedExample;
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  SearchOptions options;
  options.heuristic = Heuristic::Manhattan;
  options.costs = StepCosts::Integer;
  TraceRecorder trace;
  const SearchResult result = searcher.search({ascii.start, ascii.goal, options}, trace);
  REQUIRE(result.status == SearchStatus::Found);

  auto open = afterFirstExpansion(trace);
  const Grid& grid = ascii.grid;
  const std::uint32_t a = grid.id({1, 2});
  auto numbersAt = [&](int x, int y) { return open.at(grid.id({x, y})); };
  // Right of A: G = 10, H = 30, F = 40.
  CHECK(numbersAt(2, 2).g == 10);
  CHECK(numbersAt(2, 2).h == 30);
  // Diagonally above-right and below-right: G = 14, H = 40, F = 54.
  for (int y : {1, 3}) {
    CHECK(numbersAt(2, y).g == 14);
    CHECK(numbersAt(2, y).h == 40);
  }
  // Straight above and below A: G = 10.
  CHECK(numbersAt(1, 1).g == 10);
  CHECK(numbersAt(1, 3).g == 10);
  CHECK(open.size() == 9);  // A itself and its eight neighbours, all pointing back to A
  for (auto& [cell, numbers] : open)
    if (cell != a) CHECK(numbers.parent == a);

  // Manhattan overestimates once diagonal steps are allowed, and the result says so.
  CHECK_FALSE(result.admissible);
  CHECK_FALSE(result.optimal);
}

TEST_CASE("the tutorial example with an admissible heuristic finds the cheapest path") {
  const AsciiGrid& ascii = kWorkedExample;
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  SearchOptions options;
  options.costs = StepCosts::Integer;
  options.heuristic = Heuristic::Octile;
  const SearchResult octile = searcher.search({ascii.start, ascii.goal, options});
  options.algorithm = Algorithm::Dijkstra;
  const SearchResult dijkstra = searcher.search({ascii.start, ascii.goal, options});
  CHECK(octile.admissible);
  CHECK(octile.optimal);
  CHECK(octile.cost == dijkstra.cost);
  CHECK(octile.expanded < dijkstra.expanded);
}

TEST_CASE("the C tutorial's 10x10 map") {
  // 0 free, 1 wall, 2 start, 3 goal, exactly as the tutorial prints it.
  const AsciiGrid ascii = asciiGrid({"..........", "...##.....", "....#.....", "....##....", ".....#G...",
                                     "..S..#....", "....##....", "....##....", "...##.....", ".........."});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  SearchOptions options;
  options.costs = StepCosts::Integer;
  const SearchResult result = searcher.search({ascii.start, ascii.goal, options});
  REQUIRE(result.status == SearchStatus::Found);
  options.algorithm = Algorithm::Dijkstra;
  CHECK(searcher.search({ascii.start, ascii.goal, options}).cost == result.cost);
}
