#include "solver/family/rules.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <mutex>

namespace texas42::family {
namespace {

// Powers: a pip suit's tiles rank 1..max_pip+3, the trump suit's (or doubles suit's) above
// kSpecialBase, so any trump beats any tile of a pip suit.
constexpr int kSpecialBase = 50;

TileSet Showing(TileSet set, int pip) {
  TileSet s;
  for (Tile t : set) {
    if (t.Shows(pip)) s.Add(t);
  }
  return s;
}

TileSet DoublesOf(TileSet set) {
  TileSet s;
  for (Tile t : set) {
    if (t.is_double()) s.Add(t);
  }
  return s;
}

}  // namespace

Rules::Rules(const Game& game, const Contract& contract)
    : game_(&game), contract_(contract), scoring_(ScoringOf(game, contract)) {
  const int top = game.max_pip;
  const TileSet set = game.tiles;
  led_suit_.fill(kNoSuit);
  alt_led_suit_.fill(kNoSuit);
  if (scoring_ == Scoring::kPoints) {
    for (Tile t : set) {
      if (t.count() == 10) tens_.Add(t);
      if (t.count() == 5) fives_.Add(t);
    }
  }

  if (contract.kind == Kind::kSevens) {
    for (Tile t : set) {
      const int d = std::abs(t.pip_total() - contract.sevens_to);
      sevens_tier_[d].Add(t);
      led_suit_[t.index()] = 0;
      power_[0][t.index()] = static_cast<uint8_t>(2 * kMaxPip + 2 - d);
    }
    follow_[0] = set;
    BuildTwins();
    BuildHighFirst();
    return;
  }

  if (contract.has_trump() && contract.trump >= 0) trumps_ = Showing(set, contract.trump);
  if (contract.has_trump() && contract.trump == kDoublesTrump) trumps_ = DoublesOf(set);
  const TileSet special = contract.doubles_suit() ? DoublesOf(set) : trumps_;
  const bool doubles_special = contract.doubles_suit();
  follow_[kTrumpSuit] = special;
  for (Tile t : special) {
    int rank;
    if (doubles_special) {
      rank = (contract.reversed_doubles ? top - t.high() : t.high()) + 2;
    } else {
      const int other = t.high() == contract.trump ? t.low() : t.high();
      rank = t.is_double() ? top + 3 : other + 2;
    }
    const auto power = static_cast<uint8_t>(kSpecialBase + rank);
    power_[kTrumpSuit][t.index()] = power;
    if (trumps_.Contains(t)) {
      for (int s = 0; s <= top; ++s) power_[s][t.index()] = power;
    }
  }

  const bool doubles_low = (contract.kind == Kind::kNello || contract.kind == Kind::kLowNo) &&
                           contract.nello_doubles == NelloDoubles::kLow;
  for (int s = 0; s <= top; ++s) {
    follow_[s] = Showing(set, s) - special;
    for (Tile t : follow_[s]) {
      const int rank = t.is_double() ? (doubles_low ? 1 : top + 3) : t.OtherEnd(s) + 2;
      power_[s][t.index()] = static_cast<uint8_t>(rank);
    }
  }

  for (Tile t : set) {
    if (special.Contains(t)) {
      led_suit_[t.index()] = kTrumpSuit;
      continue;
    }
    led_suit_[t.index()] = static_cast<int8_t>(t.high());
    const bool split = game.split_leads && t.pip_total() == 10 && t.high() >= 7;  // 7-3, 8-2
    if (split) alt_led_suit_[t.index()] = static_cast<int8_t>(t.low());
  }
  BuildTwins();
  BuildHighFirst();
}

TileSet Rules::Leads(TileSet hand, bool opening) const {
  if (opening && contract_.first_lead_trump && !(hand & trumps_).empty()) return hand & trumps_;
  if (contract_.kind == Kind::kSevens && contract_.sevens_closest_lead) return Follows(hand, 0);
  return hand;
}

TileSet Rules::Follows(TileSet hand, int suit) const {
  if (contract_.kind == Kind::kSevens) {
    for (TileSet tier : sevens_tier_) {
      if (!(hand & tier).empty()) return hand & tier;
    }
    return hand;
  }
  const TileSet f = hand & follow_[suit];
  return f.empty() ? hand : f;
}

int Rules::TrickValue(TileSet tiles) const {
  return scoring_ == Scoring::kPoints ? 1 + CountOf(tiles) : 1;
}

void Rules::BuildHighFirst() {
  for (int s = 0; s < kSuitCount; ++s) {
    std::vector<Tile>& order = high_first_[s];
    for (Tile t : follow_[s]) order.push_back(t);
    std::sort(order.begin(), order.end(),
              [&](Tile a, Tile b) { return Power(s, a) > Power(s, b); });
  }
}

void Rules::BuildTwins() {
  const TileSet set = game_->tiles;
  for (Tile t : set) {
    for (int s = 0; s < kSuitCount; ++s) {
      if (LedSuit(t) == s || AltLedSuit(t) == s) callers_[s].Add(t);
      for (int p = 0; p < 64; ++p) {
        if (power_[s][t.index()] > p) above_[s][p].Add(t);
      }
    }
  }
  for (Tile x : set) {
    for (Tile y : set) {
      if (x == y) continue;
      Twin& e = twin_[x.index()][y.index()];
      e.same_calls =
          x.count() == y.count() && LedSuit(x) == LedSuit(y) && AltLedSuit(x) == AltLedSuit(y);
      e.allowed = e.same_calls;
      if (e.same_calls && y.index() < x.index()) same_calls_below_[x.index()].Add(y);
      if (e.same_calls && y.index() > x.index()) same_calls_above_[x.index()].Add(y);
      for (int s = 0; s < kSuitCount; ++s) {
        const int px = power_[s][x.index()], py = power_[s][y.index()];
        if (follow_[s].Contains(x) != follow_[s].Contains(y) || (px > 0) != (py > 0)) {
          e.allowed = false;
          e.differ |= static_cast<uint16_t>(1u << s);
        }
        // In sevens equally close tiles tie (the first played wins); others never swap.
        if (contract_.kind == Kind::kSevens && px != py) {
          e.allowed = false;
          e.differ |= static_cast<uint16_t>(1u << s);
        }
        if (!e.allowed) continue;
        const int lo = std::min(px, py), hi = std::max(px, py);
        for (Tile z : set) {
          const int pz = power_[s][z.index()];
          if (lo > 0 && pz > lo && pz < hi) e.between.Add(z);
        }
      }
    }
  }
}

std::tuple<int, int, int, int> NaturalKey(const Rules& rules, Tile t) {
  const int trump_rank = rules.trumps().Contains(t) ? rules.Power(kTrumpSuit, t) : -1;
  return {trump_rank, t.count(), t.high(), t.low()};
}

const Rules& SharedRules(const Game& game, const Contract& contract) {
  static std::mutex mutex;
  static std::deque<Rules> kept;  // a deque: a reference stays valid as it grows
  std::lock_guard<std::mutex> lock(mutex);
  for (const Rules& r : kept) {
    if (&r.game() == &game && r.contract() == contract) return r;
  }
  return kept.emplace_back(game, contract);
}

}  // namespace texas42::family
