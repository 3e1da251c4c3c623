// What a walk's two planners (D* Lite, repeated A*) share: the figures of one plan and the distance
// estimate both search with.
#pragma once

#include <cstdint>

#include "graph/grid.h"
#include "graph/move_rules.h"
#include "search/core/dstar_lite.h"  // PlanStats, shared with the drive
#include "search/core/heuristic.h"

namespace frontier {

// The estimate both planners use, whatever the heuristic option says: the octile distance (Manhattan
// without diagonal steps) in step lengths times the cheapest entry cost, on any knowledge (unsensed cells
// are floor), less a relative 1e-9. The octile distance is consistent, as D* Lite needs, but computed
// otherwise than a step's cost (straight + (diagonal - straight) against diagonal x terrain) it may exceed
// that cost by a rounding error. D* Lite's keys then tie where they should not (g(s') + h(agent, s') =
// g(agent) when s' is on the agent's best way), and ties are decided by the second component: one ulp
// too much could stop its search before a changed cell was repaired. 1e-9 is far above rounding errors
// and far below any difference of path costs.
class WalkEstimate {
 public:
  WalkEstimate(const MoveRules& rules, StepCosts costs, const TerrainCosts& terrain)
      : kind_(rules.hex ? Heuristic::Hex : rules.diagonals ? Heuristic::Octile : Heuristic::Manhattan),
        lengths_(stepLengths(costs, rules.hex ? Topology::Hex : Topology::Square)) {
    cheapest_ = terrain[static_cast<int>(Cell::Floor)];
    for (int kind = 0; kind < kCellKinds; ++kind)
      if (kind != static_cast<int>(Cell::Wall) && terrain[kind] < cheapest_) cheapest_ = terrain[kind];
    cheapest_ *= 1.0 - 1e-9;
  }

  Heuristic kind() const { return kind_; }  // Octile, Manhattan, or Hex (the hex distance) on hexes
  HeuristicFunction towards(Point target) const { return HeuristicFunction(lengths_, cheapest_, target); }
  // The estimate from `from` to the target of `towards`.
  double between(const HeuristicFunction& towards, Point from) const {
    if (kind_ == Heuristic::Hex) return towards.at<Heuristic::Hex>(from.x, from.y);
    return kind_ == Heuristic::Octile ? towards.at<Heuristic::Octile>(from.x, from.y)
                                      : towards.at<Heuristic::Manhattan>(from.x, from.y);
  }

 private:
  Heuristic kind_;
  StepLengths lengths_;
  double cheapest_;
};

}  // namespace frontier
