#include "cli/game_flag.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "cli/flag_checks.h"

namespace texas42 {

void AddGameFlag(CLI::App& cmd, std::string& game, const std::string& help) {
  cmd.add_option("--game", game,
                 help.empty() ? "The game: 42 (Texas 42, the default), 3-hand, moon (moon-00: with the "
                                "0-0 for the 1-0), geezer or big-game"
                              : help)
      ->type_name("GAME")
      ->check(NotEmpty());
}

absl::StatusOr<const family::Game*> GameFromFlag(const std::string& game) {
  if (game.empty()) return &family::GameOf(family::GameId::k42);
  absl::StatusOr<const family::Game*> parsed = family::ParseGame(game);
  if (!parsed.ok())
    return absl::InvalidArgumentError(absl::StrCat("--game: ", parsed.status().message()));
  return parsed;
}

absl::Status CheckTexas42Only(const std::string& command, const std::string& game) {
  absl::StatusOr<const family::Game*> parsed = GameFromFlag(game);
  if (!parsed.ok()) return parsed.status();
  if ((*parsed)->id == family::GameId::k42) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat("'", command, "' analyzes Texas 42 only; --game ", (*parsed)->name,
                   " is taken by solve, bid, play, review, study, table, chart, deal and bench"));
}

Command Texas42Only(Command command) {
  auto game = std::make_shared<std::string>();
  AddGameFlag(*command.app, *game,
              "The game: 42 only (3-hand, moon, geezer and big-game are taken by solve, bid, "
              "play, review, study, table, chart, deal and bench)");
  const std::string name = command.app->get_name();
  return {command.app, [game, name, run = std::move(command.run)] {
            if (absl::Status s = CheckTexas42Only(name, *game); !s.ok()) return Fail(s);
            return run();
          }};
}

}  // namespace texas42
