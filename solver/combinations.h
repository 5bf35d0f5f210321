// Binomial coefficients and the combinatorial number system, for numbering the layouts of a
// deal (solver/analysis/layouts.h for Texas 42, solver/family/layouts.h for the family).
//
// Combination number r of k positions out of n, 0 <= r < Binomial(n, k), is the set
// {c_k > ... > c_1} with r = C(c_k, k) + ... + C(c_1, 1): each position the largest whose
// coefficient still fits. Every combination has exactly one number.
#ifndef TEXAS42_SOLVER_COMBINATIONS_H_
#define TEXAS42_SOLVER_COMBINATIONS_H_

#include <cstdint>

namespace texas42 {

// The largest n Binomial takes: a tile set is 64 bits, and C(64, k) fits in 64 bits.
inline constexpr int kMostBinomial = 64;

// Returns n choose k for 0 <= n <= kMostBinomial (0 when k < 0 or k > n).
uint64_t Binomial(int n, int k);

// Returns combination number `rank` of `k` positions out of `n` (0 <= rank < Binomial(n, k)) as
// a bit mask of the positions 0..n-1.
uint64_t CombinationAt(int n, int k, uint64_t rank);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_COMBINATIONS_H_
