#include "solver/analysis/chart.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solver/tile_set.h"

namespace texas42 {
namespace {

constexpr int kTens = 2;   // 6-4 and 5-5
constexpr int kFives = 3;  // 5-0, 4-1 and 3-2
constexpr int kTilesPerTrick = 4;
constexpr int kAllCount = 10 * kTens + 5 * kFives;  // 35

constexpr std::array<absl::string_view, 8> kNumberWords = {"no",   "one",  "two", "three",
                                                           "four", "five", "six", "seven"};

// Returns whether the defenders can take `tens` 10-counts and `fives` 5-counts in `tricks`
// tricks: their count tiles fit their tricks and the bidder's fit his.
bool Fits(int tricks, int tens, int fives) {
  const int lost_tiles = tens + fives;
  const int kept_tiles = (kTens - tens) + (kFives - fives);
  return lost_tiles <= kTilesPerTrick * tricks &&
         kept_tiles <= kTilesPerTrick * (kTricksPerHand - tricks);
}

std::string Counted(int n, absl::string_view what) {
  return absl::StrCat(kNumberWords[n], " ", what, n == 1 ? "" : "s");
}

std::string CountWay(int tens, int fives) {
  if (tens == 0 && fives == 0) return "no count";
  std::vector<std::string> parts;
  if (tens > 0) parts.push_back(Counted(tens, "10-count"));
  if (fives > 0) parts.push_back(Counted(fives, "5-count"));
  return absl::StrJoin(parts, " and ");
}

}  // namespace

std::vector<std::string> CountWays(int tricks, int count) {
  std::vector<std::string> ways;
  if (tricks < 0 || tricks > kTricksPerHand || count < 0 || count % 5 != 0) return ways;
  for (int tens = kTens; tens >= 0; --tens) {  // most 10-counts first: fewest tiles
    const int rest = count - 10 * tens;
    if (rest < 0 || rest / 5 > kFives) continue;
    if (Fits(tricks, tens, rest / 5)) ways.push_back(CountWay(tens, rest / 5));
  }
  return ways;
}

bool LossPossible(int tricks, int count) { return !CountWays(tricks, count).empty(); }

std::string LossPhrase(const Loss& loss) {
  const std::vector<std::string> ways = CountWays(loss.tricks, loss.count);
  if (ways.empty()) return "impossible";
  std::string phrase =
      absl::StrCat(kNumberWords[loss.tricks], loss.tricks == 1 ? " trick" : " tricks");
  absl::StrAppend(&phrase, " and ", ways[0]);
  if (ways.size() > 1) {
    absl::StrAppend(&phrase, " (or ", absl::StrJoin(ways.begin() + 1, ways.end(), ", or "), ")");
  }
  // Where the bidder's few tricks must hold every other count tile, say so: six tricks lost
  // with one 5-count leaves him one trick, which must hold 6-4, 5-5 and two 5-counts.
  const int kept = kTricksPerHand - loss.tricks;
  bool tight = true;
  for (int tens = kTens; tens >= 0; --tens) {
    const int rest = loss.count - 10 * tens;
    if (rest < 0 || rest / 5 > kFives || !Fits(loss.tricks, tens, rest / 5)) continue;
    tight = tight && (kTens - tens) + (kFives - rest / 5) == kTilesPerTrick * kept;
  }
  if (tight && kept > 0) {
    absl::StrAppend(&phrase, ", only if the bidder's ",
                    kept == 1 ? "one trick holds" : absl::StrCat(kNumberWords[kept], " tricks hold"),
                    " all the other count");
  }
  return phrase;
}

ChartRow MakeChartRow(int bid) {
  ChartRow row;
  row.bid = bid;
  row.max_lost = kTotalPoints - bid;
  for (int count = kAllCount; count >= 0; count -= 5) {
    for (int tricks = kTricksPerHand; tricks >= 0; --tricks) {
      if (tricks + count <= row.max_lost && LossPossible(tricks, count)) {
        row.allowed.push_back({tricks, count});
      }
    }
  }
  for (const Loss& a : row.allowed) {
    const bool exceeded = std::any_of(row.allowed.begin(), row.allowed.end(), [&](const Loss& b) {
      return b != a && b.tricks >= a.tricks && b.count >= a.count;
    });
    if (!exceeded) row.limits.push_back(a);
  }
  if (row.limits.size() == 1 && row.limits[0] == Loss{0, 0}) {
    row.phrase = "no trick: the bidder takes all tricks";
  } else {
    std::vector<std::string> phrases;
    for (const Loss& l : row.limits) phrases.push_back(LossPhrase(l));
    row.phrase = absl::StrJoin(phrases, "; or ");
  }
  return row;
}

std::vector<ChartRow> CantLoseMoreThanChart() {
  std::vector<ChartRow> rows;
  for (int bid = kLowestBid; bid <= kMarkBid; ++bid) rows.push_back(MakeChartRow(bid));
  return rows;
}

void ChartEvidence::Add(const StudyRecord& record) {
  if (record.contract.scoring() != Scoring::kPoints) return;
  const std::pair<uint64_t, Seat> hand{record.index, record.declarer};
  if (current_ != hand) {
    Flush();
    current_ = hand;
  }
  std::bitset<kBidCount> bids;
  for (int i = 0; i < kBidCount; ++i) bids[i] = RecordMakes(record, kLowestBid + i);
  best_ |= bids;
  // The rule sees only the hand: among the pip trumps, the most tiles, then the double, then
  // the higher pip.
  const Trump t = record.contract.trump;
  if (record.contract.kind == ContractKind::kNormal && t != Trump::kDoubles &&
      t != Trump::kFollowMe) {
    const std::tuple<int, bool, int> key{record.features.trumps, record.features.trump_double,
                                         static_cast<int>(t)};
    if (!rule_key_ || key > *rule_key_) {
      rule_key_ = key;
      rule_bids_ = bids;
    }
  }
}

void ChartEvidence::Flush() {
  if (!current_) return;
  ++hands_;
  for (int i = 0; i < kBidCount; ++i) makes_[i] += best_[i];
  if (rule_key_) {
    ++rule_hands_;
    for (int i = 0; i < kBidCount; ++i) rule_makes_[i] += rule_bids_[i];
  }
  current_.reset();
  best_.reset();
  rule_key_.reset();
  rule_bids_.reset();
}

std::array<BidEvidence, kBidCount> ChartEvidence::Build() const {
  ChartEvidence closed = *this;
  closed.Flush();
  std::array<BidEvidence, kBidCount> evidence;
  for (int i = 0; i < kBidCount; ++i) {
    evidence[i].hands = closed.hands_;
    evidence[i].makes = closed.makes_[i];
    evidence[i].interval = WilsonInterval(closed.makes_[i], closed.hands_);
    evidence[i].rule_hands = closed.rule_hands_;
    evidence[i].rule_makes = closed.rule_makes_[i];
    evidence[i].rule_interval = WilsonInterval(closed.rule_makes_[i], closed.rule_hands_);
  }
  return evidence;
}

}  // namespace texas42
