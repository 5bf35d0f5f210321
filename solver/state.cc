#include "solver/state.h"

#include "absl/strings/str_cat.h"

namespace texas42 {

Position::Position(const Rules& rules, const Deal& deal, Seat declarer)
    : rules_(&rules), deal_(deal), declarer_(declarer), hands_(deal.hands) {
  leader_ = rules.contract().partner_leads() ? PartnerOf(declarer) : declarer;
  to_move_ = leader_;
  if (rules.contract().partner_sits_out()) hands_[Index(PartnerOf(declarer))] = TileSet();
}

std::optional<Seat> Position::sitting_out() const {
  if (rules_->contract().partner_sits_out()) return PartnerOf(declarer_);
  return std::nullopt;
}

Seat Position::Next(Seat s) const {
  Seat next = NextSeat(s);
  if (sitting_out() == next) next = NextSeat(next);
  return next;
}

absl::StatusOr<Position> Position::Resume(const Rules& rules, Seat declarer,
                                          const InProgress& state) {
  Position p(rules, Deal{state.hands}, declarer);
  TileSet seen;
  for (const TileSet hand : state.hands) {
    if (!(seen & hand).empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat(FormatTiles(seen & hand), " is in two hands at once"));
    }
    seen |= hand;
  }
  const int trick_size = rules.trick_size();
  const int complete = state.tricks_played;
  const int on_table = static_cast<int>(state.trick.size());
  if (complete < 0 || complete > kTricksPerHand || on_table >= trick_size ||
      (complete == kTricksPerHand && on_table > 0)) {
    return absl::InvalidArgumentError(absl::StrCat(
        "a hand cannot resume after ", complete, " tricks with ", on_table, " tiles on the table"));
  }
  if (p.sitting_out() == state.leader) {
    return absl::InvalidArgumentError(
        absl::StrCat(SeatName(state.leader), " sits out and cannot lead"));
  }
  // Give the trick's tiles back to who played them, so that playing them again checks them.
  Seat seat = state.leader;
  for (Tile t : state.trick) {
    if (seen.Contains(t)) {
      return absl::InvalidArgumentError(absl::StrCat(FormatTile(t), " is both on the table and in ",
                                                     SeatName(Deal{state.hands}.Holder(t)),
                                                     "'s hand"));
    }
    p.deal_.hands[Index(seat)].Add(t);
    seat = p.Next(seat);
  }
  for (Seat s : {Seat::kNorth, Seat::kEast, Seat::kSouth, Seat::kWest}) {
    if (p.sitting_out() == s) continue;  // his tiles, if given, stay out of play
    const int most = kTricksPerHand - complete;
    if (p.deal_.hands[Index(s)].size() != most) {
      return absl::InvalidArgumentError(absl::StrCat(
          SeatName(s), " holds ", p.deal_.hands[Index(s)].size(), " tiles at the start of trick ",
          complete + 1, " where he should hold ", most));
    }
  }
  p.hands_ = p.deal_.hands;
  if (const std::optional<Seat> out = p.sitting_out()) p.hands_[Index(*out)] = TileSet();
  p.leader_ = p.to_move_ = state.leader;
  p.earlier_tricks_ = complete;
  p.earlier_declarer_tricks_ = state.declarer_tricks;
  p.taken_ = state.taken;
  if (absl::Status s = PlaySequence(p, state.trick); !s.ok()) return s;
  return p;
}

int Position::declarer_tricks() const {
  int n = earlier_declarer_tricks_;
  for (const PlayedTrick& t : tricks_) n += t.winner == declarer_;
  return n;
}

TileSet Position::Legal() const {
  const TileSet hand = hands_[Index(to_move_)];
  if (trick_.empty()) return rules_->Leads(hand, earlier_tricks_ == 0 && tricks_.empty());
  return rules_->Follows(hand, rules_->LedSuit(trick_.front()));
}

absl::Status Position::Play(Tile tile) {
  if (finished()) {
    return absl::InvalidArgumentError(
        absl::StrCat("tile ", FormatTile(tile), " played after the hand is over"));
  }
  const TileSet hand = hands_[Index(to_move_)];
  if (!hand.Contains(tile)) {
    return absl::InvalidArgumentError(
        absl::StrCat(SeatName(to_move_), " does not hold ", FormatTile(tile), " (trick ",
                     earlier_tricks_ + tricks_.size() + 1, ", ", SeatName(to_move_),
                     " to play; holds ", FormatTiles(hand), ")"));
  }
  if (!Legal().Contains(tile)) {
    const bool lead = trick_.empty();
    return absl::InvalidArgumentError(absl::StrCat(
        SeatName(to_move_), " may not play ", FormatTile(tile), " (trick ",
        earlier_tricks_ + tricks_.size() + 1,
        lead ? ": must lead one of " : ": must follow with one of ", FormatTiles(Legal()), ")"));
  }
  hands_[Index(to_move_)].Remove(tile);
  trick_.push_back(tile);
  if (static_cast<int>(trick_.size()) < rules_->trick_size()) {
    to_move_ = Next(to_move_);
    return absl::OkStatus();
  }
  // The trick is complete.
  Seat winner = leader_;
  for (int place = WinningPlace(*rules_, trick_); place > 0; --place) winner = Next(winner);
  TileSet tiles;
  for (Tile t : trick_) tiles.Add(t);
  const int value = rules_->TrickValue(tiles);
  tricks_.push_back({leader_, winner, trick_, value});
  taken_[static_cast<int>(TeamOf(winner))] += value;
  trick_.clear();
  leader_ = to_move_ = winner;
  return absl::OkStatus();
}

int WinningPlace(const Rules& rules, const std::vector<Tile>& trick) {
  const Suit suit = rules.LedSuit(trick.front());
  int place = 0, best = 0;
  for (int i = 0; i < static_cast<int>(trick.size()); ++i) {
    if (rules.Power(suit, trick[i]) > best) {
      best = rules.Power(suit, trick[i]);
      place = i;
    }
  }
  return place;
}

absl::Status PlaySequence(Position& position, const std::vector<Tile>& tiles) {
  for (Tile t : tiles) {
    if (absl::Status s = position.Play(t); !s.ok()) return s;
  }
  return absl::OkStatus();
}

}  // namespace texas42
