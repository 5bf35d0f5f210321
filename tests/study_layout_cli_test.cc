// `texas42 study --layout wide` (one row per deal) and `--estimate` (rows, bytes, minutes),
// run as a user runs them, in Texas 42 and in the other games.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

// Runs a study of 3 deals of seed 4 in `game` for declarers N and E and `contracts` (two) in
// both layouts, and checks that each wide row holds the values of the long layout's four records
// of its deal, in order, under the column names `columns`.
void ExpectWideHoldsTheLongValues(const std::string& game, const std::string& contracts,
                                  const std::string& columns) {
  const std::vector<std::string> study = {
      "study",      "--game", game,          "--deals", "3",  "--seed", "4",
      "--declarer", "N,E",    "--contracts", contracts, "-o", "-"};
  std::vector<std::string> wide_args = study;
  wide_args.insert(wide_args.end(), {"--layout", "wide"});
  const Outcome wide = RunTexas42(wide_args);
  const Outcome long_run = RunTexas42(study);
  ASSERT_EQ(wide.exit_code, 0) << wide.err;
  ASSERT_EQ(long_run.exit_code, 0) << long_run.err;
  const std::vector<std::string> rows = Lines(wide.out);
  ASSERT_EQ(rows.size(), 4u);  // the column names and three deals
  EXPECT_EQ(rows[0], columns);
  EXPECT_NE(rows[1].find(absl::StrCat(",texas42 study v3 game=", game,
                                      " seed=4 deals=3 "
                                      "declarers=N+E contracts=")),
            std::string::npos)
      << rows[1];
  const std::vector<std::string> records = Lines(long_run.out);
  ASSERT_EQ(records.size(), 1u + 12u);
  // The long layout's value column: game,index,deal,declarer,contract,trumps,...,suitN,value.
  const std::vector<std::string> names = absl::StrSplit(records[0], ',');
  size_t value_column = 0;
  while (value_column < names.size() && names[value_column] != "value") ++value_column;
  ASSERT_LT(value_column, names.size()) << records[0];
  for (size_t d = 0; d < 3; ++d) {
    const std::vector<std::string> cells = absl::StrSplit(rows[1 + d], ',');
    ASSERT_EQ(cells.size(), 8u) << rows[1 + d];
    for (size_t k = 0; k < 4; ++k) {
      const std::vector<std::string> record = absl::StrSplit(records[1 + 4 * d + k], ',');
      EXPECT_EQ(cells[0], game);
      EXPECT_EQ(cells[0], record[0]);
      EXPECT_EQ(cells[1], record[1]);
      EXPECT_EQ(cells[2], record[2]);
      EXPECT_EQ(cells[3 + k], record[value_column]) << records[1 + 4 * d + k];
    }
  }
  std::vector<std::string> json_args = wide_args;
  json_args.insert(json_args.end(), {"--format", "jsonl"});
  const Outcome json = RunTexas42(json_args);
  ASSERT_EQ(json.exit_code, 0) << json.err;
  ASSERT_EQ(Lines(json.out).size(), 3u);
  EXPECT_EQ(
      Lines(json.out)[1].rfind(absl::StrCat("{\"game\":\"", game, "\",\"index\":1,\"deal\":\""), 0),
      0u)
      << json.out;
  EXPECT_NE(json.out.find(absl::StrCat("\"E_", contracts.substr(contracts.find(',') + 1), "\":")),
            std::string::npos)
      << json.out;
}

TEST(StudyLayoutCliTest, WideHasOneRowPerDealWithTheLongValues) {
  ExpectWideHoldsTheLongValues("42", "sixes,doubles",
                               "game,index,deal,N_sixes,N_doubles,E_sixes,E_doubles,study");
}

TEST(StudyLayoutCliTest, WideWorksInEveryGame) {
  ExpectWideHoldsTheLongValues("moon", "sixes,nello",
                               "game,index,deal,N_sixes,N_nello,E_sixes,E_nello,study");
  ExpectWideHoldsTheLongValues("3-hand", "fives,doubles",
                               "game,index,deal,N_fives,N_doubles,E_fives,E_doubles,study");
}

TEST(StudyLayoutCliTest, EstimateSaysRowsBytesAndMinutes) {
  const Outcome run = RunTexas42(
      {"study", "--deals", "10000", "--declarer", "all", "--threads", "2", "--estimate"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out,
            "360000 rows, 360000 solves (10000 deals x 4 declarers x 9 contracts), about 52.0 MB, "
            "about 1 minute on 2 threads\n");
  const Outcome wide = RunTexas42({"study", "--deals", "10000", "--declarer", "all", "--threads",
                                   "2", "--layout", "wide", "--estimate"});
  ASSERT_EQ(wide.exit_code, 0) << wide.err;
  EXPECT_EQ(wide.out.rfind("10000 rows, 360000 solves", 0), 0u) << wide.out;
  // The bytes are the file's: a small study's estimate is its size.
  const std::string path = TempPath("estimate.csv");
  ASSERT_EQ(RunTexas42({"study", "--deals", "50", "--trump", "sixes", "-o", path}).exit_code, 0);
  const Outcome small =
      RunTexas42({"study", "--deals", "50", "--trump", "sixes", "-o", path, "--estimate"});
  const size_t about = small.out.find("about ");
  ASSERT_NE(about, std::string::npos) << small.out;
  ASSERT_NE(small.out.find(" bytes,"), std::string::npos) << small.out;
  const double estimated = std::stod(small.out.substr(about + 6));
  const double actual = static_cast<double>(ReadFile(path).size());
  EXPECT_NEAR(estimated, actual, actual * 0.1) << small.out;
  std::remove(path.c_str());
}

TEST(StudyLayoutCliTest, AWideEstimateIsTheWideFilesSizeInEveryGame) {
  for (const std::string game : {"42", "moon"}) {
    const std::string path = TempPath(absl::StrCat("estimate_wide_", game, ".csv"));
    const std::vector<std::string> study = {
        "study", "--game", game,      "--deals",        "40",         "--layout", "wide",
        "-o",    path,     "--trump", "sixes,followme", "--overwrite"};
    ASSERT_EQ(RunTexas42(study).exit_code, 0) << game;
    std::vector<std::string> estimate = study;
    estimate.back() = "--estimate";
    const Outcome small = RunTexas42(estimate);
    ASSERT_EQ(small.exit_code, 0) << small.err;
    EXPECT_EQ(
        small.out.rfind("40 rows, 80 solves (40 deals x 1 declarer x 2 contracts), about ", 0), 0u)
        << small.out;
    const size_t about = small.out.find("about ");
    ASSERT_NE(small.out.find(" bytes,"), std::string::npos) << small.out;
    const double estimated = std::stod(small.out.substr(about + 6));
    const double actual = static_cast<double>(ReadFile(path).size());
    EXPECT_NEAR(estimated, actual, actual * 0.1) << game << ": " << small.out;
    std::remove(path.c_str());
  }
}

TEST(StudyLayoutCliTest, RefusesWhatTheWideLayoutCannotDo) {
  ExpectBadInput(RunTexas42({"study", "--deals", "3", "-o", "-", "--layout", "tall"}),
                 "--layout must be long or wide");
  for (const std::string game : {"42", "moon"}) {
    ExpectBadInput(RunTexas42({"study", "--game", game, "--deals", "3", "-o", TempPath("w.csv"),
                               "--layout", "wide", "--resume"}),
                   "--resume takes a study of the long layout");
  }
  ExpectBadInput(RunTexas42({"study", "--verify", TempPath("w.csv"), "--layout", "wide"}),
                 "--verify takes a study of the long layout");
}

}  // namespace
}  // namespace texas42
