// Exact solves of the special contracts on a fixed deal set, one thread: nello (each doubles
// variant), sevens (and closest-lead), splash and plunge (cycling through the nine trumps, on
// deals where North holds the doubles to bid them), and normal trumps with first-lead-trump.
// North declares. Each benchmark runs a whole number of passes over its deals and contracts (every
// solve starts from an empty table), so nodes_per_solve and mean_value are deterministic: the
// node count is the functional signature.
#include <benchmark/benchmark.h>

#include <vector>

#include "solver/analysis/dealer.h"
#include "solver/analysis/solve_bench.h"
#include "solver/contract.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

constexpr int kDeals = 32;
constexpr int kNineTrumpPass = kDeals * kTrumpCount;

// The first kDeals deals of kBenchSeed on which North may bid `kind`.
std::vector<Deal> BenchDeals(ContractKind kind) {
  std::vector<Deal> deals;
  for (uint64_t i = 0; static_cast<int>(deals.size()) < kDeals; ++i) {
    const Deal deal = DealRandom(Predeal{}, kBenchSeed, i);
    if (CheckQualifies(Contract{kind}, deal.hand(Seat::kNorth)).ok()) deals.push_back(deal);
  }
  return deals;
}

// One exact solve per iteration, cycling through the deals and `contracts`.
void SolveEach(benchmark::State& state, const std::vector<Contract>& contracts) {
  const std::vector<Deal> deals = BenchDeals(contracts.front().kind);
  std::vector<Rules> rules(contracts.begin(), contracts.end());
  Solver solver;
  size_t i = 0;
  int64_t value_sum = 0;
  for (auto _ : state) {
    const Deal& deal = deals[(i / rules.size()) % deals.size()];
    const Position position(rules[i % rules.size()], deal, Seat::kNorth);
    const int value = solver.Solve(position);
    benchmark::DoNotOptimize(value);
    value_sum += value;
    ++i;
  }
  state.counters["nodes_per_solve"] =
      static_cast<double>(solver.nodes()) / static_cast<double>(state.iterations());
  state.counters["mean_value"] =
      static_cast<double>(value_sum) / static_cast<double>(state.iterations());
}

std::vector<Contract> EveryTrump(Contract (*make)(Trump), bool first_lead_trump = false) {
  std::vector<Contract> out;
  for (Trump t : kAllTrumps) {
    Contract c = make(t);
    c.first_lead_trump = first_lead_trump;
    out.push_back(c);
  }
  return out;
}

void BM_Nello(benchmark::State& state, NelloDoubles doubles) {
  SolveEach(state, {Contract::Nello(doubles)});
}
BENCHMARK_CAPTURE(BM_Nello, own, NelloDoubles::kOwn)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(kDeals * 4);
BENCHMARK_CAPTURE(BM_Nello, high, NelloDoubles::kHigh)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(kDeals * 4);
BENCHMARK_CAPTURE(BM_Nello, low, NelloDoubles::kLow)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(kDeals * 4);

void BM_Sevens(benchmark::State& state, bool closest_lead) {
  SolveEach(state, {Contract::Sevens(closest_lead)});
}
BENCHMARK_CAPTURE(BM_Sevens, lead_any, false)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(kDeals * 500);
BENCHMARK_CAPTURE(BM_Sevens, closest_lead, true)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(kDeals * 500);

void BM_Splash(benchmark::State& state) { SolveEach(state, EveryTrump(Contract::Splash)); }
BENCHMARK(BM_Splash)->Unit(benchmark::kMicrosecond)->Iterations(kNineTrumpPass);

void BM_Plunge(benchmark::State& state) { SolveEach(state, EveryTrump(Contract::Plunge)); }
BENCHMARK(BM_Plunge)->Unit(benchmark::kMicrosecond)->Iterations(kNineTrumpPass);

void BM_NormalFirstLeadTrump(benchmark::State& state) {
  SolveEach(state, EveryTrump(Contract::Normal, true));
}
BENCHMARK(BM_NormalFirstLeadTrump)->Unit(benchmark::kMicrosecond)->Iterations(kNineTrumpPass);

}  // namespace
}  // namespace texas42
