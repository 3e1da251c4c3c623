// Builds small test grids from ASCII rows: '.' floor, '#' wall, 'g' grass, 's' sand, 'w' water,
// 'S' start and 'G' goal (both on floor).
#pragma once

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph/grid.h"

namespace frontier::test {

struct AsciiGrid {
  Grid grid;
  Point start{-1, -1};
  Point goal{-1, -1};
};

inline AsciiGrid asciiGrid(const std::vector<std::string>& rows) {
  AsciiGrid out;
  out.grid.height = static_cast<int>(rows.size());
  out.grid.width = static_cast<int>(rows.at(0).size());
  for (int y = 0; y < out.grid.height; ++y) {
    if (static_cast<int>(rows[y].size()) != out.grid.width) throw std::invalid_argument("ragged test grid");
    for (int x = 0; x < out.grid.width; ++x) {
      Cell cell = Cell::Floor;
      switch (rows[y][x]) {
        case '#': cell = Cell::Wall; break;
        case 'g': cell = Cell::Grass; break;
        case 's': cell = Cell::Sand; break;
        case 'w': cell = Cell::Water; break;
        case 'S': out.start = {x, y}; break;
        case 'G': out.goal = {x, y}; break;
        case '.': break;
        default: throw std::invalid_argument("unknown test tile");
      }
      out.grid.cells.push_back(static_cast<std::uint8_t>(cell));
    }
  }
  return out;
}

}  // namespace frontier::test
