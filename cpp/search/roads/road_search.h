// What a road runner (registry.h RoadRunner) is handed: the network and metric, start and goal, the
// algorithm's row, and buffers kept between queries (node pools and open lists for two sides); it leaves
// the path it found and its counters here. RoadRouter (road_router.h) owns one and checks requests first.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "graph/road_network.h"
#include "search/core/node_pool.h"
#include "search/core/open_list.h"
#include "search/core/registry.h"
#include "search/core/search_context.h"
#include "search/core/search_path.h"
#include "search/roads/reverse_arcs.h"

namespace frontier {

class Landmarks;             // landmarks.h
class ContractionHierarchy;  // contraction.h

// A route as the runners leave it (search_path.h), which a search on reduced costs or by breadth costs again.
struct RoadPath : SearchPath {
  // Sums the costs again, step by step on the cheapest arc (reverse_arcs.h cheapestArcCost): for a search
  // whose g is not the metric's (reduced costs), or which took whichever parallel arc it met first (BFS).
  void recost(const RoadNetwork& network, RoadMetric metric) {
    if (g.empty()) return;
    g[0] = 0.0;
    for (std::size_t i = 1; i < nodes.size(); ++i) g[i] = g[i - 1] + cheapestArcCost(network, metric, nodes[i - 1], nodes[i]);
  }
};

struct RoadSearch {
  // The query (checked by the router).
  const RoadNetwork* network = nullptr;
  const ReverseArcs* reverse = nullptr;  // up to date for `network`
  RoadMetric metric = RoadMetric::Length;
  Algorithm algorithm = Algorithm::Dijkstra;
  std::uint32_t start = 0;
  std::uint32_t goal = 0;
  // The preparations 'alt' and 'ch' read (road_prepare.h), made for `network` and `metric` (the router checks).
  const Landmarks* landmarks = nullptr;
  const ContractionHierarchy* hierarchy = nullptr;

  // Buffers reused from query to query: stamped, so nothing is cleared between them.
  NodePool forwardNodes;
  NodePool backwardNodes;
  OpenList forwardOpen;
  OpenList backwardOpen;
  OpenList forwardByG;
  OpenList backwardByG;
  std::vector<std::uint32_t> forwardQueue;
  std::vector<std::uint32_t> backwardQueue;

  // What the runner leaves: the counters, and the path when it returns Found.
  SearchCounters counters;
  RoadPath path;
};

}  // namespace frontier
