#include "solver/analysis/solve_bench.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <numeric>

#include "solver/analysis/dealer.h"
#include "solver/state.h"

namespace texas42 {

SolveBenchResult RunSolveBench(int deals, const std::vector<Contract>& contracts,
                               const SearchOptions& options) {
  std::vector<std::unique_ptr<Rules>> rules;
  for (const Contract& c : contracts) rules.push_back(std::make_unique<Rules>(c));
  SolveBenchResult result;
  Solver solver(options);
  for (int i = 0; i < deals; ++i) {
    const Deal deal = DealRandom(Predeal{}, kBenchSeed, static_cast<uint64_t>(i));
    for (const auto& r : rules) {
      const Position position(*r, deal, Seat::kNorth);
      const auto start = std::chrono::steady_clock::now();
      const int value = solver.Solve(position);
      const auto stop = std::chrono::steady_clock::now();
      result.micros.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
      result.value_sum += static_cast<uint64_t>(value);
    }
  }
  result.nodes = solver.nodes();
  result.solver_bytes = solver.bytes();
  return result;
}

double Mean(const std::vector<double>& v) {
  return std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}

double Median(std::vector<double> v) {
  const size_t mid = v.size() / 2;
  std::nth_element(v.begin(), v.begin() + static_cast<long>(mid), v.end());
  if (v.size() % 2 == 1) return v[mid];
  const double upper = v[mid];
  return (upper + *std::max_element(v.begin(), v.begin() + static_cast<long>(mid))) / 2;
}

}  // namespace texas42
