#include "solver/family/deal.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "solver/rng.h"

namespace texas42::family {
absl::StatusOr<Tile> ParseTile(const Game& game, absl::string_view text) {
  absl::StatusOr<Tile> t = texas42::ParseTile(text, game.max_pip);
  if (!t.ok()) return t.status();
  if (!game.tiles.Contains(*t)) {
    return absl::InvalidArgumentError(absl::StrCat("tile '", absl::StripAsciiWhitespace(text),
                                                   "': ", game.title, " has no ", FormatTile(*t)));
  }
  return t;
}

absl::StatusOr<std::vector<Tile>> ParseTiles(const Game& game, absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = texas42::ParseTiles(text, game.max_pip);
  if (!tiles.ok()) return tiles.status();
  for (Tile t : *tiles) {
    if (!game.tiles.Contains(t)) {
      return absl::InvalidArgumentError(absl::StrCat(game.title, " has no ", FormatTile(t)));
    }
  }
  return tiles;
}

absl::StatusOr<TileSet> ParseHand(const Game& game, absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(game, text);
  if (!tiles.ok()) return tiles.status();
  if (static_cast<int>(tiles->size()) != game.hand_size) {
    return absl::InvalidArgumentError(absl::StrCat("a hand of ", game.title, " has ",
                                                   game.hand_size, " tiles, not ", tiles->size()));
  }
  TileSet hand;
  for (Tile t : *tiles) hand.Add(t);
  return hand;
}

absl::StatusOr<Deal> ParseDeal(const Game& game, absl::string_view text) {
  std::vector<absl::string_view> groups = absl::StrSplit(text, '/');
  const int want = game.seats + game.left_over;
  const std::string shape =
      game.left_over > 0
          ? absl::StrCat(game.seats, " hands of ", game.hand_size,
                         " tiles and the tile left over, separated by '/'")
          : absl::StrCat(game.seats, " hands of ", game.hand_size, " tiles separated by '/'");
  if (static_cast<int>(groups.size()) != want) {
    return absl::InvalidArgumentError(absl::StrCat("a deal of ", game.title, " is ", shape,
                                                   "; got ", groups.size(),
                                                   groups.size() == 1 ? " group" : " groups"));
  }
  Deal deal;
  TileSet seen;
  for (int g = 0; g < want; ++g) {
    absl::string_view group = absl::StripAsciiWhitespace(groups[g]);
    const bool left_over = g == game.seats;
    if (!left_over && group.size() > 2 && group[1] == ':') {
      const char letter = absl::ascii_toupper(static_cast<unsigned char>(group[0]));
      if (letter != SeatLetter(g)) {
        return absl::InvalidArgumentError(absl::StrCat("hand ", g + 1, " is labelled ",
                                                       std::string(1, letter),
                                                       ": but the hands "
                                                       "go in seat order from ",
                                                       std::string(1, SeatLetter(0))));
      }
      group.remove_prefix(2);
    }
    absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(game, group);
    const std::string where =
        left_over ? "the tile left over" : absl::StrCat(SeatName(g), "'s hand");
    if (!tiles.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(where, ": ", tiles.status().message()));
    }
    const int size = left_over ? game.left_over : game.hand_size;
    if (static_cast<int>(tiles->size()) != size) {
      return absl::InvalidArgumentError(absl::StrCat(
          where, " has ", tiles->size(), " tiles; a deal of ", game.title, " is ", shape));
    }
    for (Tile t : *tiles) {
      if (seen.Contains(t)) {
        return absl::InvalidArgumentError(
            absl::StrCat(where, ": tile ", FormatTile(t), " is dealt twice"));
      }
      seen.Add(t);
      if (left_over) {
        deal.left_over.Add(t);
      } else {
        deal.hands[g].Add(t);
      }
    }
  }
  return deal;
}

std::string FormatDeal(const Game& game, const Deal& deal) {
  std::vector<std::string> groups;
  for (int s = 0; s < game.seats; ++s) {
    std::vector<std::string> words;
    for (Tile t : deal.hands[s]) words.push_back(absl::StrCat(t.high(), t.low()));
    std::reverse(words.begin(), words.end());
    groups.push_back(absl::StrJoin(words, " "));
  }
  if (game.left_over > 0) {
    for (Tile t : deal.left_over) groups.push_back(absl::StrCat(t.high(), t.low()));
  }
  return absl::StrJoin(groups, "/");
}

char SeatLetter(int seat) { return "NESW"[seat & 3]; }

std::string SeatName(int seat) {
  static constexpr const char* kNames[] = {"North", "East", "South", "West"};
  return kNames[seat & 3];
}

absl::StatusOr<int> ParseSeat(const Game& game, absl::string_view text) {
  const std::string name = absl::AsciiStrToLower(text);
  static constexpr absl::string_view kNames[] = {"north", "east", "south", "west"};
  for (int s = 0; s < game.seats; ++s) {
    if (name.size() == 1 ? name[0] == absl::ascii_tolower(SeatLetter(s)) : name == kNames[s]) {
      return s;
    }
  }
  return absl::InvalidArgumentError(
      absl::StrCat("unknown seat '", text, "' in ", game.title, " (expected ",
                   game.seats == 3 ? "N, E or S" : "N, E, S or W", ")"));
}

Deal DealRandom(const Game& game, const Hands& fixed, uint64_t seed, uint64_t index) {
  TileSet placed;
  for (int s = 0; s < game.seats; ++s) placed |= fixed[s];
  std::vector<Tile> rest;
  for (Tile t : game.tiles - placed) rest.push_back(t);
  // Texas 42's deals are its own dealer's (analysis/dealer.h: the stream (seed, index), the
  // same tiles in the same order): a seed gives Texas 42 the same layouts in either model.
  Rng rng(seed, game.id == GameId::k42 ? index : MixHash(0x42FA11, index));
  for (size_t i = rest.size(); i > 1; --i) {
    std::swap(rest[i - 1], rest[rng.Below(static_cast<uint32_t>(i))]);
  }
  Deal deal;
  size_t next = 0;
  for (int s = 0; s < game.seats; ++s) {
    deal.hands[s] = fixed[s];
    for (int k = fixed[s].size(); k < game.hand_size; ++k) deal.hands[s].Add(rest[next++]);
  }
  while (next < rest.size()) deal.left_over.Add(rest[next++]);
  return deal;
}

std::vector<TileSet> ExchangeChoices(const Game& game, const Deal& deal, int declarer) {
  const TileSet hand = deal.hands[declarer];
  if (game.exchange == Exchange::kNone || deal.left_over.empty()) return {hand};
  const TileSet twelve = hand | deal.left_over;
  std::vector<TileSet> choices;
  for (Tile t : twelve) {
    if (game.exchange == Exchange::kNonCounter && t.count() > 0) continue;
    choices.push_back(twelve - TileSet(t));
  }
  return choices;
}

}  // namespace texas42::family
