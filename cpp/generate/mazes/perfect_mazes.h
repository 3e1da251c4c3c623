// Perfect mazes (exactly one path between any two floor cells), seeded and deterministic: recursive
// backtracker, randomized Prim, randomized Kruskal, Wilson (uniform spanning tree), recursive division
// and Eller. The same kind, size and seed give the same maze on every platform.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/grid.h"
#include "graph/hex.h"

namespace frontier {

enum class MazeKind { Backtracker, Prim, Kruskal, Wilson, Division, Eller };

std::optional<MazeKind> parseMazeKind(std::string_view name);  // "backtracker", "prim", ...
std::string_view name(MazeKind kind);

// Generation events for the page's animation: a cell id, with kWallEvent set when the cell became a
// wall rather than floor. Events replayed in order over an all-wall grid give the maze.
constexpr std::uint32_t kWallEvent = 0x80000000u;

// Fills `maze` (width x height, 1 to 4096 each) and, if `events` is given, the events that build it.
// Returns an empty string, or the reason the request was refused. On hexes (maze_board.h) the four that
// build a spanning tree of any graph carve hex mazes; division and Eller are square only (they are refused).
std::string generatePerfectMaze(MazeKind kind, int width, int height, std::uint64_t seed, Grid& maze,
                                std::vector<std::uint32_t>* events = nullptr, Topology topology = Topology::Square);

}  // namespace frontier
