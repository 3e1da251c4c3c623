// ALT and contraction hierarchies (road_prepare.h, issue 33): routes with 'alt' and 'ch' equal an independent
// Dijkstra (tests/cpp/support/road_oracles.h) on seeded random networks (one-way and parallel roads), the
// generator's towns and the Campo Grande and Monaco presets, both metrics; a CH route is a chain of real arcs
// whose costs add up to the distance; the landmark bound is admissible and explained; preparation reports
// progress, can be cancelled, and refused requests leave everything as it was.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_map.h"
#include "search/roads/contraction.h"
#include "search/roads/road_router.h"
#include "support/random_roads.h"
#include "support/road_oracles.h"
#include "support/road_prepare_checks.h"

using namespace frontier;
using namespace frontier::testing;

TEST_CASE("prepare: alt and ch equal a plain Dijkstra on seeded random networks with one-way and parallel roads") {
  for (const std::uint32_t seed : {7u, 2026u, 913u}) {
    const RandomRoads roads = randomRoads(seed, {.nodeCount = 300});
    RoadNetwork network;
    REQUIRE(network.assign(roads.nodes, roads.edges).empty());
    for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
      for (const LandmarkSelection selection : {LandmarkSelection::Avoid, LandmarkSelection::Farthest, LandmarkSelection::Planar}) {
        // One-way roads leave some pairs without a route: both kinds of pair are met.
        CHECK(checkAgainstOracle(network, metric, 40, seed + 1, selection) > 0);
      }
    }
  }
}

TEST_CASE("prepare: alt and ch equal a plain Dijkstra on the generator's 10,000-node town, both metrics") {
  const RoadNetwork town = generatedTown(10000, 5);
  for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
    CHECK(checkAgainstOracle(town, metric, 100, 11) == 100);  // the town is one strongly connected part
  }
}

TEST_CASE("prepare: alt and ch equal a plain Dijkstra on Campo Grande and Monaco, both metrics") {
  for (const char* name : {"monaco", "campo-grande"}) {
    INFO(name);
    const RoadNetwork city = presetNetwork(name);
    for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
      CHECK(checkAgainstOracle(city, metric, 100, 3) > 0);
    }
  }
}

TEST_CASE("prepare: alt settles fewer nodes than A* and Dijkstra; ch fewer still") {
  const RoadNetwork town = generatedTown(10000, 5);
  RoadRouter router(town);
  REQUIRE(router.prepare({PrepareTechnique::Alt}).error.empty());
  REQUIRE(router.prepare({PrepareTechnique::Ch}).error.empty());
  std::uint64_t dijkstra = 0, astar = 0, alt = 0, ch = 0;
  std::mt19937 random(17);
  for (int pair = 0; pair < 50; ++pair) {
    const auto from = static_cast<std::uint32_t>(random() % town.nodeCount());
    const auto to = static_cast<std::uint32_t>(random() % town.nodeCount());
    dijkstra += router.route({from, to, "dijkstra"}).expanded;
    astar += router.route({from, to, "astar"}).expanded;
    alt += router.route({from, to, "alt"}).expanded;
    ch += router.route({from, to, "ch"}).expanded;
  }
  CHECK(alt < astar);
  CHECK(astar < dijkstra);
  CHECK(ch < alt);
}

TEST_CASE("prepare: the landmark bound never overestimates, and its explanation is the bound A* used") {
  const RoadNetwork town = generatedTown(2000, 8);
  const std::vector<RoadEdge> edges = edgesOf(town);
  RoadRouter router(town);
  const PrepareResult prepared = router.prepare({PrepareTechnique::Alt, 8, LandmarkSelection::Avoid, RoadMetric::Time});
  REQUIRE(prepared.error.empty());
  CHECK(prepared.landmarks == 8);
  CHECK(prepared.bytesPerNode == Approx(8 * 2 * 4).margin(1));
  const Landmarks& landmarks = *router.preparation().anyLandmarks();
  const std::uint32_t goal = 1234;
  // The distances to the goal, from every node: the reverse oracle on reversed edges.
  std::vector<RoadEdge> reversed;
  for (const RoadEdge& edge : edges) reversed.push_back({edge.to, edge.from, edge.length, edge.time});
  const std::vector<double> toGoal = oracleDistances(town.nodeCount(), reversed, RoadMetric::Time, goal);
  int positive = 0;
  for (std::uint32_t v = 0; v < town.nodeCount(); ++v) {
    const double bound = landmarks.bound(v, goal);
    CHECK(bound <= toGoal[v]);
    positive += bound > 0;
  }
  CHECK(positive > static_cast<int>(town.nodeCount()) * 9 / 10);
  // A traced route: each expanded node's h is the bound, and altBound names the landmark and distances of it.
  TraceRecorder trace;
  REQUIRE(router.route({17, goal, "alt", RoadMetric::Time}, &trace).found);
  int checked = 0;
  for (const TraceEvent& event : trace.events()) {
    if (kindOf(event) != TraceKind::Expanded) continue;
    std::string error;
    const AltBound explained = router.altBound(nodeOf(event), error);
    REQUIRE(error.empty());
    CHECK(explained.bound == Approx(landmarks.bound(nodeOf(event), goal)));
    CHECK(event.h == Approx(explained.bound).epsilon(1e-6));
    if (explained.landmark >= 0) {
      const auto l = static_cast<std::size_t>(explained.landmark);
      CHECK(explained.landmarkNode == landmarks.nodes()[l]);
      const double first = explained.fromLandmark ? landmarks.fromLandmark(l, goal) : landmarks.toLandmark(l, nodeOf(event));
      const double second = explained.fromLandmark ? landmarks.fromLandmark(l, nodeOf(event)) : landmarks.toLandmark(l, goal);
      CHECK(explained.first == first);
      CHECK(explained.second == second);
      CHECK(explained.bound <= explained.first - explained.second);
      ++checked;
    }
  }
  CHECK(checked > 0);
}

TEST_CASE("prepare: the landmark bound is consistent on every arc, so ALT's A* never needs to reopen a node") {
  // h(v) <= c(v, w) + h(w) for every arc and goal. A bound that is only admissible is not enough: the loop
  // closes a node for good, and the float distances lowered by a rounding allowance broke this by about
  // 2^-23 of an arc's cost on arcs of a landmark's shortest-path tree; on the 1,000,000-node town by length
  // 2 of 1,000 ALT routes (avoid) came out dearer than Dijkstra's. The tolerance here is a few ulps of the
  // double arithmetic this check does itself.
  const RoadNetwork town = generatedTown(10000, 1);
  for (const RoadMetric metric : {RoadMetric::Length, RoadMetric::Time}) {
    for (const LandmarkSelection selection : {LandmarkSelection::Farthest, LandmarkSelection::Avoid}) {
      RoadRouter router(town);
      REQUIRE(router.prepare({PrepareTechnique::Alt, 16, selection, metric}).error.empty());
      const Landmarks& landmarks = *router.preparation().anyLandmarks();
      const double* costs = town.costs(metric);
      std::mt19937 random(7);
      std::size_t violations = 0, arcs = 0;
      double worst = 0.0;
      for (int g = 0; g < 10; ++g) {
        const auto goal = static_cast<std::uint32_t>(random() % town.nodeCount());
        for (std::uint32_t v = 0; v < town.nodeCount(); ++v) {
          const double here = landmarks.bound(v, goal);
          for (std::uint32_t arc = town.firstEdges()[v]; arc < town.firstEdges()[v + 1]; ++arc) {
            const double there = costs[arc] + landmarks.bound(town.targets()[arc], goal);
            ++arcs;
            if (here > there * (1 + 1e-15)) ++violations, worst = std::max(worst, here - there);
          }
        }
      }
      INFO(nameOf(kRoadMetricNames, metric) << " " << nameOf(kLandmarkSelectionNames, selection) << ": " << violations
                                            << " of " << arcs << " arcs, worst by " << worst);
      CHECK(violations == 0);
    }
  }
}

TEST_CASE("prepare: a ch trace has both lanes, a meet, and the path; the contraction is kept for playing") {
  const RoadNetwork town = generatedTown(2000, 8);
  RoadRouter router(town);
  const PrepareResult prepared = router.prepare({PrepareTechnique::Ch});
  REQUIRE(prepared.error.empty());
  CHECK(prepared.shortcuts > 0);
  CHECK(prepared.witnessesAvoided > 0);
  CHECK(prepared.bytes > 0);
  const ContractionHierarchy& ch = *router.preparation().anyHierarchy();
  // The order is a permutation, ranks its inverse; the per-node shortcut ranges cover every shortcut.
  std::vector<int> seen(town.nodeCount(), 0);
  std::uint64_t witnesses = 0;
  for (std::uint32_t r = 0; r < town.nodeCount(); ++r) {
    ++seen[ch.nodeOfRank(r)];
    CHECK(ch.rank(ch.nodeOfRank(r)) == r);
    CHECK(ch.firstShortcut(r) <= ch.firstShortcut(r + 1));
    witnesses += ch.witnesses(r);
    for (std::uint32_t s = ch.firstShortcut(r); s < ch.firstShortcut(r + 1); ++s) {
      // A shortcut bypasses the node contracted: its halves meet there.
      CHECK(ch.arc(ch.arc(s).firstHalf).to == ch.nodeOfRank(r));
      CHECK(ch.arc(ch.arc(s).secondHalf).from == ch.nodeOfRank(r));
    }
  }
  CHECK(std::count(seen.begin(), seen.end(), 1) == static_cast<long>(town.nodeCount()));
  CHECK(witnesses == prepared.witnessesAvoided);
  CHECK(ch.firstShortcut(static_cast<std::uint32_t>(town.nodeCount())) - ch.firstShortcut(0) == prepared.shortcuts);

  TraceRecorder trace;
  const RouteResult route = router.route({3, 1500, "ch"}, &trace);
  REQUIRE(route.found);
  bool forward = false, backward = false, meet = false;
  std::vector<std::uint32_t> path;
  for (const TraceEvent& event : trace.events()) {
    if (kindOf(event) == TraceKind::Expanded) (laneOf(event) == TraceLane::Forward ? forward : backward) = true;
    if (kindOf(event) == TraceKind::Meet) meet = true;
    if (kindOf(event) == TraceKind::Path) path.push_back(nodeOf(event));
  }
  CHECK(forward);
  CHECK(backward);
  CHECK(meet);
  CHECK(path == route.path);
}

TEST_CASE("prepare: refused requests say why and leave the network and preparations as they were") {
  RoadNetwork empty;
  RoadRouter emptyRouter(empty);
  CHECK(emptyRouter.prepare({PrepareTechnique::Ch}).error == "no road network is loaded: load one before prepare");

  RoadNetwork town = generatedTown(500, 2);
  RoadRouter router(town);
  CHECK(router.route({0, 9, "ch"}).error ==
        "algorithm 'ch' needs a preparation first: call prepare({technique: 'ch', metric: 'length'})");
  CHECK(router.route({0, 9, "alt", RoadMetric::Time}).error ==
        "algorithm 'alt' needs a preparation first: call prepare({technique: 'alt', metric: 'time'})");
  CHECK(router.prepare({PrepareTechnique::Alt, 0}).error == "landmarks must be a whole number from 1 to 64, got 0");
  CHECK(router.prepare({PrepareTechnique::Alt, 1000000000}).error ==
        "landmarks must be a whole number from 1 to 64, got 1000000000");
  CHECK(router.prepare({PrepareTechnique::Alt, -3}).error == "landmarks must be a whole number from 1 to 64, got -3");
  CHECK(router.prepare({PrepareTechnique::Alt, 4, static_cast<LandmarkSelection>(9)}).error ==
        "selection must be avoid, farthest or planar");
  std::string error;
  router.altBound(3, error);
  CHECK(error == "altBound explains the last route with algorithm 'alt': run one first");

  REQUIRE(router.prepare({PrepareTechnique::Ch, 16, kDefaultSelection, RoadMetric::Length}).error.empty());
  const RouteResult before = router.route({0, 9, "ch"});
  REQUIRE(before.error.empty());
  // The metric is part of the preparation.
  CHECK(router.route({0, 9, "ch", RoadMetric::Time}).error ==
        "algorithm 'ch' was prepared for metric 'length', the route asks for 'time': call prepare({technique: 'ch', "
        "metric: 'time'})");

  // Cancelled by the progress hook, or by the flag: the error says so and the last hierarchy still serves.
  int calls = 0;
  PrepareControl stop{[&](std::size_t, std::size_t) { return ++calls < 3; }, 50};
  CHECK(router.prepare({PrepareTechnique::Ch, 16, kDefaultSelection, RoadMetric::Time}, stop).error ==
        "prepare was cancelled: the previous preparation is kept");
  CHECK(calls == 3);
  std::atomic<bool> cancel{true};
  PrepareControl flagged{nullptr, 10, &cancel};
  CHECK(router.prepare({PrepareTechnique::Alt}, flagged).error == "prepare was cancelled: the previous preparation is kept");
  CHECK(router.route({0, 9, "ch"}).cost == before.cost);
  CHECK(router.route({0, 9, "ch", RoadMetric::Time}).error.find("prepared for metric 'length'") != std::string::npos);

  // Progress reaches the end, monotonically.
  std::size_t last = 0, total = 0;
  bool monotonic = true;
  PrepareControl watch{[&](std::size_t done, std::size_t all) {
                         monotonic = monotonic && done >= last;
                         last = done, total = all;
                         return true;
                       },
                       100};
  REQUIRE(router.prepare({PrepareTechnique::Alt, 4}, watch).error.empty());
  CHECK(monotonic);
  CHECK(last == total);

  // A new network (its version) invalidates both preparations.
  const RandomRoads roads = randomRoads(4, {.nodeCount = 100});
  REQUIRE(town.assign(roads.nodes, roads.edges).empty());
  CHECK(router.route({0, 9, "ch"}).error ==
        "algorithm 'ch': the network changed since it was prepared: call prepare({technique: 'ch', metric: 'length'}) again");
  CHECK(router.route({0, 9, "alt"}).error.find("the network changed") != std::string::npos);
  CHECK(router.route({0, 9, "dijkstra"}).found);  // the network itself stays loaded
}

TEST_CASE("prepare: a dense network's contraction polls inside each node, so it can be cancelled there") {
  // A complete network (issue 43: 300 nodes ran 25 s in wasm without a call): each node's contraction runs a
  // witness search from every neighbour. A hook of every 10^9 nodes hears only the first node and the end,
  // unless the witness searches' work is polled too.
  constexpr std::uint32_t n = 120;
  RoadMap map;
  for (std::uint32_t i = 0; i < n; ++i) {
    map.nodes.push_back({1000.0 * std::cos(2 * M_PI * i / n), 1000.0 * std::sin(2 * M_PI * i / n)});
  }
  for (std::uint32_t i = 0; i < n; ++i) {
    for (std::uint32_t j = i + 1; j < n; ++j) map.roads.push_back({i, j, 1000.0 + (i * 7919 + j * 104729) % 1000, 50.0});
  }
  RoadNetwork network;
  REQUIRE(buildNetwork(map, network).empty());
  RoadRouter router(network);
  std::vector<std::size_t> heard;
  PrepareControl watch{[&](std::size_t done, std::size_t total) {
                         CHECK(total == 2 * n);
                         heard.push_back(done);
                         return true;
                       },
                       1000000000};
  REQUIRE(router.prepare({PrepareTechnique::Ch}, watch).error.empty());
  const auto inside = std::count_if(heard.begin(), heard.end(), [](std::size_t done) { return done > 1 && done < 2 * n; });
  CHECK(inside >= 5);
  CHECK(std::is_sorted(heard.begin(), heard.end()));
  const RouteResult before = router.route({0, 60, "ch"});
  REQUIRE(before.found);

  // The third call cancels, in the middle of a node's contraction; the hierarchy made before stays.
  int calls = 0;
  PrepareControl stop{[&](std::size_t, std::size_t) { return ++calls < 3; }, 1000000000};
  CHECK(router.prepare({PrepareTechnique::Ch}, stop).error == "prepare was cancelled: the previous preparation is kept");
  CHECK(calls == 3);
  const RouteResult after = router.route({0, 60, "ch"});
  CHECK(after.cost == before.cost);
  CHECK(after.path == before.path);
}
