#include "solver/analysis/bidding_table.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace texas42 {
namespace {

constexpr std::array<HandFeature, 5> kFeatures = {
    HandFeature::kTrumps, HandFeature::kTrumpDouble, HandFeature::kDoubles, HandFeature::kCount,
    HandFeature::kContract};

absl::StatusOr<HandFeature> ParseHandFeature(absl::string_view text) {
  const std::string name = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  for (HandFeature f : kFeatures) {
    if (name == HandFeatureName(f)) return f;
  }
  if (name == "trump_double" || name == "trumpdouble") return HandFeature::kTrumpDouble;
  if (name == "trump") return HandFeature::kContract;
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown hand feature '", text,
      "' (expected trumps, trump-double, doubles, count or contract)"));
}

}  // namespace

absl::string_view HandFeatureName(HandFeature feature) {
  switch (feature) {
    case HandFeature::kTrumps: return "trumps";
    case HandFeature::kTrumpDouble: return "trump-double";
    case HandFeature::kDoubles: return "doubles";
    case HandFeature::kCount: return "count";
    case HandFeature::kContract: return "contract";
  }
  return "?";
}

absl::StatusOr<std::vector<HandFeature>> ParseHandFeatures(absl::string_view text) {
  std::vector<HandFeature> features;
  const char separator = text.find(',') != absl::string_view::npos ? ',' : 'x';
  for (absl::string_view part : absl::StrSplit(text, separator)) {
    absl::StatusOr<HandFeature> f = ParseHandFeature(part);
    if (!f.ok()) return f.status();
    for (HandFeature seen : features) {
      if (seen == *f) {
        return absl::InvalidArgumentError(
            absl::StrCat("hand feature '", HandFeatureName(*f), "' is named twice"));
      }
    }
    features.push_back(*f);
  }
  if (features.size() > 2) {
    return absl::InvalidArgumentError(
        absl::StrCat("a table is by one feature or a pair, not ", features.size(), " ('", text,
                     "')"));
  }
  return features;
}

int FeatureValue(HandFeature feature, const StudyRecord& record) {
  switch (feature) {
    case HandFeature::kTrumps:
      return record.contract.trump == Trump::kFollowMe ? kFollowMeTrumps : record.features.trumps;
    case HandFeature::kTrumpDouble: return record.features.trump_double ? 1 : 0;
    case HandFeature::kDoubles: return record.features.doubles;
    case HandFeature::kCount: return record.features.count;
    case HandFeature::kContract: return static_cast<int>(record.contract.trump);
  }
  return 0;
}

std::string FeatureValueLabel(HandFeature feature, int value) {
  switch (feature) {
    case HandFeature::kTrumpDouble: return value ? "yes" : "no";
    case HandFeature::kContract: return std::string(TrumpName(static_cast<Trump>(value)));
    case HandFeature::kTrumps:
      return value == kFollowMeTrumps ? std::string(TrumpName(Trump::kFollowMe))
                                      : absl::StrCat(value);
    default: return absl::StrCat(value);
  }
}

void BiddingTableBuilder::Add(const StudyRecord& record) {
  if (record.contract.scoring() != Scoring::kPoints) {
    ++skipped_;
    return;
  }
  std::vector<int> key;
  for (HandFeature f : by_) key.push_back(FeatureValue(f, record));
  Tally& tally = tallies_[key];
  ++tally.hands;
  for (int i = 0; i < kBidCount; ++i) {
    if (record.contract.Makes(record.value, kLowestBid + i)) ++tally.makes[i];
  }
}

BiddingTable BiddingTableBuilder::Build() const {
  BiddingTable table;
  table.by = by_;
  table.skipped = skipped_;
  for (const auto& [key, tally] : tallies_) {
    TableRow row;
    row.key = key;
    for (size_t i = 0; i < key.size(); ++i) row.labels.push_back(FeatureValueLabel(by_[i], key[i]));
    row.hands = tally.hands;
    for (int i = 0; i < kBidCount; ++i) {
      BidStat& s = row.bids[i];
      s.makes = tally.makes[i];
      s.probability = static_cast<double>(s.makes) / static_cast<double>(tally.hands);
      s.interval = WilsonInterval(s.makes, tally.hands);
    }
    table.hands += tally.hands;
    table.rows.push_back(std::move(row));
  }
  return table;
}

}  // namespace texas42
