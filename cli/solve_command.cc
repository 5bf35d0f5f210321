// `texas42 solve`: exact double-dummy analysis of one deal or a file of deals.
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/contract_flags.h"
#include "cli/flag_checks.h"
#include "cli/game_contracts.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/output_flags.h"
#include "cli/solve_run.h"

namespace texas42 {
namespace {

struct SolveFlags {
  std::string deal;
  std::string deals;      // -i/--input: a file of deals
  std::string deals_old;  // --deals FILE, deprecated (in study, --deals is a count)
  bool example = false;
  ContractFlags contract;
  std::string declarer = "N";
  std::string played;
  std::string discard;  // the declarer's discard (Moon, The Big Game)
  OutputFlags out;
  bool json = false;  // --format json, resolved
  bool values_only = false;
  int threads = 0;
  std::string game;  // --game; empty: Texas 42
  VariantFlags variants;
};

// Solves one --deal (or the game's --example) or a file of deals of `game`.
int Run(SolveFlags& flags, const family::Game& game) {
  if (!flags.deals_old.empty()) {
    if (!flags.deals.empty()) return Fail("give --input FILE (not also --deals)");
    WarnDeprecated("--deals FILE", "--input FILE");
    flags.deals = flags.deals_old;
  }
  const int sources = !flags.deal.empty() + !flags.deals.empty() + flags.example;
  if (sources != 1) return Fail("give exactly one of --deal, --input or --example");
  if (flags.threads < 0) return Fail("--threads must be 0 (all cores) or more");
  SolveRequest request;
  request.game = &game;
  absl::StatusOr<std::string> deal = DealOrExample(game, flags.deal, flags.example);
  if (!deal.ok()) return Fail(deal.status());
  request.deal = *deal;
  request.input = flags.deals;
  request.declarer = flags.declarer;
  request.played = flags.played;
  request.discard = flags.discard;
  request.contract = flags.contract;
  request.variants = flags.variants;
  request.values_only = flags.values_only;
  request.json = flags.json;
  request.output = flags.out.output;
  request.threads = flags.threads;
  return RunSolveRequest(request);
}

int RunSolve(SolveFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  flags.json = *format == "json";
  absl::StatusOr<const family::Game*> game = GameFromFlag(flags.game);
  if (!game.ok()) return Fail(game.status());
  return Run(flags, **game);
}

}  // namespace

Command AddSolveCommand(CLI::App& app) {
  auto flags = std::make_shared<SolveFlags>();
  CLI::App* cmd = app.add_subcommand(
      "solve", "Exact double-dummy value, value of every legal tile, and an optimal line");
  AddGameFlag(*cmd, flags->game);
  cmd->add_option("--deal", flags->deal,
                  "Four hands N/E/S/W separated by '/', e.g. \"66 65 .../62 ...\" (other games: "
                  "the hands in seat order, then any left-over tile as one more group)");
  cmd->add_option("-i,--input", flags->deals, "File of deals, one per line ('-' = stdin)")
      ->type_name("FILE");
  cmd->add_option("--deals", flags->deals_old, "Deprecated: use --input FILE")->type_name("FILE");
  cmd->add_flag("--example", flags->example, "Solve the built-in example deal");
  AddContractFlags(*cmd, flags->contract);
  cmd->get_option("--contract")
      ->description(
          "normal (every trump of --trump), all (those trumps and every special contract of "
          "the game the declarer may bid), or a comma list of trumps and of nello, low-no, "
          "sevens, splash or plunge (with --game, that game's: dip, dive, ...)");
  AddStakeFlags(*cmd, flags->contract);
  AddVariantFlags(*cmd, flags->variants);
  cmd->add_option("--declarer", flags->declarer,
                  "Declarer: N, E, S, W, a comma list, or all (every contract by declarer, as "
                  "DDS's CalcAllTables)")
      ->capture_default_str();
  cmd->add_option("--played", flags->played,
                  "Tiles already played, from the opening lead (The Big Game: 73@3 leads 7-3 as a "
                  "three)");
  cmd->add_option("--discard", flags->discard,
                  "Moon, The Big Game: the declarer's discard after taking the left-over tile "
                  "(default: his best)")
      ->type_name("TILE");
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  cmd->add_flag("--values-only", flags->values_only,
                "Skip the per-tile values and the optimal line (faster for big files)");
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  PolishHelp(*cmd,
             "  texas42 solve --example --trump sixes\n"
             "  texas42 solve --deal \"66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 "
             "31/51 50 30 22 21 20 11\" --declarer all\n"
             "  texas42 solve -i deals.txt --format json -o results.jsonl\n"
             "  texas42 solve --game moon --deal \"66 65 64 63 62 61 55/54 53 52 51 44 43 42/41 "
             "33 32 31 22 21 11/10\" --declarer all\n"
             "  texas42 solve --game moon --deal \"...\" --trump sixes --played \"66 54 41\"\n");
  return {cmd, [flags] { return RunSolve(*flags); }};
}

}  // namespace texas42
