// Review speed: 1000 hand records reviewed double dummy on 2 threads (ReviewHands, what
// `texas42 review -i FILE --threads 2` runs). The records are random deals (seeded) under
// sixes, North declaring 30, played along a double-dummy line where one play in six is a
// random legal tile instead: hands with mistakes in them, like real ones. The node count is
// the functional signature.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "solver/analysis/dealer.h"
#include "solver/analysis/hand_review.h"
#include "solver/analysis/parallel.h"
#include "solver/rng.h"
#include "solver/rules.h"
#include "solver/search.h"

namespace texas42 {
namespace {

constexpr uint64_t kSeed = 42;

HandRecord MakeRecord(Solver& solver, uint64_t index) {
  HandRecord r{DealRandom({}, kSeed, index), Seat::kNorth, Contract::Normal(Trump::kSixes), 30, {}};
  const Rules rules(r.contract);
  Position position(rules, r.deal, r.declarer);
  for (uint64_t ply = 0; !position.finished(); ++ply) {
    const uint64_t h = MixHash(MixHash(kSeed, index), ply);
    Tile tile = solver.ValuePlays(position).front().tile;
    if (h % 6 == 0) {
      std::vector<Tile> legal;
      for (Tile t : position.Legal()) legal.push_back(t);
      tile = legal[(h / 6) % legal.size()];
    }
    (void)position.Play(tile);
    r.played.push_back(tile);
  }
  return r;
}

std::vector<HandRecord> MakeRecords(int count) {
  std::vector<HandRecord> records(static_cast<size_t>(count));
  PerWorker<std::unique_ptr<Solver>> solvers([] { return std::make_unique<Solver>(); });
  ParallelFor(2, records.size(), [&](size_t i) { records[i] = MakeRecord(*solvers.local(), i); });
  return records;
}

void BM_ReviewRecords(benchmark::State& state) {
  const std::vector<HandRecord> records = MakeRecords(static_cast<int>(state.range(0)));
  const int threads = static_cast<int>(state.range(1));
  uint64_t nodes = 0, mistakes = 0;
  for (auto _ : state) {
    const std::vector<HandReview> reviews = ReviewHands(records, {}, threads);
    nodes = mistakes = 0;
    for (const HandReview& r : reviews) {
      nodes += r.nodes;
      for (const PlayReview& p : r.plays) mistakes += p.cost > 0;
    }
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["mistakes"] = static_cast<double>(mistakes);
  state.counters["records/s"] = benchmark::Counter(static_cast<double>(records.size()),
                                                   benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ReviewRecords)
    ->ArgNames({"records", "threads"})
    ->Args({1000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

}  // namespace
}  // namespace texas42
