// K alternative routes by the via-node method with the admissibility tests of Abraham, Delling, Goldberg
// and Werneck ("Alternative routes in road networks", 2010/2013).
//
// Method. A forward shortest path tree from `from` and a backward one to `to`, both grown to stretch x d
// (d: the best route's cost). Every node v both trees settled names a via route: the forward tree's path
// to v, then the backward tree's from v, of cost d_f(v) + d_b(v). Candidates are taken cheapest first (ties:
// lower node id), so the answer is deterministic. Nodes of one plateau (a stretch both trees share) name
// the same route: duplicates are skipped, as are via routes that turn back on themselves (the trees
// overlap beside v: a U-turn, not a route). Each distinct candidate meets the tests in this order and is
// rejected by the first it fails:
//  1. stretch: cost <= stretch x d. Candidates come cheapest first, so the first to fail ends the search.
//  2. sharing: for the best route and each alternative already accepted, R, the cost of R's roads the
//     candidate also uses (a road being a pair of neighbouring nodes, either direction) is at most
//     maxShare x cost(R). Against the best route this is ADGW's limited sharing; against the other
//     accepted ones it keeps the K routes from being near-copies of each other.
//  3. local optimality (ADGW's T-local optimality, T = alpha x d, alpha = 0.25): every stretch of the route
//     costing at most T is a shortest path, so no short detour on it can be cut. Both halves are shortest
//     paths already, so only stretches across v can fail: for each node i before v within T of it, the
//     longest stretch from i of cost at most T is checked by one Dijkstra bounded by its cost. (ADGW's
//     cheaper T-test checks one window from the node T before v to the node T after it; where roads are
//     long against T that window reaches far beyond T and turns down routes that are T-locally optimal,
//     such as a route of two roads.)
// Reported: per route its cost, stretch (cost / d) and shared (cost of the best route's roads it uses / d).
// Bounded: at most kAlternativeCandidateBudget distinct candidates (road_requests.h) are examined; past it the
// search stops with the routes found so far and sets `stopped`.
#pragma once

#include "graph/road_network.h"
#include "search/roads/reverse_arcs.h"
#include "search/roads/road_requests.h"

namespace frontier {

inline constexpr double kLocalOptimalityAlpha = 0.25;  // ADGW's T = 0.25 x d

// The request must have passed checkRequest; `reverse` must be up to date for `network`.
AlternativeResult findAlternativeRoutes(const RoadNetwork& network, const ReverseArcs& reverse,
                                        const AlternativeRequest& request);

}  // namespace frontier
