// The game of a study file, from its first lines, so that `table`, `chart --from` and
// `study --verify` need no --game: a file of version 3 or a family study of version 1 opens with
// its column line "game,..." or a JSON record {"game":...}, and its first record's tag names the
// game ("... game=moon ..."); any other file is taken for a Texas 42 study of an earlier version,
// whose reader judges it.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "cli/game_flag.h"
#include "cli/study_files.h"

namespace texas42 {

absl::StatusOr<const family::Game*> StudyFileGame(const std::string& path) {
  if (path == "-") return nullptr;  // standard input cannot be read twice
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    return absl::InvalidArgumentError(absl::StrCat(path, " is a directory, not a study file"));
  }
  std::ifstream in(path, std::ios::binary);
  std::string first;
  if (!in || !std::getline(in, first)) return nullptr;  // the reader reports it
  if (!first.empty() && first.back() == '\r') first.pop_back();
  const bool csv = absl::StartsWith(first, "game,");
  if (!csv && !absl::StartsWith(first, "{\"game\":")) return &family::GameOf(family::GameId::k42);
  std::string record = first;
  if (csv && !std::getline(in, record)) record.clear();
  const size_t at = record.find(" game=");
  if (at != std::string::npos) {
    const size_t end = record.find_first_of(" \",", at + 1);
    absl::StatusOr<const family::Game*> game =
        GameFromFlag(record.substr(at + 6, end == std::string::npos ? end : end - at - 6));
    if (game.ok()) return *game;
  }
  return absl::InvalidArgumentError(
      absl::StrCat(path,
                   " names a game in its first column, but its first record names no game "
                   "texas42 knows: give --game, and its reader says what is wrong"));
}

absl::StatusOr<const family::Game*> GameOfStudies(const std::vector<std::string>& paths,
                                                  const std::string& flag) {
  const family::Game* chosen = nullptr;
  if (!flag.empty()) {
    absl::StatusOr<const family::Game*> game = GameFromFlag(flag);
    if (!game.ok()) return game.status();
    chosen = *game;
  }
  std::string first_path;
  for (const std::string& path : paths) {
    absl::StatusOr<const family::Game*> read = StudyFileGame(path);
    // Given --game, the game's reader judges a file whose game cannot be told.
    if (!read.ok() && flag.empty()) return read.status();
    const family::Game* game = read.ok() ? *read : nullptr;
    if (game == nullptr) continue;
    if (chosen == nullptr) {
      chosen = game;
      first_path = path;
    } else if (game != chosen) {
      if (first_path.empty()) {
        return absl::InvalidArgumentError(absl::StrCat(path, " holds a ", game->title,
                                                       " study, not ", chosen->title, " (--game ",
                                                       chosen->name, ")"));
      }
      return absl::InvalidArgumentError(absl::StrCat(first_path, " holds a ", chosen->title,
                                                     " study and ", path, " a ", game->title,
                                                     " study: give one game's studies"));
    }
  }
  return chosen != nullptr ? chosen : &family::GameOf(family::GameId::k42);
}

}  // namespace texas42
