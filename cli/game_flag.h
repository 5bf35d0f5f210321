// The --game flag: which game of the 42 family a command analyzes (docs/rules.md, "The rest of
// the family"). Every command takes it; solve, bid, play, review, study, table, chart and deal
// take every game and bench times any; match plays Texas 42 only and refuses any other game
// with one error line, while `--game 42` changes nothing.
#ifndef TEXAS42_CLI_GAME_FLAG_H_
#define TEXAS42_CLI_GAME_FLAG_H_

#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "cli/command.h"
#include "solver/family/game.h"

namespace texas42 {

// Adds --game NAME to `cmd`, stored in `game` (empty: not given, which means Texas 42), with
// `help` as its description (the default lists the games).
void AddGameFlag(CLI::App& cmd, std::string& game, const std::string& help = "");

// Returns the game `game` names (Texas 42 when empty), or the error of an unknown name.
absl::StatusOr<const family::Game*> GameFromFlag(const std::string& game);

// Returns the built-in example deal of `game` (--example): Texas 42's, a 3-hand, Moon (either
// set) and Geezer deal each solved in a second or two; The Big Game has none (a whole deal takes
// minutes), and the error says to give --deal.
absl::StatusOr<std::string> ExampleDealOf(const family::Game& game);
// Returns `deal`, or with `example` the game's built-in deal (ExampleDealOf).
absl::StatusOr<std::string> DealOrExample(const family::Game& game, const std::string& deal,
                                          bool example);

// Returns OK for Texas 42 (or no --game), else an error saying that `command` analyzes Texas 42
// only and names the commands that take the other games.
absl::Status CheckTexas42Only(const std::string& command, const std::string& game);

// Adds --game to `command`'s app and makes its action refuse any game but Texas 42 (exit code 2
// with one error line) before it runs. For the commands that analyze Texas 42 only.
Command Texas42Only(Command command);

}  // namespace texas42

#endif  // TEXAS42_CLI_GAME_FLAG_H_
