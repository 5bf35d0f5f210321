// `texas42 study` under MPI (built with TEXAS42_WITH_MPI): `mpirun -np K` writes the same file
// as one process for every K, in every game, and resumes a cut file to the same bytes.
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
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
  std::vector<std::string> args = {"study",   "--deals", "10",
                                   "--seed",  "77",      "--declarer",
                                   "N,E",     "--trump", "sixes,doubles,followme",
                                   "--chunk", "2",       "--threads",
                                   "1",       "-o",      path};
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

TEST(StudyMpi, SameFileForAnyRankCountInEveryGame) {
  // A Moon study (three seats) and a Texas 42 study of its special contracts, as JSON Lines.
  for (const std::vector<std::string>& game :
       std::vector<std::vector<std::string>>{{"--game", "moon", "--contracts", "sixes,nello"},
                                             {"--contracts", "sixes,nello,low-no"}}) {
    const std::string single = TempPath("game_single.jsonl");
    std::vector<std::string> args = StudyArgs(single, {"--overwrite"});
    // StudyArgs' trumps give way to the game's contracts.
    const auto trump = std::find(args.begin(), args.end(), "--trump");
    args.erase(trump, trump + 2);
    args.insert(args.end(), game.begin(), game.end());
    const Outcome one = RunTexas42(args);
    ASSERT_EQ(one.exit_code, 0) << one.err;
    const std::string expected = ReadFile(single);
    ASSERT_EQ(Lines(expected).size(), 10u * 2 * (game.size() == 4 ? 2 : 3)) << game[1];
    EXPECT_NE(expected.find(game.size() == 4 ? "\"study\":\"texas42 study v3 game=moon seed=77 "
                                             : "\"study\":\"texas42 study v3 game=42 seed=77 "),
              std::string::npos);
    const std::string path = TempPath("game_ranks.jsonl");
    std::replace(args.begin(), args.end(), single, path);
    const Outcome run = RunCommand(MpiRun(2), args);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(ReadFile(path), expected) << game[1];
    // A cut file resumed under mpirun: the same bytes.
    WriteFile(path, expected.substr(0, expected.size() / 2));
    std::replace(args.begin(), args.end(), std::string("--overwrite"), std::string("--resume"));
    const Outcome resumed = RunCommand(MpiRun(3), args);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(ReadFile(path), expected) << game[1];
    std::remove(single.c_str());
    std::remove(path.c_str());
  }
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

// Returns a command prefix that runs texas42 with files limited to 2 KiB: a write beyond fails
// with EFBIG ("File too large", SIGXFSZ being ignored), as a full disk would fail it in the
// middle of a study. Under mpirun the limit is set inside each rank, not on mpirun itself.
std::string WithFileLimit() {
  return absl::StrCat("sh -c 'trap \"\" XFSZ; ulimit -f 2; exec \"$0\" \"$@\"' ",
                      ShellQuote(TEXAS42_BINARY));
}

std::vector<std::string> LongStudyArgs(const std::string& path) {
  return {"study",
          "--deals",
          "40",
          "--seed",
          "77",
          "--trump",
          "sixes,doubles,followme",
          "--chunk",
          "1",
          "--threads",
          "1",
          "--overwrite",
          "-o",
          path};
}

int ErrorLines(const std::string& err) {
  int errors = 0;
  for (const std::string& line : Lines(err)) errors += line.rfind("texas42: error:", 0) == 0;
  return errors;
}

TEST(StudyMpi, AFailedWriteIsOneErrorLineWithOrWithoutMpirun) {
  const std::string path = TempPath("too_large.csv");
  const std::vector<std::string> args = LongStudyArgs(path);
  // One process, not under mpirun: exactly one line, texas42's.
  const Outcome single = RunCommand(WithFileLimit(), args);
  ExpectBadInput(single, "File too large");
  // Under mpirun: texas42's line once, and no MPI_ABORT banner (mpirun may add its own report
  // of a rank's non-zero exit). Shared memory between the ranks is a file the size limit would
  // break, so the ranks talk over TCP here.
  const Outcome ranks =
      RunCommand(absl::StrCat("env OMPI_MCA_btl=self,tcp ", ShellQuote(TEXAS42_MPIEXEC),
                              geteuid() == 0 ? " --allow-run-as-root" : "",
                              " --oversubscribe -np 2 ", WithFileLimit()),
                 args);
  EXPECT_NE(ranks.exit_code, 0);
  EXPECT_EQ(ErrorLines(ranks.err), 1) << ranks.err;
  EXPECT_EQ(ranks.err.rfind("texas42: error: --output: cannot write", 0), 0u) << ranks.err;
  EXPECT_EQ(ranks.err.find("MPI_ABORT"), std::string::npos) << ranks.err;
  std::remove(path.c_str());
}

TEST(StudyMpi, OneProcessStartsNoMpiHelper) {
  if (std::system("command -v strace >/dev/null 2>&1") != 0) GTEST_SKIP() << "no strace";
  const std::string path = TempPath("no_helper.csv");
  const std::string trace = TempPath("no_helper.trace");
  std::vector<std::string> args = {"-f", "-e", "trace=execve", "-o", trace, TEXAS42_BINARY};
  for (const std::string& a : StudyArgs(path, {"--overwrite"})) args.push_back(a);
  const Outcome run = RunCommand("strace", args);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // texas42 itself is the only program executed: no orted, no other helper.
  int programs = 0;
  for (const std::string& line : Lines(ReadFile(trace))) {
    programs += line.find("execve(") != std::string::npos && line.find("= 0") != std::string::npos;
  }
  EXPECT_EQ(programs, 1) << ReadFile(trace);
  std::remove(path.c_str());
  std::remove(trace.c_str());
}

}  // namespace
}  // namespace texas42
