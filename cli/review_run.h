// `texas42 review`: the review of played hands of every game of the 42 family
// (solver/analysis/hand_review.h), in text, JSON or a picture, with the table view on request.
#ifndef TEXAS42_CLI_REVIEW_RUN_H_
#define TEXAS42_CLI_REVIEW_RUN_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cli/output_file.h"
#include "solver/analysis/hand_record.h"
#include "solver/play/table_player.h"

namespace texas42 {

// One record to review: its number, where it stands ("record 3 (line 12)", or empty for one
// record) and its fields, or the error that stops it.
struct ReviewInput {
  int number = 1;
  std::string where;
  absl::StatusOr<RecordFields> fields;
};

struct ReviewRequest {
  std::string game;  // --game; a record's own game field wins when they agree
  std::vector<ReviewInput> inputs;
  bool json = false;
  bool svg = false;                    // --format svg: the picture is the report
  OutputFile* picture = nullptr;       // --svg FILE: the picture too (one record)
  bool table = false;                  // --play table: ask the table player at every play
  family::TableOptions table_options;  // its worlds and seed
  int threads = 0;                     // 0: every core
  bool from_flags = false;  // the one record of --deal's flags: errors name the flag (--played)
};

// Reviews every record (on `threads` threads, with a progress bar) and writes the reports to
// `out` (opened before the work) in input order; returns 0, or 2 when any record was bad (each
// reported with one error line; the good ones are still written).
int RunReviewRequest(const ReviewRequest& request, OutputFile& out);

}  // namespace texas42

#endif  // TEXAS42_CLI_REVIEW_RUN_H_
