// Bid analysis for every game of the 42 family, Texas 42 included (docs/rules.md): how often the
// declarer, seated N with a fixed hand, makes each bid under each contract over random layouts
// of the tiles he does not see. `texas42 bid` runs it for every game (cli/bid_run.h).
//
// Layout i of a run is family::DealRandom(game, {hand at N, known tiles}, seed, i): the unseen
// tiles, the left-over tile (Moon, The Big Game) among them, depend on (seed, i) alone. Exact:
// every layout is enumerated (family::LayoutAt), each equally likely, and the figures are exact.
// Each layout is valued double dummy with family::SolveDeal, the declarer's best exchange included,
// for every contract asked for (or, with `play`, played out by table players: see below). Double
// dummy the partner calls (Geezer's dip, dive and plunge) are played alike, with the partner
// naming, layout by layout, a trump that takes every trick when there is one, so a layout is solved
// once for all of them; beside that ceiling each reports its best single trump (the trump that
// takes every trick in the most layouts) and how often it does, the figure the advice weighs.
// Results are integer counts tallied in layout order after the parallel loop, so they are the same
// for any thread count. Invariants: a normal contract's makes are non-increasing in the bid (a
// value that makes a bid makes every lower one); special contracts have one count, the layouts in
// which they make. Nothing here prints.
//
// Table play (`play` set): instead of its double-dummy value, each layout is played out by
// players who see only their own hands (or double dummy, per side: solver/play/playout.h),
// after the declarer's best double-dummy exchange of the true deal. A side plays differently for a
// low bid than for a high one, so each bid is played for: the hand is played once for all the bids
// lowest_bid..top and forks where a player's choice differs between them (Playout::MakesForBids),
// and a bid makes when the hand played for it makes. Those per-bid counts (per_bid_makes) can rise
// with the bid by chance, where a side that makes a high bid has surely made a lower one: `makes`
// holds them made steady (SteadyMakes), so the makes stay non-increasing. A special contract is
// played for its goal (every trick, or none) and records whether it made; in nello and low-no the
// defenders see every hand (table defenders would draw the bidder's hand as if he had bid on
// nothing), so the table figure never exceeds double dummy, and a layout double dummy sets is
// counted set unplayed. In a partner call the partner
// names the trump from his own hand alone (ChoosePartnerTrump, knowing the declarer holds
// the doubles the call needs) and that trump is played for every trick; `named` counts how
// often he named each trump. Every layout is first solved double dummy (`double_dummy`, each
// figure's ceiling), and in a game of partners (Geezer, The Big Game) a trump whose double-dummy
// figures are at or below the best table figure at every bid is not played out (`played` false): it
// cannot be the best at any bid. In 3-hand and Moon two defenders without partners leak more at the
// table than a declarer does, so a table figure may exceed double dummy there, and every trump is
// played out. The contracts bid in marks are always played out.
#ifndef TEXAS42_SOLVER_ANALYSIS_BID_ANALYSIS_H_
#define TEXAS42_SOLVER_ANALYSIS_BID_ANALYSIS_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/analysis/exact_limit.h"
#include "solver/analysis/wilson.h"
#include "solver/family/contract.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"
#include "solver/play/playout.h"

namespace texas42 {

struct BidQuery {
  const family::Game* game = nullptr;
  family::TileSet hand;  // the declarer's hand; he sits N and leads
  // Tiles the other seats are known to hold (seat 0, N, is the declarer's and stays empty):
  // every layout gives them these and draws the rest.
  family::Hands known{};
  std::vector<family::Contract> contracts;  // empty: BidContracts(game, hand)
  // The trumps the partner may name in a partner call (empty: every trump of the game).
  std::vector<int> partner_trumps;
  uint64_t samples = 100;  // layouts sampled (ignored when exact)
  // Enumerate every layout instead of sampling (at most kExactLayoutLimit of them).
  bool exact = false;
  // Double dummy: solve every value exactly (a normal contract's below the lowest bid, a special
  // contract's tricks), for the mean and the whole distribution; else values outside the bids
  // are gathered in one (ContractOdds::histogram).
  bool full = false;
  uint64_t seed = 42;
  int threads = 0;  // 0 = all cores
  // Table play (solver/play/playout.h) when set: who plays each side; worlds per decision
  // (or kAdaptiveWorlds: sequential sampling, racing.h).
  std::optional<Seating> play;
  int worlds = kAnalysisWorlds;
  // How the declarer's opening lead, kept for every layout, races where it reaches further than
  // `worlds` (none: as every other decision). Only in games without an exchange (3-hand,
  // Geezer), where every layout starts from the same lead.
  std::optional<Racing> opening_lead = kOpeningLeadRacing;
  // Called now and then from a worker thread (never two calls at once) with layouts done.
  std::function<void(uint64_t done, uint64_t total)> progress;
};

// The outcome of one contract over all layouts.
struct ContractOdds {
  family::Contract contract;
  family::Scoring scoring = family::Scoring::kPoints;
  int marks = 1;
  // Normal contracts: the bids lowest_bid..total (or ..tricks), and the layouts making each.
  // Special contracts: bids is empty and makes holds one count.
  std::vector<int> bids;
  std::vector<uint64_t> makes;
  // Partner calls, double dummy: `makes` counts the layouts in which some trump takes every
  // trick (the partner names it seeing the deal); these count those in which the one trump
  // best over all layouts does, the figure for a partner who names the same trump every time.
  int best_single_trump = family::kFollowMe;
  uint64_t best_single_makes = 0;
  bool has_single = false;
  // Table play, normal contracts: the layouts in which the hand played for each bid made it,
  // each bid on its own; `makes` holds them made steady (SteadyMakes).
  std::vector<uint64_t> per_bid_makes;
  // Table play: false for a trump not played out, whose double-dummy makes are at or below the
  // best table figure at every bid (it cannot be the best at any); its makes are then 0.
  bool played = true;
  // Table play, partner calls: the trumps the partner may name and, by trump, the layouts in
  // which he named it (summing to the samples).
  std::vector<int> trumps;
  std::vector<uint64_t> named;

  // Double dummy: the layouts by value, 0..MaxValue (points, or tricks; in a partner call the
  // tricks of the trump that takes the most). With full_values every value is exact; else the
  // values no bid tells apart are gathered at LumpedValue(): a normal contract's below the
  // lowest bid, a special contract's that miss it (below every trick, or a trick and more).
  std::vector<uint64_t> histogram;
  bool full_values = false;

  bool special() const { return contract.kind != family::Kind::kNormal; }
  int LumpedValue(const family::Game& game) const;
  // The mean value over all layouts, with full_values; nothing otherwise.
  std::optional<double> MeanValue() const;
};

struct BidAnalysis {
  const family::Game* game = nullptr;
  family::TileSet hand;
  family::Hands known{};  // as the query gave them
  uint64_t samples = 0;   // the layouts analyzed: sampled, or every one when exact
  bool exact = false;     // every layout was enumerated: the figures are exact
  bool full = false;      // every value solved exactly (BidQuery::full)
  // Every layout of the unseen tiles there is (family::CountLayouts; kCountless when more than
  // 64 bits count).
  uint64_t layout_count = 0;
  uint64_t seed = 0;
  std::optional<Seating> play;  // table play, or nothing for double dummy
  int worlds = 0;
  std::optional<Racing> opening_lead;  // table play: the opening lead's racing, where it applies
  std::vector<ContractOdds> odds;      // in the order of the contracts
  // Table play: the same layouts solved double dummy, every hand face up (each figure's ceiling).
  std::shared_ptr<const BidAnalysis> double_dummy;
  // Search nodes of the whole analysis (the double-dummy pass included): the functional
  // signature `texas42 bench` reports. Fixed on one thread; on more, table play's kept decisions
  // are each worker's own, so it may move with the scheduling.
  uint64_t nodes = 0;

  double Probability(uint64_t makes) const {
    return samples == 0 ? 0 : static_cast<double>(makes) / static_cast<double>(samples);
  }
  // The 95% interval of `makes` layouts: Wilson when sampled, the point itself when exact.
  Interval IntervalOf(uint64_t makes) const {
    if (!exact) return WilsonInterval(makes, samples);
    const double p = Probability(makes);
    return Interval{p, p};
  }
};

// Returns the contracts a declarer holding `hand` may try in `game`: every trump (suits
// 0..max_pip, doubles, follow-me), then nello, low-no and sevens where the game has them, then
// the partner calls for which the hand holds enough doubles.
std::vector<family::Contract> BidContracts(const family::Game& game, family::TileSet hand);

// Returns an error naming what is wrong with `query` (no game, a hand of the wrong size or with
// tiles outside the game, known tiles in the hand, in two seats or too many for a seat, no
// samples, more than kExactLayoutLimit layouts to enumerate, full values with table play, a
// contract the game does not have or the hand may not bid).
absl::Status ValidateBidQuery(const BidQuery& query);

// Solves every layout of `query` for every contract and counts the outcomes.
absl::StatusOr<BidAnalysis> AnalyzeBid(const BidQuery& query);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_BID_ANALYSIS_H_
