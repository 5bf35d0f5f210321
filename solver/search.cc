#include <algorithm>
#include <memory>
#include <utility>

#include "solver/natural_order.h"
#include "solver/search_internal.h"

namespace texas42 {
namespace {

// The count tiles.
constexpr TileSet kCountTiles = kTenCount | kFiveCount;

// Returns the count a seat surely adds to a trick when `plays` (not empty) are the tiles he may
// play to it: the least among them when all are count tiles, else none.
int ForcedCount(TileSet plays) {
  if ((plays & kCountTiles) != plays) return 0;
  return (plays & kFiveCount) ? 5 : 10;
}

// Returns the greatest count of a tile of `tiles` (0 when none is a count tile).
int MostCount(TileSet tiles) { return (tiles & kTenCount) ? 10 : (tiles & kFiveCount) ? 5 : 0; }

// What CashFromTop returns when the leader can take every remaining trick.
constexpr int kEverything = 1000;
// The score that keeps a move first in a MoveList.
constexpr int kFirst = 1 << 30;
// Lead history: a refutation with `tricks` left adds 2^(kHistoryGainBits * tricks) to its lead;
// the leads tried before it lose up to 2^kHistoryLossBits times that. Histories are capped at
// kHistoryMost and scaled by 2^kHistoryShift, which keeps every score (with the heuristic's
// few hundred) below kFirst. Measured on 10 / 50 deals: gains of 2^(2 tricks) and 2^(4 tricks)
// and losses of 2 to 1024 times the gain were within a few percent of these.
constexpr int kHistoryGainBits = 3;
constexpr int kHistoryLossBits = 5;
constexpr uint64_t kHistoryMost = uint64_t{1} << 26;
constexpr int kHistoryShift = 3;
static_assert((kHistoryMost << kHistoryShift) + 1000 < kFirst);

// The fewest tricks left at which SureFirstTrick looks for a second sure trick: with fewer the
// search settles the position about as cheaply (measured: 3 or 4 cost more than they save).
constexpr int kSecondTrickFrom = 5;
// log2 of the buckets of the table of two-trick positions: 64 KiB. Most two-trick searches are
// answered by it; 32 KiB cost 0.4% more instructions, 128 KiB saves 0.2% more.
constexpr int kEndgameTableBits = 12;

// The width of the interval of values within which an exact solve climbs instead of bisecting.
// Measured in nodes per solve, without the guess on 50 deals: never 33,591, 4: 33,234, 6: 33,228,
// 8: 33,153, 12: 33,551; with the guess on 250 deals: never 31,085, 3: 30,933, 4: 30,821,
// 6: 30,653, 8: 30,674.
constexpr int kClimbWithin = 6;

// Narrows the bounds [lower, upper] of a position with the fail-soft result `v` of its search
// in the window (alpha, beta).
void Narrow(int v, int alpha, int beta, int* lower, int* upper) {
  if (v <= alpha) {
    *upper = std::min(*upper, v);
  } else if (v >= beta) {
    *lower = std::max(*lower, v);
  } else {
    *lower = *upper = v;
  }
}

}  // namespace

Solver::Solver(SearchOptions options) : searcher_(std::make_unique<Searcher>(options)) {}
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;
Solver::~Solver() = default;

int Solver::Solve(const Position& position) { return searcher_->Solve(position); }
int Solver::SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess) {
  return searcher_->SolveWindow(position, lo, hi, guess);
}
bool Solver::Reaches(const Position& position, int target) {
  return searcher_->Reaches(position, target);
}
int Solver::Bound(const Position& position, int target) {
  return searcher_->Bound(position, target);
}
std::pair<int, int> Solver::SureTrickBounds(const Position& position) {
  return searcher_->SureTrickBounds(position);
}
uint64_t Solver::nodes() const { return searcher_->nodes(); }
size_t Solver::table_bytes() const { return searcher_->table_bytes(); }
size_t Solver::bytes() const { return sizeof(Searcher) + searcher_->table_bytes(); }

std::vector<TileValue> Solver::ValuePlays(const Position& position) {
  std::vector<TileValue> values;
  for (Tile t : position.Legal()) {
    Position child = position;
    PlayKnownLegal(child, t);
    values.push_back({t, Solve(child)});
  }
  // Best first for the player to move: his side wants more, except the nello declarer's side.
  const bool on_declarer_side = TeamOf(position.to_move()) == TeamOf(position.declarer());
  const bool wants_more =
      on_declarer_side != (position.rules().contract().scoring() == Scoring::kDeclarerTricks);
  // Ties in the order a player reads them (natural_order.h): the first is the one a line plays.
  const Contract& contract = position.rules().contract();
  std::stable_sort(values.begin(), values.end(), [&](const TileValue& x, const TileValue& y) {
    if (x.value != y.value) return wants_more ? x.value > y.value : x.value < y.value;
    return NaturalKey(contract, x.tile) > NaturalKey(contract, y.tile);
  });
  return values;
}

std::vector<Tile> Solver::OptimalLine(const Position& position) {
  std::vector<Tile> line;
  Position pos = position;
  while (!pos.finished()) {
    const Tile best = ValuePlays(pos).front().tile;
    line.push_back(best);
    PlayKnownLegal(pos, best);
  }
  return line;
}

Searcher::Searcher(SearchOptions options)
    : options_(options),
      table_(options.table_bits > 0 ? options.table_bits : 1),
      endgame_table_(options.table_bits > 0 ? kEndgameTableBits : 1),
      rng_(options.shuffle_seed * 0x9E3779B97F4A7C15ULL + 1) {}

uint64_t Searcher::Random() {
  rng_ ^= rng_ << 13;
  rng_ ^= rng_ >> 7;
  rng_ ^= rng_ << 17;
  return rng_;
}

void Searcher::Load(const Position& position) {
  const Contract& contract = position.rules().contract();
  // The table's keys name the tiles in play, not who holds them: they stay valid while every
  // tile is held by the same seat in every deal loaded (a resumed hand's deal is only what was
  // left at the start of its trick, so two positions of one layout may load different deals).
  const Hands& hands = position.deal().hands;
  bool same_holders = true;
  for (int s = 0; s < kSeatCount; ++s) {
    TileSet others;
    for (int t = 0; t < kSeatCount; ++t) {
      if (t != s) others |= loaded_hands_[t];
    }
    same_holders = same_holders && (hands[s] & others).empty();
  }
  if (!loaded_ || !(contract == loaded_contract_) || !same_holders ||
      position.declarer() != loaded_declarer_ || rules_ != &position.rules()) {
    table_.Clear();
    endgame_table_.Clear();
    if (trump_facts_generation_.Next()) trump_facts_.fill(TrumpFacts{});
    history_ = {};
    killers_ = {};
    follow_order_ = FollowOrderOf(contract, position.rules());
    loaded_ = true;
    loaded_contract_ = contract;
    loaded_hands_ = {};
    loaded_declarer_ = position.declarer();
  }
  for (int s = 0; s < kSeatCount; ++s) loaded_hands_[s] |= hands[s];
  rules_ = &position.rules();
  hands_ = position.hands();
  for (int s = 0; s < kSeatCount; ++s) next_[s] = position.Next(SeatAt(s));
  max_team_ = TeamOf(position.declarer());
  misere_ = contract.scoring() == Scoring::kDeclarerTricks;
  equal_powers_ = contract.kind == ContractKind::kSevens;
  trick_size_ = rules_->trick_size();
  for (int i = 0; i < kTileCount; ++i) {
    const Tile t = Tile::FromIndex(i);
    weakness_[i] = static_cast<uint16_t>(rules_->Power(rules_->LedSuit(t), t) * 32 + i);
  }
  endgame_ = Endgame(*rules_, max_team_, misere_, next_);
  root_trick_ = position.trick();
  root_ply_ = static_cast<int>(root_trick_.size());
  root_seat_ = position.to_move();
  root_leader_ = position.leader();
  tricks_left_ = position.tricks_left();
  taken_value_ = misere_ ? position.declarer_tricks() : position.taken(max_team_);
}

const FollowOrder& Searcher::FollowOrderOf(const Contract& contract, const Rules& rules) {
  for (const auto& [c, order] : follow_orders_) {
    if (c == contract) return order;
  }
  // A bid analysis cycles through a dozen contracts at most; keep the list that short.
  if (follow_orders_.size() == kFollowOrdersKept) follow_orders_.pop_front();
  follow_orders_.emplace_back(contract, FollowOrder(rules));
  return follow_orders_.back().second;
}

int Searcher::FutureMost() const {
  if (!rules_->counts_points()) return tricks_left_;
  TileSet live = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  for (Tile t : root_trick_) live.Add(t);
  return tricks_left_ + CountOf(live);
}

int Searcher::ToValue(int future) const {
  return misere_ ? taken_value_ + tricks_left_ - future : taken_value_ + future;
}

int Searcher::ToFuture(int value) const {
  return misere_ ? taken_value_ + tricks_left_ - value : value - taken_value_;
}

int Searcher::RootSearch(int alpha, int beta) {
  const TileSet hands = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  if (root_ply_ == 0) return Lead(alpha, beta, root_leader_, hands);
  TrickSoFar trick{rules_->LedSuit(root_trick_.front()), root_leader_, 0, TileSet(), hands};
  Seat seat = root_leader_;
  for (Tile t : root_trick_) {
    const int power = rules_->Power(trick.suit, t);
    if (power > trick.best) {
      trick.best = power;
      trick.winner = seat;
    }
    trick.tiles.Add(t);
    trick.live.Add(t);
    seat = next_[Index(seat)];
  }
  return Follow(alpha, beta, root_ply_, root_seat_, trick);
}

int Searcher::FutureValue(int lo, int hi, std::optional<int> given) {
  // The value clamped to [lo - 1, hi + 1] lies in [a, b]. Each null-window probe moves one end,
  // by at least half the interval (bisection) and often further (its fail-soft bound).
  // The true value lies in [0, most], so its clamp lies between the clamps of 0 and most.
  // Once the interval is narrow, it climbs instead (each probe one above the best lower bound):
  // a probe above the value costs about twice one at or below it, and a climb makes only one
  // such probe, the last, where bisection makes about two.
  // The first probe goes to the caller's guess, or else to a cheap guess of the value, instead
  // of the middle when there is one: probes near the value leave a table that makes the next
  // ones cheap. Whatever the guess, every target lies in (a, b], so each probe moves an end by
  // at least one: only the probes decide the value, and the loop ends.
  const int climb_within = rules_->counts_points() ? kClimbWithin : 0;
  int a = std::clamp(0, lo - 1, hi + 1), b = std::clamp(FutureMost(), lo - 1, hi + 1);
  const auto next_target = [&] { return b - a > climb_within ? (a + b + 1) / 2 : a + 1; };
  const bool guess = rules_->counts_points() && !misere_ && root_ply_ == 0 && a < b;
  int target = given && a < b ? std::clamp(*given, a + 1, b)
               : guess       ? std::clamp(GuessFuture(), a + 1, b)
                             : next_target();
  while (a < b) {
    const int v = RootSearch(target - 1, target);
    if (v >= target) {
      a = std::min(v, b);
    } else {
      b = std::max(v, a);
    }
    target = next_target();
  }
  return a;
}

int Searcher::Solve(const Position& position) {
  Load(position);
  return ToValue(FutureValue(0, FutureMost()));
}

int Searcher::SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess) {
  Load(position);
  int flo = ToFuture(lo), fhi = ToFuture(hi);
  if (flo > fhi) std::swap(flo, fhi);
  if (guess) guess = ToFuture(*guess);
  return ToValue(FutureValue(flo, fhi, guess));
}

bool Searcher::Reaches(const Position& position, int target) {
  Load(position);
  const int future = ToFuture(target);
  if (future <= 0) return true;
  if (future > FutureMost()) return false;
  return RootSearch(future - 1, future) >= future;
}

int Searcher::Bound(const Position& position, int target) {
  Load(position);
  const int future = ToFuture(target);
  if (future <= 0) return taken_value_;
  const int most = FutureMost();
  if (future > most) return ToValue(most);
  return ToValue(RootSearch(future - 1, future));
}

std::pair<int, int> Searcher::SureTrickBounds(const Position& position) {
  Load(position);
  const TileSet live = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  const int most = FutureMost();
  int lower = 0, upper = most;
  if (!misere_ && root_ply_ == 0 && tricks_left_ > 0) {
    QuickBounds(root_leader_, live, most, -1, most + 1, &lower, &upper);
  }
  const int a = ToValue(lower), b = ToValue(upper);  // nello counts the other way
  return {std::min(a, b), std::max(a, b)};
}

int Searcher::LastTwoTricks(int alpha, int beta, Seat leader, TileSet live, int most) {
  if (options_.table_bits == 0) return endgame_.Value(hands_, leader, alpha, beta);
  int lower = 0, upper = most;
  if (const auto* e = endgame_table_.Probe(live, leader)) {
    lower = e->lower;
    upper = e->upper;
    if (lower >= beta || lower == upper) return lower;
    if (upper <= alpha) return upper;
  }
  const int v =
      endgame_.Value(hands_, leader, std::max(alpha, lower - 1), std::min(beta, upper + 1));
  Narrow(v, alpha, beta, &lower, &upper);
  endgame_table_.Store(live, leader, lower, upper);
  return v;
}

int Searcher::SearchLeads(int alpha, int beta, Seat leader, TileSet live, int tricks, int most) {
  // Step 3. Transposition table lookup.
  const bool use_table = options_.table_bits > 0;
  int lower = 0, upper = most;
  uint8_t hint = TranspositionTable::kNoTile;
  const TranspositionTable::Entry* entry = use_table ? table_.Probe(live, leader) : nullptr;
  if (entry != nullptr) {
    // A stored entry already includes the sure-trick bounds of step 4.
    lower = entry->lower;
    upper = entry->upper;
    hint = entry->best;
  } else if (options_.quick_tricks && !misere_) {
    // Step 4. Sure-trick bounds. They assume a side wants the tricks it can take, which is
    // false in nello, where nobody does.
    QuickBounds(leader, live, most, alpha, beta, &lower, &upper);
  }
  if (lower >= beta || lower == upper) return lower;
  if (upper <= alpha) return upper;
  // Step 5. With three tricks left, a null window is settled by a lean search of its own
  // (search_three.cc); nello's tricks of three and shuffled orders (tests) take the general path.
  if (tricks == 3 && trick_size_ == 4 && !misere_ && beta == alpha + 1 &&
      options_.shuffle_seed == 0) {
    const int v = ThreeTricks(leader, alpha);
    if (use_table) {
      Narrow(v, alpha, beta, &lower, &upper);
      table_.Store(live, leader, lower, upper, hint);
    }
    return v;
  }

  // Step 6. Try the leads: first the one that decided this position before, then (only when
  // that one did not settle it) the others, ordered.
  MoveList moves;
  const TileSet hand = hands_[Index(leader)];
  const TileSet legal = rules_->Leads(hand, tricks == kTricksPerHand);
  TileSet tried;
  if (hint != TranspositionTable::kNoTile && legal.Contains(Tile::FromIndex(hint)) &&
      options_.shuffle_seed == 0) {
    tried = Tile::FromIndex(hint);
    moves.Add(Tile::FromIndex(hint), kFirst);
  }
  const bool maximizing = TeamOf(leader) == max_team_;
  int best = maximizing ? -1 : most + 1;
  uint8_t best_tile = hint;
  int a = alpha, b = beta;
  for (int i = 0;; ++i) {
    if (i == moves.size) {
      if (i > 0 && tried.empty()) break;  // every lead tried
      OrderLeads(moves, legal & ~tried, leader);
      // Only tiles that may have a twin can be redundant: usually there are not two of them.
      if (options_.collapse_equivalent && (legal & rules_->Twinned()).size() >= 2) {
        moves.size = Collapse(moves.tiles.data(), moves.size, hand, live, tried);
      }
      tried = TileSet();
      if (i == moves.size) break;  // the hint was the only lead
    }
    const Tile t = moves.tiles[i];
    const Suit suit = rules_->LedSuit(t);
    hands_[Index(leader)] = hand ^ t;
    const int v = trick_size_ == 4 && options_.shuffle_seed == 0
                      ? FollowTrick(a, b, leader, t, live, tricks)
                      : Follow(a, b, 1, next_[Index(leader)],
                               TrickSoFar{suit, leader, rules_->Power(suit, t), t, live});
    hands_[Index(leader)] = hand;
    if (maximizing ? v > best : v < best) {
      best = v;
      best_tile = static_cast<uint8_t>(t.index());
      if (maximizing) {
        a = std::max(a, v);
      } else {
        b = std::min(b, v);
      }
      if (a >= b) {
        // The lead that refuted gains, by the size of the tree it cut; the leads tried before
        // it, which did not, lose up to much more, so that a lead that stops refuting soon
        // stops coming first (measured: 9% fewer nodes than counting refutations alone).
        const uint64_t gain = uint64_t{1} << (kHistoryGainBits * tricks);
        history_[Index(leader)][t.index()] += gain;
        for (int j = 0; j < i; ++j) {
          uint64_t& h = history_[Index(leader)][moves.tiles[j].index()];
          h -= std::min(h, gain << kHistoryLossBits);
        }
        break;
      }
    }
  }

  // Step 7. Store what was learned.
  if (use_table) {
    Narrow(best, alpha, beta, &lower, &upper);
    table_.Store(live, leader, lower, upper, best_tile);
  }
  return best;
}

void Searcher::OrderLeads(MoveList& moves, TileSet legal, Seat leader) {
  const TileSet opponents =
      hands_[Index(NextSeat(leader))] | hands_[Index(PartnerOf(NextSeat(leader)))];
  const TileSet partners = hands_[Index(PartnerOf(leader))];
  for (Tile t : legal) {
    int score;
    if (options_.shuffle_seed != 0) {
      score = static_cast<int>(Random() & 0xffff);
    } else {
      const Suit suit = rules_->LedSuit(t);
      int heuristic;
      if ((opponents & rules_->Above(suit, t)).empty()) {
        heuristic = 300 + t.count();  // a winner: cash it
      } else {
        bool partner_wins = false;
        for (Tile p : partners & rules_->Above(suit, t)) {
          if ((opponents & rules_->Above(suit, p)).empty()) {
            partner_wins = true;
            break;
          }
        }
        heuristic = partner_wins ? 200 + t.count()                            // feed him count
                                 : 100 - t.count() - rules_->Power(suit, t);  // lose it cheaply
      }
      // History first, the heuristic among leads of equal history; below kFirst.
      const uint64_t history = std::min(history_[Index(leader)][t.index()], kHistoryMost);
      score = static_cast<int>(history << kHistoryShift) + heuristic;
    }
    moves.Add(t, score);
  }
}

int Searcher::Collapse(Tile* tiles, int size, TileSet hand, TileSet live, TileSet tried) const {
  int kept = 0;
  TileSet kept_tiles = tried;
  for (int i = 0; i < size; ++i) {
    const Tile t = tiles[i];
    if (!Redundant(t, kept_tiles, hand, live)) {
      tiles[kept] = t;
      kept_tiles.Add(t);
      ++kept;
    }
  }
  return kept;
}

int Searcher::CashFromTop(Seat leader, TileSet live, const TrumpFacts& facts) const {
  const TileSet mine = hands_[Index(leader)];
  const TileSet trumps = rules_->trumps();
  // His trumps led from the top win as long as each is above every trump still out against it.
  const int drawn = facts.drawn[Index(leader)];
  int points = facts.cashed[Index(leader)];
  // Once no other hand can trump, a tile above every other tile of its suit wins too.
  if (facts.blocked[Index(leader)]) return points;
  const TileSet rest = live & ~mine & ~trumps;
  int winners = drawn;
  for (Tile t : mine & ~trumps) {
    if ((rest & rules_->Above(rules_->LedSuit(t), t)).empty()) {
      points += rules_->TrickValue(t);
      ++winners;
    }
  }
  // A leader who wins every trick left takes every point left.
  return winners == mine.size() ? kEverything : points;
}

const Searcher::TrumpFacts& Searcher::TrumpFactsOf(TileSet live) const {
  const TileSet trumps = rules_->trumps() & live;
  const uint64_t tag = trumps.bits() | uint64_t{trump_facts_generation_.value()} << 32;
  TrumpFacts& facts =
      trump_facts_[(trumps.bits() * uint32_t{0x9E3779B1}) >> (32 - kTrumpFactsBits)];
  if (facts.tag != tag) {
    facts = ComputeTrumpFacts(trumps);
    facts.tag = tag;
  }
  return facts;
}

Searcher::TrumpFacts Searcher::ComputeTrumpFacts(TileSet trumps) const {
  TrumpFacts facts;
  // Each seat's trumps that win when he leads them from the top: every other hand must follow
  // each with a trump while it holds one, and may keep its highest, so his j-th highest wins
  // when it is above the highest trump of every other hand holding j trumps or more (one with
  // fewer has none left by then). Once he has led them, any other hand holding more trumps
  // than that still holds one.
  const std::array<int, kSeatCount> held = {
      (trumps & hands_[0]).size(), (trumps & hands_[1]).size(), (trumps & hands_[2]).size(),
      (trumps & hands_[3]).size()};
  for (int s = 0; s < kSeatCount; ++s) {
    int drawn = 0, cashed = 0;
    for (int i = 0; i < rules_->trumps().size() && drawn < held[s]; ++i) {
      const Tile t = rules_->TrumpsHighFirst()[i];
      if (!hands_[s].Contains(t)) continue;
      TileSet left;  // the trumps of the other hands still holding one when he leads `t`
      for (int o = 0; o < kSeatCount; ++o) {
        if (o != s && held[o] > drawn) left |= hands_[o] & trumps;
      }
      if (left & rules_->Above(kTrumpSuit, t)) break;
      ++drawn;
      cashed += rules_->TrickValue(t);
    }
    bool blocked = false;
    for (int o = 0; o < kSeatCount; ++o) {
      if (o != s && held[o] > drawn) blocked = true;
    }
    facts.drawn[s] = static_cast<uint8_t>(drawn);
    facts.cashed[s] = static_cast<uint8_t>(cashed);
    facts.blocked[s] = blocked;
  }
  if (trumps.empty()) return facts;
  // A trump above every trump of the other side wins its side whatever trick it falls in. Two
  // such trumps may fall in one trick only if partners hold them, so the side takes at least as
  // many tricks as one hand holds of them, and all of their count. Only the side holding the
  // highest trump in play has such trumps.
  // Each trump's Above() leaves out itself and every trump below it: what is left of the trumps
  // after those of east-west is what north-south hold above all of them, and when that is
  // nothing, east-west hold the highest trump.
  const TileSet north_south = trumps & (hands_[Index(Seat::kNorth)] | hands_[Index(Seat::kSouth)]);
  TileSet sure = trumps;
  for (Tile t : trumps ^ north_south) sure &= rules_->Above(kTrumpSuit, t);
  facts.team = Team::kNorthSouth;
  if (sure.empty()) {
    facts.team = Team::kEastWest;
    sure = trumps;
    for (Tile t : north_south) sure &= rules_->Above(kTrumpSuit, t);
  }
  const int tricks = std::max(std::max((sure & hands_[0]).size(), (sure & hands_[1]).size()),
                              std::max((sure & hands_[2]).size(), (sure & hands_[3]).size()));
  facts.top = sure;
  facts.top_value = static_cast<uint8_t>(rules_->counts_points() ? tricks + CountOf(sure) : tricks);
  return facts;
}

// Always inlined into QuickBounds, its one caller: out of line its call and register saves cost
// 0.8% of the instructions.
[[gnu::always_inline]] inline int Searcher::SureFirstTrick(Seat leader, int need, TileSet top,
                                                           int top_value) const {
  // The leader's side takes the next trick whatever the opponents play when its highest tile
  // in it is above every tile either opponent may play: either the lead itself (the partner
  // then plays what he likes: a trick he wins is the side's too), or a tile the partner may
  // play (in sevens only the lead: SureFirstTrickSevens). The trick then holds the lead, the
  // partner's tile and from each opponent at least the least count among the tiles he may
  // play. When neither the lead nor the partner's tile is one of the side's sure trumps (`top`,
  // above all of the opponents' trumps, which only fall away), those all stay in play and
  // still take what they surely take (`top_value`), in later tricks.
  if (equal_powers_) return SureFirstTrickSevens(leader, need);
  const int l = Index(leader);
  const TileSet left = hands_[(l + 1) & 3], right = hands_[(l + 3) & 3],
                partner = hands_[(l + 2) & 3];
  const TileSet hand = hands_[l];
  // Which seats are void in the suit led is as good as random to the branch predictor: a void
  // hand's plays are picked by mask, not by branch.
  const auto follows = [](TileSet seat_hand, TileSet suit_tiles) {
    const TileSet f = seat_hand & suit_tiles;
    return f | TileSet(seat_hand.bits() & (f.empty() ? ~uint32_t{0} : 0));
  };
  int best = 0;
  TileSet outright;  // leads above every tile the opponents may play
  // Only the opening lead may be restricted (to trumps).
  for (Tile t : hand.size() == kTricksPerHand ? rules_->Leads(hand, true) : hand) {
    const Suit suit = rules_->LedSuit(t);
    const TileSet suit_tiles = rules_->SuitTiles(suit);
    const TileSet left_plays = follows(left, suit_tiles);
    const TileSet right_plays = follows(right, suit_tiles);
    const TileSet theirs = left_plays | right_plays;
    const TileSet partner_plays = follows(partner, suit_tiles);
    TileSet winners = partner_plays;  // the partner's tiles after which the side surely wins
    const bool alone = !(theirs & rules_->Above(suit, t));
    if (!alone) {
      // A partner's tile above every tile of theirs is above the lead too, which is not.
      const TileSet candidates = partner_plays & rules_->Above(suit, t);
      if (candidates.empty()) continue;
      winners = TileSet();
      for (Tile p : candidates) {
        if (!(theirs & rules_->Above(suit, p))) winners.Add(p);
      }
      if (winners.empty()) continue;
    }
    if (!rules_->counts_points()) return 1;
    const int value = 1 + t.count() + ForcedCount(left_plays) + ForcedCount(right_plays);
    int partner_adds = MostCount(winners);
    if (top_value > 0 && !top.Contains(t) && (winners & ~top)) {
      partner_adds = std::max(partner_adds, MostCount(winners & ~top) + top_value);
    }
    best = std::max(best, value + partner_adds);
    if (best >= need) return best;
    if (alone) outright.Add(t);
  }
  // Only when no one trick suffices: a lead that wins by itself, followed by a second one. A
  // second lead must be above every tile the opponents may play to it now (their tiles of its
  // suit, or all of them when void), since they may keep those: one of the other leads that
  // win by themselves.
  if (hand.size() >= kSecondTrickFrom && outright.size() >= 2) {
    for (Tile t : outright) {
      const Suit suit = rules_->LedSuit(t);
      const TileSet left_plays = rules_->Follows(left, suit);
      const TileSet right_plays = rules_->Follows(right, suit);
      const int value = 1 + t.count() + ForcedCount(left_plays) + ForcedCount(right_plays);
      best = std::max(
          best, value + SecondSureTrick(leader, t, outright ^ t, rules_->Follows(partner, suit)));
      if (best >= need) break;
    }
  }
  return best;
}

int Searcher::SureFirstTrickSevens(Seat leader, int need) const {
  // As SureFirstTrick, with the lead alone: an equally strong tile the opponent on the
  // partner's right played first would beat the partner's. No second trick.
  const int l = Index(leader);
  const TileSet left = hands_[(l + 1) & 3], right = hands_[(l + 3) & 3],
                partner = hands_[(l + 2) & 3];
  const TileSet hand = hands_[l];
  int best = 0;
  for (Tile t : rules_->Leads(hand, hand.size() == kTricksPerHand)) {
    const Suit suit = rules_->LedSuit(t);
    const TileSet left_plays = rules_->Follows(left, suit);
    const TileSet right_plays = rules_->Follows(right, suit);
    if ((left_plays | right_plays) & rules_->Above(suit, t)) continue;
    if (!rules_->counts_points()) return 1;
    const int value = 1 + t.count() + ForcedCount(left_plays) + ForcedCount(right_plays);
    best = std::max(best, value + MostCount(rules_->Follows(partner, suit)));
    if (best >= need) return best;
  }
  return best;
}

int Searcher::SecondSureTrick(Seat leader, Tile first, TileSet seconds,
                              TileSet partner_plays) const {
  // After `first`, led by `leader` and above every tile the opponents may play to it, he leads
  // again. Each opponent played one tile of those he could; the tiles he may play to the second
  // trick are among his tiles of its suit when he held two of them, or one he could not play
  // to the first trick; else among all his tiles. A second lead above all of those wins the
  // second trick too, whatever was played to the first. The partner plays his best count below
  // `first` to the first trick (so the leader keeps the lead), then his best to the second.
  const int l = Index(leader);
  const TileSet left = hands_[(l + 1) & 3], right = hands_[(l + 3) & 3],
                partner = hands_[(l + 2) & 3];
  const Suit first_suit = rules_->LedSuit(first);
  const TileSet left_first = rules_->Follows(left, first_suit);
  const TileSet right_first = rules_->Follows(right, first_suit);
  // A partner's tile above `first` would take the lead from him.
  const TileSet partner_under = partner_plays & ~rules_->Above(first_suit, first);
  if (partner_under.empty()) return 0;
  const int partner_count = MostCount(partner_under);
  TileSet partner_best = partner_under;
  if (partner_count == 10) partner_best &= kTenCount;
  if (partner_count == 5) partner_best &= kFiveCount;
  const TileSet partner_left = partner ^ *partner_best.begin();
  int best = 0;
  for (Tile t : seconds) {
    const Suit suit = rules_->LedSuit(t);
    const TileSet suit_tiles = rules_->SuitTiles(suit);
    const TileSet left_suit = left & suit_tiles, right_suit = right & suit_tiles;
    const TileSet left_plays =
        left_suit.size() >= 2 || (left_suit && !(left_suit & left_first)) ? left_suit : left;
    const TileSet right_plays =
        right_suit.size() >= 2 || (right_suit && !(right_suit & right_first)) ? right_suit : right;
    if ((left_plays | right_plays) & rules_->Above(suit, t)) continue;
    if (!rules_->counts_points()) return 2;
    const int value =
        1 + t.count() + partner_count + ForcedCount(left_plays) + ForcedCount(right_plays);
    best = std::max(best, value + MostCount(rules_->Follows(partner_left, suit)));
  }
  return best;
}

// Always inlined into SearchLeads and SureTrickBounds (other files call AllQuickBounds): the
// bounds then stay in registers instead of behind the pointers, and a table miss saves a call
// and its register saves, 1.9% of the instructions.
[[gnu::always_inline]] inline void Searcher::QuickBounds(Seat leader, TileSet live, int most,
                                                         int alpha, int beta, int* lower,
                                                         int* upper) const {
  const TrumpFacts& facts = TrumpFactsOf(live);
  const int cash = std::min(CashFromTop(leader, live, facts), most);
  const Team top_team = facts.team;
  const TileSet top_set = facts.top;
  const int top = facts.top_value;
  const bool leader_maximizes = TeamOf(leader) == max_team_;
  const int surely_ours = std::max(leader_maximizes ? cash : 0, top_team == max_team_ ? top : 0);
  const int surely_theirs = std::max(leader_maximizes ? 0 : cash, top_team == max_team_ ? 0 : top);
  *lower = std::max(*lower, surely_ours);
  *upper = std::min(*upper, most - surely_theirs);
  if (*lower >= beta || *upper <= alpha || *lower == *upper) return;
  // The next trick, with what the side's sure trumps take after it.
  const int need = leader_maximizes ? beta : most - alpha;
  const int first =
      std::min(most, SureFirstTrick(leader, need, top_set, top_team == TeamOf(leader) ? top : 0));
  if (leader_maximizes) {
    *lower = std::max(*lower, first);
  } else {
    *upper = std::min(*upper, most - first);
  }
}

void Searcher::AllQuickBounds(Seat leader, TileSet live, int most, int* lower, int* upper) const {
  QuickBounds(leader, live, most, -1, most + 1, lower, upper);
}

}  // namespace texas42
