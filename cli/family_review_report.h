// Output formatting for `texas42 review --game G`: a reviewed hand of any game of the 42 family
// as readable text (every play with its values before and after and its cost, the value chart,
// what each seat and side gave away, the result) and as one JSON object.
#ifndef TEXAS42_CLI_FAMILY_REVIEW_REPORT_H_
#define TEXAS42_CLI_FAMILY_REVIEW_REPORT_H_

#include <string>

#include "solver/analysis/family_record.h"
#include "solver/analysis/family_review.h"

namespace texas42 {

// Writes the review for people; `number` is the record's number in its input.
std::string FamilyReviewText(int number, const FamilyRecord& record,
                             const FamilyHandReview& review);
// Writes one JSON object (no newline): {"record","game","deal","declarer","contract","discard",
// "scoring","max","start_value","plays":[{"trick","seat","tile","before","after","cost","best",
// "won_by"}],"chart":[the value after each play],"given":{seat: cost},"given_by_side":
// {"declarer","defenders"},"taken","taken_against","finished","final_value"}.
std::string FamilyReviewJson(int number, const FamilyRecord& record,
                             const FamilyHandReview& review);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_REVIEW_REPORT_H_
