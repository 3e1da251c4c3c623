// The maze generators the engine offers, by name, and the two facts the page needs of each: whether it
// makes a perfect maze (braiding opens dead ends of those alone) and whether it is square only (refused on
// hexes). One table: generate.cpp dispatches on these names, and the schema exports it for the page
// (web/core/engine.js MAZE_KINDS, web/grid/default-maze.js).
#pragma once

#include <array>
#include <string_view>

namespace frontier {

struct MazeKindInfo {
  std::string_view name;  // the request's `kind`: "backtracker"
  bool perfect;           // exactly one path between any two floor cells (perfect_mazes.h)
  bool squareOnly;        // built of square rooms in rows and columns: division and Eller
};

// In the order the page lists them.
inline constexpr std::array<MazeKindInfo, 9> kMazeKinds = {{
    {"backtracker", true, false},
    {"prim", true, false},
    {"kruskal", true, false},
    {"wilson", true, false},
    {"division", true, true},
    {"eller", true, true},
    {"obstacles", false, false},
    {"rooms", false, false},
    {"caves", false, false},
}};

// The row of `name`, or null for a kind the engine does not make.
constexpr const MazeKindInfo* mazeKindInfo(std::string_view name) {
  for (const MazeKindInfo& kind : kMazeKinds)
    if (kind.name == name) return &kind;
  return nullptr;
}

}  // namespace frontier
