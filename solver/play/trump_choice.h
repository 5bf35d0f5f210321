// The trump the declarer's partner names in a partner call of the 42 family (42's splash and
// plunge; Geezer's dip, dive and plunge), seeing only his own hand.
//
// At the table the partner knows his own tiles and what the bid proves: the declarer holds at
// least the doubles the call needs. He draws W worlds uniformly among the layouts that agree
// with his hand and with that (WorldSampler with an AtLeast; every world when there
// are at most W) and names the trump under which his side takes every trick
// double dummy in the most worlds (one target query a world and trump); ties go to the trump
// that takes all tricks but one in the most worlds (no exact trick count: a full solve of a
// nine-trick hand is too slow), then to the earlier trump in the order given. The worlds come
// from a stream seeded by (seed, the partner's view, the doubles needed): a function of what
// the partner knows and the seed, the same on any thread.
#ifndef TEXAS42_SOLVER_PLAY_TRUMP_CHOICE_H_
#define TEXAS42_SOLVER_PLAY_TRUMP_CHOICE_H_

#include <cstddef>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/family/tile.h"
#include "solver/play/table_player.h"

namespace texas42::family {

// Returns the index in `options` (one partner call, one Rules per trump he may name) of the
// trump the partner of `declarer` names holding `partner_hand`, knowing the declarer holds at
// least `doubles` doubles; an error when no layout agrees with that.
absl::StatusOr<size_t> ChoosePartnerTrump(Solver& solver, const std::vector<const Rules*>& options,
                                          TileSet partner_hand, int declarer, int doubles,
                                          const TableOptions& table);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_PLAY_TRUMP_CHOICE_H_
