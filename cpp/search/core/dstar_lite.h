// D* Lite (Koenig & Likhachev 2002, the optimised version of their Figure 4), written once over a world
// (search/core/dstar_world.h): a search from the goal toward the agent that, when the agent learns of
// changes, repairs its values instead of starting over. Each node s has g(s), its cost to the goal as last
// computed, and rhs(s) = min over moves s -> s' of c(s, s') + g(s') (0 at the goal), a look-ahead one step
// deeper. A node with g = rhs is consistent; the queue (dstar_queue.h) holds the others by the key
// [min(g, rhs) + h(agent, s) + km, min(g, rhs)]. km grows by h(old agent node, new one) at each replan, so
// the keys already queued stay lower bounds without being recomputed when the agent moves.
// Two choices of this file beside the paper's: each node remembers the move its rhs was taken through
// (`via`), and a node whose g rises recomputes the rhs of exactly the nodes that went through it (the paper
// tests rhs(s) = c(s, u) + g_old, an equality of floating-point sums); and after changes it recomputes rhs
// for every node the world says a change may concern (the 3 x 3 block around a grid cell, an arc's tail)
// rather than comparing old and new costs move by move.
// The grid's walk and LPA* (search/walk/dstar_lite.h) and the drive on roads (search/roads/road_dstar_lite.h)
// run this loop, each through its world's adapter.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "search/core/dstar_queue.h"
#include "search/core/dstar_world.h"
#include "search/core/memory.h"
#include "search/core/trace.h"

namespace frontier {

// What one plan (the first, or a replan) did.
struct PlanStats {
  double cost;             // of the plan from the agent to the goal on its knowledge; +infinity: no way known
  std::uint64_t expanded;  // nodes expanded (D* Lite: made consistent or under-consistent)
  std::uint64_t updated;   // D* Lite: rhs values changed; repeated A*: cells generated (given a g)
  std::uint64_t touched = 0;    // D* Lite: distinct nodes whose g or rhs changed in this plan
  std::uint64_t maxQueued = 0;  // D* Lite: the largest its queue grew in this plan
};

template <DStarWorld World>
class DStarLiteSearch {
 public:
  DStarLiteSearch(World world, std::uint32_t goal)
      : world_(std::move(world)),
        goal_(goal),
        g_(world_.nodeCount(), kInfinity),
        rhs_(world_.nodeCount(), kInfinity),
        via_(world_.nodeCount(), kNoMove),
        queue_(world_.nodeCount()),
        touched_(world_.nodeCount(), 0),
        touchedIn_(world_.nodeCount(), 0) {}

  // Makes the first plan from `at`, or repairs the last one after `changes` (the world's: cells, arcs).
  // Reports its events to `trace`, in the forward lane: rhs-changed (node, the node its rhs goes through,
  // rhs, g) and expanded (node, that node, the new g, the key's first component), node numbers as the
  // world's traceId() gives them.
  template <class Trace>
  PlanStats plan(std::uint32_t at, std::span<const std::uint32_t> changes, Trace& trace);

  // The move of the plan from `at`: the move minimising c + g(head), the first such in the world's order
  // (and, where moves may cost 0, see nextMove's body); kNoMove at the goal or when none leads anywhere.
  std::uint32_t nextMove(std::uint32_t at) const;

  double g(std::uint32_t node) const { return g_[node]; }
  double rhs(std::uint32_t node) const { return rhs_[node]; }
  double km() const { return km_; }
  std::uint32_t goal() const { return goal_; }
  const World& world() const { return world_; }
  // The memory it holds (the searcher's memory limit counts it when LPA* keeps one).
  std::size_t bytes() const {
    return world_.bytes() + heldBytes(g_) + heldBytes(rhs_) + heldBytes(via_) + queue_.bytes() + heldBytes(touched_) +
           heldBytes(touchedIn_);
  }

 private:
  using Key = DStarKey;
  static constexpr double kInfinity = INFINITY;

  Key keyOf(std::uint32_t node) const {
    const double best = std::min(g_[node], rhs_[node]);
    return {best + world_.estimate(node) + km_, best};
  }
  // The trace's number of the node `move` enters.
  std::uint32_t traceIdOf(std::uint32_t move) const { return move == kNoMove ? kNoParent : world_.traceId(world_.head(move)); }
  template <class Trace>
  void setRhs(std::uint32_t node, double value, std::uint32_t via, Trace& trace);
  template <class Trace>
  void recomputeRhs(std::uint32_t node, Trace& trace);
  void updateVertex(std::uint32_t node);
  // Queued with a key from an earlier plan (before km or the agent's node changed): updateVertex() would
  // re-key it even though its g and rhs did not change. A node whose g and rhs did not change is otherwise
  // left as it is by updateVertex(), which the loop's neighbour updates skip.
  bool keyStale(std::uint32_t node) const { return queue_.contains(node) && queue_.tag(node) != planNumber_; }
  void noteTouched(std::uint32_t node) {  // its g or rhs changed in this plan (PlanStats::touched)
    if (touchedIn_[node] == planNumber_) return;
    touchedIn_[node] = planNumber_;
    ++stats_.touched;
  }
  // The move out of `node` minimising c + g(head), the first such in the world's order: that sum (+infinity
  // when no move leads anywhere) and the move (kNoMove then). `forRhs`: skips the zero-cost moves that
  // would close a loop (recomputeRhs says why).
  struct BestMove {
    double cost;         // c + g(head)
    std::uint32_t move;
    double step;         // c alone (nextMove's tie rule reads it)
  };
  template <bool forRhs>
  BestMove bestMove(std::uint32_t node) const;
  template <class Trace>
  void computeShortestPath(std::uint32_t start, Trace& trace);

  World world_;
  std::uint32_t goal_;
  bool planned_ = false;  // a first plan was made
  double km_ = 0.0;
  std::vector<double> g_, rhs_;
  std::vector<std::uint32_t> via_;  // the move rhs was taken through (kNoMove when rhs is +infinity)
  DStarQueue queue_;                // the inconsistent nodes
  std::vector<std::uint32_t> touched_;  // stamps: nodes whose rhs a repair has recomputed already
  std::uint32_t stamp_ = 0;
  std::vector<std::uint32_t> touchedIn_;  // stamps: nodes whose g or rhs changed in the plan of that number
  std::uint32_t planNumber_ = 0;
  PlanStats stats_{};
};

// listing: dstar-lite
template <DStarWorld World>
template <class Trace>
void DStarLiteSearch<World>::setRhs(std::uint32_t node, double value, std::uint32_t via, Trace& trace) {
  via_[node] = value == kInfinity ? kNoMove : via;
  if (value == rhs_[node]) return;
  rhs_[node] = value;
  ++stats_.updated;
  noteTouched(node);
  trace.add(TraceKind::RhsChanged, world_.traceId(node), traceIdOf(via_[node]), value, g_[node]);
}

// rhs(s) = min over the moves s -> s' of c(s, s') + g(s'): the first smallest in the world's order.
template <DStarWorld World>
template <class Trace>
void DStarLiteSearch<World>::recomputeRhs(std::uint32_t node, Trace& trace) {
  if (node == goal_) return;  // rhs(goal) = 0 always
  const BestMove best = bestMove<true>(node);
  setRhs(node, best.cost, best.move, trace);
}

template <DStarWorld World>
void DStarLiteSearch<World>::updateVertex(std::uint32_t node) {
  if (g_[node] != rhs_[node]) {
    queue_.set(node, keyOf(node), planNumber_);
    if (queue_.size() > stats_.maxQueued) stats_.maxQueued = queue_.size();
  } else if (queue_.contains(node)) {
    queue_.remove(node);
  }
}

template <DStarWorld World>
template <class Trace>
void DStarLiteSearch<World>::computeShortestPath(std::uint32_t start, Trace& trace) {
  // Stops once the agent's node is consistent and no queued key is below its own: its g is then its cost
  // to the goal, and so is every g along the moves minimising c + g (Koenig & Likhachev's Theorem 1).
  // (The paper's optimised test, rhs(start) > g(start), may stop with the agent's node over-consistent on
  // a tie of keys; requiring g = rhs costs nothing more in the common case.)
  // The agent's own key, [min(g, rhs) + km, min(g, rhs)] (h(start, start) = 0 exactly), read at every
  // iteration: without the estimate, which keyOf() would work out each time.
  const auto startKey = [&] {
    const double best = std::min(g_[start], rhs_[start]);
    return Key{best + km_, best};
  };
  // Where moves may cost 0, a key equal to the agent's is due too: a node at the agent's place (h = 0) that
  // the agent reaches at cost 0 has the agent's very key while its g is stale, and stopping on the tie kept
  // the agent's old cost (tests/cpp/walk/dstar_world_test.cpp found it, with changes away from the agent).
  // With every move costing more than 0 a node the agent's cost rests on has a lower key, so ties are left.
  const auto due = [&] {
    if constexpr (World::kZeroCostMoves) return !(startKey() < queue_.top().key);
    else return queue_.top().key < startKey();
  };
  while (!queue_.empty() && (due() || rhs_[start] != g_[start])) {
    const std::uint32_t node = queue_.top().node;
    const Key old = queue_.top().key;
    // A key computed in this plan is the node's key still: every change of g or rhs is followed by
    // updateVertex(), and h and km change only between plans. Only a key from an earlier plan is worked out
    // again (the estimate costs about as much as the rest of an over-consistent expansion's own work).
    if (queue_.top().tag != planNumber_) {
      const Key fresh = keyOf(node);
      if (old < fresh) {  // queued before km grew: its key is due now
        queue_.set(node, fresh, planNumber_);
        continue;
      }
    }
    ++stats_.expanded;
    noteTouched(node);
    const std::uint32_t viaId = traceIdOf(via_[node]);
    if (g_[node] > rhs_[node]) {
      // Over-consistent: its cost fell to rhs; its predecessors may now go through it.
      g_[node] = rhs_[node];
      queue_.remove(node);
      trace.add(TraceKind::Expanded, world_.traceId(node), viaId, g_[node], old.first);
      world_.forEachPredecessor(node, [&](std::uint32_t move, std::uint32_t previous, double costInto) {
        if (previous != goal_ && costInto + g_[node] < rhs_[previous]) {
          setRhs(previous, costInto + g_[node], move, trace);
          updateVertex(previous);
        } else if (keyStale(previous)) {
          updateVertex(previous);
        }
      });
    } else {
      // Under-consistent: its old cost no longer holds. Forget it, and recompute whoever went through it.
      g_[node] = kInfinity;
      trace.add(TraceKind::Expanded, world_.traceId(node), viaId, g_[node], old.first);
      updateVertex(node);
      world_.forEachPredecessor(node, [&](std::uint32_t, std::uint32_t previous, double) {
        if (world_.head(via_[previous]) == node) {
          recomputeRhs(previous, trace);
          updateVertex(previous);
        } else if (keyStale(previous)) {
          updateVertex(previous);
        }
      });
    }
  }
}
// listing end

// listing: dstar-lite-plan
template <DStarWorld World>
template <class Trace>
PlanStats DStarLiteSearch<World>::plan(std::uint32_t at, std::span<const std::uint32_t> changes, Trace& trace) {
  stats_ = {};
  ++planNumber_;
  if (!planned_) {
    // The first plan: every g and rhs is +infinity but the goal's rhs, 0, which is consistent whatever the
    // knowledge, so what was learnt so far needs no repair.
    planned_ = true;
    world_.moveAgent(at);
    world_.refreshAll();
    setRhs(goal_, 0.0, kNoMove, trace);
    updateVertex(goal_);
  } else {
    km_ += world_.estimate(at);  // h(last agent node, agent node)
    world_.moveAgent(at);
    // The world first takes in every change (a grid's moves of the cells around each), then each node whose
    // moves a change may have changed has its rhs recomputed, once.
    world_.refresh(changes);
    ++stamp_;
    for (const std::uint32_t change : changes) {
      world_.forEachInvalidated(change, [&](std::uint32_t node) {
        if (touched_[node] == stamp_) return;
        touched_[node] = stamp_;
        recomputeRhs(node, trace);
        updateVertex(node);
      });
    }
  }
  computeShortestPath(at, trace);
  stats_.cost = g_[at];
  return stats_;
}
// listing end

template <DStarWorld World>
template <bool forRhs>
typename DStarLiteSearch<World>::BestMove DStarLiteSearch<World>::bestMove(std::uint32_t node) const {
  BestMove best{kInfinity, kNoMove, kInfinity};
  world_.forEachSuccessor(node, [&](std::uint32_t move, std::uint32_t to, double cost) {
    if constexpr (forRhs && World::kZeroCostMoves) {
      // A zero-cost move to a node whose rhs goes through `node` would close a loop of cost 0: `node`'s old
      // value would come back through it and the repair would stop there, with both values stale (D* Lite's
      // rising costs need every loop to cost something). Such a node's value waits for `node`'s own.
      if (cost == 0.0 && world_.head(via_[to]) == node) return;
    }
    if (cost + g_[to] < best.cost) best = {cost + g_[to], move, cost};
  });
  return best;
}

template <DStarWorld World>
std::uint32_t DStarLiteSearch<World>::nextMove(std::uint32_t at) const {
  if (at == goal_) return kNoMove;
  const BestMove best = bestMove<false>(at);
  if constexpr (World::kZeroCostMoves) {
    // Ties towards progress (issue 29 item 7): a move of cost 0 (a road of length 0: two junctions at one
    // place, common in OpenStreetMap) ties with the move its other end would take, and the first in the
    // world's order could send the agent back and forth over it for ever. A move of positive cost always
    // makes progress (g falls), so only a zero-cost choice gives way, to the move rhs was taken through when
    // that ties: those moves form the tree the search grew, which leads to the goal.
    const std::uint32_t via = via_[at];
    if (best.move != kNoMove && best.step == 0.0 && via != kNoMove && via != best.move) {
      double throughVia = kInfinity;
      world_.forEachSuccessor(at, [&](std::uint32_t move, std::uint32_t to, double cost) {
        if (move == via) throughVia = cost + g_[to];
      });
      if (throughVia == best.cost) return via;
    }
  }
  return best.move;
}

}  // namespace frontier
