#include "solver/play/table_player.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
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
  for (Tile t : legal) {
    int rep = static_cast<int>(c.tiles.size());
    for (int k = 0; k < static_cast<int>(c.tiles.size()); ++k) {
      if (c.rep[k] == k && view.rules().Swappable(t, c.tiles[k], view.hand(), live)) {
        rep = k;
        break;
      }
    }
    c.distinct += rep == static_cast<int>(c.tiles.size());
    c.tiles.push_back(t);
    c.rep.push_back(rep);
  }
  return c;
}

// The position of a world, replayed to where the view stands.
Position WorldPosition(const SeatView& view, const Deal& deal) {
  Position position(view.rules(), deal, view.declarer());
  (void)PlaySequence(position, view.played());
  return position;
}

// Returns whether `value` reaches `target` for the bidding side (Solver::Reaches).
bool Reaches(const Contract& contract, int value, int target) {
  return contract.scoring() == Scoring::kDeclarerTricks ? value <= target : value >= target;
}

// Returns the tiles of `among` whose `key` is best for the mover (most when `more`).
std::vector<int> BestOf(const std::vector<int>& among, const std::vector<long long>& key,
                        bool more) {
  std::vector<int> best;
  for (int k : among) {
    if (!best.empty() && key[k] != key[best.front()]) {
      if ((key[k] > key[best.front()]) != more) continue;
      best.clear();
    }
    best.push_back(k);
  }
  return best;
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
  std::vector<int> window(static_cast<size_t>(worlds) * n, 0);
  std::vector<long long> sums(n, 0);
  for (int w = 0; w < worlds; ++w) {
    for (int k : top) sums[k] += window[static_cast<size_t>(w) * n + k] = value(w, k, true);
  }
  for (int k : top) {
    scores[k].keys = 2;
    scores[k].window_mean = static_cast<double>(sums[k]) / worlds;
  }
  top = BestOf(top, sums, more);
  if (top.size() < 2) return;
  const ValueWindow range = WindowOf(view.rules().contract());
  std::fill(sums.begin(), sums.end(), 0);
  for (int w = 0; w < worlds; ++w) {
    for (int k : top) {
      const int v = window[static_cast<size_t>(w) * n + k];
      sums[k] += range.Contains(v) ? v : value(w, k, false);
    }
  }
  for (int k : top) {
    scores[k].keys = 3;
    scores[k].mean_value = static_cast<double>(sums[k]) / worlds;
  }
}

}  // namespace

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

TablePlayer::TablePlayer(TableOptions options, SearchOptions search)
    : options_(options), solver_(search) {}

int TablePlayer::ValueAfter(const Position& world, Tile tile, bool window) {
  Position child = world;
  (void)child.Play(tile);
  if (window) {
    const ValueWindow range = WindowOf(child.rules().contract());
    return solver_.SolveWindow(child, range.lo, range.hi);
  }
  return solver_.Solve(child);
}

absl::StatusOr<bool> TablePlayer::DrawWorlds(const SeatView& view, std::optional<AtLeast> at_least,
                                             std::vector<Deal>& worlds, TableChoice& choice) const {
  if (view.Legal().empty()) {
    return absl::FailedPreconditionError(
        absl::StrCat("it is not ", SeatName(view.seat()), "'s turn to play"));
  }
  if (Collapse(view, view.Legal()).distinct <= 1) return false;
  const WorldSampler sampler(view, at_least);
  if (sampler.count() == 0) {
    return absl::InvalidArgumentError(absl::StrCat(
        "no layout of the unseen tiles agrees with what ", SeatName(view.seat()), " knows"));
  }
  choice.world_count = sampler.count();
  if (sampler.count() <= static_cast<uint64_t>(options_.worlds)) {
    choice.all_worlds = true;
    for (uint64_t i = 0; i < sampler.count(); ++i) {
      worlds.push_back(sampler.DealOf(sampler.WorldAt(i)));
    }
  } else {
    Rng rng(options_.seed, view.Hash());
    for (int i = 0; i < options_.worlds; ++i) worlds.push_back(sampler.DealOf(sampler.Sample(rng)));
  }
  choice.worlds = static_cast<int>(worlds.size());
  return true;
}

absl::StatusOr<TableChoice> TablePlayer::Choose(const SeatView& view,
                                                std::optional<AtLeast> at_least) {
  TableChoice choice;
  std::vector<Deal> worlds;
  if (absl::StatusOr<bool> drawn = DrawWorlds(view, at_least, worlds, choice); !drawn.ok()) {
    return drawn.status();
  }
  return Decide(view, worlds, std::move(choice));
}

TableChoice TablePlayer::ChooseKnowing(const SeatView& view, const Deal& deal) {
  TableChoice choice;
  choice.world_count = 1;
  choice.all_worlds = true;
  choice.worlds = 1;
  return Decide(view, {deal}, std::move(choice));
}

TableChoice TablePlayer::Decide(const SeatView& view, const std::vector<Deal>& worlds,
                                TableChoice choice) {
  const Candidates cand = Collapse(view, view.Legal());
  const int n = static_cast<int>(cand.tiles.size());
  std::vector<TileScore> scores(n);
  for (int k = 0; k < n; ++k) scores[k].tile = cand.tiles[k];
  if (cand.distinct < 2) {
    choice.worlds = 0;
    return Finish(view, cand, std::move(scores), std::move(choice));
  }
  std::vector<int> reps;
  for (int k = 0; k < n; ++k) {
    if (cand.rep[k] == k) reps.push_back(k);
  }
  const int w_count = static_cast<int>(worlds.size());
  std::vector<Position> positions;
  for (const Deal& deal : worlds) positions.push_back(WorldPosition(view, deal));
  const int target = view.target();
  const bool bidding_side = TeamOf(view.seat()) == TeamOf(view.declarer());

  // Key 1: in how many worlds each tile reaches the goal. A tile that cannot catch the best
  // with the worlds left is dropped (unless every score is asked for).
  std::vector<bool> alive(n, false);
  for (int k : reps) alive[k] = true;
  for (int w = 0; w < w_count; ++w) {
    int best = 0;
    for (int k : reps) {
      if (!alive[k]) continue;
      Position child = positions[w];
      (void)child.Play(cand.tiles[k]);
      scores[k].reached += solver_.Reaches(child, target) == bidding_side;
      ++scores[k].worlds;
      best = std::max(best, scores[k].reached);
    }
    for (int k : reps) {
      if (alive[k] && !options_.full_scores && scores[k].reached + (w_count - 1 - w) < best) {
        alive[k] = false;
      }
    }
  }
  std::vector<long long> reached(n, 0);
  for (int k : reps) reached[k] = scores[k].reached;
  BreakTies(
      view, BestOf(reps, reached, true), w_count,
      [&](int w, int k, bool window) { return ValueAfter(positions[w], cand.tiles[k], window); },
      scores);
  return Finish(view, cand, std::move(scores), std::move(choice));
}

absl::StatusOr<std::vector<TableChoice>> TablePlayer::ChooseForBids(const SeatView& view,
                                                                    const std::vector<int>& bids) {
  const Contract& contract = view.rules().contract();
  if (!view.rules().counts_points()) {
    return absl::InvalidArgumentError("ChooseForBids needs a contract scored in points");
  }
  const Candidates cand = Collapse(view, view.Legal());
  const int n = static_cast<int>(cand.tiles.size());
  // The opening lead is the same question for every layout: its values are kept.
  const bool opening = view.played().empty();
  const uint64_t hash = view.Hash();
  OpeningValues* entry = nullptr;
  for (OpeningValues& o : opening_values_) {
    if (opening && o.hash == hash && o.contract == contract && o.seat == view.seat() &&
        o.declarer == view.declarer() && o.dealt == view.dealt()) {
      entry = &o;
    }
  }
  OpeningValues fresh;
  if (entry == nullptr) {
    absl::StatusOr<bool> drawn = DrawWorlds(view, std::nullopt, fresh.worlds, fresh.blank);
    if (!drawn.ok()) return drawn.status();
    fresh.drawn = *drawn;
    const int w_count = static_cast<int>(fresh.worlds.size());
    fresh.values.assign(static_cast<size_t>(w_count) * n, 0);
    fresh.exact.assign(static_cast<size_t>(w_count) * n, -1);
    for (int w = 0; fresh.drawn && w < w_count; ++w) {
      const Position position = WorldPosition(view, fresh.worlds[w]);
      for (int k = 0; k < n; ++k) {
        if (cand.rep[k] == k)
          fresh.values[static_cast<size_t>(w) * n + k] = ValueAfter(position, cand.tiles[k], true);
      }
    }
    fresh.hash = hash;
    fresh.contract = contract;
    fresh.seat = view.seat();
    fresh.declarer = view.declarer();
    fresh.dealt = view.dealt();
    if (opening) {
      if (opening_values_.size() == kOpeningValuesKept) opening_values_.clear();
      opening_values_.push_back(std::move(fresh));
      entry = &opening_values_.back();
    } else {
      entry = &fresh;
    }
  }
  const int w_count = static_cast<int>(entry->worlds.size());
  const auto value = [&](int w, int k, bool window) {
    const size_t at = static_cast<size_t>(w) * n + k;
    if (window) return entry->values[at];
    if (entry->exact[at] < 0) {
      entry->exact[at] = ValueAfter(WorldPosition(view, entry->worlds[w]), cand.tiles[k], false);
    }
    return entry->exact[at];
  };

  std::vector<int> reps;
  for (int k = 0; k < n; ++k) {
    if (cand.rep[k] == k) reps.push_back(k);
  }
  const bool bidding_side = TeamOf(view.seat()) == TeamOf(view.declarer());
  std::vector<TableChoice> choices;
  for (int bid : bids) {
    TableChoice choice = entry->blank;
    std::vector<TileScore> scores(n);
    if (entry->drawn) {
      const int target = GoalTarget(contract, bid);
      std::vector<long long> reached(n, 0);
      for (int k : reps) {
        scores[k].worlds = w_count;
        for (int w = 0; w < w_count; ++w) {
          scores[k].reached += Reaches(contract, value(w, k, true), target) == bidding_side;
        }
        reached[k] = scores[k].reached;
      }
      BreakTies(view, BestOf(reps, reached, true), w_count, value, scores);
    }
    choices.push_back(Finish(view, cand, std::move(scores), std::move(choice)));
  }
  return choices;
}

}  // namespace texas42
