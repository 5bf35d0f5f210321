// `texas42 play`: plays a deal out with a chosen player for each side (double dummy, or a
// table player who sees only his own hand), with what each play cost double dummy; `--next`
// answers for one position: the tile the table player to move would choose.
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
#include "cli/play_report.h"
#include "solver/analysis/play_analysis.h"
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
  OutputFlags out;
  int threads = 0;
};

int RunPlay(const PlayFlags& flags, bool bid_given) {
  const int sources = !flags.deal.empty() + !flags.deals.empty() + flags.example;
  if (sources != 1) return Fail("give exactly one of --deal, --input or --example");
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  const bool json = *format == "json";
  absl::StatusOr<std::vector<Contract>> contracts = ContractsFromFlags(flags.contract);
  if (!contracts.ok()) return Fail(contracts.status());
  if (contracts->size() != 1) {
    return Fail("play takes one contract: name one trump with --trump");
  }
  const Contract contract = contracts->front();
  absl::StatusOr<Seat> declarer = ParseSeat(flags.declarer);
  if (!declarer.ok()) return Fail(declarer.status());
  absl::StatusOr<int> bid = ParseBid(flags.bid);
  if (!bid.ok()) return Fail(absl::StrCat("--bid: ", bid.status().message()));
  if (bid_given && contract.scoring() != Scoring::kPoints) {
    return Fail(absl::StrCat("--bid goes with a trump contract; ", ContractKindName(contract.kind),
                             " is bid at ", MarksOf(contract),
                             MarksOf(contract) == 1 ? " mark" : " marks"));
  }
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

  std::vector<NumberedDeal> deals;
  if (flags.deals.empty()) {
    absl::StatusOr<Deal> deal = ParseDeal(flags.example ? std::string(kExampleDeal) : flags.deal);
    if (!deal.ok()) return Fail(deal.status());
    deals.push_back({1, *deal});
  } else {
    absl::StatusOr<LineReader> reader = LineReader::Open(flags.deals);
    if (!reader.ok()) return Fail(absl::StrCat("--input: ", reader.status().message()));
    std::vector<std::string> lines;
    InputLine line;
    while (true) {
      absl::StatusOr<bool> more = reader->Next(line);
      if (!more.ok()) return Fail(more.status());
      if (!*more) break;
      if (line.too_long) return Fail(absl::StrCat("--input: line ", line.number, " is too long"));
      lines.push_back(line.text);
    }
    absl::StatusOr<std::vector<NumberedDeal>> parsed = ParseDealLines(lines);
    if (!parsed.ok()) return Fail(parsed.status());
    if (parsed->empty()) return Fail("--input: no deals in the file");
    deals = *std::move(parsed);
  }
  for (const NumberedDeal& d : deals) {
    if (absl::Status s = CheckDeclarerQualifies(*contracts, d.deal, *declarer); !s.ok()) {
      return Fail(flags.deals.empty() ? std::string(s.message())
                                      : absl::StrCat("line ", d.line, ": ", s.message()));
    }
  }
  TableOptions table;
  table.worlds = flags.worlds;
  table.seed = flags.seed;

  if (flags.next) {
    const Rules rules(contract);
    Position position(rules, deals.front().deal, *declarer);
    if (absl::Status s = PlaySequence(position, *played); !s.ok()) {
      return Fail(absl::StrCat("--played: ", s.message()));
    }
    if (position.finished()) return Fail("--played: the hand is over; there is no next play");
    const SeatView view = SeatView::Of(position, position.to_move(), *bid);
    table.full_scores = true;
    TablePlayer player(table);
    absl::StatusOr<TableChoice> choice = player.Choose(view);
    if (!choice.ok()) return Fail(choice.status());
    const std::string text =
        json ? NextJson(view, *choice, table) + "\n" : NextText(view, *choice, table);
    if (absl::Status s = WriteAndCommit(*out, text); !s.ok()) return Fail(s);
    return 0;
  }

  std::vector<PlayJob> jobs;
  for (const NumberedDeal& d : deals) {
    jobs.push_back({d.deal, *declarer, contract, *bid, *played, {*declarers, *defenders}, table});
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
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  PolishHelp(*cmd,
             "  texas42 play --example --trump sixes --bid 34\n"
             "  texas42 play --example --trump sixes --played \"6-6 6-2\" --next\n");
  return Texas42Only({cmd, [flags, cmd] { return RunPlay(*flags, cmd->count("--bid") > 0); }});
}

}  // namespace texas42
