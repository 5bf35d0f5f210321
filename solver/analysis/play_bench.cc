#include "solver/analysis/play_bench.h"

#include <chrono>

#include "solver/analysis/dealer.h"
#include "solver/analysis/solve_bench.h"
#include "solver/play/playout.h"
#include "solver/rules.h"
#include "solver/state.h"

namespace texas42 {

PlayBenchResult RunPlayBench(int deals) {
  PlayBenchResult result;
  Playout playout(TableOptions{.worlds = kAnalysisWorlds});
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < deals; ++i) {
    const Rules rules(Contract::Normal(kAllTrumps[i % kTrumpCount]));
    Position position(rules, DealRandom(Predeal{}, kBenchSeed, static_cast<uint64_t>(i)),
                      Seat::kNorth);
    if (!playout.PlayOut(position, kLowestBid, Seating{}).ok()) continue;
    ++result.playouts;
    result.makes += position.taken(Team::kNorthSouth) >= kLowestBid;
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.nodes = playout.nodes();
  return result;
}

BidQuery BenchTableBidQuery(uint64_t samples, int threads) {
  BidQuery query;
  query.hand = *ParseHand("6-6 6-4 6-3 6-1 5-5 3-3 2-0");
  for (Trump t : kAllTrumps) query.contracts.push_back(Contract::Normal(t));
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
    query.contracts.push_back(Contract::Nello(d));
  }
  query.contracts.push_back(Contract::Sevens());
  for (Trump t : kAllTrumps) query.contracts.push_back(Contract::Splash(t));
  query.samples = samples;
  query.seed = 42;
  query.threads = threads;
  query.play = Seating{};
  query.table.seed = 42;
  return query;
}

}  // namespace texas42
