#include "cli/review_family.h"

#include <optional>

#include "absl/strings/str_cat.h"
#include "cli/bad_lines.h"
#include "cli/command.h"
#include "cli/family_review_report.h"
#include "cli/output_file.h"
#include "solver/analysis/family_review.h"

namespace texas42 {

int RunFamilyReview(const FamilyReviewRequest& request, OutputFile& out) {
  family::Solver solver;
  std::optional<family::FamilyTablePlayer> table;
  if (request.table) table.emplace(request.table_options);
  BadLines bad;
  bool first = true;
  std::string text;
  for (const FamilyReviewInput& input : request.inputs) {
    const auto fail = [&](absl::string_view message) {
      bad.Report(input.where.empty() ? std::string(message)
                                     : absl::StrCat(input.where, ": ", message));
    };
    if (!input.fields.ok()) {
      fail(input.fields.status().message());
      continue;
    }
    absl::StatusOr<FamilyRecord> record = FamilyRecordFromFields(*input.fields, request.game);
    if (!record.ok()) {
      fail(record.status().message());
      continue;
    }
    const FamilyHandReview review = ReviewFamilyHand(solver, *record, table ? &*table : nullptr);
    if (!review.status.ok()) {
      fail(review.status.message());
      continue;
    }
    if (request.picture != nullptr) {
      const std::string svg = FamilyReviewSvg(input.number, *record, review);
      if (absl::Status s = WriteAndCommit(*request.picture, svg); !s.ok()) return Fail(s);
    }
    if (request.svg) {
      absl::StrAppend(&text, FamilyReviewSvg(input.number, *record, review));
    } else if (request.json) {
      absl::StrAppend(&text, FamilyReviewJson(input.number, *record, review), "\n");
    } else {
      absl::StrAppend(&text, first ? "" : "\n", FamilyReviewText(input.number, *record, review));
    }
    first = false;
  }
  if (!first || bad.count() == 0) {
    if (absl::Status s = WriteAndCommit(out, text); !s.ok()) return Fail(s);
  }
  return bad.Finish();
}

}  // namespace texas42
