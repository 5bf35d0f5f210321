// Play analysis (solver/analysis/play_analysis.h): hands played out by table players and
// reviewed are the same on one thread and two, in every game; each play moves the double-dummy
// value by its cost, toward the side that did not make it, so the costs add up from the deal's
// value to what was taken; a hand goes on from the moves given, and a move the rules forbid is
// refused naming the trick and seat.
#include "solver/analysis/play_analysis.h"

#include <vector>

#include "gtest/gtest.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/played.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"

namespace texas42 {
namespace {

using family::GameId;

PlayJob JobOf(GameId id, int trump, uint64_t seed, uint64_t index) {
  const family::Game& game = family::GameOf(id);
  PlayJob job;
  job.hand.game = &game;
  job.hand.deal = family::DealRandom(game, {}, seed, index);
  job.hand.declarer = static_cast<int>(index % static_cast<uint64_t>(game.seats));
  job.hand.contract.trump = trump;
  job.table = family::TableOptions{.worlds = 6, .seed = 5};
  return job;
}

TEST(PlayAnalysisTest, SameHandsOnOneThreadAndTwo) {
  std::vector<PlayJob> jobs;
  for (uint64_t i = 0; i < 4; ++i) {
    jobs.push_back(JobOf(GameId::k42, i % 2 ? 5 : family::kDoublesTrump, 11, i));
    jobs.back().hand.bid = 31;
  }
  jobs.push_back(JobOf(GameId::kMoon, 6, 3, 0));
  const std::vector<PlayedHand> one = PlayHands(jobs, 1), two = PlayHands(jobs, 2);
  ASSERT_EQ(one.size(), jobs.size());
  for (size_t i = 0; i < jobs.size(); ++i) {
    ASSERT_TRUE(one[i].status.ok() && two[i].status.ok()) << one[i].status << two[i].status;
    EXPECT_EQ(one[i].record.played, two[i].record.played) << i;
    EXPECT_EQ(one[i].record.discard, two[i].record.discard) << i;
    EXPECT_TRUE(one[i].review.finished);
    EXPECT_EQ(one[i].review.final_value, two[i].review.final_value);
    EXPECT_EQ(one[i].record.played.size(),
              static_cast<size_t>(jobs[i].hand.game->tricks() * jobs[i].hand.game->seats));
  }
  EXPECT_TRUE(one.back().record.discard.has_value());  // Moon: the best exchange was made
}

TEST(PlayAnalysisTest, CostsAddUpFromTheDealsValueToWhatWasTaken) {
  for (const GameId id : {GameId::k42, GameId::kThreeHand}) {
    family::Playout playout(family::TableOptions{.worlds = 6, .seed = 8});
    const PlayJob job = JobOf(id, 6, 12, 3);
    const PlayedHand hand = PlayHand(playout, job);
    ASSERT_TRUE(hand.status.ok()) << hand.status;
    const family::Rules rules(*job.hand.game, job.hand.contract);
    const family::Position start(rules, hand.review.hands, job.hand.declarer);
    int value = hand.review.start_value;
    for (const PlayReview& p : hand.review.plays) {
      EXPECT_EQ(p.value_before, value);
      EXPECT_GE(p.cost, 0);
      EXPECT_EQ(p.value_after, start.declarer_side(p.seat) ? value - p.cost : value + p.cost);
      value = p.value_after;
    }
    EXPECT_EQ(value, hand.review.final_value);
    EXPECT_EQ(value, hand.review.taken);
  }
}

TEST(PlayAnalysisTest, GoesOnFromTheMovesGivenAndRefusesAnIllegalOne) {
  family::Playout playout(family::TableOptions{.worlds = 4, .seed = 2});
  PlayJob job = JobOf(GameId::k42, 6, 21, 0);
  job.seating = {PlayerKind::kDoubleDummy, PlayerKind::kDoubleDummy};
  const PlayedHand whole = PlayHand(playout, job);
  ASSERT_TRUE(whole.status.ok()) << whole.status;
  // Double dummy on both sides: the hand ends at the deal's value, nothing given away.
  EXPECT_EQ(whole.review.final_value, whole.review.start_value);
  for (const PlayReview& p : whole.review.plays) EXPECT_EQ(p.cost, 0);
  job.hand.played.assign(whole.record.played.begin(), whole.record.played.begin() + 5);
  const PlayedHand rest = PlayHand(playout, job);
  ASSERT_TRUE(rest.status.ok()) << rest.status;
  EXPECT_EQ(rest.record.played, whole.record.played);
  job.hand.played = {whole.record.played[0], whole.record.played[0]};
  const PlayedHand bad = PlayHand(playout, job);
  EXPECT_EQ(std::string(bad.status.message()).rfind("played: trick 1, East: ", 0), 0u)
      << bad.status;
}

}  // namespace
}  // namespace texas42
