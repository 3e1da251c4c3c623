// The square grid's world for D* Lite (dstar_lite.h): its move cache and the loop compiled for it.
#include "search/walk/dstar_lite.h"

#include "graph/neighbours.h"
#include "search/core/trace.h"

namespace frontier {

GridDStarWorld::GridDStarWorld(const PaddedGrid& known, const MoveRules& rules, const WalkEstimate& estimate)
    : known_(known),
      rules_(rules),
      estimate_(estimate),
      offsets_(known),
      towardsAgent_(estimate.towards(known.point(0))),
      moves_(known.paddedSize(), 0) {}

unsigned GridDStarWorld::movesOf(std::uint32_t cell) const {
  const std::uint8_t* kinds = known_.kinds();
  const auto wall = static_cast<std::uint8_t>(Cell::Wall);
  if (kinds[cell] == wall) return 0;  // the border too, whose neighbours lie outside the grid
  unsigned straight = 0;
  for (int d = 0; d < 4; ++d) straight |= unsigned{kinds[cell + offsets_[d]] != wall} << d;
  unsigned moves = straight;
  if (rules_.diagonals) {
    // Under no-corner-cut (or one-blocked) a diagonal step depends on the two straight neighbours beside it:
    // a cell turning into a wall removes the diagonal moves between its orthogonal neighbours too. On hexes
    // the cell's row names its two diagonals (graph/hex.h), with no corner rule; the 3 x 3 block a change
    // invalidates holds its six neighbours.
    const unsigned allowed = rules_.hex ? hexDiagonals(known_.point(cell).y)
                                        : kAllowedDiagonals[static_cast<int>(rules_.diagonalRule)][straight];
    for (int d = 0; d < 4; ++d)
      if ((allowed >> d & 1) && kinds[cell + offsets_[4 + d]] != wall) moves |= 1u << (4 + d);
  }
  return moves;
}

void GridDStarWorld::refreshAll() {
  for (std::uint32_t cell = 0; cell < known_.paddedSize(); ++cell) moves_[cell] = static_cast<std::uint8_t>(movesOf(cell));
}

void GridDStarWorld::refresh(std::span<const std::uint32_t> changed) {
  for (const std::uint32_t cell : changed)
    forEachInvalidated(cell, [&](std::uint32_t around) { moves_[around] = static_cast<std::uint8_t>(movesOf(around)); });
}

template PlanStats DStarLiteSearch<GridDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>, NoTrace&);
template PlanStats DStarLiteSearch<GridDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>, TraceRecorder&);

}  // namespace frontier
