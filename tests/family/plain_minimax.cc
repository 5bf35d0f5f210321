// A plain double-dummy minimax for the 42 family, written only from docs/rules.md (see
// plain_minimax.h for what it models).
//
// Invariants: every rule is one small function that restates a sentence of docs/rules.md; the
// search tries every legal play (and, in The Big Game, both suits a 7-3 / 8-2 lead may call) of
// every player at every turn, with no pruning, memo or move equivalences; hands are plain vectors
// that are restored after each try, so the Problem is never changed.
//
// Where docs/rules.md is silent, the obvious generalisation of the 42 rules is used and a comment
// says so.
#include "tests/family/plain_minimax.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace texas42::plain {
namespace {

// The suit a lead calls: a pip number 0..max_pip, or one of these two.
constexpr int kTrumpSuit = 100;    // the trump suit (a pip suit's trumps, or doubles trump)
constexpr int kDoublesSuit = 101;  // nello / low-no with doubles `own`: the doubles

bool IsDouble(Tile t) { return t.hi == t.lo; }
bool Shows(Tile t, int pip) { return t.hi == pip || t.lo == pip; }
int Pips(Tile t) { return t.hi + t.lo; }
bool SameTile(Tile a, Tile b) { return a.hi == b.hi && a.lo == b.lo; }

bool IsNelloLike(const Problem& p) { return p.kind == Kind::kNello || p.kind == Kind::kLowNo; }

// Contracts with a trump choice: normal, splash (dip, dive), plunge. Nello, low-no and sevens
// have no trumps.
bool HasTrumpChoice(const Problem& p) {
  return p.kind == Kind::kNormal || p.kind == Kind::kSplash || p.kind == Kind::kPlunge;
}

// "Suit t trump: the tiles that show a t are trumps"; "Doubles trump: the doubles are the trump
// suit"; follow-me: no trumps at all.
bool IsTrump(const Problem& p, Tile t) {
  if (!HasTrumpChoice(p)) return false;
  if (p.trump >= 0) return Shows(t, p.trump);
  if (p.trump == -1) return IsDouble(t);
  return false;  // follow-me
}

// Nello `own`: "the doubles form their own suit" (low-no: "the doubles as in nello").
bool DoublesOwnSuit(const Problem& p) { return IsNelloLike(p) && p.nello_doubles == 0; }

// Rank of a double where the doubles are a suit of their own (doubles trump; nello / low-no
// `own`): max-max high .. 0-0 low, or reversed: 0-0 high .. max-max low.
int DoubleSuitRank(const Problem& p, Tile t) {
  return p.reversed_doubles ? p.max_pip - t.hi : t.hi;
}

// The suits a tile may call when led. "A non-trump tile that is led belongs to the suit of its
// higher end; a non-trump double to its own number"; nello `own`: "a double led calls for
// doubles". The Big Game: "When the 7-3 or 8-2 is led and is not a trump, the leader may announce
// its lower end as the suit led". The Big Game has no special contracts, so the text only ever
// applies it to normal contracts; here it applies to every contract with suits (not sevens)
// whenever big_game_leads is set.
std::vector<int> SuitsCalledByLead(const Problem& p, Tile t) {
  if (IsTrump(p, t)) return {kTrumpSuit};
  if (IsDouble(t)) return {DoublesOwnSuit(p) ? kDoublesSuit : t.hi};
  std::vector<int> suits = {t.hi};
  const bool big_game_tile = (t.hi == 7 && t.lo == 3) || (t.hi == 8 && t.lo == 2);
  if (p.big_game_leads && big_game_tile) suits.push_back(t.lo);
  return suits;
}

// "Following suit s: a non-trump tile is of suit s when it shows an s - either end counts. A
// trump is never of a non-trump suit. When a trump is led, every trump follows." Nello `own`: a
// double led calls for doubles (only doubles follow), and "a double does not follow" a
// non-double led.
bool IsOfSuit(const Problem& p, Tile t, int suit) {
  if (suit == kTrumpSuit) return IsTrump(p, t);
  if (suit == kDoublesSuit) return IsDouble(t);
  if (IsTrump(p, t)) return false;
  if (DoublesOwnSuit(p) && IsDouble(t)) return false;
  return Shows(t, suit);
}

// Rank of a tile within the suit it follows (higher wins); only called when IsOfSuit holds.
int RankInSuit(const Problem& p, Tile t, int suit) {
  constexpr int kTop = 100;  // above any "other end" (0..8)
  if (suit == kDoublesSuit) return DoubleSuitRank(p, t);
  if (suit == kTrumpSuit) {
    if (p.trump == -1) return DoubleSuitRank(p, t);  // doubles trump
    // Suit t trump: "t-t highest, then by the other end, high to low".
    if (IsDouble(t)) return kTop;
    return t.hi == p.trump ? t.lo : t.hi;
  }
  // A non-trump suit s: "s-s is highest, then by the other end"; nello / low-no `low`: "doubles
  // are the lowest of their suit".
  if (IsDouble(t)) return (IsNelloLike(p) && p.nello_doubles == 2) ? -1 : kTop;
  return t.hi == suit ? t.lo : t.hi;
}

// Sevens: how far a tile's pip total is from the number named.
int Distance(const Problem& p, Tile t) { return std::abs(Pips(t) - p.sevens_to); }

// A tile's count: pips adding to 10 are worth 10, pips adding to 5 are worth 5.
int Count(Tile t) {
  if (Pips(t) == 10) return 10;
  if (Pips(t) == 5) return 5;
  return 0;
}

struct Played {
  int seat;
  Tile tile;
};

// Index (into the trick) of the winning play. Sevens: the tile closest to the number, the first
// played among equally close. Otherwise: "the trick goes to the highest trump played; if none, to
// the highest tile of the led suit".
int TrickWinner(const Problem& p, const std::vector<Played>& trick, int suit) {
  if (p.kind == Kind::kSevens) {
    int best = 0;
    for (int i = 1; i < static_cast<int>(trick.size()); ++i) {
      if (Distance(p, trick[i].tile) < Distance(p, trick[best].tile)) best = i;  // strict: first
    }
    return best;
  }
  int best = -1;
  bool best_is_trump = false;
  for (int i = 0; i < static_cast<int>(trick.size()); ++i) {
    const Tile t = trick[i].tile;
    const bool trump = IsTrump(p, t);
    if (!trump && !IsOfSuit(p, t, suit)) continue;  // neither follows nor trumps: cannot win
    const int rank = RankInSuit(p, t, trump ? kTrumpSuit : suit);
    if (best < 0 || (trump && !best_is_trump) ||
        (trump == best_is_trump &&
         rank > RankInSuit(p, trick[best].tile, best_is_trump ? kTrumpSuit : suit))) {
      best = i;
      best_is_trump = trump;
    }
  }
  return best;  // the lead always follows its own suit, so best >= 0
}

// Seats that play: all of them, except the declarer's partner in 4-seat nello, who sits out.
bool Plays(const Problem& p, int seat) {
  return !(p.kind == Kind::kNello && p.seats == 4 && seat == (p.declarer + 2) % 4);
}

// The next seat to play after `seat`, clockwise, skipping a seat that sits out.
int NextSeat(const Problem& p, int seat) {
  int next = (seat + 1) % p.seats;
  while (!Plays(p, next)) next = (next + 1) % p.seats;
  return next;
}

// The declarer's side: 4 seats: the declarer and his partner (seat + 2); in 4-seat nello the
// partner does not play, so only the declarer's own tricks count. 3 seats: the declarer alone.
bool OnDeclarerSide(const Problem& p, int seat) {
  if (p.seats == 3) return seat == p.declarer;
  return seat % 2 == p.declarer % 2;
}

// Nello and low-no: the declarer's side wants as few tricks as possible.
bool DeclarerMinimizes(const Problem& p) { return IsNelloLike(p); }

int PlayersPerTrick(const Problem& p) {
  int n = 0;
  for (int s = 0; s < p.seats; ++s) n += Plays(p, s) ? 1 : 0;
  return n;
}

// What a trick won by the declarer's side adds to the value: 1 + count in a normal contract with
// counts, else 1 (tricks).
int TrickValue(const Problem& p, const std::vector<Played>& trick) {
  if (p.kind != Kind::kNormal || !p.counts) return 1;
  int points = 1;
  for (const Played& played : trick) points += Count(played.tile);
  return points;
}

class Search {
 public:
  Search(const Problem& p, bool remember) : p_(p), hands_(p.hands), remember_(remember) {}

  // The value of the rest of the hand with `leader` to lead the next trick. Remembering, a
  // position met again at a trick boundary (the same tiles in the same hands, the same leader)
  // takes the value it was given the first time instead of being enumerated again.
  int FromTrickBoundary(int leader) {
    if (hands_[leader].empty()) return 0;
    std::string key;
    if (remember_) {
      key = KeyOf(leader);
      if (auto it = seen_.find(key); it != seen_.end()) return it->second;
    }
    std::vector<Played> trick;
    const int value = Turn(leader, /*suit=*/-1, trick);
    if (remember_) seen_.emplace(key, value);
    return value;
  }

  // The value of the rest of the hand from the problem's own position: a trick boundary, or the
  // trick in progress.
  int FromStart() {
    if (p_.trick.empty()) return FromTrickBoundary(p_.leader);
    std::vector<Played> trick = StartTrick();
    return Turn(NextSeat(p_, trick.back().seat), StartSuit(), trick);
  }

  // Every legal play of the player to move at the problem's own position, with its value.
  std::vector<PlayValue> PlayValues() {
    std::vector<Played> trick = StartTrick();
    const bool leading = trick.empty();
    const int seat = leading ? p_.leader : NextSeat(p_, trick.back().seat);
    const int suit = leading ? -1 : StartSuit();
    std::vector<PlayValue> out;
    for (Tile tile : LegalTiles(seat, leading, suit)) {
      const std::vector<int> suits = SuitsOfPlay(leading, suit, tile);
      for (size_t i = 0; i < suits.size(); ++i) {
        out.push_back({tile, i == 1, Try(seat, tile, suits[i], trick)});
      }
    }
    return out;
  }

 private:
  // Better for the player at `seat`: the declarer's side maximizes (minimizes in nello / low-no),
  // the others do the opposite.
  bool Prefers(int seat, int candidate, int best) const {
    const bool maximize = OnDeclarerSide(p_, seat) != DeclarerMinimizes(p_);
    return maximize ? candidate > best : candidate < best;
  }

  // The tiles `seat` may play now.
  std::vector<Tile> LegalTiles(int seat, bool leading, int suit) const {
    const std::vector<Tile>& hand = hands_[seat];
    if (p_.kind == Kind::kSevens) {
      // "The leader may lead any tile; every later player must play one of his tiles closest to
      // 7" (closest-lead: the leader too).
      if (leading && !p_.sevens_closest_lead) return hand;
      int closest = 1000;
      for (Tile t : hand) closest = std::min(closest, Distance(p_, t));
      std::vector<Tile> tiles;
      for (Tile t : hand) {
        if (Distance(p_, t) == closest) tiles.push_back(t);
      }
      return tiles;
    }
    if (leading) return hand;
    // "A player must play a tile of the led suit if he holds one"; otherwise any tile.
    std::vector<Tile> followers;
    for (Tile t : hand) {
      if (IsOfSuit(p_, t, suit)) followers.push_back(t);
    }
    return followers.empty() ? hand : followers;
  }

  // The plays of the trick in progress, each with the seat that made it.
  std::vector<Played> StartTrick() const {
    std::vector<Played> trick;
    int seat = p_.leader;
    for (Tile t : p_.trick) {
      trick.push_back({seat, t});
      seat = NextSeat(p_, seat);
    }
    return trick;
  }

  // The suit the lead of the trick in progress called.
  int StartSuit() const {
    if (p_.kind == Kind::kSevens) return -1;
    const std::vector<int> suits = SuitsCalledByLead(p_, p_.trick.front());
    return p_.lead_low_end ? suits.at(1) : suits.front();
  }

  // The suits a play may go as: the led suit for a follower; for a lead, each suit it may call
  // (sevens has no suits; the value -1 is never looked at).
  std::vector<int> SuitsOfPlay(bool leading, int suit, Tile tile) const {
    if (!leading) return {suit};
    if (p_.kind == Kind::kSevens) return {-1};
    return SuitsCalledByLead(p_, tile);
  }

  // `seat` plays `tile` (as `called` when leading) into `trick`; returns the value after it.
  int Try(int seat, Tile tile, int called, std::vector<Played>& trick) {
    RemoveFromHand(seat, tile);
    trick.push_back({seat, tile});
    const int value = AfterPlay(seat, called, trick);
    trick.pop_back();
    hands_[seat].push_back(tile);
    return value;
  }

  // `seat` plays the next tile of the current trick (leads it if `trick` is empty).
  int Turn(int seat, int suit, std::vector<Played>& trick) {
    const bool leading = trick.empty();
    bool have_best = false;
    int best = 0;
    for (Tile tile : LegalTiles(seat, leading, suit)) {
      for (int called : SuitsOfPlay(leading, suit, tile)) {
        const int value = Try(seat, tile, called, trick);
        if (!have_best || Prefers(seat, value, best)) {
          best = value;
          have_best = true;
        }
      }
    }
    return best;
  }

  // After `seat` has played into `trick`: the next player's turn, or the trick's end.
  int AfterPlay(int seat, int suit, std::vector<Played>& trick) {
    if (static_cast<int>(trick.size()) < PlayersPerTrick(p_)) {
      return Turn(NextSeat(p_, seat), suit, trick);
    }
    const int winner = trick[TrickWinner(p_, trick, suit)].seat;
    const int here = OnDeclarerSide(p_, winner) ? TrickValue(p_, trick) : 0;
    // The winner leads the next trick (a fresh trick vector: this one is restored by the caller).
    return here + FromTrickBoundary(winner);
  }

  std::string KeyOf(int leader) const {
    std::string key(1, static_cast<char>('0' + leader));
    for (const std::vector<Tile>& hand : hands_) {
      std::vector<int> tiles;
      for (Tile t : hand) tiles.push_back(t.hi * 10 + t.lo);
      std::sort(tiles.begin(), tiles.end());
      key += '/';
      for (int t : tiles) key += std::to_string(t) + ' ';
    }
    return key;
  }

  void RemoveFromHand(int seat, Tile tile) {
    std::vector<Tile>& hand = hands_[seat];
    for (size_t i = 0; i < hand.size(); ++i) {
      if (SameTile(hand[i], tile)) {
        hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(i));
        return;
      }
    }
    throw std::logic_error("plain minimax: played a tile not in hand");
  }

  const Problem& p_;
  std::vector<std::vector<Tile>> hands_;
  bool remember_;
  std::map<std::string, int> seen_;
};

void Check(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument("plain minimax: " + what);
}

void Validate(const Problem& p) {
  Check(p.seats == 3 || p.seats == 4, "seats must be 3 or 4");
  Check(p.max_pip >= 6 && p.max_pip <= 8, "max_pip must be 6, 7 or 8");
  Check(static_cast<int>(p.hands.size()) == p.seats, "one hand per seat");
  Check(p.declarer >= 0 && p.declarer < p.seats, "declarer out of range");
  Check(p.leader >= 0 && p.leader < p.seats, "leader out of range");
  Check(p.trump >= -2 && p.trump <= p.max_pip, "trump out of range");
  Check(p.nello_doubles >= 0 && p.nello_doubles <= 2, "nello_doubles out of range");
  Check(Plays(p, p.leader), "the leader sits out");
  Check(static_cast<int>(p.trick.size()) < PlayersPerTrick(p), "the trick in progress is full");
  // The seats that have played to the trick in progress hold one tile fewer.
  std::vector<int> played(p.seats, 0);
  for (int i = 0, seat = p.leader; i < static_cast<int>(p.trick.size()); ++i) {
    played[seat] = 1;
    seat = NextSeat(p, seat);
  }
  int size = -1;
  std::vector<Tile> seen = p.trick;
  for (int s = 0; s < p.seats; ++s) {
    if (!Plays(p, s)) continue;
    const std::vector<Tile>& hand = p.hands[s];
    const int dealt = static_cast<int>(hand.size()) + played[s];
    if (size < 0) size = dealt;
    Check(dealt == size, "seats in play hold different numbers of tiles");
    for (Tile t : hand) {
      Check(t.lo >= 0 && t.lo <= t.hi && t.hi <= p.max_pip, "bad tile");
      for (Tile u : seen) Check(!SameTile(t, u), "a tile is held twice");
      seen.push_back(t);
    }
  }
  for (size_t i = 0; i < p.trick.size(); ++i) {
    for (size_t j = 0; j < i; ++j) Check(!SameTile(p.trick[i], p.trick[j]), "a tile played twice");
  }
  Check(!p.lead_low_end || (!p.trick.empty() && p.kind != Kind::kSevens &&
                            SuitsCalledByLead(p, p.trick.front()).size() == 2),
        "only The Big Game's 7-3 or 8-2 led may call its lower end");
}

}  // namespace

int PlainValue(const Problem& p) {
  Validate(p);
  Search search(p, /*remember=*/false);
  return search.FromStart();
}

int PlainValueRemembering(const Problem& p) {
  Validate(p);
  Search search(p, /*remember=*/true);
  return search.FromStart();
}

std::vector<PlayValue> PlainPlayValues(const Problem& p) {
  Validate(p);
  Search search(p, /*remember=*/false);
  return search.PlayValues();
}

}  // namespace texas42::plain
