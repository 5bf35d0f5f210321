// Nothing lost, nothing silently wrong: every failed write is an error, no output file is
// destroyed or left half written, two writers of one study cannot both go on, counts that cannot
// be run are refused, a file of deals streams and survives a bad line, and echoed input cannot
// upset a terminal. The binary is run as a user runs it.
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

constexpr char kExample[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

// Runs texas42 with standard output on a full disk (/dev/full: every write fails, ENOSPC).
Outcome RunToFullDisk(const std::vector<std::string>& args) {
  return RunCommand(
      absl::StrCat("sh -c 'exec \"$0\" \"$@\" >/dev/full' ", ShellQuote(TEXAS42_BINARY)), args);
}

// A small study (3 deals, seat N, nine trumps) at `path`.
std::string SmallStudy(const std::string& name) {
  const std::string path = TempPath(name);
  const Outcome run =
      RunTexas42({"study", "--deals", "3", "--seed", "5", "-o", path, "--overwrite"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return path;
}

// Lists the files in the directory of `path` whose names start with its name.
std::vector<std::string> FilesLike(const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path p(path);
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(p.parent_path())) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(p.filename().string(), 0) == 0) names.push_back(name);
  }
  return names;
}

TEST(CheckedWrites, AFullDiskIsAnErrorNamingTheCause) {
  if (access("/dev/full", W_OK) != 0) GTEST_SKIP() << "no /dev/full";
  const std::string study = SmallStudy("full_disk.csv");
  const std::string deals = TempPath("full_disk_deals.txt");
  WriteFile(deals, absl::StrCat(kExample, "\n", kExample, "\n"));
  const std::vector<std::vector<std::string>> commands = {
      {"solve", "--example"},
      {"solve", "--example", "--format", "json"},
      {"solve", "--input", deals, "--values-only"},
      {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "10", "--contract", "normal"},
      {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "10", "--contract", "normal",
       "--format", "csv"},
      {"table", study},
      {"chart"},
      {"chart", "--from", study},
      {"study", "--deals", "2", "-o", "-"},
      {"bench", "--deals", "1", "--skip-bid", "--skip-table"},
  };
  for (const std::vector<std::string>& args : commands) {
    SCOPED_TRACE(absl::StrJoin(args, " "));
    const Outcome run = RunToFullDisk(args);
    ExpectBadInput(run, "cannot write standard output: No space left on device");
  }
  // A study's file on a full disk.
  ExpectBadInput(RunTexas42({"study", "--deals", "2", "-o", "/dev/full", "--overwrite"}),
                 "cannot write '/dev/full': No space left on device");
  std::remove(study.c_str());
  std::remove(deals.c_str());
}

TEST(StudyDeals, ACountThatCannotBeRunIsRefused) {
  const std::string path = TempPath("huge.csv");
  std::remove(path.c_str());
  ExpectBadInput(RunTexas42({"study", "--deals", "18446744073709551615", "-o", path}),
                 "--deals: must be a whole number from 1 to 1000000000000");
  ExpectBadInput(RunTexas42({"study", "--deals", "1000000000001", "-o", path}), "--deals");
  EXPECT_FALSE(std::filesystem::exists(path)) << "nothing written for a refused study";
}

TEST(StudyLock, ASecondWriterIsRefusedAndALostLockDoesNotBlock) {
  const std::string path = SmallStudy("locked.csv");
  const std::string full = ReadFile(path);
  // A study cut short by a crash, in the middle of a record.
  const std::string cut = full.substr(0, full.size() / 2);
  WriteFile(path, cut);
  // Another process writing the study holds its lock, as `texas42 study` does while it runs.
  const int fd = open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(flock(fd, LOCK_EX | LOCK_NB), 0);
  for (const char* mode : {"--resume", "--overwrite"}) {
    SCOPED_TRACE(mode);
    ExpectBadInput(RunTexas42({"study", "--deals", "3", "--seed", "5", "-o", path, mode}),
                   "is being written by another texas42 process");
    EXPECT_TRUE(ReadFile(path) == cut) << "the other writer's file was changed";
  }
  // The writer dies: the kernel drops its lock, and the study can be resumed.
  close(fd);
  const Outcome run = RunTexas42({"study", "--deals", "3", "--seed", "5", "-o", path, "--resume"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(ReadFile(path) == full) << "the resumed study differs from the whole one";
  std::remove(path.c_str());
}

TEST(OutputFiles, AnInputIsNeverOverwritten) {
  const std::string study = SmallStudy("input.csv");
  const std::string before = ReadFile(study);
  ExpectBadInput(RunTexas42({"table", study, "--svg", study}), "is also an input");
  // The same file by another name.
  const std::string other_name =
      absl::StrCat(std::filesystem::path(study).parent_path().string(), "/./",
                   std::filesystem::path(study).filename().string());
  ExpectBadInput(RunTexas42({"table", study, "--svg", other_name}), "is also an input");
  EXPECT_EQ(ReadFile(study), before);
  ExpectBadInput(RunTexas42({"table", study, "--svg", ::testing::TempDir()}), "is a directory");
  std::remove(study.c_str());
}

TEST(OutputFiles, AnInterruptedRunKeepsTheOldFileAndLeavesNoTemporary) {
  const std::string svg = TempPath("keep.svg");
  WriteFile(svg, "the old picture\n");
  // Interrupted (SIGINT, as Ctrl-C) a second into a long analysis.
  // The shell exits 0 only when the timeout interrupted texas42 (status 124).
  const Outcome run =
      RunCommand(absl::StrCat("sh -c 'timeout -s INT 1 \"$0\" \"$@\"; [ $? -eq 124 ]' ",
                              ShellQuote(TEXAS42_BINARY)),
                 {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "1000000", "--threads", "1",
                  "--svg", svg});
  EXPECT_EQ(run.exit_code, 0) << "texas42 was not interrupted: " << run.err;
  EXPECT_EQ(ReadFile(svg), "the old picture\n");
  EXPECT_THAT(FilesLike(svg), ::testing::ElementsAre(std::filesystem::path(svg).filename()));
  // Finished, the picture replaces the old file whole.
  const Outcome done = RunTexas42({"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "10",
                                   "--contract", "normal", "--svg", svg});
  ASSERT_EQ(done.exit_code, 0) << done.err;
  EXPECT_THAT(ReadFile(svg).substr(0, 200), HasSubstr("<svg"));
  EXPECT_THAT(FilesLike(svg), ::testing::ElementsAre(std::filesystem::path(svg).filename()));
  std::remove(svg.c_str());
}

// ---- What an output is pointed at ------------------------------------------------------------

// The chart's text, as written to standard output: what every output below must receive.
std::string ChartText() {
  const Outcome chart = RunTexas42({"chart"});
  EXPECT_EQ(chart.exit_code, 0) << chart.err;
  return chart.out;
}

mode_t ModeOf(const std::string& path, bool follow = true) {
  struct stat st {};
  EXPECT_EQ(follow ? stat(path.c_str(), &st) : lstat(path.c_str(), &st), 0) << path;
  return st.st_mode;
}

TEST(OutputTargets, ADeviceIsWrittenInPlaceNeverReplaced) {
  // A private null device (as /dev/null: major 1, minor 3), so the system's is never at risk.
  const std::string device = TempPath("mynull");
  std::remove(device.c_str());
  if (mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
    GTEST_SKIP() << "mknod is not permitted here (" << std::strerror(errno)
                 << "): a device node needs root or CAP_MKNOD";
  }
  const std::vector<std::vector<std::string>> commands = {
      {"chart", "-o", device},
      {"solve", "--example", "--values-only", "-o", device},
      {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "5", "--contract", "normal", "--svg",
       device},
  };
  for (const std::vector<std::string>& args : commands) {
    SCOPED_TRACE(absl::StrJoin(args, " "));
    const Outcome run = RunTexas42(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(S_ISCHR(ModeOf(device, false))) << "the device was replaced by a file";
    EXPECT_THAT(FilesLike(device), ::testing::ElementsAre(std::filesystem::path(device).filename()));
  }
  std::remove(device.c_str());
}

TEST(OutputTargets, AFifoIsWrittenToItsReader) {
  const std::string fifo = TempPath("fifo");
  const std::string got = TempPath("fifo_got");
  std::remove(fifo.c_str());
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0) << std::strerror(errno);
  // A reader waits on the FIFO; texas42 writes it; if the FIFO were replaced the reader would
  // wait for ever, so it is stopped (and the test fails) when the FIFO is gone.
  const std::string script = absl::StrCat(
      "timeout 120 cat ", ShellQuote(fifo), " >", ShellQuote(got), " & reader=$!; ",
      ShellQuote(TEXAS42_BINARY), " chart -o ", ShellQuote(fifo), "; code=$?; ",
      "[ -p ", ShellQuote(fifo), " ] || { kill $reader; echo replaced; }; wait $reader; ",
      "exit $code");
  const Outcome run = RunCommand("sh", {"-c", script});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(S_ISFIFO(ModeOf(fifo, false)));
  EXPECT_EQ(ReadFile(got), ChartText());
  for (const std::string& path : {fifo, got}) std::remove(path.c_str());
}

TEST(OutputTargets, StandardOutputByNameIsWrittenNotReplaced) {
  // A link to /proc/self/fd/1 is /dev/stdout by another name (the real /dev/stdout is left
  // alone: a failing run must not damage the system's).
  const std::string link = TempPath("stdout_link");
  std::remove(link.c_str());
  ASSERT_EQ(symlink("/proc/self/fd/1", link.c_str()), 0) << std::strerror(errno);
  const std::string chart = ChartText();
  // Standard output a file (RunCommand's), then a pipe.
  const Outcome to_file = RunTexas42({"chart", "-o", link});
  EXPECT_EQ(to_file.exit_code, 0) << to_file.err;
  EXPECT_EQ(to_file.out, chart);
  const Outcome to_pipe = RunCommand(
      "sh", {"-c", absl::StrCat(ShellQuote(TEXAS42_BINARY), " chart -o ", ShellQuote(link),
                                " | cat")});
  EXPECT_EQ(to_pipe.exit_code, 0) << to_pipe.err;
  EXPECT_EQ(to_pipe.out, chart);
  EXPECT_TRUE(S_ISLNK(ModeOf(link, false))) << "the link was replaced";
  std::remove(link.c_str());
}

TEST(OutputTargets, ASymlinkKeepsPointingAtItsTargetWhichIsReplaced) {
  const std::string target = TempPath("link_target.txt");
  const std::string link = TempPath("link.txt");
  WriteFile(target, "old\n");
  std::remove(link.c_str());
  ASSERT_EQ(symlink(target.c_str(), link.c_str()), 0) << std::strerror(errno);
  const Outcome run = RunTexas42({"chart", "-o", link});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(S_ISLNK(ModeOf(link, false))) << "the link was replaced by a file";
  EXPECT_EQ(ReadFile(target), ChartText());
  EXPECT_THAT(FilesLike(target), ::testing::ElementsAre(std::filesystem::path(target).filename()));
  // A link to a file not yet written: the file is created where the link points.
  std::remove(target.c_str());
  const Outcome dangling = RunTexas42({"chart", "-o", link});
  ASSERT_EQ(dangling.exit_code, 0) << dangling.err;
  EXPECT_TRUE(S_ISLNK(ModeOf(link, false)));
  EXPECT_EQ(ReadFile(target), ChartText());
  for (const std::string& path : {target, link}) std::remove(path.c_str());
}

TEST(OutputTargets, AReplacedFileKeepsItsModeAndOwner) {
  const std::string path = TempPath("private.txt");
  WriteFile(path, "old\n");
  ASSERT_EQ(chmod(path.c_str(), 0640), 0);
  const bool root = geteuid() == 0;
  if (root) {
    ASSERT_EQ(chown(path.c_str(), 4242, 4343), 0) << std::strerror(errno);
  }
  const Outcome run = RunTexas42({"chart", "-o", path});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(ReadFile(path), ChartText());
  struct stat st {};
  ASSERT_EQ(stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0640u) << "the mode came back as the umask's";
  if (root) {
    EXPECT_EQ(st.st_uid, 4242u);
    EXPECT_EQ(st.st_gid, 4343u);
  }
  std::remove(path.c_str());
}

TEST(OutputTargets, AHardLinkedFileIsRewrittenSoEveryNameSeesIt) {
  const std::string path = TempPath("linked.txt");
  const std::string other = TempPath("linked_too.txt");
  WriteFile(path, "old\n");
  std::remove(other.c_str());
  ASSERT_EQ(link(path.c_str(), other.c_str()), 0) << std::strerror(errno);
  const Outcome run = RunTexas42({"chart", "-o", path});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(ReadFile(path), ChartText());
  EXPECT_EQ(ReadFile(other), ChartText()) << "the hard link was split";
  EXPECT_THAT(FilesLike(path), ::testing::ElementsAre(std::filesystem::path(path).filename()));
  for (const std::string& p : {path, other}) std::remove(p.c_str());
}

TEST(OutputTargets, TheReportAndThePictureMayNotBeOneFile) {
  const std::string study = SmallStudy("same_file_study.csv");
  const std::string picture = TempPath("same.svg");
  const std::string link = TempPath("same_link.svg");
  const std::string record_file = TempPath("same_records.txt");
  WriteFile(record_file,
            absl::StrCat("deal=", kExample, "; declarer=N; trump=sixes; bid=30; played=\n"));
  std::remove(link.c_str());
  ASSERT_EQ(symlink(picture.c_str(), link.c_str()), 0);
  const std::string dot_picture =
      absl::StrCat(std::filesystem::path(picture).parent_path().string(), "/./",
                   std::filesystem::path(picture).filename().string());
  const std::vector<std::vector<std::string>> commands = {
      {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "5", "--contract", "normal"},
      {"table", study},
      {"review", "-i", record_file},
  };
  for (const std::vector<std::string>& command : commands) {
    for (const bool exists : {false, true}) {
      for (const std::string& other_name : {picture, dot_picture, link}) {
        SCOPED_TRACE(absl::StrCat(command[0], exists ? " over a file " : " new ", other_name));
        std::remove(picture.c_str());
        if (exists) WriteFile(picture, "old\n");
        std::vector<std::string> args = command;
        args.insert(args.end(), {"--svg", picture, "-o", other_name});
        ExpectBadInput(RunTexas42(args), "are the same file");
        EXPECT_EQ(std::filesystem::exists(picture), exists);
        if (exists) {
          EXPECT_EQ(ReadFile(picture), "old\n");
        }
      }
    }
  }
  for (const std::string& path : {study, picture, link, record_file}) std::remove(path.c_str());
}

TEST(OutputTargets, EveryOutputIsCheckedBeforeTheWork) {
  const std::string records = TempPath("checked_first.txt");
  const std::string text =
      absl::StrCat("deal=", kExample, "; declarer=N; trump=sixes; bid=30; played=\n");
  WriteFile(records, text);
  // The picture would overwrite the input: refused before a word of the report is written.
  const Outcome review = RunTexas42({"review", "-i", records, "--svg", records});
  ExpectBadInput(review, "is also an input");
  EXPECT_EQ(review.out, "");
  EXPECT_EQ(ReadFile(records), text);
  // A picture that cannot be written (a directory), for every command that draws one.
  const std::string study = SmallStudy("checked_first.csv");
  for (std::vector<std::string> args : std::vector<std::vector<std::string>>{
           {"review", "-i", records},
           {"table", study},
           {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "5", "--contract", "normal"}}) {
    SCOPED_TRACE(args[0]);
    args.insert(args.end(), {"--svg", ::testing::TempDir()});
    const Outcome run = RunTexas42(args);
    ExpectBadInput(run, "is a directory");
    EXPECT_EQ(run.out, "");
  }
  // A report into a directory that does not exist, for every command.
  const std::string nowhere = TempPath("no_such_directory/out.txt");
  for (std::vector<std::string> args : std::vector<std::vector<std::string>>{
           {"solve", "--example"},
           {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "5"},
           {"play", "--example", "--trump", "sixes"},
           {"review", "-i", records},
           {"table", study},
           {"chart"},
           {"bench", "--deals", "1", "--skip-bid", "--skip-table"}}) {
    SCOPED_TRACE(args[0]);
    args.insert(args.end(), {"-o", nowhere});
    ExpectBadInput(RunTexas42(args), "No such file or directory");
  }
  for (const std::string& path : {records, study}) std::remove(path.c_str());
}

// Lists the temporary files of texas42 outputs in the test's directory whose names hold `tag`.
std::vector<std::string> TemporaryFiles(const std::string& tag) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(::testing::TempDir())) {
    const std::string name = entry.path().filename().string();
    if (name.find(tag) != std::string::npos && name.find(".tmp-") != std::string::npos) {
      names.push_back(name);
    }
  }
  return names;
}

TEST(OutputTargets, ASignalRemovesEveryTemporaryFile) {
  const std::string tag = absl::StrCat("signal_", getpid());
  const std::string out = TempPath(absl::StrCat(tag, "_out.txt"));
  const std::string svg = TempPath(absl::StrCat(tag, "_picture.svg"));
  for (const char* signal : {"INT", "TERM", "HUP"}) {
    SCOPED_TRACE(signal);
    // texas42 runs in the background of a job-control shell (so SIGINT is not ignored); the
    // shell waits for both temporary files to appear (the outputs are open and the long analysis
    // has begun; at most 3000 looks, tens of seconds), sends the signal, and reports how texas42
    // ended.
    const std::string script = absl::StrCat(
        "set -m; ", ShellQuote(TEXAS42_BINARY),
        " bid --hand '66 65 64 55 41 10 33' --samples 1000000 --threads 1 -o ", ShellQuote(out),
        " --svg ", ShellQuote(svg), " 2>/dev/null & pid=$!; n=0; ",
        "until [ \"$(ls ", ShellQuote(::testing::TempDir()), " | grep -c '", tag,
        ".*\\.tmp-')\" -ge 2 ]; do n=$((n+1)); [ $n -gt 3000 ] && { kill -KILL $pid; exit 99; }; ",
        "sleep 0.01; done; kill -", signal, " $pid; wait $pid; echo $?");
    const Outcome run = RunCommand("bash", {"-c", script});
    ASSERT_EQ(run.exit_code, 0) << "the temporary files never appeared: " << run.err;
    EXPECT_NE(run.out, "0\n") << "texas42 was not stopped by the signal";
    EXPECT_THAT(TemporaryFiles(tag), ::testing::IsEmpty());
    EXPECT_FALSE(std::filesystem::exists(out));
    EXPECT_FALSE(std::filesystem::exists(svg));
  }
}

TEST(SolveDeals, ABadLineIsReportedAndTheOthersAreSolved) {
  const std::string path = TempPath("mixed_deals.txt");
  WriteFile(path, absl::StrCat("# two good deals around two bad lines\n", kExample, "\n",
                               "66 65 64/62\n", std::string(100000, '6'), "\n", kExample, "\n"));
  const Outcome run = RunTexas42(
      {"solve", "--input", path, "--trump", "sixes", "--values-only", "--format", "json"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(Lines(run.out).size(), 2u) << run.out;
  const std::vector<std::string> errors = Lines(run.err);
  ASSERT_EQ(errors.size(), 2u) << run.err;
  EXPECT_THAT(errors[0], StartsWith("texas42: error: deal 2 (line 3): "));
  EXPECT_THAT(errors[1], StartsWith("texas42: error: deal 3 (line 4): the line is longer than"));
  // Each result names its line, so the results line up with the input past the bad lines.
  EXPECT_THAT(Lines(run.out)[0], StartsWith("{\"line\":2,\"game\":\"42\",\"deal\":"));
  EXPECT_THAT(Lines(run.out)[1], StartsWith("{\"line\":5,\"game\":\"42\",\"deal\":"));
  const Outcome text = RunTexas42({"solve", "--input", path, "--trump", "sixes", "--values-only"});
  EXPECT_EQ(text.exit_code, 2);
  EXPECT_THAT(text.out, StartsWith("Deal 1 (line 2)\nTexas 42, North declares\nNorth  "));
  EXPECT_THAT(text.out, HasSubstr("\n\nDeal 4 (line 5)\nTexas 42, North declares\nNorth  "))
      << text.out;
  std::remove(path.c_str());
}

TEST(SolveDeals, ResultsStreamFromASlowPipe) {
  // The second deal is sent only once the first one's result is in the output (or after a
  // minute without it): the first result must come out while the pipe waits.
  const std::string out = TempPath("stream_out.txt");
  const std::string seen = TempPath("stream_seen.txt");
  std::remove(seen.c_str());
  const std::string script = absl::StrCat(
      "(echo '", kExample, "'; i=0; until [ -s ", ShellQuote(out), " ] || [ $i -ge 600 ]; do ",
      "i=$((i+1)); sleep 0.1; done; [ -s ", ShellQuote(out), " ] && echo streamed >",
      ShellQuote(seen), "; echo '", kExample, "') | ", ShellQuote(TEXAS42_BINARY),
      " solve --input - --trump sixes --values-only --format json >", ShellQuote(out), "; ", "cat ",
      ShellQuote(seen), " 2>/dev/null; wc -l <", ShellQuote(out));
  const Outcome run = RunCommand("sh", {"-c", script});
  EXPECT_EQ(run.out, "streamed\n2\n")
      << "the first deal's result was not printed while the pipe waited";
  std::remove(out.c_str());
  std::remove(seen.c_str());
}

TEST(SolveDeals, ProgressBarCountsTheDealsOfAFileOnATerminal) {
  if (std::system("command -v script >/dev/null 2>&1") != 0) GTEST_SKIP() << "no script(1)";
  const std::string path = TempPath("progress_deals.txt");
  WriteFile(path, absl::StrCat("# three deals\n", kExample, "\n", kExample, "\n", kExample, "\n"));
  const std::string out = TempPath("progress_out.txt");
  // The test hook TEXAS42_PROGRESS_DELAY_MS=0 draws the bar from the first deal.
  for (const char* term : {"xterm", "dumb"}) {
    const std::string solve = absl::StrCat(
        "TEXAS42_PROGRESS_DELAY_MS=0 TERM=", term, " ", ShellQuote(TEXAS42_BINARY), " solve -i ",
        ShellQuote(path), " --trump sixes --values-only -o ", ShellQuote(out));
    const Outcome run = RunCommand("script", {"-qec", solve, "/dev/null"});
    ASSERT_EQ(run.exit_code, 0) << run.out;
    EXPECT_THAT(run.out, HasSubstr("/3 deals")) << term << ": " << run.out;
    if (std::string(term) == "dumb") {
      EXPECT_THAT(run.out, Not(HasSubstr("\033"))) << "TERM=dumb: " << run.out;
    }
  }
  // Not on a terminal: nothing on stderr.
  const Outcome quiet =
      RunCommand(absl::StrCat("env TEXAS42_PROGRESS_DELAY_MS=0 ", ShellQuote(TEXAS42_BINARY)),
                 {"solve", "-i", path, "--trump", "sixes", "--values-only"});
  EXPECT_EQ(quiet.err, "");
  EXPECT_THAT(quiet.out, StartsWith("Deal 1 (line 2)\n"));
  std::remove(path.c_str());
  std::remove(out.c_str());
}

TEST(SolveDeals, ADirectoryIsNamedSo) {
  ExpectBadInput(RunTexas42({"solve", "--input", ::testing::TempDir()}), "is a directory");
}

TEST(Messages, EchoedInputIsEscapedAndShortened) {
  // A terminal escape sequence, a byte-order mark and a very long word in a flag's value.
  const Outcome escape = RunTexas42({"solve", "--example", "--declarer", "\x1b[31mQ\x07"});
  ExpectBadInput(escape, "'\\x1b[31mQ\\x07'");
  EXPECT_EQ(escape.err.find('\x1b'), std::string::npos);
  const Outcome mark = RunTexas42({"solve", "--example", "--trump", "\xef\xbb\xbfsixes"});
  ExpectBadInput(mark, "\\u{feff}");
  const Outcome longer = RunTexas42({"solve", "--example", "--declarer", std::string(5000, 'x')});
  ExpectBadInput(longer, "... (5000 bytes in all)");
  EXPECT_LT(longer.err.size(), 300u);
  // Echoed without quotes (CLI11's "argument was not expected"): the whole line is cut.
  const Outcome unquoted = RunTexas42({"solve", "--example", std::string(5000, 'y')});
  ExpectBadInput(unquoted, "... (message cut)");
  EXPECT_LT(unquoted.err.size(), 500u);
  // A file that starts with a byte-order mark (as some editors save it) reads as text.
  const std::string path = TempPath("bom_deals.txt");
  WriteFile(path, absl::StrCat("\xef\xbb\xbf", kExample, "\r\n"));
  const Outcome bom = RunTexas42(
      {"solve", "--input", path, "--trump", "sixes", "--values-only", "--format", "json"});
  EXPECT_EQ(bom.exit_code, 0) << bom.err;
  EXPECT_EQ(Lines(bom.out).size(), 1u);
  std::remove(path.c_str());
}

// ---- One CLI ----------------------------------------------------------------------------------

TEST(OneCli, EveryCommandHelpIsPlainAndHasAnExample) {
  const Outcome top = RunTexas42({"--help"});
  ASSERT_EQ(top.exit_code, 0);
  EXPECT_LT(top.out.find("  bid "), top.out.find("  solve ")) << "bid comes first";
  for (const char* command : {"bid", "solve", "study", "table", "chart", "bench"}) {
    SCOPED_TRACE(command);
    const Outcome help = RunTexas42({command, "--help"});
    ASSERT_EQ(help.exit_code, 0);
    for (const char* internal :
         {"TEXT", "INT", "UINT", "FLOAT", "not empty", "a whole number", "=0", "=all"}) {
      EXPECT_EQ(help.out.find(internal), std::string::npos) << internal << " in\n" << help.out;
    }
    EXPECT_THAT(help.out, HasSubstr(absl::StrCat("Example:\n  texas42 ", command)));
    EXPECT_THAT(help.out, HasSubstr("-o,--output FILE"));
    EXPECT_THAT(help.out, HasSubstr("--format FORMAT"));
    // The examples use no deprecated spelling.
    const std::string example = help.out.substr(help.out.find("Example:"));
    for (const char* old : {"--json", "--csv", "--deals deals", "--bid-layouts"}) {
      EXPECT_THAT(example, Not(HasSubstr(old))) << example;
    }
  }
}

TEST(OneCli, BidNamesItsLayoutCountSamplesInEveryFormat) {
  // A sample is one layout of the unseen tiles drawn around the hand: --samples N, and the same
  // N as "Samples: N" in text, the `samples` column in CSV, "samples":N in JSON, "N samples" in
  // the SVG.
  const std::vector<std::string> bid = {
      "bid",    "--hand", "66 65 64 55 41 10 33", "--samples", "7",
      "--seed", "3",      "--contract",           "normal",    "--format"};
  auto as = [&bid](const std::string& format) {
    std::vector<std::string> args = bid;
    args.push_back(format);
    const Outcome run = RunTexas42(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.err, "");
    return run.out;
  };
  EXPECT_THAT(as("text"), HasSubstr("\nSamples: 7 random layouts of the 21 unseen tiles (of "));
  EXPECT_THAT(as("json"), HasSubstr("\"seed\":3,\"samples\":7,"));
  EXPECT_THAT(as("svg"), HasSubstr("7 samples, seed 3"));
  const std::vector<std::string> lines = absl::StrSplit(as("csv"), '\n', absl::SkipEmpty());
  ASSERT_GE(lines.size(), 2u);
  const std::vector<std::string> columns = absl::StrSplit(lines[0], ',');
  EXPECT_THAT(columns, Not(::testing::Contains("layouts")));
  const auto samples = std::find(columns.begin(), columns.end(), "samples");
  ASSERT_NE(samples, columns.end()) << lines[0];
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> fields = absl::StrSplit(lines[i], ',');
    ASSERT_EQ(fields.size(), columns.size()) << lines[i];
    EXPECT_EQ(fields[samples - columns.begin()], "7") << lines[i];
  }
}

TEST(OneCli, FormatAndOutputEverywhereOldSpellingsWarn) {
  const std::string study = SmallStudy("one_cli.csv");
  const std::string out = TempPath("one_cli.out");
  const std::vector<std::vector<std::string>> commands = {
      {"solve", "--example", "--trump", "sixes", "--values-only"},
      {"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "5", "--contract", "normal"},
      {"table", study},
      {"chart", "--from", study},
  };
  for (std::vector<std::string> args : commands) {
    SCOPED_TRACE(args[0]);
    // --format json -o FILE writes the same bytes as --format json to standard output.
    args.insert(args.end(), {"--format", "json"});
    const Outcome to_stdout = RunTexas42(args);
    ASSERT_EQ(to_stdout.exit_code, 0) << to_stdout.err;
    EXPECT_EQ(to_stdout.err, "");
    EXPECT_EQ(to_stdout.out.front(), to_stdout.out.front() == '[' ? '[' : '{');
    std::vector<std::string> to_file = args;
    to_file.insert(to_file.end(), {"-o", out});
    const Outcome written = RunTexas42(to_file);
    ASSERT_EQ(written.exit_code, 0) << written.err;
    EXPECT_EQ(written.out, "");
    EXPECT_EQ(ReadFile(out), to_stdout.out);
    // The old spelling still works, with a deprecation warning.
    args.resize(args.size() - 2);
    args.push_back("--json");
    const Outcome old = RunTexas42(args);
    ASSERT_EQ(old.exit_code, 0) << old.err;
    EXPECT_EQ(old.out, to_stdout.out);
    EXPECT_THAT(old.err, StartsWith("texas42: warning: --json is deprecated"));
    args.back() = "--format";
    args.push_back("xml");
    ExpectBadInput(RunTexas42(args), "--format: unknown format 'xml'");
  }
  // solve --deals FILE is now --input FILE (in study, --deals is a count).
  const std::string deals = TempPath("one_cli_deals.txt");
  WriteFile(deals, absl::StrCat(kExample, "\n"));
  const Outcome input = RunTexas42({"solve", "--input", deals, "--values-only"});
  const Outcome old = RunTexas42({"solve", "--deals", deals, "--values-only"});
  EXPECT_EQ(old.out, input.out);
  EXPECT_THAT(old.err, HasSubstr("--deals FILE is deprecated"));
  // One name for the 95% interval everywhere: ci95_low/ci95_high in CSV, "ci95":[low,high] in
  // JSON; and one label for the mark column, "1 mark+".
  const std::vector<std::string> hand = {"bid",       "--hand",  "66 65 64 55 41 10 33",
                                         "--samples", "5",       "--contract",
                                         "normal",    "--format"};
  auto with = [](std::vector<std::string> args, const std::string& last) {
    args.push_back(last);
    return args;
  };
  EXPECT_THAT(RunTexas42(with(hand, "csv")).out, HasSubstr(",ci95_low,ci95_high,"));
  EXPECT_THAT(RunTexas42({"table", study, "--format", "csv"}).out,
              HasSubstr(",ci95_low,ci95_high,game\n"));
  EXPECT_THAT(RunTexas42(with(hand, "json")).out, HasSubstr("\"ci95\":["));
  EXPECT_THAT(RunTexas42({"table", study, "--format", "json"}).out, HasSubstr("\"ci95\":["));
  EXPECT_THAT(RunTexas42({"chart", "--from", study, "--format", "json"}).out,
              HasSubstr("\"ci95\":["));
  EXPECT_THAT(RunTexas42(with(hand, "text")).out, HasSubstr(" 1 mark+"));
  EXPECT_THAT(RunTexas42({"table", study}).out, HasSubstr(" 1 mark+"));
  // An output that is the input is refused (solve -i X -o X).
  ExpectBadInput(RunTexas42({"solve", "-i", deals, "-o", deals}), "is also an input");
  EXPECT_EQ(ReadFile(deals), absl::StrCat(kExample, "\n"));
  // --svg - shares standard output with nothing.
  ExpectBadInput(RunTexas42({"table", study, "--svg", "-"}), "standard output");
  const Outcome svg = RunTexas42({"table", study, "--format", "svg"});
  EXPECT_THAT(svg.out, HasSubstr("<svg"));
  for (const std::string& path : {study, out, deals}) std::remove(path.c_str());
}

}  // namespace
}  // namespace texas42
