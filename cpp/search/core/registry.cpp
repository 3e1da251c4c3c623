// Lookups into the algorithm registry.
#include "search/core/registry.h"

namespace frontier {

bool promisesOptimal(Algorithm algorithm) {
  const Optimality optimality = info(algorithm).optimality;
  return optimality == Optimality::Always || optimality == Optimality::IfAdmissible;
}

}  // namespace frontier
