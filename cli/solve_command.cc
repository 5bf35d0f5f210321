// `texas42 solve`: exact double-dummy analysis of one deal or a file of deals.
#include <iostream>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/flag_checks.h"
#include "cli/contract_flags.h"
#include "cli/input.h"
#include "cli/report.h"
#include "solver/analysis/deal_analysis.h"

namespace texas42 {
namespace {

struct SolveFlags {
  std::string deal;
  std::string deals;
  bool example = false;
  ContractFlags contract;
  std::string declarer = "N";
  std::string played;
  bool json = false;
  bool values_only = false;
  int threads = 0;
};

// Deals are solved in chunks so that long files stream their results.
constexpr size_t kChunk = 256;

int RunSolve(const SolveFlags& flags) {
  const int sources = !flags.deal.empty() + !flags.deals.empty() + flags.example;
  if (sources != 1) return Fail("give exactly one of --deal, --deals or --example");
  if (flags.threads < 0) return Fail("--threads must be 0 (all cores) or more");

  absl::StatusOr<std::vector<Contract>> contracts = ContractsFromFlags(flags.contract);
  if (!contracts.ok()) return Fail(contracts.status());
  absl::StatusOr<Seat> declarer = ParseSeat(flags.declarer);
  if (!declarer.ok()) return Fail(declarer.status());
  absl::StatusOr<std::vector<Tile>> played = ParseTiles(flags.played);
  if (!played.ok()) return Fail(absl::StrCat("--played: ", played.status().message()));
  if (!played->empty() && !flags.deals.empty()) {
    return Fail("--played goes with a single --deal, not --deals");
  }

  std::vector<NumberedDeal> deals;
  if (flags.deals.empty()) {
    absl::StatusOr<Deal> deal = ParseDeal(flags.example ? std::string(kExampleDeal) : flags.deal);
    if (!deal.ok()) return Fail(deal.status());
    deals.push_back({1, *deal});
  } else {
    absl::StatusOr<std::vector<std::string>> lines = ReadLines(flags.deals);
    if (!lines.ok()) return Fail(lines.status());
    absl::StatusOr<std::vector<NumberedDeal>> parsed = ParseDealLines(*lines);
    if (!parsed.ok()) return Fail(parsed.status());
    deals = *std::move(parsed);
  }

  for (const NumberedDeal& d : deals) {
    if (absl::Status s = CheckDeclarerQualifies(*contracts, d.deal, *declarer); !s.ok()) {
      return Fail(flags.deals.empty() ? std::string(s.message())
                                      : absl::StrCat("line ", d.line, ": ", s.message()));
    }
  }

  for (size_t start = 0; start < deals.size(); start += kChunk) {
    std::vector<DealJob> jobs;
    for (size_t i = start; i < std::min(deals.size(), start + kChunk); ++i) {
      jobs.push_back({deals[i].deal, *declarer, *played, *contracts, !flags.values_only,
                      !flags.values_only});
    }
    const std::vector<DealReport> reports = AnalyzeDeals(jobs, flags.threads);
    for (size_t i = 0; i < jobs.size(); ++i) {
      if (!reports[i].status.ok()) {
        return Fail(absl::StrCat("--played: ", reports[i].status.message()));
      }
      if (flags.json) {
        std::cout << DealJson(jobs[i], reports[i]) << "\n";
      } else {
        if (start + i > 0) std::cout << "\n";
        std::cout << DealText(jobs[i], reports[i]);
      }
    }
    std::cout.flush();
  }
  return 0;
}

}  // namespace

Command AddSolveCommand(CLI::App& app) {
  auto flags = std::make_shared<SolveFlags>();
  CLI::App* cmd = app.add_subcommand(
      "solve", "Exact double-dummy value, value of every legal tile, and an optimal line");
  cmd->add_option("--deal", flags->deal,
                  "Four hands N/E/S/W separated by '/', e.g. \"66 65 .../62 ...\"");
  cmd->add_option("--deals", flags->deals, "File of deals, one per line ('-' = stdin)");
  cmd->add_flag("--example", flags->example, "Solve the built-in example deal");
  AddContractFlags(*cmd, flags->contract);
  cmd->add_option("--declarer", flags->declarer, "Seat of the declarer: N, E, S or W")
      ->capture_default_str();
  cmd->add_option("--played", flags->played,
                  "Tiles already played, from the opening lead");
  cmd->add_flag("--json", flags->json, "One JSON object per deal (JSON Lines)");
  cmd->add_flag("--values-only", flags->values_only,
                "Skip the per-tile values and the optimal line (faster for big files)");
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  return {cmd, [flags] { return RunSolve(*flags); }};
}

}  // namespace texas42
