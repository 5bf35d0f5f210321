#include "solver/analysis/deal_conditions.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace texas42 {
namespace {

using family::Game;
using family::Tile;
using family::TileSet;

absl::Status Bad(absl::string_view text, absl::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat("'", text, "': ", why));
}

// Parses SEATS: one seat, or seats joined by '+'.
absl::StatusOr<uint8_t> ParseSeats(const Game& game, absl::string_view word) {
  uint8_t seats = 0;
  for (absl::string_view part : absl::StrSplit(word, '+')) {
    absl::StatusOr<int> seat = family::ParseSeat(game, part);
    if (!seat.ok()) return seat.status();
    seats |= static_cast<uint8_t>(1u << *seat);
  }
  return seats;
}

int CountOf(TileSet tiles) {
  int count = 0;
  for (Tile t : tiles) count += t.count();
  return count;
}

// Parses WHAT (the words after the amount): sets `tiles` and `points`.
absl::Status ParseWhat(const Game& game, const std::vector<std::string>& words,
                       DealCondition& condition) {
  if (words.empty()) return absl::InvalidArgumentError("says what is held");
  const std::string what = absl::StrJoin(words, " ");
  for (int p = 0; p <= game.max_pip; ++p) {
    const std::string plural = family::TrumpName(p);
    const std::string singular =
        plural.substr(0, plural.size() - (absl::EndsWith(plural, "xes") ? 2 : 1));
    if (what == plural || what == singular || what == absl::StrCat(p, "s")) {
      for (Tile t : game.tiles) {
        if (t.Shows(p)) condition.tiles.Add(t);
      }
      return absl::OkStatus();
    }
  }
  TileSet counters;
  for (Tile t : game.tiles) {
    if (t.count() > 0) counters.Add(t);
  }
  const bool count_words = what == "count" || what == "counts" || what == "count tiles" ||
                           what == "counters" || what == "points" || what == "count points" ||
                           what == "points of count";
  if (count_words && !game.counts) {
    return absl::InvalidArgumentError(absl::StrCat(game.title, " has no count"));
  }
  if (what == "doubles" || what == "double") {
    for (Tile t : game.tiles) {
      if (t.high() == t.low()) condition.tiles.Add(t);
    }
  } else if (count_words) {
    condition.tiles = counters;
    condition.points = absl::StrContains(what, "points");
  } else if (what == "tiles" || what == "tile") {
    condition.tiles = game.tiles;
  } else {
    absl::StatusOr<std::vector<Tile>> tiles = family::ParseTiles(game, what);
    if (!tiles.ok() || tiles->empty()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "'", what, "' is not something held (expected blanks..", family::TrumpName(game.max_pip),
          ", doubles, count, points, tiles or tiles such as 6-6)"));
    }
    for (Tile t : *tiles) condition.tiles.Add(t);
  }
  return absl::OkStatus();
}

// The lowest and highest `condition` can measure in a deal giving `given`.
struct Range {
  int low = 0;
  int high = 0;
};

int Weight(const DealCondition& condition, Tile t) {
  if (!condition.tiles.Contains(t)) return 0;
  return condition.points ? t.count() : 1;
}

Range Possible(const Game& game, const DealCondition& condition, const family::Hands& given) {
  Range range;
  int slots = 0;
  TileSet placed;
  for (int s = 0; s < game.seats; ++s) {
    placed |= given[s];
    if (!(condition.seats >> s & 1)) continue;
    for (Tile t : given[s]) range.low += Weight(condition, t);
    slots += game.hand_size - given[s].size();
  }
  range.high = range.low;
  std::vector<int> free;
  for (Tile t : game.tiles - placed) free.push_back(Weight(condition, t));
  std::sort(free.begin(), free.end());
  for (int i = 0; i < slots; ++i) {
    range.low += free[i];
    range.high += free[free.size() - 1 - i];
  }
  return range;
}

std::string SeatsName(uint8_t seats) {
  std::string name;
  for (int s = 0; s < family::kMaxSeats; ++s) {
    if (seats >> s & 1) absl::StrAppend(&name, name.empty() ? "" : "+", family::SeatName(s));
  }
  return name;
}

absl::Status CheckPossible(const Game& game, const DealCondition& condition,
                           const family::Hands& given) {
  const Range range = Possible(game, condition, given);
  if (condition.at_least <= range.high && condition.at_most >= range.low &&
      condition.at_least <= condition.at_most) {
    return absl::OkStatus();
  }
  const bool one = !(condition.seats & (condition.seats - 1));
  return Bad(condition.text,
             absl::StrCat("impossible: with the given tiles ", SeatsName(condition.seats),
                          one ? " holds " : " hold ", range.low, " to ", range.high,
                          condition.points ? " points of count" : " of those tiles"));
}

// Checks the given tiles: each of the game's set, in one hand, no hand overfilled.
absl::Status CheckGiven(const Game& game, const family::Hands& given) {
  TileSet seen;
  for (int s = 0; s < game.seats; ++s) {
    if (given[s].size() > game.hand_size) {
      return absl::InvalidArgumentError(absl::StrCat(family::SeatName(s), " is given ",
                                                     given[s].size(), " tiles; a hand holds ",
                                                     game.hand_size));
    }
    if (const TileSet twice = seen & given[s]; !twice.empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat("tile ", FormatTile(*twice.begin()), " is placed in two hands"));
    }
    seen |= given[s];
  }
  if (const TileSet foreign = seen - game.tiles; !foreign.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat(FormatTile(*foreign.begin()), " is not in ", game.title, "'s set"));
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<DealCondition> ParseDealCondition(const Game& game, absl::string_view text) {
  DealCondition condition;
  condition.text = std::string(absl::StripAsciiWhitespace(text));
  std::vector<std::string> words =
      absl::StrSplit(absl::AsciiStrToLower(condition.text), ' ', absl::SkipEmpty());
  if (words.size() < 3) {
    return Bad(condition.text,
               "expected SEATS holds AMOUNT WHAT, as in 'N holds at least 4 sixes'");
  }
  absl::StatusOr<uint8_t> seats = ParseSeats(game, words[0]);
  if (!seats.ok()) return Bad(condition.text, seats.status().message());
  condition.seats = *seats;
  const std::string& verb = words[1];
  if (verb != "holds" && verb != "hold" && verb != "has" && verb != "have") {
    return Bad(condition.text, absl::StrCat("expected holds after the seats, not '", verb, "'"));
  }
  size_t next = 2;
  int amount = 0;
  enum class Bound { kAtLeast, kAtMost, kExactly, kAll } bound = Bound::kExactly;
  const auto number = [&](size_t i) -> absl::Status {
    if (i >= words.size() || !absl::SimpleAtoi(words[i], &amount) || amount < 0) {
      return Bad(condition.text, "expected a number of tiles or points");
    }
    return absl::OkStatus();
  };
  if (words[next] == "at" && next + 1 < words.size() &&
      (words[next + 1] == "least" || words[next + 1] == "most")) {
    bound = words[next + 1] == "least" ? Bound::kAtLeast : Bound::kAtMost;
    if (absl::Status s = number(next + 2); !s.ok()) return s;
    next += 3;
  } else if (words[next] == "exactly") {
    if (absl::Status s = number(next + 1); !s.ok()) return s;
    next += 2;
  } else if (words[next] == "no") {
    amount = 0;
    next += 1;
  } else if (words[next] == "the" || words[next] == "all") {
    bound = Bound::kAll;
    next += 1;
  } else if (absl::SimpleAtoi(words[next], &amount) && amount >= 0) {
    next += 1;
  } else {
    bound = Bound::kAll;  // "S holds 6-6": the tiles named
  }
  const std::vector<std::string> what(words.begin() + static_cast<long>(next), words.end());
  if (absl::Status s = ParseWhat(game, what, condition); !s.ok()) {
    return Bad(condition.text, s.message());
  }
  const int whole = condition.points ? CountOf(condition.tiles) : condition.tiles.size();
  switch (bound) {
    case Bound::kAtLeast:
      condition.at_least = amount;
      condition.at_most = whole;
      break;
    case Bound::kAtMost:
      condition.at_least = 0;
      condition.at_most = amount;
      break;
    case Bound::kExactly:
      condition.at_least = condition.at_most = amount;
      break;
    case Bound::kAll:
      condition.at_least = condition.at_most = whole;
      break;
  }
  if (condition.at_least > whole) {
    return Bad(condition.text, absl::StrCat("impossible: there are only ", whole,
                                            condition.points ? " points of count" : " such tiles"));
  }
  return condition;
}

int Measure(const DealCondition& condition, const family::Deal& deal) {
  TileSet held;
  for (int s = 0; s < family::kMaxSeats; ++s) {
    if (condition.seats >> s & 1) held |= deal.hands[s];
  }
  held &= condition.tiles;
  return condition.points ? CountOf(held) : held.size();
}

bool Meets(const DealCondition& condition, const family::Deal& deal) {
  const int m = Measure(condition, deal);
  return m >= condition.at_least && m <= condition.at_most;
}

absl::Status PrepareDealRequest(DealRequest& request) {
  const Game& game = *request.game;
  if (absl::Status s = CheckGiven(game, request.given); !s.ok()) return s;
  std::vector<DealCondition> kept;
  for (const DealCondition& c : request.conditions) {
    const bool one_seat = !(c.seats & (c.seats - 1));
    if (one_seat && !c.points && c.at_least == c.tiles.size() && c.tiles != game.tiles) {
      const int s = std::countr_zero(c.seats);
      TileSet elsewhere;
      for (int o = 0; o < game.seats; ++o) {
        if (o != s) elsewhere |= request.given[o] & c.tiles;
      }
      if (!elsewhere.empty()) {
        return Bad(c.text, absl::StrCat("impossible: ", FormatTile(*elsewhere.begin()),
                                        " is given to another seat"));
      }
      request.given[s] |= c.tiles;
      if (absl::Status v = CheckGiven(game, request.given); !v.ok())
        return Bad(c.text, v.message());
    } else {
      kept.push_back(c);
    }
  }
  request.conditions = std::move(kept);
  for (const DealCondition& c : request.conditions) {
    if (absl::Status s = CheckPossible(game, c, request.given); !s.ok()) return s;
  }
  // Two conditions on the same tiles and different seats: together, their seats hold at least
  // the sum of their lowest amounts.
  for (size_t i = 0; i < request.conditions.size(); ++i) {
    for (size_t j = i + 1; j < request.conditions.size(); ++j) {
      const DealCondition& a = request.conditions[i];
      const DealCondition& b = request.conditions[j];
      if ((a.seats & b.seats) != 0 || a.tiles != b.tiles || a.points != b.points) continue;
      DealCondition both = a;
      both.seats = a.seats | b.seats;
      both.at_least = a.at_least + b.at_least;
      both.at_most = a.at_most + b.at_most;
      if (!CheckPossible(game, both, request.given).ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("'", a.text, "' and '", b.text, "': impossible together"));
      }
    }
  }
  return absl::OkStatus();
}

uint64_t DealMeetingConditions(const DealRequest& request,
                               const std::function<bool(const family::Deal&, uint64_t)>& emit) {
  uint64_t tried = 0;
  uint64_t emitted = 0;
  while (emitted < request.count && (request.most_tries == 0 || tried < request.most_tries)) {
    const family::Deal deal = family::DealRandom(*request.game, request.given, request.seed, tried);
    ++tried;
    const bool meets = std::all_of(request.conditions.begin(), request.conditions.end(),
                                   [&deal](const DealCondition& c) { return Meets(c, deal); });
    if (!meets) continue;
    ++emitted;
    if (!emit(deal, tried - 1)) break;
  }
  return tried;
}

}  // namespace texas42
