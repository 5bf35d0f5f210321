// The contracts `texas42 solve` and `play --game` value: the --contract and --trump flags read in
// the game's vocabulary (family/contract.h), with the variant options of docs/rules.md, "The rest
// of the family": nello's doubles, reversed doubles, the number sevens plays to, closest lead and a
// trump first lead.
//
// `normal` (the default) is every trump of --trump (all when not given); `all` is those trumps,
// then each special contract the game has: nello, low-no, sevens, and the partner calls
// (splash, plunge; dip, dive, plunge) under every trump — only those the declarer holds the
// doubles for.
// A variant option applies to the contracts it fits and is an error when none of them fits; a
// contract named explicitly that the game lacks, or that the declarer may not bid, is an error.
#ifndef TEXAS42_CLI_GAME_CONTRACTS_H_
#define TEXAS42_CLI_GAME_CONTRACTS_H_

#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "cli/contract_flags.h"
#include "solver/family/contract.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"

namespace texas42 {

// The variant options of solve beyond Texas 42's own flags.
struct VariantFlags {
  bool reversed_doubles = false;
  int sevens_to = -1;  // -1: not given (7)
};

// Adds --reversed-doubles and --sevens-to.
void AddVariantFlags(CLI::App& cmd, VariantFlags& flags);

// Returns the trumps a --trump list names in `game` (Contract::trump: a pip, kDoublesTrump or
// kFollowMe), every trump choice of the game when it is empty or "all"; errors name --trump.
absl::StatusOr<std::vector<int>> GameTrumps(const family::Game& game, const std::string& list);

// Returns the seats a --declarer list names in `game` ("N,E"), every seat for "all"; each seat
// once; errors name --declarer.
absl::StatusOr<std::vector<int>> GameSeats(const family::Game& game, const std::string& list);

// Returns the contracts to value for `declarer` (holding `hand`) in `game`, as above.
absl::StatusOr<std::vector<family::Contract>> GameContracts(const family::Game& game,
                                                            const ContractFlags& contract,
                                                            const VariantFlags& variants,
                                                            int declarer, family::TileSet hand);

}  // namespace texas42

#endif  // TEXAS42_CLI_GAME_CONTRACTS_H_
