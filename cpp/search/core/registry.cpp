// Lookups into the algorithm registry.
#include "search/core/registry.h"

namespace frontier {

const AlgorithmInfo& info(Algorithm algorithm) {
  for (const AlgorithmInfo& row : kAlgorithmTable)
    if (row.id == algorithm) return row;
  return kAlgorithmTable[0];  // unreachable: every enum value has a row (a test checks it)
}

bool promisesOptimal(Algorithm algorithm) {
  const Optimality optimality = info(algorithm).optimality;
  return optimality == Optimality::Always || optimality == Optimality::IfAdmissible;
}

}  // namespace frontier
