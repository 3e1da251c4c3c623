// Builds the reverse CSR of a road network (reverse_arcs.h) by a stable counting sort on the arcs' heads.
#include "search/roads/reverse_arcs.h"

#include <algorithm>

namespace frontier {

void ReverseArcs::update(const RoadNetwork& network) {
  if (version_ == network.version() && firstIn_.size() == network.nodeCount() + 1) return;
  const std::size_t nodeCount = network.nodeCount();
  const std::size_t arcCount = network.edgeCount();
  const std::uint32_t* firstEdges = network.firstEdges();
  const std::uint32_t* targets = network.targets();
  firstIn_.assign(nodeCount + 1, 0);
  for (std::size_t arc = 0; arc < arcCount; ++arc) ++firstIn_[targets[arc] + 1];
  for (std::size_t node = 0; node < nodeCount; ++node) firstIn_[node + 1] += firstIn_[node];
  sources_.resize(arcCount);
  forwardArcs_.resize(arcCount);
  std::vector<std::uint32_t> nextSlot(firstIn_.begin(), firstIn_.end() - 1);
  for (std::uint32_t from = 0; from < nodeCount; ++from) {
    for (std::uint32_t arc = firstEdges[from]; arc < firstEdges[from + 1]; ++arc) {
      const std::uint32_t slot = nextSlot[targets[arc]]++;
      sources_[slot] = from;
      forwardArcs_[slot] = arc;
    }
  }
  const double* lengths = network.costs(RoadMetric::Length);
  const double* times = network.costs(RoadMetric::Time);
  cheapestLength_ = arcCount == 0 ? 0.0 : *std::min_element(lengths, lengths + arcCount);
  cheapestTime_ = arcCount == 0 ? 0.0 : *std::min_element(times, times + arcCount);
  version_ = network.version();
}

}  // namespace frontier
