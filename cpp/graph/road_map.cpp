// Turns a road map into the directed arcs of a RoadNetwork.
#include "graph/road_map.h"

#include <cstdio>

namespace frontier {

std::string buildNetwork(const RoadMap& map, RoadNetwork& network) {
  std::vector<RoadEdge> arcs;
  arcs.reserve(arcCount(map));
  for (std::size_t index = 0; index < map.roads.size(); ++index) {
    const Road& road = map.roads[index];
    // Speed is checked here because the network only sees times: a zero speed would be an infinite time,
    // refused there with less to say about which road it was.
    if (!isRoadSpeed(road.speed)) {
      char speed[32];
      std::snprintf(speed, sizeof speed, "%.6g", road.speed);
      return "road " + std::to_string(index) + ": speed " + speed + " km/h is outside " + kRoadSpeedWords + " to " +
             std::to_string(static_cast<int>(kMaxRoadSpeed));
    }
    const double time = travelSeconds(road.length, road.speed);
    arcs.push_back({road.from, road.to, road.length, time});
    if (!road.oneWay) arcs.push_back({road.to, road.from, road.length, time});
  }
  return network.assign(map.nodes, arcs);
}

std::vector<std::uint8_t> arcClasses(const RoadMap& map, const RoadNetwork& network) {
  // buildNetwork's arcs in road order, placed as RoadNetwork::assign places them: grouped by source node,
  // in input order within a node.
  std::vector<std::uint8_t> classes(network.edgeCount(), 0);
  if (network.nodeCount() != map.nodes.size() || network.edgeCount() != arcCount(map)) return classes;
  std::vector<std::uint32_t> next(network.firstEdges(), network.firstEdges() + network.nodeCount());
  for (const Road& road : map.roads) {
    classes[next[road.from]++] = static_cast<std::uint8_t>(road.roadClass);
    if (!road.oneWay) classes[next[road.to]++] = static_cast<std::uint8_t>(road.roadClass);
  }
  return classes;
}

}  // namespace frontier
