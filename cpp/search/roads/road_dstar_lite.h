// D* Lite on a road network (Koenig & Likhachev 2002, optimised, as the grid's search/walk/dstar_lite.h):
// a search from the goal over the reverse arcs toward the vehicle that, when the vehicle learns of blocked
// arcs, repairs its values instead of starting over. g(s) is s's cost to the goal as last computed, rhs(s)
// = min over the arcs s -> t the vehicle does not know blocked of c(s -> t) + g(t) (0 at the goal); the
// queue (search/core/dstar_queue.h, the grid's) holds the inconsistent nodes by [min(g, rhs) + h(vehicle,
// s) + km, min(g, rhs)], with h the straight-line distance times the metric's cheapest cost per unit (road
// A*'s estimate) less a relative 1e-9 (planner.h says why). As on the grid, each node remembers the arc its
// rhs was taken through, and a node whose g rises recomputes the rhs of exactly the nodes that went through
// it. An arc learnt blocked costs +infinity: its tail's rhs is recomputed.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "graph/road_network.h"
#include "search/core/dstar_queue.h"
#include "search/roads/reverse_arcs.h"

namespace frontier {

// What one plan (the first, or a replan) did.
struct RoadPlanStats {
  double cost;             // g(vehicle): the plan's cost on the knowledge; +infinity when no way is known
  std::uint64_t expanded;  // nodes taken off the queue and made consistent or under-consistent
  std::uint64_t updated;   // rhs values changed
};

class RoadDStarLite {
 public:
  // `network`, `reverse` (up to date for it) and `knownBlocked` (one flag per arc: the vehicle knows it is
  // blocked) must outlive the planner; the planner reads the flags at each plan.
  RoadDStarLite(const RoadNetwork& network, RoadMetric metric, const ReverseArcs& reverse,
                const std::vector<std::uint8_t>& knownBlocked, std::uint32_t goal);

  // Makes the first plan from `at`, or repairs the last one after the arcs `changed` became known blocked.
  // Reports its events to `trace`, in the forward lane: rhs-changed (node, the node its rhs goes through,
  // rhs, g) and expanded (node, that node, the new g, the key's first component), as the grid's planner.
  template <class Trace>
  RoadPlanStats plan(std::uint32_t at, std::span<const std::uint32_t> changed, Trace& trace);

  // The arc of the plan from `at`: the open arc minimising c + g(head), the first such in arc order, except
  // that a zero-cost arc gives way to the arc rhs(at) was taken through when both tie (progress: see the
  // .cpp); kNoArc at the goal or when none leads anywhere.
  std::uint32_t nextArc(std::uint32_t at) const;
  static constexpr std::uint32_t kNoArc = 0xFFFFFFFFu;

  double g(std::uint32_t node) const { return g_[node]; }
  double rhs(std::uint32_t node) const { return rhs_[node]; }
  double arcCost(std::uint32_t arc) const;  // +infinity when known blocked

 private:
  using Key = DStarKey;

  double estimate(std::uint32_t from, std::uint32_t to) const;
  Key keyOf(std::uint32_t node) const;
  template <class Trace>
  void setRhs(std::uint32_t node, double value, std::uint32_t viaArc, Trace& trace);
  template <class Trace>
  void recomputeRhs(std::uint32_t node, Trace& trace);
  void updateVertex(std::uint32_t node);
  template <class Trace>
  void computeShortestPath(std::uint32_t start, Trace& trace);
  std::uint32_t headOf(std::uint32_t arc) const { return arc == kNoArc ? kNoArc : targets_[arc]; }

  const RoadNetwork& network_;
  const std::uint32_t* firstEdges_;
  const std::uint32_t* targets_;
  const double* costs_;
  const ReverseArcs& reverse_;
  const std::vector<std::uint8_t>& knownBlocked_;
  double costPerUnit_;
  std::uint32_t goal_;
  std::uint32_t last_ = kNoArc;  // the vehicle's node at the last plan (kNoArc before the first)
  double km_ = 0.0;
  std::vector<double> g_, rhs_;
  std::vector<std::uint32_t> via_;  // the arc rhs was taken through (kNoArc when rhs is +infinity)
  DStarQueue queue_;
  std::vector<std::uint32_t> touched_;  // stamps: nodes whose rhs a repair has recomputed already
  std::uint32_t stamp_ = 0;
  RoadPlanStats stats_{};
};

}  // namespace frontier
