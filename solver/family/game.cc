#include "solver/family/game.h"

#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "solver/contract.h"
#include "solver/types.h"

namespace texas42::family {
namespace {

constexpr TileSet Without(TileSet set, std::initializer_list<Tile> gone) {
  for (Tile t : gone) set.Remove(t);
  return set;
}

constexpr int CountIn(TileSet set) {
  int c = 0;
  for (Tile t : set) c += t.count();
  return c;
}

constexpr Tile T(int a, int b) { return Tile::FromPips(a, b); }

constexpr Game kTexas42{GameId::k42,
                        "42",
                        "Texas 42",
                        6,
                        FullSet(6),
                        4,
                        7,
                        0,
                        Exchange::kNone,
                        true,
                        42,
                        30,
                        false,
                        true,
                        true,
                        true,
                        {PartnerCall{"splash", 3, 2}, PartnerCall{"plunge", 4, 4}, PartnerCall{}}};
constexpr Game kThreeHand{GameId::kThreeHand,
                          "3-hand",
                          "3-handed 42",
                          6,
                          Without(FullSet(6), {T(1, 0)}),
                          3,
                          9,
                          0,
                          Exchange::kNone,
                          true,
                          44,
                          30,
                          false,
                          true,
                          false,
                          true,
                          {}};
constexpr Game kMoon{GameId::kMoon,
                     "moon",
                     "Shoot the Moon",
                     6,
                     Without(FullSet(6), {T(0, 0), T(2, 0), T(3, 0), T(4, 0), T(5, 0), T(6, 0)}),
                     3,
                     7,
                     1,
                     Exchange::kAny,
                     false,
                     7,
                     4,
                     false,
                     true,
                     false,
                     false,
                     {}};
// Returns `game` under another name with another tile set.
constexpr Game WithTiles(Game game, absl::string_view name, absl::string_view title,
                         TileSet tiles) {
  game.name = name;
  game.title = title;
  game.tiles = tiles;
  return game;
}

// Moon as the published rules (pagat.com's, Kelley's book) deal it: the double-blank kept and
// the 1-0 removed, where kMoon keeps the 1-0 as the rule text this project follows does.
constexpr Game kMoonDoubleBlank =
    WithTiles(kMoon, "moon-00", "Shoot the Moon (with the 0-0)",
              Without(FullSet(6), {T(1, 0), T(2, 0), T(3, 0), T(4, 0), T(5, 0), T(6, 0)}));
constexpr Game kGeezer{
    GameId::kGeezer,
    "geezer",
    "Geezer",
    7,
    FullSet(7),
    4,
    9,
    0,
    Exchange::kNone,
    true,
    54,
    39,
    false,
    true,
    false,
    false,
    {PartnerCall{"dip", 3, 2}, PartnerCall{"dive", 4, 3}, PartnerCall{"plunge", 5, 4}}};
constexpr Game kBigGame{GameId::kBigGame,
                        "big-game",
                        "The Big Game",
                        8,
                        FullSet(8),
                        4,
                        11,
                        1,
                        Exchange::kNonCounter,
                        true,
                        66,
                        42,
                        true,
                        false,
                        false,
                        false,
                        {}};

constexpr bool ShapeHolds(const Game& g) {
  return g.tiles.size() == g.seats * g.hand_size + g.left_over &&
         g.total == (g.counts ? CountIn(g.tiles) : 0) + g.hand_size;
}
static_assert(ShapeHolds(kTexas42) && ShapeHolds(kThreeHand) && ShapeHolds(kMoon) &&
              ShapeHolds(kMoonDoubleBlank) && ShapeHolds(kGeezer) && ShapeHolds(kBigGame));

// Texas 42's fast path (solver/types.h, solver/contract.h) states the same shape for its own
// unrolled code; the two statements must agree.
static_assert(kTexas42.tiles.size() == texas42::kTileCount &&
              kTexas42.seats == texas42::kSeatCount &&
              kTexas42.hand_size == texas42::kTricksPerHand &&
              kTexas42.max_pip + 1 == texas42::kPipCount &&
              kTexas42.total == texas42::kTotalPoints &&
              kTexas42.lowest_bid == texas42::kLowestBid &&
              kTexas42.trump_choices() == texas42::kTrumpCount);

constexpr std::array<const Game*, 5> kAll = {&kTexas42, &kThreeHand, &kMoon, &kGeezer, &kBigGame};

}  // namespace

const std::array<const Game*, 5>& AllGames() { return kAll; }

const Game& GameOf(GameId id) { return *kAll[static_cast<int>(id)]; }

const Game& MoonWithDoubleBlank() { return kMoonDoubleBlank; }

absl::StatusOr<const Game*> ParseGame(absl::string_view text) {
  const std::string name = absl::AsciiStrToLower(text);
  for (const Game* g : kAll) {
    if (name == g->name) return g;
  }
  if (name == kMoonDoubleBlank.name || name == "moon00") return &kMoonDoubleBlank;
  if (name == "texas42" || name == "texas-42") return &kTexas42;
  if (name == "3hand" || name == "three-hand" || name == "3-handed") return &kThreeHand;
  if (name == "shoot-the-moon") return &kMoon;
  if (name == "biggame" || name == "big") return &kBigGame;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown game '", text, "' (expected 42, 3-hand, moon, moon-00, geezer or big-game)"));
}

}  // namespace texas42::family
