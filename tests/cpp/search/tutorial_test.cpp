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

TEST_CASE("tieBreak tutorial: the Chinese tutorial's figures, step by step") {
  // 002_1542611a510c73f3.txt (the classic article): after A, the cell right of A (F 40) goes first and finds
  // nothing new or cheaper; then two cells tie at F 54 and the one added to the open list last is taken, the
  // one below right of A; it adds the two cells below it with itself as parent and leaves the one left of it
  // (G 10 already). Later the cell two below A goes from G 28 (parent up-right) to G 20 (parent straight up),
  // and the path runs under the wall (figures 5 to 7).
  const AsciiGrid& ascii = kWorkedExample;
  const Grid& grid = ascii.grid;
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options;
  options.heuristic = Heuristic::Manhattan;
  options.costs = StepCosts::Integer;
  options.tieBreak = TieBreak::Tutorial;
  TraceRecorder trace;
  const SearchResult result = searcher.search({ascii.start, ascii.goal, options}, trace);
  REQUIRE(result.status == SearchStatus::Found);
  const auto at = [&](int x, int y) { return grid.id({x, y}); };

  // Per expansion: the node, its F, and the events it caused.
  struct Expansion {
    std::uint32_t node;
    float f;
    std::vector<TraceEvent> events;
  };
  std::vector<Expansion> expansions;
  for (const TraceEvent& event : trace.events()) {
    if (kindOf(event) == TraceKind::Expanded) expansions.push_back({nodeOf(event), event.g + event.h, {}});
    else if (!expansions.empty() && kindOf(event) != TraceKind::Path) expansions.back().events.push_back(event);
  }
  REQUIRE(expansions.size() >= 3);
  CHECK(expansions[0].node == at(1, 2));
  CHECK((expansions[1].node == at(2, 2) && expansions[1].f == 40));
  CHECK(expansions[1].events.empty());  // the wall to its right; its four open neighbours no cheaper through it
  CHECK((expansions[2].node == at(2, 3) && expansions[2].f == 54));  // the tie at F 54: below the wall
  REQUIRE(expansions[2].events.size() == 2);
  for (const TraceEvent& event : expansions[2].events) {
    CHECK(kindOf(event) == TraceKind::Generated);
    CHECK(event.parent == at(2, 3));
  }
  std::map<std::uint32_t, TraceEvent> added;
  for (const TraceEvent& event : expansions[2].events) added[nodeOf(event)] = event;
  REQUIRE(added.count(at(1, 4)) == 1);
  REQUIRE(added.count(at(2, 4)) == 1);
  CHECK((added[at(1, 4)].g == 28 && added[at(1, 4)].h == 60));  // two below A: G 28, parent up-right
  CHECK((added[at(2, 4)].g == 24 && added[at(2, 4)].h == 50));

  // The updated node: two below A, G 28 -> 20, its parent now straight above it.
  std::vector<TraceEvent> improved;
  for (const TraceEvent& event : trace.events())
    if (kindOf(event) == TraceKind::Improved) improved.push_back(event);
  REQUIRE(!improved.empty());
  CHECK((nodeOf(improved[0]) == at(1, 4) && improved[0].g == 20 && improved[0].parent == at(1, 3)));

  // Figure 7: the path under the wall, cost 68.
  const std::vector<std::uint32_t> under = {at(1, 2), at(2, 3), at(2, 4), at(3, 4), at(4, 4), at(5, 3), at(5, 2)};
  CHECK(result.path == under);
  CHECK(result.cost == 68);

  // Newest first alone (the push order, the engine's neighbour order) takes the same cell at F 54 but later
  // goes over the wall: the list's own rule is what the figures follow.
  options.tieBreak = TieBreak::Newest;
  const SearchResult newest = searcher.search({ascii.start, ascii.goal, options});
  CHECK(newest.path != under);
  CHECK(newest.path[1] == at(2, 1));
}

TEST_CASE("tieBreak tutorial is refused where the best-first loop does not run") {
  Searcher searcher;
  REQUIRE(searcher.setGrid(kWorkedExample.grid).empty());
  SearchOptions options;
  options.tieBreak = TieBreak::Tutorial;
  for (const AlgorithmInfo& algorithm : kGridAlgorithms) {
    options.algorithm = algorithm.id;
    const SearchResult result = searcher.search({kWorkedExample.start, kWorkedExample.goal, options});
    INFO(algorithm.name << ": " << result.error);
    CHECK((result.status == SearchStatus::Invalid) == !tutorialTieBreakServes(algorithm.id));
  }
}
