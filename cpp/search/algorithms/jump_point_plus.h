// JPS+'s table of jump distances (Rabin 2015), as the page shows it: what jump_point_plus.cpp precomputes
// for its searches, for every cell of a grid.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "graph/padded_grid.h"
#include "search/core/grid_search.h"

namespace frontier {

// For each cell y * width + x of `grid`, 8 distances, in the direction order of padded_grid.h: N, E, S, W,
// NE, SE, SW, NW. Moving from the cell in that direction under the no-corner-cut rule, d > 0: the first
// jump point is d steps away; d <= 0: there is none, and -d steps are possible before a wall (or a diagonal
// step that would cut a corner) stops the move. A wall cell has 0 in every direction. The goal of a search
// is not in the table: a query checks whether a jump crosses it. `cache` is JPS+'s runner cache
// (Searcher::cacheOf): the table a search built is read, not built again, and one built here serves the
// next search.
std::vector<std::int16_t> jumpDistances(const PaddedGrid& grid, std::unique_ptr<RunnerCache>& cache);

}  // namespace frontier
