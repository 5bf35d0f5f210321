// Bidding tables: how often a hand makes each bid of its game, grouped by features of the hand,
// for every game of the family: bids 30..42 in Texas 42, the game's lowest bid up to its total
// (tricks in Moon) elsewhere.
//
// A study record is one hand (the declarer's) under one contract with its double-dummy value
// and, in a table-play study, whether each bid made when the hand was played out. The
// table groups records by one feature or a pair of features (trump count, holds the trump
// double, doubles held, count held, the contract itself) and, for every bid, counts the records
// that make it (RecordMakes: at the table when the study played the hands out, else double
// dummy), with the Wilson 95% interval of the make-probability. Only the trump contracts enter a
// table; others are counted as skipped. Follow-me
// hands have no trumps but are not "0 trumps" hands: by trumps they form a row of their own,
// "followme" (kFollowMeTrumps), first. Rows are sorted by their feature values; the result does
// not depend on the order in which records are added.
#ifndef TEXAS42_SOLVER_ANALYSIS_BIDDING_TABLE_H_
#define TEXAS42_SOLVER_ANALYSIS_BIDDING_TABLE_H_

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/analysis/study.h"
#include "solver/analysis/wilson.h"
#include "solver/family/game.h"

namespace texas42 {

enum class HandFeature : uint8_t { kTrumps, kTrumpDouble, kDoubles, kCount, kContract };

// Returns the feature's name on the command line: "trumps", "trump-double", "doubles",
// "count", "contract".
absl::string_view HandFeatureName(HandFeature feature);
// Parses one or two feature names separated by ',' or 'x' ("trumps", "trumps,doubles",
// "trumps x trump-double").
absl::StatusOr<std::vector<HandFeature>> ParseHandFeatures(absl::string_view text);
// The trumps value of a follow-me record: its own row, apart from hands with 0 trumps.
inline constexpr int kFollowMeTrumps = -1;

// Returns the feature's value for a record (for kContract the trump's number: a pip 0..max_pip,
// then doubles, then follow-me, as Texas 42's Trump numbers them; kFollowMeTrumps for kTrumps
// under follow-me).
int FeatureValue(const family::Game& game, HandFeature feature, const StudyRecord& record);
// Returns how a feature value is shown: "4", "yes"/"no", "sixes", "followme".
std::string FeatureValueLabel(const family::Game& game, HandFeature feature, int value);

struct BidStat {
  uint64_t makes = 0;
  double probability = 0;  // makes / hands
  Interval interval;       // Wilson 95%
};

struct TableRow {
  std::vector<int> key;             // one value per feature
  std::vector<std::string> labels;  // the values as shown
  uint64_t hands = 0;
  std::vector<BidStat> bids;  // bids[i] is BiddingTable::bids[i]
};

struct BiddingTable {
  const family::Game* game = nullptr;
  std::vector<HandFeature> by;
  std::vector<int> bids;  // the game's bids, lowest first (30..42 in Texas 42)
  std::vector<TableRow> rows;
  uint64_t hands = 0;    // records in the table
  uint64_t skipped = 0;  // records of contracts not scored in points
};

// Accumulates records into a bidding table.
class BiddingTableBuilder {
 public:
  // A table of `game` (Texas 42 by default) by the features `by`.
  explicit BiddingTableBuilder(std::vector<HandFeature> by);
  BiddingTableBuilder(const family::Game& game, std::vector<HandFeature> by);

  // Adds one record of a study of the builder's game.
  void Add(const StudyRecord& record);
  // Returns the table of the records added so far.
  BiddingTable Build() const;

 private:
  struct Tally {
    uint64_t hands = 0;
    std::vector<uint64_t> makes;  // one per bid
  };
  // Counts one hand under `key` that makes the bids for which `makes(bid)` holds.
  template <typename Makes>
  void Count(const std::vector<int>& key, Makes makes);

  const family::Game* game_;
  std::vector<HandFeature> by_;
  std::vector<int> bids_;
  std::map<std::vector<int>, Tally> tallies_;
  uint64_t skipped_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_BIDDING_TABLE_H_
