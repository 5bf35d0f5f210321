#include "solver/play/table_player.h"

#include <algorithm>
#include <cassert>
#include <optional>

#include "solver/play/move_keys.h"

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

// Above every value of every game: a window's top when only its floor matters.
constexpr int kMostValue = 1000;

// The moves of a decision: the ones worth valuing (one of each set of twins) and who wants what.
struct Candidates {
  std::vector<Move> legal;
  std::vector<size_t> rep;   // by legal move: the distinct move that stands for it
  std::vector<bool> valued;  // by legal move: it is the first of its set of twins
  bool declarers = false;    // the mover is on the declarer's side
  bool minimizing = false;   // nello and low-no
  bool wants_more = false;   // the mover's side wants a higher value
};

Candidates CandidatesOf(const SeatView& view, const Position& any) {
  const Rules& rules = view.rules();
  Candidates c;
  c.legal = view.Legal();
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
  const std::vector<int> rep = Representatives(static_cast<int>(c.legal.size()), [&](int j, int i) {
    return c.legal[j].suit == c.legal[i].suit &&
           rules.Swappable(c.legal[j].tile, c.legal[i].tile, others);
  });
  for (size_t i = 0; i < rep.size(); ++i) {
    c.rep.push_back(static_cast<size_t>(rep[i]));
    c.valued.push_back(rep[i] == static_cast<int>(i));
  }
  return c;
}

// Returns whether `x` goes before `y` among equally good moves to a trick whose led suit is
// `led` (kNoSuit when leading): the move of greater power in the trick (a lead's in the suit it
// calls), then the higher tile (key 4 of table_player.h).
bool NaturallyBefore(const Rules& rules, int led, const Move& x, const Move& y) {
  const auto power = [&](const Move& m) {
    return rules.Power(led != kNoSuit ? led : m.suit, m.tile);
  };
  if (power(x) != power(y)) return power(x) > power(y);
  return x.tile.index() > y.tile.index();
}

// Returns whether `value` reaches the goal of the mover's side for `target` (key 1).
bool SideReaches(const Candidates& c, int value, int target) {
  const bool made = c.minimizing ? value <= target : value >= target;
  return made == c.declarers;
}

// The values a decision asks of its worlds, each solved at most once: the value of each move in
// each world inside the decision's window [lo, hi] (exact inside, lo - 1 or hi + 1 outside),
// its exact value, and whether it reaches one target. Worlds are replayed to the view's position
// as they are first asked for; a sibling move's known value in the same world is the search's
// first guess, since the moves of one world mostly lead to the same value.
class WorldValues {
 public:
  WorldValues(Solver& solver, const SeatView& view, DecisionWorlds& worlds, Position first,
              const Candidates& c, int lo, int hi)
      : solver_(solver),
        view_(view),
        worlds_(worlds),
        c_(c),
        lo_(lo),
        hi_(hi),
        n_(static_cast<int>(c.legal.size())) {
    at_.push_back(std::move(first));
  }

  // The position of world 0, which every world shares but for the hidden hands.
  const Position& first() const { return at_.front(); }

  // The value of move k in world w inside the window.
  int Window(int w, int k) {
    int& v = window_of_[Slot(w, k)];
    if (v == kUnknown) v = solver_.SolveWindow(Child(w, k), lo_, hi_, Sibling(window_of_, w, k));
    return v;
  }

  // The exact value of move k in world w.
  int Value(int w, int k) {
    int& v = value_of_[Slot(w, k)];
    if (v != kUnknown) return v;
    // A value the window already holds exactly is not solved again.
    const int known = lo_ <= hi_ ? window_of_[Slot(w, k)] : kUnknown;
    if (known != kUnknown && known >= lo_ && known <= hi_) return v = known;
    v = solver_.SolveWindow(Child(w, k), 0, kMostValue, Sibling(value_of_, w, k));
    return v;
  }

  // Whether move k in world w reaches the goal of the mover's side for `target`, by one target
  // query (the decision's only target; its answer is kept).
  bool Reaches(int w, int k, int target) {
    int& r = reach_of_[Slot(w, k)];
    if (r == kUnknown) {
      const bool r_query = solver_.Reaches(Child(w, k), c_.minimizing ? target + 1 : target);
      r = r_query != c_.minimizing ? 1 : 0;  // the declarer's side made its goal
    }
    return (r == 1) == c_.declarers;
  }

 private:
  static constexpr int kUnknown = -1;

  const Position& At(int w) {
    while (static_cast<int>(at_.size()) <= w) {
      absl::StatusOr<Position> p = Replay(view_.rules(), worlds_.deal(static_cast<int>(at_.size())),
                                          view_.declarer(), view_.played());
      assert(p.ok() && "every sampled world agrees with the view");
      Position replayed = p.ok() ? *std::move(p) : at_.front();
      at_.push_back(std::move(replayed));
    }
    return at_[w];
  }

  Position Child(int w, int k) {
    Position q = At(w);
    const absl::Status s = q.Play(c_.legal[k]);
    assert(s.ok() && "a legal move of the view is legal in each of its worlds");
    (void)s;
    return q;
  }

  // The index of (world w, move k) in the caches, which grow as worlds are asked for.
  size_t Slot(int w, int k) {
    const size_t i = static_cast<size_t>(w) * n_ + k;
    if (value_of_.size() <= i) {
      const size_t size = static_cast<size_t>(w + 1) * n_;
      window_of_.resize(size, kUnknown);
      value_of_.resize(size, kUnknown);
      reach_of_.resize(size, kUnknown);
    }
    return i;
  }

  std::optional<int> Sibling(const std::vector<int>& values, int w, int k) {
    for (int j = 0; j < n_; ++j) {
      if (j != k && values[Slot(w, j)] != kUnknown) return values[Slot(w, j)];
    }
    return std::nullopt;
  }

  Solver& solver_;
  const SeatView& view_;
  DecisionWorlds& worlds_;
  const Candidates& c_;
  const int lo_, hi_;
  const int n_;
  std::vector<Position> at_;    // the worlds replayed so far
  std::vector<int> window_of_;  // by world and move: the value in the window, or kUnknown
  std::vector<int> value_of_;   // by world and move: the exact value, or kUnknown
  std::vector<int> reach_of_;   // by world and move: 1 or 0 once a target query was asked
};

// Every distinct move's score over the worlds `goal` used (Explain): the chosen move first (in
// place of the twin that stands for it), then the others by the keys (the goal reached, the
// mean value the mover's way round), then the order of the legal moves. A move the race
// dropped early is scored over the same worlds too.
template <typename ValueFn, typename ReachesFn>
std::vector<MoveScore> ScoresOf(const Candidates& c, const GoalRace& goal, size_t chosen,
                                bool means, std::optional<int> floor, ValueFn value,
                                ReachesFn reaches) {
  const size_t n = c.legal.size();
  std::vector<int> reached(n, -1);
  std::vector<long> sum(n, 0), window_sum(n, 0);
  std::vector<size_t> order;
  for (size_t k = 0; k < n; ++k) {
    if (!c.valued[k]) continue;
    order.push_back(k);
    if (goal.target != kNoGoal) reached[k] = 0;
    for (int w = 0; w < goal.used; ++w) {
      if (means) {
        const int v = value(w, static_cast<int>(k));
        sum[k] += v;
        if (floor) window_sum[k] += std::max(v, *floor - 1);
      }
      if (goal.target != kNoGoal) reached[k] += reaches(w, static_cast<int>(k), goal.target);
    }
  }
  const size_t stands = c.rep[chosen];  // the twin valued for the chosen move
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if ((a == stands) != (b == stands)) return a == stands;
    if (reached[a] != reached[b]) return reached[a] > reached[b];
    return c.wants_more ? sum[a] > sum[b] : sum[a] < sum[b];
  });
  std::vector<MoveScore> scores;
  for (size_t k : order) {
    const size_t shown = k == stands ? chosen : k;
    MoveScore score{c.legal[shown], reached[k], std::nullopt, std::nullopt, {}};
    if (means) score.mean = static_cast<double>(sum[k]) / static_cast<double>(goal.used);
    if (means && floor) {
      score.window_mean = static_cast<double>(window_sum[k]) / static_cast<double>(goal.used);
    }
    for (size_t j = 0; j < n; ++j) {
      if (j != shown && c.rep[j] == k) score.twins.push_back(c.legal[j]);
    }
    scores.push_back(std::move(score));
  }
  return scores;
}

}  // namespace

TablePlayer::TablePlayer(TableOptions options, SearchOptions search)
    : options_(options), solver_(search) {}

absl::StatusOr<std::optional<DecisionWorlds>> TablePlayer::WorldsOf(
    const SeatView& view, const TableOptions& options) const {
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  if (legal.size() == 1) return std::optional<DecisionWorlds>();
  const uint64_t take_all = static_cast<uint64_t>(options.worlds == kAdaptiveWorlds
                                                      ? options.racing.most
                                                      : std::clamp(options.worlds, 1, kMostWorlds));
  std::optional<DecisionWorlds> worlds(std::in_place, WorldSampler(view), take_all, options.seed,
                                       view.Hash());
  if (worlds->count() == 0) return absl::InvalidArgumentError("no world agrees with the view");
  return worlds;
}

absl::StatusOr<TableChoice> TablePlayer::Choose(const SeatView& view, int target) {
  absl::StatusOr<std::vector<TableChoice>> choices =
      Decided(view, {target}, false, false, options_);
  if (!choices.ok()) return choices.status();
  return choices->front();
}

absl::StatusOr<TableChoice> TablePlayer::Explain(const SeatView& view, int target) {
  absl::StatusOr<std::vector<TableChoice>> choices = Decided(view, {target}, true, true, options_);
  if (!choices.ok()) return choices.status();
  return choices->front();
}

absl::StatusOr<TableChoice> TablePlayer::Score(const SeatView& view, int target) {
  absl::StatusOr<std::vector<TableChoice>> choices = Decided(view, {target}, false, true, options_);
  if (!choices.ok()) return choices.status();
  return choices->front();
}

absl::StatusOr<TableChoice> TablePlayer::ChooseKnowing(const SeatView& view, const Hands& start,
                                                       int target) {
  absl::StatusOr<std::vector<TableChoice>> choices = ChooseKnowingForTargets(view, start, {target});
  if (!choices.ok()) return choices.status();
  return choices->front();
}

absl::StatusOr<std::vector<TableChoice>> TablePlayer::ChooseKnowingForTargets(
    const SeatView& view, const Hands& start, const std::vector<int>& targets) {
  DecisionWorlds known(start);
  return Decide(view, known, targets, /*exact=*/false, /*scores=*/false, options_);
}

absl::StatusOr<std::vector<TableChoice>> TablePlayer::ChooseForTargets(
    const SeatView& view, const std::vector<int>& targets) {
  // The declarer's decisions of the first tricks come again (table_player.h, kKeptTricks).
  int trick_size = 0;
  for (int s = 0; s < view.seats(); ++s) trick_size += view.in_play(s);
  const bool keep = view.seat() == view.declarer() &&
                    view.played().size() < static_cast<size_t>(kKeptTricks * trick_size);
  const uint64_t hash = view.Hash();
  if (keep) {
    const Kept* kept = kept_.Find(hash, [&](const Kept& k) {
      return k.game == &view.rules().game() && k.contract == view.rules().contract() &&
             k.seat == view.seat() && k.start_hand == view.start_hand() &&
             k.discard == view.discard() && k.played == view.played() && k.targets == targets;
    });
    if (kept != nullptr) return kept->choices;
  }
  // The opening lead, asked of every layout, may race further (TableOptions::opening_lead).
  TableOptions options = options_;
  if (const std::optional<Racing> opening = OpeningLeadRacing(options_);
      keep && view.played().empty() && opening) {
    options.worlds = kAdaptiveWorlds;
    options.racing = *opening;
  }
  absl::StatusOr<std::vector<TableChoice>> choices = Decided(view, targets, false, false, options);
  if (keep && choices.ok()) {
    kept_.Keep(hash, Kept{&view.rules().game(), view.rules().contract(), view.seat(),
                          view.start_hand(), view.discard(), view.played(), targets, *choices});
  }
  return choices;
}

absl::StatusOr<std::vector<TableChoice>> TablePlayer::Decided(const SeatView& view,
                                                              const std::vector<int>& targets,
                                                              bool exact, bool scores,
                                                              const TableOptions& options) {
  absl::StatusOr<std::optional<DecisionWorlds>> worlds = WorldsOf(view, options);
  if (!worlds.ok()) return worlds.status();
  if (!*worlds) {
    TableChoice forced;
    forced.move = view.Legal().front();
    return std::vector<TableChoice>(targets.size(), forced);
  }
  return Decide(view, **worlds, targets, exact, scores, options);
}

absl::StatusOr<std::vector<TableChoice>> TablePlayer::Decide(const SeatView& view,
                                                             DecisionWorlds& worlds,
                                                             const std::vector<int>& targets,
                                                             bool exact, bool scores,
                                                             const TableOptions& options) {
  TableChoice blank;
  blank.world_count = worlds.count();
  const std::vector<Move> legal = view.Legal();
  if (legal.empty()) return absl::FailedPreconditionError("it is not the seat's turn");
  blank.move = legal.front();
  if (legal.size() == 1) return std::vector<TableChoice>(targets.size(), blank);

  // Each world replayed to the view's position, as asked. A known layout may disagree with
  // the view (an error); the sampled worlds agree with it by construction.
  worlds.Draw(1);
  absl::StatusOr<Position> first =
      Replay(view.rules(), worlds.deal(0), view.declarer(), view.played());
  if (!first.ok()) return first.status();
  const Candidates c = CandidatesOf(view, *first);
  const int n = static_cast<int>(legal.size());
  // Key 2's floor: in a normal contract the values a bid can tell apart start at the game's
  // lowest bid; a lower value counts as one below it (the window mean). Other contracts have no
  // key 2.
  const Contract& contract = view.rules().contract();
  const std::optional<int> floor = contract.kind == Kind::kNormal && !c.minimizing
                                       ? std::optional<int>(view.rules().game().lowest_bid)
                                       : std::nullopt;
  // The window every value of the decision is asked in (Solver::SolveWindow): wide enough for
  // key 1 of every target and for key 2.
  int lo = floor.value_or(kMostValue), hi = floor ? kMostValue : 0;
  for (int target : targets) {
    if (target == kNoGoal) continue;
    lo = std::min(lo, target);
    if (!floor) hi = std::max(hi, target);
  }
  WorldValues values(solver_, view, worlds, *std::move(first), c, lo, hi);
  const auto window = [&](int w, int k) { return values.Window(w, k); };
  const auto value = [&](int w, int k) { return values.Value(w, k); };
  // Key 1 in world w for move k and goal g: from the exact value when it is asked anyway
  // (Explain), from the window value for many targets, else by one target query.
  const auto reaches = [&](int w, int k, int target) -> bool {
    if (exact) return SideReaches(c, value(w, k), target);
    if (targets.size() > 1) return SideReaches(c, window(w, k), target);
    return values.Reaches(w, k, target);
  };
  // The goals race on key 1; without a goal (kNoGoal) there is nothing to race on, and the
  // exact mean looks at a fixed number of worlds: W, or the first batch of sequential sampling.
  std::vector<GoalRace> goals;
  std::vector<GoalRace> raced;
  for (int target : targets) {
    goals.push_back(StartGoal(target, c.valued));
    if (target != kNoGoal) raced.push_back(goals.back());
  }
  // Key 1's slack hands the near-tied moves to the window mean; a contract without key 2 (one
  // goal, no bids to part) has none: its ties would cost exact solves and buy nothing.
  Racing racing = options.racing;
  if (!floor) racing.slack = 0;
  Race(options.worlds, racing, scores, worlds, raced,
       [&](int w, int k, size_t g) { return reaches(w, k, raced[g].target); });
  for (size_t g = 0, r = 0; g < goals.size(); ++g) {
    if (goals[g].target != kNoGoal) {
      goals[g] = raced[r++];
      continue;
    }
    const int fixed = options.worlds == kAdaptiveWorlds ? options.racing.first : options.worlds;
    if (worlds.all()) {
      goals[g].used = worlds.size();
    } else {
      worlds.Draw(fixed);
      goals[g].used = fixed;
    }
    for (int k = 0; k < n; ++k) goals[g].worlds[k] = goals[g].used;
  }
  std::vector<TableChoice> out;
  for (const GoalRace& goal : goals) {
    // The moves tied on key 1 over the worlds it used; key 2, the window mean (a normal
    // contract with a goal), then key 3, the exact mean; the first in the natural order when
    // still tied, each move standing for its twins too.
    std::vector<int> tied = GoalLeaders(goal, racing.slack);
    if (tied.size() > 1 && floor && goal.target != kNoGoal) {
      tied = BestOf(tied,
                    KeySums(tied, n, goal.used,
                            [&](int w, int k) { return std::max(window(w, k), *floor - 1); }),
                    c.wants_more);
    }
    if (tied.size() > 1) tied = BestOf(tied, KeySums(tied, n, goal.used, value), c.wants_more);
    size_t best = static_cast<size_t>(tied.front());
    for (size_t j = 0; j < legal.size(); ++j) {
      const bool among =
          std::find(tied.begin(), tied.end(), static_cast<int>(c.rep[j])) != tied.end();
      if (among &&
          NaturallyBefore(view.rules(), values.first().led_suit(), legal[j], legal[best])) {
        best = j;
      }
    }
    TableChoice choice = blank;
    choice.move = legal[best];
    choice.worlds = goal.used;
    // Explain asks the means (every value exact); Score only the counts of the goal reached.
    if (scores) choice.scores = ScoresOf(c, goal, best, exact, floor, value, reaches);
    out.push_back(std::move(choice));
  }
  return out;
}

}  // namespace texas42::family
