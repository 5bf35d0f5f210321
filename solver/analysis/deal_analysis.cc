#include "solver/analysis/deal_analysis.h"

#include <map>
#include <memory>

#include "absl/strings/str_cat.h"
#include "solver/analysis/parallel.h"

namespace texas42 {

absl::StatusOr<ContractResult> AnalyzeDeal(Solver& solver, const Rules& rules, const DealJob& job) {
  Position position(rules, job.deal, job.declarer);
  if (absl::Status s = PlaySequence(position, job.played); !s.ok()) return s;
  ContractResult result;
  result.contract = rules.contract();
  result.value = solver.Solve(position);
  result.played = position.tricks();
  if (position.finished()) return result;
  result.to_move = position.to_move();
  if (job.with_plays) result.plays = solver.ValuePlays(position);
  if (job.with_line) {
    Position replay = position;
    const size_t done = replay.tricks().size();
    for (Tile t : solver.OptimalLine(position)) PlayKnownLegal(replay, t);
    result.line.assign(replay.tricks().begin() + static_cast<long>(done), replay.tricks().end());
  }
  return result;
}

std::vector<DealReport> AnalyzeDeals(const std::vector<DealJob>& jobs, int threads,
                                     const SearchOptions& options,
                                     const std::function<void()>& job_done) {
  // One Rules per distinct contract, built before the threads start and shared read-only.
  std::vector<std::unique_ptr<Rules>> rules;
  auto rules_for = [&rules](const Contract& c) -> const Rules& {
    for (const auto& r : rules) {
      if (r->contract() == c) return *r;
    }
    rules.push_back(std::make_unique<Rules>(c));
    return *rules.back();
  };
  std::vector<std::vector<const Rules*>> job_rules(jobs.size());
  for (size_t i = 0; i < jobs.size(); ++i) {
    for (const Contract& c : jobs[i].contracts) job_rules[i].push_back(&rules_for(c));
  }

  std::vector<DealReport> reports(jobs.size());
  PerWorker<Solver> solvers([&options] { return Solver(options); });
  ParallelFor(threads, jobs.size(), [&](size_t i) {
    Solver& solver = solvers.local();
    DealReport& report = reports[i];
    for (const Rules* r : job_rules[i]) {
      absl::StatusOr<ContractResult> result = AnalyzeDeal(solver, *r, jobs[i]);
      if (!result.ok()) {
        // A play legal under one trump may be a renege under another: say which one failed.
        report.status = job_rules[i].size() == 1
                            ? result.status()
                            : absl::Status(result.status().code(),
                                           absl::StrCat("under ", ContractName(r->contract()), ": ",
                                                        result.status().message()));
        report.results.clear();
        break;
      }
      report.results.push_back(*std::move(result));
    }
    if (job_done) job_done();
  });
  return reports;
}

}  // namespace texas42
