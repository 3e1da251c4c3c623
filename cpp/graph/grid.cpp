// Validation of grid input: the one place that decides what a well-formed grid is.
#include "graph/grid.h"

namespace frontier {

std::string describe(Point p) {
  // Appended piece by piece: GCC 12 raises a false -Wrestrict on "(" + std::to_string(...).
  std::string text = "(";
  text += std::to_string(p.x);
  text += ", ";
  text += std::to_string(p.y);
  text += ")";
  return text;
}

std::string checkDimensions(long long width, long long height) {
  if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide) {
    return "grid size " + std::to_string(width) + "x" + std::to_string(height) + " is outside 1x1 to " +
           std::to_string(kMaxSide) + "x" + std::to_string(kMaxSide);
  }
  return {};
}

std::string checkGrid(int width, int height, const std::uint8_t* cells, std::size_t count) {
  if (std::string error = checkDimensions(width, height); !error.empty()) return error;
  const std::size_t expected = static_cast<std::size_t>(width) * height;
  if (count != expected) {
    return "cell data has " + std::to_string(count) + " entries, expected " + std::to_string(expected) + " for " +
           std::to_string(width) + "x" + std::to_string(height);
  }
  for (std::size_t i = 0; i < count; ++i) {
    if (cells[i] >= kCellKinds) {
      return "unknown cell code " + std::to_string(cells[i]) + " at (" + std::to_string(i % width) + ", " +
             std::to_string(i / width) + "); codes are 0 floor, 1 wall, 2 grass, 3 sand, 4 water";
    }
  }
  return {};
}

}  // namespace frontier
