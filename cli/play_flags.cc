#include "cli/play_flags.h"

#include "absl/strings/str_cat.h"
#include "cli/flag_checks.h"

namespace texas42 {
namespace {

absl::Status Named(absl::string_view flag, const absl::Status& status) {
  return absl::InvalidArgumentError(absl::StrCat(flag, ": ", status.message()));
}

}  // namespace

void AddTablePlayFlags(CLI::App& command, TablePlayFlags& flags, const std::string& what) {
  command
      .add_option("--play", flags.play,
                  absl::StrCat("How ", what,
                               " is played: dd (every hand face up) or table "
                               "(players who see only their own hand play it out; slower)"))
      ->capture_default_str();
  command
      .add_option("--declarers", flags.declarers,
                  "With --play: the bidding side's players, dd or table (default: --play's)")
      ->check(NotEmpty());
  command
      .add_option("--defenders", flags.defenders,
                  "With --play: the other side's players, dd or table (default: --play's)")
      ->check(NotEmpty());
  AddWorldsFlag(command, flags.worlds, "each decision");
}

absl::StatusOr<std::optional<Seating>> SeatingFromFlags(const TablePlayFlags& flags) {
  absl::StatusOr<PlayerKind> both = ParsePlayerKind(flags.play);
  if (!both.ok()) return Named("--play", both.status());
  Seating seating{*both, *both};
  if (!flags.declarers.empty()) {
    absl::StatusOr<PlayerKind> k = ParsePlayerKind(flags.declarers);
    if (!k.ok()) return Named("--declarers", k.status());
    seating.declarers = *k;
  }
  if (!flags.defenders.empty()) {
    absl::StatusOr<PlayerKind> k = ParsePlayerKind(flags.defenders);
    if (!k.ok()) return Named("--defenders", k.status());
    seating.defenders = *k;
  }
  if (seating.declarers == PlayerKind::kDoubleDummy &&
      seating.defenders == PlayerKind::kDoubleDummy) {
    return std::optional<Seating>();
  }
  return std::optional<Seating>(seating);
}

}  // namespace texas42
