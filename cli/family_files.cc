// Study files for `table`, `chart --from` and `study --verify` as the family's are read: the
// game of a file, from its first lines, so that no command needs --game (a family study opens
// with its column line "game,..." or a JSON record {"game":...}, and its first record's tag names
// the game, "... game=moon ..."; any other file is taken for a Texas 42 study, whose reader
// judges it); and the records of several family study files, in order.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "cli/family_analysis.h"
#include "cli/game_flag.h"
#include "solver/analysis/family_study_io.h"

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
  return absl::InvalidArgumentError(absl::StrCat(
      path,
      " looks like a family study (texas42 study --game), but its first record names no "
      "game texas42 knows: give --game, and its reader says what is wrong"));
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

absl::StatusOr<FamilyStudiesRead> ReadFamilyStudies(
    const std::vector<std::string>& paths, const family::Game& game,
    const std::function<void(const FamilyStudyRecord&)>& on_record,
    const std::function<void()>& on_end) {
  FamilyStudiesRead read;
  std::map<uint64_t, std::string> seeds;  // deal i of a seed is one deal in every study
  for (const std::string& path : paths) {
    std::ifstream file;
    if (path != "-") {
      file.open(path, std::ios::binary);
      if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot read ", path));
    }
    FamilyStudyReader reader(path == "-" ? std::cin : file, /*allow_subset=*/true);
    if (absl::Status s = reader.ReadHeader(); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(path, ": ", s.message()));
    }
    const FamilyStudyParams& p = reader.params();
    if (p.game != &game) {
      return absl::InvalidArgumentError(absl::StrCat(path, " holds a ", p.game->title,
                                                     " study, not ", game.title, " (--game ",
                                                     game.name, ")"));
    }
    // Make-rates of different play do not mix.
    if (path != paths.front() && p.play != read.play) {
      return absl::InvalidArgumentError(
          absl::StrCat(paths.front(), " is ", DescribeStudyPlay(read.play), "; ", path, " is ",
                       DescribeStudyPlay(p.play), " (read them separately)"));
    }
    read.play = p.play;
    if (const auto [it, fresh] = seeds.emplace(p.seed, path); !fresh) {
      return absl::InvalidArgumentError(
          absl::StrCat(it->second, " and ", path, " share seed ", p.seed,
                       ": their deals are the same deals; give one of them"));
    }
    FamilyStudyRecord r;
    while (true) {
      absl::StatusOr<bool> more = reader.Next(r);
      if (!more.ok()) {
        return absl::InvalidArgumentError(absl::StrCat(path, ": ", more.status().message()));
      }
      if (!*more) break;
      on_record(r);
    }
    if (on_end) on_end();
    if (reader.partial_tail()) {
      std::cerr << "texas42: warning: " << path
                << ": an incomplete last line was not read (an interrupted study)\n";
    }
    const uint64_t all = p.deals * p.records_per_deal();
    read.described.push_back(absl::StrCat(
        path, " (seed ", p.seed, ", ", p.deals, " deals",
        reader.read() < all ? absl::StrCat("; a subset, ", reader.read(), " of ", all, " records")
                            : "",
        ")"));
  }
  return read;
}

}  // namespace texas42
