// The project's own threading: deal, bid and hand analyses, play-outs, reviews and studies on
// several threads give exactly what one thread gives.
//
// Small on purpose: scripts/ci-hardening.sh runs this test under ThreadSanitizer (the tsan
// preset), where each solve is several times slower. That build runs the parallel loops on
// std::threads (TEXAS42_STD_THREADS: Debian's TBB is not instrumented), so TSan checks our code
// (one Solver per thread, shared read-only Rules, results written by index, the tallies, the
// progress callback), not TBB's scheduler.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/deal_analysis.h"
#include "solver/analysis/hand_review.h"
#include "solver/analysis/play_analysis.h"
#include "solver/analysis/study.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/play/playout.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

// Deals of Texas 42 (the fast search behind the interface) and, unless `texas42_only`, of Moon
// (the general search, an exchange), each under three contracts.
std::vector<DealResults> Deals(bool texas42_only = false) {
  std::vector<DealResults> deals;
  for (const family::Game* game :
       {&family::GameOf(family::GameId::k42), &family::GameOf(family::GameId::kMoon)}) {
    for (uint64_t i = 0; i < 4; ++i) {
      DealResults d{
          game, family::DealRandom(*game, {}, 7, i), static_cast<int>(i % game->seats), {}};
      for (int trump : {0, 6, family::kDoublesTrump}) {
        family::Contract c;
        c.trump = trump;
        d.results.push_back({c, {}, {}});
      }
      deals.push_back(d);
    }
  }
  if (texas42_only) deals.resize(4);
  return deals;
}

void ExpectSameResults(const std::vector<DealResults>& a, const std::vector<DealResults>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t d = 0; d < a.size(); ++d) {
    for (size_t c = 0; c < a[d].results.size(); ++c) {
      const ContractResult& x = a[d].results[c];
      const ContractResult& y = b[d].results[c];
      EXPECT_EQ(x.value.value, y.value.value) << "deal " << d << ", contract " << c;
      EXPECT_EQ(x.value.discard, y.value.discard);
      EXPECT_EQ(x.position.line, y.position.line);
      ASSERT_EQ(x.position.tiles.size(), y.position.tiles.size());
      for (size_t t = 0; t < x.position.tiles.size(); ++t) {
        EXPECT_EQ(x.position.tiles[t].move, y.position.tiles[t].move);
        EXPECT_EQ(x.position.tiles[t].value, y.position.tiles[t].value);
      }
    }
  }
}

TEST(ThreadingTest, DealAnalyzerGivesTheSameResultsOnOneTwoAndFourThreads) {
  std::vector<std::vector<DealResults>> runs;
  for (int threads : {1, 2, 4}) {
    std::vector<DealResults> deals = Deals();
    DealAnalyzer analyzer(threads);
    std::atomic<uint64_t> calls{0};
    for (const absl::Status& s : analyzer.Analyze(deals, {}, [&](uint64_t done, uint64_t total) {
           ++calls;
           EXPECT_LE(done, total);
         })) {
      EXPECT_TRUE(s.ok()) << s;
    }
    EXPECT_GT(calls.load(), 0u);
    runs.push_back(std::move(deals));
  }
  ExpectSameResults(runs[0], runs[1]);
  ExpectSameResults(runs[0], runs[2]);
}

// One lead for every deal: where the leader does not hold the tile it fails, named under the
// first contract, and only that deal's status says so.
TEST(ThreadingTest, DealAnalyzerReportsEachImpossiblePlayOnItsOwnDeal) {
  std::vector<DealResults> deals = Deals(/*texas42_only=*/true);
  const family::Tile lead = *deals[1].deal.hands[deals[1].declarer].begin();
  const std::vector<absl::Status> status =
      DealAnalyzer(2).Analyze(deals, {.played = {family::Move{lead}}});
  ASSERT_EQ(status.size(), deals.size());
  int failed = 0;
  for (size_t d = 0; d < deals.size(); ++d) {
    const int leader = deals[d].declarer;
    if (deals[d].deal.hands[leader].Contains(lead)) {
      EXPECT_TRUE(status[d].ok()) << status[d];
      EXPECT_EQ(deals[d].results[0].position.to_move, (leader + 1) % 4);
    } else {
      ++failed;
      EXPECT_THAT(std::string(status[d].message()),
                  ::testing::StartsWith("played: under blanks: trick 1, "));
    }
  }
  EXPECT_GT(failed, 0);
}

// Hands played out by table players on both sides, then their records reviewed with the table
// view, on one thread and on three: the same plays, values and table choices.
TEST(ThreadingTest, PlayHandsAndReviewHandsGiveTheSameHandsOnOneAndThreeThreads) {
  const family::Game& game = family::GameOf(family::GameId::k42);
  std::vector<PlayJob> jobs;
  for (uint64_t i = 0; i < 4; ++i) {
    PlayJob job;
    job.hand.game = &game;
    job.hand.deal = family::DealRandom(game, {}, 31, i);
    job.hand.declarer = static_cast<int>(i % 4);
    job.hand.contract.trump = static_cast<int>(i % 7);
    job.table = family::TableOptions{.worlds = 3, .seed = 4};
    jobs.push_back(job);
  }
  const std::vector<PlayedHand> one = PlayHands(jobs, 1), three = PlayHands(jobs, 3);
  std::vector<HandRecord> records;
  for (size_t i = 0; i < jobs.size(); ++i) {
    ASSERT_TRUE(one[i].status.ok() && three[i].status.ok()) << one[i].status << three[i].status;
    EXPECT_EQ(one[i].record.played, three[i].record.played);
    EXPECT_EQ(one[i].review.final_value, three[i].review.final_value);
    HandRecord record = one[i].record;
    record.played.resize(6);
    records.push_back(record);
  }
  const family::TableOptions table{.worlds = 3, .seed = 6};
  std::atomic<uint64_t> calls{0};
  const std::vector<HandReview> a = ReviewHands(records, table, 1);
  const std::vector<HandReview> b =
      ReviewHands(records, table, 3, [&](uint64_t, uint64_t) { ++calls; });
  EXPECT_GT(calls.load(), 0u);
  for (size_t i = 0; i < records.size(); ++i) {
    ASSERT_TRUE(a[i].status.ok() && b[i].status.ok());
    ASSERT_EQ(a[i].table.size(), b[i].table.size());
    for (size_t p = 0; p < a[i].plays.size(); ++p) {
      EXPECT_EQ(a[i].plays[p].value_after, b[i].plays[p].value_after);
      EXPECT_EQ(a[i].table[p].choice.move, b[i].table[p].choice.move);
    }
  }
}

// Texas 42's bid analysis (the family's, game 42), double dummy and with table players (their
// opening lead racing further and kept for every layout a thread plays): the same odds on one
// thread and on three, and the progress callback never called at once by two.
TEST(ThreadingTest, AnalyzeBidGivesTheSameOddsOnOneAndThreeThreads) {
  const family::Game& game = family::GameOf(family::GameId::k42);
  BidQuery query;
  query.game = &game;
  query.hand = family::DealRandom(game, {}, 5, 0).hands[1];
  family::Contract sixes, doubles;
  sixes.trump = 6;
  doubles.trump = family::kDoublesTrump;
  query.contracts = {sixes, doubles};
  query.seed = 9;
  std::mutex mutex;
  bool busy = false;
  uint64_t calls = 0, most = 0;
  query.progress = [&](uint64_t done, uint64_t total) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      EXPECT_FALSE(busy) << "two progress calls at once";
      busy = true;
      ++calls;
      most = std::max(most, done);
    }
    EXPECT_LE(done, total);
    std::lock_guard<std::mutex> lock(mutex);
    busy = false;
  };
  for (const bool table : {false, true}) {
    query.samples = table ? 6 : 24;
    if (table) {
      query.play = Seating{};
      query.worlds = 3;
      query.opening_lead = Racing{.first = 4, .batch = 4, .most = 8};
    }
    query.threads = 1;
    calls = most = 0;
    const absl::StatusOr<BidAnalysis> one = AnalyzeBid(query);
    query.threads = 3;
    calls = most = 0;
    const absl::StatusOr<BidAnalysis> three = AnalyzeBid(query);
    ASSERT_TRUE(one.ok() && three.ok()) << one.status() << three.status();
    EXPECT_GT(calls, 0u);
    EXPECT_EQ(most, query.samples);
    ASSERT_EQ(one->odds.size(), three->odds.size());
    for (size_t c = 0; c < one->odds.size(); ++c) {
      EXPECT_EQ(one->odds[c].makes, three->odds[c].makes) << "contract " << c << " table " << table;
      EXPECT_EQ(one->odds[c].histogram, three->odds[c].histogram) << "contract " << c;
      EXPECT_EQ(one->odds[c].per_bid_makes, three->odds[c].per_bid_makes) << "contract " << c;
      EXPECT_EQ(one->odds[c].played, three->odds[c].played) << "contract " << c;
    }
    EXPECT_EQ(one->opening_lead.has_value(), table);
    // The node count covers the whole analysis: at the table, the double-dummy pass and more.
    EXPECT_GT(one->nodes, 0u);
    if (table) EXPECT_GT(one->nodes, one->double_dummy->nodes);
  }
}

TEST(ThreadingTest, SolveStudyRangeGivesTheSameRecordsOnOneAndTwoThreads) {
  StudyParams params;
  params.seed = 3;
  params.deals = 6;
  params.declarers = {0, 3};                          // N, W
  params.contracts = {family::Contract{.trump = 0}};  // blanks
  EXPECT_EQ(*SolveStudyRange(params, 0, 6, 1), *SolveStudyRange(params, 0, 6, 2));
  // Played out at the table too.
  params.deals = 3;
  params.play = StudyPlay{.seating = {PlayerKind::kTable, PlayerKind::kTable}, .worlds = 4};
  EXPECT_EQ(*SolveStudyRange(params, 0, 3, 1), *SolveStudyRange(params, 0, 3, 2));
  // A game with an exchange (Moon: the declarer takes the left-over tile and discards).
  params.game = &family::GameOf(family::GameId::kMoon);
  params.deals = 2;
  params.declarers = {0, 2};
  EXPECT_EQ(*SolveStudyRange(params, 0, 2, 1), *SolveStudyRange(params, 0, 2, 2));
}

}  // namespace
}  // namespace texas42
