// The baseline planner of a walk: A* from the agent's cell to the goal on the agent's knowledge, from
// scratch at every replan (the best-first loop of search/algorithms/best_first.h on a grid graph of the
// knowledge, ties to the cell nearer the goal).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "graph/move_rules.h"
#include "graph/padded_grid.h"
#include "search/core/memory.h"
#include "search/core/node_pool.h"
#include "search/core/open_list.h"
#include "search/walk/planner.h"

namespace frontier {

class RepeatedAStar {
 public:
  // `known` (the agent's knowledge), `rules` and `estimate` must outlive the planner; `goal` is a padded index.
  RepeatedAStar(const PaddedGrid& known, const MoveRules& rules, const WalkEstimate& estimate, std::uint32_t goal)
      : known_(known), rules_(rules), estimate_(estimate), goal_(goal) {}

  // Plans from `at` (a padded index) on the knowledge as it is; `changed` is not needed, as A* starts over.
  // Reports A*'s events to `trace`, in the forward lane.
  template <class Trace>
  PlanStats plan(std::uint32_t at, std::span<const std::uint32_t> changed, Trace& trace);

  // The cell after `at` on the last plan, kNoParent when `at` is not on it or is its end.
  std::uint32_t next(std::uint32_t at) const;

  // The memory it holds (navigator.h's walkBytesNeeded is checked against it).
  std::size_t bytes() const { return nodes_.bytes() + open_.bytes() + heldBytes(path_); }

 private:
  const PaddedGrid& known_;
  const MoveRules& rules_;
  const WalkEstimate& estimate_;
  std::uint32_t goal_;
  NodePool nodes_;
  OpenList open_;
  std::vector<std::uint32_t> path_;  // the last plan, agent's cell first; empty when it found none
};

}  // namespace frontier
