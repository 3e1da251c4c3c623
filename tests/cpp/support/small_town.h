// The hand-built town of the road tests (road_search_test.cpp, roads/road_route_test.cpp), whose shortest and
// quickest routes are worked out by hand in those tests.
#pragma once

#include <vector>

#include "graph/road_network.h"

namespace frontier::testing {

// A small town: A (0) to C (2) along a slow street (A-B-C) or round by a fast one-way ring (A-D-E-C);
// a one-way ramp C -> A; F (5) can leave for A but nothing comes back.
//
//   D(4,3) ---- E(8,3)          A-B, B-C: length 4, time 4 (both ways)
//    |        / |               A-D: length 5, time 1; D-E: length 4, time 0.8 (both ways)
//    |   B->E   v E->C          E -> C: length 3, time 0.6;  B -> E: length 5, time 5
//   A(0,0) - B(4,0) - C(8,0)    C -> A: length 9, time 2;   F(10,10) -> A: length 20, time 20
inline const std::vector<RoadCoordinates> kTownNodes = {{0, 0}, {4, 0}, {8, 0}, {4, 3}, {8, 3}, {10, 10}};
inline const std::vector<RoadEdge> kTownEdges = {
    {0, 1, 4, 4}, {1, 0, 4, 4}, {1, 2, 4, 4},     {2, 1, 4, 4}, {0, 3, 5, 1},   {3, 0, 5, 1},
    {3, 4, 4, 0.8}, {4, 3, 4, 0.8}, {4, 2, 3, 0.6}, {1, 4, 5, 5}, {2, 0, 9, 2}, {5, 0, 20, 20},
};

}  // namespace frontier::testing
