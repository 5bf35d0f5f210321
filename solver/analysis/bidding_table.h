// Bidding tables: how often a hand makes each bid 30..42, grouped by features of the hand.
//
// A study record is one hand (the declarer's) under one contract with its double-dummy value
// and, in a table-play study, whether each bid made when the hand was played out. The table
// groups records by one feature or a pair of features (trump count, holds the trump double,
// doubles held, count held, the contract itself) and, for every bid from 30 to 42 (one mark),
// counts the records that make the bid (RecordMakes: at the table when the study played the
// hands out, else double dummy), with the Wilson 95% interval of the make-probability. Only
// point contracts (the nine trumps) enter a table; others are counted as skipped. Follow-me
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
#include "solver/contract.h"

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

// Returns the feature's value for a record (a Trump's number for kContract; kFollowMeTrumps
// for kTrumps under follow-me).
int FeatureValue(HandFeature feature, const StudyRecord& record);
// Returns how a feature value is shown: "4", "yes"/"no", "sixes", "followme".
std::string FeatureValueLabel(HandFeature feature, int value);

struct BidStat {
  uint64_t makes = 0;
  double probability = 0;  // makes / hands
  Interval interval;       // Wilson 95%
};

struct TableRow {
  std::vector<int> key;             // one value per feature
  std::vector<std::string> labels;  // the values as shown
  uint64_t hands = 0;
  std::array<BidStat, kBidCount> bids;  // bids[i] is bid kLowestBid + i
};

struct BiddingTable {
  std::vector<HandFeature> by;
  std::vector<TableRow> rows;
  uint64_t hands = 0;    // records in the table
  uint64_t skipped = 0;  // records of contracts not scored in points
};

// Accumulates records into a bidding table.
class BiddingTableBuilder {
 public:
  explicit BiddingTableBuilder(std::vector<HandFeature> by) : by_(std::move(by)) {}

  // Adds one record.
  void Add(const StudyRecord& record);
  // Returns the table of the records added so far.
  BiddingTable Build() const;

 private:
  struct Tally {
    uint64_t hands = 0;
    std::array<uint64_t, kBidCount> makes{};
  };
  std::vector<HandFeature> by_;
  std::map<std::vector<int>, Tally> tallies_;
  uint64_t skipped_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_BIDDING_TABLE_H_
