// bench-roads: issue 13's road figures, natively, on a seeded 10,000-node random network (tests/cpp/
// support/random_roads.h), median over 200 random connected pairs: one Dijkstra route's time, the nodes
// bidirectional Dijkstra and A* settle per node Dijkstra settles, three disjoint routes' time and three
// alternatives' time. Run by hand (build/native/bench-roads [nodes] [pairs] [seed]); the wasm figures are
// the targets. Times are the thread's CPU time (see cpuMillis).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <time.h>
#include <vector>

#include "search/roads/road_router.h"
#include "support/random_roads.h"

using namespace frontier;

namespace {

double median(std::vector<double> values) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 ? values[middle] : 0.5 * (values[middle - 1] + values[middle]);
}

// This thread's CPU time, not the wall clock: on the shared 2-core machines a process waits for a core
// for longer than a query takes, and wall times drift by 4x between runs.
double cpuMillis() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec * 1e-6;
}

template <class Run>
double millis(Run&& run) {
  const double begin = cpuMillis();
  run();
  return cpuMillis() - begin;
}

}  // namespace

int main(int argc, char** argv) {
  const auto nodes = static_cast<std::uint32_t>(argc > 1 ? std::atoi(argv[1]) : 10000);
  const int pairs = argc > 2 ? std::atoi(argv[2]) : 200;
  const auto seed = static_cast<std::uint32_t>(argc > 3 ? std::atoi(argv[3]) : 13);
  const testing::RandomRoads roads = testing::randomRoads(seed, {.nodeCount = nodes});
  RoadNetwork network;
  if (const std::string error = network.assign(roads.nodes, roads.edges); !error.empty()) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  RoadRouter router(network);
  router.reverseArcs();  // built once per network, as the engine will: not part of any query's time

  std::mt19937 random(seed);
  std::vector<double> dijkstraMs, bidirectionalRatio, astarRatio, disjointMs, alternativesMs;
  std::vector<double> dijkstraSettled, bidirectionalSettled, astarSettled;
  int threeDisjoint = 0, threeAlternatives = 0;
  std::uint64_t rejections[3] = {0, 0, 0}, candidates = 0;
  while (static_cast<int>(dijkstraMs.size()) < pairs) {
    const auto from = static_cast<std::uint32_t>(random() % nodes);
    const auto to = static_cast<std::uint32_t>(random() % nodes);
    if (from == to) continue;
    RouteResult dijkstra;
    const double ms = millis([&] { dijkstra = router.route({from, to, "dijkstra", RoadMetric::Length}); });
    if (!dijkstra.found) continue;  // one-way roads leave some pairs unconnected
    dijkstraMs.push_back(ms);
    const RouteResult bidirectional = router.route({from, to, "bidirectional-dijkstra", RoadMetric::Length});
    const RouteResult astar = router.route({from, to, "astar", RoadMetric::Length});
    dijkstraSettled.push_back(static_cast<double>(dijkstra.expanded));
    bidirectionalSettled.push_back(static_cast<double>(bidirectional.expanded));
    astarSettled.push_back(static_cast<double>(astar.expanded));
    bidirectionalRatio.push_back(static_cast<double>(bidirectional.expanded) / dijkstra.expanded);
    astarRatio.push_back(static_cast<double>(astar.expanded) / dijkstra.expanded);
    DisjointResult disjoint;
    disjointMs.push_back(millis([&] { disjoint = router.disjointRoutes({from, to, 3, Disjointness::Edge, RoadMetric::Length}); }));
    threeDisjoint += disjoint.routes.size() == 3;
    AlternativeResult alternatives;
    alternativesMs.push_back(millis([&] { alternatives = router.alternativeRoutes({from, to, 3, 1.2, 0.8, RoadMetric::Length}); }));
    threeAlternatives += alternatives.routes.size() == 3;
    for (int test = 0; test < 3; ++test) rejections[test] += alternatives.rejectedCount[test];
    candidates += alternatives.candidates;
  }
  std::printf("network: %u nodes, %zu arcs (seed %u); %d connected pairs, medians\n", nodes, network.edgeCount(), seed, pairs);
  std::printf("%-44s %10s %10s\n", "figure", "native", "target(wasm)");
  std::printf("%-44s %8.3f ms %10s\n", "Dijkstra route", median(dijkstraMs), "2 ms");
  std::printf("%-44s %10.3f %10s\n", "bidirectional Dijkstra settled / Dijkstra", median(bidirectionalRatio), "0.6x");
  std::printf("%-44s %10.3f %10s\n", "A* (length) settled / Dijkstra", median(astarRatio), "0.4x");
  std::printf("%-44s %8.3f ms %10s\n", "3 disjoint routes (edge, length)", median(disjointMs), "10 ms");
  std::printf("%-44s %8.3f ms %10s\n", "3 alternatives (stretch 1.2, share 0.8)", median(alternativesMs), "30 ms");
  std::printf("settled (median): Dijkstra %.0f, bidirectional %.0f, A* %.0f\n", median(dijkstraSettled),
              median(bidirectionalSettled), median(astarSettled));
  std::printf("pairs with 3 disjoint routes: %d of %d; with 3 alternatives: %d of %d\n", threeDisjoint, pairs,
              threeAlternatives, pairs);
  std::printf("alternatives per pair (mean): %.1f candidates; rejected by stretch %.2f, sharing %.1f, local optimality %.1f\n",
              static_cast<double>(candidates) / pairs, static_cast<double>(rejections[0]) / pairs,
              static_cast<double>(rejections[1]) / pairs, static_cast<double>(rejections[2]) / pairs);
  return 0;
}
