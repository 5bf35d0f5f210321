#include "solver/analysis/family_table.h"

#include "absl/strings/str_cat.h"
#include "solver/family/contract.h"

namespace texas42 {

int FamilyFeatureValue(HandFeature feature, const FamilyStudyRecord& r) {
  switch (feature) {
    case HandFeature::kTrumps:
      return r.contract.trump == family::kFollowMe ? kFollowMeTrumps : r.features.trumps;
    case HandFeature::kTrumpDouble:
      return r.features.trump_double ? 1 : 0;
    case HandFeature::kDoubles:
      return r.features.doubles;
    case HandFeature::kCount:
      return r.features.count;
    case HandFeature::kContract:
      return r.contract.trump;
  }
  return 0;
}

std::string FamilyFeatureLabel(HandFeature feature, int value) {
  switch (feature) {
    case HandFeature::kTrumps:
      return value == kFollowMeTrumps ? "followme" : absl::StrCat(value);
    case HandFeature::kTrumpDouble:
      return value != 0 ? "yes" : "no";
    case HandFeature::kContract:
      return family::TrumpName(value);
    default:
      return absl::StrCat(value);
  }
}

FamilyTableBuilder::FamilyTableBuilder(const family::Game& game, std::vector<HandFeature> by)
    : game_(&game), by_(std::move(by)) {
  const int top = game.counts ? game.total : game.tricks();
  for (int b = game.lowest_bid; b <= top; ++b) bids_.push_back(b);
}

void FamilyTableBuilder::Add(const FamilyStudyRecord& r) {
  if (r.contract.kind != family::Kind::kNormal) {
    ++skipped_;
    return;
  }
  std::vector<int> key;
  for (HandFeature f : by_) key.push_back(FamilyFeatureValue(f, r));
  Tally& t = tallies_[key];
  if (t.makes.empty()) t.makes.assign(bids_.size(), 0);
  ++t.hands;
  for (size_t i = 0; i < bids_.size(); ++i) {
    t.makes[i] += family::Makes(*game_, r.contract, r.value, bids_[i]) ? 1 : 0;
  }
}

FamilyTable FamilyTableBuilder::Build() const {
  FamilyTable table;
  table.game = game_;
  table.by = by_;
  table.bids = bids_;
  table.skipped = skipped_;
  for (const auto& [key, tally] : tallies_) {
    FamilyTableRow row;
    row.key = key;
    for (size_t i = 0; i < by_.size(); ++i)
      row.labels.push_back(FamilyFeatureLabel(by_[i], key[i]));
    row.hands = tally.hands;
    for (uint64_t m : tally.makes) {
      BidStat s;
      s.makes = m;
      s.probability = static_cast<double>(m) / static_cast<double>(tally.hands);
      s.interval = WilsonInterval(m, tally.hands);
      row.bids.push_back(s);
    }
    table.hands += tally.hands;
    table.rows.push_back(std::move(row));
  }
  return table;
}

}  // namespace texas42
