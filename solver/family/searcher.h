// The machinery behind family::Solver (search.h), shared by its source files and no one else:
// a copy of the position in flat arrays, played and unplayed in place, and the table of bounds
// on the value of the rest of the hand at trick boundaries. Invariants: between calls the
// position is at the state Load() gave it; every Play is undone before Search returns.
#ifndef TEXAS42_SOLVER_FAMILY_SEARCHER_H_
#define TEXAS42_SOLVER_FAMILY_SEARCHER_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/family/tile_map.h"

namespace texas42::family {

// The running best of a node before its first move: below every value for the maximizing side
// (values are at least 0), above every value for the minimizing side.
inline constexpr int kBelowEveryValue = -1;
inline constexpr int kAboveEveryValue = 1 << 20;

// The machinery behind Solver: a copy of the position in flat arrays, played and unplayed in
// place, and the table of bounds on the value of the rest of the hand at trick boundaries.
class Searcher {
 public:
  explicit Searcher(SearchOptions options) : options_(options) {
    if (options.table_bits > 0) table_.resize(size_t{1} << (options.table_bits - 1));
    killer_lead_.fill(-1);
  }

  void Load(const Position& p);
  // Returns the value of the rest of the hand, fail-soft in (alpha, beta).
  int Search(int alpha, int beta);
  // Returns the exact value of the rest of the hand, known to lie in [lo, hi] (hi < 0: unknown),
  // the first probe at `first` when given (a guess of the value).
  int Exact(int lo = 0, int hi = -1, std::optional<int> first = std::nullopt);
  // Returns a guess of the value of the rest of the hand from a narrow search of the next few
  // tricks (search_guess.cc): where an exact solve places its first probe.
  int Guess();
  uint64_t nodes() const { return nodes_; }

 private:
  // One table entry, 32 bytes, two to a cache line: the four hands packed 45 bits apiece into
  // three words (the leader in the top bits of the last), then the bounds.
  struct Entry {
    std::array<uint64_t, 3> key{};
    int8_t lower = 0;
    int8_t upper = 0;
    int8_t best = -1;  // tile index of the best lead found, or -1
    int8_t tricks = 0;
    uint16_t generation = 0;  // entries of an older generation are empty
  };
  struct alignas(64) Bucket {
    std::array<Entry, 2> entries;
  };
  struct Candidate {
    Move move;
    int score;
  };

  // Sure points (tricks) of one seat's side at a trick boundary.
  struct Sure {
    int seat;
    int points;
  };
  // Returns the sure points of one side at a trick boundary. The holder of the top live trump
  // takes a trick with each tile of his run of top live trumps whenever he plays it, led or not
  // (it outranks every live tile in every suit), so his side takes at least those tricks and
  // their count. When he is the leader and no other hand holds a trump, his runs of top tiles
  // in each plain suit count too: each led as its own suit wins and keeps him on lead.
  Sure SureTricks() const;
  // Returns the value of the last trick at its boundary: every seat holds one tile, so only the
  // leader chooses, between the suits his tile may call.
  int LastTrick() const;
  // Returns bounds on the value of the rest of the hand at a trick boundary with the tiles
  // `live` in play, from what is left and the sure tricks.
  void BoundaryBounds(TileSet live, int& lower, int& upper) const;
  // The guess's narrow search, `tricks_ahead` trick boundaries deep.
  int Narrow(int tricks_ahead);
  bool MaxToMove() const { return declarer_side_[to_move_] != minimizing_; }
  int Next(int seat) const { return next_[seat]; }
  Entry* Probe(const std::array<uint64_t, 3>& key);
  void Store(const std::array<uint64_t, 3>& key, int lower, int upper, int best);
  int Candidates(std::array<Candidate, 2 * kMaxTiles>& out, int best_lead) const;
  // The lead that last refuted a line, by tricks left: tried right after the table's best lead
  // (a "killer" move; ordering only, so it cannot change a value).
  std::array<int8_t, 16> killer_lead_{};
  // Plays `move` for the player to move; returns the trick's value to the declarer's side when
  // it completes a trick (and sets the new leader), else -1.
  int Play(Move move);
  void Undo(Move move, int trick_value);

  SearchOptions options_;
  std::vector<Bucket> table_;
  // Returns the table key of the position at a trick boundary: every hand and the leader, with
  // the live tiles `renaming` names replaced by the dead tiles that stand for them
  // (tile_map.h), so positions that differ only in tiles that no longer matter share one entry.
  std::array<uint64_t, 3> Key(const TileRenaming* renaming) const;
  Bucket& BucketOf(const std::array<uint64_t, 3>& key);
  uint16_t generation_ = 1;
  uint64_t nodes_ = 0;
  TileMap tile_map_;

  // What the table was filled for.
  const Game* game_ = nullptr;
  Contract contract_;
  int declarer_ = -1;

  const Rules* rules_ = nullptr;
  int seats_ = 4;
  bool minimizing_ = false;
  bool sure_tricks_ = false;  // the contract has suits and the declarer's side wants tricks
  std::array<bool, kMaxSeats> declarer_side_{};
  std::array<int, kMaxSeats> next_{};
  Hands hands_{};
  int trick_size_ = 4;
  int leader_ = 0;
  int to_move_ = 0;
  int led_suit_ = kNoSuit;
  std::array<std::array<Tile, kMaxSeats>, 16> tricks_{};  // by tricks left
  std::array<Tile, kMaxSeats>& trick() { return tricks_[tricks_left_]; }
  const std::array<Tile, kMaxSeats>& trick() const { return tricks_[tricks_left_]; }
  int trick_len_ = 0;
  int winner_place_ = 0;
  int tricks_left_ = 0;
  bool opening_ = false;
  // Undo information by tricks left and place in the trick: the winning place before the play.
  std::array<std::array<int, kMaxSeats>, 16> winner_before_{};
  std::array<int, 16> leader_before_{};
  // Per trick (by tricks left): the led suit and opening flag before its lead.
  std::array<int, 16> led_before_{};
  std::array<bool, 16> opening_before_{};
};

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_SEARCHER_H_
