// Bid analysis speed: all nine trumps over 1000 samples (random layouts) of a fixed hand
// (BenchBidQuery), in the bid window 30..42, on 1 and 2 threads. Target: at most 2 s wall time with
// 2 threads. The node count is the functional signature: it must not change with the thread count.
#include <benchmark/benchmark.h>

#include "solver/analysis/play_bench.h"
#include "solver/contract.h"

namespace texas42 {
namespace {

void BM_BidNineTrumps(benchmark::State& state) {
  const uint64_t samples = static_cast<uint64_t>(state.range(0));
  const int threads = static_cast<int>(state.range(1));
  uint64_t nodes = 0;
  for (auto _ : state) {
    absl::StatusOr<BidAnalysis> analysis = AnalyzeBid(BenchBidQuery(samples, threads));
    if (!analysis.ok()) {
      state.SkipWithError(std::string(analysis.status().message()).c_str());
      return;
    }
    nodes = analysis->nodes;
    benchmark::DoNotOptimize(analysis->odds);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["solves/s"] = benchmark::Counter(static_cast<double>(samples * kTrumpCount),
                                                  benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_BidNineTrumps)
    ->ArgNames({"samples", "threads"})
    ->Args({1000, 1})
    ->Args({1000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

}  // namespace
}  // namespace texas42
