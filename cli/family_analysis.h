// `study`, `table` and `chart` for the rest of the 42 family (--game 3-hand, moon, geezer,
// big-game): the flags each command passes on, and the runners (study_family.cc,
// table_family.cc). Each returns an exit code, printing one error line on bad
// input, as the Texas 42 commands do.
#ifndef TEXAS42_CLI_FAMILY_ANALYSIS_H_
#define TEXAS42_CLI_FAMILY_ANALYSIS_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "cli/output_flags.h"
#include "solver/analysis/family_study.h"
#include "solver/family/game.h"

namespace texas42 {

struct FamilyStudyFlags {
  const family::Game* game = nullptr;
  uint64_t deals = 0;
  uint64_t seed = 1;
  std::string declarer = "N";
  std::string contracts;  // empty: every trump choice; else a comma list or "all"
  std::string trump;      // --trump: the trumps to study (instead of --contracts)
  std::string output;
  std::string format;
  bool resume = false;
  bool overwrite = false;
  int threads = 0;
  uint64_t chunk = 64;
  std::optional<StudyPlay> play;  // --play table: every hand also played out at the table
  bool estimate = false;          // only say what the study will cost
};

struct FamilyTableFlags {
  const family::Game* game = nullptr;
  std::vector<std::string> studies;
  std::string by = "trumps";
  std::string trump = "all";  // a comma list of the game's trumps, or all
  std::string declarer = "all";
  OutputFlags out;
  std::string svg;  // --svg: the heatmap too, in this file
};

int RunFamilyStudy(const FamilyStudyFlags& flags);
int RunFamilyTable(const FamilyTableFlags& flags);
// Returns the game of the study file at `path`: Texas 42 for a Texas 42 study, the game a
// family study's tag names; nullptr for standard input ("-") or a file that cannot be read (the
// reader then reports it). A directory, or a family study whose first record names no game, is
// an error.
absl::StatusOr<const family::Game*> StudyFileGame(const std::string& path);
// Returns the one game of the study files `paths` for `table`, `chart --from` and
// `study --verify`: the --game `flag` when given (a file of another game is an error), else the
// game of the files (files of two games are an error), Texas 42 when no file tells.
absl::StatusOr<const family::Game*> GameOfStudies(const std::vector<std::string>& paths,
                                                  const std::string& flag);
// Reads the family study files `paths` ("-" = standard input) of `game`, calling `on_record`
// for every record in order and `on_end` (when given) after each file; returns each file
// described: "moon.csv (seed 1, 20 deals)", "; a subset, 12 of 60 records" for a file a user
// filtered, and how the hands were played. Errors name the file and line; two files of one seed
// (the same deals) are an error, and so are files played otherwise than the first (double
// dummy, or table play by other players). An interrupted study's unterminated last line is
// skipped with a warning on stderr.
struct FamilyStudiesRead {
  std::vector<std::string> described;  // each file
  std::optional<StudyPlay> play;       // how every file's hands were played
};
absl::StatusOr<FamilyStudiesRead> ReadFamilyStudies(
    const std::vector<std::string>& paths, const family::Game& game,
    const std::function<void(const FamilyStudyRecord&)>& on_record,
    const std::function<void()>& on_end = nullptr);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_ANALYSIS_H_
