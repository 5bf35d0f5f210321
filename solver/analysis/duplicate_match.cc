#include "solver/analysis/duplicate_match.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>

#include "solver/analysis/parallel.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/play/seat_view.h"

namespace texas42 {
namespace {

// Returns the mean of `values` and its standard error.
Estimate EstimateOf(const std::vector<double>& values) {
  Estimate e;
  const double n = static_cast<double>(values.size());
  if (values.empty()) return e;
  for (double v : values) e.mean += v;
  e.mean /= n;
  if (values.size() < 2) return e;
  double squares = 0;
  for (double v : values) squares += (v - e.mean) * (v - e.mean);
  e.se = std::sqrt(squares / (n - 1) / n);
  return e;
}

// The two players of a match, one per setting, each owning its solver.
struct MatchPlayers {
  explicit MatchPlayers(const MatchQuery& q) : a(q.a), b(q.b) {}
  family::TablePlayer a;
  family::TablePlayer b;
};

const family::Game& Texas42() { return family::GameOf(family::GameId::k42); }

// Plays `board` out with `declaring` for the declarer's side and `defending` for the other;
// returns the points the declarer's side took.
absl::StatusOr<int> PlayBoard(const Board& board, family::TablePlayer& declaring,
                              family::TablePlayer& defending) {
  family::Contract contract;
  contract.trump = board.trump;
  const family::Rules rules(Texas42(), contract);
  family::Position position(rules, board.deal.hands, board.declarer);
  std::vector<family::Move> played;
  while (!position.finished()) {
    const int mover = position.to_move();
    absl::StatusOr<family::SeatView> view = family::SeatView::Make(
        rules, board.declarer, mover, board.deal.hands[mover], family::TileSet(), played);
    if (!view.ok()) return view.status();
    family::TablePlayer& player = position.declarer_side(mover) ? declaring : defending;
    absl::StatusOr<family::TableChoice> choice = player.Choose(*view, board.bid);
    if (!choice.ok()) return choice.status();
    if (absl::Status s = position.Play(choice->move); !s.ok()) return s;
    played.push_back(choice->move);
  }
  return position.taken();
}

}  // namespace

Board BoardOf(family::Solver& solver, uint64_t seed, uint64_t index) {
  const family::Game& game = Texas42();
  Board board;
  board.deal = family::DealRandom(game, {}, seed, index);
  int best_length = -1;
  int best_doubles = -1;
  for (int s = 0; s < game.seats; ++s) {
    const family::TileSet hand = board.deal.hands[s];
    int doubles = 0;
    for (family::Tile t : hand) doubles += t.is_double();
    for (int pip = 0; pip <= game.max_pip; ++pip) {
      int length = 0;
      for (family::Tile t : hand) length += t.Shows(pip);
      if (length > best_length || (length == best_length && doubles > best_doubles)) {
        best_length = length;
        best_doubles = doubles;
        board.declarer = s;
        board.trump = pip;
      }
    }
  }
  family::Contract contract;
  contract.trump = board.trump;
  const family::Rules rules(game, contract);
  board.dd_value = solver.Solve(family::Position(rules, board.deal.hands, board.declarer));
  board.bid = std::clamp(board.dd_value, game.lowest_bid, game.total);
  return board;
}

absl::StatusOr<MatchResult> PlayMatch(const MatchQuery& query) {
  if (query.deals == 0) return absl::InvalidArgumentError("a match needs at least one deal");
  MatchQuery q = query;
  q.a.seed = query.seed;
  q.b.seed = query.seed;
  std::vector<BoardResult> results(query.deals);
  std::vector<absl::Status> errors(query.deals);
  PerWorker<MatchPlayers> players([&] { return MatchPlayers(q); });
  PerWorker<std::unique_ptr<family::Solver>> solvers(
      [] { return std::make_unique<family::Solver>(); });
  std::atomic<uint64_t> done{0};
  std::mutex progress_mutex;
  ParallelFor(query.threads, query.deals, [&](uint64_t i) {
    MatchPlayers& p = players.local();
    BoardResult& r = results[i];
    r.board = BoardOf(*solvers.local(), query.seed, i);
    absl::StatusOr<int> a = PlayBoard(r.board, p.a, p.b);
    absl::StatusOr<int> b = a.ok() ? PlayBoard(r.board, p.b, p.a) : a;
    if (!a.ok() || !b.ok()) {
      errors[i] = a.ok() ? b.status() : a.status();
    } else {
      r.a_points = *a;
      r.b_points = *b;
      r.a_makes = *a >= r.board.bid;
      r.b_makes = *b >= r.board.bid;
    }
    const uint64_t now = done.fetch_add(1, std::memory_order_relaxed) + 1;
    if (query.progress && progress_mutex.try_lock()) {
      query.progress(now, query.deals);
      progress_mutex.unlock();
    }
  });
  for (const absl::Status& s : errors) {
    if (!s.ok()) return s;
  }
  MatchResult match;
  std::vector<double> makes;
  std::vector<double> points;
  for (const BoardResult& r : results) {
    makes.push_back(static_cast<double>(r.a_makes) - static_cast<double>(r.b_makes));
    points.push_back(r.a_points - r.b_points);
    match.a_makes += r.a_makes;
    match.b_makes += r.b_makes;
  }
  match.makes = EstimateOf(makes);
  match.points = EstimateOf(points);
  for (const MatchPlayers& p : players) match.nodes += p.a.nodes() + p.b.nodes();
  match.boards = std::move(results);
  if (query.progress) query.progress(query.deals, query.deals);
  return match;
}

}  // namespace texas42
