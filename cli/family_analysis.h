// `study`, `table` and `chart` for the rest of the 42 family (--game 3-hand, moon, geezer,
// big-game): the flags each command passes on, and the runners (study_family.cc,
// table_family.cc). Each returns an exit code, printing one error line on bad
// input, as the Texas 42 commands do.
#ifndef TEXAS42_CLI_FAMILY_ANALYSIS_H_
#define TEXAS42_CLI_FAMILY_ANALYSIS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "cli/output_flags.h"
#include "solver/family/game.h"

namespace texas42 {

struct FamilyStudyFlags {
  const family::Game* game = nullptr;
  uint64_t deals = 0;
  uint64_t seed = 1;
  std::string declarer = "N";
  std::string contracts;  // empty: every trump choice; else a comma list or "all"
  std::string output;
  std::string format;
  bool resume = false;
  bool overwrite = false;
  int threads = 0;
  uint64_t chunk = 64;
};

struct FamilyTableFlags {
  const family::Game* game = nullptr;
  std::vector<std::string> studies;
  std::string by = "trumps";
  std::string declarer = "all";
  OutputFlags out;
  std::string svg;  // --svg: the heatmap too, in this file
};

int RunFamilyStudy(const FamilyStudyFlags& flags);
int RunFamilyTable(const FamilyTableFlags& flags);
// Returns an error naming the first of `paths` that is a family study file (and its game), for
// Texas 42's table and chart, which read Texas 42 studies only.
absl::Status RefuseFamilyStudies(const std::vector<std::string>& paths);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_ANALYSIS_H_
