// The table-play flags `bid` and `study` share: --play dd|table, --declarers and --defenders
// (dd or table for one side, default --play's) and --worlds W (layouts a table player draws for
// each decision).
#ifndef TEXAS42_CLI_PLAY_FLAGS_H_
#define TEXAS42_CLI_PLAY_FLAGS_H_

#include <optional>
#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "solver/play/racing.h"
#include "solver/play/seating.h"

namespace texas42 {

struct TablePlayFlags {
  std::string play = "dd";  // bid sets "table" before adding the flags
  std::string declarers;    // empty: --play's
  std::string defenders;    // empty: --play's
  int worlds = kAnalysisWorlds;
};

// Adds the four flags; `what` says what is played out ("each layout", "each hand").
void AddTablePlayFlags(CLI::App& command, TablePlayFlags& flags, const std::string& what);

// Returns the players the flags ask for: nothing when both sides are double dummy. Errors name
// the flag.
absl::StatusOr<std::optional<Seating>> SeatingFromFlags(const TablePlayFlags& flags);

}  // namespace texas42

#endif  // TEXAS42_CLI_PLAY_FLAGS_H_
