#include "solver/search.h"

#include <algorithm>
#include <utility>

namespace texas42 {

struct Solver::TrickSoFar {
  int suit;        // the led suit
  Seat winner;     // who is winning so far
  int best;        // the winning tile's power
  TileSet tiles;   // tiles played to the trick
};

struct Solver::MoveList {
  std::array<Tile, kTricksPerHand> tiles;
  std::array<int, kTricksPerHand> scores;
  int size = 0;

  void Add(Tile t, int score) {
    int i = size++;
    // Insertion keeps the list sorted by descending score (stable for equal scores).
    while (i > 0 && scores[i - 1] < score) {
      tiles[i] = tiles[i - 1];
      scores[i] = scores[i - 1];
      --i;
    }
    tiles[i] = t;
    scores[i] = score;
  }
};

Solver::Solver(SearchOptions options)
    : options_(options),
      table_(options.table_bits > 0 ? options.table_bits : 1),
      rng_(options.shuffle_seed * 0x9E3779B97F4A7C15ULL + 1) {}

uint64_t Solver::Random() {
  rng_ ^= rng_ << 13;
  rng_ ^= rng_ >> 7;
  rng_ ^= rng_ << 17;
  return rng_;
}

void Solver::Load(const Position& position) {
  const Contract& contract = position.rules().contract();
  if (!loaded_ || !(contract == loaded_contract_) || !(position.deal().hands == loaded_hands_) ||
      position.declarer() != loaded_declarer_ || rules_ != &position.rules()) {
    table_.Clear();
    loaded_ = true;
    loaded_contract_ = contract;
    loaded_hands_ = position.deal().hands;
    loaded_declarer_ = position.declarer();
  }
  rules_ = &position.rules();
  hands_ = position.hands();
  for (int s = 0; s < kSeatCount; ++s) next_[s] = position.Next(SeatAt(s));
  max_team_ = TeamOf(position.declarer());
  misere_ = contract.scoring() == Scoring::kDeclarerTricks;
  trick_size_ = rules_->trick_size();
  root_trick_ = position.trick();
  root_ply_ = static_cast<int>(root_trick_.size());
  root_seat_ = position.to_move();
  root_leader_ = position.leader();
  tricks_left_ = position.tricks_left();
  taken_value_ = misere_ ? position.declarer_tricks() : position.taken(max_team_);
}

int Solver::FutureMost() const {
  if (!rules_->counts_points()) return tricks_left_;
  TileSet live = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  for (Tile t : root_trick_) live.Add(t);
  return tricks_left_ + CountOf(live);
}

int Solver::ToValue(int future) const {
  return misere_ ? taken_value_ + tricks_left_ - future : taken_value_ + future;
}

int Solver::ToFuture(int value) const {
  return misere_ ? taken_value_ + tricks_left_ - value : value - taken_value_;
}

bool Solver::RootReaches(int target) {
  if (root_ply_ == 0) return Lead(target, root_leader_);
  TrickSoFar trick{rules_->LedSuit(root_trick_.front()), root_leader_, 0, TileSet()};
  Seat seat = root_leader_;
  for (Tile t : root_trick_) {
    const int power = rules_->Power(trick.suit, t);
    if (power > trick.best) {
      trick.best = power;
      trick.winner = seat;
    }
    trick.tiles.Add(t);
    seat = next_[Index(seat)];
  }
  return Follow(target, root_ply_, root_seat_, trick);
}

int Solver::FutureValue(int lo, int hi) {
  // Bisection: the clamped value lies in [a, b]; each target query halves the interval.
  int a = std::max(lo - 1, 0), b = std::min(hi + 1, FutureMost());
  while (a < b) {
    const int mid = (a + b + 1) / 2;
    if (RootReaches(mid)) {
      a = mid;
    } else {
      b = mid - 1;
    }
  }
  return a;
}

int Solver::Solve(const Position& position) {
  Load(position);
  return ToValue(FutureValue(0, FutureMost()));
}

int Solver::SolveWindow(const Position& position, int lo, int hi) {
  Load(position);
  int flo = ToFuture(lo), fhi = ToFuture(hi);
  if (flo > fhi) std::swap(flo, fhi);
  return ToValue(FutureValue(flo, fhi));
}

bool Solver::Reaches(const Position& position, int target) {
  Load(position);
  const int future = ToFuture(target);
  if (future <= 0) return true;
  if (future > FutureMost()) return false;
  return RootReaches(future);
}

std::vector<TileValue> Solver::ValuePlays(const Position& position) {
  std::vector<TileValue> values;
  for (Tile t : position.Legal()) {
    Position child = position;
    (void)child.Play(t);
    values.push_back({t, Solve(child)});
  }
  // Best first for the player to move: his side wants more, except the nello declarer's side.
  const bool on_declarer_side = TeamOf(position.to_move()) == TeamOf(position.declarer());
  const bool wants_more =
      on_declarer_side != (position.rules().contract().scoring() == Scoring::kDeclarerTricks);
  std::stable_sort(values.begin(), values.end(), [&](const TileValue& x, const TileValue& y) {
    return wants_more ? x.value > y.value : x.value < y.value;
  });
  return values;
}

std::vector<Tile> Solver::OptimalLine(const Position& position) {
  std::vector<Tile> line;
  Position pos = position;
  while (!pos.finished()) {
    const Tile best = ValuePlays(pos).front().tile;
    line.push_back(best);
    (void)pos.Play(best);
  }
  return line;
}

int Solver::LastTrick(Seat leader) const {
  const Tile lead = hands_[Index(leader)].Lowest();
  const int suit = rules_->LedSuit(lead);
  Seat winner = leader;
  int best = rules_->Power(suit, lead);
  TileSet tiles = lead;
  Seat seat = leader;
  for (int i = 1; i < trick_size_; ++i) {
    seat = next_[Index(seat)];
    const Tile t = hands_[Index(seat)].Lowest();
    tiles.Add(t);
    if (rules_->Power(suit, t) > best) {
      best = rules_->Power(suit, t);
      winner = seat;
    }
  }
  const bool credited = (TeamOf(winner) == max_team_) != misere_;
  return credited ? rules_->TrickValue(tiles) : 0;
}

bool Solver::Lead(int target, Seat leader) {
  ++nodes_;
  // Step 1. Settled targets: nothing more needed, or more needed than is left.
  if (target <= 0) return true;
  const TileSet live = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  const int tricks = hands_[Index(leader)].size();
  const int most = rules_->counts_points() ? tricks + CountOf(live) : tricks;
  if (target > most) return false;
  // Step 2. The last trick plays itself.
  if (tricks == 1) return LastTrick(leader) >= target;

  // Step 3. Transposition table lookup.
  const bool use_table = options_.table_bits > 0;
  int lower = 0, upper = most;
  uint8_t hint = TranspositionTable::kNoTile;
  if (use_table) {
    if (const auto* e = table_.Probe(live, leader)) {
      lower = e->lower;
      upper = e->upper;
      hint = e->best;
      if (lower >= target) return true;
      if (upper < target) return false;
    }
  }

  // Step 4. Sure-trick bounds.
  if (options_.quick_tricks) {
    bool reached;
    if (QuickBounds(target, leader, live, &reached)) return reached;
  }

  // Step 5. Try the leads.
  MoveList moves;
  const TileSet legal = rules_->Leads(hands_[Index(leader)], tricks == kTricksPerHand);
  OrderLeads(moves, legal, leader, hint);
  if (options_.collapse_equivalent) Collapse(moves, hands_[Index(leader)], live);
  const bool maximizing = TeamOf(leader) == max_team_;
  bool reached = !maximizing;
  uint8_t best = hint;
  for (int i = 0; i < moves.size; ++i) {
    const Tile t = moves.tiles[i];
    const int suit = rules_->LedSuit(t);
    hands_[Index(leader)].Remove(t);
    const bool r = Follow(target, 1, next_[Index(leader)],
                          TrickSoFar{suit, leader, rules_->Power(suit, t), t});
    hands_[Index(leader)].Add(t);
    if (r == maximizing) {
      reached = r;
      best = static_cast<uint8_t>(t.index());
      break;
    }
  }

  // Step 6. Store what was learned.
  if (use_table) {
    if (reached) {
      lower = std::max(lower, target);
    } else {
      upper = std::min(upper, target - 1);
    }
    table_.Store(live, leader, lower, upper, best);
  }
  return reached;
}

bool Solver::Complete(int target, const TrickSoFar& trick) {
  const bool credited = (TeamOf(trick.winner) == max_team_) != misere_;
  return Lead(credited ? target - rules_->TrickValue(trick.tiles) : target, trick.winner);
}

bool Solver::Follow(int target, int ply, Seat seat, const TrickSoFar& trick) {
  ++nodes_;
  const TileSet hand = hands_[Index(seat)];
  const TileSet legal = rules_->Follows(hand, trick.suit);
  MoveList moves;
  OrderFollows(moves, legal, seat, ply, trick);
  if (options_.collapse_equivalent) {
    const TileSet live = hands_[0] | hands_[1] | hands_[2] | hands_[3] | trick.tiles;
    Collapse(moves, hand, live);
  }
  const bool maximizing = TeamOf(seat) == max_team_;
  const bool last = ply + 1 == trick_size_;
  for (int i = 0; i < moves.size; ++i) {
    const Tile t = moves.tiles[i];
    TrickSoFar next = trick;
    next.tiles.Add(t);
    const int power = rules_->Power(trick.suit, t);
    if (power > next.best) {
      next.best = power;
      next.winner = seat;
    }
    hands_[Index(seat)].Remove(t);
    const bool r = last ? Complete(target, next) : Follow(target, ply + 1, next_[Index(seat)], next);
    hands_[Index(seat)].Add(t);
    if (r == maximizing) return r;
  }
  return !maximizing;
}

void Solver::OrderLeads(MoveList& moves, TileSet legal, Seat leader, uint8_t hint) {
  (void)leader;
  for (Tile t : legal) {
    int score;
    if (options_.shuffle_seed != 0) {
      score = static_cast<int>(Random() & 0xffff);
    } else if (t.index() == hint) {
      score = 1 << 20;
    } else {
      score = rules_->Power(rules_->LedSuit(t), t) * 4 - t.count();
    }
    moves.Add(t, score);
  }
}

void Solver::OrderFollows(MoveList& moves, TileSet legal, Seat seat, int ply,
                          const TrickSoFar& trick) {
  (void)ply;
  const bool partner_winning = TeamOf(trick.winner) == TeamOf(seat);
  for (Tile t : legal) {
    int score;
    if (options_.shuffle_seed != 0) {
      score = static_cast<int>(Random() & 0xffff);
    } else {
      const int power = rules_->Power(trick.suit, t);
      const bool beats = power > trick.best;
      if (partner_winning) {
        // Feed count to a winning partner; otherwise shed the smallest tile.
        score = (beats ? 0 : 64) + t.count() * 4 - power;
      } else if (beats) {
        // Win as cheaply as possible, gladly with count.
        score = 256 - power + t.count() * 4;
      } else {
        // Lose the least: no count, lowest tile.
        score = 64 - t.count() * 4 - power;
      }
    }
    moves.Add(t, score);
  }
}

void Solver::Collapse(MoveList& moves, TileSet hand, TileSet live) const {
  int kept = 0;
  for (int i = 0; i < moves.size; ++i) {
    bool redundant = false;
    for (int j = 0; j < kept && !redundant; ++j) {
      redundant = rules_->Swappable(moves.tiles[i], moves.tiles[j], hand, live);
    }
    if (!redundant) {
      moves.tiles[kept] = moves.tiles[i];
      moves.scores[kept] = moves.scores[i];
      ++kept;
    }
  }
  moves.size = kept;
}

bool Solver::QuickBounds(int target, Seat leader, TileSet live, bool* reached) const {
  (void)target;
  (void)leader;
  (void)live;
  (void)reached;
  return false;
}

}  // namespace texas42
