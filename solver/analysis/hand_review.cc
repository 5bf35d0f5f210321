#include "solver/analysis/hand_review.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <utility>

#include "solver/analysis/parallel.h"
#include "solver/play/seat_view.h"
#include "solver/rules.h"

namespace texas42 {
namespace {

TableOptions FullScores(TableOptions options) {
  options.full_scores = true;
  return options;
}

// Returns whether `played` scored over the worlds as well as the choice.
bool ScoredAsWell(const TableChoice& choice, Tile played) {
  if (played == choice.tile || choice.scores.empty()) return true;
  const TileScore& best = choice.scores.front();
  for (const TileScore& s : choice.scores) {
    if (s.tile == played) return s.worlds == best.worlds && s.reached == best.reached;
  }
  return false;
}

}  // namespace

bool IsMistake(const PlayReview& review, const TableGuess* guess) {
  return review.cost > 0 && (guess == nullptr || !guess->best_guess);
}

HandReview ReviewHand(Solver& solver, TablePlayer* table, const HandRecord& record,
                      const ReviewOptions& options) {
  HandReview review;
  if (absl::Status s = CheckPlay(record); !s.ok()) {
    review.status = s;
    return review;
  }
  const uint64_t nodes = solver.nodes() + (table != nullptr ? table->nodes() : 0);
  const Contract& c = record.contract;
  const Rules rules(c);
  const Position start(rules, record.deal, record.declarer);
  absl::StatusOr<std::vector<PlayReview>> plays =
      ReviewPlays(solver, start, record.played, record.bid);
  if (!plays.ok()) {
    review.status = plays.status();
    return review;
  }
  review.plays = *std::move(plays);
  Position position = start;
  for (Tile tile : record.played) {
    if (options.table && table != nullptr) {
      const SeatView view = SeatView::Of(position, position.to_move(), record.bid);
      absl::StatusOr<TableChoice> choice = table->Choose(view);
      if (!choice.ok()) {
        review.status = choice.status();
        return review;
      }
      const bool as_well = ScoredAsWell(*choice, tile);
      review.table.push_back({*std::move(choice), as_well});
    }
    // CheckPlay passed: every play is legal.
    PlayKnownLegal(position, tile);
  }
  review.start_value =
      review.plays.empty() ? solver.Solve(start) : review.plays.front().value_before;
  review.tricks = position.tricks();
  review.value = c.scoring() == Scoring::kDeclarerTricks ? position.declarer_tricks()
                                                         : position.taken(TeamOf(record.declarer));
  review.finished = position.finished();
  review.final_value = review.finished        ? review.value
                       : review.plays.empty() ? review.start_value
                                              : review.plays.back().value_after;
  review.makes = c.Makes(review.final_value, record.bid);
  review.nodes = solver.nodes() + (table != nullptr ? table->nodes() : 0) - nodes;
  return review;
}

std::vector<HandReview> ReviewHands(
    const std::vector<HandRecord>& records, const ReviewOptions& options, int threads,
    const std::function<void(uint64_t done, uint64_t total)>& progress) {
  std::vector<HandReview> reviews(records.size());
  if (records.empty()) return reviews;
  const TableOptions table_options = FullScores(options.table_options);
  std::atomic<uint64_t> done{0};
  std::mutex progress_mutex;
  // A fresh solver (and table player) per record: what one record's review finds in the
  // table does not depend on the records a worker reviewed before, so node counts are the same
  // for any number of threads.
  ParallelFor(threads, records.size(), [&](size_t i) {
    Solver solver;
    std::unique_ptr<TablePlayer> table;
    if (options.table) table = std::make_unique<TablePlayer>(table_options);
    reviews[i] = ReviewHand(solver, table.get(), records[i], options);
    const uint64_t now = done.fetch_add(1, std::memory_order_relaxed) + 1;
    if (progress && progress_mutex.try_lock()) {
      progress(now, records.size());
      progress_mutex.unlock();
    }
  });
  if (progress) progress(records.size(), records.size());
  return reviews;
}

}  // namespace texas42
