// Chart evidence: what a Texas 42 study says about each bid of the "can't lose more than" chart
// (chart.h), for `texas42 chart --from`.
#ifndef TEXAS42_SOLVER_ANALYSIS_CHART_EVIDENCE_H_
#define TEXAS42_SOLVER_ANALYSIS_CHART_EVIDENCE_H_

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <tuple>
#include <utility>

#include "solver/analysis/bidding_table.h"
#include "solver/analysis/study.h"
#include "solver/analysis/wilson.h"
#include "solver/contract.h"
#include "solver/types.h"

namespace texas42 {

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

#endif  // TEXAS42_SOLVER_ANALYSIS_CHART_EVIDENCE_H_
