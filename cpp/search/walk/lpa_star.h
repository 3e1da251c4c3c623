// Lifelong Planning A* (Koenig, Likhachev & Furcy 2004) as a grid search: D* Lite (dstar_lite.h) with its
// agent held at the start, so km stays 0 and a repair after edits is exactly D* Lite's replan. It lives
// beside D* Lite rather than under search/algorithms/ because it is that loop. The registry row's runner
// keeps the last search in the searcher's runner cache, which survives edits of the grid's cells
// (AlgorithmInfo::repairsAfterEdits), with its own copy of the grid it searched: the next search on a
// grid of the same size with the same start, goal and move options, and some cells changed, repairs it.
#pragma once

#include <cstdint>
#include <optional>

#include "graph/move_rules.h"
#include "graph/padded_grid.h"
#include "search/core/grid_search.h"
#include "search/core/options.h"
#include "search/walk/dstar_lite.h"
#include "search/walk/planner.h"

namespace frontier {

struct LpaStarCache : RunnerCache {
  PaddedGrid searched;  // the grid the last search ran on (the planner reads it)
  MoveRules rules;
  std::optional<WalkEstimate> estimate;
  std::optional<DStarLite> planner;  // holds references to the three fields above: the cache never moves
  Point start{-1, -1}, goal{-1, -1};
  int movement = 0;
  Diagonal diagonal = Diagonal::NoCornerCut;
  StepCosts costs = StepCosts::Float;
  TerrainCosts terrain{};
  Topology topology = Topology::Square;

  std::size_t bytes() const override { return searched.bytes() + (planner ? planner->bytes() : 0); }
  // The last search can be repaired into one of `grid` with these options, start and goal.
  bool repairs(const PaddedGrid& grid, const SearchOptions& options, Point from, Point to) const;
};

}  // namespace frontier
