// Which heuristic is admissible for which movement, and which applies on which topology: the reasoning the
// page shows to the reader.
#include "search/core/heuristic.h"

namespace frontier {

bool isAdmissible(Heuristic heuristic, int movement, Diagonal diagonal, StepCosts costs, Topology topology) {
  if (topology == Topology::Hex) {
    // Every hex step is one unit between centres one unit apart: the hex distance is exact on an open
    // grid and the straight line between centres never longer. (The square kinds are refused on hexes.)
    return whyNotOn(topology, heuristic).empty();
  }
  const bool diagonalSteps = movement == 8 && diagonal != Diagonal::Never;
  const StepLengths lengths = stepLengths(costs);
  switch (heuristic) {
    case Heuristic::Zero:
    case Heuristic::Chebyshev:  // never above octile, which is exact on an open grid
    case Heuristic::Octile: return true;
    // One diagonal step covers a Manhattan distance of 2 for less than twice the straight cost.
    case Heuristic::Manhattan: return !diagonalSteps;
    // With 10/14 a diagonal step (14) is shorter than its Euclidean length (14.14...).
    case Heuristic::Euclidean: return !diagonalSteps || lengths.diagonal >= lengths.straight * std::sqrt(2.0);
    case Heuristic::Hex:
    case Heuristic::HexEuclidean: return false;  // hex grids only
  }
  return false;
}

std::string_view whyNotOn(Topology topology, Heuristic heuristic) {
  if (topology == Topology::Hex) {
    switch (heuristic) {
      case Heuristic::Manhattan:
      case Heuristic::Octile:
      case Heuristic::Chebyshev:
        return "counts the square grid's steps in x and y; a hex step may change both, so on hexes use hex "
               "(the hex distance), euclidean or zero";
      default: return {};
    }
  }
  if (heuristic == Heuristic::Hex || heuristic == Heuristic::HexEuclidean) {
    return "counts hex steps; on a square grid use manhattan, octile, chebyshev, euclidean or zero";
  }
  return {};
}

}  // namespace frontier
