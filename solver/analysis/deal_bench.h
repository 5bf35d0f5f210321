// Whole-deal benchmark of the general search (`texas42 bench --game G`): exact double-dummy
// values of whole random deals of one game under every trump, the declarer's best exchange
// included, timed one by one.
//
// The deal set is deals 0..n-1 of a fixed seed (DealRandom), deal i declared by seat i % seats;
// every deal is solved under each of the game's trump choices (the suits, doubles, follow-me).
// Times are CPU seconds of the calling thread, so a busy machine does not inflate them; values
// and node counts are the functional signature: they change only when the search changes.
#ifndef TEXAS42_SOLVER_ANALYSIS_DEAL_BENCH_H_
#define TEXAS42_SOLVER_ANALYSIS_DEAL_BENCH_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "solver/family/game.h"
#include "solver/family/search.h"

namespace texas42::family {

inline constexpr uint64_t kDealBenchSeed = 2026;

// One timed solve of the benchmark.
struct BenchSolve {
  int deal = 0;
  std::string deal_text;  // as `solve --game` reads it
  int declarer = 0;
  int trump = 0;  // Contract::trump: a pip, kDoublesTrump or kFollowMe
  int value = 0;
  double seconds = 0;
  uint64_t nodes = 0;
};

// Called after each solve with the solves done and the total.
using BenchProgress = std::function<void(int done, int total)>;

// Solves deals 0..`deals`-1 of `seed` under every trump choice of `game` on the calling thread.
std::vector<BenchSolve> RunDealBench(const Game& game, int deals, uint64_t seed,
                                     const SearchOptions& options = {},
                                     const BenchProgress& progress = nullptr);

// Returns the CPU time of this thread in seconds: steady on a busy machine.
double ThreadSeconds();
// Returns the trump of the bench's k-th solve of a deal (k < game.trump_choices()): the highest
// suit first, down to blanks, then doubles, then follow-me.
int BenchTrump(const Game& game, int k);

// Returns the `q`-quantile (0..1, nearest rank) of `v`; v must not be empty.
double Quantile(std::vector<double> v, double q);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_ANALYSIS_DEAL_BENCH_H_
