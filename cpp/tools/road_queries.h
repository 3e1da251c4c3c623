// The CLI's road queries (`frontier network route|disjoint|alternatives|drive`): one request from the command
// line's flags, answered on a loaded network as one JSON line with the API's field names.
#pragma once

#include <map>
#include <ostream>
#include <string>

#include "graph/road_network.h"

namespace frontier {

// True when `action` is one of the road queries.
bool isRoadQuery(const std::string& action);
// Runs it and prints the answer; returns the exit status (2 with a message on standard error for a bad
// request, 1 when there is no route).
int runRoadQuery(const std::string& action, const RoadNetwork& network,
                 const std::map<std::string, std::string>& flags, std::ostream& out);

}  // namespace frontier
