#include "solver/analysis/play_bench.h"

#include <chrono>

#include "solver/analysis/dealer.h"
#include "solver/analysis/solve_bench.h"
#include "solver/family/fast_engine.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/play/playout.h"

namespace texas42 {
namespace {

const family::Game& Texas42() { return family::GameOf(family::GameId::k42); }

// The nine trumps of Texas 42.
std::vector<family::Contract> Trumps() {
  std::vector<family::Contract> contracts;
  for (Trump t : kAllTrumps) contracts.push_back({.trump = family::FamilyTrump(t)});
  return contracts;
}

}  // namespace

PlayBenchResult RunPlayBench(int deals) {
  PlayBenchResult result;
  family::Playout playout(family::TableOptions{.worlds = kAnalysisWorlds});
  const std::vector<family::Contract> trumps = Trumps();
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < deals; ++i) {
    const family::Rules rules(Texas42(), trumps[i % kTrumpCount]);
    // Texas 42 has no exchange: the play starts from the deal.
    const family::Hands hands =
        family::FamilyHands(DealRandom(Predeal{}, kBenchSeed, static_cast<uint64_t>(i)));
    absl::StatusOr<family::PlayResult> played =
        playout.PlayFrom(rules, hands, family::TileSet(), 0, kLowestBid, Seating{});
    if (!played.ok()) continue;
    ++result.playouts;
    result.makes += played->value >= kLowestBid;
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.nodes = playout.nodes();
  return result;
}

BidQuery BenchBidQuery(uint64_t samples, int threads) {
  BidQuery query;
  query.game = &Texas42();
  query.hand = *family::ParseHand(Texas42(), "6-6 6-5 6-4 5-5 4-1 1-0 3-3");
  query.contracts = Trumps();
  query.samples = samples;
  query.seed = 42;
  query.threads = threads;
  return query;
}

BidQuery BenchTableBidQuery(uint64_t samples, int threads) {
  BidQuery query;
  query.game = &Texas42();
  query.hand = *family::ParseHand(Texas42(), "6-6 6-4 6-3 6-1 5-5 3-3 2-0");
  query.contracts = Trumps();
  for (family::NelloDoubles d :
       {family::NelloDoubles::kOwn, family::NelloDoubles::kHigh, family::NelloDoubles::kLow}) {
    query.contracts.push_back({.kind = family::Kind::kNello, .nello_doubles = d});
  }
  query.contracts.push_back({.kind = family::Kind::kSevens});
  query.contracts.push_back({.kind = family::Kind::kPartnerCall, .partner_call = 0});
  query.samples = samples;
  query.seed = 42;
  query.threads = threads;
  query.play = Seating{};
  return query;
}

}  // namespace texas42
