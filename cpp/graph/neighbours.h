// Which neighbours a cell may step to under the movement rules, and in what fixed order.
#pragma once

#include <array>
#include <cstdint>

#include "graph/hex.h"
#include "graph/marks.h"
#include "graph/move_rules.h"
#include "graph/padded_grid.h"

namespace frontier {

// For each diagonal rule and each set of open straight sides (bit d: direction d is not a wall), the
// diagonals the rule allows (bit d: direction 4 + d, which lies between straight directions d and d + 1).
// A table rather than tests, so the neighbour loop has no branch on the rule.
constexpr std::array<std::array<std::uint8_t, 16>, 4> kAllowedDiagonals = [] {
  std::array<std::array<std::uint8_t, 16>, 4> table{};
  for (int rule = 0; rule < 4; ++rule) {
    for (unsigned open = 0; open < 16; ++open) {
      for (unsigned d = 0; d < 4; ++d) {
        const bool sideA = open >> d & 1;
        const bool sideB = open >> ((d + 1) & 3) & 1;
        bool allowed = false;
        switch (static_cast<Diagonal>(rule)) {
          case Diagonal::Never: allowed = false; break;
          case Diagonal::NoCornerCut: allowed = sideA && sideB; break;
          case Diagonal::OneBlocked: allowed = sideA || sideB; break;
          case Diagonal::Always: allowed = true; break;
        }
        if (allowed) table[rule][open] |= static_cast<std::uint8_t>(1u << d);
      }
    }
  }
  return table;
}();

// Calls visit(neighbour, direction, stepCost) for each neighbour `cell` may step to whose mark is below
// `markLimit` (the searches skip closed, or closed and open, neighbours), in the fixed order. The moves
// are gathered into a bit set first, without branches, then visited lowest bit first: one branch per
// move made instead of several per move considered, and those that a search would skip at once never
// reach its loop, where their test would mispredict. Walls are read from the marks too (kWallMark), so
// the eight neighbours cost one load each, from one array.
// With Reversed, each move is the step from the neighbour into `cell` (a backward search's edges): the
// diagonal rule is symmetric (both steps have the same two cells beside them), and so are hex moves, so the
// neighbours are the same, but the step costs the entry cost of `cell`, not of the neighbour.
template <bool Reversed = false, class Visit>
inline void forEachNeighbour(const PaddedGrid& grid, const MoveRules& rules, std::uint32_t cell, const Mark* marks,
                             Mark markLimit, Visit&& visit) {
  const auto stride = static_cast<std::int64_t>(grid.stride());
  const std::int64_t offsets[8] = {-stride, 1, stride, -1, 1 - stride, 1 + stride, stride - 1, -stride - 1};
  const auto bits = [&](int first, auto&& test) {
    return unsigned{test(marks[cell + offsets[first]])} | unsigned{test(marks[cell + offsets[first + 1]])} << 1 |
           unsigned{test(marks[cell + offsets[first + 2]])} << 2 | unsigned{test(marks[cell + offsets[first + 3]])} << 3;
  };
  const auto passable = [](Mark mark) { return mark != kWallMark; };
  const auto unseen = [markLimit](Mark mark) { return mark < markLimit; };
  const unsigned straight = bits(0, passable);
  unsigned moves = straight & bits(0, unseen);
  if (rules.diagonals) {
    // On hexes the row picks two diagonals (graph/hex.h) and no corner rule applies.
    const unsigned allowed = rules.hex ? hexDiagonals(grid.point(cell).y)
                                       : kAllowedDiagonals[static_cast<int>(rules.diagonalRule)][straight];
    moves |= (allowed & bits(4, unseen)) << 4;  // kWallMark is never below markLimit
  }
  const std::uint8_t* kinds = grid.kinds();
  while (moves != 0) {
    const int direction = __builtin_ctz(moves);
    moves &= moves - 1;
    const auto next = static_cast<std::uint32_t>(cell + offsets[direction]);
    // On a grid of floor and walls (most maps) the cost needs no look at the cell's kind.
    const int kind = rules.floorOnly ? static_cast<int>(Cell::Floor) : kinds[Reversed ? cell : next];
    visit(next, direction, rules.cost[direction >> 2][kind]);
  }
}

}  // namespace frontier
