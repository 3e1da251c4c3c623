// D* Lite on a road network (the drive's planner): the loop of search/core/dstar_lite.h over the network's
// world, a search from the goal over the reverse arcs toward the vehicle that, when the vehicle learns of
// blocked arcs, repairs its values instead of starting over. rhs(s) = min over the arcs s -> t the vehicle
// does not know blocked of c(s -> t) + g(t) (0 at the goal); h is the straight-line distance times the
// metric's cheapest cost per unit (road A*'s estimate) less a relative 1e-9 (search/walk/planner.h says why).
// A move is an arc, not the node it enters: two parallel roads join the same two nodes at different costs,
// and the tie rule of roads of length 0 (nextArc) prefers the very arc rhs was taken through. An arc learnt
// blocked costs +infinity: its tail's rhs is recomputed.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "graph/road_network.h"
#include "search/core/dstar_lite.h"
#include "search/roads/reverse_arcs.h"

namespace frontier {

// The road network as D* Lite's world (search/core/dstar_world.h): nodes are the network's, moves and
// changes are arcs.
class RoadDStarWorld {
 public:
  // `network`, `reverse` (up to date for it) and `knownBlocked` (one flag per arc: the vehicle knows it is
  // blocked) must outlive the world; the flags are read at each plan.
  RoadDStarWorld(const RoadNetwork& network, RoadMetric metric, const ReverseArcs& reverse,
                 const std::vector<std::uint8_t>& knownBlocked);

  static constexpr bool kZeroCostMoves = true;  // roads of length 0: two junctions at one place

  std::size_t nodeCount() const { return nodeCount_; }
  std::uint32_t head(std::uint32_t arc) const { return arc == kNoMove ? kNoMove : targets_[arc]; }
  std::uint32_t traceId(std::uint32_t node) const { return node; }
  double arcCost(std::uint32_t arc) const { return knownBlocked_[arc] ? INFINITY : costs_[arc]; }
  double estimate(std::uint32_t node) const {
    const double dx = coordinates_[vehicle_].x - coordinates_[node].x;
    const double dy = coordinates_[vehicle_].y - coordinates_[node].y;
    return costPerUnit_ * std::sqrt(dx * dx + dy * dy);
  }
  void moveAgent(std::uint32_t node) { vehicle_ = node; }
  void refreshAll() {}                                 // the flags are read where the arcs are
  void refresh(std::span<const std::uint32_t>) {}
  // An arc learnt blocked changes only its tail's choices.
  template <class Visit>
  [[gnu::always_inline]] void forEachInvalidated(std::uint32_t arc, Visit&& visit) const {
    visit(static_cast<std::uint32_t>(std::upper_bound(firstEdges_, firstEdges_ + nodeCount_ + 1, arc) - firstEdges_) - 1);
  }
  // visit(arc, head, cost) for every arc out of `node`, in arc order.
  template <class Visit>
  [[gnu::always_inline]] void forEachSuccessor(std::uint32_t node, Visit&& visit) const {
    for (std::uint32_t arc = firstEdges_[node]; arc < firstEdges_[node + 1]; ++arc) visit(arc, targets_[arc], arcCost(arc));
  }
  // visit(arc, tail, cost) for every arc into `node`, in the reverse arcs' order.
  template <class Visit>
  [[gnu::always_inline]] void forEachPredecessor(std::uint32_t node, Visit&& visit) const {
    for (std::uint32_t slot = firstIn_[node]; slot < firstIn_[node + 1]; ++slot) {
      const std::uint32_t arc = forwardArcs_[slot];
      visit(arc, sources_[slot], arcCost(arc));
    }
  }
  std::size_t bytes() const { return 0; }  // it holds no cache of its own

 private:
  std::size_t nodeCount_;
  const std::uint32_t* firstEdges_;
  const std::uint32_t* targets_;
  const double* costs_;
  const RoadCoordinates* coordinates_;
  const std::uint32_t* firstIn_;
  const std::uint32_t* sources_;
  const std::uint32_t* forwardArcs_;
  const std::vector<std::uint8_t>& knownBlocked_;
  double costPerUnit_;
  std::uint32_t vehicle_ = 0;  // the vehicle's node at the last plan
};

class RoadDStarLite : public DStarLiteSearch<RoadDStarWorld> {
 public:
  // `network`, `reverse` (up to date for it) and `knownBlocked` must outlive the planner. plan(at, changed,
  // trace) takes the vehicle's node and the arcs that became known blocked.
  RoadDStarLite(const RoadNetwork& network, RoadMetric metric, const ReverseArcs& reverse,
                const std::vector<std::uint8_t>& knownBlocked, std::uint32_t goal)
      : DStarLiteSearch(RoadDStarWorld(network, metric, reverse, knownBlocked), goal) {}

  // The arc of the plan from `at`: the open arc minimising c + g(head), the first such in arc order, except
  // that a zero-cost arc gives way to the arc rhs(at) was taken through when both tie (progress: see
  // DStarLiteSearch::nextMove); kNoArc at the goal or when none leads anywhere.
  std::uint32_t nextArc(std::uint32_t at) const { return nextMove(at); }
  static constexpr std::uint32_t kNoArc = kNoMove;

  double arcCost(std::uint32_t arc) const { return world().arcCost(arc); }  // +infinity when known blocked
};

// Compiled once, in road_dstar_lite.cpp.
extern template PlanStats DStarLiteSearch<RoadDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>, NoTrace&);
extern template PlanStats DStarLiteSearch<RoadDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>,
                                                                TraceRecorder&);

}  // namespace frontier
