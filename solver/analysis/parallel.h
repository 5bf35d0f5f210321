// RunOnThreads: runs a TBB body on exactly the number of worker threads a user asked for.
//
// An explicit count is honoured even above the number of cores (TBB would otherwise warn and cap
// it); 0 means all cores. Results never depend on the count: callers give each task its own
// inputs and write its outputs by index.
#ifndef TEXAS42_SOLVER_ANALYSIS_PARALLEL_H_
#define TEXAS42_SOLVER_ANALYSIS_PARALLEL_H_

#include <cstddef>
#include <optional>

#include "oneapi/tbb/global_control.h"
#include "oneapi/tbb/task_arena.h"

namespace texas42 {

// Runs `body` inside a task arena of `threads` workers (0 = all cores).
template <typename Body>
void RunOnThreads(int threads, Body&& body) {
  std::optional<tbb::global_control> allow;
  if (threads > 0) {
    allow.emplace(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
  }
  tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
  arena.execute(body);
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_PARALLEL_H_
