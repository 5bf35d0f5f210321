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

FamilyTablePlayer::FamilyTablePlayer(FamilyTableOptions options, SearchOptions search)
    : options_(options), solver_(search) {}

absl::StatusOr<FamilyChoice> FamilyTablePlayer::Choose(const FamilySeatView& view, int target) {
  FamilyChoice choice;
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  if (legal.size() == 1) {
    choice.move = legal.front();
    return choice;
  }
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
  return Decide(view, worlds, target, choice);
}

absl::StatusOr<FamilyChoice> FamilyTablePlayer::ChooseKnowing(const FamilySeatView& view,
                                                              const Hands& start, int target) {
  FamilyChoice choice;
  choice.world_count = 1;
  return Decide(view, {start}, target, choice);
}

absl::StatusOr<FamilyChoice> FamilyTablePlayer::Decide(const FamilySeatView& view,
                                                       const std::vector<Hands>& worlds, int target,
                                                       FamilyChoice choice) {
  const Rules& rules = view.rules();
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  choice.move = legal.front();
  if (legal.size() == 1) return choice;
  choice.worlds = static_cast<int>(worlds.size());

  std::vector<Position> after;  // by world and move
  after.reserve(worlds.size() * legal.size());
  for (const Hands& start : worlds) {
    absl::StatusOr<Position> p = Replay(rules, start, view.declarer(), view.played());
    if (!p.ok()) return p.status();
    for (const Move& m : legal) {
      Position q = *p;
      if (absl::Status s = q.Play(m); !s.ok()) return s;
      after.push_back(std::move(q));
    }
  }
  const Position& any = after.front();
  const bool declarers = any.declarer_side(view.seat());
  const bool wants_more = declarers != any.minimizing();
  const size_t moves = legal.size();

  // Interchangeable tiles (Rules::Swappable against every tile the seat does not hold: a
  // superset of the live ones, so never wrongly) are valued once; the first stands for them.
  TileSet others = view.unseen();
  const size_t in_trick = view.played().size() % static_cast<size_t>(any.trick_size());
  for (size_t k = view.played().size() - in_trick; k < view.played().size(); ++k) {
    others.Add(view.played()[k].tile);
  }
  std::vector<size_t> tied;
  for (size_t i = 0; i < moves; ++i) {
    bool twin = false;
    for (size_t j : tied) {
      twin = twin || (legal[j].suit == legal[i].suit &&
                      rules.Swappable(legal[j].tile, legal[i].tile, others));
    }
    if (!twin) tied.push_back(i);
  }
  if (target != kNoGoal) {
    // Key 1: worlds in which the mover's side reaches its goal.
    const int query = any.minimizing() ? target + 1 : target;
    std::vector<int> reached(moves, -1);
    for (size_t i : tied) reached[i] = 0;
    for (size_t wi = 0; wi < worlds.size(); ++wi) {
      for (size_t i : tied) {
        const bool r = solver_.Reaches(after[wi * moves + i], query);
        const bool made = any.minimizing() ? !r : r;
        reached[i] += made == declarers ? 1 : 0;
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
      for (size_t i : tied) sum[i] += solver_.Solve(after[wi * moves + i]);
    }
    size_t best = tied.front();
    for (size_t i : tied) {
      if (wants_more ? sum[i] > sum[best] : sum[i] < sum[best]) best = i;
    }
    tied = {best};
  }
  choice.move = legal[tied.front()];
  return choice;
}

}  // namespace texas42::family
