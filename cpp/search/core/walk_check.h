// A walk someone drew on the grid (a path puzzle's answer), judged by the searches' own move rules: is each
// step one the searches may take, and what does the walk cost? The page never re-implements those rules.
#pragma once

#include <cstddef>
#include <span>
#include <string>

#include "graph/grid.h"
#include "graph/padded_grid.h"
#include "search/core/options.h"

namespace frontier {

struct WalkCheck {
  bool legal = false;
  double cost = 0.0;             // the sum of the steps' costs (when legal)
  std::size_t failedStep = 0;    // when not legal: the first bad step is from cells[failedStep] to the next
  std::string reason;            // when not legal: why, in words ("(3, 4) is a wall")
};

// Each consecutive pair of `cells` must be a move forEachNeighbour offers under `options` (movement, the
// diagonal rule, walls); the cost of each is the step cost the searches pay (step length x entry cost).
// A walk of one cell is legal and costs 0; an empty walk, or a cell off the grid, is not legal.
WalkCheck checkWalk(const PaddedGrid& grid, const SearchOptions& options, std::span<const Point> cells);

}  // namespace frontier
