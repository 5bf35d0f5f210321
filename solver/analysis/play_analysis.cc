#include "solver/analysis/play_analysis.h"

#include <memory>

#include "solver/analysis/parallel.h"
#include "solver/rules.h"

namespace texas42 {
namespace {

struct Worker {
  explicit Worker(const TableOptions& options) : playout(options) {}
  Playout playout;
  Solver solver;
};

}  // namespace

PlayReport PlayDeal(Playout& playout, Solver& solver, const PlayJob& job) {
  PlayReport report;
  const Rules rules(job.contract);
  Position position(rules, job.deal, job.declarer);
  if (absl::Status s = PlaySequence(position, job.played); !s.ok()) {
    report.status = s;
    return report;
  }
  const Position start = position;
  const uint64_t nodes = playout.nodes() + solver.nodes();
  absl::StatusOr<std::vector<PlayStep>> steps = playout.PlayOut(position, job.bid, job.seating);
  if (!steps.ok()) {
    report.status = steps.status();
    return report;
  }
  report.steps = *std::move(steps);
  std::vector<Tile> tiles;
  for (const PlayStep& s : report.steps) tiles.push_back(s.tile);
  absl::StatusOr<std::vector<PlayReview>> reviews = ReviewPlays(solver, start, tiles, job.bid);
  if (!reviews.ok()) {
    report.status = reviews.status();
    return report;
  }
  report.reviews = *std::move(reviews);
  report.start_value =
      report.reviews.empty() ? solver.Solve(start) : report.reviews.front().value_before;
  report.tricks = position.tricks();
  report.value = job.contract.scoring() == Scoring::kDeclarerTricks
                     ? position.declarer_tricks()
                     : position.taken(TeamOf(job.declarer));
  report.makes = job.contract.Makes(report.value, job.bid);
  report.nodes = playout.nodes() + solver.nodes() - nodes;
  return report;
}

std::vector<PlayReport> PlayDeals(const std::vector<PlayJob>& jobs, int threads) {
  std::vector<PlayReport> reports(jobs.size());
  if (jobs.empty()) return reports;
  const TableOptions options = jobs.front().table;
  PerWorker<std::unique_ptr<Worker>> workers([&] { return std::make_unique<Worker>(options); });
  ParallelFor(threads, jobs.size(), [&](size_t i) {
    std::unique_ptr<Worker>& w = workers.local();
    if (!(w->playout.player().options().worlds == jobs[i].table.worlds &&
          w->playout.player().options().seed == jobs[i].table.seed)) {
      w = std::make_unique<Worker>(jobs[i].table);
    }
    reports[i] = PlayDeal(w->playout, w->solver, jobs[i]);
  });
  return reports;
}

}  // namespace texas42
