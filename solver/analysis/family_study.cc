#include "solver/analysis/family_study.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "solver/analysis/parallel.h"
#include "solver/family/deal_value.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42 {

using family::Contract;
using family::Game;
using family::Kind;
using family::Tile;
using family::TileSet;

std::vector<Contract> FamilyStudyTrumps(const Game& game) {
  std::vector<Contract> out;
  for (int t = 0; t <= game.max_pip; ++t) out.push_back(Contract{.trump = t});
  out.push_back(Contract{.trump = family::kDoublesTrump});
  out.push_back(Contract{.trump = family::kFollowMe});
  return out;
}

absl::Status CheckFamilyStudy(const FamilyStudyParams& params) {
  if (params.game == nullptr || params.game->id == family::GameId::k42) {
    return absl::InvalidArgumentError("a family study needs a game other than 42");
  }
  const Game& game = *params.game;
  if (params.deals == 0) return absl::InvalidArgumentError("--deals must be 1 or more");
  if (params.declarers.empty()) return absl::InvalidArgumentError("no declarer named");
  for (int seat : params.declarers) {
    if (seat < 0 || seat >= game.seats) {
      return absl::InvalidArgumentError(
          absl::StrCat(game.title, " has no seat ", std::string(1, family::SeatLetter(seat))));
    }
  }
  if (params.contracts.empty()) return absl::InvalidArgumentError("no contract named");
  for (const Contract& c : params.contracts) {
    if (absl::Status s = family::CheckContract(game, c); !s.ok()) return s;
    if (c.kind == Kind::kPartnerCall) {
      return absl::InvalidArgumentError(
          absl::StrCat("study does not take partner calls (", family::ContractName(game, c),
                       "): a random hand seldom holds their doubles; use bid --game ", game.name));
    }
  }
  return absl::OkStatus();
}

FamilyFeatures FamilyFeaturesOf(const Game& game, TileSet hand, const Contract& contract) {
  FamilyFeatures f;
  TileSet doubles;
  for (int p = 0; p <= game.max_pip; ++p) doubles.Add(Tile::FromPips(p, p));
  doubles &= game.tiles;
  f.doubles = (hand & doubles).size();
  if (game.counts) {
    for (Tile t : hand) f.count += t.count();
  }
  if (contract.kind != Kind::kNormal || contract.trump == family::kFollowMe) return f;
  TileSet trumps;
  Tile top;
  if (contract.trump == family::kDoublesTrump) {
    trumps = doubles;
    top = Tile::FromPips(game.max_pip, game.max_pip);
  } else {
    for (Tile t : game.tiles) {
      if (t.Shows(contract.trump)) trumps.Add(t);
    }
    top = Tile::FromPips(contract.trump, contract.trump);
  }
  f.trumps = (hand & trumps).size();
  f.trump_double = hand.Contains(top) && game.tiles.Contains(top);
  return f;
}

std::vector<FamilyStudyRecord> UnsolvedFamilyRecords(const FamilyStudyParams& params,
                                                     uint64_t index) {
  const Game& game = *params.game;
  const family::Deal deal = family::DealRandom(game, family::Hands{}, params.seed, index);
  std::vector<FamilyStudyRecord> records;
  records.reserve(params.records_per_deal());
  for (int declarer : params.declarers) {
    for (const Contract& c : params.contracts) {
      FamilyStudyRecord r;
      r.index = index;
      r.deal = deal;
      r.declarer = declarer;
      r.contract = c;
      r.features = FamilyFeaturesOf(game, deal.hands[declarer], c);
      records.push_back(r);
    }
  }
  return records;
}

std::vector<FamilyStudyRecord> SolveFamilyStudyRange(const FamilyStudyParams& params,
                                                     uint64_t begin, uint64_t end, int threads) {
  std::vector<FamilyStudyRecord> records;
  for (uint64_t i = begin; i < end; ++i) {
    for (FamilyStudyRecord& r : UnsolvedFamilyRecords(params, i)) records.push_back(std::move(r));
  }
  // One Rules per contract, built before the threads start and shared read-only.
  std::vector<std::unique_ptr<family::Rules>> rules;
  for (const Contract& c : params.contracts) {
    rules.push_back(std::make_unique<family::Rules>(*params.game, c));
  }
  const size_t per_declarer = params.contracts.size();
  PerWorker<family::Solver> solvers([] { return family::Solver(); });
  ParallelFor(threads, records.size(), [&](size_t i) {
    FamilyStudyRecord& r = records[i];
    r.value =
        family::SolveDeal(solvers.local(), *rules[i % per_declarer], r.deal, r.declarer).value;
  });
  return records;
}

}  // namespace texas42
