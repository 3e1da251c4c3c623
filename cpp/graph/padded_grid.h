// The grid as the searches read it: cell kinds with a border of walls, so neighbours need no bounds checks.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "graph/grid.h"

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
  std::size_t bytes() const { return kinds_.capacity(); }  // the memory it holds
  const std::uint8_t* kinds() const { return kinds_.data(); }
  bool passable(std::uint32_t padded) const { return kinds_[padded] != static_cast<std::uint8_t>(Cell::Wall); }
  // Changes one cell (a walk's world or what its agent knows of it), with a new version. hasKind() may
  // then still say true of a kind the change removed.
  void set(Point p, Cell kind);
  // True when some cell of this kind is on the grid.
  bool hasKind(Cell kind) const { return present_[static_cast<int>(kind)]; }
  // Changes with every assign() (see graph_version.h), so per-search state built from the grid knows when
  // to rebuild.
  std::uint64_t version() const { return version_; }

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
  bool sameCells(const std::uint8_t* cells) const;  // the grid's cells are these (same size assumed)

  std::uint64_t reciprocal_ = 1;
  int width_ = 0;
  int height_ = 0;
  std::vector<std::uint8_t> kinds_;
  std::array<bool, kCellKinds> present_{};
  std::uint64_t version_ = 0;
};

// The padded index offset of a step in `direction` on `grid`.
inline std::int64_t directionOffset(const PaddedGrid& grid, int direction) {
  return kDirectionDy[direction] * static_cast<std::int64_t>(grid.stride()) + kDirectionDx[direction];
}

// The 8 direction offsets of one grid, worked out once, for loops that step many times: JPS's and JPS+'s
// jumps (working one out, two table loads, the stride and a multiply, was about 8% of a JPS+ search's
// instructions) and D* Lite's moves.
class DirectionOffsets {
 public:
  explicit DirectionOffsets(const PaddedGrid& grid) {
    for (int direction = 0; direction < 8; ++direction) offsets_[direction] = directionOffset(grid, direction);
  }
  std::int64_t operator[](int direction) const { return offsets_[direction]; }

 private:
  std::array<std::int64_t, 8> offsets_{};
};

}  // namespace frontier
