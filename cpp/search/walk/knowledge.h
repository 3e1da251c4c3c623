// The fog: what a walking agent believes of the world. Every cell holds the code the agent last sensed
// there, floor where it never sensed (the free-space assumption); sensing reads the true world.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "graph/hex.h"
#include "graph/padded_grid.h"
#include "search/core/trace.h"

namespace frontier {

// A sensor radius that senses the whole grid at once ("everything known"; JS: sensorRadius Infinity).
constexpr int kSenseEverything = std::numeric_limits<int>::max();
constexpr int kMaxSensorRadius = 20;  // the largest finite radius

class Knowledge {
 public:
  Knowledge(int width, int height) {
    const std::vector<std::uint8_t> floor(static_cast<std::size_t>(width) * height, static_cast<std::uint8_t>(Cell::Floor));
    grid_.assign(width, height, floor.data());
  }
  const PaddedGrid& grid() const { return grid_; }

  // Reads the true code of every cell within `radius` steps of `at` and believes it: Chebyshev distance on
  // squares (the square of side 2 radius + 1), hex steps on hexes (a hex of hexes). Appends the padded index
  // of each cell believed otherwise before to `changed`, and reports it as a `sensed` event.
  // listing: sense
  template <class Trace>
  void sense(const PaddedGrid& truth, Point at, int radius, bool hex, std::vector<std::uint32_t>& changed, Trace& trace) {
    // Past width + height steps every cell is in reach, in either distance.
    const int clamped = std::min(radius, grid_.width() + grid_.height());
    for (int y = std::max(0, at.y - clamped); y <= std::min(grid_.height() - 1, at.y + clamped); ++y) {
      for (int x = std::max(0, at.x - clamped); x <= std::min(grid_.width() - 1, at.x + clamped); ++x) {
        if (hex && hexDistance(toAxial(x, y), toAxial(at.x, at.y)) > clamped) continue;
        senseCell(truth, grid_.padded({x, y}), changed, trace);
      }
    }
  }

  // Believes the true code of one cell (padded index), as sense() does for each cell it reads.
  template <class Trace>
  void senseCell(const PaddedGrid& truth, std::uint32_t cell, std::vector<std::uint32_t>& changed, Trace& trace) {
    const std::uint8_t believed = grid_.kinds()[cell];
    const std::uint8_t code = truth.kinds()[cell];
    if (code == believed) return;
    grid_.set(grid_.point(cell), static_cast<Cell>(code));
    changed.push_back(cell);
    trace.add(TraceKind::Sensed, grid_.gridId(cell), code, believed, 0.0, TraceLane::Agent);
  }
  // listing end

 private:
  PaddedGrid grid_;
};

}  // namespace frontier
