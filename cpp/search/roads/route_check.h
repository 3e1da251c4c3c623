// A route someone drew on a road network (a path puzzle's answer on roads), judged by the network's own arcs:
// is each step a road that may be driven that way, and what does the route cost by the metric? The page never
// works that out itself.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "graph/road_network.h"

namespace frontier {

struct RouteCheck {
  bool legal = false;
  double cost = 0.0;           // the sum of the steps' costs (when legal): each the cheapest road between the two
  std::size_t failedStep = 0;  // when not legal: the first bad step is from nodes[failedStep] to the next
  std::string reason;          // when not legal: why, in words ("no road leads from junction 4 to junction 9")
};

// Each consecutive pair of `nodes` must be joined by an arc from the first to the second (a one-way road only
// the way it runs); a step's cost is the cheapest such arc's by `metric`, as a search pays it. A route of one
// junction is legal and costs 0; an empty one, or a junction not in the network, is not legal.
RouteCheck checkRoute(const RoadNetwork& network, RoadMetric metric, std::span<const std::uint32_t> nodes);

}  // namespace frontier
