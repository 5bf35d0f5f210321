// Golden answers in the manner of DDS's test harness: data/golden-lines.tsv stores, for a few
// deals, every declarer and a spread of contracts (pip, doubles and follow-me trumps, nello,
// sevens, splash, plunge), the exact value, the value of every legal opening tile, and a played
// line (each seat plays its lowest legal tile by tile index) with the value after every play.
// The solver must reproduce every stored number; the stored values are also checked against
// plain minimax in the last two tricks of every line. `bench`'s node count and value checksum
// are pinned too: they change exactly when the search changes.
//
// Regenerate the file (only after a deliberate change of the rules or of the order in which
// tiles of one value are listed, solver/natural_order.h; never of the search):
//   TEXAS42_GOLDEN_WRITE=data/golden-lines.tsv ./build/tests/golden_lines_test
#include <cstdlib>
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
#include "tests/minimax.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

constexpr char kGoldenFile[] = TEXAS42_DATA_DIR "/golden-lines.tsv";

// The deals: the README's example, one whose North holds four doubles (splash and plunge), and
// two of the shared reference set.
const std::vector<std::string>& Deals() {
  static const auto* const kDeals = new std::vector<std::string>{
      "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11",
      "66 65 64 63 55 44 33/62 61 60 54 53 52 00/43 42 40 32 31 22 11/51 50 41 30 21 20 10",
      "64 63 51 44 42 22 21/65 61 53 33 32 31 30/66 60 52 50 43 41 10/62 55 54 40 20 11 00",
      "62 44 42 41 32 31 20/65 60 52 50 43 33 11/64 63 53 51 40 22 21/66 61 55 54 30 10 00",
  };
  return *kDeals;
}

struct NamedContract {
  std::string name;
  Contract contract;
};

const std::vector<NamedContract>& Contracts() {
  static const auto* const kContracts = new std::vector<NamedContract>{
      {"blanks", Contract::Normal(Trump::kBlanks)},
      {"sixes", Contract::Normal(Trump::kSixes)},
      {"doubles", Contract::Normal(Trump::kDoubles)},
      {"followme", Contract::Normal(Trump::kFollowMe)},
      {"nello-own", Contract::Nello(NelloDoubles::kOwn)},
      {"nello-low", Contract::Nello(NelloDoubles::kLow)},
      {"sevens", Contract::Sevens()},
      {"splash-sixes", Contract::Splash(Trump::kSixes)},
      {"plunge-doubles", Contract::Plunge(Trump::kDoubles)},
  };
  return *kContracts;
}

// One stored answer: a deal, a declarer and a contract.
struct Golden {
  std::string deal;
  std::string declarer;
  std::string contract;
  int value = 0;
  std::vector<std::pair<std::string, int>> plays;  // every legal opening tile and its value
  std::vector<std::pair<std::string, int>> line;   // the played line: tile, value after it
};

std::string PairsText(const std::vector<std::pair<std::string, int>>& pairs) {
  std::vector<std::string> parts;
  for (const auto& [tile, value] : pairs) parts.push_back(absl::StrCat(tile, "=", value));
  return absl::StrJoin(parts, " ");
}

std::vector<std::pair<std::string, int>> ParsePairs(const std::string& text) {
  std::vector<std::pair<std::string, int>> pairs;
  for (absl::string_view part : absl::StrSplit(text, ' ', absl::SkipEmpty())) {
    const std::vector<std::string> tv = absl::StrSplit(part, '=');
    int value = -1;
    EXPECT_TRUE(tv.size() == 2 && absl::SimpleAtoi(tv[1], &value)) << part;
    pairs.push_back({tv.front(), value});
  }
  return pairs;
}

// Computes the answer for one deal, declarer and contract with the solver.
Golden Compute(Solver& solver, const std::string& deal_text, Seat declarer,
               const NamedContract& named) {
  const Rules rules(named.contract);
  Position position(rules, ParseDeal(deal_text).value(), declarer);
  Golden g{deal_text, std::string(1, SeatLetter(declarer)), named.name, solver.Solve(position), {},
           {}};
  for (const TileValue& p : solver.ValuePlays(position)) {
    g.plays.push_back({FormatTile(p.tile), p.value});
  }
  while (!position.finished()) {
    const Tile tile = *position.Legal().begin();
    EXPECT_TRUE(position.Play(tile).ok());
    g.line.push_back({FormatTile(tile), solver.Solve(position)});
  }
  return g;
}

// Every answer the file holds, computed now: each deal, each declarer who may declare, each
// contract.
std::vector<Golden> ComputeAll() {
  std::vector<Golden> all;
  Solver solver;
  for (const std::string& deal : Deals()) {
    for (int s = 0; s < kSeatCount; ++s) {
      const Seat declarer = SeatAt(s);
      for (const NamedContract& c : Contracts()) {
        if (!CheckQualifies(c.contract, ParseDeal(deal)->hand(declarer)).ok()) continue;
        all.push_back(Compute(solver, deal, declarer, c));
      }
    }
  }
  return all;
}

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
    Golden g{f[0], f[1], f[2], -1, ParsePairs(f[4]), ParsePairs(f[5])};
    EXPECT_TRUE(absl::SimpleAtoi(f[3], &g.value)) << text;
    all.push_back(std::move(g));
  }
  return all;
}

TEST(GoldenLines, WriteWhenAsked) {
  const char* path = std::getenv("TEXAS42_GOLDEN_WRITE");
  if (path == nullptr) GTEST_SKIP() << "set TEXAS42_GOLDEN_WRITE=FILE to regenerate";
  std::ofstream out(path);
  out << "# texas42 golden lines (tests/golden_lines_test.cc): deal, declarer, contract, value,\n"
         "# every legal opening tile=value, and a played line (each seat plays its lowest legal\n"
         "# tile by index) as tile=value after the play. Values are points for normal contracts,\n"
         "# tricks for sevens, splash and plunge, and the declarer's tricks for nello.\n";
  for (const Golden& g : ComputeAll()) {
    out << g.deal << '\t' << g.declarer << '\t' << g.contract << '\t' << g.value << '\t'
        << PairsText(g.plays) << '\t' << PairsText(g.line) << '\n';
  }
  ASSERT_TRUE(out.good());
}

TEST(GoldenLines, TheSolverReproducesEveryStoredValue) {
  const std::vector<Golden> stored = ReadGolden();
  const std::vector<Golden> now = ComputeAll();
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
  for (const NamedContract& c : Contracts()) contracts.emplace(c.name, c.contract);
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
  EXPECT_EQ(seen_contracts.size(), Contracts().size());
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
