// The generators' random numbers: SplitMix64, written out so a seed gives the same maze on every
// platform (std::uniform_int_distribution may differ between standard libraries).
#pragma once

#include <cstdint>

namespace frontier {

class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0 (the modulo bias is below 2^-32 for the sizes used here).
  std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(next() % n); }
  bool coin() { return (next() >> 63) != 0; }

 private:
  std::uint64_t state_;
};

}  // namespace frontier
