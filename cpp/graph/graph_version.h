// Versions of graph contents, unique across every graph of the process, so a node pool handed another
// graph, or the same graph with new contents, knows it must rebuild its marks.
#pragma once

#include <atomic>
#include <cstdint>

namespace frontier {

// A number no graph has had before (never 0, which a node pool starts with).
inline std::uint64_t newGraphVersion() {
  static std::atomic<std::uint64_t> last{0};
  return ++last;
}

}  // namespace frontier
