#include "solver/play/seat_view.h"

#include "absl/strings/str_cat.h"
#include "solver/deal.h"
#include "solver/rng.h"

namespace texas42 {
namespace {

// Returns the tiles that, held beside `tile`, would have made playing it illegal: a better
// tier of the led suit (or of the leads when `lead`). Under every contract a play is legal
// when no tile of the hand is in a better tier, so these are what playing `tile` proves absent.
TileSet ProvenAbsent(const Rules& rules, Tile tile, bool lead, bool opening, Suit suit) {
  TileSet absent;
  for (Tile y : ~TileSet(tile)) {
    const TileSet pair = TileSet(tile) | y;
    const TileSet legal = lead ? rules.Leads(pair, opening) : rules.Follows(pair, suit);
    if (!legal.Contains(tile)) absent.Add(y);
  }
  return absent;
}

}  // namespace

int GoalTarget(const Contract& contract, int bid) {
  switch (contract.scoring()) {
    case Scoring::kPoints:
      return bid > kTotalPoints ? kTotalPoints : bid;
    case Scoring::kTricks:
      return kTricksPerHand;
    case Scoring::kDeclarerTricks:
      return 0;
  }
  return 0;
}

int SeatView::target() const { return GoalTarget(rules_->contract(), bid_); }

SeatView SeatView::Of(const Position& position, Seat seat, int bid,
                      const std::array<TileSet, kSeatCount>& placed) {
  std::vector<Tile> played;
  for (const PlayedTrick& t : position.tricks()) {
    played.insert(played.end(), t.tiles.begin(), t.tiles.end());
  }
  played.insert(played.end(), position.trick().begin(), position.trick().end());
  // A position's play is legal, so its view always is.
  return *Make(position.rules(), position.declarer(), bid, seat, position.deal().hand(seat), played,
               placed);
}

absl::StatusOr<SeatView> SeatView::Make(const Rules& rules, Seat declarer, int bid, Seat seat,
                                        TileSet dealt, const std::vector<Tile>& played,
                                        const std::array<TileSet, kSeatCount>& placed) {
  if (dealt.size() != kTricksPerHand) {
    return absl::InvalidArgumentError(
        absl::StrCat(SeatName(seat), "'s hand holds ", dealt.size(), " tiles; it needs 7"));
  }
  const Contract& contract = rules.contract();
  const std::optional<Seat> sits_out =
      contract.partner_sits_out() ? std::optional<Seat>(PartnerOf(declarer)) : std::nullopt;
  SeatView v;
  v.rules_ = &rules;
  v.seat_ = seat;
  v.declarer_ = declarer;
  v.bid_ = bid;
  v.trick_size_ = rules.trick_size();
  v.dealt_ = v.hand_ = dealt;
  v.unseen_ = ~dealt;
  v.held_.fill(kTricksPerHand);
  TileSet placed_anywhere;
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) == seat) continue;
    if (const TileSet clash = placed[s] & (dealt | placed_anywhere); clash) {
      return absl::InvalidArgumentError(absl::StrCat("tile ", FormatTile(clash.Lowest()),
                                                     " is placed with ", SeatName(SeatAt(s)),
                                                     " but is already in another hand"));
    }
    if (placed[s].size() > kTricksPerHand) {
      return absl::InvalidArgumentError(absl::StrCat(SeatName(SeatAt(s)), " is given ",
                                                     placed[s].size(), " tiles; a hand holds 7"));
    }
    placed_anywhere |= placed[s];
    v.placed_[s] = placed[s];
  }
  for (int s = 0; s < kSeatCount; ++s) {
    v.possible_[s] = SeatAt(s) == seat ? dealt : v.unseen_ & ~(placed_anywhere & ~placed[s]);
  }
  v.placed_[Index(seat)] = dealt;

  const auto next = [&](Seat s) {
    Seat n = NextSeat(s);
    return n == sits_out ? NextSeat(n) : n;
  };
  Seat leader = contract.partner_leads() ? PartnerOf(declarer) : declarer;
  Seat mover = leader;
  std::vector<Tile> trick;
  TileSet seen;
  const size_t most = static_cast<size_t>(v.trick_size_) * kTricksPerHand;
  for (size_t i = 0; i < played.size(); ++i) {
    const Tile t = played[i];
    const int trick_number = static_cast<int>(i / v.trick_size_) + 1;
    const auto where = [&] {
      return absl::StrCat(" (trick ", trick_number, ", ", SeatName(mover), " to play)");
    };
    if (i >= most) {
      return absl::InvalidArgumentError(
          absl::StrCat("tile ", FormatTile(t), " played after the hand is over"));
    }
    if (seen.Contains(t)) {
      return absl::InvalidArgumentError(
          absl::StrCat("tile ", FormatTile(t), " is played twice", where()));
    }
    const bool lead = trick.empty();
    const bool opening = lead && i == 0;
    const Suit suit = lead ? SuitAt(0) : rules.LedSuit(trick.front());
    if (mover == seat) {
      const TileSet legal = lead ? rules.Leads(v.hand_, opening) : rules.Follows(v.hand_, suit);
      if (!v.hand_.Contains(t)) {
        return absl::InvalidArgumentError(
            absl::StrCat(SeatName(mover), " does not hold ", FormatTile(t), where()));
      }
      if (!legal.Contains(t)) {
        return absl::InvalidArgumentError(absl::StrCat(
            SeatName(mover), " may not play ", FormatTile(t), where(),
            lead ? ": must lead one of " : ": must follow with one of ", FormatTiles(legal)));
      }
      v.hand_.Remove(t);
    } else {
      if (!v.possible_[Index(mover)].Contains(t)) {
        const bool elsewhere =
            dealt.Contains(t) || (placed_anywhere & ~placed[Index(mover)]).Contains(t);
        return absl::InvalidArgumentError(
            absl::StrCat(SeatName(mover), " cannot hold ", FormatTile(t), where(),
                         elsewhere ? ": it is in another hand"
                                   : ": an earlier play proved he holds no such tile (a renege)"));
      }
      v.possible_[Index(mover)] &= ~ProvenAbsent(rules, t, lead, opening, suit);
    }
    seen.Add(t);
    v.unseen_.Remove(t);
    for (TileSet& p : v.possible_) p.Remove(t);
    v.placed_[Index(mover)].Remove(t);
    if (mover != seat) v.possible_[Index(seat)] = v.hand_;
    --v.held_[Index(mover)];
    v.played_.push_back(t);
    v.players_.push_back(mover);
    trick.push_back(t);
    if (static_cast<int>(trick.size()) == v.trick_size_) {
      for (int place = WinningPlace(rules, trick); place > 0; --place) leader = next(leader);
      mover = leader;
      trick.clear();
    } else {
      mover = next(mover);
    }
  }
  v.possible_[Index(seat)] = v.hand_;
  v.placed_[Index(seat)] = v.hand_;
  v.to_move_ = mover;
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) == seat) continue;
    if (v.possible_[s].size() < v.held_[s]) {
      return absl::InvalidArgumentError(absl::StrCat(
          "no layout agrees with the play: ", SeatName(SeatAt(s)), " holds ", v.held_[s],
          " tiles but only ", v.possible_[s].size(), " unseen tiles can be his"));
    }
  }
  return v;
}

std::vector<Tile> SeatView::trick() const {
  const size_t in_trick = played_.size() % static_cast<size_t>(trick_size_);
  return std::vector<Tile>(played_.end() - static_cast<std::ptrdiff_t>(in_trick), played_.end());
}

TileSet SeatView::Legal() const {
  if (to_move_ != seat_ || finished()) return TileSet();
  const std::vector<Tile> current = trick();
  if (current.empty()) return rules_->Leads(hand_, played_.empty());
  return rules_->Follows(hand_, rules_->LedSuit(current.front()));
}

TileSet SeatView::Live() const {
  TileSet live = hand_ | unseen_;
  for (Tile t : trick()) live.Add(t);
  return live;
}

uint64_t SeatView::Hash() const {
  const Contract& c = rules_->contract();
  uint64_t h =
      MixHash(0x42, static_cast<uint64_t>(c.kind) | static_cast<uint64_t>(c.trump) << 8 |
                        static_cast<uint64_t>(c.nello_doubles) << 16 |
                        uint64_t{c.sevens_closest_lead} << 24 | uint64_t{c.first_lead_trump} << 25);
  h = MixHash(h, static_cast<uint64_t>(Index(seat_)) | static_cast<uint64_t>(Index(declarer_))
                                                           << 4);
  h = MixHash(h, dealt_.bits());
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) != seat_) h = MixHash(h, placed_[s].bits() | uint64_t{0x5A} << 32);
  }
  for (Tile t : played_) h = MixHash(h, static_cast<uint64_t>(t.index()));
  return h;
}

}  // namespace texas42
