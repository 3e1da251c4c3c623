// D* Lite's loop on a road network (road_dstar_lite.h): keys, rhs repairs after arcs learnt blocked, and the
// shared queue of inconsistent nodes.
#include "search/roads/road_dstar_lite.h"

#include <algorithm>
#include <cmath>

#include "search/core/trace.h"

namespace frontier {
namespace {

constexpr double kInfinity = INFINITY;

}  // namespace

RoadDStarLite::RoadDStarLite(const RoadNetwork& network, RoadMetric metric, const ReverseArcs& reverse,
                             const std::vector<std::uint8_t>& knownBlocked, std::uint32_t goal)
    : network_(network),
      firstEdges_(network.firstEdges()),
      targets_(network.targets()),
      costs_(network.costs(metric)),
      reverse_(reverse),
      knownBlocked_(knownBlocked),
      costPerUnit_(network.cheapestCostPerUnit(metric) * (1.0 - 1e-9)),
      goal_(goal),
      g_(network.nodeCount(), kInfinity),
      rhs_(network.nodeCount(), kInfinity),
      via_(network.nodeCount(), kNoArc),
      queue_(network.nodeCount()),
      touched_(network.nodeCount(), 0) {}

double RoadDStarLite::arcCost(std::uint32_t arc) const { return knownBlocked_[arc] ? kInfinity : costs_[arc]; }

double RoadDStarLite::estimate(std::uint32_t from, std::uint32_t to) const {
  const RoadCoordinates* nodes = network_.coordinates();
  const double dx = nodes[from].x - nodes[to].x;
  const double dy = nodes[from].y - nodes[to].y;
  return costPerUnit_ * std::sqrt(dx * dx + dy * dy);
}

RoadDStarLite::Key RoadDStarLite::keyOf(std::uint32_t node) const {
  const double best = std::min(g_[node], rhs_[node]);
  return {best + estimate(last_, node) + km_, best};
}

// listing: road-dstar-lite
template <class Trace>
void RoadDStarLite::setRhs(std::uint32_t node, double value, std::uint32_t viaArc, Trace& trace) {
  via_[node] = value == kInfinity ? kNoArc : viaArc;
  if (value == rhs_[node]) return;
  rhs_[node] = value;
  ++stats_.updated;
  trace.add(TraceKind::RhsChanged, node, via_[node] == kNoArc ? kNoParent : targets_[via_[node]], value, g_[node]);
}

// rhs(s) = min over the open arcs s -> t of c + g(t): the first smallest in arc order.
template <class Trace>
void RoadDStarLite::recomputeRhs(std::uint32_t node, Trace& trace) {
  if (node == goal_) return;  // rhs(goal) = 0 always
  double best = kInfinity;
  std::uint32_t bestArc = kNoArc;
  for (std::uint32_t arc = firstEdges_[node]; arc < firstEdges_[node + 1]; ++arc) {
    const std::uint32_t head = targets_[arc];
    // A zero-cost arc to a node whose rhs goes through `node` would close a loop of cost 0: `node`'s old
    // value would come back through it and the repair would stop there, with both values stale (D* Lite's
    // rising costs need every loop to cost something). Such a head's value waits for `node`'s own.
    if (arcCost(arc) == 0.0 && headOf(via_[head]) == node) continue;
    const double through = arcCost(arc) + g_[head];
    if (through < best) {
      best = through;
      bestArc = arc;
    }
  }
  setRhs(node, best, bestArc, trace);
}

void RoadDStarLite::updateVertex(std::uint32_t node) {
  if (g_[node] != rhs_[node]) {
    queue_.set(node, keyOf(node));
  } else if (queue_.contains(node)) {
    queue_.remove(node);
  }
}

template <class Trace>
void RoadDStarLite::computeShortestPath(std::uint32_t start, Trace& trace) {
  // The grid planner's stopping test: the vehicle's node consistent and no queued key below its own.
  const std::uint32_t* firstIn = reverse_.firstIn();
  const std::uint32_t* sources = reverse_.sources();
  const std::uint32_t* forwardArcs = reverse_.forwardArcs();
  while (!queue_.empty() && (queue_.top().key < keyOf(start) || rhs_[start] != g_[start])) {
    const std::uint32_t node = queue_.top().node;
    const Key old = queue_.top().key;
    const Key fresh = keyOf(node);
    if (old < fresh) {  // queued before km grew: its key is due now
      queue_.set(node, fresh);
      continue;
    }
    ++stats_.expanded;
    const std::uint32_t viaNode = via_[node] == kNoArc ? kNoParent : targets_[via_[node]];
    if (g_[node] > rhs_[node]) {
      // Over-consistent: its cost fell to rhs; the nodes with an arc into it may now go through it.
      g_[node] = rhs_[node];
      queue_.remove(node);
      trace.add(TraceKind::Expanded, node, viaNode, g_[node], old.first);
      for (std::uint32_t slot = firstIn[node]; slot < firstIn[node + 1]; ++slot) {
        const std::uint32_t previous = sources[slot];
        const std::uint32_t arc = forwardArcs[slot];
        const double through = arcCost(arc) + g_[node];
        if (previous != goal_ && through < rhs_[previous]) setRhs(previous, through, arc, trace);
        updateVertex(previous);
      }
    } else {
      // Under-consistent: its old cost no longer holds. Forget it, and recompute whoever went through it.
      g_[node] = kInfinity;
      trace.add(TraceKind::Expanded, node, viaNode, g_[node], old.first);
      updateVertex(node);
      for (std::uint32_t slot = firstIn[node]; slot < firstIn[node + 1]; ++slot) {
        const std::uint32_t previous = sources[slot];
        if (headOf(via_[previous]) == node) recomputeRhs(previous, trace);
        updateVertex(previous);
      }
    }
  }
}
// listing end

// listing: road-dstar-lite-plan
template <class Trace>
RoadPlanStats RoadDStarLite::plan(std::uint32_t at, std::span<const std::uint32_t> changed, Trace& trace) {
  stats_ = {};
  if (last_ == kNoArc) {
    last_ = at;
    setRhs(goal_, 0.0, kNoArc, trace);
    updateVertex(goal_);
  } else {
    km_ += estimate(last_, at);  // h(last vehicle node, vehicle node)
    last_ = at;
    // An arc learnt blocked changes only its tail's choices: recompute that rhs, once per tail.
    ++stamp_;
    for (const std::uint32_t arc : changed) {
      std::uint32_t tail = static_cast<std::uint32_t>(std::upper_bound(firstEdges_, firstEdges_ + network_.nodeCount() + 1, arc) -
                                                      firstEdges_) - 1;
      if (touched_[tail] == stamp_) continue;
      touched_[tail] = stamp_;
      recomputeRhs(tail, trace);
      updateVertex(tail);
    }
  }
  computeShortestPath(at, trace);
  stats_.cost = g_[at];
  return stats_;
}
// listing end

std::uint32_t RoadDStarLite::nextArc(std::uint32_t at) const {
  if (at == goal_) return kNoArc;
  double best = kInfinity;
  std::uint32_t bestArc = kNoArc;
  for (std::uint32_t arc = firstEdges_[at]; arc < firstEdges_[at + 1]; ++arc) {
    const double through = arcCost(arc) + g_[targets_[arc]];
    if (through < best) {
      best = through;
      bestArc = arc;
    }
  }
  // Ties towards progress (issue 29 item 7): a road of length 0 (two junctions at one place, common in
  // OpenStreetMap) ties with the road its other end would take, and the first in arc order could send the
  // vehicle back and forth over it for ever. A road of positive cost always makes progress (g falls), so
  // only a zero-cost choice gives way, to the arc rhs was taken through when that ties: those arcs form
  // the tree the search grew, which leads to the goal.
  const std::uint32_t via = via_[at];
  if (bestArc != kNoArc && arcCost(bestArc) == 0.0 && via != kNoArc && via != bestArc &&
      arcCost(via) + g_[targets_[via]] == best) {
    return via;
  }
  return bestArc;
}

template RoadPlanStats RoadDStarLite::plan(std::uint32_t, std::span<const std::uint32_t>, NoTrace&);
template RoadPlanStats RoadDStarLite::plan(std::uint32_t, std::span<const std::uint32_t>, TraceRecorder&);

}  // namespace frontier
