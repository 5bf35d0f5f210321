// Golden values of the family: whole deals of every game under several contracts, with the
// declarer's best exchange, as data/family-golden.tsv records them. The file was written by this
// test (TEXAS42_WRITE_GOLDEN=1) when the values had been checked against the plain minimax on
// endgames and against the fast solver on Texas 42; any change of value fails here.
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/discard.h"
#include "solver/family/game.h"
#include "solver/family/played.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42::family {
namespace {

constexpr char kPath[] = TEXAS42_DATA_DIR "/family-golden.tsv";

// The rows: game, contract, declarer, deal; smaller games get more deals.
std::vector<std::string> Rows() {
  std::vector<std::string> rows;
  for (const Game* game : AllGames()) {
    if (game->id == GameId::kBigGame) continue;       // minutes a deal: see bench/family_bench.cc
    const bool geezer = game->id == GameId::kGeezer;  // about a second a deal
    const int deals = geezer ? 1 : 4;
    std::vector<std::string> names = {"followme", "doubles", "fives", "nello", "sevens", "low-no"};
    if (!game->partner_calls[0].name.empty()) names.emplace_back(game->partner_calls[0].name);
    if (geezer) names = {"fives", "dip"};
    for (const std::string& name : names) {
      absl::StatusOr<Contract> c = ParseContract(*game, name);
      if (!c.ok()) continue;
      for (int i = 0; i < deals; ++i) {
        const Deal deal = DealRandom(*game, Hands{}, 4242, i);
        rows.push_back(absl::StrCat(game->name, "\t", name, "\t",
                                    std::string(1, SeatLetter(i % game->seats)), "\t",
                                    FormatDeal(*game, deal)));
      }
    }
  }
  return rows;
}

int ValueOf(const std::string& row) {
  const std::vector<std::string> f = absl::StrSplit(row, '\t');
  const Game& game = **ParseGame(f[0]);
  const Contract c = *ParseContract(game, f[1]);
  const int declarer = *ParseSeat(game, f[2]);
  const Deal deal = *ParseDeal(game, f[3]);
  Solver solver(SearchOptions{18});
  return SolveDeal(solver, Rules(game, c), deal, declarer).value;
}

TEST(FamilyGolden, ValuesMatchTheGoldenFile) {
  const std::vector<std::string> rows = Rows();
  if (std::getenv("TEXAS42_WRITE_GOLDEN") != nullptr) {
    std::ofstream out(kPath);
    out << "# Exact double-dummy values of whole deals of the 42 family (docs/rules.md), with the\n"
           "# declarer's best exchange. Columns: game, contract, declarer, deal, value.\n";
    for (const std::string& row : rows) out << row << "\t" << ValueOf(row) << "\n";
  }
  std::ifstream in(kPath);
  ASSERT_TRUE(in) << kPath;
  std::string line;
  size_t n = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const size_t tab = line.rfind('\t');
    int want = 0;
    ASSERT_TRUE(absl::SimpleAtoi(line.substr(tab + 1), &want)) << line;
    ASSERT_LT(n, rows.size());
    EXPECT_EQ(line.substr(0, tab), rows[n]) << "the rows have changed";
    EXPECT_EQ(ValueOf(rows[n]), want) << line;
    ++n;
  }
  EXPECT_EQ(n, rows.size());
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
