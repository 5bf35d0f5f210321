#include "solver/analysis/study.h"

#include <memory>
#include <mutex>

#include "absl/strings/str_cat.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/parallel.h"
#include "solver/family/fast_engine.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/play/playout.h"
#include "solver/rules.h"
#include "solver/state.h"

namespace texas42 {
HandFeatures FeaturesOf(TileSet hand, const Contract& contract) {
  HandFeatures f;
  f.doubles = (hand & Doubles()).size();
  f.count = CountOf(hand);
  const bool has_trump = contract.has_trump() && contract.trump != Trump::kFollowMe;
  TileSet trumps;
  if (has_trump) {
    if (contract.trump == Trump::kDoubles) {
      trumps = Doubles();
      f.trump_double = hand.Contains(Tile::FromPips(6, 6));
    } else {
      const Pip t = static_cast<Pip>(contract.trump);
      trumps = TilesShowing(t);
      f.trump_double = hand.Contains(Tile::FromPips(t, t));
    }
  }
  f.trumps = (hand & trumps).size();
  for (Pip p = 0; p < kPipCount; ++p) {
    const bool trump_suit =
        has_trump && IsPipTrump(contract.trump) && static_cast<Pip>(contract.trump) == p;
    f.suits[p] = trump_suit ? f.trumps : (hand & TilesShowing(p) & ~trumps).size();
  }
  return f;
}

bool RecordMakes(const StudyRecord& record, int bid) {
  if (record.table_makes) return (*record.table_makes)[bid - kLowestBid];
  return record.contract.Makes(record.value, bid);
}

std::string DescribeStudyPlay(const std::optional<StudyPlay>& play) {
  if (!play) return "double dummy";
  return absl::StrCat("table play by ", PlayerKindName(play->seating.declarers),
                      " declarers against ", PlayerKindName(play->seating.defenders),
                      " defenders, ", play->worlds, " worlds a decision");
}

std::string StudyContractName(const Contract& contract) {
  return std::string(ContractName(contract));
}

absl::StatusOr<Contract> ParseStudyContract(absl::string_view name) {
  absl::StatusOr<Trump> trump = ParseTrump(name);
  if (!trump.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("unknown study contract '", name,
                     "' (expected a trump: blanks..sixes, doubles or followme)"));
  }
  return Contract::Normal(*trump);
}

std::vector<StudyRecord> UnsolvedRecords(const StudyParams& params, uint64_t index) {
  std::vector<StudyRecord> records;
  records.reserve(params.records_per_deal());
  const Deal deal = DealRandom(Predeal{}, params.seed, index);
  for (Seat declarer : params.declarers) {
    for (const Contract& contract : params.contracts) {
      StudyRecord r;
      r.index = index;
      r.deal = deal;
      r.declarer = declarer;
      r.contract = contract;
      r.features = FeaturesOf(deal.hand(declarer), contract);
      records.push_back(r);
    }
  }
  return records;
}

absl::StatusOr<std::vector<StudyRecord>> SolveStudyRange(const StudyParams& params, uint64_t begin,
                                                         uint64_t end, int threads,
                                                         const SearchOptions& options) {
  std::vector<StudyRecord> records;
  if (end <= begin) return records;
  records.reserve((end - begin) * params.records_per_deal());
  for (uint64_t i = begin; i < end; ++i) {
    for (StudyRecord& r : UnsolvedRecords(params, i)) records.push_back(std::move(r));
  }
  // One Rules per contract, built before the threads start and shared read-only.
  std::vector<std::unique_ptr<Rules>> rules;
  for (const Contract& c : params.contracts) rules.push_back(std::make_unique<Rules>(c));
  const size_t per_declarer = params.contracts.size();

  PerWorker<Solver> solvers([&options] { return Solver(options); });
  // The table players play the family's model of Texas 42 (its fast search underneath), and
  // draw their worlds from the study's seed: a record's play depends on nothing else.
  const family::Game& game = family::GameOf(family::GameId::k42);
  std::vector<std::unique_ptr<family::Rules>> table_rules;
  for (const Contract& c : params.contracts) {
    table_rules.push_back(std::make_unique<family::Rules>(
        game, family::Contract{.trump = family::FamilyTrump(c.trump)}));
  }
  const family::TableOptions table{.worlds = params.play ? params.play->worlds : kAnalysisWorlds,
                                   .seed = params.seed};
  PerWorker<family::Playout> playouts([&] { return family::Playout(table); });
  std::vector<int> bids;
  for (int b = kLowestBid; b <= kMarkBid; ++b) bids.push_back(b);
  // A playout that fails (it cannot on a complete deal) fails the range; the first in record
  // order is reported, whatever the threads.
  std::mutex error_mutex;
  size_t error_record = records.size();
  absl::Status error;
  // Every record is its own task, so a slow contract does not hold up a whole deal.
  ParallelFor(threads, records.size(), [&](size_t i) {
    StudyRecord& r = records[i];
    const Position position(*rules[i % per_declarer], r.deal, r.declarer);
    r.value = solvers.local().Solve(position);
    if (!params.play) return;
    // A study's contracts are normal trumps, scored in points.
    absl::StatusOr<std::vector<bool>> makes = playouts.local().MakesForBidsFrom(
        *table_rules[i % per_declarer], family::FamilyHands(r.deal), family::TileSet(),
        static_cast<int>(r.declarer), bids, params.play->seating);
    if (!makes.ok()) {
      std::lock_guard<std::mutex> lock(error_mutex);
      if (i < error_record) {
        error_record = i;
        error = absl::Status(
            makes.status().code(),
            absl::StrCat("deal ", r.index, ", declarer ", std::string(1, SeatLetter(r.declarer)),
                         ", ", StudyContractName(r.contract), ": ", makes.status().message()));
      }
      return;
    }
    std::bitset<kBidCount> bits;
    for (size_t b = 0; b < bids.size(); ++b) bits[b] = (*makes)[b];
    r.table_makes = bits;
  });
  if (!error.ok()) return error;
  return records;
}

}  // namespace texas42
