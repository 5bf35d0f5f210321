#include "solver/family/position.h"

#include "absl/strings/str_cat.h"

namespace texas42::family {

Position::Position(const Rules& rules, const Hands& hands, int declarer)
    : rules_(&rules), hands_(hands), declarer_(declarer) {
  const int n = seats();
  if (rules.contract().kind == Kind::kNello && n == 4) sitting_out_ = (declarer + 2) % 4;
  leader_ = rules.contract().kind == Kind::kPartnerCall ? (declarer + 2) % 4 : declarer;
  to_move_ = leader_;
  for (int s = n; s < kMaxSeats; ++s) hands_[s] = TileSet();
  if (sitting_out_ >= 0) hands_[sitting_out_] = TileSet();
  tricks_left_ = hands_[declarer].size();
}

bool Position::declarer_side(int seat) const {
  if (seats() == 3) return seat == declarer_;
  return seat % 2 == declarer_ % 2;
}

int Position::still_to_take() const {
  TileSet live;
  for (int s = 0; s < seats(); ++s) live |= hands_[s];
  for (Tile t : trick_) live.Add(t);
  return tricks_left_ + rules_->CountOf(live);
}

int Position::Next(int seat) const {
  int next = (seat + 1) % seats();
  if (next == sitting_out_) next = (next + 1) % seats();
  return next;
}

std::vector<Move> Position::Legal() const {
  std::vector<Move> moves;
  if (finished()) return moves;
  const TileSet hand = hands_[to_move_];
  if (trick_.empty()) {
    for (Tile t : rules_->Leads(hand, opening_)) {
      moves.push_back({t, rules_->LedSuit(t)});
      if (rules_->AltLedSuit(t) != kNoSuit) moves.push_back({t, rules_->AltLedSuit(t)});
    }
  } else {
    for (Tile t : rules_->Follows(hand, led_suit_)) moves.push_back({t, kNoSuit});
  }
  return moves;
}

absl::Status Position::Play(Move move) {
  if (finished()) return absl::FailedPreconditionError("the hand is over");
  const TileSet hand = hands_[to_move_];
  const Tile t = move.tile;
  if (!hand.Contains(t)) {
    return absl::InvalidArgumentError(absl::StrCat("seat ", to_move_, " does not hold that tile"));
  }
  if (trick_.empty()) {
    if (!rules_->Leads(hand, opening_).Contains(t)) {
      return absl::InvalidArgumentError("that tile may not be led here");
    }
    const int suit = move.suit == kNoSuit ? rules_->LedSuit(t) : move.suit;
    if (suit != rules_->LedSuit(t) && suit != rules_->AltLedSuit(t)) {
      return absl::InvalidArgumentError("that tile cannot call that suit");
    }
    led_suit_ = suit;
  } else if (!rules_->Follows(hand, led_suit_).Contains(t)) {
    return absl::InvalidArgumentError("that tile does not follow the suit led");
  }
  hands_[to_move_].Remove(t);
  trick_.push_back(t);
  opening_ = false;
  if (static_cast<int>(trick_.size()) < trick_size()) {
    to_move_ = Next(to_move_);
    return absl::OkStatus();
  }
  const int place = WinningPlace(*rules_, led_suit_, trick_);
  int winner = leader_;
  for (int i = 0; i < place; ++i) winner = Next(winner);
  TileSet tiles;
  for (Tile x : trick_) tiles.Add(x);
  (declarer_side(winner) ? taken_ : taken_against_) += rules_->TrickValue(tiles);
  trick_.clear();
  led_suit_ = kNoSuit;
  --tricks_left_;
  leader_ = to_move_ = winner;
  return absl::OkStatus();
}

int WinningPlace(const Rules& rules, int led_suit, const std::vector<Tile>& trick) {
  int best = 0;
  for (int i = 1; i < static_cast<int>(trick.size()); ++i) {
    if (rules.Power(led_suit, trick[i]) > rules.Power(led_suit, trick[best])) best = i;
  }
  return best;
}

}  // namespace texas42::family
