#include "solver/analysis/bid_analysis.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <span>
#include <utility>

#include "absl/strings/str_cat.h"
#include "solver/analysis/parallel.h"
#include "solver/analysis/steady_makes.h"
#include "solver/analysis/table_passes.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/layouts.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/play/playout.h"
#include "solver/play/trump_choice.h"

namespace texas42 {
namespace {

using family::Contract;
using family::Deal;
using family::Game;
using family::Kind;
using family::Position;
using family::Rules;
using family::Scoring;
using family::Solver;
using family::TileSet;

constexpr int kDeclarer = 0;  // N

// The declarer's hand after each exchange he may make, as a position of `rules`.
Position PositionFor(const Rules& rules, const Deal& deal, TileSet hand) {
  family::Hands hands = deal.hands;
  hands[kDeclarer] = hand;
  return Position(rules, hands, kDeclarer);
}

// Returns the value of a normal contract with the declarer's best exchange, or lowest_bid - 1
// when it is below every bid. Target probes narrow [best, top] by their fail-soft bounds
// (Solver::Bound), each on the table the earlier ones left. The first asks for the top (a
// mark: the value of most layouts of a strong trump, and a cheap question about the others);
// the rest climb, each one above the best lower bound so far. A probe that fails near the value
// costs several times one that succeeds, so climbing pays one failure, the last, where
// bisection pays about two (Texas 42's bid bench: 105.3M nodes against 107.4M). Each further
// exchange climbs from the best before it: its first probe, which most fail, is one above.
int NormalValue(Solver& solver, const Rules& rules, const Deal& deal) {
  const Game& game = rules.game();
  const int top = MaxValue(game, rules.contract());
  int best = game.lowest_bid - 1;
  bool first = true;
  for (TileSet hand : family::ExchangeChoices(game, deal, kDeclarer)) {
    const Position p = PositionFor(rules, deal, hand);
    int hi = top;
    int target = first ? top : best + 1;
    first = false;
    while (best < hi) {
      const int v = solver.Bound(p, target);
      if (v >= target) {
        best = std::min(v, hi);
      } else {
        hi = std::max(v, best);
      }
      target = best + 1;
    }
  }
  return best;
}

// The value of a special contract that misses its goal, where the bids need no finer one.
int Missed(const Game& game, Scoring scoring) {
  return scoring == Scoring::kNoTricks ? 1 : game.tricks() - 1;
}

// Returns whether a special contract of `rules` makes with the declarer's best exchange: no
// trick for nello and low-no, every trick otherwise.
bool SpecialMakes(Solver& solver, const Rules& rules, const Deal& deal) {
  const Game& game = rules.game();
  const bool minimizing = rules.scoring() == Scoring::kNoTricks;
  for (TileSet hand : family::ExchangeChoices(game, deal, kDeclarer)) {
    const Position p = PositionFor(rules, deal, hand);
    if (minimizing ? !solver.Reaches(p, 1) : solver.Reaches(p, game.tricks())) return true;
  }
  return false;
}

// One unit of work: a normal or special contract, or all the partner calls (one Rules per trump
// the partner may name, in the order followme, doubles, 0..max_pip; `calls` the partner calls
// asked for, which the group decides together).
struct Group {
  std::vector<std::unique_ptr<Rules>> rules;
  bool normal = false;
  std::vector<Contract> calls;
  std::vector<int> bids;  // normal contracts: lowest_bid..top
};

// What one layout gave a group.
struct Outcome {
  // Double dummy: a normal contract's value, or a special contract's tricks (both exact with
  // `full`, else a value outside the bids gathered: NormalValue, Missed); for the partner calls
  // bit j set when the j-th trump makes, and `tricks` the most tricks a trump takes. Table play:
  // 1/0 for a special contract; for the partner calls bit c set when call c made with the trump
  // the partner named.
  int value = 0;
  int tricks = 0;
  std::vector<bool> bid_makes;  // table play, normal contracts: made, by bid
  std::vector<int> named;       // table play, partner calls: by call, the index of the trump
};

// Plays one layout of group `g` at the table.
absl::StatusOr<Outcome> TableOutcome(family::Playout& playout, Solver& solver, const Group& g,
                                     const Deal& deal, Seating seating,
                                     const family::TableOptions& table) {
  const Game& game = g.rules.front()->game();
  Outcome out;
  if (g.normal) {
    absl::StatusOr<std::vector<bool>> made =
        playout.MakesForBids(*g.rules.front(), deal, kDeclarer, g.bids, seating);
    if (!made.ok()) return made.status();
    out.bid_makes = *std::move(made);
    return out;
  }
  if (g.calls.empty()) {
    // A special contract, played for its goal: no trick in nello and low-no, every trick else.
    const Rules& rules = *g.rules.front();
    const bool no_tricks = rules.scoring() == Scoring::kNoTricks;
    const int target = no_tricks ? 0 : game.tricks();
    Seating played = seating;
    if (no_tricks) {
      // Table defenders draw a nello (low-no) bidder's hand as if he had bid on nothing; real
      // ones know he holds low tiles. Until the players read the bid, these defenders see every
      // hand, so the table figure never exceeds double dummy; and a layout double dummy sets
      // (with every exchange) they set too, so one query per exchange settles it unplayed.
      played.defenders = PlayerKind::kDoubleDummy;
      if (!SpecialMakes(solver, rules, deal)) return out;  // value 0: set
    }
    absl::StatusOr<family::PlayResult> r = playout.PlayDeal(rules, deal, kDeclarer, target, played);
    if (!r.ok()) return r.status();
    out.value = family::GoalMade(rules, r->value, target) ? 1 : 0;
    return out;
  }
  // The partner calls: for each, the partner names a trump from his own hand and what the call
  // proves, and the hand is played for every trick; a trump named by two calls is played once.
  std::vector<const Rules*> options;
  for (const auto& r : g.rules) options.push_back(r.get());
  const int partner = (kDeclarer + 2) % game.seats;
  std::vector<int> made_with(options.size(), -1);
  for (size_t c = 0; c < g.calls.size(); ++c) {
    absl::StatusOr<size_t> named =
        family::ChoosePartnerTrump(solver, options, deal.hands[partner], kDeclarer,
                                   family::DoublesNeeded(game, g.calls[c]), table);
    if (!named.ok()) return named.status();
    if (made_with[*named] < 0) {
      absl::StatusOr<family::PlayResult> r =
          playout.PlayDeal(*options[*named], deal, kDeclarer, game.tricks(), seating);
      if (!r.ok()) return r.status();
      made_with[*named] = family::GoalMade(*options[*named], r->value, game.tricks()) ? 1 : 0;
    }
    out.named.push_back(static_cast<int>(*named));
    out.value |= made_with[*named] << c;
  }
  return out;
}

}  // namespace

std::vector<Contract> BidContracts(const Game& game, TileSet hand) {
  std::vector<Contract> out;
  for (int t = 0; t <= game.max_pip; ++t) {
    Contract c;
    c.trump = t;
    out.push_back(c);
  }
  for (int t : {family::kDoublesTrump, family::kFollowMe}) {
    Contract c;
    c.trump = t;
    out.push_back(c);
  }
  const auto special = [&](Kind k) {
    Contract c;
    c.kind = k;
    out.push_back(c);
  };
  if (game.nello) special(Kind::kNello);
  if (game.low_no) special(Kind::kLowNo);
  if (game.sevens) special(Kind::kSevens);
  for (int i = 0; i < 3; ++i) {
    if (game.partner_calls[i].name.empty()) continue;
    Contract c;
    c.kind = Kind::kPartnerCall;
    c.partner_call = i;
    if (family::CheckQualifies(game, c, hand).ok()) out.push_back(c);
  }
  return out;
}

int ContractOdds::LumpedValue(const Game& game) const {
  if (contract.kind == Kind::kNormal) return game.lowest_bid - 1;
  return Missed(game, scoring);
}

std::optional<double> ContractOdds::MeanValue() const {
  uint64_t layouts = 0;
  double sum = 0;
  for (size_t v = 0; v < histogram.size(); ++v) {
    layouts += histogram[v];
    sum += static_cast<double>(v) * static_cast<double>(histogram[v]);
  }
  if (!full_values || layouts == 0) return std::nullopt;
  return sum / static_cast<double>(layouts);
}

absl::Status ValidateBidQuery(const BidQuery& query) {
  if (query.game == nullptr) return absl::InvalidArgumentError("no game given");
  const Game& game = *query.game;
  for (int t : query.partner_trumps) {
    if (t < family::kFollowMe || t > game.max_pip) {
      return absl::InvalidArgumentError(absl::StrCat(game.title, " has no trump ", t));
    }
  }
  if ((query.hand - game.tiles).size() > 0) {
    return absl::InvalidArgumentError(absl::StrCat("the hand holds ",
                                                   FormatTiles(query.hand - game.tiles),
                                                   ", not in ", game.title, "'s set"));
  }
  if (query.hand.size() != game.hand_size) {
    return absl::InvalidArgumentError(absl::StrCat(
        "a hand of ", game.title, " holds ", game.hand_size, " tiles, not ", query.hand.size()));
  }
  family::TileSet known;
  for (int seat = 0; seat < family::kMaxSeats; ++seat) {
    const family::TileSet tiles = query.known[seat];
    if (tiles.empty()) continue;
    const std::string name(1, family::SeatLetter(seat));
    if (seat == kDeclarer || seat >= game.seats) {
      return absl::InvalidArgumentError(
          absl::StrCat("known tiles go to another seat than the declarer's, not ", name));
    }
    if ((tiles - game.tiles).size() > 0 || (tiles & query.hand).size() > 0 ||
        (tiles & known).size() > 0) {
      return absl::InvalidArgumentError(absl::StrCat(
          name, " is known to hold ", FormatTiles(tiles),
          ": a known tile must be in the game's set, out of the hand and in one seat"));
    }
    if (tiles.size() > game.hand_size) {
      return absl::InvalidArgumentError(absl::StrCat(name, " is known to hold ", tiles.size(),
                                                     " tiles; a hand holds ", game.hand_size));
    }
    known |= tiles;
  }
  if (query.exact) {
    family::Hands fixed = query.known;
    fixed[kDeclarer] = query.hand;
    const uint64_t count = family::CountLayouts(game, fixed);
    if (count > kExactLayoutLimit) {
      return absl::OutOfRangeError(
          absl::StrCat("exact analysis would enumerate ",
                       count == family::kCountless ? "more than 2^64" : absl::StrCat(count),
                       " layouts, more than the limit of ", kExactLayoutLimit));
    }
  } else if (query.samples < 1) {
    return absl::InvalidArgumentError("samples must be at least 1");
  }
  if (query.play && query.full) {
    return absl::InvalidArgumentError(
        "every layout's exact value goes with double dummy, not table play");
  }
  if (query.play && query.worlds != kAdaptiveWorlds &&
      (query.worlds < 1 || query.worlds > kMostWorlds)) {
    return absl::InvalidArgumentError(absl::StrCat("a table player draws 1 to ", kMostWorlds,
                                                   " worlds a decision (or races: auto), not ",
                                                   query.worlds));
  }
  for (const Contract& c : query.contracts) {
    if (absl::Status s = family::CheckContract(game, c); !s.ok()) return s;
    if (absl::Status s = family::CheckQualifies(game, c, query.hand); !s.ok()) return s;
  }
  return absl::OkStatus();
}

namespace {

// The contracts' odds, empty, and the groups of work that decide them: contract_group[i] is the
// group that decides contract i (the partner calls share one group, over every trump).
struct Plan {
  std::vector<ContractOdds> odds;
  std::vector<Group> groups;
  std::vector<size_t> contract_group;
};

Plan PlanWork(const Game& game, const std::vector<Contract>& contracts, const BidQuery& query) {
  Plan plan;
  int partner_group = -1;
  for (const Contract& c : contracts) {
    ContractOdds odds;
    odds.contract = c;
    odds.scoring = family::ScoringOf(game, c);
    odds.marks = family::MarksOf(game, c);
    if (!query.play) {
      odds.histogram.assign(static_cast<size_t>(family::MaxValue(game, c)) + 1, 0);
      odds.full_values = query.full;
    }
    if (c.kind == Kind::kNormal) {
      const int top = odds.scoring == Scoring::kPoints ? game.total : game.tricks();
      for (int b = game.lowest_bid; b <= top; ++b) odds.bids.push_back(b);
      odds.makes.assign(odds.bids.size(), 0);
      if (query.play) odds.per_bid_makes.assign(odds.bids.size(), 0);
    } else {
      odds.makes.assign(1, 0);
    }
    plan.odds.push_back(std::move(odds));

    if (c.kind == Kind::kPartnerCall) {
      if (partner_group < 0) {
        partner_group = static_cast<int>(plan.groups.size());
        Group g;
        for (int t = family::kFollowMe; t <= game.max_pip; ++t) {
          if (!query.partner_trumps.empty() &&
              std::find(query.partner_trumps.begin(), query.partner_trumps.end(), t) ==
                  query.partner_trumps.end()) {
            continue;
          }
          Contract named = c;
          named.trump = t;
          g.rules.push_back(std::make_unique<Rules>(game, named));
        }
        plan.groups.push_back(std::move(g));
      }
      plan.groups[partner_group].calls.push_back(c);
      plan.contract_group.push_back(static_cast<size_t>(partner_group));
      continue;
    }
    Group g;
    g.normal = c.kind == Kind::kNormal;
    g.rules.push_back(std::make_unique<Rules>(game, c));
    g.bids = plan.odds.back().bids;
    plan.contract_group.push_back(plan.groups.size());
    plan.groups.push_back(std::move(g));
  }
  return plan;
}

// What one layout gives group `g` double dummy (Outcome says how each kind is written).
Outcome DoubleDummyOutcome(Solver& solver, const Game& game, const Group& g, const Deal& deal,
                           bool full) {
  Outcome r;
  if (full) {
    // Every value exact; the partner calls: bit j set when the j-th trump takes every trick.
    for (size_t j = 0; j < g.rules.size(); ++j) {
      const int v = family::SolveDeal(solver, *g.rules[j], deal, kDeclarer).value;
      if (g.rules.size() == 1) {
        r.value = v;
      } else {
        r.tricks = std::max(r.tricks, v);
        if (v == game.tricks()) r.value |= 1 << j;
      }
    }
  } else if (g.normal) {
    r.value = NormalValue(solver, *g.rules.front(), deal);
  } else if (g.rules.size() == 1) {
    const Rules& rules = *g.rules.front();
    const bool made = SpecialMakes(solver, rules, deal);
    r.value = !made                                   ? Missed(game, rules.scoring())
              : rules.scoring() == Scoring::kNoTricks ? 0
                                                      : game.tricks();
  } else {
    // The partner calls: bit j set when the j-th trump the partner may name makes.
    for (size_t j = 0; j < g.rules.size(); ++j) {
      if (SpecialMakes(solver, *g.rules[j], deal)) r.value |= 1 << j;
    }
    r.tricks = r.value != 0 ? game.tricks() : Missed(game, Scoring::kTricks);
  }
  return r;
}

// Counts what the layouts gave contract `odds`'s group `g` (outcomes[l] for layout l) into its
// makes, histogram and, for the partner calls, trumps.
void TallyContract(const Game& game, const Group& g, std::span<const Outcome> outcomes, bool played,
                   ContractOdds& odds) {
  const bool by_trump = !played && g.rules.size() > 1;
  std::vector<uint64_t> by_trump_makes(g.rules.size(), 0);
  // Table play, partner calls: which of the group's calls this contract is.
  const size_t call = static_cast<size_t>(std::find(g.calls.begin(), g.calls.end(), odds.contract) -
                                          g.calls.begin());
  if (played && odds.contract.kind == Kind::kPartnerCall) {
    for (const auto& r : g.rules) odds.trumps.push_back(r->contract().trump);
    odds.named.assign(odds.trumps.size(), 0);
  }
  for (const Outcome& outcome : outcomes) {
    const int r = outcome.value;
    if (played && !odds.special()) {
      for (size_t b = 0; b < odds.bids.size(); ++b) odds.per_bid_makes[b] += outcome.bid_makes[b];
      continue;
    }
    if (played && odds.contract.kind == Kind::kPartnerCall) {
      odds.makes[0] += (r >> call) & 1;
      ++odds.named[static_cast<size_t>(outcome.named[call])];
      continue;
    }
    if (by_trump) {
      odds.makes[0] += r != 0 ? 1 : 0;
      for (size_t j = 0; j < by_trump_makes.size(); ++j) by_trump_makes[j] += (r >> j) & 1;
      ++odds.histogram[static_cast<size_t>(outcome.tricks)];
      continue;
    }
    if (!played) ++odds.histogram[static_cast<size_t>(r)];
    if (odds.special()) {
      // Table play: 1 or 0; double dummy: the value, which makes or not.
      const bool made = played ? r != 0 : family::Makes(game, odds.contract, r, 0);
      odds.makes[0] += made ? 1 : 0;
      continue;
    }
    for (size_t b = 0; b < odds.bids.size(); ++b) {
      if (family::Makes(game, odds.contract, r, odds.bids[b])) ++odds.makes[b];
    }
  }
  if (played && !odds.special()) odds.makes = SteadyMakes(odds.per_bid_makes);
  if (by_trump) {
    // The first trump of the most makes (trumps in the group's order: followme, doubles, 0..).
    const size_t best = static_cast<size_t>(
        std::max_element(by_trump_makes.begin(), by_trump_makes.end()) - by_trump_makes.begin());
    odds.has_single = true;
    odds.best_single_trump = g.rules[best]->contract().trump;
    odds.best_single_makes = by_trump_makes[best];
  }
}

// The table players' options of a table analysis. The opening lead races further only where
// every layout starts from the same one: with an exchange (Moon, The Big Game) the declarer's
// hand at the lead, and so the decision, changes with the left-over tile (Moon `66 64 63 61 55
// 33 10`, 50 layouts: 2.2 times the CPU, figures within a few points either way).
family::TableOptions TableOptionsOf(const BidQuery& query) {
  const bool one_lead = query.game->exchange == family::Exchange::kNone;
  return {.worlds = query.worlds,
          .seed = query.seed,
          .opening_lead = one_lead ? query.opening_lead : std::nullopt};
}

// Plays (or solves double dummy) every layout of `query` for each of `contracts`.
absl::StatusOr<BidAnalysis> AnalyzeLayouts(const BidQuery& query,
                                           const std::vector<Contract>& contracts) {
  const Game& game = *query.game;
  BidAnalysis analysis;
  analysis.game = &game;
  analysis.hand = query.hand;
  analysis.known = query.known;
  family::Hands fixed = query.known;
  fixed[kDeclarer] = query.hand;
  analysis.exact = query.exact;
  analysis.full = query.full;
  analysis.layout_count = family::CountLayouts(game, fixed);
  analysis.samples = query.exact ? analysis.layout_count : query.samples;
  analysis.seed = query.seed;
  analysis.play = query.play;
  analysis.worlds = query.play ? query.worlds : 0;
  Plan plan = PlanWork(game, contracts, query);
  const std::vector<Group>& groups = plan.groups;

  const uint64_t samples = analysis.samples;
  if (query.progress) query.progress(0, samples);  // counting begins: a sample may take long
  // results[g * samples + i]: what layout i gave group g.
  std::vector<Outcome> results(groups.size() * samples);
  PerWorker<Solver> solvers([] { return Solver(); });
  const family::TableOptions table = TableOptionsOf(query);
  PerWorker<family::Playout> playouts([table] { return family::Playout(table); });
  std::mutex error_mutex;
  absl::Status error;
  std::mutex progress_mutex;
  std::atomic<uint64_t> done{0};
  // Contract-major order: a worker's consecutive items share a contract and its table.
  ParallelFor(query.threads, results.size(), [&](size_t k) {
    const Group& g = groups[k / samples];
    const Deal deal = query.exact ? family::LayoutAt(game, fixed, k % samples)
                                  : family::DealRandom(game, fixed, query.seed, k % samples);
    if (query.play) {
      absl::StatusOr<Outcome> t =
          TableOutcome(playouts.local(), solvers.local(), g, deal, *query.play, table);
      if (t.ok()) {
        results[k] = *std::move(t);
      } else {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (error.ok()) error = t.status();
      }
    } else {
      results[k] = DoubleDummyOutcome(solvers.local(), game, g, deal, query.full);
    }
    const uint64_t now = done.fetch_add(1) + 1;
    if (query.progress && progress_mutex.try_lock()) {
      query.progress(now / groups.size(), samples);
      progress_mutex.unlock();
    }
  });
  if (query.progress) query.progress(samples, samples);
  if (!error.ok()) return error;
  for (const Solver& solver : solvers) analysis.nodes += solver.nodes();
  for (const family::Playout& playout : playouts) analysis.nodes += playout.nodes();

  for (size_t i = 0; i < contracts.size(); ++i) {
    const size_t g = plan.contract_group[i];
    const std::span<const Outcome> outcomes(results.data() + g * samples, samples);
    TallyContract(game, groups[g], outcomes, query.play.has_value(), plan.odds[i]);
  }
  analysis.odds = std::move(plan.odds);
  return analysis;
}

// Whether the double-dummy odds `dd` of a normal contract are at or below `best` (the best table
// makes so far, by bid) at every bid: the contract cannot be the best at any bid (table play
// makes no more than double dummy), so it is not played out.
bool Dominated(const ContractOdds& dd, const std::vector<uint64_t>& best) {
  for (size_t b = 0; b < dd.makes.size(); ++b) {
    if (dd.makes[b] > best[b]) return false;
  }
  return true;
}

// Table play: every layout solved double dummy first; then, in
// passes, the contracts bid in marks with the most promising trump (its double-dummy makes
// summed over the bids), then each other trump, most promising first, unless the table figures
// so far dominate it (`played` false). That rests on table play making no more than double
// dummy, as in Texas 42 where both sides are partners; where two defenders without partners
// face the declarer (3-hand, Moon) table defenders leak more than a declarer (measured: 3-hand
// `64 61 60 55 54 44 33 22 20`, 50 layouts, follow-me at 38 made 12% at the table against 2%
// double dummy, doubles at 30 60% against 38%), so there every trump is played out. The
// figures of a contract played out are those of an analysis of it alone: its layouts and its
// players' draws depend on the seed, not on the other contracts.
absl::StatusOr<BidAnalysis> AnalyzePlayed(const BidQuery& query,
                                          const std::vector<Contract>& contracts) {
  BidQuery dd_query = query;
  dd_query.play.reset();
  dd_query.progress = nullptr;
  if (query.progress) {
    // The double-dummy pass counts as none of the samples played, while it runs.
    dd_query.progress = [&query](uint64_t, uint64_t total) { query.progress(0, total); };
  }
  absl::StatusOr<BidAnalysis> dd = AnalyzeLayouts(dd_query, contracts);
  if (!dd.ok()) return dd.status();

  std::vector<size_t> trumps, first;
  for (size_t c = 0; c < contracts.size(); ++c) {
    (contracts[c].kind == Kind::kNormal ? trumps : first).push_back(c);
  }
  const std::vector<std::vector<size_t>> passes = TablePasses(first, trumps, [&](size_t c) {
    uint64_t sum = 0;
    for (uint64_t makes : dd->odds[c].makes) sum += makes;
    return sum;
  });

  BidAnalysis analysis = *dd;
  analysis.play = query.play;
  analysis.worlds = query.worlds;
  analysis.opening_lead = family::OpeningLeadRacing(TableOptionsOf(query));
  for (ContractOdds& o : analysis.odds) {
    o.histogram.clear();
    o.full_values = false;
    o.has_single = false;
    std::fill(o.makes.begin(), o.makes.end(), 0);
  }
  const uint64_t samples = analysis.samples;
  std::vector<uint64_t> best;
  for (size_t p = 0; p < passes.size(); ++p) {
    const std::vector<size_t>& pass = passes[p];
    if (p > 0 && query.game->partners() && Dominated(dd->odds[pass.front()], best)) {
      analysis.odds[pass.front()].played = false;
      continue;
    }
    BidQuery sub = query;
    if (query.progress) {
      // Counted in samples: each pass is its share of them.
      sub.progress = [&, p](uint64_t done, uint64_t) {
        query.progress((p * samples + done) / passes.size(), samples);
      };
    }
    std::vector<Contract> some;
    for (size_t c : pass) some.push_back(contracts[c]);
    absl::StatusOr<BidAnalysis> played = AnalyzeLayouts(sub, some);
    if (!played.ok()) return played.status();
    analysis.nodes += played->nodes;
    for (size_t i = 0; i < pass.size(); ++i) {
      ContractOdds& o = analysis.odds[pass[i]];
      o = played->odds[i];
      if (o.special()) continue;
      if (best.empty()) best.assign(o.makes.size(), 0);
      for (size_t b = 0; b < o.makes.size(); ++b) best[b] = std::max(best[b], o.makes[b]);
    }
  }
  if (query.progress) query.progress(samples, samples);
  analysis.double_dummy = std::make_shared<const BidAnalysis>(*std::move(dd));
  return analysis;
}

}  // namespace

absl::StatusOr<BidAnalysis> AnalyzeBid(const BidQuery& query) {
  if (absl::Status s = ValidateBidQuery(query); !s.ok()) return s;
  const std::vector<Contract> contracts =
      query.contracts.empty() ? BidContracts(*query.game, query.hand) : query.contracts;
  return query.play ? AnalyzePlayed(query, contracts) : AnalyzeLayouts(query, contracts);
}

}  // namespace texas42
