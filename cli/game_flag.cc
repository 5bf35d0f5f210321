#include "cli/game_flag.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "cli/flag_checks.h"
#include "cli/input.h"

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

absl::StatusOr<std::string> ExampleDealOf(const family::Game& game) {
  switch (game.id) {
    case family::GameId::k42:
      return std::string(kExampleDeal);
    case family::GameId::kThreeHand:
      return std::string(
          "66 63 60 54 51 44 41 32 21/65 62 55 52 50 43 40 31 20/64 61 53 42 33 30 22 11 00");
    case family::GameId::kMoon:
      // The same hands in both sets; the tile left over is the one the set holds.
      return absl::StrCat("66 64 62 55 53 43 31/65 61 54 52 44 41 22/63 51 42 33 32 21 11/",
                          game.tiles.Contains(family::Tile::FromPips(1, 0)) ? "10" : "00");
    case family::GameId::kGeezer:
      return std::string(
          "77 76 75 74 64 62 60 53 41/70 66 65 61 43 42 33 22 20/71 54 52 40 30 21 11 10 00/"
          "73 72 63 55 51 50 44 32 31");
    case family::GameId::kBigGame:
      break;
  }
  return absl::InvalidArgumentError(
      absl::StrCat("--example: ", game.title,
                   " has no built-in example (a whole deal takes minutes to solve); give --deal, "
                   "for one from texas42 deal --game ", game.name));
}

absl::StatusOr<std::string> DealOrExample(const family::Game& game, const std::string& deal,
                                          bool example) {
  if (example) return ExampleDealOf(game);
  return deal;
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
