#include "solver/analysis/deal_bench.h"

#include <algorithm>
#include <cmath>
#include <ctime>

#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/rules.h"

namespace texas42::family {
double ThreadSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

int BenchTrump(const Game& game, int k) {
  if (k == game.max_pip + 1) return kDoublesTrump;
  if (k == game.max_pip + 2) return kFollowMe;
  return game.max_pip - k;
}

std::vector<BenchSolve> RunDealBench(const Game& game, int deals, uint64_t seed,
                                     const SearchOptions& options, const BenchProgress& progress) {
  std::vector<BenchSolve> solves;
  const int trumps = game.trump_choices();
  Solver solver(options);
  for (int i = 0; i < deals; ++i) {
    const Deal deal = DealRandom(game, Hands{}, seed, static_cast<uint64_t>(i));
    const int declarer = i % game.seats;
    for (int k = 0; k < trumps; ++k) {
      Contract c;
      c.trump = BenchTrump(game, k);
      const Rules rules(game, c);
      const uint64_t nodes_before = solver.nodes();
      const double start = ThreadSeconds();
      const int value = SolveDeal(solver, rules, deal, declarer).value;
      solves.push_back({i, FormatDeal(game, deal), declarer, c.trump, value,
                        ThreadSeconds() - start, solver.nodes() - nodes_before});
      if (progress) progress(static_cast<int>(solves.size()), deals * trumps);
    }
  }
  return solves;
}

double Quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  const auto rank = static_cast<size_t>(std::ceil(q * static_cast<double>(v.size())));
  return v[std::clamp<size_t>(rank, 1, v.size()) - 1];
}

}  // namespace texas42::family
