// TrumpChoice: the trump a partner names in splash or plunge, seeing only his own hand.
//
// In splash and plunge the declarer's partner names trump (and leads). At the table he knows
// his own seven tiles and what the bid proves: the declarer holds at least three doubles
// (splash) or four (plunge). He draws W worlds uniformly among the layouts that agree with that
// (WorldSampler with an AtLeast constraint) and names the trump under which his side takes all
// seven tricks double dummy in the most worlds (one target query a world and trump); ties go
// to the most tricks over the worlds, then to the earlier trump in the order given. Like
// TablePlayer it is a function of what the partner knows and the seed.
#ifndef TEXAS42_SOLVER_PLAY_TRUMP_CHOICE_H_
#define TEXAS42_SOLVER_PLAY_TRUMP_CHOICE_H_

#include <vector>

#include "absl/status/statusor.h"
#include "solver/deal.h"
#include "solver/play/table_player.h"
#include "solver/rules.h"
#include "solver/search.h"

namespace texas42 {

// Returns the index in `options` (splash or plunge contracts, one per trump, all of one kind)
// of the contract the declarer's partner names, knowing only his own hand in `deal`.
absl::StatusOr<size_t> ChoosePartnerTrump(Solver& solver, const std::vector<const Rules*>& options,
                                          const Deal& deal, Seat declarer,
                                          const TableOptions& table);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_TRUMP_CHOICE_H_
