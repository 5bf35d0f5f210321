#include "solver/analysis/bidding_table.h"

#include <optional>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "solver/names.h"

namespace texas42 {
namespace {

constexpr NameTable<HandFeature, 5> kFeatureNames({"trumps", "trump-double", "doubles", "count",
                                                   "contract"});

absl::StatusOr<HandFeature> ParseHandFeature(absl::string_view text) {
  const absl::string_view name = absl::StripAsciiWhitespace(text);
  if (const std::optional<HandFeature> f = kFeatureNames.Find(name)) return *f;
  const std::string lower = absl::AsciiStrToLower(name);
  if (lower == "trump_double" || lower == "trumpdouble") return HandFeature::kTrumpDouble;
  if (lower == "trump") return HandFeature::kContract;
  return absl::InvalidArgumentError(absl::StrCat("unknown hand feature '", text, "' (expected ",
                                                 kFeatureNames.Alternatives(), ")"));
}

}  // namespace

absl::string_view HandFeatureName(HandFeature feature) { return kFeatureNames.Name(feature); }

absl::StatusOr<std::vector<HandFeature>> ParseHandFeatures(absl::string_view text) {
  const char separator = text.find(',') != absl::string_view::npos ? ',' : 'x';
  absl::StatusOr<std::vector<HandFeature>> features = ParseDistinct<HandFeature>(
      absl::StrSplit(text, separator), ParseHandFeature,
      [](HandFeature f) { return absl::StrCat("hand feature '", HandFeatureName(f), "'"); });
  if (features.ok() && features->size() > 2) {
    return absl::InvalidArgumentError(absl::StrCat("a table is by one feature or a pair, not ",
                                                   features->size(), " ('", text, "')"));
  }
  return features;
}

int FeatureValue(HandFeature feature, const StudyRecord& record) {
  switch (feature) {
    case HandFeature::kTrumps:
      return record.contract.trump == Trump::kFollowMe ? kFollowMeTrumps : record.features.trumps;
    case HandFeature::kTrumpDouble:
      return record.features.trump_double ? 1 : 0;
    case HandFeature::kDoubles:
      return record.features.doubles;
    case HandFeature::kCount:
      return record.features.count;
    case HandFeature::kContract:
      return static_cast<int>(record.contract.trump);
  }
  return 0;
}

std::string FeatureValueLabel(HandFeature feature, int value) {
  switch (feature) {
    case HandFeature::kTrumpDouble:
      return value ? "yes" : "no";
    case HandFeature::kContract:
      return std::string(TrumpName(static_cast<Trump>(value)));
    case HandFeature::kTrumps:
      return value == kFollowMeTrumps ? std::string(TrumpName(Trump::kFollowMe))
                                      : absl::StrCat(value);
    default:
      return absl::StrCat(value);
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
    if (RecordMakes(record, kLowestBid + i)) ++tally.makes[i];
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
