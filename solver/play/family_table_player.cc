#include "solver/play/family_table_player.h"

#include <algorithm>

namespace texas42::family {

absl::StatusOr<Position> Replay(const Rules& rules, const Hands& start, int declarer,
                                const std::vector<Move>& played) {
  Position p(rules, start, declarer);
  for (const Move& m : played) {
    if (absl::Status s = p.Play(m); !s.ok()) return s;
  }
  return p;
}

namespace {

// The moves of a decision, played in every world.
struct Candidates {
  std::vector<Position> after;   // by world and move: worlds.size() * legal.size()
  std::vector<size_t> distinct;  // the moves worth valuing, in order: one of each set of twins
  std::vector<size_t> rep;       // by legal move: the distinct move that stands for it
  bool declarers = false;        // the mover is on the declarer's side
  bool minimizing = false;       // nello and low-no
  bool wants_more = false;       // the mover's side wants a higher value
};

absl::StatusOr<Candidates> CandidatesOf(const FamilySeatView& view,
                                        const std::vector<Hands>& worlds,
                                        const std::vector<Move>& legal) {
  const Rules& rules = view.rules();
  Candidates c;
  c.after.reserve(worlds.size() * legal.size());
  for (const Hands& start : worlds) {
    absl::StatusOr<Position> p = Replay(rules, start, view.declarer(), view.played());
    if (!p.ok()) return p.status();
    for (const Move& m : legal) {
      Position q = *p;
      if (absl::Status s = q.Play(m); !s.ok()) return s;
      c.after.push_back(std::move(q));
    }
  }
  const Position& any = c.after.front();
  c.declarers = any.declarer_side(view.seat());
  c.minimizing = any.minimizing();
  c.wants_more = c.declarers != c.minimizing;

  // Interchangeable tiles (Rules::Swappable against every tile the seat does not hold: a
  // superset of the live ones, so never wrongly) are valued once; the first stands for them.
  TileSet others = view.unseen();
  const size_t in_trick = view.played().size() % static_cast<size_t>(any.trick_size());
  for (size_t k = view.played().size() - in_trick; k < view.played().size(); ++k) {
    others.Add(view.played()[k].tile);
  }
  for (size_t i = 0; i < legal.size(); ++i) {
    size_t rep = i;
    for (size_t j : c.distinct) {
      if (legal[j].suit == legal[i].suit && rules.Swappable(legal[j].tile, legal[i].tile, others)) {
        rep = j;
        break;
      }
    }
    if (rep == i) c.distinct.push_back(i);
    c.rep.push_back(rep);
  }
  return c;
}

// Returns whether `value` reaches the goal of the mover's side for `target` (key 1).
bool SideReaches(const Candidates& c, int value, int target) {
  const bool made = c.minimizing ? value <= target : value >= target;
  return made == c.declarers;
}

}  // namespace

FamilyTablePlayer::FamilyTablePlayer(FamilyTableOptions options, SearchOptions search)
    : options_(options), solver_(search) {}

absl::StatusOr<std::vector<Hands>> FamilyTablePlayer::WorldsOf(const FamilySeatView& view,
                                                               FamilyChoice& choice) {
  const FamilyWorldSampler sampler(view);
  choice.world_count = sampler.count();
  if (sampler.count() == 0) return absl::InvalidArgumentError("no world agrees with the view");
  const uint64_t w = static_cast<uint64_t>(std::clamp(options_.worlds, 1, kFamilyMostWorlds));
  std::vector<Hands> worlds;
  if (sampler.count() <= w) {
    for (uint64_t i = 0; i < sampler.count(); ++i) {
      worlds.push_back(sampler.StartHands(sampler.WorldAt(i)));
    }
  } else {
    Rng rng(options_.seed, view.Hash());
    for (uint64_t i = 0; i < w; ++i) worlds.push_back(sampler.StartHands(sampler.Sample(rng)));
  }
  return worlds;
}

absl::StatusOr<std::vector<Hands>> FamilyTablePlayer::Prepare(const FamilySeatView& view,
                                                              FamilyChoice& choice) {
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  if (legal.size() == 1) {
    choice.move = legal.front();
    return std::vector<Hands>{};
  }
  return WorldsOf(view, choice);
}

absl::StatusOr<FamilyChoice> FamilyTablePlayer::Choose(const FamilySeatView& view, int target) {
  FamilyChoice choice;
  absl::StatusOr<std::vector<Hands>> worlds = Prepare(view, choice);
  if (!worlds.ok()) return worlds.status();
  if (worlds->empty()) return choice;
  return Decide(view, *worlds, target, choice);
}

absl::StatusOr<FamilyChoice> FamilyTablePlayer::ChooseKnowing(const FamilySeatView& view,
                                                              const Hands& start, int target) {
  FamilyChoice choice;
  choice.world_count = 1;
  return Decide(view, {start}, target, choice);
}

absl::StatusOr<std::vector<FamilyChoice>> FamilyTablePlayer::ChooseForTargets(
    const FamilySeatView& view, const std::vector<int>& targets) {
  FamilyChoice choice;
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  if (legal.size() == 1) {
    choice.move = legal.front();
    return std::vector<FamilyChoice>(targets.size(), choice);
  }
  const bool keep = view.seat() == view.declarer();
  const uint64_t hash = view.Hash();
  if (keep) {
    for (const Kept& k : kept_) {
      if (k.hash == hash && k.game == &view.rules().game() &&
          k.contract == view.rules().contract() && k.seat == view.seat() &&
          k.start_hand == view.start_hand() && k.discard == view.discard() &&
          k.played == view.played() && k.targets == targets) {
        return k.choices;
      }
    }
  }
  absl::StatusOr<std::vector<Hands>> worlds = WorldsOf(view, choice);
  if (!worlds.ok()) return worlds.status();
  absl::StatusOr<std::vector<FamilyChoice>> choices =
      DecideForTargets(view, *worlds, targets, choice);
  if (keep && choices.ok()) {
    if (kept_.size() == kMostKept) kept_.clear();
    kept_.push_back(Kept{hash, &view.rules().game(), view.rules().contract(), view.seat(),
                         view.start_hand(), view.discard(), view.played(), targets, *choices});
  }
  return choices;
}

absl::StatusOr<std::vector<FamilyChoice>> FamilyTablePlayer::ChooseKnowingForTargets(
    const FamilySeatView& view, const Hands& start, const std::vector<int>& targets) {
  FamilyChoice choice;
  choice.world_count = 1;
  return DecideForTargets(view, {start}, targets, choice);
}

absl::StatusOr<FamilyChoice> FamilyTablePlayer::Decide(const FamilySeatView& view,
                                                       const std::vector<Hands>& worlds, int target,
                                                       FamilyChoice choice) {
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  choice.move = legal.front();
  if (legal.size() == 1) return choice;
  choice.worlds = static_cast<int>(worlds.size());
  absl::StatusOr<Candidates> c = CandidatesOf(view, worlds, legal);
  if (!c.ok()) return c.status();
  const size_t moves = legal.size();
  std::vector<size_t> tied = c->distinct;
  if (target != kNoGoal) {
    // Key 1: worlds in which the mover's side reaches its goal (one target query each).
    const int query = c->minimizing ? target + 1 : target;
    std::vector<int> reached(moves, -1);
    for (size_t i : tied) reached[i] = 0;
    for (size_t wi = 0; wi < worlds.size(); ++wi) {
      for (size_t i : tied) {
        const bool r = solver_.Reaches(c->after[wi * moves + i], query);
        const bool made = c->minimizing ? !r : r;
        reached[i] += made == c->declarers ? 1 : 0;
      }
    }
    const int best = *std::max_element(reached.begin(), reached.end());
    std::vector<size_t> kept;
    for (size_t i : tied) {
      if (reached[i] == best) kept.push_back(i);
    }
    tied = kept;
  }
  if (tied.size() > 1) {
    // Key 2: the summed exact value, the mover's way round.
    std::vector<long> sum(moves, 0);
    for (size_t wi = 0; wi < worlds.size(); ++wi) {
      for (size_t i : tied) sum[i] += solver_.Solve(c->after[wi * moves + i]);
    }
    size_t best = tied.front();
    for (size_t i : tied) {
      if (c->wants_more ? sum[i] > sum[best] : sum[i] < sum[best]) best = i;
    }
    tied = {best};
  }
  choice.move = legal[tied.front()];
  return choice;
}

absl::StatusOr<FamilyChoice> FamilyTablePlayer::Explain(const FamilySeatView& view, int target) {
  FamilyChoice choice;
  absl::StatusOr<std::vector<Hands>> worlds = Prepare(view, choice);
  if (!worlds.ok()) return worlds.status();
  if (worlds->empty()) return choice;
  absl::StatusOr<std::vector<FamilyChoice>> choices =
      DecideForTargets(view, *worlds, {target}, choice, /*scores=*/true);
  if (!choices.ok()) return choices.status();
  return choices->front();
}

absl::StatusOr<std::vector<FamilyChoice>> FamilyTablePlayer::DecideForTargets(
    const FamilySeatView& view, const std::vector<Hands>& worlds, const std::vector<int>& targets,
    FamilyChoice choice, bool scores) {
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  choice.move = legal.front();
  if (legal.size() == 1) return std::vector<FamilyChoice>(targets.size(), choice);
  choice.worlds = static_cast<int>(worlds.size());
  absl::StatusOr<Candidates> c = CandidatesOf(view, worlds, legal);
  if (!c.ok()) return c.status();
  const size_t moves = legal.size();
  // Each distinct move's exact value in each world, solved once for every target.
  std::vector<int> value(worlds.size() * moves, 0);
  std::vector<long> sum(moves, 0);
  for (size_t wi = 0; wi < worlds.size(); ++wi) {
    for (size_t i : c->distinct) {
      value[wi * moves + i] = solver_.Solve(c->after[wi * moves + i]);
      sum[i] += value[wi * moves + i];
    }
  }
  std::vector<FamilyChoice> out;
  out.reserve(targets.size());
  for (int target : targets) {
    std::vector<size_t> tied = c->distinct;
    if (target != kNoGoal) {
      // Key 1, read from the exact values: value >= target is Reaches(target).
      std::vector<int> reached(moves, -1);
      for (size_t i : tied) reached[i] = 0;
      for (size_t wi = 0; wi < worlds.size(); ++wi) {
        for (size_t i : tied) reached[i] += SideReaches(*c, value[wi * moves + i], target) ? 1 : 0;
      }
      const int best = *std::max_element(reached.begin(), reached.end());
      std::vector<size_t> kept;
      for (size_t i : tied) {
        if (reached[i] == best) kept.push_back(i);
      }
      tied = kept;
    }
    // Key 2, then key 3: the first of the best summed values.
    size_t best = tied.front();
    for (size_t i : tied) {
      if (c->wants_more ? sum[i] > sum[best] : sum[i] < sum[best]) best = i;
    }
    choice.move = legal[best];
    if (scores) {
      // Every distinct move, ranked by the keys: the goal reached, then the summed value, then
      // the order of the legal moves (the chosen move is first).
      std::vector<size_t> order = c->distinct;
      std::vector<int> reached(moves, -1);
      if (target != kNoGoal) {
        for (size_t i : order) {
          reached[i] = 0;
          for (size_t wi = 0; wi < worlds.size(); ++wi) {
            reached[i] += SideReaches(*c, value[wi * moves + i], target) ? 1 : 0;
          }
        }
      }
      std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (reached[a] != reached[b]) return reached[a] > reached[b];
        return c->wants_more ? sum[a] > sum[b] : sum[a] < sum[b];
      });
      choice.scores.clear();
      for (size_t i : order) {
        choice.scores.push_back({legal[i], reached[i],
                                 static_cast<double>(sum[i]) / static_cast<double>(worlds.size()),
                                 {}});
        for (size_t j = 0; j < moves; ++j) {
          if (j != i && c->rep[j] == i) choice.scores.back().twins.push_back(legal[j]);
        }
      }
    }
    out.push_back(choice);
  }
  return out;
}

}  // namespace texas42::family
