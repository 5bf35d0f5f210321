#include "cli/review_run.h"

#include <cstdint>
#include <optional>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "cli/bad_lines.h"
#include "cli/command.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "cli/review_report.h"
#include "solver/analysis/hand_review.h"
#include "solver/family/game.h"

namespace texas42 {

int RunReviewRequest(const ReviewRequest& request, OutputFile& out) {
  // Every record is read first; those that read are reviewed together, on every thread; the
  // reports and the errors then come in input order.
  std::vector<absl::StatusOr<HandRecord>> read;
  std::vector<HandRecord> records;
  std::vector<size_t> record_of;  // input i's place in `records`, SIZE_MAX when it did not read
  // The game --game names, if any: a record of another game is refused, not reviewed as it.
  const absl::StatusOr<const family::Game*> asked =
      request.game.empty() ? absl::StatusOr<const family::Game*>(nullptr)
                           : family::ParseGame(request.game);
  for (const ReviewInput& input : request.inputs) {
    // A record that names no game, under no --game, is Texas 42's.
    const std::string game = request.game.empty() && input.fields.ok() && input.fields->game.empty()
                                 ? "42"
                                 : request.game;
    read.push_back(input.fields.ok() ? RecordFromFields(*input.fields, game)
                                     : absl::StatusOr<HandRecord>(input.fields.status()));
    if (read.back().ok() && asked.ok() && *asked != nullptr && *asked != read.back()->game) {
      read.back() = absl::InvalidArgumentError(absl::StrCat(
          "game: the record is ", read.back()->game->name, ", but --game is ", (*asked)->name));
    }
    record_of.push_back(read.back().ok() ? records.size() : SIZE_MAX);
    if (read.back().ok()) records.push_back(*read.back());
  }
  std::optional<family::TableOptions> table;
  if (request.table) table = request.table_options;
  ProgressBar bar("records");
  const std::vector<HandReview> reviews =
      ReviewHands(records, table, request.threads,
                  [&bar](uint64_t done, uint64_t total) { bar.Update(done, total); });
  bar.Finish();

  BadLines bad;
  bool first = true;
  std::string text;
  for (size_t i = 0; i < request.inputs.size(); ++i) {
    const ReviewInput& input = request.inputs[i];
    const absl::Status status =
        record_of[i] == SIZE_MAX ? read[i].status() : reviews[record_of[i]].status;
    if (!status.ok()) {
      // A record's errors name its field ("played: ..."); the flags' name the flag.
      const bool field = absl::StrContains(status.message(), ": ");
      bad.Report(!input.where.empty()          ? absl::StrCat(input.where, ": ", status.message())
                 : request.from_flags && field ? absl::StrCat("--", status.message())
                                               : std::string(status.message()));
      continue;
    }
    const HandRecord& record = records[record_of[i]];
    const HandReview& review = reviews[record_of[i]];
    if (request.picture != nullptr) {
      const std::string svg = ReviewSvg(input.number, record, review);
      if (absl::Status s = WriteAndCommit(*request.picture, svg); !s.ok()) return Fail(s);
    }
    if (request.svg) {
      absl::StrAppend(&text, ReviewSvg(input.number, record, review));
    } else if (request.json) {
      absl::StrAppend(&text, ReviewJson(input.number, record, review), "\n");
    } else {
      absl::StrAppend(&text, first ? "" : "\n", ReviewText(input.number, record, review));
    }
    first = false;
  }
  if (!first || bad.count() == 0) {
    if (absl::Status s = WriteAndCommit(out, text); !s.ok()) return Fail(s);
  }
  return bad.Finish();
}

}  // namespace texas42
