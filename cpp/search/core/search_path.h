// A path as the runners leave it, on a grid or a road network: node indexes, start first, and the cost so
// far at each (the shape bidirectional.h's pathThrough fills). Grid runners call it GridPath (grid_search.h),
// road runners RoadPath (road_search.h).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "search/core/memory.h"
#include "search/core/node_pool.h"
#include "search/core/trace.h"

namespace frontier {

struct SearchPath {
  std::vector<std::uint32_t> nodes;
  std::vector<double> g;

  void clear() {
    nodes.clear();
    g.clear();
  }
  void add(std::uint32_t node, double cost) {
    nodes.push_back(node);
    g.push_back(cost);
  }
  std::size_t bytes() const { return heldBytes(nodes) + heldBytes(g); }
  void reverse() {
    std::reverse(nodes.begin(), nodes.end());
    std::reverse(g.begin(), g.end());
  }
  // From a finished one-sided search: the goal's parents back to the start.
  void fromParents(const NodePool& pool, std::uint32_t goal) {
    clear();
    for (std::uint32_t node = goal; node != kNoParent; node = pool.parent(node)) add(node, pool.g(node));
    reverse();
  }
};

}  // namespace frontier
