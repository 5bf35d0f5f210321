// Solve benchmark: exact solves of a fixed, reproducible deal set, timed one by one.
//
// The deal set is deals 0..n-1 of a fixed seed (dealer.h), N declaring, every trump choice
// asked for. The node count is the solver's functional signature: it changes only when the
// search changes, never with the machine.
#ifndef TEXAS42_SOLVER_ANALYSIS_SOLVE_BENCH_H_
#define TEXAS42_SOLVER_ANALYSIS_SOLVE_BENCH_H_

#include <cstdint>
#include <vector>

#include "solver/contract.h"
#include "solver/search.h"

namespace texas42 {

inline constexpr uint64_t kBenchSeed = 4242;

struct SolveBenchResult {
  std::vector<double> micros;  // one per exact solve, in deal-then-contract order
  uint64_t nodes = 0;          // total search nodes
  uint64_t value_sum = 0;      // sum of all values (a checksum)
  size_t solver_bytes = 0;     // memory owned by the solver's table
};

// Solves deals 0..`deals`-1 of kBenchSeed under each of `contracts` on one thread.
SolveBenchResult RunSolveBench(int deals, const std::vector<Contract>& contracts,
                               const SearchOptions& options = {});

// Returns the mean and the median of `v` (v must not be empty).
double Mean(const std::vector<double>& v);
double Median(std::vector<double> v);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_SOLVE_BENCH_H_
