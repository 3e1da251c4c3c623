// The native figures of ALT and contraction hierarchies (issue 33, docs/BENCHMARKS.md): on a generated town of
// N nodes, generation time, preparation times and bytes, and over P random pairs the median query time and
// settled nodes of Dijkstra, A*, ALT and CH on the same pairs. Run by hand: build/native/bench-road-prepare
// [nodes] [pairs] [length|time] [noch] (noch: skip the hierarchy, for a town too big to contract soon); scripts/bench-road-prepare.mjs gives the same figures for wasm.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_map.h"
#include "search/roads/road_router.h"

using namespace frontier;

namespace {

double secondsSince(std::chrono::steady_clock::time_point begin) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
}

template <class T>
T median(std::vector<T> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t nodes = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 100000;
  const int pairs = argc > 2 ? std::atoi(argv[2]) : 1000;
  const RoadMetric metric = argc > 3 && std::string(argv[3]) == "time" ? RoadMetric::Time : RoadMetric::Length;
  const bool withCh = !(argc > 4 && std::string(argv[4]) == "noch");
  auto begin = std::chrono::steady_clock::now();
  RoadMap map;
  if (std::string error = generateRoadNetwork({nodes, 1}, map); !error.empty()) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  RoadNetwork network;
  if (std::string error = buildNetwork(map, network); !error.empty()) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  std::printf("town %zu nodes, %zu arcs, metric %s: generated in %.2f s\n", network.nodeCount(), network.edgeCount(),
              std::string(nameOf(kRoadMetricNames, metric)).c_str(), secondsSince(begin));
  RoadRouter router(network);
  router.reverseArcs();
  for (const PrepareTechnique technique : {PrepareTechnique::Ch, PrepareTechnique::Alt}) {
    if (technique == PrepareTechnique::Ch && !withCh) continue;
    const PrepareResult result = router.prepare({technique, kDefaultLandmarks, kDefaultSelection, metric});
    std::printf("prepare %s: %.2f s, %llu landmarks, %llu shortcuts, %llu witnesses avoided, %.1f bytes a node\n",
                std::string(nameOf(kPrepareTechniqueNames, technique)).c_str(), result.micros / 1e6,
                static_cast<unsigned long long>(result.landmarks), static_cast<unsigned long long>(result.shortcuts),
                static_cast<unsigned long long>(result.witnessesAvoided), result.bytesPerNode);
  }
  std::mt19937 random(42);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> queries;
  for (int i = 0; i < pairs; ++i) {
    queries.emplace_back(static_cast<std::uint32_t>(random() % network.nodeCount()),
                         static_cast<std::uint32_t>(random() % network.nodeCount()));
  }
  double dijkstraMedian = 0;
  for (const char* algorithm : {"dijkstra", "astar", "alt", "ch"}) {
    if (std::string(algorithm) == "ch" && !withCh) continue;
    std::vector<double> micros;
    std::vector<std::uint64_t> settled;
    for (const auto& [from, to] : queries) {
      const auto start = std::chrono::steady_clock::now();
      const RouteResult result = router.route({from, to, algorithm, metric});
      micros.push_back(secondsSince(start) * 1e6);
      settled.push_back(result.expanded);
    }
    const double m = median(micros);
    if (std::string(algorithm) == "dijkstra") dijkstraMedian = m;
    std::printf("%-9s median %9.1f us (Dijkstra / it %7.1f), settled median %8llu\n", algorithm, m, dijkstraMedian / m,
                static_cast<unsigned long long>(median(settled)));
  }
  return 0;
}
