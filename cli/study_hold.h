// A test hook that paces a study: TEXAS42_STUDY_HOLD_AFTER=N makes a study that has written its
// first N deals (deals 0..N-1 in the file) wait there, once, for up to a minute before it writes
// more. A test that kills the study mid-run waits for those N deals to appear in the file, then
// kills it, and knows that the study had not finished: no race with the solver's speed.
// Without the variable (as a user runs texas42) nothing waits.
#ifndef TEXAS42_CLI_STUDY_HOLD_H_
#define TEXAS42_CLI_STUDY_HOLD_H_

#include <cstdint>

namespace texas42 {

// Waits, once, when TEXAS42_STUDY_HOLD_AFTER names a count that `deals_written` has reached and
// deals are still to come (`deals_written` < `deals`).
void HoldStudyForTest(uint64_t deals_written, uint64_t deals);

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_HOLD_H_
