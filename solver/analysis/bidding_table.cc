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

int FeatureValue(const family::Game& game, HandFeature feature, const StudyRecord& r) {
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
      return r.contract.trump == family::kDoublesTrump ? game.max_pip + 1
             : r.contract.trump == family::kFollowMe   ? game.max_pip + 2
                                                       : r.contract.trump;
  }
  return 0;
}

std::string FeatureValueLabel(const family::Game& game, HandFeature feature, int value) {
  switch (feature) {
    case HandFeature::kTrumpDouble:
      return value ? "yes" : "no";
    case HandFeature::kContract:
      return family::TrumpName(value == game.max_pip + 1   ? family::kDoublesTrump
                               : value == game.max_pip + 2 ? family::kFollowMe
                                                           : value);
    case HandFeature::kTrumps:
      return value == kFollowMeTrumps ? family::TrumpName(family::kFollowMe) : absl::StrCat(value);
    default:
      return absl::StrCat(value);
  }
}

BiddingTableBuilder::BiddingTableBuilder(std::vector<HandFeature> by)
    : BiddingTableBuilder(family::GameOf(family::GameId::k42), std::move(by)) {}

BiddingTableBuilder::BiddingTableBuilder(const family::Game& game, std::vector<HandFeature> by)
    : game_(&game), by_(std::move(by)) {
  const int top = game.counts ? game.total : game.tricks();
  for (int b = game.lowest_bid; b <= top; ++b) bids_.push_back(b);
}

template <typename Makes>
void BiddingTableBuilder::Count(const std::vector<int>& key, Makes makes) {
  Tally& tally = tallies_[key];
  if (tally.makes.empty()) tally.makes.assign(bids_.size(), 0);
  ++tally.hands;
  for (size_t i = 0; i < bids_.size(); ++i) tally.makes[i] += makes(bids_[i]) ? 1 : 0;
}

void BiddingTableBuilder::Add(const StudyRecord& record) {
  if (record.contract.kind != family::Kind::kNormal) {
    ++skipped_;
    return;
  }
  std::vector<int> key;
  for (HandFeature f : by_) key.push_back(FeatureValue(*game_, f, record));
  Count(key, [&](int bid) { return RecordMakes(*game_, record, bid); });
}

BiddingTable BiddingTableBuilder::Build() const {
  BiddingTable table;
  table.game = game_;
  table.by = by_;
  table.bids = bids_;
  table.skipped = skipped_;
  for (const auto& [key, tally] : tallies_) {
    TableRow row;
    row.key = key;
    for (size_t i = 0; i < key.size(); ++i) {
      row.labels.push_back(FeatureValueLabel(*game_, by_[i], key[i]));
    }
    row.hands = tally.hands;
    for (uint64_t makes : tally.makes) {
      BidStat s;
      s.makes = makes;
      s.probability = static_cast<double>(makes) / static_cast<double>(tally.hands);
      s.interval = WilsonInterval(makes, tally.hands);
      row.bids.push_back(s);
    }
    table.hands += tally.hands;
    table.rows.push_back(std::move(row));
  }
  return table;
}

}  // namespace texas42
