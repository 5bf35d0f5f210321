// Bidding tables of the rest of the family, from family study records (family_study.h): how
// often a hand makes each bid of its game (lowest_bid..total points, or tricks in Moon), grouped
// by one feature of the hand or a pair (bidding_table.h's HandFeature), with Wilson 95%
// intervals. As in Texas 42's table, only the trump contracts enter (special contracts are
// counted as skipped), follow-me hands form their own "followme" row by trumps, and rows are
// sorted by their feature values whatever the order the records come in.
#ifndef TEXAS42_SOLVER_ANALYSIS_FAMILY_TABLE_H_
#define TEXAS42_SOLVER_ANALYSIS_FAMILY_TABLE_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "solver/analysis/bidding_table.h"
#include "solver/analysis/family_study.h"
#include "solver/family/game.h"

namespace texas42 {

struct FamilyTableRow {
  std::vector<int> key;
  std::vector<std::string> labels;
  uint64_t hands = 0;
  std::vector<BidStat> bids;  // bids[i] is FamilyTable::bids[i]
};

struct FamilyTable {
  const family::Game* game = nullptr;
  std::vector<HandFeature> by;
  std::vector<int> bids;  // lowest_bid .. total (tricks in Moon)
  std::vector<FamilyTableRow> rows;
  uint64_t hands = 0;
  uint64_t skipped = 0;
};

// Returns the feature's value for a record (the trump for kContract, kFollowMeTrumps for
// kTrumps under follow-me) and how it is shown.
int FamilyFeatureValue(HandFeature feature, const FamilyStudyRecord& record);
std::string FamilyFeatureLabel(HandFeature feature, int value);

class FamilyTableBuilder {
 public:
  FamilyTableBuilder(const family::Game& game, std::vector<HandFeature> by);
  void Add(const FamilyStudyRecord& record);
  FamilyTable Build() const;

 private:
  struct Tally {
    uint64_t hands = 0;
    std::vector<uint64_t> makes;
  };
  const family::Game* game_;
  std::vector<HandFeature> by_;
  std::vector<int> bids_;
  std::map<std::vector<int>, Tally> tallies_;
  uint64_t skipped_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_FAMILY_TABLE_H_
