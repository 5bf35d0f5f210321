#include "cli/bid_svg.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/bid_report.h"
#include "solver/deal.h"

namespace texas42 {
namespace {

std::string CellText(double p) { return absl::StrFormat("%.0f%%", 100 * p); }

std::string MarksLabel(int marks) { return absl::StrCat(marks, marks == 1 ? " mark" : " marks"); }

}  // namespace

SvgHeatmap BidHeatmap(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  SvgHeatmap h;
  h.title = absl::StrCat("Make probability (", FigureName(run), "): ", FormatTiles(run.query.hand), ", ",
                         SeatName(run.query.declarer), " declares");
  h.row_axis = "contract";
  h.column_axis = "bid";
  for (int bid : AllBids())
    h.column_labels.push_back(bid == kMarkBid ? "1 mark+" : absl::StrCat(bid));
  auto add_row = [&h](std::string label, std::vector<std::optional<double>> values) {
    std::vector<std::string> texts;
    for (const std::optional<double>& v : values) texts.push_back(v ? CellText(*v) : "-");
    h.row_labels.push_back(std::move(label));
    h.values.push_back(std::move(values));
    h.texts.push_back(std::move(texts));
  };
  auto unmarked = [&h] { h.marked.push_back(std::vector<bool>(kBidCount, false)); };
  // Point contracts first, then nello and sevens, then the partner's choices: the text order.
  // The best contract for each bid (every one tied with it) is outlined, as '*' in the text.
  for (size_t c = 0; c < an.odds.size(); ++c) {
    const ContractOdds& o = an.odds[c];
    if (o.contract.scoring() != Scoring::kPoints) continue;
    std::vector<std::optional<double>> values;
    std::vector<bool> best;
    for (int i = 0; i < kBidCount; ++i) {
      const int bid = kLowestBid + i;
      values.push_back(o.Shown(bid) ? std::optional<double>(o.MakeProbability(bid)) : std::nullopt);
      best.push_back(IsBest(an, run.advice.by_bid[i], c));
    }
    add_row(ContractLabel(o.contract), std::move(values));
    h.marked.push_back(std::move(best));
  }
  auto mark_row = [&](const std::string& label, int marks, uint64_t makes) {
    std::vector<std::optional<double>> values(kBidCount);
    values.back() =
        an.layouts == 0 ? 0.0 : static_cast<double>(makes) / static_cast<double>(an.layouts);
    add_row(absl::StrCat(label, " (", MarksLabel(marks), ")"), std::move(values));
  };
  for (const ContractOdds& o : an.odds) {
    if (o.contract.kind == ContractKind::kNello || o.contract.kind == ContractKind::kSevens) {
      mark_row(ContractLabel(o.contract), MarksOf(o.contract), o.MarkMakes());
      unmarked();
    }
  }
  for (const PartnerTrumpOdds& choice : an.partner_trump) {
    mark_row(absl::StrCat(ContractKindName(choice.kind), ", partner names trump"),
             MarksOf(an.odds[choice.options.front()].contract), choice.makes);
    unmarked();
  }
  h.marked_note = "* and a black outline: the best trump for the bid (every one, when tied)";
  h.note = an.exact ? (an.layouts == 1 ? std::string("exact: the one layout") : absl::StrCat("exact: all ", an.layouts, " layouts"))
                    : absl::StrCat(an.layouts, " samples, seed ", an.seed);
  absl::StrAppend(&h.note, "; 1 mark+: 1 mark and more; a mark contract's cell is its own bid");
  return h;
}

}  // namespace texas42
