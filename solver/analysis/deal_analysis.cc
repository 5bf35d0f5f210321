#include "solver/analysis/deal_analysis.h"

#include <atomic>
#include <utility>

#include "absl/strings/str_cat.h"
#include "solver/family/discard.h"
#include "solver/family/line.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"

namespace texas42 {
namespace {

// Values one contract: the hands after the exchange (the discard given, or the best), then the
// plays given, then (when the plan asks) every legal play's value and an optimal line from
// there. When the deal holds `several` contracts, an error names this one.
absl::Status AnalyzeContract(family::Solver& solver, const DealResults& deal, const DealPlan& plan,
                             ContractResult& r, bool several,
                             const std::function<void()>& weighed) {
  const family::Game& game = *deal.game;
  const family::Rules& rules = family::SharedRules(game, r.contract);
  const bool played = !plan.played.empty();
  if (plan.discard) {
    absl::StatusOr<family::Hands> hands =
        family::ApplyDiscard(game, deal.deal, deal.declarer, *plan.discard);
    if (!hands.ok())
      return absl::InvalidArgumentError(absl::StrCat("discard: ", hands.status().message()));
    r.value.hands = *hands;
    r.value.discard = *plan.discard;
  } else if (played && game.left_over == 0) {
    r.value.hands = deal.deal.hands;  // no exchange: the value is solved after the plays below
  } else {
    r.value = family::SolveDeal(solver, rules, deal.deal, deal.declarer, weighed);
  }
  family::Position position(rules, r.value.hands, deal.declarer);
  if (absl::Status s = family::PlayAll(position, plan.played); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "played: ",
        several ? absl::StrCat("under ", family::ContractName(game, r.contract), ": ") : "",
        s.message()));
  }
  if (played || plan.discard) r.value.value = solver.Solve(position);
  PositionValues& p = r.position;
  p.played = plan.played;
  p.trick = family::TrickNumber(position);
  p.to_move = position.to_move();
  p.taken = position.taken();
  p.taken_against = position.taken_against();
  p.finished = position.finished();
  p.values = plan.values;
  if (p.values && !p.finished) {
    p.tiles = solver.ValuePlays(position);
    p.line = family::OptimalLine(solver, position);
  }
  return absl::OkStatus();
}

}  // namespace

DealAnalyzer::DealAnalyzer(int threads)
    : threads_(threads), solvers_([] { return family::Solver(); }) {}

std::vector<absl::Status> DealAnalyzer::Analyze(
    std::vector<DealResults>& deals, const DealPlan& plan,
    const std::function<void(uint64_t done, uint64_t total)>& progress) {
  struct Job {
    size_t deal;
    ContractResult* result;
  };
  std::vector<Job> jobs;
  uint64_t units = 0;
  for (size_t i = 0; i < deals.size(); ++i) {
    DealResults& deal = deals[i];
    const uint64_t choices =
        plan.discard ? 1 : family::ExchangeChoices(*deal.game, deal.deal, deal.declarer).size();
    for (ContractResult& r : deal.results) {
      jobs.push_back({i, &r});
      units += choices;
    }
  }
  std::atomic<uint64_t> weighed{0};
  if (progress) progress(0, units);  // the count shows while the first is weighed
  const std::function<void()> tick = [&] {
    const uint64_t done = ++weighed;
    if (progress) progress(done, units);
  };
  std::vector<absl::Status> status(jobs.size());
  ParallelFor(threads_, jobs.size(), [&](size_t i) {
    const DealResults& deal = deals[jobs[i].deal];
    status[i] = AnalyzeContract(solvers_.local(), deal, plan, *jobs[i].result,
                                deal.results.size() > 1, tick);
    if (plan.discard) tick();
  });
  std::vector<absl::Status> first(deals.size());
  for (size_t i = jobs.size(); i-- > 0;) {
    if (!status[i].ok()) first[jobs[i].deal] = status[i];
  }
  return first;
}

}  // namespace texas42
