#include "cli/play_family.h"

#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/family_contracts.h"
#include "cli/family_review_report.h"
#include "solver/analysis/family_record.h"
#include "solver/analysis/family_review.h"
#include "solver/family/deal.h"
#include "solver/play/family_playout.h"

namespace texas42 {
namespace {

absl::StatusOr<family::FamilyPlayer> PlayerOf(const std::string& name, const char* flag) {
  if (name == "table") return family::FamilyPlayer::kTable;
  if (name == "dd") return family::FamilyPlayer::kDoubleDummy;
  return absl::InvalidArgumentError(
      absl::StrCat(flag, ": '", name, "' is no player (expected table or dd)"));
}

// The value the declarer's side plays for: the bid of a normal contract (the game's lowest
// when none is given), every trick in sevens and the partner calls, none in nello and low-no.
absl::StatusOr<int> TargetOf(const family::Game& game, const family::Contract& c,
                             const std::string& bid) {
  if (c.kind != family::Kind::kNormal) {
    if (!bid.empty()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--bid goes with a trump contract; ", family::ContractName(game, c), " is its own bid"));
    }
    return family::ScoringOf(game, c) == family::Scoring::kNoTricks ? 0 : game.tricks();
  }
  if (bid.empty()) return game.lowest_bid;
  int value = 0;
  const int most = family::MaxValue(game, c);
  if (!absl::SimpleAtoi(bid, &value) || value < game.lowest_bid || value > most) {
    return absl::InvalidArgumentError(absl::StrCat("--bid: '", bid, "' is no bid of ", game.title,
                                                   " (", game.lowest_bid, "..", most,
                                                   game.counts ? " points)" : " tricks)"));
  }
  return value;
}

}  // namespace

int RunFamilyPlay(const FamilyPlayRequest& request, OutputFile& out) {
  const family::Game& game = *request.game;
  absl::StatusOr<family::Deal> deal = family::ParseDeal(game, request.deal);
  if (!deal.ok()) return Fail(absl::StrCat("--deal: ", deal.status().message()));
  absl::StatusOr<int> declarer = family::ParseSeat(game, request.declarer);
  if (!declarer.ok()) return Fail(absl::StrCat("--declarer: ", declarer.status().message()));
  absl::StatusOr<std::vector<family::Contract>> contracts = FamilyContracts(
      game, request.contract, FamilyVariantFlags{}, *declarer, deal->hands[*declarer]);
  if (!contracts.ok()) return Fail(contracts.status());
  if (contracts->size() != 1) {
    return Fail("play takes one contract: name one trump with --trump, or one --contract");
  }
  const family::Contract contract = contracts->front();
  absl::StatusOr<int> target = TargetOf(game, contract, request.bid);
  if (!target.ok()) return Fail(target.status());
  absl::StatusOr<family::FamilyPlayer> declarers = PlayerOf(request.declarers, "--declarers");
  if (!declarers.ok()) return Fail(declarers.status());
  absl::StatusOr<family::FamilyPlayer> defenders = PlayerOf(request.defenders, "--defenders");
  if (!defenders.ok()) return Fail(defenders.status());

  const family::Rules rules(game, contract);
  family::FamilyPlayout playout(family::FamilyTableOptions{request.worlds, request.seed});
  absl::StatusOr<family::FamilyPlayResult> played =
      playout.PlayDeal(rules, *deal, *declarer, *target, {*declarers, *defenders});
  if (!played.ok()) return Fail(played.status());

  FamilyRecord record;
  record.game = &game;
  record.deal = *deal;
  record.declarer = *declarer;
  record.contract = contract;
  if (!played->discard.empty()) record.discard = *played->discard.begin();
  record.played = played->moves;
  const FamilyHandReview review = ReviewFamilyHand(playout.solver(), record);
  if (!review.status.ok()) return Fail(review.status);  // the players play only legal tiles

  FamilyPlayers players{request.declarers, request.defenders, request.worlds, request.seed,
                        contract.kind == family::Kind::kNormal ? *target : 0,
                        !request.bid.empty()};
  const std::string text = request.json ? FamilyReviewJson(1, record, review, &players) + "\n"
                                        : FamilyReviewText(1, record, review, &players);
  if (absl::Status s = out.Write(text); !s.ok()) return Fail(s);
  if (absl::Status s = out.Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
