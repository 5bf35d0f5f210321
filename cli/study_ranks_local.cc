// StudyRanks without MPI: one process does every chunk and writes them in order.
#include "cli/study_ranks.h"

namespace texas42 {

StudyRanks::StudyRanks() = default;
StudyRanks::~StudyRanks() = default;

uint64_t StudyRanks::Broadcast(uint64_t value) { return value; }

bool StudyRanks::Run(uint64_t chunks, const std::function<std::string(uint64_t)>& solve,
                     const std::function<bool(uint64_t, const std::string&)>& write) {
  for (uint64_t k = 0; k < chunks; ++k) {
    if (!write(k, solve(k))) return false;
  }
  return true;
}

}  // namespace texas42
