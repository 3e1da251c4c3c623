// Whether two recorded traces hold the same events, bit for bit: the determinism tests (a search repeated,
// interleaved with others, on squares and hexes) compare traces this way.
#pragma once

#include <cstring>

#include "search/core/trace.h"

namespace frontier::test {

inline bool sameEvents(const TraceRecorder& a, const TraceRecorder& b) {
  if (a.events().size() != b.events().size()) return false;
  // An empty trace's data() may be null, and memcmp of a null pointer is undefined even for 0 bytes.
  return a.events().empty() ||
         std::memcmp(a.events().data(), b.events().data(), a.events().size() * sizeof(TraceEvent)) == 0;
}

}  // namespace frontier::test
