// Hand records and hand review of Texas 42, on the one review every game shares
// (solver/analysis/hand_review.h): the three text forms read the same record, with Texas 42's
// fields (sevens-closest-lead, first-lead-trump, bids in marks); bad fields and illegal plays are
// refused naming the field, trick and seat; a double-dummy optimal line costs nothing and ends
// at the independent reference value (data/reference-deals.tsv) under every trump, and at the
// fast solver's value under every special contract; one blunder is found alone with its cost;
// review on two threads equals review on one; progress counts the records.
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
#include "solver/analysis/record_fields.h"
#include "solver/family/line.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42 {
namespace {

const family::Game& Texas42() { return family::GameOf(family::GameId::k42); }

struct Reference {
  std::string deal;
  std::vector<int> values;  // by trump, blanks .. sixes, doubles, followme
};

// The first `count` reference deals.
std::vector<Reference> ReadReference(size_t count) {
  std::vector<Reference> refs;
  std::ifstream in(std::string(TEXAS42_DATA_DIR) + "/reference-deals.tsv");
  std::string line;
  while (refs.size() < count && std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("deal", 0) == 0) continue;
    const std::vector<std::string> fields = absl::StrSplit(line, '\t');
    Reference r{fields[0], {}};
    for (size_t i = 1; i < fields.size(); ++i) {
      int v = 0;
      EXPECT_TRUE(absl::SimpleAtoi(fields[i], &v));
      r.values.push_back(v);
    }
    refs.push_back(r);
  }
  return refs;
}

absl::StatusOr<HandRecord> Parse(const std::string& text) {
  absl::StatusOr<RecordFields> fields = ReadRecordFields(text);
  if (!fields.ok()) return fields.status();
  return RecordFromFields(*fields, "42");
}

// Moves the doubles into North's hand (swapping them for his other tiles) so he may bid splash
// or plunge.
family::Deal NorthHoldsDoubles(family::Deal deal) {
  for (int s = 1; s < 4; ++s) {
    for (family::Tile d : deal.hands[s]) {
      if (!d.is_double()) continue;
      for (family::Tile t : deal.hands[0]) {
        if (t.is_double()) continue;
        deal.hands[0].Remove(t);
        deal.hands[0].Add(d);
        deal.hands[s].Remove(d);
        deal.hands[s].Add(t);
        break;
      }
    }
  }
  return deal;
}

HandRecord OptimalRecord(const std::string& deal, const family::Contract& contract, int bid) {
  HandRecord r;
  r.game = &Texas42();
  r.deal = *family::ParseDeal(Texas42(), deal);
  if (contract.kind == family::Kind::kPartnerCall) r.deal = NorthHoldsDoubles(r.deal);
  r.contract = contract;
  r.bid = contract.kind == family::Kind::kNormal ? bid : 0;
  const family::Rules rules(Texas42(), contract);
  family::Solver solver;
  r.played = family::OptimalLine(solver, family::Position(rules, r.deal.hands, 0));
  return r;
}

// Every contract of Texas 42: each trump, first lead a trump, nello under each doubles rule,
// sevens with either lead, splash and plunge.
std::vector<family::Contract> EveryContract() {
  std::vector<family::Contract> out;
  for (int t = family::kFollowMe; t <= 6; ++t) {
    family::Contract c;
    c.trump = t;
    out.push_back(c);
  }
  family::Contract first;
  first.trump = 3;
  first.first_lead_trump = true;
  out.push_back(first);
  for (family::NelloDoubles d :
       {family::NelloDoubles::kOwn, family::NelloDoubles::kHigh, family::NelloDoubles::kLow}) {
    family::Contract c;
    c.kind = family::Kind::kNello;
    c.nello_doubles = d;
    out.push_back(c);
  }
  for (bool closest : {false, true}) {
    family::Contract c;
    c.kind = family::Kind::kSevens;
    c.sevens_closest_lead = closest;
    out.push_back(c);
  }
  for (int call : {0, 1}) {
    family::Contract c;
    c.kind = family::Kind::kPartnerCall;
    c.partner_call = call;
    c.trump = 5;
    out.push_back(c);
  }
  return out;
}

TEST(HandRecordTest, TheThreeFormsReadTheSameRecord) {
  const std::string deal = ReadReference(1).front().deal;
  const absl::StatusOr<HandRecord> line = Parse(
      absl::StrCat("deal=", deal, "; declarer=E; trump=sixes; first-lead-trump=yes; bid=1 mark"));
  ASSERT_TRUE(line.ok()) << line.status();
  const absl::StatusOr<HandRecord> keys = Parse(absl::StrCat(
      "deal: ", deal, "\ndeclarer: E\ntrump: 6\nfirst-lead-trump: yes\nbid: 42\nplayed:"));
  ASSERT_TRUE(keys.ok()) << keys.status();
  const absl::StatusOr<HandRecord> json =
      Parse(absl::StrCat("{\"deal\": \"", deal,
                         "\", \"declarer\": \"E\", \"trump\": \"sixes\", "
                         "\"first_lead_trump\": true, \"bid\": 42, \"played\": []}"));
  ASSERT_TRUE(json.ok()) << json.status();
  for (const HandRecord* r : {&*keys, &*json}) {
    EXPECT_EQ(r->deal.hands, line->deal.hands);
    EXPECT_EQ(r->declarer, 1);
    EXPECT_EQ(r->contract, line->contract);
    EXPECT_EQ(r->bid, 42);
    EXPECT_TRUE(r->played.empty());
  }
  EXPECT_TRUE(line->contract.first_lead_trump);
  EXPECT_EQ(line->contract.trump, 6);
  const absl::StatusOr<HandRecord> marks =
      Parse(absl::StrCat("deal=", deal, "; trump=sixes; bid=2m"));
  ASSERT_TRUE(marks.ok()) << marks.status();
  EXPECT_EQ(marks->bid, 84);
  const absl::StatusOr<HandRecord> sevens =
      Parse(absl::StrCat("deal=", deal, "; contract=sevens; sevens-closest-lead=yes; bid=1 mark"));
  ASSERT_TRUE(sevens.ok()) << sevens.status();
  EXPECT_TRUE(sevens->contract.sevens_closest_lead);
  EXPECT_EQ(sevens->bid, 0);  // a special contract is its own bid
}

TEST(HandRecordTest, ErrorsNameTheField) {
  const std::string deal = ReadReference(1).front().deal;
  const auto error = [&](const std::string& rest) {
    return std::string(Parse(absl::StrCat("deal=", deal, "; ", rest)).status().message());
  };
  // Without declarer= the declarer is N, as without --declarer, and the record's real error shows.
  absl::StatusOr<HandRecord> north = Parse(absl::StrCat("deal=", deal, "; trump=6; bid=30"));
  ASSERT_TRUE(north.ok()) << north.status();
  EXPECT_EQ(north->declarer, 0);
  EXPECT_EQ(error("trump=sixes; bid=29").rfind("bid: '29' is no bid of Texas 42", 0), 0u);
  EXPECT_EQ(error("trump=sixes; bid=43").rfind("bid: ", 0), 0u);
  EXPECT_EQ(error("trump=sixes; bid=8 marks").rfind("bid: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; bid=30").rfind("trump: missing", 0), 0u);
  EXPECT_EQ(error("declarer=N; trump=sevens; bid=30").rfind("trump: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; contract=nello; trump=sixes").rfind("trump: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; contract=sevens; bid=30"), "bid: sevens is bid at 1 mark, not '30'");
  EXPECT_EQ(error("trump=6; sevens-closest-lead=yes"),
            "sevens-closest-lead: goes with sevens, not normal");
  EXPECT_EQ(error("contract=nello; first-lead-trump=yes"),
            "first-lead-trump: nello is played without trumps");
  EXPECT_EQ(error("trump=6; first-lead-trump=maybe"),
            "first-lead-trump: expected yes or no, not 'maybe'");
  EXPECT_EQ(error("declarer=N; trump=6; bid=30; played=77").rfind("played: ", 0), 0u);
  EXPECT_EQ(error("declarer=N; trump=6; bid=30; colour=red").rfind("unknown field 'colour'", 0),
            0u);
  EXPECT_EQ(error("declarer=N; trump=6; bid=30; bid=31").rfind("field 'bid' given twice", 0), 0u);
  EXPECT_EQ(Parse("deal: x\ndeclarer N").status().message(),
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

// The ways a record breaks the rules, each named with its trick and seat (a tile named twice
// is refused as the record is read).
TEST(HandRecordTest, IllegalPlaysNameTrickAndSeat) {
  const std::string deal =
      "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";
  family::Solver solver;
  const auto check = [&](const std::string& played) {
    absl::StatusOr<HandRecord> r =
        Parse(absl::StrCat("deal=", deal, "; trump=sixes; bid=30; played=", played));
    if (!r.ok()) return std::string(r.status().message());
    return std::string(ReviewHand(solver, *r).status.message());
  };
  EXPECT_EQ(check("66 62 44 51"), "");
  EXPECT_EQ(check("66 54"),
            "played: trick 1, East: 5-4 is illegal: East must follow with one of 6-2 6-1 6-0");
  EXPECT_EQ(check("66 62 44 51 66"), "played: tile 6-6 is given twice");
  EXPECT_EQ(check("66 44"),
            "played: trick 1, East: 4-4 is South's, and East is to play (a play out of turn, "
            "or a tile he does not hold)");
  family::Contract sixes;
  sixes.trump = 6;
  HandRecord over = OptimalRecord(deal, sixes, 30);
  const family::Move first = over.played.front();
  over.played.push_back(first);
  EXPECT_EQ(ReviewHand(solver, over).status.message(),
            absl::StrCat("played: ", FormatTile(first.tile), " is played after the hand is over"));
}

// Along a double-dummy optimal line every play costs 0, the value never moves, and the hand
// ends at the value of the deal: the independent reference value for each trump, the fast
// solver's for the special contracts.
TEST(HandReviewTest, AnOptimalLineCostsNothingAndEndsAtTheValue) {
  for (const Reference& ref : ReadReference(2)) {
    for (const family::Contract& contract : EveryContract()) {
      const HandRecord record = OptimalRecord(ref.deal, contract, 42);
      family::Solver solver;
      const HandReview review = ReviewHand(solver, record);
      const std::string name = family::ContractName(Texas42(), contract);
      ASSERT_TRUE(review.status.ok()) << review.status << " " << name;
      ASSERT_TRUE(review.finished) << name;
      for (const PlayReview& p : review.plays) {
        EXPECT_EQ(p.cost, 0) << name;
        EXPECT_EQ(p.value_after, review.start_value) << name;
        EXPECT_EQ(p.makes_before, p.makes_after) << name;
        EXPECT_FALSE(p.best.empty()) << name;
        EXPECT_NE(std::find(p.best.begin(), p.best.end(), p.move), p.best.end()) << name;
      }
      EXPECT_EQ(review.final_value, review.start_value) << name;
      if (contract.kind == family::Kind::kNormal && !contract.first_lead_trump) {
        const int column = contract.trump == family::kDoublesTrump ? 7
                           : contract.trump == family::kFollowMe   ? 8
                                                                   : contract.trump;
        EXPECT_EQ(review.final_value, ref.values[column]) << name;
      }
    }
  }
}

// One blunder along an otherwise optimal line is the only play that costs, with the value it
// gave away.
TEST(HandReviewTest, FindsTheOneBlunderWithItsCost) {
  const Reference ref = ReadReference(1).front();
  family::Contract contract;
  contract.trump = 6;
  const family::Rules rules(Texas42(), contract);
  family::Solver solver;
  HandRecord record = *Parse(absl::StrCat("deal=", ref.deal, "; trump=sixes; bid=30"));
  family::Position position(rules, record.deal.hands, 0);
  int blunder = -1, cost = 0;
  while (!position.finished()) {
    const std::vector<family::MoveValue> values = solver.ValuePlays(position);
    family::Move move = values.front().move;
    if (blunder < 0 && record.played.size() >= 5) {
      // The worst move of the first choice that has a costly one.
      const int c = std::abs(values.back().value - values.front().value);
      if (c > 0) {
        blunder = static_cast<int>(record.played.size());
        cost = c;
        move = values.back().move;
      }
    }
    record.played.push_back(move);
    ASSERT_TRUE(position.Play(move).ok());
  }
  ASSERT_GE(blunder, 0);
  const HandReview review = ReviewHand(solver, record);
  ASSERT_TRUE(review.status.ok()) << review.status;
  for (int i = 0; i < static_cast<int>(review.plays.size()); ++i) {
    EXPECT_EQ(review.plays[i].cost, i == blunder ? cost : 0) << "play " << i;
  }
  EXPECT_EQ(review.start_value, ref.values[6]);
  const int side = review.plays[blunder].seat % 2 == 0 ? -1 : 1;
  EXPECT_EQ(review.final_value, ref.values[6] + side * cost);
  EXPECT_EQ(review.given[review.plays[blunder].seat], cost);
}

// The table view: the table player's own choice is never a mistake; review on two threads
// equals review on one; progress counts the records, never more, and ends at all of them.
TEST(HandReviewTest, TableViewThreadsAndProgress) {
  std::vector<HandRecord> records;
  family::Contract fives;
  fives.trump = 5;
  for (const Reference& ref : ReadReference(3)) {
    HandRecord r = OptimalRecord(ref.deal, fives, 30);
    r.played.resize(8);
    records.push_back(r);
  }
  family::TableOptions options;
  options.worlds = 4;
  std::vector<std::pair<uint64_t, uint64_t>> heard;
  const std::vector<HandReview> one = ReviewHands(records, options, 1);
  const std::vector<HandReview> two = ReviewHands(
      records, options, 2, [&](uint64_t done, uint64_t total) { heard.emplace_back(done, total); });
  ASSERT_EQ(one.size(), records.size());
  for (size_t i = 0; i < records.size(); ++i) {
    ASSERT_TRUE(one[i].status.ok()) << one[i].status;
    ASSERT_EQ(one[i].table.size(), 8u);
    EXPECT_FALSE(one[i].finished);
    for (size_t p = 0; p < 8; ++p) {
      const TableGuess& g = one[i].table[p];
      if (g.choice.move == records[i].played[p]) EXPECT_TRUE(g.best_guess);
      EXPECT_EQ(g.choice.move, two[i].table[p].choice.move);
      EXPECT_EQ(g.best_guess, two[i].table[p].best_guess);
      EXPECT_EQ(one[i].plays[p].cost, two[i].plays[p].cost);
      if (!IsMistake(one[i].plays[p], &g)) {
        EXPECT_TRUE(one[i].plays[p].cost == 0 || g.best_guess);
      }
    }
    EXPECT_EQ(one[i].final_value, one[i].start_value);
  }
  ASSERT_FALSE(heard.empty());
  for (const auto& [done, total] : heard) {
    EXPECT_EQ(total, records.size());
    EXPECT_LE(done, total);
  }
  EXPECT_EQ(heard.back().first, records.size());
}

}  // namespace
}  // namespace texas42
