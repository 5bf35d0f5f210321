// `texas42 study --verify FILE`: re-checks a study file of any game and edition without
// trusting it.
//
// Every record must be the study's next record, hold that deal of the seed and the declarer's
// true hand features, and (every edition but Texas 42's version 1) match its checksum; with
// `resolve` > 0 that many complete deals, spread evenly over the file, are solved again
// (SolveStudyRange) and their values and table outcomes compared. The report goes to standard
// output; the first fault is one error line naming the file and line.
#ifndef TEXAS42_CLI_STUDY_VERIFY_H_
#define TEXAS42_CLI_STUDY_VERIFY_H_

#include <cstdint>
#include <string>

#include "solver/family/game.h"

namespace texas42 {

// Verifies the study of `game` at `path` ("-" = standard input); a study of another game is an
// error. Returns the exit code.
int VerifyStudy(const std::string& path, const family::Game& game, uint64_t resolve, int threads);

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_VERIFY_H_
