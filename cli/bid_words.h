// The words of a bid report, shared by its text, JSON, CSV and heatmap: the run it describes
// (an analysis and its advice), and the labels of bids, contracts and figures in the game's
// vocabulary ("39", "1 mark", "7 tricks (shoot the moon)"; "sixes", "nello own", "splash").
#ifndef TEXAS42_CLI_BID_WORDS_H_
#define TEXAS42_CLI_BID_WORDS_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "solver/analysis/bid_advice.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/json_writer.h"
#include "solver/analysis/wilson.h"
#include "solver/family/contract.h"
#include "solver/family/game.h"

namespace texas42 {

// An analysis and its advice, as the reports read them.
struct BidRun {
  const BidAnalysis& analysis;
  Advice advice;
  // The declarer's seat as the command named it: the analysis seats him N, and the known tiles
  // by seat as it does; the reports name every seat from his.
  int declarer = 0;
  // Why a sampled run enumerated every layout instead ("" when it did not).
  std::string enumerated;
  // The partner calls left out for want of doubles (BidContractList::skipped).
  std::string skipped;
};

std::string Percent(double p);                 // "52.0%"
std::string IntervalText(const Interval& ci);  // "38.5-65.2%"
void WriteInterval(JsonWriter& w, const Interval& ci);
// A bid as players say it: "39", "1 mark", "2 marks"; in Moon "5 tricks", "7 tricks (shoot the
// moon)".
std::string BidLabel(const family::Game& game, int bid);
// A bid in a column or a list: "39", "1 mark"; in Moon the tricks, "4".."7".
std::string ShortBidLabel(const family::Game& game, int bid);
// The heading of a bid's column: the top bid is "1 mark+" (1 mark and more), or "7" in Moon.
std::string ColumnLabel(const family::Game& game, int bid);
// A contract's name in the report: its trump, "sevens", "splash"; nello and low-no with their
// doubles rule ("nello own"), which the declarer names when he bids.
std::string ContractLabel(const BidAnalysis& an, size_t contract);
// The contracts too close to `choice`'s best to tell apart, with their figures.
std::string RivalNames(const BidAnalysis& an, const BidChoice& choice);
// Returns whether contract `c` is the best for `choice`'s bid or tied with it (the same share
// of layouts): what the text's '*', the CSV's best column and the heatmap's outline mark.
bool IsBest(const BidAnalysis& an, const BidChoice& choice, size_t c);
// The figure a side's make-probabilities give: "table play" or "double dummy".
std::string FigureName(const BidAnalysis& an);
// Returns whether the analysis asked about a contract of `kind`.
bool HasKind(const BidAnalysis& an, family::Kind kind);
bool IsPartnerCall(const ContractOdds& o);
// The partner call's figure the advice weighs: double dummy, the best single trump named every
// time (the partner who names a winning trump layout by layout sees every hand); at the table,
// the hand as played with the trump he named.
uint64_t PartnerMakes(const BidAnalysis& an, const ContractOdds& o);
// The seat `seat` of the analysis (the declarer at 0) as the command named it.
int NamedSeat(const BidRun& run, int seat);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_WORDS_H_
