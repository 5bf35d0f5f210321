// A plain, obviously-correct double-dummy minimax for the whole 42 family, written only from
// docs/rules.md, to check the fast search against.
//
// What it models: the play of the rest of a hand from a trick boundary or a trick in progress,
// with every hand visible, under 4-seat partnership 42 (double-six, -seven or -eight), 3-seat
// "each for himself" games (3-handed 42, Moon), and the contracts normal (suit, doubles or
// follow-me trump), nello, low-no, sevens (to any number), splash / dip / dive and plunge, with
// reversed doubles and The Big Game's lower-end lead of the 7-3 and 8-2.
//
// Invariants: every legal play of every player is tried (no pruning, no memo, no equivalences);
// the declarer's side maximizes the value (minimizes it in nello and low-no) and the others do
// the opposite; the value counts only the tricks still to be played, the one in progress
// included. It depends only on the C++ standard library and is exponential: meant for endgames
// of about 4 tricks (4 seats) or 5 tricks (3 seats).
#ifndef TEXAS42_TESTS_FAMILY_PLAIN_MINIMAX_H_
#define TEXAS42_TESTS_FAMILY_PLAIN_MINIMAX_H_

#include <vector>

namespace texas42::plain {

struct Tile {
  int hi;
  int lo;
};  // hi >= lo, pips 0..8

enum class Kind {
  kNormal,
  kNello,
  kLowNo,
  kSevens,
  kSplash /*also Geezer's dip and dive*/,
  kPlunge
};

struct Problem {
  int seats = 4;       // 4 (partners N+S vs E+W: seats 0,2 vs 1,3) or 3 (each for himself: declarer
                       // vs the other two together)
  int max_pip = 6;     // 6, 7 or 8
  bool counts = true;  // false in Moon: every trick is worth 1 and tiles have no count
  bool big_game_leads = false;  // The Big Game: leader of 7-3 or 8-2 (not trump) may call the lower
                                // end as suit led
  Kind kind = Kind::kNormal;
  int trump = -2;  // 0..max_pip: that pip suit; -1: doubles; -2: follow-me (no trump). Used by
                   // kNormal, kSplash, kPlunge.
  int nello_doubles = 0;  // nello / low-no: 0 own suit, 1 high in their suit, 2 low in their suit
  bool reversed_doubles = false;  // doubles, where they are a suit of their own, rank 0-0 high ..
                                  // highest double low
  int sevens_to = 7;              // sevens: the number to come closest to
  bool sevens_closest_lead = false;
  std::vector<std::vector<Tile>> hands;  // tiles still held, by seat index (0=N,1=E,2=S,3=W); all
                                         // seats in play hold the same number
  int declarer = 0;
  int leader = 0;  // seat to lead the next trick, or that led the trick in progress
  // A trick in progress: its tiles so far, in play order from `leader`'s lead (empty: a trick
  // boundary). The seats that have played to it hold one tile fewer than the others.
  std::vector<Tile> trick;
  bool lead_low_end = false;  // The Big Game: the 7-3 or 8-2 led called its lower end
};

// A play the player to move may make: a tile and, for The Big Game's 7-3 or 8-2 led, whether it
// calls its lower end; with the value of the rest of the hand after it under perfect play.
struct PlayValue {
  Tile tile;
  bool low_end = false;
  int value = 0;
};

// The value of the rest of the hand from this position under perfect play by everyone (a trick
// in progress counts for whoever wins it):
//  kNormal with counts: the points (count of tiles in tricks won + 1 per trick) the declarer's
//  side takes from now on;
//  kNormal in Moon (counts=false), kSevens, kSplash, kPlunge: tricks the declarer's side takes
//  from now on;
//  kNello: tricks the declarer himself takes (minimized by the declarer, maximized by the others);
//  kLowNo: tricks the declarer's side (declarer + partner) takes (that side minimizes).
// In 4-seat nello the declarer's partner (seat declarer+2) sits out: his tiles are ignored and
// tricks have 3 tiles. In 3-seat games nobody sits out; each trick has 3 tiles; play goes
// 0 -> 1 -> 2 -> 0. Throws std::invalid_argument on a malformed problem.
int PlainValue(const Problem& p);
// The same value, enumerating every line too, but remembering the value of each position met at
// a trick boundary so that whole hands of the smaller games come within reach.
int PlainValueRemembering(const Problem& p);
// Every legal play of the player to move, each with the value PlainValue would give after it, in
// the order of his hand (a lead of 7-3 or 8-2 that may call either end is listed twice).
std::vector<PlayValue> PlainPlayValues(const Problem& p);

}  // namespace texas42::plain

#endif  // TEXAS42_TESTS_FAMILY_PLAIN_MINIMAX_H_
