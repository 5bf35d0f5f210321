#include "solver/analysis/chart_evidence.h"

namespace texas42 {

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
