// `texas42 play`, every game of the family: plays a deal (or a file of deals) out with a chosen
// player for each side (double dummy, or a table player who sees only his own hand), with what
// each play cost double dummy; `--next` answers for one position: the tile the table player to
// move would choose (play_run.h); `--seat S` seats a person at the table against table
// players (play_seat.h).
#include <iostream>
#include <memory>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/contract_flags.h"
#include "cli/flag_checks.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/input.h"
#include "cli/line_reader.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/play_run.h"
#include "cli/play_seat.h"
#include "solver/analysis/duplicate_match.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/search.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

struct PlayFlags {
  std::string deal;
  std::string deals;
  bool example = false;
  ContractFlags contract;
  std::string declarer = "N";
  std::string bid;  // empty: the game's lowest
  std::string played;
  std::string declarers = "table";
  std::string defenders = "table";
  int worlds = kAdaptiveWorlds;
  uint64_t seed = 1;
  bool next = false;
  std::string seat;     // empty: no person at the table
  std::string game;     // --game; empty: Texas 42
  std::string discard;  // --game moon or big-game: the declarer's discard
  OutputFlags out;
  int threads = 0;
};

// The request of `play` for `deal` (the deal's text).
PlayRequest RequestOf(const PlayFlags& flags, const CLI::App& cmd, const family::Game& game,
                      std::string deal) {
  PlayRequest request;
  request.game = &game;
  request.deal = std::move(deal);
  request.contract = flags.contract;
  request.declarer = flags.declarer;
  if (cmd.count("--bid") > 0) request.bid = flags.bid;
  request.declarers = flags.declarers;
  request.defenders = flags.defenders;
  request.worlds = flags.worlds;
  request.seed = flags.seed;
  request.played = flags.played;
  request.discard = flags.discard;
  request.next = flags.next;
  return request;
}

// `play --seat S`, every game: the deal given, or dealt by --seed (in Texas 42 with the contract
// a table would reach: BoardOf, the board of `texas42 match --seed S`; in the other games deal 0
// of `texas42 deal --game G --seed S` with the contract flags), and a person in seat S.
int RunSeat(const PlayFlags& flags, const CLI::App& cmd, const family::Game& game) {
  for (const char* flag :
       {"--input", "--played", "--next", "--declarers", "--defenders", "--output", "--threads"}) {
    if (cmd.count(flag) > 0) return Fail(absl::StrCat(flag, " does not go with --seat"));
  }
  const bool texas42 = game.id == family::GameId::k42;
  for (const char* flag : {"--splash-marks", "--plunge-marks", "--plunge-doubles"}) {
    if (!texas42 && cmd.count(flag) > 0) return Fail(absl::StrCat(flag, " is Texas 42 only"));
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  if (*format != "text") {
    return Fail(absl::StrCat("--seat plays at the terminal in text, not --format ", *format));
  }
  if (!flags.deal.empty() && flags.example) return Fail("give --deal or --example, not both");
  if (!flags.deal.empty() || flags.example) {
    absl::StatusOr<std::string> given = DealOrExample(game, flags.deal, flags.example);
    if (!given.ok()) return Fail(given.status());
    return RunSeatRequest(RequestOf(flags, cmd, game, *given), flags.seat);
  }
  if (!texas42) {
    const std::string deal =
        family::FormatDeal(game, family::DealRandom(game, family::Hands{}, flags.seed, 0));
    return RunSeatRequest(RequestOf(flags, cmd, game, deal), flags.seat);
  }
  for (const char* flag :
       {"--contract", "--trump", "--nello-doubles", "--sevens-closest-lead", "--first-lead-trump",
        "--splash-marks", "--plunge-marks", "--plunge-doubles", "--declarer", "--bid"}) {
    if (cmd.count(flag) > 0) {
      return Fail(absl::StrCat(flag,
                               " goes with --deal or --example; a deal by --seed comes with "
                               "its own contract"));
    }
  }
  family::Solver solver;
  const Board board = BoardOf(solver, flags.seed, 0);
  PlayRequest request = RequestOf(flags, cmd, game, family::FormatDeal(game, board.deal));
  request.contract.trump = family::TrumpName(board.trump);
  request.declarer = std::string(1, family::SeatLetter(board.declarer));
  request.bid = family::BidName(game, board.bid);
  return RunSeatRequest(request, flags.seat);
}

// `play` without --seat, every game: one deal (--deal, --example) or every deal of --input,
// played out and reviewed; or, with --next, the table player's choice at one position.
int RunPlayHands(const PlayFlags& flags, const CLI::App& cmd, const family::Game& game) {
  for (const char* flag : {"--splash-marks", "--plunge-marks", "--plunge-doubles"}) {
    if (game.id != family::GameId::k42 && cmd.count(flag) > 0) {
      return Fail(absl::StrCat(flag, " is Texas 42 only"));
    }
  }
  const int sources = !flags.deal.empty() + !flags.deals.empty() + flags.example;
  if (sources != 1) return Fail("give exactly one of --deal, --input or --example");
  if (!flags.deals.empty() && flags.next) return Fail("--next goes with a single --deal");
  if (!flags.deals.empty() && !flags.played.empty()) {
    return Fail("--played goes with a single --deal, not --input");
  }
  if (!flags.discard.empty() && game.left_over == 0) {
    return Fail(absl::StrCat("--discard: ", game.title, " has no tile left over"));
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  const std::vector<std::string> inputs =
      flags.deals.empty() ? std::vector<std::string>{} : std::vector<std::string>{flags.deals};
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output", inputs);
  if (!out.ok()) return Fail(out.status());
  std::string deal;
  if (flags.deals.empty()) {
    absl::StatusOr<std::string> given = DealOrExample(game, flags.deal, flags.example);
    if (!given.ok()) return Fail(given.status());
    deal = *given;
  }
  PlayRequest request = RequestOf(flags, cmd, game, deal);
  request.json = *format == "json";
  request.threads = flags.threads;
  if (!flags.deals.empty()) {
    absl::StatusOr<std::vector<std::string>> lines = ReadAllLines(flags.deals, "--input");
    if (!lines.ok()) return Fail(lines.status());
    for (size_t i = 0; i < lines->size(); ++i) {
      const absl::string_view text = absl::StripAsciiWhitespace((*lines)[i]);
      if (text.empty() || text.front() == '#') continue;
      request.deals.push_back({static_cast<int>(i + 1), std::string(text)});
    }
    if (request.deals.empty()) return Fail("--input: no deals in the file");
  }
  return RunPlayRequest(request, *out);
}

int RunPlay(const PlayFlags& flags, const CLI::App& cmd) {
  absl::StatusOr<const family::Game*> game = GameFromFlag(flags.game);
  if (!game.ok()) return Fail(game.status());
  if (cmd.count("--seat") > 0) return RunSeat(flags, cmd, **game);
  return RunPlayHands(flags, cmd, **game);
}

}  // namespace

Command AddPlayCommand(CLI::App& app) {
  auto flags = std::make_shared<PlayFlags>();
  CLI::App* cmd = app.add_subcommand(
      "play",
      "Play a deal out with table players (who see only their own hand) or double "
      "dummy, and what each play cost");
  cmd->add_option("--deal", flags->deal,
                  "Four hands N/E/S/W separated by '/', e.g. \"66 65 .../62 ...\"");
  cmd->add_option("-i,--input", flags->deals, "File of deals, one per line ('-' = stdin)");
  cmd->add_flag("--example", flags->example, "Play the built-in example deal");
  AddContractFlags(*cmd, flags->contract);
  AddStakeFlags(*cmd, flags->contract);
  cmd->add_option("--declarer", flags->declarer, "Seat of the declarer: N, E, S or W")
      ->capture_default_str();
  cmd->add_option("--bid", flags->bid,
                  "The bid the declarer's side plays for: 30..41 or marks (1 mark, 2 marks); in "
                  "another game its own (Moon: 4..7 tricks). Default: the game's lowest");
  cmd->add_option("--played", flags->played, "Tiles already played, from the opening lead");
  cmd->add_option("--discard", flags->discard,
                  "--game moon or big-game: the declarer's discard (default: his best, seeing the "
                  "deal)");
  cmd->add_option("--declarers", flags->declarers,
                  "Who plays the bidding side: table (sees only his own hand) or dd")
      ->capture_default_str();
  cmd->add_option("--defenders", flags->defenders, "Who plays the other side: table or dd")
      ->capture_default_str();
  AddWorldsFlag(*cmd, flags->worlds, "each decision");
  cmd->add_option("--seed", flags->seed, "Seed of the table players' draws")
      ->check(WholeNumber(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_flag("--next", flags->next,
                "Only the tile the table player to move would choose after --played");
  cmd->add_option("--seat", flags->seat,
                  "Take seat N, E, S or W (N, E or S in 3-hand and moon) yourself against table "
                  "players, typing your tiles (without --deal or --example, --seed deals the "
                  "hand, in 42 with its contract)");
  AddGameFlag(
      *cmd, flags->game,
      "The game: 42 (the default), 3-hand, moon, moon-00, geezer or big-game (other games: one "
      "--deal played out, or --seat, its plays valued double dummy)");
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  PolishHelp(*cmd,
             "  texas42 play --example --trump sixes --bid 34\n"
             "  texas42 play --example --trump sixes --played \"6-6 6-2\" --next\n"
             "  texas42 play --seat S --seed 7\n"
             "  texas42 play --game moon --trump sixes --deal \"$(texas42 deal --game moon)\"\n"
             "  texas42 play --game moon --trump sixes --seat E --seed 3\n");
  return {cmd, [flags, cmd] { return RunPlay(*flags, *cmd); }};
}

}  // namespace texas42
