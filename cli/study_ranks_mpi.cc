// StudyRanks on MPI: the ranks of MPI_COMM_WORLD share the chunks round-robin; rank 0 receives
// them in chunk order (MPI keeps messages between two ranks in order) and writes them.
//
// MPI is joined only when the process was started by a launcher (mpirun, mpiexec, srun): a
// plain `texas42 study` is one process that never calls MPI_Init, so it starts no helper daemon
// (Open MPI's singleton start-up costs 0.5-0.9 s) and can never print MPI's abort banner.
//
// Ending, also after a failed write, is cooperative, never MPI_Abort: every worker ends by
// sending rank 0 a kDoneTag message after its last chunk, and waits for rank 0's kStopTag
// message. When a write fails, rank 0 sends kStopTag at once (workers look for it before each
// chunk and stop early), drains each worker's chunks up to its kDoneTag, and returns false; the
// error line is texas42's alone.
#include <mpi.h>

#include <cstdlib>
#include <string>

#include "cli/study_ranks.h"

namespace texas42 {
namespace {

constexpr int kChunkTag = 42;
constexpr int kDoneTag = 43;
constexpr int kStopTag = 44;

// Returns true when a launcher started this process as one rank of a job: Open MPI's mpirun,
// MPICH's Hydra, PMIx and PMI-2 launchers (srun) all set one of these.
bool UnderLauncher() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE",
                           "MPI_LOCALNRANKS", "HYDRA_CONTROL_FD"}) {
    if (std::getenv(name) != nullptr) return true;
  }
  return false;
}

bool joined = false;  // MPI_Init was called by StudyRanks

}  // namespace

StudyRanks::StudyRanks() {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized && !UnderLauncher()) return;  // one process: rank 0 of 1, no MPI
  if (!initialized) {
    // Only the thread that joined calls MPI; TBB's workers never do.
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    joined = true;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

StudyRanks::~StudyRanks() {
  if (!joined) return;
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Finalize();
}

uint64_t StudyRanks::Broadcast(uint64_t value) {
  if (size_ > 1) MPI_Bcast(&value, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
  return value;
}

bool StudyRanks::Run(uint64_t chunks, const std::function<std::string(uint64_t)>& solve,
                     const std::function<bool(uint64_t, const std::string&)>& write) {
  if (size_ == 1) {
    for (uint64_t k = 0; k < chunks; ++k) {
      if (!write(k, solve(k))) return false;
    }
    return true;
  }
  const uint64_t ranks = static_cast<uint64_t>(size_);
  if (!is_root()) {
    // Solve the next chunk while the previous one is still on its way to rank 0.
    std::string sending;
    MPI_Request request = MPI_REQUEST_NULL;
    bool stopped = false;
    for (uint64_t k = static_cast<uint64_t>(rank_); k < chunks; k += ranks) {
      int stop = 0;
      MPI_Iprobe(0, kStopTag, MPI_COMM_WORLD, &stop, MPI_STATUS_IGNORE);
      if (stop) {
        MPI_Recv(nullptr, 0, MPI_CHAR, 0, kStopTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        stopped = true;
        break;
      }
      std::string text = solve(k);
      MPI_Wait(&request, MPI_STATUS_IGNORE);
      sending = std::move(text);
      MPI_Isend(sending.data(), static_cast<int>(sending.size()), MPI_CHAR, 0, kChunkTag,
                MPI_COMM_WORLD, &request);
    }
    MPI_Wait(&request, MPI_STATUS_IGNORE);
    MPI_Send(nullptr, 0, MPI_CHAR, 0, kDoneTag, MPI_COMM_WORLD);
    if (!stopped) MPI_Recv(nullptr, 0, MPI_CHAR, 0, kStopTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return true;
  }
  bool ok = true;
  for (uint64_t k = 0; k < chunks && ok; ++k) {
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
      MPI_Recv(text.data(), bytes, MPI_CHAR, source, kChunkTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    ok = write(k, text);
  }
  // After a failure, stop the workers first so that they solve no more; then take whatever
  // they still send, up to each one's kDoneTag.
  auto stop_all = [&] {
    for (int r = 1; r < size_; ++r) MPI_Send(nullptr, 0, MPI_CHAR, r, kStopTag, MPI_COMM_WORLD);
  };
  if (!ok) stop_all();
  for (int r = 1; r < size_; ++r) {
    while (true) {
      MPI_Status status;
      MPI_Probe(r, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
      int bytes = 0;
      MPI_Get_count(&status, MPI_CHAR, &bytes);
      std::string discarded(static_cast<size_t>(bytes), '\0');
      MPI_Recv(discarded.data(), bytes, MPI_CHAR, r, status.MPI_TAG, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      if (status.MPI_TAG == kDoneTag) break;
    }
  }
  if (ok) stop_all();
  return ok;
}

}  // namespace texas42
