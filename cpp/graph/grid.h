// The grid model: a width x height board of cells kept in one flat array, indexed y * width + x.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace frontier {

// Cell codes as the JS API and the tutorials use them: 0 free, 1 wall, 2 and up weighted terrain.
enum class Cell : std::uint8_t { Floor = 0, Wall = 1, Grass = 2, Sand = 3, Water = 4 };

constexpr int kCellKinds = 5;
constexpr int kMaxSide = 4096;  // 4096 x 4096 cells: every cell id fits in 24 bits.
// Texts longer than this (grids and scenarios, on the page, in the API and in the CLI) are refused before
// any parsing. The largest valid file fits: a 4096 x 4096 digit grid written "0, 1, ..." with CRLF line
// ends is 48 MiB. Exported with the schema (schema_json.cpp) for web/core/engine.js.
constexpr std::size_t kMaxGridTextBytes = std::size_t{64} << 20;

// Lower-case names, indexed by cell code.
constexpr std::array<std::string_view, kCellKinds> kCellNames = {"floor", "wall", "grass", "sand", "water"};

// The cost of entering a cell of each kind; the wall entry is never read.
using TerrainCosts = std::array<double, kCellKinds>;
constexpr TerrainCosts kDefaultTerrainCosts = {1.0, 0.0, 2.0, 5.0, 10.0};

struct Point {
  int x = 0;
  int y = 0;
  bool operator==(const Point&) const = default;
};

struct Grid {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> cells;  // size width * height, codes of Cell

  std::uint32_t id(Point p) const { return static_cast<std::uint32_t>(p.y) * width + p.x; }
  Point point(std::uint32_t id) const { return {static_cast<int>(id % width), static_cast<int>(id / width)}; }
  bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
  Cell at(Point p) const { return static_cast<Cell>(cells[id(p)]); }
};

// Checks dimensions and cell codes; returns an empty string when the grid is valid, else the reason.
std::string checkGrid(int width, int height, const std::uint8_t* cells, std::size_t count);

// A cell as messages name it: "(3, 4)".
std::string describe(Point p);

// Checks dimensions only (callers use it before allocating).
std::string checkDimensions(long long width, long long height);

}  // namespace frontier
