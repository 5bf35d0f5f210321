#include "cli/study_wide.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

// Returns the column names of the values, in record order.
std::vector<std::string> ValueColumns(const StudyParams& params) {
  std::vector<std::string> columns;
  for (int declarer : params.declarers) {
    for (const family::Contract& contract : params.contracts) {
      columns.push_back(absl::StrCat(std::string(1, family::SeatLetter(declarer)), "_",
                                     family::ContractName(*params.game, contract)));
    }
  }
  return columns;
}

}  // namespace

std::string FormatWideStudyHeader(const StudyParams& params, StudyFormat format) {
  if (format != StudyFormat::kCsv) return "";
  std::string header = "game,index,deal";
  for (const std::string& column : ValueColumns(params)) {
    absl::StrAppend(&header, ",", column,
                    params.play ? absl::StrCat(",", column, "_table_makes") : "");
  }
  return absl::StrCat(header, ",study\n");
}

std::string FormatWideStudyRows(const StudyParams& params, const std::vector<StudyRecord>& records,
                                StudyFormat format) {
  const std::vector<std::string> columns = ValueColumns(params);
  const size_t per_deal = params.records_per_deal();
  const family::Game& game = *params.game;
  std::string text;
  for (size_t first = 0; first + per_deal <= records.size(); first += per_deal) {
    const StudyRecord& deal = records[first];
    const std::string tag = deal.index == 0 ? StudyTag(params) : "";
    const std::string deal_text = family::FormatDeal(game, deal.deal);
    if (format == StudyFormat::kCsv) {
      absl::StrAppend(&text, game.name, ",", deal.index, ",", deal_text);
      for (size_t i = 0; i < per_deal; ++i) {
        const StudyRecord& r = records[first + i];
        absl::StrAppend(&text, ",", r.value,
                        r.table_makes ? absl::StrCat(",", TableMakesText(*r.table_makes)) : "");
      }
      absl::StrAppend(&text, ",", tag, "\n");
    } else {
      absl::StrAppend(&text, "{\"game\":\"", game.name, "\",\"index\":", deal.index, ",\"deal\":\"",
                      deal_text, "\"");
      for (size_t i = 0; i < per_deal; ++i) {
        const StudyRecord& r = records[first + i];
        absl::StrAppend(&text, ",\"", columns[i], "\":", r.value);
        if (r.table_makes) {
          absl::StrAppend(&text, ",\"", columns[i], "_table_makes\":\"",
                          TableMakesText(*r.table_makes), "\"");
        }
      }
      absl::StrAppend(&text, tag.empty() ? "" : absl::StrCat(",\"study\":\"", tag, "\""), "}\n");
    }
  }
  return text;
}

}  // namespace texas42
