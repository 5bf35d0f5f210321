// libFuzzer target: the --played sequence. The bytes pick a contract, a declarer and a deal;
// the rest is the --played text, read by ParseTiles and replayed by PlaySequence. Whether the
// replay succeeds or stops at a bad tile, the position stays whole: every tile is in a hand or
// played, each finished trick has one winner who leads next, and the scores add up.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "absl/strings/string_view.h"
#include "cli/input.h"
#include "solver/analysis/dealer.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/state.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"

namespace texas42 {
namespace {

// Checks the invariants of `position` after `played` tiles were accepted.
void CheckPosition(const Position& position, int played) {
  const Rules& rules = position.rules();
  // In nello the partner's tiles are out of play: never in his hand, never played.
  TileSet all;
  if (const std::optional<Seat> out = position.sitting_out()) {
    FuzzCheck(position.hand(*out).empty(), "the nello partner holds tiles in play");
    all = position.deal().hand(*out);
  }
  for (TileSet hand : position.hands()) {
    FuzzCheck((all & hand).empty(), "two hands share a tile");
    all |= hand;
  }
  int tiles_played = 0;
  int value[2] = {0, 0};
  Seat leader = position.rules().contract().partner_leads() ? PartnerOf(position.declarer())
                                                            : position.declarer();
  for (const PlayedTrick& trick : position.tricks()) {
    FuzzCheck(trick.leader == leader, "a trick was not led by the last trick's winner");
    FuzzCheck(static_cast<int>(trick.tiles.size()) == rules.trick_size(),
              "a finished trick has the wrong number of tiles");
    for (Tile t : trick.tiles) {
      FuzzCheck(!all.Contains(t), "a played tile is still in a hand or played twice");
      all.Add(t);
    }
    tiles_played += static_cast<int>(trick.tiles.size());
    value[static_cast<int>(TeamOf(trick.winner))] += trick.value;
    leader = trick.winner;
  }
  for (Tile t : position.trick()) {
    FuzzCheck(!all.Contains(t), "a tile of the current trick is also elsewhere");
    all.Add(t);
  }
  tiles_played += static_cast<int>(position.trick().size());
  FuzzCheck(all.size() == kTileCount, "tiles went missing");
  FuzzCheck(tiles_played == played, "the position did not play the accepted tiles");
  FuzzCheck(position.leader() == leader, "the winner of the last trick does not lead");
  FuzzCheck(
      position.taken(Team::kNorthSouth) == value[0] && position.taken(Team::kEastWest) == value[1],
      "the scores are not the sum of the tricks won");
}

}  // namespace
}  // namespace texas42

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  FuzzBytes bytes(data, size);
  const Rules rules(bytes.AnyContract());
  const Seat declarer = bytes.AnySeat();
  const uint8_t deal_choice = bytes.Byte();
  const Deal deal =
      deal_choice == 0 ? *ParseDeal(kExampleDeal) : DealRandom(Predeal{}, deal_choice, 0);
  const absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(bytes.Rest());
  if (!tiles.ok()) {
    FuzzCheckError(tiles.status(), "ParseTiles");
    return 0;
  }
  Position position(rules, deal, declarer);
  const absl::Status status = PlaySequence(position, *tiles);
  int played = 0;
  for (const PlayedTrick& trick : position.tricks()) played += static_cast<int>(trick.tiles.size());
  played += static_cast<int>(position.trick().size());
  if (status.ok()) {
    FuzzCheck(played == static_cast<int>(tiles->size()), "PlaySequence skipped a tile");
  } else {
    FuzzCheckError(status, "PlaySequence");
    FuzzCheck(played < static_cast<int>(tiles->size()), "PlaySequence refused a full sequence");
    // The refused tile is the first one not played: it was not legal for the player to move.
    const Tile refused = (*tiles)[played];
    FuzzCheck(position.finished() || !position.Legal().Contains(refused),
              "PlaySequence refused a legal tile");
  }
  CheckPosition(position, played);
  return 0;
}
