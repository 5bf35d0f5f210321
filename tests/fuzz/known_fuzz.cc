// libFuzzer target: the --known constraints of `texas42 bid`. The bytes pick a declarer, his
// hand and whether the run is --exact; the rest is one --known text per line, added in turn as
// the command does. Whatever is accepted is a valid predeal that the dealer honours.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "cli/known_parser.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/dealer.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  FuzzBytes bytes(data, size);
  BidQuery query;
  query.declarer = bytes.AnySeat();
  query.hand = DealRandom(Predeal{}, bytes.Byte(), 0).hand(query.declarer);
  query.exact = (bytes.Byte() & 1) != 0;
  query.samples = 1;
  query.contracts.push_back(Contract::Normal(Trump::kSixes));
  for (absl::string_view known : absl::StrSplit(bytes.Rest(), '\n')) {
    const absl::Status status = AddKnown(known, query);
    if (!status.ok()) {
      FuzzCheckError(status, "AddKnown");
      return 0;
    }
    FuzzCheck(query.known[Index(query.declarer)].empty(),
              "a known tile was placed in the declarer's seat");
    TileSet seen = query.hand;
    for (TileSet known_tiles : query.known) {
      FuzzCheck(known_tiles.size() <= kTricksPerHand, "a seat is known to hold more than 7");
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
  const Predeal predeal = query.predeal();
  const Deal deal = DealRandom(predeal, 7, 0);
  for (int s = 0; s < kSeatCount; ++s) {
    FuzzCheck((deal.hands[s] & predeal.known[s]) == predeal.known[s],
              "the dealer moved a known tile");
  }
  return 0;
}
