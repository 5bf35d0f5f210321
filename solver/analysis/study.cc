#include "solver/analysis/study.h"

#include <memory>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "solver/analysis/parallel.h"
#include "solver/family/deal_value.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/play/playout.h"

namespace texas42 {

using family::Game;
using family::Kind;

std::vector<family::Contract> StudyTrumps(const Game& game) {
  std::vector<family::Contract> out;
  for (int t = 0; t <= game.max_pip; ++t) out.push_back(family::Contract{.trump = t});
  out.push_back(family::Contract{.trump = family::kDoublesTrump});
  out.push_back(family::Contract{.trump = family::kFollowMe});
  return out;
}

std::vector<int> StudyBids(const Game& game) {
  std::vector<int> bids;
  const int top = game.counts ? game.total : game.tricks();
  for (int b = game.lowest_bid; b <= top; ++b) bids.push_back(b);
  return bids;
}

bool RecordMakes(const Game& game, const StudyRecord& record, int bid) {
  if (record.table_makes) {
    const int at = bid - game.lowest_bid;
    return at >= 0 && at < static_cast<int>(record.table_makes->size()) &&
           (*record.table_makes)[at];
  }
  return family::Makes(game, record.contract, record.value, bid);
}

std::string DescribeStudyPlay(const std::optional<StudyPlay>& play) {
  if (!play) return "double dummy";
  return absl::StrCat("table play by ", PlayerKindName(play->seating.declarers),
                      " declarers against ", PlayerKindName(play->seating.defenders),
                      " defenders, ", play->worlds, " worlds a decision");
}

absl::Status CheckStudy(const StudyParams& params) {
  if (params.game == nullptr) return absl::InvalidArgumentError("a study needs a game");
  const Game& game = *params.game;
  if (params.deals == 0) return absl::InvalidArgumentError("a study holds 1 deal or more");
  if (params.declarers.empty()) return absl::InvalidArgumentError("no declarer named");
  for (size_t i = 0; i < params.declarers.size(); ++i) {
    const int seat = params.declarers[i];
    if (seat < 0 || seat >= game.seats) {
      return absl::InvalidArgumentError(
          absl::StrCat(game.title, " has no seat ", std::string(1, family::SeatLetter(seat))));
    }
    for (size_t j = 0; j < i; ++j) {
      if (params.declarers[j] == seat) {
        return absl::InvalidArgumentError(
            absl::StrCat("declarer ", std::string(1, family::SeatLetter(seat)), " is named twice"));
      }
    }
  }
  if (params.contracts.empty()) return absl::InvalidArgumentError("no contract named");
  for (size_t i = 0; i < params.contracts.size(); ++i) {
    const family::Contract& c = params.contracts[i];
    if (absl::Status s = family::CheckContract(game, c); !s.ok()) return s;
    for (size_t j = 0; j < i; ++j) {
      if (params.contracts[j] == c) {
        return absl::InvalidArgumentError(
            absl::StrCat("contract ", family::ContractName(game, c), " is named twice"));
      }
    }
    if (c.kind == Kind::kPartnerCall) {
      return absl::InvalidArgumentError(absl::StrCat(
          "study does not take partner calls (", family::ContractName(game, c),
          "): a random hand seldom holds their doubles (a bid analysis of one hand values them)"));
    }
    if (params.play && c.kind != Kind::kNormal) {
      return absl::InvalidArgumentError(
          absl::StrCat("a table-play study plays trump contracts, not ",
                       family::ContractName(game, c), " (drop it from the study's contracts)"));
    }
  }
  if (params.play && (params.play->worlds < 1 || params.play->worlds > kMostWorlds)) {
    return absl::InvalidArgumentError(
        absl::StrCat("a table-play study draws 1 to ", kMostWorlds, " worlds a decision"));
  }
  if (params.play && params.play->seating.declarers == PlayerKind::kDoubleDummy &&
      params.play->seating.defenders == PlayerKind::kDoubleDummy) {
    return absl::InvalidArgumentError(
        "table play with dd players on both sides is the double-dummy value: name no play");
  }
  return absl::OkStatus();
}

HandFeatures FeaturesOf(const Game& game, family::TileSet hand, const family::Contract& contract) {
  HandFeatures f;
  family::TileSet doubles;
  for (int p = 0; p <= game.max_pip; ++p) doubles.Add(family::Tile::FromPips(p, p));
  doubles &= game.tiles;
  f.doubles = (hand & doubles).size();
  if (game.counts) {
    for (family::Tile t : hand) f.count += t.count();
  }
  family::TileSet trumps;
  const bool has_trump = contract.kind == Kind::kNormal && contract.trump != family::kFollowMe;
  if (has_trump) {
    family::Tile top;
    if (contract.trump == family::kDoublesTrump) {
      trumps = doubles;
      top = family::Tile::FromPips(game.max_pip, game.max_pip);
    } else {
      for (family::Tile t : game.tiles) {
        if (t.Shows(contract.trump)) trumps.Add(t);
      }
      top = family::Tile::FromPips(contract.trump, contract.trump);
    }
    f.trumps = (hand & trumps).size();
    f.trump_double = hand.Contains(top) && game.tiles.Contains(top);
  }
  const family::TileSet rest = hand & ~trumps;
  for (int p = 0; p <= game.max_pip; ++p) {
    int n = 0;
    if (has_trump && contract.trump == p) {
      n = f.trumps;
    } else {
      for (family::Tile t : rest) n += t.Shows(p) ? 1 : 0;
    }
    f.suits.push_back(n);
  }
  return f;
}

std::vector<StudyRecord> UnsolvedRecords(const StudyParams& params, uint64_t index) {
  const Game& game = *params.game;
  const family::Deal deal = family::DealRandom(game, family::Hands{}, params.seed, index);
  std::vector<StudyRecord> records;
  records.reserve(params.records_per_deal());
  for (int declarer : params.declarers) {
    for (const family::Contract& c : params.contracts) {
      StudyRecord r;
      r.index = index;
      r.deal = deal;
      r.declarer = declarer;
      r.contract = c;
      r.features = FeaturesOf(game, deal.hands[declarer], c);
      records.push_back(r);
    }
  }
  return records;
}

absl::StatusOr<std::vector<StudyRecord>> SolveStudyRange(const StudyParams& params, uint64_t begin,
                                                         uint64_t end, int threads) {
  std::vector<StudyRecord> records;
  if (end <= begin) return records;
  records.reserve((end - begin) * params.records_per_deal());
  for (uint64_t i = begin; i < end; ++i) {
    for (StudyRecord& r : UnsolvedRecords(params, i)) records.push_back(std::move(r));
  }
  // One Rules per contract, built before the threads start and shared read-only.
  std::vector<std::unique_ptr<family::Rules>> rules;
  for (const family::Contract& c : params.contracts) {
    rules.push_back(std::make_unique<family::Rules>(*params.game, c));
  }
  const size_t per_declarer = params.contracts.size();
  PerWorker<family::Solver> solvers([] { return family::Solver(); });
  // The table players draw their worlds from the study's seed: a record's play depends on
  // nothing else.
  const family::TableOptions table{.worlds = params.play ? params.play->worlds : kAnalysisWorlds,
                                   .seed = params.seed};
  PerWorker<family::Playout> playouts([&] { return family::Playout(table); });
  const std::vector<int> bids = StudyBids(*params.game);
  const Seating seating = params.play ? params.play->seating : Seating{};
  // A playout that fails (it cannot on a complete deal) fails the range; the first in record
  // order is reported, whatever the threads.
  std::mutex error_mutex;
  size_t error_record = records.size();
  absl::Status error;
  // Every record is its own task, so a slow contract does not hold up a whole deal.
  ParallelFor(threads, records.size(), [&](size_t i) {
    StudyRecord& r = records[i];
    const family::Rules& rule = *rules[i % per_declarer];
    const family::DealValue best = family::SolveDeal(solvers.local(), rule, r.deal, r.declarer);
    r.value = best.value;
    if (!params.play) return;
    // Played from the exchange just solved (MakesForBids would solve it again).
    absl::StatusOr<std::vector<bool>> makes = playouts.local().MakesForBidsFrom(
        rule, best.hands, best.discard, r.declarer, bids, seating);
    if (!makes.ok()) {
      std::lock_guard<std::mutex> lock(error_mutex);
      if (i < error_record) {
        error_record = i;
        error = absl::Status(makes.status().code(),
                             absl::StrCat("deal ", r.index, ", declarer ",
                                          std::string(1, family::SeatLetter(r.declarer)), ", ",
                                          family::ContractName(*params.game, r.contract), ": ",
                                          makes.status().message()));
      }
      return;
    }
    r.table_makes = *std::move(makes);
  });
  if (!error.ok()) return error;
  return records;
}

}  // namespace texas42
