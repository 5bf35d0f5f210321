// The "can't lose more than" chart, derived from first principles (docs/rules.md, last section).
//
// A hand holds 42 points: one per trick (7) and the count (35: two 10-counts, 6-4 and 5-5, and
// three 5-counts, 5-0, 4-1 and 3-2). For a point bid b the defenders may take at most 42 - b.
// A loss is a pair (tricks lost, count lost); it is possible when the count lost is made of
// count tiles that fit in the tricks lost (four tiles a trick) while the rest fit in the tricks
// won: no tricks lose no count, all seven lose all 35. The chart lists every possible loss that
// stays within 42 - b, and phrases the largest ones as players learn them ("two tricks and one
// 10-count (or two 5-counts)"). Bid 42 (one mark) allows no loss: the bidder takes all tricks.
#ifndef TEXAS42_SOLVER_ANALYSIS_CHART_H_
#define TEXAS42_SOLVER_ANALYSIS_CHART_H_

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "solver/analysis/bidding_table.h"
#include "solver/analysis/study.h"
#include "solver/analysis/wilson.h"

namespace texas42 {

struct Loss {
  int tricks = 0;  // tricks the defenders take, 0..7
  int count = 0;   // count points in them, a multiple of 5 in 0..35
  friend bool operator==(const Loss&, const Loss&) = default;
};

struct ChartRow {
  int bid = 0;
  int max_lost = 0;           // 42 - bid
  std::vector<Loss> allowed;  // every possible loss within max_lost: count, then tricks,
                              // descending
  std::vector<Loss> limits;   // the allowed losses no other allowed loss exceeds in both
  std::string phrase;         // the limits in words, largest count first
};

// Returns whether the defenders can take exactly `tricks` tricks holding `count` count points.
bool LossPossible(int tricks, int count);
// Returns the ways to make `count` from count tiles that fit a loss of `tricks` tricks, fewest
// tiles first, in words: "one 10-count", "two 5-counts", "no count".
std::vector<std::string> CountWays(int tricks, int count);
// Returns one loss in words: "two tricks and one 10-count (or two 5-counts)".
std::string LossPhrase(const Loss& loss);
// Returns the chart row of bid `bid` (30..42).
ChartRow MakeChartRow(int bid);
// Returns the rows of bids 30..42.
std::vector<ChartRow> CantLoseMoreThanChart();

// What a study says about each bid, counting each (deal, declarer) once, in two ways:
// - hindsight: the declarer's best contract among the study's point contracts, picked after
//   seeing the value of each (an upper bound no player reaches: he must call before play);
// - by rule: the trump he calls from his own hand alone, by kTrumpRule below, among the study's
//   pip trumps (hands of a study with none are not counted there).
// Both are double dummy (the play perfect on every side), or in a table-play study as the hands
// were played out (RecordMakes); then the hindsight trump is picked bid by bid.
struct BidEvidence {
  uint64_t hands = 0;
  uint64_t makes = 0;
  Interval interval;
  uint64_t rule_hands = 0;
  uint64_t rule_makes = 0;
  Interval rule_interval;
};

// The rule by which the declarer calls trump before play, in words.
inline constexpr char kTrumpRule[] =
    "the suit he holds most tiles of; a tie goes to the suit whose double he holds, then to the "
    "higher suit";

// Tallies study records (in study order, so that a deal's records for one declarer are
// consecutive) into per-bid evidence.
class ChartEvidence {
 public:
  // Adds one record.
  void Add(const StudyRecord& record);
  // Closes the current study, so that the next study's first deal is never merged with it.
  void EndStudy() { Flush(); }
  // Returns the evidence for bids 30..42 (index bid - 30).
  std::array<BidEvidence, kBidCount> Build() const;

 private:
  void Flush();

  std::optional<std::pair<uint64_t, Seat>> current_;  // (deal index, declarer) being tallied
  std::bitset<kBidCount> best_;                       // the bids some trump makes
  // The rule's choice so far: (trumps held, holds the double, pip) and the bids it makes.
  std::optional<std::tuple<int, bool, int>> rule_key_;
  std::bitset<kBidCount> rule_bids_;
  uint64_t hands_ = 0;
  std::array<uint64_t, kBidCount> makes_{};
  uint64_t rule_hands_ = 0;
  std::array<uint64_t, kBidCount> rule_makes_{};
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_CHART_H_
