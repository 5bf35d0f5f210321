// A contract in any game of the family: the trump choice or special contract, with the variant
// options docs/rules.md names (nello's doubles, reversed doubles, the number sevens plays to,
// the stakes of splash-like contracts).
//
// A Contract is a plain value checked against its Game by CheckContract: a contract the game
// does not have (splash in Moon, a trump of sevens in 42, low-no in Geezer) is refused there,
// never played. What a contract's value counts (Scoring) and what makes it are stated here once.
#ifndef TEXAS42_SOLVER_FAMILY_CONTRACT_H_
#define TEXAS42_SOLVER_FAMILY_CONTRACT_H_

#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"

namespace texas42::family {

// A trump choice: a pip suit 0..max_pip, or one of these.
inline constexpr int kDoublesTrump = -1;
inline constexpr int kFollowMe = -2;

enum class Kind : uint8_t { kNormal, kNello, kLowNo, kSevens, kPartnerCall };
enum class NelloDoubles : uint8_t { kOwn, kHigh, kLow };

// What a contract's value counts, from the declarer's side's point of view.
enum class Scoring : uint8_t {
  kPoints,    // points taken, 0..total (normal contracts of games with count)
  kTricks,    // tricks taken (Moon's normal contracts, sevens, partner calls); makes with all
  kNoTricks,  // tricks taken, minimized (nello, low-no); makes with 0
};

struct Contract {
  Kind kind = Kind::kNormal;
  int trump = kFollowMe;  // normal and partner calls
  int partner_call = 0;   // index into Game::partner_calls
  NelloDoubles nello_doubles = NelloDoubles::kOwn;
  bool reversed_doubles = false;  // a doubles suit ranks 0-0 high
  int sevens_to = 7;
  bool sevens_closest_lead = false;
  bool first_lead_trump = false;
  // Stakes of 42's splash and plunge (docs/rules.md, "Stakes"); ignored elsewhere.
  int splash_marks = 2;
  int plunge_marks = 4;
  int plunge_doubles = 4;

  friend bool operator==(const Contract&, const Contract&) = default;

  bool has_trump() const { return kind == Kind::kNormal || kind == Kind::kPartnerCall; }
  // Returns true when the doubles form a suit of their own (doubles trump, own-suit nello).
  bool doubles_suit() const {
    return (has_trump() && trump == kDoublesTrump) ||
           ((kind == Kind::kNello || kind == Kind::kLowNo) && nello_doubles == NelloDoubles::kOwn);
  }
};

// Returns what `c` counts in `game`.
Scoring ScoringOf(const Game& game, const Contract& c);
// Returns the largest value of `c` in `game`: its total, or its tricks.
int MaxValue(const Game& game, const Contract& c);
// Returns whether `value` makes `c` bid at `bid` (points or, in Moon, tricks; a bid at or above
// the total is a mark bid that needs everything); special contracts ignore the bid.
bool Makes(const Game& game, const Contract& c, int value, int bid);
// Returns the value the declarer's side plays for when `c` is bid at `bid` (0: none named): the
// bid of a normal contract (the game's lowest when none), every trick in sevens and the partner
// calls, at most none in nello and low-no (the goal is then a most). With Makes: a value makes
// exactly when it reaches the goal.
int GoalOf(const Game& game, const Contract& c, int bid);
// The most marks a bid may name (a mark bid's value is marks x the game's total).
inline constexpr int kMostMarks = 7;
// Parses a bid of `c` in `game`: points from the game's lowest bid below the total, or marks in
// a game with count ("2 marks", "2m", or 84 in 42: marks x total); tricks in Moon. A special
// contract is its own bid: only its own marks are taken for it.
absl::StatusOr<int> ParseBid(const Game& game, const Contract& c, absl::string_view text);
// Names nello's doubles rule as the --nello-doubles flag does: own, high, low.
absl::string_view NelloDoublesName(NelloDoubles d);
// Names a number of marks: "1 mark", "2 marks".
std::string MarksName(int marks);
// Names a bid as ParseBid reads it: "34", "2 marks"; "5 tricks" in Moon.
std::string BidName(const Game& game, int bid);
// Returns the doubles the declarer needs and the marks bid for a partner call, with the stakes.
int DoublesNeeded(const Game& game, const Contract& c);
int MarksOf(const Game& game, const Contract& c);

// Returns OK when `game` has `c` (and its options make sense there), else an error naming it.
absl::Status CheckContract(const Game& game, const Contract& c);
// Returns OK when a declarer holding `hand` may bid `c` (doubles for partner calls).
absl::Status CheckQualifies(const Game& game, const Contract& c, TileSet hand);
// Returns the doubles in `hand`, which a partner call needs (DoublesNeeded).
int DoublesIn(TileSet hand);

// Names as on the command line: a trump ("blanks".."eights", "doubles", "followme"), or the
// special contract ("nello", "low-no", "sevens", "splash", "dip", ...).
std::string ContractName(const Game& game, const Contract& c);
std::string TrumpName(int trump);
// Parses a trump of `game`: a suit name or number, doubles, followme (aliases nt, notrump).
absl::StatusOr<int> ParseTrump(const Game& game, absl::string_view text);
// Parses a contract name of `game`: a trump, or nello, low-no, sevens, or a partner call.
absl::StatusOr<Contract> ParseContract(const Game& game, absl::string_view text);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_CONTRACT_H_
