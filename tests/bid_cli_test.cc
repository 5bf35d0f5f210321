// `texas42 bid` run as a user runs it: the table, JSON and CSV outputs, reproducibility across
// thread counts, exact enumeration, and every kind of bad input with its one line of error.
// Runs use heavy --known constraints or few samples so that each takes well under a second.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"

namespace texas42 {
namespace {

struct Outcome {
  int exit_code;
  std::string out;
  std::string err;
};

std::string ReadAndRemove(const std::string& path) {
  std::stringstream text;
  text << std::ifstream(path).rdbuf();
  std::remove(path.c_str());
  return text.str();
}

std::string Quote(const std::string& arg) {
  std::string quoted = "'";
  for (char c : arg) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// Runs `texas42 bid args...` with a timeout, so a hang fails the test.
// These tests check the double-dummy analysis: --play dd unless they name the players.
Outcome RunBid(const std::vector<std::string>& args) {
  std::string command = absl::StrCat("timeout 120 ", Quote(TEXAS42_BINARY), " bid");
  if (std::find(args.begin(), args.end(), "--play") == args.end()) {
    absl::StrAppend(&command, " --play dd");
  }
  for (const std::string& arg : args) absl::StrAppend(&command, " ", Quote(arg));
  const std::string base = absl::StrCat(::testing::TempDir(), "texas42_bid_cli_", getpid());
  const std::string out = base + ".out", err = base + ".err";
  absl::StrAppend(&command, " </dev/null >", Quote(out), " 2>", Quote(err));
  const int status = std::system(command.c_str());
  Outcome run{WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status), ReadAndRemove(out),
              ReadAndRemove(err)};
  EXPECT_NE(run.exit_code, 124) << "timed out: " << command;
  return run;
}

// A hand with 15 more tiles known: 6 unseen tiles, 90 layouts.
const std::vector<std::string> kSmall = {
    "--hand",  "66 65 64 55 41 10 33", "--known", "E=62 61 60 54 53", "--known", "S=44 43 42 40 32",
    "--known", "W=51 50 30 22 21",     "--trump", "sixes,doubles"};

std::vector<std::string> With(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST(BidCliTest, PrintsTheTableAndAdvice) {
  const Outcome run = RunBid(With(kSmall, {"--samples", "30", "--seed", "5"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");  // no progress bar when stderr is not a terminal
  EXPECT_NE(run.out.find("Texas 42: hand 6-6 6-5 6-4 5-5 4-1 3-3 1-0; North declares and leads."),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Known: East 6-2 6-1 6-0 5-4 5-3, South"), std::string::npos);
  EXPECT_NE(run.out.find("\nSamples: 30 random layouts of the 6 unseen tiles (of 90), seed 5"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("1 mark"), std::string::npos);
  EXPECT_NE(run.out.find("\nsixes "), std::string::npos);
  EXPECT_NE(run.out.find("\ndoubles "), std::string::npos);
  EXPECT_NE(run.out.find("*"), std::string::npos);  // the best cell of each column
  EXPECT_NE(run.out.find("\nAdvice (double dummy):\n  Worth: "), std::string::npos);
  EXPECT_NE(run.out.find("\n  Bid now: 30 calling "), std::string::npos) << run.out;
}

TEST(BidCliTest, JsonHasTheDocumentedFields) {
  const Outcome run = RunBid(With(kSmall, {"--samples", "20", "--seed", "9", "--format", "json"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  const std::string& j = run.out;
  EXPECT_EQ(j.front(), '{');
  EXPECT_EQ(j.substr(j.size() - 2), "}\n");
  for (const char* field :
       {"\"hand\":\"6-6 6-5 6-4 5-5 4-1 3-3 1-0\"", "\"seed\":9", "\"samples\":20",
        "\"exact\":false", "\"layout_count\":90", "\"results\":[{\"trump\":\"sixes\"",
        "\"trump\":\"doubles\"", "\"mean_points\":null",
        "\"make\":{\"30\":", "\"42\":", "\"ci95\":{\"30\":[", "\"points\":{", "\"figure\":\"dd\"",
        "\"advice\":{\"figure\":\"dd\",\"text\":[\"Worth: ", "\"worth\":", "\"over\":0",
        "\"bid_now\":", "\"by_bid\":[", "\"known\":{\"E\":\"6-2 6-1 6-0 5-4 5-3\""}) {
    EXPECT_NE(j.find(field), std::string::npos) << field << " in " << j;
  }
}

// Table play names the opening lead's racing in text and JSON, and not where --worlds already
// reaches as far.
TEST(BidCliTest, TablePlaySaysHowFarTheOpeningLeadLooks) {
  const std::vector<std::string> table = {"--play", "table", "--samples", "4", "--seed", "9"};
  const Outcome text = RunBid(With(With(kSmall, table), {"--contract", "normal"}));
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("draw 16 worlds a decision, 32 to 256 for the declarer's opening lead"),
            std::string::npos)
      << text.out;
  const Outcome json = RunBid(With(With(kSmall, table), {"--format", "json"}));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_NE(json.out.find("\"worlds\":\"16\",\"opening_lead_worlds\":\"32-256\""),
            std::string::npos)
      << json.out;
  const Outcome many = RunBid(With(With(kSmall, table), {"--format", "json", "--worlds", "256"}));
  ASSERT_EQ(many.exit_code, 0) << many.err;
  EXPECT_NE(many.out.find("\"worlds\":\"256\""), std::string::npos) << many.out;
  EXPECT_EQ(many.out.find("opening_lead"), std::string::npos) << many.out;
}

TEST(BidCliTest, AllSevenTrumpsMakeEveryBid) {
  const Outcome run = RunBid(
      {"--hand", "66 65 64 63 62 61 60", "--trump", "sixes", "--samples", "5", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string all_made = "\"make\":{";
  for (int bid = 30; bid <= 42; ++bid)
    absl::StrAppend(&all_made, bid > 30 ? "," : "", "\"", bid, "\":1");
  EXPECT_NE(run.out.find(all_made + "}"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"worth\":42,\"over\":0,\"bid_now\":30,\"bid\":42,\"pass\":false,"
                         "\"trump\":\"sixes\""),
            std::string::npos)
      << run.out;
}

TEST(BidCliTest, ByteIdenticalForAnyThreadCount) {
  const std::vector<std::string> args =
      With(kSmall, {"--samples", "24", "--format", "json", "--full"});
  const Outcome one = RunBid(With(args, {"--threads", "1"}));
  const Outcome two = RunBid(With(args, {"--threads", "2"}));
  ASSERT_EQ(one.exit_code, 0) << one.err;
  ASSERT_EQ(two.exit_code, 0) << two.err;
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out.find("\"seed\":1,"), std::string::npos);           // the default seed, printed
  EXPECT_EQ(one.out.find("\"mean_points\":null"), std::string::npos);  // --full: exact means
}

TEST(BidCliTest, ExactEnumeratesEveryLayout) {
  const Outcome run = RunBid(With(kSmall, {"--exact", "--format", "json"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("\"samples\":90,\"exact\":true"), std::string::npos) << run.out;
  const Outcome text = RunBid(With(kSmall, {"--exact"}));
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Exact: all 90 layouts"), std::string::npos) << text.out;
}

TEST(BidCliTest, CsvHasOneRowPerTrumpAndBid) {
  const Outcome run =
      RunBid(With(kSmall, {"--samples", "10", "--format", "csv", "--contract", "normal"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::vector<std::string> lines = absl::StrSplit(run.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 1u + 2 * 13);
  EXPECT_EQ(lines[0],
            "contract,bid,marks,samples,makes,probability,ci95_low,ci95_high,best,mean,exact,seed,"
            "play,dd_probability,hand,declarer,known,game");
  EXPECT_EQ(lines[1].rfind("sixes,30,,10,", 0), 0u) << lines[1];
  EXPECT_EQ(lines[13].rfind("sixes,42,1,10,", 0), 0u) << lines[13];  // 1 mark
  const std::string who =
      ",6-6 6-5 6-4 5-5 4-1 3-3 1-0,N,E=6-2 6-1 6-0 5-4 5-3; S=4-4 4-3 4-2 4-0 3-2; "
      "W=5-1 5-0 3-0 2-2 2-1";
  EXPECT_NE(lines[1].find(absl::StrCat(",false,1,dd,", who)), std::string::npos) << lines[1];
  // Probabilities have four decimals, as in JSON.
  const std::vector<std::string> fields = absl::StrSplit(lines[1], ',');
  ASSERT_GE(fields.size(), 6u);
  EXPECT_EQ(fields[5].size(), 6u) << fields[5];  // 0.xxxx or 1.0000
}

// A trump not played out at the table has no figure in any output (it was 0 in CSV and SVG).
TEST(BidCliTest, ATrumpNotPlayedOutHasNoFigureInAnyFormat) {
  std::vector<std::string> args = kSmall;
  args.back() = "sixes,blanks";  // blanks cannot beat sixes even double dummy
  args =
      With(args, {"--play", "table", "--worlds", "4", "--samples", "10", "--contract", "normal"});
  const Outcome text = RunBid(args);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Not played out (-): blanks"), std::string::npos) << text.out;
  const Outcome json = RunBid(With(args, {"--format", "json"}));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const size_t blanks = json.out.find("{\"trump\":\"blanks\"");
  ASSERT_NE(blanks, std::string::npos) << json.out;
  const std::string row = json.out.substr(blanks);
  EXPECT_NE(row.find("\"played\":false,\"make_marks\":null,\"ci95_marks\":null"), std::string::npos)
      << row;
  EXPECT_NE(row.find("\"make\":{\"30\":null,"), std::string::npos) << row;
  EXPECT_NE(row.find("\"ci95\":{\"30\":null,"), std::string::npos) << row;
  const Outcome csv = RunBid(With(args, {"--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  int rows = 0;
  for (absl::string_view line : absl::StrSplit(csv.out, '\n')) {
    if (!absl::StartsWith(line, "blanks,")) continue;
    ++rows;
    const std::vector<std::string> f = absl::StrSplit(line, ',');
    ASSERT_EQ(f.size(), 18u) << line;
    EXPECT_EQ(f[4], "") << line;   // makes
    EXPECT_EQ(f[5], "") << line;   // probability
    EXPECT_EQ(f[8], "0") << line;  // not the best
    EXPECT_NE(f[13], "") << line;  // its double-dummy figure
  }
  EXPECT_EQ(rows, 13);
  const std::string svg = absl::StrCat(::testing::TempDir(), "texas42_unplayed_", getpid(), ".svg");
  ASSERT_EQ(RunBid(With(args, {"--svg", svg})).exit_code, 0);
  const std::string picture = ReadAndRemove(svg);
  EXPECT_NE(picture.find("<title>blanks (not played out), 30: -</title>"), std::string::npos)
      << picture;
  EXPECT_NE(picture.find("<title>blanks (not played out), 1 mark+: -</title>"), std::string::npos)
      << picture;
}

TEST(BidCliTest, CsvMarksEveryTiedTrumpAsTheTextTableDoes) {
  // Sixes and followme both make every bid with all seven sixes.
  const std::vector<std::string> args = {"--hand", "66 65 64 63 62 61 60", "--samples",
                                         "10",     "--contract",           "normal"};
  const Outcome text = RunBid(args);
  const Outcome csv = RunBid(With(args, {"--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  int stars = 0, best = 0;
  for (const char c : text.out) stars += c == '*';
  std::vector<std::string> tied;
  for (absl::string_view line : absl::StrSplit(csv.out, '\n')) {
    const std::vector<std::string> f = absl::StrSplit(line, ',');
    if (f.size() < 9 || f[8] != "1") continue;
    ++best;
    if (f[1] == "30") tied.push_back(f[0]);
  }
  EXPECT_EQ(best, stars - 1) << "the text's legend holds one '*'";
  EXPECT_EQ(tied, (std::vector<std::string>{"sixes", "followme"}));
  // The SVG outlines the same cells: 13 bids for each of the two tied trumps.
  const std::string svg = absl::StrCat(::testing::TempDir(), "texas42_bid_ties_", getpid(), ".svg");
  ASSERT_EQ(RunBid(With(args, {"--svg", svg})).exit_code, 0);
  const std::string image = ReadAndRemove(svg);
  size_t outlined = 0;
  for (size_t at = image.find("stroke=\"black\""); at != std::string::npos;
       at = image.find("stroke=\"black\"", at + 1)) {
    ++outlined;
  }
  EXPECT_EQ(outlined, 2u * 13);
}

TEST(BidCliTest, AMarkBidSaysEveryMarkBidNeedsTheSame) {
  // All seven doubles: doubles trump takes every trick, so 2 marks are as sure as 1, and splash
  // and plunge (the partner names trump) are no better.
  const Outcome run = RunBid({"--hand", "66 55 44 33 22 11 00", "--samples", "10"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("  Worth: 1 mark calling doubles"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2 marks and more, calling doubles, make exactly as often as 1 mark"),
            std::string::npos)
      << run.out;
  // Double dummy the splash partner sees every hand: no advice to bid it from that.
  EXPECT_EQ(run.out.find("Higher: splash"), std::string::npos) << run.out;
  EXPECT_NE(
      run.out.find("Splash (2 marks) makes 100.0% double dummy with a partner who sees every hand"),
      std::string::npos)
      << run.out;
  // Nello among the rivals: not "No single best trump".
  EXPECT_NE(run.out.find("No single best contract: at 1 mark"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("No single best trump"), std::string::npos) << run.out;
  // At the table the partner names trump from his own hand.
  const Outcome table =
      RunBid({"--hand", "66 55 44 33 22 11 00", "--samples", "6", "--play", "table", "--worlds",
              "4", "--contract", "normal,splash", "--trump", "doubles"});
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_NE(table.out.find("Advice (table play):\n  Worth: 1 mark calling doubles"),
            std::string::npos)
      << table.out;
  EXPECT_NE(table.out.find("No need for splash (2 marks)"), std::string::npos) << table.out;
  // Over a bid of 1 mark, the next is 2 marks; over 2 marks, 3.
  const Outcome over =
      RunBid({"--hand", "66 55 44 33 22 11 00", "--samples", "10", "--over", "84"});
  EXPECT_NE(over.out.find("  Bid now: 3 marks calling doubles (the bid is 2 marks;"),
            std::string::npos)
      << over.out;
  const Outcome json =
      RunBid({"--hand", "66 55 44 33 22 11 00", "--samples", "10", "--format", "json"});
  EXPECT_NE(json.out.find("\"any_marks\":true"), std::string::npos);
}

TEST(BidCliTest, MoreSamplesThanLayoutsEnumeratesEveryLayoutOnce) {
  // kSmall leaves 90 layouts: 1000 samples would repeat them, so each is taken once.
  const Outcome run = RunBid(With(kSmall, {"--samples", "1000"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("Exact: all 90 layouts"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("(--samples 1000 asks for at least the 90 layouts there are: each is "
                         "taken once instead.)"),
            std::string::npos)
      << run.out;
  const Outcome json = RunBid(With(kSmall, {"--samples", "90", "--format", "json"}));
  EXPECT_NE(json.out.find("\"exact\":true"), std::string::npos);
  EXPECT_EQ(json.out, RunBid(With(kSmall, {"--exact", "--format", "json"})).out);
  // One fewer sample than layouts is still a sample.
  const Outcome sampled = RunBid(With(kSmall, {"--samples", "89", "--format", "json"}));
  EXPECT_NE(sampled.out.find("\"exact\":false"), std::string::npos);
}

TEST(BidCliTest, BadInputGetsOneLineAndExitCode2) {
  const std::string hand = "66 65 64 55 41 10 33";
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--hand", "66 65"}, "--hand"},
      {{"--hand", "66 65 64 55 41 10 33 32"}, "--hand"},
      {{"--hand", "66 65 64 55 41 10 99"}, "--hand"},
      {{"--samples", "5"}, "--hand"},
      {{"--hand", hand, "--known", "E=66"}, "6-6"},
      {{"--hand", hand, "--known", "X=62"}, "unknown seat 'X'"},
      {{"--hand", hand, "--known", "E62"}, "--known"},
      {{"--hand", hand, "--known", "E="}, "no tiles"},
      {{"--hand", hand, "--trump", ""}, "--trump"},
      {{"--hand", hand, "--known", "E=62", "--known", "W=62 61"}, "6-2"},
      {{"--hand", hand, "--known", "N=00"}, "declarer"},
      {{"--hand", hand, "--known", "E=62 61 60 54 53 52 51 50"}, "8 tiles"},
      {{"--hand", hand, "--samples", "0"}, "--samples"},
      {{"--hand", hand, "--samples", "-3"}, "--samples"},
      {{"--hand", hand, "--confidence", "0"}, "--confidence"},
      {{"--hand", hand, "--confidence", "1.5"}, "--confidence"},
      {{"--hand", hand, "--trump", "sevens"}, "--trump"},
      {{"--hand", hand, "--declarer", "Q"}, "--declarer"},
      {{"--hand", hand, "--threads", "-1"}, "--threads"},
      {{"--hand", hand, "--threads", "100000"}, "--threads"},
      {{"--hand", hand, "--seed", "-1"}, "--seed"},
      {{"--hand", hand, "--seed", "18446744073709551616"}, "--seed"},
      {{"--hand", hand, "--seed", ""}, "--seed"},
      {{"--hand", hand, "--samples", "99999999999999999999"}, "--samples"},
      {{"--hand", hand, "--json", "--csv"}, "one output format"},
      {{"--hand", hand, "--format", "json", "--csv"}, "one output format"},
      {{"--hand", hand, "--exact"}, "399072960 layouts"},
      {{"--hand", hand, "--exact", "--samples", "10", "--known", "E=62"}, "--samples"},
  };
  for (const auto& [args, needle] : cases) {
    const Outcome run = RunBid(args);
    const std::string shown = absl::StrCat(args.back(), " -> ", run.err);
    EXPECT_EQ(run.exit_code, 2) << shown;
    EXPECT_EQ(run.out, "") << shown;
    EXPECT_EQ(run.err.rfind("texas42: error: ", 0), 0u) << shown;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << shown;
    EXPECT_NE(run.err.find(needle), std::string::npos) << shown;
  }
}

}  // namespace
}  // namespace texas42
