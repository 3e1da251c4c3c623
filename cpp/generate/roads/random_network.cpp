// Puts the generator's steps together: points, streets, lengths with a little bend, then the fast roads.
#include "generate/roads/random_network.h"

#include <cmath>

#include "generate/random.h"
#include "generate/roads/arterials.h"
#include "generate/roads/proximity_graph.h"
#include "generate/roads/town_points.h"

namespace frontier {

namespace {

// Of the Gabriel graph's edges beyond the relative-neighbourhood graph, the share kept: tuned so degree,
// meshedness and detour land in real towns' ranges (tests/cpp/generate/road_network_generator_test.cpp).
// A small town has proportionally more rim, where nodes have fewer neighbours and routes detour more,
// so it keeps more: 0.3 at 100 nodes, falling to 0.1 from 1,000.
double gabrielShare(std::size_t nodes) {
  const double small = nodes >= 1000 ? 0.0 : static_cast<double>(1000 - nodes) / 900.0;
  return 0.1 + 0.2 * small;
}
// Streets bend: a road is up to this much longer than the straight line between its ends.
constexpr double kMaxBend = 0.08;

}  // namespace

std::string generateRoadNetwork(const RandomNetworkRequest& request, RoadMap& out) {
  if (request.nodes < kMinRandomNodes || request.nodes > kMaxRandomNodes) {
    return "nodes must be from " + std::to_string(kMinRandomNodes) + " to " + std::to_string(kMaxRandomNodes) +
           ", got " + std::to_string(request.nodes);
  }
  // Each step draws from its own stream, so changing one step's use of randomness leaves the others' alone.
  const TownPoints town = townPoints(request.nodes, request.seed);
  const auto streets = proximityGraph(town, request.seed ^ 0x5851F42D4C957F2Dull, gabrielShare(request.nodes));
  RoadMap map;
  map.nodes = town.points;
  map.roads.reserve(streets.size());
  Random bends(request.seed ^ 0x14057B7EF767814Full);
  for (const auto& [a, b] : streets) {
    const double dx = map.nodes[a].x - map.nodes[b].x, dy = map.nodes[a].y - map.nodes[b].y;
    const double straight = std::sqrt(dx * dx + dy * dy);
    const double length = straight * (1.0 + kMaxBend * unitInterval(bends.next()));
    map.roads.push_back({a, b, length, roadSpeed(RoadClass::Street), false, RoadClass::Street});
  }
  layArterials(town, map);
  out = std::move(map);
  return {};
}

}  // namespace frontier
