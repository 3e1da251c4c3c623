// Grids as text: the tutorials' digit grid, ASCII art, and MovingAI `.map` (movingai.h), read by one
// entry that tells them apart; and writers for ASCII and MovingAI. Errors name the line and column.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "graph/grid.h"
#include "graph/hex.h"

namespace frontier {

// The refusal of a text of `bytes` bytes, or "" when it is within kMaxGridTextBytes (graph/grid.h).
std::string textSizeError(std::size_t bytes);

struct TextGrid {
  Grid grid;
  std::optional<Point> start;
  std::optional<Point> goal;
  Topology topology = Topology::Square;
};

// Reads any of the three forms:
// - MovingAI `.map`: starts with "type"; see movingai.h for its tiles.
// - Digit grid, as the C tutorial prints it: 0 free, 1 wall, 2 start, 3 goal, 4 path (free); digits
//   separated by spaces, commas or nothing.
// - ASCII art: `.` floor, `#` wall, `S` start, `G` goal, `g` grass, `s` sand, `w` water.
// Blank lines before and after the rows are ignored. The digit grid and ASCII art may start with a line
// `topology hex` (or `topology square`, the default: a file without the line is a square grid, as before);
// MovingAI maps are square grids and take none. Returns an empty string, or the reason as
// "line L, column C: ..." (or "line L: ..."); `out` is untouched on error.
std::string parseGridText(std::string_view text, TextGrid& out);

// ASCII art of a grid, with S and G where given, after a `topology hex` line on hexes: parseGridText reads
// it back to the same grid.
std::string toAscii(const Grid& grid, std::optional<Point> start, std::optional<Point> goal,
                    Topology topology = Topology::Square);

// MovingAI `.map`: floor `.`, wall `@`; terrain has no MovingAI tile and is written as floor.
std::string toMovingAiMap(const Grid& grid);

}  // namespace frontier
