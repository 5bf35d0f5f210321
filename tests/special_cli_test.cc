// `texas42 solve` run as a user runs it, for the special contracts and options: nello (each
// doubles variant), sevens (and closest-lead), splash and plunge under every trump, the
// first-lead-trump option and mark bids — values checked against the solver library — and every
// request that does not make sense, each answered by one error line and exit code 2.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr char kExample[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";
// North holds four doubles: he may bid splash and plunge.
constexpr char kFourDoubles[] =
    "66 55 44 33 65 64 63/62 61 60 54 53 52 00/43 42 40 32 31 22 11/51 50 30 21 20 10 41";

struct CliRun {
  int code;
  std::string out;
  std::string err;
};

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs `texas42 <args>` through the shell; `args` is quoted by the caller.
CliRun Texas42(const std::string& args) {
  // Per process: ctest runs tests of this binary side by side.
  const std::string err_path =
      absl::StrCat(::testing::TempDir(), "special_cli_stderr_", getpid(), ".txt");
  const std::string command = absl::StrCat(TEXAS42_BINARY, " ", args, " 2>", err_path);
  FILE* pipe = popen(command.c_str(), "r");
  std::string out;
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0) out.append(buffer, n);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out, ReadFile(err_path)};
}

std::string Quote(const std::string& s) { return absl::StrCat("'", s, "'"); }

// The value the solver library gives for `contract` on `deal_text` with `declarer`.
int LibraryValue(const Contract& contract, const char* deal_text, Seat declarer = Seat::kNorth) {
  const Rules rules(contract);
  Solver solver;
  return solver.Solve(Position(rules, *ParseDeal(deal_text), declarer));
}

// Expects exactly one error line naming `what`, nothing on stdout, and exit code 2.
void ExpectError(const std::string& args, const std::string& what) {
  SCOPED_TRACE(args);
  const CliRun r = Texas42(args);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, StartsWith("texas42: error: "));
  EXPECT_THAT(r.err, HasSubstr(what));
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(SpecialCliTest, NelloReportsTheDeclarersTricksForEachDoublesVariant) {
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
    const std::string name(NelloDoublesName(d));
    const int v = LibraryValue(Contract::Nello(d), kExample);
    const CliRun json = Texas42(absl::StrCat("solve --example --contract nello --nello-doubles ",
                                             name, " --format json --values-only"));
    ASSERT_EQ(json.code, 0) << json.err;
    EXPECT_THAT(
        json.out,
        HasSubstr(absl::StrCat(
            "{\"contract\":\"nello\",\"nello_doubles\":\"", name, "\",\"tricks\":", v,
            ",\"unit\":\"declarer tricks\",\"max\":7,\"makes\":", v == 0 ? "true" : "false")));
    const CliRun text =
        Texas42(absl::StrCat("solve --example --contract nello --nello-doubles ", name));
    ASSERT_EQ(text.code, 0) << text.err;
    EXPECT_THAT(text.out, HasSubstr(absl::StrCat("nello, doubles ", name, ": North is held to ", v,
                                                 " trick")));
    EXPECT_THAT(text.out, HasSubstr("South  4-4 4-3 4-2 4-0 3-3 3-2 3-1   (sits out)"));
    // Three tiles to a trick, and South never plays.
    EXPECT_THAT(text.out, HasSubstr("trick 1: N leads  "));
    EXPECT_THAT(text.out, ::testing::Not(HasSubstr("S leads")));
  }
  // The default variant is own.
  const CliRun own = Texas42("solve --example --contract nello --format json --values-only");
  EXPECT_THAT(own.out, HasSubstr("\"nello_doubles\":\"own\""));
}

TEST(SpecialCliTest, NelloThatMakesSaysSo) {
  // West holds the lowest tiles of every suit he may be led.
  const char* deal =
      "66 65 64 63 62 61 55/54 53 52 51 44 43 42/60 50 40 30 20 10 00/41 33 32 31 22 21 11";
  const int v = LibraryValue(Contract::Nello(NelloDoubles::kOwn), deal, Seat::kWest);
  const CliRun r = Texas42(
      absl::StrCat("solve --deal ", Quote(deal), " --declarer W --contract nello --values-only"));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr(absl::StrCat("West is held to ", v, " trick")));
  EXPECT_THAT(r.out, HasSubstr(v == 0 ? "makes (no trick taken)" : "set (needs no trick taken)"));
}

TEST(SpecialCliTest, SevensReportsTricksAndTheClosestLeadVariant) {
  for (bool closest : {false, true}) {
    const int v = LibraryValue(Contract::Sevens(closest), kExample);
    const CliRun r = Texas42(absl::StrCat("solve --example --contract sevens --format json",
                                          closest ? " --sevens-closest-lead" : ""));
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_THAT(r.out,
                HasSubstr(absl::StrCat(
                    "{\"contract\":\"sevens\",\"sevens_to\":7,\"closest_lead\":",
                    closest ? "true" : "false", ",\"tricks\":", v,
                    ",\"unit\":\"tricks\",\"max\":7,\"makes\":", v == 7 ? "true" : "false")));
    const CliRun text = Texas42(absl::StrCat("solve --example --contract sevens --values-only",
                                             closest ? " --sevens-closest-lead" : ""));
    EXPECT_THAT(text.out, HasSubstr(absl::StrCat(closest ? "sevens, closest lead" : "sevens",
                                                 ": North-South take ", v, " of 7 tricks")));
  }
}

TEST(SpecialCliTest, SplashAndPlungeReportEveryTrumpThePartnerCouldName) {
  for (ContractKind kind : {ContractKind::kSplash, ContractKind::kPlunge}) {
    const std::string name(ContractKindName(kind));
    const CliRun json = Texas42(absl::StrCat("solve --deal ", Quote(kFourDoubles), " --contract ",
                                             name, " --format json --values-only"));
    ASSERT_EQ(json.code, 0) << json.err;
    const CliRun text = Texas42(
        absl::StrCat("solve --deal ", Quote(kFourDoubles), " --contract ", name, " --values-only"));
    ASSERT_EQ(text.code, 0) << text.err;
    EXPECT_THAT(text.out, HasSubstr(absl::StrCat("North holds 4 doubles (6-6 5-5 4-4 3-3): "
                                                 "qualifies for ",
                                                 name, " (needs ", DoublesRequired(kind), ")")));
    EXPECT_THAT(text.out, HasSubstr("South  4-3 4-2 4-0 3-2 3-1 2-2 1-1   (names trump, leads)"));
    for (Trump t : kAllTrumps) {
      Contract c = kind == ContractKind::kSplash ? Contract::Splash(t) : Contract::Plunge(t);
      const int v = LibraryValue(c, kFourDoubles);
      EXPECT_THAT(json.out,
                  HasSubstr(absl::StrCat(
                      "{\"contract\":\"", name, "\",\"trump\":\"", TrumpName(t),
                      "\",\"doubles\":4,\"qualifies\":true,\"tricks\":", v,
                      ",\"unit\":\"tricks\",\"max\":7,\"makes\":", v == 7 ? "true" : "false")));
      EXPECT_THAT(text.out, HasSubstr(absl::StrCat(name, " ", TrumpName(t))));
    }
  }
  // --trump narrows the list.
  const CliRun one =
      Texas42(absl::StrCat("solve --deal ", Quote(kFourDoubles),
                           " --contract splash --trump 6,doubles --format json --values-only"));
  EXPECT_EQ(one.code, 0);
  EXPECT_EQ(std::count(one.out.begin(), one.out.end(), '{'), 3) << one.out;
}

TEST(SpecialCliTest, SplashLineShowsThePartnerLeadingFirst) {
  const CliRun r = Texas42(
      absl::StrCat("solve --deal ", Quote(kFourDoubles), " --contract splash --trump sixes"));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("trick 1: S leads"));
}

TEST(SpecialCliTest, FirstLeadTrumpRestrictsTheOpeningLead) {
  Contract c = Contract::Normal(Trump::kBlanks);
  c.first_lead_trump = true;
  const int v = LibraryValue(c, kExample);
  const CliRun r = Texas42("solve --example --trump blanks --first-lead-trump --format json");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr(absl::StrCat("{\"contract\":\"normal\",\"trump\":\"blanks\","
                                            "\"first_lead_trump\":true,\"points\":",
                                            v, ",")));
  // North's only blank is 1-0: it is the only opening lead.
  EXPECT_THAT(r.out, HasSubstr("\"plays\":[{\"tile\":\"1-0\""));
  EXPECT_THAT(r.out, ::testing::Not(HasSubstr("{\"tile\":\"6-6\"")));
  // Replaying a non-trump opening lead is refused.
  ExpectError("solve --example --trump blanks --first-lead-trump --played 66",
              "6-6 is illegal: North must lead one of 1-0");
}

TEST(SpecialCliTest, MarkBidsAreReportedForNormalTrumps) {
  const CliRun r = Texas42("solve --example --values-only");
  ASSERT_EQ(r.code, 0) << r.err;
  const int sixes = LibraryValue(Contract::Normal(Trump::kSixes), kExample);
  const int fives = LibraryValue(Contract::Normal(Trump::kFives), kExample);
  ASSERT_EQ(sixes, 42);
  ASSERT_LT(fives, 42);
  EXPECT_THAT(r.out, HasSubstr("sixes trump: North-South take 42 of 42 points — makes every bid, "
                               "1 mark (42) and more"));
  EXPECT_THAT(r.out,
              HasSubstr(absl::StrCat("fives trump: North-South take ", fives, " of 42 points — ")));
  EXPECT_THAT(r.out, HasSubstr(absl::StrCat("set at ", fives + 1, " and at 1 mark (42) and more")));
  const CliRun json = Texas42("solve --example --trump 6,5 --format json --values-only");
  EXPECT_THAT(json.out, HasSubstr("\"points\":42,\"unit\":\"points\",\"max\":42,\"makes\":true,"
                                  "\"makes_mark\":true,\"lowest_bid\":30"));
  EXPECT_THAT(json.out, HasSubstr(absl::StrCat(
                            "\"points\":", fives, ",\"unit\":\"points\",\"max\":42,\"makes\":",
                            fives >= 30 ? "true" : "false", ",\"makes_mark\":false")));
}

TEST(SpecialCliTest, SplashWithTooFewDoublesIsAnError) {
  ExpectError("solve --example --contract splash",
              "North declares: splash needs at least 3 doubles in the declarer's hand; it holds 2 "
              "(6-6 5-5)");
  ExpectError("solve --example --contract plunge --declarer W", "plunge needs at least 4 doubles");
  ExpectError(
      absl::StrCat("solve --deal ", Quote(kFourDoubles), " --contract plunge --declarer E"),
      "East declares: plunge needs at least 4 doubles in the declarer's hand; it holds 1 (0-0)");
  // In a file, the line is named (and the other lines are solved: output_safety_cli_test.cc).
  const std::string path =
      absl::StrCat(::testing::TempDir(), "special_cli_deals_", getpid(), ".txt");
  std::ofstream(path) << "# North holds two doubles\n" << kExample << "\n";
  ExpectError(absl::StrCat("solve --input ", Quote(path), " --contract splash"),
              "deal 1 (line 2): North declares: splash needs at least 3 doubles");
}

TEST(SpecialCliTest, FlagsThatDoNotFitTheContractAreErrors) {
  ExpectError("solve --example --contract nello --trump sixes",
              "--trump 'sixes': nello is played without trumps");
  ExpectError("solve --example --contract sevens --trump all",
              "--trump 'all': sevens is played without trumps");
  ExpectError("solve --example --contract nello --first-lead-trump",
              "--first-lead-trump: nello is played without trumps");
  ExpectError("solve --example --contract sevens --first-lead-trump",
              "--first-lead-trump: sevens is played without trumps");
  ExpectError("solve --example --nello-doubles high", "--nello-doubles goes with --contract nello");
  ExpectError("solve --example --contract sevens --nello-doubles low",
              "--nello-doubles goes with --contract nello or low-no, not sevens");
  ExpectError("solve --example --contract nello --sevens-closest-lead",
              "--sevens-closest-lead goes with --contract sevens, not nello");
  ExpectError("solve --example --contract misere", "--contract: unknown contract 'misere'");
  ExpectError("solve --example --contract nello --nello-doubles middle",
              "--nello-doubles: unknown nello doubles variant 'middle'");
  ExpectError(absl::StrCat("solve --deal ", Quote(kFourDoubles), " --contract splash --trump 9"),
              "--trump: unknown trump '9'");
}

TEST(SpecialCliTest, PlayedTilesInNelloSkipThePartner) {
  // North leads 6-6, East follows with 0-0, West must play a double too: 2-2 or 1-1.
  const CliRun r = Texas42("solve --example --contract nello --played '66 00 22' --format json");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("\"contract\":\"nello\""));
  ExpectError("solve --example --contract nello --played '66 00 44'",
              "West: 4-4 is in no hand in play (played before, or South's, who sits out)");
}

TEST(SpecialCliTest, HelpDocumentsTheContractFlags) {
  const CliRun r = Texas42("solve --help");
  EXPECT_EQ(r.code, 0);
  for (const char* flag :
       {"--contract", "nello, low-no, sevens, splash or plunge", "--nello-doubles", "own",
        "--sevens-closest-lead", "--first-lead-trump", "--trump"}) {
    EXPECT_THAT(r.out, HasSubstr(flag));
  }
}

}  // namespace
}  // namespace texas42
