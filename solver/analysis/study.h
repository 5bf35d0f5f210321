// Study: a Monte Carlo survey of random deals of any game of the 42 family, each valued exactly
// for several contracts.
//
// Deal number i of a study is family::DealRandom(game, {}, seed, i), the deal `texas42 bid`
// and `deal` give for that seed and index, so a study is fixed by its parameters alone. Each
// (deal, declarer, contract) gives one record: the deal, the features players bid on of the
// declarer's hand as dealt, and the double-dummy value with the declarer's best exchange
// (family::SolveDeal: Moon and The Big Game exchange a tile; Texas 42 is solved by its fast
// search behind family::Solver). Records come by deal index, then declarer, then contract, in
// the order given; solving a range gives the same records for any thread count. Nothing here
// prints (study_io.h writes and reads the files).
//
// Table play (StudyParams::play): each record's hand is also played out, after the declarer's
// best exchange, by the chosen table players (solver/play/playout.h) for every bid of the game
// at once, as `texas42 bid --play table` plays a layout (Playout::MakesForBidsFrom: the bidding
// side playing for each bid, the other side to set it), and the record keeps whether each bid
// made. The players draw their worlds from the study's seed, so a record's outcome is fixed by
// the study's parameters alone, whatever thread plays it. Table-play studies play trump
// contracts only.
#ifndef TEXAS42_SOLVER_ANALYSIS_STUDY_H_
#define TEXAS42_SOLVER_ANALYSIS_STUDY_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"
#include "solver/play/racing.h"
#include "solver/play/seating.h"

namespace texas42 {

// How a study's hands are played out at the table, besides their double-dummy value.
struct StudyPlay {
  Seating seating;               // not double dummy on both sides (that is the value)
  int worlds = kAnalysisWorlds;  // W of the table players, 1..kMostWorlds
  friend bool operator==(const StudyPlay&, const StudyPlay&) = default;
};

struct StudyParams {
  const family::Game* game = &family::GameOf(family::GameId::k42);
  uint64_t seed = 1;
  uint64_t deals = 0;                       // deal indices 0 .. deals-1
  std::vector<int> declarers = {0};         // seats, 0 = N
  std::vector<family::Contract> contracts;  // trumps, nello, low-no or sevens
  std::optional<StudyPlay> play;            // none: double dummy only

  // Returns the records each deal contributes.
  size_t records_per_deal() const { return declarers.size() * contracts.size(); }
  friend bool operator==(const StudyParams&, const StudyParams&) = default;
};

// What a hand holds, seen through a contract's trump (docs/rules.md "Suits, trumps and
// following"). `trumps` counts the tiles of the trump suit (showing the trump pip, or the
// doubles; none in follow-me and the special contracts); `trump_double` is whether the hand
// holds the top trump (the trump suit's double; the highest double for doubles trump);
// `doubles` counts the doubles whatever the trump; `count` the points of the count tiles (0 in
// Moon, which has no count). `suits[p]` (p = 0..max_pip) counts the tiles that follow suit p
// when p is led: with a pip trump t, suits[t] are the trumps and suits[p] the non-trumps showing
// p; with doubles trump, the non-doubles showing p; with no trump, every tile showing p.
struct HandFeatures {
  int trumps = 0;
  bool trump_double = false;
  int doubles = 0;
  int count = 0;
  std::vector<int> suits;
  friend bool operator==(const HandFeatures&, const HandFeatures&) = default;
};

struct StudyRecord {
  uint64_t index = 0;  // deal index within the study's seed
  family::Deal deal;
  int declarer = 0;
  family::Contract contract;
  HandFeatures features;  // of the declarer's hand as dealt
  int value = 0;          // points, or tricks (Moon; special contracts), with the best exchange
  // Table play only: element i is whether the hand played for StudyBids(game)[i] made it.
  std::optional<std::vector<bool>> table_makes;
  friend bool operator==(const StudyRecord&, const StudyRecord&) = default;
};

// Returns every trump choice of `game`: the pip suits 0..max_pip, doubles, follow-me.
std::vector<family::Contract> StudyTrumps(const family::Game& game);

// Returns the bids of `game` a study's table play answers for, lowest first: the game's lowest
// bid up to its total (30..42 in Texas 42, the last one mark; tricks in Moon).
std::vector<int> StudyBids(const family::Game& game);

// Returns whether the record's hand makes `bid`: as played at the table when the study played it
// out, else double dummy (its value reaches the bid).
bool RecordMakes(const family::Game& game, const StudyRecord& record, int bid);

// Returns how a study's hands are played, in words: "double dummy", or "table play by table
// declarers against dd defenders, 16 worlds a decision".
std::string DescribeStudyPlay(const std::optional<StudyPlay>& play);

// Returns OK when `params` is a study this build can run: deals, declarers that are seats of
// the game, distinct, and contracts it has, distinct (partner calls are not studied: they need
// the declarer's doubles, which a random hand seldom holds); with table play, trump contracts
// only and 1 to kMostWorlds worlds.
absl::Status CheckStudy(const StudyParams& params);

// Returns the features of `hand` under `contract` in `game`.
HandFeatures FeaturesOf(const family::Game& game, family::TileSet hand,
                        const family::Contract& contract);

// Returns the records of deal `index`, values unsolved (0), in record order.
std::vector<StudyRecord> UnsolvedRecords(const StudyParams& params, uint64_t index);

// Solves deals [begin, end) on up to `threads` threads (0 = all cores), one Solver (and, for
// table play, one Playout) a thread; returns the records in record order, or the error of the
// first record whose playout failed.
absl::StatusOr<std::vector<StudyRecord>> SolveStudyRange(const StudyParams& params, uint64_t begin,
                                                         uint64_t end, int threads);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STUDY_H_
