// Independent answers for the road tests, written from the edge list alone (nothing from cpp/search/): a
// textbook Dijkstra, fewest-roads BFS, path checks, and a min-cost flow by Bellman-Ford successive
// shortest paths (no potentials, no early stop) for the disjoint routes' optimum.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <queue>
#include <set>
#include <utility>
#include <vector>

#include "graph/road_network.h"

namespace frontier::testing {

inline double valueOf(const RoadEdge& edge, RoadMetric metric) {
  return metric == RoadMetric::Length ? edge.length : edge.time;
}

// The cheapest arc for every ordered pair of distinct nodes joined by one.
inline std::map<std::pair<std::uint32_t, std::uint32_t>, double> cheapestArcs(const std::vector<RoadEdge>& edges,
                                                                            RoadMetric metric) {
  std::map<std::pair<std::uint32_t, std::uint32_t>, double> arcs;
  for (const RoadEdge& edge : edges) {
    if (edge.from == edge.to) continue;
    const auto key = std::pair{edge.from, edge.to};
    const auto found = arcs.find(key);
    if (found == arcs.end() || valueOf(edge, metric) < found->second) arcs[key] = valueOf(edge, metric);
  }
  return arcs;
}

inline std::vector<double> oracleDistances(std::size_t nodeCount, const std::vector<RoadEdge>& edges,
                                           RoadMetric metric, std::uint32_t start) {
  std::vector<std::vector<std::pair<std::uint32_t, double>>> out(nodeCount);
  for (const RoadEdge& edge : edges) out[edge.from].emplace_back(edge.to, valueOf(edge, metric));
  std::vector<double> best(nodeCount, std::numeric_limits<double>::infinity());
  using Item = std::pair<double, std::uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  best[start] = 0.0;
  queue.push({0.0, start});
  while (!queue.empty()) {
    const auto [cost, node] = queue.top();
    queue.pop();
    if (cost > best[node]) continue;
    for (const auto& [next, step] : out[node]) {
      if (cost + step < best[next]) {
        best[next] = cost + step;
        queue.push({best[next], next});
      }
    }
  }
  return best;
}

inline std::vector<int> oracleHops(std::size_t nodeCount, const std::vector<RoadEdge>& edges, std::uint32_t start) {
  std::vector<std::vector<std::uint32_t>> out(nodeCount);
  for (const RoadEdge& edge : edges) out[edge.from].push_back(edge.to);
  std::vector<int> hops(nodeCount, -1);
  std::queue<std::uint32_t> queue;
  hops[start] = 0;
  queue.push(start);
  while (!queue.empty()) {
    const std::uint32_t node = queue.front();
    queue.pop();
    for (const std::uint32_t next : out[node]) {
      if (hops[next] < 0) {
        hops[next] = hops[node] + 1;
        queue.push(next);
      }
    }
  }
  return hops;
}

// The cost of driving `path` on its cheapest arcs; nullopt when a step has no arc.
inline std::optional<double> walkedCost(const std::map<std::pair<std::uint32_t, std::uint32_t>, double>& arcs,
                                        const std::vector<std::uint32_t>& path) {
  double total = 0.0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const auto found = arcs.find({path[i - 1], path[i]});
    if (found == arcs.end()) return std::nullopt;
    total += found->second;
  }
  return total;
}

// A road: the unordered pair of its ends.
inline std::pair<std::uint32_t, std::uint32_t> roadOf(std::uint32_t a, std::uint32_t b) {
  return {std::min(a, b), std::max(a, b)};
}

// Minimum-cost flow of up to `k` units from `source` to `sink` on unit arcs {from, to, cost}, by successive
// shortest paths found with Bellman-Ford on the residual graph. Returns {units, cost}.
struct OracleArc {
  std::uint32_t from, to;
  int capacity;
  double cost;
};
inline std::pair<int, double> oracleMinCostFlow(std::uint32_t nodeCount, const std::vector<OracleArc>& arcs,
                                                std::uint32_t source, std::uint32_t sink, int k) {
  struct Residual {
    std::uint32_t from, to;
    int capacity;
    double cost;
  };
  std::vector<Residual> residual;
  for (const OracleArc& arc : arcs) {
    residual.push_back({arc.from, arc.to, arc.capacity, arc.cost});
    residual.push_back({arc.to, arc.from, 0, -arc.cost});  // index ^ 1 is the partner
  }
  int units = 0;
  double total = 0.0;
  while (units < k) {
    std::vector<double> distance(nodeCount, std::numeric_limits<double>::infinity());
    std::vector<int> via(nodeCount, -1);
    distance[source] = 0.0;
    for (std::uint32_t round = 0; round < nodeCount; ++round) {
      bool changed = false;
      for (std::size_t index = 0; index < residual.size(); ++index) {
        const Residual& arc = residual[index];
        if (arc.capacity <= 0 || std::isinf(distance[arc.from])) continue;
        if (distance[arc.from] + arc.cost < distance[arc.to] - 1e-12) {
          distance[arc.to] = distance[arc.from] + arc.cost;
          via[arc.to] = static_cast<int>(index);
          changed = true;
        }
      }
      if (!changed) break;
    }
    if (std::isinf(distance[sink])) break;
    for (std::uint32_t node = sink; node != source; node = residual[via[node]].from) {
      --residual[via[node]].capacity;
      ++residual[via[node] ^ 1].capacity;
    }
    total += distance[sink];
    ++units;
  }
  return {units, total};
}

}  // namespace frontier::testing
