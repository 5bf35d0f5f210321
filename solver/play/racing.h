// Racing: how many worlds a table decision draws, for every game of the family. A fixed number
// W, or sequential sampling (kAdaptiveWorlds): a first batch, then more only while a move might
// still beat the leader on key 1 (the worlds in which the mover's side reaches its goal after
// it) by more than the indifference. A clear decision stops at the first batch; a close one
// looks at up to Racing::most worlds; a move clearly worse than the leader is valued in no
// more worlds. For many goals at once each goal races on its own over the same worlds, so each
// goal's choice is the one a decision for it alone makes.
//
// Race is written against any worlds source with `all()` (the worlds are every one that agrees
// with the view), `size()` and `Draw(n)` (draw until there are n; returns size()), and an
// outcome function; it asks each outcome at most once per world, move and goal.
//
// Invariants: a goal's `used` worlds are the first `used` of the source; a move alive at the end
// was valued in every one of them; `reached[k] <= worlds[k] <= used`.
#ifndef TEXAS42_SOLVER_PLAY_RACING_H_
#define TEXAS42_SOLVER_PLAY_RACING_H_

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

// The worlds option for sequential sampling: a decision draws worlds in batches until one move
// is clearly best, or the rest are as good as it, for every goal.
inline constexpr int kAdaptiveWorlds = 0;
// The most worlds a decision may draw (a typo cannot run for days).
inline constexpr int kMostWorlds = 10'000;
// The worlds of the players of a bid analysis or a study, which play hundreds of layouts for
// every bid each: sequential sampling as strong as 64 worlds costs 4 to 5 times as much there
// (docs/table-play.md, "Sequential sampling").
inline constexpr int kAnalysisWorlds = 16;

// How a decision of sequential sampling draws its worlds. After each batch, for each goal, the
// moves are compared in pairs with the leader (the move that reached the goal in the most
// worlds) over the worlds both were valued in: a move whose make-rate is below the leader's by
// more than `z` standard errors of the paired difference is dropped, and the goal is settled
// when no move left can beat the leader by more than `indifference` at that confidence. The
// standard error counts one disagreement more than seen, so that no goal settles on a first
// batch in which the moves never disagreed unless that batch is large.
//
// Key 1's slack, for any number of worlds: a move that reached the goal in at most `slack`
// fewer worlds than the leader is tied with it on key 1, and the next key (in a table decision
// of a normal contract the window mean, the same for every goal; a table decision of another
// contract takes no slack) tells them apart. So the plays for different bids part only where
// one move is clearly better for one of them: with 16 worlds a count one world short is noise
// more often than not. Measured (docs/table-play.md, "Key 1's slack"): the same mean loss on
// the reference decisions (16 worlds 0.49 points with slack 0 and 1), and the README's bid
// about 20% less CPU (follow-me's opening lead no longer parts between bids).
struct Racing {
  int first = 16;              // worlds of the first batch
  int batch = 16;              // worlds each later batch adds
  int most = 96;               // worlds at the most
  double z = 1.5;              // width of the bound, in standard errors
  double indifference = 0.03;  // moves closer than this in make-rate are as good as the leader
  int slack = 1;               // key 1's slack, in worlds
};

// Returns "auto" for kAdaptiveWorlds, else the number.
std::string WorldsName(int worlds);
// Returns "16 worlds", or for kAdaptiveWorlds "16 to 96 worlds" (the Racing bounds).
std::string WorldsText(int worlds);
// Parses "auto" or a whole number 1..kMostWorlds.
absl::StatusOr<int> ParseWorlds(absl::string_view text);

// The worlds of a partner naming trump in splash, plunge or a partner call, a decision that
// does not race: W, or with kAdaptiveWorlds half Racing::most (one decision per layout, and
// every trump to value in each world).
inline int PartnerTrumpWorlds(int worlds, const Racing& racing) {
  return worlds == kAdaptiveWorlds ? racing.most / 2 : worlds;
}

// How the declarer's opening lead draws its worlds in a bid analysis, which asks it of every
// layout and keeps it (TablePlayer::ChooseForBids, TablePlayer::ChooseForTargets): a
// decision every layout's play starts from is worth many worlds. Measured on `66 64 63 61 55 33
// 20` in sixes (200 layouts): with the 16 worlds of every other decision the lead for bids
// 32..36 was the one for 37..42, and the figures there were 5 to 10 points lower (84-88% at
// 32..35, 68% at 36, against 93% and 78% with 256 fixed worlds and with this racing); the cost
// is a few hundredths of a second.
inline constexpr Racing kOpeningLeadRacing{.first = 32, .batch = 32, .most = 256};

// Returns `opening_lead` where it reaches further than the other decisions' worlds (`worlds`, or
// `racing` with kAdaptiveWorlds), else none: the racing of the declarer's opening lead.
inline std::optional<Racing> OpeningLeadRacing(int worlds, const Racing& racing,
                                               const std::optional<Racing>& opening_lead) {
  const int most = worlds == kAdaptiveWorlds ? racing.most : worlds;
  if (!opening_lead || opening_lead->most <= most) return std::nullopt;
  return opening_lead;
}

// One goal of a decision (a target the mover's side plays for) and how far its race went:
// the moves still in it, and for each move the worlds it was valued in and reached the goal in.
struct GoalRace {
  int target = 0;
  std::vector<bool> alive;   // by candidate; only the moves worth valuing are ever alive
  std::vector<int> reached;  // by candidate
  std::vector<int> worlds;   // by candidate
  int used = 0;              // worlds the goal looked at
  bool settled = false;
};

// Returns a goal for `target` over `candidates` moves, those with `valued[k]` alive.
GoalRace StartGoal(int target, const std::vector<bool>& valued);

// Returns the alive move of `g` that reached its goal most often (the first of those tied).
int Leader(const GoalRace& g);

// The sequential test of Racing after `n` worlds: drops the moves clearly worse than the leader
// and settles the goal when none left can beat it by more than the indifference.
// `outcome(w, k)` says whether move k reaches the goal in world w.
template <typename OutcomeFn>
void Judge(const Racing& racing, int n, GoalRace& g, OutcomeFn outcome) {
  const int leader = Leader(g);
  g.used = n;
  bool settled = true;
  for (size_t k = 0; k < g.alive.size(); ++k) {
    if (!g.alive[k] || static_cast<int>(k) == leader) continue;
    int lead_only = 0;
    int move_only = 0;
    for (int w = 0; w < n; ++w) {
      const bool a = outcome(w, leader);
      const bool b = outcome(w, static_cast<int>(k));
      lead_only += a && !b;
      move_only += b && !a;
    }
    // How much better move k could be than the leader, at the test's confidence.
    const double upper =
        (move_only - lead_only + racing.z * std::sqrt(lead_only + move_only + 1.0)) / n;
    if (upper < 0) {
      g.alive[k] = false;
    } else if (upper > racing.indifference) {
      settled = false;
    }
  }
  g.settled = settled;
}

// Key 1 for every goal of `goals`: values the alive moves world by world, as many worlds as
// `worlds` asks (all of `source` when it holds every world; a fixed number; or, for
// kAdaptiveWorlds, in batches by `racing`), and counts the worlds in which each reaches each
// goal (`outcome(w, k, g)`). A move that can no longer come within the slack of the leader with
// the worlds left is dropped, unless `full_scores` asks every move's count.
template <typename Worlds, typename OutcomeFn>
void Race(int worlds, const Racing& racing, bool full_scores, Worlds& source,
          std::vector<GoalRace>& goals, OutcomeFn outcome) {
  const bool adaptive = worlds == kAdaptiveWorlds && !source.all();
  int limit = source.all() ? source.size()
              : adaptive   ? std::min(racing.first, racing.most)
                           : worlds;
  int n = 0;
  while (true) {
    limit = source.Draw(limit);
    const bool last = !adaptive || limit >= racing.most;
    for (int w = n; w < limit; ++w) {
      for (size_t g = 0; g < goals.size(); ++g) {
        GoalRace& goal = goals[g];
        if (goal.settled) continue;
        int best = 0;
        for (size_t k = 0; k < goal.alive.size(); ++k) {
          if (!goal.alive[k]) continue;
          goal.reached[k] += outcome(w, static_cast<int>(k), g);
          ++goal.worlds[k];
          best = std::max(best, goal.reached[k]);
        }
        if (!last || full_scores) continue;
        for (size_t k = 0; k < goal.alive.size(); ++k) {
          if (goal.alive[k] && goal.reached[k] + (limit - 1 - w) + racing.slack < best) {
            goal.alive[k] = false;
          }
        }
      }
    }
    n = limit;
    if (last) break;
    bool open = false;
    for (size_t g = 0; g < goals.size(); ++g) {
      if (goals[g].settled) continue;
      Judge(racing, n, goals[g], [&](int w, int k) { return outcome(w, k, g); });
      open |= !goals[g].settled;
    }
    if (!open) break;
    limit = std::min(racing.most, limit + racing.batch);
  }
  for (GoalRace& goal : goals) {
    if (!goal.settled) goal.used = n;
  }
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_RACING_H_
