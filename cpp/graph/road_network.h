// A road network in compressed adjacency form (CSR): node coordinates, and for each directed edge its
// target, length and travel time, the edges of a node side by side in memory. Built once from an edge
// list, checked at that boundary; searched through RoadGraph (road_graph.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace frontier {

struct RoadCoordinates {
  double x = 0.0;
  double y = 0.0;
};

// One directed edge; a two-way road is two edges.
struct RoadEdge {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  double length = 0.0;  // in the units of the coordinates
  double time = 0.0;    // travel time, in any unit
};

// Which edge value a search adds up.
enum class RoadMetric { Length, Time };

class RoadNetwork {
 public:
  // Trace events hold a node id in 24 bits.
  static constexpr std::size_t kMaxNodes = std::size_t{1} << 24;
  static constexpr std::size_t kMaxEdges = 0xFFFFFFFFu;

  // Builds the network. Returns an empty string, or the reason the input is refused (coordinates not
  // finite, an edge id out of range, a length or time that is NaN, infinite or negative), in which case
  // the network stays as it was. Edges keep their input order among those of one node: that order is the
  // successor order, so traces reproduce.
  std::string assign(std::vector<RoadCoordinates> nodes, const std::vector<RoadEdge>& edges);

  std::size_t nodeCount() const { return nodes_.size(); }
  std::size_t edgeCount() const { return targets_.size(); }
  const RoadCoordinates* coordinates() const { return nodes_.data(); }
  // Node n's edges are firstEdges()[n] .. firstEdges()[n + 1] - 1.
  const std::uint32_t* firstEdges() const { return firstEdges_.data(); }
  const std::uint32_t* targets() const { return targets_.data(); }
  const double* costs(RoadMetric metric) const { return metric == RoadMetric::Length ? lengths_.data() : times_.data(); }
  // The lowest cost per unit of straight-line distance over all edges that span one (0 when none does):
  // that times the straight-line distance to the goal never overestimates, and is consistent.
  double cheapestCostPerUnit(RoadMetric metric) const {
    return metric == RoadMetric::Length ? lengthPerUnit_ : timePerUnit_;
  }
  std::uint64_t version() const { return version_; }

 private:
  std::vector<RoadCoordinates> nodes_;
  std::vector<std::uint32_t> firstEdges_;  // nodeCount() + 1 entries
  std::vector<std::uint32_t> targets_;
  std::vector<double> lengths_;
  std::vector<double> times_;
  double lengthPerUnit_ = 0.0;
  double timePerUnit_ = 0.0;
  std::uint64_t version_ = 0;
};

}  // namespace frontier
