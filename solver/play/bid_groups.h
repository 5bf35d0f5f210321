// BidGroups: the bids of a playout for several bids grouped by the play each calls for, so
// that the hand forks once per distinct play (Playout::MakesForBids, FamilyPlayout's per-bid
// play). Invariant: the groups partition the bids, in order of each play's first appearance.
#ifndef TEXAS42_SOLVER_PLAY_BID_GROUPS_H_
#define TEXAS42_SOLVER_PLAY_BID_GROUPS_H_

#include <cstddef>
#include <vector>

namespace texas42 {

template <typename Play>
struct BidGroups {
  std::vector<Play> plays;             // each distinct play
  std::vector<std::vector<int>> bids;  // for each, the bids that call for it
};

// Groups `bids` (bids, or their indices) by `play_of(j)`, the play bids[j] calls for.
template <typename Play, typename PlayOf>
BidGroups<Play> GroupBids(const std::vector<int>& bids, PlayOf play_of) {
  BidGroups<Play> groups;
  for (size_t j = 0; j < bids.size(); ++j) {
    const Play play = play_of(j);
    size_t g = 0;
    while (g < groups.plays.size() && !(groups.plays[g] == play)) ++g;
    if (g == groups.plays.size()) {
      groups.plays.push_back(play);
      groups.bids.emplace_back();
    }
    groups.bids[g].push_back(bids[j]);
  }
  return groups;
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_BID_GROUPS_H_
