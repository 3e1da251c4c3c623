// checkRoute: a drawn route held to the network's arcs (road_network.h's CSR), with the metric's costs.
#include "search/roads/route_check.h"

#include <limits>

namespace frontier {

namespace {

// The cheapest arc from `from` to `to` by the metric, or a negative value when there is none.
double cheapestArc(const RoadNetwork& network, RoadMetric metric, std::uint32_t from, std::uint32_t to) {
  const std::uint32_t* first = network.firstEdges();
  const std::uint32_t* targets = network.targets();
  const double* costs = network.costs(metric);
  double best = std::numeric_limits<double>::infinity();
  for (std::uint32_t edge = first[from]; edge < first[from + 1]; ++edge)
    if (targets[edge] == to && costs[edge] < best) best = costs[edge];
  return best == std::numeric_limits<double>::infinity() ? -1.0 : best;
}

}  // namespace

RouteCheck checkRoute(const RoadNetwork& network, RoadMetric metric, std::span<const std::uint32_t> nodes) {
  RouteCheck check;
  if (nodes.empty()) {
    check.reason = "the route has no junctions";
    return check;
  }
  const std::size_t count = network.nodeCount();
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (nodes[i] >= count) {
      check.failedStep = i;
      check.reason = "junction " + std::to_string(nodes[i]) + " is not in this network (its junctions are 0 to " +
                     std::to_string(count == 0 ? 0 : count - 1) + ")";
      return check;
    }
  }
  for (std::size_t i = 0; i + 1 < nodes.size(); ++i) {
    const double cost = cheapestArc(network, metric, nodes[i], nodes[i + 1]);
    if (cost < 0.0) {
      check.failedStep = i;
      const std::string from = std::to_string(nodes[i]);
      const std::string to = std::to_string(nodes[i + 1]);
      check.reason = cheapestArc(network, metric, nodes[i + 1], nodes[i]) >= 0.0
                         ? "the road between junctions " + from + " and " + to + " is one-way, from " + to + " to " + from
                         : "no road leads from junction " + from + " to junction " + to;
      return check;
    }
    check.cost += cost;
  }
  check.legal = true;
  return check;
}

}  // namespace frontier
