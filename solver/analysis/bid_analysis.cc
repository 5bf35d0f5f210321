#include "solver/analysis/bid_analysis.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "solver/analysis/layouts.h"
#include "solver/analysis/parallel.h"
#include "solver/analysis/table_passes.h"
#include "solver/deal.h"
#include "solver/play/trump_choice.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

// The value of a point contract in the bid window: 29 below 30, exact in 30..42. Target queries
// narrow [lo, hi] by their fail-soft bounds, each on the table the earlier ones left. The first
// asks for 42 (1 mark): the value of most layouts of a strong trump, and a cheap question about
// the others. The rest climb from 30, each one above the best lower bound so far. A query that
// fails near the value (an upper bound) costs several times one that succeeds on the table the
// earlier ones left, so climbing needs one failure, the last; bisection needs about two.
int BidWindowValue(Solver& solver, const Position& position) {
  int lo = kLowestBid - 1, hi = kMarkBid;
  int target = kMarkBid;
  while (lo < hi) {
    const int v = solver.Bound(position, target);
    if (v >= target) {
      lo = std::min(v, hi);
    } else {
      hi = std::max(v, lo);
    }
    target = lo + 1;
  }
  return lo;
}

// The value of one layout under one contract, as ValueRange asks.
int LayoutValue(Solver& solver, const Rules& rules, const Deal& deal, Seat declarer,
                ValueRange range) {
  const Position position(rules, deal, declarer);
  if (range == ValueRange::kFull) return solver.Solve(position);
  switch (rules.contract().scoring()) {
    case Scoring::kPoints:
      return BidWindowValue(solver, position);
    case Scoring::kTricks:
      return solver.Reaches(position, kTricksPerHand) ? kTricksPerHand : kTricksPerHand - 1;
    case Scoring::kDeclarerTricks:
      return solver.Reaches(position, 0) ? 0 : 1;
  }
  return 0;
}

// Returns the contract as played: plunge is played as splash (only the marks differ).
Contract PlayedAs(Contract c) {
  if (c.kind == ContractKind::kPlunge) c.kind = ContractKind::kSplash;
  return c;
}

// What one worker has counted: a histogram per contract, the layouts each partner-trump choice
// makes, and its solver.
struct Tally {
  Tally(const std::vector<Contract>& contracts, size_t choices, const BidQuery& query)
      : choice_makes(choices, 0) {
    for (const Contract& c : contracts) {
      histograms.emplace_back(c.max_value() + 1, 0);
      played_makes.emplace_back(kBidCount, 0);
      per_bid_makes.emplace_back(kBidCount, 0);
      named.push_back(0);
    }
    if (query.play) playout = std::make_unique<Playout>(query.table);
  }
  Solver solver;
  std::unique_ptr<Playout> playout;  // table play only
  std::vector<std::vector<uint64_t>> histograms;
  std::vector<std::vector<uint64_t>> played_makes;   // table play: by contract and bid
  std::vector<std::vector<uint64_t>> per_bid_makes;  // the same, each bid on its own
  std::vector<uint64_t> named;  // table play: layouts in which the partner named the contract
  std::vector<uint64_t> choice_makes;
};

// The tiles the declarer knows the places of: the known tiles of the other seats.
std::array<TileSet, kSeatCount> PlacedOf(const BidQuery& query) {
  std::array<TileSet, kSeatCount> placed = query.known;
  placed[Index(query.declarer)] = TileSet();
  return placed;
}

// Plays one layout out for every contract but splash and plunge (table play) and counts what
// made: per bid for point contracts, at the contract's marks otherwise.
absl::Status PlayLayout(Tally& tally, const BidQuery& query,
                        const std::vector<std::unique_ptr<Rules>>& rules, const Deal& deal) {
  const std::array<TileSet, kSeatCount> placed = PlacedOf(query);
  static const std::vector<int> kBids = [] {
    const auto all = AllBids();
    return std::vector<int>(all.begin(), all.end());
  }();
  for (size_t c = 0; c < rules.size(); ++c) {
    const Contract& contract = rules[c]->contract();
    const Position position(*rules[c], deal, query.declarer);
    if (contract.scoring() == Scoring::kPoints) {
      absl::StatusOr<std::vector<bool>> makes =
          tally.playout->MakesForBids(position, kBids, *query.play, placed);
      if (!makes.ok()) return makes.status();
      for (size_t b = 0; b < kBids.size(); ++b) tally.per_bid_makes[c][b] += (*makes)[b];
    } else if (contract.kind == ContractKind::kNello || contract.kind == ContractKind::kSevens) {
      // Table defenders draw the nello bidder's hand as if he had bid on nothing; real ones
      // know he holds low tiles. Until the players read the bid, nello's defenders see every
      // hand, so the table figure never exceeds double dummy.
      Seating seating = *query.play;
      if (contract.kind == ContractKind::kNello) {
        seating.defenders = PlayerKind::kDoubleDummy;
        // Defenders who see every hand keep a set that double dummy finds: each of their
        // tiles has the best value, and no tile of the declarer's side raises it. One target
        // query then settles the layout without playing it.
        if (!tally.solver.Reaches(position, GoalTarget(contract, kMarkBid))) continue;
      }
      Position p = position;
      absl::StatusOr<std::vector<PlayStep>> steps =
          tally.playout->PlayOut(p, kMarkBid, seating, placed, /*until_decided=*/true);
      if (!steps.ok()) return steps.status();
      tally.played_makes[c][kMarkBid - kLowestBid] += *DecidedAt(p, kMarkBid);
    }
    // Splash and plunge are played out only under the trump the partner names (below).
  }
  return absl::OkStatus();
}

}  // namespace

std::array<int, kBidCount> AllBids() {
  std::array<int, kBidCount> bids{};
  for (int i = 0; i < kBidCount; ++i) bids[i] = kLowestBid + i;
  return bids;
}

Predeal BidQuery::predeal() const {
  Predeal p;
  p.known = known;
  p.known[Index(declarer)] |= hand;
  return p;
}

bool ContractOdds::Applies(int bid) const {
  return contract.scoring() == Scoring::kPoints || (bid >= kMarkBid && MarksOf(contract) == 1);
}

int ContractOdds::LumpedValue() const {
  switch (contract.scoring()) {
    case Scoring::kPoints:
      return kLowestBid - 1;
    case Scoring::kTricks:
      return kTricksPerHand - 1;
    case Scoring::kDeclarerTricks:
      return 1;
  }
  return 0;
}

uint64_t ContractOdds::MarkMakes() const {
  if (!played_makes.empty()) return played_makes[kMarkBid - kLowestBid];
  uint64_t makes = 0;
  for (size_t v = 0; v < histogram.size(); ++v) {
    if (contract.Makes(static_cast<int>(v), kMarkBid)) makes += histogram[v];
  }
  return makes;
}

double PartnerTrumpOdds::MakeProbability() const {
  return layouts == 0 ? 0.0 : static_cast<double>(makes) / static_cast<double>(layouts);
}

uint64_t ContractOdds::Makes(int bid) const {
  if (!Applies(bid)) return 0;
  if (!played_makes.empty()) return played_makes[std::min(bid, kMarkBid) - kLowestBid];
  uint64_t makes = 0;
  for (size_t v = 0; v < histogram.size(); ++v) {
    if (contract.Makes(static_cast<int>(v), bid)) makes += histogram[v];
  }
  return makes;
}

double ContractOdds::MakeProbability(int bid) const {
  return layouts == 0 ? 0.0 : static_cast<double>(Makes(bid)) / static_cast<double>(layouts);
}

std::optional<double> ContractOdds::MeanValue() const {
  if (!full_values || layouts == 0) return std::nullopt;
  double sum = 0;
  for (size_t v = 0; v < histogram.size(); ++v) {
    sum += static_cast<double>(v) * static_cast<double>(histogram[v]);
  }
  return sum / static_cast<double>(layouts);
}

Interval BidAnalysis::MakeInterval(size_t contract, int bid) const {
  return IntervalOf(odds[contract].Makes(bid));
}

Interval BidAnalysis::IntervalOf(uint64_t makes) const {
  if (exact) {
    const double p = layouts == 0 ? 0.0 : static_cast<double>(makes) / static_cast<double>(layouts);
    return {p, p};
  }
  return WilsonInterval(makes, layouts);
}

absl::Status ValidateBidQuery(const BidQuery& query) {
  if (query.hand.size() != kTricksPerHand) {
    return absl::InvalidArgumentError(
        absl::StrCat("the declarer's hand holds ", query.hand.size(), " tiles; it needs 7"));
  }
  const Seat declarer = query.declarer;
  if (const TileSet extra = query.known[Index(declarer)] & ~query.hand; extra) {
    return absl::InvalidArgumentError(absl::StrCat("known tile ", FormatTile(extra.Lowest()),
                                                   " is given to ", SeatName(declarer),
                                                   ", the declarer, but is not in his hand"));
  }
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) == declarer) continue;
    if (const TileSet twice = query.known[s] & query.hand; twice) {
      return absl::InvalidArgumentError(
          absl::StrCat("tile ", FormatTile(twice.Lowest()),
                       " is in the declarer's hand and also given to ", SeatName(SeatAt(s))));
    }
  }
  const Predeal predeal = query.predeal();
  if (absl::Status s = predeal.Validate(); !s.ok()) return s;
  if (query.contracts.empty()) return absl::InvalidArgumentError("no contract to analyze");
  if (query.exact) {
    const uint64_t count = CountLayouts(predeal);
    if (count > kExactLayoutLimit) {
      return absl::OutOfRangeError(absl::StrCat("exact analysis would enumerate ", count,
                                                " layouts, more than the limit of ",
                                                kExactLayoutLimit));
    }
  } else if (query.samples == 0) {
    return absl::InvalidArgumentError("the number of samples must be at least 1");
  }
  return absl::OkStatus();
}

namespace {
absl::StatusOr<BidAnalysis> AnalyzeLayouts(const BidQuery& query);
absl::StatusOr<BidAnalysis> AnalyzePlayed(const BidQuery& query);
}  // namespace

absl::StatusOr<BidAnalysis> AnalyzeBid(const BidQuery& query) {
  if (absl::Status s = ValidateBidQuery(query); !s.ok()) return s;
  return query.play ? AnalyzePlayed(query) : AnalyzeLayouts(query);
}

namespace {

// Splash and plunge at the table: the partner names a trump from his own hand, and that trump
// is played out (once, if both name the same: they are played alike); counted into `tally`.
absl::Status PlayPartnerTrumps(Tally& tally, const BidQuery& query,
                               const std::vector<std::unique_ptr<Rules>>& rules,
                               const std::vector<PartnerTrumpOdds>& partner_trump,
                               const Deal& deal) {
  const std::vector<Contract>& contracts = query.contracts;
  std::vector<std::pair<Trump, bool>> played_trumps;
  for (size_t k = 0; k < partner_trump.size(); ++k) {
    const std::vector<size_t>& opts = partner_trump[k].options;
    std::vector<const Rules*> options;
    for (size_t c : opts) options.push_back(rules[c].get());
    absl::StatusOr<size_t> named =
        ChoosePartnerTrump(tally.solver, options, deal, query.declarer, query.table);
    if (!named.ok()) return named.status();
    const size_t c = opts[*named];
    std::optional<bool> makes;
    for (const auto& [trump, m] : played_trumps) {
      if (trump == contracts[c].trump) makes = m;
    }
    if (!makes) {
      Position p(*rules[c], deal, query.declarer);
      absl::StatusOr<std::vector<PlayStep>> steps =
          tally.playout->PlayOut(p, kMarkBid, *query.play, PlacedOf(query), /*until_decided=*/true);
      if (!steps.ok()) return steps.status();
      makes = *DecidedAt(p, kMarkBid);
      played_trumps.emplace_back(contracts[c].trump, *makes);
    }
    ++tally.named[c];
    tally.played_makes[c][kMarkBid - kLowestBid] += *makes;
    tally.choice_makes[k] += *makes;
  }
  return absl::OkStatus();
}

// Values one layout double dummy for every contract (a contract played like an earlier one,
// same_as[c] != c, takes that one's value) and counts it into `tally`.
void CountDoubleDummy(Tally& tally, const BidQuery& query,
                      const std::vector<std::unique_ptr<Rules>>& rules,
                      const std::vector<size_t>& same_as,
                      const std::vector<PartnerTrumpOdds>& partner_trump, const Deal& deal) {
  std::vector<int> values(rules.size());
  for (size_t c = 0; c < rules.size(); ++c) {
    values[c] = same_as[c] != c
                    ? values[same_as[c]]
                    : LayoutValue(tally.solver, *rules[c], deal, query.declarer, query.range);
    ++tally.histograms[c][values[c]];
  }
  for (size_t k = 0; k < partner_trump.size(); ++k) {
    for (size_t c : partner_trump[k].options) {
      if (query.contracts[c].Makes(values[c])) {
        ++tally.choice_makes[k];
        break;
      }
    }
  }
}

// Adds every worker's tally into the analysis's odds, one per contract, over `total` layouts.
void MergeTallies(PerWorker<Tally>& tallies, const BidQuery& query, uint64_t total,
                  BidAnalysis& analysis) {
  for (size_t c = 0; c < query.contracts.size(); ++c) {
    ContractOdds odds;
    odds.contract = query.contracts[c];
    odds.histogram.assign(odds.contract.max_value() + 1, 0);
    odds.full_values = query.range == ValueRange::kFull && !query.play;
    odds.layouts = total;
    if (query.play) {
      odds.histogram.clear();
      odds.played_makes.assign(kBidCount, 0);
      odds.per_bid_makes.assign(kBidCount, 0);
    }
    analysis.odds.push_back(std::move(odds));
  }
  for (const Tally& tally : tallies) {
    analysis.nodes += tally.solver.nodes() + (tally.playout ? tally.playout->nodes() : 0);
    for (size_t c = 0; query.play && c < tally.played_makes.size(); ++c) {
      for (int b = 0; b < kBidCount; ++b) {
        analysis.odds[c].played_makes[b] += tally.played_makes[c][b];
        analysis.odds[c].per_bid_makes[b] += tally.per_bid_makes[c][b];
      }
      analysis.odds[c].named += tally.named[c];
    }
    for (size_t k = 0; k < tally.choice_makes.size(); ++k) {
      analysis.partner_trump[k].makes += tally.choice_makes[k];
    }
    for (size_t c = 0; !query.play && c < tally.histograms.size(); ++c) {
      for (size_t v = 0; v < tally.histograms[c].size(); ++v) {
        analysis.odds[c].histogram[v] += tally.histograms[c][v];
      }
    }
  }
  for (PartnerTrumpOdds& choice : analysis.partner_trump) choice.layouts = total;
}

absl::StatusOr<BidAnalysis> AnalyzeLayouts(const BidQuery& query) {
  const Predeal predeal = query.predeal();

  BidAnalysis analysis;
  analysis.layout_count = CountLayouts(predeal);
  analysis.exact = query.exact;
  analysis.layouts = query.exact ? analysis.layout_count : query.samples;
  analysis.seed = query.seed;
  analysis.range = query.range;

  // One Rules per contract, built before the threads start and shared read-only; a contract
  // played like an earlier one (plunge after splash) reuses that one's value.
  const std::vector<Contract>& contracts = query.contracts;
  std::vector<std::unique_ptr<Rules>> rules;
  std::vector<size_t> same_as(contracts.size());
  for (size_t c = 0; c < contracts.size(); ++c) {
    rules.push_back(std::make_unique<Rules>(contracts[c]));
    same_as[c] = c;
    for (size_t e = 0; e < c; ++e) {
      if (PlayedAs(contracts[e]) == PlayedAs(contracts[c])) {
        same_as[c] = e;
        break;
      }
    }
  }
  for (ContractKind kind : {ContractKind::kSplash, ContractKind::kPlunge}) {
    PartnerTrumpOdds choice;
    choice.kind = kind;
    for (size_t c = 0; c < contracts.size(); ++c) {
      if (contracts[c].kind == kind) choice.options.push_back(c);
    }
    if (!choice.options.empty()) analysis.partner_trump.push_back(std::move(choice));
  }

  PerWorker<Tally> tallies([&] { return Tally(contracts, analysis.partner_trump.size(), query); });
  std::atomic<uint64_t> done{0};
  std::mutex progress_mutex;
  const uint64_t total = analysis.layouts;
  // A failed playout stops nothing else; the first error (by layout) is returned.
  std::mutex error_mutex;
  uint64_t error_layout = total;
  absl::Status error;

  ParallelFor(query.threads, total, [&](uint64_t i) {
    Tally& tally = tallies.local();
    const Deal deal = query.exact ? LayoutAt(predeal, i) : DealRandom(predeal, query.seed, i);
    if (query.play) {
      absl::Status s = PlayLayout(tally, query, rules, deal);
      if (s.ok()) s = PlayPartnerTrumps(tally, query, rules, analysis.partner_trump, deal);
      if (!s.ok()) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (i < error_layout) {
          error_layout = i;
          error = s;
        }
      }
    } else {
      CountDoubleDummy(tally, query, rules, same_as, analysis.partner_trump, deal);
    }
    const uint64_t now = done.fetch_add(1, std::memory_order_relaxed) + 1;
    if (query.progress && progress_mutex.try_lock()) {
      query.progress(now, total);
      progress_mutex.unlock();
    }
  });
  if (!error.ok()) return error;
  analysis.play = query.play;
  MergeTallies(tallies, query, total, analysis);
  if (query.progress) query.progress(total, total);
  return analysis;
}

// Whether the double-dummy odds `dd` are at or below `best` (the best table figure so far) at
// every bid: the contract cannot be the best at any bid (table play makes no more than double
// dummy, measured: docs/table-play.md), so it is not played out.
bool Dominated(const ContractOdds& dd, const std::array<uint64_t, kBidCount>& best) {
  for (int b = 0; b < kBidCount; ++b) {
    if (dd.Makes(kLowestBid + b) > best[b]) return false;
  }
  return true;
}

absl::StatusOr<BidAnalysis> AnalyzePlayed(const BidQuery& query) {
  BidQuery dd_query = query;
  dd_query.play.reset();
  dd_query.progress = nullptr;
  absl::StatusOr<BidAnalysis> dd = AnalyzeLayouts(dd_query);
  if (!dd.ok()) return dd.status();

  // Passes: the contracts bid in marks with the most promising trump (by its double-dummy
  // odds summed over the bids), then each other trump on its own, most promising first, unless
  // the table figures so far dominate it.
  const std::vector<Contract>& contracts = query.contracts;
  std::vector<size_t> trumps;
  std::vector<size_t> first;
  for (size_t c = 0; c < contracts.size(); ++c) {
    if (contracts[c].scoring() == Scoring::kPoints) {
      trumps.push_back(c);
    } else {
      first.push_back(c);
    }
  }
  const std::vector<std::vector<size_t>> passes = TablePasses(first, trumps, [&](size_t c) {
    uint64_t sum = 0;
    for (int bid : AllBids()) sum += dd->odds[c].Makes(bid);
    return sum;
  });

  BidAnalysis analysis = *dd;
  analysis.play = query.play;
  analysis.nodes = 0;
  for (ContractOdds& o : analysis.odds) {
    o.histogram.clear();
    o.full_values = false;
    o.played_makes.assign(kBidCount, 0);
    o.per_bid_makes.assign(kBidCount, 0);
  }
  std::array<uint64_t, kBidCount> best{};
  const uint64_t layouts = analysis.layouts;
  for (size_t p = 0; p < passes.size(); ++p) {
    const std::vector<size_t>& pass = passes[p];
    if (p > 0 && Dominated(dd->odds[pass.front()], best)) {
      analysis.odds[pass.front()].played = false;
      continue;
    }
    BidQuery sub = query;
    sub.contracts.clear();
    for (size_t c : pass) sub.contracts.push_back(contracts[c]);
    if (query.progress) {
      // Counted in samples: each pass is its share of them.
      sub.progress = [&, p](uint64_t done, uint64_t) {
        query.progress((p * layouts + done) / passes.size(), layouts);
      };
    }
    absl::StatusOr<BidAnalysis> played = AnalyzeLayouts(sub);
    if (!played.ok()) return played.status();
    analysis.nodes += played->nodes;
    for (size_t i = 0; i < pass.size(); ++i) {
      ContractOdds& o = analysis.odds[pass[i]];
      o.played_makes = played->odds[i].played_makes;
      o.per_bid_makes = played->odds[i].per_bid_makes;
      if (o.contract.scoring() == Scoring::kPoints) o.played_makes = SteadyMakes(o.per_bid_makes);
      o.named = played->odds[i].named;
      if (o.contract.scoring() == Scoring::kPoints) {
        for (int b = 0; b < kBidCount; ++b) best[b] = std::max(best[b], o.played_makes[b]);
      }
    }
    for (size_t k = 0; k < played->partner_trump.size(); ++k) {
      for (PartnerTrumpOdds& choice : analysis.partner_trump) {
        if (choice.kind == played->partner_trump[k].kind)
          choice.makes = played->partner_trump[k].makes;
      }
    }
  }
  if (query.progress) query.progress(layouts, layouts);
  analysis.double_dummy = std::make_shared<const BidAnalysis>(*std::move(dd));
  return analysis;
}

}  // namespace

BidQuery BenchBidQuery(uint64_t layouts, int threads) {
  BidQuery query;
  query.hand = *ParseHand("6-6 6-5 6-4 5-5 4-1 1-0 3-3");
  for (Trump t : kAllTrumps) query.contracts.push_back(Contract::Normal(t));
  query.samples = layouts;
  query.seed = 42;
  query.threads = threads;
  return query;
}

}  // namespace texas42
