// `texas42 play`: plays a deal out with a chosen player for each side (double dummy, or a
// table player who sees only his own hand), with what each play cost double dummy; `--next`
// answers for one position: the tile the table player to move would choose; `--seat S` seats a
// person at the table against table players, in every game (play_seat.h). `--game G`
// plays a deal of any other game of the family (play_family.h).
#include <iostream>
#include <memory>
#include <string>

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
#include "cli/play_family.h"
#include "cli/play_report.h"
#include "cli/play_seat.h"
#include "solver/analysis/duplicate_match.h"
#include "solver/analysis/play_analysis.h"
#include "solver/family/deal.h"
#include "solver/play/family_table_player.h"
#include "solver/play/seat_view.h"
#include "solver/play/table_player.h"

namespace texas42 {
namespace {

struct PlayFlags {
  std::string deal;
  std::string deals;
  bool example = false;
  ContractFlags contract;
  std::string declarer = "N";
  std::string bid = "30";
  std::string played;
  std::string declarers = "table";
  std::string defenders = "table";
  int worlds = kDefaultWorlds;
  uint64_t seed = 1;
  bool next = false;
  std::string seat;     // empty: no person at the table
  std::string game;     // --game; empty: Texas 42
  std::string discard;  // --game moon or big-game: the declarer's discard
  OutputFlags out;
  int threads = 0;
};

// The contract the flags name: one contract, its declarer and the bid.
struct PlayContract {
  Contract contract;
  Seat declarer = Seat::kNorth;
  int bid = kLowestBid;
};

absl::StatusOr<PlayContract> ContractOfFlags(const PlayFlags& flags, bool bid_given) {
  absl::StatusOr<std::vector<Contract>> contracts = ContractsFromFlags(flags.contract);
  if (!contracts.ok()) return contracts.status();
  if (contracts->size() != 1) {
    return absl::InvalidArgumentError("play takes one contract: name one trump with --trump");
  }
  PlayContract c{contracts->front()};
  absl::StatusOr<Seat> declarer = ParseSeat(flags.declarer);
  if (!declarer.ok()) return declarer.status();
  c.declarer = *declarer;
  absl::StatusOr<int> bid = ParseBid(flags.bid);
  if (!bid.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--bid: ", bid.status().message()));
  }
  c.bid = *bid;
  if (bid_given && c.contract.scoring() != Scoring::kPoints) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--bid goes with a trump contract; ", ContractKindName(c.contract.kind), " is bid at ",
        MarksOf(c.contract), MarksOf(c.contract) == 1 ? " mark" : " marks"));
  }
  return c;
}

// The request of `play --game G` for `deal` (the deal's text).
FamilyPlayRequest FamilyRequestOf(const PlayFlags& flags, const CLI::App& cmd,
                                  const family::Game& game, std::string deal) {
  FamilyPlayRequest request;
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
    return RunFamilySeat(FamilyRequestOf(flags, cmd, game, *given), flags.seat);
  }
  if (!texas42) {
    const std::string deal =
        family::FormatDeal(game, family::DealRandom(game, family::Hands{}, flags.seed, 0));
    return RunFamilySeat(FamilyRequestOf(flags, cmd, game, deal), flags.seat);
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
  Solver solver;
  const Board board = BoardOf(solver, flags.seed, 0);
  FamilyPlayRequest request = FamilyRequestOf(flags, cmd, game, FormatDeal(board.deal));
  request.contract.trump = std::string(TrumpName(board.trump));
  request.declarer = std::string(1, SeatLetter(board.declarer));
  request.bid = BidName(board.bid);
  return RunFamilySeat(request, flags.seat);
}

// `play --game G` for a game other than Texas 42: one deal, played out and reviewed.
int RunPlayFamily(const PlayFlags& flags, const CLI::App& cmd, const family::Game& game) {
  for (const char* flag :
       {"--input", "--threads", "--splash-marks", "--plunge-marks", "--plunge-doubles"}) {
    if (cmd.count(flag) > 0) {
      return Fail(absl::StrCat(flag, " is Texas 42 only; play --game ", game.name,
                               " plays one --deal out"));
    }
  }
  if (flags.deal.empty() == !flags.example) {
    return Fail(absl::StrCat("play --game ", game.name, " needs --deal or --example"));
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  absl::StatusOr<std::string> deal = DealOrExample(game, flags.deal, flags.example);
  if (!deal.ok()) return Fail(deal.status());
  FamilyPlayRequest request = FamilyRequestOf(flags, cmd, game, *deal);
  request.json = *format == "json";
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output");
  if (!out.ok()) return Fail(out.status());
  return RunFamilyPlay(request, *out);
}

// Returns the deals `flags` name: one (--deal, --example) or a file's (--input), numbered by line.
absl::StatusOr<std::vector<NumberedDeal>> DealsOfFlags(const PlayFlags& flags) {
  if (flags.deals.empty()) {
    absl::StatusOr<Deal> deal = ParseDeal(flags.example ? std::string(kExampleDeal) : flags.deal);
    if (!deal.ok()) return deal.status();
    return std::vector<NumberedDeal>{{1, *deal}};
  }
  absl::StatusOr<std::vector<std::string>> lines = ReadAllLines(flags.deals, "--input");
  if (!lines.ok()) return lines.status();
  absl::StatusOr<std::vector<NumberedDeal>> parsed = ParseDealLines(*lines);
  if (!parsed.ok()) return parsed.status();
  if (parsed->empty()) return absl::InvalidArgumentError("--input: no deals in the file");
  return parsed;
}

// --next: the table player's choice at the position after `played`, with every tile's score.
int RunNext(const Deal& deal, const PlayContract& chosen, const std::vector<Tile>& played,
            TableOptions table, bool json, OutputFile& out) {
  const Rules rules(chosen.contract);
  Position position(rules, deal, chosen.declarer);
  if (absl::Status s = PlaySequence(position, played); !s.ok()) {
    return Fail(absl::StrCat("--played: ", s.message()));
  }
  if (position.finished()) return Fail("--played: the hand is over; there is no next play");
  const SeatView view = SeatView::Of(position, position.to_move(), chosen.bid);
  table.full_scores = true;
  TablePlayer player(table);
  absl::StatusOr<TableChoice> choice = player.Choose(view);
  if (!choice.ok()) return Fail(choice.status());
  const std::string text =
      json ? NextJson(view, *choice, table) + "\n" : NextText(view, *choice, table);
  if (absl::Status s = WriteAndCommit(out, text); !s.ok()) return Fail(s);
  return 0;
}

int RunPlay(const PlayFlags& flags, const CLI::App& cmd) {
  absl::StatusOr<const family::Game*> game = GameFromFlag(flags.game);
  if (!game.ok()) return Fail(game.status());
  if (cmd.count("--seat") > 0) return RunSeat(flags, cmd, **game);
  if ((*game)->id != family::GameId::k42) return RunPlayFamily(flags, cmd, **game);
  if (cmd.count("--discard") > 0) return Fail("--discard: Texas 42 has no tile left over");
  const int sources = !flags.deal.empty() + !flags.deals.empty() + flags.example;
  if (sources != 1) return Fail("give exactly one of --deal, --input or --example");
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  const bool json = *format == "json";
  absl::StatusOr<PlayContract> chosen = ContractOfFlags(flags, cmd.count("--bid") > 0);
  if (!chosen.ok()) return Fail(chosen.status());
  const std::vector<Contract> contracts = {chosen->contract};
  const Contract contract = chosen->contract;
  const Seat declarer = chosen->declarer;
  const int bid = chosen->bid;
  absl::StatusOr<PlayerKind> declarers = ParsePlayerKind(flags.declarers);
  if (!declarers.ok()) return Fail(absl::StrCat("--declarers: ", declarers.status().message()));
  absl::StatusOr<PlayerKind> defenders = ParsePlayerKind(flags.defenders);
  if (!defenders.ok()) return Fail(absl::StrCat("--defenders: ", defenders.status().message()));
  absl::StatusOr<std::vector<Tile>> played = ParseTiles(flags.played);
  if (!played.ok()) return Fail(absl::StrCat("--played: ", played.status().message()));
  if (!played->empty() && !flags.deals.empty()) {
    return Fail("--played goes with a single --deal, not --input");
  }
  if (flags.next && !flags.deals.empty()) return Fail("--next goes with a single --deal");
  const std::vector<std::string> inputs =
      flags.deals.empty() ? std::vector<std::string>{} : std::vector<std::string>{flags.deals};
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output", inputs);
  if (!out.ok()) return Fail(out.status());

  absl::StatusOr<std::vector<NumberedDeal>> numbered = DealsOfFlags(flags);
  if (!numbered.ok()) return Fail(numbered.status());
  const std::vector<NumberedDeal>& deals = *numbered;
  for (const NumberedDeal& d : deals) {
    if (absl::Status s = CheckDeclarerQualifies(contracts, d.deal, declarer); !s.ok()) {
      return Fail(flags.deals.empty() ? std::string(s.message())
                                      : absl::StrCat("line ", d.line, ": ", s.message()));
    }
  }
  TableOptions table;
  table.worlds = flags.worlds;
  table.seed = flags.seed;

  if (flags.next) return RunNext(deals.front().deal, *chosen, *played, table, json, *out);

  std::vector<PlayJob> jobs;
  for (const NumberedDeal& d : deals) {
    jobs.push_back({d.deal, declarer, contract, bid, *played, {*declarers, *defenders}, table});
  }
  const std::vector<PlayReport> reports = PlayDeals(jobs, flags.threads);
  std::string text;
  for (size_t i = 0; i < jobs.size(); ++i) {
    if (!reports[i].status.ok()) {
      return Fail(flags.deals.empty()
                      ? absl::StrCat("--played: ", reports[i].status.message())
                      : absl::StrCat("line ", deals[i].line, ": ", reports[i].status.message()));
    }
    if (json) {
      absl::StrAppend(&text, PlayJson(jobs[i], reports[i]), "\n");
    } else {
      absl::StrAppend(&text, i > 0 ? "\n" : "", PlayText(jobs[i], reports[i]));
    }
  }
  if (absl::Status s = WriteAndCommit(*out, text); !s.ok()) return Fail(s);
  return 0;
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
                  "The bid the declarer's side plays for: 30..41 or marks (1 mark, 2 marks)")
      ->capture_default_str();
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
