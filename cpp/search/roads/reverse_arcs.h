// The road network read backwards: for each node, the arcs that end there (a reverse CSR), and a graph view
// that offers both directions, which the bidirectional loop and the backward trees of the alternatives need.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "graph/road_graph.h"
#include "graph/road_network.h"

namespace frontier {

// The cheapest arc from -> to in a metric (+infinity when there is none): what a search that relaxes every
// parallel arc keeps for that step, so a route's cost is the sum of these over its steps.
inline double cheapestArcCost(const RoadNetwork& network, RoadMetric metric, std::uint32_t from, std::uint32_t to) {
  const std::uint32_t* firstEdges = network.firstEdges();
  const std::uint32_t* targets = network.targets();
  const double* costs = network.costs(metric);
  double cheapest = std::numeric_limits<double>::infinity();
  for (std::uint32_t edge = firstEdges[from]; edge < firstEdges[from + 1]; ++edge) {
    if (targets[edge] == to && costs[edge] < cheapest) cheapest = costs[edge];
  }
  return cheapest;
}

// Built once per network version, shared by every query on it. Node n's incoming arcs are
// firstIn()[n] .. firstIn()[n + 1] - 1, in the order of their forward arc numbers (so traces reproduce).
class ReverseArcs {
 public:
  // Rebuilds when `network` is not the one (version) built from; cheap to call before every query.
  void update(const RoadNetwork& network);

  const std::uint32_t* firstIn() const { return firstIn_.data(); }
  const std::uint32_t* sources() const { return sources_.data(); }
  // The forward arc each incoming slot stands for: its cost is the network's costs(metric)[arc].
  const std::uint32_t* forwardArcs() const { return forwardArcs_.data(); }
  // The cheapest arc of a metric (0 when there are none): bidirectional A*'s eps, a lower bound of any step.
  double cheapestArc(RoadMetric metric) const { return metric == RoadMetric::Length ? cheapestLength_ : cheapestTime_; }

 private:
  std::uint64_t version_ = 0;
  std::vector<std::uint32_t> firstIn_;
  std::vector<std::uint32_t> sources_;
  std::vector<std::uint32_t> forwardArcs_;
  double cheapestLength_ = 0.0;
  double cheapestTime_ = 0.0;
};

// A road graph (graph/road_graph.h) that can also be walked backwards: forEachPredecessor and stepCost, what
// bidirectional.h asks of a graph beyond SearchGraph.
class RoadGraphBothWays : public RoadGraph {
 public:
  RoadGraphBothWays(const RoadNetwork& network, RoadMetric metric, const ReverseArcs& reverse)
      : RoadGraph(network, metric),
        network_(network),
        metric_(metric),
        costs_(network.costs(metric)),
        firstIn_(reverse.firstIn()),
        sources_(reverse.sources()),
        forwardArcs_(reverse.forwardArcs()) {}

  // The nodes with an arc to `to`, each with that arc's cost, skipping those marked at or above markLimit.
  template <class Visit>
  void forEachPredecessor(const Place& to, const Mark* marks, Mark markLimit, Visit&& visit) const {
    const std::uint32_t end = firstIn_[to.index + 1];
    for (std::uint32_t slot = firstIn_[to.index]; slot < end; ++slot) {
      const std::uint32_t previous = sources_[slot];
      if (marks[previous] < markLimit) visit(Successor{previous}, costs_[forwardArcs_[slot]]);
    }
  }

  double stepCost(std::uint32_t from, std::uint32_t to) const { return cheapestArcCost(network_, metric_, from, to); }

 private:
  const RoadNetwork& network_;
  RoadMetric metric_;
  const double* costs_;
  const std::uint32_t* firstIn_;
  const std::uint32_t* sources_;
  const std::uint32_t* forwardArcs_;
};

}  // namespace frontier
