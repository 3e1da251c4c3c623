// The sweep sample of sweep_sample.h, read from the environment once per test process.
#include "support/sweep_sample.h"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>

namespace frontier::test {
namespace {

#ifdef FRONTIER_SANITIZED
constexpr std::size_t kSampleStride = 50;  // searches run many times slower under the sanitizers
#else
constexpr std::size_t kSampleStride = 10;
#endif

SweepSample readSample() {
  SweepSample sample{};
  const char* full = std::getenv("FRONTIER_FULL");
  sample.full = full != nullptr && std::string(full) == "1";
  const char* seed = std::getenv("FRONTIER_TEST_SEED");
  char* end = nullptr;
  if (seed != nullptr && *seed != '\0') {
    sample.seed = std::strtoull(seed, &end, 10);
    if (*end != '\0') {
      std::cerr << "FRONTIER_TEST_SEED must be a whole number, got '" << seed << "'\n";
      std::exit(2);
    }
  } else {
    sample.seed = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  }
  sample.stride = sample.full ? 1 : kSampleStride;
  return sample;
}

}  // namespace

std::string SweepSample::describe(std::size_t thinning) const {
  std::ostringstream text;
  if (full) {
    text << "every query (FRONTIER_FULL=1)";
  } else {
    const std::size_t every = strideFor(thinning);
    text << "every " << every << "th query from query " << seed % every << " (FRONTIER_TEST_SEED=" << seed
         << " replays it; FRONTIER_FULL=1 takes every query)";
  }
  return text.str();
}

const SweepSample& sweepSample() {
  static const SweepSample sample = [] {
    const SweepSample read = readSample();
    std::cout << "sweeps take " << read.describe() << std::endl;
    return read;
  }();
  return sample;
}

bool takesTrial(std::size_t i, std::size_t stride) {
#ifdef FRONTIER_SANITIZED
  // FRONTIER_ALL_TRIALS=1 (scripts/test --full): every trial, the sweeps still sampled.
  static const bool all = [] {
    const char* value = std::getenv("FRONTIER_ALL_TRIALS");
    return value != nullptr && std::string(value) == "1";
  }();
  const SweepSample& sample = sweepSample();
  return all || sample.full || stride <= 1 || i % stride == sample.seed % stride;
#else
  (void)i;
  (void)stride;
  return true;
#endif
}

}  // namespace frontier::test
