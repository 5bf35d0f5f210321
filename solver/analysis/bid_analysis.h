// Bid analysis: how often the declarer's side makes each bid under each contract, over the
// layouts of the unseen tiles around the declarer's hand and any known tiles.
//
// Every layout is solved double-dummy for every contract asked for. Sampling: layout i of a run
// is DealRandom(predeal, seed, i), so it depends on (seed, i) alone. Exact: every layout is
// enumerated (LayoutAt), each equally likely. Results are integer counts summed over layouts, so
// they are identical for any thread count and any machine.
//
// Point contracts only need their value where it decides a bid (30..42): in the bid window a
// layout below 30 is recorded as 29 ("below the bids") and not solved further. Contracts scored
// in tricks (nello, sevens, splash, plunge) are bid in marks and make or fail: in the bid window
// one target query decides each (a miss is recorded as 6 tricks, or 1 for nello); --full solves
// them exactly. For them "makes" means Contract::Makes(value).
//
// Splash and plunge leave the trump to the declarer's partner. Double dummy he sees every hand,
// so he names, layout by layout, a trump that takes all 7 tricks when there is one: the side
// makes when any trump asked for makes (PartnerTrumpOdds). A partner who sees only his own hand
// does no better than that and no worse than the best single trump named for every layout, so
// the two bound the real odds. Splash and plunge are played alike (only their marks differ), so
// a layout is solved once for both. Nothing here prints; progress goes to a callback.
//
// Table play (BidQuery::play): instead of its double-dummy value, each layout is played out by
// players who see only their own hands (or double dummy, per side: solver/play/). A side plays
// differently for 30 than for 42, so each bid is played for: the hand is played once for all
// the bids 30..42 and forks where a player's choice differs between them
// (Playout::PlayOutForBids), and a bid makes when the hand played for it makes. Mark contracts
// are played once for their one goal, until it is made or set. In splash and plunge the partner
// names the trump from his own hand alone (ChoosePartnerTrump) and that trump is played out:
// PartnerTrumpOdds counts the layouts in which it made, and each trump's row the layouts in
// which it was named (`named`) and made. The same layouts are also valued double dummy
// (BidAnalysis::double_dummy), and a trump whose double-dummy odds are at or below the best table
// figure at every bid is not played out (ContractOdds::played): the trumps are played most
// promising first, so a weak hand plays one or two. Nello's defenders see every hand
// (PlayLayout), so a layout double dummy sets is set at the table too and is not played.
#ifndef TEXAS42_SOLVER_ANALYSIS_BID_ANALYSIS_H_
#define TEXAS42_SOLVER_ANALYSIS_BID_ANALYSIS_H_

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/exact_limit.h"
#include "solver/analysis/steady_makes.h"
#include "solver/analysis/wilson.h"
#include "solver/contract.h"
#include "solver/play/playout.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

// Returns the bids in order: 30, 31, ..., 41, 42 (1 mark).
std::array<int, kBidCount> AllBids();

enum class ValueRange : uint8_t {
  kBidWindow,  // point values are exact in 30..42; anything below is recorded as 29
  kFull        // every value exact (mean and distribution complete; slower)
};

struct BidQuery {
  TileSet hand;                             // the declarer's seven tiles
  Seat declarer = Seat::kNorth;             // he leads
  std::array<TileSet, kSeatCount> known{};  // tiles fixed to the other seats
  std::vector<Contract> contracts;
  uint64_t samples = 1000;  // layouts sampled (ignored when exact)
  uint64_t seed = 42;
  bool exact = false;  // enumerate every layout instead of sampling
  ValueRange range = ValueRange::kBidWindow;
  int threads = 0;  // 0 = all cores
  // When set, each layout is played out by these players rather than valued double dummy.
  std::optional<Seating> play;
  // The table players' worlds and seed; the opening lead, asked of every layout, races further.
  TableOptions table{.worlds = kAnalysisWorlds, .opening_lead = kOpeningLeadRacing};
  // Called now and then from a worker thread (never two calls at once) with layouts done.
  std::function<void(uint64_t done, uint64_t total)> progress;

  // Returns the predeal: the hand in the declarer's seat and the known tiles elsewhere.
  Predeal predeal() const;
};

// The outcome of one contract over all layouts.
struct ContractOdds {
  Contract contract;
  std::vector<uint64_t> histogram;  // layouts by value 0..max_value (window: 29 = below 30)
  bool full_values = true;          // false when values below 30 were not solved exactly
  uint64_t layouts = 0;
  // Table play: the layouts in which the hand played for bid 30 + i made it (i = 12: 1 mark,
  // the only entry for contracts bid in marks); empty for double-dummy analysis, whose
  // `histogram` is then empty instead.
  std::vector<uint64_t> played_makes;
  // Table play, point contracts: the layouts in which the hand played for bid 30 + i made
  // that bid, each bid on its own. Those counts can rise with the bid by chance, where a side
  // that makes 41 has surely made 40: played_makes holds them made steady (SteadyMakes).
  std::vector<uint64_t> per_bid_makes;
  // Table play, splash and plunge: the layouts in which the partner named this trump (its
  // played_makes count those in which it then made).
  uint64_t named = 0;
  // Table play: false when the contract was not played out because its double-dummy odds are
  // at or below the best table figure at every bid (it cannot be the best at any bid).
  bool played = true;
  // Returns whether a figure of the contract at `bid` is to be shown and compared: it applies
  // there and was played out (always, without table play).
  bool Shown(int bid) const { return Applies(bid) && played; }

  // Returns whether the contract can be bid at `bid`: point contracts at any bid; nello and
  // sevens at 1 mark (42); splash and plunge at none (they are bid at 2 and 4 marks).
  bool Applies(int bid) const;
  // Returns the value recorded for layouts not solved further in the bid window: 29 points,
  // 6 tricks, or 1 trick for nello (the declarer takes at least one).
  int LumpedValue() const;
  // Returns the layouts in which the contract makes at its own mark bid (MarksOf): all 42
  // points, all 7 tricks, or no trick in nello.
  uint64_t MarkMakes() const;
  // Returns the layouts in which the declarer's side makes `bid`.
  uint64_t Makes(int bid) const;
  double MakeProbability(int bid) const;
  // Returns the mean value over all layouts, or nothing when low values were not solved.
  std::optional<double> MeanValue() const;
};

// Splash or plunge with the trump named by the declarer's partner, knowing the layout.
struct PartnerTrumpOdds {
  ContractKind kind = ContractKind::kSplash;
  std::vector<size_t> options;  // indices into BidAnalysis::odds: the trumps he may name
  uint64_t makes = 0;           // layouts in which some option takes all 7 tricks
  uint64_t layouts = 0;

  double MakeProbability() const;
};

struct BidAnalysis {
  uint64_t layouts = 0;       // layouts solved
  uint64_t layout_count = 0;  // layouts possible given the hand and the known tiles
  bool exact = false;
  uint64_t seed = 0;
  ValueRange range = ValueRange::kBidWindow;
  std::optional<Seating> play;     // the players, when the layouts were played out
  std::vector<ContractOdds> odds;  // in the order of BidQuery::contracts
  // One per kind of splash or plunge in BidQuery::contracts, splash first.
  std::vector<PartnerTrumpOdds> partner_trump;
  uint64_t nodes = 0;  // search nodes, summed over workers (a functional signature)
  // Table play: the double-dummy analysis of the same layouts, for comparison.
  std::shared_ptr<const BidAnalysis> double_dummy;

  // Returns the 95% interval of the make-probability: Wilson when sampled, a point when exact.
  Interval MakeInterval(size_t contract, int bid) const;
  // Returns the 95% interval of `makes` layouts out of all: Wilson when sampled, exact otherwise.
  Interval IntervalOf(uint64_t makes) const;
};

// Returns an error naming what is wrong with `query` (hand size, tiles placed twice, a seat
// given more than seven, known tiles in the declarer's seat, no contract, no samples, or
// an exact run over more than kExactLayoutLimit layouts).
absl::Status ValidateBidQuery(const BidQuery& query);

// Solves every layout of `query` for every contract and counts the outcomes.
absl::StatusOr<BidAnalysis> AnalyzeBid(const BidQuery& query);

// Returns the standard benchmark query: a fixed hand, all nine trumps, `layouts` samples of
// seed 42, bid window, on `threads` threads. `texas42 bench` and bench/bid_bench time it.
BidQuery BenchBidQuery(uint64_t layouts, int threads);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_BID_ANALYSIS_H_
