// Differential tests of Endgame, the direct search of the last tricks, against the plain
// minimax of tests/minimax.h: on random trick-boundary positions with one, two and three tricks
// left under every contract (tests/contracts.h), and on many more with two tricks left, its
// full-window value is the exact value, and within any window (alpha, beta) its fail-soft answer
// is exact inside and a true bound outside; with two tricks left the null-window form of the
// two-trick search answers as the general one.
#include "solver/endgame.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/state.h"
#include "tests/contracts.h"
#include "tests/minimax.h"

namespace texas42 {
namespace {

// Plays random legal tiles from the start of deal `index` until `tricks_left` tricks remain.
Position RandomEndgame(const Rules& rules, uint64_t index, Seat declarer, int tricks_left,
                       Rng& rng) {
  Position p(rules, DealRandom(Predeal{}, 2718, index), declarer);
  while (p.tricks_left() > tricks_left) {
    std::vector<Tile> legal;
    for (Tile t : p.Legal()) legal.push_back(t);
    EXPECT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
  }
  return p;
}

// Checks Endgame on the position reached from deal `index` with `tricks_left` tricks left.
void CheckAgainstMinimax(const Contract& contract, const Rules& rules, int index, int tricks_left,
                         Rng& rng) {
  const bool misere = contract.scoring() == Scoring::kDeclarerTricks;
  const Seat declarer = SeatAt(index);
  const Position p = RandomEndgame(rules, static_cast<uint64_t>(index), declarer, tricks_left, rng);
  std::array<Seat, kSeatCount> next{};
  for (int s = 0; s < kSeatCount; ++s) next[s] = p.Next(SeatAt(s));
  const Team max_team = TeamOf(declarer);
  const Endgame endgame(rules, max_team, misere, next);

  // What the maximizing side is credited with from here on, by minimax.
  const int final_value = MinimaxValue(p);
  const int exact =
      misere ? p.declarer_tricks() + tricks_left - final_value : final_value - p.taken(max_team);
  const std::string where =
      absl::StrCat(ContractName(contract), " trump ", TrumpName(contract.trump), " deal ",
                   FormatDeal(p.deal()), " tricks left ", tricks_left);
  ASSERT_EQ(endgame.Value(p.hands(), p.leader(), -1, 1000), exact) << where;
  for (int w = 0; w < 6; ++w) {
    const int alpha = static_cast<int>(rng.Below(44)) - 1;
    const int beta = alpha + 1 + static_cast<int>(rng.Below(w < 3 ? 2 : 12));
    const int v = endgame.Value(p.hands(), p.leader(), alpha, beta);
    if (v <= alpha) {
      EXPECT_LE(exact, v) << where << " window " << alpha << "," << beta;
    } else if (v >= beta) {
      EXPECT_GE(exact, v) << where << " window " << alpha << "," << beta;
    } else {
      EXPECT_EQ(exact, v) << where << " window " << alpha << "," << beta;
    }
  }
  // The null-window form of the two-trick search gives the general form's results.
  if (tricks_left == 2 && rules.trick_size() == 4) {
    const auto& hands = p.hands();
    const int total = rules.TrickValue(hands[0] | hands[1] | hands[2] | hands[3]) + 1;
    const int leader = Index(p.leader());
    const bool max_leads = TeamOf(p.leader()) == max_team;
    for (int alpha = -1; alpha <= total; ++alpha) {
      const int beta = alpha + 1;
      const int general = max_leads
                              ? endgame.TwoTricksLedBy<true>(hands, leader, total, alpha, beta)
                              : endgame.TwoTricksLedBy<false>(hands, leader, total, alpha, beta);
      const int null_window = max_leads
                                  ? endgame.TwoTricksAbove<true>(hands, leader, total, alpha)
                                  : endgame.TwoTricksAbove<false>(hands, leader, total, alpha);
      EXPECT_EQ(general, null_window) << where << " null window at " << alpha;
    }
  }
}

TEST(EndgameTest, ValuesMatchMinimaxInEveryWindowUnderEveryContract) {
  Rng rng(20261122, 1);
  for (const Contract& contract : EveryContract()) {
    const Rules rules(contract);
    for (int n = 0; n < 60; ++n) CheckAgainstMinimax(contract, rules, n, 1 + n % 3, rng);
  }
}

// Two tricks of four seats have their own unrolled search (TwoTricks): many more of them, so
// that sevens' equally close tiles meet in the last trick.
TEST(EndgameTest, TwoTricksMatchMinimaxInEveryWindowUnderEveryContract) {
  Rng rng(20261123, 2);
  for (const Contract& contract : EveryContract()) {
    const Rules rules(contract);
    for (int n = 0; n < 400; ++n) CheckAgainstMinimax(contract, rules, n, 2, rng);
  }
}

}  // namespace
}  // namespace texas42
