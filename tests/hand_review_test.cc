// Hand records and hand review: the three text forms read back the same record; bad fields and
// illegal plays are refused naming the field, trick and seat; a double-dummy optimal line costs
// nothing and ends at the reference value under every contract; one blunder is found alone
// with its cost; parallel review equals sequential review.
#include "solver/analysis/hand_review.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "solver/analysis/hand_record.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "tests/contracts.h"

namespace texas42 {
namespace {

struct Reference {
  Deal deal;
  std::vector<int> values;  // by trump, blanks .. followme
};

// The first `count` reference deals.
std::vector<Reference> ReadReference(size_t count) {
  std::vector<Reference> refs;
  std::ifstream in(std::string(TEXAS42_DATA_DIR) + "/reference-deals.tsv");
  std::string line;
  while (refs.size() < count && std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("deal", 0) == 0) continue;
    const std::vector<std::string> fields = absl::StrSplit(line, '\t');
    Reference r{*ParseDeal(fields[0]), {}};
    for (size_t i = 1; i < fields.size(); ++i) {
      int v = 0;
      EXPECT_TRUE(absl::SimpleAtoi(fields[i], &v));
      r.values.push_back(v);
    }
    refs.push_back(r);
  }
  return refs;
}

// Moves the doubles into North's hand (swapping them for his other tiles) so he may bid splash
// or plunge.
Deal NorthHoldsDoubles(Deal deal) {
  for (Tile d : Doubles()) {
    const Seat holder = deal.Holder(d);
    if (holder == Seat::kNorth) continue;
    for (Tile t : deal.hands[0]) {
      if (!t.is_double()) {
        deal.hands[0].Remove(t);
        deal.hands[0].Add(d);
        deal.hands[Index(holder)].Remove(d);
        deal.hands[Index(holder)].Add(t);
        break;
      }
    }
  }
  return deal;
}

HandRecord OptimalRecord(const Deal& deal, const Contract& contract, int bid) {
  HandRecord r{deal, Seat::kNorth, contract, bid, {}};
  const Rules rules(contract);
  Solver solver;
  r.played = solver.OptimalLine(Position(rules, deal, Seat::kNorth));
  return r;
}

TEST(HandRecordTest, TheThreeFormsReadTheSameRecord) {
  const std::string deal = FormatDeal(ReadReference(1).front().deal);
  const absl::StatusOr<HandRecord> line = ParseHandRecord(
      absl::StrCat("deal=", deal, "; declarer=E; trump=sixes; first-lead-trump=yes; bid=1 mark"));
  ASSERT_TRUE(line.ok()) << line.status();
  const absl::StatusOr<HandRecord> keys = ParseHandRecord(absl::StrCat(
      "deal: ", deal, "\ndeclarer: E\ntrump: 6\nfirst-lead-trump: yes\nbid: 42\nplayed:"));
  ASSERT_TRUE(keys.ok()) << keys.status();
  const absl::StatusOr<HandRecord> json =
      ParseHandRecord(absl::StrCat("{\"deal\": \"", deal,
                                   "\", \"declarer\": \"E\", \"trump\": \"sixes\", "
                                   "\"first_lead_trump\": true, \"bid\": 42, \"played\": []}"));
  ASSERT_TRUE(json.ok()) << json.status();
  for (const HandRecord* r : {&*keys, &*json}) {
    EXPECT_EQ(FormatHandRecord(*r), FormatHandRecord(*line));
  }
  EXPECT_EQ(line->bid, 42);
  EXPECT_TRUE(line->contract.first_lead_trump);
  EXPECT_EQ(FormatHandRecord(*ParseHandRecord(FormatHandRecord(*line))), FormatHandRecord(*line));
}

TEST(HandRecordTest, ErrorsNameTheField) {
  const std::string deal = FormatDeal(ReadReference(1).front().deal);
  const auto error = [&](const std::string& rest) {
    return std::string(ParseHandRecord(absl::StrCat("deal=", deal, "; ", rest)).status().message());
  };
  // Without declarer= the declarer is N, as without --declarer, and the record's real error shows.
  absl::StatusOr<HandRecord> north = ParseHandRecord(absl::StrCat("deal=", deal, "; trump=6; bid=30"));
  ASSERT_TRUE(north.ok()) << north.status();
  EXPECT_EQ(north->declarer, Seat::kNorth);
  EXPECT_EQ(error("trump=sixes; bid=29").rfind("bid: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; bid=30").rfind("trump: missing", 0), 0u);
  EXPECT_EQ(error("declarer=N; trump=sixes; bid=29").rfind("bid: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; trump=sevens; bid=30").rfind("trump: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; contract=nello; trump=sixes").rfind("trump: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; contract=sevens; bid=30").rfind("bid: sevens is bid at 1 mark", 0),
            0u);
  EXPECT_EQ(error("declarer=N; trump=6; bid=30; played=77").rfind("played: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; trump=6; bid=30; colour=red").rfind("unknown field 'colour'", 0),
            0u);
  EXPECT_EQ(error("declarer=N; trump=6; bid=30; bid=31").rfind("field 'bid' given twice", 0), 0u);
  EXPECT_EQ(ParseHandRecord("deal: x\ndeclarer N").status().message(),
            "expected key: value, got 'declarer N'");
}

TEST(HandRecordTest, SplitsAFileIntoRecords) {
  const std::vector<std::string> lines = {"# two forms",
                                          "deal=a; declarer=N",
                                          "",
                                          "deal: b",
                                          "declarer: E",
                                          "",
                                          "",
                                          "{\"deal\": \"c\"}",
                                          "deal: d"};
  const std::vector<RecordText> records = SplitHandRecords(lines);
  ASSERT_EQ(records.size(), 4u);
  EXPECT_EQ(records[0].line, 2);
  EXPECT_EQ(records[1].text, "deal: b\ndeclarer: E");
  EXPECT_EQ(records[1].line, 4);
  EXPECT_EQ(records[2].number, 3);
  EXPECT_EQ(records[3].text, "deal: d");
}

// The four ways a record breaks the rules, each named with its trick and seat.
TEST(HandRecordTest, IllegalPlaysNameTrickAndSeat) {
  const Deal deal = *ParseDeal(
      "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11");
  HandRecord r{deal, Seat::kNorth, Contract::Normal(Trump::kSixes), 30, {}};
  const auto check = [&](const std::string& played) {
    r.played.clear();
    for (absl::string_view word : absl::StrSplit(played, ' ')) r.played.push_back(*ParseTile(word));
    return std::string(CheckPlay(r).message());
  };
  EXPECT_EQ(check("66 62 44 51"), "");
  EXPECT_EQ(check("66 54"),
            "played: trick 1, East: 5-4 is a renege: East must follow with one of 6-2 6-1 6-0");
  EXPECT_EQ(check("66 62 44 51 66"), "played: trick 2, North: 6-6 was played before, in trick 1");
  EXPECT_EQ(check("66 44"),
            "played: trick 1, East: 4-4 is South's, and East is to play (a play out of turn, "
            "or a tile he does not hold)");
  r.played = OptimalRecord(deal, r.contract, 30).played;
  r.played.push_back(r.played.front());
  EXPECT_EQ(CheckPlay(r).message(), absl::StrCat("played: ", FormatTile(r.played.front()),
                                                 " is played after the hand is over"));
}

class OptimalLineTest : public testing::TestWithParam<Contract> {};

// Along a double-dummy optimal line every play costs 0, the value never moves, and the hand
// ends at the value of the deal (the reference value for normal contracts).
TEST_P(OptimalLineTest, CostsNothingAndEndsAtTheValue) {
  const Contract contract = GetParam();
  for (const Reference& ref : ReadReference(2)) {
    const Deal deal =
        contract.kind == ContractKind::kSplash || contract.kind == ContractKind::kPlunge
            ? NorthHoldsDoubles(ref.deal)
            : ref.deal;
    const HandRecord record = OptimalRecord(deal, contract, kMarkBid);
    Solver solver;
    const HandReview review = ReviewHand(solver, nullptr, record, {});
    ASSERT_TRUE(review.status.ok()) << review.status;
    ASSERT_TRUE(review.finished);
    for (const PlayReview& p : review.plays) {
      EXPECT_EQ(p.cost, 0);
      EXPECT_EQ(p.value_after, review.start_value);
      EXPECT_EQ(p.makes_before, p.makes_after);
    }
    EXPECT_EQ(review.value, review.start_value);
    EXPECT_EQ(review.final_value, review.start_value);
    if (contract.kind == ContractKind::kNormal && !contract.first_lead_trump) {
      EXPECT_EQ(review.value, ref.values[static_cast<int>(contract.trump)]);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryContract, OptimalLineTest, testing::ValuesIn(EveryContract()),
                         ContractTestName);

// One blunder along an otherwise optimal line is the only play that costs, with the value it
// gave away; when it flips the bid it is the decisive mistake.
TEST(HandReviewTest, FindsTheOneBlunderWithItsCost) {
  const Reference ref = ReadReference(1).front();
  const Contract contract = Contract::Normal(Trump::kSixes);
  const Rules rules(contract);
  Solver solver;
  Position position(rules, ref.deal, Seat::kNorth);
  std::vector<Tile> played;
  int blunder = -1, cost = 0;
  while (!position.finished()) {
    const std::vector<TileValue> values = solver.ValuePlays(position);
    Tile tile = values.front().tile;
    if (blunder < 0 && played.size() >= 5) {
      // The worst tile of the first choice that has a costly one.
      const TileValue& worst = values.back();
      const int c = std::abs(worst.value - values.front().value);
      if (c > 0) {
        blunder = static_cast<int>(played.size());
        cost = c;
        tile = worst.tile;
      }
    }
    played.push_back(tile);
    ASSERT_TRUE(position.Play(tile).ok());
  }
  ASSERT_GE(blunder, 0);
  const int bid = std::min(ref.values[6], 41);
  const HandRecord record{ref.deal, Seat::kNorth, contract, std::max(bid, kLowestBid), played};
  const HandReview review = ReviewHand(solver, nullptr, record, {});
  ASSERT_TRUE(review.status.ok()) << review.status;
  for (int i = 0; i < static_cast<int>(review.plays.size()); ++i) {
    EXPECT_EQ(review.plays[i].cost, i == blunder ? cost : 0) << "play " << i;
  }
  EXPECT_EQ(review.start_value, ref.values[6]);
  const int side = TeamOf(review.plays[blunder].seat) == Team::kNorthSouth ? -1 : 1;
  EXPECT_EQ(review.value, ref.values[6] + side * cost);
}

TEST(HandReviewTest, RefusesAnIllegalRecord) {
  const Reference ref = ReadReference(1).front();
  HandRecord record = OptimalRecord(ref.deal, Contract::Normal(Trump::kSixes), 30);
  std::swap(record.played[1], record.played[2]);
  Solver solver;
  const HandReview review = ReviewHand(solver, nullptr, record, {});
  EXPECT_FALSE(review.status.ok());
  EXPECT_EQ(std::string(review.status.message()).rfind("played: trick 1, East: ", 0), 0u);
}

// The table view: the table player's own choice is never a mistake; review in parallel equals
// review on one thread.
TEST(HandReviewTest, TableViewAndThreads) {
  std::vector<HandRecord> records;
  for (const Reference& ref : ReadReference(3)) {
    HandRecord r = OptimalRecord(ref.deal, Contract::Normal(Trump::kFives), 30);
    r.played.resize(8);
    records.push_back(r);
  }
  ReviewOptions options;
  options.table = true;
  options.table_options.worlds = 4;
  const std::vector<HandReview> one = ReviewHands(records, options, 1);
  const std::vector<HandReview> two = ReviewHands(records, options, 2);
  ASSERT_EQ(one.size(), records.size());
  for (size_t i = 0; i < records.size(); ++i) {
    ASSERT_TRUE(one[i].status.ok()) << one[i].status;
    ASSERT_EQ(one[i].table.size(), 8u);
    EXPECT_FALSE(one[i].finished);
    for (size_t p = 0; p < 8; ++p) {
      const TableGuess& g = one[i].table[p];
      if (g.choice.tile == records[i].played[p]) EXPECT_TRUE(g.best_guess);
      EXPECT_EQ(g.choice.tile, two[i].table[p].choice.tile);
      EXPECT_EQ(g.best_guess, two[i].table[p].best_guess);
      EXPECT_EQ(one[i].plays[p].cost, two[i].plays[p].cost);
      if (!IsMistake(one[i].plays[p], &g)) EXPECT_TRUE(one[i].plays[p].cost == 0 || g.best_guess);
    }
    EXPECT_EQ(one[i].final_value, one[i].start_value);
  }
}

// Progress counts the records reviewed, never more, and ends at all of them.
TEST(HandReviewTest, ProgressCountsRecords) {
  std::vector<HandRecord> records;
  for (const Reference& ref : ReadReference(3)) {
    HandRecord r = OptimalRecord(ref.deal, Contract::Normal(Trump::kSixes), 30);
    r.played.resize(4);
    records.push_back(r);
  }
  std::vector<std::pair<uint64_t, uint64_t>> heard;
  ReviewHands(records, {}, 2, [&](uint64_t done, uint64_t total) { heard.emplace_back(done, total); });
  ASSERT_FALSE(heard.empty());
  for (const auto& [done, total] : heard) {
    EXPECT_EQ(total, records.size());
    EXPECT_LE(done, total);
  }
  EXPECT_EQ(heard.back().first, records.size());
}

}  // namespace
}  // namespace texas42
