// D* Lite's loop (dstar_lite.h): keys, rhs repairs after changed cells, and the queue of inconsistent cells.
#include "search/walk/dstar_lite.h"

#include <cmath>

#include "graph/neighbours.h"
#include "search/core/memory.h"
#include "search/core/trace.h"

namespace frontier {
namespace {

constexpr double kInfinity = INFINITY;

}  // namespace

DStarLite::DStarLite(const PaddedGrid& known, const MoveRules& rules, const WalkEstimate& estimate, std::uint32_t goal)
    : known_(known),
      rules_(rules),
      estimate_(estimate),
      goal_(goal),
      offsets_(known),
      towardsAgent_(estimate.towards(known.point(goal))),
      g_(known.paddedSize(), kInfinity),
      rhs_(known.paddedSize(), kInfinity),
      via_(known.paddedSize(), kNoParent),
      moves_(known.paddedSize(), 0),
      queue_(known.paddedSize()),
      touched_(known.paddedSize(), 0),
      touchedIn_(known.paddedSize(), 0) {}

std::size_t DStarLite::bytes() const {
  return heldBytes(g_) + heldBytes(rhs_) + heldBytes(via_) + heldBytes(moves_) + queue_.bytes() + heldBytes(touched_) + heldBytes(touchedIn_);
}

void DStarLite::noteTouched(std::uint32_t cell) {
  if (touchedIn_[cell] == planNumber_) return;
  touchedIn_[cell] = planNumber_;
  ++stats_.touched;
}

unsigned DStarLite::movesOf(std::uint32_t cell) const {
  const std::uint8_t* kinds = known_.kinds();
  const auto wall = static_cast<std::uint8_t>(Cell::Wall);
  if (kinds[cell] == wall) return 0;  // the border too, whose neighbours lie outside the grid
  unsigned straight = 0;
  for (int d = 0; d < 4; ++d) straight |= unsigned{kinds[cell + offsets_[d]] != wall} << d;
  unsigned moves = straight;
  if (rules_.diagonals) {
    // Under no-corner-cut (or one-blocked) a diagonal step depends on the two straight neighbours beside it:
    // a cell turning into a wall removes the diagonal moves between its orthogonal neighbours too.
    const unsigned allowed = kAllowedDiagonals[static_cast<int>(rules_.diagonalRule)][straight];
    for (int d = 0; d < 4; ++d)
      if ((allowed >> d & 1) && kinds[cell + offsets_[4 + d]] != wall) moves |= 1u << (4 + d);
  }
  return moves;
}

template <class Visit>
void DStarLite::forEachMove(std::uint32_t cell, Visit&& visit) const {
  const unsigned moves = moves_[cell];
  if (moves == 0) return;
  const std::uint8_t* kinds = known_.kinds();
  for (int direction = 0; direction < 8; ++direction) {
    if (!(moves >> direction & 1)) continue;
    const auto next = static_cast<std::uint32_t>(cell + offsets_[direction]);
    const auto& costs = rules_.cost[direction >> 2];
    visit(next, costs[kinds[next]], costs[kinds[cell]]);
  }
}

DStarLite::Key DStarLite::keyOf(std::uint32_t cell) const {
  const double best = std::min(g_[cell], rhs_[cell]);
  return {best + estimate_.between(towardsAgent_, known_.point(cell)) + km_, best};
}

// listing: dstar-lite
template <class Trace>
void DStarLite::setRhs(std::uint32_t cell, double value, std::uint32_t via, Trace& trace) {
  via_[cell] = value == kInfinity ? kNoParent : via;
  if (value == rhs_[cell]) return;
  rhs_[cell] = value;
  ++stats_.updated;
  noteTouched(cell);
  trace.add(TraceKind::RhsChanged, known_.gridId(cell), via_[cell] == kNoParent ? kNoParent : known_.gridId(via_[cell]),
            value, g_[cell]);
}

// rhs(s) = min over the moves s -> s' of c(s, s') + g(s'): the first smallest in the fixed order.
template <class Trace>
void DStarLite::recomputeRhs(std::uint32_t cell, Trace& trace) {
  if (cell == goal_) return;  // rhs(goal) = 0 always
  const BestMove best = bestMove(cell);
  setRhs(cell, best.cost, best.to, trace);
}

void DStarLite::updateVertex(std::uint32_t cell) {
  if (g_[cell] != rhs_[cell]) {
    queue_.set(cell, keyOf(cell), planNumber_);
    if (queue_.size() > stats_.maxQueued) stats_.maxQueued = queue_.size();
  } else if (queue_.contains(cell)) {
    queue_.remove(cell);
  }
}

template <class Trace>
void DStarLite::computeShortestPath(std::uint32_t start, Trace& trace) {
  // Stops once the agent's cell is consistent and no queued key is below its own: its g is then its cost
  // to the goal, and so is every g along the moves minimising c + g (Koenig & Likhachev's Theorem 1).
  // (The paper's optimised test, rhs(start) > g(start), may stop with the agent's cell over-consistent on
  // a tie of keys; requiring g = rhs costs nothing more in the common case.)
  // The agent's own key, [min(g, rhs) + km, min(g, rhs)] (h(start, start) = 0 exactly), read at every
  // iteration: without the estimate, which keyOf() would work out each time.
  const auto startKey = [&] {
    const double best = std::min(g_[start], rhs_[start]);
    return Key{best + km_, best};
  };
  while (!queue_.empty() && (queue_.top().key < startKey() || rhs_[start] != g_[start])) {
    const std::uint32_t cell = queue_.top().node;
    const Key old = queue_.top().key;
    // A key computed in this plan is the cell's key still: every change of g or rhs is followed by
    // updateVertex(), and h and km change only between plans. Only a key from an earlier plan is worked out
    // again (the estimate costs about as much as the rest of an over-consistent expansion's own work).
    if (queue_.top().tag != planNumber_) {
      const Key fresh = keyOf(cell);
      if (old < fresh) {  // queued before km grew: its key is due now
        queue_.set(cell, fresh, planNumber_);
        continue;
      }
    }
    ++stats_.expanded;
    noteTouched(cell);
    const std::uint32_t viaId = via_[cell] == kNoParent ? kNoParent : known_.gridId(via_[cell]);
    if (g_[cell] > rhs_[cell]) {
      // Over-consistent: its cost fell to rhs; its predecessors may now go through it.
      g_[cell] = rhs_[cell];
      queue_.remove(cell);
      trace.add(TraceKind::Expanded, known_.gridId(cell), viaId, g_[cell], old.first);
      forEachMove(cell, [&](std::uint32_t previous, double, double costInto) {
        if (previous != goal_ && costInto + g_[cell] < rhs_[previous]) {
          setRhs(previous, costInto + g_[cell], cell, trace);
          updateVertex(previous);
        } else if (keyStale(previous)) {
          updateVertex(previous);
        }
      });
    } else {
      // Under-consistent: its old cost no longer holds. Forget it, and recompute whoever went through it.
      g_[cell] = kInfinity;
      trace.add(TraceKind::Expanded, known_.gridId(cell), viaId, g_[cell], old.first);
      updateVertex(cell);
      forEachMove(cell, [&](std::uint32_t previous, double, double) {
        if (via_[previous] == cell) {
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
template <class Trace>
PlanStats DStarLite::plan(std::uint32_t at, std::span<const std::uint32_t> changed, Trace& trace) {
  stats_ = {};
  ++planNumber_;
  if (last_ == kNotQueued) {
    // The first plan: every g and rhs is +infinity but the goal's rhs, 0, which is consistent whatever the
    // knowledge, so the cells sensed so far need no repair.
    towardsAgent_ = estimate_.towards(known_.point(at));
    for (std::uint32_t cell = 0; cell < known_.paddedSize(); ++cell) moves_[cell] = static_cast<std::uint8_t>(movesOf(cell));
    setRhs(goal_, 0.0, kNoParent, trace);
    updateVertex(goal_);
  } else {
    km_ += estimate_.between(towardsAgent_, known_.point(at));  // h(last agent cell, agent cell)
    towardsAgent_ = estimate_.towards(known_.point(at));
    // A changed cell changes the moves into and out of it, and, through the corner rule, the diagonal moves
    // between its straight neighbours: the cells whose moves changed are the 3 x 3 block around it.
    const auto stride = static_cast<std::int64_t>(known_.stride());
    for (const std::uint32_t cell : changed) {
      for (std::int64_t dy = -1; dy <= 1; ++dy) {
        for (std::int64_t dx = -1; dx <= 1; ++dx) {
          const auto around = static_cast<std::uint32_t>(cell + dy * stride + dx);
          moves_[around] = static_cast<std::uint8_t>(movesOf(around));
        }
      }
    }
    ++stamp_;
    for (const std::uint32_t cell : changed) {
      for (std::int64_t dy = -1; dy <= 1; ++dy) {
        for (std::int64_t dx = -1; dx <= 1; ++dx) {
          const auto around = static_cast<std::uint32_t>(cell + dy * stride + dx);
          if (touched_[around] == stamp_) continue;
          touched_[around] = stamp_;
          recomputeRhs(around, trace);
          updateVertex(around);
        }
      }
    }
  }
  last_ = at;
  computeShortestPath(at, trace);
  stats_.cost = g_[at];
  return stats_;
}
// listing end

std::uint32_t DStarLite::next(std::uint32_t at) const { return at == goal_ ? kNoParent : bestMove(at).to; }

DStarLite::BestMove DStarLite::bestMove(std::uint32_t cell) const {
  BestMove best{kInfinity, kNoParent};
  forEachMove(cell, [&](std::uint32_t to, double cost, double) {
    if (cost + g_[to] < best.cost) best = {cost + g_[to], to};
  });
  return best;
}

template PlanStats DStarLite::plan(std::uint32_t, std::span<const std::uint32_t>, NoTrace&);
template PlanStats DStarLite::plan(std::uint32_t, std::span<const std::uint32_t>, TraceRecorder&);

}  // namespace frontier
