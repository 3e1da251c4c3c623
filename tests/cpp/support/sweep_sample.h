// Which queries of an exhaustive sweep a test run takes. The default run takes every tenth query of each
// scenario (every fiftieth under the sanitizers; a sweep may thin that further), from an offset a seed
// picks, so that runs with different seeds cover different queries and any failure replays with the seed it
// prints. A full run (FRONTIER_FULL=1: `ctest -L full`, `scripts/test --full`) takes every query.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace frontier::test {

struct SweepSample {
  std::size_t stride;  // take every stride-th query...
  std::uint64_t seed;  // ...starting with query seed % stride
  bool full;

  // The stride of this sample made `thinning` times sparser (a full run still takes every query).
  std::size_t strideFor(std::size_t thinning) const { return full ? 1 : stride * thinning; }

  // How to run this sample again, or every query: "every 10th query from the 4th (FRONTIER_TEST_SEED=...)";
  // with `thinning`, the sparser sample forEachSampledQuery takes with it.
  std::string describe(std::size_t thinning = 1) const;
};

// The run's sample, read once from the environment: FRONTIER_FULL=1 for every query; FRONTIER_TEST_SEED (a
// whole number) picks the offset, and a run without it takes a seed from the clock. The first call prints it.
const SweepSample& sweepSample();

// Calls visit(i) for each index of the run's sample of `count` queries; returns how many it visited. With
// `thinning` above 1 the sample is that many times sparser (a full run still takes every query), its offset
// picked by the same seed.
template <class Visit>
std::size_t forEachSampledQuery(std::size_t count, Visit visit, std::size_t thinning = 1) {
  const SweepSample& sample = sweepSample();
  const std::size_t stride = sample.strideFor(thinning);
  std::size_t visited = 0;
  for (std::size_t i = static_cast<std::size_t>(sample.seed % stride); i < count; i += stride, ++visited) visit(i);
  return visited;
}

// Whether a run takes trial `i` of a long randomised or full-size test: natively every trial; under the
// sanitizers, where searches run 10 to 40 times slower, every `stride`-th from an offset the run's seed picks,
// so runs take turns over the trials (FRONTIER_FULL=1 or FRONTIER_ALL_TRIALS=1 takes them all). A test draws its random trials all the
// same, skipping the search, so the trials it takes are those a native run takes.
bool takesTrial(std::size_t i, std::size_t stride);

}  // namespace frontier::test
