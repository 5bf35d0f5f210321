// Layouts: every way to deal the unplaced tiles into the open places of a predeal, counted and
// numbered, so that exact analysis can enumerate them in parallel and in a fixed order.
//
// A layout gives each seat its known tiles plus enough of the unplaced tiles to hold seven.
// Layout number i is found by unranking i (mixed radix over the seats in order N, E, S, W, each
// digit a combination in the combinatorial number system: solver/combinations.h), so it depends
// on i alone. Every layout is equally likely under a uniform random deal honouring the predeal.
#ifndef TEXAS42_SOLVER_ANALYSIS_LAYOUTS_H_
#define TEXAS42_SOLVER_ANALYSIS_LAYOUTS_H_

#include <cstdint>

#include "solver/analysis/dealer.h"
#include "solver/deal.h"

namespace texas42 {

// Returns the number of layouts of `predeal` (which must be valid): at most 28!/(7!)^4.
uint64_t CountLayouts(const Predeal& predeal);

// Returns layout number `index` of `predeal`, 0 <= index < CountLayouts(predeal).
Deal LayoutAt(const Predeal& predeal, uint64_t index);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_LAYOUTS_H_
