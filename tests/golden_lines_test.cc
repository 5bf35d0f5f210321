// Golden answers in the manner of DDS's test harness (tests/golden_lines.h): the solver must
// reproduce every number of data/golden-lines.tsv; the stored values are also checked against
// each other and against plain minimax in the last two tricks of every line. `bench`'s node
// count and value checksum are pinned too: they change exactly when the search changes. The
// file is written by a tool, not by a test: tests/golden_lines_writer.cc.
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"
#include "tests/golden_lines.h"
#include "tests/minimax.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

constexpr char kGoldenFile[] = TEXAS42_DATA_DIR "/golden-lines.tsv";

// The deals: the README's example, one whose North holds four doubles (splash and plunge), and
// two of the shared reference set.
std::vector<Golden> ReadGolden() {
  std::vector<Golden> all;
  std::ifstream in(kGoldenFile);
  EXPECT_TRUE(in) << "cannot read " << kGoldenFile;
  std::string text;
  while (std::getline(in, text)) {
    if (text.empty() || text[0] == '#') continue;
    const std::vector<std::string> f = absl::StrSplit(text, '\t');
    if (f.size() != 6) {
      ADD_FAILURE() << "expected 6 tab-separated fields: " << text;
      continue;
    }
    absl::StatusOr<std::vector<std::pair<std::string, int>>> plays = ParsePairs(f[4]);
    absl::StatusOr<std::vector<std::pair<std::string, int>>> line = ParsePairs(f[5]);
    if (!plays.ok() || !line.ok()) {
      ADD_FAILURE() << (plays.ok() ? line.status() : plays.status()) << ": " << text;
      continue;
    }
    Golden g{f[0], f[1], f[2], -1, *std::move(plays), *std::move(line)};
    EXPECT_TRUE(absl::SimpleAtoi(f[3], &g.value)) << text;
    all.push_back(std::move(g));
  }
  return all;
}

TEST(GoldenLines, TheSolverReproducesEveryStoredValue) {
  const std::vector<Golden> stored = ReadGolden();
  const absl::StatusOr<std::vector<Golden>> computed = ComputeAllGolden();
  ASSERT_TRUE(computed.ok()) << computed.status();
  const std::vector<Golden>& now = *computed;
  ASSERT_EQ(stored.size(), now.size());
  ASSERT_GE(stored.size(), 100u);
  for (size_t i = 0; i < stored.size(); ++i) {
    const Golden& s = stored[i];
    const Golden& n = now[i];
    SCOPED_TRACE(absl::StrCat(s.deal, " ", s.declarer, " ", s.contract));
    ASSERT_EQ(s.deal, n.deal);
    ASSERT_EQ(s.declarer, n.declarer);
    ASSERT_EQ(s.contract, n.contract);
    EXPECT_EQ(s.value, n.value);
    EXPECT_EQ(s.plays, n.plays);
    EXPECT_EQ(s.line, n.line);
  }
}

TEST(GoldenLines, TheStoredValuesAgreeWithThemselvesAndWithMinimax) {
  std::map<std::string, Contract> contracts;
  for (const NamedContract& c : GoldenContracts()) contracts.emplace(c.name, c.contract);
  int kinds = 0;
  std::set<std::string> seen_contracts, seen_declarers;
  for (const Golden& g : ReadGolden()) {
    SCOPED_TRACE(absl::StrCat(g.deal, " ", g.declarer, " ", g.contract));
    seen_contracts.insert(g.contract);
    seen_declarers.insert(g.declarer);
    const Contract& contract = contracts.at(g.contract);
    // The value is the best opening tile's value: the highest, or in nello the lowest.
    ASSERT_FALSE(g.plays.empty());
    int best = g.plays.front().second;
    for (const auto& [tile, value] : g.plays) {
      best = contract.kind == ContractKind::kNello ? std::min(best, value) : std::max(best, value);
    }
    EXPECT_EQ(g.value, best);
    // The line has all 28 tiles (fewer when a partner sits out), ends at the hand's value, and
    // its last two tricks agree with plain minimax.
    const Rules rules(contract);
    Position position(rules, ParseDeal(g.deal).value(), ParseSeat(g.declarer).value());
    const size_t tiles = g.line.size();
    EXPECT_TRUE(tiles == 28 || tiles == 21) << tiles;
    for (size_t i = 0; i < tiles; ++i) {
      ASSERT_TRUE(position.Play(ParseTile(g.line[i].first).value()).ok()) << g.line[i].first;
      if (position.tricks_left() <= 2) {
        EXPECT_EQ(g.line[i].second, MinimaxValue(position)) << "after " << g.line[i].first;
      }
    }
    ++kinds;
  }
  EXPECT_GE(kinds, 100);
  // Every declarer, and every kind of contract, is in the file.
  EXPECT_EQ(seen_declarers.size(), 4u);
  EXPECT_EQ(seen_contracts.size(), GoldenContracts().size());
}

TEST(GoldenBench, TheNodeCountIsTheSearchsSignature) {
  // `texas42 bench` solves 200 fixed deals under all nine trumps on one thread. Its node count
  // changes when (and only when) the search changes; the value checksum must never change. The
  // bid and table-play sections are skipped: they take 30 times as long (ten minutes under ASan).
  const Outcome run = RunTexas42({"bench", "--skip-bid", "--skip-table", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, ::testing::HasSubstr("\"solves\":1800,"));
  EXPECT_THAT(run.out, ::testing::HasSubstr("\"nodes\":38030652,"));
  EXPECT_THAT(run.out, ::testing::HasSubstr("\"value_checksum\":47989,"));
}

}  // namespace
}  // namespace texas42
