// Road maps: roads become arcs (a two-way road two, in road order), a zero speed is refused with its road;
// and the largest strongly connected part is kept, renumbered in node order, with what was dropped counted.
#include "graph/road_components.h"

#include <catch2/catch.hpp>
#include <vector>

#include "graph/road_map.h"

using namespace frontier;

TEST_CASE("road map: two-way roads give two arcs, one-way roads one, times from speeds, classes per arc") {
  RoadMap map;
  map.nodes = {{0, 0}, {100, 0}, {100, 100}};
  map.roads = {{0, 1, 100, 36, false, RoadClass::Arterial}, {1, 2, 100, 72, true, RoadClass::Minor}};
  RoadNetwork network;
  REQUIRE(buildNetwork(map, network).empty());
  CHECK(arcCount(map) == 3);
  REQUIRE(network.edgeCount() == 3);
  // Node 0: 0 -> 1; node 1: 1 -> 0 (the two-way road's return) then 1 -> 2, in road order.
  CHECK(network.targets()[0] == 1);
  CHECK(network.targets()[1] == 0);
  CHECK(network.targets()[2] == 2);
  CHECK(network.costs(RoadMetric::Time)[0] == 10.0);  // 100 m at 36 km/h
  CHECK(network.costs(RoadMetric::Time)[2] == 5.0);
  CHECK(arcClasses(map, network) == std::vector<std::uint8_t>{1, 1, 3});

  map.roads[1].speed = 0;
  CHECK(buildNetwork(map, network) == "road 1: speed 0 km/h is outside 0.01 to 1000");
  CHECK(network.edgeCount() == 3);  // unchanged
}

TEST_CASE("strongly connected part: the largest kept, one-way dead ends and islands dropped") {
  RoadMap map;
  // 0 - 1 - 2 two-way (the largest part with 3), a one-way spur 2 -> 3, a one-way cycle 4 -> 5 -> 4, and
  // node 6 alone.
  map.nodes = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
  map.roads = {
      {0, 1, 1, 30, false}, {2, 3, 1, 30, true}, {1, 2, 1, 30, false}, {4, 5, 1, 30, true}, {5, 4, 1, 30, true}};
  const DroppedParts dropped = keepLargestStronglyConnected(map);
  CHECK(dropped.nodes == 4);
  CHECK(dropped.roads == 3);
  REQUIRE(map.nodes.size() == 3);
  CHECK(map.nodes[2].x == 2);
  REQUIRE(map.roads.size() == 2);
  CHECK(map.roads[1].from == 1);
  CHECK(map.roads[1].to == 2);

  RoadMap ring;  // a one-way ring is strongly connected as a whole
  for (int i = 0; i < 1000; ++i) {
    ring.nodes.push_back({double(i), 0});
    ring.roads.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>((i + 1) % 1000), 1, 30, true});
  }
  CHECK(keepLargestStronglyConnected(ring).nodes == 0);
  CHECK(ring.nodes.size() == 1000);
}
