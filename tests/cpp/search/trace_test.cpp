// The trace agrees with the result, and bad requests are refused with a reason instead of searched.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "support/ascii_grid.h"
#include "search/core/heuristic.h"
#include "search/core/searcher.h"

using namespace frontier;
using namespace frontier::test;
using Catch::Matchers::Contains;

namespace {

const AsciiGrid kMaze = asciiGrid({"S..#......", ".#.#.####.", ".#...#....", ".####.#.#.", "......#.#G"});

}  // namespace

TEST_CASE("trace events agree with the result for every algorithm") {
  Searcher searcher;
  REQUIRE(searcher.setGrid(kMaze.grid).empty());
  for (const AlgorithmInfo& algorithm : kGridAlgorithms) {
    SearchOptions options;
    options.algorithm = algorithm.id;
    TraceRecorder trace;
    const SearchResult result = searcher.search({kMaze.start, kMaze.goal, options}, trace);
    REQUIRE(result.status == SearchStatus::Found);
    INFO(name(options.algorithm));
    // IDA* visits nodes again (each iteration, and along each path to them), reports only the children its
    // bound cuts off as generated, and marks its iterations and backtracking (ida_star_test.cpp has more).
    const bool deepening = algorithm.family == Family::IterativeDeepening;
    // A bidirectional search keeps two trees, one per lane, and adds meet and bound events
    // (bidirectional_test.cpp checks those); every other search keeps one, in the forward lane.
    const bool bidirectional = algorithm.family == Family::Bidirectional;
    // LPA* (a first search) gives cells an rhs, counted as generated, and expands each at most once.
    const bool incremental = algorithm.family == Family::Incremental;
    std::uint64_t generated = 0, expanded = 0;
    std::vector<std::uint32_t> path;
    std::vector<bool> closed[2] = {std::vector<bool>(kMaze.grid.cells.size()), std::vector<bool>(kMaze.grid.cells.size())};
    std::uint64_t keys = 0, keyed = 0;  // Key events, and the node events a reported key must follow
    const std::vector<TraceEvent>& events = trace.events();
    for (std::size_t i = 0; i < events.size(); ++i) {
      const TraceEvent& event = events[i];
      const std::uint32_t cell = nodeOf(event);
      // A row whose key is reported follows each Generated, Improved and Expanded event with the node's key.
      const TraceKind kind = kindOf(event);
      if (algorithm.reportsKey && (kind == TraceKind::Generated || kind == TraceKind::Improved || kind == TraceKind::Expanded)) {
        ++keyed;
        REQUIRE(i + 1 < events.size());
        CHECK(kindOf(events[i + 1]) == TraceKind::Key);
        CHECK(nodeOf(events[i + 1]) == cell);
        CHECK(laneOf(events[i + 1]) == laneOf(event));
      }
      REQUIRE(cell < kMaze.grid.cells.size());
      const TraceLane lane = laneOf(event);
      REQUIRE((lane == TraceLane::Forward || (bidirectional && lane == TraceLane::Backward)));
      std::vector<bool>& closedHere = closed[static_cast<int>(lane)];
      switch (kindOf(event)) {
        case TraceKind::Generated: ++generated; break;
        case TraceKind::RhsChanged:
          CHECK(incremental);
          ++generated;
          break;
        case TraceKind::Improved: CHECK_FALSE(closedHere[cell]); break;
        case TraceKind::Expanded:
          ++expanded;
          if (!deepening) CHECK_FALSE(closedHere[cell]);  // a closed node is never expanded again on its side
          closedHere[cell] = true;
          break;
        case TraceKind::Path: path.push_back(cell); break;
        case TraceKind::Iteration:
        case TraceKind::Backtrack: CHECK(deepening); break;
        case TraceKind::Scanned:  // the cells a jump passed over (jump point search)
          CHECK(algorithm.family == Family::JumpPoint);
          break;
        case TraceKind::Meet:
        case TraceKind::Bound: CHECK(bidirectional); break;
        case TraceKind::Key:
          CHECK(algorithm.reportsKey);  // only such rows: the others' traces stay as they were
          ++keys;
          break;
        default: FAIL("a grid search records only generated, improved, expanded, scanned and path events, and meet "
                      "and bound (bidirectional), iteration and backtrack (IDA*), rhs-changed (LPA*), key (a row "
                      "whose key is reported)");
      }
    }
    CHECK(keys == keyed);
    if (!deepening) CHECK(generated == result.generated);
    CHECK(expanded == result.expanded);
    CHECK(path == result.path);
    CHECK(kindOf(trace.events().front()) ==
          (deepening ? TraceKind::Iteration : incremental ? TraceKind::RhsChanged : TraceKind::Generated));
    CHECK(trace.events().front().parent == kNoParent);
    CHECK(trace.events().back().g == static_cast<float>(result.cost));
  }
}

TEST_CASE("no path: the whole reachable region is closed, and nothing else") {
  const AsciiGrid ascii = asciiGrid({"S.#..", "..#.G", "###.."});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  const SearchResult result = searcher.search({ascii.start, ascii.goal, {}});
  CHECK(result.status == SearchStatus::NoPath);
  CHECK(result.expanded == 4);
  CHECK(result.path.empty());
}

TEST_CASE("bad requests are refused with a reason") {
  Searcher searcher;
  CHECK_THAT(searcher.search({{0, 0}, {0, 0}, {}}).error, Contains("no grid loaded"));
  REQUIRE(searcher.setGrid(kMaze.grid).empty());
  auto errorFor = [&](Point start, Point goal, SearchOptions options = {}) {
    const SearchResult result = searcher.search({start, goal, options});
    CHECK(result.status == SearchStatus::Invalid);
    return result.error;
  };
  CHECK_THAT(errorFor({-1, 0}, kMaze.goal), Contains("start (-1, 0) is outside the 10x5 grid"));
  CHECK_THAT(errorFor(kMaze.start, {10, 4}), Contains("goal (10, 4) is outside"));
  CHECK_THAT(errorFor({3, 0}, kMaze.goal), Contains("start (3, 0) is on a wall"));
  SearchOptions options;
  options.weight = 0.5;
  CHECK_THAT(errorFor(kMaze.start, kMaze.goal, options), Contains("weight must be a finite number >= 1"));
  options.weight = std::numeric_limits<double>::quiet_NaN();
  CHECK_THAT(errorFor(kMaze.start, kMaze.goal, options), Contains("weight"));
  options = {};
  options.movement = 6;
  CHECK_THAT(errorFor(kMaze.start, kMaze.goal, options), Contains("movement must be 4 or 8"));
  options = {};
  options.terrain[static_cast<int>(Cell::Sand)] = 0.0;
  CHECK_THAT(errorFor(kMaze.start, kMaze.goal, options), Contains("cost of sand"));
  // A refused request leaves the searcher usable.
  CHECK(searcher.search({kMaze.start, kMaze.goal, {}}).status == SearchStatus::Found);
}

TEST_CASE("option names parse, and unknown names list the valid ones") {
  SearchOptions options;
  CHECK(parseOptions("weighted-astar", "euclidean", "always", "integer", "newest", options).empty());
  CHECK(options.algorithm == Algorithm::WeightedAStar);
  CHECK(options.heuristic == Heuristic::Euclidean);
  CHECK(options.diagonal == Diagonal::Always);
  CHECK(options.costs == StepCosts::Integer);
  CHECK(options.tieBreak == TieBreak::Newest);
  // The names listed are the grid searches of the registry, in its order.
  std::string gridNames;
  for (const AlgorithmInfo& row : kGridAlgorithms) {
    if (!gridNames.empty()) gridNames += ", ";
    gridNames += row.name;
  }
  CHECK_THAT(parseOptions("a-star", "octile", "never", "float", "smaller-h", options),
             Contains("unknown algorithm 'a-star' (expected one of " + gridNames + ")"));
  CHECK_THAT(parseOptions("astar", "diagonal", "never", "float", "smaller-h", options), Contains("unknown heuristic"));
  CHECK_THAT(parseOptions("astar", "octile", "sometimes", "float", "smaller-h", options), Contains("unknown diagonal rule"));
  CHECK_THAT(parseOptions("astar", "octile", "never", "double", "smaller-h", options), Contains("unknown step costs"));
  CHECK_THAT(parseOptions("astar", "octile", "never", "float", "random", options), Contains("unknown tie-break"));
}

TEST_CASE("admissibility follows movement and step costs") {
  CHECK_FALSE(isAdmissible(Heuristic::Manhattan, 8, Diagonal::NoCornerCut, StepCosts::Integer));
  CHECK(isAdmissible(Heuristic::Manhattan, 4, Diagonal::NoCornerCut, StepCosts::Integer));
  CHECK(isAdmissible(Heuristic::Manhattan, 8, Diagonal::Never, StepCosts::Float));
  CHECK(isAdmissible(Heuristic::Euclidean, 8, Diagonal::Always, StepCosts::Float));
  CHECK_FALSE(isAdmissible(Heuristic::Euclidean, 8, Diagonal::Always, StepCosts::Integer));  // 14 < 14.142
  CHECK(isAdmissible(Heuristic::Octile, 8, Diagonal::Always, StepCosts::Integer));
  CHECK(isAdmissible(Heuristic::Chebyshev, 8, Diagonal::OneBlocked, StepCosts::Float));
}

TEST_CASE("a watched prefix is the trace's first events, given once while the search runs") {
  // 96 x 96 with scattered walls: most searches record thousands of events, past the recorder's first growth
  // (4,096 events).
  Grid grid;
  grid.width = grid.height = 96;
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      const bool wall = (x * 7 + y * 13) % 11 == 0 && x + y > 0 && x + y < 2 * 95;
      grid.cells.push_back(static_cast<std::uint8_t>(wall ? Cell::Wall : Cell::Floor));
    }
  }
  const auto sameEvent = [](const TraceEvent& a, const TraceEvent& b) {
    return a.kindAndCell == b.kindAndCell && a.parent == b.parent && a.g == b.g && a.h == b.h;
  };
  for (const AlgorithmInfo& algorithm : kGridAlgorithms) {
    SearchOptions options;
    options.algorithm = algorithm.id;
    options.budget = 20'000;  // IDA* gives up on an open grid, with a trace all the same
    INFO(name(options.algorithm));
    // A searcher each: LPA* would repair the search before it.
    const auto run = [&](TraceRecorder& trace) {
      Searcher searcher;
      REQUIRE(searcher.setGrid(grid).empty());
      return searcher.search({{0, 0}, {95, 95}, options}, trace);
    };
    TraceRecorder plain;
    const SearchResult expected = run(plain);
    const std::vector<TraceEvent>& all = plain.events();
    REQUIRE(all.size() > 1);
    for (const std::size_t count : {std::size_t{1}, std::size_t{4095}, std::size_t{4096}, std::size_t{4097}, all.size() - 1,
                                     all.size(), all.size() + 1}) {
      INFO("prefix of " << count << " events of " << all.size());
      TraceRecorder watched;
      std::vector<TraceEvent> prefix;
      int calls = 0;
      watched.watchPrefix(count, [&](const std::vector<TraceEvent>& events) {
        prefix = events;
        ++calls;
      });
      const SearchResult result = run(watched);
      CHECK(result.expanded == expected.expanded);
      CHECK(calls == (count < all.size() ? 1 : 0));
      if (calls == 1) {
        REQUIRE(prefix.size() == count);
        CHECK(std::equal(prefix.begin(), prefix.end(), all.begin(), sameEvent));
      }
      // Watching changes nothing in the recording.
      REQUIRE(watched.events().size() == all.size());
      CHECK(std::equal(all.begin(), all.end(), watched.events().begin(), sameEvent));
    }
  }
}

TEST_CASE("cell states after a search are its trace's end, for the algorithms that keep them") {
  Searcher searcher;
  std::vector<std::uint8_t> states;
  CHECK_THAT(searcher.cellStates(states), Contains("no search has run"));
  REQUIRE(searcher.setGrid(kMaze.grid).empty());
  for (const AlgorithmInfo& algorithm : kGridAlgorithms) {
    SearchOptions options;
    options.algorithm = algorithm.id;
    INFO(name(options.algorithm));
    TraceRecorder trace;
    searcher.search({kMaze.start, kMaze.goal, options}, trace);
    const std::string error = searcher.cellStates(states);
    if (!keepsCellStates(algorithm.family)) {
      CHECK_THAT(error, Contains("kept only by best-first and uninformed searches"));
      continue;
    }
    REQUIRE(error.empty());
    // Rebuilt from the trace: generated opens a cell, expanded closes it.
    std::vector<std::uint8_t> replayed(kMaze.grid.cells.size(), 0);
    for (const TraceEvent& event : trace.events()) {
      if (kindOf(event) == TraceKind::Generated) replayed[nodeOf(event)] = 1;
      if (kindOf(event) == TraceKind::Expanded) replayed[nodeOf(event)] = 2;
    }
    CHECK(states == replayed);
  }
  REQUIRE(searcher.setGrid(kMaze.grid).empty());
  CHECK_THAT(searcher.cellStates(states), Contains("no search has run"));
}
