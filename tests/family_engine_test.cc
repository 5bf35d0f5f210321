// The one search interface: Texas 42's positions of the family's model answered by Texas 42's
// fast search (solver/family/fast_engine.h) against the general search, position by position,
// under every contract the fast search plays; the rest stays with the general search.

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/fast_engine.h"
#include "solver/family/game.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/rng.h"
#include "tests/family/contracts.h"

namespace texas42::family {
namespace {

using ::testing::HasSubstr;

// Texas 42's contracts the fast search plays: every one of EveryContract it has, and the
// first-lead-trump option under a trump and under splash, and reversed doubles under a pip trump.
std::vector<Contract> FastContracts() {
  std::vector<Contract> out;
  for (const Contract& c : EveryContract(GameOf(GameId::k42))) {
    if (FastContract(c)) out.push_back(c);
  }
  Contract sixes;
  sixes.trump = 6;
  sixes.first_lead_trump = true;
  out.push_back(sixes);
  Contract splash;
  splash.kind = Kind::kPartnerCall;
  splash.trump = 2;
  splash.first_lead_trump = true;
  out.push_back(splash);
  Contract fours;  // reversed doubles, which change nothing where the doubles are no suit
  fours.trump = 4;
  fours.reversed_doubles = true;
  out.push_back(fours);
  return out;
}

TEST(FamilyEngine, CoversTexas42sOwnContractsOnly) {
  const Game& game = GameOf(GameId::k42);
  int covered = 0, general = 0;
  for (const Contract& c : EveryContract(game)) {
    const bool fast = c.kind != Kind::kLowNo && !c.reversed_doubles && c.sevens_to == 7;
    EXPECT_EQ(FastContract(c).has_value(), fast) << ContractName(game, c);
    (fast ? covered : general) += 1;
  }
  EXPECT_GE(covered, 13);  // nine trumps, three nellos, two sevens, splash, plunge
  EXPECT_GE(general, 4);   // low-no, reversed doubles, sevens to 5 and to 9
  for (const Game* other : AllGames()) {
    if (other->id == GameId::k42) continue;
    const Rules rules(*other, Contract{});
    const Deal deal = DealRandom(*other, Hands{}, 1, 0);
    EXPECT_FALSE(FastEngine::Covers(Position(rules, deal.hands, 0))) << other->name;
  }
}

// Random positions of every covered contract, at trick boundaries and inside tricks, from the
// opening lead to the last trick: both searches give the same value, the same answer to a
// target at the value and one above it, target bounds on the right side of the value, the same
// value within a window around it, and the same value of every legal play in the same order.
TEST(FamilyEngine, AgreesWithTheGeneralSearchOnRandomPositions) {
  const Game& game = GameOf(GameId::k42);
  Solver fast;
  Solver general(SearchOptions{.fast_texas42 = false});
  int compared = 0;
  const std::vector<Contract> contracts = FastContracts();
  for (size_t ci = 0; ci < contracts.size(); ++ci) {
    const Rules rules(game, contracts[ci]);
    Rng rng(5, ci);
    for (int i = 0; i < 8; ++i) {
      const Deal deal = DealRandom(game, Hands{}, 90 + ci, i);
      const int declarer = i % 4;
      Position p(rules, deal.hands, declarer);
      const int plays = static_cast<int>(rng.Below(22));
      for (int k = 0; k < plays && !p.finished(); ++k) {
        const std::vector<Move> legal = p.Legal();
        ASSERT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
      }
      const std::string what =
          absl::StrCat(ContractName(game, contracts[ci]),
                       contracts[ci].first_lead_trump ? " first-lead-trump" : "", " deal ",
                       FormatDeal(game, deal), " declarer ", declarer, " after ", plays, " plays");
      ASSERT_TRUE(FastEngine::Covers(p)) << what;
      const int want = general.Solve(p);
      ASSERT_EQ(fast.Solve(p), want) << what;
      EXPECT_TRUE(fast.Reaches(p, want)) << what;
      EXPECT_FALSE(fast.Reaches(p, want + 1)) << what;
      EXPECT_EQ(fast.SolveBetween(p, std::max(0, want - 3), want + 2), want) << what;
      for (const auto& [lo, hi] :
           {std::pair{std::max(1, want - 2), want + 1}, std::pair{want + 1, want + 6},
            std::pair{std::max(1, want - 8), std::max(1, want - 1)}}) {
        EXPECT_EQ(fast.SolveWindow(p, lo, hi), general.SolveWindow(p, lo, hi))
            << what << " window " << lo << ".." << hi;
        EXPECT_EQ(fast.SolveWindow(p, lo, hi), std::clamp(want, lo - 1, hi + 1)) << what;
      }
      // A target probe's fail-soft bound, from each search: at or above the target a lower
      // bound of the value, below it an upper bound (nello and low-no take no bounds).
      if (!p.minimizing()) {
        for (int target : {want - 4, want, want + 1, want + 5}) {
          for (Solver* s : {&fast, &general}) {
            const int bound = s->Bound(p, target);
            if (bound >= target) {
              EXPECT_LE(bound, want) << what << " target " << target;
            } else {
              EXPECT_GE(bound, want) << what << " target " << target;
            }
          }
        }
      }
      const std::vector<MoveValue> got = fast.ValuePlays(p);
      const std::vector<MoveValue> expected = general.ValuePlays(p);
      ASSERT_EQ(got.size(), expected.size()) << what;
      for (size_t m = 0; m < got.size(); ++m) {
        EXPECT_EQ(got[m].move, expected[m].move) << what << " play " << m;
        EXPECT_EQ(got[m].value, expected[m].value) << what << " play " << m;
      }
      ++compared;
    }
  }
  EXPECT_GE(compared, 120);
  EXPECT_GT(fast.nodes(), 0u);
}

// The general search keeps what the fast one lacks: a solver with the fast search on answers
// low-no, reversed doubles and sevens to 5 as one with it off.
TEST(FamilyEngine, TheGeneralSearchKeepsTheRest) {
  const Game& game = GameOf(GameId::k42);
  Solver solver;
  Solver general(SearchOptions{.fast_texas42 = false});
  for (const Contract& c : EveryContract(game)) {
    if (FastContract(c)) continue;
    const Rules rules(game, c);
    const Deal deal = DealRandom(game, Hands{}, 3, 0);
    Position p(rules, deal.hands, 1);
    EXPECT_FALSE(FastEngine::Covers(p));
    EXPECT_EQ(solver.Solve(p), general.Solve(p)) << ContractName(game, c);
  }
}

TEST(FamilyEngine, TranslatesTheTakenAndTheTrick) {
  const Game& game = GameOf(GameId::k42);
  Contract nello;
  nello.kind = Kind::kNello;
  const Rules rules(game, nello);
  const Deal deal = DealRandom(game, Hands{}, 8, 2);
  Position p(rules, deal.hands, 0);
  Rng rng(2, 2);
  while (p.tricks_left() > 4 || p.trick().size() != 1) {
    const std::vector<Move> legal = p.Legal();
    ASSERT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
  }
  FastEngine engine;
  const absl::StatusOr<texas42::Position> fast = engine.Translate(p);
  ASSERT_TRUE(fast.ok()) << fast.status();
  EXPECT_EQ(fast->tricks_left(), 4);
  EXPECT_EQ(fast->trick(), p.trick());
  EXPECT_EQ(Index(fast->leader()), p.leader());
  EXPECT_EQ(Index(fast->to_move()), p.to_move());
  EXPECT_EQ(fast->declarer_tricks(), p.taken());
  EXPECT_EQ(fast->hand(Seat::kSouth).size(), 0);  // the partner sits out
}

TEST(FamilyEngine, RefusesWhatItDoesNotPlay) {
  const Game& game = GameOf(GameId::kMoon);
  const Rules rules(game, Contract{});
  const Deal deal = DealRandom(game, Hands{}, 1, 0);
  FastEngine engine;
  const absl::StatusOr<texas42::Position> fast = engine.Translate(Position(rules, deal.hands, 0));
  ASSERT_FALSE(fast.ok());
  EXPECT_THAT(fast.status().message(), HasSubstr("only Texas 42"));
}

}  // namespace
}  // namespace texas42::family
