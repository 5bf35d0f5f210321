// The wide layout of a study of any game (`texas42 study --layout wide`): one row per deal, beside
// the long layout of study_io.h (one row per deal, declarer and contract).
//
// CSV opens with its column names; a value column per declarer and contract, named
// DECLARER_CONTRACT, and with table play a DECLARER_CONTRACT_table_makes column after each
// (study_io.h's digits, one per bid); the study's tag is the last column of the first row, as in
// the long layout:
//   game,index,deal,N_blanks,N_ones,...,N_followme,study
//   42,0,66 65 .../.../.../...,30,12,...,18,texas42 study v3 game=42 seed=1 deals=1000 ...
//   42,1,...,
// JSON Lines holds the same keys, one object per deal. The hand features of the long layout are
// left out (they follow from the deal), and so is the checksum: a wide file is for reading
// (pandas, spreadsheets), not for `--resume`, `--verify`, `table` or `chart`, which take the long
// layout.
#ifndef TEXAS42_CLI_STUDY_WIDE_H_
#define TEXAS42_CLI_STUDY_WIDE_H_

#include <string>
#include <vector>

#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"

namespace texas42 {

// Returns the header of a wide study: CSV's column line; nothing in JSON Lines.
std::string FormatWideStudyHeader(const StudyParams& params, StudyFormat format);
// Returns the rows of `records` (whole deals, in record order), one line per deal.
std::string FormatWideStudyRows(const StudyParams& params, const std::vector<StudyRecord>& records,
                                StudyFormat format);

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_WIDE_H_
