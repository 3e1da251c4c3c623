// K mutually disjoint routes of least total cost (road_requests.h DisjointRequest): successive shortest
// paths on the residual graph with Johnson potentials, Suurballe's and Bhandari's method generalised to K.
//
// What "share no road" means. A road is a pair of neighbouring nodes {u, v}: the arcs u -> v and v -> u of a
// two-way road are one road, and parallel arcs between the same two nodes are one road too (a route uses the
// cheapest). Edge-disjoint routes use no road twice, in either direction. The flow model gives each arc
// capacity 1 on its own, which would let one route drive u -> v and another v -> u; a min-cost flow never
// needs that (cancelling both arcs keeps every route's ends and costs no more), and those pairs are
// cancelled before the routes are read off, so the answer is disjoint by road and still of least total.
// Node-disjoint routes share no node but their ends: each other node v becomes in(v) -> out(v) of
// capacity 1; a road straight from `from` to `to` can carry one route.
//
// Each round is one Dijkstra on reduced costs c(u, v) + p(u) - p(v) >= 0 that stops when the sink is
// settled; potentials then grow by min(d(v), d(sink)), which keeps every residual reduced cost >= 0.
// When a round finds no way to the sink, the nodes it reached are one side of a minimum cut, whose
// saturated arcs (or split nodes) are the bottleneck the result reports: as many as routes found
// (max-flow min-cut).
#pragma once

#include <memory>

#include "graph/road_network.h"
#include "search/roads/road_requests.h"

namespace frontier {

// Keeps the flow model of the last network version, metric and kind of disjointness between queries (a
// router holds one), so a query pays for its rounds, not for building the model.
class DisjointRoutes {
 public:
  struct Model;
  DisjointRoutes();
  ~DisjointRoutes();
  // The request must have passed checkRequest.
  DisjointResult find(const RoadNetwork& network, const DisjointRequest& request);

 private:
  std::unique_ptr<Model> model_;
};

// One query without keeping the model.
DisjointResult findDisjointRoutes(const RoadNetwork& network, const DisjointRequest& request);

}  // namespace frontier
