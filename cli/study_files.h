// Reading study files of any game and edition for `texas42 table` and `texas42 chart`: the game
// the files hold, and every record of every file, in order, checked by StudyReader. An interrupted
// study's unterminated last line is skipped with a warning on stderr. A file may be a subset of its
// study that a user filtered himself
// (`(head -2 study.csv; grep ",N,sixes," study.csv) > sub.csv`): records may be missing, never
// out of order, and DescribeStudies says how many records and which contracts it holds.
// (`study --verify` reads strictly: there a missing record is an error.)
//
// Nothing is counted twice. Deal i of a seed is the same deal in every study, and a study holds
// deals 0..n-1, so two files with the same seed (the same study twice, in CSV and JSON Lines, or
// a shorter run of it) repeat each other's records for the deals both hold. A record is passed
// on only when no earlier file held the same (seed, deal index, declarer, contract); the files
// that repeated records are named in a warning on stderr and in DescribeStudies.
//
// Every file must have been played the same way (StudyParams::play: double dummy, or table
// play with the same players and worlds): make-rates of different play do not mix, so a file
// played otherwise than the first is an error.
#ifndef TEXAS42_CLI_STUDY_FILES_H_
#define TEXAS42_CLI_STUDY_FILES_H_

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/analysis/study.h"
#include "solver/family/game.h"

namespace texas42 {

struct StudySummary {
  std::string path;
  StudyParams params;
  uint64_t records = 0;   // records read from the file
  uint64_t repeated = 0;  // of them, records an earlier file held (not passed on)
  bool subset = false;    // records of the study are missing from the file
  // A subset's records by contract name ("sixes"), in the study's contract order.
  std::vector<std::pair<std::string, uint64_t>> contracts;
};

// Returns the game of the study file at `path`: the game its tag names, Texas 42 for a file of
// an earlier Texas 42 edition; nullptr for standard input ("-") or a file that cannot be read
// (the reader then reports it). A directory, or a file whose first record names no game, is an
// error.
absl::StatusOr<const family::Game*> StudyFileGame(const std::string& path);
// Returns the one game of the study files `paths` for `table`, `chart --from` and
// `study --verify`: the --game `flag` when given (a file of another game is an error), else the
// game of the files (files of two games are an error), Texas 42 when no file tells.
absl::StatusOr<const family::Game*> GameOfStudies(const std::vector<std::string>& paths,
                                                  const std::string& flag);

// Calls `on_record` for every record of every file in `paths` ("-" = standard input) that no
// earlier file held, and `on_end` after each file; errors name the file and line. Every file
// must be a study of `game`.
absl::Status ReadStudies(const std::vector<std::string>& paths, const family::Game& game,
                         const std::function<void(const StudyRecord&)>& on_record,
                         const std::function<void(const StudySummary&)>& on_end);

// Describes what was read: "2 studies, 18000 records (seed 1: 1000 deals, ...)", a subset as
// "seed 42: a subset, 1001 of 9000 records: blanks 1, sixes 1000", and how many repeated
// records were counted once.
std::string DescribeStudies(const std::vector<StudySummary>& studies);

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_FILES_H_
