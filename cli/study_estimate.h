// What a study of any game will cost, said before it starts (`texas42 study` on a terminal, and
// `--estimate`): its rows, about how many bytes, and about how many minutes.
//
// Bytes are measured, not guessed: a record of the study's own kind (its last deal index, a deal
// of its seed, a two-digit value) is formatted and multiplied by the rows. Minutes come from the
// measured cost of one record on one core, by game (a double-dummy value, and a hand played out
// for every bid at 16 worlds a decision; study_estimate.cc lists the measurements), divided among
// the threads: a rough figure, off by the machine's speed and the deals' luck.
#ifndef TEXAS42_CLI_STUDY_ESTIMATE_H_
#define TEXAS42_CLI_STUDY_ESTIMATE_H_

#include <cstdint>
#include <string>

#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"

namespace texas42 {

struct StudyEstimate {
  uint64_t deals = 0;  // still to solve
  uint64_t rows = 0;   // lines of records still to write
  uint64_t bytes = 0;  // of the whole file when done
  double minutes = 0;
  int threads = 1;
  size_t declarers = 0;  // of each deal
  size_t contracts = 0;  // of each declarer
};

// Estimates the study `params` from deal `start` on, written in `format` (one row per deal when
// `wide`), on `threads` threads (0: every core).
StudyEstimate EstimateStudy(const StudyParams& params, StudyFormat format, bool wide,
                            uint64_t start, int threads);

// Returns the estimate in words, one line without its newline: "90000 rows, 90000 solves (10000
// deals x 1 declarer x 9 trumps), about 8.6 MB, under a minute on 2 threads".
std::string DescribeStudyEstimate(const StudyEstimate& estimate);

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_ESTIMATE_H_
