// Lookups into the algorithm registry, and the names its columns are exported under.
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

std::string_view name(Family value) {
  switch (value) {
    case Family::BestFirst: return "best-first";
    case Family::Uninformed: return "uninformed";
  }
  return "?";
}

std::string_view name(PopOrder value) {
  switch (value) {
    case PopOrder::LowestKey: return "lowest-key";
    case PopOrder::Fifo: return "fifo";
    case PopOrder::Lifo: return "lifo";
  }
  return "?";
}

std::string_view name(Optimality value) {
  switch (value) {
    case Optimality::Always: return "always";
    case Optimality::IfAdmissible: return "if-admissible";
    case Optimality::IfAdmissibleAndWeightOne: return "if-admissible-and-weight-1";
    case Optimality::IfUniformStepCosts: return "if-uniform-step-costs";
    case Optimality::Never: return "never";
  }
  return "?";
}

}  // namespace frontier
