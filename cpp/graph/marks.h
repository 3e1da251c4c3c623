// The per-node marks a search keeps and a graph's successor function reads: one 2-byte value per node
// says "unseen, open, closed or blocked", so a graph can rule out walls and closed nodes with one load.
#pragma once

#include <cstdint>

namespace frontier {

using Mark = std::uint16_t;
constexpr Mark kWallMark = 0xFFFF;  // a blocked node: never open, never closed, above every markLimit

}  // namespace frontier
