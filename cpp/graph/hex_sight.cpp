// hexLineOfSight (hex_sight.h) in exact integer arithmetic. Scaled by 2 across and 2 sqrt(3) down, a hex
// centre is (u, v) = (2x + (y & 1), 3y) and the hex's corners are (0, -2), (1, -1), (1, 1), (0, 2), (-1, 1),
// (-1, -1) around it: the hex is the meet of three slabs, |du| <= 1, |du - dv| <= 2 and |du + dv| <= 2.
// Meeting a hex and sharing a stretch with it do not change under that scaling, and every number stays a
// small integer, so no rounding decides a segment that grazes a corner or runs along a side.
#include "graph/hex_sight.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace frontier {
namespace {

struct Scaled {
  std::int64_t u;
  std::int64_t v;
};
Scaled scaled(Point p) { return {2 * p.x + (p.y & 1), 3 * std::int64_t{p.y}}; }

// A fraction num / den with den > 0, compared exactly.
struct Fraction {
  std::int64_t num;
  std::int64_t den;
};
bool less(Fraction a, Fraction b) { return a.num * b.den < b.num * a.den; }

// True when the segment from p to q (t from 0 to 1) stays in the hex round c for a stretch of positive length.
bool sharesStretch(Scaled p, Scaled q, Scaled c) {
  Fraction low{0, 1}, high{1, 1};
  // Each slab |a + t b| <= k, for the linear forms u, u - v and u + v.
  const std::int64_t forms[3][3] = {
      {p.u - c.u, q.u - p.u, 1},
      {(p.u - p.v) - (c.u - c.v), (q.u - q.v) - (p.u - p.v), 2},
      {(p.u + p.v) - (c.u + c.v), (q.u + q.v) - (p.u + p.v), 2},
  };
  for (const auto& [a, b, k] : forms) {
    if (b == 0) {
      if (std::abs(a) > k) return false;
      continue;
    }
    // -k <= a + t b <= k: t from (-k - a) / b to (k - a) / b, or with b < 0 from (a - k) / -b to (a + k) / -b.
    Fraction enter{-k - a, b}, leave{k - a, b};
    if (b < 0) {
      enter = {a - k, -b};
      leave = {a + k, -b};
    }
    if (less(low, enter)) low = enter;
    if (less(leave, high)) high = leave;
    if (!less(low, high)) return false;
  }
  return true;
}

}  // namespace

bool hexLineOfSight(const PaddedGrid& grid, Point from, Point to) {
  const Scaled p = scaled(from), q = scaled(to);
  const auto wallAt = [&grid](int x, int y) {
    return x < 0 || y < 0 || x >= grid.width() || y >= grid.height() || !grid.passable(grid.padded({x, y}));
  };
  // The rows whose hexes reach the segment's height (a hex spans v - 2 to v + 2), and in each the hexes whose
  // width (u - 1 to u + 1) reaches the segment's stretch across that row's band, a unit wider either side.
  const int rowLow = std::min(from.y, to.y) - 1, rowHigh = std::max(from.y, to.y) + 1;
  const double du = static_cast<double>(q.u - p.u), dv = static_cast<double>(q.v - p.v);
  for (int y = rowLow; y <= rowHigh; ++y) {
    double tLow = 0.0, tHigh = 1.0;
    if (dv != 0.0) {
      const double t0 = (3.0 * y - 2.0 - static_cast<double>(p.v)) / dv, t1 = (3.0 * y + 2.0 - static_cast<double>(p.v)) / dv;
      tLow = std::max(0.0, std::min(t0, t1));
      tHigh = std::min(1.0, std::max(t0, t1));
      if (tLow > tHigh) continue;
    } else if (std::abs(3 * std::int64_t{y} - p.v) > 2) {
      continue;
    }
    const double uA = static_cast<double>(p.u) + tLow * du, uB = static_cast<double>(p.u) + tHigh * du;
    const int xLow = static_cast<int>(std::floor((std::min(uA, uB) - 2.0 - (y & 1)) / 2.0));
    const int xHigh = static_cast<int>(std::ceil((std::max(uA, uB) + 2.0 - (y & 1)) / 2.0));
    for (int x = xLow; x <= xHigh; ++x) {
      if (wallAt(x, y) && sharesStretch(p, q, scaled({x, y}))) return false;
    }
  }
  return true;
}

}  // namespace frontier
