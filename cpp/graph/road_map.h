// A road map as the readers, writers and generators exchange it: intersections with coordinates in metres
// and roads between them (length, speed, one-way), before they become the directed arcs of a RoadNetwork.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "graph/road_network.h"

namespace frontier {

// What kind of road it is, for drawing (the page draws classes differently) and for the generator's fast roads.
// Street: residential and other town streets; Arterial: primary, secondary, tertiary (the generator's
// arterials); Highway: motorway and trunk (the generator's ring road); Minor: service roads, living streets.
enum class RoadClass : std::uint8_t { Street = 0, Arterial = 1, Highway = 2, Minor = 3 };
inline constexpr int kRoadClasses = 4;

// What a reader accepts (and the page can hold): beyond these, a text is refused before it is read.
inline constexpr std::size_t kMaxRoadNodes = 2000000;
inline constexpr std::size_t kMaxRoads = 4000000;
inline constexpr std::size_t kMaxRoadTextBytes = std::size_t{64} << 20;  // compact and DIMACS texts
inline constexpr std::size_t kMaxOsmBytes = std::size_t{128} << 20;      // OpenStreetMap XML
// The limits as a value, for the readers that apply them while they read (the OSM import; a test makes
// them small to reach them).
struct RoadLimits {
  std::size_t nodes = kMaxRoadNodes;
  std::size_t roads = kMaxRoads;
};
inline constexpr double kMaxRoadMetres = 1e9;  // a road's length, a coordinate's size: far beyond the Earth
// A road's speed in km/h. The lower bound keeps every travel time finite (1e9 m at 0.01 km/h is 3.6e14 s):
// a speed of 1e-300 passed the reader and failed later as "time is infinite", with no line to point at.
inline constexpr double kMinRoadSpeed = 0.01;
inline constexpr double kMaxRoadSpeed = 1000.0;
inline constexpr const char* kRoadSpeedWords = "0.01";  // kMinRoadSpeed as the messages write it
inline bool isRoadSpeed(double speed) { return speed >= kMinRoadSpeed && speed <= kMaxRoadSpeed; }

struct Road {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  double length = 0.0;  // metres, along the road's shape
  double speed = 0.0;   // km/h, > 0
  bool oneWay = false;  // only from -> to
  RoadClass roadClass = RoadClass::Street;
};

struct RoadMap {
  std::vector<RoadCoordinates> nodes;  // metres; x east, y north
  std::vector<Road> roads;
  // The junctions' names, for words ("Boulevard Albert 1er / Rue Grimaldi": the names of the roads that meet
  // there, as OpenStreetMap tags them), one per node ('' for an unnamed one), or none at all (empty).
  std::vector<std::string> names;
};
// A junction name's most bytes (longer ones are cut at a whole UTF-8 character): a line of the compact
// format stays short, and a page's sentence readable.
inline constexpr std::size_t kMaxRoadNameBytes = 160;

// Travel time in seconds of `length` metres at `speed` km/h. One place, so every reader and the generator
// turn speeds into times with the same arithmetic (and the same bits natively and in wasm).
inline double travelSeconds(double length, double speed) { return length * 3.6 / speed; }

// The directed arcs of the map, in road order (a two-way road gives from -> to, then to -> from), loaded
// into `network`. Returns an empty string or the reason the network refused them (then it is unchanged).
std::string buildNetwork(const RoadMap& map, RoadNetwork& network);

// The class of every arc of `network` (made from `map` by buildNetwork), in the network's arc order.
std::vector<std::uint8_t> arcClasses(const RoadMap& map, const RoadNetwork& network);

// Roads counted as the figures count them: a two-way road is one road and two arcs.
inline std::size_t arcCount(const RoadMap& map) {
  std::size_t arcs = 0;
  for (const Road& road : map.roads) arcs += road.oneWay ? 1 : 2;
  return arcs;
}

}  // namespace frontier
