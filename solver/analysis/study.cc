#include "solver/analysis/study.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "solver/analysis/parallel.h"
#include "solver/analysis/dealer.h"
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
    const bool trump_suit = has_trump && IsPipTrump(contract.trump) &&
                            static_cast<Pip>(contract.trump) == p;
    f.suits[p] = trump_suit ? f.trumps : (hand & TilesShowing(p) & ~trumps).size();
  }
  return f;
}

std::string StudyContractName(const Contract& contract) {
  return std::string(ContractName(contract));
}

absl::StatusOr<Contract> ParseStudyContract(absl::string_view name) {
  absl::StatusOr<Trump> trump = ParseTrump(name);
  if (!trump.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "unknown study contract '", name,
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

std::vector<StudyRecord> SolveStudyRange(const StudyParams& params, uint64_t begin,
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
  // Every record is its own task, so a slow contract does not hold up a whole deal.
  ParallelFor(threads, records.size(), [&](size_t i) {
    StudyRecord& r = records[i];
    const Position position(*rules[i % per_declarer], r.deal, r.declarer);
    r.value = solvers.local().Solve(position);
  });
  return records;
}

}  // namespace texas42
