// Study: a Monte Carlo survey of random deals, each solved exactly for several contracts.
//
// Deal number i of a study is DealRandom(Predeal{}, seed, i), the same generator `texas42 bid`
// uses, so a study is fixed by its parameters alone. Each (deal, declarer, contract) gives one
// record: the deal, the declarer's hand features in that contract's trump context, and the
// double-dummy value. Records come in a fixed order: by deal index, then declarer in the order
// given, then contract in the order given; solving a range gives the same records for any
// thread count. Nothing here prints (see study_io.h for the file formats).
//
// Table play (StudyParams::play): each record's hand is also played out from the declarer's
// lead by the chosen players, the family's table players of every game (solver/play/
// playout.h), once for all the bids 30..42 as `texas42 bid --play table` plays a layout
// (Playout::MakesForBids: the bidding side playing for each bid, the other side to set
// it), and the record keeps whether each bid made. The table players draw their worlds from the
// study's seed, so a record's outcome is fixed by the study's parameters alone, whatever thread
// plays it.
#ifndef TEXAS42_SOLVER_ANALYSIS_STUDY_H_
#define TEXAS42_SOLVER_ANALYSIS_STUDY_H_

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/play/racing.h"
#include "solver/play/seating.h"
#include "solver/search.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

// How a study's hands are played out at the table, besides their double-dummy value.
struct StudyPlay {
  Seating seating;               // not double dummy on both sides (that is the value)
  int worlds = kAnalysisWorlds;  // W of the table players, 1..kMostWorlds, or kAdaptiveWorlds
  friend bool operator==(const StudyPlay&, const StudyPlay&) = default;
};

struct StudyParams {
  uint64_t seed = 1;
  uint64_t deals = 0;  // deal indices 0 .. deals-1
  std::vector<Seat> declarers = {Seat::kNorth};
  std::vector<Contract> contracts;  // normal trumps; see StudyContractName
  std::optional<StudyPlay> play;    // none: double dummy only

  // Returns the records each deal contributes.
  size_t records_per_deal() const { return declarers.size() * contracts.size(); }
  friend bool operator==(const StudyParams&, const StudyParams&) = default;
};

// What a hand holds, seen through a contract's trump (docs/rules.md "Suits, trumps and following").
// `suits[p]` counts the tiles that follow suit p when p is led: with a pip trump t, suits[t] are
// the trumps and suits[p] the non-trumps showing p; with doubles trump, the non-doubles showing
// p; with no trump (follow-me, special contracts), every tile showing p. The "trump double" is
// the top trump: t-t for a pip trump, 6-6 for doubles; follow-me has none.
struct HandFeatures {
  int trumps = 0;
  bool trump_double = false;
  int doubles = 0;  // doubles held, whatever the trump
  int count = 0;    // points of the count tiles held (0..35)
  std::array<int, kPipCount> suits{};
  friend bool operator==(const HandFeatures&, const HandFeatures&) = default;
};

struct StudyRecord {
  uint64_t index = 0;  // deal index within the study's seed
  Deal deal;
  Seat declarer = Seat::kNorth;
  Contract contract;
  HandFeatures features;  // of the declarer's hand
  int value = 0;          // exact double-dummy value (see Scoring)
  // Table play only: bit i is set when the hand played for bid kLowestBid + i made it (bit 12:
  // one mark).
  std::optional<std::bitset<kBidCount>> table_makes;
  friend bool operator==(const StudyRecord&, const StudyRecord&) = default;
};

// Returns whether the record's hand makes `bid` (30..42): as played at the table when the
// study played it out, else double dummy (its value reaches the bid).
bool RecordMakes(const StudyRecord& record, int bid);

// Returns how a study's hands are played, in words: "double dummy", or "table play by table
// declarers against dd defenders, 4 worlds a decision".
std::string DescribeStudyPlay(const std::optional<StudyPlay>& play);

// Returns the features of `hand` under `contract`'s trump.
HandFeatures FeaturesOf(TileSet hand, const Contract& contract);

// Returns the name of a study contract: the trump name for a normal contract.
std::string StudyContractName(const Contract& contract);
// Parses a study contract name ("sixes", "doubles", "followme", or a ParseTrump alias).
absl::StatusOr<Contract> ParseStudyContract(absl::string_view name);

// Returns the records a study holds for deal `index`, values unsolved (0), in record order.
std::vector<StudyRecord> UnsolvedRecords(const StudyParams& params, uint64_t index);

// Solves deals [begin, end) of the study on up to `threads` threads (0 = all cores), one Solver
// (and, for table play, one Playout) per thread; returns their records in record order, or the
// error of the first record whose playout failed.
absl::StatusOr<std::vector<StudyRecord>> SolveStudyRange(const StudyParams& params, uint64_t begin,
                                                         uint64_t end, int threads,
                                                         const SearchOptions& options = {});

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STUDY_H_
