// Copies a grid into its padded form, once per grid rather than once per search.
#include "graph/padded_grid.h"

#include <algorithm>

#include "graph/graph_version.h"

namespace frontier {

void PaddedGrid::assign(int width, int height, const std::uint8_t* cells) {
  // The same grid again (the page sends its grid with every search) keeps its version, so what was built
  // from it (the node pool's walls, JPS+'s jump table) stays valid.
  if (width == width_ && height == height_ && sameCells(cells)) return;
  width_ = width;
  height_ = height;
  reciprocal_ = ((std::uint64_t{1} << kReciprocalShift) + stride() - 1) / stride();
  const std::size_t size = static_cast<std::size_t>(width_ + 2) * (height_ + 2);
  if (kinds_.capacity() > 4 * size + (1u << 16)) std::vector<std::uint8_t>().swap(kinds_);  // a much bigger grid's
  kinds_.assign(size, static_cast<std::uint8_t>(Cell::Wall));
  present_ = {};
  version_ = newGraphVersion();
  for (int y = 0; y < height_; ++y) {
    const std::uint8_t* row = cells + static_cast<std::size_t>(y) * width_;
    std::copy(row, row + width_, kinds_.begin() + padded({0, y}));
    for (int x = 0; x < width_; ++x) present_[row[x]] = true;
  }
}

void PaddedGrid::set(Point p, Cell kind) {
  kinds_[padded(p)] = static_cast<std::uint8_t>(kind);
  present_[static_cast<int>(kind)] = true;
  version_ = newGraphVersion();
}

bool PaddedGrid::sameCells(const std::uint8_t* cells) const {
  for (int y = 0; y < height_; ++y) {
    const std::uint8_t* row = cells + static_cast<std::size_t>(y) * width_;
    if (!std::equal(row, row + width_, kinds_.begin() + padded({0, y}))) return false;
  }
  return true;
}

}  // namespace frontier
