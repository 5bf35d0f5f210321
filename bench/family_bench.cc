// Speed of the family's general search: exact double-dummy values of whole random deals of each
// game (the declarer's best exchange included), one thread. Reports the mean and the median
// milliseconds of CPU per deal and the nodes per deal; the trump rotates over the game's choices.
// Texas 42 runs twice: through the one search interface, which hands it to its fast search, and
// on the general search alone (the third argument 0).
//
//   build-release/bench/family_bench
#include <algorithm>
#include <ctime>
#include <vector>

#include "benchmark/benchmark.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42::family {
namespace {

// Returns the CPU time of this thread in milliseconds: steady on a busy machine.
double ThreadMs() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

void BM_SolveDeal(benchmark::State& state) {
  const Game& game = GameOf(static_cast<GameId>(state.range(0)));
  const int deals = static_cast<int>(state.range(1));
  const bool fast_texas42 = state.range(2) != 0;
  std::vector<double> ms;
  uint64_t nodes = 0;
  for (auto _ : state) {
    Solver solver(SearchOptions{.fast_texas42 = fast_texas42});
    ms.clear();
    int checksum = 0;
    for (int i = 0; i < deals; ++i) {
      Contract c;
      c.trump = i % game.trump_choices() - 2;  // followme, doubles, then the suits
      const Rules rules(game, c);
      const Deal deal = DealRandom(game, Hands{}, 2026, i);
      const double start = ThreadMs();
      checksum += SolveDeal(solver, rules, deal, i % game.seats).value;
      ms.push_back(ThreadMs() - start);
    }
    nodes = solver.nodes();
    benchmark::DoNotOptimize(checksum);
    state.counters["checksum"] = checksum;
  }
  std::vector<double> sorted = ms;
  std::sort(sorted.begin(), sorted.end());
  double sum = 0;
  for (double m : ms) sum += m;
  state.counters["mean_ms"] = sum / deals;
  state.counters["median_ms"] = sorted[sorted.size() / 2];
  state.counters["nodes_per_deal"] = static_cast<double>(nodes) / deals;
  state.SetLabel(game.id != GameId::k42 ? std::string(game.name)
                 : fast_texas42         ? "42 (fast search)"
                                        : "42 (general search)");
}

BENCHMARK(BM_SolveDeal)
    ->Args({static_cast<int>(GameId::k42), 100, 1})
    ->Args({static_cast<int>(GameId::k42), 100, 0})
    ->Args({static_cast<int>(GameId::kThreeHand), 40, 1})
    ->Args({static_cast<int>(GameId::kMoon), 100, 1})
    ->Args({static_cast<int>(GameId::kGeezer), 20, 1})
    ->Args({static_cast<int>(GameId::kBigGame), 2, 1})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

}  // namespace
}  // namespace texas42::family
