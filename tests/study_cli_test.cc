// `texas42 study`, `table` and `chart` run as a user runs them: the same file for any thread
// count and chunk size, a study killed mid-run and resumed equal to an uninterrupted one, tables
// equal to counts made here from the study file, well-formed SVG, files of every earlier edition
// (tests/studies/) read but never resumed, and one error line for every bad input.
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"
#include "tests/xml_check.h"

extern char** environ;

namespace texas42 {
namespace {

using ::testing::EndsWith;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

// Starts texas42 with `args` and the test hook TEXAS42_STUDY_HOLD_AFTER=`hold`: the study waits
// once `hold` deals are written, so a test can kill it there knowing it had not finished.
pid_t SpawnHeldStudy(const std::vector<std::string>& args, int hold) {
  std::vector<std::string> argv_text = {TEXAS42_BINARY};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> env_text = {absl::StrCat("TEXAS42_STUDY_HOLD_AFTER=", hold)};
  for (char** e = environ; *e != nullptr; ++e) env_text.push_back(*e);
  std::vector<char*> env;
  for (std::string& e : env_text) env.push_back(e.data());
  env.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawn(&pid, TEXAS42_BINARY, nullptr, nullptr, argv.data(), env.data()) != 0) return 0;
  return pid;
}

// Waits until the file at `path` holds at least `lines` lines (the study wrote them), or the
// process `pid` has ended; returns whether the lines came.
bool WaitForLines(const std::string& path, size_t lines, pid_t pid) {
  while (Lines(ReadFile(path)).size() < lines) {
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return true;
}

// A study of `deals` deals for seat N, nine trumps, written to `path` (replaced).
Outcome Study(const std::string& path, int deals, std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"study", "--deals", std::to_string(deals), "--seed", "42",
                                   "-o",    path,      "--overwrite"};
  args.insert(args.end(), extra.begin(), extra.end());
  return RunTexas42(args);
}

// Returns the study `text` with the value of the record on line `line` (1-based) replaced.
std::string WithValue(const std::string& text, size_t line, const std::string& value) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  std::vector<std::string> f = absl::StrSplit(lines[line - 1], ',');
  f[16] = value;
  lines[line - 1] = absl::StrJoin(f, ",");
  return absl::StrJoin(lines, "\n");
}

// The reference: 12 deals on two threads, solved once for the whole suite.
const std::string& Reference() {
  static const std::string* text = [] {
    const std::string path = TempPath("reference.csv");
    const Outcome run = Study(path, 12, {"--threads", "2"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    auto* t = new std::string(ReadFile(path));
    std::remove(path.c_str());
    return t;
  }();
  return *text;
}

TEST(StudyCli, WritesHeaderAndOneRecordPerDealAndTrump) {
  const std::vector<std::string> lines = Lines(Reference());
  ASSERT_EQ(lines.size(), 1u + 12 * 9);
  // Column names first (any CSV reader reads it as is); the study's tag in the first record.
  EXPECT_EQ(lines[0],
            "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,"
            "suit2,suit3,suit4,suit5,suit6,value,check,study");
  EXPECT_THAT(lines[1], StartsWith("42,0,"));
  EXPECT_THAT(lines[1], EndsWith(",texas42 study v3 game=42 seed=42 deals=12 declarers=N "
                                 "contracts=blanks+ones+twos+threes+fours+fives+sixes+doubles+"
                                 "followme"));
  EXPECT_THAT(lines[2], EndsWith(","));
  // Deals are written with no spaces around the '/' between hands.
  EXPECT_THAT(lines[2], Not(HasSubstr(" / ")));
  EXPECT_THAT(lines.back(), StartsWith("42,11,"));
}

TEST(StudyCli, SameFileForAnyThreadCountAndChunk) {
  const std::string path = TempPath("threads.csv");
  for (const std::vector<std::string>& flags :
       std::vector<std::vector<std::string>>{{"--threads", "1"},
                                             {"--threads", "3", "--chunk", "5"},
                                             {"--threads", "2", "--chunk", "1"}}) {
    const Outcome run = Study(path, 12, flags);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.err, "");  // no progress bar when stderr is not a terminal
    EXPECT_EQ(ReadFile(path), Reference()) << flags[1];
  }
  std::remove(path.c_str());
}

TEST(StudyCli, ProgressBarOnATerminalOnly) {
  if (std::system("command -v script >/dev/null 2>&1") != 0) GTEST_SKIP() << "no script(1)";
  const std::string path = TempPath("progress.csv");
  // script(1) runs the study on a pseudo-terminal; the test hook TEXAS42_PROGRESS_DELAY_MS=0
  // draws the bar from the first count, however fast the solver is.
  const std::string study = absl::StrCat(
      "TEXAS42_PROGRESS_DELAY_MS=0 TERM=xterm ", ShellQuote(TEXAS42_BINARY),
      " study --deals 20 --seed 5 --chunk 1 --threads 1 --overwrite -o ", ShellQuote(path));
  const Outcome run = RunCommand("script", {"-qec", study, "/dev/null"});
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_THAT(run.out, HasSubstr("/20 deals")) << run.out;
  EXPECT_THAT(run.out, HasSubstr("\r\033[K")) << "a terminal's bar clears its line";
  EXPECT_EQ(Lines(ReadFile(path)).size(), 1u + 20 * 9);
  std::remove(path.c_str());
}

TEST(StudyCli, ProgressBarWritesNoEscapeCodesOnADumbTerminal) {
  if (std::system("command -v script >/dev/null 2>&1") != 0) GTEST_SKIP() << "no script(1)";
  const std::string path = TempPath("progress_dumb.csv");
  for (const char* term : {"TERM=dumb", "TERM="}) {
    const std::string study = absl::StrCat(
        "TEXAS42_PROGRESS_DELAY_MS=0 ", term, " ", ShellQuote(TEXAS42_BINARY),
        " study --deals 20 --seed 5 --chunk 1 --threads 1 --overwrite -o ", ShellQuote(path));
    const Outcome run = RunCommand("script", {"-qec", study, "/dev/null"});
    ASSERT_EQ(run.exit_code, 0) << run.out;
    EXPECT_THAT(run.out, HasSubstr("/20 deals")) << term << ": " << run.out;
    EXPECT_THAT(run.out, Not(HasSubstr("\033"))) << term << ": " << run.out;
  }
  std::remove(path.c_str());
}

TEST(StudyCli, JsonLinesHoldTheSameRecords) {
  const std::string path = TempPath("study.jsonl");
  ASSERT_EQ(Study(path, 12, {"--threads", "2"}).exit_code, 0);
  const std::vector<std::string> json = Lines(ReadFile(path));
  const std::vector<std::string> csv = Lines(Reference());
  // One line per record in both (CSV has its column line too), the study named in the first.
  ASSERT_EQ(json.size() + 1, csv.size());
  for (size_t i = 0; i < json.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(csv[i + 1], ',');
    EXPECT_THAT(json[i], StartsWith(absl::StrCat("{\"game\":\"42\",\"index\":", f[1],
                                                 ",\"deal\":\"", f[2], "\"")));
    // The same suits, value, checksum and tag in both formats (trump_double a boolean).
    EXPECT_THAT(json[i],
                HasSubstr(absl::StrCat("\"trump_double\":", f[6] == "1" ? "true" : "false",
                                       ",\"doubles\":", f[7], ",\"count\":", f[8], ",\"suits\":[",
                                       absl::StrJoin(f.begin() + 9, f.begin() + 16, ","), "],")));
    EXPECT_THAT(json[i],
                HasSubstr(absl::StrCat("\"value\":", f[16], ",\"check\":\"", f[17], "\"",
                                       f[18].empty() ? "}" : ",\"study\":\"" + f[18] + "\"}")));
  }
  EXPECT_THAT(json[0], EndsWith("\"study\":\"texas42 study v3 game=42 seed=42 deals=12 declarers=N "
                                "contracts=blanks+ones+twos+threes+fours+fives+sixes+doubles+"
                                "followme\"}"));
  std::remove(path.c_str());
}

TEST(StudyCli, ResumeAfterCuttingTheFileAnywhere) {
  const std::string& full = Reference();
  const std::string path = TempPath("cut.csv");
  const size_t header = full.find('\n', full.find('\n') + 1) + 1;
  // Inside the header, after it, mid-record, mid-deal, at a deal's end, and complete.
  for (size_t cut :
       {size_t{10}, header, header + 30, full.size() / 2, full.size() - 1, full.size()}) {
    WriteFile(path, full.substr(0, cut));
    const Outcome run = RunTexas42(
        {"study", "--deals", "12", "--seed", "42", "-o", path, "--resume", "--threads", "2"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(ReadFile(path), full) << "cut at " << cut;
  }
  std::remove(path.c_str());
}

TEST(StudyCli, ResumeAfterKill) {
  const std::string path = TempPath("killed.csv");
  const std::string reference = TempPath("unkilled.csv");
  const std::vector<std::string> args = {"study", "--deals",   "40", "--seed", "9", "--chunk",
                                         "1",     "--threads", "1",  "-o",     path};
  ASSERT_EQ(RunTexas42({"study", "--deals", "40", "--seed", "9", "--threads", "2", "-o", reference,
                        "--overwrite"})
                .exit_code,
            0);
  std::remove(path.c_str());

  // Start the study, held after 4 deals (the test hook), and kill it there (SIGKILL: no chance
  // to tidy up) once those deals are in the file.
  const pid_t pid = SpawnHeldStudy(args, 4);
  ASSERT_NE(pid, 0);
  ASSERT_TRUE(WaitForLines(path, 1 + 4 * 9, pid)) << "the study ended before it wrote 4 deals";
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the study finished before it could be killed";
  const std::string partial = ReadFile(path);
  ASSERT_LT(partial.size(), ReadFile(reference).size());

  std::vector<std::string> resume = args;
  resume.push_back("--resume");
  const Outcome run = RunTexas42(resume);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(ReadFile(path), ReadFile(reference));
  std::remove(path.c_str());
  std::remove(reference.c_str());
}

TEST(StudyCli, ResumeRefusesADifferentStudy) {
  const std::string path = TempPath("other.csv");
  WriteFile(path, Reference());
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "43", "-o", path, "--resume"}),
                 "holds a different study");
  ExpectBadInput(RunTexas42({"study", "--deals", "13", "--seed", "42", "-o", path, "--resume"}),
                 "deals=13");
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume",
                             "--format", "jsonl"}),
                 "holds a different study (csv");
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume",
                             "--trump", "sixes"}),
                 "contracts=sixes");
  // A damaged record is reported, not overwritten: a deal index changed, and a value.
  std::string damaged = Reference();
  damaged[damaged.find("\n42,5,") + 4] = '7';
  WriteFile(path, damaged);
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume"}),
                 "line 47: expected deal 5, declarer N, contract blanks here (records out of "
                 "order, repeated or missing)");
  EXPECT_EQ(ReadFile(path), damaged);
  const std::vector<std::string> f = absl::StrSplit(Lines(Reference())[46], ',');
  damaged = WithValue(Reference(), 47, f[16] == "0" ? "1" : "0");
  WriteFile(path, damaged);
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume"}),
                 "line 47: the checksum");
  EXPECT_EQ(ReadFile(path), damaged);
  // A study of another game is a different study.
  WriteFile(path, Reference());
  ExpectBadInput(RunTexas42({"study", "--game", "moon", "--deals", "12", "--seed", "42", "-o", path,
                             "--resume"}),
                 "holds a different study (csv game=42 seed=42");
  EXPECT_EQ(ReadFile(path), Reference());
  WriteFile(path, "not a study\n");
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume"}),
                 "not a texas42 study");
  std::remove(path.c_str());
}

TEST(StudyCli, BadFlags) {
  const std::string path = TempPath("exists.csv");
  WriteFile(path, Reference());
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path}),
                 "already exists");
  EXPECT_EQ(ReadFile(path), Reference());
  ExpectBadInput(RunTexas42({"study", "--deals", "0", "-o", path}),
                 "--deals: must be a whole number from 1");
  ExpectBadInput(RunTexas42({"study", "--deals", "5"}), "--output");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--declarer", "X"}),
                 "--declarer");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--declarer", "N,N"}),
                 "named twice");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--trump", "clubs"}),
                 "--trump: unknown trump 'clubs'");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--format", "xml"}), "--format");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--chunk", "0"}), "--chunk");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--threads", "-1"}), "--threads");
  ExpectBadInput(RunTexas42({"study", "--deals", "-1", "-o", path}), "--deals");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--seed", "-1"}), "--seed");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", "-", "--resume"}), "--resume");
  ExpectBadInput(RunTexas42({"study", "--deals", "5", "-o", path, "--resume", "--overwrite"}),
                 "not both");
  ExpectBadInput(RunTexas42({"study", "--deals", "x", "-o", path}), "--deals");
  ExpectBadInput(RunTexas42({"study", "--deals", "2", "-o", "/nonexistent/dir/s.csv"}),
                 "cannot write");
  std::remove(path.c_str());
}

TEST(StudyCli, AllDeclarersToStandardOutput) {
  const Outcome run = RunTexas42({"study", "--deals", "2", "--seed", "42", "--declarer", "all",
                                  "--trump", "sixes,doubles", "-o", "-"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = Lines(run.out);
  ASSERT_EQ(lines.size(), 1u + 2 * 4 * 2);
  EXPECT_THAT(lines[1], StartsWith("42,0,"));
  EXPECT_THAT(lines[1], HasSubstr(",N,sixes,"));
  EXPECT_THAT(lines[1], HasSubstr("declarers=N+E+S+W contracts=sixes+doubles"));
  EXPECT_THAT(lines[2], HasSubstr(",N,doubles,"));
  EXPECT_THAT(lines[3], HasSubstr(",E,sixes,"));
  EXPECT_THAT(lines[8], HasSubstr(",W,doubles,"));
  EXPECT_THAT(lines[9], StartsWith("42,1,"));
}

TEST(StudyCli, PandasReadsAStudyWithoutOptions) {
  // The first Python that has pandas (Debian's python3-pandas is in /usr/bin's Python).
  std::string python;
  for (const char* candidate : {"python3", "/usr/bin/python3"}) {
    if (python.empty() &&
        std::system(absl::StrCat(candidate, " -c 'import pandas' >/dev/null 2>&1").c_str()) == 0) {
      python = candidate;
    }
  }
  if (python.empty()) GTEST_SKIP() << "no pandas (Debian: python3-pandas)";
  const std::string path = TempPath("pandas.csv");
  WriteFile(path, Reference());
  int sum = 0;
  for (const std::string& line : Lines(Reference())) {
    const std::vector<std::string> f = absl::StrSplit(line, ',');
    int value = 0;
    if (absl::SimpleAtoi(f[16], &value)) sum += value;
  }
  const Outcome run = RunCommand(
      python, {"-c",
               "import sys, pandas as pd\n"
               "s = pd.read_csv(sys.argv[1])\n"
               "print(len(s), list(s.columns)[:3], s.value.sum(), s.study[0].split()[4])\n",
               path});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, absl::StrCat("108 ['game', 'index', 'deal'] ", sum, " seed=42\n"));
  // JSON Lines: one row per record too, with no options.
  const std::string jsonl = TempPath("pandas.jsonl");
  ASSERT_EQ(Study(jsonl, 12, {"--format", "jsonl"}).exit_code, 0);
  const Outcome json = RunCommand(
      python, {"-c",
               "import sys, pandas as pd\n"
               "s = pd.read_json(sys.argv[1], lines=True)\n"
               "print(len(s), list(s.columns)[:3], s.value.sum(), s.study[0].split()[4],\n"
               "      s.study[1:].isna().all())\n",
               jsonl});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(json.out, absl::StrCat("108 ['game', 'index', 'deal'] ", sum, " seed=42 True\n"));
  std::remove(path.c_str());
  std::remove(jsonl.c_str());
}

// The earlier editions kept in tests/studies: Texas 42's version 2 (CSV, JSON Lines, table
// play) and the other games' family study version 1 (Moon in CSV and JSON Lines, 3-hand table
// play), as the texas42 of their time wrote them.
std::string EarlierStudy(const std::string& name) {
  return absl::StrCat(TEXAS42_TESTS_DIR, "/studies/", name);
}

TEST(StudyCli, EveryEarlierEditionIsReadButNeverResumed) {
  struct Edition {
    std::string file;
    std::string first_line;           // of study --verify, after "PATH: "
    std::vector<std::string> resume;  // the study it holds, as flags
  };
  const std::vector<Edition> editions = {
      {"texas42-v2.csv",
       "texas42 study v2, Texas 42's before version 3 (csv), Texas 42, seed 5, 3 "
       "of 3 deals, 18 records",
       {"--deals", "3", "--declarer", "N,E", "--trump", "sixes,doubles,followme"}},
      {"texas42-v2.jsonl",
       "texas42 study v2, Texas 42's before version 3 (jsonl), Texas 42, seed 5, "
       "3 of 3 deals, 18 records",
       {"--deals", "3", "--declarer", "N,E", "--trump", "sixes,doubles,followme"}},
      {"texas42-v2-table.csv",
       "texas42 study v2, Texas 42's before version 3 (csv), Texas 42, seed 5, 2 "
       "of 2 deals, 2 records",
       {"--deals", "2", "--trump", "sixes", "--play", "table", "--worlds", "4"}},
      {"moon-family-v1.csv",
       "texas42 family study v1, the family's before version 3 (csv), Shoot the Moon, seed 5, "
       "3 of 3 deals, 18 records",
       {"--game", "moon", "--deals", "3", "--declarer", "N,E,S", "--contracts", "sixes,nello"}},
      {"moon-family-v1.jsonl",
       "texas42 family study v1, the family's before version 3 (jsonl), Shoot the Moon, seed "
       "5, 3 of 3 deals, 18 records",
       {"--game", "moon", "--deals", "3", "--declarer", "N,E,S", "--contracts", "sixes,blanks"}},
      {"3-hand-family-v1-table.csv",
       "texas42 family study v1, the family's before version 3 (csv), 3-handed 42, seed 5, 2 "
       "of 2 deals, 2 records",
       {"--game", "3-hand", "--deals", "2", "--trump", "sixes", "--play", "table", "--worlds",
        "4"}}};
  for (const Edition& e : editions) {
    const std::string path = EarlierStudy(e.file);
    const std::string text = ReadFile(path);
    ASSERT_FALSE(text.empty()) << path;
    // table, chart --from and study --verify read it (no --game: the file names its game).
    const Outcome table = RunTexas42({"table", path});
    EXPECT_EQ(table.exit_code, 0) << e.file << ": " << table.err;
    EXPECT_EQ(table.err, "") << e.file;
    EXPECT_THAT(table.out, HasSubstr(" hands from 1 study, ")) << e.file;
    const Outcome chart = RunTexas42({"chart", "--from", path});
    EXPECT_EQ(chart.exit_code, 0) << e.file << ": " << chart.err;
    EXPECT_THAT(chart.out, HasSubstr("Evidence (")) << e.file;
    const Outcome verify = RunTexas42({"study", "--verify", path, "--resolve", "2"});
    EXPECT_EQ(verify.exit_code, 0) << e.file << ": " << verify.err;
    EXPECT_THAT(verify.out, StartsWith(absl::StrCat(path, ": ", e.first_line, "\n"))) << e.file;
    EXPECT_THAT(verify.out, HasSubstr("every checksum matches")) << e.file;
    EXPECT_THAT(verify.out, HasSubstr("2 deals solved again")) << e.file;
    // --resume on a copy, asked for the very study it holds: one error line, the file as it was.
    const std::string copy = TempPath(absl::StrCat("earlier_", e.file));
    WriteFile(copy, text);
    std::vector<std::string> resume = {"study", "--seed", "5", "-o", copy, "--resume"};
    resume.insert(resume.end(), e.resume.begin(), e.resume.end());
    ExpectBadInput(RunTexas42(resume),
                   absl::StrCat("--resume: ", copy,
                                " was written by an earlier texas42; this texas42 continues only "
                                "version 3 studies: start it again with --overwrite"));
    EXPECT_EQ(ReadFile(copy), text) << e.file;
    // --overwrite starts it again as version 3.
    std::replace(resume.begin(), resume.end(), std::string("--resume"), std::string("--overwrite"));
    const Outcome again = RunTexas42(resume);
    ASSERT_EQ(again.exit_code, 0) << e.file << ": " << again.err;
    EXPECT_THAT(ReadFile(copy), HasSubstr("texas42 study v3 game=")) << e.file;
    const Outcome reverify = RunTexas42({"study", "--verify", copy});
    EXPECT_EQ(reverify.exit_code, 0) << e.file << ": " << reverify.err;
    EXPECT_THAT(reverify.out, StartsWith(absl::StrCat(copy, ": texas42 study v3 ("))) << e.file;
    std::remove(copy.c_str());
  }
}

TEST(StudyCli, ResumeRefusesJsonLinesWithAHeaderLine) {
  // JSON Lines as texas42 wrote them before 2026-11, a header line and no study field: made here
  // from version 2's records (their checksums are the same). table reads them, --resume does
  // not.
  std::vector<std::string> lines = Lines(ReadFile(EarlierStudy("texas42-v2.jsonl")));
  ASSERT_EQ(lines.size(), 18u);
  lines[0] = lines[0].substr(0, lines[0].find(",\"study\"")) + "}";
  std::string legacy =
      "{\"texas42_study\":2,\"seed\":5,\"deals\":3,\"declarers\":[\"N\",\"E\"],\"contracts\":["
      "\"sixes\",\"doubles\",\"followme\"]}\n";
  for (size_t i = 0; i + 6 < lines.size(); ++i) legacy += lines[i] + "\n";  // deals 0 and 1
  const std::string path = TempPath("legacy.jsonl");
  WriteFile(path, legacy);
  const Outcome table = RunTexas42({"table", path});
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_THAT(table.out, HasSubstr("12 records (seed 5: 2 of 3 deals)"));
  const Outcome verify = RunTexas42({"study", "--verify", path});
  ASSERT_EQ(verify.exit_code, 0) << verify.err;
  EXPECT_THAT(verify.out, HasSubstr("texas42 study v1, Texas 42's with a header line (jsonl)"));
  EXPECT_THAT(verify.out, HasSubstr("every checksum matches"));
  ExpectBadInput(RunTexas42({"study", "--deals", "3", "--seed", "5", "--declarer", "N,E", "--trump",
                             "sixes,doubles,followme", "-o", path, "--resume"}),
                 "was written by an earlier texas42");
  EXPECT_EQ(ReadFile(path), legacy);
  std::remove(path.c_str());
}

TEST(StudyCli, VerifyChecksEveryRecordAndChecksum) {
  const std::string path = TempPath("verify.csv");
  WriteFile(path, Reference());
  const Outcome good = RunTexas42({"study", "--verify", path, "--resolve", "3"});
  ASSERT_EQ(good.exit_code, 0) << good.err;
  EXPECT_THAT(good.out, HasSubstr("seed 42, 12 of 12 deals, 108 records"));
  EXPECT_THAT(good.out, HasSubstr("every checksum matches"));
  EXPECT_THAT(good.out, HasSubstr("3 deals solved again (27 records): every value matches"));
  // A value edited in place (still a value in range): --verify, --resume and table refuse it.
  const std::vector<std::string> f = absl::StrSplit(Lines(Reference())[40], ',');
  const std::string edited = WithValue(Reference(), 41, f[16] == "0" ? "1" : "0");
  WriteFile(path, edited);
  ExpectBadInput(RunTexas42({"study", "--verify", path}), "line 41: the checksum");
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume"}),
                 "line 41: the checksum");
  EXPECT_EQ(ReadFile(path), edited);
  ExpectBadInput(RunTexas42({"table", path}), "line 41: the checksum");
  ExpectBadInput(RunTexas42({"study", "--verify", path, "--deals", "3"}), "--verify");
  ExpectBadInput(RunTexas42({"study", "--verify", "/nonexistent.csv"}), "cannot read");
  std::remove(path.c_str());
}

TEST(StudyCli, VersionOneStudiesAreReadAndVerifiedBySolvingAgain) {
  // A study as texas42 0.1 wrote it: a '#' header, no game, check and study columns.
  std::vector<std::string> lines = Lines(Reference());
  lines[0] = absl::StrCat(
      "# texas42 study v1 seed=42 deals=12 declarers=N contracts=blanks,ones,twos,threes,fours,"
      "fives,sixes,doubles,followme\n",
      "index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,suit2,suit3,"
      "suit4,suit5,suit6,value");
  for (size_t i = 1; i < lines.size(); ++i) {
    ASSERT_THAT(lines[i], StartsWith("42,"));
    lines[i].erase(lines[i].rfind(',', lines[i].rfind(',') - 1));
    lines[i].erase(0, 3);
  }
  const std::string v1 = absl::StrCat(absl::StrJoin(lines, "\n"), "\n");
  const std::string path = TempPath("v1.csv");
  WriteFile(path, v1);
  const Outcome table = RunTexas42({"table", path, "--format", "csv"});
  EXPECT_EQ(table.exit_code, 0) << table.err;
  const Outcome verify = RunTexas42({"study", "--verify", path});
  EXPECT_EQ(verify.exit_code, 0) << verify.err;
  EXPECT_THAT(verify.out, HasSubstr("texas42 study v1, Texas 42's with a header line (csv)"));
  EXPECT_THAT(verify.out, HasSubstr("no checksums"));
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume"}),
                 "was written by an earlier texas42");
  EXPECT_EQ(ReadFile(path), v1);
  // An edited value of deal 0 is found by solving every deal again.
  std::vector<std::string> f = absl::StrSplit(lines[1], ',');
  f[15] = f[15] == "0" ? "1" : "0";
  lines[1] = absl::StrJoin(f, ",");
  WriteFile(path, absl::StrCat(absl::StrJoin(lines, "\n"), "\n"));
  ExpectBadInput(RunTexas42({"study", "--verify", path, "--resolve", "12"}),
                 "deal 0, declarer N, blanks: the file says");
  std::remove(path.c_str());
}

// ---- study --play table ------------------------------------------------------------------------

// The flags of the table-play reference: few deals and worlds keep it fast.
const std::vector<std::string>& TablePlayFlags() {
  static const auto* flags = new std::vector<std::string>{
      "--play", "table", "--worlds", "4", "--trump", "sixes,fives,doubles,followme"};
  return *flags;
}

std::vector<std::string> With(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// The table-play reference: 5 deals, four trumps, two threads.
const std::string& TableReference() {
  static const std::string* text = [] {
    const std::string path = TempPath("table_reference.csv");
    const Outcome run = Study(path, 5, With(TablePlayFlags(), {"--threads", "2"}));
    EXPECT_EQ(run.exit_code, 0) << run.err;
    auto* t = new std::string(ReadFile(path));
    std::remove(path.c_str());
    return t;
  }();
  return *text;
}

TEST(StudyTablePlayCli, EveryRecordCarriesItsTableOutcomes) {
  const std::vector<std::string> lines = Lines(TableReference());
  ASSERT_EQ(lines.size(), 1u + 5 * 4);
  EXPECT_EQ(lines[0],
            "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,"
            "suit2,suit3,suit4,suit5,suit6,value,table_makes,check,study");
  EXPECT_THAT(lines[1], EndsWith(",texas42 study v3 game=42 seed=42 deals=5 declarers=N "
                                 "contracts=sixes+fives+doubles+followme play=table "
                                 "play_declarers=table play_defenders=table worlds=4"));
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    ASSERT_EQ(f.size(), 20u) << lines[i];
    EXPECT_EQ(f[17].size(), 13u);
    EXPECT_EQ(f[17].find_first_not_of("01"), std::string::npos) << f[17];
  }
  // The same records as a double-dummy study, with the outcomes added.
  const std::string path = TempPath("dd_of_table.csv");
  ASSERT_EQ(Study(path, 5, {"--trump", "sixes,fives,doubles,followme"}).exit_code, 0);
  const std::vector<std::string> dd = Lines(ReadFile(path));
  ASSERT_EQ(dd.size(), lines.size());
  for (size_t i = 1; i < lines.size(); ++i) {
    std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    const std::vector<std::string> g = absl::StrSplit(dd[i], ',');
    EXPECT_EQ(std::vector<std::string>(f.begin(), f.begin() + 17),
              std::vector<std::string>(g.begin(), g.begin() + 17));
  }
  std::remove(path.c_str());
}

TEST(StudyTablePlayCli, SameFileForAnyThreadCountChunkAndFormat) {
  const std::string path = TempPath("table_threads.csv");
  for (const std::vector<std::string>& flags : std::vector<std::vector<std::string>>{
           {"--threads", "1"}, {"--threads", "2", "--chunk", "2"}}) {
    const Outcome run = Study(path, 5, With(TablePlayFlags(), flags));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(ReadFile(path), TableReference()) << flags[1];
  }
  // JSON Lines: the parameters in the header, the same outcomes and checksums in the records.
  const std::string jsonl = TempPath("table_threads.jsonl");
  ASSERT_EQ(Study(jsonl, 5, With(TablePlayFlags(), {"--threads", "2"})).exit_code, 0);
  const std::vector<std::string> json = Lines(ReadFile(jsonl));
  const std::vector<std::string> csv = Lines(TableReference());
  ASSERT_EQ(json.size() + 1, csv.size());
  EXPECT_THAT(json[0],
              EndsWith(" play=table play_declarers=table play_defenders=table worlds=4\"}"));
  for (size_t i = 0; i < json.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(csv[i + 1], ',');
    EXPECT_THAT(json[i], HasSubstr(absl::StrCat("\"value\":", f[16], ",\"table_makes\":\"", f[17],
                                                "\",\"check\":\"", f[18], "\"")));
  }
  std::remove(path.c_str());
  std::remove(jsonl.c_str());
}

TEST(StudyTablePlayCli, ResumeAfterCuttingTheFileAnywhere) {
  const std::string& full = TableReference();
  const std::string path = TempPath("table_cut.csv");
  const size_t header = full.find('\n', full.find('\n') + 1) + 1;
  for (size_t cut : {size_t{10}, header, header + 30, full.size() / 2, full.size() - 1}) {
    WriteFile(path, full.substr(0, cut));
    const Outcome run = RunTexas42(
        With({"study", "--deals", "5", "--seed", "42", "-o", path, "--resume", "--threads", "2"},
             TablePlayFlags()));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(ReadFile(path), full) << "cut at " << cut;
  }
  std::remove(path.c_str());
}

TEST(StudyTablePlayCli, ResumeAfterKill) {
  const std::string path = TempPath("table_killed.jsonl");
  const std::string reference = TempPath("table_unkilled.jsonl");
  const std::vector<std::string> args =
      With({"study", "--deals", "40", "--seed", "9", "--chunk", "1", "--threads", "1", "-o", path},
           TablePlayFlags());
  ASSERT_EQ(RunTexas42(With({"study", "--deals", "40", "--seed", "9", "--threads", "2", "-o",
                             reference, "--overwrite"},
                            TablePlayFlags()))
                .exit_code,
            0);
  std::remove(path.c_str());

  // Held after 3 deals (the test hook), killed there once they are in the file.
  const pid_t pid = SpawnHeldStudy(args, 3);
  ASSERT_NE(pid, 0);
  ASSERT_TRUE(WaitForLines(path, 1 + 2 * 4, pid)) << "the study ended before it wrote 3 deals";
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the study finished before it could be killed";
  ASSERT_LT(ReadFile(path).size(), ReadFile(reference).size());

  const Outcome run = RunTexas42(With(args, {"--resume"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(ReadFile(path), ReadFile(reference));
  std::remove(path.c_str());
  std::remove(reference.c_str());
}

TEST(StudyTablePlayCli, ResumeRefusesDifferentPlay) {
  const std::string path = TempPath("table_other.csv");
  const std::vector<std::string> base = {
      "study", "--deals", "5",        "--seed",  "42",
      "-o",    path,      "--resume", "--trump", "sixes,fives,doubles,followme"};
  WriteFile(path, TableReference());
  ExpectBadInput(RunTexas42(base), "holds a different study");
  ExpectBadInput(RunTexas42(With(base, {"--play", "table", "--worlds", "5"})), "worlds=5)");
  ExpectBadInput(RunTexas42(With(base, {"--play", "table", "--worlds", "4", "--defenders", "dd"})),
                 "play_defenders=dd worlds=4)");
  EXPECT_EQ(ReadFile(path), TableReference());
  // A double-dummy study is not continued with table play.
  WriteFile(path, Reference());
  ExpectBadInput(RunTexas42({"study", "--deals", "12", "--seed", "42", "-o", path, "--resume",
                             "--play", "table"}),
                 "holds a different study");
  EXPECT_EQ(ReadFile(path), Reference());
  std::remove(path.c_str());
}

TEST(StudyTablePlayCli, BadPlayersAndWorlds) {
  const std::string path = TempPath("table_bad.csv");
  for (const auto& [flags, what] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--play", "robot"}, "--play: unknown player 'robot'"},
           {{"--declarers", "x"}, "--declarers: unknown player 'x'"},
           {{"--defenders", ""}, "--defenders"},
           {{"--play", "table", "--worlds", "0"}, "--worlds"},
           {{"--play", "table", "--worlds", "-3"}, "--worlds"},
           {{"--play", "table", "--worlds", "99999999"}, "--worlds"},
           {{"--play", "table", "--worlds", "many"}, "--worlds"}}) {
    ExpectBadInput(RunTexas42(With({"study", "--deals", "2", "-o", path}, flags)), what);
  }
  EXPECT_EQ(ReadFile(path), "");  // nothing was written
  std::remove(path.c_str());
}

TEST(StudyTablePlayCli, VerifyPlaysDealsAgainAndChecksTheOutcomes) {
  const std::string path = TempPath("table_verify.csv");
  WriteFile(path, TableReference());
  const Outcome good = RunTexas42({"study", "--verify", path, "--resolve", "2"});
  ASSERT_EQ(good.exit_code, 0) << good.err;
  EXPECT_THAT(good.out, HasSubstr("table play by table declarers against table defenders, 4 "
                                  "worlds a decision"));
  EXPECT_THAT(good.out, HasSubstr("2 deals solved again (8 records): every value and table "
                                  "outcome matches"));
  // An outcome edited in place fails its checksum everywhere.
  std::vector<std::string> lines = Lines(TableReference());
  std::vector<std::string> f = absl::StrSplit(lines[6], ',');
  f[17][3] = f[17][3] == '0' ? '1' : '0';
  lines[6] = absl::StrJoin(f, ",");
  WriteFile(path, absl::StrCat(absl::StrJoin(lines, "\n"), "\n"));
  ExpectBadInput(RunTexas42({"study", "--verify", path}), "line 7: the checksum");
  ExpectBadInput(RunTexas42({"table", path}), "line 7: the checksum");
  std::remove(path.c_str());
}

TEST(StudyTablePlayCli, TableCountsTheTableOutcomesAndSaysSo) {
  const std::string path = TempPath("table_play_table.csv");
  WriteFile(path, TableReference());
  // Count, by contract, hands and makes of 30, 35 and one mark from the outcomes.
  std::map<std::string, std::array<int, 4>> expected;
  const std::vector<std::string> lines = Lines(TableReference());
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    std::array<int, 4>& e = expected[f[4]];
    ++e[0];
    e[1] += f[17][0] == '1';
    e[2] += f[17][5] == '1';
    e[3] += f[17][12] == '1';
  }
  const Outcome csv = RunTexas42({"table", path, "--by", "contract", "--format", "csv"});
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const std::vector<std::string> out = Lines(csv.out);
  EXPECT_EQ(out[0], "contract,bid,hands,makes,probability,ci95_low,ci95_high,play,game");
  for (const auto& [contract, e] : expected) {
    const std::string row = absl::StrCat("\n", contract, ",");
    EXPECT_THAT(csv.out, HasSubstr(absl::StrCat(row, "30,", e[0], ",", e[1], ",")));
    EXPECT_THAT(csv.out, HasSubstr(absl::StrCat(row, "35,", e[0], ",", e[2], ",")));
    EXPECT_THAT(csv.out, HasSubstr(absl::StrCat(row, "42,", e[0], ",", e[3], ",")));
  }
  for (size_t i = 1; i < out.size(); ++i) EXPECT_THAT(out[i], EndsWith(",table,42"));
  const Outcome json = RunTexas42({"table", path, "--format", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_THAT(json.out, EndsWith("],\"play\":\"table\",\"declarers\":\"table\","
                                 "\"defenders\":\"table\",\"worlds\":4}\n"));
  const Outcome text = RunTexas42({"table", path});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("Figures from table play by table declarers against table "
                                  "defenders, 4 worlds a decision"));
  // Double-dummy tables say "dd" in JSON and keep their CSV and text as they were.
  const std::string dd = TempPath("table_play_dd.csv");
  WriteFile(dd, Reference());
  EXPECT_THAT(RunTexas42({"table", dd, "--format", "json"}).out, EndsWith("],\"play\":\"dd\"}\n"));
  EXPECT_THAT(RunTexas42({"table", dd}).out, Not(HasSubstr("table play")));
  // Table play and double dummy do not mix, in either order.
  ExpectBadInput(RunTexas42({"table", path, dd}),
                 "studies played differently cannot be counted together");
  ExpectBadInput(RunTexas42({"chart", "--from", dd, "--from", path}),
                 "is double dummy; " + path + " is table play");
  std::remove(path.c_str());
  std::remove(dd.c_str());
}

TEST(StudyTablePlayCli, ChartFromATablePlayStudy) {
  const std::string path = TempPath("table_play_chart.jsonl");
  ASSERT_EQ(Study(path, 5, With(TablePlayFlags(), {"--format", "jsonl"})).exit_code, 0);
  // Hindsight: a deal makes a bid when any of its trumps made it at the table.
  const std::vector<std::string> lines = Lines(TableReference());
  std::map<std::string, std::string> any;  // deal index -> OR of the outcomes
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    std::string& bits = any.try_emplace(f[1], std::string(13, '0')).first->second;
    for (size_t b = 0; b < 13; ++b) bits[b] = bits[b] == '1' || f[17][b] == '1' ? '1' : '0';
  }
  int makes30 = 0, makes42 = 0;
  for (const auto& [deal, bits] : any) {
    makes30 += bits[0] == '1';
    makes42 += bits[12] == '1';
  }
  const Outcome json = RunTexas42({"chart", "--json", "--from", path});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_THAT(json.out, HasSubstr(absl::StrCat("{\"bid\":30,")));
  EXPECT_THAT(json.out,
              HasSubstr(absl::StrCat("\"evidence\":{\"hands\":5,\"makes\":", makes30, ",")));
  EXPECT_THAT(json.out,
              HasSubstr(absl::StrCat("\"evidence\":{\"hands\":5,\"makes\":", makes42, ",")));
  EXPECT_THAT(json.out, HasSubstr("\"choice\":\"hindsight\",\"play\":\"table\"}"));
  const Outcome text = RunTexas42({"chart", "--from", path});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("table play by table declarers against table defenders"));
  std::remove(path.c_str());
}

// ---- table -----------------------------------------------------------------------------------

TEST(TableCli, CsvEqualsCountsMadeFromTheStudy) {
  const std::string path = TempPath("table.csv");
  WriteFile(path, Reference());
  // Count, per trump count (pip trumps only), hands and makes of 30 and of one mark.
  std::map<int, std::array<int, 3>> expected;  // trumps -> {hands, makes 30, makes 42}
  const std::vector<std::string> lines = Lines(Reference());
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    if (f[4] == "doubles" || f[4] == "followme") continue;
    int trumps = 0, value = 0;
    ASSERT_TRUE(absl::SimpleAtoi(f[5], &trumps) && absl::SimpleAtoi(f[16], &value));
    std::array<int, 3>& e = expected[trumps];
    ++e[0];
    e[1] += value >= 30;
    e[2] += value == 42;
  }
  const Outcome run = RunTexas42({"table", path, "--by", "trumps", "--format", "csv", "--trump",
                                  "blanks,ones,twos,threes,fours,fives,sixes"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> out = Lines(run.out);
  ASSERT_EQ(out[0], "trumps,bid,hands,makes,probability,ci95_low,ci95_high,game");
  ASSERT_EQ(out.size(), 1 + expected.size() * 13);
  size_t row = 1;
  for (const auto& [trumps, e] : expected) {
    EXPECT_THAT(out[row], StartsWith(absl::StrCat(trumps, ",30,", e[0], ",", e[1], ",")));
    EXPECT_THAT(out[row + 12], StartsWith(absl::StrCat(trumps, ",42,", e[0], ",", e[2], ",")));
    row += 13;
  }
  std::remove(path.c_str());
}

TEST(TableCli, FollowMeHasARowOfItsOwn) {
  const std::string path = TempPath("followme.csv");
  WriteFile(path, Reference());
  int zero = 0;  // hands with no trump under a pip or doubles trump
  for (const std::string& line : Lines(Reference())) {
    const std::vector<std::string> f = absl::StrSplit(line, ',');
    zero += f[4] != "followme" && f[4] != "contract" && f[5] == "0";
  }
  const Outcome run = RunTexas42({"table", path, "--format", "csv"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("\nfollowme,30,12,"));
  EXPECT_THAT(run.out, HasSubstr(absl::StrCat("\n0,30,", zero, ",")));
  const Outcome json = RunTexas42({"table", path, "--format", "json"});
  EXPECT_THAT(json.out, HasSubstr("{\"key\":{\"trumps\":\"followme\"},\"hands\":12,"));
  std::remove(path.c_str());
}

TEST(TableCli, TextJsonAndSvg) {
  const std::string path = TempPath("table2.csv");
  const std::string svg = TempPath("table.svg");
  WriteFile(path, Reference());
  const Outcome text = RunTexas42({"table", path, "--by", "trumps,trump-double", "--svg", svg});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("Make probability (%) of each bid by trumps / trump-double"));
  EXPECT_THAT(text.out, HasSubstr("108 hands from 1 study"));
  EXPECT_THAT(text.out, HasSubstr("1 mark"));
  const std::string image = ReadFile(svg);
  EXPECT_EQ(XmlProblem(image), "");
  EXPECT_THAT(image, HasSubstr("<svg"));
  EXPECT_THAT(image, HasSubstr(">1 mark+</text>"));
  // Rows of a few hands are drawn pale and hatched, and a legend explains the colours.
  EXPECT_THAT(image, HasSubstr("fill=\"url(#faint)\""));
  EXPECT_THAT(image, HasSubstr("fewer than 30 hands"));
  EXPECT_THAT(image, HasSubstr(">make probability</text>"));
  const Outcome json = RunTexas42({"table", path, "--by", "contract", "--format", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_THAT(json.out, StartsWith("{\"game\":\"42\",\"unit\":\"points\",\"by\":[\"contract\"],"
                                   "\"hands\":108,\"skipped\":0,\"rows\":"
                                   "[{\"key\":{\"contract\":\"blanks\"},\"hands\":12,\"bids\":"
                                   "[{\"bid\":30,\"makes\":"));
  std::remove(path.c_str());
  std::remove(svg.c_str());
}

TEST(TableCli, TheSameDealsAreCountedOnce) {
  const std::string csv = TempPath("twice.csv");
  const std::string jsonl = TempPath("twice.jsonl");
  const std::string shorter = TempPath("twice_short.csv");
  WriteFile(csv, Reference());
  ASSERT_EQ(Study(jsonl, 12, {"--format", "jsonl"}).exit_code, 0);
  ASSERT_EQ(Study(shorter, 5).exit_code, 0);
  const Outcome once = RunTexas42({"table", csv, "--format", "csv"});
  ASSERT_EQ(once.exit_code, 0) << once.err;
  // The same file twice, the same study in both formats, and a shorter run of it.
  for (const std::vector<std::string>& files :
       std::vector<std::vector<std::string>>{{csv, csv}, {csv, jsonl}, {shorter, csv}}) {
    std::vector<std::string> args = {"table"};
    args.insert(args.end(), files.begin(), files.end());
    args.insert(args.end(), {"--format", "csv"});
    const Outcome run = RunTexas42(args);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, once.out) << files[0] << " " << files[1];
    EXPECT_THAT(run.err, HasSubstr("texas42: warning: "));
    EXPECT_THAT(run.err, HasSubstr("counted once"));
  }
  const Outcome text = RunTexas42({"table", csv, csv});
  EXPECT_THAT(text.out, HasSubstr("108 hands from 2 studies, 216 records"));
  EXPECT_THAT(text.out, HasSubstr("108 repeated records counted once"));
  const Outcome chart = RunTexas42({"chart", "--from", csv, "--format", "json"});
  const Outcome chart_twice =
      RunTexas42({"chart", "--from", csv, "--from", jsonl, "--format", "json"});
  ASSERT_EQ(chart_twice.exit_code, 0) << chart_twice.err;
  EXPECT_EQ(chart_twice.out, chart.out);
  for (const std::string& path : {csv, jsonl, shorter}) std::remove(path.c_str());
}

TEST(TableCli, TabulatesASubsetAUserFiltered) {
  // (head -2 study.csv; grep ",N,sixes," study.csv) > sub.csv: the column line, the first record
  // (deal 0's blanks, which names the study), and every sixes record.
  const std::vector<std::string> lines = Lines(Reference());
  std::string subset = absl::StrCat(lines[0], "\n", lines[1], "\n");
  for (size_t i = 1; i < lines.size(); ++i) {
    if (absl::StrContains(lines[i], ",N,sixes,")) absl::StrAppend(&subset, lines[i], "\n");
  }
  const std::string path = TempPath("subset.csv");
  WriteFile(path, subset);
  const Outcome text = RunTexas42({"table", path});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(text.err, "");
  EXPECT_THAT(text.out, HasSubstr("\n13 hands from 1 study, 13 records (seed 42: a subset, 13 of "
                                  "108 records: blanks 1, sixes 12)\n"));
  const Outcome sixes = RunTexas42({"table", path, "--trump", "sixes", "--format", "json"});
  ASSERT_EQ(sixes.exit_code, 0) << sixes.err;
  EXPECT_THAT(sixes.out,
              StartsWith("{\"game\":\"42\",\"unit\":\"points\",\"by\":[\"trumps\"],\"hands\":12,"));
  // A study holding only sixes repeats its first record through grep: it is counted once.
  const std::string only_sixes = TempPath("only_sixes.csv");
  ASSERT_EQ(Study(only_sixes, 3, {"--trump", "sixes"}).exit_code, 0);
  const std::vector<std::string> six_lines = Lines(ReadFile(only_sixes));
  WriteFile(path, absl::StrCat(absl::StrJoin(six_lines.begin(), six_lines.begin() + 2, "\n"), "\n",
                               absl::StrJoin(six_lines.begin() + 1, six_lines.end(), "\n"), "\n"));
  const Outcome repeated = RunTexas42({"table", path});
  ASSERT_EQ(repeated.exit_code, 0) << repeated.err;
  EXPECT_THAT(repeated.err, HasSubstr("skipping 1 record that repeat"));
  EXPECT_THAT(repeated.out, HasSubstr("3 hands from 1 study, 3 records (seed 42: 3 deals)"));
  // study --verify keeps the strict check: a record missing is an error there.
  WriteFile(path, subset);
  ExpectBadInput(RunTexas42({"study", "--verify", path}),
                 "expected deal 0, declarer N, contract ones here (records out of order, "
                 "repeated or missing)");
  // A subset keeps the study's order.
  std::vector<std::string> shuffled = Lines(subset);
  std::swap(shuffled[2], shuffled[3]);
  WriteFile(path, absl::StrCat(absl::StrJoin(shuffled, "\n"), "\n"));
  ExpectBadInput(RunTexas42({"table", path}),
                 "comes after a later record (a subset keeps the study's order)");
  std::remove(path.c_str());
  std::remove(only_sixes.c_str());
}

TEST(TableCli, BadInput) {
  const std::string path = TempPath("bad_table.csv");
  WriteFile(path, Reference());
  ExpectBadInput(RunTexas42({"table", "/nonexistent.csv"}), "cannot read study /nonexistent.csv");
  ExpectBadInput(RunTexas42({"table", path, "--by", "suits"}), "--by: unknown hand feature");
  ExpectBadInput(RunTexas42({"table", path, "--format", "xml"}), "--format");
  ExpectBadInput(RunTexas42({"table", path, "--declarer", "E"}),
                 "no study record of a trump contract matches --trump and --declarer");
  ExpectBadInput(RunTexas42({"table", path, "--svg", "/nonexistent/dir/t.svg"}), "--svg");
  WriteFile(path, WithValue(Reference(), 109, "99"));
  ExpectBadInput(RunTexas42({"table", path}),
                 absl::StrCat(path, ": line 109: value 99 is above the contract's maximum 42"));
  // An interrupted study is read up to its last complete line, with a warning.
  WriteFile(path, Reference().substr(0, Reference().size() - 3));
  const Outcome cut = RunTexas42({"table", path, "--by", "contract", "--format", "csv"});
  EXPECT_EQ(cut.exit_code, 0);
  EXPECT_THAT(cut.err, StartsWith("texas42: warning: "));
  EXPECT_THAT(cut.out, HasSubstr("followme,30,11,"));
  std::remove(path.c_str());
}

// ---- chart -----------------------------------------------------------------------------------

TEST(ChartCli, TextAndJson) {
  const Outcome text = RunTexas42({"chart"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, StartsWith("The \"can't lose more than\" chart of Texas 42: 42 points a "
                                   "hand, 7 tricks and 35 count (6-4 and 5-5 ten each; 5-0, 4-1 "
                                   "and 3-2 five each)\n"));
  EXPECT_THAT(text.out, HasSubstr("two tricks and one 10-count (or two 5-counts)"));
  EXPECT_THAT(text.out, HasSubstr("41          1        one trick and no count"));
  const Outcome json = RunTexas42({"chart", "--format", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_THAT(json.out, StartsWith("{\"game\":\"42\",\"unit\":\"points\",\"rows\":[{\"bid\":30,"
                                   "\"max_lost\":12,\"allowed\":[{\"tricks\":2,\"count\":10},"));
  EXPECT_THAT(json.out, HasSubstr("{\"bid\":42,\"max_lost\":0,\"allowed\":[{\"tricks\":0,"
                                  "\"count\":0}],"));
  EXPECT_EQ(Lines(json.out).size(), 1u);
}

TEST(ChartCli, FromStudyShowsHowOftenEachBidMakes) {
  const std::string path = TempPath("chart.csv");
  WriteFile(path, Reference());
  // Count deals whose best trump reaches 30, and 42, from the file.
  std::map<std::string, int> best;
  const std::vector<std::string> lines = Lines(Reference());
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    int value = 0;
    ASSERT_TRUE(absl::SimpleAtoi(f[16], &value));
    best[f[1]] = std::max(best[f[1]], value);
  }
  int makes30 = 0, makes42 = 0;
  for (const auto& [deal, value] : best) {
    makes30 += value >= 30;
    makes42 += value == 42;
  }
  const Outcome json = RunTexas42({"chart", "--format", "json", "--from", path});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_THAT(json.out,
              HasSubstr(absl::StrCat("\"evidence\":{\"hands\":12,\"makes\":", makes30, ",")));
  EXPECT_THAT(json.out,
              HasSubstr(absl::StrCat("\"evidence\":{\"hands\":12,\"makes\":", makes42, ",")));
  const Outcome text = RunTexas42({"chart", "--from", path});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr(absl::StrFormat("%5.1f%%", 100.0 * makes30 / 12)));
  // The best trump is picked with hindsight, and says so; beside it, the trump called before
  // play by the stated rule: the pip suit with the most tiles, then its double, then the higher.
  EXPECT_THAT(text.out, HasSubstr("hindsight: the declarer's best trump, picked after seeing"));
  EXPECT_THAT(text.out, HasSubstr("by rule:   the trump called from his own hand alone"));
  const std::vector<std::string> pips = {"blanks", "ones",  "twos", "threes",
                                         "fours",  "fives", "sixes"};
  std::map<std::string, std::tuple<int, int, int, int>>
      rule;  // deal -> (trumps, double, pip, value)
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    const auto pip = std::find(pips.begin(), pips.end(), f[4]);
    if (pip == pips.end()) continue;
    std::tuple<int, int, int, int> key{std::stoi(f[5]), std::stoi(f[6]),
                                       static_cast<int>(pip - pips.begin()), std::stoi(f[16])};
    auto [it, fresh] = rule.try_emplace(f[1], key);
    if (!fresh && std::make_tuple(std::get<0>(key), std::get<1>(key), std::get<2>(key)) >
                      std::make_tuple(std::get<0>(it->second), std::get<1>(it->second),
                                      std::get<2>(it->second))) {
      it->second = key;
    }
  }
  int rule30 = 0;
  for (const auto& [deal, key] : rule) rule30 += std::get<3>(key) >= 30;
  EXPECT_THAT(json.out, HasSubstr(absl::StrCat(
                            "\"evidence_by_rule\":{\"hands\":12,\"makes\":", rule30, ",")));
  ExpectBadInput(RunTexas42({"chart", "--from", "/nonexistent.csv"}), "cannot read study");
  std::remove(path.c_str());
}

}  // namespace
}  // namespace texas42
