// The road network's world for D* Lite (road_dstar_lite.h) and the loop compiled for it.
#include "search/roads/road_dstar_lite.h"

#include "search/core/trace.h"

namespace frontier {

RoadDStarWorld::RoadDStarWorld(const RoadNetwork& network, RoadMetric metric, const ReverseArcs& reverse,
                               const std::vector<std::uint8_t>& knownBlocked)
    : nodeCount_(network.nodeCount()),
      firstEdges_(network.firstEdges()),
      targets_(network.targets()),
      costs_(network.costs(metric)),
      coordinates_(network.coordinates()),
      firstIn_(reverse.firstIn()),
      sources_(reverse.sources()),
      forwardArcs_(reverse.forwardArcs()),
      knownBlocked_(knownBlocked),
      costPerUnit_(network.cheapestCostPerUnit(metric) * (1.0 - 1e-9)) {}

template PlanStats DStarLiteSearch<RoadDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>, NoTrace&);
template PlanStats DStarLiteSearch<RoadDStarWorld>::plan(std::uint32_t, std::span<const std::uint32_t>, TraceRecorder&);

}  // namespace frontier
