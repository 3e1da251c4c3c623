// A trace's fingerprint, to hold two runs of a search to the same events bit for bit (native against wasm in
// the Node tests, a change of a loop against the code before it in the benchmarks): FNV-1a over the trace's
// 32-bit words, not bytes, so the Node tests compute the same over a Uint32Array.
#pragma once

#include <cstdint>
#include <cstring>

#include "search/core/trace.h"

namespace frontier {

inline std::uint32_t traceHash(const TraceRecorder& trace) {
  static_assert(sizeof(TraceEvent) == 4 * sizeof(std::uint32_t));
  std::uint32_t hash = 2166136261u;
  for (const TraceEvent& event : trace.events()) {
    std::uint32_t words[4];
    std::memcpy(words, &event, sizeof words);
    for (std::uint32_t word : words) hash = (hash ^ word) * 16777619u;
  }
  return hash;
}

}  // namespace frontier
