// `texas42 study` under MPI (built with TEXAS42_WITH_MPI): `mpirun -np K` writes the same file
// as one process for every K, and resumes a cut file to the same bytes.
#include <unistd.h>

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

// Returns "mpirun --oversubscribe -np K texas42" (root needs --allow-run-as-root).
std::string MpiRun(int ranks) {
  return absl::StrCat(ShellQuote(TEXAS42_MPIEXEC), geteuid() == 0 ? " --allow-run-as-root" : "",
                      " --oversubscribe -np ", ranks, " ", ShellQuote(TEXAS42_BINARY));
}

std::vector<std::string> StudyArgs(const std::string& path, std::vector<std::string> extra) {
  std::vector<std::string> args = {"study", "--deals", "10", "--seed", "77", "--declarer", "N,E",
                                   "--trump", "sixes,doubles,followme", "--chunk", "2",
                                   "--threads", "1", "-o", path};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

TEST(StudyMpi, SameFileForAnyRankCount) {
  const std::string single = TempPath("single.csv");
  const Outcome one = RunTexas42(StudyArgs(single, {"--overwrite"}));
  ASSERT_EQ(one.exit_code, 0) << one.err;
  const std::string expected = ReadFile(single);
  ASSERT_EQ(Lines(expected).size(), 1u + 10 * 2 * 3);
  for (int ranks : {1, 2, 3}) {
    const std::string path = TempPath(absl::StrCat("ranks", ranks, ".csv"));
    const Outcome run = RunCommand(MpiRun(ranks), StudyArgs(path, {"--overwrite"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(ReadFile(path), expected) << ranks << " ranks";
    std::remove(path.c_str());
  }
  std::remove(single.c_str());
}

TEST(StudyMpi, ResumesACutFile) {
  const std::string path = TempPath("resume.jsonl");
  ASSERT_EQ(RunTexas42(StudyArgs(path, {"--overwrite"})).exit_code, 0);
  const std::string expected = ReadFile(path);
  WriteFile(path, expected.substr(0, expected.size() * 2 / 5));
  const Outcome run = RunCommand(MpiRun(2), StudyArgs(path, {"--resume"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(ReadFile(path), expected);
  std::remove(path.c_str());
}

TEST(StudyMpi, BadInputIsReportedOnceByRankZero) {
  const std::string path = TempPath("bad.csv");
  WriteFile(path, "not a study\n");
  const Outcome run = RunCommand(MpiRun(2), StudyArgs(path, {"--resume"}));
  EXPECT_NE(run.exit_code, 0);
  // mpirun adds its own report of the failed job; texas42's error line comes once, first.
  int errors = 0;
  for (const std::string& line : Lines(run.err)) errors += line.rfind("texas42: error:", 0) == 0;
  EXPECT_EQ(errors, 1) << run.err;
  EXPECT_EQ(run.err.rfind("texas42: error: --resume: ", 0), 0u) << run.err;
  std::remove(path.c_str());
}

}  // namespace
}  // namespace texas42
