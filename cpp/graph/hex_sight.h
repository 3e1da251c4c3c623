// Line of sight between two hex centres (graph/hex.h), for Theta* on hex grids: the straight segment between
// them is blocked when it shares a stretch of positive length with a wall hex, through its inside or along
// one of its sides; touching a wall at a single corner does not block. The border outside the grid counts as
// wall, so a segment running along the grid's edge is blocked too.
#pragma once

#include "graph/grid.h"
#include "graph/padded_grid.h"

namespace frontier {

// `from` and `to` are on the grid.
bool hexLineOfSight(const PaddedGrid& grid, Point from, Point to);

}  // namespace frontier
