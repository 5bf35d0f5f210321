#include "cli/flag_suggestions.h"

#include <algorithm>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"

namespace texas42 {

int EditDistance(absl::string_view a, absl::string_view b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
  for (size_t i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
  for (size_t j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i) {
    for (size_t j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[n][m];
}

std::optional<std::string> Nearest(absl::string_view typed,
                                   const std::vector<std::string>& names) {
  // The word without its dashes decides how many edits are allowed.
  const absl::string_view bare = typed.substr(std::min(typed.find_first_not_of('-'), typed.size()));
  const int allowed = bare.size() <= 4 ? 1 : 2;
  std::optional<std::string> best;
  int best_distance = allowed + 1;
  for (const std::string& name : names) {
    const int distance = EditDistance(typed, name);
    if (distance < best_distance) {
      best = name;
      best_distance = distance;
    }
  }
  if (best) return best;
  std::optional<std::string> started;
  for (const std::string& name : names) {
    if (bare.size() >= 2 && absl::StartsWith(name, typed)) {
      if (started) return std::nullopt;  // the start of two names: no guess
      started = name;
    }
  }
  return started;
}

std::vector<std::string> FlagNames(const CLI::App& command) {
  std::vector<std::string> names;
  for (const CLI::Option* option : command.get_options()) {
    for (const std::string& l : option->get_lnames()) names.push_back("--" + l);
    for (const std::string& s : option->get_snames()) names.push_back("-" + s);
  }
  return names;
}

std::optional<std::string> UnknownFlag(const CLI::App& command,
                                       const std::vector<std::string>& args) {
  const std::vector<std::string> names = FlagNames(command);
  for (const std::string& arg : args) {
    if (arg == "--") return std::nullopt;
    if (arg.size() < 2 || arg[0] != '-') continue;
    double number = 0;
    if (absl::SimpleAtod(arg, &number)) continue;  // a negative number is a value
    const std::string name = arg.substr(0, arg.find('='));
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    // Short flags may be bundled or carry their value ("-fjson", "-ofile").
    if (name.size() > 2 && name[1] != '-' &&
        std::find(names.begin(), names.end(), name.substr(0, 2)) != names.end()) {
      continue;
    }
    return name;
  }
  return std::nullopt;
}

}  // namespace texas42
