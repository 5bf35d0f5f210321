// TablePasses: the order in which a table-play bid analysis (bid_analysis.h) plays its
// contracts out.
//
// Every layout is solved double dummy first. The first pass plays the contracts bid in marks
// and the most promising trump (by its double-dummy makes summed over the bids); each later pass
// plays one other trump, most promising first, so that a trump whose double-dummy figures the
// table figures so far already beat at every bid can be left out. Invariant: every contract
// given is in exactly one pass; ties in promise keep the order given.
#ifndef TEXAS42_SOLVER_ANALYSIS_TABLE_PASSES_H_
#define TEXAS42_SOLVER_ANALYSIS_TABLE_PASSES_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace texas42 {

// Returns the passes over contracts `marks` (bid in marks) and `trumps` (normal trumps), by
// index; `promise(c)` is trump c's double-dummy makes summed over the bids.
template <typename Promise>
std::vector<std::vector<size_t>> TablePasses(std::vector<size_t> marks, std::vector<size_t> trumps,
                                             Promise promise) {
  std::stable_sort(trumps.begin(), trumps.end(),
                   [&](size_t x, size_t y) { return promise(x) > promise(y); });
  std::vector<std::vector<size_t>> passes;
  if (!trumps.empty()) marks.push_back(trumps.front());
  passes.push_back(marks);
  for (size_t i = 1; i < trumps.size(); ++i) passes.push_back({trumps[i]});
  return passes;
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_TABLE_PASSES_H_
