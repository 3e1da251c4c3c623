// Which heuristic is admissible for which movement: the reasoning the page shows to the reader.
#include "search/core/heuristic.h"

namespace frontier {

bool isAdmissible(Heuristic heuristic, int movement, Diagonal diagonal, StepCosts costs) {
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
  }
  return false;
}

}  // namespace frontier
