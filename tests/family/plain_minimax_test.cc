// Hand-worked positions for the plain family minimax (tests/family/plain_minimax.h).
//
// What it models: each test is a one- or two-trick position whose value is worked out by hand from
// docs/rules.md in the comment above it, so that a wrong rule in PlainValue (trumps, following,
// ranking, nello doubles, low-no sides, sevens closeness and ties, the Big Game lead, 3 seats,
// Moon and Geezer counts) makes a test fail. Invariant: every expectation comes from the comment,
// never from running the code; where one flag changes the value, both values are checked.
#include "tests/family/plain_minimax.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace texas42::plain {
namespace {

constexpr int N = 0, E = 1, S = 2, W = 3;

// Four hands, N E S W.
Problem Four(std::vector<std::vector<Tile>> hands) {
  Problem p;
  p.hands = std::move(hands);
  return p;
}

// Three hands, N E S.
Problem Three(std::vector<std::vector<Tile>> hands) {
  Problem p;
  p.seats = 3;
  p.hands = std::move(hands);
  return p;
}

// Threes trump; N leads 6-4 (calls sixes). E 2-1, S 5-5 and W 3-1 hold no six; W's 3-1 is a
// trump and wins. N+S: 0. E+W: 1 trick + 10 (6-4) + 10 (5-5) = 21.
TEST(PlainMinimaxTest, TrumpBeatsLedSuit) {
  Problem p = Four({{{6, 4}}, {{2, 1}}, {{5, 5}}, {{3, 1}}});
  p.trump = 3;
  EXPECT_EQ(PlainValue(p), 0);
  p.declarer = E;
  EXPECT_EQ(PlainValue(p), 21);
  // Follow-me: no trumps, so N's 6-4 is the only six and wins: 1 + 10 + 10 = 21 for N+S.
  p.trump = -2;
  p.declarer = N;
  EXPECT_EQ(PlainValue(p), 21);
}

// Follow-me; N leads 2-1 (twos). E's 6-6 and W's 4-1 show no two; S's 2-0 follows, ranks below
// 2-1 (other end 0 < 1). E's high double neither follows nor trumps, so N wins:
// 1 + 5 (4-1) = 6.
TEST(PlainMinimaxTest, OffSuitCannotWin) {
  Problem p = Four({{{2, 1}}, {{6, 6}}, {{2, 0}}, {{4, 1}}});
  EXPECT_EQ(PlainValue(p), 6);
  // Give E the 2-2 instead: it follows twos and, the double being highest, wins: N+S 0.
  p.hands[E] = {{2, 2}};
  EXPECT_EQ(PlainValue(p), 0);
}

// Threes trump: 6-3 is a trump and never a six. N 6-5 6-4; E 6-3 6-2; S 5-5 1-0; W 2-1 2-0.
// E's 6-3, the only trump, wins one trick whatever happens.
//  - N leads 6-4 (sixes): E's only six is 6-2 and he must play it; S and W hold no six. N wins:
//    S throws 5-5: 1 + 10 + 10 = 21. N leads 6-5, E trumps: nothing more. 21 (all but E's trick).
// Value 21. Were 6-3 also a six, E could trump the 6-4 at once (S then keeps 5-5 and N's 6-5 wins
// it later: 11), and on a 6-5 lead play 6-2 and trump the 6-4 later (11): the value would be 11.
TEST(PlainMinimaxTest, TrumpIsNotOfItsOtherSuit) {
  Problem p = Four({{{6, 5}, {6, 4}}, {{6, 3}, {6, 2}}, {{5, 5}, {1, 0}}, {{2, 1}, {2, 0}}});
  p.trump = 3;
  EXPECT_EQ(PlainValue(p), 21);
}

// Doubles trump: N leads 1-1 (a trump). E holds 3-3 and S 0-0 (trumps, they follow); W's 5-0 is
// no trump. Normal ranking 6-6 high .. 0-0 low: E's 3-3 wins: N+S 0. Reversed (0-0 high): S's 0-0
// wins: 1 + 5 (5-0) = 6.
TEST(PlainMinimaxTest, DoublesTrumpRanking) {
  Problem p = Four({{{1, 1}}, {{3, 3}}, {{0, 0}}, {{5, 0}}});
  p.trump = -1;
  EXPECT_EQ(PlainValue(p), 0);
  p.reversed_doubles = true;
  EXPECT_EQ(PlainValue(p), 6);
}

// Doubles trump: a non-double calls its higher end. N leads 6-4 (sixes); E has no six and trumps
// with 1-1; S's 6-1 follows; W's 5-0. E wins: N+S 0; E+W: 1 + 10 + 5 = 16. In follow-me the 1-1
// is a one, cannot win, and N's 6-4 (above 6-1) wins: N+S 16.
TEST(PlainMinimaxTest, DoublesTrumpNonDoubleLead) {
  Problem p = Four({{{6, 4}}, {{1, 1}}, {{6, 1}}, {{5, 0}}});
  p.trump = -1;
  EXPECT_EQ(PlainValue(p), 0);
  p.trump = -2;
  EXPECT_EQ(PlainValue(p), 16);
}

// Nello, declarer N, S sits out (his 4-3 and 5-5 are ignored: were S to play 4-3 in position A he
// would win fours and N would take no trick).
// Position A: N leads 4-2 (fours); E 4-4; W 3-0.
//  own: 4-4 is a double, does not follow fours; N's 4-2 wins: 1.
//  high: 4-4 is the highest four: E wins: 0.
//  low: 4-4 is the lowest four: N's 4-2 wins: 1.
TEST(PlainMinimaxTest, NelloDoublesPositionA) {
  Problem p = Four({{{4, 2}}, {{4, 4}}, {{4, 3}, {5, 5}}, {{3, 0}}});
  p.kind = Kind::kNello;
  p.nello_doubles = 0;
  EXPECT_EQ(PlainValue(p), 1);
  p.nello_doubles = 1;
  EXPECT_EQ(PlainValue(p), 0);
  p.nello_doubles = 2;
  EXPECT_EQ(PlainValue(p), 1);
}

// Position B: N leads 4-4; E 4-0; W 3-0.
//  own: 4-4 calls doubles; nobody else has one: N wins: 1.
//  high: 4-4 calls fours and is the highest four: N wins: 1.
//  low: 4-4 calls fours and is the lowest; E's 4-0 wins: 0.
TEST(PlainMinimaxTest, NelloDoublesPositionB) {
  Problem p = Four({{{4, 4}}, {{4, 0}}, {}, {{3, 0}}});
  p.kind = Kind::kNello;
  EXPECT_EQ(PlainValue(p), 1);
  p.nello_doubles = 1;
  EXPECT_EQ(PlainValue(p), 1);
  p.nello_doubles = 2;
  EXPECT_EQ(PlainValue(p), 0);
}

// Nello own, reversed: N leads 0-0 (doubles); E follows with 4-4; W 1-0 cannot. Normal: 4-4 above
// 0-0, E wins: 0. Reversed: 0-0 is the highest double: N wins: 1.
TEST(PlainMinimaxTest, NelloReversedDoubles) {
  Problem p = Four({{{0, 0}}, {{4, 4}}, {}, {{1, 0}}});
  p.kind = Kind::kNello;
  EXPECT_EQ(PlainValue(p), 0);
  p.reversed_doubles = true;
  EXPECT_EQ(PlainValue(p), 1);
}

// Nello own, two tricks, the declarer's choice matters. N 5-0 3-1; E 5-4 1-0; W 3-2 6-6.
//  - N leads 5-0: E must follow 5-4 and wins; E leads 1-0 (ones), N must follow with 3-1 (above
//    1-0), W has no one: N wins t2: 1.
//  - N leads 3-1 (threes): E has no three; W must follow 3-2 and wins (2 > 1); W leads 6-6
//    (doubles), nobody follows, W wins: 0.
// The declarer minimizes: 0. (Were he to maximize: 1.)
TEST(PlainMinimaxTest, NelloDeclarerMinimizes) {
  Problem p = Four({{{5, 0}, {3, 1}}, {{5, 4}, {1, 0}}, {{6, 5}}, {{3, 2}, {6, 6}}});
  p.kind = Kind::kNello;
  EXPECT_EQ(PlainValue(p), 0);
}

// Low-no: the partner plays. N leads 4-2 (fours); E 4-4; S 4-3; W 6-5.
//  own: E's 4-4 does not follow; S's 4-3 (3 > 2) wins: the declarer's side takes 1 trick.
//  high: E's 4-4 is the highest four and wins: 0.
TEST(PlainMinimaxTest, LowNoCountsThePartner) {
  Problem p = Four({{{4, 2}}, {{4, 4}}, {{4, 3}}, {{6, 5}}});
  p.kind = Kind::kLowNo;
  EXPECT_EQ(PlainValue(p), 1);
  p.nello_doubles = 1;
  EXPECT_EQ(PlainValue(p), 0);
}

// Sevens to 7, ties to the first played. E leads 5-2 (distance 0); S 6-0 (1), W 6-6 (5), N 4-3
// (0). E's 5-2 and N's 4-3 tie; E played first: N+S 0. With N leading 4-3 instead (hands
// swapped): N first, N wins: 1.
TEST(PlainMinimaxTest, SevensTiesToFirstPlayed) {
  Problem p = Four({{{4, 3}}, {{5, 2}}, {{6, 0}}, {{6, 6}}});
  p.kind = Kind::kSevens;
  p.leader = E;
  EXPECT_EQ(PlainValue(p), 0);
  p.leader = N;
  EXPECT_EQ(PlainValue(p), 1);
}

// N leads 6-1 (7), E 3-2 (5), S 6-6 (12), W 1-0 (1). To 7: N's 6-1 at distance 0 wins: 1. To 5:
// E's 3-2 at distance 0 wins: 0.
TEST(PlainMinimaxTest, SevensToFive) {
  Problem p = Four({{{6, 1}}, {{3, 2}}, {{6, 6}}, {{1, 0}}});
  p.kind = Kind::kSevens;
  EXPECT_EQ(PlainValue(p), 1);
  p.sevens_to = 5;
  EXPECT_EQ(PlainValue(p), 0);
}

// Followers must play a closest tile. N 4-3 (d0) 6-6 (d5); E 5-2 (d0) 1-0 (d6); S 0-0 (d7)
// 1-1 (d5); W 2-0 (d5) 3-0 (d4).
//  - N leads 4-3: E must play 5-2 (ties, N first), S 1-1, W 3-0: N wins. t2 N 6-6 (d5), E 1-0
//    (d6), S 0-0 (d7), W 2-0 (d5): tie at d5, N first: N wins. 2.
//  - N leads 6-6: E's 5-2 wins t1... at most 1.
// Value 2. (Were E free to throw 1-0 under 4-3, he would keep 5-2 to win t2: 1.)
TEST(PlainMinimaxTest, SevensFollowersPlayClosest) {
  Problem p = Four({{{4, 3}, {6, 6}}, {{5, 2}, {1, 0}}, {{0, 0}, {1, 1}}, {{2, 0}, {3, 0}}});
  p.kind = Kind::kSevens;
  EXPECT_EQ(PlainValue(p), 2);
}

// Closest-lead. N 4-3 (d0) 0-0 (d7); E 5-0 (d2) 2-2 (d3); S 6-0 (d1) 1-0 (d6); W 6-3 (d2) 3-1
// (d3). Every follower's closest tile is forced: E 5-0, S 6-0, W 6-3 on trick 1.
//  - N leads 4-3: N wins t1. t2 N 0-0 (d7), E 2-2 (d3), S 1-0 (d6), W 3-1 (d3): E first at d3
//    wins. 1.
//  - N leads 0-0 (d7): S's 6-0 (d1) wins t1. t2 S leads 1-0, W 3-1, N 4-3 (d0) wins. 2.
// Default (any lead): 2. Closest-lead (N must lead 4-3): 1.
TEST(PlainMinimaxTest, SevensClosestLead) {
  Problem p = Four({{{4, 3}, {0, 0}}, {{5, 0}, {2, 2}}, {{6, 0}, {1, 0}}, {{6, 3}, {3, 1}}});
  p.kind = Kind::kSevens;
  EXPECT_EQ(PlainValue(p), 2);
  p.sevens_closest_lead = true;
  EXPECT_EQ(PlainValue(p), 1);
}

// The Big Game (double-eight), sixes trump (no sixes held). N leads 7-3; E 7-5; S 2-1; W 3-1.
//  - called as sevens: E's 7-5 follows and beats it (5 > 3): N+S 0.
//  - called as threes: E and S hold no three; W's 3-1 follows but ranks below 7-3 (other end 1 <
//    7): N wins 1 + 10 (7-3) = 11.
// Without the Big Game lead: 0; with it: 11.
TEST(PlainMinimaxTest, BigGameLowerEndLead) {
  Problem p = Four({{{7, 3}}, {{7, 5}}, {{2, 1}}, {{3, 1}}});
  p.max_pip = 8;
  p.trump = 6;
  EXPECT_EQ(PlainValue(p), 0);
  p.big_game_leads = true;
  EXPECT_EQ(PlainValue(p), 11);
  // Sevens trump: the 7-3 is a trump and calls trumps; E's 7-5 is the higher trump: 0.
  p.trump = 7;
  EXPECT_EQ(PlainValue(p), 0);
}

// The leader takes the better call. Follow-me, double-eight: N leads 8-2; E 8-1; S 0-0; W 2-2. As
// eights: E's 8-1 ranks below (1 < 2), W's 2-2 is no eight: N wins 1 + 10 = 11. As twos: W's 2-2 is
// highest: 0. The leader picks: 11.
TEST(PlainMinimaxTest, BigGameLeaderChoosesBestCall) {
  Problem p = Four({{{8, 2}}, {{8, 1}}, {{0, 0}}, {{2, 2}}});
  p.max_pip = 8;
  p.big_game_leads = true;
  EXPECT_EQ(PlainValue(p), 11);
  // Now E holds 8-3: as eights it wins (3 > 2); as twos W's 2-2 wins: 0 either way.
  p.hands[E] = {{8, 3}};
  EXPECT_EQ(PlainValue(p), 0);
}

// Three seats, each for himself. Follow-me; N leads 6-2 (sixes); E has no six and throws 4-1;
// S's 6-5 wins. Declarer N: 0 (S is no partner). Declarer S: 1 + 5 = 6. Declarer E: 0.
TEST(PlainMinimaxTest, ThreeSeatsDeclarerAgainstTwo) {
  Problem p = Three({{{6, 2}}, {{4, 1}}, {{6, 5}}});
  EXPECT_EQ(PlainValue(p), 0);
  p.declarer = S;
  EXPECT_EQ(PlainValue(p), 6);
  p.declarer = E;
  EXPECT_EQ(PlainValue(p), 0);
}

// Three seats, play goes S -> N -> E. Sevens: S leads 6-6 (d5), N 5-2 (d0), E 6-1 (d0): N played
// before E, so N wins: declarer N takes 1. (Were the order S -> E -> N, E would win: 0.)
TEST(PlainMinimaxTest, ThreeSeatsOrderWraps) {
  Problem p = Three({{{5, 2}}, {{6, 1}}, {{6, 6}}});
  p.kind = Kind::kSevens;
  p.leader = S;
  EXPECT_EQ(PlainValue(p), 1);
}

// Moon: three seats, fives trump, no count. N 5-5 6-4; E 6-6 3-1; S 6-5 2-1. Declarer N.
//  - N leads 5-5 (trumps): S must follow 6-5, E throws 3-1 (keeping 6-6): N wins t1. N leads 6-4,
//    E's 6-6 wins t2. (If E threw 6-6, N's 6-4 would win t2 too.)
//  - N leads 6-4: E must follow 6-6 and wins, or S (no six: 6-5 is a trump) trumps with 6-5; the
//    winner leads a low tile, N trumps with 5-5: N wins t2.
// Either way N takes 1 trick: Moon value 1. With count (3-handed 42), each line gives N one trick
// holding the 5-5: 1 + 10 = 11 (in the first line the 6-4 goes to E; in the second too).
TEST(PlainMinimaxTest, MoonCountsTricks) {
  Problem p = Three({{{5, 5}, {6, 4}}, {{6, 6}, {3, 1}}, {{6, 5}, {2, 1}}});
  p.trump = 5;
  p.counts = false;
  EXPECT_EQ(PlainValue(p), 1);
  p.counts = true;
  EXPECT_EQ(PlainValue(p), 11);
}

// Geezer (double-seven): N leads 7-3 (sevens, follow-me); E 2-1, S 1-1, W 2-0 hold no seven: N
// wins 1 + 10 (7-3 adds to 10) = 11.
TEST(PlainMinimaxTest, GeezerSevenThreeIsTen) {
  Problem p = Four({{{7, 3}}, {{2, 1}}, {{1, 1}}, {{2, 0}}});
  p.max_pip = 7;
  EXPECT_EQ(PlainValue(p), 11);
}

// Geezer, sevens trump: 7-7 is the top trump. N leads 7-0; E 7-7; S 7-6; W 3-2. E's 7-7 wins:
// N+S 0; E+W: 1 + 5 (3-2) = 6.
TEST(PlainMinimaxTest, GeezerSevensTrump) {
  Problem p = Four({{{7, 0}}, {{7, 7}}, {{7, 6}}, {{3, 2}}});
  p.max_pip = 7;
  p.trump = 7;
  EXPECT_EQ(PlainValue(p), 0);
  p.declarer = W;
  EXPECT_EQ(PlainValue(p), 6);
}

// Splash: the value is tricks, not points. Sixes trump; S (the partner) leads 6-6; W 5-5, N 6-4
// (must follow trumps), E 4-1. S wins: 1 trick (a normal contract would give 1 + 10 + 10 + 5 =
// 26). Plunge alike.
TEST(PlainMinimaxTest, SplashAndPlungeCountTricks) {
  Problem p = Four({{{6, 4}}, {{4, 1}}, {{6, 6}}, {{5, 5}}});
  p.trump = 6;
  p.leader = S;
  EXPECT_EQ(PlainValue(p), 26);
  p.kind = Kind::kSplash;
  EXPECT_EQ(PlainValue(p), 1);
  p.kind = Kind::kPlunge;
  EXPECT_EQ(PlainValue(p), 1);
}

// Follow-me, a trick in progress: N led 2-1 (twos) and E threw 6-6; S (5-5 4-0) holds no two
// and may throw either; W (2-0 3-1) must follow with 2-0, below the 2-1, so N wins the trick and
// leads 3-0 next, which W's 3-1 beats (E 1-0, S's last tile hold no three).
//  - S throws 5-5: N+S 1 + 10 now, then nothing: 11.
//  - S throws 4-0: N+S 1 now; his 5-5 then goes to W's trick: 1.
// N+S: 11 (S throws 5-5). Were E+W declaring, S would throw 4-0 and they would take 11; he
// throws 5-5 instead and they take only the last trick: 1.
TEST(PlainMinimaxTest, TrickInProgress) {
  Problem p = Four({{{3, 0}}, {{1, 0}}, {{5, 5}, {4, 0}}, {{2, 0}, {3, 1}}});
  p.trick = {{2, 1}, {6, 6}};
  EXPECT_EQ(PlainValue(p), 11);
  EXPECT_EQ(PlainValueRemembering(p), 11);
  const std::vector<PlayValue> plays = PlainPlayValues(p);
  ASSERT_EQ(plays.size(), 2u);
  EXPECT_TRUE(plays[0].tile.hi == 5 && plays[0].tile.lo == 5 && !plays[0].low_end);
  EXPECT_EQ(plays[0].value, 11);
  EXPECT_TRUE(plays[1].tile.hi == 4 && plays[1].tile.lo == 0);
  EXPECT_EQ(plays[1].value, 1);
  p.declarer = E;
  EXPECT_EQ(PlainValue(p), 1);
  // W must follow: his one legal play.
  p.declarer = N;
  p.hands[S] = {{5, 5}};
  p.trick = {{2, 1}, {6, 6}, {4, 0}};
  const std::vector<PlayValue> follow = PlainPlayValues(p);
  ASSERT_EQ(follow.size(), 1u);
  EXPECT_TRUE(follow[0].tile.hi == 2 && follow[0].tile.lo == 0);
  EXPECT_EQ(follow[0].value, 1);
}

// The Big Game, follow-me, a trick in progress: N led 7-3 as a three (its lower end). E holds 7-7
// and 3-0: a seven does not follow, so he must play the 3-0, which the 7-3 beats (other end 7 >
// 0); S and W hold no three. N+S: 1 + 10 (the 7-3); N then leads 1-0, and W, who kept his 2-1,
// wins it: 11. Called as a seven, E must follow with the 7-7 and wins, then takes the last trick
// with his 3-0 (no three left elsewhere): 0.
TEST(PlainMinimaxTest, TrickInProgressAfterALowEndLead) {
  Problem p = Four({{{1, 0}}, {{7, 7}, {3, 0}}, {{2, 2}, {4, 4}}, {{2, 1}, {4, 0}}});
  p.max_pip = 8;
  p.big_game_leads = true;
  p.trick = {{7, 3}};
  p.lead_low_end = true;
  const std::vector<PlayValue> plays = PlainPlayValues(p);
  ASSERT_EQ(plays.size(), 1u);
  EXPECT_TRUE(plays[0].tile.hi == 3 && plays[0].tile.lo == 0);
  EXPECT_EQ(PlainValue(p), 11);
  p.lead_low_end = false;
  EXPECT_EQ(PlainValue(p), 0);
}

TEST(PlainMinimaxTest, RejectsMalformedProblems) {
  Problem p = Four({{{6, 4}, {1, 0}}, {{2, 1}}, {{5, 5}}, {{3, 1}}});
  EXPECT_THROW(PlainValue(p), std::invalid_argument);  // unequal hands
  p = Four({{{6, 4}}, {{6, 4}}, {{5, 5}}, {{3, 1}}});
  EXPECT_THROW(PlainValue(p), std::invalid_argument);  // a tile held twice
  p = Four({{}, {{2, 1}}, {{5, 5}}, {{3, 1}}});
  p.trick = {{2, 1}};
  EXPECT_THROW(PlainValue(p), std::invalid_argument);  // a tile both played and held
  p = Four({{}, {{2, 0}}, {{5, 5}}, {{3, 1}}});
  p.trick = {{6, 4}};
  p.lead_low_end = true;
  EXPECT_THROW(PlainValue(p), std::invalid_argument);  // 6-4 has one suit to call
}

}  // namespace
}  // namespace texas42::plain
