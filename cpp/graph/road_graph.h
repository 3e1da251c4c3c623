// The road world as the searches see it (search_graph.h): a road network with the metric a search adds
// up, and the estimate that goes with it (straight-line distance times the cheapest cost per unit).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "graph/marks.h"
#include "graph/road_network.h"
#include "graph/search_graph.h"

namespace frontier {

// A node as the search loop carries it: its number is all a road graph needs, so a successor is its own
// place.
struct RoadPlace {
  std::uint32_t index;

  RoadPlace place() const { return *this; }
};

// Straight-line distance to the goal times the cheapest cost per unit of distance: admissible and
// consistent for the metric it was made for.
struct RoadEstimate {
  const RoadCoordinates* nodes;
  RoadCoordinates goal;
  double costPerUnit;

  double operator()(const RoadPlace& place) const {
    const double dx = nodes[place.index].x - goal.x;
    const double dy = nodes[place.index].y - goal.y;
    return costPerUnit * std::sqrt(dx * dx + dy * dy);
  }
};

class RoadGraph {
 public:
  using Place = RoadPlace;
  using Successor = RoadPlace;

  // A view for one search: the network is referred to, not copied.
  RoadGraph(const RoadNetwork& network, RoadMetric metric)
      : network_(network),
        firstEdges_(network.firstEdges()),
        targets_(network.targets()),
        costs_(network.costs(metric)),
        costPerUnit_(network.cheapestCostPerUnit(metric)) {}

  std::size_t nodeCount() const { return network_.nodeCount(); }
  bool blocked(std::uint32_t) const { return false; }  // roads have no walls
  std::uint64_t version() const { return network_.version(); }

  Place place(std::uint32_t index) const { return {index}; }
  RoadCoordinates coordinates(std::uint32_t index) const { return network_.coordinates()[index]; }
  std::uint32_t externalId(const Place& place) const { return place.index; }
  std::uint32_t externalId(std::uint32_t index) const { return index; }

  // The node's out-edges in their input order, skipping targets marked at or above markLimit.
  template <class Visit>
  void forEachSuccessor(const Place& from, const Mark* marks, Mark markLimit, Visit&& visit) const {
    forEachSuccessorOn(from, marks, markLimit, [](std::uint32_t) { return true; }, visit);
  }
  // The same, on the arcs `usable(arc)` keeps only: a view that leaves arcs out (drive.cpp's KnownRoadGraph,
  // the roads as a vehicle knows them). The loop of both (the lambda above inlines to nothing).
  template <class Usable, class Visit>
  void forEachSuccessorOn(const Place& from, const Mark* marks, Mark markLimit, const Usable& usable, Visit&& visit) const {
    const std::uint32_t end = firstEdges_[from.index + 1];
    for (std::uint32_t edge = firstEdges_[from.index]; edge < end; ++edge) {
      const std::uint32_t next = targets_[edge];
      if (usable(edge) && marks[next] < markLimit) visit(Successor{next}, costs_[edge]);
    }
  }

  RoadEstimate estimateTo(std::uint32_t goal) const {
    return {network_.coordinates(), network_.coordinates()[goal], costPerUnit_};
  }

 private:
  const RoadNetwork& network_;
  const std::uint32_t* firstEdges_;
  const std::uint32_t* targets_;
  const double* costs_;  // lengths or times, by edge
  double costPerUnit_;
};

static_assert(SearchGraph<RoadGraph>);

}  // namespace frontier
