#include "solver/analysis/hand_review.h"

#include <atomic>
#include <memory>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "solver/analysis/parallel.h"
#include "solver/family/discard.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"

namespace texas42 {
namespace {

// Returns whether `played` (or a twin of it) reached the goal in as many worlds as the choice.
bool ScoredAsWell(const family::TableChoice& choice, const family::Move& played) {
  if (played == choice.move || choice.scores.empty()) return true;
  const family::MoveScore* s = ScoreOfMove(choice, played);
  return s != nullptr && s->reached == choice.scores.front().reached;
}

// Asks `table` what the seat to move at `position` would play, seeing only its own hand.
absl::StatusOr<family::TableChoice> AskTable(family::TablePlayer& table, const HandRecord& record,
                                             const HandReview& review,
                                             const family::Position& position,
                                             const std::vector<family::Move>& played) {
  const int seat = position.to_move();
  family::TileSet discard;
  if (record.discard && seat == record.declarer) discard.Add(*record.discard);
  absl::StatusOr<family::SeatView> view = family::SeatView::Make(
      position.rules(), record.declarer, seat, review.hands[seat], discard, played);
  if (!view.ok()) return view.status();
  return table.Score(*view, review.goal);
}

}  // namespace

const family::MoveScore* ScoreOfMove(const family::TableChoice& choice, const family::Move& move) {
  for (const family::MoveScore& s : choice.scores) {
    if (s.move == move) return &s;
    for (const family::Move& twin : s.twins) {
      if (twin == move) return &s;
    }
  }
  return nullptr;
}

bool IsMistake(const PlayReview& play, const TableGuess* guess) {
  return play.cost > 0 && (guess == nullptr || !guess->best_guess);
}

HandReview ReviewHand(family::Solver& solver, const HandRecord& record,
                      family::TablePlayer* table) {
  HandReview review;
  const family::Game& game = *record.game;
  const family::Rules rules(game, record.contract);
  review.goal = family::GoalOf(game, record.contract, record.bid);
  if (table != nullptr) review.table_options = table->options();
  const auto makes = [&](int value) {
    return family::Makes(game, record.contract, value, review.goal);
  };
  review.hands = record.deal.hands;
  if (record.discard) {
    absl::StatusOr<family::Hands> hands =
        family::ApplyDiscard(game, record.deal, record.declarer, *record.discard);
    if (!hands.ok()) {
      review.status =
          absl::InvalidArgumentError(absl::StrCat("discard: ", hands.status().message()));
      return review;
    }
    review.hands = *hands;
  }
  family::Position position(rules, review.hands, record.declarer);
  review.start_value = solver.Solve(position);
  int value = review.start_value;
  std::vector<family::Move> played;
  for (family::Move move : record.played) {
    // A lead that names no suit calls its own (as the table player's moves name it).
    if (position.trick().empty() && move.suit == family::kNoSuit) {
      move.suit = rules.LedSuit(move.tile);
    }
    PlayReview p;
    p.trick = family::TrickNumber(position);
    p.seat = position.to_move();
    p.move = move;
    const bool maximizes = position.declarer_side(p.seat) != position.minimizing();
    family::Position next = position;
    if (absl::Status s = family::PlayChecked(next, move); !s.ok()) {
      review.status = absl::InvalidArgumentError(absl::StrCat("played: ", s.message()));
      return review;
    }
    if (table != nullptr) {
      absl::StatusOr<family::TableChoice> choice =
          AskTable(*table, record, review, position, played);
      if (!choice.ok()) {
        review.status = choice.status();
        return review;
      }
      const bool as_well = ScoredAsWell(*choice, move);
      review.table.push_back({*std::move(choice), as_well});
    }
    played.push_back(move);
    p.value_before = value;
    p.value_after = solver.Solve(next);
    p.makes_before = makes(p.value_before);
    p.makes_after = makes(p.value_after);
    p.cost = maximizes ? p.value_before - p.value_after : p.value_after - p.value_before;
    for (const family::MoveValue& v : solver.ValuePlays(position)) {
      if (v.value == p.value_before) p.best.push_back(v.move);
    }
    if (next.trick().empty()) p.won_by = next.leader();
    if (IsMistake(p, table != nullptr ? &review.table.back() : nullptr)) {
      review.given[p.seat] += p.cost;
    }
    review.plays.push_back(std::move(p));
    position = next;
    value = review.plays.back().value_after;
  }
  review.taken = position.taken();
  review.taken_against = position.taken_against();
  review.finished = position.finished();
  review.final_value = value;
  review.makes = makes(value);
  return review;
}

std::vector<HandReview> ReviewHands(
    const std::vector<HandRecord>& records, const std::optional<family::TableOptions>& table,
    int threads, const std::function<void(uint64_t done, uint64_t total)>& progress) {
  std::vector<HandReview> reviews(records.size());
  if (records.empty()) return reviews;
  struct Worker {
    family::Solver solver;
    std::unique_ptr<family::TablePlayer> table;
  };
  PerWorker<Worker> workers([&] {
    Worker w;
    if (table) w.table = std::make_unique<family::TablePlayer>(*table);
    return w;
  });
  std::atomic<uint64_t> done{0};
  std::mutex progress_mutex;
  ParallelFor(threads, records.size(), [&](size_t i) {
    Worker& w = workers.local();
    reviews[i] = ReviewHand(w.solver, records[i], w.table.get());
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
