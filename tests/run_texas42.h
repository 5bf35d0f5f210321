// Running the built `texas42` (or any command) as a user would, for the CLI tests: through
// a shell with a timeout, so that a hang fails the test instead of stalling the suite.
#ifndef TEXAS42_TESTS_RUN_TEXAS42_H_
#define TEXAS42_TESTS_RUN_TEXAS42_H_

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"

namespace texas42 {

// The README's example deal, as a line of a deal file.
inline constexpr char kExampleDealLine[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

struct Outcome {
  int exit_code;
  std::string out;
  std::string err;
};

inline std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline void WriteFile(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// Returns a fresh path in the test's temporary directory.
inline std::string TempPath(const std::string& name) {
  return absl::StrCat(::testing::TempDir(), "texas42_study_", getpid(), "_", name);
}

inline std::string ShellQuote(const std::string& arg) {
  std::string quoted = "'";
  for (char c : arg) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// Runs `program args...` (program unquoted: it may be a prefix like "mpirun -np 2 texas42"),
// with standard input from `stdin_path`.
inline Outcome RunCommand(const std::string& program, const std::vector<std::string>& args,
                          const std::string& stdin_path = "/dev/null") {
  std::string command = absl::StrCat("timeout 300 ", program);
  for (const std::string& arg : args) absl::StrAppend(&command, " ", ShellQuote(arg));
  const std::string out = TempPath("stdout"), err = TempPath("stderr");
  absl::StrAppend(&command, " <", ShellQuote(stdin_path), " >", ShellQuote(out), " 2>",
                  ShellQuote(err));
  const int status = std::system(command.c_str());
  Outcome run{WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status), ReadFile(out),
              ReadFile(err)};
  std::remove(out.c_str());
  std::remove(err.c_str());
  EXPECT_NE(run.exit_code, 124) << "timed out: " << command;
  return run;
}

inline Outcome RunTexas42(const std::vector<std::string>& args,
                          const std::string& stdin_path = "/dev/null") {
  return RunCommand(ShellQuote(TEXAS42_BINARY), args, stdin_path);
}

inline std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// Expects the one-line error of bad input: exit code 2 and "texas42: error: ..." naming `what`.
inline void ExpectBadInput(const Outcome& run, const std::string& what) {
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_EQ(Lines(run.err).size(), 1u) << run.err;
  EXPECT_EQ(run.err.rfind("texas42: error: ", 0), 0u) << run.err;
  EXPECT_NE(run.err.find(what), std::string::npos) << "expected '" << what << "' in: " << run.err;
}

// Runs `texas42 play ARGS` with `input` as its standard input (kept in a temporary file named
// after `name` while it runs): the dialogue of a person at the table.
inline Outcome PlayWithInput(const std::vector<std::string>& args, const std::string& input,
                             const std::string& name) {
  const std::string path = TempPath(name);
  WriteFile(path, input);
  std::vector<std::string> all = {"play"};
  all.insert(all.end(), args.begin(), args.end());
  Outcome run = RunTexas42(all, path);
  std::remove(path.c_str());
  return run;
}

// Returns the line of `text` after the first line equal to `line` (empty when there is none).
inline std::string LineAfter(const std::string& text, const std::string& line) {
  const std::vector<std::string> lines = Lines(text);
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    if (lines[i] == line) return lines[i + 1];
  }
  return "";
}

}  // namespace texas42

#endif  // TEXAS42_TESTS_RUN_TEXAS42_H_
