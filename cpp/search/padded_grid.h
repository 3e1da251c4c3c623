// The grid as the searches read it: cell kinds with a border of walls, so neighbours need no bounds checks,
// and the movement rules that say which neighbours a cell has and what stepping into each costs.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "grid/grid.h"
#include "search/heuristic.h"
#include "search/options.h"

namespace frontier {

// Neighbour order, fixed so traces reproduce bit for bit: N, E, S, W, then NE, SE, SW, NW
// (clockwise from north, straight steps before diagonal ones). y grows downwards.
constexpr std::array<int, 8> kDirectionDx = {0, 1, 0, -1, 1, 1, -1, -1};
constexpr std::array<int, 8> kDirectionDy = {-1, 0, 1, 0, -1, 1, 1, -1};

class PaddedGrid {
 public:
  // Copies `cells` (width * height codes, already checked) inside a border of walls.
  void assign(int width, int height, const std::uint8_t* cells);

  int width() const { return width_; }
  int height() const { return height_; }
  std::uint32_t stride() const { return static_cast<std::uint32_t>(width_) + 2; }
  std::size_t paddedSize() const { return kinds_.size(); }
  const std::uint8_t* kinds() const { return kinds_.data(); }
  bool passable(std::uint32_t padded) const { return kinds_[padded] != static_cast<std::uint8_t>(Cell::Wall); }
  // True when some cell of this kind is on the grid.
  bool hasKind(Cell kind) const { return present_[static_cast<int>(kind)]; }

  std::uint32_t padded(Point p) const { return static_cast<std::uint32_t>(p.y + 1) * stride() + p.x + 1; }
  // Division by the stride, done as a multiply and a shift: it runs once per expansion, and an integer
  // division would cost more than the rest of the coordinate arithmetic together.
  Point point(std::uint32_t padded) const {
    const auto row = static_cast<std::uint32_t>((std::uint64_t{padded} * reciprocal_) >> kReciprocalShift);
    return {static_cast<int>(padded - row * stride()) - 1, static_cast<int>(row) - 1};
  }
  // The id the API speaks: y * width + x.
  std::uint32_t gridId(int x, int y) const { return static_cast<std::uint32_t>(y) * width_ + x; }
  std::uint32_t gridId(std::uint32_t padded) const {
    Point p = point(padded);
    return gridId(p.x, p.y);
  }

 private:
  // ceil(2^40 / stride). For padded ids below 2^25 and strides up to 4098, padded * reciprocal_ / 2^40
  // exceeds padded / stride by less than 2^25 / 2^40 < 1 / stride, too little to change the floor.
  static constexpr int kReciprocalShift = 40;
  std::uint64_t reciprocal_ = 1;
  int width_ = 0;
  int height_ = 0;
  std::vector<std::uint8_t> kinds_;
  std::array<bool, kCellKinds> present_{};
};

// Cost of each step, by direction class and by the kind of cell stepped into: step length x entry cost.
struct MoveRules {
  bool diagonals = true;
  Diagonal diagonalRule = Diagonal::NoCornerCut;
  // [0][kind] for straight steps, [1][kind] for diagonal ones: indexed by direction / 4, not chosen by a
  // branch, which would mispredict on every other move.
  std::array<std::array<double, kCellKinds>, 2> cost{};

  static MoveRules from(const SearchOptions& options) {
    MoveRules rules;
    rules.diagonals = options.movement == 8 && options.diagonal != Diagonal::Never;
    rules.diagonalRule = options.diagonal;
    const StepLengths lengths = stepLengths(options.costs);
    for (int kind = 0; kind < kCellKinds; ++kind) {
      rules.cost[0][kind] = lengths.straight * options.terrain[kind];
      rules.cost[1][kind] = lengths.diagonal * options.terrain[kind];
    }
    return rules;
  }
};

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
// reach its loop, where their test would mispredict.
template <class Mark, class Visit>
inline void forEachNeighbour(const PaddedGrid& grid, const MoveRules& rules, std::uint32_t cell, const Mark* marks,
                             Mark markLimit, Visit&& visit) {
  const auto stride = static_cast<std::int64_t>(grid.stride());
  const std::int64_t offsets[8] = {-stride, 1, stride, -1, 1 - stride, 1 + stride, stride - 1, -stride - 1};
  const std::uint8_t* kinds = grid.kinds();
  constexpr auto wall = static_cast<std::uint8_t>(Cell::Wall);
  const auto bits = [&](int first, auto&& test) {
    return unsigned{test(cell + offsets[first])} | unsigned{test(cell + offsets[first + 1])} << 1 |
           unsigned{test(cell + offsets[first + 2])} << 2 | unsigned{test(cell + offsets[first + 3])} << 3;
  };
  const auto passable = [&](std::int64_t at) { return kinds[at] != wall; };
  const auto unseen = [&](std::int64_t at) { return marks[at] < markLimit; };
  const unsigned straight = bits(0, passable);
  unsigned moves = straight & bits(0, unseen);
  if (rules.diagonals) {
    const unsigned allowed = kAllowedDiagonals[static_cast<int>(rules.diagonalRule)][straight];
    moves |= (allowed & bits(4, passable) & bits(4, unseen)) << 4;
  }
  while (moves != 0) {
    const int direction = __builtin_ctz(moves);
    moves &= moves - 1;
    const auto next = static_cast<std::uint32_t>(cell + offsets[direction]);
    visit(next, direction, rules.cost[direction >> 2][kinds[next]]);
  }
}

}  // namespace frontier
