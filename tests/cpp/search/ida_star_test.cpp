// IDA*: the cheapest path on small random grids and on the tutorials' maps (against the reference Dijkstra
// of support/reference.h), giving up with the right counts when its node budget runs out, and a trace from
// which the recursion path can be rebuilt at every event.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "search/core/heuristic.h"
#include "search/core/searcher.h"
#include "support/ascii_grid.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;

namespace {

SearchOptions idaOptions() {
  SearchOptions options;
  options.algorithm = Algorithm::IDAStar;
  return options;
}

// What a trace says about the recursion path, rebuilt from its events alone, with every rule an IDA* trace
// keeps checked on the way: an iteration begins on an empty path; a visit's parent is the node on top of
// the path, the node is not on it already, and its f is within the bound; a child cut off hangs below the
// top, is off the path, and its f is above the bound; a backtrack takes the top off; the next bound is the
// smallest f cut off before it. (A trace has millions of events: the first rule broken is noted, not
// asserted per event.)
struct RebuiltTrace {
  std::vector<std::uint32_t> path;  // the recursion path after the last event, start first
  std::vector<float> pathG;
  std::vector<std::uint64_t> visitsPerIteration;
  std::uint64_t visits = 0;
  std::uint64_t revisits = 0;  // visits to a node visited before, in this iteration or an earlier one
  std::vector<std::uint32_t> finalPath;  // the Path events
  std::string broken;                    // the first rule broken, with the event's number
};

RebuiltTrace rebuild(const TraceRecorder& trace, std::size_t cellCount) {
  RebuiltTrace out;
  std::vector<bool> visited(cellCount);
  std::vector<bool> onPath(cellCount);
  double bound = -1.0;
  double smallestCut = INFINITY;
  // g and h are float32 in the trace.
  const auto within = [&](double f) { return f <= bound * (1 + 1e-6) + 1e-6; };
  const auto above = [&](double f) { return f >= bound * (1 - 1e-6) - 1e-6; };
  const auto& events = trace.events();
  for (std::size_t i = 0; i < events.size() && out.broken.empty(); ++i) {
    const TraceEvent& event = events[i];
    const std::uint32_t node = nodeOf(event);
    const std::uint32_t top = out.path.empty() ? kNoParent : out.path.back();
    const double f = double(event.g) + event.h;
    const auto rule = [&](bool kept, const char* what) {
      if (!kept && out.broken.empty()) out.broken = "event " + std::to_string(i) + ": " + what;
    };
    rule(node < cellCount && laneOf(event) == TraceLane::Forward, "a node of the grid, forward lane");
    switch (kindOf(event)) {
      case TraceKind::Iteration:
        rule(out.path.empty() && event.parent == kNoParent && event.h == 0.0f, "an iteration on an empty path");
        // Above the last in doubles; float32 may round two bounds alike.
        if (bound >= 0) rule(event.g >= bound && std::fabs(event.g - smallestCut) <= 1e-6 * smallestCut,
                             "the next bound is the smallest f cut off");
        bound = event.g;
        smallestCut = INFINITY;
        out.visitsPerIteration.push_back(0);
        break;
      case TraceKind::Expanded:
        rule(!out.visitsPerIteration.empty(), "a visit in an iteration");
        rule(event.parent == top, "a visit's parent is the top of the path");
        rule(!onPath[node], "a visit to a node off the path");
        rule(within(f), "a visit within the bound");
        out.revisits += visited[node] ? 1 : 0;
        visited[node] = onPath[node] = true;
        out.path.push_back(node);
        out.pathG.push_back(event.g);
        ++out.visits;
        if (!out.visitsPerIteration.empty()) ++out.visitsPerIteration.back();
        break;
      case TraceKind::Generated:
        rule(!out.path.empty() && event.parent == top, "a child cut off below the top of the path");
        rule(!onPath[node], "a child cut off is off the path");
        rule(above(f), "a child cut off is above the bound");
        smallestCut = std::min(smallestCut, f);
        break;
      case TraceKind::Backtrack:
        rule(!out.path.empty() && node == top, "a backtrack from the top of the path");
        if (out.path.empty()) break;
        rule(event.parent == (out.path.size() >= 2 ? out.path[out.path.size() - 2] : kNoParent),
             "a backtrack names the node below");
        rule(event.g == out.pathG.back(), "a backtrack keeps the visit's g");
        onPath[node] = false;
        out.path.pop_back();
        out.pathG.pop_back();
        break;
      case TraceKind::Path: out.finalPath.push_back(node); break;
      default: rule(false, "IDA* records iterations, visits, children cut off, backtracks and the path only");
    }
  }
  return out;
}

// Checks a traced search's trace against its result.
void checkTrace(const SearchResult& result, const TraceRecorder& trace, const Grid& grid) {
  const RebuiltTrace rebuilt = rebuild(trace, grid.cells.size());
  CHECK(rebuilt.broken == "");
  CHECK(rebuilt.visits == result.expanded);
  CHECK(rebuilt.visitsPerIteration.size() == result.iterations);
  CHECK(rebuilt.finalPath == result.path);
  if (result.status == SearchStatus::Found) {
    CHECK(rebuilt.path == result.path);  // the path returned is the recursion path at the goal
  } else {
    CHECK(rebuilt.finalPath.empty());
  }
}

Grid randomSmallGrid(std::mt19937& random) {
  Grid grid;
  grid.width = 2 + static_cast<int>(random() % 11);
  grid.height = 2 + static_cast<int>(random() % 11);
  const unsigned wallPercent = random() % 35;
  const bool terrain = random() % 2 == 0;
  for (int i = 0; i < grid.width * grid.height; ++i) {
    Cell cell = random() % 100 < wallPercent ? Cell::Wall : Cell::Floor;
    if (cell == Cell::Floor && terrain && random() % 3 == 0) cell = static_cast<Cell>(2 + random() % 3);
    grid.cells.push_back(static_cast<std::uint8_t>(cell));
  }
  return grid;
}

Point randomOpenCell(std::mt19937& random, const Grid& grid) {
  for (;;) {
    const Point p{static_cast<int>(random() % grid.width), static_cast<int>(random() % grid.height)};
    if (grid.at(p) != Cell::Wall) return p;
  }
}

// Random movement rules and costs, with a heuristic admissible under them.
SearchOptions randomAdmissibleOptions(std::mt19937& random) {
  SearchOptions options = idaOptions();
  options.movement = random() % 2 ? 8 : 4;
  options.diagonal = static_cast<Diagonal>(random() % 4);
  options.costs = random() % 2 ? StepCosts::Integer : StepCosts::Float;
  if (random() % 3 == 0) options.terrain = {1.0 + (random() % 100) / 50.0, 0.0, 1.5, 3.0, 4.5};
  do {
    options.heuristic = static_cast<Heuristic>(random() % 5);
  } while (!isAdmissible(options.heuristic, options.movement, options.diagonal, options.costs));
  return options;
}

}  // namespace

TEST_CASE("IDA*: the cheapest path on random small grids, under every movement rule and cost") {
  std::mt19937 random(1985);  // the engine's output is fixed by the standard, so the grids are too
  Searcher searcher;
  TraceRecorder trace;
  int found = 0, noPath = 0, gaveUp = 0, gaveUpWithPath = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const Grid grid = randomSmallGrid(random);
    const Point start = randomOpenCell(random, grid);
    const Point goal = randomOpenCell(random, grid);
    const SearchOptions options = randomAdmissibleOptions(random);
    REQUIRE(searcher.setGrid(grid).empty());
    INFO("trial " << trial << ": " << grid.width << "x" << grid.height << " h=" << name(options.heuristic)
                  << " movement=" << options.movement << " diagonal=" << name(options.diagonal)
                  << " costs=" << name(options.costs));
    const auto optimalCost = referenceCost(grid, start, goal, options);
    const bool traced = trial % 4 == 0;
    const SearchResult result =
        traced ? searcher.search({start, goal, options}, trace) : searcher.search({start, goal, options});
    if (traced) checkTrace(result, trace, grid);
    CHECK(result.optimal);
    if (optimalCost && result.status == SearchStatus::GaveUp) {
      // Exponential even here: a weak estimate (zero, Chebyshev) with many distinct sums of 1 and sqrt 2
      // takes one iteration per sum, each re-walking every path under it.
      ++gaveUpWithPath;
    } else if (optimalCost) {
      REQUIRE(result.status == SearchStatus::Found);
      const auto walked = pathCost(grid, result.path, start, goal, options);
      REQUIRE(walked.has_value());
      CHECK(*walked == Approx(result.cost).epsilon(1e-9));
      CHECK(result.cost == Approx(*optimalCost).epsilon(1e-9));
      ++found;
    } else if (result.status == SearchStatus::GaveUp) {
      // Without a path it follows every path there is from the start: too many, unless the start is hemmed in.
      CHECK(result.expanded == static_cast<std::uint64_t>(options.budget));
      ++gaveUp;
    } else {
      CHECK(result.status == SearchStatus::NoPath);
      ++noPath;
    }
  }
  INFO(found << " found, " << gaveUpWithPath << " gave up with a path, " << noPath << " without a path, " << gaveUp
             << " gave up without");
  CHECK(found > 300);
  CHECK(gaveUpWithPath * 50 < found);
  CHECK(noPath > 5);
}

TEST_CASE("IDA*: the tutorials' maps, with their options and with admissible ones") {
  struct Tutorial {
    const char* name;
    std::vector<std::string> rows;
    int movement;
    Heuristic heuristic;
  };
  const std::vector<Tutorial> tutorials = {
      {"the worked example (7x5)", {".......", "...#...", ".S.#.G.", "...#...", "......."}, 8, Heuristic::Manhattan},
      {"a dead end (11x8)",
       {"...........", "...........", "...#####...", ".......#...", ".S.....#.G.", ".......#...", "...#####...",
        "..........."},
       8, Heuristic::Manhattan},
      {"the C tutorial's array (10x10)",
       {"..........", "...##.....", "....#.....", "....##....", ".....#G...", "..S..#....", "....##....", "....##....",
        "...##.....", ".........."},
       8, Heuristic::Manhattan},
      {"the embed tutorial's terrain (25x9)",
       {"S........#...............", ".........#...............", "..sss....#....www........",
        "..sss....#....www........", "..sss.........www.......G", "..sss....#....www........",
        ".........#...............", ".........#...............", ".........#..............."},
       4, Heuristic::Manhattan},
  };
  Searcher searcher;
  TraceRecorder trace;
  for (const Tutorial& tutorial : tutorials) {
    const AsciiGrid ascii = asciiGrid(tutorial.rows);
    REQUIRE(searcher.setGrid(ascii.grid).empty());
    SearchOptions options = idaOptions();
    options.costs = StepCosts::Integer;
    options.movement = tutorial.movement;
    options.heuristic = tutorial.heuristic;
    const bool admissibleAsTaught = isAdmissible(options.heuristic, options.movement, options.diagonal, options.costs);
    SearchOptions octile = options;
    octile.heuristic = Heuristic::Octile;
    SearchOptions floatCosts = octile;
    floatCosts.costs = StepCosts::Float;
    const std::vector<SearchOptions> runs = {options, octile, floatCosts};
    for (const SearchOptions& run : runs) {
      INFO(tutorial.name << ", h=" << name(run.heuristic) << ", costs=" << name(run.costs));
      const SearchResult result = searcher.search({ascii.start, ascii.goal, run}, trace);
      REQUIRE(result.status == SearchStatus::Found);
      checkTrace(result, trace, ascii.grid);
      const double optimal = *referenceCost(ascii.grid, ascii.start, ascii.goal, run);
      if (&run != &runs.front() || admissibleAsTaught) {
        CHECK(result.cost == Approx(optimal).epsilon(1e-9));
      } else {
        CHECK(result.cost >= optimal);  // Manhattan overestimates with diagonal steps, as the tutorial admits
      }
    }
  }
}

TEST_CASE("IDA*: out of budget on an open 64x64 grid, it gives up and says how far it got") {
  Grid grid;
  grid.width = grid.height = 64;
  grid.cells.assign(64 * 64, static_cast<std::uint8_t>(Cell::Floor));
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchOptions options = idaOptions();
  options.heuristic = Heuristic::Zero;  // every iteration a little deeper, as iterative deepening on g
  options.budget = 1000;
  TraceRecorder trace;
  const SearchResult result = searcher.search({{0, 0}, {63, 63}, options}, trace);
  CHECK(result.status == SearchStatus::GaveUp);
  CHECK(result.expanded == 1000);
  CHECK(result.path.empty());
  CHECK(result.iterations > 1);
  checkTrace(result, trace, grid);
  CHECK(result.error == "gave up after 1000 node visits in " + std::to_string(result.iterations) +
                            " iterations (the budget is 1000)");

  // With the octile estimate, exact on an open grid, one iteration walks straight to the goal.
  options.heuristic = Heuristic::Octile;
  const SearchResult direct = searcher.search({{0, 0}, {63, 63}, options});
  CHECK(direct.status == SearchStatus::Found);
  CHECK(direct.iterations == 1);
  CHECK(direct.expanded == 64);
  CHECK(direct.cost == Approx(63 * std::sqrt(2.0)));

  // A goal walled off: the search never hangs, however many paths there are to follow.
  grid.cells[62 * 64 + 63] = grid.cells[62 * 64 + 62] = grid.cells[63 * 64 + 62] = static_cast<std::uint8_t>(Cell::Wall);
  REQUIRE(searcher.setGrid(grid).empty());
  const SearchResult walledOff = searcher.search({{0, 0}, {63, 63}, options});
  CHECK(walledOff.status == SearchStatus::GaveUp);
  CHECK(walledOff.expanded == 1000);
}

TEST_CASE("IDA*: with no path from a small pocket it runs out of paths, not of budget") {
  const AsciiGrid ascii = asciiGrid({"S.#...", "..#..G", "###..."});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  TraceRecorder trace;
  const SearchResult result = searcher.search({ascii.start, ascii.goal, idaOptions()}, trace);
  CHECK(result.status == SearchStatus::NoPath);
  CHECK(result.iterations >= 1);
  checkTrace(result, trace, ascii.grid);
  // Every iteration ends with the start backtracking: the path is empty.
  CHECK(kindOf(trace.events().back()) == TraceKind::Backtrack);
  CHECK(nodeOf(trace.events().back()) == ascii.grid.id(ascii.start));
}

TEST_CASE("IDA*: iterations re-visit nodes, and the trace shows each iteration's bound and visits") {
  // Round a wall: the first bound (the straight-line estimate) is too low, so it takes several iterations,
  // each re-visiting the nodes the one before reached.
  const AsciiGrid ascii = asciiGrid({".......", "...#...", ".S.#.G.", "...#...", "......."});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  SearchOptions options = idaOptions();
  options.costs = StepCosts::Integer;
  TraceRecorder trace;
  const SearchResult result = searcher.search({ascii.start, ascii.goal, options}, trace);
  REQUIRE(result.status == SearchStatus::Found);
  const RebuiltTrace rebuilt = rebuild(trace, ascii.grid.cells.size());
  CHECK(rebuilt.broken == "");
  CHECK(rebuilt.visitsPerIteration.size() > 1);
  CHECK(rebuilt.revisits > 0);
  CHECK(kindOf(trace.events().front()) == TraceKind::Iteration);
  CHECK(trace.events().front().g == 40.0f);  // the octile estimate from A to B: four straight steps
  CHECK(result.cost == *referenceCost(ascii.grid, ascii.start, ascii.goal, options));
  CHECK(result.maxOpen >= result.path.size());  // the deepest recursion path
}
