// A careless or hostile user's input, refused as it should be: a binary file stops at once, a
// file of bad lines names the first twenty and counts the rest, an empty file is refused by every
// command that reads one, and the smaller refusals name what is wrong (a study's byte-order mark,
// an empty --game, a count written as 1e9, a failed --help). The binary is run as a user runs it.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

TEST(BinaryInput, IsRefusedAtOnceNotReportedLineByLine) {
  if (access("/dev/urandom", R_OK) != 0) GTEST_SKIP() << "no /dev/urandom";
  const std::vector<std::vector<std::string>> commands = {
      {"solve", "-i", "/dev/urandom", "--trump", "sixes", "--values-only"},
      {"solve", "--game", "moon", "-i", "/dev/urandom"},
      {"review", "-i", "/dev/urandom"},
      {"play", "-i", "/dev/urandom", "--trump", "sixes"},
  };
  for (const std::vector<std::string>& args : commands) {
    SCOPED_TRACE(absl::StrJoin(args, " "));
    // An endless input: without the refusal this runs until RunCommand's timeout. Its first
    // lines may hold no NUL byte (half of random lines end before one), and are bad lines.
    const Outcome run = RunTexas42(args);
    EXPECT_EQ(run.exit_code, 2);
    const std::vector<std::string> errors = Lines(run.err);
    ASSERT_FALSE(errors.empty());
    EXPECT_LE(errors.size(), 21u);
    EXPECT_THAT(errors.back(), StartsWith("texas42: error: "));
    EXPECT_THAT(errors.back(), HasSubstr("holds a NUL byte: the input is not text"));
  }
}

TEST(BadLines, TheFirstTwentyAreNamedAndTheRestCounted) {
  const std::string path = TempPath("many_bad_lines.txt");
  std::string text = absl::StrCat(kExampleDealLine, "\n");
  for (int i = 0; i < 25; ++i) absl::StrAppend(&text, "66 65 64/62\n");
  absl::StrAppend(&text, kExampleDealLine, "\n");
  WriteFile(path, text);
  const Outcome run =
      RunTexas42({"solve", "-i", path, "--values-only", "--trump", "sixes", "--format", "json"});
  EXPECT_EQ(run.exit_code, 2);
  const std::vector<std::string> errors = Lines(run.err);
  ASSERT_EQ(errors.size(), 21u) << run.err;
  EXPECT_THAT(errors[0], StartsWith("texas42: error: deal 2 (line 2): "));
  EXPECT_THAT(errors[19], StartsWith("texas42: error: deal 21 (line 21): "));
  EXPECT_EQ(errors[20], "texas42: error: ... and 5 more bad lines (only the first 20 are shown)");
  EXPECT_EQ(Lines(run.out).size(), 2u) << "the good deals around them are solved";
  // The family's path: a Texas 42 deal is a bad line of Moon, so all 27 lines are bad.
  const Outcome moon = RunTexas42({"solve", "-i", path, "--game", "moon"});
  EXPECT_EQ(moon.exit_code, 2);
  const std::vector<std::string> moon_errors = Lines(moon.err);
  ASSERT_EQ(moon_errors.size(), 21u) << moon.err;
  EXPECT_EQ(moon_errors[20],
            "texas42: error: ... and 7 more bad lines (only the first 20 are shown)");
  std::remove(path.c_str());
}

TEST(BadLines, ReviewNamesTheFirstTwentyRecords) {
  const std::string path = TempPath("many_bad_records.txt");
  std::string text;
  for (int i = 0; i < 23; ++i) absl::StrAppend(&text, "deal=66 65; trump=sixes\n\n");
  WriteFile(path, text);
  const Outcome run = RunTexas42({"review", "-i", path});
  EXPECT_EQ(run.exit_code, 2);
  const std::vector<std::string> errors = Lines(run.err);
  ASSERT_EQ(errors.size(), 21u) << run.err;
  EXPECT_EQ(errors[20], "texas42: error: ... and 3 more bad lines (only the first 20 are shown)");
  std::remove(path.c_str());
}

TEST(EmptyInput, EveryCommandThatReadsAFileRefusesAnEmptyOne) {
  const std::string path = TempPath("empty_input.txt");
  for (const std::string& text : {std::string(), std::string("# only a comment\n\n")}) {
    WriteFile(path, text);
    const std::vector<std::vector<std::string>> commands = {
        {"solve", "-i", path, "--trump", "sixes"},
        {"solve", "-i", path, "--game", "moon"},
        {"play", "-i", path, "--trump", "sixes"},
    };
    for (const std::vector<std::string>& args : commands) {
      SCOPED_TRACE(absl::StrJoin(args, " "));
      ExpectBadInput(RunTexas42(args), "--input: no deals in the file");
    }
    ExpectBadInput(RunTexas42({"review", "-i", path}), "--input: no records in the file");
  }
  std::remove(path.c_str());
}

TEST(StudyChunk, AHugeChunkIsRefusedNotACrash) {
  const std::string path = TempPath("huge_chunk.csv");
  std::remove(path.c_str());
  ExpectBadInput(RunTexas42({"study", "--deals", "1000000000000", "--chunk", "4294967295", "-o",
                             path}),
                 "--chunk: must be a whole number from 1 to 10000");
  EXPECT_FALSE(std::filesystem::exists(path));
  for (const char* game : {"42", "moon"}) {
    ExpectBadInput(RunTexas42({"study", "--game", game, "--deals", "5", "--chunk", "10001", "-o",
                               path}),
                   "--chunk");
  }
  EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(SmallRefusals, AStudyWithAByteOrderMarkIsRefusedNamingIt) {
  const std::string path = TempPath("bom_study.csv");
  ASSERT_EQ(RunTexas42({"study", "--deals", "2", "-o", path, "--overwrite"}).exit_code, 0);
  WriteFile(path, absl::StrCat("\xef\xbb\xbf", ReadFile(path)));
  for (const char* command : {"table", "chart"}) {
    SCOPED_TRACE(command);
    std::vector<std::string> args = {command};
    if (std::string(command) == "chart") args.push_back("--from");
    args.push_back(path);
    ExpectBadInput(RunTexas42(args), "byte-order mark");
  }
  std::remove(path.c_str());
}

TEST(SmallRefusals, AStudyFileNamedInCapitalsHasItsFormat) {
  const std::string path = TempPath("capitals.JSONL");
  ASSERT_EQ(RunTexas42({"study", "--deals", "2", "-o", path, "--overwrite"}).exit_code, 0);
  EXPECT_THAT(ReadFile(path), StartsWith("{"));
  std::remove(path.c_str());
}

TEST(SmallRefusals, ARecordWithoutADeclarerIsNorthsAndShowsItsRealError) {
  const std::string deal = absl::StrCat("deal=", kExampleDealLine, "; trump=sixes; ");
  const Outcome good = RunTexas42({"review", "--record", absl::StrCat(deal, "bid=30")});
  EXPECT_EQ(good.exit_code, 0) << good.err;
  const Outcome bad = RunTexas42({"review", "--record", absl::StrCat(deal, "bid=29")});
  ExpectBadInput(bad, "bid: ");
  EXPECT_THAT(bad.err, ::testing::Not(HasSubstr("declarer")));
}

TEST(SmallRefusals, AnEmptyGameIsRefused) {
  for (const char* command : {"solve", "bid", "review", "study", "table", "chart", "play"}) {
    SCOPED_TRACE(command);
    ExpectBadInput(RunTexas42({command, "--game", ""}), "--game: may not be empty");
  }
}

TEST(SmallRefusals, BenchCountsGetAPlainMessage) {
  ExpectBadInput(RunTexas42({"bench", "--deals", "1e9"}),
                 "--deals: must be a whole number from 1 to 1000000, not '1e9'");
  ExpectBadInput(RunTexas42({"bench", "--table-bits", "25"}), "--table-bits");
}

TEST(SmallRefusals, HelpThatCannotBeWrittenIsAnError) {
  if (access("/dev/full", W_OK) != 0) GTEST_SKIP() << "no /dev/full";
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"--help"}, {"solve", "--help"}, {"--version"}}) {
    SCOPED_TRACE(absl::StrJoin(args, " "));
    EXPECT_EQ(RunTexas42(args).exit_code, 0);
    const Outcome full = RunCommand(
        absl::StrCat("sh -c 'exec \"$0\" \"$@\" >/dev/full' ", ShellQuote(TEXAS42_BINARY)), args);
    ExpectBadInput(full, "cannot write standard output: No space left on device");
  }
}

}  // namespace
}  // namespace texas42
