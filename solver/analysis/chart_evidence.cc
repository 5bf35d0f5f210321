#include "solver/analysis/chart_evidence.h"

#include "solver/family/contract.h"

namespace texas42 {

ChartEvidence::ChartEvidence() : ChartEvidence(family::GameOf(family::GameId::k42)) {}

ChartEvidence::ChartEvidence(const family::Game& game) : game_(&game) {
  const int top = game.counts ? game.total : game.tricks();
  for (int b = game.lowest_bid; b <= top; ++b) bids_.push_back(b);
  best_.assign(bids_.size(), false);
  rule_bids_.assign(bids_.size(), false);
  makes_.assign(bids_.size(), 0);
  rule_makes_.assign(bids_.size(), 0);
}

void ChartEvidence::Add(const StudyRecord& record) {
  if (record.contract.kind != family::Kind::kNormal) return;
  std::vector<bool> bids(bids_.size());
  for (size_t i = 0; i < bids_.size(); ++i) {
    bids[i] = RecordMakes(*game_, record, bids_[i]);
  }
  const int t = record.contract.trump;
  std::optional<std::tuple<int, bool, int>> rule_key;
  if (t >= 0 && t <= game_->max_pip) {
    rule_key.emplace(record.features.trumps, record.features.trump_double, t);
  }
  AddContract(record.index, record.declarer, bids, rule_key);
}

void ChartEvidence::AddContract(uint64_t index, int declarer, const std::vector<bool>& bids,
                                const std::optional<std::tuple<int, bool, int>>& rule_key) {
  const std::pair<uint64_t, int> hand{index, declarer};
  if (current_ != hand) {
    Flush();
    current_ = hand;
  }
  for (size_t i = 0; i < bids.size(); ++i) best_[i] = best_[i] || bids[i];
  if (rule_key && (!rule_key_ || *rule_key > *rule_key_)) {
    rule_key_ = rule_key;
    rule_bids_ = bids;
  }
}

void ChartEvidence::Flush() {
  if (!current_) return;
  ++hands_;
  for (size_t i = 0; i < bids_.size(); ++i) makes_[i] += best_[i];
  if (rule_key_) {
    ++rule_hands_;
    for (size_t i = 0; i < bids_.size(); ++i) rule_makes_[i] += rule_bids_[i];
  }
  current_.reset();
  best_.assign(bids_.size(), false);
  rule_key_.reset();
  rule_bids_.assign(bids_.size(), false);
}

std::vector<BidEvidence> ChartEvidence::Build() const {
  ChartEvidence closed = *this;
  closed.Flush();
  std::vector<BidEvidence> evidence(bids_.size());
  for (size_t i = 0; i < bids_.size(); ++i) {
    evidence[i].bid = bids_[i];
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
