// D* Lite (Koenig & Likhachev 2002, the optimised version of their Figure 4): a search from the goal
// toward the agent that, when the agent learns of changed cells, repairs its values instead of starting
// over. Each cell s has g(s), its cost to the goal as last computed, and rhs(s) = min over moves s -> s'
// of c(s, s') + g(s') (0 at the goal), a look-ahead one step deeper. A cell with g = rhs is consistent;
// the queue holds the others by the key [min(g, rhs) + h(agent, s) + km, min(g, rhs)]. km grows by
// h(old agent cell, new one) at each replan, so the keys already queued stay lower bounds without being
// recomputed when the agent moves.
// Two choices of this file beside the paper's: each cell remembers the move its rhs was taken through
// (`via`), and a cell whose g rises recomputes the rhs of exactly the neighbours that went through it (the
// paper tests rhs(s) = c(s, u) + g_old, an equality of floating-point sums); and after changed cells it
// recomputes rhs for every cell of the 3 x 3 block around each (every cell whose moves may have changed)
// rather than comparing old and new costs move by move.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "graph/move_rules.h"
#include "graph/padded_grid.h"
#include "search/core/dstar_queue.h"
#include "search/walk/planner.h"

namespace frontier {

class DStarLite {
 public:
  // `known` (the agent's knowledge) and `rules` must outlive the planner; `goal` is a padded index.
  DStarLite(const PaddedGrid& known, const MoveRules& rules, const WalkEstimate& estimate, std::uint32_t goal);

  // Makes the first plan from `at` (a padded index), or repairs the last one after the cells `changed`
  // (padded indexes) changed code in `known`. Reports its events to `trace`, in the forward lane.
  template <class Trace>
  PlanStats plan(std::uint32_t at, std::span<const std::uint32_t> changed, Trace& trace);

  // The next cell of the plan from `at`: the move minimising c(at, s') + g(s'), the first such in the
  // fixed neighbour order; kNoParent when none leads anywhere (or at the goal).
  std::uint32_t next(std::uint32_t at) const;

  double g(std::uint32_t cell) const { return g_[cell]; }
  double rhs(std::uint32_t cell) const { return rhs_[cell]; }
  double km() const { return km_; }
  std::uint32_t goal() const { return goal_; }
  // The memory it holds (the searcher's memory limit counts it when LPA* keeps one).
  std::size_t bytes() const;

 private:
  using Key = DStarKey;

  Key keyOf(std::uint32_t cell) const;
  template <class Trace>
  void setRhs(std::uint32_t cell, double value, std::uint32_t via, Trace& trace);
  template <class Trace>
  void recomputeRhs(std::uint32_t cell, Trace& trace);
  void updateVertex(std::uint32_t cell);
  // Queued with a key from an earlier plan (before km or the agent's cell changed): updateVertex() would
  // re-key it even though its g and rhs did not change. A cell whose g and rhs did not change is otherwise
  // left as it is by updateVertex(), which the loop's neighbour updates skip.
  bool keyStale(std::uint32_t cell) const { return queue_.contains(cell) && queue_.tag(cell) != planNumber_; }
  void noteTouched(std::uint32_t cell);  // its g or rhs changed in this plan (PlanStats::touched)
  // The move from `cell` minimising c(cell, s') + g(s'), the first such in the fixed order: that sum
  // (+infinity when no move leads anywhere) and s' (kNoParent then).
  struct BestMove {
    double cost;
    std::uint32_t to;
  };
  BestMove bestMove(std::uint32_t cell) const;
  template <class Trace>
  void computeShortestPath(std::uint32_t start, Trace& trace);
  // The moves the rules allow from `cell` (and so into it) on the known grid, as bits in the fixed order N,
  // E, S, W, NE, SE, SW, NW.
  unsigned movesOf(std::uint32_t cell) const;
  // visit(neighbour, cost of the step cell -> neighbour, cost of the step neighbour -> cell), in that fixed
  // order, for every move in moves_[cell].
  template <class Visit>
  void forEachMove(std::uint32_t cell, Visit&& visit) const;

  static constexpr std::uint32_t kNotQueued = 0xFFFFFFFFu;

  const PaddedGrid& known_;
  const MoveRules& rules_;
  const WalkEstimate& estimate_;
  std::uint32_t goal_;
  DirectionOffsets offsets_;  // the padded index offsets of the moves N, E, S, W, NE, SE, SW, NW
  std::uint32_t last_ = kNotQueued;  // the agent's cell at the last plan
  HeuristicFunction towardsAgent_;    // h(agent, .) for the agent's cell at the last plan
  double km_ = 0.0;
  std::vector<double> g_, rhs_;
  std::vector<std::uint32_t> via_;   // the move rhs was taken through (kNoParent when rhs is +infinity)
  // movesOf() each cell, as of the last plan: worked out for every cell at the first plan, then again for the
  // 3 x 3 block around each changed cell. Read from here, a cell's moves cost one load instead of up to 8,
  // and the big replans list the moves of each cell they expand 3 to 5 times (updating its neighbours, then
  // recomputing their rhs).
  std::vector<std::uint8_t> moves_;
  DStarQueue queue_;  // the inconsistent cells
  std::vector<std::uint32_t> touched_;  // stamps: cells whose rhs a repair has recomputed already
  std::uint32_t stamp_ = 0;
  std::vector<std::uint32_t> touchedIn_;  // stamps: cells whose g or rhs changed in the plan of that number
  std::uint32_t planNumber_ = 0;
  PlanStats stats_{};
};

}  // namespace frontier
