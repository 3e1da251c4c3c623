// The 9th DIMACS implementation challenge's shortest-path formats: a `.gr` file of arcs ("a U V W") and a
// `.co` file of coordinates ("v ID X Y", X and Y in millionths of a degree of longitude and latitude).
#pragma once

#include <string>
#include <string_view>

#include "graph/road_map.h"

namespace frontier {

// The speed given to every arc: the .gr weight is read as the arc's length in metres (the challenge's
// distance graphs, USA-road-d), and a .gr file says nothing of speeds.
inline constexpr double kDimacsSpeed = 50.0;

// Reads both files into `out`: every arc a one-way road (node ids one less than in the files), node
// positions projected to metres. Returns an empty string, or the reason as "FILE line N: ..." with FILE
// `.gr` or `.co` (`out` untouched).
std::string parseDimacs(std::string_view gr, std::string_view co, RoadMap& out);

}  // namespace frontier
