// Jittered grid points squeezed towards a centre. A jittered grid keeps intersections apart (no sliver
// roads), empty cells make room for parks and odd blocks, and the squeeze gives a dense centre.
#include "generate/roads/town_points.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "generate/random.h"

namespace frontier {

namespace {

// A point at distance r from the centre moves to r * (kCore + kGrowth * r / radius): spacing is 0.55 of a
// cell downtown and about 1.45 at the rim (radially), a density ratio of about five, as between a town's
// centre and its suburbs.
constexpr double kCore = 0.55;
constexpr double kGrowth = 0.45;
constexpr double kEmptyShare = 0.1;
constexpr double kJitter = 0.8;  // of a cell: a margin of 0.1 on each side keeps neighbours apart

}  // namespace

TownPoints townPoints(std::size_t count, std::uint64_t seed) {
  Random random(seed);
  const auto side = static_cast<std::size_t>(std::ceil(std::sqrt(static_cast<double>(count) / (1.0 - kEmptyShare))));
  const std::size_t cells = side * side;

  // The first `count` cells of a partial Fisher-Yates shuffle are the occupied ones, taken in row order
  // so neighbouring points get nearby ids (better memory locality in every search).
  std::vector<std::uint32_t> order(cells);
  std::iota(order.begin(), order.end(), 0u);
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t pick = i + random.below(static_cast<std::uint32_t>(cells - i));
    std::swap(order[i], order[pick]);
  }
  order.resize(count);
  std::sort(order.begin(), order.end());

  TownPoints town;
  const double extent = static_cast<double>(side) * kTownCellMetres;
  const double half = extent / 2.0;
  const double radius = std::sqrt(2.0) * half;
  const double squeezedRadius = radius * (kCore + kGrowth);
  town.centre = {squeezedRadius, squeezedRadius};
  town.radius = squeezedRadius;
  town.points.reserve(count);
  town.spacing.reserve(count);
  for (const std::uint32_t cell : order) {
    const double x = (static_cast<double>(cell % side) + 0.1 + kJitter * unitInterval(random.next())) * kTownCellMetres;
    const double y = (static_cast<double>(cell / side) + 0.1 + kJitter * unitInterval(random.next())) * kTownCellMetres;
    const double dx = x - half, dy = y - half;
    const double r = std::sqrt(dx * dx + dy * dy);
    const double scale = kCore + kGrowth * r / radius;
    // Shifted so every coordinate is >= 0: the squeezed town fits in a square of side 2 * squeezedRadius.
    town.points.push_back({squeezedRadius + dx * scale, squeezedRadius + dy * scale});
    town.spacing.push_back(kTownCellMetres * (kCore + 2.0 * kGrowth * r / radius));
  }
  return town;
}

}  // namespace frontier
