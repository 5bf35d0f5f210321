// libFuzzer target: the --known constraints of `texas42 bid --game G`, for every game of the
// family. The first byte picks the game (byte / 4, Texas 42 for 0..3, as the corpus was written)
// and the declarer (byte modulo the game's seats); the next pick his hand and whether the run is
// --exact; the rest is one --known text per line, added in turn as the command does
// (AddKnown). Whatever is accepted is a valid query whose known tiles the dealer honours.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "cli/known_parser.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  FuzzBytes bytes(data, size);
  const uint8_t pick = bytes.Byte();
  const family::Game& game = *family::AllGames()[(pick / 4u) % family::AllGames().size()];
  const int declarer = pick % game.seats;
  BidQuery query;
  query.game = &game;
  query.hand = family::DealRandom(game, {}, bytes.Byte(), 0).hands[declarer];
  query.exact = (bytes.Byte() & 1) != 0;
  query.samples = 1;
  family::Contract sixes;
  sixes.trump = 6;
  query.contracts.push_back(sixes);
  for (absl::string_view known : absl::StrSplit(bytes.Rest(), '\n')) {
    const absl::Status status = AddKnown(game, known, declarer, query);
    if (!status.ok()) {
      FuzzCheckError(status, "AddKnown");
      return 0;
    }
    // The analysis seats the declarer N: his own seat's tiles stay in his hand.
    FuzzCheck(query.known[0].empty(), "a known tile was placed in the declarer's seat");
    family::TileSet seen = query.hand;
    for (int s = 0; s < family::kMaxSeats; ++s) {
      const family::TileSet known_tiles = query.known[s];
      FuzzCheck(s < game.seats || known_tiles.empty(), "a known tile was placed in no seat");
      FuzzCheck(known_tiles.size() <= game.hand_size, "a seat is known to hold more than a hand");
      FuzzCheck((known_tiles - game.tiles).empty(), "a known tile is not in the game's set");
      FuzzCheck((seen & known_tiles).empty(), "a known tile is placed twice");
      seen |= known_tiles;
    }
  }
  const absl::Status valid = ValidateBidQuery(query);
  if (!valid.ok()) {
    // Only an exact run over too many layouts may still be refused, as out of range.
    FuzzCheck(query.exact, "accepted --known constraints fail ValidateBidQuery");
    FuzzCheck(absl::IsOutOfRange(valid),
              "ValidateBidQuery failed with a code other than OutOfRange");
    FuzzCheck(!valid.message().empty(), "ValidateBidQuery failed with an empty message");
    return 0;
  }
  family::Hands fixed = query.known;
  fixed[0] = query.hand;
  const family::Deal deal = family::DealRandom(game, fixed, 7, 0);
  for (int s = 0; s < game.seats; ++s) {
    FuzzCheck((deal.hands[s] & fixed[s]) == fixed[s], "the dealer moved a known tile");
  }
  return 0;
}
