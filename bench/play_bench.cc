// Table-play speed: playouts by table players on a fixed deal set (one thread), and the bid
// analysis of one hand played out at the table (nine trumps and the special contracts, 200
// layouts, 2 threads). Target for the latter: at most 30 s on the 2-core development machine.
// The node counts are the functional signature of the table players.
#include "solver/analysis/play_bench.h"

#include <benchmark/benchmark.h>

namespace texas42 {
namespace {

void BM_TablePlayouts(benchmark::State& state) {
  const int deals = static_cast<int>(state.range(0));
  PlayBenchResult r;
  for (auto _ : state) r = RunPlayBench(deals);
  state.counters["nodes"] = static_cast<double>(r.nodes);
  state.counters["made"] = r.makes;
  state.counters["playouts/s"] = benchmark::Counter(static_cast<double>(r.playouts),
                                                    benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_TablePlayouts)
    ->ArgNames({"deals"})
    ->Arg(40)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

void BM_BidTablePlay(benchmark::State& state) {
  const uint64_t samples = static_cast<uint64_t>(state.range(0));
  uint64_t nodes = 0;
  for (auto _ : state) {
    absl::StatusOr<BidAnalysis> a = AnalyzeBid(BenchTableBidQuery(samples, 2));
    if (!a.ok()) {
      state.SkipWithError(std::string(a.status().message()).c_str());
      return;
    }
    nodes = a->nodes;
    benchmark::DoNotOptimize(a->odds);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_BidTablePlay)
    ->ArgNames({"samples"})
    ->Arg(200)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

}  // namespace
}  // namespace texas42
