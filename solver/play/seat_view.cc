#include "solver/play/seat_view.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "solver/family/deal.h"
#include "solver/rng.h"

namespace texas42::family {

bool LegalBeside(const Rules& rules, Tile t, Tile u, int led_suit, bool opening) {
  const TileSet pair = TileSet(t) | TileSet(u);
  return led_suit == kNoSuit ? rules.Leads(pair, opening).Contains(t)
                             : rules.Follows(pair, led_suit).Contains(t);
}

absl::StatusOr<SeatView> SeatView::Make(const Rules& rules, int declarer, int seat, TileSet hand,
                                        TileSet discard, const std::vector<Move>& played) {
  const Game& game = rules.game();
  const int n = game.seats;
  if (seat < 0 || seat >= n || declarer < 0 || declarer >= n) {
    return absl::InvalidArgumentError("no such seat in this game");
  }
  SeatView v;
  v.rules_ = &rules;
  v.seat_ = seat;
  v.declarer_ = declarer;
  v.start_hand_ = v.hand_ = hand;
  v.discard_ = seat == declarer ? discard : TileSet();
  if (rules.contract().kind == Kind::kNello && n == 4) v.sitting_out_ = (declarer + 2) % 4;
  if (seat == v.sitting_out_) return absl::InvalidArgumentError("that seat sits out");
  if (hand.size() != game.hand_size || !(hand - game.tiles).empty() ||
      !(hand & v.discard_).empty()) {
    return absl::InvalidArgumentError("the hand does not fit the game");
  }
  const int leader0 = rules.contract().kind == Kind::kPartnerCall ? (declarer + 2) % 4 : declarer;
  v.trick_size_ = v.sitting_out_ < 0 ? n : n - 1;
  v.unseen_ = game.tiles - hand - v.discard_;
  for (int s = 0; s < n; ++s) {
    v.held_[s] = game.hand_size;
    v.possible_[s] = s == seat ? hand : v.unseen_;
  }
  v.tricks_left_ = game.hand_size;
  v.to_move_ = leader0;
  int leader = leader0;
  std::vector<Tile> trick;
  for (const Move& m : played) {
    if (absl::Status s = v.Observe(m, trick, leader); !s.ok()) return s;
  }
  int held_others = 0;
  for (int s = 0; s < n; ++s) {
    if (s != seat) held_others += v.held_[s];
  }
  v.out_of_play_ = v.unseen_.size() - held_others;
  v.possible_out_ = v.unseen_;
  if (game.exchange == Exchange::kNonCounter) {
    for (Tile t : v.unseen_) {
      if (t.count() > 0) v.possible_out_.Remove(t);
    }
  }
  if (v.out_of_play_ < 0) return absl::InvalidArgumentError("more tiles held than unseen");
  return v;
}

int SeatView::Next(int s) const {
  int x = (s + 1) % seats();
  if (x == sitting_out_) x = (x + 1) % seats();
  return x;
}

absl::Status SeatView::Observe(const Move& m, std::vector<Tile>& trick, int& leader) {
  const Rules& rules = *rules_;
  if (tricks_left_ == 0) return absl::InvalidArgumentError("a play after the hand is over");
  const int p = to_move_;
  const Tile t = m.tile;
  const bool mine = p == seat_;
  if (mine ? !hand_.Contains(t) : !possible_[p].Contains(t)) {
    return absl::InvalidArgumentError(
        absl::StrCat(std::string(1, SeatLetter(p)), " cannot hold ", FormatTile(t), " there"));
  }
  const int led = trick.empty() ? kNoSuit : led_suit_;
  if (mine) {
    const TileSet legal = led == kNoSuit ? rules.Leads(hand_, opening_) : rules.Follows(hand_, led);
    if (!legal.Contains(t)) {
      return absl::InvalidArgumentError(absl::StrCat(FormatTile(t), " is not a legal play"));
    }
  }
  if (led == kNoSuit) {
    const int suit = m.suit == kNoSuit ? rules.LedSuit(t) : m.suit;
    if (suit != rules.LedSuit(t) && suit != rules.AltLedSuit(t)) {
      return absl::InvalidArgumentError(absl::StrCat(FormatTile(t), " cannot call that suit"));
    }
    led_suit_ = suit;
  }
  // What the play proves: no tile beside which it would have been illegal.
  if (!mine) {
    for (Tile u : possible_[p]) {
      if (u != t && !LegalBeside(rules, t, u, led, opening_)) possible_[p].Remove(u);
    }
  }
  for (int s = 0; s < seats(); ++s) {
    if (s != seat_) possible_[s].Remove(t);
  }
  unseen_.Remove(t);
  if (mine) hand_.Remove(t);
  --held_[p];
  played_.push_back({t, led == kNoSuit ? led_suit_ : kNoSuit});
  players_.push_back(p);
  opening_ = false;
  trick.push_back(t);
  if (static_cast<int>(trick.size()) < trick_size_) {
    to_move_ = Next(p);
    return absl::OkStatus();
  }
  const int place = WinningPlace(rules, led_suit_, trick);
  int winner = leader;
  for (int i = 0; i < place; ++i) winner = Next(winner);
  trick.clear();
  led_suit_ = kNoSuit;
  --tricks_left_;
  leader = to_move_ = winner;
  return absl::OkStatus();
}

std::vector<Move> SeatView::Legal() const {
  std::vector<Move> moves;
  if (finished() || to_move_ != seat_) return moves;
  if (played_.size() % (sitting_out_ < 0 ? seats() : seats() - 1) == 0) {
    for (Tile t : rules_->Leads(hand_, opening_)) {
      moves.push_back({t, rules_->LedSuit(t)});
      if (rules_->AltLedSuit(t) != kNoSuit) moves.push_back({t, rules_->AltLedSuit(t)});
    }
  } else {
    for (Tile t : rules_->Follows(hand_, led_suit_)) moves.push_back({t, kNoSuit});
  }
  return moves;
}

uint64_t SeatView::Hash() const {
  uint64_t h = MixHash(static_cast<uint64_t>(rules_->game().id), seat_);
  h = MixHash(h, declarer_);
  h = MixHash(h, start_hand_.bits());
  h = MixHash(h, discard_.bits());
  for (const Move& m : played_) h = MixHash(h, m.tile.index() * 16 + (m.suit + 1));
  return h;
}

}  // namespace texas42::family
