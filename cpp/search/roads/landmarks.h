// ALT's landmarks (Goldberg & Harrelson 2005): a few nodes and, for every node v, the distances d(L, v) from
// and d(v, L) to each landmark L in one metric. The triangle inequality then bounds the distance from v to a
// goal t from below by max over L of max(d(L, t) - d(L, v), d(v, L) - d(t, L)): an estimate A* can use
// (alt_search.cpp), consistent, and usually far tighter than the straight line.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "graph/road_network.h"
#include "search/roads/road_prepare.h"
#include "search/roads/reverse_arcs.h"

namespace frontier {

// Which landmark gave a node's bound and the two distances it is the difference of:
// FromLandmark: d(L, t) - d(L, v); ToLandmark: d(v, L) - d(t, L). landmark is -1 when no landmark gives a
// positive bound (bound 0).
struct AltBound {
  int landmark = -1;
  std::uint32_t landmarkNode = 0;
  bool fromLandmark = true;
  double first = 0.0;   // d(L, t), or d(v, L)
  double second = 0.0;  // d(L, v), or d(t, L)
  double bound = 0.0;   // max(0, first - second)
};

class Landmarks {
 public:
  // Picks `request.landmarks` landmarks by `request.selection` and runs a Dijkstra from and one to each.
  // Returns an empty string, or "cancelled" when the control cancelled (this object is then unusable).
  std::string build(const RoadNetwork& network, const ReverseArcs& reverse, const PrepareRequest& request,
                    const PrepareControl& control);

  std::uint64_t networkVersion() const { return version_; }
  RoadMetric metric() const { return metric_; }
  std::size_t count() const { return nodes_.size(); }
  const std::vector<std::uint32_t>& nodes() const { return nodes_; }
  LandmarkSelection selection() const { return selection_; }
  std::size_t bytes() const { return distances_.capacity() * sizeof(float) + nodes_.capacity() * sizeof(std::uint32_t); }

  // A lower bound of the distance from v to t (+infinity when a landmark proves t unreachable from v), and
  // a consistent one: bound(v, t) <= c(v, w) + bound(w, t) on every arc. Distances are kept as float (half
  // the memory of double: 128 MB less on a million nodes with 16 landmarks), rounded so that every arc's
  // inequality holds among the floats (landmarks.cpp, AllDistances::run): each landmark's term is then a
  // feasible potential, admissible and consistent without a rounding allowance, and so is their max.
  double bound(std::uint32_t v, std::uint32_t t) const {
    const float* at = distances_.data() + v * 2 * columns_;
    const float* goal = distances_.data() + t * 2 * columns_;
    double best = 0.0;
    for (std::size_t l = 0; l < columns_; ++l) {
      best = std::max(best, difference(goal[l], at[l]));
      best = std::max(best, difference(at[columns_ + l], goal[columns_ + l]));
    }
    return best;
  }
  // The same bound with the landmark and distances that gave it (for the page's "d(L3, G) - d(L3, v)").
  AltBound explain(std::uint32_t v, std::uint32_t t) const;
  double fromLandmark(std::size_t l, std::uint32_t v) const { return distances_[v * 2 * columns_ + l]; }
  double toLandmark(std::size_t l, std::uint32_t v) const { return distances_[v * 2 * columns_ + columns_ + l]; }

 private:
  // first - second (exact in double: both are floats); +infinity when first is and second is not (t out of
  // v's reach); 0 when second is infinite (no information).
  static double difference(float first, float second) {
    if (!(second < kInfinity)) return 0.0;
    if (!(first < kInfinity)) return kInfinity;
    return static_cast<double>(first) - static_cast<double>(second);
  }
  static constexpr float kInfinity = __builtin_huge_valf();

  std::uint64_t version_ = 0;
  RoadMetric metric_ = RoadMetric::Length;
  LandmarkSelection selection_ = kDefaultSelection;
  std::vector<std::uint32_t> nodes_;
  std::size_t columns_ = 0;  // landmarks asked for; while building, those not yet chosen read as infinity
  // Node-major: node v's 2L floats are d(L_0..L_{L-1}, v), then d(v, L_0..L_{L-1}): one bound reads one or
  // two cache lines.
  std::vector<float> distances_;
};

}  // namespace frontier
