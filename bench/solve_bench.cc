// Exact double-dummy solves per second on the fixed bench deal set, one thread.
#include "solver/analysis/solve_bench.h"

#include <benchmark/benchmark.h>

#include "solver/analysis/dealer.h"
#include "solver/state.h"

namespace texas42 {
namespace {

// One exact solve per iteration, cycling through deals and the nine trumps.
void BM_ExactSolve(benchmark::State& state) {
  std::vector<Deal> deals;
  for (int i = 0; i < 200; ++i) deals.push_back(DealRandom(Predeal{}, kBenchSeed, i));
  std::vector<Rules> rules;
  for (Trump t : kAllTrumps) rules.emplace_back(Contract::Normal(t));
  Solver solver;
  size_t i = 0;
  for (auto _ : state) {
    const Deal& deal = deals[(i / rules.size()) % deals.size()];
    const Position position(rules[i % rules.size()], deal, Seat::kNorth);
    benchmark::DoNotOptimize(solver.Solve(position));
    ++i;
  }
  state.counters["nodes_per_solve"] =
      static_cast<double>(solver.nodes()) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_ExactSolve)->Unit(benchmark::kMicrosecond);

// The nine-trump table of 200 deals (1800 exact solves) per iteration.
void BM_NineTrumpTable200(benchmark::State& state) {
  std::vector<Contract> contracts;
  for (Trump t : kAllTrumps) contracts.push_back(Contract::Normal(t));
  for (auto _ : state) {
    benchmark::DoNotOptimize(RunSolveBench(200, contracts).value_sum);
  }
}
BENCHMARK(BM_NineTrumpTable200)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace texas42
