// Wilson score intervals: the confidence interval for a proportion estimated from independent
// trials, as used for every make-probability that comes from sampled layouts.
//
// Unlike the normal ("Wald") interval it stays inside [0, 1] and is not degenerate at 0 or n
// successes: 0 of 10 gives [0, 0.2775], 10 of 10 gives [0.7225, 1].
#ifndef TEXAS42_SOLVER_ANALYSIS_WILSON_H_
#define TEXAS42_SOLVER_ANALYSIS_WILSON_H_

#include <cstdint>

namespace texas42 {

struct Interval {
  double low = 0;
  double high = 0;

  // Returns true when the two intervals share at least one point.
  bool Overlaps(const Interval& o) const { return low <= o.high && o.low <= high; }
  bool Contains(double x) const { return low <= x && x <= high; }
};

// The normal quantile for a two-sided 95% interval.
inline constexpr double kZ95 = 1.959963984540054;

// Returns the Wilson score interval of `successes` out of `trials` (trials > 0) for quantile `z`.
Interval WilsonInterval(uint64_t successes, uint64_t trials, double z = kZ95);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_WILSON_H_
