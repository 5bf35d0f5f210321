// Review speed: 1000 hand records of Texas 42 reviewed double dummy on 2 threads
// (ReviewHands, what `texas42 review -i FILE --threads 2` runs). The records are random
// deals (seeded) under sixes, North declaring 30, played along a double-dummy line where one play
// in six is a random legal tile instead: hands with mistakes in them, like real ones. The count
// of costly plays and the sum of every play's value are the functional signature.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"
#include "solver/analysis/parallel.h"
#include "solver/family/deal.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/rng.h"

namespace texas42 {
namespace {

constexpr uint64_t kSeed = 42;

HandRecord MakeRecord(family::Solver& solver, uint64_t index) {
  const family::Game& game = family::GameOf(family::GameId::k42);
  HandRecord r;
  r.game = &game;
  r.deal = family::DealRandom(game, {}, kSeed, index);
  r.declarer = 0;
  r.contract.trump = 6;
  r.bid = 30;
  const family::Rules rules(game, r.contract);
  family::Position position(rules, r.deal.hands, r.declarer);
  for (uint64_t ply = 0; !position.finished(); ++ply) {
    const uint64_t h = MixHash(MixHash(kSeed, index), ply);
    family::Move move = solver.ValuePlays(position).front().move;
    if (h % 6 == 0) {
      const std::vector<family::Move> legal = position.Legal();
      move = legal[(h / 6) % legal.size()];
    }
    (void)position.Play(move);
    r.played.push_back(move);
  }
  return r;
}

std::vector<HandRecord> MakeRecords(int count) {
  std::vector<HandRecord> records(static_cast<size_t>(count));
  PerWorker<std::unique_ptr<family::Solver>> solvers(
      [] { return std::make_unique<family::Solver>(); });
  ParallelFor(2, records.size(), [&](size_t i) { records[i] = MakeRecord(*solvers.local(), i); });
  return records;
}

void BM_ReviewRecords(benchmark::State& state) {
  const std::vector<HandRecord> records = MakeRecords(static_cast<int>(state.range(0)));
  const int threads = static_cast<int>(state.range(1));
  uint64_t values = 0, mistakes = 0;
  for (auto _ : state) {
    const std::vector<HandReview> reviews = ReviewHands(records, std::nullopt, threads);
    values = mistakes = 0;
    for (const HandReview& r : reviews) {
      for (const PlayReview& p : r.plays) {
        mistakes += p.cost > 0;
        values += static_cast<uint64_t>(p.value_after);
      }
    }
  }
  state.counters["values"] = static_cast<double>(values);
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
