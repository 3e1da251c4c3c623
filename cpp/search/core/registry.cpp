// Lookups into the algorithm registry.
#include "search/core/registry.h"

#include <algorithm>

namespace frontier {

bool promisesOptimal(Algorithm algorithm) {
  const Optimality optimality = info(algorithm).optimality;
  return optimality == Optimality::Always || optimality == Optimality::IfAdmissible;
}

std::vector<std::string_view> listingNames(std::string_view list) {
  std::vector<std::string_view> names;
  for (std::size_t at = 0; !list.empty() && at <= list.size();) {
    const std::size_t space = std::min(list.find(' ', at), list.size());
    names.push_back(list.substr(at, space - at));
    at = space + 1;
  }
  return names;
}

}  // namespace frontier
