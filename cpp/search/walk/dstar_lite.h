// D* Lite on a square grid (the walk's planner, and LPA*'s): the loop of search/core/dstar_lite.h over the
// grid's world, the cells of the agent's knowledge with the move rules. Its moves are symmetric, so one
// pass over a cell's moves gives both ways' costs; a move is named by the cell it enters. After changed
// cells it recomputes rhs for every cell of the 3 x 3 block around each (every cell whose moves may have
// changed), rather than comparing old and new costs move by move.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "graph/move_rules.h"
#include "graph/padded_grid.h"
#include "search/core/dstar_lite.h"
#include "search/core/memory.h"
#include "search/walk/planner.h"

namespace frontier {

// The square grid as D* Lite's world (search/core/dstar_world.h): nodes are padded indexes, changes are
// padded indexes of cells whose code changed in `known`.
class GridDStarWorld {
 public:
  // `known` (the agent's knowledge), `rules` and `estimate` must outlive the world.
  GridDStarWorld(const PaddedGrid& known, const MoveRules& rules, const WalkEstimate& estimate);

  static constexpr bool kZeroCostMoves = false;  // every terrain costs more than 0 (checkMoveOptions)

  std::size_t nodeCount() const { return known_.paddedSize(); }
  std::uint32_t head(std::uint32_t move) const { return move; }
  std::uint32_t traceId(std::uint32_t cell) const { return known_.gridId(cell); }
  double estimate(std::uint32_t cell) const { return estimate_.between(towardsAgent_, known_.point(cell)); }
  void moveAgent(std::uint32_t cell) { towardsAgent_ = estimate_.towards(known_.point(cell)); }
  void refreshAll();
  void refresh(std::span<const std::uint32_t> changed);
  // A changed cell changes the moves into and out of it, and, through the corner rule, the diagonal moves
  // between its straight neighbours: the cells whose moves changed are the 3 x 3 block around it.
  template <class Visit>
  [[gnu::always_inline]] void forEachInvalidated(std::uint32_t cell, Visit&& visit) const {
    const auto stride = static_cast<std::int64_t>(known_.stride());
    for (std::int64_t dy = -1; dy <= 1; ++dy)
      for (std::int64_t dx = -1; dx <= 1; ++dx) visit(static_cast<std::uint32_t>(cell + dy * stride + dx));
  }
  // visit(next, next, c(cell, next)) for every move in moves_[cell], in the fixed order N, E, S, W, NE, SE,
  // SW, NW.
  template <class Visit>
  [[gnu::always_inline]] void forEachSuccessor(std::uint32_t cell, Visit&& visit) const {
    forEachMove<false>(cell, visit);
  }
  // visit(cell, previous, c(previous, cell)): the same moves, the other way.
  template <class Visit>
  [[gnu::always_inline]] void forEachPredecessor(std::uint32_t cell, Visit&& visit) const {
    forEachMove<true>(cell, visit);
  }
  std::size_t bytes() const { return heldBytes(moves_); }

 private:
  // The moves the rules allow from `cell` (and so into it) on the known grid, as bits in the fixed order N,
  // E, S, W, NE, SE, SW, NW.
  unsigned movesOf(std::uint32_t cell) const;
  // The moves of moves_[cell] in the fixed order; `into`: as moves neighbour -> cell. Inlined into the loop,
  // and the loop's visitor handed on as it is: Clang inlined neither into the other otherwise, and the
  // walk's D* Lite took 5 % more instructions (callgrind, maze512-1), its best move's sum kept in memory.
  template <bool into, class Visit>
  [[gnu::always_inline]] void forEachMove(std::uint32_t cell, Visit& visit) const {
    const unsigned moves = moves_[cell];
    if (moves == 0) return;
    const std::uint8_t* kinds = known_.kinds();
    for (int direction = 0; direction < 8; ++direction) {
      if (!(moves >> direction & 1)) continue;
      const auto next = static_cast<std::uint32_t>(cell + offsets_[direction]);
      const auto& costs = rules_.cost[direction >> 2];
      if constexpr (into) visit(cell, next, costs[kinds[cell]]);
      else visit(next, next, costs[kinds[next]]);
    }
  }

  const PaddedGrid& known_;
  const MoveRules& rules_;
  const WalkEstimate& estimate_;
  DirectionOffsets offsets_;         // the padded index offsets of the moves N, E, S, W, NE, SE, SW, NW
  HeuristicFunction towardsAgent_;   // h(agent, .) for the agent's cell at the last plan
  // movesOf() each cell, as of the last plan: worked out for every cell at the first plan, then again for the
  // 3 x 3 block around each changed cell. Read from here, a cell's moves cost one load instead of up to 8,
  // and the big replans list the moves of each cell they expand 3 to 5 times (updating its neighbours, then
  // recomputing their rhs).
  std::vector<std::uint8_t> moves_;
};

class DStarLite : public DStarLiteSearch<GridDStarWorld> {
 public:
  // `known` (the agent's knowledge), `rules` and `estimate` must outlive the planner; `goal` is a padded
  // index. plan(at, changed, trace) takes padded indexes: the agent's cell, the cells that changed code.
  DStarLite(const PaddedGrid& known, const MoveRules& rules, const WalkEstimate& estimate, std::uint32_t goal)
      : DStarLiteSearch(GridDStarWorld(known, rules, estimate), goal) {}

  // The next cell of the plan from `at`: the move minimising c(at, s') + g(s'), the first such in the
  // fixed neighbour order; kNoParent when none leads anywhere (or at the goal).
  std::uint32_t next(std::uint32_t at) const { return nextMove(at); }
};

// Compiled once, in dstar_lite.cpp.
extern template PlanStats DStarLiteSearch<GridDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>, NoTrace&);
extern template PlanStats DStarLiteSearch<GridDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>,
                                                               TraceRecorder&);

}  // namespace frontier
