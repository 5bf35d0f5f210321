// Chart evidence: what a study says about each bid of the "can't lose more than" chart
// (chart.h), for `texas42 chart --from`, in any game of the family: bids 30..42 in Texas 42,
// the game's lowest bid up to its total (tricks in Moon) elsewhere.
#ifndef TEXAS42_SOLVER_ANALYSIS_CHART_EVIDENCE_H_
#define TEXAS42_SOLVER_ANALYSIS_CHART_EVIDENCE_H_

#include <cstdint>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "solver/analysis/study.h"
#include "solver/analysis/wilson.h"
#include "solver/family/game.h"

namespace texas42 {

// What a study says about one bid, counting each (deal, declarer) once, in two ways:
// - hindsight: the declarer's best contract among the study's trump contracts, picked after
//   seeing the value of each (an upper bound no player reaches: he must call before play);
// - by rule: the trump he calls from his own hand alone, by kTrumpRule below, among the study's
//   pip trumps (hands of a study with none are not counted there).
// Both are double dummy (the play perfect on every side), or in a table-play study as
// the hands were played out (RecordMakes); then the hindsight trump is picked bid by bid.
struct BidEvidence {
  int bid = 0;
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

// Tallies the records of a game's studies (in study order, so that a deal's records for one
// declarer are consecutive) into per-bid evidence. Records of contracts other than the trump
// contracts (nello, sevens, ...) are passed over.
class ChartEvidence {
 public:
  // Evidence for the bids of `game` (Texas 42's 30..42 by default).
  ChartEvidence();
  explicit ChartEvidence(const family::Game& game);

  // Adds one record of a study of the evidence's game.
  void Add(const StudyRecord& record);
  // Closes the current study, so that the next study's first deal is never merged with it.
  void EndStudy() { Flush(); }
  // Returns the evidence for each bid of the game, lowest first.
  std::vector<BidEvidence> Build() const;

 private:
  // Adds one trump contract of the hand (deal `index`, `declarer`): the bids it makes, and its
  // key for the rule when it is a pip trump.
  void AddContract(uint64_t index, int declarer, const std::vector<bool>& bids,
                   const std::optional<std::tuple<int, bool, int>>& rule_key);
  void Flush();

  const family::Game* game_;
  std::vector<int> bids_;                            // the game's bids, lowest first
  std::optional<std::pair<uint64_t, int>> current_;  // (deal index, declarer) being tallied
  std::vector<bool> best_;                           // the bids some trump makes
  // The rule's choice so far: (trumps held, holds the double, pip) and the bids it makes.
  std::optional<std::tuple<int, bool, int>> rule_key_;
  std::vector<bool> rule_bids_;
  uint64_t hands_ = 0;
  std::vector<uint64_t> makes_;
  uint64_t rule_hands_ = 0;
  std::vector<uint64_t> rule_makes_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_CHART_EVIDENCE_H_
