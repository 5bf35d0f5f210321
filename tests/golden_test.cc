// The shared reference deals: 100 deals, each with its value under all nine trumps, computed by
// an independent exact minimax. North declares and leads. Every one of the 900 values must match.
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "gtest/gtest.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

struct GoldenDeal {
  int line;
  Deal deal;
  std::vector<int> values;  // one per trump, in the header's order
};

struct GoldenFile {
  std::vector<Trump> trumps;
  std::vector<GoldenDeal> deals;
};

// Reads the tab-separated reference file: '#' comments, a header "deal blanks ... followme",
// then one row per deal.
GoldenFile ReadGoldenFile(const std::string& path) {
  GoldenFile file;
  std::ifstream in(path);
  EXPECT_TRUE(in) << "cannot read " << path;
  std::string text;
  bool header = true;
  for (int line = 1; std::getline(in, text); ++line) {
    if (text.empty() || text[0] == '#') continue;
    const std::vector<std::string> fields = absl::StrSplit(text, '\t');
    if (header) {
      EXPECT_EQ(fields.front(), "deal");
      for (size_t i = 1; i < fields.size(); ++i) {
        const absl::StatusOr<Trump> trump = ParseTrump(absl::StripAsciiWhitespace(fields[i]));
        EXPECT_TRUE(trump.ok()) << "line " << line << ": " << trump.status();
        if (trump.ok()) file.trumps.push_back(*trump);
      }
      header = false;
      continue;
    }
    EXPECT_EQ(fields.size(), file.trumps.size() + 1) << "line " << line;
    const absl::StatusOr<Deal> deal = ParseDeal(fields.front());
    EXPECT_TRUE(deal.ok()) << "line " << line << ": " << deal.status();
    if (!deal.ok()) continue;
    GoldenDeal golden{line, *deal, {}};
    for (size_t i = 1; i < fields.size(); ++i) {
      int value = -1;
      EXPECT_TRUE(absl::SimpleAtoi(fields[i], &value)) << "line " << line << ": " << fields[i];
      golden.values.push_back(value);
    }
    file.deals.push_back(golden);
  }
  return file;
}

TEST(GoldenTest, ReferenceFileHasNineHundredValues) {
  const GoldenFile file = ReadGoldenFile(std::string(TEXAS42_DATA_DIR) + "/reference-deals.tsv");
  EXPECT_EQ(file.trumps, std::vector<Trump>(kAllTrumps.begin(), kAllTrumps.end()));
  ASSERT_EQ(file.deals.size(), 100u);
  for (const GoldenDeal& d : file.deals) EXPECT_EQ(d.values.size(), 9u);
}

// Through the search interface `solve` uses for every game (family::Solver, which hands Texas
// 42 to the fast search), and through the fast search itself.
TEST(GoldenTest, SolverMatchesEveryReferenceValue) {
  const GoldenFile file = ReadGoldenFile(std::string(TEXAS42_DATA_DIR) + "/reference-deals.tsv");
  ASSERT_FALSE(file.deals.empty());
  const family::Game& game = family::GameOf(family::GameId::k42);
  family::Solver interface;
  Solver fast;
  int compared = 0;
  for (const GoldenDeal& d : file.deals) {
    const absl::StatusOr<family::Deal> deal = family::ParseDeal(game, FormatDeal(d.deal));
    ASSERT_TRUE(deal.ok()) << deal.status();
    for (size_t k = 0; k < file.trumps.size(); ++k) {
      family::Contract contract;
      const absl::StatusOr<int> trump =
          family::ParseTrump(game, std::string(TrumpName(file.trumps[k])));
      ASSERT_TRUE(trump.ok()) << trump.status();
      contract.trump = *trump;
      const family::Rules& rules = family::SharedRules(game, contract);
      const int value = family::SolveDeal(interface, rules, *deal, 0).value;
      const Rules fast_rules(Contract::Normal(file.trumps[k]));
      const int fast_value = fast.Solve(Position(fast_rules, d.deal, Seat::kNorth));
      EXPECT_EQ(value, d.values[k]) << "line " << d.line << ", " << TrumpName(file.trumps[k])
                                    << " trump: " << FormatDeal(d.deal);
      EXPECT_EQ(fast_value, d.values[k]) << "line " << d.line;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 900);
}

}  // namespace
}  // namespace texas42
