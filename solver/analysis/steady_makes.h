// SteadyMakes: per-bid make counts of a table-play analysis made consistent with the bid order.
//
// A table analysis plays each bid for, so its per-bid counts are separate estimates and can
// rise with the bid by chance, where a side that makes a high bid has surely made a lower one.
// Used by the bid analysis (bid_analysis.h).
#ifndef TEXAS42_SOLVER_ANALYSIS_STEADY_MAKES_H_
#define TEXAS42_SOLVER_ANALYSIS_STEADY_MAKES_H_

#include <cstdint>
#include <vector>

namespace texas42 {

// Returns the makes of each bid in order made steady: the closest counts (least squares) that
// never rise with the bid, each rounded to a whole layout (isotonic regression by pooling
// adjacent violators). Counts that never rise come back unchanged; a rising pair becomes its
// mean, so the estimate moves only within the noise that made it rise.
std::vector<uint64_t> SteadyMakes(const std::vector<uint64_t>& per_bid);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STEADY_MAKES_H_
