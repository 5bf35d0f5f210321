// A careless or hostile user's input, refused as it should be: a binary file stops at once, a
// file of bad lines names the first twenty and counts the rest, and a study step too large to
// hold is refused. The binary is run as a user runs it.
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

constexpr char kExample[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

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
  std::string text = absl::StrCat(kExample, "\n");
  for (int i = 0; i < 25; ++i) absl::StrAppend(&text, "66 65 64/62\n");
  absl::StrAppend(&text, kExample, "\n");
  WriteFile(path, text);
  const Outcome run =
      RunTexas42({"solve", "-i", path, "--values-only", "--trump", "sixes", "--format", "json"});
  EXPECT_EQ(run.exit_code, 2);
  const std::vector<std::string> errors = Lines(run.err);
  ASSERT_EQ(errors.size(), 21u) << run.err;
  EXPECT_THAT(errors[0], StartsWith("texas42: error: line 2: "));
  EXPECT_THAT(errors[19], StartsWith("texas42: error: line 21: "));
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

}  // namespace
}  // namespace texas42
