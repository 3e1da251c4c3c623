// The two deliberately wrong A*s of the puzzles' lesson 4, pinned on the maps where they fail (the presets of
// web/grid/examples.js and a road network with wildly uneven speeds): astar-no-resort returns a longer path
// and on those roads settles more nodes than Dijkstra; astar-capped says "no path" after 200 expansions where
// A* finds one. Each number here changes if the bug is fixed, which is the point: they must stay wrong.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_map.h"
#include "io/road_text.h"
#include "search/core/registry.h"
#include "search/core/searcher.h"
#include "search/roads/road_router.h"
#include "support/ascii_grid.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;

namespace {

// The page's default options, as the presets use them: octile, 8 directions, no corner cutting, 10/14 costs.
SearchOptions pageOptions(Algorithm algorithm) {
  SearchOptions options;
  options.algorithm = algorithm;
  options.heuristic = Heuristic::Octile;
  options.costs = StepCosts::Integer;
  return options;
}

// web/grid/examples.js 'no-resort' (A there, S here; B there, G here): found by a search over random 6 x 4
// floor grids with two walls.
const std::vector<std::string> kNoResortMap = {
    "......",
    ".#....",
    "S.....",
    "....#G",
};

// web/grid/examples.js 'capped': a wall the search must go all the way round, 24 x 18 cells.
std::vector<std::string> cappedMap() {
  std::vector<std::string> rows(18, std::string(24, '.'));
  for (int y = 0; y < 17; ++y) rows[y][12] = '#';
  rows[1][7] = 'S';
  rows[1][17] = 'G';
  return rows;
}

// The expanded nodes of a trace, in order.
std::vector<std::uint32_t> expansions(const TraceRecorder& trace) {
  std::vector<std::uint32_t> order;
  for (const TraceEvent& event : trace.events())
    if (kindOf(event) == TraceKind::Expanded) order.push_back(nodeOf(event));
  return order;
}

// Random town 4000, seed 1, as `engine.exportNetwork()` writes it, read back, with every third road (in the
// file's order) a 2 km/h track and the others 130 km/h roads: weights that differ 65-fold.
// tests/node/wrong-variants.test.mjs builds the same network through the page's engine.
RoadNetwork unevenTown() {
  RoadMap generated;
  REQUIRE(generateRoadNetwork({.nodes = 4000, .seed = 1}, generated).empty());
  RoadMap map;
  REQUIRE(parseRoadText(toRoadText(generated), map).empty());
  for (std::size_t i = 0; i < map.roads.size(); ++i) map.roads[i].speed = i % 3 == 0 ? 2.0 : 130.0;
  RoadNetwork network;
  REQUIRE(buildNetwork(map, network).empty());
  return network;
}

}  // namespace

TEST_CASE("wrong variants: both rows are labelled never optimal, and the cap is the tutorial's 200") {
  CHECK(info(Algorithm::AStarNoResort).optimality == Optimality::Never);
  CHECK(info(Algorithm::AStarCapped).optimality == Optimality::Never);
  CHECK(info(Algorithm::AStarNoResort).staleKeys);
  CHECK(info(Algorithm::AStarCapped).expansionCap == 200);
  CHECK(info(Algorithm::AStarNoResort).worlds == (kGridWorld | kRoadWorld));
  CHECK(info(Algorithm::AStarCapped).worlds == kGridWorld);
}

TEST_CASE("wrong variants: astar-no-resort returns 68 where the optimum is 60 on the preset") {
  const AsciiGrid map = asciiGrid(kNoResortMap);
  Searcher searcher;
  REQUIRE(searcher.setGrid(map.grid).empty());
  const SearchResult wrong = searcher.search({map.start, map.goal, pageOptions(Algorithm::AStarNoResort)});
  const SearchResult right = searcher.search({map.start, map.goal, pageOptions(Algorithm::AStar)});
  const auto optimum = referenceCost(map.grid, map.start, map.goal, pageOptions(Algorithm::AStar));
  REQUIRE(optimum);
  CHECK(*optimum == 60);
  CHECK(right.cost == 60);
  CHECK(right.expanded == 10);
  REQUIRE(wrong.status == SearchStatus::Found);
  CHECK(wrong.cost == 68);
  CHECK(wrong.expanded == 11);
  CHECK_FALSE(wrong.optimal);
  const auto walked = pathCost(map.grid, wrong.path, map.start, map.goal, pageOptions(Algorithm::AStarNoResort));
  REQUIRE(walked);
  CHECK(*walked == 68);  // a real path, which costs what the search says

  // The cause, in its trace: a node improved while open later leaves the list with a key (g + h) above that
  // of a node expanded before it; A*'s expansions never go down in f with a consistent heuristic.
  TraceRecorder trace;
  searcher.search({map.start, map.goal, pageOptions(Algorithm::AStarNoResort)}, trace);
  double highest = 0;
  bool outOfOrder = false;
  for (const TraceEvent& event : trace.events()) {
    if (kindOf(event) != TraceKind::Expanded) continue;
    const double f = static_cast<double>(event.g) + static_cast<double>(event.h);
    outOfOrder = outOfOrder || f < highest;
    highest = std::max(highest, f);
  }
  CHECK(outOfOrder);
}

TEST_CASE("wrong variants: astar-capped says no path after 200 expansions where A* finds one at 372") {
  const AsciiGrid map = asciiGrid(cappedMap());
  Searcher searcher;
  REQUIRE(searcher.setGrid(map.grid).empty());
  TraceRecorder rightTrace;
  TraceRecorder wrongTrace;
  const SearchResult right = searcher.search({map.start, map.goal, pageOptions(Algorithm::AStar)}, rightTrace);
  const SearchResult wrong = searcher.search({map.start, map.goal, pageOptions(Algorithm::AStarCapped)}, wrongTrace);
  REQUIRE(right.status == SearchStatus::Found);
  CHECK(right.cost == 372);
  CHECK(right.expanded == 221);
  CHECK(wrong.status == SearchStatus::NoPath);  // the bug's answer, as the tutorial's loop gives it
  CHECK(wrong.path.empty());
  CHECK(wrong.expanded == 200);
  CHECK_FALSE(wrong.optimal);
  // Up to its cap it is A*, event for event: its trace is a prefix of A*'s (no path events after it).
  const std::vector<std::uint32_t> capped = expansions(wrongTrace);
  const std::vector<std::uint32_t> full = expansions(rightTrace);
  REQUIRE(capped.size() == 200);
  CHECK(std::equal(capped.begin(), capped.end(), full.begin()));
  REQUIRE(wrongTrace.events().size() <= rightTrace.events().size());
  for (std::size_t i = 0; i < wrongTrace.events().size(); ++i) {
    INFO("event " << i);
    CHECK(wrongTrace.events()[i].kindAndCell == rightTrace.events()[i].kindAndCell);
  }

  // Within the cap it finds what A* finds: the no-resort preset, a 10-expansion search.
  const AsciiGrid small = asciiGrid(kNoResortMap);
  REQUIRE(searcher.setGrid(small.grid).empty());
  const SearchResult within = searcher.search({small.start, small.goal, pageOptions(Algorithm::AStarCapped)});
  CHECK(within.status == SearchStatus::Found);
  CHECK(within.cost == 60);
}

TEST_CASE("wrong variants: on roads with 65-fold speeds astar-no-resort settles more junctions than Dijkstra") {
  const RoadNetwork network = unevenTown();
  RoadRouter router(network);
  const RouteRequest query{1176, 2117, "dijkstra", RoadMetric::Time};
  const RouteResult dijkstra = router.route(query);
  RouteRequest other = query;
  other.algorithm = "astar";
  const RouteResult astar = router.route(other);
  other.algorithm = "astar-no-resort";
  const RouteResult wrong = router.route(other);
  REQUIRE(dijkstra.found);
  REQUIRE(wrong.found);
  CHECK(dijkstra.expanded == 115);
  CHECK(astar.expanded == 83);
  CHECK(astar.cost == Approx(dijkstra.cost).epsilon(1e-12));
  // The goal is first reached by a slow track: its key stays that dear after a quicker way in is found, so
  // the search settles most of the town before it leaves the list; and what it closed on the way was
  // reached the slow way and never reopened, so the route it returns is slower too.
  CHECK(wrong.expanded == 1422);
  CHECK(dijkstra.cost == Approx(88.35507692307692).epsilon(1e-12));
  CHECK(wrong.cost == Approx(701.9446153846152).epsilon(1e-12));
}
