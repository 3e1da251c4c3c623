// Turns a road map into the directed arcs of a RoadNetwork.
#include "graph/road_map.h"

namespace frontier {

std::string buildNetwork(const RoadMap& map, RoadNetwork& network) {
  std::vector<RoadEdge> arcs;
  arcs.reserve(arcCount(map));
  for (std::size_t index = 0; index < map.roads.size(); ++index) {
    const Road& road = map.roads[index];
    // Speed is checked here because the network only sees times: a zero speed would be an infinite time,
    // refused there with less to say about which road it was.
    if (!(road.speed > 0.0) || !(road.speed < 1e6)) {
      return "road " + std::to_string(index) + ": speed " + std::to_string(road.speed) + " must be above 0 km/h";
    }
    const double time = travelSeconds(road.length, road.speed);
    arcs.push_back({road.from, road.to, road.length, time});
    if (!road.oneWay) arcs.push_back({road.to, road.from, road.length, time});
  }
  return network.assign(map.nodes, arcs);
}

}  // namespace frontier
