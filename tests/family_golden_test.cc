// Golden values of the family, data/family-golden.tsv (written by tests/family/golden_writer.cc,
// a tool no test runs): each row's value is checked against the family's search and against a
// solver independent of it, so that a wrong row fails whoever wrote it. Texas 42's whole deals
// go to its fast solver (solver/search.h); positions with few tricks left, of every other game
// and contract, to the plain minimax (tests/family/plain_minimax.h). A row no independent
// solver can check fails.
#include <algorithm>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "solver/contract.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/discard.h"
#include "solver/family/fast_engine.h"
#include "solver/family/game.h"
#include "solver/family/played.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"
#include "tests/family/plain_minimax.h"
#include "tests/family/to_plain.h"

namespace texas42::family {
namespace {

// Texas 42's fast solver on a whole deal (the tile indices of the two are shared).
int FastValue(const texas42::Contract& contract, const Deal& deal, int declarer) {
  texas42::Deal fast;
  for (int s = 0; s < 4; ++s) {
    fast.hands[s] = texas42::TileSet(static_cast<uint32_t>(deal.hands[s].bits()));
  }
  const texas42::Rules rules(contract);
  texas42::Solver solver;
  return solver.Solve(texas42::Position(rules, fast, SeatAt(declarer)));
}

TEST(FamilyGolden, EveryRowMatchesTheSearchAndAnIndependentSolver) {
  std::ifstream in(TEXAS42_DATA_DIR "/family-golden.tsv");
  ASSERT_TRUE(in);
  // The general search, which the fast solver checks on Texas 42's whole deals.
  Solver solver(SearchOptions{.table_bits = 18, .fast_texas42 = false});
  std::string line;
  int rows = 0, fast = 0, endgames = 0;
  std::vector<GameId> games;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = absl::StrSplit(line, '\t');
    ASSERT_EQ(f.size(), 7u) << line;
    absl::StatusOr<const Game*> parsed = ParseGame(f[0]);
    ASSERT_TRUE(parsed.ok()) << line;
    const Game& game = **parsed;
    const absl::StatusOr<Contract> c = ParseContract(game, f[1]);
    const absl::StatusOr<int> declarer = ParseSeat(game, f[2]);
    const absl::StatusOr<Deal> deal = ParseDeal(game, f[5]);
    int want = 0;
    ASSERT_TRUE(c.ok() && declarer.ok() && deal.ok() && absl::SimpleAtoi(f[6], &want)) << line;
    const Rules rules(game, *c);
    if (std::find(games.begin(), games.end(), game.id) == games.end()) games.push_back(game.id);
    ++rows;
    if (f[3] == "-" && f[4] == "-") {
      // A whole deal, with the declarer's best exchange.
      EXPECT_EQ(SolveDeal(solver, rules, *deal, *declarer).value, want) << line;
      const std::optional<texas42::Contract> fc =
          game.id == GameId::k42 ? FastContract(*c) : std::nullopt;
      if (fc) {
        EXPECT_EQ(FastValue(*fc, *deal, *declarer), want) << line << " (fast solver)";
        ++fast;
      } else {
        ADD_FAILURE() << line << ": a whole deal no independent solver checks";
      }
      continue;
    }
    // A position after an exchange and some plays, at a trick boundary with few tricks left.
    Hands hands = deal->hands;
    if (f[3] != "-") {
      const absl::StatusOr<Tile> discard = ParseTile(game, f[3]);
      ASSERT_TRUE(discard.ok()) << line;
      const absl::StatusOr<Hands> h = ApplyDiscard(game, *deal, *declarer, *discard);
      ASSERT_TRUE(h.ok()) << line;
      hands = *h;
    }
    Position p(rules, hands, *declarer);
    const absl::StatusOr<std::vector<Move>> played = ParsePlayed(game, f[4]);
    ASSERT_TRUE(played.ok()) << line;
    ASSERT_TRUE(PlayAll(p, *played).ok()) << line;
    ASSERT_TRUE(p.trick().empty()) << line;
    ASSERT_LE(p.tricks_left(), game.seats == 3 ? 5 : 4) << line << ": too big for the minimax";
    EXPECT_EQ(solver.Solve(p), want) << line;
    EXPECT_EQ(p.taken() + plain::PlainValue(ToPlain(p)), want) << line << " (plain minimax)";
    ++endgames;
  }
  EXPECT_EQ(games.size(), AllGames().size()) << "every game has rows";
  EXPECT_GE(fast, 24);
  EXPECT_GE(endgames, 40);
  EXPECT_EQ(rows, fast + endgames);
}

// The Big Game from a few tricks in, against values of the solver before the bridge-solver
// techniques (data/big-game-golden.tsv says how they were made), with the table's keys plain
// and with dead suits renamed.
TEST(FamilyGolden, BigGamePositionsMatchThePreviousSolver) {
  const Game& game = GameOf(GameId::kBigGame);
  std::ifstream in(TEXAS42_DATA_DIR "/big-game-golden.tsv");
  ASSERT_TRUE(in);
  Solver solver(SearchOptions{18});
  Solver dead_keys(SearchOptions{.table_bits = 18, .dead_suit_keys = true});
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = absl::StrSplit(line, '\t');
    ASSERT_EQ(f.size(), 6u) << line;
    const Contract c = *ParseContract(game, f[0]);
    const int declarer = *ParseSeat(game, f[1]);
    const Deal deal = *ParseDeal(game, f[4]);
    const Rules rules(game, c);
    absl::StatusOr<Hands> hands = ApplyDiscard(game, deal, declarer, *ParseTile(game, f[2]));
    ASSERT_TRUE(hands.ok()) << line;
    Position p(rules, *hands, declarer);
    absl::StatusOr<std::vector<Move>> played = ParsePlayed(game, f[3]);
    ASSERT_TRUE(played.ok()) << line;
    ASSERT_TRUE(PlayAll(p, *played).ok()) << line;
    int want = 0;
    ASSERT_TRUE(absl::SimpleAtoi(f[5], &want)) << line;
    EXPECT_EQ(solver.Solve(p), want) << line;
    EXPECT_EQ(dead_keys.Solve(p), want) << line << " (dead-suit keys)";
    ++n;
  }
  EXPECT_GE(n, 20);
}

}  // namespace
}  // namespace texas42::family
