// Study for the rest of the 42 family (3-hand, moon, geezer, big-game; docs/rules.md, "The rest
// of the family"): a Monte Carlo survey of random deals, each valued exactly for several
// contracts with the declarer's best exchange (family::SolveDeal).
//
// Deal number i of a study is family::DealRandom(game, {}, seed, i), so a study is fixed by its
// parameters alone. Each (deal, declarer, contract) gives one record: the deal, the declarer's
// hand as dealt (before any exchange), the features players bid on, and the double-dummy value.
// Records come by deal index, then declarer, then contract, in the order given; solving a range
// gives the same records for any thread count. Nothing here prints (family_study_io.h writes).
//
// A table-play study (`play`) also plays each hand out for every bid of the game with the table
// players of solver/play/playout.h (after the declarer's best exchange), as Texas 42's
// study does, and records which bids made: `table_makes`. Its contracts are trump contracts.
#ifndef TEXAS42_SOLVER_ANALYSIS_FAMILY_STUDY_H_
#define TEXAS42_SOLVER_ANALYSIS_FAMILY_STUDY_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/analysis/study.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"

namespace texas42 {

struct FamilyStudyParams {
  const family::Game* game = nullptr;
  uint64_t seed = 1;
  uint64_t deals = 0;                       // deal indices 0 .. deals-1
  std::vector<int> declarers = {0};         // seats, 0 = N
  std::vector<family::Contract> contracts;  // normal trumps, nello, low-no or sevens
  std::optional<StudyPlay> play;            // none: double dummy only

  size_t records_per_deal() const { return declarers.size() * contracts.size(); }
  friend bool operator==(const FamilyStudyParams&, const FamilyStudyParams&) = default;
};

// What the declarer's hand holds for bidding a contract: the trumps (tiles of the trump suit:
// showing the pip, or the doubles; none in follow-me and special contracts), whether he holds
// the top trump (the trump suit's double; the highest double for doubles trump), the doubles,
// and the count points (0 in Moon, which has no count).
struct FamilyFeatures {
  int trumps = 0;
  bool trump_double = false;
  int doubles = 0;
  int count = 0;
  friend bool operator==(const FamilyFeatures&, const FamilyFeatures&) = default;
};

struct FamilyStudyRecord {
  uint64_t index = 0;
  family::Deal deal;
  int declarer = 0;
  family::Contract contract;
  FamilyFeatures features;  // of the declarer's hand as dealt
  int value = 0;            // points, or tricks (Moon; special contracts), with the best exchange
  // Table play only: element i is whether the hand played for FamilyStudyBids(game)[i] made it.
  std::optional<std::vector<bool>> table_makes;
  friend bool operator==(const FamilyStudyRecord&, const FamilyStudyRecord&) = default;
};

// Returns every trump choice of `game`: the pip suits 0..max_pip, doubles, follow-me.
std::vector<family::Contract> FamilyStudyTrumps(const family::Game& game);

// Returns the bids of `game` a study's table play answers for, lowest first: the game's lowest
// bid up to its total (tricks in Moon).
std::vector<int> FamilyStudyBids(const family::Game& game);

// Returns whether the record's hand makes `bid`: as played at the table when the study played it
// out, else double dummy (its value reaches the bid).
bool FamilyRecordMakes(const family::Game& game, const FamilyStudyRecord& record, int bid);

// Returns OK when `params` is a study this build can run: a game other than 42, declarers that
// are seats of it, contracts it has (partner calls are not studied: they need the declarer's
// doubles, which a random hand seldom holds); with table play, trump contracts only and 1 to
// kMostWorlds worlds.
absl::Status CheckFamilyStudy(const FamilyStudyParams& params);

FamilyFeatures FamilyFeaturesOf(const family::Game& game, family::TileSet hand,
                                const family::Contract& contract);

// Returns the records of deal `index`, values unsolved (0), in record order.
std::vector<FamilyStudyRecord> UnsolvedFamilyRecords(const FamilyStudyParams& params,
                                                     uint64_t index);

// Solves deals [begin, end) on up to `threads` threads (0 = all cores), one Solver (and, for
// table play, one Playout) a thread; returns the records in record order, or the error of
// the first record whose playout failed.
absl::StatusOr<std::vector<FamilyStudyRecord>> SolveFamilyStudyRange(
    const FamilyStudyParams& params, uint64_t begin, uint64_t end, int threads);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_FAMILY_STUDY_H_
