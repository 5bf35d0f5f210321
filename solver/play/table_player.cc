#include "solver/play/table_player.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "solver/play/move_keys.h"
#include "solver/state.h"

namespace texas42 {
namespace {

// The legal tiles, one of each set of equivalent ones valued: `rep[i]` is the index in `tiles`
// of the tile valued for tiles[i] (i itself for the first of its set).
struct Candidates {
  std::vector<Tile> tiles;
  std::vector<int> rep;
  int distinct = 0;
};

Candidates Collapse(const SeatView& view, TileSet legal) {
  Candidates c;
  const TileSet live = view.Live();
  for (Tile t : legal) c.tiles.push_back(t);
  c.rep = Representatives(static_cast<int>(c.tiles.size()), [&](int j, int i) {
    return view.rules().Swappable(c.tiles[i], c.tiles[j], view.hand(), live);
  });
  for (size_t k = 0; k < c.rep.size(); ++k) c.distinct += c.rep[k] == static_cast<int>(k);
  return c;
}

// The position of a world, replayed to where the view stands.
Position WorldPosition(const SeatView& view, const Deal& deal) {
  Position position(view.rules(), deal, view.declarer());
  PlayKnownLegal(position, view.played());
  return position;
}

// Returns whether `value` reaches `target` for the bidding side (Solver::Reaches).
bool Reaches(const Contract& contract, int value, int target) {
  return contract.scoring() == Scoring::kDeclarerTricks ? value <= target : value >= target;
}

// Copies each representative's score to the tiles it stands for, sorts them best first (see
// the header) and names the first.
TableChoice Finish(const SeatView& view, const Candidates& cand, std::vector<TileScore> scores,
                   TableChoice choice) {
  for (size_t k = 0; k < cand.tiles.size(); ++k) {
    const TileScore r = scores[cand.rep[k]];
    scores[k] = r;
    scores[k].tile = cand.tiles[k];
  }
  const std::vector<Tile> trick = view.trick();
  const std::optional<Tile> lead = trick.empty() ? std::nullopt : std::optional<Tile>(trick[0]);
  const bool more = WantsMore(view.rules().contract(), view.declarer(), view.seat());
  std::stable_sort(scores.begin(), scores.end(), [&](const TileScore& x, const TileScore& y) {
    // A tile dropped before the end was valued in fewer worlds, and is worse.
    if (x.worlds != y.worlds) return x.worlds > y.worlds;
    if (x.reached != y.reached) return x.reached > y.reached;
    if (x.keys >= 2 && y.keys >= 2 && x.window_mean != y.window_mean) {
      return more ? x.window_mean > y.window_mean : x.window_mean < y.window_mean;
    }
    if (x.keys >= 3 && y.keys >= 3 && x.mean_value != y.mean_value) {
      return more ? x.mean_value > y.mean_value : x.mean_value < y.mean_value;
    }
    return NaturallyBefore(view.rules(), lead, x.tile, y.tile);
  });
  choice.tile = scores.front().tile;
  choice.scores = std::move(scores);
  return choice;
}

// Ranks the tiles of `top` (tied on the count) by keys 2 and 3; `value(w, k, window)` gives the
// value after representative k in world w, in the window or exact. A window value of 30 or more
// is exact already, so key 3 solves only the worlds where a tile's value fell below the window.
template <typename ValueFn>
void BreakTies(const SeatView& view, std::vector<int> top, int worlds, ValueFn value,
               std::vector<TileScore>& scores) {
  if (top.size() < 2) return;
  const int n = static_cast<int>(scores.size());
  const bool more = WantsMore(view.rules().contract(), view.declarer(), view.seat());
  std::vector<long long> sums =
      KeySums(top, n, worlds, [&](int w, int k) { return value(w, k, true); });
  for (int k : top) {
    scores[k].keys = 2;
    scores[k].window_mean = static_cast<double>(sums[k]) / worlds;
  }
  top = BestOf(top, sums, more);
  if (top.size() < 2) return;
  const ValueWindow range = WindowOf(view.rules().contract());
  sums = KeySums(top, n, worlds, [&](int w, int k) {
    const int v = value(w, k, true);
    return range.Contains(v) ? v : value(w, k, false);
  });
  for (int k : top) {
    scores[k].keys = 3;
    scores[k].mean_value = static_cast<double>(sums[k]) / worlds;
  }
}

}  // namespace

std::optional<Racing> OpeningLeadRacing(const TableOptions& options) {
  return OpeningLeadRacing(options.worlds, options.racing, options.opening_lead);
}

ValueWindow WindowOf(const Contract& contract) {
  switch (contract.scoring()) {
    case Scoring::kPoints:
      return {kLowestBid, kTotalPoints};
    case Scoring::kTricks:
      return {kTricksPerHand - 1, kTricksPerHand};
    case Scoring::kDeclarerTricks:
      return {0, 1};
  }
  return {0, 0};
}

bool WantsMore(const Contract& contract, Seat declarer, Seat mover) {
  const bool bidding_side = TeamOf(mover) == TeamOf(declarer);
  return bidding_side != (contract.scoring() == Scoring::kDeclarerTricks);
}

bool NaturallyBefore(const Rules& rules, std::optional<Tile> lead, Tile x, Tile y) {
  const auto power = [&](Tile t) {
    return rules.Power(lead ? rules.LedSuit(*lead) : rules.LedSuit(t), t);
  };
  if (power(x) != power(y)) return power(x) > power(y);
  return x.index() > y.index();
}

// A decision kept for the next layout: the view it answers and its worlds, values and choices.
struct TablePlayer::Cached {
  bool for_bids = false;  // asked by ChooseForBids (else by Choose)
  Contract contract;
  Seat seat = Seat::kNorth;
  Seat declarer = Seat::kNorth;
  TileSet dealt;
  std::vector<Tile> played;
  std::optional<DecisionWorlds> worlds;  // none when the play is forced
  TableChoice blank;
  std::vector<int> targets;
  std::vector<TableChoice> choices;  // for `targets`
};

TablePlayer::TablePlayer(TableOptions options, SearchOptions search)
    : options_(options), solver_(search), cached_(kCachedKept) {}
TablePlayer::TablePlayer(TablePlayer&&) noexcept = default;
TablePlayer& TablePlayer::operator=(TablePlayer&&) noexcept = default;
TablePlayer::~TablePlayer() = default;

int TablePlayer::ValueAfter(const Position& world, Tile tile, bool window,
                            std::optional<int> guess) {
  Position child = world;
  PlayKnownLegal(child, tile);
  const ValueWindow range = window ? WindowOf(child.rules().contract())
                                   : ValueWindow{0, child.rules().contract().max_value()};
  return solver_.SolveWindow(child, range.lo, range.hi, guess);
}

absl::StatusOr<std::optional<DecisionWorlds>> TablePlayer::WorldsOf(
    const SeatView& view, std::optional<AtLeast> at_least, const TableOptions& options) const {
  if (view.Legal().empty()) {
    return absl::FailedPreconditionError(
        absl::StrCat("it is not ", SeatName(view.seat()), "'s turn to play"));
  }
  const Candidates cand = Collapse(view, view.Legal());
  if (cand.distinct <= 1) return std::optional<DecisionWorlds>();
  const uint64_t take_all = static_cast<uint64_t>(
      options.worlds == kAdaptiveWorlds ? options.racing.most : options.worlds);
  std::optional<DecisionWorlds> worlds(std::in_place, view, at_least, take_all, options.seed,
                                       view.Hash(), static_cast<int>(cand.tiles.size()));
  if (worlds->count() == 0) {
    return absl::InvalidArgumentError(absl::StrCat(
        "no layout of the unseen tiles agrees with what ", SeatName(view.seat()), " knows"));
  }
  return worlds;
}

namespace {

// The counts of a choice with worlds `dw` (or none: a forced play).
TableChoice Blank(const std::optional<DecisionWorlds>& dw) {
  TableChoice choice;
  if (dw) {
    choice.world_count = dw->count();
    choice.all_worlds = dw->all();
  }
  return choice;
}

}  // namespace

absl::StatusOr<TableChoice> TablePlayer::Choose(const SeatView& view,
                                                std::optional<AtLeast> at_least) {
  absl::StatusOr<std::vector<TableChoice>> choices =
      Decided(view, at_least, {view.target()}, /*for_bids=*/false, options_);
  if (!choices.ok()) return choices.status();
  return std::move(choices->front());
}

TableChoice TablePlayer::ChooseKnowing(const SeatView& view, const Deal& deal) {
  const Candidates cand = Collapse(view, view.Legal());
  DecisionWorlds known(deal, static_cast<int>(cand.tiles.size()));
  TableChoice choice = std::move(Decide(view, known, {view.target()}, false, options_).front());
  choice.world_count = 1;
  choice.all_worlds = true;
  return choice;
}

std::vector<TableChoice> TablePlayer::Decide(const SeatView& view, DecisionWorlds& dw,
                                             const std::vector<int>& targets, bool window_key,
                                             const TableOptions& options) {
  const Candidates cand = Collapse(view, view.Legal());
  const int n = static_cast<int>(cand.tiles.size());
  const Contract& contract = view.rules().contract();
  std::vector<TableChoice> choices;
  if (cand.distinct < 2) {
    std::vector<TileScore> scores(n);
    for (int k = 0; k < n; ++k) scores[k].tile = cand.tiles[k];
    choices.push_back(Finish(view, cand, std::move(scores), TableChoice()));
    return std::vector<TableChoice>(std::max<size_t>(targets.size(), 1), choices.front());
  }
  const bool bidding_side = TeamOf(view.seat()) == TeamOf(view.declarer());
  std::vector<Position> positions;
  const auto position = [&](int w) -> const Position& {
    while (static_cast<int>(positions.size()) <= w) {
      positions.push_back(WorldPosition(view, dw.deal(static_cast<int>(positions.size()))));
    }
    return positions[w];
  };
  const auto value = [&](int w, int k, bool window) {
    int& v = window ? dw.window(w, k) : dw.exact(w, k);
    if (v == DecisionWorlds::kUnknown) {
      // Tiles of one world mostly lead to the same value: a sibling's is the first probe.
      std::optional<int> sibling;
      for (int j = 0; j < n && !sibling; ++j) {
        int& known = window ? dw.window(w, j) : dw.exact(w, j);
        if (j != k && known != DecisionWorlds::kUnknown) sibling = known;
      }
      v = ValueAfter(position(w), cand.tiles[k], window, sibling);
    }
    return v;
  };
  std::vector<bool> valued(n);
  for (int k = 0; k < n; ++k) valued[k] = cand.rep[k] == k;
  std::vector<GoalRace> goals;
  for (int target : targets) goals.push_back(StartGoal(target, valued));
  Race(options.worlds, options.racing, options.full_scores, dw, goals,
       [&](int w, int k, size_t g) -> bool {
         if (window_key)
           return Reaches(contract, value(w, k, true), goals[g].target) == bidding_side;
         int& r = dw.reach(w, k);
         if (r == DecisionWorlds::kUnknown) {
           Position child = position(w);
           PlayKnownLegal(child, cand.tiles[k]);
           r = solver_.Reaches(child, goals[g].target);
         }
         return (r == 1) == bidding_side;
       });
  for (const GoalRace& goal : goals) {
    std::vector<TileScore> scores(n);
    for (int k = 0; k < n; ++k) {
      scores[k].tile = cand.tiles[k];
      scores[k].reached = goal.reached[k];
      scores[k].worlds = goal.worlds[k];
    }
    BreakTies(view, GoalLeaders(goal), goal.used, value, scores);
    TableChoice choice;
    choice.worlds = goal.used;
    choices.push_back(Finish(view, cand, std::move(scores), std::move(choice)));
  }
  return choices;
}

absl::StatusOr<std::vector<TableChoice>> TablePlayer::ChooseForBids(const SeatView& view,
                                                                    const std::vector<int>& bids) {
  const Contract& contract = view.rules().contract();
  if (!view.rules().counts_points()) {
    return absl::InvalidArgumentError("ChooseForBids needs a contract scored in points");
  }
  std::vector<int> targets;
  for (int bid : bids) targets.push_back(GoalTarget(contract, bid));
  // The opening lead, asked of every layout, may race further (TableOptions::opening_lead).
  TableOptions options = options_;
  if (const std::optional<Racing> opening = OpeningLeadRacing(options_);
      view.seat() == view.declarer() && view.played().empty() && opening) {
    options.worlds = kAdaptiveWorlds;
    options.racing = *opening;
  }
  return Decided(view, std::nullopt, targets, /*for_bids=*/true, options);
}

absl::StatusOr<std::vector<TableChoice>> TablePlayer::Decided(const SeatView& view,
                                                              std::optional<AtLeast> at_least,
                                                              const std::vector<int>& targets,
                                                              bool for_bids,
                                                              const TableOptions& options) {
  const Contract& contract = view.rules().contract();
  // The declarer's decisions of the first tricks are asked again by other layouts whose play
  // so far is the same (his opening lead by every layout): they are kept.
  const bool kept =
      view.seat() == view.declarer() && !at_least &&
      view.played().size() < static_cast<size_t>(kKeptTricks * view.rules().trick_size());
  const uint64_t hash = view.Hash();
  if (kept) cached_.Within(view.dealt().bits());
  Cached* entry = !kept ? nullptr : cached_.Find(hash, [&](const Cached& c) {
    // Choose's values of key 1 answer its one target: another target asks afresh.
    return c.for_bids == for_bids && (for_bids || c.targets == targets) && c.contract == contract &&
           c.seat == view.seat() && c.declarer == view.declarer() && c.dealt == view.dealt() &&
           c.played == view.played();
  });
  Cached fresh;
  if (entry == nullptr) {
    absl::StatusOr<std::optional<DecisionWorlds>> dw = WorldsOf(view, at_least, options);
    if (!dw.ok()) return dw.status();
    fresh.worlds = *std::move(dw);
    fresh.blank = Blank(fresh.worlds);
    fresh.for_bids = for_bids;
    fresh.contract = contract;
    fresh.seat = view.seat();
    fresh.declarer = view.declarer();
    fresh.dealt = view.dealt();
    fresh.played = view.played();
    entry = kept ? &cached_.Keep(hash, std::move(fresh)) : &fresh;
  }
  if (entry->targets == targets && !entry->choices.empty()) return entry->choices;
  std::vector<TableChoice> choices;
  if (!entry->worlds) {
    DecisionWorlds none(Deal(), 0);
    choices = Decide(view, none, targets, for_bids, options);
  } else {
    choices = Decide(view, *entry->worlds, targets, for_bids, options);
  }
  for (TableChoice& c : choices) {
    c.world_count = entry->blank.world_count;
    c.all_worlds = entry->blank.all_worlds;
  }
  entry->targets = targets;
  entry->choices = choices;
  return choices;
}

}  // namespace texas42
