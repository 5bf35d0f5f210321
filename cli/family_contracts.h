// The contracts `texas42 solve --game G` values: the --contract and --trump flags read in G's
// vocabulary (family/contract.h), with the variant options of docs/rules.md, "The rest of the
// family": nello's doubles, reversed doubles, the number sevens plays to, closest lead and a
// trump first lead.
//
// With neither --contract nor --trump the list is every trump choice of the game, then each
// special contract it has: nello, low-no, sevens, and the partner calls (splash, plunge; dip,
// dive, plunge) under every trump — partner calls only when the declarer holds their doubles.
// A variant option applies to the contracts it fits and is an error when none of them fits; a
// contract named explicitly that the game lacks, or that the declarer may not bid, is an error.
#ifndef TEXAS42_CLI_FAMILY_CONTRACTS_H_
#define TEXAS42_CLI_FAMILY_CONTRACTS_H_

#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "cli/contract_flags.h"
#include "solver/family/contract.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"

namespace texas42 {

// The variant options only the family path plays.
struct FamilyVariantFlags {
  bool reversed_doubles = false;
  int sevens_to = -1;  // -1: not given (7)
};

// Adds --reversed-doubles and --sevens-to.
void AddFamilyVariantFlags(CLI::App& cmd, FamilyVariantFlags& flags);

// Returns true when Texas 42 flags ask for what only the family path plays: low-no, reversed
// doubles, sevens to a number other than 7 (or --sevens-to without sevens, to be refused there);
// with `--game 42` given (`named_game`), also contract names the fast path does not know (a
// trump such as `sixes`, a comma list), which are the family's vocabulary.
bool NeedsFamilyPath(const ContractFlags& contract, const FamilyVariantFlags& variants,
                     bool named_game);

// Returns the contracts to value for `declarer` (holding `hand`) in `game`, as above.
absl::StatusOr<std::vector<family::Contract>> FamilyContracts(const family::Game& game,
                                                              const ContractFlags& contract,
                                                              const FamilyVariantFlags& variants,
                                                              int declarer, family::TileSet hand);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_CONTRACTS_H_
