#include "solver/family/search.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "solver/family/fast_engine.h"
#include "solver/family/searcher.h"

namespace texas42::family {
namespace {

// A table entry's upper bound before any search has bounded it: above every value a contract
// can have (66 points in The Big Game), and the largest an int8_t holds.
constexpr int kNoUpperBound = 127;

// Move ordering only: the scores sort the moves, best first, and cannot change a value. A tile's
// power in a suit (Rules::Power) is below 62 in every game (a trump ranks from 50 up), and its
// count at most 10, so a band of kBand scores orders one kind of play by power and count, and
// the bands order the kinds.
constexpr int kBand = 100;
// Leads: the table's best lead from an earlier search first, then the killer lead.
constexpr int kTableLead = 10 * kBand;
constexpr int kKillerLead = 5 * kBand;

}  // namespace

void Searcher::Load(const Position& p) {
  const Rules& rules = p.rules();
  if (game_ != &rules.game() || !(contract_ == rules.contract()) || declarer_ != p.declarer()) {
    // A new generation empties the table without touching it; on wrap-around, for real.
    if (++generation_ == 0) {
      std::fill(table_.begin(), table_.end(), Bucket{});
      generation_ = 1;
    }
    tile_map_.Reset();
    game_ = &rules.game();
    contract_ = rules.contract();
    declarer_ = p.declarer();
  }
  rules_ = &rules;
  seats_ = p.seats();
  minimizing_ = p.minimizing();
  sure_tricks_ = options_.sure_tricks && !minimizing_ && rules.contract().kind != Kind::kSevens;
  for (int s = 0; s < seats_; ++s) {
    declarer_side_[s] = p.declarer_side(s);
    next_[s] = p.Next(s);
  }
  hands_ = p.hands();
  trick_size_ = p.trick_size();
  leader_ = p.leader();
  to_move_ = p.to_move();
  led_suit_ = p.led_suit();
  tricks_left_ = p.tricks_left();
  trick_len_ = static_cast<int>(p.trick().size());
  for (int i = 0; i < trick_len_; ++i) trick()[i] = p.trick()[i];
  winner_place_ = trick_len_ > 0 ? WinningPlace(rules, led_suit_, p.trick()) : 0;
  opening_ = p.opening();
}

std::array<uint64_t, 3> Searcher::Key(const TileRenaming* renaming) const {
  Hands hands = hands_;
  for (int i = 0; renaming != nullptr && i < renaming->size; ++i) {
    const Tile x = Tile::FromIndex(renaming->from[i]);
    for (int s = 0; s < seats_; ++s) {
      if (hands[s].Contains(x)) {
        hands[s].Remove(x);
        hands[s].Add(Tile::FromIndex(renaming->to[i]));
        break;
      }
    }
  }
  // The four hands' 45-bit tile sets (The Big Game's set is the largest, 45 tiles) end to end in
  // 180 bits of three words, hand s in bits 45s..45s+44, and the leader's seat above them.
  static_assert(kMaxTiles <= 45, "a hand's tiles fit in 45 bits of the key");
  const uint64_t h0 = hands[0].bits(), h1 = hands[1].bits(), h2 = hands[2].bits(),
                 h3 = hands[3].bits();
  return {h0 | (h1 << 45), (h1 >> 19) | (h2 << 26),
          (h2 >> 38) | (h3 << 7) | (static_cast<uint64_t>(leader_) << 52)};
}

Searcher::Bucket& Searcher::BucketOf(const std::array<uint64_t, 3>& key) {
  // A product's bit k depends only on bits 0..k of its factors: fold the high halves down
  // before each multiply so that every bit of the key reaches the index.
  uint64_t h = key[0];
  h = (h ^ (h >> 32) ^ key[1]) * 0x9E3779B97F4A7C15ULL;
  h = (h ^ (h >> 32) ^ key[2]) * 0xBF58476D1CE4E5B9ULL;
  h = (h ^ (h >> 31)) * 0x94D049BB133111EBULL;
  return table_[(h >> 32) & (table_.size() - 1)];
}

Searcher::Entry* Searcher::Probe(const std::array<uint64_t, 3>& key) {
  if (table_.empty()) return nullptr;
  for (Entry& e : BucketOf(key).entries) {
    if (e.generation == generation_ && e.key == key) return &e;
  }
  return nullptr;
}

void Searcher::Store(const std::array<uint64_t, 3>& key, int lower, int upper, int best) {
  if (table_.empty()) return;
  Bucket& bucket = BucketOf(key);
  Entry* slot = nullptr;
  for (Entry& e : bucket.entries) {
    if (e.generation == generation_ && e.key == key) slot = &e;
  }
  if (slot == nullptr) {
    // Keep the entry with more tricks left (more work saved); replace the other.
    const auto worth = [&](const Entry& e) { return e.generation == generation_ ? e.tricks : -1; };
    slot = worth(bucket.entries[0]) <= worth(bucket.entries[1]) ? &bucket.entries[0]
                                                                : &bucket.entries[1];
    *slot = Entry{};
    slot->key = key;
    slot->generation = generation_;
    slot->tricks = static_cast<int8_t>(tricks_left_);
    slot->lower = 0;
    slot->upper = kNoUpperBound;
  }
  slot->lower = static_cast<int8_t>(std::max<int>(slot->lower, lower));
  slot->upper = static_cast<int8_t>(std::min<int>(slot->upper, upper));
  if (best >= 0) slot->best = static_cast<int8_t>(best);
}

int Searcher::Candidates(std::array<Candidate, 2 * kMaxTiles>& out, int best_lead) const {
  const TileSet hand = hands_[to_move_];
  const Rules& rules = *rules_;
  TileSet legal = trick_len_ == 0 ? rules.Leads(hand, opening_) : rules.Follows(hand, led_suit_);
  if (options_.collapse_equivalent && legal.size() > 1) {
    TileSet others, live;
    for (int s = 0; s < seats_; ++s) {
      if (s != to_move_) others |= hands_[s];
    }
    live = others | hand;
    for (int i = 0; i < trick_len_; ++i) others.Add(trick()[i]);
    // A suit matters while a live tile can call it, and the suit led to this trick.
    uint32_t suits = options_.dead_suits ? rules.CalledSuits(live) : kEverySuit;
    if (trick_len_ > 0) suits |= 1u << led_suit_;
    TileSet kept;
    for (Tile y : legal) {
      bool twin = false;
      for (Tile x : kept) {
        if (rules.Interchangeable(x, y, others, suits)) {
          twin = true;
          break;
        }
      }
      if (!twin) kept.Add(y);
    }
    legal = kept;
  }
  // In a normal contract every seat wants its own side to win the trick; in nello and low-no
  // every seat wants the declarer's side to take it, so no seat wants to win it himself... for
  // his side: the declarer's side ducks, the others duck to leave the trick to it.
  const bool wants_win = !minimizing_;
  int n = 0;
  if (trick_len_ == 0) {
    for (Tile t : legal) {
      const int suits[2] = {rules.LedSuit(t), rules.AltLedSuit(t)};
      for (int suit : suits) {
        if (suit == kNoSuit) continue;
        const int power = rules.Power(suit, t);
        // Leads high when the side wants the trick, low when it wants to lose it.
        int score = wants_win ? power : kBand - power;
        if (t.index() == best_lead) score += kTableLead;
        if (t.index() == killer_lead_[tricks_left_]) score += kKillerLead;
        out[n++] = {{t, suit}, score};
      }
    }
  } else {
    const Tile winning = trick()[winner_place_];
    const int top = rules.Power(led_suit_, winning);
    int winner = leader_;
    for (int i = 0; i < winner_place_; ++i) winner = Next(winner);
    const bool side_winning = declarer_side_[winner] == declarer_side_[to_move_];
    for (Tile t : legal) {
      const int power = rules.Power(led_suit_, t);
      const bool overtakes = power > top;
      const int count = t.count();
      // Bands, best first: with the side winning, play under the winner, count first (a tile
      // that overtakes a partner comes last); against it, win as cheaply as possible, taking
      // count along (a tile that loses anyway: the cheapest, no count). Wanting to lose the
      // trick (nello, low-no): duck under the winner with the highest tile that still ducks.
      int score;
      if (wants_win) {
        if (side_winning) {
          score = overtakes ? kBand - power : 2 * kBand + count - power;
        } else {
          score = overtakes ? 3 * kBand - power + count : kBand - power - count;
        }
      } else {
        score = overtakes ? kBand - power : 3 * kBand + power;
      }
      out[n++] = {{t, kNoSuit}, score};
    }
  }
  std::sort(out.begin(), out.begin() + n,
            [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
  return n;
}

int Searcher::Play(Move move) {
  const Tile t = move.tile;
  hands_[to_move_].Remove(t);
  winner_before_[tricks_left_][trick_len_] = winner_place_;
  if (trick_len_ == 0) {
    led_before_[tricks_left_] = led_suit_;
    opening_before_[tricks_left_] = opening_;
    opening_ = false;
    led_suit_ = move.suit;
    winner_place_ = 0;
  } else if (rules_->Power(led_suit_, t) > rules_->Power(led_suit_, trick()[winner_place_])) {
    winner_place_ = trick_len_;
  }
  trick()[trick_len_++] = t;
  if (trick_len_ < trick_size_) {
    to_move_ = Next(to_move_);
    return -1;
  }
  int winner = leader_;
  for (int i = 0; i < winner_place_; ++i) winner = Next(winner);
  TileSet tiles;
  for (int i = 0; i < trick_len_; ++i) tiles.Add(trick()[i]);
  const int value = declarer_side_[winner] ? rules_->TrickValue(tiles) : 0;
  leader_before_[tricks_left_] = leader_;
  leader_ = to_move_ = winner;
  trick_len_ = 0;
  --tricks_left_;
  return value;
}

void Searcher::Undo(Move move, int trick_value) {
  if (trick_value >= 0) {
    ++tricks_left_;
    leader_ = leader_before_[tricks_left_];
    trick_len_ = trick_size_;
    // to_move_ is the last player of the trick: the one before the leader in play order.
    to_move_ = leader_;
    for (int i = 1; i < trick_size_; ++i) to_move_ = Next(to_move_);
  } else {
    // to_move_ moves back to the previous player.
    int prev = leader_;
    for (int i = 1; i < trick_len_; ++i) prev = Next(prev);
    to_move_ = prev;
  }
  --trick_len_;
  winner_place_ = winner_before_[tricks_left_][trick_len_];
  if (trick_len_ == 0) {
    led_suit_ = led_before_[tricks_left_];
    opening_ = opening_before_[tricks_left_];
  }
  hands_[to_move_].Add(move.tile);
}

namespace {

// Returns the tile that stands for tile index `index` in the key (or, `back`, the live tile a
// key's tile stands for); -1 stays -1.
int Renamed(const TileRenaming* renaming, int index, bool back) {
  for (int i = 0; renaming != nullptr && i < renaming->size; ++i) {
    if ((back ? renaming->to[i] : renaming->from[i]) == index) {
      return back ? renaming->from[i] : renaming->to[i];
    }
  }
  return index;
}

}  // namespace

int Searcher::Search(int alpha, int beta) {
  ++nodes_;
  int lower = 0, upper = 0, best_lead = -1;
  std::array<uint64_t, 3> key{};
  const TileRenaming* renaming = nullptr;
  const bool boundary = trick_len_ == 0;
  if (boundary) {
    if (tricks_left_ == 0) return 0;
    if (tricks_left_ == 1) return LastTrick();
    TileSet live;
    for (int s = 0; s < seats_; ++s) live |= hands_[s];
    BoundaryBounds(live, lower, upper);
    if (!table_.empty()) {
      if (options_.dead_suit_keys) renaming = &tile_map_.Of(*rules_, live);
      key = Key(renaming);
    }
    if (Entry* e = Probe(key)) {
      lower = std::max<int>(lower, e->lower);
      upper = std::min<int>(upper, e->upper);
      best_lead = Renamed(renaming, e->best, /*back=*/true);
    }
    if (lower >= beta) return lower;
    if (upper <= alpha) return upper;
    if (lower == upper) return lower;
    alpha = std::max(alpha, lower);
    beta = std::min(beta, upper);
  }
  std::array<Candidate, 2 * kMaxTiles> moves;
  const int n = Candidates(moves, best_lead);
  const bool max_node = MaxToMove();
  int best = max_node ? kBelowEveryValue : kAboveEveryValue;
  int best_tile = -1;
  int a = alpha, b = beta;
  for (int i = 0; i < n; ++i) {
    const Move m = moves[i].move;
    const int tv = Play(m);
    const int v = tv >= 0 ? tv + Search(a - tv, b - tv) : Search(a, b);
    Undo(m, tv);
    if (max_node ? v > best : v < best) {
      best = v;
      best_tile = m.tile.index();
    }
    if (max_node) {
      a = std::max(a, v);
    } else {
      b = std::min(b, v);
    }
    if (a >= b) {
      if (trick_len_ == 0) killer_lead_[tricks_left_] = static_cast<int8_t>(m.tile.index());
      break;
    }
  }
  if (boundary) {
    best_tile = Renamed(renaming, best_tile, /*back=*/false);
    if (best <= alpha) {
      Store(key, 0, best, best_tile);
    } else if (best >= beta) {
      Store(key, best, kNoUpperBound, best_tile);
    } else {
      Store(key, best, best, best_tile);
    }
  }
  return best;
}

int Searcher::Exact(int lo, int hi, std::optional<int> first) {
  {
    TileSet live;
    for (int s = 0; s < seats_; ++s) live |= hands_[s];
    for (int i = 0; i < trick_len_; ++i) live.Add(trick()[i]);
    const int most = tricks_left_ + rules_->CountOf(live);
    hi = hi < 0 ? most : std::min(hi, most);
    lo = std::clamp(lo, 0, hi);
  }
  // Every probe lies in (lo, hi], so each moves an end and only the probes decide the value.
  // The first goes to `first` when given (a guess of the value). What a probe costs depends on
  // where it falls: one that succeeds well below the value is dear, as the maximizing side is
  // content with lines that only just get there (The Big Game: 100M nodes at 5 below the value
  // of a position whose probe at the value takes 4M), while one that fails far above it is
  // cheap. So after the first probe that succeeds, one probe goes to the top of the interval,
  // and then bisection (docs/family.md, "The probes").
  bool guessed = first.has_value(), succeeded = false, top_tried = false;
  while (lo < hi) {
    int target = (lo + hi + 1) / 2;
    if (guessed) {
      target = std::clamp(*first, lo + 1, hi);
      guessed = false;
    } else if (first.has_value() && succeeded && !top_tried) {
      target = hi;
      top_tried = true;
    }
    const int v = Search(target - 1, target);
    if (v >= target) {
      lo = v;
      succeeded = true;
    } else {
      hi = v;
    }
  }
  return lo;
}

Solver::Solver(SearchOptions options) : options_(options), fast_texas42_(options.fast_texas42) {}
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;
Solver::~Solver() = default;

Searcher& Solver::General() {
  if (!searcher_) searcher_ = std::make_unique<Searcher>(options_);
  return *searcher_;
}

FastEngine* Solver::FastFor(const Position& position) {
  if (!fast_texas42_ || position.finished() || !FastEngine::Covers(position)) return nullptr;
  if (!fast_) fast_ = std::make_unique<FastEngine>();
  return fast_.get();
}

int Solver::Solve(const Position& position) {
  if (position.finished()) return position.taken();
  if (FastEngine* fast = FastFor(position)) return fast->Solve(position);
  General().Load(position);
  return position.taken() + General().Exact(0, -1, General().Guess());
}

int Solver::SolveBetween(const Position& position, int lower, int upper) {
  if (position.finished()) return position.taken();
  if (FastEngine* fast = FastFor(position)) return fast->SolveBetween(position, lower, upper);
  General().Load(position);
  const int taken = position.taken();
  return taken +
         General().Exact(std::max(0, lower - taken), std::max(0, upper - taken), General().Guess());
}

int Solver::SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess) {
  if (position.finished()) return std::clamp(position.taken(), lo - 1, hi + 1);
  if (FastEngine* fast = FastFor(position)) return fast->SolveWindow(position, lo, hi, guess);
  General().Load(position);
  // Bisection over [lo - 1, hi + 1] ends at lo - 1 for any value below the window, and at hi + 1
  // or above (a fail-soft bound) for any value above it.
  const int taken = position.taken();
  const int first = guess ? *guess - taken : General().Guess();
  const int v =
      taken + General().Exact(std::max(0, lo - 1 - taken), std::max(0, hi + 1 - taken), first);
  return std::clamp(v, lo - 1, hi + 1);
}

bool Solver::Reaches(const Position& position, int target) {
  const int need = target - position.taken();
  if (need <= 0) return true;
  if (position.finished()) return false;
  if (FastEngine* fast = FastFor(position)) return fast->Reaches(position, target);
  General().Load(position);
  return General().Search(need - 1, need) >= need;
}

int Solver::Bound(const Position& position, int target) {
  assert(!position.minimizing());
  const int need = target - position.taken();
  if (need <= 0 || position.finished()) return position.taken();
  if (FastEngine* fast = FastFor(position)) return fast->Bound(position, target);
  General().Load(position);
  return position.taken() + General().Search(need - 1, need);
}

std::vector<MoveValue> Solver::ValuePlays(const Position& position) {
  std::vector<MoveValue> values;
  if (FastEngine* fast = FastFor(position)) {
    values = fast->ValuePlays(position);
  } else {
    for (const Move& m : position.Legal()) {
      Position next = position;
      PlayKnownLegal(next, m);
      values.push_back({m, Solve(next)});
    }
  }
  // Best for the mover first; ties in the order a player reads them (NaturalKey), so that a
  // printed line draws trumps from the top rather than with a side tile first by index; a tile
  // led for either of its suits keeps the order of Legal().
  const bool max_side = position.declarer_side(position.to_move()) != position.minimizing();
  const Rules& rules = position.rules();
  std::stable_sort(values.begin(), values.end(), [&](const MoveValue& a, const MoveValue& b) {
    if (a.value != b.value) return max_side ? a.value > b.value : a.value < b.value;
    return NaturalKey(rules, a.move.tile) > NaturalKey(rules, b.move.tile);
  });
  return values;
}

uint64_t Solver::nodes() const {
  return (searcher_ ? searcher_->nodes() : 0) + (fast_ ? fast_->nodes() : 0);
}

}  // namespace texas42::family
