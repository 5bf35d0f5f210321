// Contracts: the nine trump choices of a normal hand and the special contracts of docs/rules.md.
//
// A normal contract names one of nine trumps (a pip suit, doubles, or follow-me) and is scored in
// points (0..42). Nello, sevens, splash and plunge are bid in marks and scored in tricks; each
// carries the variant options docs/rules.md names. A Contract is a plain value: it knows nothing of
// tables or search (see rules.h).
#ifndef TEXAS42_SOLVER_CONTRACT_H_
#define TEXAS42_SOLVER_CONTRACT_H_

#include <array>
#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

// Bids of a normal contract, in points: 30 to 41, then 42, one mark, which like every higher
// mark bid makes only with all 42 points (all seven tricks).
inline constexpr int kLowestBid = 30;
inline constexpr int kMarkBid = kTotalPoints;
inline constexpr int kBidCount = kMarkBid - kLowestBid + 1;

enum class Trump : uint8_t {
  kBlanks,
  kOnes,
  kTwos,
  kThrees,
  kFours,
  kFives,
  kSixes,
  kDoubles,
  kFollowMe
};
inline constexpr int kTrumpCount = 9;
inline constexpr std::array<Trump, kTrumpCount> kAllTrumps = {
    Trump::kBlanks, Trump::kOnes,  Trump::kTwos,    Trump::kThrees,  Trump::kFours,
    Trump::kFives,  Trump::kSixes, Trump::kDoubles, Trump::kFollowMe};

// Returns true for the seven pip-suit trumps (blanks..sixes).
constexpr bool IsPipTrump(Trump t) { return t <= Trump::kSixes; }

enum class ContractKind : uint8_t { kNormal, kNello, kSevens, kSplash, kPlunge };
inline constexpr std::array<ContractKind, 5> kAllContractKinds = {
    ContractKind::kNormal, ContractKind::kNello, ContractKind::kSevens, ContractKind::kSplash,
    ContractKind::kPlunge};

// How nello treats doubles (docs/rules.md, "Nello").
enum class NelloDoubles : uint8_t { kOwn, kHigh, kLow };

// What a contract's value counts.
enum class Scoring : uint8_t {
  kPoints,         // points the declarer's side takes, 0..42
  kTricks,         // tricks the declarer's side takes, 0..7
  kDeclarerTricks  // nello: tricks the declarer is held to, 0..7 (he makes with 0)
};

struct Contract {
  ContractKind kind = ContractKind::kNormal;
  Trump trump = Trump::kFollowMe;  // normal, splash and plunge
  NelloDoubles nello_doubles = NelloDoubles::kOwn;
  bool sevens_closest_lead = false;  // variant `closest-lead`
  bool first_lead_trump = false;     // option: opening lead must be a trump if held
  // Stakes (docs/rules.md, "Stakes"): what splash and plunge are bid at and the doubles plunge
  // needs. They decide qualification and marks only; play and search never read them.
  int splash_marks = 2;    // 2 or 3
  int plunge_marks = 4;    // 3 or 4
  int plunge_doubles = 4;  // 3 or 4

  static constexpr Contract Normal(Trump t) { return {ContractKind::kNormal, t}; }
  static constexpr Contract Nello(NelloDoubles d) {
    return {ContractKind::kNello, Trump::kFollowMe, d};
  }
  static constexpr Contract Sevens(bool closest_lead = false) {
    return {ContractKind::kSevens, Trump::kFollowMe, NelloDoubles::kOwn, closest_lead};
  }
  static constexpr Contract Splash(Trump t) { return {ContractKind::kSplash, t}; }
  static constexpr Contract Plunge(Trump t) { return {ContractKind::kPlunge, t}; }

  // Returns true when the contract has a trump choice (normal, splash, plunge).
  constexpr bool has_trump() const {
    return kind == ContractKind::kNormal || kind == ContractKind::kSplash ||
           kind == ContractKind::kPlunge;
  }
  // Returns true when the declarer's partner leads the first trick (splash, plunge).
  constexpr bool partner_leads() const {
    return kind == ContractKind::kSplash || kind == ContractKind::kPlunge;
  }
  // Returns true when the declarer's partner sits out (nello).
  constexpr bool partner_sits_out() const { return kind == ContractKind::kNello; }
  constexpr Scoring scoring() const {
    if (kind == ContractKind::kNormal) return Scoring::kPoints;
    return kind == ContractKind::kNello ? Scoring::kDeclarerTricks : Scoring::kTricks;
  }
  // Returns the largest value of the contract: 42 points or 7 tricks.
  constexpr int max_value() const {
    return scoring() == Scoring::kPoints ? kTotalPoints : kTricksPerHand;
  }
  // Returns whether `value` makes the contract bid at `bid` points (normal contracts; a bid of 42
  // or more is a mark bid) or, for special contracts, whether it makes at all.
  constexpr bool Makes(int value, int bid = kMarkBid) const {
    switch (scoring()) {
      case Scoring::kPoints:
        return value >= (bid > kMarkBid ? kMarkBid : bid);
      case Scoring::kTricks:
        return value == kTricksPerHand;
      case Scoring::kDeclarerTricks:
        return value == 0;
    }
    return false;
  }

  friend constexpr bool operator==(const Contract&, const Contract&) = default;
};

// Returns the canonical name of a trump choice: "blanks" .. "sixes", "doubles", "followme".
absl::string_view TrumpName(Trump t);
// Parses a trump name, or an alias: `0`..`6`, `notrump`, `nt`, `follow-me`; case-insensitive.
absl::StatusOr<Trump> ParseTrump(absl::string_view text);

absl::string_view NelloDoublesName(NelloDoubles d);
absl::StatusOr<NelloDoubles> ParseNelloDoubles(absl::string_view text);

// Returns the contract's name as used on the command line and in JSON: a trump name for a normal
// contract, "nello", "sevens", "splash" or "plunge" otherwise.
absl::string_view ContractName(const Contract& c);

// Returns the name of a kind of contract: "normal", "nello", "sevens", "splash" or "plunge".
absl::string_view ContractKindName(ContractKind k);
// Parses a kind of contract by its name, case-insensitive.
absl::StatusOr<ContractKind> ParseContractKind(absl::string_view text);

// Returns the number of doubles the declarer needs for splash (3) or plunge (4 at the default
// stake); 0 otherwise.
constexpr int DoublesRequired(ContractKind k) {
  return k == ContractKind::kSplash ? 3 : k == ContractKind::kPlunge ? 4 : 0;
}
// The same for `c` at its stake: plunge needs c.plunge_doubles (3 or 4).
constexpr int DoublesRequired(const Contract& c) {
  return c.kind == ContractKind::kPlunge ? c.plunge_doubles : DoublesRequired(c.kind);
}
// Returns the marks `c` is bid at: nello and sevens 1, splash c.splash_marks (2 by default),
// plunge c.plunge_marks (4 by default); a normal contract 1, its lowest mark bid (42; 2 marks and
// more need the same 42 points).
constexpr int MarksOf(const Contract& c) {
  return c.kind == ContractKind::kSplash   ? c.splash_marks
         : c.kind == ContractKind::kPlunge ? c.plunge_marks
                                           : 1;
}

// Returns OK when a declarer holding `declarer_hand` may bid `contract` (splash needs 3 doubles,
// plunge its stake's 4 or 3), else an error naming the contract and the doubles held.
absl::Status CheckQualifies(const Contract& contract, TileSet declarer_hand);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_CONTRACT_H_
