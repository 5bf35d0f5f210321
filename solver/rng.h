// Rng: the project's random generator, with a fixed, documented output sequence.
//
// SplitMix64 seeds xoshiro256** from a (seed, stream) pair, so every random choice of the
// project (deals, sampled worlds) is the same on every machine, compiler, library version and
// thread count. Never std:: distributions: their output is not specified across libraries.
#ifndef TEXAS42_SOLVER_RNG_H_
#define TEXAS42_SOLVER_RNG_H_

#include <array>
#include <cstdint>

namespace texas42 {

class Rng {
 public:
  // Seeds a stream from (`seed`, `stream`); distinct pairs give independent-looking streams.
  Rng(uint64_t seed, uint64_t stream);
  uint64_t Next();
  // Returns a uniform integer in [0, bound), bound > 0, without modulo bias.
  uint32_t Below(uint32_t bound);
  // Returns a uniform integer in [0, bound), bound > 0, without modulo bias.
  uint64_t Below64(uint64_t bound);

 private:
  std::array<uint64_t, 4> s_;
};

// Mixes `value` into the running hash `h` (SplitMix64's finalizer): for stream numbers.
uint64_t MixHash(uint64_t h, uint64_t value);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_RNG_H_
