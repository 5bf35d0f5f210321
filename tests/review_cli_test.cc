// `texas42 review` run as a user runs it: a record given three ways, text, JSON and SVG, a file
// of records with a bad one (named, the others still reviewed), threads, the table view.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"
#include "tests/xml_check.h"

namespace texas42 {
namespace {

// Reference deal 24, sixes, bid 32, played by table players: North's 2-2 lead (13 points),
// East's 3-3 (12) and South's 5-5 (11) each flip the bid.
constexpr char kDeal[] =
    "66 64 53 32 22 21 20/60 51 50 41 33 31 00/65 62 55 54 44 42 10/63 61 52 43 40 30 11";
constexpr char kPlayed[] =
    "2-2 6-0 4-2 5-2 3-3 6-2 3-0 5-3 6-5 6-3 6-4 0-0 5-5 6-1 6-6 5-1 2-1 5-0 1-0 4-0 2-0 3-1 "
    "5-4 1-1 3-2 4-1 4-4 4-3";

std::string Record() {
  return absl::StrCat("deal=", kDeal, "; declarer=N; trump=sixes; bid=32; played=", kPlayed);
}

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(ReviewCliTest, TextNamesTheDecisiveMistakesAndTheResult) {
  const Outcome run = RunTexas42({"review", "--record", Record()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  for (const char* line :
       {"Double-dummy value of the deal: 42 of 42 points to North-South (the bid makes).",
        "    1  N     2-2        42     29    13  best: 6-6 6-4 3-2 5-3; the bid is now set",
        "       East wins the trick: 1 point\n",
        "Given away double dummy (points): North 13, East 12, South 11, West 0; North-South "
        "(bidding) 24, East-West 12.",
        "  trick 2, East played 3-3 (best 5-0): 12 points given away; the bid now makes.",
        "Result: North-South took 30 points: the bid is set (double dummy the deal is worth 42 "
        "points)."}) {
    EXPECT_NE(run.out.find(line), std::string::npos) << line << "\n" << run.out;
  }
}

TEST(ReviewCliTest, FlagsAndRecordGiveTheSameReview) {
  const Outcome record = RunTexas42({"review", "--record", Record(), "-f", "json"});
  const Outcome flags = RunTexas42({"review", "--deal", kDeal, "--trump", "sixes", "--bid", "32",
                                    "--played", kPlayed, "-f", "json"});
  ASSERT_EQ(record.exit_code, 0) << record.err;
  EXPECT_EQ(flags.out, record.out);
  EXPECT_EQ(Lines(record.out).size(), 1u);
  EXPECT_EQ(Count(record.out, "\"cost\":"), 28u);
  EXPECT_NE(record.out.find("\"plays\":[{\"trick\":1,\"seat\":\"N\",\"tile\":\"2-2\","
                            "\"value_before\":42,\"value_after\":29,\"cost\":13"),
            std::string::npos)
      << record.out;
  EXPECT_NE(record.out.find("\"decisive\":[1,5,13],"), std::string::npos) << record.out;
  EXPECT_NE(record.out.find("\"finished\":true,\"points\":30,\"taken_against\":12,"),
            std::string::npos)
      << record.out;
}

TEST(ReviewCliTest, AFileIsReviewedInOrderWithEveryBadRecordNamed) {
  const std::string path = TempPath("records.txt");
  const std::string json =
      absl::StrCat("{\"deal\": \"", kDeal,
                   "\", \"declarer\": \"N\", "
                   "\"trump\": \"sixes\", \"bid\": 32, \"played\": \"2-2 6-0\"}");
  WriteFile(path,
            absl::StrCat("# three records and two bad ones\n", Record(), "\n\n", "deal: ", kDeal,
                         "\ndeclarer: N\ntrump: sixes\nbid: 30\n"
                         "played: 2-2 6-3\n\n",
                         json, "\n", "deal: ", kDeal, "\ntrump: 6\nbid: 29\n\n",
                         absl::StrReplaceAll(Record(), {{"bid=32", "bid=41"}}), "\n"));
  const Outcome one = RunTexas42({"review", "-i", path, "--threads", "1"});
  const Outcome two = RunTexas42({"review", "-i", path, "--threads", "2"});
  EXPECT_EQ(one.exit_code, 2);
  EXPECT_EQ(one.out, two.out);
  EXPECT_EQ(one.err, two.err);
  EXPECT_EQ(Lines(one.err),
            (std::vector<std::string>{
                "texas42: error: record 2 (line 4): played: trick 1, East: 6-3 is West's, and "
                "East is to play (a play out of turn, or a tile he does not hold)",
                "texas42: error: record 4 (line 11): bid: '29' is no bid of Texas 42 (30..41 "
                "points, or marks: 1 mark, 2 marks, 42, 84, ...)"}));
  const Outcome json_one = RunTexas42({"review", "-i", path, "--threads", "1", "-f", "json"});
  const Outcome json_two = RunTexas42({"review", "-i", path, "--threads", "2", "-f", "json"});
  EXPECT_EQ(Lines(json_one.out).size(), 3u);
  EXPECT_EQ(json_one.out, json_two.out);
  EXPECT_EQ(Count(one.out, "Record "), 3u);
  EXPECT_LT(one.out.find("Record 1"), one.out.find("Record 3"));
  EXPECT_LT(one.out.find("Record 3"), one.out.find("Record 5"));
  EXPECT_NE(one.out.find("the hand stops after 2 plays"), std::string::npos) << one.out;
  std::remove(path.c_str());
}

TEST(ReviewCliTest, DrawsTheHandAsSvg) {
  const std::string svg = TempPath("review.svg");
  const Outcome run = RunTexas42({"review", "--record", Record(), "--svg", svg});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string picture = ReadFile(svg);
  EXPECT_EQ(XmlProblem(picture), "");
  EXPECT_EQ(Count(picture, ">Trick "), 7u);
  EXPECT_EQ(Count(picture, "stroke=\"#c62828\" stroke-width=\"2.5\""), 4u);  // 3 tiles + legend
  const Outcome same = RunTexas42({"review", "--record", Record(), "-f", "svg"});
  EXPECT_EQ(same.out, picture);
  std::remove(svg.c_str());
}

TEST(ReviewCliTest, TableViewSaysWhenACostlyPlayWasTheBestGuess) {
  const Outcome run =
      RunTexas42({"review", "--deal", kDeal, "--trump", "sixes", "--bid", "32", "--played",
                  "2-2 6-0 4-2 5-2", "--play", "table", "--worlds", "8", "-f", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(Count(run.out, "\"best_guess\":"), 4u);
  EXPECT_NE(run.out.find("\"table\":{\"tile\":"), std::string::npos);
  EXPECT_NE(run.out.find("\"reached\":"), std::string::npos);
  const Outcome text =
      RunTexas42({"review", "--deal", kDeal, "--trump", "sixes", "--bid", "32", "--played",
                  "2-2 6-0 4-2 5-2", "--play", "table", "--worlds", "8"});
  EXPECT_NE(text.out.find("trick  seat  tile   before  after  cost  table  reach   note"),
            std::string::npos)
      << text.out;
}

// Nello counts the declarer's tricks; his partner sits out (three tiles a trick).
TEST(ReviewCliTest, NelloCountsTheDeclarersTricks) {
  const Outcome run = RunTexas42(
      {"review", "--deal", kDeal, "--contract", "nello", "--declarer", "E", "--played",
       "3-1 5-4 5-3 6-4 6-0 6-5 5-5 2-2 3-3 4-4 6-6 0-0 3-2 4-1 6-2 2-1 5-1 4-2 1-0 2-0 5-0", "-f",
       "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(Count(run.out, "\"cost\":"), 21u);
  EXPECT_NE(run.out.find("\"unit\":\"declarer tricks\",\"max\":7,\"start_value\":2,"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("{\"trick\":5,\"seat\":\"N\",\"tile\":\"3-2\",\"value_before\":2,"
                         "\"value_after\":0,\"cost\":2,"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("\"decisive\":[13],"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"finished\":true,\"tricks\":0,\"taken_against\":7,"), std::string::npos)
      << run.out;
  const Outcome text = RunTexas42(
      {"review", "--deal", kDeal, "--contract", "nello", "--declarer", "E", "--played",
       "3-1 5-4 5-3 6-4 6-0 6-5 5-5 2-2 3-3 4-4 6-6 0-0 3-2 4-1 6-2 2-1 5-1 4-2 1-0 2-0 5-0"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  for (const char* line :
       {"Contract: nello (doubles own), East declares, bid 1 mark.",
        "Double-dummy value of the deal: 2 of 7 tricks to East (the bid is set).",
        "Given away double dummy (tricks): North 2, East 0, South 0; East-West "
        "(bidding) 0, North-South 2.",
        "Result: East took 0 tricks: the bid makes"}) {
    EXPECT_NE(text.out.find(line), std::string::npos) << line << "\n" << text.out;
  }
}

TEST(ReviewCliTest, ARecordWithoutABidIsReviewedAt30AndSaysSo) {
  const std::string record = absl::StrReplaceAll(Record(), {{"bid=32; ", ""}});
  const Outcome run = RunTexas42({"review", "--record", record});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("(the record names no bid: 30 is assumed)."), std::string::npos)
      << run.out;
  const Outcome json = RunTexas42({"review", "--record", record, "-f", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_NE(json.out.find("\"bid\":30,\"bid_assumed\":true"), std::string::npos) << json.out;
  const Outcome given = RunTexas42({"review", "--record", Record(), "-f", "json"});
  EXPECT_NE(given.out.find("\"bid\":32,\"bid_assumed\":false"), std::string::npos) << given.out;
}

TEST(ReviewCliTest, RefusesBadInput) {
  ExpectBadInput(RunTexas42({"review"}), "give exactly one of --record, --input or --deal");
  ExpectBadInput(RunTexas42({"review", "--record", Record(), "--deal", kDeal}),
                 "give exactly one of");
  ExpectBadInput(RunTexas42({"review", "--record", Record(), "--bid", "30"}),
                 "--bid goes with --deal");
  ExpectBadInput(RunTexas42({"review", "--record", "deal=x"}), "deal: ");
  ExpectBadInput(RunTexas42({"review", "--deal", kDeal, "--trump", "sixes", "--bid", "30",
                             "--played", "2-2 6-3"}),
                 "played: trick 1, East: 6-3 is West's");
  ExpectBadInput(RunTexas42({"review", "--record", Record(), "--play", "guess"}), "--play");
  ExpectBadInput(RunTexas42({"review", "--record", Record(), "--worlds", "4"}),
                 "--worlds and --seed go with --play table");
}

}  // namespace
}  // namespace texas42
