#include "cli/family_solve.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/family_report.h"
#include "cli/output_file.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42 {
namespace {

// Values every contract of `report` in place, on up to `threads` threads (0: all cores), each
// with its own solver.
void SolveAll(FamilySolveReport& report, int threads) {
  const int jobs = static_cast<int>(report.results.size());
  int workers = threads > 0 ? threads : static_cast<int>(std::thread::hardware_concurrency());
  workers = std::clamp(workers, 1, std::max(jobs, 1));
  std::atomic<int> next{0};
  const auto work = [&] {
    family::Solver solver;
    for (int i = next++; i < jobs; i = next++) {
      FamilyResult& r = report.results[i];
      const family::Rules rules(*report.game, r.contract);
      r.value = family::SolveDeal(solver, rules, report.deal, report.declarer);
    }
  };
  std::vector<std::thread> pool;
  for (int w = 1; w < workers; ++w) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

}  // namespace

int RunFamilySolve(const FamilySolveRequest& request) {
  const family::Game& game = *request.game;
  absl::StatusOr<family::Deal> deal = family::ParseDeal(game, request.deal);
  if (!deal.ok()) return Fail(deal.status());
  absl::StatusOr<int> declarer = family::ParseSeat(game, request.declarer);
  if (!declarer.ok()) return Fail(absl::StrCat("--declarer: ", declarer.status().message()));
  absl::StatusOr<std::vector<family::Contract>> contracts =
      FamilyContracts(game, request.contract, request.variants, *declarer, deal->hands[*declarer]);
  if (!contracts.ok()) return Fail(contracts.status());

  FamilySolveReport report{&game, *deal, *declarer, {}};
  for (const family::Contract& c : *contracts) report.results.push_back({c, {}});
  absl::StatusOr<OutputFile> out = OutputFile::Open(request.output, "--output", {});
  if (!out.ok()) return Fail(out.status());
  SolveAll(report, request.threads);
  const std::string text =
      request.json ? absl::StrCat(FamilyJson(report), "\n") : FamilyText(report);
  if (absl::Status s = out->Write(text); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
