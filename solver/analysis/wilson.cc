#include "solver/analysis/wilson.h"

#include <algorithm>
#include <cmath>

namespace texas42 {

Interval WilsonInterval(uint64_t successes, uint64_t trials, double z) {
  if (trials == 0) return {0, 1};
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double denominator = 1 + z2 / n;
  const double center = (p + z2 / (2 * n)) / denominator;
  const double half = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  // At 0 and n successes the bound is exactly 0 (or 1); rounding must not move it.
  const double low = successes == 0 ? 0.0 : std::max(0.0, center - half);
  const double high = successes == trials ? 1.0 : std::min(1.0, center + half);
  return {low, high};
}

}  // namespace texas42
