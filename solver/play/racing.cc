#include "solver/play/racing.h"

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace texas42 {

std::string WorldsName(int worlds) {
  return worlds == kAdaptiveWorlds ? "auto" : absl::StrCat(worlds);
}

std::string WorldsText(int worlds) {
  if (worlds != kAdaptiveWorlds) return absl::StrCat(worlds, worlds == 1 ? " world" : " worlds");
  const Racing racing;
  return absl::StrCat(racing.first, " to ", racing.most, " worlds");
}

absl::StatusOr<int> ParseWorlds(absl::string_view text) {
  if (absl::AsciiStrToLower(text) == "auto") return kAdaptiveWorlds;
  int worlds = 0;
  if (!absl::SimpleAtoi(text, &worlds) || worlds < 1 || worlds > kMostWorlds) {
    return absl::InvalidArgumentError(absl::StrCat("worlds must be auto or a whole number 1..",
                                                   kMostWorlds, ", not '", text, "'"));
  }
  return worlds;
}

GoalRace StartGoal(int target, const std::vector<bool>& valued) {
  GoalRace g;
  g.target = target;
  g.alive = valued;
  g.reached.assign(valued.size(), 0);
  g.worlds.assign(valued.size(), 0);
  return g;
}

int Leader(const GoalRace& g) {
  int leader = -1;
  for (size_t k = 0; k < g.alive.size(); ++k) {
    if (g.alive[k] && (leader < 0 || g.reached[k] > g.reached[leader])) {
      leader = static_cast<int>(k);
    }
  }
  return leader;
}

}  // namespace texas42
