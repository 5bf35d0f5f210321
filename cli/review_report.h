// Output formatting for `texas42 review`: a reviewed hand record as readable text, as one JSON
// object, and as an SVG picture of the hand's course (one column per trick, the double-dummy
// value after every play below, mistakes marked).
#ifndef TEXAS42_CLI_REVIEW_REPORT_H_
#define TEXAS42_CLI_REVIEW_REPORT_H_

#include <string>

#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"

namespace texas42 {

// What the report says about the run as a whole.
struct ReviewContext {
  int number = 1;         // the record's number in its input
  ReviewOptions options;  // the table view's worlds and seed
};

// Writes one JSON object (no newline) for a reviewed record.
std::string ReviewJson(const ReviewContext& context, const HandRecord& record,
                       const HandReview& review);
// Writes the review for people: every play with its values, cost and best tiles, then the
// summary per seat and side, the decisive mistakes and the result.
std::string ReviewText(const ReviewContext& context, const HandRecord& record,
                       const HandReview& review);
// Writes the picture of the hand's course as a standalone SVG document.
std::string ReviewSvg(const ReviewContext& context, const HandRecord& record,
                      const HandReview& review);

}  // namespace texas42

#endif  // TEXAS42_CLI_REVIEW_REPORT_H_
