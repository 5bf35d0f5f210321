#include "tests/minimax.h"

#include <algorithm>
#include <array>

namespace texas42 {
namespace {

// The whole state of the hand, small enough to copy at every step.
struct Node {
  std::array<TileSet, kSeatCount> hands;
  std::array<Tile, kSeatCount> trick;
  int trick_tiles = 0;
  Seat leader = Seat::kNorth;
  Seat to_move = Seat::kNorth;
  bool opening = true;  // no trick has been played yet
  int value = 0;        // the contract's value so far
};

class Minimax {
 public:
  explicit Minimax(const Position& position)
      : rules_(position.rules()),
        contract_(position.rules().contract()),
        declarer_(position.declarer()),
        sitting_out_(position.sitting_out()) {}

  int Value(const Node& node) const {
    if (node.trick_tiles == 0 && node.hands[Index(node.to_move)].empty()) return node.value;
    const TileSet hand = node.hands[Index(node.to_move)];
    const TileSet legal = node.trick_tiles == 0
                              ? rules_.Leads(hand, node.opening)
                              : rules_.Follows(hand, rules_.LedSuit(node.trick[0]));
    const bool maximizing = Maximizes(node.to_move);
    int best = maximizing ? -1 : 1000;
    for (Tile t : legal) {
      const int v = Value(After(node, t));
      best = maximizing ? std::max(best, v) : std::min(best, v);
    }
    return best;
  }

 private:
  // The declarer's side maximizes; in nello the declarer minimizes his tricks.
  bool Maximizes(Seat s) const {
    if (contract_.scoring() == Scoring::kDeclarerTricks) return s != declarer_;
    return TeamOf(s) == TeamOf(declarer_);
  }

  Seat Next(Seat s) const {
    Seat next = NextSeat(s);
    if (sitting_out_ == next) next = NextSeat(next);
    return next;
  }

  Node After(const Node& node, Tile t) const {
    Node next = node;
    next.hands[Index(node.to_move)].Remove(t);
    next.trick[next.trick_tiles++] = t;
    if (next.trick_tiles < rules_.trick_size()) {
      next.to_move = Next(node.to_move);
      return next;
    }
    // The trick is complete: the first tile of the highest power wins it.
    const Suit suit = rules_.LedSuit(next.trick[0]);
    Seat seat = next.leader, winner = next.leader;
    int best_power = -1;
    TileSet tiles;
    for (int i = 0; i < next.trick_tiles; ++i) {
      const int power = rules_.Power(suit, next.trick[i]);
      if (power > best_power) {
        best_power = power;
        winner = seat;
      }
      tiles.Add(next.trick[i]);
      seat = Next(seat);
    }
    switch (contract_.scoring()) {
      case Scoring::kPoints:
        if (TeamOf(winner) == TeamOf(declarer_)) next.value += 1 + CountOf(tiles);
        break;
      case Scoring::kTricks:
        if (TeamOf(winner) == TeamOf(declarer_)) next.value += 1;
        break;
      case Scoring::kDeclarerTricks:
        if (winner == declarer_) next.value += 1;
        break;
    }
    next.trick_tiles = 0;
    next.leader = next.to_move = winner;
    next.opening = false;
    return next;
  }

  const Rules& rules_;
  const Contract contract_;
  const Seat declarer_;
  const std::optional<Seat> sitting_out_;
};

}  // namespace

int MinimaxValue(const Position& position) {
  Node node;
  node.hands = position.hands();
  for (Tile t : position.trick()) node.trick[node.trick_tiles++] = t;
  node.leader = position.leader();
  node.to_move = position.to_move();
  node.opening = position.tricks().empty();
  const Contract& contract = position.rules().contract();
  node.value = contract.scoring() == Scoring::kDeclarerTricks
                   ? position.declarer_tricks()
                   : position.taken(TeamOf(position.declarer()));
  return Minimax(position).Value(node);
}

}  // namespace texas42
