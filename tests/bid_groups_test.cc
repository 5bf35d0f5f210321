// A hand played for several bids at once (bid_groups.h), on a toy game whose answers are known:
// each turn a side adds a number to its score; a bid b is made once the score reaches b and set
// once the turns run out below it; the player for bid b adds 2 while b is odd and 1 while even.
#include "solver/play/bid_groups.h"

#include <map>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace texas42 {
namespace {

using ::testing::ElementsAre;

TEST(BidGroupsTest, GroupsBidsByTheirPlayInOrderOfFirstAppearance) {
  const std::vector<char> play = {'b', 'a', 'b', 'c', 'a'};
  const BidGroups<char> groups =
      GroupBids<char>({30, 31, 32, 33, 34}, [&](size_t j) { return play[j]; });
  EXPECT_THAT(groups.plays, ElementsAre('b', 'a', 'c'));
  EXPECT_THAT(groups.bids, ElementsAre(ElementsAre(30, 32), ElementsAre(31, 34), ElementsAre(33)));
}

// The toy line: the score so far, the turns left and the plays made.
struct Toy {
  int score = 0;
  int turns = 3;
  std::string plays;
  absl::Status Play(int add) {
    if (turns == 0) return absl::FailedPreconditionError("no turn left");
    score += add;
    --turns;
    plays += static_cast<char>('0' + add);
    return absl::OkStatus();
  }
};

TEST(BidGroupsTest, EachBidGetsTheResultOfAPlayoutForItAloneAndForksOncePerDistinctPlay) {
  const std::vector<int> bids = {2, 3, 4, 5, 6, 7};
  std::vector<int> settled(bids.size(), 0);
  std::vector<bool> made(bids.size(), false);
  std::map<std::string, int> asked;  // line -> times a choice was asked there
  auto decided = [&](const Toy& t, int i) -> std::optional<bool> {
    if (t.score >= bids[i]) return true;
    if (t.turns == 0) return false;
    return std::nullopt;
  };
  auto choose = [&](const Toy& t,
                    const std::vector<int>& open) -> absl::StatusOr<std::vector<int>> {
    ++asked[t.plays];
    std::vector<int> plays;
    for (int i : open) plays.push_back(bids[i] % 2 == 1 ? 2 : 1);
    return plays;
  };
  auto settle = [&](int i, bool m, const Toy&) {
    ++settled[i];
    made[i] = m;
  };
  std::vector<int> all = {0, 1, 2, 3, 4, 5};
  ASSERT_TRUE(PlayForBids<int>(Toy{}, all, decided, choose, settle).ok());
  // Alone: odd bids score 6 in three turns (made up to 5, 7 set), even bids 3 (2 made, 4 and 6
  // set).
  EXPECT_THAT(made, ElementsAre(true, true, false, true, false, false));
  EXPECT_THAT(settled, ElementsAre(1, 1, 1, 1, 1, 1));
  // The first turn forks into the line of 1s and the line of 2s; each line asks once a turn
  // while a bid is open in it.
  EXPECT_EQ(asked[""], 1);
  EXPECT_EQ(asked["1"], 1);
  EXPECT_EQ(asked["2"], 1);
  EXPECT_EQ(asked["11"], 1);
  EXPECT_EQ(asked["22"], 1);
  EXPECT_EQ(asked.size(), 5u);
}

TEST(BidGroupsTest, TheFirstErrorStopsThePlay) {
  auto decided = [](const Toy&, int) -> std::optional<bool> { return std::nullopt; };
  auto choose = [](const Toy&, const std::vector<int>& open) -> absl::StatusOr<std::vector<int>> {
    return std::vector<int>(open.size(), 1);
  };
  int settled = 0;
  auto settle = [&](int, bool, const Toy&) { ++settled; };
  // Never decided: the fourth play fails and its error comes back.
  const absl::Status s = PlayForBids<int>(Toy{}, {0, 1}, decided, choose, settle);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(settled, 0);
}

}  // namespace
}  // namespace texas42
