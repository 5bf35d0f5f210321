#include "solver/family/fast_engine.h"

#include <algorithm>
#include <array>
#include <cassert>

#include "solver/family/game.h"

namespace texas42::family {
namespace {

// The rules objects kept: a bid analysis cycles through a dozen contracts at most.
constexpr size_t kRulesKept = 16;

std::optional<texas42::Trump> FastTrump(int trump) {
  if (trump == kFollowMe) return texas42::Trump::kFollowMe;
  if (trump == kDoublesTrump) return texas42::Trump::kDoubles;
  if (trump >= 0 && trump <= 6) return static_cast<texas42::Trump>(trump);
  return std::nullopt;
}

texas42::NelloDoubles FastNelloDoubles(NelloDoubles d) {
  switch (d) {
    case NelloDoubles::kOwn:
      return texas42::NelloDoubles::kOwn;
    case NelloDoubles::kHigh:
      return texas42::NelloDoubles::kHigh;
    case NelloDoubles::kLow:
      return texas42::NelloDoubles::kLow;
  }
  return texas42::NelloDoubles::kOwn;
}

}  // namespace

int FamilyTrump(texas42::Trump t) {
  if (t == texas42::Trump::kDoubles) return kDoublesTrump;
  if (t == texas42::Trump::kFollowMe) return kFollowMe;
  return static_cast<int>(t);
}

Hands FamilyHands(const texas42::Deal& deal) {
  Hands hands{};
  for (int s = 0; s < kSeatCount; ++s) {
    hands[s] = TileSet(deal.hand(static_cast<texas42::Seat>(s)).bits());
  }
  return hands;
}

std::optional<texas42::Contract> FastContract(const Contract& c) {
  // Reversed doubles rank a doubles suit 0-0 high; where the doubles are no suit of their own
  // the option changes nothing.
  if (c.reversed_doubles && c.doubles_suit()) return std::nullopt;
  texas42::Contract fast;
  switch (c.kind) {
    case Kind::kNormal:
    case Kind::kPartnerCall: {
      const std::optional<texas42::Trump> trump = FastTrump(c.trump);
      if (!trump) return std::nullopt;
      if (c.kind == Kind::kNormal) {
        fast = texas42::Contract::Normal(*trump);
      } else if (c.partner_call == 0) {
        fast = texas42::Contract::Splash(*trump);
      } else if (c.partner_call == 1) {
        fast = texas42::Contract::Plunge(*trump);
      } else {
        return std::nullopt;
      }
      break;
    }
    case Kind::kNello:
      fast = texas42::Contract::Nello(FastNelloDoubles(c.nello_doubles));
      break;
    case Kind::kSevens:
      if (c.sevens_to != 7) return std::nullopt;
      fast = texas42::Contract::Sevens(c.sevens_closest_lead);
      break;
    case Kind::kLowNo:
      return std::nullopt;
  }
  fast.first_lead_trump = c.first_lead_trump;
  fast.splash_marks = c.splash_marks;
  fast.plunge_marks = c.plunge_marks;
  fast.plunge_doubles = c.plunge_doubles;
  return fast;
}

bool FastEngine::Covers(const Position& position) {
  return position.rules().game().id == GameId::k42 &&
         FastContract(position.rules().contract()).has_value();
}

const texas42::Rules& FastEngine::RulesFor(const texas42::Contract& contract) {
  for (const auto& [c, rules] : rules_) {
    if (c == contract) return *rules;
  }
  if (rules_.size() == kRulesKept) rules_.pop_front();
  rules_.emplace_back(contract, std::make_unique<texas42::Rules>(contract));
  return *rules_.back().second;
}

absl::StatusOr<texas42::Position> FastEngine::Translate(const Position& position) {
  const std::optional<texas42::Contract> contract = FastContract(position.rules().contract());
  if (position.rules().game().id != GameId::k42 || !contract) {
    return absl::InvalidArgumentError("the fast search plays only Texas 42's own contracts");
  }
  texas42::Position::InProgress state;
  for (int s = 0; s < kSeatCount; ++s) {
    state.hands[s] = texas42::TileSet(static_cast<uint32_t>(position.hand(s).bits()));
  }
  state.leader = SeatAt(position.leader());
  state.trick = position.trick();
  state.tricks_played = position.rules().game().tricks() - position.tricks_left();
  const Seat declarer = SeatAt(position.declarer());
  state.taken[static_cast<int>(TeamOf(declarer))] = position.taken();
  state.taken[1 - static_cast<int>(TeamOf(declarer))] = position.taken_against();
  // Only nello reads the declarer's own tricks, and there his side is he alone.
  if (contract->kind == ContractKind::kNello) state.declarer_tricks = position.taken();
  return texas42::Position::Resume(RulesFor(*contract), declarer, state);
}

int FastEngine::Solve(const Position& position) {
  absl::StatusOr<texas42::Position> fast = Translate(position);
  assert(fast.ok());
  return solver_.Solve(*fast);
}

int FastEngine::SolveBetween(const Position& position, int lower, int upper) {
  absl::StatusOr<texas42::Position> fast = Translate(position);
  assert(fast.ok());
  const int v = solver_.SolveWindow(*fast, lower, upper);
  // Outside the window the fast search gives lower - 1 or upper + 1: the caller's bounds were
  // wrong, so answer exactly all the same.
  return v < lower || v > upper ? solver_.Solve(*fast) : v;
}

int FastEngine::SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess) {
  absl::StatusOr<texas42::Position> fast = Translate(position);
  assert(fast.ok());
  // The fast search's window lies within its contract's values.
  const int most = fast->rules().contract().max_value();
  if (lo > most) return lo - 1;
  return solver_.SolveWindow(*fast, lo, std::min(hi, most), guess);
}

bool FastEngine::Reaches(const Position& position, int target) {
  if (target <= position.taken()) return true;
  absl::StatusOr<texas42::Position> fast = Translate(position);
  assert(fast.ok());
  // Nello: the fast search asks whether the declarer holds himself to at most target tricks.
  if (position.minimizing()) return !solver_.Reaches(*fast, target - 1);
  return solver_.Reaches(*fast, target);
}

int FastEngine::Bound(const Position& position, int target) {
  assert(!position.minimizing());
  if (target <= position.taken()) return position.taken();
  absl::StatusOr<texas42::Position> fast = Translate(position);
  assert(fast.ok());
  return solver_.Bound(*fast, target);
}

std::vector<MoveValue> FastEngine::ValuePlays(const Position& position) {
  absl::StatusOr<texas42::Position> fast = Translate(position);
  assert(fast.ok());
  std::array<int, kTileCount> value{};
  for (const TileValue& tv : solver_.ValuePlays(*fast)) value[tv.tile.index()] = tv.value;
  std::vector<MoveValue> values;
  for (const Move& m : position.Legal()) values.push_back({m, value[m.tile.index()]});
  return values;
}

}  // namespace texas42::family
