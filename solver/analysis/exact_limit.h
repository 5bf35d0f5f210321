// The bound on an exact bid analysis: every layout of the unseen tiles is enumerated and solved,
// so a run is refused when there are more than this many (Texas 42's and the family's alike).
#ifndef TEXAS42_SOLVER_ANALYSIS_EXACT_LIMIT_H_
#define TEXAS42_SOLVER_ANALYSIS_EXACT_LIMIT_H_

#include <cstdint>

namespace texas42 {

inline constexpr uint64_t kExactLayoutLimit = 1'000'000;

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_EXACT_LIMIT_H_
