// Telling family study files (texas42 study --game) from Texas 42's before Texas 42's table
// and chart read them, so that a family file given without --game is refused with one line
// that names its game, not with a complaint about its columns.
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "cli/family_analysis.h"
#include "solver/analysis/family_study_io.h"

namespace texas42 {

absl::Status RefuseFamilyStudies(const std::vector<std::string>& paths) {
  for (const std::string& path : paths) {
    if (path == "-") continue;  // standard input cannot be read twice
    std::ifstream in(path, std::ios::binary);
    std::string first;
    if (!in || !std::getline(in, first)) continue;  // the reader reports it
    const bool csv = first == kFamilyStudyColumns || first + "\r" == kFamilyStudyColumns;
    if (!csv && !absl::StartsWith(first, "{\"game\":")) continue;
    std::string record = first;
    if (csv && !std::getline(in, record)) record.clear();
    std::string game = "its game";
    if (const size_t at = record.find("game="); at != std::string::npos) {
      game = record.substr(at + 5, record.find(' ', at) - at - 5);
    }
    return absl::InvalidArgumentError(absl::StrCat(
        path, " is a family study (texas42 study --game): read it with --game ", game));
  }
  return absl::OkStatus();
}

}  // namespace texas42
