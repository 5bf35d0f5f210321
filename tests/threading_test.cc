// The project's own threading: deal analysis, bid analysis and studies on several threads give
// exactly what one thread gives.
//
// Small on purpose: scripts/ci-hardening.sh runs this test under ThreadSanitizer (the tsan
// preset), where each solve is several times slower. That build runs the parallel loops on
// std::threads (TEXAS42_STD_THREADS: Debian's TBB is not instrumented), so TSan checks our code
// (one Solver per thread, shared read-only Rules, results written by index, the tallies, the
// progress callback), not TBB's scheduler.
#include <algorithm>
#include <cstdint>
#include <mutex>
#include <vector>

#include "gtest/gtest.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/deal_analysis.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/study.h"
#include "solver/contract.h"

namespace texas42 {
namespace {

// Returns `count` follow-me jobs, each `played` random legal tiles into its hand so that every
// solve stays small.
std::vector<DealJob> Jobs(int count, int played) {
  std::vector<DealJob> jobs;
  for (int i = 0; i < count; ++i) {
    DealJob job;
    job.deal = DealRandom(Predeal{}, 77, static_cast<uint64_t>(i));
    job.declarer = SeatAt(i);
    const Rules rules(Contract::Normal(Trump::kFollowMe));
    Position position(rules, job.deal, job.declarer);
    Rng rng(77, static_cast<uint64_t>(i));
    for (int k = 0; k < played; ++k) {
      std::vector<Tile> legal;
      for (Tile t : position.Legal()) legal.push_back(t);
      const Tile t = legal[rng.Below(static_cast<uint32_t>(legal.size()))];
      EXPECT_TRUE(position.Play(t).ok());
      job.played.push_back(t);
    }
    job.contracts = {Contract::Normal(Trump::kFollowMe)};
    jobs.push_back(job);
  }
  return jobs;
}

void ExpectSameReports(const std::vector<DealReport>& a, const std::vector<DealReport>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    ASSERT_EQ(a[i].status, b[i].status) << "job " << i;
    ASSERT_EQ(a[i].results.size(), b[i].results.size());
    for (size_t c = 0; c < a[i].results.size(); ++c) {
      const ContractResult& x = a[i].results[c];
      const ContractResult& y = b[i].results[c];
      EXPECT_EQ(x.value, y.value) << "job " << i << " contract " << c;
      ASSERT_EQ(x.plays.size(), y.plays.size());
      for (size_t p = 0; p < x.plays.size(); ++p) {
        EXPECT_EQ(x.plays[p].tile, y.plays[p].tile);
        EXPECT_EQ(x.plays[p].value, y.plays[p].value);
      }
      ASSERT_EQ(x.line.size(), y.line.size());
      for (size_t t = 0; t < x.line.size(); ++t) EXPECT_EQ(x.line[t].tiles, y.line[t].tiles);
    }
  }
}

TEST(ThreadingTest, AnalyzeDealsGivesTheSameReportsOnOneTwoAndFourThreads) {
  const std::vector<DealJob> jobs = Jobs(12, 12);
  const std::vector<DealReport> one = AnalyzeDeals(jobs, 1);
  ExpectSameReports(one, AnalyzeDeals(jobs, 2));
  ExpectSameReports(one, AnalyzeDeals(jobs, 4));
}

TEST(ThreadingTest, AnalyzeDealsReportsEachImpossiblePlayOnItsOwnJob) {
  std::vector<DealJob> jobs = Jobs(6, 4);
  jobs[3].played.push_back(jobs[3].played.front());  // a tile played twice
  const std::vector<DealReport> reports = AnalyzeDeals(jobs, 3);
  for (size_t i = 0; i < reports.size(); ++i) EXPECT_EQ(reports[i].status.ok(), i != 3) << i;
}

TEST(ThreadingTest, AnalyzeBidGivesTheSameOddsOnOneAndThreeThreads) {
  BidQuery query;
  query.declarer = Seat::kEast;
  query.hand = DealRandom(Predeal{}, 5, 0).hand(Seat::kEast);
  query.contracts = {Contract::Normal(Trump::kSixes), Contract::Normal(Trump::kDoubles)};
  query.samples = 24;
  query.seed = 9;
  std::mutex mutex;
  uint64_t calls = 0, most = 0;
  query.progress = [&](uint64_t done, uint64_t total) {
    std::lock_guard<std::mutex> lock(mutex);
    ++calls;
    most = std::max(most, done);
    EXPECT_LE(done, total);
  };
  query.threads = 1;
  const absl::StatusOr<BidAnalysis> one = AnalyzeBid(query);
  query.threads = 3;
  calls = most = 0;
  const absl::StatusOr<BidAnalysis> three = AnalyzeBid(query);
  ASSERT_TRUE(one.ok() && three.ok());
  EXPECT_GT(calls, 0u);
  EXPECT_LE(most, query.samples);
  ASSERT_EQ(one->odds.size(), three->odds.size());
  for (size_t c = 0; c < one->odds.size(); ++c) {
    EXPECT_EQ(one->odds[c].histogram, three->odds[c].histogram) << "contract " << c;
  }
}

TEST(ThreadingTest, SolveStudyRangeGivesTheSameRecordsOnOneAndTwoThreads) {
  StudyParams params;
  params.seed = 3;
  params.deals = 6;
  params.declarers = {Seat::kNorth, Seat::kWest};
  params.contracts = {Contract::Normal(Trump::kBlanks)};
  EXPECT_EQ(*SolveStudyRange(params, 0, 6, 1), *SolveStudyRange(params, 0, 6, 2));
  // Played out at the table too.
  params.deals = 3;
  params.play = StudyPlay{.seating = {PlayerKind::kTable, PlayerKind::kTable}, .worlds = 4};
  EXPECT_EQ(*SolveStudyRange(params, 0, 3, 1), *SolveStudyRange(params, 0, 3, 2));
}

}  // namespace
}  // namespace texas42
