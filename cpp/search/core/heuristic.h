// Distance estimates to the goal, scaled to the step costs in use and to the cheapest terrain.
#pragma once

#include <cmath>
#include <cstdlib>
#include <string_view>
#include <type_traits>

#include "graph/grid_graph.h"
#include "graph/hex.h"
#include "search/core/options.h"

namespace frontier {

// True when `heuristic` never overestimates for these movement rules and step lengths. Every terrain costs
// at least the cheapest one, by which the estimate is scaled, so terrain never breaks admissibility.
bool isAdmissible(Heuristic heuristic, int movement, Diagonal diagonal, StepCosts costs,
                  Topology topology = Topology::Square);

// Why `heuristic` does not apply on grids of `topology`, or "" when it does: the square grid's step counts
// (Manhattan, octile, Chebyshev) count moves hexes do not have, and the hex distance counts moves squares
// do not have. Euclidean and zero apply on both.
std::string_view whyNotOn(Topology topology, Heuristic heuristic);

// The estimate a search computes for the `heuristic` asked for on `topology`: the same kind, but Euclidean
// on hexes is measured between hex centres (HexEuclidean).
constexpr Heuristic estimateKind(Heuristic heuristic, Topology topology) {
  return topology == Topology::Hex && heuristic == Heuristic::Euclidean ? Heuristic::HexEuclidean : heuristic;
}

// Estimates of every kind for one goal and step costs; at<Kind>() picks the kind.
class HeuristicFunction {
 public:
  HeuristicFunction(StepLengths lengths, double cheapestTerrain, Point goal)
      : straight_(lengths.straight * cheapestTerrain),
        diagonalExtra_((lengths.diagonal - lengths.straight) * cheapestTerrain),
        goal_(goal) {}

  // The estimate at (x, y), with the kind fixed at compile time: the search loop is instantiated per
  // kind, so the switch is not paid per node.
  template <Heuristic Kind>
  double at(int x, int y) const {
    const int dx = std::abs(x - goal_.x);
    const int dy = std::abs(y - goal_.y);
    if constexpr (Kind == Heuristic::Hex) {
      return straight_ * hexDistance(toAxial(x, y), toAxial(goal_.x, goal_.y));
    } else if constexpr (Kind == Heuristic::HexEuclidean) {
      const HexCentre from = hexCentre(x, y), to = hexCentre(goal_.x, goal_.y);
      return straight_ * std::sqrt((from.x - to.x) * (from.x - to.x) + (from.y - to.y) * (from.y - to.y));
    } else if constexpr (Kind == Heuristic::Manhattan) {
      return straight_ * (dx + dy);
    } else if constexpr (Kind == Heuristic::Euclidean) {
      return straight_ * std::sqrt(double(dx) * dx + double(dy) * dy);
    } else if constexpr (Kind == Heuristic::Zero) {
      return 0.0;
    } else {
      // The smaller and larger of dx and dy by arithmetic: GCC compiles std::min here to a branch, which
      // mispredicts on every other node.
      const int smaller = dy ^ ((dx ^ dy) & -int{dx < dy});
      const int larger = dx ^ dy ^ smaller;
      if constexpr (Kind == Heuristic::Octile) return straight_ * larger + diagonalExtra_ * smaller;
      return straight_ * larger;  // Chebyshev
    }
  }

 private:
  double straight_;
  double diagonalExtra_;
  Point goal_;
};

// The estimate of a search that uses none (Dijkstra) in any world: a callable of any graph's place.
struct ZeroEstimate {
  template <class Place>
  double operator()(const Place&) const {
    return 0.0;
  }
};

// Calls run(std::integral_constant<Heuristic, kind>{}): turns a run-time kind into a compile-time one.
template <class Run>
decltype(auto) withHeuristic(Heuristic kind, Run&& run) {
  switch (kind) {
    case Heuristic::Manhattan: return run(std::integral_constant<Heuristic, Heuristic::Manhattan>{});
    case Heuristic::Euclidean: return run(std::integral_constant<Heuristic, Heuristic::Euclidean>{});
    case Heuristic::Octile: return run(std::integral_constant<Heuristic, Heuristic::Octile>{});
    case Heuristic::Chebyshev: return run(std::integral_constant<Heuristic, Heuristic::Chebyshev>{});
    case Heuristic::Hex: return run(std::integral_constant<Heuristic, Heuristic::Hex>{});
    case Heuristic::HexEuclidean: return run(std::integral_constant<Heuristic, Heuristic::HexEuclidean>{});
    case Heuristic::Zero: break;
  }
  return run(std::integral_constant<Heuristic, Heuristic::Zero>{});
}

// The grid's estimate of kind `Kind` as the search loop calls it: a function of a place. The kind is fixed
// at compile time, so the loop is instantiated per kind and the switch is not paid per node. It holds a
// copy of the estimates (24 bytes), not a reference: one load fewer per estimate, and a register freed in
// the neighbour loop, which otherwise spills its set of moves (about 1% more instructions, measured).
template <Heuristic Kind>
struct GridEstimate {
  HeuristicFunction estimates;
  double operator()(const GridPlace& place) const { return estimates.at<Kind>(place.x, place.y); }
};

}  // namespace frontier
