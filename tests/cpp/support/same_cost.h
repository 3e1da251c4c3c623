// Whether two path costs are the same, up to the rounding of sums of doubles (and infinity only equal to itself):
// the walk, LPA* and drive tests compare an engine's costs with an oracle's this way.
#pragma once

#include <algorithm>
#include <cmath>

namespace frontier::test {

inline bool sameCost(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b));
}

}  // namespace frontier::test
