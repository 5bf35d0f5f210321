// A hand played for several bids at once, for every game of the family
// (Playout::MakesForBidsFrom). A side playing for 30 may play another tile than one
// playing for 42, so at each turn the bids still open ask their play, are grouped by the play
// each calls for (BidGroups), and the hand forks once per distinct play; a bid leaves the hand
// as soon as it is decided. Each bid's result is the one a playout for it alone gives.
//
// Invariants: the groups partition the bids, in order of each play's first appearance; every
// bid of a playout is settled exactly once.
#ifndef TEXAS42_SOLVER_PLAY_BID_GROUPS_H_
#define TEXAS42_SOLVER_PLAY_BID_GROUPS_H_

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

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

// Plays `line` on for the bids `which` (indices into the caller's bids) at once. `line` is the
// hand so far, with `Play(play)` returning a status. At each turn `decided(line, i)` says
// whether bid i is made, set or still open; a decided bid leaves with `settle(i, made, line)`;
// the open ones ask `choose(line, open)` for their plays (one per bid of `open`, in order), and
// the hand forks once per distinct play, the groups in order. Returns the first error of
// `choose` or of a play.
template <typename Play, typename Line, typename DecidedFn, typename ChooseFn, typename SettleFn>
absl::Status PlayForBids(Line line, std::vector<int> which, DecidedFn& decided, ChooseFn& choose,
                         SettleFn& settle) {
  while (true) {
    std::vector<int> open;
    for (int i : which) {
      if (const std::optional<bool> made = decided(line, i)) {
        settle(i, *made, line);
      } else {
        open.push_back(i);
      }
    }
    which = std::move(open);
    if (which.empty()) return absl::OkStatus();
    absl::StatusOr<std::vector<Play>> plays = choose(line, which);
    if (!plays.ok()) return plays.status();
    const BidGroups<Play> groups = GroupBids<Play>(which, [&](size_t j) { return (*plays)[j]; });
    if (groups.plays.size() > 1) {
      for (size_t g = 0; g < groups.plays.size(); ++g) {
        Line child = line;
        if (absl::Status s = child.Play(groups.plays[g]); !s.ok()) return s;
        absl::Status s =
            PlayForBids<Play>(std::move(child), groups.bids[g], decided, choose, settle);
        if (!s.ok()) return s;
      }
      return absl::OkStatus();
    }
    if (absl::Status s = line.Play(groups.plays.front()); !s.ok()) return s;
  }
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_BID_GROUPS_H_
