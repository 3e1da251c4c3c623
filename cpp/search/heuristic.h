// Distance estimates to the goal, scaled to the step costs in use and to the cheapest terrain.
#pragma once

#include <cmath>
#include <cstdlib>

#include "search/options.h"

namespace frontier {

// Length of one orthogonal and one diagonal step before terrain: (1, sqrt 2) or the tutorials' (10, 14).
struct StepLengths {
  double straight;
  double diagonal;
};

inline StepLengths stepLengths(StepCosts costs) {
  return costs == StepCosts::Integer ? StepLengths{10.0, 14.0} : StepLengths{1.0, std::sqrt(2.0)};
}

// True when `heuristic` never overestimates for these movement rules and step lengths. Every terrain costs
// at least the cheapest one, by which the estimate is scaled, so terrain never breaks admissibility.
bool isAdmissible(Heuristic heuristic, int movement, Diagonal diagonal, StepCosts costs);

class HeuristicFunction {
 public:
  HeuristicFunction(Heuristic kind, StepLengths lengths, double cheapestTerrain, Point goal)
      : kind_(kind),
        straight_(lengths.straight * cheapestTerrain),
        diagonalExtra_((lengths.diagonal - lengths.straight) * cheapestTerrain),
        goal_(goal) {}

  double operator()(int x, int y) const {
    const int dx = std::abs(x - goal_.x);
    const int dy = std::abs(y - goal_.y);
    switch (kind_) {
      case Heuristic::Manhattan: return straight_ * (dx + dy);
      case Heuristic::Euclidean: return straight_ * std::sqrt(double(dx) * dx + double(dy) * dy);
      case Heuristic::Octile: return dx > dy ? straight_ * dx + diagonalExtra_ * dy : straight_ * dy + diagonalExtra_ * dx;
      case Heuristic::Chebyshev: return straight_ * (dx > dy ? dx : dy);
      case Heuristic::Zero: return 0.0;
    }
    return 0.0;
  }

 private:
  Heuristic kind_;
  double straight_;
  double diagonalExtra_;
  Point goal_;
};

}  // namespace frontier
