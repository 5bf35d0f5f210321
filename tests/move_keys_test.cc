// The keys a table decision ranks its moves by (move_keys.h), shared by every game's player.
#include "solver/play/move_keys.h"

#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace texas42 {
namespace {

using ::testing::ElementsAre;

TEST(MoveKeysTest, EachMoveIsValuedAsTheFirstOfItsSet) {
  // Moves 0, 2 and 3 are interchangeable, and 1 and 4; 5 stands alone.
  const std::vector<int> set = {7, 8, 7, 7, 8, 9};
  int asked = 0;
  const std::vector<int> rep = Representatives(6, [&](int j, int i) {
    EXPECT_LT(j, i);
    ++asked;
    return set[j] == set[i];
  });
  EXPECT_THAT(rep, ElementsAre(0, 1, 0, 0, 1, 5));
  // Only the first of each set is compared with later moves: 1 with 0; 2 with 0; 3 with 0;
  // 4 with 0 and 1; 5 with 0 and 1.
  EXPECT_EQ(asked, 7);
  EXPECT_TRUE(Representatives(0, [](int, int) { return true; }).empty());
}

TEST(MoveKeysTest, BestOfKeepsEveryMoveTiedOnTheBestKeyInOrder) {
  const std::vector<long long> key = {5, 9, 2, 9, 2};
  EXPECT_THAT(BestOf({0, 1, 2, 3, 4}, key, /*more=*/true), ElementsAre(1, 3));
  EXPECT_THAT(BestOf({0, 1, 2, 3, 4}, key, /*more=*/false), ElementsAre(2, 4));
  // Only the moves asked about count: move 1's 9 is not among them.
  EXPECT_THAT(BestOf({0, 2, 4}, key, /*more=*/true), ElementsAre(0));
  EXPECT_THAT(BestOf({4, 2}, key, /*more=*/false), ElementsAre(4, 2));
}

TEST(MoveKeysTest, GoalLeadersAreTheLiveMovesValuedEverywhereThatReachedMost) {
  GoalRace goal = StartGoal(30, {true, true, false, true, true});
  goal.used = 16;
  goal.worlds = {16, 16, 0, 16, 8};
  goal.reached = {12, 12, 0, 9, 8};
  EXPECT_THAT(GoalLeaders(goal, 0), ElementsAre(0, 1));
  // A dropped move does not lead, whatever its count.
  goal.alive[0] = false;
  EXPECT_THAT(GoalLeaders(goal, 0), ElementsAre(1));
  // A move valued in fewer worlds (dropped by the race) does not either.
  goal.reached[4] = 14;
  EXPECT_THAT(GoalLeaders(goal, 0), ElementsAre(1));
  goal.worlds[4] = 16;
  EXPECT_THAT(GoalLeaders(goal, 0), ElementsAre(4));
}

TEST(MoveKeysTest, GoalLeadersWithSlackKeepEveryMoveWithinItOfTheMost) {
  GoalRace goal = StartGoal(30, {true, true, true, true, true});
  goal.used = 16;
  goal.worlds = {16, 16, 16, 16, 8};
  goal.reached = {11, 12, 10, 11, 8};
  EXPECT_THAT(GoalLeaders(goal, 1), ElementsAre(0, 1, 3));
  EXPECT_THAT(GoalLeaders(goal, 2), ElementsAre(0, 1, 2, 3));
  goal.alive[1] = false;  // the most is then the live moves' 11
  EXPECT_THAT(GoalLeaders(goal, 1), ElementsAre(0, 2, 3));
}

// A source of four worlds, all drawn at once (Race asks all(), size() and Draw).
struct FourWorlds {
  bool all() const { return true; }
  int size() const { return 4; }
  int Draw(int) { return 4; }
};

// With slack, a move the worlds left could still bring within the slack of the leader stays in
// the race: it is valued in every world, so the keys after key 1 compare it over the same worlds.
TEST(MoveKeysTest, RaceKeepsMovesWithinTheSlackToTheEnd) {
  FourWorlds worlds;
  for (int slack : {0, 1}) {
    Racing racing;
    racing.slack = slack;
    std::vector<GoalRace> goals = {StartGoal(30, {true, true, true})};
    // Move 0 reaches the goal in every world, move 1 in all but the last, move 2 in the first.
    Race(4, racing, /*full_scores=*/false, worlds, goals,
         [](int w, int k, size_t) { return k == 0 || (k == 1 && w < 3) || w == 0; });
    const GoalRace& g = goals.front();
    EXPECT_EQ(g.used, 4);
    EXPECT_TRUE(g.alive[0]);
    EXPECT_EQ(g.alive[1], slack == 1) << "slack " << slack;
    EXPECT_FALSE(g.alive[2]) << "slack " << slack;  // 1 of 4 against 4: beyond the slack
    const std::vector<int> leaders = slack == 1 ? std::vector<int>{0, 1} : std::vector<int>{0};
    EXPECT_EQ(GoalLeaders(g, slack), leaders);
  }
}

TEST(MoveKeysTest, KeySumsAsksEachWorldsMovesInTurnAndOnlyThoseAsked) {
  std::vector<std::pair<int, int>> asked;
  const std::vector<long long> sums = KeySums({3, 1}, 4, 2, [&](int w, int k) {
    asked.emplace_back(w, k);
    return 10 * w + k;
  });
  EXPECT_THAT(sums, ElementsAre(0, 1 + 11, 0, 3 + 13));
  EXPECT_THAT(asked,
              ElementsAre(std::pair(0, 3), std::pair(0, 1), std::pair(1, 3), std::pair(1, 1)));
}

}  // namespace
}  // namespace texas42
