// StudyRanks on MPI: the ranks of MPI_COMM_WORLD share the chunks round-robin; rank 0 receives
// them in chunk order (MPI keeps messages between two ranks in order) and writes them.
#include <mpi.h>

#include <string>

#include "cli/study_ranks.h"

namespace texas42 {
namespace {

constexpr int kChunkTag = 42;
constexpr int kExitWriteFailed = 2;

}  // namespace

StudyRanks::StudyRanks() {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    // Only the thread that joined calls MPI; TBB's workers never do.
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

StudyRanks::~StudyRanks() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Finalize();
}

uint64_t StudyRanks::Broadcast(uint64_t value) {
  MPI_Bcast(&value, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
  return value;
}

bool StudyRanks::Run(uint64_t chunks, const std::function<std::string(uint64_t)>& solve,
                     const std::function<bool(uint64_t, const std::string&)>& write) {
  const uint64_t ranks = static_cast<uint64_t>(size_);
  if (!is_root()) {
    // Solve the next chunk while the previous one is still on its way to rank 0.
    std::string sending;
    MPI_Request request = MPI_REQUEST_NULL;
    for (uint64_t k = static_cast<uint64_t>(rank_); k < chunks; k += ranks) {
      std::string text = solve(k);
      MPI_Wait(&request, MPI_STATUS_IGNORE);
      sending = std::move(text);
      MPI_Isend(sending.data(), static_cast<int>(sending.size()), MPI_CHAR, 0, kChunkTag,
                MPI_COMM_WORLD, &request);
    }
    MPI_Wait(&request, MPI_STATUS_IGNORE);
    return true;
  }
  for (uint64_t k = 0; k < chunks; ++k) {
    const int source = static_cast<int>(k % ranks);
    std::string text;
    if (source == 0) {
      text = solve(k);
    } else {
      MPI_Status status;
      MPI_Probe(source, kChunkTag, MPI_COMM_WORLD, &status);
      int bytes = 0;
      MPI_Get_count(&status, MPI_CHAR, &bytes);
      text.resize(static_cast<size_t>(bytes));
      MPI_Recv(text.data(), bytes, MPI_CHAR, source, kChunkTag, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
    }
    // The other ranks cannot see a failed write: stop them all.
    if (!write(k, text)) MPI_Abort(MPI_COMM_WORLD, kExitWriteFailed);
  }
  return true;
}

}  // namespace texas42
